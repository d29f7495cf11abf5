package worker

import (
	"errors"

	"github.com/skillrun/skillrun/skills"
)

// errorKinds names the sentinels of package skills on the wire, most
// specific first (ErrMemory before ErrLimit, ErrInvalidArgs before
// ErrBadInput).
var errorKinds = []struct {
	kind string
	err  error
}{
	{"timeout", skills.ErrTimeout},
	{"memory", skills.ErrMemory},
	{"cpu", skills.ErrCPU},
	{"output", skills.ErrOutput},
	{"result_size", skills.ErrResultSize},
	{"depth", skills.ErrDepth},
	{"limit", skills.ErrLimit},
	{"cycle", skills.ErrCycle},
	{"crash", skills.ErrCrash},
	{"forbidden", skills.ErrForbidden},
	{"cancelled", skills.ErrCancelled},
	{"no_env", skills.ErrNoEnv},
	{"not_found", skills.ErrNotFound},
	{"invalid_args", skills.ErrInvalidArgs},
	{"vet", skills.ErrVet},
	{"bad_input", skills.ErrBadInput},
}

// wireError carries an error across the pipe: its message, the sentinel
// it wrapped (by name), and the diagnostic fields of a *skills.Error.
type wireError struct {
	Kind  string `json:"kind,omitempty"`
	Msg   string `json:"msg"`
	Skill string `json:"skill,omitempty"`
	Op    string `json:"op,omitempty"`
	Pos   string `json:"pos,omitempty"`
}

// toWire encodes err; nil stays nil.
func toWire(err error) *wireError {
	if err == nil {
		return nil
	}
	w := &wireError{Msg: err.Error()}
	var se *skills.Error
	if errors.As(err, &se) {
		w.Skill, w.Op, w.Pos = se.Skill, se.Op, se.Pos
		w.Msg = se.Err.Error()
	}
	for _, k := range errorKinds {
		if errors.Is(err, k.err) {
			w.Kind = k.kind
			break
		}
	}
	return w
}

// remoteError is an error that came back from a worker: its message as
// the worker rendered it, and the sentinel it wrapped there.
type remoteError struct {
	msg  string
	kind error
}

func (e *remoteError) Error() string { return e.msg }
func (e *remoteError) Unwrap() error { return e.kind }

// err decodes w back into an error that errors.Is the same sentinel.
func (w *wireError) err() error {
	if w == nil {
		return nil
	}
	var e error = &remoteError{msg: w.Msg}
	for _, k := range errorKinds {
		if k.kind == w.Kind {
			e = &remoteError{msg: w.Msg, kind: k.err}
			break
		}
	}
	if w.Skill != "" || w.Op != "" || w.Pos != "" {
		e = &skills.Error{Skill: w.Skill, Op: w.Op, Pos: w.Pos, Err: e}
	}
	return e
}
