package check

import "testing"

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
