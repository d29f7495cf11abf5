package check

import (
	"go/ast"
	"go/token"
	"go/types"
)

// checkSelectGotos reports a goto in a select's case (at any depth, not in
// a function literal) to a label that is not after the select: yaegi
// v0.16.1 ran on after the select as if a goto written directly in the
// case were not there (a goto back to a label before the select, to try
// again, did nothing: silently), its compiler recursed until the worker
// died of a stack overflow when such a goto was in an if or a block, and
// it did not find a label declared in the case ("undefined: retry"). A
// goto forward past the select runs as in Go and is left alone.
func (c *checker) checkSelectGotos() {
	var sels []*ast.SelectStmt
	var walk func(n ast.Node) bool
	walk = func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			saved := sels
			sels = nil
			ast.Inspect(n.Body, walk)
			sels = saved
			return false
		case *ast.SelectStmt:
			sels = append(sels, n)
			ast.Inspect(n.Body, walk)
			sels = sels[:len(sels)-1]
			return false
		case *ast.BranchStmt:
			if n.Tok != token.GOTO || n.Label == nil || len(sels) == 0 {
				return true
			}
			l, ok := c.info.Uses[n.Label].(*types.Label)
			if !ok {
				return true
			}
			for _, s := range sels {
				if l.Pos() < s.End() {
					c.errorf(n.Pos(), "goto %s from a select's case to a label before the select's end is not supported by the interpreter: it runs on after the select, or its compiler overflows the worker's stack; write the retry as a loop around the select (for { select { case ...: continue } })", n.Label.Name)
					break
				}
			}
		}
		return true
	}
	ast.Inspect(c.file, walk)
}
