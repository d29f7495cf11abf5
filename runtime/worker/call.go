package worker

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"sort"
	"sync"
	"time"

	"github.com/skillrun/skillrun/runtime/executor"
	"github.com/skillrun/skillrun/skills"
)

// errNeedSource is what a worker answers to a call of a version it has not
// compiled when the host sent no source (the kind on the wire).
const kindNeedSource = "need_source"

// errBusyLimit means the worker could not take this call's memory limit
// (it already uses more): the pool runs the call on a fresh worker.
var errBusyLimit = fmt.Errorf("%w: the worker already uses more than the call's memory limit", skills.ErrMemory)

// call runs one call on p and serves the skill's env calls meanwhile. A
// non-nil error other than the skill's own means p is dead or must be
// discarded; the pool checks p.dead().
func (p *proc) call(ctx context.Context, c *callMsg, env skills.Env, lim skills.Limits) (*resultMsg, error) {
	p.stderr.reset()
	p.fr.max = frameLimit(lim)
	if err := p.cg.setMemory(lim.MemoryBytes); err != nil {
		return nil, fmt.Errorf("%w: %v", errBusyLimit, err)
	}
	if p.cpuReported == 0 {
		// A fresh worker: what it used starting up is not this call's.
		if used, err := p.cpuUsed(); err == nil {
			p.cpuReported = max(used, 1)
		}
	}
	callCPU := time.Duration(-1) // this call's own CPU time, once the worker reports it
	if lim.CPU > 0 {
		used, err := p.setCPU(lim.CPU)
		if err != nil {
			p.kill(fmt.Errorf("%w: %v", skills.ErrCrash, err))
			return nil, p.deathError(nil, lim)
		}
		w := p.watchCPU(used, lim.CPU, p.cpuTree)
		defer func() { w.stop(callCPU) }()
	}
	// The host's backstop, a little after the deadline the worker applies
	// itself (arithmetic that cannot overflow, whatever the limit).
	timer := time.AfterFunc(skills.AddSaturating(lim.Timeout, lim.Timeout/10+100*time.Millisecond), func() {
		p.kill(fmt.Errorf("%w: the skill ran longer than %v", skills.ErrTimeout, lim.Timeout))
	})
	defer timer.Stop()
	stop := context.AfterFunc(ctx, func() {
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			p.kill(fmt.Errorf("%w: %v", skills.ErrTimeout, ctx.Err()))
		} else {
			p.kill(fmt.Errorf("%w: %v", skills.ErrCancelled, context.Cause(ctx)))
		}
	})
	defer stop()

	key := c.Unit.Name + "@" + c.Unit.Version
	p.vmu.Lock()
	c.Drop, p.drop = p.drop, nil
	for _, k := range c.Drop {
		delete(p.versions, k)
	}
	has := p.versions[key]
	p.vmu.Unlock()
	res, err := p.exchange(c, env, lim, !has)
	if err == nil && res.Err != nil && res.Err.Kind == kindNeedSource {
		c.Drop = nil
		res, err = p.exchange(c, env, lim, true)
	}
	if err != nil {
		return nil, err
	}
	if res.Err == nil {
		p.vmu.Lock()
		if !p.versions[key] && c.Unit.Unit != nil {
			p.remember(c.Unit)
		}
		p.versions[key] = true
		p.vmu.Unlock()
	}
	p.calls++
	if prev := p.cpuReported; prev > 0 && time.Duration(res.CPUNanos) > prev {
		res.cpu = time.Duration(res.CPUNanos) - prev
	}
	res.compile = min(time.Duration(max(res.CompileNanos, 0)), res.cpu)
	callCPU = res.cpu
	p.cpuReported = time.Duration(res.CPUNanos)
	return res, nil
}

// cpuWatch is the host's watch on one call's CPU time: see watchCPU.
type cpuWatch struct {
	p            *proc
	start, limit time.Duration
	tree         *executor.CPUBudget
	mu           sync.Mutex
	t            *time.Timer
	stopped      bool
	seen         time.Duration // the worker's CPU time last charged to tree
}

