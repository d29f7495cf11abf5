package gate

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/skills"
)

// ErrNoLibrary is the error of an operation that needs Options.Library.
var ErrNoLibrary = errors.New("gate: no library")

// ErrNoMemory is the error of an operation that needs Options.Store.
var ErrNoMemory = fmt.Errorf("%w: no memory store holds the skill's versions", skills.ErrBadInput)

// Propose judges a proposed version through the gate; only a promoted
// version is written to the library file.
func (g *Gate) Propose(ctx context.Context, p library.Proposal) (library.Decision, error) {
	if g.opts.Library == nil {
		return library.Decision{}, ErrNoLibrary
	}
	return g.opts.Library.Propose(ctx, g.Lifecycle(), p)
}

// ResolveVersion returns the full id of the recorded version of skill
// that id names: the id itself or a unique prefix of it (as git does).
// An ambiguous prefix is an error listing the versions it matches.
func (g *Gate) ResolveVersion(ctx context.Context, skill, id string) (string, error) {
	if g.opts.Store == nil {
		return "", ErrNoMemory
	}
	return ResolveVersion(ctx, g.opts.Store, skill, id)
}

// ResolveVersion is Gate.ResolveVersion on a store; skill may be empty
// when the id is complete.
func ResolveVersion(ctx context.Context, store memory.Store, skill, id string) (string, error) {
	id = strings.TrimSpace(id)
	if id == "" {
		return "", fmt.Errorf("%w: empty version id", skills.ErrBadInput)
	}
	if v, err := store.Version(ctx, id); err == nil && (skill == "" || v.Skill == skill) {
		return v.ID, nil
	}
	if skill == "" {
		return "", fmt.Errorf("version %s: %w", id, memory.ErrNotFound)
	}
	// The ids that start with the prefix, through the store's index of
	// ids: reading the skill's versions, each with its source, took a
	// rollback by prefix of a skill with 100,000 versions through all of
	// them.
	match, total, err := store.VersionPrefix(ctx, skill, id, maxAmbiguousNamed)
	if err != nil && !errors.Is(err, memory.ErrNotFound) {
		return "", err
	}
	switch total {
	case 0:
		return "", fmt.Errorf("version %s of %s: %w", id, skill, memory.ErrNotFound)
	case 1:
		if len(match) == 1 {
			return match[0], nil
		}
	}
	// The first few, and how many more: a prefix of one letter matched a
	// sixteenth of a skill's versions, each named in the error (1.7 MB of
	// ids in the answer for 100,000 versions).
	names := strings.Join(match, ", ")
	if n := total - len(match); n > 0 {
		names += fmt.Sprintf(" and %d more", n)
	}
	return "", fmt.Errorf("%w: version prefix %q of %s is ambiguous: it matches %s", skills.ErrBadInput, id, skill, names)
}

// maxAmbiguousNamed bounds the versions an ambiguous prefix's error names.
const maxAmbiguousNamed = 10

// Rollback makes an earlier version of a skill serve again: to (a full id
// or a unique prefix), or with to empty the version that served before
// the serving one. The file is rewritten and the decision recorded as
// rolled back; the gate's evidence rule does not apply (the version
// served before). A version no gate let through (one the gate rejected,
// recorded unverified or left awaiting manual promotion, whose judgement
// was interrupted, filed without any decision, or served only by a
// person's rollback) is refused: rolling back to it would serve what the
// gate never let through (servedBefore). skill_rollback, an agent's door,
// and the web view call this.
func (g *Gate) Rollback(ctx context.Context, skill, to, author string) (library.Decision, error) {
	return g.rollback(ctx, skill, to, author, "", judgedOnly)
}

// RollbackAny is Rollback to any recorded version of the skill, one that
// never served included: a person at the command line choosing (the
// way a version awaiting manual promotion is promoted).
func (g *Gate) RollbackAny(ctx context.Context, skill, to, author string) (library.Decision, error) {
	return g.rollback(ctx, skill, to, author, "", anyRecorded)
}

// ErrNeverServed: a rollback named a version no gate let through.
var ErrNeverServed = fmt.Errorf("%w: no gate let the version through", skills.ErrBadInput)

