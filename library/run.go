package library

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/internal/cputime"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/runtime/executor"
	"github.com/skillrun/skillrun/skills"
)

// Request is one call of a skill by name.
type Request struct {
	// Args are the JSON arguments.
	Args json.RawMessage
	// World is the environment a procedure acts in; nil means none.
	World skills.World
	// Frame is a detector's input.
	Frame *detectors.Frame
	// Limits override the skill's manifest limits field by field.
	Limits skills.Limits
	// Within, where its Actions or ActionBytes are set, lowers the run's
	// resolved limits to them, never raising one: what the caller may
	// record of the run (an agent's quota left, which a session's run is
	// recorded against).
	Within skills.Limits
}

// Result is what a run returns: the skill's response and its trace.
type Result struct {
	*executor.Response
	Invocation *skills.Invocation `json:"trace"`
	// TreeCPU is the CPU time of the run's whole call tree (its own, its
	// nested calls' and the host's work for them) where the executor
	// measures a skill's CPU (isolated workers), less what its runs spent
	// compiling their versions; 0 where it does not (in process), or the
	// run failed.
	TreeCPU time.Duration `json:"-"`
}

// Run runs the serving version of a skill.
func (l *Library) Run(ctx context.Context, name string, req Request) (*Result, error) {
	c := &call{lib: l, world: req.World, frame: req.Frame, within: req.Within}
	inv, resp, err := c.run(ctx, name, req.Args, req.Limits, 0, nil)
	if err != nil {
		return &Result{Invocation: inv}, err
	}
	return &Result{Response: resp, Invocation: inv, TreeCPU: c.treeCPU(resp)}, nil
}

// RunUnit runs a specific version (not necessarily the serving one), for
// verification and for trying a version before promoting it.
func (l *Library) RunUnit(ctx context.Context, u *check.Unit, req Request) (*Result, error) {
	c := &call{lib: l, world: req.World, frame: req.Frame, within: req.Within}
	inv, resp, err := c.runSkill(ctx, &Skill{Unit: u}, req.Args, req.Limits, 0, nil)
	if err != nil {
		return &Result{Invocation: inv}, err
	}
	return &Result{Response: resp, Invocation: inv, TreeCPU: c.treeCPU(resp)}, nil
}

// treeCPU is Result.TreeCPU of the top-level run c made, which answered
// resp: what its tree spent, where the executor measured the run's own
// CPU, less what its runs spent compiling their versions (no part of
// what a version costs a call).
func (c *call) treeCPU(resp *executor.Response) time.Duration {
	top := c.top
	if top == nil || top.cpu == nil || resp == nil || resp.CPU <= 0 {
		return 0
	}
	// At least a nanosecond: measured.
	return max(top.cpu.Spent()-time.Duration(top.tree.compile.Load()), 1)
}

// call carries what every nested invocation of one top-level run shares.
type call struct {
	lib   *Library
	world skills.World
	frame *detectors.Frame
	// budget is the tree's memory: the top-level run's limit, which the
	// runs under it share (set by the top-level run).
	budget *executor.MemoryBudget
	// cpu is the tree's CPU time: the top-level run's limit, which the
	// runs under it and the host's work for them spend (set by the
	// top-level run when it has a CPU limit).
	cpu *executor.CPUBudget
	// within lowers the top-level run's Actions and ActionBytes
	// (Request.Within).
	within skills.Limits
	// tree is what the tree keeps of actions, logs and calls, against the
	// top-level run's limits (set by the top-level run).
	tree *treeBounds
	// top is, in the call Run and RunUnit make, the call its top-level
	// run made for its tree: its CPU budget and bounds say what the tree
	// spent, and of it compiling.
	top *call
}

func (c *call) run(ctx context.Context, name string, args []byte, limits skills.Limits, depth int, stack []string) (*skills.Invocation, *executor.Response, error) {
	if err := c.lib.CheckEnabled(name); err != nil {
		return nil, nil, err
	}
	s, err := c.lib.Get(name)
	if err != nil {
		return nil, nil, err
	}
	return c.runSkill(ctx, s, args, limits, depth, stack)
}

