//lint:file-ignore S1000,S1005,S1040,SA4006,SA4010,SA4017,SA4023 the odd assignments, selects and assertions are the forms under test

package sandbox

import (
	"errors"
	"fmt"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

// This file is compiled into the tests and run as a skill
// (TestMultiAssign): ordinary Go whose result the interpreter must give
// as compiled Go does. Each ma... function returning skills.Result is a
// case of its own.

// maLookup returns a nil slice and an error, as a lookup that fails
// does: the form the call hoisting made crash.
func maLookup(k string) (res []int, err error) {
	if k == "" {
		res, err = nil, fmt.Errorf("no key")
		return
	}
	res, err = []int{len(k)}, nil
	return
}

type maNode struct {
	V    int
	Next *maNode
}

// maNilValues assigns nil, nil slices, maps, pointers and funcs, and
// interfaces holding nil, beside other values, to variables, fields,
// slice and array elements, pointers' targets and map entries.
func maNilValues() skills.Result {
	res := skills.Result{}
	_, err := maLookup("")
	got, err2 := maLookup("abc")
	res["lookup"] = []any{err.Error(), got, err2 == nil}

	var a int
	b := []int{9}
	a, b = 1, nil
	var e error = errors.New("old")
	var n int
	e, n = nil, 2
	res["vars"] = []any{a, b == nil, e == nil, n}

	var q, r any = 1, "x"
	var z any
	q, r = z, 3
	res["iface"] = []any{q == nil, r}
	q, r = r, q
	res["swap"] = []any{q, r == nil}
	q, r = any(nil), []int(nil)
	_, isInts := r.([]int) // %T of an any is refused (it may hold the skill's types)
	res["typed"] = []any{q == nil, r == nil, isInts}

	m := map[string][]int{}
	var x []int
	m["a"], x = nil, []int{1}
	var ns []int
	m["b"], x = ns, append(x, 2)
	_, okA := m["a"]
	_, okB := m["b"]
	res["mapslice"] = []any{len(m), okA, okB, x}

	mm := map[string]map[string]int{}
	mp := map[string]*int{}
	mf := map[string]func() int{}
	mi := map[string]any{}
	me := map[string]error{}
	var nm map[string]int
	mm["a"], mp["a"], mf["a"], mi["a"], me["a"] = nm, nil, nil, z, nil
	res["mapnil"] = []int{len(mm), len(mp), len(mf), len(mi), len(me)}

	id := func(i int) int { return i }
	nilSlice := func() []int { return nil }
	var o int
	o, m["c"] = id(1), nilSlice()
	_, okC := m["c"]
	res["mapcalls"] = []any{o, okC, len(m)}

	type holder struct {
		F func() int
		S []string
	}
	h := &holder{F: func() int { return 1 }, S: []string{"s"}}
	arr := [2]error{errors.New("a"), errors.New("b")}
	sl := []any{1, 2}
	p := &n
	h.F, h.S, arr[1], sl[0], *p = nil, nil, nil, nil, 7
	res["targets"] = []any{h.F == nil, h.S == nil, arr[1] == nil, arr[0].Error(), sl[0] == nil, sl[1], n}

	for i := 0; i < 3; i++ {
		func() {
			m[fmt.Sprint("f", i)], o = nil, i
		}()
	}
	res["closure"] = []any{len(m), o}
	return res
}

// maLiterals mixes composite literals with other values in assignments,
// definitions and var declarations: the interpreter lost the others.
func maLiterals() skills.Result {
	res := skills.Result{}
	xs, n := []int{7}, 1
	var ys, k = map[string]int{"a": 1}, "b"
	type pt struct{ X, Y int }
	var p pt
	var c int
	p, c = pt{1, 2}, 3
	out, count := []string{}, 0
	for _, w := range strings.Fields("a bb ccc") {
		out, count = append(out, w), count+len(w)
	}
	res["lits"] = []any{xs, n, ys, k, p, c, out, count}
	return res
}

// maMapTuple stores into map entries the values of comma-ok forms and of
// calls with several results: the interpreter stored none.
func maMapTuple() skills.Result {
	res := skills.Result{}
	m := map[string][]int{}
	var ok bool
	ch := make(chan []int, 2)
	ch <- nil
	ch <- []int{1}
	m["recv"], ok = <-ch
	m["recv2"], _ = <-ch
	src := map[string][]int{"k": nil}
	var ok2 bool
	m["index"], ok2 = src["k"]
	var v any = []int{3}
	var ok3 bool
	m["assert"], ok3 = v.([]int)
	var err error
	m["call"], err = maLookup("xy")
	callOK := err == nil
	counts := map[string]int{}
	counts["n"], err = fmt.Sscan("42", new(int))
	res["tuple"] = []any{len(m), ok, ok2, ok3, callOK, err == nil, m["recv2"], m["assert"], m["call"], counts}
	return res
}

// maOrder: Go evaluates the targets' operands before assigning, then
// assigns left to right; the split assignments must too.
func maOrder() skills.Result {
	res := skills.Result{}
	var head *maNode
	for i := 3; i > 0; i-- {
		head = &maNode{V: i, Next: head}
	}
	var prev *maNode
	cur := head
	for cur != nil {
		prev, cur, cur.Next = cur, cur.Next, prev
	}
	var vs []int
	for n := prev; n != nil; n = n.Next {
		vs = append(vs, n.V)
	}
	res["reversed"] = vs

	a := []any{0, 0, 0}
	i := 0
	i, a[i] = 2, nil
	a[1], a[i] = nil, "z"
	res["index"] = []any{i, a}

	m := map[string][]int{"a": {1}}
	k := "a"
	k, m[k] = "b", nil
	res["mapkey"] = []any{k, len(m), m["a"] == nil}

	x, y := errors.New("x"), errors.Unwrap(nil)
	x, y = y, x
	res["swap"] = []any{x == nil, y.Error()}
	return res
}

// maAssertAny asserts to the empty interface: the interpreter's comma-ok
// form answered false whatever the value (leaving its target as it
// was), and its one-result form panicked.
func maAssertAny() skills.Result {
	res := skills.Result{}
	var x any = 5
	var n any
	var e error = errors.New("e")
	v, ok := x.(any)
	var w any = "old"
	var ok2 bool
	w, ok2 = n.(any)
	u, ok3 := e.(interface{})
	res["commaok"] = []any{v, ok, w, ok2, u.(error).Error(), ok3}
	res["single"] = x.(any)
	var kept []any
	for _, k := range []any{1, nil, "a"} {
		if k2, ok := k.(any); ok {
			kept = append(kept, k2)
		}
	}
	res["kept"] = kept
	func() {
		defer func() { res["recovered"] = fmt.Sprint(recover()) }()
		res["nil"] = n.(any)
	}()
	return res
}

// maIsNil returns a comparison as an any: the interpreter crashed
// ("reflect: call of reflect.Value.SetBool on interface Value").
func maIsNil(e error) any { return e == nil }

// maNext returns a receive as an any and an error: the interpreter
// crashed ("reflect.Value.Set using unaddressable value").
func maNext(ch chan int) (any, error) { return <-ch, nil }

// maIfaceResults returns comparisons and receives into results of
// interface type, and sends them on a channel of any.
func maIfaceResults() skills.Result {
	res := skills.Result{}
	a, b := 1, 2.5
	s := "x"
	var p *int
	cmp := func() []any {
		return []any{func() any { return a < 2 }(), func() any { return b >= 3 }(), func() any { return s != "y" }(), func() any { return p == nil }()}
	}
	res["cmp"] = cmp()
	res["isnil"] = []any{maIsNil(nil), maIsNil(errors.New("e"))}
	ch := make(chan int, 2)
	ch <- 4
	ch <- 5
	v, err := maNext(ch)
	last := func() any { return <-ch }()
	res["recv"] = []any{v, err == nil, last}
	out := make(chan any, 2)
	out <- a == 1
	out <- s < "a"
	res["sent"] = []any{<-out, <-out}
	return res
}

// maSelectRecv receives in select cases that assign to variables,
// fields, slice elements, map entries and interfaces (the interpreter
// crashed: "reflect.Select: invalid Dir"), and sends an operation on a
// channel of any in a select case. One case of each select is ready.
func maSelectRecv() skills.Result {
	res := skills.Result{}
	var none chan []int
	full := func(v []int) chan []int {
		ch := make(chan []int, 1)
		ch <- v
		return ch
	}
	closed := make(chan []int)
	close(closed)
	v := []int{9}
	ok := true
	var s struct{ F []int }
	a := [][]int{{9}}
	m := map[string][]int{}
	var x any = 1
	for i := 0; i < 2; i++ {
		var in []int
		if i == 1 {
			in = []int{i}
		}
		c1, c2, c3 := full(in), full(in), full(in)
		select {
		case v = <-c1:
		case s.F, ok = <-none:
		}
		select {
		case a[0] = <-none:
		case m[fmt.Sprint(i)], ok = <-c2:
		}
		select {
		case x = <-c3:
		case v, ok = <-none:
		}
	}
	select {
	case s.F, ok = <-closed:
	case x = <-none:
	}
	res["recv"] = []any{v, ok, s.F, a, m, x}
	anyCh := make(chan any, 2)
	n := 3
	select {
	case anyCh <- -n:
	}
	select {
	case anyCh <- n == 3:
	}
	res["sent"] = []any{<-anyCh, <-anyCh}
	ints := make(chan int, 1)
	type box struct{ F int }
	b := &box{F: 7}
	xs := []int{4, 5, 6}
	var sent []any
	for _, send := range []func(){
		func() {
			select {
			case anyCh <- n%2 == 1:
			}
		},
		func() {
			select {
			case anyCh <- n > 2 && ok:
			}
		},
		func() {
			select {
			case ints <- b.F + 1:
			}
		},
		func() {
			select {
			case ints <- (-n):
			}
		},
		func() {
			select {
			case ints <- xs[n-2] * 2:
			}
		},
	} {
		send()
		select {
		case x := <-anyCh:
			sent = append(sent, x)
		case x := <-ints:
			sent = append(sent, x)
		}
	}
	res["nested"] = sent
	return res
}
