// Range queries over a segment tree generic in its monoid, a heap of
// generic items behind container/heap, shapes summed through a
// constraint's method, and an embedded instance's promoted methods.
package segtree

import (
	"container/heap"
	"fmt"
	"sort"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	N    int `json:"n,omitempty"`
	Seed int `json:"seed,omitempty"`
}

type Monoid[T any] interface {
	Empty() T
	Combine(a, b T) T
}

type sumM struct{}

func (sumM) Empty() int           { return 0 }
func (sumM) Combine(a, b int) int { return a + b }

type maxM struct{}

func (maxM) Empty() float64 { return -1e300 }
func (maxM) Combine(a, b float64) float64 {
	if a > b {
		return a
	}
	return b
}

type span struct{ lo, hi int }

type spanM struct{}

func (spanM) Empty() span { return span{1 << 30, -1 << 30} }
func (spanM) Combine(a, b span) span {
	return span{min(a.lo, b.lo), max(a.hi, b.hi)}
}

type SegTree[T any, M Monoid[T]] struct {
	m    M
	n    int
	tree []T
}

func NewSegTree[T any, M Monoid[T]](m M, xs []T) *SegTree[T, M] {
	n := 1
	for n < len(xs) {
		n *= 2
	}
	t := &SegTree[T, M]{m: m, n: n, tree: make([]T, 2*n)}
	for i := range t.tree {
		t.tree[i] = m.Empty()
	}
	for i, x := range xs {
		t.tree[n+i] = x
	}
	for i := n - 1; i >= 1; i-- {
		t.tree[i] = m.Combine(t.tree[2*i], t.tree[2*i+1])
	}
	return t
}

func (t *SegTree[T, M]) Set(i int, v T) {
	i += t.n
	t.tree[i] = v
	for i /= 2; i >= 1; i /= 2 {
		t.tree[i] = t.m.Combine(t.tree[2*i], t.tree[2*i+1])
	}
}

// Query folds [lo, hi).
func (t *SegTree[T, M]) Query(lo, hi int) T {
	l, r := t.m.Empty(), t.m.Empty()
	for lo, hi = lo+t.n, hi+t.n; lo < hi; lo, hi = lo/2, hi/2 {
		if lo&1 == 1 {
			l = t.m.Combine(l, t.tree[lo])
			lo++
		}
		if hi&1 == 1 {
			hi--
			r = t.m.Combine(t.tree[hi], r)
		}
	}
	return t.m.Combine(l, r)
}

type item[T any] struct {
	val  T
	prio int
	idx  int
}

type pq[T any] []*item[T]

func (q pq[T]) Len() int { return len(q) }
func (q pq[T]) Less(i, j int) bool {
	if q[i].prio != q[j].prio {
		return q[i].prio > q[j].prio
	}
	return q[i].idx < q[j].idx
}
func (q pq[T]) Swap(i, j int) { q[i], q[j] = q[j], q[i] }
func (q *pq[T]) Push(x any)   { *q = append(*q, x.(*item[T])) }
func (q *pq[T]) Pop() any {
	old := *q
	n := len(old)
	it := old[n-1]
	*q = old[:n-1]
	return it
}

type Shape interface {
	Area() float64
	Name() string
}

type sq struct{ s float64 }

func (s sq) Area() float64 { return s.s * s.s }
func (s sq) Name() string  { return "sq" }

type tri struct{ b, h float64 }

func (t tri) Area() float64 { return t.b * t.h / 2 }
func (t tri) Name() string  { return "tri" }

func Total[S Shape](xs []S) (float64, string) {
	var sum float64
	var names []string
	for _, x := range xs {
		sum += x.Area()
		names = append(names, x.Name())
	}
	return sum, strings.Join(names, ",")
}

type counter[K comparable] struct{ m map[K]int }

func (c *counter[K]) add(k K) {
	if c.m == nil {
		c.m = map[K]int{}
	}
	c.m[k]++
}
func (c counter[K]) get(k K) int { return c.m[k] }
func (c counter[K]) String() string {
	return fmt.Sprintf("counter(%d keys)", len(c.m))
}

type tally struct {
	counter[string]
	label string
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	n := args.N
	if n == 0 {
		n = 1000
	}
	if n < 1 || n > 200000 {
		return nil, fmt.Errorf("n must be 1..200000, got %d", n)
	}
	seed := uint32(args.Seed*2654435761 + 12345)
	next := func() int {
		seed ^= seed << 13
		seed ^= seed >> 17
		seed ^= seed << 5
		return int(seed % 1000)
	}
	ints := make([]int, n)
	fl := make([]float64, n)
	sp := make([]span, n)
	for i := range ints {
		ints[i] = next()
		fl[i] = float64(next()) / 7
		sp[i] = span{i, i}
	}
	st := NewSegTree[int](sumM{}, ints)
	mt := NewSegTree(maxM{}, fl)
	pt := NewSegTree(spanM{}, sp)
	var sums []int
	var maxes []string
	for k := 0; k < 20; k++ {
		lo, hi := next()%n, next()%n
		if lo > hi {
			lo, hi = hi, lo
		}
		st.Set(next()%n, next())
		sums = append(sums, st.Query(lo, hi+1))
		maxes = append(maxes, fmt.Sprintf("%.3f", mt.Query(lo, hi+1)))
	}
	whole := pt.Query(0, n)
	q := &pq[string]{}
	heap.Init(q)
	for i := 0; i < 50; i++ {
		heap.Push(q, &item[string]{val: fmt.Sprintf("job%d", i), prio: next() % 10, idx: i})
	}
	var order []string
	for q.Len() > 0 && len(order) < 8 {
		it := heap.Pop(q).(*item[string])
		order = append(order, fmt.Sprintf("%s:%d", it.val, it.prio))
	}
	area, names := Total([]Shape{sq{2}, tri{3, 4}, sq{1.5}})
	sqArea, _ := Total([]sq{{1}, {2}})
	var t tally
	t.label = "words"
	for _, w := range strings.Fields("a b a c b a") {
		t.add(w)
	}
	keys := make([]string, 0, len(t.m))
	for k := range t.m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return skills.Result{
		"sums": sums, "maxes": maxes, "whole": []int{whole.lo, whole.hi},
		"order": order, "area": area, "names": names, "sq_area": sqArea,
		"tally": fmt.Sprint(t.get("a"), t.get("b"), keys, t.counter, t.label),
	}, nil
}
