package library

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/skillrun/skillrun/internal/atomicfile"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/skills"
)

// Policy says when a new version of a skill is promoted to serve.
type Policy string

// The promotion policies.
const (
	// PromoteVerified promotes a version that compiles and does not verify
	// worse than the serving one on the same evidence (the default).
	PromoteVerified Policy = "verified"
	// PromoteAlways promotes every version that compiles.
	PromoteAlways Policy = "always"
	// PromoteManual never promotes on its own: versions are recorded and
	// verified, and a person promotes one with Promote (or a rollback).
	PromoteManual Policy = "manual"
)

// ParsePolicy parses a policy name.
func ParsePolicy(s string) (Policy, error) {
	switch p := Policy(s); p {
	case PromoteVerified, PromoteAlways, PromoteManual:
		return p, nil
	case "":
		return PromoteVerified, nil
	}
	return "", fmt.Errorf("%w: promotion policy %q: want verified, always or manual", skills.ErrBadInput, s)
}

// Candidate is a new version on its way to serving.
type Candidate struct {
	Unit *check.Unit
	// Serving is the version it would replace (nil for a new skill).
	Serving *check.Unit
	// Author is who wrote it: an agent id, or "file" for an edit on disk.
	Author string
	// Episodes are the ids of the episodes it was derived from or that
	// support it, as the author states them.
	Episodes []string
	// Note is the author's note.
	Note string
}

// Verification is the gate's judgement of a candidate: its verdicts, the
// serving version's verdicts on the same evidence, and whether it may
// serve. The rule itself lives in package gate; the library only obeys.
type Verification struct {
	Passed, Total int
	// Unverifiable counts episodes that could not be verified (missing
	// snapshot, arguments that no longer fit); they count for nothing.
	Unverifiable                int
	ServingPassed, ServingTotal int
	// Accept says the candidate may serve.
	Accept bool
	// Unverified says there was no usable evidence: an accepted candidate
	// serves marked unverified, a refused one is recorded, not rejected.
	Unverified bool
	// Detail is a one-line summary ("verified 18/20; serving 17/20").
	Detail string
	// Skipped, when set, names evidence the judgement left out because it
	// could not be read (a detector's unreadable frames). Detail carries
	// it too; a promotion's reason names it, so a promotion never hides it.
	Skipped string
	// Sampled, when set, says the judgement verified part of the evidence
	// and which ("on 200 of 3,000 linked episodes (…)"). Detail carries
	// it too; a promotion's reason names it.
	Sampled string
	// Trial, when set, holds an accepted candidate back: it is recorded
	// on trial (memory.OnTrial, Trial says why and until what) and does
	// not serve; the gate promotes it later, or not.
	Trial string
}

// Decision is the outcome of a candidate.
type Decision struct {
	// Status is what was decided (promoted, rejected, ...), typed.
	Status   memory.DecisionStatus `json:"status"`
	Skill    string                `json:"skill"`
	Version  string                `json:"version"`
	Old      string                `json:"old,omitempty"`
	Author   string                `json:"author,omitempty"`
	Promoted bool                  `json:"promoted"`
	Reason   string                `json:"reason"`
	Passed   int                   `json:"passed"`
	Total    int                   `json:"total"`
	// Unverifiable counts the episodes that could not be verified.
	Unverifiable int `json:"unverifiable,omitempty"`
	// ServingPassed and ServingTotal are the serving version's verdicts
	// on the same evidence.
	ServingPassed int       `json:"serving_passed,omitempty"`
	ServingTotal  int       `json:"serving_total,omitempty"`
	Time          time.Time `json:"time"`
	// Source is the candidate's source as written.
	Source string `json:"-"`
}

