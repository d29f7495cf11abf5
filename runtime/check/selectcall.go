package check

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"github.com/skillrun/skillrun/runtime/symbols"
)

// yaegi v0.16.1 builds the cases of a select statement once, when it
// compiles it, and fills them in at each run: goroutines running one
// select at once shared them (a data race go test -race caught; where
// their channels differed, one goroutine waited on, or received from,
// another's). After the normaliser's other rewrites, each select becomes
// a block that evaluates its channels and sent values once, in source
// order, into variables, and a switch over a call of plain.Select, which
// builds its cases afresh at each call (see runtime/plain/select.go):
//
//	L: select {                 { _skillrun_selc1 := a; _skillrun_selb1 := make(chan T, 1); L: switch _skillrun_plain.Select(false, "r", _skillrun_selc1, _skillrun_selb1) {
//	case v, ok := <-a:          default: v, ok := <-_skillrun_selb1;
//	}                           }}
//
// A received value comes back through a buffered channel of the element's
// type the block makes (the interpreter's own representation of the
// value, whatever its type, is moved, never converted), a sent one goes
// through another. A receive's targets are evaluated in the case chosen,
// as in Go. Without a default clause the last case is the switch's
// default, so that a select every case of which ends the function still
// ends it; a break in a case leaves the switch as it left the select.
// select {} becomes a loop around a call that never returns a case. The
// sandbox's Select also returns when the run is stopped, and the
// interpreter then stops the goroutine at its next step.
//
// Since round select16: a select of one case and no default is its
// channel operation, first in a switch that a break leaves (the
// interpreter runs a channel operation for each goroutine on its own); a
// receive of a predeclared basic type comes back as the call's result
// (_skillrun_selv.(int), the result's low bit saying whether it was
// sent), with no buffered channel; selects of one to three cases call
// plain.Select1-3, whose arguments are fixed (the interpreter's call of
// a variadic function is far dearer), others plain.SelectN; and where no
// case needs a buffered channel the channels and sent values are the
// call's arguments, evaluated in order there.
//
// Channel operands and sent values move to the select's line; the lines
// after the select stay where the author wrote them.

// SelectRewrite, when false, leaves selects to the interpreter's own,
// which goroutines running one select at once share. Only the sandbox's
// BenchmarkSelect clears it, to measure what the rewrite costs.
var SelectRewrite = true

// hasSelect says whether f has a select statement.
func hasSelect(f *ast.File) bool {
	found := false
	ast.Inspect(f, func(n ast.Node) bool {
		if _, ok := n.(*ast.SelectStmt); ok {
			found = true
		}
		return !found
	})
	return found
}

// rewriteSelects rewrites every select of src (normalised source), in
// passes: a select whose cases' channels or sent values hold another
// select (in a function literal) waits for the next pass.
func rewriteSelects(u *universe, file string, src []byte) ([]byte, []Diagnostic, error) {
	n := 0
	for {
		a, err := analyse(u, file, src)
		if err != nil {
			return nil, nil, err
		}
		// The normaliser's rewrites of a case's assignment (a copy of
		// what it receives, [] T{<-ch}[0]) are no select case: the
		// type checker reports it and skips the clause, whose channel's
		// type is then found at the select (see chanType). Any other
		// error is reported by the last pass, as an internal error.
		if !hasSelect(a.file) {
			return src, nil, nil
		}
		sp := &selectPass{a: a, src: src, n: &n}
		out, diags := sp.run()
		if len(diags) > 0 || out == nil {
			return src, diags, nil
		}
		src = out
	}
}

type selectPass struct {
	// children caches the scopes' children in source order (innermost).
	children map[*types.Scope][]*types.Scope
	a        *analysed
	src      []byte
	n        *int
	edits    []edit
	diags    []Diagnostic
	// gotoTargets are the labels a goto names, breakTargets those a
	// break names.
	gotoTargets  map[*types.Label]bool
	breakTargets map[*types.Label]bool
	plain        string
	// callsPlain says whether the pass wrote a call of the plain package
	// (a select of one case and no default is written without one).
	callsPlain bool
}

func (sp *selectPass) off(p token.Pos) int { return sp.a.fset.Position(p).Offset }

func (sp *selectPass) text(from, to token.Pos) string {
	return string(sp.src[sp.off(from):sp.off(to)])
}

func (sp *selectPass) add(from, to token.Pos, text string) {
	sp.edits = append(sp.edits, edit{off: sp.off(from), end: sp.off(to), text: text, seq: len(sp.edits)})
}

