package sandbox

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

// This file is compiled into the tests and run as a skill (TestDiff02):
// ordinary Go whose result the interpreter must give as compiled Go does.
// Each d2... function returning skills.Result is a case of its own.

// d2checksum folds text into a 16-bit checksum, a remainder stored
// straight into an interface (the interpreter left it nil).
func d2checksum(s string) any {
	sum := 0
	for i := 0; i < len(s); i++ {
		sum = sum*31 + int(s[i])
		sum %= 1 << 20
	}
	return sum % 65521
}

// d2parity returns a bit and an error, the bit an operation.
func d2parity(x uint32) (any, error) {
	if x == 0 {
		return nil, errors.New("zero")
	}
	return x >> 31, nil
}

type d2cell struct {
	Val  any
	Note string
}

// d2IfaceOps stores the results of %, <<, >>, unary -, ^ and ! into
// destinations of interface type: map entries, variables, fields, slice
// elements, channels of any, and results.
func d2IfaceOps() skills.Result {
	res := skills.Result{}
	n, k := 1234567, 7
	res["mod"] = n % k
	res["shl"] = k << 3
	res["shr"] = n >> 4
	res["neg"] = -n
	res["not"] = ^k
	ok := n > k
	res["flip"] = !ok
	var b uint8 = 200
	res["u8"] = b >> 2
	f := 2.5
	res["negf"] = -f
	//lint:ignore S1021 the assignment to a declared interface is the form under test
	var v any
	v = n % 1000
	res["var"] = v
	var e any = -k
	res["decl"] = e
	cells := make([]d2cell, 2)
	cells[0].Val = n % 10
	cells[1].Val = -cells[0].Val.(int)
	res["cells"] = fmt.Sprint(cells[0].Val, cells[1].Val)
	xs := []any{0, 0}
	xs[1] = k << 1
	res["slice"] = xs
	ch := make(chan any, 2)
	ch <- n % 100
	ch <- -k
	res["chan"] = fmt.Sprint(<-ch, <-ch)
	res["ret"] = d2checksum("the quick brown fox")
	bit, err := d2parity(1 << 31)
	res["parity"] = fmt.Sprint(bit, err)
	ops := map[string]func(a, b int) any{
		"mod": func(a, b int) any { return a % b },
		"shl": func(a, b int) any { return a << uint(b) },
	}
	var names []string
	for name := range ops {
		names = append(names, name)
	}
	sort.Strings(names)
	var out []string
	for _, name := range names {
		out = append(out, fmt.Sprint(name, "=", ops[name](17, 3)))
	}
	res["funcs"] = strings.Join(out, " ")
	return res
}

// d2Store is a key-value store; d2countingStore decorates one, embedding
// it and overriding Put (the interpreter promoted none of an embedded
// interface's methods).
type d2Store interface {
	Get(key string) (string, bool)
	Put(key, val string)
	Keys(prefix string, extra ...string) []string
}

type d2mapStore struct{ m map[string]string }

func (s *d2mapStore) Get(k string) (string, bool) {
	v, ok := s.m[k]
	return v, ok
}

func (s *d2mapStore) Put(k, v string) { s.m[k] = v }

func (s *d2mapStore) Keys(p string, extra ...string) []string {
	var ks []string
	for k := range s.m {
		if strings.HasPrefix(k, p) {
			ks = append(ks, k)
		}
	}
	sort.Strings(ks)
	return append(ks, extra...)
}

type d2countingStore struct {
	d2Store
	puts int
}

func (c *d2countingStore) Put(k, v string) { c.puts++; c.d2Store.Put(k, v) }

// d2tagged embeds the counting store: its promoted methods go on.
type d2tagged struct {
	d2countingStore
	tag string
}

// d2byDesc reverses a sort.Interface, as sort.Reverse does.
type d2byDesc struct{ sort.Interface }

func (r d2byDesc) Less(i, j int) bool { return r.Interface.Less(j, i) }

// d2desc is defined from d2byDesc: it has its fields, and the methods
// the embedded interface promotes, not Less.
type d2desc d2byDesc

type d2coded struct {
	error
	Code int
}

type d2celsius float64

func (c d2celsius) String() string { return fmt.Sprintf("%.1fC", float64(c)) }

type d2reading struct {
	fmt.Stringer
	At int
}

type d2shape interface {
	Area() float64
	Perimeter() float64
}