func (c *call) runSkill(ctx context.Context, s *Skill, args []byte, limits skills.Limits, depth int, stack []string) (*skills.Invocation, *executor.Response, error) {
	u := s.Unit
	// The one limits merge of a run: the caller's, the manifest's, the
	// operator's defaults, under the operator's ceiling.
	lim := skills.Resolve(c.lib.opts.Ceiling, limits, u.Manifest.Limits, c.lib.opts.Limits)
	inv := &skills.Invocation{Skill: u.Name(), Version: u.Version(), Start: time.Now()}
	if len(args) > 0 {
		inv.Args = append(json.RawMessage(nil), args...)
	}
	finish := func(resp *executor.Response, err error) (*skills.Invocation, *executor.Response, error) {
		inv.Duration = time.Since(inv.Start)
		if resp != nil && len(resp.Detections) > 0 && c.frame != nil {
			// A detector's boxes are cut to its frame here, where every
			// caller (verify, serve, the CLI, a procedure) receives them, so
			// no output can claim more of the frame than there is.
			detectors.Clamp(resp.Detections, c.frame.Bounds())
		}
		if err != nil {
			inv.Error = err.Error()
		}
		return inv, resp, err
	}
	if err := u.Schema().Check(args); err != nil {
		return finish(nil, &skills.Error{Skill: u.Name(), Op: "run", Err: err})
	}
	// The run's one deadline bounds everything it does, the world's
	// answers and nested calls included: a World.Act that blocks must not
	// outlive the run. Executors honour the context's deadline; the
	// timeout they are given is what is left of it.
	if lim.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, lim.Timeout)
		defer cancel()
	}
	if dl, ok := ctx.Deadline(); ok {
		if left := time.Until(dl); left < lim.Timeout {
			lim.Timeout = max(left, time.Millisecond)
		}
	}
	if depth == 0 {
		if w := c.within.Actions; w > 0 && w < lim.Actions {
			lim.Actions = w
		}
		if w := c.within.ActionBytes; w > 0 && w < lim.ActionBytes {
			lim.ActionBytes = w
		}
		// A top-level run: its memory limit is its whole tree's.
		cc := *c
		cc.budget = executor.NewMemoryBudget(lim.MemoryBytes)
		if lim.CPU > 0 {
			cc.cpu = executor.NewCPUBudget(lim.CPU)
		}
		cc.tree = &treeBounds{limits: lim}
		c.top = &cc
		c = &cc
	} else if c.cpu != nil {
		// A nested run may use what its tree has left, never more than
		// its own limit.
		left := c.cpu.Left()
		if left <= 0 {
			return finish(nil, &skills.Error{Skill: u.Name(), Op: "run", Err: c.cpu.Err()})
		}
		if lim.CPU <= 0 || left < lim.CPU {
			lim.CPU = left
		}
	}
	env := &runEnv{ctx: ctx, call: c, inv: inv, depth: depth, stack: append(stack[:len(stack):len(stack)], u.Name()), limits: lim}
	req := &executor.Request{Env: env, Args: args, Frame: c.frame, Limits: lim, Budget: c.budget, CPU: c.cpu}
	var resp *executor.Response
	var err error
	if s.Builtin != nil && s.Builtin.Native != nil {
		if u.Manifest.Kind == skills.Detector {
			// A built-in detector looks in the host's thread: that CPU
			// time is the run's, charged as the host's work for its
			// actions is (a procedure that called one in a loop had the
			// host detect for it, uncounted, for as long as its deadline
			// allowed). Detectors call nothing, so nothing is counted twice.
			used := hostWork(func() { resp, err = runNative(ctx, s.Builtin, env, req) })
			if resp != nil {
				resp.CPU = used
			}
			_ = env.chargeHost(used, "the built-in detector "+u.Name())
		} else {
			resp, err = runNative(ctx, s.Builtin, env, req)
		}
		var se *skills.Error
		if _, returned := err.(*skills.ReturnedError); returned || err != nil && !errors.As(err, &se) {
			// The built-in's own error, named as the interpreter names it.
			err = &skills.Error{Skill: u.Name(), Op: "run", Err: err}
		}
	} else {
		resp, err = c.lib.opts.Executor.Run(ctx, u, req)
		if resp != nil && resp.CompileCPU > 0 {
			c.tree.compile.Add(int64(resp.CompileCPU))
		}
	}
	// A bound the host enforced (actions, logs, its work for them) fails
	// the run whatever the skill made of the refusal: ignored it, or
	// returned it as an error of its own.
	if over := env.overrun(); over != nil && (err == nil || skills.KindOf(err) == skills.KindSkill) {
		err = over
	}
	// So does its call tree's CPU, spent by the skills it called: a
	// caller that went on after a callee ran out (or returned that error
	// as its own) used more than the top-level run was allowed.
	if depth == 0 && c.cpu.Spend(0) && (err == nil || skills.KindOf(err) == skills.KindSkill) {
		err = &skills.Error{Skill: u.Name(), Op: "run", Err: c.cpu.Err()}
	}
	if err != nil {
		resp = nil
	}
	return finish(resp, err)
}

