package worker

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/skills"
)

// hoardLink is link i of a chain of skills: it allocates and touches mib
// MiB, keeps them, then calls link i+1 (the last returns).
func hoardLink(prefix string, i, last, mib int) string {
	call := "\treturn skills.Result{\"depth\": " + strconv.Itoa(i) + ", \"kept\": len(hoard)}, nil"
	if i < last {
		call = fmt.Sprintf("\tr, err := env.Call(%q, nil)\n\tif err != nil {\n\t\treturn nil, err\n\t}\n\tr[\"kept%d\"] = len(hoard)\n\treturn r, nil", fmt.Sprintf("%s%d", prefix, i+1), i)
	}
	return skill(fmt.Sprintf("%s%d", prefix, i), fmt.Sprintf("Link %d: keeps %d MiB while it calls the next.\n//\n//skillrun:memory 256MiB", i, mib), "",
		fmt.Sprintf("\tvar hoard [][]byte\n\tfor n := 0; n < %d; n++ {\n\t\tb := make([]byte, 1<<20)\n\t\tfor j := 0; j < len(b); j += 4096 {\n\t\t\tb[j] = 1\n\t\t}\n\t\thoard = append(hoard, b)\n\t}\n", mib)+call)
}

// TestCallTreeMemory: a call tree's memory is one budget, its top-level
// call's limit, enforced by the kernel. A chain of six skills, each
// allowed 256 MiB and keeping 100 MiB while it calls the next, held 600
// MiB in six workers when each nested call had its own limit; now the
// tree fails with a memory error and the pool's memory cgroup never holds
// much more than the 256 MiB beyond its idle workers. A chain that fits
// (three links of 24 MiB) runs, and so does the same chain again: the
// budget is the tree's, not the pool's.
func TestCallTreeMemory(t *testing.T) {
	dir := t.TempDir()
	for i := 0; i < 6; i++ {
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("hog%d.go", i)), []byte(hoardLink("hog", i, 5, 100)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for i := 0; i < 3; i++ {
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("fit%d.go", i)), []byte(hoardLink("fit", i, 2, 24)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// fan: eight goroutines each call a 100 MiB hog at once; loop: fifty
	// nested calls in a row, each taking 80 MiB and giving it back.
	extra := map[string]string{
		"fan":   skill("fan", "Calls a hog from eight goroutines at once.", "", "\tdone := make(chan error, 8)\n\tfor i := 0; i < 8; i++ {\n\t\tgo func() {\n\t\t\t_, err := env.Call(\"hog5\", nil)\n\t\t\tdone <- err\n\t\t}()\n\t}\n\tok := 0\n\tfor i := 0; i < 8; i++ {\n\t\tif <-done == nil {\n\t\t\tok++\n\t\t}\n\t}\n\treturn skills.Result{\"ok\": ok}, nil"),
		"loop":  skill("loop", "Calls a callee fifty times in a row.", "", "\tfor i := 0; i < 50; i++ {\n\t\tif _, err := env.Call(\"eat80\", nil); err != nil {\n\t\t\treturn nil, err\n\t\t}\n\t}\n\treturn skills.Result{\"calls\": 50}, nil"),
		"eat80": strings.Replace(hoardLink("eat", 0, 0, 80), "package eat0", "package eat80", 1),
	}
	for name, src := range extra {
		if err := os.WriteFile(filepath.Join(dir, name+".go"), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	p := newTestPool(t, Options{Size: 2})
	if !p.enforcesMemory() {
		t.Fatal("this machine gives the pool no memory cgroup; the budget cannot be enforced (see skillrun doctor)")
	}
	lib, err := library.Open(dir, library.Options{Executor: p})
	if err != nil {
		t.Fatal(err)
	}
	if probs := lib.Problems(); len(probs) > 0 {
		t.Fatalf("library problems: %v", probs[0].Msg)
	}
	usage := func() int64 {
		b, err := os.ReadFile(filepath.Join(p.cg.memDir, "memory.usage_in_bytes"))
		if err != nil {
			b, err = os.ReadFile(filepath.Join(p.cg.memDir, "memory.current"))
		}
		if err != nil {
			t.Fatalf("the pool's memory use: %v", err)
		}
		n, _ := strconv.ParseInt(strings.TrimSpace(string(b)), 10, 64)
		return n
	}
	run := func(name string) (skills.Result, int64, error) {
		idle := usage()
		var peak atomic.Int64
		stop := make(chan struct{})
		sampled := make(chan struct{})
		go func() {
			defer close(sampled)
			for {
				if u := usage(); u > peak.Load() {
					peak.Store(u)
				}
				select {
				case <-stop:
					return
				case <-time.After(time.Millisecond):
				}
			}
		}()
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		defer cancel()
		res, err := lib.Run(ctx, name, library.Request{})
		close(stop)
		<-sampled
		var r skills.Result
		if res != nil && res.Response != nil {
			r = res.Result
		}
		return r, peak.Load() - idle, err
	}

	r, grew, err := run("fit0")
	t.Logf("fit: %v %v; the pool grew by %d MiB at most", r, err, grew>>20)
	if err != nil || fmt.Sprint(r["depth"]) != "2" {
		t.Fatalf("a chain that fits its budget: %v, %v; want it to reach depth 2", r, err)
	}

	r, grew, err = run("hog0")
	t.Logf("hog: %v; the pool grew by %d MiB at most", err, grew>>20)
	// The link that found the budget spent failed with a memory error;
	// the links above returned it as their own error (skills.Returned).
	if err == nil || !strings.Contains(err.Error(), "resource limit exceeded: memory: the call tree's memory budget (256MiB") {
		t.Errorf("a chain past its budget: %v, %v; want the memory budget's error", r, err)
	}
	// The tree's 256 MiB, plus what the workers that start for it need
	// before their limits apply and the slack each waiting caller keeps.
	if limit := int64(256<<20) + 6*lendSlack; grew > limit {
		t.Errorf("the pool held %d MiB more than idle during one call tree; its budget is 256 MiB", grew>>20)
	}

	r, _, err = run("fit0")
	if err != nil || fmt.Sprint(r["depth"]) != "2" {
		t.Fatalf("the fitting chain again: %v, %v; want depth 2 (the budget is per tree)", r, err)
	}

	// Nested calls from many goroutines are served one at a time: the
	// tree still never holds more than its budget.
	r, grew, err = run("fan")
	t.Logf("fan: %v %v; the pool grew by %d MiB at most", r, err, grew>>20)
	if limit := int64(256<<20) + 2*lendSlack; grew > limit {
		t.Errorf("eight concurrent nested calls held %d MiB more than idle; the tree's budget is 256 MiB", grew>>20)
	}
	// What a callee takes it gives back: fifty calls in a row all fit.
	r, _, err = run("loop")
	if err != nil || fmt.Sprint(r["calls"]) != "50" {
		t.Errorf("fifty nested calls in a row: %v, %v; want all fifty (the budget must not leak)", r, err)
	}
}

// TestCallTreeCPU: a call tree's CPU time is one budget, its top-level
// call's limit, as its memory is. Each nested call had its own CPU limit,
// so a skill that called burners in a loop (each well under its own
// limit) used 64 s of CPU under a 3 s ceiling. Now the burners draw on
// the tree's second: a loop of twenty stops after a few, whether its
// caller returns the error (loop), goes on regardless and reports success
// (shrug), or calls from eight goroutines at once (fan); a tree that fits
// runs, twice (the budget is the tree's, not the pool's). Budgets are
// counted in burners measured here, with room for the load to move them.
func TestCallTreeCPU(t *testing.T) {
	const burn = "\tx := 0\n\tfor i := 0; i < 4000000; i++ {\n\t\tx = x*31 + 7\n\t}\n\treturn skills.Result{\"x\": x}, nil"
	srcs := map[string]string{
		// Each burner may use 30 s on its own (its manifest), far more
		// than the tree's second.
		"burner": skill("burner", "Burns about a tenth of a second of CPU.\n//\n//skillrun:cpu 30s", "", burn),
		"loop":   skill("loop", "Calls the burner twenty times, returning the first error.", "", "\tfor i := 0; i < 20; i++ {\n\t\tif _, err := env.Call(\"burner\", nil); err != nil {\n\t\t\treturn nil, err\n\t\t}\n\t}\n\treturn skills.Result{\"calls\": 20}, nil"),
		"shrug":  skill("shrug", "Calls the burner twenty times whatever it answers.", "", "\tok := 0\n\tfor i := 0; i < 20; i++ {\n\t\tif _, err := env.Call(\"burner\", nil); err == nil {\n\t\t\tok++\n\t\t}\n\t}\n\treturn skills.Result{\"ok\": ok}, nil"),
		"fan":    skill("fan", "Calls the burner from eight goroutines, three times each.", "", "\tdone := make(chan int, 8)\n\tfor g := 0; g < 8; g++ {\n\t\tgo func() {\n\t\t\tok := 0\n\t\t\tfor i := 0; i < 3; i++ {\n\t\t\t\tif _, err := env.Call(\"burner\", nil); err == nil {\n\t\t\t\t\tok++\n\t\t\t\t}\n\t\t\t}\n\t\t\tdone <- ok\n\t\t}()\n\t}\n\tok := 0\n\tfor g := 0; g < 8; g++ {\n\t\tok += <-done\n\t}\n\treturn skills.Result{\"ok\": ok}, nil"),
		"fits":   skill("fits", "Calls the burner twice.", "", "\tfor i := 0; i < 2; i++ {\n\t\tif _, err := env.Call(\"burner\", nil); err != nil {\n\t\t\treturn nil, err\n\t\t}\n\t}\n\treturn skills.Result{\"calls\": 2}, nil"),
	}
	dir := t.TempDir()
	for name, src := range srcs {
		if err := os.WriteFile(filepath.Join(dir, name+".go"), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	p := newTestPool(t, Options{Size: 2})
	lib, err := library.Open(dir, library.Options{Executor: p})
	if err != nil {
		t.Fatal(err)
	}
	if probs := lib.Problems(); len(probs) > 0 {
		t.Fatalf("library problems: %v", probs[0].Msg)
	}
	run := func(name string, cpu time.Duration) (*library.Result, error) {
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
		defer cancel()
		return lib.Run(ctx, name, library.Request{Limits: skills.Limits{CPU: cpu, Timeout: 2 * time.Minute}})
	}
	// What one burner costs here, to size the tree's budget in burners.
	res, err := run("burner", 0)
	if err != nil {
		t.Fatal(err)
	}
	one := res.CPU
	if one <= 0 {
		t.Fatalf("the burner's CPU time was not measured (%v)", one)
	}
	budget := 4 * one
	t.Logf("one burner: %v of CPU; the trees get %v", one, budget)
	// At most the calls the budget pays for finish; with a budget per
	// call all twenty did.
	finished := func(inv *skills.Invocation) (n int) {
		for _, c := range inv.Calls {
			if c.Error == "" {
				n++
			}
		}
		return n
	}
	for _, name := range []string{"loop", "shrug", "fan"} {
		res, err := run(name, budget)
		if !errors.Is(err, skills.ErrCPU) || !strings.Contains(err.Error(), "the run and the skills it called used") {
			t.Errorf("%s: %v; want the call tree's CPU error", name, err)
		}
		if res == nil || res.Invocation == nil {
			t.Fatalf("%s: no invocation", name)
		}
		// A burner's CPU time varies with the load beside it (two
		// threads of one core share it), so a few more than four may
		// finish; twenty did with a budget per call.
		if n := finished(res.Invocation); n > 8 {
			t.Errorf("%s: %d burners finished under a budget of four", name, n)
		}
		t.Logf("%s: %d burners finished, %d calls; %v", name, finished(res.Invocation), len(res.Invocation.Calls), err)
	}
	// Two burners under a budget of eight: room for the load to slow
	// them (CI once measured a burner at 155 ms, then two at 622 ms).
	for range 2 {
		res, err := run("fits", 2*budget)
		if err != nil || fmt.Sprint(res.Result["calls"]) != "2" {
			t.Fatalf("a tree within its budget: %v; want two calls", err)
		}
	}
}
