package check

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"
)

// hostileSkill is a procedure whose Run body is body, with decls and a
// Stringer Color declared.
func hostileSkill(decls, body string) string {
	return "package s\n\nimport (\n\t\"fmt\"\n\n\t\"github.com/skillrun/skillrun/skills\"\n)\n\ntype Args struct{}\n\ntype Color int\n\nfunc (c Color) String() string { return \"C\" }\n\n" + decls + "\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) {\n\ts := \"\"\n" + body + "\n\treturn skills.Result{\"s\": s}, nil\n}\n"
}

// nestedStruct is an anonymous struct k fields wide and d deep, of
// fields of type elem, its fields named after tag.
func nestedStruct(tag string, k, d int, elem string) string {
	var fields []string
	for i := range k {
		fields = append(fields, fmt.Sprintf("A%d %s", i, elem))
	}
	t := elem
	for range d {
		t = fmt.Sprintf("struct{ %s; Z%s %s }", strings.Join(fields, "; "), tag, t)
	}
	return t
}

// Types whose helpers' names mangle alike get helpers of their own.
func TestMangledNamesDiffer(t *testing.T) {
	for name, src := range map[string]string{
		"slice and underscore": hostileSkill("type T struct{ X Color }\n\ntype S_T struct{ Y Color }", "\ts += fmt.Sprint([]T{{1}}, S_T{2})"),
		"unicode":              hostileSkill("type Cölor struct{ A Color }\n\ntype C_lor struct{ B Color }", "\ts += fmt.Sprint([]Cölor{{1}}, []C_lor{{2}})"),
		"dynamic":              hostileSkill("type dynamic struct{ A Color }", "\tvar x any = Color(1)\n\ts += fmt.Sprint([]dynamic{{1}}, x)"),
	} {
		if _, err := Check("f.go", []byte(src)); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	if a, b := mangle("[]T"), mangle("S_T"); a == b {
		t.Errorf("mangle([]T) = mangle(S_T) = %s", a)
	}
}

// A value whose views spell out a type of nested anonymous structs
// again for each level is refused before they take the host's memory.
func TestViewsBounded(t *testing.T) {
	var decls, body strings.Builder
	for j := range 4 {
		fmt.Fprintf(&decls, "type T%d %s\n\n", j, nestedStruct(fmt.Sprint(j), 9, 200, "Color"))
		fmt.Fprintf(&body, "\ts += fmt.Sprint([]T%d{{}})\n", j)
	}
	start := time.Now()
	_, err := Check("f.go", []byte(hostileSkill(decls.String(), body.String())))
	if err == nil || !strings.Contains(err.Error(), "bytes of generated views") {
		t.Fatalf("err = %v, want the views refused", err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("refusing took %v", d)
	}
}

// Many fmt arguments of a large type (each a type of its own, []T(nil))
// are looked at once: the walks through T took the host time in the
// product of the two.
func TestFmtWalksKept(t *testing.T) {
	var fields []string
	for j := range 10 {
		fields = append(fields, fmt.Sprintf("B%d %s", j, nestedStruct(fmt.Sprint(j), 9, 300, "int")))
	}
	decls := "type T struct{ C Color; " + strings.Join(fields, "; ") + " }"
	body := strings.Repeat("\ts += fmt.Sprint([]T(nil), []T(nil), []T(nil), []T(nil))\n", 1500)
	start := time.Now()
	if _, err := Check("f.go", []byte(hostileSkill(decls, body))); err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("vet took %v", d)
	}
}

// A declaration that hides a name a rewrite spells is a vet error naming
// it, not source that does not type-check.
func TestHiddenNamesRefused(t *testing.T) {
	for _, c := range []struct{ name, src, refuse string }{
		{"local variable named as the type", hostileSkill("func f(c Color) any {\n\tColor := 0\n\t_ = Color\n\treturn c\n}", "\ts += fmt.Sprint(f(1))"), "a declaration here hides Color"},
		{"local type hidden in a block", hostileSkill("", "\ttype L struct{ Color }\n\tl := L{1}\n\tvar x any\n\t{\n\t\tL := 3\n\t\t_ = L\n\t\tx = l\n\t}\n\ts += fmt.Sprint(x)"), "a declaration here hides L"},
		{"min of a local type hidden", hostileSkill("", "\ttype T int\n\tvar a, b T = 1, 2\n\t{\n\t\tT := 3\n\t\t_ = T\n\t\ts += fmt.Sprint(int(min(a, b)))\n\t}"), "min of a value of T is not supported"},
		{"clear of a local type hidden", hostileSkill("", "\ttype M map[string]int\n\tm := M{\"a\": 1}\n\t{\n\t\tM := 0\n\t\t_ = M\n\t\tclear(m)\n\t}\n\ts += fmt.Sprint(len(m))"), "clear of a value of M is not supported"},
		{"the package's any", hostileSkill("type any = interface{ M() }\n\nfunc f(c Color) interface{} { return c }", "\ts += fmt.Sprint([]Color{1}, f(1))"), "the skill declares the predeclared any"},
		{"the package's make", hostileSkill("func make(x ...interface{}) int { return 0 }", "\ts += fmt.Sprint([]Color{1})"), "the skill declares the predeclared make"},
	} {
		_, err := Check("f.go", []byte(c.src))
		if err == nil || !strings.Contains(err.Error(), c.refuse) || strings.Contains(err.Error(), "internal error") {
			t.Errorf("%s: err = %v, want %q", c.name, err, c.refuse)
		}
	}
}

// checkWithin checks src and fails t if it takes longer than limit.
func checkWithin(t *testing.T, src string, limit time.Duration) error {
	t.Helper()
	start := time.Now()
	_, err := Check("f.go", []byte(src))
	if d := time.Since(start); d > limit {
		// On a loaded machine everything is slow: what the bound is for
		// (a check that grows faster than the file: 26 s for a switch of
		// 1 MB before) shows against a plain file of the same size,
		// checked now.
		base := plainCheckTime(len(src))
		if d > limit+20*base {
			t.Errorf("checking %d bytes took %v; want under %v (a plain file of the same size: %v)", len(src), d, limit, base)
		} else {
			t.Logf("checking %d bytes took %v, over %v, but a plain file of the same size took %v: the machine is loaded", len(src), d, limit, base)
		}
	}
	return err
}

// plainCheckTime is how long vet takes on a file of n bytes of plain
// functions.
func plainCheckTime(n int) time.Duration {
	var decls strings.Builder
	for i := 0; decls.Len() < n-400; i++ {
		fmt.Fprintf(&decls, "func f%d(x int) int {\n\tif x > %d {\n\t\treturn x - 1\n\t}\n\treturn x + %d\n}\n\n", i, i, i)
	}
	src := hostileSkill(decls.String(), "")
	start := time.Now()
	Check("f.go", []byte(src))
	return time.Since(start)
}

// A switch of very many cases is refused before go/types compares each
// case with every one before it: a type switch of 77,000 array types in a
// 1 MB file took the host 26 s, one of 38,000 values equal but of as many
// named types 7 s. So are many switches of 1000 cases each.
func TestSwitchesBounded(t *testing.T) {
	var types, values, many, decls strings.Builder
	types.WriteString("\tvar x any\n\tswitch x.(type) {\n")
	for i := 0; types.Len() < MaxSourceBytes-300; i++ {
		fmt.Fprintf(&types, "\tcase [%d]int:\n", i)
	}
	types.WriteString("\t}\n")
	values.WriteString("\tvar x any\n\tswitch x {\n\tcase ")
	for i := range 38000 {
		fmt.Fprintf(&decls, "type T%d int\n", i)
		if i > 0 {
			values.WriteString(", ")
		}
		fmt.Fprintf(&values, "T%d(1)", i)
	}
	values.WriteString(":\n\t}\n")
	for k := 0; k < 20; k++ {
		many.WriteString("\tswitch any(nil).(type) {\n")
		for j := range 1000 {
			fmt.Fprintf(&many, "\tcase T%d:\n", j)
		}
		many.WriteString("\t}\n")
	}
	few := decls.String()[:strings.Index(decls.String(), "type T1000 ")]
	for _, c := range []struct{ name, src, refuse, at string }{
		{"type switch", hostileSkill("", types.String()), "this switch lists more than 1000 cases", "f.go:1021:7:"},
		{"equal values", hostileSkill(decls.String(), values.String()), "this switch lists more than 1000 cases", "f.go:38021:8897:"},
		{"many switches", hostileSkill(few, many.String()), "the file's switches list too many cases together", "f.go:17051:2:"},
	} {
		t.Run(c.name, func(t *testing.T) {
			err := checkWithin(t, c.src, 2*time.Second)
			if err == nil || !strings.Contains(err.Error(), c.refuse) || !strings.Contains(err.Error(), c.at) {
				t.Errorf("err = %.300v; want %q at %s", err, c.refuse, c.at)
			}
		})
	}
}

// Interface values compared against a file of many types with the same
// method names: the checker's rule on comparisons looked at every type of
// the package for each (sorting their names each time); a 1 MB file took
// the host minutes. The rule now looks at the types with the interface's
// methods, and past a bound says so, at the comparison that passed it.
func TestImplementsBounded(t *testing.T) {
	var decls, body strings.Builder
	const types = 9000
	for j := range types {
		fmt.Fprintf(&decls, "type T%d int\n\nfunc (T%d) A() {}\n\nfunc (T%d) B(int) {}\n\n", j, j, j)
	}
	body.WriteString("\ts += fmt.Sprint()\n")
	for j := 0; body.Len()+decls.Len() < MaxSourceBytes-1000; j++ {
		fmt.Fprintf(&body, "\tvar v%d interface{ A(); B() }\n\t_ = v%d == nil\n", j, j)
	}
	src := hostileSkill(decls.String(), body.String())
	// Each comparison checks its interface against every T and *T (none
	// implements it): the one that passes the bound is the first whose
	// checks, with those before it, are more than the bound.
	over := fmt.Sprintf("\t_ = v%d == nil\n", maxImplementsChecks/(2*types))
	line := strings.Count(src[:strings.Index(src, over)], "\n") + 1
	at := fmt.Sprintf("f.go:%d:10: ", line) // its ==
	err := checkWithin(t, src, 3*time.Second)
	if err == nil || !strings.Contains(err.Error(), at+"the file's interface types would be checked against its types more than") {
		t.Errorf("err = %.300v; want the checks bounded, at %s (the comparison that passed the bound)", err, at)
	}
	// Within the bound, the answer is the one the rule gave before: the
	// first type by name that implements the interface.
	src = hostileSkill("type Z struct{}\n\nfunc (Z) Error() string { return \"z\" }\n\ntype A struct{}\n\nfunc (*A) Error() string { return \"a\" }\n\nfunc f() error { return Z{} }", "\ts += fmt.Sprint()\n\terr := f()\n\tif err == f() {\n\t\ts += \"same\"\n\t}")
	if err := checkWithin(t, src, 2*time.Second); err == nil || !strings.Contains(err.Error(), "(*A)") {
		t.Errorf("err = %v; want the comparison refused naming *A, the first implementer by name", err)
	}
}

// Directives that would set a limit or a threshold oddly are vet errors
// at their line: given twice (the last counted, silently), a threshold of
// NaN (which passed the [0,1] test) or one verification never reads. A
// directive that is not a //skillrun: line of the package's or Run's doc
// comment sets nothing.
func TestDirectivesRefused(t *testing.T) {
	skill := func(doc, runDoc string) string {
		return "// Doc.\n//\n" + doc + "\npackage s\n\nimport \"github.com/skillrun/skillrun/skills\"\n\ntype Args struct{}\n\n// Run runs.\n//\n" + runDoc + "\nfunc Run(env skills.Env, args Args) (skills.Result, error) { return nil, nil }\n"
	}
	for _, c := range []struct{ name, src, refuse string }{
		{"timeout twice", skill("//skillrun:timeout 1s\n//skillrun:timeout 1000h", "//"), "f.go:4:1: //skillrun:timeout is given twice (first at f.go:3:1)"},
		{"memory in Run's doc too", skill("//skillrun:memory 64MiB", "//skillrun:memory 1024GiB"), "f.go:12:1: //skillrun:memory is given twice (first at f.go:3:1)"},
		{"threshold NaN", skill("//skillrun:threshold precision=NaN", "//"), "f.go:3:1: skillrun:threshold wants name=value pairs with values in [0,1], got \"precision=NaN\""},
		{"threshold unknown", skill("//skillrun:threshold precison=0.9", "//"), "f.go:3:1: skillrun:threshold: unknown threshold \"precison\""},
		{"threshold twice", skill("//skillrun:threshold recall=0.9\n//skillrun:threshold recall=0", "//"), "f.go:4:1: skillrun:threshold: recall is given twice"},
		{"negative", skill("//skillrun:cpu -1s", "//"), "f.go:3:1: //skillrun:cpu \"-1s\": must be positive"},
		{"absurd unit", skill("//skillrun:timeout 1e300h", "//"), "f.go:3:1: //skillrun:timeout \"1e300h\""},
		{"past int64", skill("//skillrun:memory 9223372036854775807GiB", "//"), "f.go:3:1: //skillrun:memory \"9223372036854775807GiB\": too large"},
	} {
		_, err := Check("f.go", []byte(c.src))
		if err == nil || !strings.Contains(err.Error(), c.refuse) {
			t.Errorf("%s: err = %v; want %q", c.name, err, c.refuse)
		}
	}
	for _, d := range []string{"// skillrun:timeout 1000h", "/* skillrun:timeout 1000h */"} {
		u, err := Check("f.go", []byte(skill(d, "//")))
		if err != nil || u.Manifest.Limits.Timeout != 0 {
			t.Errorf("%q: %v, limits %+v; want it to set nothing", d, err, u.Manifest.Limits)
		}
	}
}

// A file of many errors, each quoting a large type, is refused with a
// bounded report, and the type checker stops at the bound: 60,000
// assignments of a constant to a variable of a struct of 1,300 fields
// (660 KB) took the host 12.7 s and 1.4 GB and made a 900 MB error that
// every door carried on. So are many parse errors and many of vet's own.
func TestDiagnosticsBounded(t *testing.T) {
	var fields []string
	for i := range 1300 {
		fields = append(fields, fmt.Sprintf("a%d int", i))
	}
	big := "\tvar x struct{ " + strings.Join(fields, "; ") + " }\n" + strings.Repeat("\tx = 0\n", 2500) + "\t_ = x\n"
	for _, c := range []struct{ name, src string }{
		{"type errors quoting a type", hostileSkill("", big)},
		{"parse errors", hostileSkill("", strings.Repeat("\tx := [\n", 50000))},
		{"vet's own", hostileSkill("", "\tvar e error\n"+strings.Repeat("\ts += fmt.Sprint(error(e))\n", 30000))},
	} {
		t.Run(c.name, func(t *testing.T) {
			err := checkWithin(t, c.src, 3*time.Second)
			var ve *VetError
			if !errors.As(err, &ve) {
				t.Fatalf("err = %v, want a vet error", err)
			}
			if len(ve.Diags) > maxDiags+1 {
				t.Errorf("%d diagnostics; want at most %d", len(ve.Diags), maxDiags+1)
			}
			if n := len(err.Error()); n > (maxDiags+1)*(maxDiagBytes+200) {
				t.Errorf("the error is %d bytes", n)
			}
			if last := ve.Diags[len(ve.Diags)-1].Msg; !strings.Contains(last, "vet stopped after") {
				t.Errorf("last diagnostic %q; want it to say vet stopped", last)
			}
		})
	}
}

// A line directive is refused at its own place, before the parser (whose
// errors it would rename too); text that only looks like one is not. A
// function without a body is refused at its name: go/types took one and
// the interpreter refused it on every call.
func TestLineDirectivesAndBodylessRefused(t *testing.T) {
	for _, c := range []struct{ name, src, want string }{
		{"line comment", hostileSkill("", "//line /etc/passwd:1:1\n\tvar m map[string]int\n\tm[\"x\"] = 1"), "f.go:19:1: a line directive"},
		{"block comment mid-line", hostileSkill("", "\tn := 1 /*line other.go:5:1*/ + 2\n\t_ = n"), "f.go:19:9: a line directive"},
		{"before a parse error", hostileSkill("", "//line other.go:1:1\n\tx := [\n"), "f.go:19:1: a line directive"},
		{"no body", hostileSkill("//go:linkname nanotime runtime.nanotime\nfunc nanotime() int64", "\ts += fmt.Sprint(nanotime())"), "f.go:16:6: func nanotime has no body"},
		{"method without a body", hostileSkill("func (Color) M() int", "\ts += fmt.Sprint(Color(1).M())"), "f.go:15:14: func M has no body"},
		{"look-alikes", hostileSkill("var x = \"//line a.go:1:1 /*line b.go:2*/\"", "\t// line c.go:3:1\n\ts = x + fmt.Sprint()"), ""},
	} {
		_, err := Check("f.go", []byte(c.src))
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
			t.Errorf("%s: err = %v; want %q", c.name, err, c.want)
		}
	}
}

