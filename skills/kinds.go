package skills

import (
	"context"
	"errors"
)

// ErrorKind is the class of an error, one name per class, the same on
// every surface: the CLI's JSON ("error_kind") and exit code, the HTTP
// API's and MCP's error answers, the metrics' kind label, and an error
// crossing from a worker process to the host. KindOf gives it.
type ErrorKind string

// The error kinds. The empty kind is no error.
const (
	// KindSkill: the skill itself failed (returned an error of its own);
	// the kind of every error no row below claims.
	KindSkill ErrorKind = "skill"
	// KindTimeout: a deadline passed (ErrTimeout, context.DeadlineExceeded).
	KindTimeout ErrorKind = "timeout"
	// KindMemory, KindCPU, KindOutput: one named resource limit was hit.
	KindMemory ErrorKind = "memory"
	KindCPU    ErrorKind = "cpu"
	KindOutput ErrorKind = "output"
	// KindLimit: another resource limit (result size, call depth).
	KindLimit ErrorKind = "limit"
	// KindCycle: skills called each other in a cycle.
	KindCycle ErrorKind = "cycle"
	// KindCrash: the skill crashed (a panic, a fatal runtime error, a
	// killed worker).
	KindCrash ErrorKind = "crash"
	// KindForbidden: the skill broke a sandbox rule.
	KindForbidden ErrorKind = "forbidden"
	// KindCancelled: the caller cancelled the run (ErrCancelled,
	// context.Canceled).
	KindCancelled ErrorKind = "cancelled"
	// KindNoEnv: the skill acted, but the run has no world.
	KindNoEnv ErrorKind = "no_env"
	// KindNotFound: no such skill, record or operation.
	KindNotFound ErrorKind = "not_found"
	// KindBadInput: the caller's input is wrong: arguments, source that
	// does not vet, a bad image or record.
	KindBadInput ErrorKind = "bad_input"

	// Kinds declared by the errors of a server or a store (WithKind).

	// KindBusy: too many calls at once; retry later.
	KindBusy ErrorKind = "busy"
	// KindOverShare: this client has as many calls in flight as its share
	// allows; retry when one of them ends.
	KindOverShare ErrorKind = "over_share"
	// KindUnauthorized: the request lacks a valid token.
	KindUnauthorized ErrorKind = "unauthorized"
	// KindRefused: the request was refused (for instance by policy).
	KindRefused ErrorKind = "refused"
	// KindMethodNotAllowed: the HTTP method does not fit the route.
	KindMethodNotAllowed ErrorKind = "method_not_allowed"
	// KindTooLarge: a request or answer is larger than allowed.
	KindTooLarge ErrorKind = "too_large"
	// KindUnavailable: a store is missing, closed or unreachable.
	KindUnavailable ErrorKind = "unavailable"
)

// sentinels is the one table of this package's sentinels: most specific
// first (ErrMemory before ErrLimit, ErrInvalidArgs before ErrBadInput), each
// with its own name (how it crosses a process boundary, see SentinelName)
// and its kind.
var sentinels = []struct {
	err  error
	name string
	kind ErrorKind
}{
	{ErrTimeout, "timeout", KindTimeout},
	{ErrMemory, "memory", KindMemory},
	{ErrCPU, "cpu", KindCPU},
	{ErrOutput, "output", KindOutput},
	{ErrResultSize, "result_size", KindLimit},
	{ErrDepth, "depth", KindLimit},
	{ErrActions, "actions", KindLimit},
	{ErrLimit, "limit", KindLimit},
	{ErrCycle, "cycle", KindCycle},
	{ErrCrash, "crash", KindCrash},
	{ErrForbidden, "forbidden", KindForbidden},
	{ErrCancelled, "cancelled", KindCancelled},
	{ErrNoEnv, "no_env", KindNoEnv},
	{ErrNotFound, "not_found", KindNotFound},
	{ErrInvalidArgs, "invalid_args", KindBadInput},
	{ErrVet, "vet", KindBadInput},
	{ErrBadInput, "bad_input", KindBadInput},
}

// exitCodes are the exit codes of the kinds a program reports (skillrun's
// CLI): 0 ok, 1 the skill failed, 2 bad input, 3 timeout, 4 a resource
// limit, 5 a crash or a broken sandbox rule. A kind not listed exits 1.
var exitCodes = map[ErrorKind]int{
	"":            0,
	KindBadInput:  2,
	KindNotFound:  2,
	KindTimeout:   3,
	KindMemory:    4,
	KindCPU:       4,
	KindOutput:    4,
	KindLimit:     4,
	KindTooLarge:  4,
	KindCrash:     5,
	KindForbidden: 5,
}

// ExitCode is the process exit code for an error of kind k.
func (k ErrorKind) ExitCode() int {
	if c, ok := exitCodes[k]; ok {
		return c
	}
	return 1
}

// kinded is an error that declares its kind: WithKind's, or a package's
// that cannot import this one (detectors) and declares it by name.
type kinded interface{ ErrorKind() string }

// KindOf returns the kind of err: "" for nil; the kind declared by the
// outermost error in its chain that declares one (WithKind); else the kind
// of the most specific sentinel of this package it wraps; else timeout for
// context.DeadlineExceeded, cancelled for context.Canceled; else
// KindSkill.
func KindOf(err error) ErrorKind {
	if err == nil {
		return ""
	}
	var k kinded
	if errors.As(err, &k) {
		return ErrorKind(k.ErrorKind())
	}
	for _, s := range sentinels {
		if errors.Is(err, s.err) {
			return s.kind
		}
	}
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return KindTimeout
	case errors.Is(err, context.Canceled):
		return KindCancelled
	}
	return KindSkill
}

// WithKind returns err declared as an error of the given kind: KindOf
// gives kind for it and for every error that wraps it, whatever err wraps.
// errors.Is and errors.As still see through it. Servers and stores declare
// their sentinels' kinds with it; a host declares with KindSkill that an
// error is the skill's own.
func WithKind(kind ErrorKind, err error) error {
	return &kindError{kind: kind, err: err}
}

type kindError struct {
	kind ErrorKind
	err  error
}

func (e *kindError) Error() string     { return e.err.Error() }
func (e *kindError) Unwrap() error     { return e.err }
func (e *kindError) ErrorKind() string { return string(e.kind) }

// SentinelName names the most specific sentinel of this package that err
// wraps ("memory", "invalid_args", ...), or "" when it wraps none: with
// Sentinel, how an error crosses a process boundary and still errors.Is
// the same sentinel.
func SentinelName(err error) string {
	for _, s := range sentinels {
		if errors.Is(err, s.err) {
			return s.name
		}
	}
	return ""
}

// Sentinel returns the sentinel SentinelName names, or nil.
func Sentinel(name string) error {
	for _, s := range sentinels {
		if s.name == name {
			return s.err
		}
	}
	return nil
}
