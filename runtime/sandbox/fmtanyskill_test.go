package sandbox

import (
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

// This file is compiled into the tests and run as a skill
// (TestFmtOfAny): values of the skill's types printed through an any, as
// a helper that logs "any value" does, print as in compiled Go: the
// String of what they hold, and their unexported fields' own names.

type faColor int

func (c faColor) String() string { return [...]string{"red", "green", "blue"}[c] }

type faPixel struct {
	C    faColor
	X, Y int
}

type faState struct {
	name  string
	count int
	last  faPixel
	Trail []faPixel
}

type faTree struct {
	label string
	kids  []faTree
	meta  map[string]any
}

type faGrid [2][2]faColor

// faShow is what an agent writes to log a value of any type.
func faShow(v any) string { return fmt.Sprintf("%v | %+v", v, v) }

func faFmtRun() skills.Result {
	p := faPixel{2, 3, 4}
	st := faState{name: "walk", count: 2, last: p, Trail: []faPixel{{0, 1, 1}, {1, 2, 2}}}
	tr := faTree{label: "root", kids: []faTree{{label: "leaf", meta: map[string]any{"c": faColor(1)}}}}
	values := []any{p, st, &st, tr, faGrid{{0, 1}, {2, 0}}, []faPixel{p}, map[string]faPixel{"a": p}, 7, "text", nil}
	var out []string
	for _, v := range values {
		out = append(out, faShow(v))
	}
	out = append(out, fmt.Sprint(values[:2]...), fmt.Sprintln(values[0], values[3]))
	return skills.Result{"printed": out}
}
