package check

import (
	"go/ast"
	"go/token"
)

// selectBranches puts in a block of its own each continue, and each
// break with a label, that is a statement of a select's case itself:
// the interpreter ran on after the select as if it were not there
// (for { select { case <-quit: break loop } } never ended; a continue
// in a case went on to the rest of the loop's body), though the same
// statement in an if, a block or a switch within the case runs right.
// An unlabeled break leaves the select, as in Go, and is left alone.
// On its line: continue becomes { continue }.
func (nz *normaliser) selectBranches(sel *ast.SelectStmt) {
	nz.continuedLoops(sel)
	if sel.Body == nil {
		return
	}
	for _, c := range sel.Body.List {
		cc, ok := c.(*ast.CommClause)
		if !ok {
			continue
		}
		for _, s := range cc.Body {
			b, ok := s.(*ast.BranchStmt)
			if !ok || (b.Tok != token.CONTINUE && (b.Tok != token.BREAK || b.Label == nil)) {
				continue
			}
			nz.insert(b.Pos(), "{ ")
			nz.insert(b.End(), " }")
		}
	}
}

// A loop holding a select one of whose cases continues the loop (in an
// if, a block, at any depth) made the interpreter's compiler recurse
// until the process died of a stack overflow (a fatal error no recover
// stops: the worker died), when the loop's body cannot run to its end:
// for { select { case j := <-q: if skip(j) { continue } ... }; return x }.
// The normaliser writes the body's last statement S, which ends it, as
// if _skillrun_yes() { S }, on its line (a condition the interpreter
// cannot fold).

// loopOf is a loop and its label (nil for none).
type loopOf struct {
	stmt  ast.Stmt
	body  *ast.BlockStmt
	label *ast.Ident
}

// continuedLoops wraps the last statement of each loop that a continue
// in one of sel's cases continues, when that statement ends the body.
func (nz *normaliser) continuedLoops(sel *ast.SelectStmt) {
	if nz.selectLoops == nil {
		nz.selectLoops = map[*ast.SelectStmt][]loopOf{}
		nz.wrappedEnds = map[ast.Stmt]bool{}
		var stack []loopOf
		var label *ast.Ident
		var walk func(n ast.Node) bool
		walk = func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncLit:
				saved := stack
				stack = nil
				ast.Inspect(n.Body, walk)
				stack = saved
				return false
			case *ast.LabeledStmt:
				label = n.Label
				ast.Inspect(n.Stmt, walk)
				return false
			case *ast.ForStmt, *ast.RangeStmt:
				l := loopOf{stmt: n.(ast.Stmt), label: label}
				if f, ok := n.(*ast.ForStmt); ok {
					l.body = f.Body
				} else {
					l.body = n.(*ast.RangeStmt).Body
				}
				label = nil
				stack = append(stack, l)
				ast.Inspect(l.body, walk)
				stack = stack[:len(stack)-1]
				return false
			case *ast.SelectStmt:
				label = nil
				nz.selectLoops[n] = append([]loopOf(nil), stack...)
			case ast.Stmt:
				label = nil
			}
			return true
		}
		ast.Inspect(nz.c.file, walk)
	}
	loops := nz.selectLoops[sel]
	if len(loops) == 0 || sel.Body == nil {
		return
	}
	for _, c := range sel.Body.List {
		cc, ok := c.(*ast.CommClause)
		if !ok {
			continue
		}
		for _, s := range cc.Body {
			ast.Inspect(s, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.FuncLit:
					return false
				case *ast.ForStmt, *ast.RangeStmt:
					// A continue in it continues it, or a loop by label.
					ast.Inspect(n, func(m ast.Node) bool {
						if _, ok := m.(*ast.FuncLit); ok {
							return false
						}
						if b, ok := m.(*ast.BranchStmt); ok && b.Tok == token.CONTINUE && b.Label != nil {
							nz.continues(loops, b)
						}
						return true
					})
					return false
				case *ast.BranchStmt:
					if n.Tok == token.CONTINUE {
						nz.continues(loops, n)
					}
				}
				return true
			})
		}
	}
}

// continues wraps the end of the loop of loops (innermost last) that b
// continues.
func (nz *normaliser) continues(loops []loopOf, b *ast.BranchStmt) {
	for i := len(loops) - 1; i >= 0; i-- {
		l := loops[i]
		if b.Label != nil && (l.label == nil || l.label.Name != b.Label.Name) {
			continue
		}
		if len(l.body.List) == 0 {
			return
		}
		last := l.body.List[len(l.body.List)-1]
		if nz.wrappedEnds[last] || !endsBody(last) {
			return
		}
		nz.wrappedEnds[last] = true
		nz.insert(last.Pos(), "if _skillrun_yes() { ")
		nz.insert(last.End(), " }")
		nz.setHelper("_skillrun_yes", "\nfunc _skillrun_yes() bool { return true }\n")
		return
	}
}

// endsBody reports whether s, the last statement of a loop's body, ends
// it: the body cannot run past it.
func endsBody(s ast.Stmt) bool {
	switch s := s.(type) {
	case *ast.ReturnStmt, *ast.BranchStmt:
		return true
	case *ast.BlockStmt:
		return len(s.List) > 0 && endsBody(s.List[len(s.List)-1])
	case *ast.IfStmt:
		return s.Else != nil && endsBody(s.Body) && endsBody(s.Else)
	case *ast.LabeledStmt:
		return endsBody(s.Stmt)
	}
	return false
}
