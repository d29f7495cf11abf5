package check

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"
)

// yaegi v0.16.1 runs an assignment to several targets through one
// operation (interp/run.go, assign) that gets many of them wrong:
//
//   - an untyped nil among the values crashed (reflect: New(nil)): a, b =
//     1, nil; res, err = nil, errors.New("x") once its call was hoisted
//     (see parallel.go);
//   - a target of interface type (any, error) given a value of interface
//     type, or nil, crashed (reflect.Set: ... interp.valueInterface), the
//     swap a, b = b, a of two any variables among them;
//   - a map entry given a nil slice, map or pointer was not stored (the
//     map stayed empty), nor when every value was a call (o, m[k] = f(),
//     g()), nor a field of func type;
//   - a composite literal beside other values was written straight into
//     its target and the other values lost (a, n = []int{7}, 1 left n
//     unchanged), in a definition (:=) and a var declaration too;
//   - a map entry among the targets of a comma-ok form or of a call's
//     results (m[k], ok = <-ch; m[k], ok = m2[k]; m[k], ok = x.(T);
//     m[k], err = f()) was never stored.
//
// A single assignment of the same values to the same targets is right.
// So splitParallel rewrites such an assignment, when it is a statement of
// a block, into a block of single ones, on the statement's lines:
//
//	m[k], x = nil, f()
//
// becomes
//
//	{ ; _skillrun_v1 := f(); m[k] = nil; x = _skillrun_v1 }
//
// which keeps Go's order: the values are evaluated first, left to right
// (each into a variable of its own; a constant or nil needs none), then
// assigned left to right. A target whose operands an earlier target
// writes (i, a[i] = ...; prev, cur, cur.next = ...), whose operands read
// memory an earlier target may write, or that holds a call, has its
// address (or, for a map entry, its map and key) taken into a variable
// first, as Go evaluates them before assigning. A definition or var
// declaration that mixes composite literals with other values gets each
// literal moved into a variable of its own before it, as hoistPass does
// for calls. What cannot be rewritten (not a statement of a block, a var
// declaration outside a function) is reported for the author to split.

// riskyParallel says whether the assignment as (len(as.Lhs) ==
// len(as.Rhs) > 1, token.ASSIGN) holds a value or target the interpreter
// mishandles (see above).
func riskyParallel(info *types.Info, as *ast.AssignStmt, special func(ast.Expr) bool) bool {
	anySpecial := false
	for _, r := range as.Rhs {
		anySpecial = anySpecial || special(r)
	}
	for i, r := range as.Rhs {
		tv := info.Types[r]
		if tv.IsNil() || (tv.Type != nil && types.IsInterface(tv.Type)) {
			return true
		}
		if _, ok := ast.Unparen(r).(*ast.CompositeLit); ok {
			return true
		}
		l := as.Lhs[i]
		if isBlank(l) {
			continue
		}
		lt := info.TypeOf(l)
		if lt == nil {
			continue
		}
		if types.IsInterface(lt) {
			return true
		}
		if _, ok := lt.Underlying().(*types.Signature); ok && anySpecial {
			return true
		}
		if isMapIndex(info, l) && anySpecial {
			return true
		}
	}
	return false
}

// riskyTuple says whether the assignment as of one value to several
// targets (a comma-ok form, a call's results) has a map entry among its
// targets.
func riskyTuple(info *types.Info, as *ast.AssignStmt) bool {
	for _, l := range as.Lhs {
		if isMapIndex(info, l) {
			return true
		}
	}
	return false
}

func isBlank(e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	return ok && id.Name == "_"
}

func isMapIndex(info *types.Info, e ast.Expr) bool {
	ix, ok := ast.Unparen(e).(*ast.IndexExpr)
	if !ok {
		return false
	}
	t := info.TypeOf(ix.X)
	if t == nil {
		return false
	}
	_, ok = t.Underlying().(*types.Map)
	return ok
}

// splitter writes the edits of splitParallel and splitTuple.
type splitter struct {
	fset  *token.FileSet
	info  *types.Info
	src   []byte
	n     *int
	pkg   string // the file's package name
	edits []edit
	// why, when set, is the error to report for an assignment that
	// cannot be rewritten.
	why string
}

// hasMethods says whether t, or *t, has methods.
func hasMethods(t types.Type) bool {
	if anyMethods(t) {
		return true
	}
	if _, ok := t.(*types.Pointer); ok {
		return false
	}
	return anyMethods(types.NewPointer(t))
}

func (s *splitter) off(p token.Pos) int { return s.fset.Position(p).Offset }

