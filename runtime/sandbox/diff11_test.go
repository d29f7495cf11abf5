package sandbox

import (
	_ "embed"
	"testing"

	"github.com/skillrun/skillrun/skills"
)

//go:embed diff11skill_test.go
var diff11Source string

// TestDiff11 runs ordinary Go as a skill, one case a function of
// diff11skill_test.go, and wants compiled Go's result: a nil pointer of
// the skill's type stored in an error or a fmt.Stringer, by assignment,
// return, argument, send and composite literal, compared with nil,
// formatted, its method called, asserted, switched on and found by
// errors.As (d11NilPtrIface).
func TestDiff11(t *testing.T) {
	for _, c := range []struct {
		name string
		run  func() skills.Result
	}{
		{"d11NilPtrIface", d11NilPtrIface},
	} {
		t.Run(c.name, func(t *testing.T) {
			runsAsCompiled(t, diff11Source, c.name, c.run)
		})
	}
}
