package sandbox

import (
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/skills"
)

// panicSkill panics with what case args.N picks.
const panicSkill = `package s

import (
	"strconv"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	N int ` + "`json:\"n\"`" + `
}

type myErr struct{ code int }

func (e myErr) Error() string { return "my error " + strconv.Itoa(e.code) }

type ptrErr struct{ op string }

func (e *ptrErr) Error() string { return "failed: " + e.op }

type name struct{ first, last string }

func (n name) String() string { return n.first + " " + n.last }

type state struct {
	n    int
	Tags []string
	Who  name
}

type dir int

type loops struct{ n int }

func (l *loops) Error() string {
	for {
		l.n++
	}
}

type boom struct{}

func (boom) Error() string { panic("Error panics") }

func Run(env skills.Env, args Args) (skills.Result, error) {
	var nilState *state
	e := myErr{code: 4}
	var err error = myErr{code: 5}
	switch args.N {
	case 0:
		panic(myErr{code: 3})
	case 1:
		panic(&ptrErr{op: "open"})
	case 2:
		panic(name{"Ada", "Lovelace"})
	case 3:
		panic(&state{n: 0, Tags: []string{"a"}, Who: name{"B", "C"}})
	case 4:
		panic(state{n: 7})
	case 5:
		panic(dir(3))
	case 6:
		panic(nilState)
	case 7:
		panic(e)
	case 8:
		panic(boom{})
	case 9:
		panic(&loops{})
	case 10:
		panic("text")
	case 11:
		panic(err)
	}
	return skills.Result{"recovered": recovered()}, nil
}

// recovered recovers each kind of value and says what it got.
func recovered() []string {
	var out []string
	for i := range 4 {
		out = append(out, catch(i))
	}
	return out
}

func catch(i int) (got string) {
	defer func() {
		r := recover()
		switch v := r.(type) {
		case *state:
			got = "*state " + strconv.Itoa(v.n)
		case myErr:
			got = "myErr " + strconv.Itoa(v.code)
		case *ptrErr:
			got = "*ptrErr " + v.op
		case string:
			got = "string " + v
		}
	}()
	switch i {
	case 0:
		panic(&state{n: 5})
	case 1:
		panic(myErr{code: 6})
	case 2:
		panic(&ptrErr{op: "read"})
	case 3:
		panic("s")
	}
	return ""
}
`

// TestPanicOwnType: a panic with a value of the skill's own type is
// reported as Go's runtime reports it (its Error text, its String, or
// its type and value), at the panic call, and the skill recovers the
// value it panicked with. It was reported as the interpreter's value
// ("panic: {3}", "panic: &{0}") at the enclosing function.
func TestPanicOwnType(t *testing.T) {
	p := compile(t, panicSkill)
	tests := []struct {
		n         int
		msg, line string
	}{
		{0, "panic: my error 3", "skill.go:51:3"},
		{1, "panic: failed: open", "skill.go:53:3"},
		{2, "panic: Ada Lovelace", "skill.go:55:3"},
		{3, "panic: &s.state{n:0 Tags:[a] Who:B C}", "skill.go:57:3"},
		{4, "panic: s.state{n:7 Tags:[] Who: }", "skill.go:59:3"},
		{5, "panic: s.dir(3)", "skill.go:61:3"},
		{6, "panic: (*s.state)(nil)", "skill.go:63:3"},
		{7, "panic: my error 4", "skill.go:65:3"},
		{8, "panic: {} [panic while printing the panic value: Error panics]", "skill.go:67:3"},
		// Built-in values keep their report.
		{10, "panic: text", "skill.go:46:"},
		{11, "panic: my error 5", "skill.go:46:"},
	}
	for _, tt := range tests {
		_, err := p.Run(context.Background(), &Request{Args: []byte(fmt.Sprintf(`{"n":%d}`, tt.n))})
		if !errors.Is(err, skills.ErrCrash) || !strings.HasSuffix(err.Error(), "skill crashed: "+tt.msg) || !strings.HasPrefix(err.Error(), tt.line) {
			t.Errorf("n=%d: Run = %v; want a crash at %s ending %q", tt.n, err, tt.line, tt.msg)
		}
	}
	// An Error method that never returns is stopped by the run's
	// deadline, as compiled Go, printing the panic, never ends.
	_, err := p.Run(context.Background(), &Request{Args: []byte(`{"n":9}`), Limits: skills.Limits{Timeout: 200 * time.Millisecond}})
	if !errors.Is(err, skills.ErrTimeout) {
		t.Errorf("n=9: Run = %v; want a timeout", err)
	}
	if got := result(t, p, `{"n":-1}`); got != `{"recovered":["*state 5","myErr 6","*ptrErr read","string s"]}` {
		t.Errorf("recovered: %s", got)
	}
}

//go:embed recoverskill_test.go
var recoverSkillSource string

// TestRecoverOwnType: what a skill recovers from a panic with a value of
// its own type is that value, as compiled Go gives it: it matches case
// error or case fmt.Stringer before its own type's case, and asserts to
// error. The value went through the sandbox's compiled code (so that the
// panic is reported as Go reports it), and came back without the skill's
// methods: r.(error) answered false, and a type switch took its own
// type's case or none.
func TestRecoverOwnType(t *testing.T) {
	runsAsCompiled(t, recoverSkillSource, "rcRun", rcRun)
}

