package gate

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/runtime/check"
)

// record files a candidate version, its evidence links and the decision
// about it (the library's Record hook).
func (g *Gate) record(ctx context.Context, c library.Candidate, d library.Decision) error {
	store := g.opts.Store
	if store == nil || d.Skill == "" || d.Version == "" || d.Source == "" {
		return nil // no memory, or not even a skill: nothing to file it under
	}
	// The version being replaced may predate this memory (a file that was
	// there before anything recorded it), or be filed without the
	// decision that it served (a run or the verification of this very
	// candidate filed it first): file it as found serving, so that
	// SUPERSEDES has both ends and a rollback may name it. It served
	// before this decision: date it just before.
	if c.Serving != nil {
		if err := g.ensureServed(ctx, c.Serving, d.Time.Add(-time.Millisecond)); err != nil {
			return err
		}
	}
	v := memory.SkillVersion{Skill: d.Skill, ID: d.Version, Source: d.Source, Author: d.Author, Created: d.Time}
	if c.Unit != nil {
		v.Kind = c.Unit.Manifest.Kind
		v.Description = c.Unit.Manifest.Description
	}
	// Verification may have filed the version already (without author):
	// keep that record.
	if _, err := store.Version(ctx, d.Version); err != nil {
		if err := store.PutVersion(ctx, v); err != nil {
			return fmt.Errorf("record version %s: %w", d.Version, err)
		}
	}
	if d.Promoted && d.Old != "" && d.Old != d.Version && d.Status != memory.RolledBack {
		// A separate edge, so a version promoted again gets a new
		// SUPERSEDES edge without changing its recorded content. A
		// rollback's edge would close a cycle: its decision names Old.
		if err := store.Supersede(ctx, d.Version, d.Old); err != nil && !errors.Is(err, memory.ErrInvalid) {
			return fmt.Errorf("record %s supersedes %s: %w", d.Version, d.Old, err)
		}
	}
	if len(c.Episodes) > 0 {
		if err := store.Link(ctx, d.Version, memory.DerivedFrom, c.Episodes...); err != nil {
			return fmt.Errorf("link version %s: %w", d.Version, err)
		}
	}
	status := d.Status
	if status == "" {
		status = memory.Rejected
		if d.Promoted {
			status = memory.Promoted
		}
	}
	t := g.dateAfter(ctx, d.Skill, d.Time)
	md := memory.Decision{
		ID: decisionID(d.Version, t), Skill: d.Skill, Version: d.Version, Status: status,
		Author: d.Author, Time: t, Reason: d.Reason, Note: c.Note,
		Passed: d.Passed, Total: d.Total, Unverifiable: d.Unverifiable, ServingPassed: d.ServingPassed, ServingTotal: d.ServingTotal,
	}
	if d.Old != d.Version {
		md.Old = d.Old
	}
	if status.Serves() {
		g.markSeen(d.Skill, t)
	}
	return store.RecordDecision(ctx, md)
}

// dateAfter returns t, or just after the newest decision recorded for
// skill when that is dated t or later. Every instance sharing a store
// dates its decisions by its own clock, and each reader takes a skill's
// newest decision by date (the version that serves, disabled or enabled):
// one decision dated by a clock ahead of this one outranked every later
// decision this instance recorded, for as long as the clocks differed. A
// skill disabled by an instance whose clock read 2099 stayed disabled on
// every instance, each operator's enable ignored at the next sync, and a
// version it promoted displaced every later one on each instance that
// started. A decision is dated after those it follows.
func (g *Gate) dateAfter(ctx context.Context, skill string, t time.Time) time.Time {
	d, err := g.opts.Store.LatestDecision(ctx, skill)
	if err != nil {
		return t
	}
	if newest := d.Time; !newest.Before(t) {
		return newest.Add(time.Nanosecond).UTC()
	}
	return t
}

