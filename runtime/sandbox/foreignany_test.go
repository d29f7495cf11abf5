package sandbox

import (
	_ "embed"
	"testing"
)

//go:embed foreignanyskill_test.go
var foreignAnySkill string

// TestForeignAnyMethods: the skill's Stringer and error values held in
// another package's any, as compiled Go's (see foreignanyskill_test.go).
func TestForeignAnyMethods(t *testing.T) { runsAsCompiled(t, foreignAnySkill, "fyRun", fyRun) }
