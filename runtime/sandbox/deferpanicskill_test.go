package sandbox

import (
	"errors"
	"fmt"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

// This file is compiled into the tests and run as a skill
// (TestDeferPanic): a panic raised in a deferred call must leave the
// calls deferred before it to run, recover() in them must see the latest
// panic, and the results must be what compiled Go gives.

// dpTry runs f and says what it recovered.
func dpTry(f func()) (out string) {
	defer func() {
		out = fmt.Sprint("recovered: ", recover())
	}()
	f()
	return "none"
}

// dpSecond: a deferred call panics; one deferred before it recovers.
func dpSecond() (r any) {
	defer func() { r = recover() }()
	defer func() { panic("second") }()
	return "unset"
}

// dpChain: three deferred calls panic in turn; the first deferred sees
// the last panic; the cleanup deferred between them ran.
func dpChain() (out []string) {
	defer func() { out = append(out, fmt.Sprint("got ", recover())) }()
	defer func() { panic("a") }()
	defer func() { out = append(out, "cleanup") }()
	defer func() { panic("b") }()
	defer func() { panic("c") }()
	out = append(out, "body")
	return out
}

// dpBodyFirst: the body panics, a deferred call panics again, a deferred
// call recovers the latest; one between them recovers the body's and a
// later one sees nothing.
func dpBodyFirst() (out []string) {
	defer func() { out = append(out, fmt.Sprint("last ", recover())) }()
	defer func() { out = append(out, fmt.Sprint("outer ", recover())) }()
	defer func() { panic("deferred") }()
	defer func() { out = append(out, fmt.Sprint("inner ", recover())) }()
	defer func() { panic("replaced") }()
	panic("body")
}

// dpNoRecoverCaller: nothing recovers in the function; its caller sees
// the latest panic, and each cleanup ran.
func dpNoRecover(log *[]string) {
	defer func() { *log = append(*log, "first deferred") }()
	defer func() { panic("late") }()
	defer func() { *log = append(*log, "cleanup") }()
	panic("early")
}

func dpBoom(msg string) { panic(msg) }

type dpRes struct {
	name string
	log  *[]string
}

func (r *dpRes) close() {
	*r.log = append(*r.log, "close "+r.name)
	if r.name == "bad" {
		panic("close " + r.name)
	}
}

func (r dpRes) release(tag string) { panic("release " + r.name + " " + tag) }

type dpCloser interface{ close() }

func dpGen[T any](x T) { panic(fmt.Sprint("gen ", x)) }

func dpVariadic(prefix string, xs ...int) { panic(fmt.Sprint(prefix, xs)) }

// dpNotLiterals: deferred calls that are not function literals panic: a
// named function, a method (value and pointer receivers), a closure
// variable (reassigned after the defer), an interface's method, a
// generic and a variadic function, a standard library function and the
// builtins panic and close; each is recovered in turn, and the
// arguments are those at the defer.
func dpNotLiterals() (out []string) {
	var log []string
	defer func() { out = append(log, fmt.Sprint("final ", recover())) }()
	defer func() { log = append(log, fmt.Sprint("r10 ", recover())) }()
	ch := make(chan int)
	close(ch)
	defer close(ch)
	defer func() { log = append(log, fmt.Sprint("r9 ", recover())) }()
	defer panic("builtin")
	defer func() { log = append(log, fmt.Sprint("r8 ", recover())) }()
	defer strings.Repeat("x", -1)
	defer func() { log = append(log, fmt.Sprint("r7 ", recover())) }()
	xs := []int{1, 2}
	defer dpVariadic("var", xs...)
	defer dpVariadic("var2", 3, 4)
	defer func() { log = append(log, fmt.Sprint("r6 ", recover())) }()
	defer dpGen(7)
	defer func() { log = append(log, fmt.Sprint("r5 ", recover())) }()
	var c dpCloser = &dpRes{name: "bad", log: &log}
	defer c.close()
	defer func() { log = append(log, fmt.Sprint("r4 ", recover())) }()
	f := func() { panic("closure one") }
	defer f()
	defer func() { log = append(log, fmt.Sprint("r3 ", recover())) }()
	res := dpRes{name: "value", log: &log}
	defer res.release("tag")
	p := &dpRes{name: "bad", log: &log}
	defer p.close()
	defer func() { log = append(log, fmt.Sprint("r2 ", recover())) }()
	msg := "named"
	defer dpBoom(msg)
	defer func() { log = append(log, fmt.Sprint("r1 ", recover())) }()
	defer dpBoom("first")
	log = append(log, "body")
	return nil
}

// dpLoop: calls deferred in a loop panic; one recovers. (They count
// for themselves: the interpreter's deferred literal reads a loop's
// variables as they are when it runs, a bug of its own.)
func dpLoop() (out []string) {
	defer func() { out = append(out, fmt.Sprint("got ", recover())) }()
	n := 0
	for range 4 {
		defer func() {
			n++
			out = append(out, fmt.Sprint("run ", n))
			if n%2 == 1 {
				panic(fmt.Sprint("loop ", n))
			}
		}()
	}
	return out
}

// dpSingleInLoop: a single defer statement in a loop.
func dpSingleInLoop() (out []string) {
	n := 0
	for range 3 {
		defer func() {
			if r := recover(); r != nil {
				out = append(out, fmt.Sprint("recovered ", r))
			}
			n++
			if n < 3 {
				panic(fmt.Sprint("from ", n))
			}
		}()
	}
	return out
}

// dpNamed: the recovering deferred call sets the named results; the
// value returned is what it set.
func dpNamed(n int) (v int, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("recovered %v with v=%d", r, v)
			v = -v
		}
	}()
	defer func() {
		v *= 10
		if n > 0 {
			panic(fmt.Sprint("n=", n))
		}
	}()
	v = n + 1
	return v + 1, nil
}

