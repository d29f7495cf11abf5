package worker

import (
	"errors"
	"fmt"
	"unicode/utf8"

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
	w.Msg = capMsg(w.Msg)
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
	// The worker cut it already (toWire): cut only what a broken worker
	// sent longer, leaving the worker's note of the length whole.
	var e error = &remoteError{msg: capMsgAt(w.Msg, maxMsg+maxMsgNote), kind: skills.Sentinel(w.Kind)}
	if w.Declared != "" {
		e = skills.WithKind(skills.ErrorKind(w.Declared), e)
	}
	if w.Skill != "" || w.Op != "" || w.Pos != "" {
		e = &skills.Error{Skill: w.Skill, Op: w.Op, Pos: w.Pos, Err: e}
	}
	return e
}

// maxMsg bounds the text of an error that crosses from a worker. An error
// is text a skill chooses (its own error, a panic's value), and the host
// carries it everywhere: to the terminal, the JSON API and MCP, the
// memory's failure reasons and the recall and briefs built from them.
// What a run keeps on the host is bounded (its actions, logs, output and
// result); its error was not, up to the pipe's frame (tens of MiB), past
// which the skill's error was lost for "frame too large".
const maxMsg = 64 << 10

// maxMsgNote bounds what capMsg adds to a message it cuts.
const maxMsgNote = 64

// capMsg cuts s to maxMsg bytes, at a rune's start, and says how long it
// was.
func capMsg(s string) string { return capMsgAt(s, maxMsg) }

func capMsgAt(s string, limit int) string {
	if len(s) <= limit {
		return s
	}
	cut := limit
	for cut > limit-utf8.UTFMax && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return fmt.Sprintf("%s... (cut: %d bytes in all)", s[:cut], len(s))
}
