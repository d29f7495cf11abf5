package check

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"
)

// rangeFunc rewrites a range over a function iterator (Go 1.23: for line
// := range strings.Lines(s), for k, v := range t.All()), which the
// interpreter cannot run, into a call of the iterator with the loop's
// body as the yield function, on the loop's own lines:
//
//	for k, v := range seq {        { seq(func(k K, v V) bool {
//		if k == "" { continue }         if k == "" { return true }
//		if v > 9 { break }              if v > 9 { return false }
//		if v < 0 { return v, nil }      if v < 0 { { r0 = v; r1 = nil; st = 1; return false } }
//	}                              return true }); if st == 1 { return r0, r1 } }
//
// The loop's key and value are the function's parameters, fresh on each
// call as Go's loop variables are on each iteration. A continue or break
// of the loop returns true or false; a return stores the results and
// stops the iteration, and the function returns them after the call. An
// iterator that calls yield again after the body stopped it, or after
// the loop, panics as in Go (plain.RangeFunc): the body must not run.
// Refused, with what to write instead: a defer in the body (Go runs it
// when the function returns, the rewrite when the iteration does), goto,
// a break or continue of an enclosing statement, a bare return (write
// the results), and a return inside a second such range within the first.
// It reports whether rs was a range over a function.
func (nz *normaliser) rangeFunc(rs *ast.RangeStmt) bool {
	t := nz.c.info.TypeOf(rs.X)
	if t == nil {
		return false
	}
	sig, ok := t.Underlying().(*types.Signature)
	if !ok {
		return false
	}
	yield, ok := sig.Params().At(0).Type().Underlying().(*types.Signature)
	if !ok {
		return false
	}
	label := ""
	if l := nz.loopLabels[rs]; l != nil {
		label = l.Label.Name
	}
	a := &rangeFuncBody{nz: nz, loop: rs, label: label}
	a.walk(rs.Body, 0, 0)
	if a.refused {
		return true
	}
	n := nz.fresh("rf")
	// The yield function's parameters: the loop's variables.
	vars := []ast.Expr{rs.Key, rs.Value}
	var params, assigns []string
	for i := 0; i < yield.Params().Len(); i++ {
		typ := yield.Params().At(i).Type()
		if h := nz.hiddenAt(rs.Pos(), typ); h != "" {
			nz.c.errorf(rs.X.Pos(), "a range over a function iterator of %s is not supported by the interpreter: skillrun rewrites it into a call with a function whose parameters need the type's name, and %s is not the type there; declare the type at the top of the file", nz.typeString(typ), h)
			return true
		}
		name := "_"
		if v := vars[i]; v != nil {
			if id, ok := v.(*ast.Ident); ok && (rs.Tok == token.DEFINE || id.Name == "_") {
				name = id.Name
			} else {
				name = fmt.Sprintf("%s_%d", n, i)
				assigns = append(assigns, exprText(nz.c, v)+" = "+name+";")
			}
		}
		params = append(params, name+" "+nz.typeString(typ))
	}
	// done is 1 once the body stopped the iteration, 2 once the loop
	// ended: an iterator that calls yield then panics, as in Go.
	done := n + "_done"
	head := strings.Builder{}
	head.WriteString(" var " + done + " int;")
	var tail strings.Builder
	state := n + "_st"
	var results []string
	nz.plain = true
	if len(a.returns) > 0 {
		rsig := nz.returnSig(a.returns[0])
		head.WriteString(" var " + state + " bool;")
		for i := 0; i < rsig.Results().Len(); i++ {
			r := fmt.Sprintf("%s_r%d", n, i)
			results = append(results, r)
			head.WriteString(" var " + r + " " + nz.typeString(rsig.Results().At(i).Type()) + ";")
		}
		tail.WriteString(" if " + state + " { return " + strings.Join(results, ", ") + " };")
	}
	// for k, v := range X {  ->  { var st...; X(func(k K, v V) bool {
	// X in parentheses only where the call would bind tighter (<-ch,
	// *p): the interpreter crashed calling (f) for a function f.
	open, closeX := "", ""
	switch ast.Unparen(rs.X).(type) {
	case *ast.UnaryExpr, *ast.StarExpr:
		open, closeX = "(", ")"
	}
	nz.replace(rs.For, rs.X.Pos(), "{"+head.String()+" "+open)
	nz.replace(rs.X.End(), rs.Body.Lbrace+1, closeX+"(func("+strings.Join(params, ", ")+") bool { if "+done+" != 0 { _skillrun_plain.RangeFunc("+done+") }; "+strings.Join(assigns, " "))
	// After a semicolon: the body's last statement may end on the line
	// of its closing brace (for v := range seq { n += v }).
	nz.wrap(rs.Body.Lbrace+1, rs.Body.Rbrace, "", "; return true; ")
	nz.insert(rs.Body.Rbrace+1, "); "+done+" = 2;"+tail.String()+" }")
	if l := nz.loopLabels[rs]; l != nil {
		nz.replace(l.Label.Pos(), l.Colon+1, "")
	}
	for _, b := range a.breaks {
		nz.replace(b.Pos(), b.End(), "{ "+done+" = 1; return false }")
	}
	for _, c := range a.continues {
		nz.replace(c.Pos(), c.End(), "return true")
	}
	for _, r := range a.returns {
		if len(r.Results) == 0 {
			nz.replace(r.Pos(), r.End(), "{ "+state+" = true; "+done+" = 1; return false }")
			continue
		}
		if len(r.Results) == 1 && len(results) > 1 { // return f(): a call's results
			nz.replace(r.Return, r.Return+token.Pos(len("return")), "{ "+strings.Join(results, ", ")+" =")
		} else {
			// One assignment a result: the interpreter crashed on an
			// assignment to several targets holding nil (r0, r1 = nil, err).
			nz.replace(r.Return, r.Results[0].Pos(), "{ "+results[0]+" = ")
			for i := 1; i < len(r.Results); i++ {
				nz.replace(r.Results[i-1].End(), r.Results[i].Pos(), "; "+results[i]+" = ")
			}
		}
		nz.insert(r.End(), "; "+state+" = true; "+done+" = 1; return false }")
	}
	return true
}