func (s *splitter) text(e ast.Node) string {
	return string(s.src[s.off(e.Pos()):s.off(e.End())])
}

func (s *splitter) fresh() string {
	*s.n++
	return fmt.Sprintf("_skillrun_v%d", *s.n)
}

func (s *splitter) add(from, to int, text string) {
	s.edits = append(s.edits, edit{off: from, end: to, text: text})
}

// targets returns, for the targets lhs, the text each is assigned
// through, and the statements (each ending in "; ") that take the
// operands of those that need it into variables (see above).
func (s *splitter) targets(lhs []ast.Expr) ([]string, string) {
	var pre strings.Builder
	out := make([]string, len(lhs))
	written := map[types.Object]bool{}
	memWritten := false
	for j, l := range lhs {
		out[j] = s.text(l)
		if isBlank(l) {
			continue
		}
		if id, ok := ast.Unparen(l).(*ast.Ident); ok {
			if obj := s.info.ObjectOf(id); obj != nil {
				written[obj] = true
			}
			continue
		}
		// l's operands: what it reads before it is assigned.
		dep := false
		memRead := false
		var operands []ast.Expr
		switch t := ast.Unparen(l).(type) {
		case *ast.IndexExpr:
			operands = []ast.Expr{t.X, t.Index}
		case *ast.SelectorExpr:
			operands = []ast.Expr{t.X}
		case *ast.StarExpr:
			operands = []ast.Expr{t.X}
		}
		for _, op := range operands {
			ast.Inspect(op, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.Ident:
					if obj := s.info.ObjectOf(n); obj != nil && written[obj] {
						dep = true
					}
				case *ast.IndexExpr, *ast.StarExpr:
					memRead = true
				case *ast.CallExpr:
					// A call is evaluated once, in Go's order: before
					// the values.
					if tv, ok := s.info.Types[n.Fun]; !ok || !tv.IsType() {
						dep = true
					}
				case *ast.SelectorExpr:
					if sel := s.info.Selections[n]; sel != nil {
						memRead = true
					}
				}
				return true
			})
		}
		// A field of a struct variable reads nothing but the variable.
		if sel, ok := ast.Unparen(l).(*ast.SelectorExpr); ok && !dep && !memRead {
			if t := s.info.TypeOf(sel.X); t != nil {
				if _, ptr := t.Underlying().(*types.Pointer); !ptr {
					memWritten = true
					continue
				}
			}
		}
		if dep || (memRead && memWritten) {
			if ix, ok := ast.Unparen(l).(*ast.IndexExpr); ok && isMapIndex(s.info, ix) {
				m, k := s.fresh(), s.fresh()
				key := s.text(ix.Index)
				if s.info.Types[ix.Index].Value == nil {
					fmt.Fprintf(&pre, "%s := %s; ", k, key)
					key = k
				}
				fmt.Fprintf(&pre, "%s := %s; ", m, s.text(ix.X))
				out[j] = m + "[" + key + "]"
			} else {
				p := s.fresh()
				fmt.Fprintf(&pre, "%s := &%s; ", p, out[j])
				out[j] = "*" + p
			}
		}
		memWritten = true
	}
	return out, pre.String()
}

// assignable says whether a value of e's type, declared with :=, may be
// assigned to l (nil: a blank target).
func (s *splitter) assignable(e ast.Expr, vt types.Type, l ast.Expr) bool {
	if isBlank(l) {
		return true
	}
	lt := s.info.TypeOf(l)
	if vt == nil || lt == nil {
		return false
	}
	return types.AssignableTo(types.Default(vt), lt)
}

