package sandbox

import (
	_ "embed"
	"testing"

	"github.com/skillrun/skillrun/skills"
)

//go:embed diff14skill_test.go
var diff14Source string

// TestDiff14 runs ordinary Go as a skill, one case a function of
// diff14skill_test.go, and wants compiled Go's result: in generic
// functions, a type switch and assertions over any(v), v of the type
// parameter, instantiated with the skill's types with methods
// (d14GenericSwitch, d14TypeParamStored), a pointer to such a value in
// an any and in fmt (d14PtrTypeParam, d14PtrTypeParamStored), a
// conversion to a type parameter constrained by interface{ *T; Set(string)
// } called with its type arguments partly written (d14Constraints,
// d14PtrConstraint), slices and maps functions over a type parameter
// (d14GenericSort); the skill's struct values in error and fmt.Stringer
// asserted back, through an any or directly, found by errors.As and by a
// type switch's cases (d14ForeignIface, d14ValueErr, d14ErrorsAsValue,
// d14ErrorSwitch); panic(nil) recovered as Go 1.21+'s
// *runtime.PanicNilError (d14PanicNil); an expression tree of struct
// types with identical field lists told apart (d14ExprTree); %T of the
// skill's error type (d14Errors); the skill's fmt.Formatter values in
// structs, slices, maps and an any (d14Fmt, d14Formatter); and realistic
// compute skills (parsers, graph search, simulations, schedulers, caches,
// generic containers, embedding, closures, iterators, errors, sorting,
// worker pools) that ran right already and guard against regressions.
func TestDiff14(t *testing.T) {
	for _, c := range []struct {
		name string
		run  func() skills.Result
	}{
		{"d14GenericSwitch", d14GenericSwitch},
		{"d14ForeignIface", d14ForeignIface},
		{"d14PanicNil", d14PanicNil},
		{"d14ValueErr", d14ValueErr},
		{"d14ExprTree", d14ExprTree},
		{"d14Calc", d14Calc},
		{"d14Dijkstra", d14Dijkstra},
		{"d14GenericStack", d14GenericStack},
		{"d14Embedding", d14Embedding},
		{"d14Closures", d14Closures},
		{"d14Errors", d14Errors},
		{"d14Sorting", d14Sorting},
		{"d14MapStructs", d14MapStructs},
		{"d14Iterators", d14Iterators},
		{"d14Life", d14Life},
		{"d14Scheduler", d14Scheduler},
		{"d14Fmt", d14Fmt},
		{"d14Formatter", d14Formatter},
		{"d14Words", d14Words},
		{"d14Generics", d14Generics},
		{"d14ReaderWriter", d14ReaderWriter},
		{"d14StateMachine", d14StateMachine},
		{"d14Matrix", d14Matrix},
		{"d14Cache", d14Cache},
		{"d14Dump", d14Dump},
		{"d14StructKeys", d14StructKeys},
		{"d14Bank1", d14Bank1},
		{"d14GenericTypes", d14GenericTypes},
		{"d14Maze", d14Maze},
		{"d14NilIface", d14NilIface},
		{"d14Bits", d14Bits},
		{"d14Table", d14Table},
		{"d14MethodExpr", d14MethodExpr},
		{"d14Channels", d14Channels},
		{"d14EmbedSort", d14EmbedSort},
		{"d14Control", d14Control},
		{"d14GenericMix", d14GenericMix},
		{"d14Service1", d14Service1},
		{"d14GenericSort", d14GenericSort},
		{"d14ErrorsAsValue", d14ErrorsAsValue},
		{"d14ErrorSwitch", d14ErrorSwitch},
		{"d14PtrTypeParam", d14PtrTypeParam},
		{"d14PtrTypeParamStored", d14PtrTypeParamStored},
		{"d14TypeParamStored", d14TypeParamStored},
		{"d14Constraints", d14Constraints},
		{"d14GenericResult", d14GenericResult},
		{"d14MethodValues", d14MethodValues},
		{"d14ErrorKinds", d14ErrorKinds},
		{"d14WorkerPool", d14WorkerPool},
		{"d14PtrConstraint", d14PtrConstraint},
		{"d14Particles", d14Particles},
	} {
		t.Run(c.name, func(t *testing.T) {
			runsAsCompiled(t, diff14Source, c.name, c.run)
		})
	}
}