// runNative runs a built-in compiled into the binary, under the run's
// deadline (ctx's) and with the same panic handling as an interpreted run.
func runNative(ctx context.Context, b *Builtin, env skills.Env, req *executor.Request) (resp *executor.Response, err error) {
	defer func() {
		if r := recover(); r != nil {
			resp, err = nil, fmt.Errorf("%w: panic: %v", skills.ErrCrash, r)
		}
	}()
	return b.Native(ctx, env, req)
}

// runEnv is the Env a run sees: the world under the run's context, a log
// and a trace, and calls into the library.
type runEnv struct {
	ctx    context.Context
	call   *call
	inv    *skills.Invocation
	depth  int
	stack  []string
	limits skills.Limits
	mu     sync.Mutex
	bound  bounds // guarded by mu
}

var _ skills.Env = (*runEnv)(nil)

func (e *runEnv) Observe() (skills.Observation, error) {
	if e.call.world == nil {
		return nil, skills.ErrNoEnv
	}
	if err := e.ctx.Err(); err != nil {
		return nil, err
	}
	var obs skills.Observation
	var err error
	used := worldWork(e.ctx, func(ctx context.Context) { obs, err = e.call.world.Observe(ctx) })
	if over := e.chargeHost(used, "observe"); over != nil {
		return nil, over
	}
	return obs, err
}

func (e *runEnv) Act(a skills.Action) (skills.Outcome, error) {
	if e.call.world == nil {
		return skills.Outcome{}, fmt.Errorf("act %s: %w", a.Name, skills.ErrNoEnv)
	}
	if err := e.ctx.Err(); err != nil {
		return skills.Outcome{}, err
	}
	if err := e.admitAct(a); err != nil {
		return skills.Outcome{}, err
	}
	var out skills.Outcome
	var err error
	used := worldWork(e.ctx, func(ctx context.Context) { out, err = e.call.world.Act(ctx, a) })
	step := skills.TraceStep{Action: a, Outcome: out}
	if err != nil {
		step.Error = err.Error()
	}
	if over := e.record(step); over != nil {
		return skills.Outcome{}, over
	}
	if over := e.chargeHost(used, a.Name); over != nil {
		return skills.Outcome{}, over
	}
	return out, err
}

// maxLogLines bounds the log lines one invocation keeps.
const maxLogLines = 1000

func (e *runEnv) Log(msg string, kv ...any) {
	line := skills.LogLine{Msg: msg}
	line.KV = executor.LogKV(kv)
	if !e.admitLog(&line) {
		return
	}
	e.call.lib.log.Debug("skill log", append([]any{"skill", e.inv.Skill, "msg", msg}, kv...)...)
}

