package gate

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/skills"
	"github.com/skillrun/skillrun/verify"
)

// ProbationAuthor is the author of the decisions probation records.
const ProbationAuthor = "probation"

// Probation judges the versions that ran in a recorded run (its trace),
// the outermost first, and rolls back each that failed its probation. It
// returns the rollbacks it made, and the decisions of trials the run
// completed (a version on trial promoted or rejected: trial.go). Call it once the run's evidence is
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
		// A version on trial for the skill is weighed on this run too.
		if d, err = g.trial(ctx, i.Skill, rules); err != nil {
			g.log.Warn("trial", "skill", i.Skill, "error", err)
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

// Probation is where a serving version stands in its probation.
type Probation struct {
	Version string `json:"version"`
	// On: the version replaced Old on the gate's decision (Decision,
	// dated Since) and has made no more than Of recorded runs since.
	On       bool      `json:"on"`
	Old      string    `json:"old,omitempty"`
	Decision string    `json:"decision,omitempty"`
	Since    time.Time `json:"since,omitzero"`
	// Calls and Succeeded count its recorded runs since its promotion.
	Calls     int `json:"calls"`
	Succeeded int `json:"succeeded"`
	// Of is the probation's length (Rules.ProbationCalls) and MinCalls
	// the runs it needs before it is judged (Rules.ObservedMinCalls).
	Of       int `json:"of"`
	MinCalls int `json:"min_calls"`
	// Bar is the success rate it is held to, less Margin; BarOf says
	// whose it is (empty: there is none, and it is never rolled back).
	Bar    float64 `json:"bar"`
	BarOf  string  `json:"bar_of,omitempty"`
	Margin float64 `json:"margin"`
	// Failing: judged (Calls ≥ MinCalls) and short of the bar, the
	// excused runs not counted.
	Failing bool `json:"failing"`
	// Excused are failed runs among Calls that do not count: the
	// replaced version fails them too, re-simulated (as this gate last
	// weighed them; Gate.ProbationOf).
	Excused int `json:"excused,omitempty"`
	// Detector: the version is a detector, judged instead on the
	// labelled frames its runs saw when MinCalls of them saw any
	// (FrameProbation); the counts above are its callers' outcomes.
	Detector bool `json:"detector,omitempty"`
	// Frames is where it stands on those frames, as this gate last
	// scored them (Gate.ProbationOf; nil: none scored here yet), and
	// FramesSummary says so in a sentence.
	Frames        *FrameProbation `json:"frames,omitempty"`
	FramesSummary string          `json:"frames_summary,omitempty"`
	// Watched: past its probation, the version is judged window by
	// window (watch.go) by this gate; the window began at WatchSince and
	// the gate has counted WatchRuns of its runs since (Of a window).
	Watched    bool      `json:"watched,omitempty"`
	WatchSince time.Time `json:"watch_since,omitzero"`
	WatchRuns  int       `json:"watch_runs,omitempty"`
}

// ProbationOf returns where version of skill stands in its probation
// (On false: it is not on probation, or is past it).
func ProbationOf(ctx context.Context, store memory.Store, skill, version string, rules Rules) (Probation, error) {
	rules = rules.withDefaults()
	p := Probation{Version: version, Of: rules.ProbationCalls, MinCalls: rules.ObservedMinCalls, Margin: rules.ObservedMargin}
	if rules.ProbationCalls < 0 {
		return p, nil
	}
	d, err := store.LatestVersionDecision(ctx, version, memory.ServingStatuses...)
	if errors.Is(err, memory.ErrNotFound) {
		return p, nil // found serving: never judged, nothing replaced
	}
	if err != nil {
		return p, err
	}
	if p, err = probationFrom(ctx, store, skill, d, p); err != nil || !p.On {
		return p, err
	}
	// For the pages and descriptions that show it; probe has the unit.
	if v, err := store.Version(ctx, d.Version); err == nil {
		p.Detector = v.Kind == skills.Detector
	}
	return p, nil
}

// ProbationOf is the package's ProbationOf on the gate's store and rules.
func (g *Gate) ProbationOf(ctx context.Context, skill, version string) (Probation, error) {
	if g.opts.Store == nil {
		return Probation{Version: version}, nil
	}
	p, err := ProbationOf(ctx, g.opts.Store, skill, version, g.rules)
	if err != nil {
		return p, err
	}
	if !p.On {
		// Past its probation: where its window stands, as this gate
		// counts it (a page must not wait on a judgement).
		if p.Decision != "" && g.probeMu.TryLock() {
			if w := g.watching[p.Decision]; w != nil {
				p.Watched, p.WatchSince, p.WatchRuns = true, w.since, w.runs
			}
			g.probeMu.Unlock()
		}
		return p, nil
	}
	// The failed runs the probe excused, as it last weighed them (not
	// weighed again here: a page must not re-simulate; while a probe
	// holds the lock the counts are shown as they stand).
	if g.probeMu.TryLock() {
		for k, fails := range g.weighed {
			if fails && strings.HasPrefix(k, p.Decision+"\x00") {
				p.Excused++
			}
		}
		g.probeMu.Unlock()
		if p.Excused > 0 {
			q := p
			q.exclude(p.Excused)
			p.Failing = q.Failing
		}
	}
	if !p.Detector {
		return p, nil
	}
	g.framedMu.Lock()
	fp, ok := g.framed[p.Decision]
	g.framedMu.Unlock()
	if ok {
		p.Frames, p.FramesSummary = &fp, fp.Summary(version, p.Old)
	}
	return p, nil
}

// onProbation reports whether d, the newest decision that made its
// version serve, put it on probation: the gate promoted it in place of
// another.
func onProbation(skill string, d memory.Decision) bool {
	return d.Skill == skill && d.Status != memory.RolledBack && d.Old != "" && d.Old != d.Version
}

// probationFrom is ProbationOf from the version's serving decision d.
func probationFrom(ctx context.Context, store memory.Store, skill string, d memory.Decision, p Probation) (Probation, error) {
	if !onProbation(skill, d) {
		return p, nil
	}
	o, err := observedSince(ctx, store, d.Version, d.Time)
	if err != nil {
		return p, err
	}
	p.Old, p.Decision, p.Since, p.Calls, p.Succeeded = d.Old, d.ID, d.Time, o.Calls, o.Succeeded
	p.On = o.Calls <= p.Of
	if !p.On {
		return p, nil
	}
	if p.Bar, p.BarOf, err = probationBar(ctx, store, d.Version, d.Old, p.MinCalls); err != nil {
		return p, err
	}
	p.judge()
	return p, nil
}

// judge sets Failing from the counts: judged (Calls ≥ MinCalls) and
// short of a bar by more than the margin.
func (p *Probation) judge() {
	p.Failing = p.BarOf != "" && p.Calls >= p.MinCalls && float64(p.Succeeded)/float64(p.Calls) < p.Bar-p.Margin
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
	if !onProbation(skill, d) || g.settled[d.ID] {
		return nil, nil // the cheap path
	}
	if w := g.watching[d.ID]; w != nil {
		// Past its probation: counted here, judged once a window.
		return g.watchRun(ctx, skill, d, cur.Unit, w, rules)
	}
	p, err := probationFrom(ctx, store, skill, d, Probation{Version: version, Of: rules.ProbationCalls, MinCalls: rules.ObservedMinCalls, Margin: rules.ObservedMargin})
	if err != nil {
		return nil, err
	}
	reason := ""
	if p.On {
		var fp FrameProbation
		reason, fp = g.judgeRuns(ctx, skill, d, cur.Unit, rules, p, time.Time{})
		if fp.Runs > 0 {
			g.framedMu.Lock()
			g.framed[d.ID] = fp
			g.framedMu.Unlock()
		}
	}
	if reason == "" {
		if !p.On {
			// Past its probation, and this gate was not watching it: it
			// started since (a restart), or another instance sharing the
			// memory saw the probation end. Its window resumes from the
			// memory's runs (watch.go).
			return g.resume(ctx, skill, d, cur.Unit, rules)
		}
		if p.Calls >= p.Of {
			// Served its probation: watched from now on (watch.go).
			g.watch(skill, d.ID)
		}
		return nil, nil
	}
	return g.demote(ctx, skill, d, reason)
}

// judgeRuns judges d's version (cur) on its real runs, which p counts:
// on probation, those since its promotion; watched (watchedSince set),
// those of the window since then. A detector whose runs saw labelled
// frames enough is judged on them, beside the replaced version
// (probation_frames.go), not on its callers' outcomes; otherwise p's
// counts are held to its bar, each failed run first weighed against the
// replaced version in the same world. It returns why the version falls
// short ("": it does not) and where a detector stands on the frames.
func (g *Gate) judgeRuns(ctx context.Context, skill string, d memory.Decision, cur *check.Unit, rules Rules, p Probation, watchedSince time.Time) (string, FrameProbation) {
	since, what := d.Time, "probation"
	if !watchedSince.IsZero() {
		since, what = watchedSince, "watch"
	}
	var fp FrameProbation
	if cur.Manifest.Kind == skills.Detector {
		var err error
		if fp, err = g.frameProbation(ctx, skill, d, cur, rules, since); err != nil {
			g.log.Warn(what+": score the labelled frames of its runs", "skill", skill, "version", d.Version, "error", err)
			fp = FrameProbation{}
		} else if fp.Judged {
			if fp.Failing {
				return fp.reason(d.Version, d.Old, rules.ObservedMargin, watchedSince), fp
			}
			return "", fp
		}
	}
	if !p.Failing {
		return "", fp
	}
	excused, err := g.excuse(ctx, skill, d, since, max(p.Calls, p.Of))
	if err != nil {
		g.log.Warn(what+": re-simulate the replaced version", "skill", skill, "version", d.Old, "error", err)
	}
	if p.exclude(excused); !p.Failing {
		return "", fp
	}
	when, from := judgedWhen(watchedSince)
	reason := fmt.Sprintf("%s, %s succeeded in %d of %d real runs %s, below %s (%.2f) by more than %.2f; %s serves again",
		when, memory.ShortID(d.Version), p.Succeeded, p.Calls, from, p.BarOf, p.Bar, p.Margin, memory.ShortID(d.Old))
	if excused > 0 {
		reason += fmt.Sprintf(" (%d more failed runs not counted: %s fails them too, re-simulated)", excused, memory.ShortID(d.Old))
	}
	return reason, fp
}

// judgedWhen names the runs a judgement weighed, for its reason: on
// probation, since the promotion; watched, since the window's start.
func judgedWhen(watchedSince time.Time) (when, from string) {
	if watchedSince.IsZero() {
		return "on probation", "since its promotion"
	}
	return "watched after its probation", "since " + watchedSince.UTC().Format(time.RFC3339)
}

// demote rolls skill back from d's version to the one it replaced, for
// reason (probation's or the watch's), and records the version's own
// rejection: proposed again unchanged, the gate refuses it
// (failedProbation). The caller holds probeMu.
func (g *Gate) demote(ctx context.Context, skill string, d memory.Decision, reason string) (*library.Decision, error) {
	version := d.Version
	// The version d's promotion replaced served until then: one a
	// person's rollback made serve (no gate's) included.
	rd, err := g.rollback(ctx, skill, d.Old, ProbationAuthor, reason, servedOnce)
	if err != nil {
		return nil, fmt.Errorf("roll back %s to %s: %w", memory.ShortID(version), memory.ShortID(d.Old), err)
	}
	g.settle(d.ID)
	t := g.dateAfter(ctx, skill, g.opts.Now())
	fail := memory.Decision{ID: decisionID(version, t), Skill: skill, Version: version, Status: memory.Rejected, Author: ProbationAuthor, Time: t,
		Reason: "failed its probation: " + reason, Old: d.Old}
	if err := g.opts.Store.RecordDecision(ctx, fail); err != nil {
		g.log.Warn("probation: record the rejection", "version", version, "error", err)
	}
	g.log.Info("probation: rolled back", "skill", skill, "version", version, "to", d.Old, "reason", reason)
	return &rd, nil
}

// settle marks the promotion of decision id past its probation (served,
// or rolled back) and drops what was kept to judge it; its standing on
// frames stays for the pages that show it. The caller holds probeMu.
func (g *Gate) settle(id string) {
	g.settled[id] = true
	delete(g.watching, id)
	g.forget(id)
}

// forget drops what was kept to judge promotion id: the failed runs
// weighed, the frames scored. The caller holds probeMu.
func (g *Gate) forget(id string) {
	for k := range g.scored {
		if strings.HasPrefix(k, id+"\x00") {
			delete(g.scored, k)
		}
	}
	for k := range g.weighed {
		if strings.HasPrefix(k, id+"\x00") {
			delete(g.weighed, k)
		}
	}
	for k := range g.unsimulable {
		if strings.HasPrefix(k, id+"\x00") {
			delete(g.unsimulable, k)
		}
	}
}

// exclude takes n failed runs out of a probation's count and judges it
// again.
func (p *Probation) exclude(n int) {
	if n <= 0 {
		return
	}
	p.Calls -= n
	p.judge()
}

// excuse counts the failed runs of d's version since since (its
// promotion, or the start of the watch's window; at most limit of them)
// that the version it replaced fails too, re-simulated in the world each
// run started from with the same arguments: a task no version could do
// (an impossible one, or one a caller set to make the version fail) says
// nothing against it. A run that cannot be re-simulated (no snapshot, no
// simulator) is not excused. The replaced version's source is checked
// (parsed and type-checked) here and run by the library's executor.
func (g *Gate) excuse(ctx context.Context, skill string, d memory.Decision, since time.Time, limit int) (int, error) {
	store := g.opts.Store
	if g.opts.Simulators == nil {
		return 0, nil
	}
	// Its failed runs since (its promotion, or the watch's window), no
	// more than the window holds: a version serving for long gathers
	// thousands of links.
	evs, err := store.RecentEvidence(ctx, d.Version, ByRun, memory.FailedIn, since, limit)
	if err != nil {
		return 0, err
	}
	// Each run is weighed once a promotion (probe holds probeMu): while
	// the counts say failing, every run would weigh them all again.
	n := 0
	var eps []memory.Episode
	for _, e := range evs {
		if fails, weighed := g.weighed[d.ID+"\x00"+e.Episode]; weighed {
			if fails {
				n++
			}
			continue
		}
		ep, err := store.Episode(ctx, e.Episode)
		if err != nil {
			return 0, err
		}
		// A run whose snapshot holds only part of its world (a free
		// session's box around the player) is not excused: the replaced
		// version failing it re-simulated may fail for want of the rest.
		if len(ep.Snapshot) > 0 && !verify.PartialEpisode(g.opts.Simulators, ep) {
			eps = append(eps, ep)
		}
	}
	if len(eps) == 0 {
		return n, nil
	}
	rep, err := g.resimulate(ctx, skill, d.Old, eps, "verify")
	if err != nil {
		return 0, err
	}
	for _, v := range rep.Verdicts {
		fails := v.Outcome == verify.Failed
		if v.Outcome != "" { // ran to an end: weighed for good
			g.weighed[d.ID+"\x00"+v.Episode] = fails
		}
		if fails {
			n++
		}
	}
	return n, nil
}

// failedProbation returns why version may not serve again on the gate's
// judgement ("" when it may): its newest decision is probation's
// rejection. Evidence it was promoted on does not change by its failing
// in real use, so the same source would pass the gate again and fail
// again; a person may still serve it (skillrun rollback --to).
func (g *Gate) failedProbation(ctx context.Context, version string) (string, error) {
	if g.opts.Store == nil {
		return "", nil
	}
	d, err := g.opts.Store.LatestVersionDecision(ctx, version)
	if errors.Is(err, memory.ErrNotFound) {
		return "", nil
	}
	if err != nil {
		return "", err
	}
	if d.Status != memory.Rejected || d.Author != ProbationAuthor {
		return "", nil
	}
	return fmt.Sprintf("%s %s; the evidence it was promoted on has not changed (a person may serve it: skillrun rollback --to)", memory.ShortID(version), d.Reason), nil
}

// probationBar is what a version on probation must reach in real use,
// and whose it is (empty: no bar): the replaced version's observed
// success over at least minCalls runs, else the version's verified rate,
// else the replaced version's.
func probationBar(ctx context.Context, store memory.Store, version, old string, minCalls int) (float64, string, error) {
	prev, err := observedSince(ctx, store, old, time.Time{})
	if err != nil && !errors.Is(err, memory.ErrNotFound) {
		return 0, "", err
	}
	if prev.Calls >= minCalls {
		return prev.Rate, fmt.Sprintf("%s's %d of %d", memory.ShortID(old), prev.Succeeded, prev.Calls), nil
	}
	for _, v := range []struct{ id, whose string }{{version, "its"}, {old, memory.ShortID(old) + "'s"}} {
		r, err := store.SuccessRate(ctx, v.id)
		if err != nil && !errors.Is(err, memory.ErrNotFound) {
			return 0, "", err
		}
		if r.Total > 0 {
			return r.Rate, fmt.Sprintf("%s verified %d of %d", v.whose, r.Passed, r.Total), nil
		}
	}
	return 0, "", nil
}

// observedSince counts a version's recorded runs linked at or after t
// (all when zero), in the store.
func observedSince(ctx context.Context, store memory.Store, version string, t time.Time) (Observed, error) {
	o := Observed{Version: version}
	n, err := store.EvidenceCounts(ctx, version, ByRun, t)
	if err != nil {
		return o, err
	}
	o.Succeeded = n[memory.SupportedBy]
	o.Calls = o.Succeeded + n[memory.FailedIn]
	if o.Calls > 0 {
		o.Rate = float64(o.Succeeded) / float64(o.Calls)
	}
	return o, nil
}

// storedUnit is version's source as memory holds it, parsed and
// type-checked in the host (never run here: the library's executor runs
// it).
func (g *Gate) storedUnit(ctx context.Context, skill, version string) (*check.Unit, error) {
	v, err := g.opts.Store.Version(ctx, version)
	if err != nil {
		return nil, fmt.Errorf("version %s: %w", memory.ShortID(version), err)
	}
	u, err := check.Check(skill+".go", []byte(v.Source))
	if err != nil {
		return nil, fmt.Errorf("version %s: %w", memory.ShortID(version), err)
	}
	return u, nil
}

// resimulate runs the stored version of skill on eps, each re-simulated
// in the world its run started from with the same arguments, through
// the library's executor (probation's excuse, a trial); logName names
// the verifier's logger.
func (g *Gate) resimulate(ctx context.Context, skill, version string, eps []memory.Episode, logName string) (*verify.Report, error) {
	u, err := g.storedUnit(ctx, skill, version)
	if err != nil {
		return nil, err
	}
	return verify.Episodes(ctx, g.opts.Library, u, eps, verify.Options{Simulators: g.opts.Simulators, Method: verify.MethodResim, Logger: g.log.Named(logName)})
}