func (sp *selectPass) errorf(p token.Pos, format string, args ...any) {
	sp.diags = append(sp.diags, Diagnostic{Pos: sp.a.fset.Position(p), Msg: fmt.Sprintf(format, args...)})
}

// run rewrites the selects it can in this pass and returns the new
// source, or nil if it rewrote none.
func (sp *selectPass) run() ([]byte, []Diagnostic) {
	f := sp.a.file
	sp.gotoTargets = map[*types.Label]bool{}
	sp.breakTargets = map[*types.Label]bool{}
	labels := map[ast.Stmt]*ast.LabeledStmt{}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.BranchStmt:
			if (n.Tok == token.GOTO || n.Tok == token.BREAK) && n.Label != nil {
				if l, ok := sp.a.info.Uses[n.Label].(*types.Label); ok {
					sp.gotoTargets[l] = sp.gotoTargets[l] || n.Tok == token.GOTO
					sp.breakTargets[l] = sp.breakTargets[l] || n.Tok == token.BREAK
				}
			}
		case *ast.LabeledStmt:
			labels[n.Stmt] = n
		}
		return true
	})
	sp.plain = "_skillrun_plain"
	ast.Inspect(f, func(n ast.Node) bool {
		sel, ok := n.(*ast.SelectStmt)
		if !ok {
			return true
		}
		for _, c := range sel.Body.List {
			if cc := c.(*ast.CommClause); cc.Comm != nil && hasSelectIn(cc.Comm) {
				return true // the inner ones first
			}
		}
		sp.rewrite(sel, labels[sel])
		return true
	})
	if len(sp.diags) > 0 {
		return nil, sp.diags
	}
	if sp.callsPlain {
		sp.plainName()
	}
	if len(sp.edits) == 0 {
		return nil, nil
	}
	return applyEdits(sp.src, sp.edits), nil
}

func hasSelectIn(n ast.Node) bool {
	found := false
	ast.Inspect(n, func(m ast.Node) bool {
		if _, ok := m.(*ast.SelectStmt); ok {
			found = true
		}
		return !found
	})
	return found
}

// plainName returns the name the file imports the plain package under,
// adding the import if it has none.
func (sp *selectPass) plainName() string {
	const name = "_skillrun_plain"
	f := sp.a.file
	for _, imp := range f.Imports {
		if p, _ := strconv.Unquote(imp.Path.Value); p == symbols.PlainPath && imp.Name != nil && imp.Name.Name == name {
			return name
		}
	}
	spec := name + " " + strconv.Quote(symbols.PlainPath)
	for _, d := range f.Decls {
		if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.IMPORT {
			if g.Lparen.IsValid() {
				sp.add(g.Lparen+1, g.Lparen+1, " "+spec+";")
			} else {
				sp.add(g.Pos(), g.Pos(), "import "+spec+"; ")
			}
			return name
		}
	}
	sp.add(f.Name.End(), f.Name.End(), "; import "+spec)
	return name
}

// recvOf returns the receive operation of a select case's expression:
// the expression, or the first receive in it (outside function
// literals) where the normaliser rewrote it ([]T{<-ch}[0]).
func recvOf(e ast.Expr) *ast.UnaryExpr {
	var r *ast.UnaryExpr
	ast.Inspect(e, func(n ast.Node) bool {
		if r != nil {
			return false
		}
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.UnaryExpr:
			if n.Op == token.ARROW {
				r = n
				return false
			}
		}
		return true
	})
	return r
}

