package gate

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/skills"
	"github.com/skillrun/skillrun/verify"
)

// needsTrial says why candidate c must stand trial before it serves (""
// when it need not): the version it would replace serves because
// probation restored it. The version probation rolled back had passed
// the same gate on evidence its author could read, and failed in real
// use; the next replacement is held to runs nobody had seen when it was
// proposed before it serves, not after (Rules.TrialRuns). A procedure is
// judged on those runs re-simulated (it needs the gate's simulators), a
// detector on the labelled frames they observed (it needs the frame
// store).
func (g *Gate) needsTrial(ctx context.Context, c library.Candidate) (string, error) {
	rules := g.rules.withDefaults()
	if rules.TrialRuns < 0 || c.Serving == nil || g.opts.Store == nil || !g.canTry(c.Unit.Manifest.Kind) {
		return "", nil
	}
	serving := c.Serving.Version()
	d, err := g.opts.Store.LatestVersionDecision(ctx, serving, memory.ServingStatuses...)
	if errors.Is(err, memory.ErrNotFound) {
		return "", nil
	}
	if err != nil {
		return "", err
	}
	if d.Status != memory.RolledBack || d.Author != ProbationAuthor {
		return "", nil
	}
	how := "re-simulated"
	if c.Unit.Manifest.Kind == skills.Detector {
		how = "on the labelled frames they observed"
	}
	return fmt.Sprintf("%s serves because probation restored it (%s failed in real use), so this version serves once it has done as well as %s in %s's next %d real runs, %s",
		memory.ShortID(serving), memory.ShortID(d.Old), memory.ShortID(serving), memory.ShortID(serving), rules.TrialRuns, how), nil
}

// canTry says whether the gate can hold a trial for a skill of kind: a
// procedure's needs worlds to re-simulate runs in, a detector's the
// frames its runs observed.
func (g *Gate) canTry(kind skills.Kind) bool {
	if kind == skills.Detector {
		return g.opts.Frames.Dir != ""
	}
	return g.opts.Simulators != nil
}

// Trial is where a skill's trial stands.
type Trial struct {
	// On: Version (by Author) has been on trial since Since, in place of
	// Serving, and serves once it has done as well in Of of Serving's
	// real runs, re-simulated.
	On      bool      `json:"on"`
	Version string    `json:"version,omitempty"`
	Author  string    `json:"author,omitempty"`
	Serving string    `json:"serving,omitempty"`
	Since   time.Time `json:"since,omitzero"`
	Of      int       `json:"of"`
	// Detector: Version is a detector's, judged on the labelled frames
	// of Serving's runs (a procedure's are re-simulated with it).
	Detector bool `json:"detector,omitempty"`
}

// How says how the trial weighs the serving version's runs, for a
// sentence that says where it stands.
func (t Trial) How() string {
	if t.Detector {
		return "scored on the labelled frames they observed, beside this version"
	}
	return "re-simulated with it"
}

// TrialOf returns the skill's open trial (On false: none).
func TrialOf(ctx context.Context, store memory.Store, skill string, rules Rules) (Trial, error) {
	rules = rules.withDefaults()
	t := Trial{Of: rules.TrialRuns}
	if store == nil || rules.TrialRuns < 0 {
		return t, nil
	}
	d, open, err := openTrial(ctx, store, skill)
	if err != nil || !open {
		return t, err
	}
	t.On, t.Version, t.Author, t.Serving, t.Since = true, d.Version, d.Author, d.Old, d.Time
	if v, err := store.Version(ctx, d.Version); err == nil {
		t.Detector = v.Kind == skills.Detector
	}
	return t, nil
}

// TrialOf is the package's TrialOf under the gate's rules.
func (g *Gate) TrialOf(ctx context.Context, skill string) (Trial, error) {
	return TrialOf(ctx, g.opts.Store, skill, g.rules)
}

// openTrial returns the skill's on-trial decision when its trial is
// open: it is the newest decision that changes what serves, or would (a
// rejected candidate, or evidence linked by hand, leaves it open), and
// the newest about its version (not judged already, by this instance
// before a restart or by another).
func openTrial(ctx context.Context, store memory.Store, skill string) (memory.Decision, bool, error) {
	d, err := store.LatestDecision(ctx, skill, trialEnders...)
	if errors.Is(err, memory.ErrNotFound) {
		return d, false, nil
	}
	if err != nil || d.Status != memory.OnTrial {
		return d, false, err
	}
	last, err := store.LatestVersionDecision(ctx, d.Version)
	if err != nil {
		return d, false, err
	}
	return d, last.ID == d.ID, nil
}

// trialEnders are the statuses of the decisions a trial is found among:
// the newest of them is the open trial, or what ended it.
var trialEnders = []memory.DecisionStatus{memory.OnTrial, memory.Promoted, memory.PromotedUnverified, memory.RolledBack, memory.Manual, memory.Disabled, memory.Enabled}

