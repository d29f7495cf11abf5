package gate

import (
	"context"
	"slices"
	"time"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/runtime/check"
)

// The watch: a promoted version past its probation is still judged on
// its real runs, window by window, as its probation judged them. A
// version written to behave only while it is watched closely — until a
// date a little after its probation (skills may read the clock), or for
// inputs its probation did not meet — served for good once its first
// Rules.ProbationCalls runs went well. Each window of that many runs is
// held to the probation's bar (the replaced version's observed rate, less
// the margin), its failed runs excused where the replaced version fails
// them too, re-simulated; a window short of it rolls the skill back, as
// probation does. Counting a window costs one count of its links, once
// it has had its runs (the gate counts the runs it records meanwhile). A
// detector's window is judged on the labelled frames its runs saw, as its
// probation is.

// A window is counted in the gate's memory, but it is judged on the
// store's runs: a gate that finds a version past its probation and was
// not watching it (it restarted, or another instance sharing the memory
// saw the probation end) resumes with the last window's runs the store
// holds, judged at once, and does not give the version a fresh window.
// Otherwise a version that turned bad would be judged only after a whole
// window of runs since each restart, and never on a server restarted
// more often than that.

// watchWindow is one promotion's window: when it started, and how many
// of its runs this gate has seen since.
type watchWindow struct {
	skill string
	since time.Time
	runs  int
}

// watch starts watching promotion id, whose version has served its
// probation. The caller holds probeMu.
func (g *Gate) watch(skill, id string) {
	// One version of a skill serves: a window of an earlier promotion of
	// it is over.
	for k, w := range g.watching {
		if w.skill == skill {
			delete(g.watching, k)
			g.forget(k)
		}
	}
	// Evidence links are stamped by the store's clock (now, where they
	// are written), not the gate's Now.
	g.watching[id] = &watchWindow{skill: skill, since: time.Now()}
}

// watchRun counts one run of d's version (cur), past its probation, and
// judges the window once it has had its runs: rolled back (the decision
// returned) when short of the bar, else a new window starts. A detector
// is judged on the labelled frames of the window's runs, as on
// probation, when enough of them saw any. The caller holds probeMu.
func (g *Gate) watchRun(ctx context.Context, skill string, d memory.Decision, cur *check.Unit, w *watchWindow, rules Rules) (*library.Decision, error) {
	w.runs++
	if w.runs < rules.ProbationCalls {
		return nil, nil
	}
	store := g.opts.Store
	o, err := observedSince(ctx, store, d.Version, w.since)
	if err != nil || o.Calls < rules.ProbationCalls {
		return nil, err // runs this gate saw, not linked yet: counted again at the next
	}
	p := Probation{Version: d.Version, Old: d.Old, Calls: o.Calls, Succeeded: o.Succeeded, Of: rules.ProbationCalls, MinCalls: rules.ObservedMinCalls, Margin: rules.ObservedMargin}
	if p.Bar, p.BarOf, err = probationBar(ctx, store, d.Version, d.Old, p.MinCalls); err != nil {
		return nil, err
	}
	p.judge()
	if reason, _ := g.judgeRuns(ctx, skill, d, cur, rules, p, w.since); reason != "" {
		return g.demote(ctx, skill, d, reason)
	}
	// The window kept its bar: the next starts now, and what was weighed
	// and scored of this one is dropped.
	g.forget(d.ID)
	w.since, w.runs = time.Now(), 0
	return nil, nil
}

// resume starts watching d's version (cur), past its probation, where
// this gate was not watching it: its window is the last
// Rules.ProbationCalls runs the store holds since its promotion, judged
// now as watchRun judges a full window (rolled back when short of the
// bar, else a new window starts). The caller holds probeMu.
func (g *Gate) resume(ctx context.Context, skill string, d memory.Decision, cur *check.Unit, rules Rules) (*library.Decision, error) {
	since, err := lastRuns(ctx, g.opts.Store, d.Version, d.Time, rules.ProbationCalls)
	if err != nil {
		return nil, err
	}
	g.watch(skill, d.ID)
	w := g.watching[d.ID]
	// watchRun counts the run at hand, which the store holds already.
	w.since, w.runs = since, rules.ProbationCalls-1
	return g.watchRun(ctx, skill, d, cur, w, rules)
}

// lastRuns returns when the oldest of version's last n runs recorded
// since t was linked (t when it has fewer): two reads of at most n links.
func lastRuns(ctx context.Context, store memory.Store, version string, t time.Time, n int) (time.Time, error) {
	var times []time.Time
	for _, rel := range []memory.Relation{memory.SupportedBy, memory.FailedIn} {
		evs, err := store.RecentEvidence(ctx, version, ByRun, rel, t, n)
		if err != nil {
			return t, err
		}
		for _, e := range evs {
			times = append(times, e.Time)
		}
	}
	if len(times) < n {
		return t, nil
	}
	slices.SortFunc(times, func(a, b time.Time) int { return b.Compare(a) })
	return times[n-1], nil
}
