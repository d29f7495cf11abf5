package sandbox

import (
	"container/heap"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"sync"

	"github.com/skillrun/skillrun/skills"
)

// This file is compiled into the tests and run as a skill (TestDiff13):
// ordinary Go whose result the interpreter must give as compiled Go does.
// Each d13... function returning skills.Result is a case of its own.

type d13Node interface{ Eval() int }

type d13Num int16

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

// d13Queue is a generic priority queue of the skill's, for
// container/heap.
type d13Queue[T any] struct {
	items []T
	less  func(a, b T) bool
}

func (q *d13Queue[T]) Len() int           { return len(q.items) }
func (q *d13Queue[T]) Less(i, j int) bool { return q.less(q.items[i], q.items[j]) }
func (q *d13Queue[T]) Swap(i, j int)      { q.items[i], q.items[j] = q.items[j], q.items[i] }
func (q *d13Queue[T]) Push(x any)         { q.items = append(q.items, x.(T)) }
func (q *d13Queue[T]) Pop() any {
	x := q.items[len(q.items)-1]
	q.items = q.items[:len(q.items)-1]
	return x
}

type d13ByKey[T any] struct {
	xs  []T
	key func(T) int
}

func (b d13ByKey[T]) Len() int           { return len(b.xs) }
func (b d13ByKey[T]) Less(i, j int) bool { return b.key(b.xs[i]) < b.key(b.xs[j]) }
func (b d13ByKey[T]) Swap(i, j int)      { b.xs[i], b.xs[j] = b.xs[j], b.xs[i] }

// d13LocalTypeArgs: the skill's generic types instantiated with types
// declared in the function (a heap of a local node, sort.Sort of a local
// item) handed to container/heap and sort, and min, max and clear of
// local types.
func d13LocalTypeArgs() skills.Result {
	type node struct {
		at, dist int
	}
	type item struct {
		name string
		w    int
	}
	type score int
	type cell [2]int
	q := &d13Queue[node]{less: func(a, b node) bool { return a.dist < b.dist || a.dist == b.dist && a.at < b.at }}
	for i, d := range []int{5, 1, 4, 1, 9, 2} {
		heap.Push(q, node{i, d})
	}
	var order []int
	for q.Len() > 0 {
		order = append(order, heap.Pop(q).(node).at)
	}
	xs := []item{{"b", 2}, {"a", 7}, {"c", 1}}
	sort.Sort(d13ByKey[item]{xs, func(i item) int { return -i.w }})
	a, b := score(3), score(9)
	m := map[cell]score{{1, 2}: a, {2, 1}: b}
	n := len(m)
	clear(m)
	ws := []score{4, 5}
	clear(ws)
	f1, f2 := 0.5, 2.5
	type temp float64
	return skills.Result{
		"order": order, "sorted": fmt.Sprint(xs), "min": int(min(a, b, 5)), "max": int(max(a, b)),
		"cleared": []int{n, len(m), int(ws[0] + ws[1])}, "tmax": float64(max(temp(f1), temp(f2))),
	}
}

// d13Sym, d13Code and d13Row are the skill's types over string, int and
// []any, with methods, held in an any beside plain strings, ints and
// slices (a Lisp's symbols beside its string literals).
type d13Sym string

func (s d13Sym) String() string { return "'" + string(s) }

type d13Code int

func (c d13Code) String() string { return "code" + strconv.Itoa(int(c)) }

type d13Row []any

func (r d13Row) Len() int { return len(r) }

func d13Kind(v any) string {
	switch x := v.(type) {
	case d13Sym:
		return "sym " + x.String()
	case d13Code:
		return "code " + x.String()
	case d13Row:
		return fmt.Sprint("row ", x.Len())
	case string:
		return "string " + x
	case int:
		return "int " + strconv.Itoa(x)
	case float64:
		return "float64"
	case []any:
		return fmt.Sprint("slice ", len(x))
	}
	return "other"
}

