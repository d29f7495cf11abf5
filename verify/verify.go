package verify

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/skillrun/skillrun/detectors"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/hashicorp/go-hclog"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/skills"
)

// Method choices for Options.Method.
const (
	// Auto re-simulates episodes that carry a snapshot and replays the rest.
	Auto = "auto"
	// Both replays every episode and also re-simulates those with a
	// snapshot; an episode passes only if every check passes. An episode
	// that recorded too few observations to replay is judged by its
	// re-simulation alone.
	Both = "both"
)

// With Both, a failure of either check fails the episode, an error of one
// check beside a failure of the other is still a failure (the failure is
// known), and an error beside a pass is an error.

// DefaultTimeout bounds one episode's verification when Options.Timeout
// is zero.
const DefaultTimeout = 30 * time.Second

// Options configure a verification. The zero value works: automatic method
// choice, no simulators (so episodes with snapshots are errors), default
// tolerance, a 30 s timeout per episode, one worker per CPU.
type Options struct {
	// Logger receives progress logs; null by default.
	Logger hclog.Logger
	// Author is who saved the version, recorded with it when verification
	// is the first to file it in memory (history shows it).
	Author string
	// Simulators re-simulate episodes with snapshots (by episode Env).
	Simulators *Registry
	// Method is Auto (default), Both, MethodReplay or MethodResim.
	Method string
	// Tolerance is how replayed actions are matched.
	Tolerance Tolerance
	// Timeout bounds each episode (the procedure's run and the check).
	Timeout time.Duration
	// Parallel is how many episodes are verified at once (default
	// GOMAXPROCS). Each episode is its own sandbox run.
	Parallel int
	// Limits override the skill's limits for each run.
	Limits skills.Limits
	// Actions, when set, is the action vocabulary per Env: a recorded step
	// with an action outside it makes the episode an error. A simulator
	// implementing Vocabulary supplies it too.
	Actions map[string][]string
	// Episodes, for Version, names the episodes to verify against instead
	// of every episode linked to the skill's versions.
	Episodes []string
	// Progress, when set, is called after each episode (serially, from the
	// worker goroutines).
	Progress func(done, total int, v Verdict)
	// Stop, when set, is asked after each episode whether the rest need
	// verifying: once it says so no further episode starts (those under
	// way finish), and the report holds the verdicts of the episodes
	// verified (Report.Stopped counts the others). The gate stops at a
	// candidate's first regression, which rejects it whatever the rest
	// say: a candidate that spins on every episode costs one timeout, not
	// one an episode.
	Stop func(v Verdict) bool
	// Now is the clock (time.Now by default).
	Now func() time.Time
	// Note is stored with the run.
	Note string
	// Cache, when set, keeps the episodes Version reads from memory for
	// the next verification (see EpisodeCache).
	Cache *EpisodeCache
	// Frames, when set, is where a failed re-simulation stores the frame
	// of the candidate's world (a world that draws frames), so the
	// verdict shows it beside the recorded one; Version records its
	// metadata in the store.
	Frames *memory.Blobs

	store memory.Store // set by Version, for the frames' metadata
}

// Vocabulary is implemented by a Simulator that knows its domain's
// action names; recorded steps with other actions make the episode an
// error (the recording is from another domain or corrupt).
type Vocabulary interface {
	Actions() []string
}

