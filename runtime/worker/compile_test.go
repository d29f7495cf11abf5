package worker

import (
	"bytes"
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/skills"
)

// TestCompileStuckEndsWorker: a version the interpreter never finishes
// compiling (generic functions that call each other, reached from a
// method of a generic type of two type parameters, which vet refuses:
// here given to the worker past vet) is refused at the compile bound,
// as a proposal's Prepare and as a call, naming the cause; the worker
// whose goroutine still compiles is retired, and the pool serves the
// next call. Before, each call burned its CPU limit (30 s
// by default) and failed naming the CPU.
func TestCompileStuckEndsWorker(t *testing.T) {
	src, err := os.ReadFile("testdata/hostile/compile_loop.go")
	if err != nil {
		t.Fatal(err)
	}
	// Vet refuses the method's call of even (the one form known): the
	// method calls a function that does not recurse, and its compiled
	// code is then given the call vet would refuse, as a form vet does
	// not know would reach the interpreter.
	const refused, vetted = "return even(k, 3)", "return even2(k)"
	u, err := check.Check("compile_loop.go", append(bytes.Replace(src, []byte(refused), []byte(vetted), 1),
		"\nfunc even2[K comparable](k K) bool { return true }\n"...))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(u.Code, []byte(vetted)) {
		t.Fatalf("normalised code lacks %q", vetted)
	}
	u.Code = bytes.Replace(u.Code, []byte(vetted), []byte(refused), 1)
	p := newTestPool(t, Options{Size: 1, PrepareTimeout: 2 * time.Second, Limits: skills.Limits{Timeout: 2 * time.Second, CPU: 20 * time.Second}})
	ctx := context.Background()
	start := time.Now()
	err = p.Prepare(ctx, u)
	if err == nil || !strings.Contains(err.Error(), "did not finish compiling the skill in 1.5s") {
		t.Fatalf("Prepare = %v; want the compile bound named", err)
	}
	if d := time.Since(start); d > 15*time.Second {
		t.Errorf("Prepare took %v", d) // a bound on a hang, not a measure
	}
	if s := p.Stats(); s.Recycled < 1 {
		t.Errorf("stats %+v: the worker still compiling was not retired", s)
	}
	_, err = p.Run(ctx, u, &sandbox.Request{Args: []byte(`{}`)})
	if err == nil || !strings.Contains(err.Error(), "did not finish compiling") {
		t.Fatalf("Run = %v; want the compile bound named", err)
	}
	if s := p.Stats(); s.Recycled < 2 {
		t.Errorf("stats %+v: the worker still compiling was not retired", s)
	}
	ok, err := check.Check("ok.go", []byte("package ok\n\nimport \"github.com/skillrun/skillrun/skills\"\n\ntype Args struct{}\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) {\n\treturn skills.Result{\"ok\": true}, nil\n}\n"))
	if err != nil {
		t.Fatal(err)
	}
	resp, err := p.Run(ctx, ok, &sandbox.Request{Args: []byte(`{}`)})
	if err != nil || resp.Result["ok"] != true {
		t.Fatalf("a call after: %v, %v", resp, err)
	}
}
