package check

import (
	"errors"
	"strings"
	"testing"
)

// stateSkill is a procedure with decls before Run and body inside it.
func stateSkill(imports, decls, body string) string {
	return "package s\n\nimport (\n" + imports + "\t\"github.com/skillrun/skillrun/skills\"\n)\n\ntype Args struct{ K string }\n\n" +
		decls + "\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) {\n" + body + "\n\treturn nil, nil\n}\n"
}

// runKeepsItsLine fails t when Run is on another line in the normalised
// code than in src: a rewrite added or removed a line before it.
func runKeepsItsLine(t *testing.T, src, code string) {
	t.Helper()
	if a, b := strings.Count(src[:strings.Index(src, "func Run(")], "\n"), strings.Count(code[:strings.Index(code, "func Run(")], "\n"); a != b {
		t.Errorf("lines moved: Run on line %d, normalised on %d", a+1, b+1)
	}
}

// vetsAs checks src and fails t unless it vets (want "") or is refused
// with an error holding want.
func vetsAs(t *testing.T, src, want string) {
	t.Helper()
	_, err := Check("x.go", []byte(src))
	switch {
	case want == "" && err != nil:
		t.Errorf("Check: %v\n%s", err, src)
	case want != "" && (err == nil || !strings.Contains(err.Error(), want)):
		t.Errorf("Check = %v; want an error with %q\n%s", err, want, src)
	}
}

// TestPackageStateRefused: a skill that writes its package variables
// after init is refused at the write, whatever the form (calls share no
// state: a warm worker keeps the variables between some calls and not
// others, and replay could not check what they change).
func TestPackageStateRefused(t *testing.T) {
	for _, tt := range []struct {
		name, imports, decls, body string
		want                       string // "line:col: substring"
	}{
		{"counter", "", "var n int", "\tn++", "12:2: package variable n is assigned in Run"},
		{"op assign", "", "var total float64", "\ttotal += 1.5", "12:2: package variable total is assigned in Run"},
		{"memo map", "", "var memo = map[string]int{}", "\tmemo[args.K] = len(args.K)", "12:2: package variable memo is assigned in Run"},
		{"append", "", "var seen []string", "\tseen = append(seen, args.K)", "12:2: package variable seen is assigned"},
		{"field", "", "var cfg struct{ Last string }", "\tcfg.Last = args.K", "12:2: package variable cfg is assigned"},
		{"array element", "", "var grid [4][4]int", "\tgrid[1][2] = 7", "12:2: package variable grid is assigned"},
		{"through a pointer", "", "var box = new(int)", "\t*box = 3", "12:2: package variable box is assigned"},
		{"field through a pointer", "", "type st struct{ n int }\n\nvar s0 = &st{}", "\ts0.n++", "14:2: package variable s0 is assigned"},
		{"several targets", "", "var a, b int", "\ta, b = 1, 2", "12:5: package variable b is assigned"},
		{"range", "", "var last string", "\tfor _, last = range []string{args.K} {\n\t}", "12:9: package variable last is assigned"},
		{"address", "\t\"encoding/json\"\n", "var cfg struct{ A int }", "\t_ = json.Unmarshal([]byte(`{\"A\":1}`), &cfg)", "13:40: package variable cfg is shared by its address"},
		{"delete", "", "var memo = map[string]int{}", "\tdelete(memo, args.K)", "12:2: package variable memo is changed by delete"},
		{"clear", "", "var memo = map[string]int{}", "\tclear(memo)", "12:2: package variable memo is changed by clear"},
		{"copy", "", "var buf = make([]byte, 8)", "\tcopy(buf, args.K)", "12:2: package variable buf is changed by copy"},
		{"pointer method on a value", "\t\"strings\"\n", "var log strings.Builder", "\tlog.WriteString(args.K)", "13:2: package variable log is changed by its method WriteString"},
		{"in a helper", "", "var n int\n\nfunc bump() { n++ }", "\tbump()", "11:15: package variable n is assigned in bump"},
		{"in a method", "", "var n int\n\ntype T struct{}\n\nfunc (T) bump() { n = 2 }", "\tT{}.bump()", "13:19: package variable n is assigned in bump"},
		{"in a closure kept in a variable", "", "var n int\n\nvar bump = func() { n++ }", "\tbump()", "11:21: package variable n is assigned in a function literal"},
		{"in a goroutine", "", "var n int", "\tdone := make(chan bool)\n\tgo func() { n = 1; done <- true }()\n\t<-done", "13:14: package variable n is assigned in Run"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			src := stateSkill(tt.imports, tt.decls, tt.body)
			_, err := Check("x.go", []byte(src))
			var ve *VetError
			if !errors.As(err, &ve) {
				t.Fatalf("Check = %v; want a *VetError\n%s", err, src)
			}
			if !strings.Contains(err.Error(), "x.go:"+tt.want) || !strings.Contains(err.Error(), "calls share no state") {
				t.Errorf("Check = %q;\nwant it to contain %q\n%s", err, "x.go:"+tt.want, src)
			}
		})
	}
}

// TestPackageStateAllowed: reading package variables, writing them in
// init or their initialisers, locals that shadow them, and methods
// through a pointer a variable holds (regexp's, which only read) stay
// allowed.
func TestPackageStateAllowed(t *testing.T) {
	for _, tt := range []struct{ name, imports, decls, body string }{
		{"read", "", "var table = []int{1, 2, 3}", "\t_ = table[len(args.K)%3]"},
		{"init", "", "var squares []int\n\nfunc init() {\n\tfor i := range 8 {\n\t\tsquares = append(squares, i*i)\n\t}\n\tdone := make(chan bool)\n\tgo func() { squares[0] = -1; done <- true }()\n\t<-done\n}", "\t_ = squares[1]"},
		{"initialiser", "", "var memo = func() map[string]int {\n\tm := map[string]int{}\n\tm[\"a\"] = 1\n\treturn m\n}()", "\t_ = memo[args.K]"},
		{"shadowed", "", "var n int", "\tn := 2\n\tn++\n\t_ = n"},
		{"local map", "", "var memo map[string]int", "\tmemo := map[string]int{}\n\tmemo[args.K] = 1\n\t_ = memo"},
		{"pointer methods", "\t\"regexp\"\n", "var re = regexp.MustCompile(`a+`)", "\t_ = re.FindString(args.K)"},
		{"value methods", "\t\"time\"\n", "var d = time.Second", "\t_ = d.String()"},
		{"a copy", "", "var base = [3]int{1, 2, 3}", "\tb := base\n\tb[0] = 9\n\t_ = b"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			src := stateSkill(tt.imports, tt.decls, tt.body)
			if _, err := Check("x.go", []byte(src)); err != nil {
				t.Errorf("Check = %v; want none\n%s", err, src)
			}
		})
	}
}
