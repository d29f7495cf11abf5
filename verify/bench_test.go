package verify_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/runtime/worker"
	"github.com/skillrun/skillrun/skills"
	"github.com/skillrun/skillrun/verify"
	"github.com/skillrun/skillrun/verify/verifytest"
)

const walkSteps = 2000

// walkNative is testdata/bench/walk compiled natively: the baseline.
func walkNative(env skills.Env, steps int) error {
	for i := 0; i < steps; i++ {
		obs, err := env.Observe()
		if err != nil {
			return err
		}
		if obs.String("east") != "air" {
			return fmt.Errorf("blocked at %d", obs.Int("x"))
		}
		out, err := env.Act(skills.Action{Name: "walk", Params: map[string]any{"dx": 1}})
		if err != nil {
			return err
		}
		if !out.OK {
			return fmt.Errorf("walk: %s", out.Reason)
		}
	}
	return nil
}

// worldEnv is a skills.Env over a World, for native runs.
type worldEnv struct {
	ctx context.Context
	w   skills.World
}

func (e worldEnv) Observe() (skills.Observation, error)        { return e.w.Observe(e.ctx) }
func (e worldEnv) Act(a skills.Action) (skills.Outcome, error) { return e.w.Act(e.ctx, a) }
func (e worldEnv) Log(string, ...any)                          {}
func (e worldEnv) Call(string, any) (skills.Result, error)     { return nil, skills.ErrNotFound }

// walkEpisode records the native walker in an air corridor.
func walkEpisode(tb testing.TB, steps int) memory.Episode {
	tb.Helper()
	w, err := verifytest.NewWorld(verifytest.Corridor("@"+strings.Repeat(".", steps), 0, 0))
	if err != nil {
		tb.Fatal(err)
	}
	rec := &verify.Recorder{World: w, Now: func() time.Time { return base }}
	if err := walkNative(worldEnv{context.Background(), rec}, steps); err != nil {
		tb.Fatal(err)
	}
	ok := true
	return memory.Episode{ID: "walk", Env: "corridor", Start: base, Success: &ok,
		Task: fmt.Sprintf(`walk {"steps":%d}`, steps), Steps: rec.Steps()}
}

func walkLib(tb testing.TB, exec sandbox.Executor) (*library.Library, *check.Unit) {
	tb.Helper()
	lib, err := library.Open("testdata/bench", library.Options{Executor: exec})
	if err != nil {
		tb.Fatal(err)
	}
	s, err := lib.Get("walk")
	if err != nil {
		tb.Fatal(err)
	}
	return lib, s.Unit
}

// BenchmarkReplay measures replay throughput in recorded steps per second:
// the walker compiled natively against a Replay (baseline), the replay's
// matching alone, and the interpreted walker verified in process and in an
// isolated worker. Run with -cpu 1 for the one-core figure.
func BenchmarkReplay(b *testing.B) {
	ep := walkEpisode(b, walkSteps)
	ctx := context.Background()
	report := func(b *testing.B) {
		b.ReportMetric(float64(walkSteps)*float64(b.N)/b.Elapsed().Seconds(), "steps/s")
	}
	b.Run("native", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			r, err := verify.NewReplay(&ep, verify.Tolerance{})
			if err != nil {
				b.Fatal(err)
			}
			if err := walkNative(worldEnv{ctx, r}, walkSteps); err != nil {
				b.Fatal(err)
			}
			if st, d, _ := r.Judge(nil); st != verify.Pass {
				b.Fatal(d)
			}
		}
		report(b)
	})
	b.Run("match_only", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			r, _ := verify.NewReplay(&ep, verify.Tolerance{})
			for i := range ep.Steps {
				if _, err := r.Act(ctx, ep.Steps[i].Action); err != nil {
					b.Fatal(err)
				}
			}
		}
		report(b)
	})
	run := func(b *testing.B, exec sandbox.Executor) {
		lib, unit := walkLib(b, exec)
		eps := []memory.Episode{ep}
		opts := verify.Options{Method: verify.MethodReplay, Parallel: 1}
		b.ReportAllocs()
		for b.Loop() {
			rep, err := verify.Episodes(ctx, lib, unit, eps, opts)
			if err != nil {
				b.Fatal(err)
			}
			if !rep.Verified() {
				b.Fatal(rep.Verdicts[0].Reason())
			}
		}
		report(b)
	}
	b.Run("inprocess", func(b *testing.B) { run(b, nil) })
	b.Run("isolated", func(b *testing.B) {
		pool, err := worker.New(ctx, worker.Options{Size: 1})
		if err != nil {
			b.Fatal(err)
		}
		defer pool.Close()
		run(b, pool)
	})
}

