package sandbox

import (
	"fmt"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

// This file is compiled into the tests and run as a skill
// (TestRecoveredRuntimeErrors): a run-time panic the skill recovers is an
// error with Go's words, as compiled Go gives it. Go's messages name the
// index and length ("index out of range [5] with length 3"), which the
// interpreter does not give: the text is compared up to " [".

type rePoint struct{ x int }

func (p *rePoint) get() int { return p.x }

type reShape interface{ area() int }

// reCatch runs f and says how its panic came back to recover().
func reCatch(name string, f func()) (out string) {
	defer func() {
		r := recover()
		msg := fmt.Sprint(r)
		if i := strings.Index(msg, " ["); i > 0 {
			msg = msg[:i]
		}
		e, isErr := r.(error)
		out = fmt.Sprintf("%s: error %v: %s", name, isErr, msg)
		if isErr {
			// The idiom: wrap what was recovered, and test for it.
			w := fmt.Errorf("step %s: %w", name, e)
			out += fmt.Sprintf(" (unwraps %v)", strings.HasPrefix(w.Error(), "step "))
		}
	}()
	f()
	return name + ": no panic"
}

// reSafeIndex is a function an agent writes: a lookup that turns a
// run-time panic into an error.
func reSafeIndex(s []int, i int) (v int, err error) {
	defer func() {
		if r := recover(); r != nil {
			if e, ok := r.(error); ok {
				err = fmt.Errorf("lookup %d: %w", i, e)
				return
			}
			err = fmt.Errorf("lookup %d: not an error: %v", i, r)
		}
	}()
	return s[i], nil
}

func reRun() skills.Result {
	s := []int{1, 2, 3}
	a := [3]int{1, 2, 3}
	str := "abc"
	i, j, n := 5, 1, -1
	var p *rePoint
	var m map[string]int
	var sh reShape
	var v any = "x"
	var fn func() int
	var ap *[3]int
	ch := make(chan int)
	close(ch)
	out := []string{
		reCatch("slice index", func() { _ = s[i] }),
		reCatch("slice write", func() { s[i] = 1 }),
		reCatch("array index", func() { _ = a[i%8] }),
		reCatch("string index", func() { _ = str[i] }),
		reCatch("slice bounds", func() { _ = s[1:i] }),
		reCatch("slice bounds inverted", func() { _ = s[2:j] }),
		reCatch("string slice", func() { _ = str[i:] }),
		reCatch("nil field", func() { _ = p.x }),
		reCatch("nil method", func() { _ = p.get() }),
		reCatch("nil interface call", func() { _ = sh.area() }),
		reCatch("nil func", func() { _ = fn() }),
		reCatch("nil array pointer", func() { _ = ap[1] }),
		reCatch("nil map write", func() { m["a"] = 1 }),
		reCatch("assertion", func() { _ = v.(int) }),
		reCatch("close closed", func() { close(ch) }),
		reCatch("negative make", func() { _ = make([]int, n) }),
		reCatch("divide by zero", func() { _ = 1 / (j - 1) }),
		reCatch("slice to array", func() { _ = [4]int(s) }),
	}
	_, err := reSafeIndex(s, 7)
	msg := err.Error()
	if k := strings.Index(msg, " ["); k > 0 {
		msg = msg[:k]
	}
	return skills.Result{"recovered": out, "safe_index": msg}
}
