package check

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"

	"github.com/skillrun/skillrun/internal/astutil"
)

// yaegi v0.16.1 loses values in an assignment to several targets when
// some of the values are calls and others are not: in
//
//	a, b = math.Log(x), x/2
//
// b is left unchanged (so are index, field and map targets, and the same
// holds for builtins such as len and append, for methods and function
// values). A receive (<-ch) beside plain values does the same, in an
// assignment and in a definition (:=). The values are right when every
// value is a call, or none is, and for calls in a definition. So the last
// pass of the normaliser hoists each such call or receive into a fresh
// variable on the same line, before the statement:
//
//	_skillrun_v1 := math.Log(x); a, b = _skillrun_v1, x/2
//
// Go leaves the order of a call and the other operands unspecified, and
// calls keep their order. An assignment of this shape that is not a
// statement of its own block (the header of an if, for or switch) or
// whose targets hold a call cannot be rewritten this way; it is reported,
// with its position, for the author to split.

// hoistParallelCalls rewrites the assignments described above in the
// (already normalised) source and returns it, with its analysis and the
// positions of the assignments it could not rewrite. known, when not nil,
// is src's analysis already made. An assignment inside a value that moves
// (in a function literal) is rewritten by the next pass, over the moved
// text.
func hoistParallelCalls(u *universe, file string, src []byte, known *analysed) ([]byte, []Diagnostic, *analysed, error) {
	n := 0
	a := known
	for {
		if a == nil {
			var err error
			if a, err = analyse(u, file, src); err != nil {
				return nil, nil, nil, err
			}
		}
		out, diags, moved := hoistPass(a, src, &n)
		if len(diags) > 0 || !moved {
			return out, diags, a, nil
		}
		src, a = out, nil
	}
}