// rewrite writes the edits of one select statement (ls its label, or
// nil).
func (sp *selectPass) rewrite(sel *ast.SelectStmt, ls *ast.LabeledStmt) {
	start := sel.Pos()
	if ls != nil {
		l, _ := sp.a.info.Defs[ls.Label].(*types.Label)
		switch {
		case l != nil && sp.gotoTargets[l] && sp.breakTargets[l]:
			sp.errorf(ls.Pos(), "label %s of a select is named by a goto and a break: the select is rewritten for the interpreter into a block that evaluates its channels and a switch, and the label cannot be on both; put another label for the goto on an empty statement before the select (%s2: ; %s: select {...})", ls.Label.Name, ls.Label.Name, ls.Label.Name)
			return
		case l == nil || !sp.gotoTargets[l]:
			// A break's label labels the switch; a goto's the block.
			start = ls.Pos()
		}
	}
	var pre strings.Builder
	var kinds []byte
	var ops []string
	hasDefault := false
	var last *ast.CommClause
	for _, c := range sel.Body.List {
		if cc := c.(*ast.CommClause); cc.Comm == nil {
			hasDefault = true
		} else {
			last = cc
		}
	}
	type header struct {
		cc   *ast.CommClause
		text string
	}
	var heads []header
	// The receive cases of one element type share a box: one case runs.
	boxes := map[string]string{}
	k := 0
	*sp.n++
	kName := fmt.Sprintf("_skillrun_selk%d", *sp.n)
	vName := fmt.Sprintf("_skillrun_selv%d", *sp.n)
	usesV := false
	// Without a case that goes through a buffered channel (a receive of
	// another type, a send of another type), the channels and values are
	// the call's own arguments, evaluated in order as the block would.
	var inline []string
	boxed := false
	for _, c := range sel.Body.List {
		cc := c.(*ast.CommClause)
		if cc.Comm == nil {
			continue
		}
		// Select's result is twice the case's index, plus one where a
		// 'p' case received a value sent.
		head := fmt.Sprintf("case %d:", 2*k)
		pHead := fmt.Sprintf("case %d, %d:", 2*k, 2*k+1)
		if !hasDefault && cc == last {
			head, pHead = "default:", "default:"
		}
		k++
		*sp.n++
		ch := fmt.Sprintf("_skillrun_selc%d", *sp.n)
		box := fmt.Sprintf("_skillrun_selb%d", *sp.n)
		switch s := cc.Comm.(type) {
		case *ast.SendStmt:
			t, ok := sp.elemType(s.Chan, start)
			if !ok {
				return
			}
			if sp.plainElem(s.Chan) {
				// A predeclared basic type or struct{}: the value
				// itself, converted to it, holds it exactly in an any.
				fmt.Fprintf(&pre, "%s := %s; %s := %s(%s); ", ch, sp.text(s.Chan.Pos(), s.Chan.End()), box, t, sp.text(s.Value.Pos(), s.Value.End()))
				inline = append(inline, sp.text(s.Chan.Pos(), s.Chan.End()), t+"("+sp.text(s.Value.Pos(), s.Value.End())+")")
				kinds = append(kinds, 'v')
			} else {
				fmt.Fprintf(&pre, "%s := %s; %s := make(chan %s, 1); %s <- %s; ", ch, sp.text(s.Chan.Pos(), s.Chan.End()), box, t, box, sp.text(s.Value.Pos(), s.Value.End()))
				kinds = append(kinds, 's')
				boxed = true
			}
			ops = append(ops, ch, box)
			heads = append(heads, header{cc, head})
		case *ast.ExprStmt:
			u := recvOf(s.X)
			if u == nil {
				sp.errorf(s.Pos(), "internal error: a select case that neither sends nor receives")
				return
			}
			fmt.Fprintf(&pre, "%s := %s; ", ch, sp.text(u.X.Pos(), u.X.End()))
			kinds = append(kinds, 'd')
			ops = append(ops, ch, "nil")
			inline = append(inline, sp.text(u.X.Pos(), u.X.End()), "nil")
			heads = append(heads, header{cc, head})
		case *ast.AssignStmt:
			var u *ast.UnaryExpr
			if len(s.Rhs) == 1 {
				u = recvOf(s.Rhs[0])
			}
			if u == nil {
				sp.errorf(s.Pos(), "internal error: a select case that assigns no receive")
				return
			}
			t, ok := sp.elemType(u.X, start)
			if !ok {
				return
			}
			if sp.basicElem(u.X) && (len(s.Lhs) == 1 || len(s.Lhs) == 2 && ast.Unparen(s.Rhs[0]) == u) {
				fmt.Fprintf(&pre, "%s := %s; ", ch, sp.text(u.X.Pos(), u.X.End()))
				inline = append(inline, sp.text(u.X.Pos(), u.X.End()), "nil")
				// A predeclared basic type: the value comes back
				// itself, in an any, with whether it was sent.
				kinds = append(kinds, 'p')
				ops = append(ops, ch, "nil")
				val := vName + ".(" + t + ")"
				if len(s.Lhs) == 2 {
					val += ", " + kName + "&1 == 1"
				}
				usesV = true
				recv := sp.text(s.Pos(), u.Pos()) + val + sp.text(u.End(), s.End())
				heads = append(heads, header{cc, pHead + " " + recv + ";"})
				continue
			}
			fmt.Fprintf(&pre, "%s := %s; ", ch, sp.text(u.X.Pos(), u.X.End()))
			if b, ok := boxes[t]; ok {
				box = b
			} else {
				boxes[t] = box
				fmt.Fprintf(&pre, "%s := make(chan %s, 1); ", box, t)
			}
			kinds = append(kinds, 'r')
			boxed = true
			ops = append(ops, ch, box)
			recv := sp.text(s.Pos(), u.X.Pos()) + box + sp.text(u.X.End(), s.End())
			heads = append(heads, header{cc, head + " " + recv + ";"})
		default:
			sp.errorf(cc.Comm.Pos(), "internal error: a select case of an unknown form")
			return
		}
	}
	if len(kinds) == 1 && !hasDefault {
		// One case and no default: the channel operation itself, which
		// the interpreter runs for each goroutine on its own (and stops
		// when the run stops), in a switch that a break leaves.
		sp.add(start, start, "{ ")
		sp.add(sel.Select, sel.Body.Lbrace+1, "switch {")
		sp.add(last.Case, last.Colon+1, "default: "+sp.text(last.Comm.Pos(), last.Comm.End())+";")
		sp.add(sel.Body.Rbrace+1, sel.Body.Rbrace+1, "}")
		return
	}
	sp.callsPlain = true
	if !boxed {
		pre.Reset()
		ops = inline
	}
	sp.add(start, start, "{ "+pre.String())
	if len(kinds) == 0 && !hasDefault {
		// select {}: blocks until the run stops.
		sp.add(sel.Select, sel.Body.Lbrace+1, "for { "+sp.plain+`.Select(false, "")`)
		sp.add(sel.Body.Rbrace+1, sel.Body.Rbrace+1, "}")
		return
	}
	args := strconv.FormatBool(hasDefault) + ", " + strconv.Quote(string(kinds))
	for _, o := range ops {
		args += ", " + o
	}
	// Select1, Select2 and Select3 take their cases as arguments of
	// their own (the interpreter's call of a variadic function is far
	// slower); SelectN the rest.
	fn := "SelectN"
	if len(kinds) >= 1 && len(kinds) <= 3 {
		fn = fmt.Sprintf("Select%d", len(kinds))
	}
	v := "_"
	if usesV {
		v = vName
	}
	sp.add(sel.Select, sel.Body.Lbrace+1, "switch "+kName+", "+v+" := "+sp.plain+"."+fn+"("+args+"); "+kName+" {")
	for _, h := range heads {
		sp.add(h.cc.Case, h.cc.Colon+1, h.text)
	}
	sp.add(sel.Body.Rbrace+1, sel.Body.Rbrace+1, "}")
}

