// Generics the other skills lack: a generic ordered map (a treap) with
// methods returning other instantiations, constraints with type sets
// (~int | ~float64) over the skill's own named types, a constraint with a
// method, generic pairs as map keys, range over an int, clear, min and max.
package genalgo

import (
	"cmp"
	"errors"
	"fmt"
	"math/rand"
	"sort"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	N    int   `json:"n,omitempty"`
	Seed int64 `json:"seed,omitempty"`
	Keep int   `json:"keep,omitempty"`
}

type Number interface {
	~int | ~int64 | ~float64
}

type Meters float64
type Count int

func Sum[T Number](xs []T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

func Map[T, U any](xs []T, f func(T) U) []U {
	out := make([]U, 0, len(xs))
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

type Labeled interface {
	comparable
	Label() string
}

type Cell struct{ X, Y int }

func (c Cell) Label() string { return fmt.Sprintf("(%d,%d)", c.X, c.Y) }

func Labels[T Labeled](xs []T) string {
	seen := map[T]bool{}
	var parts []string
	for _, x := range xs {
		if seen[x] {
			continue
		}
		seen[x] = true
		parts = append(parts, x.Label())
	}
	return strings.Join(parts, " ")
}

type Pair[K comparable, V any] struct {
	Key K
	Val V
}

type node[K cmp.Ordered] struct {
	key         K
	prio        int
	left, right *node[K]
	size        int
}

type Treap[K cmp.Ordered, V any] struct {
	root *node[K]
	vals map[K]V
	rng  *rand.Rand
}

func NewTreap[K cmp.Ordered, V any](seed int64) *Treap[K, V] {
	return &Treap[K, V]{vals: map[K]V{}, rng: rand.New(rand.NewSource(seed))}
}

func size[K cmp.Ordered](n *node[K]) int {
	if n == nil {
		return 0
	}
	return n.size
}

func fix[K cmp.Ordered](n *node[K]) *node[K] {
	n.size = 1 + size(n.left) + size(n.right)
	return n
}

func split[K cmp.Ordered](n *node[K], k K) (*node[K], *node[K]) {
	if n == nil {
		return nil, nil
	}
	if n.key < k {
		l, r := split(n.right, k)
		n.right = l
		return fix(n), r
	}
	l, r := split(n.left, k)
	n.left = r
	return l, fix(n)
}

func merge[K cmp.Ordered](a, b *node[K]) *node[K] {
	if a == nil {
		return b
	}
	if b == nil {
		return a
	}
	if a.prio > b.prio {
		a.right = merge(a.right, b)
		return fix(a)
	}
	b.left = merge(a, b.left)
	return fix(b)
}

func (t *Treap[K, V]) Get(k K) (V, bool) {
	n := t.root
	for n != nil {
		switch c := cmp.Compare(k, n.key); {
		case c < 0:
			n = n.left
		case c > 0:
			n = n.right
		default:
			return t.vals[k], true
		}
	}
	var zero V
	return zero, false
}

func (t *Treap[K, V]) Put(k K, v V) {
	if _, ok := t.vals[k]; ok {
		t.vals[k] = v
		return
	}
	t.vals[k] = v
	l, r := split(t.root, k)
	t.root = merge(merge(l, &node[K]{key: k, prio: t.rng.Int(), size: 1}), r)
}

func (t *Treap[K, V]) Delete(k K) {
	if _, ok := t.vals[k]; !ok {
		return
	}
	delete(t.vals, k)
	l, r := split(t.root, k)
	// r holds keys >= k: drop its least if it is k.
	var drop func(n *node[K]) *node[K]
	drop = func(n *node[K]) *node[K] {
		if n == nil {
			return nil
		}
		if n.left == nil {
			if n.key == k {
				return n.right
			}
			return n
		}
		n.left = drop(n.left)
		return fix(n)
	}
	t.root = merge(l, drop(r))
}

func (t *Treap[K, V]) Len() int { return size(t.root) }

// Keys walks in order.
func (t *Treap[K, V]) Keys() []K {
	var out []K
	var walk func(n *node[K])
	walk = func(n *node[K]) {
		if n == nil {
			return
		}
		walk(n.left)
		out = append(out, n.key)
		walk(n.right)
	}
	walk(t.root)
	return out
}

// Values in key order.
func (t *Treap[K, V]) Values() []V {
	ks := t.Keys()
	out := make([]V, len(ks))
	for i, k := range ks {
		out[i] = t.vals[k]
	}
	return out
}

// Rank returns the k-th smallest key (0-based).
func (t *Treap[K, V]) Rank(i int) (K, error) {
	n := t.root
	for n != nil {
		ls := size(n.left)
		switch {
		case i < ls:
			n = n.left
		case i == ls:
			return n.key, nil
		default:
			i -= ls + 1
			n = n.right
		}
	}
	var zero K
	return zero, fmt.Errorf("rank %d: out of range", i)
}

func Invert[K comparable, V comparable](ks []K, vs []V) map[V][]K {
	out := map[V][]K{}
	for i, k := range ks {
		out[vs[i]] = append(out[vs[i]], k)
	}
	return out
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	n := args.N
	if n == 0 {
		n = 20000
	}
	if n < 0 || n > 1_000_000 {
		return nil, errors.New("n must be between 1 and 1000000")
	}
	keep := args.Keep
	if keep <= 0 {
		keep = 5
	}
	r := rand.New(rand.NewSource(args.Seed))
	t := NewTreap[string, Count](args.Seed + 1)
	dist := NewTreap[int, Meters](args.Seed + 2)
	for i := range n {
		k := fmt.Sprintf("k%04d", r.Intn(n/2+1))
		c, _ := t.Get(k)
		t.Put(k, c+1)
		dist.Put(r.Intn(1000)-500, Meters(float64(i)/4))
		if i%7 == 3 {
			t.Delete(fmt.Sprintf("k%04d", r.Intn(n/2+1)))
		}
	}
	counts := t.Values()
	ds := Map(dist.Values(), func(m Meters) Meters { return m * 2 })
	inv := Invert(t.Keys(), counts)
	byCount := make([]Count, 0, len(inv))
	for c := range inv {
		byCount = append(byCount, c)
	}
	sort.Slice(byCount, func(i, j int) bool { return byCount[i] > byCount[j] })
	top := []string{}
	for _, c := range byCount[:min(keep, len(byCount))] {
		ks := inv[c]
		top = append(top, fmt.Sprintf("%d:%d", c, len(ks)))
	}
	mid, err := t.Rank(t.Len() / 2)
	if err != nil {
		return nil, err
	}
	_, rankErr := dist.Rank(dist.Len() + 3)
	cells := []Cell{{1, 2}, {3, 4}, {1, 2}, {0, 0}, {3, 4}}
	pairSet := map[Pair[Cell, string]]int{}
	for i, c := range cells {
		pairSet[Pair[Cell, string]{c, c.Label()}] += i
	}
	clear(inv)
	lo, hi := ds[0], ds[0]
	for _, d := range ds {
		lo, hi = min(lo, d), max(hi, d)
	}
	return skills.Result{
		"keys": t.Len(), "total": int(Sum(counts)), "dist_keys": dist.Len(),
		"dist_sum": float64(Sum(ds)), "lo": float64(lo), "hi": float64(hi),
		"top": top, "median_key": mid, "rank_error": rankErr.Error(),
		"labels": Labels(cells), "pairs": len(pairSet), "inv_after_clear": len(inv),
		"int_sum": Sum([]int{1, 2, 3}), "f_sum": Sum([]float64{0.5, 0.25}),
	}, nil
}
