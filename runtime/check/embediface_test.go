package check

import (
	"strings"
	"testing"
)

// TestEmbeddedIfaceRefused: an interface embedded in a struct type the
// normaliser cannot give methods (one declared in a function, one
// written in place, a type defined in a function from one that embeds an
// interface) is refused where it is written.
func TestEmbeddedIfaceRefused(t *testing.T) {
	const about = "is not supported by the interpreter"
	imports := "\t\"sort\"\n"
	vetRefuses(t, imports, "", "\ttype rev struct{ sort.Interface }\n\t_ = rev{}", about, "13:19: embedding the interface sort.Interface in a struct type that is not declared at package level")
	vetRefuses(t, imports, "", "\tvar x struct {\n\t\tsort.Interface\n\t\tn int\n\t}\n\t_ = x", about, "14:3: embedding the interface sort.Interface")
	vetRefuses(t, imports, "type base struct{ sort.Interface }", "\ttype d base\n\t_ = d{}", about, "13:7: a type defined in a function from a struct type that embeds an interface (d)")
}

// TestEmbeddedIfaceRewritten: the embedded interface is named on its
// line (an unexported one hidden from encoding/json), and the struct
// type, and a type defined from it, get the methods it promoted, other
// than those the type declares itself.
func TestEmbeddedIfaceRewritten(t *testing.T) {
	src := stateSkill("\t\"sort\"\n", "type logger interface{ Log(format string, args ...any) (int, error) }\n\ntype rev struct {\n\tsort.Interface\n\tlogger `json:\"l\" x:\"y\"`\n}\n\nfunc (r rev) Less(i, j int) bool { return r.Interface.Less(j, i) }\n\ntype again rev", "\t_ = rev{}")
	u, err := Check("x.go", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	code := string(u.Code)
	for _, want := range []string{
		"\n\tInterface sort.Interface\n",
		"\n\tlogger logger `json:\"-\" x:\"y\"`\n",
		"func (_skillrun_r rev) Len() int { return _skillrun_r.Interface.Len() }",
		"func (_skillrun_r rev) Swap(_skillrun_p0 int, _skillrun_p1 int) { _skillrun_r.Interface.Swap(_skillrun_p0, _skillrun_p1) }",
		"func (_skillrun_r rev) Log(_skillrun_p0 string, _skillrun_p1 ...any) (int, error) { return _skillrun_r.logger.Log(_skillrun_p0, _skillrun_p1...) }",
		"func (_skillrun_r again) Less(_skillrun_p0 int, _skillrun_p1 int) bool { return _skillrun_r.Interface.Less(_skillrun_p0, _skillrun_p1) }",
	} {
		if !strings.Contains(code, want) {
			t.Errorf("normalised source lacks %q:\n%s", want, code)
		}
	}
	if strings.Contains(code, "func (_skillrun_r rev) Less") {
		t.Errorf("rev declares Less; it got another:\n%s", code)
	}
	line := func(s string) int { return strings.Count(s[:strings.Index(s, "type again rev")], "\n") }
	if line(code) != line(src) {
		t.Errorf("the rewrite moved lines:\n%s", code)
	}
}