// Lifecycle configures how new versions are judged and remembered. The
// zero value promotes verified versions but, having no verifier, treats
// every compiling version as verified.
type Lifecycle struct {
	Policy Policy
	// Verify verifies a candidate against the evidence linked to its skill
	// (cmd/skillrun wires package verify in here). Nil: no verification.
	Verify func(ctx context.Context, c Candidate) (Verification, error)
	// Record persists the candidate and its decision (cmd/skillrun wires
	// the memory store in: the version, its SUPERSEDES edge, its evidence
	// links and its verdicts). Nil: nothing is persisted.
	Record func(ctx context.Context, c Candidate, d Decision) error
	// Admit, when set, says whether a proposal by author may be judged at
	// all (the gate checks the author's quota of what it has stored); an
	// error refuses the proposal before it is checked, verified or
	// recorded. It runs under the library's lifecycle lock, so
	// concurrent proposals are admitted one at a time.
	Admit func(ctx context.Context, author string) error
}

// Proposal is a new version offered through the API (consolidation).
type Proposal struct {
	Source []byte
	// Skill, when set, is the skill the proposal is for: source whose
	// package names another skill is refused, so that a version recorded
	// for one skill (a rollback, a sync from another instance, a
	// consolidation rewrite) can never replace another.
	Skill    string
	Author   string   // agent id
	Episodes []string // supporting episode ids
	Note     string
}

// Bounds on what a proposal carries besides its source. Its note and
// author are kept in the decision recorded for it, which every instance
// sharing the store reads again at each sync (every two seconds by
// default, all of a skill's decisions); its episodes are each looked up
// and linked. A proposal with a note of 30 MiB made each instance read
// 30 MiB per sync, for good.
const (
	MaxNoteBytes      = 16 << 10
	MaxAuthorBytes    = 512
	MaxEpisodes       = 1000
	MaxEpisodeIDBytes = 256
)

// bounded refuses a proposal whose note, author or episodes pass the
// bounds above, naming which.
func (p Proposal) bounded() error {
	switch {
	case len(p.Note) > MaxNoteBytes:
		return fmt.Errorf("%w: the proposal's note is %d bytes; at most %d", skills.ErrBadInput, len(p.Note), MaxNoteBytes)
	case len(p.Author) > MaxAuthorBytes:
		return fmt.Errorf("%w: the proposal's author is %d bytes; at most %d", skills.ErrBadInput, len(p.Author), MaxAuthorBytes)
	case len(p.Episodes) > MaxEpisodes:
		return fmt.Errorf("%w: the proposal names %d episodes; at most %d", skills.ErrBadInput, len(p.Episodes), MaxEpisodes)
	}
	for i, e := range p.Episodes {
		if len(e) > MaxEpisodeIDBytes {
			return fmt.Errorf("%w: the proposal's episode %d is an id of %d bytes; at most %d", skills.ErrBadInput, i, len(e), MaxEpisodeIDBytes)
		}
	}
	return nil
}

// Propose checks, compiles and verifies a new version, and promotes it if
// the lifecycle's policy allows. A promoted version is written to the
// library directory first (atomically), so the files on disk stay in step
// with what is served.
func (l *Library) Propose(ctx context.Context, lc Lifecycle, p Proposal) (Decision, error) {
	if err := p.bounded(); err != nil {
		return Decision{}, err
	}
	l.lifeMu.Lock()
	defer l.lifeMu.Unlock()
	if lc.Admit != nil {
		if err := lc.Admit(ctx, p.Author); err != nil {
			return Decision{Skill: p.Skill, Reason: oneLine(err.Error()), Time: time.Now()}, err
		}
	}
	u, err := check.Check("proposal.go", p.Source)
	if err == nil && p.Skill != "" && u.Name() != p.Skill {
		err = fmt.Errorf("%w: the source declares skill %q, not %q", skills.ErrBadInput, u.Name(), p.Skill)
		var serving *check.Unit
		if cur, gerr := l.Get(p.Skill); gerr == nil {
			serving = cur.Unit
		}
		return l.reject(ctx, lc, serving, p.Source, p.Author, err), err
	}
	if err != nil {
		d := l.reject(ctx, lc, nil, p.Source, p.Author, err)
		return d, err
	}
	target := filepath.Join(l.dir, u.Name()+".go")
	var onDisk []byte // what the library serves from target; nil: nothing
	if cur, err := l.Get(u.Name()); err == nil && cur.Builtin == nil {
		target, onDisk = cur.Unit.File, cur.Unit.Source
	}
	if u, err = check.Check(target, p.Source); err != nil {
		d := l.reject(ctx, lc, nil, p.Source, p.Author, err)
		return d, err
	}
	c := Candidate{Unit: u, Author: p.Author, Episodes: p.Episodes, Note: p.Note}
	return l.decide(ctx, lc, c, func() error {
		if err := l.unchangedOnDisk(target, onDisk); err != nil {
			return err
		}
		return writeAtomic(target, p.Source)
	})
}

