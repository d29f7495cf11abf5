package check

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"
)

// TestAnyMethods compares anyMethods with the method sets go/types builds,
// for every type a file declares, its pointer, and the types of its
// fields: embedded values and pointers, interfaces, ambiguous names at one
// depth (which leave no method), a name at a shallower depth hiding a
// deeper one, pointer receivers, cycles through pointers, generics and
// another package's types.
func TestAnyMethods(t *testing.T) {
	const src = `package p

import (
	"bytes"
	"strings"
	"sync"
)

type None struct{ x int }
type Val struct{}
func (Val) M() {}
type Ptr struct{}
func (*Ptr) M() {}
type EmbVal struct{ Val }
type EmbPtr struct{ Ptr }
type EmbPtrPtr struct{ *Ptr }
type A struct{}
func (A) X() {}
type B struct{}
func (B) X() {}
type Ambiguous struct{ A; B }
type AmbiguousPtr struct{ *A; B }
type Shallow struct {
	Ambiguous
	C
}
type C struct{}
func (*C) Y() {}
type Deep struct{ Shallow }
type Hidden struct {
	Ambiguous
	X int
}
type I interface{ M() }
type EmbIface struct{ I }
type Empty interface{}
type EmbEmpty struct{ Empty }
type Cycle struct {
	*Cycle
	n int
}
type CycleM struct{ *CycleM }
func (CycleM) Z() {}
type G[T any] struct{ v T }
func (G[T]) Get() T { var z T; return z }
type EmbG struct{ G[int] }
type Foreign struct{ strings.Builder }
type ForeignPtr struct{ *bytes.Buffer }
type Mu struct{ sync.Mutex }
type Alias = Val
type EmbAlias struct{ Alias }
type Named Val
type EmbNamed struct{ Named }
type unexp struct{}
func (unexp) m() {}
type EmbUnexp struct{ unexp }
type Many struct {
	EmbVal
	EmbPtr
	EmbIface
}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	conf := types.Config{Importer: importer.ForCompiler(fset, "source", nil)}
	pkg, err := conf.Check("p", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	var typs []types.Type
	for _, name := range pkg.Scope().Names() {
		tn, ok := pkg.Scope().Lookup(name).(*types.TypeName)
		if !ok {
			continue
		}
		typ := tn.Type()
		if n, ok := typ.(*types.Named); ok && n.TypeParams().Len() > 0 {
			if typ, err = types.Instantiate(nil, n, []types.Type{types.Typ[types.Int]}, true); err != nil {
				t.Fatal(err)
			}
		}
		typs = append(typs, typ, types.NewPointer(typ))
		if s, ok := typ.Underlying().(*types.Struct); ok {
			for i := range s.NumFields() {
				typs = append(typs, s.Field(i).Type(), types.NewPointer(s.Field(i).Type()))
			}
		}
	}
	some, none := 0, 0
	for _, typ := range typs {
		want := types.NewMethodSet(typ).Len() > 0
		if got := anyMethods(typ); got != want {
			t.Errorf("anyMethods(%v) = %v; its method set has %d methods", typ, got, types.NewMethodSet(typ).Len())
		}
		if want {
			some++
		} else {
			none++
		}
	}
	if some < 10 || none < 10 {
		t.Errorf("%d types with methods, %d without: the file no longer tests both", some, none)
	}
}
