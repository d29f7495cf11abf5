// Package astutil holds small helpers over go/ast shared by the checker
// and the mutation tester.
package astutil

import "go/ast"

// StmtList returns the statements n holds as a list, when it holds one:
// a block's, or a switch or select case's body.
func StmtList(n ast.Node) ([]ast.Stmt, bool) {
	switch n := n.(type) {
	case *ast.BlockStmt:
		return n.List, true
	case *ast.CaseClause:
		return n.Body, true
	case *ast.CommClause:
		return n.Body, true
	}
	return nil, false
}