// ErrFileChanged: a promotion found its skill's file holding something
// other than what serves from it (a save the watcher has not judged yet)
// and did not write over it.
var ErrFileChanged = skills.WithKind(skills.KindRefused, errors.New("the skill file changed on disk"))

// unchangedOnDisk returns nil when path holds exactly served (or, with
// served nil, does not exist), and otherwise an ErrFileChanged error
// naming it. A proposal, rollback or sync writes the skill's file when
// it promotes; a person's save made while it was judged (or just
// before, while the watcher waited for the file to stay quiet) was
// overwritten, never judged nor recorded, and the watcher, finding the
// proposal's text, had nothing to judge.
func (l *Library) unchangedOnDisk(path string, served []byte) error {
	if _, err := os.Lstat(path); served == nil && errors.Is(err, os.ErrNotExist) {
		return nil
	}
	now, err := l.readFile(path)
	switch {
	case served == nil && err == nil:
		return fmt.Errorf("%w: %s was saved while the proposal was judged; it was not overwritten (the library's watcher judges it; without one, the next watcher to start does): propose again after", ErrFileChanged, path)
	case err != nil:
		return fmt.Errorf("%w: %s: %w", ErrFileChanged, path, err)
	case string(now) != string(served):
		return fmt.Errorf("%w: %s holds a save not yet judged, not the serving version; it was not overwritten (the library's watcher judges it; without one, the next watcher to start does): propose again after", ErrFileChanged, path)
	}
	return nil
}

// Consider judges the skill file at path, as an edit on disk (the watcher
// calls it). A file that no longer exists removes its skill.
func (l *Library) Consider(ctx context.Context, lc Lifecycle, path string) (Decision, error) {
	return l.consider(ctx, lc, path, false)
}

// errNotComplete: a file its writer closed does not check (yet).
var errNotComplete = errors.New("closed file does not check")

// consider is Consider; closed says the file's writer just closed it, and
// then a file that does not check is not judged: consider returns
// errNotComplete and the watcher waits for the file to stay quiet.
func (l *Library) consider(ctx context.Context, lc Lifecycle, path string, closed bool) (Decision, error) {
	l.lifeMu.Lock()
	defer l.lifeMu.Unlock()
	if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
		for _, m := range l.List() {
			if m.File == path {
				l.Remove(m.Name)
				return Decision{Skill: m.Name, Old: m.Version, Reason: "file removed", Time: time.Now()}, nil
			}
		}
		return Decision{Reason: "not a skill file", Time: time.Now()}, nil
	}
	src, err := l.readFile(path)
	if err != nil {
		// Not a regular file inside the library (a link, a FIFO, a device),
		// or too large: there is no version to judge; whatever serves from
		// this path keeps serving.
		d := Decision{Reason: oneLine(err.Error()), Time: time.Now()}
		if serving := l.servingFromFile(path); serving != nil {
			d.Skill, d.Old = serving.Name(), serving.Version()
		}
		return d, err
	}
	u, err := check.Check(path, src)
	if err != nil {
		var ns *check.NotSkillError
		if errors.As(err, &ns) {
			return Decision{Reason: "not a skill", Time: time.Now()}, nil
		}
		if closed {
			return Decision{}, errNotComplete
		}
		serving := l.servingFromFile(path)
		d := l.reject(ctx, lc, serving, src, "file", err)
		l.restore(serving, src, &d)
		return d, err
	}
	if cur, err := l.Get(u.Name()); err == nil {
		if cur.Unit.Version() == u.Version() && cur.Unit.File == path {
			return Decision{Skill: u.Name(), Version: u.Version(), Promoted: true, Reason: "unchanged", Time: time.Now()}, nil
		}
		if cur.Builtin == nil && cur.Unit.File != path {
			if _, statErr := os.Stat(cur.Unit.File); statErr == nil {
				err := fmt.Errorf("%w: duplicate skill name %q (also declared in %s)", skills.ErrBadInput, u.Name(), cur.Unit.File)
				d := l.reject(ctx, lc, cur.Unit, u.Source, "file", err)
				return d, err
			}
			if cur.Unit.Version() == u.Version() {
				// The same version, moved to another file: serve it from there.
				l.Swap(u)
				return Decision{Skill: u.Name(), Version: u.Version(), Promoted: true, Reason: "unchanged", Time: time.Now()}, nil
			}
		}
	}
	d, err := l.decide(ctx, lc, Candidate{Unit: u, Author: "file"}, nil)
	if !d.Promoted && !errors.Is(err, ErrInterrupted) {
		if cur, gerr := l.Get(u.Name()); gerr == nil && cur.Builtin == nil && cur.Unit.File == path {
			l.restore(cur.Unit, u.Source, &d)
		}
	}
	return d, err
}