// splitParallel writes the edits that rewrite as, an assignment of as
// many values as targets, into a block of single assignments (see
// above), or says why it cannot.
func (s *splitter) splitParallel(as *ast.AssignStmt) bool {
	type value struct {
		inline bool
		name   string
	}
	vals := make([]value, len(as.Rhs))
	for i, r := range as.Rhs {
		tv := s.info.Types[r]
		if tv.IsNil() || tv.Value != nil {
			vals[i].inline = true
			continue
		}
		if !s.assignable(r, tv.Type, as.Lhs[i]) {
			return false
		}
	}
	lhs, pre := s.targets(as.Lhs)
	if strings.Contains(pre, "\n") {
		return false
	}
	s.add(s.off(as.Pos()), s.off(as.TokPos)+len(as.Tok.String()), "{ "+pre)
	for i, r := range as.Rhs {
		if i > 0 {
			from := s.off(as.Rhs[i-1].End())
			comma := tokenAt(s.src[from:s.off(r.Pos())], token.COMMA)
			if comma < 0 {
				return false
			}
			s.add(from+comma, from+comma+1, ";")
		}
		switch {
		case vals[i].inline:
			s.add(s.off(r.Pos()), s.off(r.End()), "")
		case isBlank(as.Lhs[i]):
			s.add(s.off(r.Pos()), s.off(r.Pos()), "_ = ")
		default:
			vals[i].name = s.fresh()
			s.add(s.off(r.Pos()), s.off(r.Pos()), vals[i].name+" := ")
		}
	}
	var post strings.Builder
	for i, r := range as.Rhs {
		if isBlank(as.Lhs[i]) {
			continue
		}
		v := vals[i].name
		if vals[i].inline {
			v = s.text(r)
		}
		fmt.Fprintf(&post, "; %s = %s", lhs[i], v)
	}
	end := s.off(as.End())
	s.add(end, end, post.String()+" }")
	return true
}

// splitTuple writes the edits that rewrite as, an assignment of one
// value (a call, a comma-ok form) to several targets, into a definition
// of variables for its values and single assignments of them, or says
// why it cannot.
func (s *splitter) splitTuple(as *ast.AssignStmt) bool {
	var vts []types.Type
	switch t := s.info.TypeOf(as.Rhs[0]).(type) {
	case *types.Tuple:
		for i := 0; i < t.Len(); i++ {
			vts = append(vts, t.At(i).Type())
		}
	default:
		// a comma-ok form: the value and an untyped bool
		vts = []types.Type{t, types.Typ[types.UntypedBool]}
		if tv, ok := s.info.Types[as.Rhs[0]]; ok && tv.Type != nil {
			vts[0] = tv.Type
		}
	}
	if len(vts) != len(as.Lhs) {
		return false
	}
	names := make([]string, len(as.Lhs))
	for i, l := range as.Lhs {
		if !s.assignable(as.Rhs[0], vts[i], l) {
			return false
		}
		if !isBlank(l) && types.IsInterface(s.info.TypeOf(l)) && !types.IsInterface(vts[i]) && hasMethods(vts[i]) {
			// Stored from a variable, the interface would refer to it
			// (see ifacecopy.go), and the first pass is over.
			s.why = fmt.Sprintf("a map entry of interface type among the targets of a call or comma-ok form whose value is a %s, "+
				"which the interpreter would not store (or store by reference): assign the values to variables first, then the map entry from them",
				types.TypeString(vts[i], func(p *types.Package) string {
					if p.Name() == s.pkg {
						return ""
					}
					return p.Name()
				}))
			return false
		}
		names[i] = "_"
		if !isBlank(l) {
			names[i] = s.fresh()
		}
	}
	lhs, pre := s.targets(as.Lhs)
	if strings.Contains(pre, "\n") {
		return false
	}
	s.add(s.off(as.Pos()), s.off(as.TokPos)+len(as.Tok.String()), "{ "+pre+strings.Join(names, ", ")+" :=")
	var post strings.Builder
	for i := range as.Lhs {
		if names[i] != "_" {
			fmt.Fprintf(&post, "; %s = %s", lhs[i], names[i])
		}
	}
	end := s.off(as.End())
	s.add(end, end, post.String()+" }")
	return true
}

// splitSelectRecv writes the edits that rewrite the receive of a select
// case that assigns (case v = <-ch:, case m[k], ok = <-ch:), which
// crashed the interpreter whatever the targets ("reflect.Select: invalid
// Dir"), into one that defines variables, assigned to the targets first
// in the case's body, on its line:
//
//	case _skillrun_v1, _skillrun_v2 := <-ch: m[k] = _skillrun_v1; ok = _skillrun_v2;
//
// or says why it cannot.
func (s *splitter) splitSelectRecv(cc *ast.CommClause, as *ast.AssignStmt) bool {
	vt := s.info.TypeOf(as.Rhs[0])
	vts := []types.Type{vt}
	if t, ok := vt.(*types.Tuple); ok {
		vts = nil
		for i := 0; i < t.Len(); i++ {
			vts = append(vts, t.At(i).Type())
		}
	} else if len(as.Lhs) == 2 {
		vts = append(vts, types.Typ[types.UntypedBool])
	}
	if len(vts) != len(as.Lhs) {
		return false
	}
	names := make([]string, len(as.Lhs))
	blank := true
	for i, l := range as.Lhs {
		if !s.assignable(as.Rhs[0], vts[i], l) {
			return false
		}
		if !isBlank(l) && types.IsInterface(s.info.TypeOf(l)) && !types.IsInterface(vts[i]) && hasMethods(vts[i]) {
			s.why = "a receive into an interface of a value with methods in a select case, " +
				"which the interpreter would store by reference: receive into a variable (case v := <-ch:) and assign it in the case"
			return false
		}
		names[i] = "_"
		if !isBlank(l) {
			names[i] = s.fresh()
			blank = false
		}
	}
	lhs, pre := s.targets(as.Lhs)
	if strings.Contains(pre, "\n") {
		return false
	}
	if blank {
		s.add(s.off(as.Pos()), s.off(as.Rhs[0].Pos()), "")
		return true
	}
	s.add(s.off(as.Pos()), s.off(as.TokPos)+len(as.Tok.String()), strings.Join(names, ", ")+" :=")
	var post strings.Builder
	post.WriteString(" " + pre)
	for i := range as.Lhs {
		if names[i] != "_" {
			fmt.Fprintf(&post, "%s = %s; ", lhs[i], names[i])
		}
	}
	colon := s.off(cc.Colon) + 1
	s.add(colon, colon, strings.TrimRight(post.String(), " "))
	return true
}

