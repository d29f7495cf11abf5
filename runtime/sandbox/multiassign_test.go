package sandbox

import (
	_ "embed"
	"testing"

	"github.com/skillrun/skillrun/skills"
)

//go:embed multiassignskill_test.go
var multiAssignSource string

// TestMultiAssign runs ordinary Go as a skill, one case a function of
// multiassignskill_test.go, and wants compiled Go's result: assignments
// to several targets of nil and interface values (maNilValues),
// composite literals beside other values (maLiterals), map entries among
// the targets of comma-ok forms and calls (maMapTuple), Go's order of
// evaluation in the assignments split for them (maOrder), assertions to
// the empty interface (maAssertAny), comparisons and receives returned
// as, or sent as, interfaces (maIfaceResults), and select cases that
// receive into targets or send operations (maSelectRecv).
func TestMultiAssign(t *testing.T) {
	for _, c := range []struct {
		name string
		run  func() skills.Result
	}{
		{"maNilValues", maNilValues},
		{"maLiterals", maLiterals},
		{"maMapTuple", maMapTuple},
		{"maOrder", maOrder},
		{"maAssertAny", maAssertAny},
		{"maIfaceResults", maIfaceResults},
		{"maSelectRecv", maSelectRecv},
	} {
		t.Run(c.name, func(t *testing.T) { runsAsCompiled(t, multiAssignSource, c.name, c.run) })
	}
}
