package check

import (
	"go/ast"
	"go/token"
)

// maxGotoPairs bounds, in one function, the comparisons of labels with
// forward gotos. go/types keeps each goto whose label comes later in a
// list that every label met after it is compared against, one by one:
// 38,000 gotos followed by as many labels (890 KB) took the host's type
// checker 4 to 8 s, growing with the square of the file. Written code
// stays far below.
const maxGotoPairs = 1 << 22

// checkGotos reports, before the type checker runs, the label at which a
// function's labels have been compared with more than maxGotoPairs
// forward gotos.
func (c *checker) checkGotos() {
	ast.Inspect(c.file, func(n ast.Node) bool {
		if len(c.diags) > 0 {
			return false
		}
		var body *ast.BlockStmt
		switch f := n.(type) {
		case *ast.FuncDecl:
			body = f.Body
		case *ast.FuncLit:
			body = f.Body
		}
		if body == nil {
			return true
		}
		// Its own labels and gotos: a function literal's are its own.
		own := func(fn func(ast.Node)) {
			ast.Inspect(body, func(m ast.Node) bool {
				if _, ok := m.(*ast.FuncLit); ok {
					return false
				}
				fn(m)
				return true
			})
		}
		at := map[string]token.Pos{}
		own(func(m ast.Node) {
			if l, ok := m.(*ast.LabeledStmt); ok {
				at[l.Label.Name] = l.Pos()
			}
		})
		var pending, pairs int64
		waiting := map[string]int64{}
		own(func(m ast.Node) {
			switch m := m.(type) {
			case *ast.BranchStmt:
				if m.Tok == token.GOTO && m.Label != nil && at[m.Label.Name] > m.Pos() {
					pending++
					waiting[m.Label.Name]++
				}
			case *ast.LabeledStmt:
				if pairs = satAdd(pairs, pending); pairs > maxGotoPairs && len(c.diags) == 0 {
					c.errorf(m.Pos(), "this function's labels are compared with more than %d gotos still waiting for theirs by here (the type checker compares each label with every goto to a later label, one by one): use fewer gotos (a loop, or a switch)", maxGotoPairs)
				}
				pending -= waiting[m.Label.Name]
				waiting[m.Label.Name] = 0
			}
		})
		return true
	})
}
