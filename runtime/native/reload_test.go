package native

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/skills"
)

func calcVersion(k int) string {
	return fmt.Sprintf(`// Doubles x (version %d).
package calc

import "github.com/skillrun/skillrun/skills"

type Args struct {
	X int `+"`json:\"x\"`"+`
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	y := 0
	for i := 0; i < 2; i++ {
		y += args.X
	}
	return skills.Result{"y": y, "k": %d}, nil
}
`, k, k)
}

// TestHotReloadWithTierUps is the hot-reload stress with the native tier
// on: callers keep calling a skill that is rewritten every second while
// its versions tier up after a few calls. No call fails or sees a wrong
// result, calls reach the native tier, and versions replaced before their
// build was proved never serve natively.
func TestHotReloadWithTierUps(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a native binary per version")
	}
	b := testBuilder(t)
	dir := t.TempDir()
	path := filepath.Join(dir, "calc.go")
	if err := os.WriteFile(path, []byte(calcVersion(0)), 0o644); err != nil {
		t.Fatal(err)
	}
	var tiers sync.Map // version -> last tier event
	x := NewExecutor(interpPool(t), Options{Builder: b, Calls: 20, Eligible: func(*check.Unit) bool { return true },
		Proof: ProofOptions{Generated: 4}, OnEvent: func(ev Event) { tiers.Store(ev.Version, ev.Tier) }})
	defer x.Close()
	lib, err := library.Open(dir, library.Options{Executor: x})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	watchDone := make(chan error, 1)
	go func() {
		watchDone <- lib.Watch(ctx, library.WatchOptions{Lifecycle: library.Lifecycle{Policy: library.PromoteAlways}, Debounce: 15 * time.Millisecond})
	}()
	var calls, failures atomic.Int64
	callCtx, stopCalls := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	for g := 0; g < 3; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; callCtx.Err() == nil; i++ {
				xv := i % 7
				res, err := lib.Run(callCtx, "calc", library.Request{Args: []byte(fmt.Sprintf(`{"x":%d}`, xv))})
				if callCtx.Err() != nil {
					return
				}
				calls.Add(1)
				if err != nil || skills.Num(res.Result["y"]) != float64(2*xv) {
					failures.Add(1)
					t.Errorf("call x=%d: %v, %v", xv, res, err)
					return
				}
				time.Sleep(2 * time.Millisecond)
			}
		}()
	}
	deadline := time.Now().Add(3 * time.Minute)
	for k := 1; k <= 6; k++ {
		time.Sleep(time.Second)
		if err := os.WriteFile(path, []byte(calcVersion(k)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// Let the last version reach the serving slot and tier up under load,
	// then serve natively for a while. Native calls of earlier versions do
	// not count: on a fast machine they pass any fixed number before the
	// last version's build is proved.
	lastNative := func() bool {
		s, err := lib.Get("calc")
		if err != nil || !strings.Contains(string(s.Unit.Source), "version 6)") {
			return false
		}
		tier, _ := x.TierOf(s.Unit)
		return tier == Native
	}
	for !lastNative() && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	base := x.Calls()[Native]
	for x.Calls()[Native] < base+50 && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	stopCalls()
	wg.Wait()
	cancel()
	<-watchDone
	c := x.Calls()
	native := 0
	tiers.Range(func(_, v any) bool {
		if v.(Tier) == Native {
			native++
		}
		return true
	})
	t.Logf("%d calls (%v), %d versions reached the native tier", calls.Load(), c, native)
	if failures.Load() != 0 || c[Native] < 50 || native == 0 {
		t.Errorf("%d failed calls, calls per tier %v, %d native versions; want none failed and native calls", failures.Load(), c, native)
	}
	s, err := lib.Get("calc")
	if err != nil {
		t.Fatal(err)
	}
	if tier, why := x.TierOf(s.Unit); tier != Native {
		t.Errorf("serving version's tier %s (%s); want native", tier, why)
	}
}
