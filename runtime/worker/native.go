package worker

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"strconv"
	"strings"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/skills"
	"golang.org/x/sys/unix"
)

// Native is one skill version compiled into a worker binary by the Go
// toolchain (package runtime/native generates the main that builds it).
// The binary is a worker like any other: the pool starts it with the same
// namespaces, cgroups, rlimits, landlock and seccomp, and talks to it over
// the same pipes; only the runner differs. Build one with [Procedure] or
// [Detector].
type Native struct {
	// Name, Version and File name the skill version compiled in; a call
	// of any other version is refused.
	Name, Version, File string
	// Pkg is the import path the skill's package was compiled as, so that
	// panic positions can be found in its frames.
	Pkg  string
	kind skills.Kind
	call func(env skills.Env, f *detectors.Frame, args []byte) (skills.Result, []detectors.Detection, error)
}

// Procedure wraps a compiled procedure's Run function. Arguments are
// decoded as the interpreter decodes them ([skills.DecodeArgs]).
func Procedure[A any](run func(skills.Env, A) (skills.Result, error)) Native {
	return Native{kind: skills.Procedure, call: func(env skills.Env, _ *detectors.Frame, raw []byte) (skills.Result, []detectors.Detection, error) {
		var a A
		if err := skills.DecodeArgs(raw, &a); err != nil {
			return nil, nil, argsError{err}
		}
		r, err := run(env, a)
		return r, nil, err
	}}
}

// Detector wraps a compiled detector's Detect function.
func Detector[A any](detect func(*detectors.Frame, A) ([]detectors.Detection, error)) Native {
	return Native{kind: skills.Detector, call: func(_ skills.Env, f *detectors.Frame, raw []byte) (skills.Result, []detectors.Detection, error) {
		var a A
		if err := skills.DecodeArgs(raw, &a); err != nil {
			return nil, nil, argsError{err}
		}
		d, err := detect(f, a)
		return nil, d, err
	}}
}

// argsError marks an argument decoding error, which the interpreter
// reports without treating it as the skill's own.
type argsError struct{ err error }

func (e argsError) Error() string { return e.err.Error() }
func (e argsError) Unwrap() error { return e.err }

// NativeMain is the body of a native worker binary: [Main] with n as the
// runner. The generated main of a native build calls it:
//
//	func main() { os.Exit(worker.NativeMain(n)) }
func NativeMain(n Native) int {
	newRunner = func() runner {
		r := &nativeRunner{n: n}
		r.startLoop()
		return r
	}
	return Main()
}

// nativeRunner runs the one compiled version of a native worker. It
// gives the same results and errors as the sandbox: arguments decoded the
// same way, panics turned into skills.ErrCrash with the skill's position,
// the deadline reported as skills.ErrTimeout, fmt output captured and
// capped. Compiled code cannot be stopped from inside the process, so a
// call that outlives its deadline returns the timeout and leaves its
// goroutine behind, which makes the pool retire the worker; the host's
// wall-clock kill backs that up.
type nativeRunner struct {
	n     Native
	out   *os.File    // a memfd that os.Stdout points at during calls
	calls chan func() // served by one goroutine, started with the worker
}

// startLoop starts the goroutine that runs calls. It lives as long as the
// worker, so the worker's count of goroutines left behind by a call does
// not see it; a call stuck past its deadline gets a new one, and the stuck
// one shows as left behind.
func (r *nativeRunner) startLoop() {
	r.calls = make(chan func())
	go func(calls chan func()) {
		for f := range calls {
			f()
		}
	}(r.calls)
}

func (r *nativeRunner) prepare(u *unitMsg) error {
	if u.Version != r.n.Version {
		return fmt.Errorf("native worker of %s@%s cannot run version %s", r.n.Name, r.n.Version, u.Version)
	}
	return nil
}

type nativeResult struct {
	res     skills.Result
	dets    []detectors.Detection
	err     error
	crashed bool // err is the sandbox's verdict on a panic
}

