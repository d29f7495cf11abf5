package sandbox

import (
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

// This file is compiled into the tests and run as a skill (TestDiff03):
// ordinary Go whose result the interpreter must give as compiled Go does.
// Each d3... function returning skills.Result is a case of its own.

type d3point struct{ X, Y int }

func (p d3point) String() string { return fmt.Sprintf("(%d,%d)", p.X, p.Y) }

type d3other struct{ X, Y int }

func (o d3other) String() string { return "other" }

type d3code int

func (c d3code) String() string { return "code" }

// d3IfaceEqual compares values of the skill's types with methods held in
// any: equal structs of one type are equal, of two types or beside a
// number are not.
func d3IfaceEqual() skills.Result {
	p1, p2 := d3point{1, 2}, d3point{1, 2}
	var a, b any = p1, p2
	var o any = d3other{1, 2}
	var none any
	res := skills.Result{
		"conv":  any(p1) == any(p2),
		"vars":  a == b,
		"ne":    a != b,
		"other": a == o,
		//lint:ignore SA4023 comparing with a nil interface value is the form under test
		"nil": a == none,
	}
	var c1, c2, n any = d3code(3), d3code(3), 3
	res["code"] = []bool{c1 == c2, c1 == n}
	pp := &p1
	var x, y, z any = pp, pp, &p2
	res["ptr"] = []bool{x == y, x == z}
	found := -1
	for i, v := range []any{d3other{1, 2}, 7, d3point{1, 2}} {
		if v == a {
			found = i
		}
	}
	res["found"] = found
	return res
}
