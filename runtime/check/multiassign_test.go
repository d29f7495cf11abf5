package check

import (
	"strings"
	"testing"
)

// TestMultiAssignRefused: an assignment to several targets the
// interpreter mishandles (a nil, an interface, a composite literal, a
// map entry) that cannot be split into single assignments is refused
// where it is, with what to write instead.
func TestMultiAssignRefused(t *testing.T) {
	for _, tt := range []struct{ name, decls, want string }{
		{"nil in if header", "func f(b []int) int {\n\tvar n int\n\tif b, n = nil, 1; n > 0 {\n\t\treturn len(b)\n\t}\n\treturn n\n}",
			"11:5: this assignment to several targets holds a nil, an interface, a composite literal or a map entry where it cannot be rewritten"},
		{"interface in for post", "func f(xs []any) any {\n\tvar a, b any\n\tfor i := 0; i < len(xs); a, b = b, xs[i] {\n\t\ti++\n\t}\n\treturn a\n}",
			"11:27: this assignment to several targets holds a nil"},
		{"package var with a literal", "var xs, n = []int{1}, 2",
			"9:5: this declaration of several variables mixes composite literals and other values"},
		{"literal in if header", "func f() int {\n\tif xs, n := []int{1}, 2; n > 0 {\n\t\treturn len(xs)\n\t}\n\treturn 0\n}",
			"10:5: this assignment to several targets mixes calls, receives or composite literals and other values"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			src := stateSkill("", tt.decls, "")
			_, err := Check("x.go", []byte(src))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("Check = %v; want %q\n%s", err, tt.want, src)
			}
		})
	}
}

// TestMultiAssignLines: the split assignments keep their lines, and each
// becomes a block of single ones.
func TestMultiAssignLines(t *testing.T) {
	src := stateSkill("\t\"errors\"\n", `func f(m map[string][]int) (res []int, err error) {
	m["a"], res = nil, []int{1}
	res, err = nil,
		errors.New("x")
	k := "b"
	var ok bool
	ch := make(chan []int, 1)
	ch <- nil
	m[k], ok = <-ch
	_ = ok
	xs, n := []int{1}, 2
	_ = n
	var ys, p = []int{1}, 2
	_, _ = ys, p
	return xs, err
}`, "")
	u, err := Check("x.go", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	code := string(u.Code)
	orig, got := strings.Split(src, "\n"), strings.Split(code, "\n")
	for _, want := range []struct {
		line int
		has  string
	}{
		{11, `{  ; _skillrun_v`},
		{11, `m["a"] = nil; res = _skillrun_v`},
		{12, `{  ;`},
		{13, `res = nil; err = _skillrun_v`},
		{18, `_skillrun_v`},
		{18, `m[k] = _skillrun_v`},
		{20, `xs, n := _skillrun_v`},
		{22, `var ys, p = _skillrun_v`},
		{24, "return xs, err"},
	} {
		if g := got[want.line-1]; !strings.Contains(g, want.has) {
			t.Errorf("line %d: %q, want it to hold %q (was %q)", want.line, g, want.has, orig[want.line-1])
		}
	}
}
