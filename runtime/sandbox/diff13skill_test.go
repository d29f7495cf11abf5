package sandbox

import (
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

// This file is compiled into the tests and run as a skill (TestDiff13):
// ordinary Go whose result the interpreter must give as compiled Go does.
// Each d13... function returning skills.Result is a case of its own.

type d13Node interface{ Eval() int }

type d13Num int

func (n d13Num) Eval() int { return int(n) }

// d13Bin has String on its pointer and fields of an interface.
type d13Bin struct {
	Op   byte
	L, R d13Node
}

func (b *d13Bin) Eval() int { return b.L.Eval() + b.R.Eval() }
func (b *d13Bin) String() string {
	if b == nil {
		return "nil"
	}
	return "bin" + string(b.Op)
}

// d13List is a slice of an interface with String on its pointer;
// d13VList one with String on its value; d13Env a map with String on its
// pointer.
type d13List []d13Node

func (l *d13List) String() string { return fmt.Sprint("list", len(*l)) }

type d13VList []d13Node

func (l d13VList) String() string { return fmt.Sprint("vlist", len(l)) }

type d13Env map[string]d13Node

func (e *d13Env) String() string { return fmt.Sprint("env", len(*e)) }

// d13FmtPtrStringer: fmt of the skill's values whose String is declared
// on the pointer (a struct, a slice, a map holding interfaces), of a
// slice with String on its value holding interfaces, and of nil pointers
// whose String answers a nil receiver, at the top of the arguments and
// inside containers, with %v, %s, %q, %x and %d.
func d13FmtPtrStringer() skills.Result {
	b := &d13Bin{Op: '+', L: d13Num(1), R: d13Num(2)}
	l := d13List{d13Num(1), b}
	vl := d13VList{d13Num(1), d13Num(5)}
	e := d13Env{"x": d13Num(1)}
	var nb *d13Bin
	_ = b.Eval()
	return skills.Result{
		"top":    fmt.Sprint(b, " ", &l, " ", vl, " ", &e),
		"verbs":  fmt.Sprintf("%s|%v|%q|%x|%d", &l, vl, b, vl, vl),
		"errorf": fmt.Errorf("at %v: %w", b, fmt.Errorf("bad")).Error(),
		"nested": fmt.Sprint([]*d13Bin{b, nil}, map[string]*d13List{"k": &l}, []d13VList{vl}),
		"nil":    fmt.Sprint(nb) + fmt.Sprintf(" %v %s", nb, nb) + fmt.Sprintln(nb, b),
	}
}