// servedBefore returns nil when a gate's decision let version serve (a
// promotion, verified or not, or the version found serving from its file
// where memory knew no other), the rule a rollback synced from another
// instance is applied by (judgedServing); otherwise an ErrNeverServed
// error naming the last decision about the version, if any. A version
// memory holds with no such decision never passed a gate: one the gate
// rejected or left awaiting promotion, an edit saved while no watcher ran
// (filed unjudged, for the next watching server to judge), one a
// verification or another instance filed, or one that served only
// because a person rolled back to it (RollbackAny; they may again).
// With servedOnce, a decision of any serving status (that person's
// rollback included) is enough.
func (g *Gate) servedBefore(ctx context.Context, skill, version string, which rollbackTo) error {
	store := g.opts.Store
	served := memory.JudgedStatuses
	if which == servedOnce {
		served = memory.ServingStatuses
	}
	_, err := store.LatestVersionDecision(ctx, version, served...)
	if err == nil {
		return nil
	}
	if !errors.Is(err, memory.ErrNotFound) {
		return err
	}
	last := "none: memory holds the version, filed by a run, a verification, another instance or a save no watcher judged"
	d, err := store.LatestVersionDecision(ctx, version)
	switch {
	case err == nil:
		last = string(d.Status)
		if d.Reason != "" {
			last += ": " + clip(oneLine(d.Reason), 200)
		}
		if d.Status == memory.RolledBack {
			last += " (a rollback by " + clip(oneLine(d.Author), 100) + "; no gate let it through)"
		}
	case !errors.Is(err, memory.ErrNotFound):
		return err
	}
	return fmt.Errorf("%w: %s %s was never let through by a gate (the last decision: %s); propose it again to have the gate judge it (a person may serve it with skillrun rollback)", ErrNeverServed, skill, version, last)
}

// rollbackTo is which versions a rollback may name.
type rollbackTo int

const (
	// judgedOnly: a version a gate let through (an agent's rollback).
	judgedOnly rollbackTo = iota
	// servedOnce: a version any decision made serve, a person's rollback
	// included (probation's return to the version a promotion replaced).
	servedOnce
	// anyRecorded: any version memory holds (a person choosing).
	anyRecorded
)

// oneLine is s up to its first line break.
func oneLine(s string) string {
	if i := strings.IndexAny(s, "\r\n"); i >= 0 {
		return s[:i] + " (...)"
	}
	return s
}

// rollback serves version to of skill again (the previous serving
// version when to is empty), recorded as rolled back by author, with
// reason ("rolled-back by AUTHOR" when empty).
func (g *Gate) rollback(ctx context.Context, skill, to, author, reason string, which rollbackTo) (library.Decision, error) {
	lib, store := g.opts.Library, g.opts.Store
	if lib == nil {
		return library.Decision{}, ErrNoLibrary
	}
	if store == nil {
		return library.Decision{}, ErrNoMemory
	}
	cur, err := lib.Get(skill)
	if err != nil {
		return library.Decision{}, err
	}
	if cur.Builtin != nil {
		return library.Decision{}, fmt.Errorf("%w: %s is a built-in; it has no file to roll back", skills.ErrBadInput, skill)
	}
	if to == "" {
		if to, err = g.previousServing(ctx, skill, cur.Unit.Version()); err != nil {
			return library.Decision{}, err
		}
	} else if to, err = g.ResolveVersion(ctx, skill, to); err != nil {
		return library.Decision{}, fmt.Errorf("rollback %s: %w", skill, err)
	}
	v, err := store.Version(ctx, to)
	if err != nil {
		return library.Decision{}, fmt.Errorf("rollback %s to %s: %w", skill, to, err)
	}
	if v.Skill != skill {
		return library.Decision{}, fmt.Errorf("%w: version %s belongs to %s, not %s", skills.ErrBadInput, to, v.Skill, skill)
	}
	if which != anyRecorded {
		if err := g.servedBefore(ctx, skill, v.ID, which); err != nil {
			return library.Decision{}, fmt.Errorf("rollback %s to %s: %w", skill, to, err)
		}
	}
	if author == "" {
		author = "rollback"
	}
	d, err := lib.Propose(ctx, g.lifecycle(library.PromoteAlways, memory.RolledBack, reason), library.Proposal{Source: []byte(v.Source), Skill: skill, Author: author})
	if err != nil {
		return d, fmt.Errorf("rollback %s to %s: %w", skill, to, err)
	}
	d.Status = memory.RolledBack
	if reason != "" {
		d.Reason = reason
	}
	return d, nil
}

// maxLookBack bounds the decisions a rollback without a version reads.
const maxLookBack = 1000

