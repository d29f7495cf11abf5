package worker

import (
	"context"
	"errors"
	"fmt"
	"image"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/skills"
)

func newTestPool(t testing.TB, o Options) *Pool {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	p, err := New(ctx, o)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	t.Cleanup(func() {
		if err := p.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
	})
	return p
}

func probeCall(name string, lim skills.Limits) *callMsg {
	return &callMsg{Unit: unitMsg{Name: "probe:" + name, Kind: skills.Procedure, Version: "v1"}, Args: []byte(`{"a":1}`), Limits: lim}
}

func TestPoolEcho(t *testing.T) {
	p := newTestPool(t, Options{Size: 2})
	t.Logf("protections:\n%s", p.Protections())
	res, err := p.call(context.Background(), probeCall("echo", skills.Limits{}), nil, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.Err != nil || res.Result["args"] != `{"a":1}` {
		t.Fatalf("echo = %+v, %+v", res.Result, res.Err)
	}
}

// mustUnit checks skill source for a test.
func mustUnit(t testing.TB, name, src string) *check.Unit {
	t.Helper()
	u, err := check.Check(name+".go", []byte(src))
	if err != nil {
		t.Fatalf("Check(%s): %v", name, err)
	}
	return u
}

const envSkill = `// Observes, acts, logs and calls.
package envuser

import "github.com/skillrun/skillrun/skills"

type Args struct {
	Blocks int ` + "`json:\"blocks\"`" + `
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	o, err := env.Observe()
	if err != nil {
		return nil, err
	}
	placed := 0
	for i := 0; i < args.Blocks; i++ {
		out, err := env.Act(skills.Action{Name: "place", Params: map[string]any{"i": i}})
		if err != nil {
			return nil, err
		}
		if out.OK {
			placed++
		}
	}
	env.Log("placed", "n", placed)
	r, err := env.Call("helper", map[string]any{"x": 1})
	if err != nil {
		return nil, err
	}
	if _, err := env.Act(skills.Action{Name: "fail"}); err == nil {
		return nil, nil
	} else {
		env.Log("act failed as asked", "error", err.Error())
	}
	_, err = env.Call("missing", nil)
	return skills.Result{"pos": o.Floats("pos"), "placed": placed, "called": r["called"], "missing_err": err.Error()}, nil
}
`

func TestEnvCrossesToHost(t *testing.T) {
	p := newTestPool(t, Options{Size: 1})
	env := &recEnv{}
	resp, err := p.Run(context.Background(), mustUnit(t, "envuser", envSkill), &sandbox.Request{Env: env, Args: []byte(`{"blocks":3}`)})
	if err != nil {
		t.Fatal(err)
	}
	r := resp.Result
	if got := fmt.Sprint(r["pos"]); got != "[1 2 3]" {
		t.Errorf("pos = %s; want [1 2 3] from the host's Observe", got)
	}
	if r["placed"] != int64(3) || len(env.acts) != 4 || env.acts[2].Params["i"] != float64(2) {
		t.Errorf("placed %v, host saw %d acts %v; want 3 placed, 4 acts", r["placed"], len(env.acts), env.acts)
	}
	if r["called"] != "helper" || !strings.Contains(fmt.Sprint(r["missing_err"]), "no such skill") {
		t.Errorf("called %v, missing_err %v", r["called"], r["missing_err"])
	}
	if strings.Join(env.logs, ",") != "placed,act failed as asked" {
		t.Errorf("host logs = %q", env.logs)
	}
	// No env: the sandbox's NoEnv answers inside the worker.
	_, err = p.Run(context.Background(), mustUnit(t, "envuser", envSkill), &sandbox.Request{Args: []byte(`{}`)})
	if !errors.Is(err, skills.ErrNoEnv) {
		t.Errorf("run without env: %v; want ErrNoEnv", err)
	}
	// Bad arguments come back typed, with the skill named.
	_, err = p.Run(context.Background(), mustUnit(t, "envuser", envSkill), &sandbox.Request{Env: env, Args: []byte(`{"blocks":"many"}`)})
	if !errors.Is(err, skills.ErrInvalidArgs) || !strings.Contains(err.Error(), "blocks") {
		t.Errorf("bad args: %v; want ErrInvalidArgs naming the field", err)
	}
}

// poolEnv serves env.Call by running the callee in the same pool, as the
// library does.
type poolEnv struct {
	recEnv
	t     testing.TB
	p     *Pool
	units map[string]*check.Unit
	depth int
}

func (e *poolEnv) Call(name string, args any) (skills.Result, error) {
	u := e.units[name]
	if u == nil {
		return nil, skills.ErrNotFound
	}
	raw, err := skills.EncodeArgs(args)
	if err != nil {
		return nil, err
	}
	if e.depth >= 8 {
		return nil, skills.ErrDepth
	}
	resp, err := e.p.Run(context.Background(), u, &sandbox.Request{Env: &poolEnv{t: e.t, p: e.p, units: e.units, depth: e.depth + 1}, Args: raw})
	if err != nil {
		return nil, err
	}
	return resp.Result, nil
}

const chainSkill = `// Calls the next link of the chain.
package chain

import "github.com/skillrun/skillrun/skills"

type Args struct {
	N int ` + "`json:\"n\"`" + `
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	if args.N == 0 {
		return skills.Result{"depth": 0}, nil
	}
	r, err := env.Call("chain", map[string]any{"n": args.N - 1})
	if err != nil {
		return nil, err
	}
	return skills.Result{"depth": skills.Num(r["depth"]) + 1}, nil
}
`

// TestNestedCallsDoNotDeadlock runs a chain of nested calls through a pool
// of one worker: every caller waits on the host, so the pool must start
// overflow workers rather than wait for itself.
func TestNestedCallsDoNotDeadlock(t *testing.T) {
	p := newTestPool(t, Options{Size: 1})
	units := map[string]*check.Unit{"chain": mustUnit(t, "chain", chainSkill)}
	env := &poolEnv{t: t, p: p, units: units}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	resp, err := p.Run(ctx, units["chain"], &sandbox.Request{Env: env, Args: []byte(`{"n":4}`)})
	if err != nil {
		t.Fatal(err)
	}
	if resp.Result["depth"] != int64(4) {
		t.Errorf("depth = %v; want 4", resp.Result["depth"])
	}
	if s := p.Stats(); s.Overflow != 4 {
		t.Errorf("overflow workers = %d; want 4 (one per nested level)", s.Overflow)
	}
	if err := p.WaitFull(ctx); err != nil {
		t.Fatal(err)
	}
}

const detectSkill = `// Sums the red channel inside the frame's bounds.
package redsum

import "github.com/skillrun/skillrun/detectors"

type Args struct{}

func Detect(f *detectors.Frame, args Args) ([]detectors.Detection, error) {
	b := f.Img.Bounds()
	sum := 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			sum += int(f.Img.RGBAAt(x, y).R)
		}
	}
	return []detectors.Detection{{Label: f.Source.ID, Box: b, Score: float64(sum)}}, nil
}
`

// TestFrameThroughMemfd sends a sub-image (non-zero origin, stride wider
// than the view) to a detector in a worker and checks what it saw.
func TestFrameThroughMemfd(t *testing.T) {
	p := newTestPool(t, Options{Size: 1})
	u := mustUnit(t, "redsum", detectSkill)
	for _, size := range []image.Rectangle{image.Rect(0, 0, 64, 48), image.Rect(0, 0, 1280, 960)} {
		full := image.NewRGBA(size)
		for i := range full.Pix {
			full.Pix[i] = byte(i * 7)
		}
		sub := full.SubImage(image.Rect(5, 7, size.Dx()-3, size.Dy()-2)).(*image.RGBA)
		want := 0
		b := sub.Bounds()
		for y := b.Min.Y; y < b.Max.Y; y++ {
			for x := b.Min.X; x < b.Max.X; x++ {
				want += int(sub.RGBAAt(x, y).R)
			}
		}
		resp, err := p.Run(context.Background(), u, &sandbox.Request{Frame: &detectors.Frame{Img: sub, Source: detectors.Source{ID: "cam"}}})
		if err != nil {
			t.Fatal(err)
		}
		if len(resp.Detections) != 1 {
			t.Fatalf("detections = %v", resp.Detections)
		}
		d := resp.Detections[0]
		if d.Box != b || int(d.Score) != want || d.Label != "cam" {
			t.Errorf("%v: detector saw box %v sum %v label %q; want %v, %d, cam", size, d.Box, d.Score, d.Label, b, want)
		}
	}
}

// counterSkill counts the runs its interpreter served, behind a pointer
// and a method: the checker refuses a skill that writes a package
// variable itself (calls share no state), not one that means to and
// goes around the rule, and here the count tells which worker served.
const counterSkill = `// Counts its runs.
package counter

import "github.com/skillrun/skillrun/skills"

type Args struct{}

type count struct{ n int }

func (c *count) next() int { c.n++; return c.n }

var runs = &count{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"runs": runs.next()}, nil
}
`

func TestRecycling(t *testing.T) {
	ctx := context.Background()
	t.Run("max calls", func(t *testing.T) {
		p := newTestPool(t, Options{Size: 1, MaxCalls: 3})
		u := mustUnit(t, "counter", counterSkill)
		for i := 0; i < 7; i++ {
			if _, err := p.Run(ctx, u, &sandbox.Request{}); err != nil {
				t.Fatal(err)
			}
			if err := p.WaitFull(ctx); err != nil {
				t.Fatal(err)
			}
		}
		if s := p.Stats(); s.Recycled != 2 || s.Started != 3 {
			t.Errorf("after 7 calls with MaxCalls 3: recycled %d, started %d; want 2, 3", s.Recycled, s.Started)
		}
	})
	t.Run("replacement starts warm", func(t *testing.T) {
		// A worker due for recycling keeps serving while its replacement
		// starts and compiles what it served; then the two swap.
		p := newTestPool(t, Options{Size: 1, MaxCalls: 2})
		u := mustUnit(t, "counter", counterSkill)
		for i := 0; i < 2; i++ {
			if _, err := p.Run(ctx, u, &sandbox.Request{}); err != nil {
				t.Fatal(err)
			}
		}
		if err := p.WaitFull(ctx); err != nil {
			t.Fatal(err)
		}
		p.mu.Lock()
		next := p.idle[0]
		p.mu.Unlock()
		if next.id == 0 || !next.versions[u.Name()+"@"+u.Version()] || next.calls != 0 {
			t.Fatalf("after recycling: idle worker %d, compiled %v, calls %d; want a new worker that compiled %s", next.id, next.versions, next.calls, u.Version())
		}
		res, err := p.Run(ctx, u, &sandbox.Request{})
		if err != nil {
			t.Fatal(err)
		}
		// Preparing ran the package's initialisers but not Run.
		if got := fmt.Sprint(res.Result["runs"]); got != "1" {
			t.Errorf("first call on the replacement: runs = %s; want 1", got)
		}
		if s := p.Stats(); s.Recycled != 1 || s.Started != 2 || s.Replaced != 0 {
			t.Errorf("stats %+v; want 1 recycled, 2 started, none replaced", s)
		}
	})
	t.Run("leftover goroutines", func(t *testing.T) {
		p := newTestPool(t, Options{Size: 1})
		var leak hostile
		for _, h := range loadHostile(t) {
			if strings.HasSuffix(h.file, "goroutine_leak.go") {
				leak = h
			}
		}
		if _, err := runHostile(ctx, p, leak, nil, nil); err != nil {
			t.Fatal(err)
		}
		if err := p.WaitFull(ctx); err != nil {
			t.Fatal(err)
		}
		if s := p.Stats(); s.Recycled != 1 {
			t.Errorf("recycled %d after a skill left a goroutine; want 1", s.Recycled)
		}
	})
	t.Run("memory growth", func(t *testing.T) {
		p := newTestPool(t, Options{Size: 1, RecycleBytes: 256 << 10}) // below any worker's live heap
		u := mustUnit(t, "counter", counterSkill)
		if _, err := p.Run(ctx, u, &sandbox.Request{}); err != nil {
			t.Fatal(err)
		}
		if err := p.WaitFull(ctx); err != nil {
			t.Fatal(err)
		}
		if s := p.Stats(); s.Recycled != 1 {
			t.Errorf("recycled %d with RecycleBytes 256 KiB; want 1", s.Recycled)
		}
	})
}

// TestCloseStopsRunningCalls closes a pool while a call sleeps in it: the
// call fails with ErrCancelled at once and nothing is left behind.
func TestCloseStopsRunningCalls(t *testing.T) {
	p, err := New(context.Background(), Options{Size: 1})
	if err != nil {
		t.Fatal(err)
	}
	errc := make(chan error, 1)
	go func() {
		_, err := p.call(context.Background(), probeCall("sleep", skills.Limits{Timeout: time.Minute}), nil, nil, nil)
		errc <- err
	}()
	for p.Stats().Busy == 0 {
		time.Sleep(time.Millisecond)
	}
	time.Sleep(20 * time.Millisecond)
	start := time.Now()
	if err := p.Close(); err != nil {
		t.Fatal(err)
	}
	if err := <-errc; !errors.Is(err, skills.ErrCancelled) {
		t.Errorf("running call after Close: %v; want ErrCancelled", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("Close took %v with a call running", d)
	}
	if kids := children(t); len(kids) != 0 {
		t.Errorf("processes left after Close: %v", kids)
	}
	if _, err := p.call(context.Background(), probeCall("echo", skills.Limits{}), nil, nil, nil); !errors.Is(err, skills.ErrCancelled) {
		t.Errorf("call after Close: %v; want ErrCancelled", err)
	}
}

const concurrentActs = `// Acts from eight goroutines at once.
package fanout

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	done := make(chan int)
	for g := 0; g < 8; g++ {
		g := g
		go func() {
			ok := 0
			for i := 0; i < 50; i++ {
				out, err := env.Act(skills.Action{Name: "step", Params: map[string]any{"g": g, "i": i}})
				if err == nil && out.OK {
					ok++
				}
			}
			done <- ok
		}()
	}
	total := 0
	for g := 0; g < 8; g++ {
		total += <-done
	}
	return skills.Result{"ok": total}, nil
}
`

// TestConcurrentEnvCalls has many goroutines of one skill wait on env
// replies at once: whichever reads the pipe must deliver every reply.
func TestConcurrentEnvCalls(t *testing.T) {
	p := newTestPool(t, Options{Size: 1})
	u := mustUnit(t, "fanout", concurrentActs)
	for i := 0; i < 5; i++ {
		env := &recEnv{}
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		resp, err := p.Run(ctx, u, &sandbox.Request{Env: env, Limits: skills.Limits{Timeout: 15 * time.Second}})
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		if resp.Result["ok"] != int64(400) || len(env.acts) != 400 {
			t.Fatalf("ok = %v, host saw %d acts; want 400, 400", resp.Result["ok"], len(env.acts))
		}
	}
}

// TestCPULimitPerCall: the CPU limit is each call's, not the worker's
// lifetime: one worker serves calls that use, in all, several times the
// limit. The kernel's RLIMIT_CPU backstop never moved from the first
// call's limit, so a worker died of SIGXCPU in the call that took its
// total over it ("cpu: used 28.962s of CPU (limit 30s)" in a call of 2 s).
func TestCPULimitPerCall(t *testing.T) {
	p := newTestPool(t, Options{Size: 1, Limits: skills.Limits{Timeout: 20 * time.Second, CPU: 2 * time.Second, MemoryBytes: 256 << 20}})
	u := mustUnit(t, "burn", `// Burns about half a second of CPU, interpreted.
package burn

import (
	"time"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	n := 0
	for t0 := time.Now(); time.Since(t0) < 600*time.Millisecond; {
		n++
	}
	return skills.Result{"n": n > 0}, nil
}
`)
	ctx := context.Background()
	for i := 0; i < 8; i++ {
		if _, err := p.Run(ctx, u, &sandbox.Request{}); err != nil {
			t.Fatalf("call %d (%v of the 2s limit used by the calls before): %v", i+1, time.Duration(i)*600*time.Millisecond, err)
		}
	}
}

const loopSkill = `// Calls leaf n times, one call after another.
package loop

import "github.com/skillrun/skillrun/skills"

type Args struct {
	N int ` + "`json:\"n\"`" + `
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	sum := 0.0
	for i := 0; i < args.N; i++ {
		r, err := env.Call("leaf", map[string]any{"i": i})
		if err != nil {
			return nil, err
		}
		sum += skills.Num(r["v"])
	}
	return skills.Result{"sum": sum}, nil
}
`

const leafSkill = `// Doubles i.
package leaf

import "github.com/skillrun/skillrun/skills"

type Args struct {
	I int ` + "`json:\"i\"`" + `
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"v": 2 * args.I}, nil
}
`

// TestSpareOverflowWorkers: a skill calling another in a loop, in a pool
// whose every worker waits on the host, has its callee run in one
// overflow worker kept warm between the calls (and between runs), not in
// a worker started, and its callee compiled, for each call; unused past
// SpareLinger, the spare is stopped, and Close stops it too.
func TestSpareOverflowWorkers(t *testing.T) {
	units := map[string]*check.Unit{"loop": mustUnit(t, "loop", loopSkill), "leaf": mustUnit(t, "leaf", leafSkill)}
	run := func(t *testing.T, p *Pool, n int) {
		t.Helper()
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		env := &poolEnv{t: t, p: p, units: units}
		resp, err := p.Run(ctx, units["loop"], &sandbox.Request{Env: env, Args: []byte(fmt.Sprintf(`{"n":%d}`, n))})
		if err != nil {
			t.Fatal(err)
		}
		if want := float64(n * (n - 1)); skills.Num(resp.Result["sum"]) != want {
			t.Errorf("sum = %v; want %v", resp.Result["sum"], want)
		}
	}
	t.Run("reused then stopped", func(t *testing.T) {
		const linger = 400 * time.Millisecond
		p := newTestPool(t, Options{Size: 1, SpareLinger: linger})
		run(t, p, 10)
		if s := p.Stats(); s.Overflow != 1 || s.Spare != 1 {
			t.Errorf("after 10 nested calls one at a time: %d overflow workers started, %d spare; want 1 started and kept spare", s.Overflow, s.Spare)
		}
		run(t, p, 5)
		if s := p.Stats(); s.Overflow != 1 {
			t.Errorf("a second run started %d overflow workers in all; want the spare reused", s.Overflow)
		}
		deadline := time.Now().Add(10 * time.Second)
		for {
			p.mu.Lock()
			procs, spare, over := len(p.all), len(p.spare), p.overflowing
			p.mu.Unlock()
			if procs == 1 && spare == 0 && over == 0 {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("%v after the last call: %d workers, %d spare, %d overflow counted; want the spare stopped after %v", 10*time.Second, procs, spare, over, linger)
			}
			time.Sleep(20 * time.Millisecond)
		}
		run(t, p, 3)
		if s := p.Stats(); s.Overflow != 2 {
			t.Errorf("after the spare was stopped, %d overflow workers started in all; want a new one (2)", s.Overflow)
		}
	})
	t.Run("stopped by Close", func(t *testing.T) {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		p, err := New(ctx, Options{Size: 1})
		if err != nil {
			t.Fatal(err)
		}
		run(t, p, 2)
		p.mu.Lock()
		if len(p.spare) != 1 {
			p.mu.Unlock()
			_ = p.Close()
			t.Fatalf("%d spare workers; want 1", len(p.spare))
		}
		pid := p.spare[0].cmd.Process.Pid
		p.mu.Unlock()
		start := time.Now()
		if err := p.Close(); err != nil {
			t.Fatal(err)
		}
		if d := time.Since(start); d > 5*time.Second {
			t.Errorf("Close took %v with a spare worker", d)
		}
		if err := syscall.Kill(pid, 0); !errors.Is(err, syscall.ESRCH) {
			t.Errorf("the spare worker (pid %d) outlived Close: kill(0) = %v", pid, err)
		}
	})
}
