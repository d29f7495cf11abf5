package gate

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
)

// Probation is the gate's check against evidence from real use.
//
// A candidate is judged on the episodes linked to its skill, which its
// author can read: a procedure written to pass exactly those (one that
// replays their recorded actions, or branches on their arguments) passes
// the gate and fails everywhere else. The runs a version makes after its
// promotion are episodes nobody could have seen when it was proposed. So
// a version the gate promoted in place of another is on probation for
// its first Rules.ProbationCalls recorded runs: once it has
// Rules.ObservedMinCalls of them, its success in those runs is compared
// with a bar, and falling below the bar by more than
// Rules.ObservedMargin rolls the skill back to the version it replaced,
// recorded as a rolled-back decision by ProbationAuthor that gives the
// counts. The bar is the replaced version's observed success when it
// has ObservedMinCalls recorded runs of its own, else the candidate's
// verified rate (what the gate believed of it), else the replaced
// version's verified rate; with none of those there is no bar.
//
// A version rolled back to by a person or an agent, a new skill, and a
// version found serving are not on probation: nothing was replaced on
// evidence. The failed runs stay linked to the demoted version and so
// to the skill: the next judgement of any candidate replays them.

// ProbationAuthor is the author of the decisions probation records.
const ProbationAuthor = "probation"

// Probation judges the versions that ran in a recorded run (its trace),
// the outermost first, and rolls back each that failed its probation. It
// returns the rollbacks it made. Call it once the run's evidence is
// committed: inside Atomically its reads would not see the run.
func (g *Gate) Probation(ctx context.Context, inv *skills.Invocation) []library.Decision {
	rules := g.rules.withDefaults()
	if rules.ProbationCalls < 0 || g.opts.Library == nil || g.opts.Store == nil || inv == nil {
		return nil
	}
	var out []library.Decision
	seen := map[string]bool{}
	var walk func(*skills.Invocation)
	walk = func(i *skills.Invocation) {
		if i == nil || i.Version == "" || seen[i.Version] {
			return
		}
		seen[i.Version] = true
		d, err := g.probe(ctx, i.Skill, i.Version, rules)
		if err != nil {
			g.log.Warn("probation", "skill", i.Skill, "version", i.Version, "error", err)
		}
		if d != nil {
			out = append(out, *d)
		}
		for _, c := range i.Calls {
			walk(c)
		}
	}
	walk(inv)
	return out
}

// probe judges one version on probation, rolling it back when it falls
// short.
func (g *Gate) probe(ctx context.Context, skill, version string, rules Rules) (*library.Decision, error) {
	g.probeMu.Lock()
	defer g.probeMu.Unlock()
	cur, err := g.opts.Library.Get(skill)
	if err != nil || cur.Unit.Version() != version || cur.Builtin != nil {
		return nil, nil // no longer serving (or nothing to roll back): nothing to decide
	}
	store := g.opts.Store
	d, err := store.LatestVersionDecision(ctx, version, memory.ServingStatuses...)
	if errors.Is(err, memory.ErrNotFound) {
		return nil, nil // found serving: never judged, nothing replaced
	}
	if err != nil {
		return nil, err
	}
	if d.Skill != skill || d.Status == memory.RolledBack || d.Old == "" || d.Old == version || g.settled[d.ID] {
		return nil, nil
	}
	o, err := observedSince(ctx, store, version, d.Time)
	if err != nil {
		return nil, err
	}
	if o.Calls > rules.ProbationCalls {
		g.settled[d.ID] = true // served its probation
		return nil, nil
	}
	if o.Calls < rules.ObservedMinCalls {
		return nil, nil
	}
	bar, of, err := g.probationBar(ctx, version, d.Old, rules)
	if err != nil || of == "" || o.Rate >= bar-rules.ObservedMargin {
		if err == nil && o.Calls >= rules.ProbationCalls {
			g.settled[d.ID] = true
		}
		return nil, err
	}
	reason := fmt.Sprintf("on probation, %s succeeded in %d of %d real runs since its promotion, below %s (%.2f) by more than %.2f; %s serves again",
		memory.ShortID(version), o.Succeeded, o.Calls, of, bar, rules.ObservedMargin, memory.ShortID(d.Old))
	rd, err := g.rollback(ctx, skill, d.Old, ProbationAuthor, reason, false)
	if err != nil {
		return nil, fmt.Errorf("roll back %s to %s: %w", memory.ShortID(version), memory.ShortID(d.Old), err)
	}
	g.settled[d.ID] = true
	g.log.Info("probation: rolled back", "skill", skill, "version", version, "to", d.Old, "succeeded", o.Succeeded, "calls", o.Calls, "bar", bar)
	return &rd, nil
}

// probationBar is what a version on probation must reach in real use,
// and what it is (empty: no bar).
func (g *Gate) probationBar(ctx context.Context, version, old string, rules Rules) (float64, string, error) {
	store := g.opts.Store
	prev, err := ObservedOf(ctx, store, old, rules)
	if err != nil && !errors.Is(err, memory.ErrNotFound) {
		return 0, "", err
	}
	if prev.Calls >= rules.ObservedMinCalls {
		return prev.Rate, fmt.Sprintf("%s's %d of %d", memory.ShortID(old), prev.Succeeded, prev.Calls), nil
	}
	v, err := store.SuccessRate(ctx, version)
	if err != nil && !errors.Is(err, memory.ErrNotFound) {
		return 0, "", err
	}
	if v.Total > 0 {
		return v.Rate, fmt.Sprintf("its verified %d of %d", v.Passed, v.Total), nil
	}
	if prev.Verified.Total > 0 {
		return prev.Verified.Rate, fmt.Sprintf("%s's verified %d of %d", memory.ShortID(old), prev.Verified.Passed, prev.Verified.Total), nil
	}
	return 0, "", nil
}

// observedSince counts a version's recorded runs linked at or after t.
func observedSince(ctx context.Context, store memory.Store, version string, t time.Time) (Observed, error) {
	o := Observed{Version: version}
	evs, err := store.Evidence(ctx, version)
	if err != nil {
		return o, err
	}
	for _, e := range evs {
		if e.By != ByRun || e.Time.Before(t) {
			continue
		}
		switch e.Relation {
		case memory.SupportedBy:
			o.Calls++
			o.Succeeded++
		case memory.FailedIn:
			o.Calls++
		}
	}
	if o.Calls > 0 {
		o.Rate = float64(o.Succeeded) / float64(o.Calls)
	}
	return o, nil
}