// previousServing returns the version that served before current: the
// newest decision that made another version serve.
func (g *Gate) previousServing(ctx context.Context, skill, current string) (string, error) {
	// The newest decisions, not every one (skill_rollback is an agent's
	// door, and an agent's quota allows 20,000 decisions of up to 16 KiB).
	ds, err := g.opts.Store.RecentDecisions(ctx, skill, maxLookBack)
	if err != nil {
		return "", err
	}
	for _, d := range ds { // newest first
		if d.Status.Serves() && d.Version != current {
			return d.Version, nil
		}
	}
	if len(ds) == maxLookBack {
		return "", fmt.Errorf("%w: no earlier served version of %s among its newest %d decisions; name one with --to", skills.ErrBadInput, skill, maxLookBack)
	}
	return "", fmt.Errorf("%w: no earlier served version of %s is recorded; name one with --to", skills.ErrBadInput, skill)
}

// Disable stops serving a skill on every instance sharing the store (the
// others apply it when they sync) and records why.
func (g *Gate) Disable(ctx context.Context, skill, reason, author string) (memory.Decision, error) {
	return g.setDisabled(ctx, skill, reason, author, true)
}

// Enable serves a disabled skill again and records it.
func (g *Gate) Enable(ctx context.Context, skill, reason, author string) (memory.Decision, error) {
	return g.setDisabled(ctx, skill, reason, author, false)
}

func (g *Gate) setDisabled(ctx context.Context, skill, reason, author string, off bool) (memory.Decision, error) {
	lib := g.opts.Library
	if lib == nil {
		return memory.Decision{}, ErrNoLibrary
	}
	if err := boundedWhy(reason, author); err != nil {
		return memory.Decision{}, err
	}
	cur, err := lib.Get(skill)
	if err != nil {
		return memory.Decision{}, err
	}
	if off {
		err = lib.Disable(skill, reason)
	} else {
		err = lib.Enable(skill)
	}
	if err != nil {
		return memory.Decision{}, err
	}
	status := memory.Enabled
	if off {
		status = memory.Disabled
	}
	now := g.opts.Now().UTC()
	d := memory.Decision{ID: decisionID(cur.Unit.Version(), now), Skill: skill, Version: cur.Unit.Version(), Status: status, Author: author, Time: now, Reason: reason}
	if g.opts.Store == nil {
		return d, nil
	}
	if err := g.ensureServing(ctx, cur.Unit); err != nil {
		return d, err
	}
	d.Time = g.dateAfter(ctx, skill, now)
	d.ID = decisionID(d.Version, d.Time)
	return d, g.opts.Store.RecordDecision(ctx, d)
}