// methodsOf declares n methods M0..Mn-1 on the receiver recv.
func methodsOf(recv string, n int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "func (%s) M%d() {}\n\n", recv, i)
	}
	return b.String()
}

// eightTypes declares T0..T7, of eight underlying types, each with n
// methods M0..Mn-1.
func eightTypes(n int) string {
	var b strings.Builder
	for k, u := range []string{"int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16"} {
		fmt.Fprintf(&b, "type T%d %s\n\n%s", k, u, methodsOf(fmt.Sprintf("T%d", k), n))
	}
	return b.String()
}

// ifaceOf declares interface name with n methods M0..Mn-1.
func ifaceOf(name string, n int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "type %s interface {\n", name)
	for i := range n {
		fmt.Fprintf(&b, "\tM%d()\n", i)
	}
	b.WriteString("}\n\n")
	return b.String()
}

// Each check of a value against an interface looks up each of the
// interface's methods in the value's type one by one, and go/types
// remembers none: 120,000 assignments of a type of 250 methods to an
// interface of the same 250 (847 KB) took the host's type checker 32 s
// and 425 MB; 64,000 of 990 methods three minutes. Vet refuses them, at
// the check that passes the bound, before the type checker runs.
func TestImplementsLookupsBounded(t *testing.T) {
	var fields []string
	for i := range 3000 {
		fields = append(fields, fmt.Sprintf("f%d int", i))
	}
	for _, c := range []struct{ name, decls, body string }{
		{"assignments", ifaceOf("I", 250) + "type T int\n\n" + methodsOf("T", 250) + "var t T", "\tvar i I\n" + strings.Repeat("\ti = t\n", 120000) + "\t_ = i\n"},
		{"assertions", ifaceOf("I", 250) + "type T int\n\n" + methodsOf("T", 250), "\tvar i I\n" + strings.Repeat("\t_ = i.(T)\n", 80000)},
		{"promoted through a wide struct", ifaceOf("I", 200) + "type E int\n\n" + methodsOf("*E", 200) + "type V struct{ " + strings.Join(fields, "; ") + "; *E }\n\nvar v V", "\tvar i I\n" + strings.Repeat("\ti = v\n", 20000) + "\t_ = i\n"},
		{"interface to interface", ifaceOf("I", 200) + "type J interface{ I }\n\nvar j J", "\tvar i I\n" + strings.Repeat("\ti = j\n", 100000) + "\t_ = i\n"},
		{"generic type", ifaceOf("I", 200) + "type G[T any] struct{ x T }\n\n" + methodsOf("G[T]", 200) + "var g G[int]", "\tvar i I\n" + strings.Repeat("\ti = g\n", 100000) + "\t_ = i\n"},
		// 12,000 switches (761 KB) took 31 s.
		{"type switch cases", ifaceOf("I", 250) + eightTypes(250), "\tvar i I\n" + strings.Repeat("\tswitch i.(type) {\n\tcase T0, T1, T2, T3, T4, T5, T6, T7:\n\t}\n", 12000)},
		// 20,000 (227 KB) took 11 s.
		{"instances against a constraint", ifaceOf("I", 250) + "type T int\n\n" + methodsOf("T", 250) + "type G[P I] struct{ p P }\n\n" + strings.Repeat("var _ G[T]\n", 80000), ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := hostileSkill(c.decls, c.body+"\ts += fmt.Sprint(len(s))\n")
			if len(src) > MaxSourceBytes {
				t.Fatalf("the test's source is %d bytes", len(src))
			}
			err := checkWithin(t, src, 2*time.Second)
			if err == nil || !strings.Contains(err.Error(), "look up interfaces' methods more than") || !strings.Contains(err.Error(), "f.go:") {
				t.Fatalf("err = %.300v, want the lookups refused at a place", err)
			}
		})
	}
	// Interfaces and types of a usual size, used in many places, vet.
	src := hostileSkill(ifaceOf("I", 12)+"type T int\n\n"+methodsOf("T", 12)+"var t T", "\tvar i I\n"+strings.Repeat("\ti = t\n\t_ = i.(T)\n\ts += fmt.Sprint(i)\n", 10000))
	if err := checkWithin(t, src, 5*time.Second); err != nil {
		t.Errorf("usual interfaces: %.300v", err)
	}
}

