// Package workertest holds test helpers for code that contains hostile
// skills: a guard that checks a host process survives an attack without
// keeping what the attack cost, while an honest call is answered.
package workertest

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"
	"time"
)

// Usage is what a process holds at one moment.
type Usage struct {
	RSS        int64 // resident memory, bytes
	Threads    int   // OS threads
	Goroutines int   // goroutines (this process only; 0 for another)
}

// Of reads the usage of process pid from /proc (0: this process).
func Of(pid int) (Usage, error) {
	path := "/proc/self/status"
	if pid != 0 {
		path = "/proc/" + strconv.Itoa(pid) + "/status"
	}
	f, err := os.Open(path)
	if err != nil {
		return Usage{}, err
	}
	defer f.Close()
	var u Usage
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		k, v, ok := strings.Cut(sc.Text(), ":")
		if !ok {
			continue
		}
		fs := strings.Fields(v)
		if len(fs) == 0 {
			continue
		}
		n, _ := strconv.ParseInt(fs[0], 10, 64)
		switch k {
		case "VmRSS":
			u.RSS = n << 10
		case "Threads":
			u.Threads = int(n)
		}
	}
	if pid == 0 {
		u.Goroutines = runtime.NumGoroutine()
	}
	return u, sc.Err()
}

// MaxRSSGrowth is how much a host may grow over one attack.
const MaxRSSGrowth = 64 << 20

// ThreadSlack is how many more OS threads a host may have after an attack
// than before: the Go runtime keeps the threads it started (for a blocking
// read of a worker's pipe, say) idle rather than ending them, so the count
// never goes down; a leak grows it with every attack, past any slack.
const ThreadSlack = 3

// Guard watches a host process across one attack.
type Guard struct {
	pid    int
	base   Usage
	honest chan error
	start  time.Time
}

// Begin records the host's baseline (pid 0: this process) and, when
// honest is set, makes an honest call after delay, concurrently with the
// attack the caller runs next.
func Begin(t testing.TB, pid int, delay time.Duration, honest func(ctx context.Context) error) *Guard {
	t.Helper()
	base, err := Of(pid)
	if err != nil {
		t.Fatalf("host usage: %v", err)
	}
	g := &Guard{pid: pid, base: base, start: time.Now()}
	if honest != nil {
		g.honest = make(chan error, 1)
		go func() {
			time.Sleep(delay)
			ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
			defer cancel()
			g.honest <- honest(ctx)
		}()
	}
	return g
}

// End checks, after the attack: the host is alive, the honest call was
// answered, the host grew by less than MaxRSSGrowth, and its goroutines
// and threads came back to the baseline (threads within ThreadSlack; waiting up to 15 seconds for
// replacements and stragglers to settle).
func (g *Guard) End(t testing.TB) {
	t.Helper()
	if g.honest != nil {
		if err := <-g.honest; err != nil {
			t.Errorf("honest call during the attack: %v", err)
		}
	}
	if g.pid == 0 {
		// What the host keeps, not garbage the collector has not returned.
		runtime.GC()
		debug.FreeOSMemory()
	}
	var now Usage
	var err error
	deadline := time.Now().Add(15 * time.Second)
	for {
		now, err = Of(g.pid)
		if err != nil {
			t.Fatalf("host gone after the attack: %v", err)
		}
		settled := now.Threads <= g.base.Threads+ThreadSlack && (g.pid != 0 || now.Goroutines <= g.base.Goroutines)
		if settled || time.Now().After(deadline) {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if now.Threads > g.base.Threads+ThreadSlack {
		t.Errorf("host threads %d after the attack; %d before", now.Threads, g.base.Threads)
	}
	if g.pid == 0 && now.Goroutines > g.base.Goroutines {
		buf := make([]byte, 1<<16)
		n := runtime.Stack(buf, true)
		t.Errorf("host goroutines %d after the attack; %d before\n%s", now.Goroutines, g.base.Goroutines, buf[:n])
	}
	if grew := now.RSS - g.base.RSS; grew >= MaxRSSGrowth {
		t.Errorf("host RSS grew by %s over the attack (%s -> %s)", mib(grew), mib(g.base.RSS), mib(now.RSS))
	}
}

func mib(n int64) string { return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20)) }
