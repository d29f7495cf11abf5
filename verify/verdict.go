package verify

import (
	"fmt"
	"strings"
	"time"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
)

// Status is how one episode's verification ended.
type Status string

// The statuses. Only Pass counts towards a version's success rate; Error
// means the episode could not be verified (bad episode, unregistered
// simulator, a skill that hung) and is never a pass.
const (
	Pass  Status = "pass"
	Fail  Status = "fail"
	Error Status = "error"
)

// Methods of verification.
const (
	MethodReplay   = "replay"
	MethodResim    = "resim"
	MethodDetector = "detector"
)

// Verdict is the result of verifying a version against one episode.
type Verdict struct {
	Episode string `json:"episode"`
	Method  string `json:"method"` // MethodReplay or MethodResim
	Status  Status `json:"status"`
	// Divergence is the first point where a replay left the record.
	Divergence *Divergence `json:"divergence,omitempty"`
	// Diffs are a re-simulation's differences from the recorded state.
	Diffs []string `json:"diffs,omitempty"`
	// Err says why the episode could not be verified (Status Error) or how
	// the procedure failed.
	Err string `json:"error,omitempty"`
	// Steps is how many actions the procedure took.
	Steps int `json:"steps"`
	// Outcome is how the procedure's own run ended in a re-simulation
	// (Succeeded: it returned no error; Failed), empty when none ran to
	// an end: a recorded failure is departed from by succeeding or by
	// failing otherwise, and only this tells which.
	Outcome string `json:"outcome,omitempty"`
	// Frames are the frames observed at the divergence (a
	// re-simulation's: at the last step), when recorded.
	Frames []string `json:"frames,omitempty"`
	// Replayed is the frame of the re-simulated world when the candidate
	// failed, stored in Options.Frames (a world that draws frames).
	Replayed string `json:"replayed,omitempty"`
	// TimedOut: the procedure did not finish within the time it was given
	// (Status Error: a verification's limit, not a verdict on what it
	// did). The gate counts it a failure where the version it would
	// replace finished the same episode: a candidate that spun where it
	// would fail turned its failures into unverifiable episodes.
	TimedOut bool `json:"timed_out,omitempty"`
	// RecordedFailure is why the episode's recorded outcome was a failure
	// ("" when it was not one): passing it reproduces that failure.
	RecordedFailure string        `json:"recorded_failure,omitempty"`
	Duration        time.Duration `json:"-"`
	// DurationMS is Duration in milliseconds (JSON carries no integer
	// nanoseconds).
	DurationMS float64 `json:"duration_ms"`
	// CPU is the CPU time of the procedure's run, its whole call tree
	// (library.Result.TreeCPU): 0 where the executor does not measure
	// it (in process), compiled the version for the run, or the run
	// failed. Load on the host stretches a
	// run's wall time, not its CPU time.
	CPU time.Duration `json:"-"`
	// CPUMS is CPU in milliseconds.
	CPUMS float64 `json:"cpu_ms,omitempty"`
}

// The outcomes of a re-simulated run (Verdict.Outcome).
const (
	Succeeded = "succeeded"
	Failed    = "failed"
)

// outcome is Verdict.Outcome of a run that ended with err.
func outcome(err error) string {
	if err != nil {
		return Failed
	}
	return Succeeded
}

// ms is d in milliseconds.
func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// Passed reports whether the verdict is a pass.
func (v Verdict) Passed() bool { return v.Status == Pass }

// Reason is the verdict's one-line explanation: the divergence, the
// differences or the error; empty for a pass.
func (v Verdict) Reason() string {
	switch {
	case v.Status == Pass:
		return ""
	case v.Divergence != nil || len(v.Diffs) > 0:
		var parts []string
		if v.Divergence != nil {
			parts = append(parts, v.Divergence.String())
		}
		parts = append(parts, v.Diffs...)
		return strings.Join(parts, "; ")
	case v.Err != "":
		if v.Status == Error {
			return "error: " + v.Err
		}
		return v.Err
	}
	return string(v.Status)
}

// Memory converts the verdict to the form memory stores. On an episode
// whose recorded outcome was a failure (RecordedFailure), reproducing it
// is stored as a failure and leaving it as a departure: a stored run's
// rate is of successes (a version that only reproduced its evidence's
// failures read 100 % verified).
func (v Verdict) Memory() memory.Verdict {
	m := memory.Verdict{Episode: v.Episode, Passed: v.Passed(), Divergence: v.Reason(), Recorded: v.Frames, Replayed: v.Replayed, DurationMS: v.DurationMS, CPUMS: v.CPUMS}
	if v.RecordedFailure != "" && v.Status != Error {
		m.Reproduces, m.Divergence = OnRecordedFailure(m.Passed, v.RecordedFailure, m.Divergence)
		m.Passed, m.Departs = false, !m.Reproduces
	}
	return m
}

// OnRecordedFailure is the rule for a verdict on an episode whose
// recorded outcome was a failure (why): a version that passed it
// reproduces the failure, which is no success; one that did otherwise
// departs from it (reason: how), and replay cannot tell whether it now
// succeeds. It returns which, and what the verdict says. The gate judges
// by it, and stored runs are stored by it.
func OnRecordedFailure(passed bool, why, reason string) (reproduces bool, says string) {
	if passed {
		return true, ReproducesFailure + why
	}
	return false, "departs from a recorded failure (" + reason + "); replay cannot tell whether it now succeeds"
}

// ReproducesFailure begins what a verdict says of a version that
// reproduced a recorded failure.
const ReproducesFailure = "reproduces a recorded failure: "

// RecordedFailure says why an episode's recorded outcome was a failure,
// "" when it was not one.
func RecordedFailure(ep *memory.Episode) string {
	if ep.Success == nil || *ep.Success {
		return ""
	}
	if ep.Reason != "" {
		return ep.Reason
	}
	return "the recorded episode failed"
}

// Divergence is the first place a procedure left the recorded episode.
type Divergence struct {
	// Step is the index of the recorded step where it happened.
	Step int `json:"step"`
	// Want is the recorded action; nil when the procedure acted after the
	// recording ended.
	Want *skills.Action `json:"want,omitempty"`
	// Got is the procedure's action; nil when it stopped before the
	// recording did.
	Got *skills.Action `json:"got,omitempty"`
	// Reason says what differs ("param dx: got -1, want 1").
	Reason string `json:"reason"`
	// Observation is the recorded observation at that step, when recorded.
	Observation skills.Observation `json:"observation,omitempty"`
}

// String renders the divergence on one line.
func (d *Divergence) String() string {
	switch {
	case d.Want == nil && d.Got != nil:
		return fmt.Sprintf("step %d: got %s after the recording ended: %s", d.Step, d.Got, d.Reason)
	case d.Got == nil && d.Want != nil:
		return fmt.Sprintf("step %d: wanted %s, the procedure stopped: %s", d.Step, d.Want, d.Reason)
	case d.Got != nil && d.Want != nil:
		return fmt.Sprintf("step %d: got %s, wanted %s: %s", d.Step, d.Got, d.Want, d.Reason)
	}
	return fmt.Sprintf("step %d: %s", d.Step, d.Reason)
}