// rangeFuncBody finds, in a range over a function's body, the branches
// that leave the loop and what cannot be rewritten.
type rangeFuncBody struct {
	nz        *normaliser
	loop      *ast.RangeStmt
	label     string
	inner     map[string]bool // labels declared in the body
	breaks    []*ast.BranchStmt
	continues []*ast.BranchStmt
	returns   []*ast.ReturnStmt
	refused   bool
}

func (a *rangeFuncBody) refuse(at token.Pos, format string, args ...any) {
	a.nz.c.errorf(at, format, args...)
	a.refused = true
}

// walk visits n; loops counts the loops around n inside the body, and
// breakables the statements a bare break leaves (loops, switches,
// selects).
func (a *rangeFuncBody) walk(n ast.Node, loops, breakables int) {
	if a.inner == nil {
		a.inner = map[string]bool{}
		ast.Inspect(a.loop.Body, func(n ast.Node) bool {
			if l, ok := n.(*ast.LabeledStmt); ok {
				a.inner[l.Label.Name] = true
			}
			return true
		})
	}
	ast.Inspect(n, func(m ast.Node) bool {
		if m == n {
			return true
		}
		switch m := m.(type) {
		case *ast.FuncLit:
			return false
		case *ast.DeferStmt:
			a.refuse(m.Pos(), "defer in a range over a function iterator is not supported by the interpreter: skillrun runs the loop's body as a function, where the deferred call would run at the end of each iteration, not when the enclosing function returns; defer before the loop")
			return false
		case *ast.ForStmt, *ast.RangeStmt:
			if r, ok := m.(*ast.RangeStmt); ok && a.nz.isRangeFunc(r) {
				found := false
				ast.Inspect(r.Body, func(x ast.Node) bool {
					if _, ok := x.(*ast.FuncLit); ok {
						return false
					}
					if _, ok := x.(*ast.ReturnStmt); ok {
						found = true
					}
					return !found
				})
				if found {
					a.refuse(r.Pos(), "a return inside a range over a function iterator that is itself inside one is not supported by the interpreter; set a variable and break out of both loops")
					return false
				}
			}
			a.walk(m, loops+1, breakables+1)
			return false
		case *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt:
			a.walk(m, loops, breakables+1)
			return false
		case *ast.ReturnStmt:
			if len(m.Results) == 0 {
				if sig := a.nz.returnSig(m); sig != nil && sig.Results().Len() > 0 {
					a.refuse(m.Pos(), "a bare return inside a range over a function iterator is not supported by the interpreter; write the results (return x, err)")
					return false
				}
			}
			a.returns = append(a.returns, m)
		case *ast.BranchStmt:
			switch {
			case m.Tok == token.GOTO:
				a.refuse(m.Pos(), "goto inside a range over a function iterator is not supported by the interpreter")
			case m.Tok == token.FALLTHROUGH:
			case m.Label != nil && m.Label.Name == a.label:
				a.add(m)
			case m.Label != nil && !a.inner[m.Label.Name]:
				a.refuse(m.Pos(), "%s %s inside a range over a function iterator leaves the loop for an enclosing statement, which the interpreter cannot do from the loop's body; set a variable, break, and test it after the loop", m.Tok, m.Label.Name)
			case m.Label != nil:
			case m.Tok == token.CONTINUE && loops == 0, m.Tok == token.BREAK && breakables == 0:
				a.add(m)
			}
		}
		return true
	})
}

func (a *rangeFuncBody) add(b *ast.BranchStmt) {
	if b.Tok == token.BREAK {
		a.breaks = append(a.breaks, b)
	} else {
		a.continues = append(a.continues, b)
	}
}

// isRangeFunc reports whether rs ranges over a function (and is not one
// rangeIterator takes apart).
func (nz *normaliser) isRangeFunc(rs *ast.RangeStmt) bool {
	if _, _, _, ok := nz.c.iteratorCall(rs.X); ok {
		return false
	}
	t := nz.c.info.TypeOf(rs.X)
	if t == nil {
		return false
	}
	_, ok := t.Underlying().(*types.Signature)
	return ok
}
