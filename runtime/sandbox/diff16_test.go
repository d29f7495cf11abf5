package sandbox

import (
	_ "embed"
	"testing"

	"github.com/skillrun/skillrun/skills"
)

//go:embed diff16skill_test.go
var diff16Source string

// TestDiff16 runs ordinary Go as a skill, one case a function of
// diff16skill_test.go, and wants compiled Go's result: generic functions
// that call themselves (directly, with their type arguments written out,
// variadic, with a deferred recover, of two type parameters), reached from
// the methods of generic types of several type parameters made by a
// constructor, by new and by a declaration; a generic type's methods
// declared in any order, calling functions declared after them and
// converting constants to the type parameter (d16Matrices); a generic
// type embedding an interface whose methods call the promoted method
// (d16Services); package variables of an instance declared before what
// its methods use, and a type group naming one (d16Globals); a generic
// type of two type parameters made by a generic function, its methods
// comparing arithmetic (d16Tables). Before the
// normaliser ran
// their bodies as function literals, the interpreter never finished
// compiling the file (a treap of ten lines used 30 s of CPU before its
// limit stopped it) or crashed compiling it.
func TestDiff16(t *testing.T) {
	for _, c := range []struct {
		name string
		run  func() skills.Result
	}{
		{"d16Treap1", d16Treap1},
		{"d16Methods", d16Methods},
		{"d16Matrices", d16Matrices},
		{"d16Services", d16Services},
		{"d16Globals", d16Globals},
		{"d16Tables", d16Tables},
		{"d16Heap", d16Heap},
		{"d16Clash", d16Clash},
		{"d16Blanks", d16Blanks},
		{"d16Forms", d16Forms},
		{"d16Fifo", d16Fifo},
	} {
		t.Run(c.name, func(t *testing.T) {
			runsAsCompiled(t, diff16Source, c.name, c.run)
		})
	}
}
