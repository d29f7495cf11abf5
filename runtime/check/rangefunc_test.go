package check

import (
	"strings"
	"testing"
)

// TestRangeFuncRefused: what a range over a function iterator cannot be
// rewritten with is refused where it is, with what to write instead.
func TestRangeFuncRefused(t *testing.T) {
	seq := "func seq(yield func(int) bool) {\n\tfor i := 0; i < 3 && yield(i); i++ {\n\t}\n}\n\n"
	for _, tt := range []struct{ name, decls, want string }{
		{"defer", "func f() {\n\tfor v := range seq {\n\t\tdefer println(v)\n\t}\n}", "16:3: defer in a range over a function iterator"},
		{"goto", "func f() {\n\tfor v := range seq {\n\t\tif v > 1 {\n\t\t\tgoto out\n\t\t}\n\t}\nout:\n}", "17:4: goto inside a range over a function iterator"},
		{"break outer", "func f() {\nouter:\n\tfor {\n\t\tfor v := range seq {\n\t\t\tif v > 1 {\n\t\t\t\tbreak outer\n\t\t\t}\n\t\t}\n\t}\n}", "19:5: break outer inside a range over a function iterator leaves the loop"},
		{"bare return", "func f() (n int) {\n\tfor v := range seq {\n\t\tn += v\n\t\treturn\n\t}\n\treturn\n}", "17:3: a bare return inside a range over a function iterator"},
		{"nested return", "func f() int {\n\tfor v := range seq {\n\t\tfor w := range seq {\n\t\t\treturn v + w\n\t\t}\n\t}\n\treturn 0\n}", "16:3: a return inside a range over a function iterator that is itself inside one"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			src := stateSkill("", seq+tt.decls, "")
			_, err := Check("x.go", []byte(src))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("Check = %v; want %q\n%s", err, tt.want, src)
			}
		})
	}
}

// TestRangeFuncLines: the rewrite keeps every line where it was, and an
// import of iter goes (its types are written out).
func TestRangeFuncLines(t *testing.T) {
	src := stateSkill("\t\"iter\"\n", `func evens(n int) iter.Seq[int] {
	return func(yield func(int) bool) {
		for i := 0; i < n && yield(i); i += 2 {
		}
	}
}

func first(n int) (int, error) {
	for v := range evens(n) {
		if v > 2 {
			return v, nil
		}
	}
	return 0, nil
}`, "")
	u, err := Check("x.go", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	code := string(u.Code)
	if strings.Contains(code, "\"iter\"") {
		t.Errorf("iter still imported:\n%s", code)
	}
	orig, got := strings.Split(src, "\n"), strings.Split(code, "\n")
	for i, line := range orig {
		if strings.HasPrefix(line, "func ") && !strings.HasPrefix(got[i], strings.Fields(line)[0]+" "+strings.Fields(line)[1]) {
			t.Errorf("line %d: %q, want it to begin as %q", i+1, got[i], line)
		}
	}
}