// watchCPU kills the worker once it has used limit more CPU time than
// start, or once its call tree (tree, when set) has spent its budget: each
// check charges the tree what the worker used since the last, so a skill
// that calls others, each under its own limit, stops when the tree's
// top-level limit is spent. RLIMIT_CPU does the same from the kernel for
// the worker's own limit, but its SIGXCPU is handled by a goroutine that
// a busy worker may schedule late, and its granularity is a second; the
// host's check is exact to within its polling. It checks only when a
// limit could have been reached at full speed on every CPU, so short
// calls cost one timer.
func (p *proc) watchCPU(start, limit time.Duration, tree *executor.CPUBudget) *cpuWatch {
	w := &cpuWatch{p: p, start: start, limit: limit, tree: tree, seen: start}
	w.mu.Lock()
	w.t = time.AfterFunc(w.next(limit), w.check)
	w.mu.Unlock()
	return w
}

// next is how long the watch may wait when left CPU time remains to the
// call: the time every CPU at full speed would take to spend it, or what
// the tree has left if that is less, and at least 20 ms.
func (w *cpuWatch) next(left time.Duration) time.Duration {
	if w.tree != nil {
		left = min(left, w.tree.Left())
	}
	return max(left/time.Duration(runtime.NumCPU()), 20*time.Millisecond)
}

// charge counts what the worker used since the last charge against the
// tree, and reports whether the tree has spent its budget.
func (w *cpuWatch) charge(used time.Duration) bool {
	if w.tree == nil {
		return false
	}
	w.mu.Lock()
	d := used - w.seen
	w.seen = max(w.seen, used)
	w.mu.Unlock()
	return w.tree.Spend(d)
}

func (w *cpuWatch) check() {
	used, err := w.p.cpuUsed()
	if err != nil {
		return // the worker is gone
	}
	// The tree first: a nested call's limit is often what its tree had
	// left, and then the tree is what it ran out of.
	if w.charge(used) || w.tree != nil && used-w.start >= w.limit && w.tree.Left() == 0 {
		w.p.kill(w.tree.Err())
		return
	}
	if used-w.start >= w.limit {
		w.p.kill(fmt.Errorf("%w: used %v of CPU (limit %v)", skills.ErrCPU, (used - w.start).Round(time.Millisecond), w.limit))
		return
	}
	w.mu.Lock()
	if !w.stopped {
		w.t = time.AfterFunc(w.next(w.limit-(used-w.start)), w.check)
	}
	w.mu.Unlock()
}

// stop ends the watch, charging the tree the rest of the call's CPU time:
// callCPU, the call's own as the worker reported it, or (negative: not
// reported) what the worker's clock says now.
func (w *cpuWatch) stop(callCPU time.Duration) {
	w.mu.Lock()
	w.stopped = true
	w.t.Stop()
	w.mu.Unlock()
	if w.tree == nil {
		return
	}
	if callCPU >= 0 {
		w.charge(w.start + callCPU)
		return
	}
	if used, err := w.p.cpuUsed(); err == nil {
		w.charge(used)
	}
}

// exchange sends the call and serves frames until its result arrives.
func (p *proc) exchange(c *callMsg, env skills.Env, lim skills.Limits, withSource bool) (*resultMsg, error) {
	m := *c
	if !withSource {
		m.Unit.Unit = nil
	}
	p.seq++
	seq := p.seq
	b, err := encodeCall(seq, &m)
	if err != nil {
		return nil, err
	}
	if _, err := p.toW.Write(b); err != nil {
		return nil, p.deathError(err, lim)
	}
	var outBytes int64
	for {
		f, err := p.fr.read()
		if err != nil {
			if errors.Is(err, errFrameTooLarge) {
				kind := skills.ErrOutput
				switch f.typ {
				case msgResult:
					kind = skills.ErrResultSize
				case msgEnv:
					kind = skills.ErrActions
				}
				p.kill(fmt.Errorf("%w: %v", kind, err))
			}
			return nil, p.deathError(err, lim)
		}
		switch f.typ {
		case msgResult:
			if f.seq != seq {
				p.kill(fmt.Errorf("%w: result for call %d, want %d", skills.ErrCrash, f.seq, seq))
				return nil, p.deathError(nil, lim)
			}
			r, err := decodeResult(f.payload)
			if err != nil {
				p.kill(fmt.Errorf("%w: %v", skills.ErrCrash, err))
				return nil, p.deathError(nil, lim)
			}
			return r, nil
		case msgLog:
			outBytes += int64(headerSize + len(f.payload))
			if lim.LogBytes > 0 && outBytes > lim.LogBytes {
				p.kill(fmt.Errorf("%w: more than %d bytes of log lines", skills.ErrOutput, lim.LogBytes))
				return nil, p.deathError(nil, lim)
			}
			var l logMsg
			if err := f.decode(&l); err != nil {
				p.kill(fmt.Errorf("%w: %v", skills.ErrCrash, err))
				return nil, p.deathError(nil, lim)
			}
			if env != nil {
				env.Log(l.Msg, flattenKV(l.KV)...)
			}
		case msgEnv:
			var e envMsg
			if err := f.decode(&e); err != nil {
				p.kill(fmt.Errorf("%w: %v", skills.ErrCrash, err))
				return nil, p.deathError(nil, lim)
			}
			if p.onPark != nil {
				p.onPark()
			}
			var takeBack func()
			if e.Op == "call" {
				// A nested call: while this worker waits on it, the
				// memory it does not use is the callee's to take.
				takeBack = p.lend(p.budget)
			}
			reply := serveEnv(env, &e)
			if takeBack != nil {
				takeBack()
			}
			if p.onUnpark != nil {
				p.onUnpark()
			}
			rb, err := encodeEnvReply(f.seq, reply)
			if err != nil {
				rb, _ = encodeEnvReply(f.seq, &envReply{Err: toWire(err)})
			}
			if _, err := p.toW.Write(rb); err != nil {
				return nil, p.deathError(err, lim)
			}
		default:
			p.kill(fmt.Errorf("%w: unexpected message type %d during a call", skills.ErrCrash, f.typ))
			return nil, p.deathError(nil, lim)
		}
	}
}