type d2namedShape interface {
	d2shape
	Name() string
}

type d2square struct{ side float64 }

func (q d2square) Area() float64      { return q.side * q.side }
func (q d2square) Perimeter() float64 { return 4 * q.side }

type d2labeled struct {
	d2shape
	label string
}

func (l d2labeled) Name() string { return l.label }

// d2EmbeddedIface calls the methods an interface embedded in a struct
// promotes: directly, through an interface the struct satisfies by them,
// through a pointer, through another struct embedding it, by
// sort.Sort, by fmt (Error, String) and by encoding/json's rules.
func d2EmbeddedIface() skills.Result {
	res := skills.Result{}
	cs := &d2countingStore{d2Store: &d2mapStore{m: map[string]string{}}}
	var s d2Store = cs
	s.Put("a1", "x")
	s.Put("a2", "y")
	cs.Put("b", "z")
	v, ok := s.Get("a1")
	res["store"] = fmt.Sprint(cs.puts, v, ok, s.Keys("a", "more"), cs.Keys("b"))
	tg := &d2tagged{d2countingStore: d2countingStore{d2Store: &d2mapStore{m: map[string]string{}}}, tag: "t"}
	tg.Put("k", "v")
	var ts d2Store = tg
	ts.Put("k2", "v")
	get := tg.Get
	v, ok = get("k2")
	res["tagged"] = fmt.Sprint(tg.puts, tg.Keys(""), v, ok)
	xs := []int{3, 1, 4, 1, 5, 9, 2, 6}
	sort.Sort(d2byDesc{sort.IntSlice(xs)})
	ys := []int{3, 1, 2}
	sort.Sort(d2desc{sort.IntSlice(ys)})
	res["sorted"] = fmt.Sprint(xs, ys)
	err := fmt.Errorf("save: %w", d2coded{errors.New("disk full"), 28})
	var e error = d2coded{errors.New("busy"), 16}
	res["errors"] = fmt.Sprint(err, " | ", e, " | ", d2coded{errors.New("x"), 1}.Error())
	r := d2reading{d2celsius(21.5), 3}
	res["stringer"] = fmt.Sprint(r.String(), " ", r)
	res["coded"] = d2coded{errors.New("j"), 5}
	total := 0.0
	var names []string
	for _, n := range []d2namedShape{d2labeled{d2square{2}, "two"}, d2labeled{d2square{3}, "three"}} {
		total += n.Area() + n.Perimeter()
		names = append(names, n.Name())
	}
	res["shapes"] = fmt.Sprint(total, names)
	return res
}

// d2drain takes jobs from a queue until it is empty or sum reaches
// stopAt, skipping odd jobs: a continue in a select's case (the
// interpreter ran on after the select, to the return meant for an empty
// queue).
func d2drain(jobs []int, stopAt int) (sum, skipped, rounds int) {
	queue := make(chan int, len(jobs))
	for _, j := range jobs {
		queue <- j
	}
	for {
		rounds++
		if rounds > 100 || sum >= stopAt {
			return sum, skipped, rounds
		}
		select {
		case j := <-queue:
			if j%2 == 1 {
				skipped++
			} else {
				sum += j
			}
			continue
		default:
		}
		return sum, skipped, -rounds
	}
}

// d2SelectBranch runs loops whose select cases continue the loop or
// break out of it by its label.
func d2SelectBranch() skills.Result {
	res := skills.Result{}
	s, k, r := d2drain([]int{2, 3, 4, 5, 6}, 1000)
	res["drain"] = []int{s, k, r}
	s, k, r = d2drain([]int{2, 3, 4, 5, 6, 8}, 6)
	res["stopped"] = []int{s, k, r}
	events := make(chan string, 8)
	for _, e := range []string{"tick", "skip", "tick", "tick"} {
		events <- e
	}
	ticks, n := 0, 0
loop:
	for {
		n++
		if n > 20 {
			break
		}
		select {
		case e := <-events:
			switch e {
			case "skip":
				continue loop
			case "quit":
				break loop
			}
			ticks++
		default:
			break loop
		}
	}
	res["events"] = []int{ticks, n}
	done := make(chan bool, 1)
	done <- true
	waited := 0
wait:
	for i := 0; i < 5; i++ {
		waited++
		select {
		case <-done:
			break wait
		default:
		}
	}
	res["waited"] = waited
	return res
}