// recordServing files a version found serving (loaded from disk) in
// memory. Only a skill memory knows no serving version of is recorded as
// serving from its file: where memory knows another version served, the
// file holds an edit no gate judged (saved while no watcher ran, and run
// by a server without one), and is filed without a decision, so that the
// next watching server judges it as a save (PutBackServed) rather than
// take it as the version that served.
func (g *Gate) recordServing(ctx context.Context, u *check.Unit, t time.Time) error {
	known, err := g.knowsServing(ctx, u.Name())
	switch {
	case err != nil:
		return err
	case known:
		return g.putFound(ctx, u, t)
	}
	return g.foundServing(ctx, u, t)
}

// ensureServed files u, serving now, as found serving (recordServing)
// unless memory holds a decision that made it serve.
func (g *Gate) ensureServed(ctx context.Context, u *check.Unit, t time.Time) error {
	_, err := g.opts.Store.LatestVersionDecision(ctx, u.Version(), memory.ServingStatuses...)
	if !errors.Is(err, memory.ErrNotFound) {
		return err
	}
	return g.recordServing(ctx, u, t)
}

// knowsServing says whether memory holds a decision that made a version
// of skill serve.
func (g *Gate) knowsServing(ctx context.Context, skill string) (bool, error) {
	_, err := g.opts.Store.LatestDecision(ctx, skill, memory.ServingStatuses...)
	if errors.Is(err, memory.ErrNotFound) {
		return false, nil
	}
	return err == nil, err
}

// putFound files u, found in the library, without a decision.
func (g *Gate) putFound(ctx context.Context, u *check.Unit, t time.Time) error {
	err := g.opts.Store.PutVersion(ctx, memory.SkillVersion{
		Skill: u.Name(), ID: u.Version(), Kind: u.Manifest.Kind, Description: u.Manifest.Description,
		Source: string(u.Source), Author: g.author("file"), Created: t,
	})
	if err != nil && !errors.Is(err, memory.ErrConflict) {
		return fmt.Errorf("record version %s: %w", u.Version(), err)
	}
	return nil
}

// foundServing files u, found serving a skill memory knows no serving
// version of, as serving from its file.
func (g *Gate) foundServing(ctx context.Context, u *check.Unit, t time.Time) error {
	if err := g.putFound(ctx, u, t); err != nil {
		return err
	}
	t = g.dateAfter(ctx, u.Name(), t)
	return g.opts.Store.RecordDecision(ctx, memory.Decision{
		ID: decisionID(u.Version(), t), Skill: u.Name(), Version: u.Version(), Time: t, Author: g.author("file"),
		Status: memory.PromotedUnverified, Reason: "serving from its file when first recorded",
	})
}

// ensureServing files the serving version of a skill if memory lacks it.
func (g *Gate) ensureServing(ctx context.Context, u *check.Unit) error {
	if _, err := g.opts.Store.Version(ctx, u.Version()); errors.Is(err, memory.ErrNotFound) {
		return g.recordServing(ctx, u, g.opts.Now().UTC())
	} else if err != nil {
		return err
	}
	return nil
}

func (g *Gate) markSeen(skill string, t time.Time) {
	g.mu.Lock()
	if t.After(g.seen[skill]) {
		g.seen[skill] = t
	}
	g.mu.Unlock()
}

// RecordFound records, for each skill of the library memory knows no
// serving version of, the version found serving from its file: what a
// server that does not watch its library (serve --no-watch) records at
// its start, so that an edit saved while it runs is judged, not taken as
// served, by the next watching server (see Served).
func (g *Gate) RecordFound(ctx context.Context) error {
	lib := g.opts.Library
	if lib == nil || g.opts.Store == nil {
		return nil
	}
	for _, m := range lib.List() {
		cur, err := lib.Get(m.Name)
		if err != nil || cur.Builtin != nil {
			continue
		}
		known, err := g.knowsServing(ctx, m.Name)
		if err != nil {
			return err
		}
		if !known {
			if err := g.foundServing(ctx, cur.Unit, g.opts.Now().UTC()); err != nil {
				return err
			}
		}
	}
	return nil
}
