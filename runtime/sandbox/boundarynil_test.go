package sandbox

import "github.com/skillrun/skillrun/skills"

// This file is compiled into the tests and run as a skill
// (TestResultNils): typed nils of the skill's types in interface slots,
// nil and empty containers, a nil Result, as compiled Go encodes them.

type p6Pt struct{ X int }

type p6E struct{ C int }

func (e *p6E) Error() string { return "e" }

type p6Box struct {
	V any
	E error
	P *p6Pt
	L []any
	M map[string]any
	F any `json:"f,omitempty"`
}

func p6Run() skills.Result {
	var p *p6Pt
	var e *p6E
	var err error = e
	return skills.Result{
		"typednil":  p6Box{V: p, E: err, L: []any{p, nil, e}, M: map[string]any{"a": p}},
		"zero":      p6Box{},
		"emptyl":    p6Box{L: []any{}, M: map[string]any{}},
		"ptrptr":    &p6Box{V: &p6Pt{1}, F: p},
		"nilres":    skills.Result(nil),
		"nested":    []skills.Result{{"a": p}, nil},
		"anyslice":  []any{[]p6Pt(nil), map[string]p6Pt(nil), [0]int{}},
		"typednil2": any(e),
	}
}
