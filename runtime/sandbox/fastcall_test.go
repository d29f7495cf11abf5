package sandbox

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/runtime/sandbox/sandboxtest"
	"github.com/skillrun/skillrun/skills"
)

// both compiles src twice: with the direct entry and through reflection.
func both(t *testing.T, src string) (direct, reflected *Program) {
	t.Helper()
	return compileWith(t, src, Options{}), compileWith(t, src, Options{ReflectCall: true})
}

// usesDirect reports whether p's runs take the direct entry.
func usesDirect(t *testing.T, p *Program) bool {
	t.Helper()
	inst, err := p.get()
	if err != nil {
		t.Fatal(err)
	}
	defer p.put(inst)
	return inst.direct != nil
}

// outcome renders a run for comparison: the result or detections as JSON,
// the error text, and what was printed.
func outcome(resp *Response, err error) string {
	if err != nil {
		return "error: " + err.Error()
	}
	b, _ := json.Marshal(resp)
	return string(b)
}

// TestDirectCall runs skills through the direct entry and through yaegi's
// reflection wrapper and wants the same outcome from both, run after run:
// results, closures over the entry's locals that outlive it, pointers to
// locals, goroutines, defer and recover on named results, panics with
// their positions, argument errors, the environment, recursion.
func TestDirectCall(t *testing.T) {
	tests := []struct {
		name string
		body string
		args []string
		imp  []string
	}{
		{"add", `return skills.Result{"n": args.N + 1}, nil`, []string{`{"n":1}`, `{}`, `{"n":-7}`}, nil},
		{"closure", `c := 0
	inc := func() int { c += args.N; return c }
	inc()
	inc()
	kept := st.addKeep(inc)
	return skills.Result{"c": c, "again": inc(), "kept": kept}, nil`, []string{`{"n":2}`, `{"n":3}`, `{"n":4}`}, nil},
		{"earlier closures keep their own frames", `v := args.N
	var got []int
	for _, f := range st.addF(func() int { return v }) {
		got = append(got, f())
	}
	return skills.Result{"got": got}, nil`, []string{`{"n":1}`, `{"n":2}`, `{"n":3}`}, nil},
		{"pointer to local", `x := args.N
	p := &x
	*p *= 10
	sum := 0
	for _, q := range st.addLast(p) {
		sum += *q
	}
	return skills.Result{"x": x, "sum": sum}, nil`, []string{`{"n":1}`, `{"n":2}`}, nil},
		{"goroutines", `ch := make(chan int)
	for i := range args.N {
		go func() { ch <- i * i }()
	}
	s := 0
	for range args.N {
		s += <-ch
	}
	return skills.Result{"s": s}, nil`, []string{`{"n":5}`, `{"n":0}`}, nil},
		{"defer recover named", `return named(args.N)`, []string{`{"n":0}`, `{"n":1}`}, nil},
		{"panic position", `var xs []int
	return skills.Result{"x": xs[args.N]}, nil`, []string{`{"n":3}`}, nil},
		{"skill error", `return nil, fmt.Errorf("gap of %d is too wide", args.N)`, []string{`{"n":4}`}, []string{"fmt"}},
		{"bad args", `return skills.Result{}, nil`, []string{`{"n":"x"}`, `{"m":1}`, `[1]`}, nil},
		{"env", `_, err := env.Act(skills.Action{Name: "dig"})
	env.Log("dug %d", args.N)
	return skills.Result{"err": err.Error()}, nil`, []string{`{}`}, nil},
		{"output", `fmt.Println("n is", args.N)
	return nil, nil`, []string{`{"n":9}`}, []string{"fmt"}},
		{"recursion", `return skills.Result{"fib": fib(args.N)}, nil`, []string{`{"n":15}`}, nil},
	}
	const helpers = `
// st keeps closures and pointers from call to call: through a pointer
// and its methods, which the checker's rule against writing package
// variables does not follow (a skill that means to keep state can), so
// the entry must keep each call's frames apart all the same.
var st = &store{}

type store struct {
	keep []func() int
	fs   []func() int
	last []*int
}

func (s *store) addKeep(f func() int) int { s.keep = append(s.keep, f); return len(s.keep) }

func (s *store) addF(f func() int) []func() int { s.fs = append(s.fs, f); return s.fs }

func (s *store) addLast(p *int) []*int { s.last = append(s.last, p); return s.last }

func named(n int) (res skills.Result, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = errors.New(r.(string))
			res = skills.Result{"recovered": true}
		}
	}()
	if n == 1 {
		panic("boom")
	}
	return skills.Result{"n": n}, nil
}

func fib(n int) int {
	if n < 2 {
		return n
	}
	return fib(n-1) + fib(n-2)
}
`
	ctx := context.Background()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			direct, reflected := both(t, procedure(tt.body, append([]string{"errors"}, tt.imp...)...)+helpers)
			if !usesDirect(t, direct) {
				t.Fatal("the direct entry is not in use")
			}
			if usesDirect(t, reflected) {
				t.Fatal("ReflectCall: the direct entry is in use")
			}
			for round := range 3 {
				for _, a := range tt.args {
					got := outcome(direct.Run(ctx, &Request{Args: []byte(a)}))
					want := outcome(reflected.Run(ctx, &Request{Args: []byte(a)}))
					if got != want {
						t.Errorf("round %d, args %s:\ndirect    %s\nreflected %s", round, a, got, want)
					}
				}
			}
		})
	}
}

