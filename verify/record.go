package verify

import (
	"context"
	"encoding/json"
	"sync"
	"time"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
)

// Recorder wraps a world and records every action as a memory.Step, with
// the latest observation before it, in the JSON shape a stored episode
// has (numbers as float64), so recorded episodes replay as they will be
// read back. It is safe for concurrent use.
type Recorder struct {
	World skills.World
	// Now stamps steps (time.Now by default).
	Now func() time.Time

	mu     sync.Mutex
	last   skills.Observation
	steps  []memory.Step
	frames FrameLog
}

var (
	_ skills.World        = (*Recorder)(nil)
	_ library.FrameSource = (*Recorder)(nil)
)

// Frame implements library.FrameSource: a detector a procedure calls
// looks at the wrapped world's current frame (none when it draws none),
// and each new frame of a library.FrameRecorder world is kept (Frames).
func (r *Recorder) Frame(ctx context.Context) (*detectors.Frame, error) {
	r.mu.Lock()
	at := len(r.steps)
	r.mu.Unlock()
	return r.frames.Frame(ctx, r.World, at)
}

// Frames returns the frames skills looked at so far, for StoreFrames
// with Steps, and forgets them.
func (r *Recorder) Frames() []LoggedFrame { return r.frames.Take() }

// Observe observes the wrapped world and remembers the observation.
func (r *Recorder) Observe(ctx context.Context) (skills.Observation, error) {
	obs, err := r.World.Observe(ctx)
	if err == nil {
		shaped := jsonShape(obs)
		r.mu.Lock()
		r.last = shaped
		r.mu.Unlock()
	}
	return obs, err
}

// Act acts in the wrapped world and records the step.
func (r *Recorder) Act(ctx context.Context, a skills.Action) (skills.Outcome, error) {
	out, err := r.World.Act(ctx, a)
	now := time.Now
	if r.Now != nil {
		now = r.Now
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	st := memory.Step{Index: len(r.steps), Time: now().UTC(), Observation: r.last}
	reshape(a, &st.Action)
	reshape(out, &st.Outcome)
	if err != nil {
		st.Outcome = skills.Outcome{OK: false, Reason: "error: " + err.Error()}
	}
	r.last = nil
	r.steps = append(r.steps, st)
	return out, err
}

// Final returns the latest observation made after the last action (nil
// if none): what a replay serves past the end of the recording. Store it
// in the episode's snapshot as "final_observation".
func (r *Recorder) Final() skills.Observation {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.last
}

// Steps returns the steps recorded so far.
func (r *Recorder) Steps() []memory.Step {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]memory.Step(nil), r.steps...)
}

func jsonShape(o skills.Observation) skills.Observation {
	var out skills.Observation
	reshape(o, &out)
	return out
}

func reshape[T any](in any, out *T) {
	b, err := json.Marshal(in)
	if err == nil && json.Unmarshal(b, out) == nil {
		return
	}
	if v, ok := in.(T); ok {
		*out = v
	}
}
