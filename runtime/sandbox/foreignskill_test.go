package sandbox

import (
	"errors"
	"fmt"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

// This file is compiled into the tests and run as a skill
// (TestForeignAssert): values of the skill's types and of other packages'
// asserted from an any to interfaces the skill declares or writes out,
// where the interpreter answers as compiled Go does.

type faWrapped struct{ inner error }

func (w faWrapped) Error() string { return "wrapped: " + w.inner.Error() }
func (w faWrapped) Unwrap() error { return w.inner }

type faUnwrapper interface{ Unwrap() error }

type faArea interface{ Area() int }

type faSquare struct{ side int }

func (s *faSquare) Area() int { return s.side * s.side }

// faKind names what a value is, through a type switch over interfaces
// the skill declares and writes out.
func faKind(v any) string {
	switch x := v.(type) {
	case faArea:
		return fmt.Sprintf("area %d", x.Area())
	case interface{ Unwrap() error }:
		return "wraps " + x.Unwrap().Error()
	case interface{ Len() int }:
		return "has a length"
	case nil:
		return "nil"
	default:
		return fmt.Sprintf("other %v", v)
	}
}

func faRun() skills.Result {
	base := errors.New("base")
	values := []any{faWrapped{base}, &faSquare{3}, 7, "text", []int{1}, nil, errors.New("plain")}
	var kinds []string
	var asserted []bool
	for _, v := range values {
		kinds = append(kinds, faKind(v))
		_, u := v.(faUnwrapper)
		_, a := v.(faArea)
		_, l := v.(interface{ Len() int })
		asserted = append(asserted, u, a, l)
	}
	// An error of another package without the methods answers false.
	_, ok := values[6].(interface{ Unwrap() error })
	return skills.Result{"kinds": kinds, "asserted": asserted, "plain_unwraps": ok,
		"sum": strings.Join(kinds, "; ")}
}
