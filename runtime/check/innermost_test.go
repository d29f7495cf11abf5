package check

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"
)

// TestInnermost compares innermost with go/types' Scope.Innermost at
// every offset of a file of nested functions, closures, methods and
// blocks of every kind, declared out of source order.
func TestInnermost(t *testing.T) {
	const src = `package p

import "fmt"

func (t T) late(x int) (y int) {
	if x > 0 {
		y = x
	} else if z := x; z < 0 {
		y = -z
	} else {
		{
			y = 1
		}
	}
	return
}

type T struct{ n int }

var v = func() int { a := 1; return a }()

func f(c chan int, xs []int, m map[string]int) {
	for i := 0; i < 3; i++ {
		g := func(k int) int {
			switch k {
			case 1:
				return 2
			default:
				{
					return k
				}
			}
		}
		_ = g(i)
	}
	for k, x := range m {
		_, _ = k, x
	}
	var a any = xs
	switch w := a.(type) {
	case []int:
		_ = w
	case string:
		fmt.Println(w)
	}
	select {
	case x := <-c:
		_ = x
	default:
	}
	func() {
		defer func() { recover() }()
	}()
}

func early[P any](p P) P { return p }
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{Scopes: map[ast.Node]*types.Scope{}}
	conf := types.Config{Importer: importer.ForCompiler(fset, "source", nil)}
	pkg, err := conf.Check("p", fset, []*ast.File{f}, info)
	if err != nil {
		t.Fatal(err)
	}
	file := info.Scopes[f]
	children := map[*types.Scope][]*types.Scope{}
	tf := fset.File(f.Pos())
	depth := 0
	for off := 0; off <= tf.Size(); off++ {
		pos := tf.Pos(off)
		want := pkg.Scope().Innermost(pos)
		if got := innermost(pkg.Scope(), file, children, pos); got != want {
			t.Fatalf("offset %d (%s): innermost is %v; go/types says %v", off, fset.Position(pos), got, want)
		}
		d := 0
		for s := want; s != nil && s != file; s = s.Parent() {
			d++
		}
		depth = max(depth, d)
	}
	if depth < 5 {
		t.Errorf("the deepest scope is %d levels under the file's: the file no longer tests nesting", depth)
	}
}
