package library

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/skillrun/skillrun/skills"
)

// bounds is what a run has kept of its actions and logs, against its
// limits (Actions, ActionBytes, LogBytes): the trace and the memory it is
// written to grow with what a skill does, so both are bounded per run.
// Past a bound the trace gets one marker, further actions are refused,
// and the run fails with the limit's error whatever the skill made of
// the refusal.
type bounds struct {
	actions     int
	actionBytes int64
	logBytes    int64
	hostCPU     time.Duration // the host's CPU time for the run's actions
	over        error         // the first bound the run went past
	logCut      bool          // the log marker is in the trace
}

// treeBounds is what a whole call tree has kept, against its top-level
// run's limits: each run's own bounds held, but a skill that called
// another in a loop kept every callee's trace (each up to its own action
// and log bytes) and arguments in its own: 40 calls of a callee acting
// with 1 MiB, or passed 1 MiB of arguments, kept 40 MiB under a ceiling
// of 16, and more calls more, in the host and in memory. Each run counts
// against its own bounds and its tree's; a nested call counts its
// arguments and a little for its invocation as bytes of actions.
type treeBounds struct {
	mu                    sync.Mutex
	limits                skills.Limits // the top-level run's
	actions               int
	actionBytes, logBytes int64
	over                  error // the first bound the tree went past
	// compile is the CPU time, in nanoseconds, the tree's runs spent
	// compiling their versions (a worker that did not hold one), which
	// Result.TreeCPU leaves out.
	compile atomic.Int64
}

// BoundError is a run's bound on its actions reached: which limit
// ("actions" or "action_bytes") at which value, so that a caller that
// lowered it (Request.Within) can tell that its own bound was the one
// reached. It unwraps to the skills.ErrActions error the run fails with.
type BoundError struct {
	Limit string
	Value int64
	err   error
}

func (e *BoundError) Error() string { return e.err.Error() }
func (e *BoundError) Unwrap() error { return e.err }

// Reached reports whether err is the bound of a run's actions or action
// bytes reached at within's value of it.
func Reached(err error, within skills.Limits) bool {
	var be *BoundError
	if !errors.As(err, &be) {
		return false
	}
	switch be.Limit {
	case "actions":
		return within.Actions > 0 && be.Value == int64(within.Actions)
	case "action_bytes":
		return within.ActionBytes > 0 && be.Value == within.ActionBytes
	}
	return false
}

func actionsBound(limit string, value int64, err error) error {
	return &BoundError{Limit: limit, Value: value, err: err}
}

// callBytes is what a nested call's invocation counts beyond its
// arguments: its names, times and version in the trace.
const callBytes = 256

// charge counts what one run keeps against its tree, or says which bound
// it would pass.
func (t *treeBounds) charge(actions int, actionBytes, logBytes int64) error {
	if t == nil {
		return nil
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	var err error
	switch {
	case t.limits.Actions > 0 && t.actions+actions > t.limits.Actions:
		err = actionsBound("actions", int64(t.limits.Actions), fmt.Errorf("%w: more than %d actions in one run and the skills it called", skills.ErrActions, t.limits.Actions))
	case t.limits.ActionBytes > 0 && t.actionBytes+actionBytes > t.limits.ActionBytes:
		err = actionsBound("action_bytes", t.limits.ActionBytes, fmt.Errorf("%w: the run and the skills it called pass %d bytes of actions and calls", skills.ErrActions, t.limits.ActionBytes))
	case t.limits.LogBytes > 0 && t.logBytes+logBytes > t.limits.LogBytes:
		err = fmt.Errorf("%w: the run and the skills it called pass %d bytes of log lines", skills.ErrOutput, t.limits.LogBytes)
	}
	if err != nil {
		if t.over == nil {
			t.over = err
		}
		return err
	}
	t.actions += actions
	t.actionBytes += actionBytes
	t.logBytes += logBytes
	return nil
}

// chargeHost counts the host's CPU time for one of the run's actions or
// observations (what the world computed: a KiCad ERC, a netlist), or for
// a built-in detector it ran in process, against the run's CPU limit and
// its tree's budget (executor.CPUBudget, which the skills' workers spend
// too). Only the skill's worker process was held to that limit: a skill
// that alternated one edit and one run_erc on a large design had the
// host recompute ERC at each pair, bounded only by the run's actions and
// wall time. Past the limit the run fails with skills.ErrCPU naming the
// host's work.
func (e *runEnv) chargeHost(used time.Duration, what string) error {
	if used <= 0 {
		return nil
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	b := &e.bound
	b.hostCPU += used
	// The tree first: a nested run's limit is often what its tree had
	// left, and then the tree is what it ran out of.
	if e.call.cpu.SpendHost(used, what) {
		e.overLocked(e.call.cpu.Err())
		return b.over
	}
	if e.limits.CPU > 0 && b.hostCPU > e.limits.CPU {
		e.overLocked(fmt.Errorf("%w: the host's work for the run's actions used %v of CPU (limit %v; the last was %s)", skills.ErrCPU, b.hostCPU.Round(time.Millisecond), e.limits.CPU, what))
		return b.over
	}
	return nil
}

// admitCall counts a nested call's arguments against the tree before it
// runs.
func (e *runEnv) admitCall(name string, args []byte) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.bound.over != nil {
		return e.bound.over
	}
	if err := e.call.tree.charge(0, int64(len(args))+callBytes, 0); err != nil {
		e.overLocked(fmt.Errorf("call %s: %w", name, err))
		return e.bound.over
	}
	return nil
}

// keepCall counts a nested call's error text against the tree (a callee
// may fail with 64 KiB of it, each time it is called) before its
// invocation joins the trace; past the bound the text is cut and the run
// fails.
func (e *runEnv) keepCall(inv *skills.Invocation) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if err := e.call.tree.charge(0, int64(len(inv.Error)), 0); err != nil {
		if len(inv.Error) > 256 {
			inv.Error = strings.ToValidUTF8(inv.Error[:256], "") + "… (cut: " + err.Error() + ")"
		}
		e.overLocked(err)
	}
	e.inv.Calls = append(e.inv.Calls, inv)
}

