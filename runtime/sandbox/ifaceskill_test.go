package sandbox

// This file is compiled twice: natively, with the tests, and, its package
// clause renamed, as the skill of TestResultInterfaceValues (see
// ifaceSkill), whose result must encode as compiled Go encodes the same
// values. It may import only what a skill may.

import (
	"encoding/json"
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

type ifCodeErr struct {
	Code int
	Msg  string
}

func (e ifCodeErr) Error() string { return e.Msg }

type ifPtrErr struct{ Op string }

func (e *ifPtrErr) Error() string { return e.Op }

type ifLabel struct {
	Name string
	n    int
}

func (l ifLabel) String() string { return l.Name + fmt.Sprint(l.n) }

type ifPoint struct{ X, Y int }

func (p *ifPoint) String() string { return fmt.Sprint(p.X) }

type ifCode int

func (c ifCode) Error() string { return "code" }

type ifReport struct {
	Err     error
	Ptr     error
	None    error
	Label   fmt.Stringer
	Point   fmt.Stringer
	Any     any
	Errs    []error
	Strs    []fmt.Stringer
	ByName  map[string]error
	Mixed   []any
	Code    error
	Nested  struct{ Inner error }
	Made    error
	Wrapped map[string]any
}

func ifMade() error { return ifCodeErr{Code: 9, Msg: "made"} }

// ifRun is the skill's Run: it returns, hands env.Act and env.Call, and
// encodes with encoding/json, values of its types held as error,
// fmt.Stringer and any, alone and in slices, maps and struct fields.
func ifRun(env skills.Env) (skills.Result, error) {
	r := ifReport{
		Err:     ifCodeErr{Code: 3, Msg: "three"},
		Ptr:     &ifPtrErr{Op: "open"},
		Label:   ifLabel{Name: "L", n: 2},
		Point:   &ifPoint{X: 1, Y: 2},
		Any:     ifLabel{Name: "in any"},
		Errs:    []error{ifCodeErr{Code: 4, Msg: "four"}, nil, &ifPtrErr{Op: "read"}},
		Strs:    []fmt.Stringer{&ifPoint{X: 5, Y: 6}, ifLabel{Name: "s"}},
		ByName:  map[string]error{"a": ifCodeErr{Code: 5, Msg: "five"}, "b": &ifPtrErr{Op: "b"}},
		Mixed:   []any{ifCodeErr{Code: 6, Msg: "six"}, &ifPoint{X: 7}, "text", 8},
		Code:    ifCode(11),
		Made:    ifMade(),
		Wrapped: map[string]any{"err": ifCodeErr{Code: 10, Msg: "ten"}},
	}
	r.Nested.Inner = &ifPtrErr{Op: "nested"}
	var e error = ifCodeErr{Code: 12, Msg: "twelve"}
	var s fmt.Stringer = ifLabel{Name: "top"}
	b, err := json.Marshal(r)
	if err != nil {
		return nil, err
	}
	if _, err := env.Act(skills.Action{Name: "report", Params: map[string]any{"err": e, "errs": r.Errs}}); err != nil {
		return nil, err
	}
	if _, err := env.Call("callee", map[string]any{"str": s, "report": r}); err != nil {
		return nil, err
	}
	return skills.Result{"report": r, "err": e, "str": s, "errs": r.Errs, "nil": r.None, "json": string(b), "text": fmt.Sprint(e, s, r.Errs)}, nil
}