// selectOperands returns the edits that move the channel operands and
// sent values of the select cases of sel into variables before it, in
// the order Go evaluates them on entering the select, when one of them
// is not plain: the interpreter evaluated only the last operation of a
// case's expression (case ch <- n%2 == 1 sent false, ch <- p.F + 1 sent
// 1, ch <- (-n) sent 0). ok is false when such a value cannot move (its
// type is not its variable's).
func (s *splitter) selectOperands(sel *ast.SelectStmt) (ok bool) {
	var exprs []ast.Expr
	var elems []types.Type // the channel's element type for a sent value, else nil
	for _, c := range sel.Body.List {
		cc, _ := c.(*ast.CommClause)
		if cc == nil || cc.Comm == nil {
			continue
		}
		switch st := cc.Comm.(type) {
		case *ast.SendStmt:
			exprs = append(exprs, st.Chan, st.Value)
			var elem types.Type
			if ch, ok := s.info.TypeOf(st.Chan).Underlying().(*types.Chan); ok {
				elem = ch.Elem()
			}
			elems = append(elems, nil, elem)
		case *ast.ExprStmt:
			if u, ok := ast.Unparen(st.X).(*ast.UnaryExpr); ok && u.Op == token.ARROW {
				exprs = append(exprs, u.X)
				elems = append(elems, nil)
			}
		case *ast.AssignStmt:
			if u, ok := ast.Unparen(st.Rhs[0]).(*ast.UnaryExpr); ok && u.Op == token.ARROW {
				exprs = append(exprs, u.X)
				elems = append(elems, nil)
			}
		}
	}
	plain := func(e ast.Expr) bool {
		switch e.(type) {
		case *ast.Ident, *ast.BasicLit:
			return true
		}
		return s.info.Types[e].Value != nil
	}
	flat := func(e ast.Expr) bool {
		if plain(e) {
			return true
		}
		switch e := e.(type) {
		case *ast.UnaryExpr:
			return plain(e.X)
		case *ast.BinaryExpr:
			return plain(e.X) && plain(e.Y)
		case *ast.IndexExpr:
			return plain(e.X) && plain(e.Index)
		case *ast.SelectorExpr:
			return plain(e.X)
		case *ast.StarExpr:
			return plain(e.X)
		case *ast.CallExpr:
			for _, a := range e.Args {
				if !plain(a) {
					return false
				}
			}
			_, ok := e.Fun.(*ast.Ident)
			if sel, isSel := e.Fun.(*ast.SelectorExpr); isSel {
				ok = plain(sel.X)
			}
			return ok
		}
		return false
	}
	need := false
	for _, e := range exprs {
		need = need || !flat(e)
	}
	if !need {
		return true
	}
	var pre strings.Builder
	for i, e := range exprs {
		if plain(e) {
			continue
		}
		vt := s.info.TypeOf(e)
		if vt == nil || (elems[i] != nil && !types.AssignableTo(types.Default(vt), elems[i])) {
			return false
		}
		text := s.text(e)
		if strings.Contains(text, "\n") {
			return false
		}
		v := s.fresh()
		fmt.Fprintf(&pre, "%s := %s; ", v, text)
		s.add(s.off(e.Pos()), s.off(e.End()), v)
	}
	at := s.off(sel.Pos())
	s.add(at, at, pre.String())
	return true
}