// A conversion between named types compares their underlying types part
// by part: 100,000 conversions between two struct types of 4,000 fields
// took the host's type checker 48 s. Vet counts them with the type walks
// it bounds.
func TestConversionsBounded(t *testing.T) {
	var fields []string
	for i := range 4000 {
		fields = append(fields, fmt.Sprintf("f%d int", i))
	}
	st := "struct{ " + strings.Join(fields, "; ") + " }"
	src := hostileSkill("type A "+st+"\n\ntype B "+st, "\tvar a A\n\tvar b B\n"+strings.Repeat("\tb = B(a)\n", 90000)+"\t_ = b\n")
	err := checkWithin(t, src, 2*time.Second)
	if err == nil || !strings.Contains(err.Error(), "walk through their types") || !strings.Contains(err.Error(), "conversion") {
		t.Fatalf("err = %.300v, want the walks refused", err)
	}
}

// A promoted field is found by reading, depth by depth, every field of
// every type embedded: 60,000 selections of a field three levels down
// structs of 4,000 fields each (730 KB) took the host's type checker
// 44 s. Vet counts what each such selection reads with the fields it
// bounds.
func TestPromotedReadsBounded(t *testing.T) {
	wide := func(prefix string, n int) string {
		var fields []string
		for i := range n {
			fields = append(fields, fmt.Sprintf("%s%d int", prefix, i))
		}
		return strings.Join(fields, "; ")
	}
	decls := "type A struct{ " + wide("f", 4000) + "; E }\n\ntype E struct{ " + wide("e", 4000) + "; E2 }\n\ntype E2 struct{ " + wide("g", 4000) + "; E3 }\n\ntype E3 struct{ z int }\n\nvar a A"
	src := hostileSkill(decls, "\tx := 0\n"+strings.Repeat("\tx += a.z\n", 60000)+"\ts += fmt.Sprint(x)\n")
	err := checkWithin(t, src, 2*time.Second)
	if err == nil || !strings.Contains(err.Error(), "far down long lists") || !strings.Contains(err.Error(), "f.go:") {
		t.Fatalf("err = %.300v, want the reads refused at a selection", err)
	}
}

