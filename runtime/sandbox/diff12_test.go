package sandbox

import (
	_ "embed"
	"testing"

	"github.com/skillrun/skillrun/skills"
)

//go:embed diff12skill_test.go
var diff12Source string

// TestDiff12 runs ordinary Go as a skill, one case a function of
// diff12skill_test.go, and wants compiled Go's result: errors.Is, errors.As
// and errors.Unwrap through the skill's Unwrap and Is methods
// (d12ErrorChain), a nil pointer of the skill's type in sort.Interface and
// io.Writer (d12NilForeignIface), call results of a Stringer formatted
// (d12FmtCallResult), conversions of typed nils compared with nil
// (d12ConvNil).
func TestDiff12(t *testing.T) {
	for _, c := range []struct {
		name string
		run  func() skills.Result
	}{
		{"d12ErrorChain", d12ErrorChain},
		{"d12NilForeignIface", d12NilForeignIface},
		{"d12FmtCallResult", d12FmtCallResult},
		{"d12ConvNil", d12ConvNil},
		{"d12BinaryIntoIface", d12BinaryIntoIface},
	} {
		t.Run(c.name, func(t *testing.T) {
			runsAsCompiled(t, diff12Source, c.name, c.run)
		})
	}
}
