package check

import (
	"strings"
	"testing"
)

// TestComplexConst: a constant call of complex with another package's
// constant among its arguments (complex(0, math.Pi)) gets the argument
// written as its value, of the call's precision: yaegi did not compile
// the call ("mismatched types untyped float and untyped float64"). A
// call that is not constant, or names no such constant, is left alone.
func TestComplexConst(t *testing.T) {
	body := "\tz := complex(0, math.Pi)\n\tvar w complex64 = complex(math.E, -math.Pi/3)\n\tv := complex(1, 2.5)\n\tf := 2.0\n\tu := complex(f, math.Pi)\n\t_, _, _, _ = z, w, v, u"
	u, err := Check("x.go", []byte(stateSkill("\t\"math\"\n", "", body)))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"z := complex(0, (3.141592653589793))", "complex((2.7182817), (-1.0471976))", "v := complex(1, 2.5)", "u := complex(f, math.Pi)"} {
		if !strings.Contains(string(u.Code), want) {
			t.Errorf("normalised source lacks %q:\n%s", want, u.Code)
		}
	}
}