// go/types checks that a map's key type is comparable at each map type
// written, walking the key's type every time: 35,000 of map[A]int(nil)
// with A a struct of 4,000 fields (950 KB) took the host's type checker
// 14 s. Vet counts them with the type walks it bounds.
func TestMapKeyWalksBounded(t *testing.T) {
	var fields []string
	for i := range 4000 {
		fields = append(fields, fmt.Sprintf("f%d int", i))
	}
	src := hostileSkill("type A struct{ "+strings.Join(fields, "; ")+" }", "\tn := 0\n"+strings.Repeat("\tn += len(map[A]int(nil))\n", 35000)+"\ts += fmt.Sprint(n)\n")
	err := checkWithin(t, src, 2*time.Second)
	if err == nil || !strings.Contains(err.Error(), "walk through their types") || !strings.Contains(err.Error(), "f.go:") {
		t.Fatalf("err = %.300v, want the walks refused at a map type", err)
	}
}

// A check of a value against an interface compares the signature of each
// method found with the interface's, part by part: a method taking an
// alias of a struct of 4,000 fields, found on a type whose method takes
// another alias of the same struct, walks both. 20,000 assignments with
// five such methods (226 KB) took the host's type checker 24 s. Vet
// counts the signatures with the type walks it bounds.
func TestMethodSignatureWalksBounded(t *testing.T) {
	var fields []string
	for i := range 4000 {
		fields = append(fields, fmt.Sprintf("f%d int", i))
	}
	st := "struct{ " + strings.Join(fields, "; ") + " }"
	var iface, methods strings.Builder
	iface.WriteString("type I interface {\n")
	for i := range 5 {
		fmt.Fprintf(&iface, "\tM%d(U1)\n", i)
		fmt.Fprintf(&methods, "func (T) M%d(U2) {}\n\n", i)
	}
	iface.WriteString("}\n\n")
	decls := "type U1 = " + st + "\n\ntype U2 = " + st + "\n\n" + iface.String() + "type T int\n\n" + methods.String() + "var t T"
	src := hostileSkill(decls, "\tvar i I\n"+strings.Repeat("\ti = t\n", 20000)+"\ts += fmt.Sprint(i)\n")
	err := checkWithin(t, src, 2*time.Second)
	if err == nil || !strings.Contains(err.Error(), "walk through their types") || !strings.Contains(err.Error(), "f.go:") {
		t.Fatalf("err = %.300v, want the walks refused at an assignment", err)
	}
}