func (r *nativeRunner) run(ctx context.Context, c *callMsg, env skills.Env, f *detectors.Frame) *resultMsg {
	if err := r.prepare(&c.Unit); err != nil {
		return &resultMsg{Err: toWire(err)}
	}
	if c.Prepare {
		// Compiled, and initialised when the worker started.
		return &resultMsg{}
	}
	name := r.n.Name
	switch r.n.kind {
	case skills.Procedure:
		if env == nil {
			env = sandbox.NoEnv{}
		}
	case skills.Detector:
		if f == nil || f.Img == nil {
			return &resultMsg{Err: toWire(&skills.Error{Skill: name, Op: "run", Err: fmt.Errorf("%w: a detector needs a frame", skills.ErrBadInput)})}
		}
	}
	if err := r.captureStdout(); err != nil {
		return &resultMsg{Err: toWire(fmt.Errorf("%w: capture output: %v", skills.ErrCrash, err))}
	}
	if c.Limits.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, c.Limits.Timeout)
		defer cancel()
	}
	done := make(chan nativeResult, 1)
	r.calls <- func() {
		var nr nativeResult
		defer func() {
			if p := recover(); p != nil {
				nr = nativeResult{crashed: true, err: &skills.Error{Skill: name, Op: "run", Pos: r.panicPos(), Err: fmt.Errorf("%w: panic: %v", skills.ErrCrash, p)}}
			}
			done <- nr
		}()
		nr.res, nr.dets, nr.err = r.n.call(env, f, c.Args)
	}
	var nr nativeResult
	select {
	case nr = <-done:
	case <-ctx.Done():
		// The call's goroutine keeps running: the worker reports it as
		// left behind, and the pool retires the worker.
		r.startLoop()
		_ = r.takeOutput(0)
		return &resultMsg{Err: toWire(&skills.Error{Skill: name, Op: "run", Err: fmt.Errorf("%w: deadline exceeded", skills.ErrTimeout)})}
	}
	out := r.takeOutput(c.Limits.OutputBytes)
	if nr.crashed {
		return &resultMsg{Err: toWire(nr.err)}
	}
	if nr.err != nil {
		var ae argsError
		if errors.As(nr.err, &ae) {
			return &resultMsg{Err: toWire(&skills.Error{Skill: name, Op: "run", Err: ae.err})}
		}
		// What the skill returned is its own failure: it cannot claim a
		// sandbox verdict (sandbox.Program.skillError).
		return &resultMsg{Err: toWire(&skills.Error{Skill: name, Op: "run", Err: skills.Returned(nr.err)})}
	}
	if c.Limits.OutputBytes > 0 && int64(len(out)) > c.Limits.OutputBytes {
		return &resultMsg{Err: toWire(&skills.Error{Skill: name, Op: "run", Err: fmt.Errorf("%w: printed more than %d bytes", skills.ErrOutput, c.Limits.OutputBytes)})}
	}
	if r.n.kind == skills.Detector {
		return &resultMsg{Detections: nr.dets, Output: out}
	}
	// The sandbox's own result check and words.
	if err := sandbox.CheckResult(nr.res, c.Limits.ResultBytes); err != nil {
		return &resultMsg{Err: toWire(&skills.Error{Skill: name, Op: "run", Err: err})}
	}
	return &resultMsg{Result: nr.res, Output: out, sized: true}
}

// captureStdout points os.Stdout, which fmt.Print writes to, at a memfd
// emptied after every call.
func (r *nativeRunner) captureStdout() error {
	if r.out != nil {
		return nil
	}
	fd, err := unix.MemfdCreate("skill-output", unix.MFD_CLOEXEC)
	if err != nil {
		return err
	}
	r.out = os.NewFile(uintptr(fd), "skill-output")
	os.Stdout = r.out
	return nil
}

// takeOutput returns what the call printed (at most max+1 bytes, so an
// overrun shows) and empties the memfd.
func (r *nativeRunner) takeOutput(max int64) []byte {
	n, err := r.out.Seek(0, io.SeekCurrent)
	if err != nil || n == 0 {
		return nil
	}
	if max > 0 && n > max+1 {
		n = max + 1
	}
	b := make([]byte, n)
	k, _ := r.out.ReadAt(b, 0)
	_ = r.out.Truncate(0)
	_, _ = r.out.Seek(0, io.SeekStart)
	return b[:k]
}

// panicPos finds the innermost frame of the skill's own package on the
// panicking goroutine's stack, as File:line (compiled code has no
// columns). It is called from the deferred recover.
func (r *nativeRunner) panicPos() string {
	pcs := make([]uintptr, 64)
	n := runtime.Callers(3, pcs)
	frames := runtime.CallersFrames(pcs[:n])
	for {
		fr, more := frames.Next()
		if r.n.Pkg != "" && strings.HasPrefix(fr.Function, r.n.Pkg+".") {
			return r.n.File + ":" + strconv.Itoa(fr.Line)
		}
		if !more {
			return ""
		}
	}
}
