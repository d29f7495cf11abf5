package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"sync"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/runtime/native"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/runtime/worker"
	"github.com/skillrun/skillrun/verify"
)

// nativeTier is the native tier over the worker pool: with --native-after
// N a version promoted with a verdict tiers up after N calls; a version
// proved native before (skillrun tier) serves its cached binary at once.
type nativeTier struct {
	x *native.Executor
	// lib is the library whose subscribers (watch's log, the web view's
	// live stream) hear of each tier change; set once it is open.
	lib   atomic.Pointer[library.Library]
	mu    sync.Mutex
	store memory.Store // opened on the first eligibility question
	seen  map[string]eligibility
}

type eligibility struct {
	ok bool
	at time.Time
}

// startNativeTier wraps p. The native builder is made when first needed
// (a tier-up, or a version proved native before), not at start-up: most
// commands run no native version. Without a toolchain it says so then,
// and every version stays interpreted.
func (a *app) startNativeTier(p *worker.Pool) *nativeTier {
	t := &nativeTier{seen: map[string]eligibility{}}
	newBuilder := func() (*native.Builder, error) {
		b, err := native.NewBuilder(context.Background(), native.BuilderOptions{CacheDir: a.nativeCacheDir(), Logger: a.logger()})
		if err != nil {
			fmt.Fprintf(os.Stderr, "skillrun: native tier off, skills stay interpreted: %v\n", err)
		}
		return b, err
	}
	// Resolved here, in the command's goroutine, not in a tier-up's.
	sims, simErr := a.simRegistry()
	eligible := func(u *check.Unit) bool { return t.eligible(a, u) }
	if a.nativeAfter <= 0 {
		eligible = nil // no tier-ups; versions proved before serve natively (Resume)
	}
	t.x = native.NewExecutor(p, native.Options{
		NewBuilder: newBuilder,
		Calls:      a.nativeAfter,
		Eligible:   eligible,
		Resume:     true,
		// The proof replays the version's linked episodes too, as
		// skillrun tier does.
		Proof: native.ProofOptions{Episodes: func(ctx context.Context, u *check.Unit, interp, nat sandbox.Executor) error {
			store := t.memory(a)
			if store == nil {
				return fmt.Errorf("%w: memory unavailable for the episode proof", native.ErrDiverged)
			}
			if simErr != nil {
				return simErr
			}
			return a.episodeProof(store, verify.Options{Logger: a.logger().Named("verify"), Simulators: sims})(ctx, u, interp, nat)
		}},
		Journal: native.OpenJournal(a.nativeCacheDir()),
		OnEvent: func(ev native.Event) {
			if lib := t.lib.Load(); lib != nil {
				detail := string(ev.Tier)
				if ev.Reason != "" {
					detail += ": " + ev.Reason
				}
				lib.Emit(library.Change{Kind: library.Tiered, Skill: ev.Skill, Version: ev.Version, Detail: detail})
			}
		},
		Logger: a.logger(),
	})
	return t
}

// eligible reports whether u's newest decision promoted it with a verdict
// (a verification that passed); answers are kept for a minute, so a hot
// version asks memory once a minute at most.
func (t *nativeTier) eligible(a *app, u *check.Unit) bool {
	key := u.Name() + "@" + u.Version()
	t.mu.Lock()
	defer t.mu.Unlock()
	if e, ok := t.seen[key]; ok && time.Since(e.at) < time.Minute {
		return e.ok
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	ok := false
	if store := t.memoryLocked(a); store != nil {
		// The version's promotion, by the store's index: every decision
		// of the skill was read (an agent's quota allows 20,000).
		d, err := store.LatestVersionDecision(ctx, u.Version(), memory.Promoted)
		if err != nil && !errors.Is(err, memory.ErrNotFound) {
			a.logger().Warn("native tier: decisions", "skill", u.Name(), "error", err)
		}
		ok = err == nil && d.Skill == u.Name() && d.Total > 0 && d.Passed == d.Total
	}
	t.seen[key] = eligibility{ok: ok, at: time.Now()}
	return ok
}

// memory opens the memory store once (nil if it cannot be opened).
func (t *nativeTier) memory(a *app) memory.Store {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.memoryLocked(a)
}

func (t *nativeTier) memoryLocked(a *app) memory.Store {
	if t.store == nil {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		s, err := a.openMemory(ctx)
		if err != nil {
			a.logger().Warn("native tier: open memory", "error", err)
			return nil
		}
		t.store = s
	}
	return t.store
}

func (t *nativeTier) close() {
	_ = t.x.Close()
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.store != nil {
		_ = t.store.Close()
		t.store = nil
	}
}

// tierCollector exports calls per tier to Prometheus.
type tierCollector struct {
	x     *native.Executor
	calls *prometheus.Desc
}

func newTierCollector(x *native.Executor) *tierCollector {
	return &tierCollector{x: x, calls: prometheus.NewDesc("skillrun_tier_calls_total",
		"Skill calls run by the isolated executor, by tier (interpreted, native).", []string{"tier"}, nil)}
}

// Describe implements prometheus.Collector.
func (c *tierCollector) Describe(ch chan<- *prometheus.Desc) { ch <- c.calls }

// Collect implements prometheus.Collector.
func (c *tierCollector) Collect(ch chan<- prometheus.Metric) {
	for tier, n := range c.x.Calls() {
		ch <- prometheus.MustNewConstMetric(c.calls, prometheus.CounterValue, float64(n), string(tier))
	}
}

var _ sandbox.Executor = (*native.Executor)(nil)

// tierOf names the tier of a skill's version in lib (its serving version;
// another version is reported as not served here).
func (t *nativeTier) tierOf(lib *library.Library) func(skill, version string) (string, string) {
	return func(skill, version string) (string, string) {
		s, err := lib.Get(skill)
		if err != nil || s.Builtin != nil || s.Unit.Version() != version {
			return "", ""
		}
		tier, why := t.x.TierOf(s.Unit)
		return string(tier), why
	}
}