// go/types compares each label with every goto to a later label not yet
// resolved: 38,000 gotos followed by as many labels (890 KB) took the
// host's type checker 4 to 8 s. Vet refuses them at the label that passes
// the bound; gotos back to labels already seen are resolved at once, and
// vet.
func TestGotosBounded(t *testing.T) {
	var fwd, back strings.Builder
	for i := range 38000 {
		fmt.Fprintf(&fwd, "\tgoto L%d\n", i)
	}
	for i := range 38000 {
		fmt.Fprintf(&fwd, "L%d:\n\t;\n", i)
		fmt.Fprintf(&back, "B%d:\n\tgoto B%d\n", i, i)
	}
	src := hostileSkill("", fwd.String()+"\ts += fmt.Sprint()\n")
	err := checkWithin(t, src, 2*time.Second)
	at := fmt.Sprintf("f.go:%d:1: this function's labels are compared with more than", 19+38000+2*(maxGotoPairs/38000))
	if err == nil || !strings.Contains(err.Error(), at) {
		t.Fatalf("err = %.300v, want the gotos refused at %q", err, at)
	}
	if err := checkWithin(t, hostileSkill("", "\tif len(s) > 0 {\n"+back.String()+"\t}\n\ts += fmt.Sprint()\n"), 5*time.Second); err != nil {
		t.Errorf("gotos back: %.300v", err)
	}
}