// trial judges the version on trial for skill, if there is one (the
// skill's newest decision is memory.OnTrial), on the serving version's
// real runs since: each run a world can re-simulate is re-simulated with
// the candidate, once. With Rules.TrialRuns of them the candidate is
// promoted when its success there is within ObservedMargin of the
// serving version's, else rejected; both are decisions, the promotion
// also a swap. A later decision about the skill ends the trial unjudged.
func (g *Gate) trial(ctx context.Context, skill string, rules Rules) (*library.Decision, error) {
	if rules.TrialRuns < 0 || (g.opts.Simulators == nil && g.opts.Frames.Dir == "") {
		return nil, nil
	}
	g.probeMu.Lock()
	defer g.probeMu.Unlock()
	store, lib := g.opts.Store, g.opts.Library
	d, open, err := openTrial(ctx, store, skill)
	if err != nil || !open || g.settled[d.ID] {
		return nil, err // the cheap path: no trial open
	}
	cur, err := lib.Get(skill)
	if err != nil || !g.canTry(cur.Unit.Manifest.Kind) {
		return nil, nil
	}
	serving := cur.Unit.Version()
	if d.Old != serving {
		g.settle(d.ID) // another version serves since: the trial is moot
		return nil, nil
	}
	// A trial no world can judge (runs without snapshots: the live
	// server) would hold the candidate back for good, and read the
	// serving version's evidence at every run: after trialPatience runs
	// it ends as the gate's judgement did before trials, the candidate
	// promoted and on probation.
	o, err := observedSince(ctx, store, serving, d.Time)
	if err != nil {
		return nil, err
	}
	if o.Calls > trialPatience(rules) {
		g.settle(d.ID)
		return g.promoteAfterTrial(ctx, skill, d, fmt.Sprintf("promoted: its trial could not be judged: fewer than %d of %s's %d real runs since it went on trial could be re-simulated; on probation",
			rules.TrialRuns, memory.ShortID(serving), o.Calls))
	}
	evs, err := store.Evidence(ctx, serving) // newest first
	if err != nil {
		return nil, err
	}
	var runs []memory.Evidence
	for _, e := range slices.Backward(evs) {
		if e.By == ByRun && !e.Time.Before(d.Time) && (e.Relation == memory.SupportedBy || e.Relation == memory.FailedIn) {
			runs = append(runs, e)
		}
	}
	if cur.Unit.Manifest.Kind == skills.Detector {
		return g.detectorTrial(ctx, skill, d, runs, rules)
	}
	// Each run is weighed once a trial (g.weighed: whether the candidate
	// failed it); a run no world can re-simulate counts for nothing.
	var eps []memory.Episode
	for _, e := range runs {
		key := d.ID + "\x00" + e.Episode
		if _, ok := g.weighed[key]; ok || g.unsimulable[key] {
			continue
		}
		ep, err := store.Episode(ctx, e.Episode)
		if err != nil {
			return nil, err
		}
		if len(ep.Snapshot) > 0 {
			eps = append(eps, ep)
		} else {
			g.unsimulable[key] = true // read once a trial
		}
	}
	if eps, err = g.faithful(ctx, skill, serving, d.ID, eps); err != nil {
		return nil, err
	}
	if len(eps) > 0 {
		rep, err := g.resimulate(ctx, skill, d.Version, eps, "trial")
		if err != nil {
			return nil, err
		}
		for _, vd := range rep.Verdicts {
			switch {
			case vd.Outcome != "": // ran to an end: weighed for good
				g.weighed[d.ID+"\x00"+vd.Episode] = vd.Outcome == verify.Failed
			case vd.TimedOut:
				// The serving version's real run finished; the candidate
				// did not (one that spun there went unweighed, and passed
				// its trial by patience).
				g.weighed[d.ID+"\x00"+vd.Episode] = true
			}
		}
	}
	n, cand, serv := 0, 0, 0
	for _, e := range runs {
		fails, ok := g.weighed[d.ID+"\x00"+e.Episode]
		if !ok || n == rules.TrialRuns {
			continue
		}
		n++
		if !fails {
			cand++
		}
		if e.Relation == memory.SupportedBy {
			serv++
		}
	}
	if n < rules.TrialRuns {
		return nil, nil
	}
	counts := fmt.Sprintf("%s succeeded in %d of %s's %d real runs since it went on trial, re-simulated, where %s succeeded in %d",
		memory.ShortID(d.Version), cand, memory.ShortID(serving), n, memory.ShortID(serving), serv)
	defer g.settle(d.ID)
	if float64(cand)/float64(n) < float64(serv)/float64(n)-rules.ObservedMargin {
		return g.rejectAfterTrial(ctx, skill, d, counts+fmt.Sprintf(" (more than %.2f below)", rules.ObservedMargin))
	}
	return g.promoteAfterTrial(ctx, skill, d, "promoted: passed its trial: "+counts)
}