func d13Catch(f func()) (s string) {
	defer func() {
		switch r := recover().(type) {
		case d13Code:
			s = "code " + r.String()
		case int:
			s = "int " + strconv.Itoa(r)
		default:
			s = fmt.Sprint("other ", r)
		}
	}()
	f()
	return "none"
}

// d13TwinAssert: type switches and comma-ok assertions of an any to the
// skill's types over string, int and []any, and to those types
// themselves, with values of both kinds, some decoded by encoding/json
// or sorted by sort.Slice; recovered panics of an int and of the skill's
// type over int.
func d13TwinAssert() skills.Result {
	var decoded []any
	_ = json.Unmarshal([]byte(`["x", 2, ["a"]]`), &decoded)
	vals := []any{d13Sym("x"), "x", d13Code(2), 2, d13Row{1}, []any{1, 2}}
	vals = append(vals, decoded...)
	sort.SliceStable(vals, func(i, j int) bool { return false })
	var kinds []string
	var oks []bool
	for _, v := range vals {
		kinds = append(kinds, d13Kind(v))
		_, isSym := v.(d13Sym)
		_, isStr := v.(string)
		_, isCode := v.(d13Code)
		_, isInt := v.(int)
		_, isSlice := v.([]any)
		oks = append(oks, isSym, isStr, isCode, isInt, isSlice)
	}
	return skills.Result{
		"kinds": kinds, "oks": oks,
		"caught": []string{d13Catch(func() { panic(42) }), d13Catch(func() { panic(d13Code(7)) }), d13Catch(func() { panic("s") })},
	}
}

// d13Celsius is the skill's type over float64, for generic numeric code.
type d13Celsius float64

type d13Number interface {
	~int | ~float64
}