// go/types verifies the type arguments of each instance of a generic type
// written out against their constraints, walking them (comparable walks a
// struct's fields): 35,000 of []G[A](nil), A a struct of 4,000 fields
// (850 KB), took the host's type checker 16 s. Vet counts them with the
// type walks it bounds.
func TestInstanceWalksBounded(t *testing.T) {
	var fields []string
	for i := range 4000 {
		fields = append(fields, fmt.Sprintf("f%d int", i))
	}
	decls := "type A struct{ " + strings.Join(fields, "; ") + " }\n\ntype G[T comparable] struct{ x T }"
	src := hostileSkill(decls, "\tn := 0\n"+strings.Repeat("\tn += len([]G[A](nil))\n", 35000)+"\ts += fmt.Sprint(n)\n")
	err := checkWithin(t, src, 2*time.Second)
	if err == nil || !strings.Contains(err.Error(), "walk through their types") || !strings.Contains(err.Error(), "f.go:") {
		t.Fatalf("err = %.300v, want the walks refused at an instance", err)
	}
}

// An alias is its type spelt out: a value of one assigned to a variable
// of another alias of the same struct is compared with it part by part,
// as two unnamed struct types are. 10,000 such assignments of 4,000
// fields (156 KB) took the host's type checker 6.5 s; vet counted each
// alias as one node.
func TestAliasWalksBounded(t *testing.T) {
	var fields []string
	for i := range 4000 {
		fields = append(fields, fmt.Sprintf("f%d int", i))
	}
	st := "struct{ " + strings.Join(fields, "; ") + " }"
	decls := "type U1 = " + st + "\n\ntype U2 = " + st
	for name, body := range map[string]string{
		"assignments": strings.Repeat("\tx = y\n", 10000),
		"conversions": strings.Repeat("\tx = U1(y)\n", 10000),
	} {
		src := hostileSkill(decls, "\tvar x U1\n\tvar y U2\n"+body+"\ts += fmt.Sprint(x.f0)\n")
		err := checkWithin(t, src, 2*time.Second)
		if err == nil || !strings.Contains(err.Error(), "walk through their types") || !strings.Contains(err.Error(), "f.go:") {
			t.Errorf("%s: err = %.300v, want the walks refused at one", name, err)
		}
	}
}