// detectorTrial judges the detector on trial (decision d) on the
// labelled frames observed by the serving version's real runs since the
// trial began (runs, oldest first), both versions scored on each frame
// once (Gate.scored, under d). With Rules.TrialRuns runs whose frames
// were scored it is promoted when its precision and recall on them are
// each within ObservedMargin of the serving version's, else rejected: as
// a detector on probation is judged, before it serves rather than after.
// Runs that observed no labelled frame count for nothing.
func (g *Gate) detectorTrial(ctx context.Context, skill string, d memory.Decision, runs []memory.Evidence, rules Rules) (*library.Decision, error) {
	// Scored beside the version it would replace, d.Old: the serving one.
	fp, err := g.framesOf(ctx, skill, d, runs, rules.TrialRuns, func() (*check.Unit, error) { return g.storedUnit(ctx, skill, d.Version) })
	if err != nil {
		return nil, err
	}
	if fp.Runs < rules.TrialRuns {
		return nil, nil
	}
	m := rules.ObservedMargin
	counts := fmt.Sprintf("on the labelled frames of %s's %d real runs since it went on trial (%d frames), %s found %d of %d labelled objects (precision %.2f, recall %.2f), where %s found %d (precision %.2f, recall %.2f)",
		memory.ShortID(d.Old), fp.Runs, fp.Frames, memory.ShortID(d.Version), fp.New.TP, fp.New.TP+fp.New.FN, fp.New.Precision(), fp.New.Recall(),
		memory.ShortID(d.Old), fp.Old.TP, fp.Old.Precision(), fp.Old.Recall())
	defer g.settle(d.ID)
	if fp.short(m) {
		return g.rejectAfterTrial(ctx, skill, d, counts+fmt.Sprintf(": short by more than %.2f", m))
	}
	return g.promoteAfterTrial(ctx, skill, d, "promoted: passed its trial: "+counts)
}

// rejectAfterTrial records that the version on trial (decision d) failed
// it, for reason; the serving version serves on. The caller holds
// probeMu and settles d.
func (g *Gate) rejectAfterTrial(ctx context.Context, skill string, d memory.Decision, why string) (*library.Decision, error) {
	reason := "failed its trial: " + why + fmt.Sprintf("; %s serves on", memory.ShortID(d.Old))
	t := g.dateAfter(ctx, skill, g.opts.Now())
	rej := memory.Decision{ID: decisionID(d.Version, t), Skill: skill, Version: d.Version, Status: memory.Rejected, Author: ProbationAuthor, Time: t, Reason: reason, Old: d.Old}
	if err := g.opts.Store.RecordDecision(ctx, rej); err != nil {
		return nil, err
	}
	g.log.Info("trial: rejected", "skill", skill, "version", d.Version, "reason", reason)
	out := library.Decision{Status: memory.Rejected, Skill: skill, Version: d.Version, Old: d.Old, Author: ProbationAuthor, Reason: reason, Time: t}
	return &out, nil
}

// trialPatience is how many of the serving version's real runs a trial
// waits for its TrialRuns re-simulable ones: probation's length, and at
// least four times the trial's.
func trialPatience(rules Rules) int {
	return max(rules.ProbationCalls, 4*rules.TrialRuns)
}

// promoteAfterTrial makes the version on trial (decision d) serve,
// through the same lifecycle as any promotion, for reason. The caller
// holds probeMu and settles d.
func (g *Gate) promoteAfterTrial(ctx context.Context, skill string, d memory.Decision, reason string) (*library.Decision, error) {
	v, err := g.opts.Store.Version(ctx, d.Version)
	if err != nil {
		return nil, err
	}
	pd, err := g.opts.Library.Propose(ctx, g.lifecycle(library.PromoteAlways, memory.Promoted, reason), library.Proposal{Source: []byte(v.Source), Skill: skill, Author: d.Author})
	if err != nil {
		return nil, fmt.Errorf("promote %s after its trial: %w", memory.ShortID(d.Version), err)
	}
	pd.Reason = reason // as recorded (the lifecycle's Record)
	g.log.Info("trial: promoted", "skill", skill, "version", d.Version, "reason", reason)
	return &pd, nil
}

// faithful keeps the episodes of eps (real runs of version serving) that
// the simulator holds: re-simulated with serving itself, the run ends as
// it did in the world. The others are unsimulable for trial (read once):
// a box around the player (a free session's) may not hold all that a run
// reached, and the terrain past it is the simulator's, so the candidate's
// re-simulation there says nothing of the world, and weighed against the
// serving version's real outcome it would lose a run the serving version
// would have lost too.
func (g *Gate) faithful(ctx context.Context, skill, serving, trial string, eps []memory.Episode) ([]memory.Episode, error) {
	if len(eps) == 0 {
		return eps, nil
	}
	rep, err := g.resimulate(ctx, skill, serving, eps, "trial")
	if err != nil {
		return nil, err
	}
	ends := make(map[string]string, len(rep.Verdicts))
	for _, v := range rep.Verdicts {
		ends[v.Episode] = v.Outcome
	}
	kept := eps[:0]
	for _, ep := range eps {
		want := verify.Succeeded
		if ep.Success != nil && !*ep.Success {
			want = verify.Failed
		}
		if ends[ep.ID] == want {
			kept = append(kept, ep)
		} else {
			g.unsimulable[trial+"\x00"+ep.ID] = true
		}
	}
	return kept, nil
}
