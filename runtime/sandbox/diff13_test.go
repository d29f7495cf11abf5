package sandbox

import (
	_ "embed"
	"testing"

	"github.com/skillrun/skillrun/skills"
)

//go:embed diff13skill_test.go
var diff13Source string

// TestDiff13 runs ordinary Go as a skill, one case a function of
// diff13skill_test.go, and wants compiled Go's result: fmt of the skill's
// Stringers declared on the pointer, of slices and maps with String
// holding interfaces, and of nil pointers whose String answers a nil
// receiver (d13FmtPtrStringer); the skill's generic types instantiated
// with types declared in a function handed to container/heap and sort,
// and min, max and clear of such types (d13LocalTypeArgs); the skill's
// types over string, int and []any told from those types in an any
// (d13TwinAssert); a generic function calling another with its own type
// parameter, instantiated with the skill's type (d13GenericNamed); a
// heap of pointers with String popped (d13HeapPtrStringer); the skill's
// interface asserted to another of its interfaces (d13IfaceToIface); min,
// max and clear over a type parameter (d13GenericBuiltins); generic calls
// of two type parameters in slice and struct literals
// (d13GenericInLiteral).
func TestDiff13(t *testing.T) {
	for _, c := range []struct {
		name string
		run  func() skills.Result
	}{
		{"d13FmtPtrStringer", d13FmtPtrStringer},
		{"d13LocalTypeArgs", d13LocalTypeArgs},
		{"d13TwinAssert", d13TwinAssert},
		{"d13GenericNamed", d13GenericNamed},
		{"d13HeapPtrStringer", d13HeapPtrStringer},
		{"d13IfaceToIface", d13IfaceToIface},
		{"d13GenericBuiltins", d13GenericBuiltins},
		{"d13GenericInLiteral", d13GenericInLiteral},
	} {
		t.Run(c.name, func(t *testing.T) {
			runsAsCompiled(t, diff13Source, c.name, c.run)
		})
	}
}