// walkLibAdvance opens the reference advance library on an executor.
func walkLibAdvance(tb testing.TB, exec sandbox.Executor) (*library.Library, *check.Unit) {
	tb.Helper()
	lib, err := library.Open("testdata/lib", library.Options{Executor: exec})
	if err != nil {
		tb.Fatal(err)
	}
	s, err := lib.Get("advance")
	if err != nil {
		tb.Fatal(err)
	}
	return lib, s.Unit
}

// versionFixture stores n corridor episodes (the recorded ones, cycled,
// under distinct ids) linked to the reference advance.
func versionFixture(b *testing.B, n int) (memory.Store, []memory.Episode) {
	b.Helper()
	rec := episodes(b)
	var eps []memory.Episode
	var ids []string
	for i := range n {
		ep := rec[i%len(rec)]
		ep.ID = fmt.Sprintf("%s-%03d", ep.ID, i)
		eps = append(eps, ep)
		ids = append(ids, ep.ID)
	}
	st := openStore(b, eps)
	_, ref := libWith(b, reference(b))
	ctx := context.Background()
	if err := verify.EnsureVersion(ctx, st, ref); err != nil {
		b.Fatal(err)
	}
	if err := st.Link(ctx, ref.Version(), memory.SupportedBy, ids...); err != nil {
		b.Fatal(err)
	}
	return st, eps
}

// BenchmarkVersion measures verifying a version against 20 and 200 linked
// episodes end to end (load from the SQLite store, re-simulate and replay
// in process or in a pool of two isolated workers, record the run), beside
// the baseline of only running the
// procedure once per episode in a fresh world.
func BenchmarkVersion(b *testing.B) {
	ctx := context.Background()
	for _, n := range []int{20, 200} {
		st, eps := versionFixture(b, n)
		lib, ref := libWith(b, reference(b))
		b.Run(fmt.Sprintf("episodes=%d/run_only", n), func(b *testing.B) {
			for b.Loop() {
				for i := range eps {
					var snap verifytest.Snapshot
					if err := json.Unmarshal(eps[i].Snapshot, &snap); err != nil {
						b.Fatal(err)
					}
					w, _ := verifytest.NewWorld(snap.Start)
					lib.RunUnit(ctx, ref, library.Request{Args: snap.Args, World: w}) //nolint:errcheck // failures are recorded outcomes
				}
			}
		})
		b.Run(fmt.Sprintf("episodes=%d/both_isolated", n), func(b *testing.B) {
			pool, err := worker.New(ctx, worker.Options{Size: 2})
			if err != nil {
				b.Fatal(err)
			}
			defer pool.Close()
			ilib, iref := walkLibAdvance(b, pool)
			opts := verify.Options{Simulators: registry(b), Method: verify.Both}
			for b.Loop() {
				rep, err := verify.Version(ctx, ilib, st, iref, opts)
				if err != nil {
					b.Fatal(err)
				}
				if !rep.Verified() {
					b.Fatal(rep.Verdicts)
				}
			}
		})
		for _, method := range []string{verify.Both, verify.MethodReplay} {
			b.Run(fmt.Sprintf("episodes=%d/%s", n, method), func(b *testing.B) {
				opts := verify.Options{Simulators: registry(b), Method: method}
				for b.Loop() {
					rep, err := verify.Version(ctx, lib, st, ref, opts)
					if err != nil {
						b.Fatal(err)
					}
					if !rep.Verified() || len(rep.Verdicts) != n {
						b.Fatalf("verified=%v with %d verdicts", rep.Verified(), len(rep.Verdicts))
					}
				}
			})
		}
	}
}
