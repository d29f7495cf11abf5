package check

import (
	"errors"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/skills"
)

// TestDeferPanicsRewrite: a function with more than one defer statement
// (or one in a loop) raises last the panic a deferred call caught, each
// deferred literal catches its own panic, a recover() directly in one
// answers the caught panic first, and a deferred call of a named
// function, a method, a function value or a builtin becomes a literal
// that catches and then calls, its arguments passed to it. A function
// with one defer is left alone. Lines do not move.
func TestDeferPanicsRewrite(t *testing.T) {
	for _, tt := range []struct {
		name, imports, decls string
		want                 []string
	}{
		{"literals", "", "func f() (r any) {\n\tdefer func() { r = recover() }()\n\tdefer func() { panic(\"second\") }()\n\treturn nil\n}",
			[]string{"\tvar _skillrun_panicked1 any; defer func() { if _skillrun_panicked1 != nil { panic(_skillrun_panicked1) } }(); defer func() {",
				`_skillrun_panicked1 = _skillrun_plain.Caught(_skillrun_r2, "10:2") } }(); r = _skillrun_plain.Recovered(_skillrun_pending(&_skillrun_panicked1, recover())) }()`,
				`defer func() { defer func() { if _skillrun_r3 := recover(); _skillrun_r3 != nil { _skillrun_panicked1 = _skillrun_plain.Caught(_skillrun_r3, "11:2") } }(); panic("second") }()`}},
		{"named function, variadic", "", "func g(s string, xs ...int) {}\n\nfunc f() {\n\tdefer g(\"a\", 1, 2)\n\tdefer g(\"b\")\n}",
			[]string{`defer func(_skillrun_x0 string, _skillrun_x1 []int) { defer func() {`,
				`} }(); g(_skillrun_x0, _skillrun_x1...) }("a", []int{1, 2})`,
				`g(_skillrun_x0, _skillrun_x1...) }("b", nil)`}},
		{"method, function value, builtins", "", "type res struct{}\n\nfunc (r *res) close(n int) {}\n\ntype closer interface{ close(int) }\n\nfunc f(c closer, fn func(int), ch chan int) {\n\tr := &res{}\n\tdefer r.close(1)\n\tdefer c.close(2)\n\tdefer fn(3)\n\tdefer close(ch)\n\tdefer panic(\"x\")\n}",
			[]string{`defer func(_skillrun_f func(n int), _skillrun_x0 int) {`, `_skillrun_f(_skillrun_x0) }(_skillrun_keep__Pres(r).close, 1)`,
				`defer func(_skillrun_recv closer, _skillrun_x0 int) {`, `_skillrun_recv.close(_skillrun_x0) }(c, 2)`,
				`_skillrun_f(_skillrun_x0) }(_skillrun_keep_func_u28_int_u29_(fn), 3)`,
				`defer func(_skillrun_x chan int) {`, `close(_skillrun_x) }(ch)`,
				`defer func(_skillrun_x any) {`, `panic(_skillrun_x) }("x")`}},
		{"in a loop", "", "func f() {\n\tfor range 3 {\n\t\tdefer func() {}()\n\t}\n}",
			[]string{"var _skillrun_panicked1 any; defer func() { if _skillrun_panicked1 != nil { panic(_skillrun_panicked1) } }(); for"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			src := stateSkill(tt.imports, tt.decls, "\t_ = args")
			u, err := Check("x.go", []byte(src))
			if err != nil {
				t.Fatalf("Check: %v\n%s", err, src)
			}
			for _, want := range tt.want {
				if !strings.Contains(string(u.Code), want) {
					t.Errorf("normalised source lacks\n%s\n---\n%s", want, u.Code)
				}
			}
			code := string(u.Code)
			runKeepsItsLine(t, src, code)
		})
	}
	src := stateSkill("", "func f() {\n\tdefer func() { panic(1) }()\n}", "\t_ = args")
	u, err := Check("x.go", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(u.Code), "_skillrun_panicked") {
		t.Errorf("a function with one defer was rewritten:\n%s", u.Code)
	}
}

// TestDeferPanicsRefused: among other deferred calls, vet refuses the
// ones whose recover() the rewrite would hide (a call of the skill's
// function that calls recover() itself; a call of a function value when
// the file has such a function), a call whose arguments are one call's
// results, each at its defer statement.
func TestDeferPanicsRefused(t *testing.T) {
	for _, tt := range []struct{ name, imports, decls, want string }{
		{"named function that recovers", "", "func catch(err *error) {\n\tif r := recover(); r != nil {\n\t\t*err = nil\n\t}\n}\n\nfunc f() (err error) {\n\tdefer catch(&err)\n\tdefer func() {}()\n\treturn nil\n}",
			"16:2: a panic in this deferred call would skip the calls deferred before it"},
		{"method that recovers", "", "type t struct{}\n\nfunc (t) catch() { recover() }\n\nfunc f(v t) {\n\tdefer v.catch()\n\tdefer func() {}()\n}",
			"14:2: a panic in this deferred call"},
		{"function value with a recovering function in the file", "", "func catch() { recover() }\n\nfunc f(fn func()) {\n\tdefer fn()\n\tdefer func() {}()\n}",
			"12:2: a panic in this deferred call"},
		{"several results", "", "func two() (int, int) { return 1, 2 }\n\nfunc g(a, b int) {}\n\nfunc f() {\n\tdefer g(two())\n\tdefer func() {}()\n}",
			"14:2: a panic in this deferred call"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			src := stateSkill(tt.imports, tt.decls, "\t_ = args")
			_, err := Check("x.go", []byte(src))
			if !errors.Is(err, skills.ErrVet) || !strings.Contains(err.Error(), "x.go:"+tt.want) {
				t.Errorf("Check = %v; want x.go:%s\n%s", err, tt.want, src)
			}
		})
	}
}

// TestDeferPanicUnnameable: a deferred call the rewrite cannot wrap is
// refused naming the type it would have to write and why it cannot (it
// said "would name a type it cannot", whichever type it was).
func TestDeferPanicUnnameable(t *testing.T) {
	vetRefuses(t, "\t\"fmt\"\n\t\"strings\"\n", "", "\tvar b strings.Builder\n\tdefer fmt.Println(\"a\")\n\tdefer fmt.Fprintf(&b, \"x\")",
		`would name io.Writer, which it cannot here (the file does not import "io")`, "16:2: a panic in this deferred call")
}