// RejectedDir is where a library keeps file edits it rejected, named
// NAME.VERSION.go; the scan skips it.
const RejectedDir = ".rejected"

// restore puts the serving version back into its file after an edit on
// disk was rejected, so what is on disk is what serves (a fresh process
// must not load a rejected version); the rejected source is kept in
// RejectedDir for its author.
func (l *Library) restore(serving *check.Unit, rejected []byte, d *Decision) {
	if serving == nil {
		return
	}
	name := serving.Name()
	// A newer save may already be on its way (an editor writing in steps):
	// never overwrite anything but the very text that was rejected; the
	// watcher judges the newer one.
	if now, err := l.readFile(serving.File); err != nil || string(now) != string(rejected) {
		return
	}
	keep := filepath.Join(l.dir, RejectedDir, fmt.Sprintf("%s.%s.go", name, d.Version))
	if err := writeAtomic(keep, rejected); err != nil {
		l.log.Warn("keep rejected edit", "skill", name, "error", err)
		return
	}
	l.pruneRejected(name, keep)
	if err := writeAtomic(serving.File, serving.Source); err != nil {
		l.log.Warn("restore serving version", "skill", name, "error", err)
		return
	}
	detail := fmt.Sprintf("%s restored to the serving version %s, the edit is kept in %s", serving.File, serving.Version(), keep)
	d.Reason += "; " + detail
	l.emit(Change{Kind: Restored, Skill: name, Version: serving.Version(), Old: d.Version, File: serving.File, Detail: detail})
}

// MaxRejectedKept bounds the rejected edits RejectedDir keeps of one
// skill: each distinct edit was kept, up to 1 MiB each, and an agent that
// saved 10,000 broken versions over a serving skill's file left 10,000
// files (10 GB at most) on the host's disk. The newest are kept.
const MaxRejectedKept = 32

// pruneRejected removes the oldest of name's kept edits past
// MaxRejectedKept, never just (the one just kept).
func (l *Library) pruneRejected(name, just string) {
	dir := filepath.Join(l.dir, RejectedDir)
	ents, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	type kept struct {
		path string
		mod  time.Time
	}
	var ks []kept
	for _, e := range ents {
		// NAME.VERSION.go, VERSION 16 hex digits: another skill's name
		// never matches (a skill name has no dot).
		rest, ok := strings.CutPrefix(e.Name(), name+".")
		if !ok || !e.Type().IsRegular() || len(rest) != 16+len(".go") || !strings.HasSuffix(rest, ".go") {
			continue
		}
		if info, err := e.Info(); err == nil {
			ks = append(ks, kept{filepath.Join(dir, e.Name()), info.ModTime()})
		}
	}
	if len(ks) <= MaxRejectedKept {
		return
	}
	sort.Slice(ks, func(i, j int) bool {
		if !ks[i].mod.Equal(ks[j].mod) {
			return ks[i].mod.Before(ks[j].mod)
		}
		return ks[i].path < ks[j].path
	})
	for _, k := range ks[:len(ks)-MaxRejectedKept] {
		if k.path == just {
			continue
		}
		if err := os.Remove(k.path); err != nil {
			l.log.Warn("prune rejected edits", "skill", name, "error", err)
		}
	}
}