// admitAct counts an action before it reaches the world; it refuses one
// past the run's count or bytes.
func (e *runEnv) admitAct(a skills.Action) error {
	size := jsonSize(a)
	e.mu.Lock()
	defer e.mu.Unlock()
	b := &e.bound
	if b.over != nil {
		return b.over
	}
	switch {
	case e.limits.Actions > 0 && b.actions >= e.limits.Actions:
		e.overLocked(actionsBound("actions", int64(e.limits.Actions), fmt.Errorf("%w: more than %d actions in one run", skills.ErrActions, e.limits.Actions)))
	case e.limits.ActionBytes > 0 && b.actionBytes+size > e.limits.ActionBytes:
		e.overLocked(actionsBound("action_bytes", e.limits.ActionBytes, fmt.Errorf("%w: action %s of %d bytes takes the run past %d bytes of actions", skills.ErrActions, a.Name, size, e.limits.ActionBytes)))
	default:
		if err := e.call.tree.charge(1, size, 0); err != nil {
			e.overLocked(err)
			return b.over
		}
		b.actions++
		b.actionBytes += size
		return nil
	}
	return b.over
}

// record keeps a step in the trace, counting its outcome; an outcome that
// takes the run past its bytes is dropped (the step says so) and its
// error returned.
func (e *runEnv) record(step skills.TraceStep) error {
	size := jsonSize(step.Outcome)
	e.mu.Lock()
	defer e.mu.Unlock()
	b := &e.bound
	if e.limits.ActionBytes > 0 && b.actionBytes+size > e.limits.ActionBytes {
		step.Outcome = skills.Outcome{OK: step.Outcome.OK, Reason: fmt.Sprintf("(outcome of %d bytes dropped)", size)}
		e.inv.Steps = append(e.inv.Steps, step)
		e.overLocked(actionsBound("action_bytes", e.limits.ActionBytes, fmt.Errorf("%w: the outcome of %s (%d bytes) takes the run past %d bytes of actions", skills.ErrActions, step.Action.Name, size, e.limits.ActionBytes)))
		return b.over
	}
	if err := e.call.tree.charge(0, size, 0); err != nil {
		step.Outcome = skills.Outcome{OK: step.Outcome.OK, Reason: fmt.Sprintf("(outcome of %d bytes dropped)", size)}
		e.inv.Steps = append(e.inv.Steps, step)
		e.overLocked(err)
		return b.over
	}
	b.actionBytes += size
	e.inv.Steps = append(e.inv.Steps, step)
	return nil
}

// overLocked records the first bound broken, with a marker step.
func (e *runEnv) overLocked(err error) {
	if e.bound.over != nil {
		return
	}
	e.bound.over = err
	e.inv.Steps = append(e.inv.Steps, skills.TraceStep{Action: skills.Action{Name: "(truncated)"}, Error: err.Error()})
}

// admitLog keeps a log line if the run's log bytes allow; past them the
// trace gets one marker and the run fails with skills.ErrOutput.
func (e *runEnv) admitLog(line *skills.LogLine) bool {
	size := int64(len(line.Msg)) + jsonSize(line.KV)
	e.mu.Lock()
	defer e.mu.Unlock()
	b := &e.bound
	if b.logCut {
		return false
	}
	b.logBytes += size
	treeErr := e.call.tree.charge(0, 0, size)
	switch {
	case e.limits.LogBytes > 0 && b.logBytes > e.limits.LogBytes || treeErr != nil:
		err := treeErr
		if err == nil {
			err = fmt.Errorf("%w: more than %d bytes of log lines", skills.ErrOutput, e.limits.LogBytes)
		}
		if b.over == nil {
			b.over = err
		}
		b.logCut = true
		e.inv.Logs = append(e.inv.Logs, skills.LogLine{Msg: "(truncated: " + err.Error() + ")"})
		return false
	case len(e.inv.Logs) >= maxLogLines:
		b.logCut = true
		e.inv.Logs = append(e.inv.Logs, skills.LogLine{Msg: fmt.Sprintf("(truncated: more than %d log lines)", maxLogLines)})
		return false
	}
	e.inv.Logs = append(e.inv.Logs, *line)
	return true
}

// overrun returns the bound the run broke, or nil; a top-level run's,
// the bound its tree broke too (a callee refused is the caller's
// failure, whatever the caller made of the refusal).
func (e *runEnv) overrun() error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if t := e.call.tree; e.bound.over == nil && e.depth == 0 && t != nil {
		t.mu.Lock()
		over := t.over
		t.mu.Unlock()
		if over != nil {
			e.overLocked(over) // with the trace's marker
		}
	}
	if e.bound.over == nil {
		return nil
	}
	return &skills.Error{Skill: e.inv.Skill, Op: "run", Err: e.bound.over}
}

// jsonSize is the size of v encoded as JSON (0 when it does not encode).
func jsonSize(v any) int64 {
	b, err := json.Marshal(v)
	if err != nil {
		return 0
	}
	return int64(len(b))
}