// hoistPass is one pass of hoistParallelCalls over src, analysed in a; n
// numbers the variables across passes, and moved reports whether it
// rewrote anything.
func hoistPass(a *analysed, src []byte, n *int) ([]byte, []Diagnostic, bool) {
	fset, f, info := a.fset, a.file, a.info

	// The assignments that stand as statements of a block.
	inBlock := map[*ast.AssignStmt]bool{}
	labeled := map[*ast.AssignStmt]bool{} // a labeled statement's, for splitParallel
	ast.Inspect(f, func(n ast.Node) bool {
		if ls, ok := n.(*ast.LabeledStmt); ok {
			if as, ok := ls.Stmt.(*ast.AssignStmt); ok {
				labeled[as] = true
			}
		}
		list, _ := astutil.StmtList(n)
		for _, s := range list {
			if as, ok := s.(*ast.AssignStmt); ok {
				inBlock[as] = true
			}
		}
		return true
	})
	isRecv := func(e ast.Expr) bool {
		u, ok := ast.Unparen(e).(*ast.UnaryExpr)
		return ok && u.Op == token.ARROW
	}
	// special: a value the interpreter mishandles beside plain ones: a
	// call or a receive in an assignment, a receive in a definition.
	special := func(tok token.Token, e ast.Expr) bool {
		if isRecv(e) {
			return true
		}
		if tok == token.DEFINE {
			_, lit := ast.Unparen(e).(*ast.CompositeLit)
			return lit
		}
		c, ok := ast.Unparen(e).(*ast.CallExpr)
		if !ok {
			return false
		}
		if tv, ok := info.Types[c.Fun]; ok && tv.IsType() {
			return false // a conversion
		}
		tv, ok := info.Types[c]
		return !ok || tv.Value == nil // a call folded to a constant is none
	}
	hasCall := func(e ast.Expr) bool {
		found := false
		ast.Inspect(e, func(n ast.Node) bool {
			if _, ok := n.(*ast.CallExpr); ok {
				found = true
			}
			return !found
		})
		return found
	}
	off := func(p token.Pos) int { return fset.Position(p).Offset }
	var edits []edit
	var diags []Diagnostic
	// Statements of a block, for returns.
	stmtInBlock := map[ast.Stmt]bool{}
	ast.Inspect(f, func(n ast.Node) bool {
		list, _ := astutil.StmtList(n)
		for _, s := range list {
			stmtInBlock[s] = true
		}
		return true
	})
	builtinCall := func(e ast.Expr) bool {
		c, ok := ast.Unparen(e).(*ast.CallExpr)
		if !ok {
			return false
		}
		id, ok := ast.Unparen(c.Fun).(*ast.Ident)
		if !ok {
			return false
		}
		if _, ok := info.Uses[id].(*types.Builtin); !ok {
			return false
		}
		tv, ok := info.Types[c]
		return !ok || tv.Value == nil
	}
	// A var declaration outside a function that mixes composite literals
	// and other values cannot have them moved.
	for _, d := range f.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok || gd.Tok != token.VAR {
			continue
		}
		for _, sp := range gd.Specs {
			if vs := sp.(*ast.ValueSpec); mixedLits(vs.Values) {
				diags = append(diags, Diagnostic{Pos: fset.Position(vs.Pos()), Msg: "this declaration of several variables mixes composite literals " +
					"and other values, and the interpreter would lose the other values: declare them in separate var declarations"})
			}
		}
	}
	// The receives of select cases that assign (see splitSelectRecv).
	selectRecv := map[*ast.AssignStmt]bool{}
	ast.Inspect(f, func(node ast.Node) bool {
		if sel, ok := node.(*ast.SelectStmt); ok {
			sp := &splitter{fset: fset, info: info, src: src, n: n, pkg: f.Name.Name}
			if !sp.selectOperands(sel) || (len(sp.edits) > 0 && !stmtInBlock[sel]) {
				diags = append(diags, Diagnostic{Pos: fset.Position(sel.Pos()), Msg: "this select's cases send or receive on an expression " +
					"the interpreter evaluates wrongly there (an operation of operations, in parentheses), and it cannot be moved before it: " +
					"put it in a variable before the select"})
				return true
			}
			for _, e := range sp.edits {
				e.seq = len(edits)
				edits = append(edits, e)
			}
			return true
		}
		if cc, ok := node.(*ast.CommClause); ok {
			if as, ok := cc.Comm.(*ast.AssignStmt); ok && len(as.Lhs) == 2 && len(as.Rhs) == 1 {
				if u, ok := ast.Unparen(as.Rhs[0]).(*ast.UnaryExpr); ok && u.Op == token.ARROW && hasCall(u.X) {
					diags = append(diags, Diagnostic{Pos: fset.Position(u.X.Pos()), Msg: "a select case's comma-ok receive from a channel " +
						"a call gives hangs the interpreter: put the channel in a variable before the select"})
					return true
				}
			}
			if as, ok := cc.Comm.(*ast.AssignStmt); ok && as.Tok == token.ASSIGN {
				selectRecv[as] = true
				sp := &splitter{fset: fset, info: info, src: src, n: n, pkg: f.Name.Name}
				if !sp.splitSelectRecv(cc, as) {
					msg := "this select case assigns what it receives, which crashes the interpreter, and cannot be rewritten: " +
						"receive into new variables (case v, ok := <-ch:) and assign them in the case"
					if sp.why != "" {
						msg = "this select case assigns " + sp.why
					}
					diags = append(diags, Diagnostic{Pos: fset.Position(as.Pos()), Msg: msg})
					return true
				}
				for _, e := range sp.edits {
					e.seq = len(edits)
					edits = append(edits, e)
				}
			}
			return true
		}
		if as, ok := node.(*ast.AssignStmt); ok && selectRecv[as] {
			return true
		}
		if rs, ok := node.(*ast.ReturnStmt); ok {
			// A builtin call after the first result of a return
			// (return best, len(path)) writes its value over the
			// first result, or crashes: every result up to the last
			// such call that holds a call moves into a variable, in
			// order.
			last := -1
			for i, r := range rs.Results {
				if i > 0 && builtinCall(r) {
					last = i
				}
			}
			if last < 0 || !stmtInBlock[rs] {
				return true
			}
			for _, r := range rs.Results[:last+1] {
				if !hasCall(r) {
					continue
				}
				if c, ok := ast.Unparen(r).(*ast.CallExpr); ok {
					if tv, ok := info.Types[c.Fun]; ok && tv.IsType() && !hasCall(c.Args[0]) {
						continue // a conversion of no call
					}
				}
				*n++
				v := fmt.Sprintf("_skillrun_v%d", *n)
				text := string(src[off(r.Pos()):off(r.End())])
				edits = append(edits,
					edit{off: off(rs.Pos()), end: off(rs.Pos()), text: v + " := " + text + "; ", seq: len(edits)},
					edit{off: off(r.Pos()), end: off(r.End()), text: v, seq: len(edits) + 1})
			}
			return false
		}
		if ds, ok := node.(*ast.DeclStmt); ok {
			if !stmtInBlock[ds] {
				return true
			}
			// A var declaration of several values that mixes composite
			// literals and others: each literal moves into a variable.
			gd, _ := ds.Decl.(*ast.GenDecl)
			if gd == nil || gd.Tok != token.VAR {
				return true
			}
			moved := false
			for _, sp := range gd.Specs {
				vs := sp.(*ast.ValueSpec)
				if !mixedLits(vs.Values) {
					continue
				}
				moved = true
				for _, r := range vs.Values {
					if _, lit := ast.Unparen(r).(*ast.CompositeLit); !lit {
						continue
					}
					*n++
					v := fmt.Sprintf("_skillrun_v%d", *n)
					text := string(src[off(r.Pos()):off(r.End())])
					edits = append(edits,
						edit{off: off(ds.Pos()), end: off(ds.Pos()), text: v + " := " + text + "; ", seq: len(edits)},
						edit{off: off(r.Pos()), end: off(r.End()), text: v, seq: len(edits) + 1})
				}
			}
			return !moved
		}
		as, ok := node.(*ast.AssignStmt)
		if !ok || (as.Tok != token.ASSIGN && as.Tok != token.DEFINE) || len(as.Lhs) < 2 {
			return true
		}
		if as.Tok == token.ASSIGN && (len(as.Rhs) == 1 && riskyTuple(info, as) ||
			len(as.Rhs) == len(as.Lhs) && riskyParallel(info, as, func(e ast.Expr) bool { return special(as.Tok, e) })) {
			sp := &splitter{fset: fset, info: info, src: src, n: n, pkg: f.Name.Name}
			switch {
			case !(inBlock[as] || labeled[as]):
			case len(as.Rhs) == 1 && sp.splitTuple(as), len(as.Rhs) > 1 && sp.splitParallel(as):
				for _, e := range sp.edits {
					e.seq = len(edits)
					edits = append(edits, e)
				}
				return false
			}
			msg := "this assignment to several targets holds a nil, an interface, " +
				"a composite literal or a map entry where it cannot be rewritten (in an if, for or switch header), " +
				"and the interpreter would crash or lose values: assign them in separate statements"
			if sp.why != "" {
				msg = "this assignment to several targets holds " + sp.why
			}
			diags = append(diags, Diagnostic{Pos: fset.Position(as.Pos()), Msg: msg})
			return true
		}
		if len(as.Lhs) != len(as.Rhs) {
			return true
		}
		calls := 0
		for _, r := range as.Rhs {
			if special(as.Tok, r) {
				calls++
			}
		}
		if calls == 0 || calls == len(as.Rhs) {
			return true
		}
		lhsCall := false
		for _, l := range as.Lhs {
			lhsCall = lhsCall || hasCall(l)
		}
		if !inBlock[as] || lhsCall {
			diags = append(diags, Diagnostic{Pos: fset.Position(as.Pos()), Msg: "this assignment to several targets mixes calls, receives or composite literals and other values " +
				"where it cannot be rewritten (in an if, for or switch header, or with a call among its targets), and the interpreter " +
				"would lose the other values: assign them in separate statements"})
			return true
		}
		for _, r := range as.Rhs {
			if !special(as.Tok, r) {
				continue
			}
			*n++
			v := fmt.Sprintf("_skillrun_v%d", *n)
			text := string(src[off(r.Pos()):off(r.End())])
			edits = append(edits,
				edit{off: off(as.Pos()), end: off(as.Pos()), text: v + " := " + text + "; ", seq: len(edits)},
				edit{off: off(r.Pos()), end: off(r.End()), text: v, seq: len(edits) + 1})
		}
		return false // what the moved values hold: the next pass
	})
	if len(edits) == 0 {
		return src, diags, false
	}
	return applyEdits(src, edits), diags, true
}

// mixedLits says whether values mixes composite literals and other
// values.
func mixedLits(values []ast.Expr) bool {
	lits := 0
	for _, r := range values {
		if _, ok := ast.Unparen(r).(*ast.CompositeLit); ok {
			lits++
		}
	}
	return lits > 0 && lits < len(values)
}
