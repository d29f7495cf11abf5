package library_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/runtime/worker"
)

// TestTreeCPU: a run in isolated workers reports its call tree's CPU
// time (Result.TreeCPU, which the gate compares a candidate's with the
// serving version's), except where a run in the tree compiled its
// version first: compiling is no part of what a version costs a call,
// and a callee compiled in one version's run and not the other's made
// the two incomparable.
func TestTreeCPU(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	skill := func(name, body string) string {
		return "// " + name + ".\npackage " + name + "\n\nimport \"github.com/skillrun/skillrun/skills\"\n\ntype Args struct{}\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) {\n" + body + "\n}\n"
	}
	const spin = "\tn := 0\n\tfor i := 0; i < 3000000; i++ {\n\t\tn += i % 7\n\t}\n"
	mustWrite(t, filepath.Join(dir, "solo.go"), skill("solo", spin+"\treturn skills.Result{\"n\": n}, nil"))
	mustWrite(t, filepath.Join(dir, "outer.go"), skill("outer", spin+"\tif _, err := env.Call(\"inner\", map[string]any{}); err != nil {\n\t\treturn nil, err\n\t}\n\treturn skills.Result{\"n\": n}, nil"))
	mustWrite(t, filepath.Join(dir, "inner.go"), skill("inner", spin+"\treturn skills.Result{\"n\": n}, nil"))
	pool, err := worker.New(ctx, worker.Options{Size: 1})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = pool.Close() })
	lib, err := library.Open(dir, library.Options{Executor: pool})
	if err != nil {
		t.Fatal(err)
	}
	run := func(name, what string) *library.Result {
		t.Helper()
		res, err := lib.Run(ctx, name, library.Request{})
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		return res
	}
	if res := run("solo", "solo's first run"); res.TreeCPU != 0 {
		t.Errorf("solo's first run (its version compiled in it) reports %v of CPU; want 0, not measured", res.TreeCPU)
	}
	// Once the worker holds the version, the run's CPU is measured.
	if res := run("solo", "solo's second run"); res.TreeCPU <= 0 || res.TreeCPU < res.CPU {
		t.Errorf("solo's second run reports %v of CPU (its own %v); want it measured", res.TreeCPU, res.CPU)
	}
	// The caller held by its worker, a new version of the callee, which
	// no worker holds: compiled in this run, so not measured.
	for range 3 {
		run("outer", "outer")
	}
	src, err := os.ReadFile(filepath.Join(dir, "inner.go"))
	if err != nil {
		t.Fatal(err)
	}
	u, err := check.Check(filepath.Join(dir, "inner.go"), []byte(strings.Replace(string(src), "// inner.", "// inner, again.", 1)))
	if err != nil {
		t.Fatal(err)
	}
	lib.Swap(u)
	if res := run("outer", "the run with a new callee"); res.TreeCPU != 0 {
		t.Errorf("a run whose callee compiled reports %v of CPU; want 0, not measured", res.TreeCPU)
	}
}
