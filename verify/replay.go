package verify

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"sync"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
)

// ErrDiverged is what Act and Observe return once a replay has left the
// recorded episode; the Divergence says where and how.
var ErrDiverged = errors.New("diverged from the recorded episode")

// ErrBadEpisode reports an episode that cannot be replayed: no steps,
// missing or duplicate step indexes, an action without a name.
var ErrBadEpisode = fmt.Errorf("%w: episode cannot be replayed", skills.ErrBadInput)

// Replay is a recorded episode served as a skills.World. Observe returns
// the latest observation recorded at or before the current step; past the
// last step it returns the snapshot's "final_observation" when the
// episode's snapshot is a JSON object carrying one (see Recorder.Final),
// else the last observation recorded (a replay cannot see further). Act
// compares the action with the recorded one under a Tolerance and, when
// it matches, answers with the recorded outcome and advances. The first
// mismatch is kept as the Divergence, and from then on Act and Observe
// return ErrDiverged. A Replay is safe for concurrent use, but a procedure
// is sequential, so it is usually used from one goroutine.
type Replay struct {
	ep    *memory.Episode
	steps []memory.Step // sorted by index, contiguous from 0
	tol   Tolerance
	final skills.Observation // after the last step, when recorded

	mu      sync.Mutex
	cur     int
	div     *Divergence
	taken   int
	starved bool // Observe found no recorded observation
	stale   bool // Observe past the end served the last one (no final observation)
}

var _ skills.World = (*Replay)(nil)

// NewReplay checks an episode and returns a replay of it. It fails with
// ErrBadEpisode when steps are missing or duplicated (indexes must be
// 0..n-1 in some order) or an action has no name. An episode with no steps
// at all is valid: the procedure must take no action (a refusal).
func NewReplay(ep *memory.Episode, tol Tolerance) (*Replay, error) {
	steps, err := orderedSteps(ep)
	if err != nil {
		return nil, err
	}
	r := &Replay{ep: ep, steps: steps, tol: tol}
	if len(ep.Snapshot) > 0 {
		var s struct {
			Final skills.Observation `json:"final_observation"`
		}
		if json.Unmarshal(ep.Snapshot, &s) == nil {
			r.final = s.Final
		}
	}
	return r, nil
}

func orderedSteps(ep *memory.Episode) ([]memory.Step, error) {
	steps := ep.Steps
	sorted := true
	for i := range steps {
		if steps[i].Index != i {
			sorted = false
			break
		}
	}
	if !sorted {
		steps = append([]memory.Step(nil), steps...)
		sort.SliceStable(steps, func(i, j int) bool { return steps[i].Index < steps[j].Index })
		for i, s := range steps {
			switch {
			case s.Index < i:
				return nil, fmt.Errorf("episode %q: %w: step %d recorded twice", ep.ID, ErrBadEpisode, s.Index)
			case s.Index > i:
				if i+1 == s.Index {
					return nil, fmt.Errorf("episode %q: %w: step %d is missing", ep.ID, ErrBadEpisode, i)
				}
				return nil, fmt.Errorf("episode %q: %w: steps %d to %d are missing", ep.ID, ErrBadEpisode, i, s.Index-1)
			}
		}
	}
	for _, s := range steps {
		if s.Action.Name == "" {
			return nil, fmt.Errorf("episode %q: %w: step %d has no action name", ep.ID, ErrBadEpisode, s.Index)
		}
	}
	return steps, nil
}

// Observe returns the latest observation recorded at or before the
// current step (past the end, the last one recorded).
func (r *Replay) Observe(ctx context.Context) (skills.Observation, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.div != nil {
		return nil, r.divErr()
	}
	if r.cur >= len(r.steps) && r.final == nil {
		r.stale = true
	}
	if o := r.observationAt(r.cur); o != nil {
		return o, nil
	}
	r.starved = true
	return nil, fmt.Errorf("replay of episode %q: no observation recorded at or before step %d", r.ep.ID, r.cur)
}

