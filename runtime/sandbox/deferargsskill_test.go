package sandbox

import (
	"fmt"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

// This file is compiled into the tests and run as a skill
// (TestDeferArgs): a deferred call's function, receiver and arguments are
// taken at the defer statement, and closures made in a function with
// deferred calls can be called from them, as in compiled Go.

type daLog struct{ lines []string }

func (l *daLog) add(s string, n int) { l.lines = append(l.lines, fmt.Sprint(s, n)) }

type daTag struct {
	name string
	log  *daLog
}

func (t daTag) report()   { t.log.add("report "+t.name, 0) }
func (t *daTag) preport() { t.log.add("preport "+t.name, 0) }

// daArgs changes what it passed to deferred calls after deferring them.
func daArgs() []string {
	l := &daLog{}
	func() {
		n := 1
		defer l.add("n", n)
		n = 5
		x := 7
		p := &x
		defer func(v int) { l.add("*p", v) }(*p)
		x = 8
		s := []int{1, 2}
		defer l.add("len", len(s))
		defer func(xs []int) { l.add("xs", len(xs)) }(s)
		s = append(s, 3)
		_ = s
		steps := 0
		defer l.add("steps", steps)
		for range 4 {
			steps++
		}
		fn := func() { l.add("fn a", 0) }
		defer fn()
		fn = func() { l.add("fn b", 0) }
		_ = fn // read: the deferred call must not see it
		t := daTag{"first", l}
		defer t.report()
		t = daTag{"second", l}
		_ = t
		pt := &daTag{"p1", l}
		defer pt.preport()
		pt = &daTag{"p2", l}
		_ = pt
	}()
	return l.lines
}

// daClosures calls closures made in its frame from its deferred calls:
// a cleanup stack, a helper closure, a closure deferred by its variable.
func daClosures() []string {
	var out []string
	func() {
		var cleanups []func()
		push := func(name string) {
			cleanups = append(cleanups, func() { out = append(out, "close "+name) })
		}
		defer func() {
			for i := len(cleanups) - 1; i >= 0; i-- {
				cleanups[i]()
			}
		}()
		push("a")
		push("b")
		say := func(s string) { out = append(out, s) }
		defer func() { say("deferred said") }()
		done := func() { out = append(out, "done") }
		defer done()
		out = append(out, "body")
	}()
	return out
}

// daLiteralArgs defers calls whose arguments are closures written in
// place, or calls of them (each kept at the defer statement, and made in
// a frame of its own).
func daLiteralArgs() (out []string) {
	call := func(f func() string) string { return f() }
	defer func(s string) { out = append(out, s) }(call(func() string { return "called" }))
	defer func(f func() string) { out = append(out, f()) }(func() string { return "passed" })
	return nil
}

// daRecover recovers in a deferred literal that calls a closure made
// beside it.
func daRecover() (msg string) {
	format := func(r any) string { return strings.ToUpper(fmt.Sprint(r)) }
	defer func() {
		if r := recover(); r != nil {
			msg = format(r)
		}
	}()
	panic("boom")
}

func daRun() skills.Result {
	return skills.Result{"args": daArgs(), "closures": daClosures(), "literals": daLiteralArgs(), "recover": daRecover()}
}
