package gate

import (
	"context"
	cryptorand "crypto/rand"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/hashicorp/go-hclog"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
	"github.com/skillrun/skillrun/verify"
)

// Options configure a Gate. The zero value works: no library (Lifecycle
// still judges candidates a library passes it), no memory (no evidence:
// new skills serve unverified, replacements are recorded nowhere and do
// not serve), no simulators, the strict default rules.
type Options struct {
	// Library is the library whose versions the gate decides. Trial runs
	// of candidates go through its executor (the one door: a worker
	// prepares the candidate); the gate never compiles skill source.
	Library *library.Library
	// Store is the memory that holds the evidence and the decisions.
	Store memory.Store
	// Simulators re-simulate episodes with snapshots.
	Simulators *verify.Registry
	// Frames is the memory's frame store. With it, a detector is also
	// scored on the frames of the episodes linked to its skill that carry
	// their renderer's truth (the combat episodes it looked through).
	Frames memory.Blobs
	// MaxFramePixels bounds each frame the gate decodes, of labelled
	// frame sets and of episodes (the operator's --max-frame-pixels;
	// detectors.DefaultMaxFramePixels when zero).
	MaxFramePixels int
	// Quota bounds what one author may have stored (memory.DefaultQuota's
	// fields where zero): a proposal (and a rollback or a sync, which are
	// proposals) past it is refused before it is judged.
	Quota memory.Quota
	// Logger receives the gate's logs; null by default.
	Logger hclog.Logger
	// Method is the verification method: verify.Both by default (replay
	// every episode, so a rejection names the step where the candidate
	// diverged, and re-simulate those with a snapshot; an episode that
	// recorded too little to replay is judged by its re-simulation).
	Method string
	// Policy is the promotion policy (verified by default).
	Policy library.Policy
	// Rules are the gate's rules; when zero, Provision reads the library's
	// gate.json (and otherwise keeps the strict defaults).
	Rules Rules
	// Cache keeps episodes between verifications (one per gate by
	// default; NoCache reads every episode from memory every time).
	Cache   *verify.EpisodeCache
	NoCache bool
	// Now is the clock (time.Now by default).
	Now func() time.Time
	// Saver names who saves from this process (a person: their git
	// author, or $USER): it is recorded as the author of edits on disk,
	// which the library reports as "file", and of versions found serving.
	// Default "file".
	Saver string
}

// author is who saved a version the library reports as saved by given.
func (g *Gate) author(given string) string {
	if (given == "" || given == "file") && g.opts.Saver != "" {
		return g.opts.Saver
	}
	if given == "" {
		return "file"
	}
	return given
}

// Gate is the promotion gate of one library.
type Gate struct {
	opts  Options
	rules Rules
	log   hclog.Logger

	mu   sync.Mutex
	seen map[string]time.Time // sync: newest decision applied per skill

	probeMu     sync.Mutex
	settled     map[string]bool         // probation: promotions (decision ids) rolled back, or past it and not watched
	watching    map[string]*watchWindow // promotions (decision ids) past their probation, watched window by window (watch.go)
	weighed     map[string]bool         // probation: decision id + failed run → the replaced version fails it too; trial: + run → the candidate fails it
	unsimulable map[string]bool         // trial: decision id + run no world can re-simulate (no snapshot)
	scored      map[string]frameScores  // probation: decision id + frame hash → both versions' scores
	// framed is a detector's standing on frames by decision id, last
	// scored; under framedMu, not probeMu, so that a tool listing does not
	// wait on a probation scoring frames.
	framedMu sync.Mutex
	framed   map[string]FrameProbation

	// secret seeds the crops a detector is scored on a second time
	// (detectorVerdicts): drawn once, never handed to a skill.
	secret [32]byte
}