// applyDisabled applies the newest disable or enable decision of skill
// recorded in memory to the library.
func (g *Gate) applyDisabled(ctx context.Context, skill string) error {
	d, err := g.opts.Store.LatestDecision(ctx, skill, memory.Disabled, memory.Enabled)
	if errors.Is(err, memory.ErrNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	if d.Status == memory.Disabled {
		return g.opts.Library.Disable(skill, d.Reason)
	}
	return g.opts.Library.Enable(skill)
}

// Link records evidence by hand (a person or agent who knows better),
// with who and why; the change is recorded as a decision of the skill.
func (g *Gate) Link(ctx context.Context, ev memory.Evidence, why string) error {
	return g.linkChange(ctx, ev, why, true)
}

// Unlink removes a link ev.By made by hand, recording who and why: an
// agent's door. Evidence recorded as it happened (a run's), or linked by
// someone else, stays: an agent that could unlink the episodes its
// candidate fails would choose what the gate verifies it against.
func (g *Gate) Unlink(ctx context.Context, ev memory.Evidence, why string) error {
	if g.opts.Store == nil {
		return ErrNoMemory
	}
	if ev.Relation == "" {
		ev.Relation = memory.SupportedBy
	}
	evs, err := g.opts.Store.EvidenceLinks(ctx, ev.Version, ev.Episode)
	if err != nil {
		return fmt.Errorf("unlink %s: %w", ev.Version, err)
	}
	for _, e := range evs {
		if e.Relation != ev.Relation {
			continue
		}
		if e.By == "" || e.By == ByRun || e.By != ev.By {
			who := e.By
			if who == "" {
				who = "no one named"
			}
			return fmt.Errorf("%w: unlink %s -%s-> %s: the link was made by %s; an agent removes only links it made (a person removes any with skillrun memory unlink)",
				ErrNotYours, ev.Version, ev.Relation, ev.Episode, strconv.Quote(who))
		}
		return g.linkChange(ctx, ev, why, false)
	}
	return fmt.Errorf("%w: unlink %s -%s-> %s: no such link", memory.ErrNotFound, ev.Version, ev.Relation, ev.Episode)
}

// ErrNotYours: an agent asked to remove evidence it did not link.
var ErrNotYours = fmt.Errorf("%w: evidence linked by another", skills.ErrBadInput)

// UnlinkAny removes any evidence by hand, recording who and why: a
// person at the command line.
func (g *Gate) UnlinkAny(ctx context.Context, ev memory.Evidence, why string) error {
	return g.linkChange(ctx, ev, why, false)
}

func (g *Gate) linkChange(ctx context.Context, ev memory.Evidence, why string, add bool) error {
	store := g.opts.Store
	if store == nil {
		return ErrNoMemory
	}
	if strings.TrimSpace(ev.By) == "" {
		return fmt.Errorf("%w: a link made by hand needs who made it", skills.ErrBadInput)
	}
	if err := boundedWhy(why, ev.By); err != nil {
		return err
	}
	if ev.Relation == "" {
		ev.Relation = memory.SupportedBy
	}
	if err := memory.CheckRelation(ev.Relation); err != nil {
		return err
	}
	v, err := store.Version(ctx, ev.Version)
	if err != nil {
		return fmt.Errorf("link %s: %w", ev.Version, err)
	}
	ev.Reason = why
	status := memory.Linked
	if add {
		err = store.LinkEvidence(ctx, ev)
	} else {
		status = memory.Unlinked
		err = store.Unlink(ctx, ev.Version, ev.Relation, ev.Episode)
	}
	if err != nil {
		return err
	}
	now := g.dateAfter(ctx, v.Skill, g.opts.Now().UTC())
	return store.RecordDecision(ctx, memory.Decision{
		ID: decisionID(v.ID, now), Skill: v.Skill, Version: v.ID, Status: status, Author: ev.By, Time: now,
		Reason: fmt.Sprintf("%s %s -%s-> %s: %s", status, v.ID, ev.Relation, ev.Episode, why),
	})
}

// boundedWhy refuses a reason over library.MaxReasonBytes or an author
// over library.MaxAuthorBytes, naming which: both are recorded in a
// decision every instance sharing the store reads at each sync, and a
// disabled skill's reason is quoted by each call of it.
func boundedWhy(reason, author string) error {
	if len(reason) > library.MaxReasonBytes {
		return fmt.Errorf("%w: the reason is %d bytes; at most %d", skills.ErrBadInput, len(reason), library.MaxReasonBytes)
	}
	if len(author) > library.MaxAuthorBytes {
		return fmt.Errorf("%w: the author is %d bytes; at most %d", skills.ErrBadInput, len(author), library.MaxAuthorBytes)
	}
	return nil
}

// Served says what memory knows of a skill's file holding u
// (library.Served, for library.PutBackServed): the source of the version
// that served the skill last (nil when memory does not know the skill, or
// it is u's version), and whether u is an edit, one that never served,
// which the watcher judges as a save, rather than a stale copy of one
// that did. A skill memory knows no serving version of is new to it: u
// is recorded as serving from its file, so that an edit saved later while
// no watcher runs is judged against it.
func (g *Gate) Served(ctx context.Context, u *check.Unit) ([]byte, bool, error) {
	store := g.opts.Store
	if store == nil {
		return nil, false, nil
	}
	skill, version := u.Name(), u.Version()
	d, err := store.LatestDecision(ctx, skill, memory.ServingStatuses...)
	if errors.Is(err, memory.ErrNotFound) {
		return nil, false, g.foundServing(ctx, u, g.opts.Now().UTC())
	}
	if err != nil {
		return nil, false, err
	}
	if d.Version == version {
		return nil, false, nil
	}
	v, err := store.Version(ctx, d.Version)
	if err != nil {
		return nil, false, err
	}
	_, err = store.LatestVersionDecision(ctx, version, memory.ServingStatuses...)
	switch {
	case errors.Is(err, memory.ErrNotFound):
		return []byte(v.Source), true, nil
	case err != nil:
		return nil, false, err
	}
	return []byte(v.Source), false, nil
}
