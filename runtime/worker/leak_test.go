package worker

import (
	"context"
	"flag"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/runtime/sandbox"
)

var leakRuns = flag.Int("leakruns", 10000, "runs in TestNoLeaks")

// TestNoLeaks runs thousands of mixed calls (good skills, skill panics,
// skill errors, worker-killing crashes and memory bombs, goroutine leaks
// that force recycling) and then checks that nothing is left: no
// processes, goroutines, file descriptors, scratch directories or cgroups.
func TestNoLeaks(t *testing.T) {
	n := *leakRuns
	if testing.Short() {
		n = 1000
	}
	ctx := context.Background()
	byName := map[string]hostile{}
	for _, h := range loadHostile(t) {
		byName[strings.TrimSuffix(filepath.Base(h.file), ".go")] = h
	}
	units := map[string]*check.Unit{}
	for _, name := range []string{"nil_map", "divide_by_zero", "panic_value", "fmt_width", "poison_sdk",
		"goroutine_leak", "memory_make", "panic_goroutine", "concurrent_map", "deep_recursion"} {
		u, err := check.Check(name+".go", byName[name].src)
		if err != nil {
			t.Fatal(err)
		}
		units[name] = u
	}
	units["counter"] = mustUnit(t, "counter", counterSkill)
	// Every 100 runs: 1 goroutine leak (recycle), 1 worker-killing crash,
	// 1 memory bomb; the rest are cheap outcomes.
	cheap := []string{"counter", "counter", "counter", "nil_map", "divide_by_zero", "panic_value", "fmt_width", "poison_sdk"}
	killers := []string{"panic_goroutine", "concurrent_map", "memory_make"}

	baseG := runtime.NumGoroutine()
	baseFD := countFDs(t)
	scratch := t.TempDir()
	p, err := New(ctx, Options{Size: 2, ScratchRoot: scratch, MaxCalls: 500})
	if err != nil {
		t.Fatal(err)
	}
	outcomes := map[string]int{}
	start := time.Now()
	for i := 0; i < n; i++ {
		name := cheap[i%len(cheap)]
		switch i % 100 {
		case 33:
			name = "goroutine_leak"
		case 66:
			name = killers[(i/100)%len(killers)]
		case 99:
			if i%1000 == 999 {
				name = "deep_recursion"
			}
		}
		_, err := p.Run(ctx, units[name], &sandbox.Request{Args: []byte(`{}`)})
		got := outcomeOf(err)
		if want := byName[name].want; name != "counter" && got != want {
			t.Fatalf("run %d (%s): outcome %s (%v); want %s", i, name, got, err, want)
		}
		outcomes[got]++
	}
	elapsed := time.Since(start)
	if err := p.WaitFull(ctx); err != nil {
		t.Fatal(err)
	}
	s := p.Stats()
	if kids := children(t); len(kids) != s.Size {
		t.Errorf("%d child processes of a full pool of %d: %v", len(kids), s.Size, kids)
	}
	if err := p.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	t.Logf("%d runs in %v (%v/run): outcomes %v; started %d workers, replaced %d, recycled %d",
		n, elapsed.Round(time.Millisecond), (elapsed / time.Duration(n)).Round(time.Microsecond), outcomes, s.Started, s.Replaced, s.Recycled)

	if kids := children(t); len(kids) != 0 {
		t.Errorf("processes left after Close: %v", kids)
	}
	deadline := time.Now().Add(5 * time.Second)
	for runtime.NumGoroutine() > baseG && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if g := runtime.NumGoroutine(); g > baseG {
		buf := make([]byte, 1<<16)
		t.Errorf("goroutines: %d before, %d after Close\n%s", baseG, g, buf[:runtime.Stack(buf, true)])
	}
	if fd := countFDs(t); fd > baseFD {
		t.Errorf("file descriptors: %d before, %d after Close", baseFD, fd)
	}
	if left, _ := os.ReadDir(scratch); len(left) != 0 {
		t.Errorf("scratch entries left: %v", left)
	}
	for _, ctl := range []string{"memory", "pids"} {
		left, _ := filepath.Glob(filepath.Join("/sys/fs/cgroup", ctl, "skillrun-"+strconv.Itoa(os.Getpid())+"-*"))
		if len(left) != 0 {
			t.Errorf("cgroups left: %v", left)
		}
	}
}

func countFDs(t testing.TB) int {
	ents, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		t.Fatal(err)
	}
	return len(ents)
}

// children lists the pids whose parent is this process (zombies included).
func children(t testing.TB) []int {
	ents, err := os.ReadDir("/proc")
	if err != nil {
		t.Fatal(err)
	}
	me := os.Getpid()
	var out []int
	for _, e := range ents {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		b, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		i := strings.LastIndexByte(string(b), ')')
		f := strings.Fields(string(b[i+1:]))
		if len(f) > 1 && f[1] == strconv.Itoa(me) {
			out = append(out, pid)
		}
	}
	return out
}
