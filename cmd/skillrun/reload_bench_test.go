package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime/pprof"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/examples/minecraft/scenario"
	"github.com/skillrun/skillrun/gate"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/library/builtin"
	"github.com/skillrun/skillrun/memory"
	memopen "github.com/skillrun/skillrun/memory/open"
	"github.com/skillrun/skillrun/runtime/executor"
)

// BenchmarkSaveToServing measures hot reload end to end: the time from
// saving a new version of bridge_north (103 lines) to its serving, through
// the watcher, check, compile, and verification by re-simulation against
// 20 linked episodes. Goal: p50 ≤ 100 ms.
//
// Each sub-benchmark (in process, isolated workers) runs two watchers side
// by side on two copies of the library and saves to them in turn, so noise
// falls on both alike. The baseline is hot reload as it was: every change
// judged after the 100 ms debounce (WatchOptions.IgnoreClose, the portable
// behaviour) and every episode read from the store for every version. The
// measured one judges a file as soon as its writer closes it and keeps the
// episodes it read (verify.EpisodeCache). Metrics: p50/p95 of
// each, the ratio of the p50s, and the measured watcher's phases (save →
// compiled, compiled → verified, verified → serving). BENCH_CPUPROFILE=FILE
// profiles the timed part only.
func BenchmarkSaveToServing(b *testing.B) {
	ctx := context.Background()
	tmp := b.TempDir()
	db := filepath.Join(tmp, "memory.db")
	devnull, _ := os.Open(os.DevNull)
	stdout := os.Stdout
	os.Stdout = devnull
	for range 20 {
		if code := run([]string{"example", "minecraft", "--world", "voxel", "-s", "lava_gap", "--memory", db}); code != 0 {
			os.Stdout = stdout
			b.Fatalf("recording the lava gap exited %d", code)
		}
	}
	os.Stdout = stdout
	store, err := memopen.Store(ctx, db, memopen.Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer store.Close()
	for _, iso := range []string{"inprocess", "process"} {
		b.Run(iso, func(b *testing.B) {
			base := startReloadWatcher(b, store, filepath.Join(tmp, iso+"-base"), db, iso, true)
			closed := startReloadWatcher(b, store, filepath.Join(tmp, iso+"-close"), db, iso, false)
			if f := os.Getenv("BENCH_CPUPROFILE"); f != "" {
				out, err := os.Create(iso + "-" + f)
				if err != nil {
					b.Fatal(err)
				}
				if err := pprof.StartCPUProfile(out); err != nil {
					b.Fatal(err)
				}
				defer func() { pprof.StopCPUProfile(); out.Close() }()
			}
			b.ResetTimer()
			for i := range b.N {
				// Alternate which goes first, so neither always follows the other.
				if i%2 == 0 {
					base.save(b, i)
					closed.save(b, i)
				} else {
					closed.save(b, i)
					base.save(b, i)
				}
			}
			b.StopTimer()
			bp50, bp95 := percentiles(base.total)
			p50, p95 := percentiles(closed.total)
			b.ReportMetric(ms(bp50), "debounce-p50-ms")
			b.ReportMetric(ms(bp95), "debounce-p95-ms")
			b.ReportMetric(ms(p50), "p50-ms")
			b.ReportMetric(ms(p95), "p95-ms")
			b.ReportMetric(float64(p50)/float64(bp50), "p50/debounce-p50")
			c50, _ := percentiles(closed.compiled)
			v50, _ := percentiles(closed.verified)
			s50, _ := percentiles(closed.served)
			b.ReportMetric(ms(c50), "to-compiled-p50-ms")
			b.ReportMetric(ms(v50), "verify-p50-ms")
			b.ReportMetric(ms(s50), "to-serving-p50-ms")
		})
	}
}

// reloadWatcher is one library under watch, saved to by the benchmark.
type reloadWatcher struct {
	path    string
	orig    string
	changes chan timedChange
	// Per save: total latency and its phases.
	total, compiled, verified, served []time.Duration
}

type timedChange struct {
	library.Change
	at time.Time
}

func startReloadWatcher(b *testing.B, store memory.Store, dir, db, isolation string, baseline bool, wrap ...func(executor.Executor) executor.Executor) *reloadWatcher {
	b.Helper()
	if err := scenario.WriteSkills(dir); err != nil {
		b.Fatal(err)
	}
	a := &app{lib: dir, memory: db, isolation: isolation}
	b.Cleanup(a.close)
	if len(wrap) > 0 {
		// The library's executor, wrapped (prepare_bench_test.go).
		exec, err := a.executor()
		if err != nil {
			b.Fatal(err)
		}
		bs, err := builtin.All(false)
		if err != nil {
			b.Fatal(err)
		}
		if a.library, err = library.Open(dir, library.Options{Executor: wrap[0](exec), Builtins: bs}); err != nil {
			b.Fatal(err)
		}
	}
	lib, err := a.openLibrary()
	if err != nil {
		b.Fatal(err)
	}
	w := &reloadWatcher{path: filepath.Join(dir, "bridge_north", "bridge_north.go"), changes: make(chan timedChange, 64)}
	orig, err := os.ReadFile(w.path)
	if err != nil {
		b.Fatal(err)
	}
	w.orig = string(orig)
	b.Cleanup(lib.Subscribe(func(c library.Change) {
		if c.Skill == "bridge_north" {
			w.changes <- timedChange{c, time.Now()}
		}
	}))
	sims, err := a.simRegistry()
	if err != nil {
		b.Fatal(err)
	}
	// The baseline reads every episode from memory, as before the episode cache.
	g := gate.New(gate.Options{Library: lib, Store: store, Simulators: sims, NoCache: baseline})
	if err := g.Provision(context.Background()); err != nil {
		b.Fatal(err)
	}
	lc := g.Lifecycle()
	wctx, cancel := context.WithCancel(context.Background())
	done := make(chan error)
	go func() {
		done <- lib.Watch(wctx, library.WatchOptions{Lifecycle: lc, Debounce: 100 * time.Millisecond, IgnoreClose: baseline})
	}()
	b.Cleanup(func() { cancel(); <-done })
	time.Sleep(200 * time.Millisecond)
	return w
}

// save writes version i and waits until it serves.
func (w *reloadWatcher) save(b *testing.B, i int) {
	b.Helper()
	src := strings.Replace(w.orig, "// Bridge north over a gap", fmt.Sprintf("// Bridge north over a gap (save %d)", i), 1)
	start := time.Now()
	if err := os.WriteFile(w.path, []byte(src), 0o644); err != nil {
		b.Fatal(err)
	}
	var compiled, verified time.Time
	for {
		select {
		case c := <-w.changes:
			switch c.Kind {
			case library.Compiled:
				compiled = c.at
			case library.Verified:
				verified = c.at
				if !strings.HasPrefix(c.Detail, "verified 20/20") {
					b.Fatalf("save %d: verification = %q; want 20/20 episodes", i, c.Detail)
				}
			case library.Rejected:
				b.Fatalf("save %d rejected: %s", i, c.Detail)
			case library.Updated:
				if compiled.IsZero() || verified.IsZero() {
					b.Fatalf("save %d served without being compiled and verified", i)
				}
				w.total = append(w.total, c.at.Sub(start))
				w.compiled = append(w.compiled, compiled.Sub(start))
				w.verified = append(w.verified, verified.Sub(compiled))
				w.served = append(w.served, c.at.Sub(verified))
				// Let the decision be recorded before the next save.
				time.Sleep(20 * time.Millisecond)
				return
			}
		case <-time.After(60 * time.Second):
			b.Fatalf("save %d never served", i)
		}
	}
}

func percentiles(d []time.Duration) (p50, p95 time.Duration) {
	s := append([]time.Duration(nil), d...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	return s[len(s)/2], s[len(s)*95/100]
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