// plainElem says whether the element type of the channel ch (typed by
// elemType) is a predeclared basic type or struct{}.
func (sp *selectPass) plainElem(ch ast.Expr) bool {
	c, ok := sp.a.info.TypeOf(ch).Underlying().(*types.Chan)
	if !ok {
		return false
	}
	switch e := c.Elem().(type) {
	case *types.Basic:
		return e.Kind() != types.UnsafePointer && e.Info()&types.IsUntyped == 0
	case *types.Struct:
		return e.NumFields() == 0
	}
	return false
}

// basicElem says whether the element type of the channel ch is a
// predeclared basic type, which a value received comes back as, in an
// any, and is asserted to.
func (sp *selectPass) basicElem(ch ast.Expr) bool {
	return sp.plainElem(ch) && !isEmptyStruct(sp.a.info.TypeOf(ch).Underlying().(*types.Chan).Elem())
}

func isEmptyStruct(t types.Type) bool {
	_, ok := t.(*types.Struct)
	return ok
}

// elemType returns the element type of the channel ch, written as the
// source at pos can name it.
func (sp *selectPass) elemType(ch ast.Expr, pos token.Pos) (string, bool) {
	t := sp.a.info.TypeOf(ch)
	if t == nil && sp.a.pkg != nil {
		// In a clause the type checker skipped (see rewriteSelects):
		// the channel is evaluated where the select is.
		if types.CheckExpr(sp.a.fset, sp.a.pkg, pos, ch, sp.a.info) == nil {
			t = sp.a.info.TypeOf(ch)
		}
	}
	if t == nil {
		sp.errorf(ch.Pos(), "internal error: a select case's channel has no type")
		return "", false
	}
	c, ok := t.Underlying().(*types.Chan)
	if !ok {
		sp.errorf(ch.Pos(), "a select case's channel of type %s, a type parameter, is not supported: the select is rewritten for the interpreter and needs the channel's element type; use a parameter of type chan E (E the type parameter) instead", t)
		return "", false
	}
	s, why := sp.typeText(c.Elem(), pos)
	if why != "" {
		sp.errorf(ch.Pos(), "a select case's channel of %s is not supported: the select is rewritten for the interpreter and must name the element type where the select is, but %s", types.TypeString(c.Elem(), types.RelativeTo(sp.a.pkg)), why)
		return "", false
	}
	return s, true
}

