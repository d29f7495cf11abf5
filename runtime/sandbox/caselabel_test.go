package sandbox

import (
	_ "embed"
	"testing"
)

//go:embed caselabelskill_test.go
var caseLabelSkill string

// TestCaseLabels: labels among a case clause's statements, as compiled
// Go's (see caselabelskill_test.go).
func TestCaseLabels(t *testing.T) { runsAsCompiled(t, caseLabelSkill, "clRun", clRun) }
