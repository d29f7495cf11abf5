package worker

import (
	"errors"

	"github.com/skillrun/skillrun/skills"
)

// wireError carries an error across the pipe: its message, the sentinel
// it wrapped (by name, skills.SentinelName), the kind it declared when that
// differs from its sentinel's (skills.KindOf), and the diagnostic fields of
// a *skills.Error. Decoded, it errors.Is the same sentinel and has the same
// kind.
type wireError struct {
	Kind     string `json:"kind,omitempty"`
	Declared string `json:"declared,omitempty"`
	Msg      string `json:"msg"`
	Skill    string `json:"skill,omitempty"`
	Op       string `json:"op,omitempty"`
	Pos      string `json:"pos,omitempty"`
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
	w.Kind = skills.SentinelName(err)
	base := skills.KindSkill // the kind of what err decodes to without a declaration
	if s := skills.Sentinel(w.Kind); s != nil {
		base = skills.KindOf(s)
	}
	if k := skills.KindOf(err); k != base {
		w.Declared = string(k)
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
	var e error = &remoteError{msg: w.Msg, kind: skills.Sentinel(w.Kind)}
	if w.Declared != "" {
		e = skills.WithKind(skills.ErrorKind(w.Declared), e)
	}
	if w.Skill != "" || w.Op != "" || w.Pos != "" {
		e = &skills.Error{Skill: w.Skill, Op: w.Op, Pos: w.Pos, Err: e}
	}
	return e
}
