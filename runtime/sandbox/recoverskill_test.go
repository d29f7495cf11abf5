package sandbox

import (
	"errors"
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

// This file is compiled into the tests and run as a skill
// (TestRecoverOwnType): what the skill recovers must be what compiled Go
// recovers.

type rcErr struct{ code int }

func (e rcErr) Error() string { return fmt.Sprintf("code %d", e.code) }

type rcPtrErr struct{ op string }

func (e *rcPtrErr) Error() string { return "failed: " + e.op }

type rcState struct{ n int }

func (s *rcState) String() string { return fmt.Sprintf("state %d", s.n) }

type rcName struct{ first, last string }

func (n rcName) String() string { return n.first + " " + n.last }

type rcPlain struct{ a, b int }

// rcDir has a method: a type without methods over int cannot be told
// from an int held in an interface (check's checkTwinAssert).
type rcDir int

func (d rcDir) turn() rcDir { return (d + 1) % 4 }

// rcCatch runs f and says what it recovered: through a type switch whose
// interface cases come before the types' own, two assertions, errors.Is
// and Unwrap, and fmt.
func rcCatch(f func()) (out string) {
	defer func() {
		r := recover()
		switch v := r.(type) {
		case error:
			out = "error " + v.Error()
			if errors.Unwrap(v) != nil {
				out += " wrapped"
			}
		case fmt.Stringer:
			out = "stringer " + v.String()
		case rcPlain:
			out = fmt.Sprintf("plain %d", v.a+v.b)
		case rcDir:
			out = fmt.Sprintf("dir %d", int(v.turn()))
		default:
			out = fmt.Sprintf("other %v", v)
		}
		if e, ok := r.(error); ok {
			out += "|error " + e.Error()
		}
		if s, ok := r.(fmt.Stringer); ok {
			out += "|stringer " + s.String()
		}
		if s, ok := r.(*rcState); ok {
			out += fmt.Sprintf("|*rcState %d", s.n)
		}
		if e, ok := r.(*rcPtrErr); ok {
			out += "|*rcPtrErr " + e.op
		}
		out += fmt.Sprintf("|%v", r)
	}()
	f()
	return "none"
}

var errRcSentinel = errors.New("sentinel")

func rcRun() skills.Result {
	again := rcCatch(func() {
		defer func() {
			panic(recover()) // a recovered value panicked again
		}()
		panic(rcErr{9})
	})
	return skills.Result{
		"err":      rcCatch(func() { panic(rcErr{3}) }),
		"ptr_err":  rcCatch(func() { panic(&rcPtrErr{"read"}) }),
		"stringer": rcCatch(func() { panic(&rcState{7}) }),
		"value":    rcCatch(func() { panic(rcName{"Ada", "Lovelace"}) }),
		"plain":    rcCatch(func() { panic(rcPlain{1, 2}) }),
		"dir":      rcCatch(func() { panic(rcDir(2)) }),
		"int":      rcCatch(func() { panic(2) }),
		"string":   rcCatch(func() { panic("boom") }),
		"wrapped":  rcCatch(func() { panic(fmt.Errorf("w: %w", rcErr{4})) }),
		"is":       fmt.Sprint(errors.Is(fmt.Errorf("w: %w", errRcSentinel), errRcSentinel)),
		"again":    again,
		"none":     rcCatch(func() {}),
	}
}
