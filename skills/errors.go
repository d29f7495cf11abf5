package skills

import (
	"errors"
	"fmt"
)

// Sentinel errors that callers branch on with errors.Is. Every error the
// runtime returns for a run wraps at most one of them; the CLI maps them to
// exit codes.
var (
	ErrNoEnv       = errors.New("no environment: this run has no world to act in")
	ErrNotFound    = errors.New("no such skill")
	ErrBadInput    = errors.New("bad input")
	ErrInvalidArgs = fmt.Errorf("%w: invalid arguments", ErrBadInput)
	ErrVet         = fmt.Errorf("%w: source does not vet", ErrBadInput)
	ErrTimeout     = errors.New("timeout")
	ErrLimit       = errors.New("resource limit exceeded")
	ErrMemory      = fmt.Errorf("%w: memory", ErrLimit)
	ErrCPU         = fmt.Errorf("%w: cpu", ErrLimit)
	ErrOutput      = fmt.Errorf("%w: output", ErrLimit)
	ErrResultSize  = fmt.Errorf("%w: result size", ErrLimit)
	ErrDepth       = fmt.Errorf("%w: call depth", ErrLimit)
	ErrActions     = fmt.Errorf("%w: actions", ErrLimit)
	ErrCycle       = errors.New("call cycle")
	ErrCrash       = errors.New("skill crashed")
	ErrForbidden   = errors.New("forbidden by the sandbox")
	ErrCancelled   = errors.New("run cancelled")
)

// Error is a diagnostic error about one skill: which skill, which operation,
// where in its source.
type Error struct {
	Skill string // skill name
	Op    string // "load", "vet", "compile", "run", "call"
	Pos   string // file:line:col when known
	Err   error
}

func (e *Error) Error() string {
	s := ""
	if e.Pos != "" {
		s = e.Pos + ": "
	}
	if e.Op != "" {
		s += e.Op + " "
	}
	if e.Skill != "" {
		s += e.Skill + ": "
	}
	return s + e.Err.Error()
}

func (e *Error) Unwrap() error { return e.Err }

// ReturnedError is an error a skill's own code returned. It keeps the
// message; it keeps the chain only when nothing in it is a verdict of the
// runtime (timeout, a limit, a crash, forbidden, cancelled, a call cycle),
// so no value a skill returns — skills.ErrTimeout, a wrapped ErrMemory, a
// *skills.Error it built, the verdict a nested call gave it — can pose as
// the sandbox: it is the skill's own failure (exit 1, kind "skill").
// Judgements a skill may make about its input keep their sentinel (an
// error wrapping only ErrInvalidArgs is still bad input; ErrNoEnv from Act
// passed on still says the run has no world).
type ReturnedError struct {
	Msg string
	err error // the chain, when it holds no verdict
}

func (e *ReturnedError) Error() string { return e.Msg }

// Unwrap returns the skill's error when it carries no runtime verdict.
func (e *ReturnedError) Unwrap() error { return e.err }

// verdicts are the kinds only the runtime may give.
var verdicts = map[ErrorKind]bool{
	KindTimeout: true, KindMemory: true, KindCPU: true, KindOutput: true, KindLimit: true,
	KindCycle: true, KindCrash: true, KindForbidden: true, KindCancelled: true,
}

// Returned wraps err, an error a skill returned, as a *ReturnedError
// (nil stays nil).
func Returned(err error) error {
	if err == nil {
		return nil
	}
	if r, ok := err.(*ReturnedError); ok {
		return r
	}
	r := &ReturnedError{Msg: err.Error(), err: err}
	if verdicts[KindOf(err)] {
		r.err = nil
	} else {
		for _, v := range sentinels {
			if verdicts[v.kind] && errors.Is(err, v.err) {
				r.err = nil // a verdict under a declared kind
				break
			}
		}
	}
	return r
}
