package worker

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/runtime/executor"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/skills"
)

var _ sandbox.Executor = (*Pool)(nil)

// Run runs one checked skill version in a worker: the sandbox.Executor
// the library uses with --isolation=process. Limits come from req, then
// the skill's manifest, then the pool's defaults. The skill's env calls
// are served by req.Env in the calling goroutine. Errors wrap the
// sentinels of package skills; a worker that breaks a limit or dies is
// replaced before the pool takes another call on its behalf.
func (p *Pool) Run(ctx context.Context, u *check.Unit, req *sandbox.Request) (*sandbox.Response, error) {
	if u == nil || req == nil {
		return nil, errors.New("worker: Run needs a unit and a request")
	}
	c := &callMsg{
		Unit: unitMsg{Name: u.Name(), Kind: u.Manifest.Kind, Version: u.Version(), Unit: u},
		Args: req.Args,
		// The one merge (skills.Resolve), under the pool's ceiling; a
		// library's call arrives resolved already and stays as it is.
		Limits: skills.Resolve(p.opts.Ceiling, req.Limits, u.Manifest.Limits, p.opts.Limits),
	}
	if dl, ok := ctx.Deadline(); ok {
		// The call's one deadline is ctx's: the worker gets what is left.
		if left := time.Until(dl); left < c.Limits.Timeout {
			c.Limits.Timeout = max(left, time.Millisecond)
		}
	}
	tree := &callTree{cpu: req.CPU}
	if req.Budget != nil && p.enforcesMemory() {
		// The call tree's memory: this call may hold what the tree has
		// free (its callers lend what they are not using while they wait
		// on it), never more than its own limit.
		want := c.Limits.MemoryBytes
		got := req.Budget.Take(want)
		defer req.Budget.Give(got)
		if got < minCallMemory && got < want {
			return nil, describe(u.Name(), "run", fmt.Errorf("%w: the call tree's memory budget (%s, its top-level call's limit) has %s left for this nested call; a worker needs %s", skills.ErrMemory,
				skills.FormatBytes(req.Budget.Total()), skills.FormatBytes(got), skills.FormatBytes(minCallMemory)))
		}
		c.Limits.MemoryBytes = got
		tree.memory = req.Budget
	}
	res, err := p.call(ctx, c, req.Env, req.Frame, tree)
	if err != nil {
		return nil, describe(u.Name(), "run", err)
	}
	if res.Err != nil {
		return nil, describe(u.Name(), "run", res.Err.err())
	}
	return &sandbox.Response{Result: res.Result, Detections: res.Detections, Output: res.Output, CPU: res.cpu, CompileCPU: res.compile}, nil
}

// Prepare compiles a candidate version in a worker, under the limits of
// its manifest and the pool's: the package's initialisation (init
// functions, package variables) runs there and never in the host. A
// candidate whose initialisation fails, panics (in any goroutine),
// recurses, allocates past its memory, outlives its timeout or leaves
// goroutines running is refused with the reason; the worker that tried is
// replaced if it must be. The worker keeps the compiled version for its
// next call.
func (p *Pool) Prepare(ctx context.Context, u *check.Unit) error {
	if u == nil {
		return errors.New("worker: Prepare needs a unit")
	}
	c := &callMsg{
		Unit:    unitMsg{Name: u.Name(), Kind: u.Manifest.Kind, Version: u.Version(), Unit: u},
		Limits:  skills.Resolve(p.opts.Ceiling, u.Manifest.Limits, p.opts.Limits),
		Prepare: true,
	}
	c.Limits.Timeout = min(c.Limits.Timeout, p.opts.PrepareTimeout)
	res, err := p.call(ctx, c, nil, nil, nil)
	if err != nil {
		return describe(u.Name(), "init", err)
	}
	return describe(u.Name(), "init", res.Err.err())
}

// Forget tells the workers that hold a compiled copy of u to drop it with
// their next call (a replaced or rejected version). Calls in flight keep
// theirs; a later call of u compiles it again.
func (p *Pool) Forget(u *check.Unit) {
	if u == nil {
		return
	}
	key := u.Name() + "@" + u.Version()
	p.mu.Lock()
	procs := make([]*proc, 0, len(p.all))
	for pr := range p.all {
		procs = append(procs, pr)
	}
	p.mu.Unlock()
	for _, pr := range procs {
		pr.vmu.Lock()
		if pr.versions[key] {
			delete(pr.versions, key)
			pr.drop = append(pr.drop, key)
		}
		pr.vmu.Unlock()
		pr.mu.Lock()
		kept := pr.recent[:0]
		for _, r := range pr.recent {
			if r.Name+"@"+r.Version != key {
				kept = append(kept, r)
			}
		}
		pr.recent = kept
		pr.mu.Unlock()
	}
}

// describe adds the skill and the operation to an error that lacks them;
// nil stays nil.
func describe(name, op string, err error) error {
	if err == nil {
		return nil
	}
	var se *skills.Error
	if errors.As(err, &se) {
		return err
	}
	return &skills.Error{Skill: name, Op: op, Err: err}
}

// callTree is what a call shares with the rest of its call tree: the
// tree's memory and CPU budgets (nil: none).
type callTree struct {
	memory *executor.MemoryBudget
	cpu    *executor.CPUBudget
}

func (t *callTree) memoryBudget() *executor.MemoryBudget {
	if t == nil {
		return nil
	}
	return t.memory
}

func (t *callTree) cpuBudget() *executor.CPUBudget {
	if t == nil {
		return nil
	}
	return t.cpu
}

// minCallMemory is the least memory a nested call is given from its
// tree's budget: a worker's runtime, interpreter and compiled skill need
// about this much before the skill allocates anything.
const minCallMemory = 48 << 20

// lendSlack is what a caller keeps above its current use while it waits on
// a nested call (its stacks and the reply's decoding need a little).
const lendSlack = 16 << 20

// enforcesMemory reports whether the pool's workers run under a kernel
// memory limit (a memory cgroup): only then is a budget more than
// bookkeeping.
func (p *Pool) enforcesMemory() bool { return p.cg != nil && p.cg.memDir != "" }

// lend lends budget the memory pr is not using while pr waits on a nested
// call: its limit drops to its use plus lendSlack, and the difference is
// free for the callee. The returned func takes it back (nil: nothing was
// lent).
func (pr *proc) lend(budget *executor.MemoryBudget) func() {
	if budget == nil || pr.cg == nil {
		return nil
	}
	set, used := pr.cg.memSet, pr.cg.usage()
	if set <= 0 || used < 0 {
		return nil
	}
	keep := min(set, used+lendSlack)
	if keep >= set || pr.cg.setMemory(keep) != nil {
		return nil
	}
	budget.Give(set - keep)
	return func() {
		// The callee has returned what it held: the caller's chain is the
		// only part of the tree running, so this takes it all back.
		got := budget.Take(set - keep)
		_ = pr.cg.setMemory(keep + got)
	}
}