// servingFromFile returns the serving unit loaded from path, if any.
func (l *Library) servingFromFile(path string) *check.Unit {
	for _, m := range l.List() {
		if m.File == path {
			if s, err := l.Get(m.Name); err == nil {
				return s.Unit
			}
		}
	}
	return nil
}

// decide compiles, verifies and (maybe) promotes a checked candidate.
// write, when set, puts the source on disk before the swap.
func (l *Library) decide(ctx context.Context, lc Lifecycle, c Candidate, write func() error) (Decision, error) {
	u := c.Unit
	if cur, err := l.Get(u.Name()); err == nil {
		c.Serving = cur.Unit
	}
	d := Decision{Skill: u.Name(), Version: u.Version(), Author: c.Author, Time: time.Now(), Source: string(u.Source)}
	if c.Serving != nil {
		d.Old = c.Serving.Version()
	}
	// Compile off to the side, through the one door: the executor runs the
	// candidate's initialisation where it runs skills (a worker, under
	// the candidate's limits), never here. A version that does not
	// compile, or whose initialisation fails, never serves.
	if err := l.opts.Executor.Prepare(ctx, u); err != nil {
		if stopped, err := interrupted(ctx, err); stopped {
			l.opts.Executor.Forget(u)
			d.Reason = err.Error()
			return d, err
		}
		d.Status = memory.Rejected
		d.Reason = "does not compile: " + err.Error()
		l.finish(ctx, lc, c, &d)
		return d, err
	}
	l.emit(Change{Kind: Compiled, Skill: u.Name(), Version: u.Version(), File: u.File})
	policy := lc.Policy
	if policy == "" {
		policy = PromoteVerified
	}
	unverified := false
	skipped, sampled, trial := "", "", ""
	if lc.Verify != nil && policy != PromoteAlways {
		v, err := lc.Verify(ctx, c)
		if err != nil {
			if stopped, err := interrupted(ctx, err); stopped {
				l.opts.Executor.Forget(u)
				d.Reason = err.Error()
				return d, err
			}
			d.Status = memory.Rejected
			d.Reason = "verification failed to run: " + err.Error()
			l.finish(ctx, lc, c, &d)
			return d, err
		}
		d.Passed, d.Total, d.Unverifiable = v.Passed, v.Total, v.Unverifiable
		d.ServingPassed, d.ServingTotal = v.ServingPassed, v.ServingTotal
		unverified, skipped, sampled, trial = v.Unverified, v.Skipped, v.Sampled, v.Trial
		l.emit(Change{Kind: Verified, Skill: u.Name(), Version: u.Version(), Detail: v.Detail})
		if !v.Accept {
			d.Status, d.Reason = memory.Rejected, v.Detail
			if v.Unverified {
				d.Status, d.Reason = memory.RecordedUnverified, "recorded, not served (unverified): "+v.Detail
			}
			l.finish(ctx, lc, c, &d)
			return d, nil
		}
	}
	if policy == PromoteManual {
		d.Status, d.Reason = memory.Manual, "awaiting manual promotion"
		if d.Total > 0 {
			d.Reason += fmt.Sprintf(": verified %d/%d", d.Passed, d.Total)
		}
		if sampled != "" {
			d.Reason += "; " + sampled
		}
		l.finish(ctx, lc, c, &d)
		return d, nil
	}
	if trial != "" && policy != PromoteAlways {
		d.Status, d.Reason = memory.OnTrial, fmt.Sprintf("on trial: verified %d/%d; %s", d.Passed, d.Total, trial)
		if sampled != "" {
			d.Reason += "; " + sampled
		}
		l.finish(ctx, lc, c, &d)
		return d, nil
	}
	if write != nil {
		if err := write(); err != nil {
			d.Status = memory.Rejected
			d.Reason = "cannot write the skill file: " + err.Error()
			l.finish(ctx, lc, c, &d)
			return d, err
		}
	}
	d.Promoted = true
	d.Status, d.Reason = memory.Promoted, "promoted"
	switch {
	case unverified:
		d.Status, d.Reason = memory.PromotedUnverified, "promoted unverified: no usable evidence"
	case d.Total > 0:
		d.Reason = fmt.Sprintf("promoted: verified %d/%d", d.Passed, d.Total)
	}
	if skipped != "" {
		d.Reason += "; judged without unreadable evidence: " + skipped
	}
	if sampled != "" {
		d.Reason += "; " + sampled
	}
	// Recorded before it serves: whoever sees the promotion announced
	// (the Updated change) finds it in memory.
	l.finish(ctx, lc, c, &d)
	old := l.Swap(u)
	if old != nil {
		l.opts.Executor.Forget(old.Unit)
	}
	return d, nil
}