func d13Sum[T d13Number](xs []T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

func d13Mean[T d13Number](xs []T) float64 {
	if len(xs) == 0 {
		return 0
	}
	return float64(d13Sum(xs)) / float64(len(xs))
}

func d13Apply[T, U any](xs []T, f func(T) U) []U {
	var out []U
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

func d13Twice[T d13Number](xs []T) []T {
	return d13Apply(xs, func(x T) T { return x * 2 })
}

// d13GenericNamed: a generic function calling another with its own type
// parameter, instantiated with the skill's type over float64 and with
// int.
func d13GenericNamed() skills.Result {
	temps := []d13Celsius{21.5, 19, 23.25}
	return skills.Result{
		"mean": d13Mean(temps), "meanInt": d13Mean([]int{1, 2, 4}), "sum": float64(d13Sum(temps)),
		"twice": d13Twice(temps), "twiceInt": d13Twice([]int{3}),
	}
}

// d13Task is a heap's element, with String on its pointer.
type d13Task struct {
	name  string
	prio  int
	index int
}

func (t *d13Task) String() string { return fmt.Sprintf("%s(%d)", t.name, t.prio) }

type d13Tasks []*d13Task

func (q d13Tasks) Len() int { return len(q) }
func (q d13Tasks) Less(i, j int) bool {
	return q[i].prio > q[j].prio || q[i].prio == q[j].prio && q[i].name < q[j].name
}
func (q d13Tasks) Swap(i, j int) {
	q[i], q[j] = q[j], q[i]
	q[i].index, q[j].index = i, j
}
func (q *d13Tasks) Push(x any) {
	t := x.(*d13Task)
	t.index = len(*q)
	*q = append(*q, t)
}
func (q *d13Tasks) Pop() any {
	old := *q
	n := len(old)
	t := old[n-1]
	old[n-1] = nil
	t.index = -1
	*q = old[:n-1]
	return t
}

func d13TaskName(x any) string {
	if t, ok := x.(*d13Task); ok {
		return t.name
	}
	return "?"
}

// d13HeapPtrStringer: a container/heap of pointers with String, popped
// into an assertion and into a function taking any, with heap.Fix; a
// sync.Pool's New making such pointers.
func d13HeapPtrStringer() skills.Result {
	q := d13Tasks{}
	byName := map[string]*d13Task{}
	for i, n := range []string{"write", "test", "deploy", "review", "plan"} {
		t := &d13Task{name: n, prio: (i * 7) % 5}
		byName[n] = t
		heap.Push(&q, t)
	}
	byName["plan"].prio = 10
	heap.Fix(&q, byName["plan"].index)
	var order, names []string
	for q.Len() > 2 {
		order = append(order, heap.Pop(&q).(*d13Task).String())
	}
	for q.Len() > 0 {
		names = append(names, d13TaskName(heap.Pop(&q)))
	}
	made := 0
	pool := &sync.Pool{New: func() any { made++; return &d13Task{name: "new"} }}
	for i := 0; i < 3; i++ {
		x := pool.Get()
		names = append(names, d13TaskName(x))
	}
	return skills.Result{"order": order, "names": names, "plan": fmt.Sprint(byName["plan"]), "made": made}
}

// d13Reader and d13Closer are the skill's interfaces; d13Res has both.
type d13Reader interface{ Read() (string, error) }

type d13Closer interface{ Close() error }

type d13Res struct {
	items  []string
	closed bool
}

func (r *d13Res) Read() (string, error) {
	if r.closed {
		return "", errors.New("read after close")
	}
	if len(r.items) == 0 {
		return "", errD13EOF
	}
	x := r.items[0]
	r.items = r.items[1:]
	return x, nil
}

func (r *d13Res) Close() error {
	if r.closed {
		return errors.New("already closed")
	}
	r.closed = true
	return nil
}

var errD13EOF = errors.New("EOF")

func d13Drain(r d13Reader) (out []string, err error) {
	defer func() {
		if c, ok := r.(d13Closer); ok {
			err = errors.Join(err, c.Close())
		}
	}()
	for {
		s, err := r.Read()
		if errors.Is(err, errD13EOF) {
			return out, nil
		}
		if err != nil {
			return out, err
		}
		out = append(out, s)
	}
}

// d13IfaceToIface: a value of the skill's interface asserted, comma-ok,
// to another of its interfaces the value has (a reader closed when
// drained).
func d13IfaceToIface() skills.Result {
	out1, err1 := d13Drain(&d13Res{items: []string{"x", "y"}})
	closed := &d13Res{items: []string{"q"}, closed: true}
	out2, err2 := d13Drain(closed)
	var r d13Reader = closed
	_, isCloser := r.(d13Closer)
	return skills.Result{"d1": fmt.Sprint(out1, err1), "d2": fmt.Sprint(out2, " ", err2), "isCloser": isCloser}
}

func d13Clamp[T int | float64 | string](x, lo, hi T) T { return min(max(x, lo), hi) }

func d13Reset[K comparable, V any](m map[K]V, xs []V) int {
	n := len(m)
	clear(m)
	clear(xs)
	return n
}

// d13GenericBuiltins: min, max and clear of a type parameter's values.
func d13GenericBuiltins() skills.Result {
	m := map[string]int{"a": 1, "b": 2}
	xs := []int{4, 5}
	n := d13Reset(m, xs)
	return skills.Result{"clamp": []any{d13Clamp(5, 1, 3), d13Clamp("m", "a", "k"), d13Clamp(-1.5, 0, 2)}, "reset": []int{n, len(m), xs[0] + xs[1]}}
}

func d13Count[K comparable, V any](m map[K]V) int { return len(m) }

func d13Zip[A, B any](as []A, bs []B) int { return min(len(as), len(bs)) }

type d13Row2 struct{ N, M int }

// d13GenericInLiteral: calls of generic functions of two type parameters
// (inferred) as unkeyed elements of slice and struct literals.
func d13GenericInLiteral() skills.Result {
	m := map[string]int{"a": 1, "b": 2}
	row := d13Row2{d13Count(m), d13Zip([]int{1, 2, 3}, []string{"x"})}
	return skills.Result{"list": []any{d13Count(m), d13Zip([]bool{true}, []float64{1, 2})}, "row": fmt.Sprint(row)}
}
