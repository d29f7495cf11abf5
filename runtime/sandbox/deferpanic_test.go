package sandbox

import (
	"context"
	_ "embed"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/skills"
)

//go:embed deferpanicskill_test.go
var deferPanicSource string

// TestDeferPanic: a panic raised in a deferred call replaces the one
// under way (if any) and the calls deferred before it still run, where
// recover() answers the latest panic, as in compiled Go: several deferred
// calls panicking in turn, the body's panic replaced, deferred calls that
// are not function literals (a named function, methods, a closure
// variable, an interface's method, generic, variadic and standard
// library functions, the builtins panic and close), defers in loops,
// nested functions, named results set by the recovering call, and
// runtime errors. The interpreter left its loop of deferred calls at the
// panic: the calls deferred before it never ran, and the run crashed.
func TestDeferPanic(t *testing.T) {
	runsAsCompiled(t, deferPanicSource, "dpRun", dpRun)
}

//go:embed rangeptrskill_test.go
var rangePtrSource string

// TestRangeArrayPointer: a range over a pointer to an array reads the
// elements through the pointer (a write in the loop is seen), counts to
// the array's length with only a key even for a nil pointer, and panics
// for a nil pointer with a value, as compiled Go does. The interpreter
// crashed ("reflect: call of reflect.Value.Int on array Value").
func TestRangeArrayPointer(t *testing.T) {
	runsAsCompiled(t, rangePtrSource, "rpRun", rpRun)
}

// deferCrashSkill panics, unrecovered, in a deferred call of a function
// with two (n=1 in it, n=2 in a function it calls) or in the body (n=3).
const deferCrashSkill = `package s

import (
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	N int ` + "`json:\"n\"`" + `
}

func deep(m map[int]int) {
	m[1] = 2
}

func two(n int) {
	defer fmt.Sprint("x")
	defer func() {
		if n == 1 {
			panic("direct")
		}
		if n == 2 {
			deep(nil)
		}
	}()
	if n == 3 {
		panic("body")
	}
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	two(args.N)
	return skills.Result{}, nil
}
`

// TestDeferPanicCrash: a panic in a deferred call that nothing recovers
// crashes the run with its value, placed at the defer statement (or
// where it left a function deeper down); a panic of the body is placed
// on the body's first line, as the interpreter places it unrewritten.
func TestDeferPanicCrash(t *testing.T) {
	p := compile(t, deferCrashSkill)
	for _, tt := range []struct {
		n         int
		pos, text string
	}{
		{1, "skill.go:19:2:", "panic: direct"},
		{2, "skill.go:14:", "panic: assignment to entry in nil map"},
		{3, "skill.go:18:", "panic: body"},
	} {
		_, err := p.Run(context.Background(), &Request{Args: []byte(fmt.Sprintf(`{"n":%d}`, tt.n))})
		if !errors.Is(err, skills.ErrCrash) || !strings.HasPrefix(err.Error(), tt.pos) || !strings.HasSuffix(err.Error(), tt.text) {
			t.Errorf("n=%d: Run = %v; want a crash at %s ending %q", tt.n, err, tt.pos, tt.text)
		}
	}
}