// The rule on method clashes listed each generic type's instances by
// looking each up in the list so far: 33,000 instances written out (1 MB)
// took the host 9.5 s, the list's share growing with the square of the
// file.
func TestManyInstancesChecked(t *testing.T) {
	var decls strings.Builder
	decls.WriteString("type G[T any] struct{ x T }\n\n")
	for i := 0; decls.Len() < MaxSourceBytes-2000; i++ {
		fmt.Fprintf(&decls, "type N%d int\nvar _ G[N%d]\n", i, i)
	}
	if err := checkWithin(t, hostileSkill(decls.String(), "\ts += fmt.Sprint()"), 5*time.Second); err != nil {
		t.Fatal(err)
	}
}

// The rule on method clashes resolves an instance holding type
// parameters through each instantiation of the generic function around
// it: a function of 6,000 such instances, instantiated 30,000 times, is
// 180 million substitutions. Past a bound it takes any list of their
// length, as before it resolved them: the clash is found, and the method
// renamed.
func TestInstanceResolutionBounded(t *testing.T) {
	var decls, body strings.Builder
	decls.WriteString("type G[T any] struct{ x T }\n\nfunc (G[T]) Pop() {}\n\ntype H[T any] struct{ x T }\n\nfunc (H[T]) Pop() {}\n\nfunc F[T any]() {\n")
	for i := range 6000 {
		fmt.Fprintf(&decls, "\t_ = G[[%d]T]{}\n", i)
	}
	decls.WriteString("}\n")
	for i := 0; decls.Len()+body.Len() < MaxSourceBytes-4000; i++ {
		fmt.Fprintf(&body, "\tF[[%d]int]()\n", i)
	}
	body.WriteString("\t_ = H[[1]int]{}\n\ts += fmt.Sprint()\n")
	src := hostileSkill(decls.String(), body.String())
	if err := checkWithin(t, src, 5*time.Second); err != nil {
		t.Fatal(err)
	}
	u, err := Check("f.go", []byte(src))
	if err != nil || !strings.Contains(string(u.Code), "func (_ H[T]) _skillrun_m1_Pop() {}") {
		t.Fatalf("err = %.300v, want H's Pop renamed past the bound", err)
	}
}

