package check

import (
	"strings"
	"testing"
)

// TestFormatterView: a value of the skill's type with Format
// (fmt.Formatter) inside a struct handed to fmt, or held in an any, is
// viewed through plain.Formatter, which calls Format.
func TestFormatterView(t *testing.T) {
	decls := "type vec struct{ X float64 }\n\nfunc (v vec) Format(f fmt.State, verb rune) { fmt.Fprint(f, \"v\") }\n\ntype acct struct{ Pos vec }"
	u, err := Check("x.go", []byte(stateSkill("\t\"fmt\"\n", decls, "\tvar a any = vec{2}\n\t_ = fmt.Sprint(acct{vec{1}}, a)")))
	if err != nil {
		t.Fatal(err)
	}
	code := string(u.Code)
	for _, want := range []string{
		"return _skillrun_plain.Formatter(func(f fmt.State, verb rune) { x.Format(f, verb) }, x)",
		"\tif v, ok := x.(vec); ok {\n\t\treturn _skillrun_view_vec(v)\n\t}\n",
	} {
		if !strings.Contains(code, want) {
			t.Errorf("normalised source lacks %q:\n%s", want, code)
		}
	}
}
