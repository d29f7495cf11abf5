package sandbox

import (
	"cmp"
	"container/heap"
	"errors"
	"fmt"
	"math/rand"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

// This file is compiled into the tests and run as a skill (TestDiff16):
// ordinary Go whose result the interpreter must give as compiled Go does.
// Each d16... function returning skills.Result is a case of its own.
//
// Generic functions that call themselves, reached from the methods of
// generic types of several type parameters: yaegi compiled such a
// function again inside itself until the worker ran out of CPU (a
// constructor func newTreap[K, V]() made the type), or crashed compiling
// (new(T[K, V])). The normaliser runs their bodies as function literals
// (runtime/check/recgeneric.go).

type d16node[K cmp.Ordered] struct {
	key         K
	prio        int
	left, right *d16node[K]
	size        int
}

type d16Treap[K cmp.Ordered, V any] struct {
	root *d16node[K]
	vals map[K]V
	rng  *rand.Rand
}

func d16NewTreap[K cmp.Ordered, V any](seed int64) *d16Treap[K, V] {
	return &d16Treap[K, V]{vals: map[K]V{}, rng: rand.New(rand.NewSource(seed))}
}

func d16size[K cmp.Ordered](n *d16node[K]) int {
	if n == nil {
		return 0
	}
	return n.size
}

func d16fix[K cmp.Ordered](n *d16node[K]) *d16node[K] {
	n.size = 1 + d16size(n.left) + d16size(n.right)
	return n
}

func d16split[K cmp.Ordered](n *d16node[K], k K) (*d16node[K], *d16node[K]) {
	if n == nil {
		return nil, nil
	}
	if n.key < k {
		l, r := d16split(n.right, k)
		n.right = l
		return d16fix(n), r
	}
	l, r := d16split(n.left, k)
	n.left = r
	return l, d16fix(n)
}

func d16merge[K cmp.Ordered](a, b *d16node[K]) *d16node[K] {
	if a == nil {
		return b
	}
	if b == nil {
		return a
	}
	if a.prio > b.prio {
		a.right = d16merge(a.right, b)
		return d16fix(a)
	}
	b.left = d16merge(a, b.left)
	return d16fix(b)
}

// d16walk visits the keys in order; it calls itself with its type
// arguments written out.
func d16walk[K cmp.Ordered](n *d16node[K], visit func(K)) {
	if n == nil {
		return
	}
	d16walk[K](n.left, visit)
	visit(n.key)
	d16walk[K](n.right, visit)
}

func (t *d16Treap[K, V]) Put(k K, v V) {
	if _, ok := t.vals[k]; !ok {
		l, r := d16split(t.root, k)
		t.root = d16merge(d16merge(l, &d16node[K]{key: k, prio: t.rng.Int(), size: 1}), r)
	}
	t.vals[k] = v
}

func (t *d16Treap[K, V]) Delete(k K) {
	if _, ok := t.vals[k]; !ok {
		return
	}
	delete(t.vals, k)
	l, r := d16split(t.root, k) // r holds k and the keys after it
	if next := d16first(k, d16keys(r)...); next == k {
		r = nil
	} else {
		_, r = d16split(r, next)
	}
	t.root = d16merge(l, r)
}

func d16keys[K cmp.Ordered](n *d16node[K]) []K {
	var out []K
	d16walk(n, func(k K) { out = append(out, k) })
	return out
}

// d16first returns the least of xs greater than k, or k: recursive and
// variadic.
func d16first[K cmp.Ordered](k K, xs ...K) K {
	if len(xs) == 0 {
		return k
	}
	rest := d16first(k, xs[1:]...)
	if xs[0] > k && (rest == k || xs[0] < rest) {
		return xs[0]
	}
	return rest
}

func (t *d16Treap[K, V]) Keys() []K { return d16keys(t.root) }

func (t *d16Treap[K, V]) Len() int { return d16size(t.root) }

func d16Treap1() skills.Result {
	t := d16NewTreap[string, int](7)
	r := rand.New(rand.NewSource(3))
	for i := range 400 {
		k := fmt.Sprintf("k%03d", r.Intn(300))
		t.Put(k, i)
		if i%5 == 0 {
			t.Delete(fmt.Sprintf("k%03d", r.Intn(300)))
		}
	}
	keys := t.Keys()
	sorted := true
	for i := 1; i < len(keys); i++ {
		sorted = sorted && keys[i-1] < keys[i]
	}
	nums := d16NewTreap[float64, []string](1)
	for _, x := range []float64{3.5, -1, 2, 8, 2, 0.25} {
		nums.Put(x, append(nums.vals[x], fmt.Sprint(x)))
	}
	return skills.Result{"len": t.Len(), "keys": len(keys), "sorted": sorted, "first": keys[:5],
		"nums": fmt.Sprint(nums.Keys()), "twos": nums.vals[2], "next": d16first(2.0, 5, 3, 9, 1), "vals": len(t.vals)}
}

// ---- a method of a generic type calling a generic function that calls
// itself, the type made by new and by a constructor

func d16count[K comparable](k K, n int) int {
	if n <= 0 {
		return 0
	}
	return 1 + d16count(k, n-1)
}

type d16Pair[K comparable, V any] struct {
	k K
	v V
}

func d16NewPair[K comparable, V any](k K, v V) *d16Pair[K, V] { return &d16Pair[K, V]{k, v} }

func (p *d16Pair[K, V]) Depth(n int) int { return d16count(p.k, n) }

// d16safeDiv divides down a list, recovering its own panic: a deferred
// recover in a generic function that calls itself.
func d16safeDiv[N ~int | ~int64](xs []N, by N) (N, error) {
	var out N
	var err error
	func() {
		defer func() {
			if r := recover(); r != nil {
				err = fmt.Errorf("recovered: %v", r)
			}
		}()
		if len(xs) == 0 {
			return
		}
		rest, e := d16safeDiv(xs[1:], by)
		if e != nil {
			err = e
			return
		}
		out = xs[0]/by + rest
	}()
	return out, err
}

type d16cents int64

func (p *d16Pair[K, V]) Split(xs []d16cents, by d16cents) string {
	n, err := d16safeDiv(xs, by)
	return fmt.Sprint(n, " ", err)
}

// d16zip pairs two lists recursively: two type parameters.
func d16zip[A, B any](as []A, bs []B) []string {
	if len(as) == 0 || len(bs) == 0 {
		return nil
	}
	return append([]string{fmt.Sprint(as[0], "-", bs[0])}, d16zip(as[1:], bs[1:])...)
}

func (p *d16Pair[K, V]) Zip(bs []V) string { return strings.Join(d16zip([]K{p.k, p.k}, bs), ",") }

// d16depth counts with a named result and bare returns.
func d16depth[K comparable](k K, n int) (c int) {
	if n > 0 {
		c = 1 + d16depth(k, n-1)
	}
	return
}

func (p *d16Pair[K, V]) Named(n int) int { return d16depth(p.k, n) }

func d16Methods() skills.Result {
	p := d16NewPair("a", 1.5)
	q := new(d16Pair[int, string])
	q.k, q.v = 4, "x"
	var r d16Pair[string, error]
	r.k, r.v = "e", errors.New("boom")
	return skills.Result{"p": p.Depth(5), "q": q.Depth(3), "r": r.Depth(-1),
		"split": p.Split([]d16cents{10, 20, 30}, 5), "zero": p.Split([]d16cents{10, 20}, 0),
		"zip": p.Zip([]float64{1, 2, 3}), "qzip": q.Zip([]string{"y"}),
		"named": []int{p.Named(4), p.Named(4), q.Named(0)}}
}

// ---- a generic type's methods in any order, calling functions declared
// after them, converting constants to their type parameter; a function
// that is not generic taking an instance, declared before the methods
// (yaegi compiled each instance's methods in order as they were added:
// "undefined selector: At"; a method calling a function declared after
// the first function taking an instance: "undefined: d16twice"; T(1)
// for a type the skill declares: "too many arguments")

type d16Num interface{ ~int64 | ~float64 }

type d16Mat[T d16Num] struct {
	n int
	a []T
}

type d16Milli int64

// d16World names an instance in a type declared before the methods.
type d16World struct{ grid d16Mat[int64] }

// d16trace sums a float matrix's diagonal: not generic, it makes the
// instance before its methods are declared.
func d16trace(x d16Mat[float64]) float64 {
	s := 0.0
	for i := range x.n {
		s += x.At(i, i)
	}
	return s
}

func (x d16Mat[T]) Scaled(k int) d16Mat[T] {
	out := x.zero()
	for i := range x.n {
		for j := range x.n {
			v := x.At(i, j) * T(2)
			for range k {
				v += x.At(i, j) + T(0)
			}
			out.Set(i, j, v)
		}
	}
	return out
}

func (x d16Mat[T]) Det() T {
	if x.n == 1 {
		return x.At(0, 0)
	}
	var d T
	sign := T(1)
	for j := range x.n {
		d += sign * x.At(0, j) * x.minor(j).Det()
		sign = -sign
	}
	return d
}

func (x d16Mat[T]) minor(c int) d16Mat[T] {
	out := d16Mat[T]{x.n - 1, make([]T, (x.n-1)*(x.n-1))}
	k := 0
	for i := 1; i < x.n; i++ {
		for j := range x.n {
			if j != c {
				out.a[k] = x.At(i, j)
				k++
			}
		}
	}
	return out
}

func (x d16Mat[T]) Label() string { return d16label(x.n) }

func (x d16Mat[T]) zero() d16Mat[T] { return d16Mat[T]{x.n, make([]T, x.n*x.n)} }

func (x d16Mat[T]) At(i, j int) T { return x.a[i*x.n+j] }

func (x d16Mat[T]) Set(i, j int, v T) { x.a[i*x.n+j] = v }

func d16Matrices() skills.Result {
	f := d16Mat[float64]{3, []float64{2, 0, 1, 1, 3, 2, 1, 1, 1}}
	m := d16Mat[d16Milli]{2, []d16Milli{1000, 2000, 3000, 4000}}
	i := d16Mat[int64]{2, []int64{1, 2, 3, 4}}
	return skills.Result{"trace": d16trace(f), "det": f.Det(), "milli": int64(m.Det()), "scaled": fmt.Sprint(i.Scaled(4).a),
		"label": f.Label() + m.Label(), "mscaled": len(m.Scaled(2).a), "world": d16World{d16Mat[int64]{1, []int64{7}}}.grid.Label()}
}

func d16label(n int) string { return fmt.Sprintf("%dx%d;", n, n) }

// ---- a generic type embedding an interface, its methods calling the
// promoted method (the normaliser declares it after the file: "undefined
// selector: Log" until the type's methods moved after it)

type d16Logger interface{ Log(string) }

type d16Lines struct{ lines []string }

func (b *d16Lines) Log(s string) { b.lines = append(b.lines, s) }

type d16Service[T any] struct {
	d16Logger
	items []T
}

func (s *d16Service[T]) Add(x T) int {
	s.items = append(s.items, x)
	s.Log(fmt.Sprint("add ", x, " of ", s.Len()))
	return s.Len()
}

func (s *d16Service[T]) Len() int { return len(s.items) }

func d16Services() skills.Result {
	b := &d16Lines{}
	s := &d16Service[string]{d16Logger: b}
	n := &d16Service[float64]{d16Logger: b}
	s.Add("a")
	n.Add(1.5)
	total := s.Add("b") + n.Len()
	return skills.Result{"lines": b.lines, "n": total}
}

// Package variables of a generic type's instances, declared before the
// function and the variable the type's methods use: the interpreter made
// the instance where it declared the variable, so a method calling
// d16Index did not compile ("undefined: d16Index"), and one reading
// d16Names read another variable's place (d16Boxes had length 0). The
// normaliser writes such variables at the end of the file
// (runtime/check/methodorder.go, instanceVars), and types naming an
// instance, declared in a group, too (a struct literal of d16Land was
// refused: "unknown field g").

type d16Grid[T int | float64] struct {
	w, h  int
	cells []T
}

func (g d16Grid[T]) at(x, y int) T { return g.cells[d16Index(g.w, x, y)] }

func (g d16Grid[T]) total() T {
	var s T
	for y := 0; y < g.h; y++ {
		for x := 0; x < g.w; x++ {
			s += g.at(x, y)
		}
	}
	return s + T(len(d16Names))
}

type (
	d16Land struct{ g d16Grid[int] }
	d16Cell int
)

var d16Empty d16Grid[int]

var (
	d16Unit  = d16Grid[float64]{w: 1, h: 1, cells: []float64{1.5}}
	d16Boxes = []d16Grid[int]{{w: 2, h: 1, cells: []int{1, 2}}, {w: 1, h: 1, cells: []int{5}}}
)

func d16Index(w, x, y int) int { return y*w + x }

var d16Names = []string{"a", "b", "c"}

func d16Globals() skills.Result {
	return skills.Result{"empty": d16Empty.total(), "unit": d16Unit.total(), "boxes": len(d16Boxes),
		"second": d16Boxes[1].total(), "first": d16Boxes[0].at(1, 0), "names": d16Names,
		"world": d16Land{g: d16Grid[int]{w: 1, h: 1, cells: []int{4}}}.g.total() + int(d16Cell(1))}
}

// A generic type of two type parameters made by a generic function, its
// methods comparing arithmetic (i < len(t.keys)-1, a+b > c, i&1 == 1):
// the interpreter typed the operand as the comparison's result, and the
// constructor's call was refused ("not a generic type"). The normaliser
// passes such operands through a conversion or a generic identity
// (runtime/check/cmparith.go).

type d16Score int

type d16Table[K comparable, V ~int | ~float64] struct {
	keys []K
	vals []V
}

func d16NewTable[K comparable, V ~int | ~float64](keys []K, vals []V) *d16Table[K, V] {
	return &d16Table[K, V]{keys: keys, vals: vals}
}

func (t *d16Table[K, V]) rises() (n int, odd int, last K) {
	for i := 0; i < len(t.vals)-1; i++ {
		if t.vals[i]+t.vals[i+1] > t.vals[0]*2 {
			n++
		}
		if i&1 == 1 || (i+1)%3 == 0 {
			odd++
		}
	}
	near := func(a, b V) bool { return a-b < 2 && b-a < 2 }
	for i := len(t.keys) - 1; i >= 0; i-- {
		if near(t.vals[i], t.vals[0]) && i*2 >= len(t.keys) {
			return n, odd, t.keys[i]
		}
	}
	return n, odd, last
}

func d16Tables() skills.Result {
	a := d16NewTable([]string{"a", "b", "c", "d", "e"}, []d16Score{3, 1, 4, 1, 5})
	b := d16NewTable[int, float64]([]int{10, 20, 30}, []float64{0.5, 2.5, 1.5})
	an, ao, al := a.rises()
	bn, bo, bl := b.rises()
	return skills.Result{"a": []any{an, ao, al}, "b": []any{bn, bo, bl}}
}

// A generic priority queue behind container/heap, as its example is
// written with a type parameter: Push asserts its any to *d16Item[T].
// Vet refused the assertion (its compiler crashed on such assertions in
// generic functions); in a method of a type of one type parameter, to
// that parameter's instance of a type the receiver holds, it compiles.

type d16Item[T any] struct {
	val  T
	prio int
}

type d16PQ[T any] []*d16Item[T]

func (q d16PQ[T]) Len() int           { return len(q) }
func (q d16PQ[T]) Less(i, j int) bool { return q[i].prio > q[j].prio }
func (q d16PQ[T]) Swap(i, j int)      { q[i], q[j] = q[j], q[i] }
func (q *d16PQ[T]) Push(x any)        { *q = append(*q, x.(*d16Item[T])) }
func (q *d16PQ[T]) Pop() any {
	old := *q
	it := old[len(old)-1]
	*q = old[:len(old)-1]
	return it
}

func d16Heap() skills.Result {
	q := &d16PQ[rune]{}
	for i, w := range "cadb" {
		heap.Push(q, &d16Item[rune]{val: w, prio: (i * 7) % 5})
	}
	var out []string
	for q.Len() > 0 {
		out = append(out, string(heap.Pop(q).(*d16Item[rune]).val))
	}
	return skills.Result{"order": out}
}

// Two generic types, and a generic function, sharing a name (Take),
// instantiated with the same type arguments: the interpreter kept one
// copy per name and type arguments, so the queue's Take ran the stack's
// body (vet refused it). No interface names Take: the normaliser renames
// each method (runtime/check/methodclash.go).

type d16Stack[T any] struct{ items []T }

func (s *d16Stack[T]) Take() T {
	v := s.items[len(s.items)-1]
	s.items = s.items[:len(s.items)-1]
	return v
}

type d16Queue[T any] struct{ items []T }

func (q *d16Queue[T]) Take() T {
	v := q.items[0]
	q.items = q.items[1:]
	return v
}

func Take[T any](xs []T) T { return xs[len(xs)/2] }

// d16Named promotes the queue's Take.
type d16Named struct {
	*d16Queue[int]
	name string
}

func d16Clash() skills.Result {
	s := &d16Stack[int]{items: []int{1, 2, 3, 4}}
	q := &d16Queue[int]{items: []int{1, 2, 3, 4}}
	next, take := q.Take, (*d16Stack[int]).Take
	n := d16Named{&d16Queue[int]{items: []int{7, 8, 9}}, "n"}
	promoted := n.Take
	return skills.Result{"stack": s.Take(), "queue": q.Take(), "value": next(), "expr": take(s), "func": Take([]int{5, 6, 7}),
		"embedded": n.Take(), "promoted": promoted(), "name": n.name}
}

// A comparison or a negation assigned to the blank identifier in a
// generic function or a generic type's method panicked ("reflect: call
// of reflect.Value.SetBool on int Value"); converted to bool, it runs.

type d16Flag[T any] struct{ v []T }

func (f *d16Flag[T]) check(n int) int {
	_ = n > 0
	ok := len(f.v) > n
	_ = !ok
	return d16Blank(n, f.v)
}

func d16Blank[T any](n int, xs []T) int {
	_ = n == len(xs)
	_ = (!(n > 1))
	return n + len(xs)
}

func d16Blanks() skills.Result {
	f := &d16Flag[string]{v: []string{"a", "b"}}
	return skills.Result{"check": f.check(1)}
}

// Comparisons of arithmetic in every place a method of a two-parameter
// generic type made by a generic function holds them: an assignment, a
// field, a channel send, a closure, a map element, a switch case, a
// loop's condition and its parallel post statement, a return.

type d16Num2 interface{ ~int | ~int64 | ~float64 }

type d16Grid2[K comparable, V d16Num2] struct {
	keys []K
	vals []V
	ok   bool
	seen map[K]bool
}

func d16NewGrid2[K comparable, V d16Num2](keys []K, vals []V) *d16Grid2[K, V] {
	return &d16Grid2[K, V]{keys: keys, vals: vals, seen: map[K]bool{}}
}

func (g *d16Grid2[K, V]) forms() string {
	var b strings.Builder
	n := len(g.vals)
	x := 0
	x += n * 2
	x -= n - 1
	flag := n < 0
	g.ok = n-1 >= 0
	flag = flag != (x+1 > n)
	for i, j := 0, n-1; i < j; i, j = i+1, j-1 {
		g.vals[i], g.vals[j] = g.vals[j], g.vals[i]
	}
	if y := x * 3; y-1 > n {
		b.WriteString("y")
	}
	ch := make(chan bool, 1)
	ch <- n%2 == 1
	odd := <-ch
	less := func(a, b V) bool { return a-b < 0 }
	cnt := 0
	for i := 0; i+1 < n; i++ {
		if less(g.vals[i], g.vals[i+1]) {
			cnt++
		}
		g.seen[g.keys[i]] = g.vals[i]*2 > g.vals[0]
	}
	switch {
	case x%3 == 0:
		b.WriteString("three")
	case x/2 > n:
		b.WriteString("half")
	default:
		b.WriteString("none")
	}
	var total V
	for _, v := range g.vals {
		total += v
	}
	avg := total / V(1)
	above := 0
	for _, v := range g.vals {
		if v*V(n) > total {
			above++
		}
	}
	fmt.Fprintf(&b, " x=%d flag=%v ok=%v odd=%v cnt=%d avg=%v above=%d seen=%d last=%v", x, flag, g.ok, odd, cnt, avg, above, len(g.seen), g.d16CmpLast(2))
	return b.String()
}

func (g *d16Grid2[K, V]) d16CmpLast(k int) bool {
	return len(g.vals)-k > 0 && g.vals[len(g.vals)-1]+1 > g.vals[0]
}

func d16Forms() skills.Result {
	a := d16NewGrid2([]string{"a", "b", "c", "d", "e"}, []int{5, 3, 8, 1, 9})
	b := d16NewGrid2[int, float64]([]int{1, 2, 3}, []float64{1.5, 0.5, 2.5})
	return skills.Result{"a": a.forms(), "b": b.forms()}
}

// A generic FIFO with the heap's method names (Push, Pop, Len), beside
// the generic heap d16PQ, both over rune: heap.Interface names them, but
// the FIFO, without Less and Swap, cannot implement it, so its methods
// are renamed rather than refused.

type d16Line[T any] struct{ items []T }

func (l *d16Line[T]) Push(x T) { l.items = append(l.items, x) }
func (l *d16Line[T]) Len() int { return len(l.items) }
func (l *d16Line[T]) Pop() T {
	x := l.items[0]
	l.items = l.items[1:]
	return x
}

func d16Fifo() skills.Result {
	l := &d16Line[rune]{}
	q := &d16PQ[rune]{}
	for i, r := range "heap" {
		l.Push(r)
		heap.Push(q, &d16Item[rune]{val: r, prio: i})
	}
	var fifo, byPrio []string
	for l.Len() > 0 {
		fifo = append(fifo, string(l.Pop()))
		byPrio = append(byPrio, string(heap.Pop(q).(*d16Item[rune]).val))
	}
	return skills.Result{"fifo": fifo, "heap": byPrio}
}