func (e *runEnv) Call(name string, args any) (skills.Result, error) {
	if err := CheckName(name); err != nil {
		return nil, err
	}
	for _, s := range e.stack {
		if s == name {
			return nil, &skills.Error{Skill: name, Op: "call", Err: fmt.Errorf("%w: %v -> %s", skills.ErrCycle, e.stack, name)}
		}
	}
	if e.depth+1 >= e.limits.MaxDepth {
		return nil, &skills.Error{Skill: name, Op: "call", Err: fmt.Errorf("%w: %d nested calls (%v -> %s)", skills.ErrDepth, e.depth+1, e.stack, name)}
	}
	raw, err := skills.EncodeArgs(args)
	if err != nil {
		return nil, err
	}
	if err := e.admitCall(name, raw); err != nil {
		return nil, err
	}
	// The callee gets its own manifest limits, except the depth bound and
	// the memory budget, which belong to the whole call tree; its deadline
	// is still bounded by the caller's context.
	c, used, err := e.call.forCallee(e.ctx, name)
	if over := e.chargeHost(used, "drawing the frame "+name+" looked at"); over != nil {
		return nil, over
	}
	if err != nil {
		return nil, err
	}
	inv, resp, err := c.run(e.ctx, name, raw, skills.Limits{MaxDepth: e.limits.MaxDepth}, e.depth+1, e.stack)
	if inv != nil {
		e.keepCall(inv)
	}
	if err != nil {
		return nil, err
	}
	if resp == nil {
		return nil, errors.New("call " + name + ": no response")
	}
	if resp.Result == nil && (resp.Detections != nil || c.frame != nil) {
		r := skills.Result{"detections": resp.Detections}
		if resp.Detections == nil {
			r["detections"] = []any{}
		}
		if c.frame != nil {
			// Where the detections are is read against the frame's size.
			r["frame"] = map[string]any{"width": c.frame.Width(), "height": c.frame.Height(), "source": c.frame.Source.ID}
		}
		// The caller reads JSON values (maps, lists, float64), the same in
		// process and across a worker's pipe.
		b, err := json.Marshal(r)
		if err != nil {
			return nil, fmt.Errorf("call %s: %w", name, err)
		}
		var out skills.Result
		if err := json.Unmarshal(b, &out); err != nil {
			return nil, fmt.Errorf("call %s: %w", name, err)
		}
		return out, nil
	}
	return resp.Result, nil
}

// worldWork runs f, a world's work for a run (an observation, an action,
// a frame), and returns the host's CPU time for it: the calling thread's,
// and what the world reports through a cputime.Meter in f's context (its
// own goroutines', or a helper process's such as the live world's
// bridge), which the run is charged as it is for its own work.
func worldWork(ctx context.Context, f func(context.Context)) time.Duration {
	mctx, meter := cputime.WithMeter(ctx)
	used := hostWork(func() { f(mctx) })
	return used + meter.Used()
}

// forCallee returns the call a nested call of name runs under: the same,
// except that a detector called from a world that shows frames (a
// FrameSource) and with no frame of the run's own looks at the world's
// current frame. used is the host's CPU time for that frame (drawing it:
// worldWork), the run's to be charged as its actions' are: a skill that
// alternated a step and a look had the host draw a frame at each pair.
func (c *call) forCallee(ctx context.Context, name string) (_ *call, used time.Duration, _ error) {
	if c.frame != nil || c.world == nil {
		return c, 0, nil
	}
	src, ok := c.world.(FrameSource)
	if !ok {
		return c, 0, nil
	}
	s, err := c.lib.Get(name)
	if err != nil || s.Unit.Manifest.Kind != skills.Detector {
		return c, 0, nil // run reports a missing skill
	}
	var f *detectors.Frame
	used = worldWork(ctx, func(ctx context.Context) { f, err = src.Frame(ctx) })
	if err != nil {
		return nil, used, &skills.Error{Skill: name, Op: "call", Err: fmt.Errorf("the world's frame: %w", err)}
	}
	if f == nil {
		return c, used, nil
	}
	cc := *c
	cc.frame = f
	return &cc, used, nil
}
