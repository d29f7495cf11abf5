package sandbox

import (
	_ "embed"
	"testing"
)

//go:embed deferpanicskill_test.go
var deferPanicSource string

// TestDeferPanic: a panic raised in a deferred call replaces the one
// under way (if any) and the calls deferred before it still run, where
// recover() answers the latest panic, as in compiled Go: several deferred
// calls panicking in turn, the body's panic replaced, deferred calls that
// are not function literals (a named function, methods, a closure
// variable, an interface's method, generic, variadic and standard
// library functions, the builtins panic and close), defers in loops,
// nested functions, named results set by the recovering call, and
// runtime errors. The interpreter left its loop of deferred calls at the
// panic: the calls deferred before it never ran, and the run crashed.
func TestDeferPanic(t *testing.T) {
	runsAsCompiled(t, deferPanicSource, "dpRun", dpRun)
}

//go:embed rangeptrskill_test.go
var rangePtrSource string

// TestRangeArrayPointer: a range over a pointer to an array reads the
// elements through the pointer (a write in the loop is seen), counts to
// the array's length with only a key even for a nil pointer, and panics
// for a nil pointer with a value, as compiled Go does. The interpreter
// crashed ("reflect: call of reflect.Value.Int on array Value").
func TestRangeArrayPointer(t *testing.T) {
	runsAsCompiled(t, rangePtrSource, "rpRun", rpRun)
}