// ErrInterrupted: a judgement stopped because its caller went away (the
// watcher stopping, a client disconnecting) before it was made. Nothing
// is decided, recorded or restored; the edit is judged again when it is
// offered again.
var ErrInterrupted = errors.New("judgement interrupted")

// interrupted reports whether err came of ctx ending, and wraps it.
func interrupted(ctx context.Context, err error) (bool, error) {
	if ctx.Err() == nil {
		return false, err
	}
	return true, fmt.Errorf("%w: %w", ErrInterrupted, context.Cause(ctx))
}

// reject records a version that could not even be checked.
func (l *Library) reject(ctx context.Context, lc Lifecycle, serving *check.Unit, src []byte, author string, err error) Decision {
	sum := sha256.Sum256(src)
	d := Decision{Status: memory.Rejected, Version: hex.EncodeToString(sum[:8]), Author: author, Reason: "does not vet: " + oneLine(err.Error()), Time: time.Now(), Source: string(src)}
	c := Candidate{Serving: serving, Author: author}
	if serving != nil {
		d.Skill, d.Old = serving.Name(), serving.Version()
	}
	l.finish(ctx, lc, c, &d)
	return d
}

// recordTimeout bounds the recording of a decision whose caller has gone.
const recordTimeout = 30 * time.Second

// finish records the decision, then announces rejections: one who hears
// of a rejection (the watcher's log, a subscriber) finds it in memory. A
// rejected version's compiled program is dropped.
func (l *Library) finish(ctx context.Context, lc Lifecycle, c Candidate, d *Decision) {
	if !d.Promoted && c.Unit != nil {
		if cur, err := l.Get(c.Unit.Name()); err != nil || cur.Unit.Version() != c.Unit.Version() {
			l.opts.Executor.Forget(c.Unit)
		}
	}
	if lc.Record != nil {
		// A decision taken is recorded even if its caller has gone: the
		// file may already be written.
		rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), recordTimeout)
		defer cancel()
		if err := lc.Record(rctx, c, *d); err != nil {
			l.log.Warn("record version", "skill", d.Skill, "version", d.Version, "error", err)
		}
	}
	if !d.Promoted {
		kind := Rejected
		if d.Status == memory.OnTrial {
			kind = OnTrial
		}
		l.emit(Change{Kind: kind, Skill: d.Skill, Version: d.Version, Old: d.Old, Detail: d.Reason})
	}
}

// Promote makes a recorded version serve (manual promotion, rollback): it
// is checked and compiled again, written to disk and swapped in, without
// verification gating.
func (l *Library) Promote(ctx context.Context, lc Lifecycle, src []byte, author string) (Decision, error) {
	lc.Policy = PromoteAlways
	return l.Propose(ctx, lc, Proposal{Source: src, Author: author})
}

func oneLine(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			return s[:i] + " (...)"
		}
	}
	return s
}

// writeAtomic writes a file whole or not at all (atomicfile.Write),
// making its directory first.
func writeAtomic(path string, b []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return atomicfile.Write(path, b)
}