// typeText writes t as the source can name it at pos, or says why it
// cannot.
func (sp *selectPass) typeText(t types.Type, pos token.Pos) (string, string) {
	scope := sp.a.info.Scopes[sp.a.file]
	if scope != nil && scope.Contains(pos) {
		// Not scope.Innermost, which looks at each child in turn: a
		// function of 25,000 selects took the host 7 s.
		if sp.children == nil {
			sp.children = map[*types.Scope][]*types.Scope{}
		}
		scope = innermost(sp.a.pkg.Scope(), scope, sp.children, pos)
	}
	why := ""
	qual := func(p *types.Package) string {
		if p == sp.a.pkg {
			return ""
		}
		for _, imp := range sp.a.file.Imports {
			if path, _ := strconv.Unquote(imp.Path.Value); path != p.Path() {
				continue
			}
			name := p.Name()
			if imp.Name != nil {
				name = imp.Name.Name
			}
			if name == "_" || name == "." {
				break
			}
			if _, obj := scope.LookupParent(name, pos); obj != nil {
				if pn, ok := obj.(*types.PkgName); ok && pn.Imported() == p {
					return name
				}
			}
			if why == "" {
				why = fmt.Sprintf("%s is hidden there by another declaration", name)
			}
			return name
		}
		if why == "" {
			why = fmt.Sprintf("the file does not import %q: import it", p.Path())
		}
		return p.Name()
	}
	s := types.TypeString(t, qual)
	seen := map[types.Type]bool{}
	var walk func(t types.Type)
	walk = func(t types.Type) {
		if t == nil || seen[t] || why != "" {
			return
		}
		seen[t] = true
		var obj types.Object
		switch t := t.(type) {
		case *types.Basic:
			// A predeclared name the source may have shadowed
			// (string := "x").
			if u := types.Universe.Lookup(t.Name()); u != nil {
				if _, o := scope.LookupParent(t.Name(), pos); o != u {
					why = fmt.Sprintf("%s is hidden there by another declaration: rename it", t.Name())
				}
			}
			return
		case *types.Named:
			obj = t.Origin().Obj()
			if args := t.TypeArgs(); args != nil {
				for i := 0; i < args.Len(); i++ {
					walk(args.At(i))
				}
			}
		case *types.Alias:
			obj = t.Obj()
		case *types.TypeParam:
			obj = t.Obj()
		case *types.Pointer:
			walk(t.Elem())
		case *types.Slice:
			walk(t.Elem())
		case *types.Array:
			walk(t.Elem())
		case *types.Chan:
			walk(t.Elem())
		case *types.Map:
			walk(t.Key())
			walk(t.Elem())
		case *types.Signature:
			walk(t.Params())
			walk(t.Results())
		case *types.Tuple:
			for i := 0; i < t.Len(); i++ {
				walk(t.At(i).Type())
			}
		case *types.Struct:
			for i := 0; i < t.NumFields(); i++ {
				walk(t.Field(i).Type())
			}
		case *types.Interface:
			for i := 0; i < t.NumExplicitMethods(); i++ {
				walk(t.ExplicitMethod(i).Type())
			}
			for i := 0; i < t.NumEmbeddeds(); i++ {
				walk(t.EmbeddedType(i))
			}
		}
		if obj != nil && obj.Pkg() == nil && obj.Parent() == types.Universe {
			// error, any, comparable
			if _, o := scope.LookupParent(obj.Name(), pos); o != obj {
				why = fmt.Sprintf("%s is hidden there by another declaration: rename it", obj.Name())
			}
			return
		}
		if obj == nil || obj.Pkg() != sp.a.pkg || obj.Pkg() == nil {
			return
		}
		if _, o := scope.LookupParent(obj.Name(), pos); o != obj {
			why = fmt.Sprintf("%s is hidden there by another declaration (or declared after it): rename one", obj.Name())
		}
	}
	walk(t)
	return s, why
}