// serveEnv runs one env call on the host's Env.
func serveEnv(env skills.Env, e *envMsg) *envReply {
	if env == nil {
		return &envReply{Err: toWire(skills.ErrNoEnv)}
	}
	switch e.Op {
	case "observe":
		o, err := env.Observe()
		return &envReply{Observation: o, Err: toWire(err)}
	case "act":
		if e.Action == nil {
			return &envReply{Err: toWire(fmt.Errorf("%w: act without an action", skills.ErrBadInput))}
		}
		out, err := env.Act(*e.Action)
		return &envReply{Outcome: &out, Err: toWire(err)}
	case "call":
		r, err := env.Call(e.Skill, e.Args)
		return &envReply{Result: r, Err: toWire(err)}
	}
	return &envReply{Err: toWire(fmt.Errorf("%w: unknown env operation %q", skills.ErrBadInput, e.Op))}
}

func flattenKV(m map[string]any) []any {
	if len(m) == 0 {
		return nil
	}
	kv := make([]any, 0, 2*len(m))
	for _, k := range sortedKeys(m) {
		kv = append(kv, k, m[k])
	}
	return kv
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// maxWarm bounds the versions a replacement worker compiles before it
// takes its predecessor's place.
const maxWarm = 8

// prepare has an idle worker compile the version u before its first call.
func (p *proc) prepare(u unitMsg) error {
	p.seq++
	b, err := encodeFrame(msgPrepare, p.seq, u)
	if err != nil {
		return err
	}
	if _, err := p.toW.Write(b); err != nil {
		return p.deathError(err, skills.Limits{})
	}
	f, err := p.fr.read()
	if err != nil {
		return p.deathError(err, skills.Limits{})
	}
	if f.typ != msgPrepare || f.seq != p.seq {
		p.kill(fmt.Errorf("%w: answer type %d to a prepare", skills.ErrCrash, f.typ))
		return p.deathError(nil, skills.Limits{})
	}
	var w *wireError
	if err := f.decode(&w); err != nil {
		return err
	}
	if w != nil {
		return w.err()
	}
	p.vmu.Lock()
	p.versions[u.Name+"@"+u.Version] = true
	p.vmu.Unlock()
	p.remember(u)
	return nil
}

// remember notes a version the worker compiled, for its replacement.
func (p *proc) remember(u unitMsg) {
	p.mu.Lock()
	p.recent = append(p.recent, u)
	if len(p.recent) > maxWarm {
		p.recent = p.recent[1:]
	}
	p.mu.Unlock()
}

// recentUnits returns the versions the worker compiled last.
func (p *proc) recentUnits() []unitMsg {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]unitMsg(nil), p.recent...)
}

// warm has a new worker compile the versions its predecessor served last,
// so the first calls after a recycle do not pay for compiling. A version
// that fails to compile is left to its first call, which reports it.
func (p *proc) warm(units []unitMsg) {
	for _, u := range units {
		if err := p.prepare(u); err != nil {
			select {
			case <-p.exited:
				return
			default:
			}
		}
	}
}
