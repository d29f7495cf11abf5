package check

import (
	"strings"
	"testing"
)

func TestFmtVerbs(t *testing.T) {
	for _, c := range []struct {
		format string
		verbs  string
		ok     bool
	}{
		{"plain", "", true},
		{"%d and %v", "dv", true},
		{"100%% %s", "s", true},
		{"%+v %#v %-5.2f % x %05d", "vvfxd", true},
		{"%*d %.*f %*.*s", "*d*f**s", true},
		{"%é %c", "éc", true},
		{"%[2]d %[1]d", "", false},
		{"%d %", "d", true},
	} {
		verbs, ok := fmtVerbs(c.format)
		var got []rune
		for _, v := range verbs {
			got = append(got, v.verb)
			if v.verb != '*' && []rune(c.format[v.at:])[0] != v.verb {
				t.Errorf("fmtVerbs(%q): verb %c at %d", c.format, v.verb, v.at)
			}
		}
		if ok != c.ok || (ok && string(got) != c.verbs) {
			t.Errorf("fmtVerbs(%q) = %q, %v; want %q, %v", c.format, string(got), ok, c.verbs, c.ok)
		}
	}
}

// TestFmtOwnStringerKept: fmt's argument of the skill's type with String
// in its method set is handed over with it, whatever the type is: a
// slice of an interface with String on its value is not taken apart by
// plain.Plain under %v (fmt printed [1 5] where Go calls String), but is
// under %d, which calls no String; a pointer with String on it goes
// through its view, which calls String on a nil receiver too (fmt
// printed <nil>).
func TestFmtOwnStringerKept(t *testing.T) {
	decls := "type node interface{ eval() int }\n\ntype num int\n\nfunc (n num) eval() int { return int(n) }\n\ntype vlist []node\n\nfunc (l vlist) String() string { return \"v\" }\n\ntype bin struct{ l node }\n\nfunc (b *bin) String() string { return \"b\" }"
	src := stateSkill("\t\"fmt\"\n", decls, "\tl := vlist{num(1)}\n\tvar b *bin\n\t_ = fmt.Sprint(l)\n\t_ = fmt.Sprintf(\"%d\", l)\n\t_ = fmt.Sprint(b)")
	u, err := Check("x.go", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"fmt.Sprint(l)", "fmt.Sprintf(\"%d\", _skillrun_plain.Plain(l))", "fmt.Sprint(_skillrun_view__Pbin_top(b))", "_skillrun_plain.Method(func() string { return x.String() }, x)"} {
		if !strings.Contains(string(u.Code), want) {
			t.Errorf("normalised source lacks %q:\n%s", want, u.Code)
		}
	}
}
