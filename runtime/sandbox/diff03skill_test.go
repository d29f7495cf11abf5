package sandbox

import (
	"fmt"
	"strings"

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
// any, alone or in fields of structs and elements of arrays: equal
// structs of one type are equal, of two types or beside a number are
// not.
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
	type rec struct {
		Name string
		V    any
		Err  error
	}
	r1, r2 := rec{"a", p1, nil}, rec{"a", p2, nil}
	res["struct"] = []bool{r1 == r2, r1 != r2, r1 == rec{"a", o, nil}, [2]any{p1, 3} == [2]any{p2, 3}}
	return res
}

// d3shower shows a value of T; d3box holds one in a field of the generic
// interface type.
type d3shower[T any] interface{ Show(T) string }

type d3box[T any] struct {
	s     d3shower[T]
	items []T
}

func (b *d3box[T]) add(v T) { b.items = append(b.items, v) }

func (b d3box[T]) lines() []string {
	out := []string{}
	for _, it := range b.items {
		out = append(out, b.s.Show(it))
	}
	return out
}

// d3width and d3quoted implement d3shower with methods whose receivers
// have no name.
type d3width[T any] struct{}

func (d3width[T]) Show(v T) string { return fmt.Sprint(len(fmt.Sprint(v))) }

type d3quoted[T any] struct{}

func (*d3quoted[T]) Show(v T) string { return fmt.Sprintf("%q", fmt.Sprint(v)) }

type d3upper struct{}

func (d3upper) Show(s string) string { return strings.ToUpper(s) }

// d3GenericIfaceField runs generic structs whose field is of a generic
// interface type, given types whose methods have unnamed receivers.
func d3GenericIfaceField() skills.Result {
	a := &d3box[int]{s: d3width[int]{}}
	a.add(12345)
	a.add(7)
	b := d3box[string]{s: &d3quoted[string]{}}
	b.add("x")
	c := d3box[string]{s: d3upper{}}
	c.add("go")
	return skills.Result{"a": a.lines(), "b": b.lines(), "c": c.lines()}
}

// d3LoopVarAssigned captures three-clause loop variables that the body
// also assigns (skipping an item, stepping by more than one), in
// closures and by address, with continue and a labeled continue.
func d3LoopVarAssigned() skills.Result {
	var fs []func() int
	for i := 0; i < 3; i++ {
		fs = append(fs, func() int { return i })
		i++
	}
	var first []int
	for _, f := range fs {
		first = append(first, f())
	}
	var hs []func() string
	words := strings.Fields("a b skip c d skip e")
outer:
	for i, n := 0, len(words); i < n; i++ {
		w := words[i]
		if w == "skip" {
			i++
			hs = append(hs, func() string { return "s" + words[i] })
			continue
		}
		for j := 0; j < 2; j++ {
			if j == 1 {
				continue
			}
			if w == "d" {
				i++
				continue outer
			}
		}
		hs = append(hs, func() string { return w + fmt.Sprint(i) })
	}
	var second []string
	for _, h := range hs {
		second = append(second, h())
	}
	var ptrs []*int
	for k := 0; k < 6; k += 2 {
		ptrs = append(ptrs, &k)
		k++
	}
	var third []int
	for _, p := range ptrs {
		third = append(third, *p)
	}
	return skills.Result{"first": first, "second": second, "third": third}
}

// d3color is a named int with a String method; d3two returns one beside
// another of the skill's types and an error.
type d3color int

func (c d3color) String() string { return [...]string{"R", "G", "B"}[c] }

func d3two(i int) (d3color, d3point, error) { return d3color(i % 3), d3point{i, -i}, nil }

func d3both(i int) (d3color, d3color) { return d3color(i % 3), d3color((i + 1) % 3) }

func d3fwd(i int) (any, fmt.Stringer, error) { return d3two(i) }

func d3show(a, b any) string { return fmt.Sprint(a, b) }

// d3TupleIface hands the results of a call of several results, values of
// the skill's types with methods, to interfaces: assigned, returned and
// passed on as arguments.
func d3TupleIface() skills.Result {
	var assigned, returned, passed []string
	for i := 0; i < 3; i++ {
		var a any
		var s fmt.Stringer
		var err error
		a, s, err = d3two(i)
		assigned = append(assigned, fmt.Sprint(a, s, err))
		b, t, _ := d3fwd(i)
		returned = append(returned, fmt.Sprint(b, t))
		passed = append(passed, d3show(d3both(i)))
	}
	return skills.Result{"assigned": assigned, "returned": returned, "passed": passed}
}

// d3IfaceStores stores values of the skill's types with methods in
// interfaces where the interpreter crashed or dropped their methods: a
// range assigning to variables of interface type, and the sends of a
// select's cases on channels of interfaces (under a label the inner
// case breaks to).
func d3IfaceStores() skills.Result {
	colors := []d3color{0, 1, 2}
	var ranged []string
	var v any
	for _, v = range colors {
		ranged = append(ranged, fmt.Sprint(v))
	}
	var k fmt.Stringer
	var n int
	for k, n = range map[d3color]int{2: 5} {
		ranged = append(ranged, fmt.Sprint(k, n))
	}
	ch := make(chan any, 3)
	sc := make(chan fmt.Stringer, 3)
	pts := []d3point{{1, 1}, {2, 2}, {3, 3}}
	for i, c := range colors {
	L:
		select {
		case ch <- c:
			select {
			case sc <- pts[i]:
				break L
			default:
			}
		default:
		}
	}
	close(ch)
	close(sc)
	var sent []string
	for x := range ch {
		sent = append(sent, fmt.Sprint(x))
	}
	for x := range sc {
		sent = append(sent, x.String())
	}
	return skills.Result{"ranged": ranged, "sent": sent}
}