// Act answers a with the recorded outcome of the current step when a
// matches it, and advances. Otherwise it records the divergence and
// returns an error wrapping ErrDiverged.
func (r *Replay) Act(ctx context.Context, a skills.Action) (skills.Outcome, error) {
	if err := ctx.Err(); err != nil {
		return skills.Outcome{}, err
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.div != nil {
		return skills.Outcome{}, r.divErr()
	}
	r.taken++
	got := a
	if k, ok := r.repeatsFailure(a); ok {
		d := r.diverge(&got, fmt.Sprintf("repeats %s, recorded as failed at step %d: %s", r.steps[k].Action, r.steps[k].Index, failReason(r.steps[k])))
		if r.cur < len(r.steps) {
			d.Want = &r.steps[r.cur].Action
		}
		return skills.Outcome{}, r.divErr()
	}
	if r.cur >= len(r.steps) {
		r.diverge(&got, "the recording has no more steps")
		return skills.Outcome{}, r.divErr()
	}
	st := &r.steps[r.cur]
	if ok, why := r.tol.Match(st.Action, a); !ok {
		d := r.diverge(&got, why)
		d.Want = &st.Action
		return skills.Outcome{}, r.divErr()
	}
	r.cur++
	return st.Outcome, nil
}

// repeatsFailure reports a recorded failed step k before the current one
// whose action a repeats (same name, object and parameters) with no
// successful step in between: a blind retry of what is known to fail.
func (r *Replay) repeatsFailure(a skills.Action) (int, bool) {
	for k := r.cur - 1; k >= 0; k-- {
		s := &r.steps[k]
		if s.Outcome.OK {
			return 0, false
		}
		if ok, _ := r.tol.Match(s.Action, a); ok {
			return k, true
		}
	}
	return 0, false
}

func failReason(s memory.Step) string {
	if s.Outcome.Reason != "" {
		return s.Outcome.Reason
	}
	return "failed"
}

func (r *Replay) diverge(got *skills.Action, reason string) *Divergence {
	d := &Divergence{Step: r.cur, Got: got, Reason: reason, Observation: r.observationAt(r.cur)}
	r.div = d
	return d
}

func (r *Replay) divErr() error {
	return fmt.Errorf("%w: %s", ErrDiverged, r.div)
}

// observationAt returns the latest observation recorded at or before step i.
func (r *Replay) observationAt(i int) skills.Observation {
	if i >= len(r.steps) {
		if r.final != nil {
			return r.final
		}
		i = len(r.steps) - 1
	}
	for ; i >= 0; i-- {
		if o := r.steps[i].Observation; o != nil {
			return o
		}
	}
	return nil
}

// Divergence returns the first divergence, or nil.
func (r *Replay) Divergence() *Divergence {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.div
}

// Taken returns how many actions the procedure has taken.
func (r *Replay) Taken() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.taken
}

// Cursor returns the index of the next recorded step to be matched.
func (r *Replay) Cursor() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.cur
}

// Judge decides a replay once the procedure has returned runErr. It
// passes when every recorded step was matched, in order, with nothing
// more, and the procedure ended as the recording did: it succeeded where
// the episode is recorded as successful (Success nil or true), and failed
// where it is recorded as failed (a refusal is reproduced too). The
// blind-retry rule of Act applies throughout.
func (r *Replay) Judge(runErr error) (Status, *Divergence, string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.div != nil {
		return Fail, r.div, ""
	}
	if r.cur < len(r.steps) {
		r.diverge(nil, stopped(runErr))
		r.div.Want = &r.steps[r.cur].Action
		return Fail, r.div, ""
	}
	recordedOK := r.ep.Success == nil || *r.ep.Success
	switch {
	case recordedOK && runErr != nil:
		return Fail, nil, "the procedure failed where the recording succeeded: " + runErr.Error()
	case !recordedOK && runErr == nil:
		reason := r.ep.Reason
		if reason == "" {
			reason = "failed"
		}
		return Fail, nil, fmt.Sprintf("the procedure succeeded where the recording failed (%s)", reason)
	}
	return Pass, nil, ""
}

func stopped(runErr error) string {
	if runErr != nil {
		return "it failed: " + runErr.Error()
	}
	return "it returned success"
}

// Starved reports whether the episode recorded too little to judge the
// procedure: it asked for an observation the episode did not record, or it
// acted past the end of a recording that keeps no final observation after
// seeing a stale one.
func (r *Replay) Starved() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.starved || (r.stale && r.div != nil && r.div.Want == nil)
}
