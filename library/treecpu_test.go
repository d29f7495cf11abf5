package library_test

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/runtime/worker"
)

// TestTreeCPU: a run in isolated workers reports its call tree's CPU
// time (Result.TreeCPU, which the gate compares a candidate's with the
// serving version's) without what its workers spent compiling versions
// they did not hold: compiling is no part of what a version costs a
// call, and a version compiled in one run and not in another (a fresh
// worker, a nested call's) made honest runs look far slower, or, left
// unmeasured, let a rewrite that burns CPU pass. A skill that is long to
// compile and quick to run: its first run's CPU is mostly compiling,
// its tree's CPU is not.
func TestTreeCPU(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	var b strings.Builder
	b.WriteString("// Long to compile, quick to run.\npackage long\n\nimport \"github.com/skillrun/skillrun/skills\"\n\ntype Args struct{}\n\n")
	for i := range 1500 {
		fmt.Fprintf(&b, "func f%d(x int) int {\n\tif x > %d {\n\t\treturn x - %d\n\t}\n\treturn x + %d\n}\n\n", i, i, i, i)
	}
	b.WriteString("func Run(env skills.Env, args Args) (skills.Result, error) { return skills.Result{\"n\": f7(3)}, nil }\n")
	mustWrite(t, filepath.Join(dir, "long.go"), b.String())
	pool, err := worker.New(ctx, worker.Options{Size: 1})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = pool.Close() })
	lib, err := library.Open(dir, library.Options{Executor: pool})
	if err != nil {
		t.Fatal(err)
	}
	run := func(what string) *library.Result {
		t.Helper()
		res, err := lib.Run(ctx, "long", library.Request{})
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		t.Logf("%s: the call's CPU %v, of it compiling %v; the tree's CPU %v", what, res.CPU, res.CompileCPU, res.TreeCPU)
		return res
	}
	first := run("the first run")
	if first.CompileCPU <= 0 || first.TreeCPU <= 0 || first.TreeCPU > first.CPU-first.CompileCPU+first.CPU/10 {
		t.Errorf("the first run (which compiled the version): the call's CPU %v, of it compiling %v, the tree's %v; want the tree's measured, without the compiling", first.CPU, first.CompileCPU, first.TreeCPU)
	}
	second := run("the second run")
	if second.CompileCPU > time.Millisecond || second.TreeCPU <= 0 {
		t.Errorf("the second run: compiling %v, the tree's CPU %v; want no compiling (the worker holds the version), and the tree's measured", second.CompileCPU, second.TreeCPU)
	}
	if first.CompileCPU < 10*second.TreeCPU {
		t.Errorf("compiling (%v) is not much more than a run (%v): the skill does not tell compiling from running", first.CompileCPU, second.TreeCPU)
	}
}