// dpRuntime: runtime errors raised in deferred calls.
func dpRuntime() (out []string) {
	defer func() {
		r := recover()
		_, isErr := r.(error)
		out = append(out, fmt.Sprint("last ", r, " ", isErr))
	}()
	var m map[string]int
	defer func() { m["x"] = 1 }()
	defer func() {
		r := recover()
		e, isErr := r.(error)
		out = append(out, fmt.Sprint("div ", isErr, " ", e))
	}()
	zero := 0
	defer func() { out = append(out, fmt.Sprint(10/zero)) }()
	defer func() {
		// (The interpreter's index out of range is a reflect panic's
		// string, not Go's runtime error: a difference of its own.)
		out = append(out, fmt.Sprint("index ", recover() != nil))
	}()
	xs := []int{1, 2, 3}
	i := 5
	defer func() { out = append(out, fmt.Sprint(xs[i])) }()
	return out
}

// dpNested: a function with deferred calls calls one whose deferred
// calls panic; the caller's deferred call recovers, and a deferred call
// defers calls of its own that panic.
func dpInner(log *[]string) {
	defer func() { *log = append(*log, "inner cleanup") }()
	defer func() { panic("inner deferred") }()
	*log = append(*log, "inner body")
}

func dpNested() (out []string) {
	defer func() { out = append(out, fmt.Sprint("outer ", recover())) }()
	defer func() {
		defer func() { out = append(out, fmt.Sprint("nested ", recover())) }()
		defer func() { panic("nested deferred") }()
		out = append(out, "in deferred")
	}()
	defer func() {
		out = append(out, fmt.Sprint("caught ", recover()))
		panic("again")
	}()
	dpInner(&out)
	return out
}

var errDp = errors.New("dp sentinel")

// dpErrorValue: an error value panicked in a deferred call is recovered
// as itself.
func dpErrorValue() (out string) {
	defer func() {
		r := recover()
		err, _ := r.(error)
		out = fmt.Sprint(errors.Is(err, errDp), " ", r == errDp)
	}()
	defer func() { panic(errDp) }()
	return "none"
}

// dpRecoverNil: recover() in a deferred call answers nil once the
// latest panic was recovered, and when nothing panicked.
func dpRecoverNil() (out []string) {
	defer func() { out = append(out, fmt.Sprint("after ", recover())) }()
	defer func() { out = append(out, fmt.Sprint("first ", recover())) }()
	defer func() { panic("once") }()
	defer func() { out = append(out, fmt.Sprint("none ", recover())) }()
	return out
}

// dpNoPanic: deferred calls that do not panic run in order.
func dpNoPanic() (out []string) {
	defer func() { out = append(out, fmt.Sprint("a ", recover())) }()
	defer func() { out = append(out, "b") }()
	return append(out, "body")
}

func dpRun() skills.Result {
	var log []string
	noRec := dpTry(func() { dpNoRecover(&log) })
	v, err := dpNamed(2)
	v0, err0 := dpNamed(0)
	var loopLog []string
	single := dpTry(func() { loopLog = dpSingleInLoop() })
	return skills.Result{
		"second":      fmt.Sprint(dpSecond()),
		"chain":       dpChain(),
		"bodyFirst":   dpBodyFirst(),
		"noRecover":   []string{noRec, strings.Join(log, ",")},
		"notLiterals": dpNotLiterals(),
		"loop":        dpLoop(),
		"single":      []string{single, strings.Join(loopLog, ",")},
		"named":       fmt.Sprint(v, " ", err, " ", v0, " ", err0),
		"runtime":     dpRuntime(),
		"nested":      dpNested(),
		"errorValue":  dpErrorValue(),
		"recoverNil":  dpRecoverNil(),
		"noPanic":     dpNoPanic(),
	}
}