//go:embed runtimeerrskill_test.go
var runtimeErrSkill string

// TestRecoveredRuntimeErrors: a run-time panic the interpreter raises
// through reflect (an index out of range, a nil pointer's field, a failed
// assertion) is recovered as Go's runtime error, not reflect's string, so
// r.(error) holds as in compiled Go.
func TestRecoveredRuntimeErrors(t *testing.T) {
	runsAsCompiled(t, runtimeErrSkill, "reRun", reRun)
}

//go:embed foreignskill_test.go
var foreignSkill string

// TestForeignAssert: values of the skill's types, and of other packages'
// types without the methods, asserted from an any to the skill's
// interfaces and to interfaces written out, answer as in compiled Go
// (with foreignAssert's rewrite in front of each).
func TestForeignAssert(t *testing.T) { runsAsCompiled(t, foreignSkill, "faRun", faRun) }

// TestForeignAssertStops: a value of another package's type with the
// interface's methods, which the interpreter would assert as false where
// Go answers true, stops the run with an error at the assertion that says
// so, in a comma-ok assertion, with one result, and in a type switch.
func TestForeignAssertStops(t *testing.T) {
	for _, tc := range []struct{ name, decls, body, pos string }{
		{"comma_ok", "", "\tvar v any = fmt.Errorf(\"x: %w\", errors.New(\"base\"))\n\t_, ok := v.(interface{ Unwrap() error })\n\treturn skills.Result{\"ok\": ok}, nil", "19:14"},
		{"named", "type lener interface{ Len() int }", "\tvar v any = &strings.Builder{}\n\tn := 0\n\tif _, ok := v.(lener); ok {\n\t\tn = 1\n\t}\n\treturn skills.Result{\"n\": n}, nil", "20:17"},
		{"type_switch", "type lener interface{ Len() int }", "\tvar v any = &strings.Builder{}\n\tswitch x := v.(type) {\n\tcase lener:\n\t\treturn skills.Result{\"n\": x.Len()}, nil\n\t}\n\treturn skills.Result{\"n\": -1}, nil", "20:7"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := "package s\n\nimport (\n\t\"errors\"\n\t\"fmt\"\n\t\"strings\"\n\n\t\"github.com/skillrun/skillrun/skills\"\n)\n\nvar _, _, _ = errors.New, fmt.Sprint, strings.Repeat\n\ntype Args struct{}\n\n" +
				tc.decls + "\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) {\n" + tc.body + "\n}\n"
			p := compile(t, src)
			_, err := p.Run(context.Background(), &Request{Args: []byte(`{}`)})
			if err == nil || !errors.Is(err, skills.ErrCrash) || !strings.Contains(err.Error(), "the interpreter cannot (it would answer false, where Go answers true)") {
				t.Fatalf("run: %v; want a crash saying the interpreter cannot assert it", err)
			}
			if !strings.Contains(err.Error(), ":"+tc.pos+":") {
				t.Errorf("run: %v; want it at %s", err, tc.pos)
			}
		})
	}
}

//go:embed fmtanyskill_test.go
var fmtAnySkill string

// TestFmtOfAny: the skill's values printed through an any (a Stringer
// inside a struct, unexported fields, nested containers) print as in
// compiled Go.
func TestFmtOfAny(t *testing.T) { runsAsCompiled(t, fmtAnySkill, "faFmtRun", faFmtRun) }

//go:embed deferargsskill_test.go
var deferArgsSkill string

// TestDeferArgs: a deferred call runs with the function, receiver and
// arguments it had at the defer statement (the interpreter read them
// when the function returned), and a closure made in a function with
// deferred calls can be called from them (the interpreter hung).
func TestDeferArgs(t *testing.T) {
	done := make(chan struct{})
	go func() {
		defer close(done)
		runsAsCompiled(t, deferArgsSkill, "daRun", daRun)
	}()
	select {
	case <-done:
	case <-time.After(time.Minute):
		t.Fatal("the skill did not return in a minute: a deferred call hung")
	}
}

//go:embed nilassert_test.go
var nilAssertSource string

// TestNilInterfaceAssert: a nil interface value asserted to another
// package's interface with methods (error, fmt.Stringer, heap.Interface,
// sort.Interface), in the comma-ok form, answers false as in Go, and the
// one-result form panics as Go's does. The interpreter crashed ("reflect:
// call of reflect.Value.Type on zero Value") on each: v, ok :=
// recover().(error) when nothing panicked, a map's missing entry, a
// nil error asserted to fmt.Stringer, and a type switch's case error
// that vet rewrites into such an assertion.
func TestNilInterfaceAssert(t *testing.T) {
	runsAsCompiled(t, nilAssertSource, "naRun", naRun)
}

// runsAsCompiled runs source, a file of this package, as a skill whose
// Run returns run's result (named name in it), and wants the result
// compiled Go gives.
func runsAsCompiled(t *testing.T, source, name string, run func() skills.Result) {
	t.Helper()
	src := strings.Replace(source, "package sandbox", "package s", 1) +
		"\ntype Args struct{}\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) { return " + name + "(), nil }\n"
	p := compile(t, src)
	want, err := json.Marshal(run())
	if err != nil {
		t.Fatal(err)
	}
	if got := result(t, p, `{}`); got != string(want) {
		t.Errorf("result\n got %s\nwant %s (compiled Go's)", got, want)
	}
}
