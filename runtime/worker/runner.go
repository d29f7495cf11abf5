package worker

import (
	"context"
	"fmt"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/skills"
)

// maxPrograms bounds the compiled versions one worker keeps; the oldest
// goes first. Workers are recycled long before this matters in practice.
const maxPrograms = 64

// sandboxRunner compiles each skill version once per worker and runs it in
// the sandbox, which stops interpreted code at the deadline, caps output
// and the result, and turns panics into errors with positions. What the
// sandbox cannot contain (fatal runtime errors, memory, native blocking)
// the worker's process boundary does.
type sandboxRunner struct {
	progs map[string]*sandbox.Program
	order []string
}

func newSandboxRunner() runner { return &sandboxRunner{progs: map[string]*sandbox.Program{}} }

// program returns the compiled version, compiling it first if this worker
// has not, and the CPU time in nanoseconds compiling took (0 when it did
// not): no part of what the version costs a call (the gate compares
// calls' CPU). Compiling runs the package's initialisation: here, inside
// the worker, bounded by the call's timeout.
func (r *sandboxRunner) program(u *unitMsg, lim skills.Limits) (*sandbox.Program, int64, error) {
	key := u.Name + "@" + u.Version
	if p := r.progs[key]; p != nil {
		return p, 0, nil
	}
	if u.Unit == nil {
		return nil, 0, errNeedSource
	}
	c0 := selfCPUNanos()
	// Compiling is bounded (sandbox.DefaultCompileTimeout), and before
	// the call's timeout, which would end the worker first, naming only
	// the time: a compile stuck past the bound leaves its goroutine
	// running, and the worker ends (a call's leftover goroutine retires
	// it; a prepare's exits it once answered).
	opts := sandbox.Options{MaxIdle: 1, InitTimeout: lim.Timeout}
	if b := lim.Timeout * 3 / 4; b > 0 {
		opts.CompileTimeout = min(b, sandbox.DefaultCompileTimeout)
	}
	p, err := sandbox.Compile(u.Unit, opts)
	compile := max(selfCPUNanos()-c0, 0)
	if err != nil {
		return nil, compile, err
	}
	if len(r.order) >= maxPrograms {
		old := r.order[0]
		r.order = r.order[1:]
		r.progs[old].Close()
		delete(r.progs, old)
	}
	r.progs[key] = p
	r.order = append(r.order, key)
	return p, compile, nil
}

func (r *sandboxRunner) prepare(u *unitMsg) error {
	_, _, err := r.program(u, skills.Limits{})
	return err
}

// drop forgets the compiled versions the host no longer serves.
func (r *sandboxRunner) drop(keys []string) {
	for _, key := range keys {
		p := r.progs[key]
		if p == nil {
			continue
		}
		p.Close()
		delete(r.progs, key)
		for i, k := range r.order {
			if k == key {
				r.order = append(r.order[:i], r.order[i+1:]...)
				break
			}
		}
	}
}

func (r *sandboxRunner) run(ctx context.Context, c *callMsg, env skills.Env, f *detectors.Frame) *resultMsg {
	r.drop(c.Drop)
	p, compile, err := r.program(&c.Unit, c.Limits)
	if err == errNeedSource {
		return &resultMsg{Err: &wireError{Kind: kindNeedSource, Msg: err.Error()}}
	}
	if err != nil {
		return &resultMsg{Err: toWire(err)}
	}
	if c.Prepare {
		return &resultMsg{}
	}
	resp, err := p.Run(ctx, &sandbox.Request{Env: env, Args: c.Args, Frame: f, Limits: c.Limits})
	if err != nil {
		return &resultMsg{Err: toWire(err)}
	}
	// The sandbox enforced the output limit, and the result limit on a
	// procedure's result; a detector's detections are checked by the caller.
	return &resultMsg{Result: resp.Result, Detections: resp.Detections, Output: resp.Output, sized: resp.Detections == nil, CompileNanos: compile}
}

var errNeedSource = fmt.Errorf("version not compiled in this worker and no source sent")