// TestDirectCallDetector: detectors take the direct entry too.
func TestDirectCallDetector(t *testing.T) {
	direct, reflected := both(t, `// Finds the frame.
package d

import "github.com/skillrun/skillrun/detectors"

type Args struct {
	Label string `+"`json:\"label\"`"+`
}

func Detect(f *detectors.Frame, args Args) ([]detectors.Detection, error) {
	b := f.Img.Bounds()
	return []detectors.Detection{{Label: args.Label, Score: 1, Box: b}}, nil
}
`)
	if !usesDirect(t, direct) {
		t.Fatal("the direct entry is not in use")
	}
	frame := &detectors.Frame{Img: image.NewRGBA(image.Rect(0, 0, 4, 3))}
	req := &Request{Args: []byte(`{"label":"blaze"}`), Frame: frame}
	got := outcome(direct.Run(context.Background(), req))
	want := outcome(reflected.Run(context.Background(), req))
	if got != want || !strings.Contains(got, "blaze") {
		t.Errorf("direct %s\nreflected %s", got, want)
	}
}

// TestUnnamedParameters: yaegi gives an unnamed parameter no frame slot
// (its own wrapper then writes the arguments into the first locals); the
// normaliser names them _, so both entries see the locals zeroed.
func TestUnnamedParameters(t *testing.T) {
	direct, reflected := both(t, `package u

import "github.com/skillrun/skillrun/skills"

type Args struct {
	A int `+"`json:\"a\"`"+`
}

func Run(skills.Env, Args) (skills.Result, error) {
	var e skills.Env
	var a Args
	return skills.Result{"nil env": e == nil, "a": a.A}, nil
}
`)
	if !usesDirect(t, direct) {
		t.Fatal("the direct entry is not in use")
	}
	for _, p := range []*Program{direct, reflected} {
		if got := result(t, p, `{"a":5}`); got != `{"a":0,"nil env":true}` {
			t.Errorf("result = %s", got)
		}
	}
}

// TestDirectCallStops: a run on the direct entry is stopped at its
// deadline, in a loop and blocked on a channel, and the program runs again.
func TestDirectCallStops(t *testing.T) {
	p := compile(t, procedure(`if args.N == 1 {
		for {
		}
	}
	if args.N == 2 {
		<-make(chan int)
	}
	return skills.Result{"ok": true}, nil`))
	if !usesDirect(t, p) {
		t.Fatal("the direct entry is not in use")
	}
	for _, n := range []int{1, 2} {
		_, err := p.Run(context.Background(), &Request{Args: []byte(fmt.Sprintf(`{"n":%d}`, n)), Limits: skills.Limits{Timeout: 50 * time.Millisecond}})
		if !errors.Is(err, skills.ErrTimeout) {
			t.Errorf("n=%d: %v; want a timeout", n, err)
		}
		if got := result(t, p, `{}`); got != `{"ok":true}` {
			t.Errorf("after n=%d: %s", n, got)
		}
	}
}

// TestDirectCallAllocations: the direct entry saves the reflection
// wrapper's allocations (a count, not a time: it does not depend on load).
func TestDirectCallAllocations(t *testing.T) {
	direct, reflected := both(t, sandboxtest.AddSource)
	req := &Request{Args: sandboxtest.AddArgs}
	ctx := context.Background()
	count := func(p *Program) float64 {
		return testing.AllocsPerRun(200, func() {
			if _, err := p.Run(ctx, req); err != nil {
				t.Fatal(err)
			}
		})
	}
	d, r := count(direct), count(reflected)
	t.Logf("allocations per run: direct %.0f, reflected %.0f", d, r)
	if d > r-15 {
		t.Errorf("direct entry: %.0f allocations per run, reflection %.0f; want at least 15 fewer", d, r)
	}
}
