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