func (o Options) withDefaults() Options {
	if o.Logger == nil {
		o.Logger = hclog.NewNullLogger()
	}
	if o.Method == "" {
		o.Method = Auto
	}
	if o.Timeout <= 0 {
		o.Timeout = DefaultTimeout
	}
	if o.Parallel <= 0 {
		o.Parallel = runtime.GOMAXPROCS(0)
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	return o
}

// Report is the outcome of verifying one version against episodes.
type Report struct {
	Skill    string    `json:"skill"`
	Version  string    `json:"version"`
	Method   string    `json:"method"`
	Verdicts []Verdict `json:"verdicts"` // in the order of the episodes given
	Passed   int       `json:"passed"`
	Failed   int       `json:"failed"`
	Errors   int       `json:"errors"`
	// Stopped counts the episodes not verified because Options.Stop
	// stopped the verification (they have no verdict).
	Stopped int `json:"stopped,omitempty"`
	// Run is what was (or would be) stored in memory.
	Run      memory.VerificationRun `json:"run"`
	Duration time.Duration          `json:"-"`
	// DurationMS is Duration in milliseconds (JSON carries no integer
	// nanoseconds).
	DurationMS float64 `json:"duration_ms"`
}

// Verified reports whether the version verifies: at least one episode,
// and every verdict a pass.
func (r *Report) Verified() bool {
	return len(r.Verdicts) > 0 && r.Passed == len(r.Verdicts) && r.Stopped == 0
}

// Rate is the share of verdicts that passed (0 with no verdicts).
func (r *Report) Rate() float64 {
	if len(r.Verdicts) == 0 {
		return 0
	}
	return float64(r.Passed) / float64(len(r.Verdicts))
}

// Episodes verifies one version (unit, run through lib) against the given
// episodes in parallel and returns the report; it stores nothing. One
// episode's failure or error never stops the others; an error is returned
// only for a nil unit, a unit that is not a procedure, or a cancelled ctx.
func Episodes(ctx context.Context, lib *library.Library, unit *check.Unit, eps []memory.Episode, opts Options) (*Report, error) {
	if unit == nil {
		return nil, errors.New("verify: no skill version")
	}
	if k := unit.Manifest.Kind; k != skills.Procedure {
		return nil, fmt.Errorf("verify %s: %w: a %s is scored on labelled frames (Detector), not replayed", unit.Name(), skills.ErrBadInput, k)
	}
	opts = opts.withDefaults()
	start := time.Now()
	rep := &Report{Skill: unit.Name(), Version: unit.Version(), Method: opts.Method, Verdicts: make([]Verdict, len(eps))}
	log := opts.Logger.With("skill", unit.Name(), "version", memory.ShortID(unit.Version()))

	feed, stop := context.WithCancel(ctx)
	defer stop()
	ran, stops := make([]bool, len(eps)), make([]bool, len(eps))
	err := fanOut(feed, len(eps), opts.Parallel, func(i int) {
		v := verifyOne(ctx, lib, unit, &eps[i], opts)
		rep.Verdicts[i], ran[i] = v, true
		log.Debug("episode verified", "episode", v.Episode, "status", v.Status, "reason", v.Reason())
		if opts.Stop != nil && opts.Stop(v) {
			stops[i] = true
			stop()
		}
	}, func(i, finished int) {
		if opts.Progress != nil {
			opts.Progress(finished, len(eps), rep.Verdicts[i])
		}
	})
	if err != nil && ctx.Err() != nil {
		return nil, fmt.Errorf("verify %s: %w", unit.Name(), ctx.Err())
	}
	if err != nil { // stopped: the episodes up to the first that stopped it
		// Episodes are fed in order and those in flight finish, so every
		// episode before the first that stopped ran. Whether one after it
		// started first is the scheduler's luck: the report keeps none of
		// them, so the same candidate on the same evidence reads the same.
		first := slices.Index(stops, true)
		kept := rep.Verdicts[:0]
		for i, v := range rep.Verdicts[:first+1] {
			if ran[i] {
				kept = append(kept, v)
			}
		}
		rep.Stopped = len(eps) - len(kept)
		rep.Verdicts = kept
	}
	for _, v := range rep.Verdicts {
		switch v.Status {
		case Pass:
			rep.Passed++
		case Fail:
			rep.Failed++
		default:
			rep.Errors++
		}
	}
	rep.Duration = time.Since(start)
	rep.DurationMS = ms(rep.Duration)
	rep.Run = rep.memoryRun(opts)
	log.Info("version verified", "passed", rep.Passed, "failed", rep.Failed, "errors", rep.Errors)
	return rep, nil
}

func (r *Report) memoryRun(opts Options) memory.VerificationRun {
	now := opts.Now().UTC()
	run := memory.VerificationRun{
		ID:      fmt.Sprintf("vr-%s-%s", memory.ShortID(r.Version), now.Format("20060102T150405.000000000Z")),
		Version: r.Version,
		Time:    now,
		Method:  r.Method,
		Total:   len(r.Verdicts),
		Note:    opts.Note,
	}
	methods := map[string]bool{}
	for _, v := range r.Verdicts {
		m := v.Memory()
		if m.Passed {
			run.Passed++
		}
		run.Verdicts = append(run.Verdicts, m)
		if v.Method != "" {
			methods[v.Method] = true
		}
	}
	if len(methods) == 1 {
		for m := range methods {
			run.Method = m
		}
	}
	if run.Note == "" && r.Errors > 0 {
		run.Note = fmt.Sprintf("%d episode(s) could not be verified", r.Errors)
	}
	return run
}

// verifyOne verifies one episode; it never panics and always returns a
// verdict.
func verifyOne(ctx context.Context, lib *library.Library, unit *check.Unit, ep *memory.Episode, opts Options) (v Verdict) {
	start := time.Now()
	v = Verdict{Episode: ep.ID}
	defer func() {
		if r := recover(); r != nil {
			v.Status, v.Err = Error, fmt.Sprintf("verification panicked: %v", r)
		}
		v.RecordedFailure = RecordedFailure(ep)
		v.Duration = time.Since(start)
		v.DurationMS, v.CPUMS = ms(v.Duration), ms(v.CPU)
	}()
	ctx, cancel := context.WithTimeout(ctx, opts.Timeout)
	defer cancel()
	if ep.ID == "" {
		v.Status, v.Err = Error, "episode has no id"
		return v
	}
	if err := checkVocabulary(ep, opts); err != nil {
		v.Status, v.Err = Error, err.Error()
		return v
	}
	task, err := opts.Cache.task(ep, opts)
	if err != nil {
		v.Status, v.Err = Error, err.Error()
		return v
	}
	if task.Skill != unit.Name() {
		v.Status, v.Err = Error, fmt.Sprintf("episode %q ran skill %q, not %q", ep.ID, task.Skill, unit.Name())
		return v
	}
	replay := replays(ep, opts.Method)
	resim := opts.Method == MethodResim || (opts.Method != MethodReplay && len(ep.Snapshot) > 0)
	if !replay && !resim {
		v.Status, v.Err = Error, fmt.Sprintf("unknown verification method %q", opts.Method)
		return v
	}
	if !resim {
		v, _ = replayOne(ctx, lib, unit, ep, task, opts)
		return v
	}
	v = resimulate(ctx, lib, unit, ep, task, opts)
	if !replay {
		return v
	}
	// Both: the worse status wins; the verdict carries the replay's
	// divergence and the re-simulation's differences.
	rv, starved := replayOne(ctx, lib, unit, ep, task, opts)
	if starved {
		return v // the episode recorded too little to replay: resim decides
	}
	v.Method = Both
	v.Divergence, v.Frames = rv.Divergence, rv.Frames
	v.Steps = max(rv.Steps, v.Steps)
	switch {
	case v.Status == Error && rv.Status == Fail:
		// The replay diverged: a failure, whatever kept the
		// re-simulation from running (no simulator, a bad snapshot).
		v.Status, v.Err = Fail, joinErr(rv.Err, "re-simulation: "+v.Err)
	case rv.Status == Error && v.Status == Fail:
		v.Err = joinErr(v.Err, "replay: "+rv.Err)
	case rank(rv.Status) > rank(v.Status):
		v.Status, v.Err = rv.Status, rv.Err
	case v.Err == "":
		v.Err = rv.Err
	}
	return v
}

func joinErr(a, b string) string {
	if a == "" {
		return b
	}
	return a + "; " + b
}

// replays reports whether method replays ep (alone or beside a
// re-simulation).
func replays(ep *memory.Episode, method string) bool {
	return method == MethodReplay || method == Both || (method == Auto && len(ep.Snapshot) == 0)
}

// rank orders statuses from best to worst.
func rank(s Status) int {
	switch s {
	case Pass:
		return 0
	case Fail:
		return 1
	}
	return 2
}

// taskFor is the episode's task: its simulator's reading of its snapshot,
// or, for an episode with no snapshot (replay needs none), TaskOf.
func taskFor(ep *memory.Episode, opts Options) (Task, error) {
	if s, ok := opts.Simulators.Lookup(ep.Env); ok && len(ep.Snapshot) > 0 {
		if t, ok := s.(Tasker); ok {
			return t.Task(*ep)
		}
	}
	return TaskOf(*ep)
}

func checkVocabulary(ep *memory.Episode, opts Options) error {
	names := opts.Actions[ep.Env]
	if names == nil {
		if s, ok := opts.Simulators.Lookup(ep.Env); ok {
			if voc, ok := s.(Vocabulary); ok {
				names = voc.Actions()
			}
		}
	}
	if names == nil {
		return nil
	}
	known := make(map[string]bool, len(names))
	for _, n := range names {
		known[n] = true
	}
	for _, s := range ep.Steps {
		if !known[s.Action.Name] {
			sorted := append([]string(nil), names...)
			sort.Strings(sorted)
			return fmt.Errorf("episode %q step %d: %w: unknown action %q (%s knows %s)", ep.ID, s.Index, ErrBadEpisode, s.Action.Name, ep.Env, strings.Join(sorted, ", "))
		}
	}
	return nil
}

// runProcedure runs the unit in w and classifies a timeout or a bad
// argument as an error verdict rather than a failure.
// With trace set, run.Steps are the actions in the order the world saw
// them (nested calls included).
func runProcedure(ctx context.Context, lib *library.Library, unit *check.Unit, task Task, w skills.World, opts Options, trace bool) (Run, *Verdict) {
	lim := opts.Limits
	if lim.Timeout == 0 || lim.Timeout > opts.Timeout {
		lim.Timeout = opts.Timeout
	}
	lim.Timeout = unitTimeout(unit, lim.Timeout)
	var tr *tracer
	if trace {
		tr = &tracer{w: w}
		w = tr
	}
	res, err := lib.RunUnit(ctx, unit, library.Request{Args: task.Args, World: w, Limits: lim})
	run := Run{Task: task, Err: err}
	if res != nil && res.Response != nil {
		run.Result, run.CPU = res.Result, res.TreeCPU
	}
	if tr != nil {
		run.Steps = tr.steps()
	}
	if err != nil {
		switch {
		case timedOut(err):
			return run, &Verdict{Status: Error, TimedOut: true, Err: fmt.Sprintf("timeout: the skill did not finish within %s: %v", lim.Timeout, err)}
		case errors.Is(err, skills.ErrInvalidArgs):
			return run, &Verdict{Status: Error, Err: fmt.Sprintf("the episode's arguments do not fit the skill: %v", err)}
		case errors.Is(err, skills.ErrCancelled), errors.Is(err, context.Canceled):
			return run, &Verdict{Status: Error, Err: fmt.Sprintf("cancelled: %v", err)}
		}
	}
	return run, nil
}

// unitTimeout is the time unit is given to run under a verification's
// limit: the skill's own timeout when it declares a shorter one, as its
// real runs are (the verifier's limit would raise it).
func unitTimeout(unit *check.Unit, limit time.Duration) time.Duration {
	if m := unit.Manifest.Limits.Timeout; m > 0 && m < limit {
		return m
	}
	return limit
}

// timedOut says whether a run's error is its running out of time.
func timedOut(err error) bool {
	return errors.Is(err, skills.ErrTimeout) || errors.Is(err, context.DeadlineExceeded)
}

// tracer records the actions a world sees, in order.
type tracer struct {
	w  skills.World
	mu sync.Mutex
	st []skills.TraceStep
}

func (t *tracer) Observe(ctx context.Context) (skills.Observation, error) { return t.w.Observe(ctx) }

// Frame passes on the world's frames (library.FrameSource), so a procedure
// that looks sees in verification what it saw when recorded.
func (t *tracer) Frame(ctx context.Context) (*detectors.Frame, error) {
	if src, ok := t.w.(library.FrameSource); ok {
		return src.Frame(ctx)
	}
	return nil, nil
}

func (t *tracer) Act(ctx context.Context, a skills.Action) (skills.Outcome, error) {
	out, err := t.w.Act(ctx, a)
	s := skills.TraceStep{Action: a, Outcome: out}
	if err != nil {
		s.Error = err.Error()
	}
	t.mu.Lock()
	t.st = append(t.st, s)
	t.mu.Unlock()
	return out, err
}

func (t *tracer) steps() []skills.TraceStep {
	t.mu.Lock()
	defer t.mu.Unlock()
	return append([]skills.TraceStep(nil), t.st...)
}

// replayOne replays an episode; starved reports an episode that recorded
// no observation where the procedure observed (an error verdict).
func replayOne(ctx context.Context, lib *library.Library, unit *check.Unit, ep *memory.Episode, task Task, opts Options) (Verdict, bool) {
	v := Verdict{Episode: ep.ID, Method: MethodReplay}
	r, err := NewReplay(ep, opts.Tolerance)
	if err != nil {
		v.Status, v.Err = Error, err.Error()
		return v, false
	}
	run, bad := runProcedure(ctx, lib, unit, task, r, opts, false)
	v.Steps, v.CPU = r.Taken(), run.CPU
	if bad != nil && r.Divergence() == nil {
		v.Status, v.Err, v.TimedOut = bad.Status, bad.Err, bad.TimedOut
		return v, false
	}
	st, div, why := r.Judge(run.Err)
	if st != Pass && r.Starved() {
		v.Status = Error
		v.Err = fmt.Sprintf("episode %q did not record what the procedure observed (step %d); it cannot be replayed, re-simulate it", ep.ID, r.Cursor())
		return v, true
	}
	v.Status, v.Divergence = st, div
	if why != "" {
		v.Err = why
	} else if run.Err != nil && st != Pass && !errors.Is(run.Err, ErrDiverged) {
		v.Err = run.Err.Error()
	}
	if div != nil && div.Step < len(ep.Steps) {
		v.Frames = stepFrames(ep, div.Step)
	}
	return v, false
}

func stepFrames(ep *memory.Episode, index int) []string {
	for _, s := range ep.Steps {
		if s.Index == index {
			return s.Frames
		}
	}
	return nil
}

func resimulate(ctx context.Context, lib *library.Library, unit *check.Unit, ep *memory.Episode, task Task, opts Options) Verdict {
	v := Verdict{Episode: ep.ID, Method: MethodResim}
	if len(ep.Snapshot) == 0 {
		v.Status, v.Err = Error, fmt.Sprintf("episode %q has no snapshot to re-simulate", ep.ID)
		return v
	}
	sim, err := opts.Simulators.For(*ep)
	if err != nil {
		v.Status, v.Err = Error, err.Error()
		return v
	}
	if es, ok := sim.(EpisodeSimulator); ok {
		return resimulateWhole(ctx, lib, unit, ep, task, es, sim.Name(), opts)
	}
	w, err := sim.Restore(ctx, *ep)
	if err != nil {
		v.Status, v.Err = Error, fmt.Sprintf("restore snapshot (%s): %v", sim.Name(), err)
		return v
	}
	if c, ok := w.(interface{ Close() error }); ok {
		defer c.Close()
	}
	run, bad := runProcedure(ctx, lib, unit, task, w, opts, true)
	v.Steps, v.CPU = len(run.Steps), run.CPU
	if bad != nil {
		v.Status, v.Err, v.TimedOut = bad.Status, bad.Err, bad.TimedOut
		return v
	}
	v.Outcome = outcome(run.Err)
	recordedOK := ep.Success == nil || *ep.Success
	if recordedOK != (run.Err == nil) {
		if recordedOK {
			v.Diffs = append(v.Diffs, "the procedure failed where the recording succeeded: "+run.Err.Error())
		} else {
			reason := ep.Reason
			if reason == "" {
				reason = "failed"
			}
			v.Diffs = append(v.Diffs, "the procedure succeeded where the recording failed ("+reason+")")
		}
	}
	diffs, err := sim.Check(ctx, w, *ep, run)
	if err != nil {
		v.Status, v.Err = Error, fmt.Sprintf("check final state (%s): %v", sim.Name(), err)
		return v
	}
	v.Diffs = append(v.Diffs, diffs...)
	if run.Err != nil {
		v.Err = run.Err.Error()
	}
	if len(v.Diffs) == 0 {
		v.Status = Pass
	} else {
		v.Status = Fail
		v.Frames = lastFrames(ep)
		v.Replayed = replayedFrame(ctx, w, ep, opts)
	}
	return v
}

// lastFrames are the frames of an episode's last step that has any.
func lastFrames(ep *memory.Episode) []string {
	for i := len(ep.Steps) - 1; i >= 0; i-- {
		if len(ep.Steps[i].Frames) > 0 {
			return ep.Steps[i].Frames
		}
	}
	return nil
}

// replayedFrame stores the frame a re-simulated world shows now (after the
// candidate's run) and returns its hash; "" when the world draws none or
// there is nowhere to store it. Drawing costs a render, so only failures
// do it.
func replayedFrame(ctx context.Context, w skills.World, ep *memory.Episode, opts Options) string {
	src, ok := w.(library.FrameSource)
	if !ok || opts.Frames == nil {
		return ""
	}
	f, err := src.Frame(ctx)
	if err != nil || f == nil {
		return ""
	}
	var buf bytes.Buffer
	if err := detectors.EncodePNG(&buf, f); err != nil {
		return ""
	}
	hash, err := opts.Frames.Put(buf.Bytes())
	if err != nil {
		opts.Logger.Warn("store the replayed frame", "episode", ep.ID, "error", err)
		return ""
	}
	if opts.store != nil {
		meta := memory.Frame{Hash: hash, Format: "png", Width: f.Width(), Height: f.Height(), Size: int64(buf.Len()), Time: opts.Now().UTC(),
			Labels: map[string]string{"replayed": ep.ID}}
		if err := opts.store.PutFrames(ctx, meta); err != nil && !errors.Is(err, memory.ErrConflict) {
			opts.Logger.Warn("record the replayed frame", "episode", ep.ID, "error", err)
		}
	}
	return hash
}

// Version verifies a version of a skill against the episodes linked to its
// skill (the evidence of every version of it, or opts.Episodes), records
// the version if the store does not hold it yet, stores the run
// (VerificationRun -OF-> the version, -AGAINST-> each episode) and returns
// the report. Episodes that cannot be loaded get an error verdict.
func Version(ctx context.Context, lib *library.Library, store memory.Store, unit *check.Unit, opts Options) (*Report, error) {
	if unit == nil {
		return nil, errors.New("verify: no skill version")
	}
	opts.store = store
	ids := Dedupe(opts.Episodes)
	if len(ids) == 0 {
		var err error
		if ids, err = LinkedEpisodes(ctx, store, unit.Name(), unit.Version()); err != nil {
			return nil, err
		}
	}
	if len(ids) == 0 {
		return nil, fmt.Errorf("verify %s: %w: no episodes are linked to the skill (link evidence, or name episodes)", unit.Name(), skills.ErrBadInput)
	}
	maxSteps := 0
	if lib != nil {
		maxSteps = lib.Ceiling().Actions
	}
	loaded, errs := opts.Cache.load(ctx, store, ids, opts.withDefaults().Parallel, maxSteps)
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	eps := make([]memory.Episode, 0, len(ids))
	var missing []Verdict
	for i, id := range ids {
		if errs[i] != nil {
			missing = append(missing, Verdict{Episode: id, Status: Error, Err: fmt.Sprintf("load episode: %v", errs[i])})
			continue
		}
		ep := loaded[i]
		if opts.Cache != nil && replays(&ep, opts.withDefaults().Method) {
			ep = ownObservations(ep) // the skill sees a copy, the cache keeps its own
		}
		eps = append(eps, ep)
	}
	rep, err := Episodes(ctx, lib, unit, eps, opts)
	if err != nil {
		return nil, err
	}
	if len(missing) > 0 {
		rep.Verdicts = append(rep.Verdicts, missing...)
		rep.Errors += len(missing)
		rep.Run = rep.memoryRun(opts.withDefaults())
		// Memory links runs only to episodes it holds.
		rep.Run.Verdicts = rep.Run.Verdicts[:len(rep.Run.Verdicts)-len(missing)]
		rep.Run.Total = len(rep.Run.Verdicts)
		rep.Run.Note = strings.TrimSpace(rep.Run.Note + fmt.Sprintf(" %d episode(s) not in memory", len(missing)))
	}
	if err := ensureVersion(ctx, store, unit, opts.Author); err != nil {
		return rep, err
	}
	if len(rep.Run.Verdicts) > 0 {
		if err := store.RecordVerification(ctx, rep.Run); err != nil {
			return rep, fmt.Errorf("record verification of %s: %w", unit.Name(), err)
		}
	}
	return rep, nil
}

// loadEpisodes reads episodes from the store, parallel at a time. Every id
// is asked (a cancelled ctx fails each quickly), so each has its answer.
//
// An episode of more than maxSteps steps (when positive) is not read: its
// error says why. The verifier passes the library's actions ceiling: no
// run may take more actions than that, so no version can replay such an
// episode, and reading it cost the host its every step at each
// verification (an episode of 300,000 steps, which any agent may record
// and link as evidence to any skill: 1.7 GB and 7 s for each proposal of
// that skill, and for each sync of it on every instance).
func loadEpisodes(ctx context.Context, store memory.Store, ids []string, parallel, maxSteps int) ([]memory.Episode, []error) {
	eps := make([]memory.Episode, len(ids))
	errs := make([]error, len(ids))
	_ = fanOut(context.Background(), len(ids), parallel, func(i int) {
		if maxSteps > 0 {
			head, err := store.EpisodeSteps(ctx, ids[i], 0, 0, 0)
			if err != nil {
				errs[i] = err
				return
			}
			if head.Total > maxSteps {
				errs[i] = fmt.Errorf("%w: episode %q has %d steps; a run takes at most %d actions (the operator's ceiling), so no version can replay it: it is not read", skills.ErrLimit, ids[i], head.Total, maxSteps)
				return
			}
		}
		eps[i], errs[i] = store.Episode(ctx, ids[i])
	}, nil)
	return eps, errs
}

// EnsureVersion records a unit's version in the store unless it holds it.
func EnsureVersion(ctx context.Context, store memory.Store, unit *check.Unit) error {
	return ensureVersion(ctx, store, unit, "")
}

func ensureVersion(ctx context.Context, store memory.Store, unit *check.Unit, author string) error {
	_, err := store.Version(ctx, unit.Version())
	if err == nil {
		return nil
	}
	if !errors.Is(err, memory.ErrNotFound) {
		return fmt.Errorf("look up version of %s: %w", unit.Name(), err)
	}
	sv := memory.SkillVersion{
		Skill: unit.Name(), ID: unit.Version(), Kind: unit.Manifest.Kind,
		Description: unit.Manifest.Description, Source: string(unit.Source), Author: author, Created: time.Now().UTC(),
	}
	if err := store.PutVersion(ctx, sv); err != nil {
		return fmt.Errorf("record version of %s: %w", unit.Name(), err)
	}
	return nil
}

// LinkedEpisodes returns the ids of the episodes linked as evidence to any
// version of a skill (and to version, which need not be recorded yet),
// oldest link first, without duplicates.
func LinkedEpisodes(ctx context.Context, store memory.Store, skill, version string) ([]string, error) {
	// One query for the skill's versions' evidence, none of their
	// sources: reading every version (with its source) and asking each
	// for its evidence made every judgement of a skill flooded with
	// versions read them all.
	evs, err := store.SkillEvidence(ctx, skill)
	if err != nil && !errors.Is(err, memory.ErrNotFound) {
		return nil, fmt.Errorf("evidence of %s: %w", skill, err)
	}
	mine, err := store.Evidence(ctx, version) // recorded under another skill's name, or not yet
	if err != nil && !errors.Is(err, memory.ErrNotFound) {
		return nil, fmt.Errorf("evidence of %s: %w", version, err)
	}
	for _, e := range mine {
		if e.Skill != skill {
			evs = append(evs, e)
		}
	}
	sort.SliceStable(evs, func(i, j int) bool { return evs[i].Time.Before(evs[j].Time) })
	seen := map[string]bool{}
	var out []string
	for _, e := range evs {
		if !seen[e.Episode] {
			seen[e.Episode] = true
			out = append(out, e.Episode)
		}
	}
	return out, nil
}

// Dedupe returns ids without repeats, in the order each first came.
func Dedupe(ids []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, id := range ids {
		if !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out
}

// resimulateWhole re-simulates through a domain's own whole-episode
// function, running the version under verification.
func resimulateWhole(ctx context.Context, lib *library.Library, unit *check.Unit, ep *memory.Episode, task Task, es EpisodeSimulator, name string, opts Options) Verdict {
	v := Verdict{Episode: ep.ID, Method: MethodResim}
	var (
		run  Run
		bad  *Verdict
		ran  bool
		skew string
		cpu  time.Duration
	)
	runFn := func(ctx context.Context, skill string, args json.RawMessage, w skills.World) (skills.Result, error) {
		if skill != unit.Name() {
			skew = fmt.Sprintf("the simulator ran skill %q, not %q", skill, unit.Name())
			return nil, fmt.Errorf("%w: %s", skills.ErrBadInput, skew)
		}
		ran = true
		run, bad = runProcedure(ctx, lib, unit, Task{Skill: skill, Args: args}, w, opts, true)
		// The episode's CPU time is every run's, or unknown (0) if one
		// run's is: a part would be compared with another version's whole.
		if cpu >= 0 && run.CPU > 0 {
			cpu += run.CPU
		} else {
			cpu = -1
		}
		return run.Result, run.Err
	}
	diffs, err := es.ResimulateEpisode(ctx, *ep, runFn)
	v.Steps, v.CPU = len(run.Steps), max(cpu, 0)
	switch {
	case skew != "":
		v.Status, v.Err = Error, skew
	case bad != nil:
		v.Status, v.Err, v.TimedOut = bad.Status, bad.Err, bad.TimedOut
	case err != nil:
		v.Status, v.Err = Error, fmt.Sprintf("re-simulate (%s): %v", name, err)
	case !ran:
		v.Status, v.Err = Error, fmt.Sprintf("the %s simulator never ran the skill", name)
	default:
		v.Diffs = diffs
		v.Outcome = outcome(run.Err)
		if run.Err != nil {
			v.Err = run.Err.Error()
		}
		v.Status = Pass
		if len(diffs) > 0 {
			v.Status = Fail
		}
	}
	return v
}
