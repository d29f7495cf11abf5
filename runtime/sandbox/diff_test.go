package sandbox

import (
	_ "embed"
	"testing"
)

//go:embed diff01_test.go
var diff01Source string

// TestDiff01 runs ordinary Go (closures, method values, value semantics
// of arrays and structs, slices, maps, defers, control flow, strings,
// integer and float arithmetic, sorting, swaps) as a skill and wants
// compiled Go's result.
func TestDiff01(t *testing.T) { runsAsCompiled(t, diff01Source, "d1Run", d1Run) }
