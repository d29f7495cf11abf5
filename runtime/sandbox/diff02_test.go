package sandbox

import (
	_ "embed"
	"testing"

	"github.com/skillrun/skillrun/skills"
)

//go:embed diff02skill_test.go
var diff02Source string

// TestDiff02 runs ordinary Go as a skill, one case a function of
// diff02skill_test.go, and wants compiled Go's result: operations stored
// into interfaces (d2IfaceOps), the methods of interfaces embedded in
// structs (d2EmbeddedIface), continue and labeled break in a select's
// cases (d2SelectBranch).
func TestDiff02(t *testing.T) {
	for _, c := range []struct {
		name string
		run  func() skills.Result
	}{
		{"d2IfaceOps", d2IfaceOps},
		{"d2EmbeddedIface", d2EmbeddedIface},
		{"d2SelectBranch", d2SelectBranch},
	} {
		t.Run(c.name, func(t *testing.T) { runsAsCompiled(t, diff02Source, c.name, c.run) })
	}
}