// New returns a gate; call Provision before use.
func New(opts Options) *Gate {
	if opts.Logger == nil {
		opts.Logger = hclog.NewNullLogger()
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.Cache == nil && !opts.NoCache {
		opts.Cache = verify.NewEpisodeCache(0)
	}
	if opts.Policy == "" {
		opts.Policy = library.PromoteVerified
	}
	if opts.Method == "" {
		opts.Method = verify.Both
	}
	g := &Gate{opts: opts, rules: opts.Rules, log: opts.Logger, seen: map[string]time.Time{}, settled: map[string]bool{}, watching: map[string]*watchWindow{}, weighed: map[string]bool{}, unsimulable: map[string]bool{},
		scored: map[string]frameScores{}, framed: map[string]FrameProbation{}}
	_, _ = cryptorand.Read(g.secret[:]) // never fails (crypto/rand)
	return g
}

// Provision loads the rules (the library's gate.json when Options.Rules
// is zero) and applies the disabled skills recorded in memory.
func (g *Gate) Provision(ctx context.Context) error {
	if g.rules.isZero() && g.opts.Library != nil {
		r, err := LoadRules(g.opts.Library.Dir())
		if err != nil {
			return err
		}
		g.rules = r
	}
	g.rules = g.rules.withDefaults()
	if g.opts.Library == nil || g.opts.Store == nil {
		return nil
	}
	start := g.opts.Now()
	for _, m := range g.opts.Library.List() {
		if err := g.applyDisabled(ctx, m.Name); err != nil {
			return err
		}
		g.mu.Lock()
		g.seen[m.Name] = start // sync: only promotions after this instance started
		g.mu.Unlock()
	}
	return nil
}

func (r Rules) isZero() bool {
	return r.MinEvidence == 0 && !r.AllowUnverified && r.DetectorFloor == 0 && r.Labels == nil && r.ObservedMargin == 0 && r.ObservedMinCalls == 0 && r.ProbationCalls == 0 && r.MaxEvidence == 0 && r.TrialRuns == 0 && r.SlowerFactor == 0
}

// Validate checks the options and rules.
func (g *Gate) Validate() error {
	if err := g.rules.Validate(); err != nil {
		return err
	}
	if _, err := library.ParsePolicy(string(g.opts.Policy)); err != nil {
		return err
	}
	return nil
}

// Close releases the gate (the store and library belong to the caller).
func (g *Gate) Close() error { return nil }

// Rules returns the rules in force.
func (g *Gate) Rules() Rules { return g.rules }

// Lifecycle returns the library lifecycle that routes every candidate
// through the gate: Verify judges it, Record files the version and the
// decision.
func (g *Gate) Lifecycle() library.Lifecycle {
	return g.lifecycle(g.opts.Policy, "", "")
}

// lifecycle is Lifecycle with a policy, and a status that overrides the
// recorded status of a promotion (RolledBack) with its reason ("STATUS
// by AUTHOR" when empty).
func (g *Gate) lifecycle(policy library.Policy, promoted memory.DecisionStatus, reason string) library.Lifecycle {
	return library.Lifecycle{
		Policy: policy,
		Verify: g.verifyCandidate,
		Record: func(ctx context.Context, c library.Candidate, d library.Decision) error {
			d.Author = g.author(d.Author)
			if promoted != "" && d.Promoted {
				d.Status = promoted
				d.Reason = reason
				if reason == "" {
					d.Reason = fmt.Sprintf("%s by %s", promoted, d.Author)
				}
			}
			return g.record(ctx, c, d)
		},
		Admit: g.admit,
	}
}

// admit refuses a proposal by an author who has stored as many versions
// or decisions as its quota allows (a proposal records one of each).
func (g *Gate) admit(ctx context.Context, author string) error {
	store := g.opts.Store
	if store == nil {
		return nil
	}
	author = g.author(author)
	use, err := store.AuthorUse(ctx, author)
	if err != nil {
		return err
	}
	return g.opts.Quota.Admit(author, use, memory.AuthorUse{Versions: 1, Decisions: 1})
}

// verifyCandidate judges a candidate against the evidence (the library's
// Verify hook).
func (g *Gate) verifyCandidate(ctx context.Context, c library.Candidate) (library.Verification, error) {
	if why, err := g.failedProbation(ctx, c.Unit.Version()); err != nil || why != "" {
		return library.Verification{Detail: why}, err
	}
	var cand, serv []Verdict
	var note string
	var err error
	if c.Unit.Manifest.Kind == skills.Detector {
		cand, serv, err = g.detectorVerdicts(ctx, c)
	} else {
		cand, serv, note, err = g.procedureVerdicts(ctx, c)
	}
	if err != nil {
		return library.Verification{}, err
	}
	j := Judge(cand, serv, c.Serving != nil, g.rules.withDefaults().MinEvidence, g.rules.AllowUnverified)
	if note != "" {
		j.Detail += "; " + note
	}
	trial := ""
	if j.Accept {
		if trial, err = g.needsTrial(ctx, c); err != nil {
			return library.Verification{}, err
		}
	}
	return library.Verification{
		Passed: j.Passed, Total: j.Passed + j.Failed, Unverifiable: j.Unverifiable,
		ServingPassed: j.ServingPassed, ServingTotal: j.ServingTotal,
		Accept: j.Accept, Unverified: j.Unverified, Detail: j.Detail,
		Skipped: strings.Join(j.Skipped, "; "), Sampled: note, Trial: trial,
	}, nil
}

// procedureVerdicts verifies the candidate, and the serving version, on
// the episodes linked to the skill (and those the author names), or on
// Rules.MaxEvidence of them (sampleEvidence; note says which).
func (g *Gate) procedureVerdicts(ctx context.Context, c library.Candidate) (cand, serv []Verdict, note string, err error) {
	store, lib := g.opts.Store, g.opts.Library
	if store == nil || lib == nil {
		return nil, nil, "", nil
	}
	ids, err := verify.LinkedEpisodes(ctx, store, c.Unit.Name(), c.Unit.Version())
	if err != nil {
		return nil, nil, "", err
	}
	ids = verify.Dedupe(append(ids, c.Episodes...))
	if len(ids) == 0 {
		return nil, nil, "", nil
	}
	failed, err := failedRecordings(ctx, store, ids)
	if err != nil {
		return nil, nil, "", err
	}
	seed := c.Unit.Version()
	if c.Serving != nil {
		seed = c.Serving.Version()
	}
	ids, note = sampleEvidence(ids, c.Episodes, failed, g.rules.withDefaults().MaxEvidence, g.evidenceSource(seed))
	cand, serv, stopped, err := g.verdictsOn(ctx, c, ids, failed)
	if stopped > 0 {
		stop := fmt.Sprintf("stopped at its first regression, %d of %d episodes left unverified", stopped, len(ids))
		if note != "" {
			note += "; "
		}
		note += stop
	}
	return cand, serv, note, err
}

// verdictsOn verifies the serving version, then the candidate, on ids
// (failed: those whose recording failed). The candidate's verification
// stops at its first regression (an episode the serving version passes
// and it fails, which rejects it whatever the rest say): stopped counts
// the episodes left unverified.
func (g *Gate) verdictsOn(ctx context.Context, c library.Candidate, ids []string, failed map[string]string) (cand, serv []Verdict, stopped int, err error) {
	store, lib := g.opts.Store, g.opts.Library
	opts := verify.Options{Simulators: g.opts.Simulators, Method: g.opts.Method, Episodes: ids, Logger: g.log.Named("verify"), Cache: g.opts.Cache,
		Author: g.author(c.Author)}
	if g.opts.Frames.Dir != "" {
		opts.Frames = &g.opts.Frames
	}
	if c.Serving != nil {
		if run, ok := coveringRun(ctx, store, c.Serving.Version(), ids); ok {
			serv = onFailures(storedVerdicts(run.Verdicts), failed)
		} else {
			cur, err := verify.Version(ctx, lib, store, c.Serving, opts)
			switch {
			case errors.Is(err, skills.ErrBadInput):
			case err != nil:
				return nil, nil, 0, err
			default:
				serv = onFailures(fromReport(cur.Verdicts), failed)
			}
		}
	}
	passes := map[string]bool{}
	took := map[string]Verdict{} // the serving version's verdict on an episode it passes
	for _, v := range serv {
		if v.Passed && !v.Unverifiable {
			passes[v.Episode] = true
			took[v.Episode] = v
		}
	}
	factor := g.rules.withDefaults().SlowerFactor
	// slower says how much slower than the serving version the candidate
	// was on v's episode, when by more than the rules allow ("": not): in
	// CPU time where both runs' was measured (isolated workers), which a
	// loaded host does not stretch, else in wall time, with more slack.
	slower := func(v verify.Verdict) string {
		s, ok := took[v.Episode]
		if factor <= 0 || !ok || v.Status != verify.Pass || failed[v.Episode] != "" {
			return ""
		}
		t, took, slack, what := s.Took, v.Duration, slowerSlack, "took"
		if s.CPU > 0 && v.CPU > 0 {
			t, took, slack, what = s.CPU, v.CPU, slowerCPUSlack, "used CPU"
		}
		if t <= 0 {
			return ""
		}
		if bound := max(time.Duration(factor*float64(t)), t+slack); took > bound {
			return fmt.Sprintf("%s %v where %s %s %v (more than %g× and %v more: slower_factor)", what, took.Round(time.Millisecond), memory.ShortID(c.Serving.Version()), what, t.Round(time.Millisecond), factor, slack)
		}
		return ""
	}
	// A regression: failing, or not finishing within the verification's
	// time, an episode the serving version passes (it finished). A
	// timeout is no verdict on its own (a loaded host), but not where the
	// serving version finished: a candidate that spun on the episodes it
	// would fail made each failure unverifiable, and cost the host the
	// time limit on each.
	regressed := func(v verify.Verdict) bool {
		return (v.Status == verify.Fail || v.TimedOut) && failed[v.Episode] == "" && passes[v.Episode] || slower(v) != ""
	}
	copts := opts
	copts.Stop = regressed
	rep, err := verify.Version(ctx, lib, store, c.Unit, copts)
	if err != nil {
		if errors.Is(err, skills.ErrBadInput) {
			return nil, nil, 0, nil
		}
		return nil, nil, 0, err
	}
	cand = fromReport(rep.Verdicts)
	for i, v := range rep.Verdicts {
		if v.TimedOut && regressed(v) {
			cand[i].Unverifiable, cand[i].Why = false, fmt.Sprintf("did not finish where %s did: %s", memory.ShortID(c.Serving.Version()), v.Reason())
		}
		if why := slower(v); why != "" {
			// It did what the serving version did, far more slowly: in
			// real use each call would, and a proposal's verification
			// cost the host as much on every episode.
			cand[i].Passed, cand[i].Why = false, why
		}
	}
	return onFailures(cand, failed), serv, rep.Stopped, nil
}

// slowerSlack is what a candidate may take beyond the serving version's
// time on an episode, whatever the factor: wall time on a shared machine
// varies by that much.
const slowerSlack = 3 * time.Second

// slowerCPUSlack is slowerSlack for CPU time, where both versions' was
// measured: a run's CPU time varies far less with the host's load than
// its wall time (a run in which a worker compiled a version is not
// measured; the host's work for its actions is in both versions' times),
// so a rewrite that burns half a second of CPU a call more than the
// version it replaces regresses however fast that was.
const slowerCPUSlack = 500 * time.Millisecond

// coveringRuns bounds the runs coveringRun looks among.
const coveringRuns = 16

// storedVerdicts are a stored run's verdicts as the gate weighs them: a
// reproduced recorded failure failed, a departure from one unverifiable
// (runs stored before verify marked them are adjusted by onFailures).
func storedVerdicts(vs []memory.Verdict) []Verdict {
	out := make([]Verdict, len(vs))
	for i, v := range vs {
		out[i] = Verdict{Episode: v.Episode, Passed: v.Passed, Why: v.Divergence, Reproduces: v.Reproduces, Departs: v.Departs, Unverifiable: v.Departs,
			Took: msDuration(v.DurationMS), CPU: msDuration(v.CPUMS)}
	}
	return out
}

func fromReport(vs []verify.Verdict) []Verdict {
	out := make([]Verdict, len(vs))
	for i, v := range vs {
		out[i] = Verdict{Episode: v.Episode, Passed: v.Status == verify.Pass, Unverifiable: v.Status == verify.Error, Why: v.Reason(), Took: v.Duration, CPU: v.CPU}
	}
	return out
}

// msDuration is a duration given in milliseconds.
func msDuration(ms float64) time.Duration { return time.Duration(ms * float64(time.Millisecond)) }

// coveringRun returns the newest stored verification run of version whose
// verdicts cover every one of the episodes, restricted to them (a
// version's verdict on a recorded episode does not change). Runs store
// only usable verdicts' pass or fail, so an episode the version could not
// verify is verified again.
//
// It looks among the newest coveringRuns runs: evidence grows, so an
// older run covers less, and every run of the serving version (one at
// each judgement whose evidence had grown, each with a verdict per
// episode) was read at every judgement.
func coveringRun(ctx context.Context, store memory.Store, version string, episodes []string) (memory.VerificationRun, bool) {
	runs, err := store.RecentVerifications(ctx, version, coveringRuns)
	if err != nil {
		return memory.VerificationRun{}, false
	}
	want := map[string]bool{}
	for _, e := range episodes {
		want[e] = true
	}
	for _, r := range runs { // newest first
		if r.Method == "decision" { // decisions of stores written before decisions were records
			continue
		}
		var got []memory.Verdict
		for _, vd := range r.Verdicts {
			if want[vd.Episode] {
				got = append(got, vd)
			}
		}
		if len(got) == len(want) {
			r.Verdicts = got
			return r, true
		}
	}
	return memory.VerificationRun{}, false
}

// decisionID names a decision record.
func decisionID(version string, t time.Time) string {
	if version == "" {
		version = "skill"
	}
	return fmt.Sprintf("decision-%s-%d", version, t.UnixNano())
}