// A chain of generic functions, each calling the next with a type
// argument naming its type parameter four times (func(T, T, T, T)),
// quadruples the resolved type arguments' text at each step (Go refuses
// a function doing it to itself): resolution is bounded by the text too
// (without, the check ran out of memory).
func TestInstanceResolutionTextBounded(t *testing.T) {
	decls := "type G[T any] struct{ x T }\n\nfunc (G[T]) Pop() {}\n\ntype H[T any] struct{ x T }\n\nfunc (H[T]) Pop() {}\n\n"
	var chain strings.Builder
	for i := range 12 {
		fmt.Fprintf(&chain, "func F%d[T any]() {\n\t_ = G[T]{}\n\tF%d[func(T, T, T, T)]()\n}\n\n", i, i+1)
	}
	chain.WriteString("func F12[T any]() { _ = G[T]{} }\n")
	var body strings.Builder
	for j := range 2000 {
		fmt.Fprintf(&body, "\tF0[[%d]int]()\n", j)
	}
	body.WriteString("\t_ = H[[1]int]{}\n\ts += fmt.Sprint()\n")
	if err := checkWithin(t, hostileSkill(decls+chain.String(), body.String()), 5*time.Second); err != nil {
		t.Fatal(err)
	}
}

// The select rewrite named each select's element types in the scope it
// found with go/types' Scope.Innermost, which looks at a scope's children
// one by one: a function of 25,000 selects (925 KB) took the host 7.4 s.
func TestManySelectsChecked(t *testing.T) {
	body := "\tc := make(chan int, 1)\n" + strings.Repeat("\tselect {\n\tcase c <- 1:\n\tdefault:\n\t}\n", 25000)
	if err := checkWithin(t, hostileSkill("", body+"\ts += fmt.Sprint()"), 3*time.Second); err != nil {
		t.Fatal(err)
	}
}

// A manifest's description, tags and schemas are its MCP tool's, carried
// by every tool listing: they were bounded only by the file (1 MiB), and
// a new skill serves unverified. Each is refused at its place, naming its
// size and the bound; the skills shipped here are far below them.
func TestManifestBounded(t *testing.T) {
	long := strings.Repeat("// Words and words and words.\n", 1000) // 30 KB
	var fields []string
	for i := range 400 {
		fields = append(fields, fmt.Sprintf("\t// F%d is described at length, %s.\n\tF%d int `json:\"f%d\"`", i, strings.Repeat("very ", 200), i, i))
	}
	var tags []string
	for i := range 100 {
		tags = append(tags, fmt.Sprintf("t%d", i))
	}
	run := "\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) { return nil, nil }\n"
	for _, c := range []struct{ name, src, want string }{
		{"description", long + "package s\n\nimport \"github.com/skillrun/skillrun/skills\"\n\ntype Args struct{}" + run,
			"f.go:1:1: the doc comment is 26999 bytes; a skill's description (its tool's, which every tool listing carries) is at most 16384"},
		{"schema", "// S.\npackage s\n\nimport \"github.com/skillrun/skillrun/skills\"\n\ntype Args struct{\n" + strings.Join(fields, "\n") + "\n}" + run,
			"f.go:6:6: the JSON Schema of Args (its fields, their tags and comments) is"},
		{"tags", "// S.\n//\n//skillrun:tags " + strings.Join(tags, ", ") + "\npackage s\n\nimport \"github.com/skillrun/skillrun/skills\"\n\ntype Args struct{}" + run,
			"f.go:3:1: 100 tags; a skill has at most 64"},
		{"tag", "// S.\n//\n//skillrun:tags ok, " + strings.Repeat("x", 100) + "\npackage s\n\nimport \"github.com/skillrun/skillrun/skills\"\n\ntype Args struct{}" + run,
			"f.go:3:1: tag \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\"... is 100 bytes; a tag is at most 64"},
	} {
		_, err := Check("f.go", []byte(c.src))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: err = %.300v; want %q", c.name, err, c.want)
		}
	}
}
