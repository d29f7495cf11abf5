package worker

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/runtime/worker/workertest"
	"github.com/skillrun/skillrun/skills"
)

const honestSrc = `// Adds two numbers.
package honest

import "github.com/skillrun/skillrun/skills"

type Args struct{ A, B int }

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"sum": args.A + args.B}, nil
}
`

// honestCall runs an honest skill on p and checks its answer.
func honestCall(p *Pool) func(ctx context.Context) error {
	u, err := check.Check("honest.go", []byte(honestSrc))
	if err != nil {
		panic(err)
	}
	return func(ctx context.Context) error {
		resp, err := p.Run(ctx, u, &sandbox.Request{Args: []byte(`{"A":2,"B":3}`), Limits: skills.Limits{Timeout: 20 * time.Second}})
		if err != nil {
			return err
		}
		if got := fmt.Sprint(resp.Result["sum"]); got != "5" {
			return fmt.Errorf("honest sum = %s; want 5", got)
		}
		return nil
	}
}

// warm brings the host to the shape it has under attack (a few calls in
// flight at once, a prepare), so the baseline counts the threads the
// runtime keeps once it has them.
func warm(t *testing.T, p *Pool) {
	t.Helper()
	honest := honestCall(p)
	var wg sync.WaitGroup
	for i := 0; i < 4; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := honest(context.Background()); err != nil {
				t.Errorf("warm-up: %v", err)
			}
		}()
	}
	wg.Wait()
	u, _ := check.Check("honest.go", []byte(honestSrc))
	if err := p.Prepare(context.Background(), u); err != nil {
		t.Fatalf("Prepare(honest) = %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := p.WaitFull(ctx); err != nil {
		t.Fatal(err)
	}
}

// TestHostileInit prepares every candidate in testdata/hostile_init (the
// one door: package initialisation runs in a worker) and checks the exact
// outcome, that the host lives and keeps nothing of the attack, and that
// an honest call made meanwhile is answered.
func TestHostileInit(t *testing.T) {
	files, err := filepath.Glob("testdata/hostile_init/*.go")
	if err != nil || len(files) < 15 {
		t.Fatalf("%d hostile init skills (%v); want at least 15", len(files), err)
	}
	p := newTestPool(t, Options{Size: 2, Limits: skills.Limits{Timeout: 5 * time.Second, CPU: 10 * time.Second, MemoryBytes: 128 << 20}})
	warm(t, p)
	honest := honestCall(p)
	// Over the whole suite too: a leak of one thread or goroutine per
	// attack passes each case but not the sum.
	suite := workertest.Begin(t, 0, 0, nil)
	defer suite.End(t)
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		m := wantRE.FindSubmatch(src)
		if m == nil {
			t.Fatalf("%s: no // want: line", f)
		}
		want, substr := string(m[1]), strings.TrimSpace(string(m[2]))
		var lim skills.Limits
		if lm := limitRE.FindSubmatch(src); lm != nil {
			if lim, err = parseLimits(string(lm[1])); err != nil {
				t.Fatalf("%s: %v", f, err)
			}
		}
		t.Run(strings.TrimSuffix(filepath.Base(f), ".go"), func(t *testing.T) {
			u, err := check.Check(filepath.Base(f), src)
			if err != nil {
				t.Fatalf("Check: %v", err)
			}
			// The directives a file would carry: its manifest's limits.
			u.Manifest.Limits = lim
			g := workertest.Begin(t, 0, 50*time.Millisecond, honest)
			start := time.Now()
			err = p.Prepare(context.Background(), u)
			got := outcomeOf(err)
			t.Logf("%s after %v: %v", got, time.Since(start).Round(time.Millisecond), err)
			if got != want {
				t.Errorf("Prepare = %v (%s); want %s", err, got, want)
			}
			if substr != "" && (err == nil || !strings.Contains(err.Error(), substr)) {
				t.Errorf("Prepare = %v; want an error containing %q", err, substr)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
			defer cancel()
			if err := p.WaitFull(ctx); err != nil {
				t.Fatal(err)
			}
			g.End(t)
		})
	}
}
