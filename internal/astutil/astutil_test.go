package astutil

import (
	"go/ast"
	"go/parser"
	"go/token"
	"testing"
)

// TestStmtList: blocks and case bodies hold statement lists; other nodes
// do not.
func TestStmtList(t *testing.T) {
	src := `package p
func f(c chan int, x int) {
	a := 1
	switch x {
	case 1:
		a, x = 2, 3
	}
	select {
	case <-c:
		a++
		a--
	}
	_ = a
}`
	f, err := parser.ParseFile(token.NewFileSet(), "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]int{}
	ast.Inspect(f, func(n ast.Node) bool {
		if list, ok := StmtList(n); ok {
			switch n.(type) {
			case *ast.BlockStmt:
				got["block"] += len(list)
			case *ast.CaseClause:
				got["case"] += len(list)
			case *ast.CommClause:
				got["comm"] += len(list)
			}
		}
		return true
	})
	// The function's body holds 4 statements, and the switch's and the
	// select's bodies (blocks too) one clause each.
	want := map[string]int{"block": 4 + 1 + 1, "case": 1, "comm": 2}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s: %d statements; want %d (all %v)", k, got[k], v, got)
		}
	}
}