// d3counter has a value method and a pointer method; d3wrap embeds a
// pointer to one and a d3named, which embeds one by value.
type d3counter struct{ n int }

func (c d3counter) value() int { return c.n }

func (c *d3counter) ptr() int { return c.n }

type d3named struct {
	d3counter
	name string
}

type d3wrap struct {
	*d3counter
	inner d3named
}

// d3PromotedMethodValue makes method values of promoted methods and then
// changes what they were made from: Go binds the embedded field's value
// (through an embedded pointer, what it points to then) for a value
// receiver, and the field's address for a pointer receiver.
func d3PromotedMethodValue() skills.Result {
	c := &d3counter{1}
	w := d3wrap{d3counter: c, inner: d3named{d3counter{5}, "x"}}
	viaPtrValue := w.value
	viaPtrPtr := w.ptr
	nested := w.inner.value
	nestedPtr := w.inner.ptr
	w.d3counter = &d3counter{2}
	c.n = 10
	w.inner.n = 50
	return skills.Result{"bound": []int{viaPtrValue(), viaPtrPtr(), nested(), nestedPtr()}}
}

// d3holder reaches counters through pointers that change after a defer.
type d3holder struct {
	c  *d3counter
	in *d3named
}

func (c d3counter) report(out *[]int) { *out = append(*out, c.n) }

func (c *d3counter) preport(out *[]int) { *out = append(*out, c.n*100) }

func d3deferred() (out []int) {
	c := d3counter{1}
	defer c.report(&out)
	defer c.preport(&out)
	h := d3holder{&d3counter{7}, &d3named{d3counter{3}, "a"}}
	defer h.c.report(&out)
	defer h.in.d3counter.preport(&out)
	h.c = &d3counter{8}
	old := h.in
	h.in = &d3named{d3counter{4}, "b"}
	old.n = 30
	c.n = 5
	return
}

// d3DeferReceiver defers method calls whose receivers are reached through
// pointers changed before the function returns: Go takes the receiver
// (a copy for a value method, the field's address for a pointer method)
// at the defer statement.
func d3DeferReceiver() skills.Result {
	return skills.Result{"out": d3deferred()}
}

func (c d3counter) send(ch chan int) { ch <- c.n }

func (c *d3counter) psend(ch chan int, k int) { ch <- c.n * k }

// d3GoReceiver starts methods and func values with go, then changes
// their receivers and the variables and fields holding them: Go takes
// them at the go statement, over a loop's items too.
func d3GoReceiver() skills.Result {
	ch := make(chan int, 20)
	c := d3counter{3}
	go c.send(ch)
	c.n = 9
	first := <-ch
	h := d3holder{c: &d3counter{7}}
	go h.c.send(ch)
	h.c = &d3counter{8}
	second := <-ch
	cs := []d3counter{{1}, {2}, {3}}
	for _, x := range cs {
		go x.send(ch)
	}
	for i := range cs {
		go cs[i].psend(ch, 100)
	}
	sum := 0
	for range 6 {
		sum += <-ch
	}
	late := 0
	type job struct{ run func(chan int) }
	for i := 0; i < 20; i++ {
		f := func(c chan int) { c <- 1 }
		j := job{f}
		go f(ch)
		go j.run(ch)
		f = func(c chan int) { c <- -1 }
		j.run = f
	}
	for range 40 {
		if <-ch < 0 {
			late++
		}
	}
	return skills.Result{"first": first, "second": second, "sum": sum, "late": late}
}

// d3tracer logs the case expressions a switch evaluates.
type d3tracer struct{ log []string }

func (t *d3tracer) v(s string, n int) int { t.log = append(t.log, s); return n }

// d3CaseLists switches on a value with case lists whose expressions are
// calls, indexes, fields and sums, beside constants: Go tries them in
// order until one matches.
func d3CaseLists() skills.Result {
	t := &d3tracer{}
	which := ""
	switch t.v("tag", 2) {
	case t.v("c1", 1), t.v("c2", 2), t.v("c3", 3):
		which = "first"
	default:
		which = "default"
	}
	xs := []int{1, 2}
	k := d3counter{2}
	var got []string
	for _, y := range []int{1, 2, 3, 9} {
		switch y {
		case xs[0] + 10, xs[1]:
			got = append(got, "index")
		case 1, k.n + 1:
			got = append(got, "field")
			fallthrough
		case len(xs) + 7, 9:
			got = append(got, "sum")
		default:
			got = append(got, "none")
		}
	}
	return skills.Result{"which": which, "log": t.log, "got": got}
}

// d3shower is implemented by *d3ptrOnly (not d3ptrOnly) and by d3byValue.
type d3shower2 interface{ Show() string }

type d3ptrOnly struct{ X int }

func (p *d3ptrOnly) Show() string { return "ptr" }

func (p *d3ptrOnly) String() string { return fmt.Sprintf("<%d>", p.X) }

type d3byValue struct{ X, Y int }

func (v d3byValue) Show() string { return "value" }

// d3PtrOnlyMethods holds values of a type whose methods are declared on
// its pointer in interfaces and hands them to fmt: Go finds none of the
// methods on the value.
func d3PtrOnlyMethods() skills.Result {
	var x any = d3ptrOnly{1}
	_, shows := x.(d3shower2)
	_, stringer := x.(fmt.Stringer)
	var y any = d3byValue{1, 2}
	_, valueShows := y.(d3shower2)
	var z any = &d3ptrOnly{2}
	_, ptrShows := z.(d3shower2)
	p := d3ptrOnly{3}
	return skills.Result{
		"asserted": []bool{shows, stringer, valueShows, ptrShows},
		"printed":  []string{fmt.Sprint(x, z, p), fmt.Sprintf("%v|%+v|%s", p, p, &p)},
	}
}
