// A generic LRU cache with a size budget, a bidirectional map, a generic
// multiset with a top-k, and a sliding-window rate counter, each made by
// a constructor and driven by a seeded access trace.
package gencache

import (
	"cmp"
	"container/list"
	"fmt"
	"slices"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	Ops    int `json:"ops,omitempty"`
	Budget int `json:"budget,omitempty"`
	Seed   int `json:"seed,omitempty"`
}

type Sizer interface{ Size() int }

type blob string

func (b blob) Size() int { return len(b) + 1 }

type entry[K comparable, V Sizer] struct {
	key K
	val V
}

type LRU[K comparable, V Sizer] struct {
	budget, used int
	order        *list.List
	index        map[K]*list.Element
	hits, misses int
	evicted      []K
}

func NewLRU[K comparable, V Sizer](budget int) *LRU[K, V] {
	return &LRU[K, V]{budget: budget, order: list.New(), index: map[K]*list.Element{}}
}

func (c *LRU[K, V]) Get(k K) (V, bool) {
	if e, ok := c.index[k]; ok {
		c.order.MoveToFront(e)
		c.hits++
		return e.Value.(entry[K, V]).val, true
	}
	c.misses++
	var zero V
	return zero, false
}

func (c *LRU[K, V]) Put(k K, v V) {
	if e, ok := c.index[k]; ok {
		c.used -= e.Value.(entry[K, V]).val.Size()
		c.order.Remove(e)
		delete(c.index, k)
	}
	for c.order.Len() > 0 && c.used+v.Size() > c.budget {
		back := c.order.Back()
		old := back.Value.(entry[K, V])
		c.used -= old.val.Size()
		c.order.Remove(back)
		delete(c.index, old.key)
		c.evicted = append(c.evicted, old.key)
	}
	if v.Size() > c.budget {
		return
	}
	c.index[k] = c.order.PushFront(entry[K, V]{k, v})
	c.used += v.Size()
}

func (c *LRU[K, V]) Keys() []K {
	var ks []K
	for e := c.order.Front(); e != nil; e = e.Next() {
		ks = append(ks, e.Value.(entry[K, V]).key)
	}
	return ks
}

func (c *LRU[K, V]) HitRate() float64 {
	if c.hits+c.misses == 0 {
		return 0
	}
	return float64(c.hits) / float64(c.hits+c.misses)
}

type BiMap[A, B comparable] struct {
	fwd map[A]B
	rev map[B]A
}

func NewBiMap[A, B comparable]() BiMap[A, B] {
	return BiMap[A, B]{fwd: map[A]B{}, rev: map[B]A{}}
}

func (m BiMap[A, B]) Put(a A, b B) bool {
	if _, ok := m.rev[b]; ok {
		return false
	}
	if old, ok := m.fwd[a]; ok {
		delete(m.rev, old)
	}
	m.fwd[a], m.rev[b] = b, a
	return true
}

func (m BiMap[A, B]) Both(a A) (B, A, bool) {
	b, ok := m.fwd[a]
	if !ok {
		var zb B
		var za A
		return zb, za, false
	}
	return b, m.rev[b], true
}

type Bag[T cmp.Ordered] struct{ n map[T]int }

func NewBag[T cmp.Ordered](xs ...T) *Bag[T] {
	b := &Bag[T]{n: map[T]int{}}
	for _, x := range xs {
		b.n[x]++
	}
	return b
}

func (b *Bag[T]) TopK(k int) []T {
	keys := make([]T, 0, len(b.n))
	for x := range b.n {
		keys = append(keys, x)
	}
	slices.SortFunc(keys, func(x, y T) int {
		if c := cmp.Compare(b.n[y], b.n[x]); c != 0 {
			return c
		}
		return cmp.Compare(x, y)
	})
	return keys[:min(k, len(keys))]
}

type window struct {
	span  int
	times []int
}

func (w *window) hit(t int) int {
	w.times = append(w.times, t)
	i := 0
	for i < len(w.times) && w.times[i] <= t-w.span {
		i++
	}
	w.times = w.times[i:]
	return len(w.times)
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	ops, budget := args.Ops, args.Budget
	if ops == 0 {
		ops = 5000
	}
	if budget == 0 {
		budget = 200
	}
	if ops < 1 || ops > 1000000 || budget < 1 || budget > 1<<20 {
		return nil, fmt.Errorf("ops must be 1..1000000 and budget 1..1048576, got %d and %d", ops, budget)
	}
	state := uint64(args.Seed)*6364136223846793005 + 1442695040888963407
	rnd := func(n int) int {
		state = state*6364136223846793005 + 1442695040888963407
		return int(state>>33) % n
	}
	c := NewLRU[int, blob](budget)
	bm := NewBiMap[string, int]()
	var words []string
	w := &window{span: 50}
	peak := 0
	for i := 0; i < ops; i++ {
		k := rnd(64)
		if rnd(100) < 20 {
			k = rnd(8) // hot keys
		}
		if _, ok := c.Get(k); !ok {
			c.Put(k, blob(strings.Repeat("x", 1+rnd(30))))
		}
		name := fmt.Sprintf("k%02d", k)
		bm.Put(name, k)
		words = append(words, name)
		if n := w.hit(i - rnd(3)); n > peak {
			peak = n
		}
	}
	b, a, ok := bm.Both("k07")
	top := NewBag(words...).TopK(5)
	ev := c.evicted
	if len(ev) > 10 {
		ev = ev[len(ev)-10:]
	}
	return skills.Result{
		"hit_rate": fmt.Sprintf("%.4f", c.HitRate()), "used": c.used, "keys": len(c.Keys()),
		"front": c.Keys()[:min(5, len(c.Keys()))], "evicted_tail": ev, "evictions": len(c.evicted),
		"bimap": fmt.Sprint(b, a, ok), "top": top, "peak": peak,
	}, nil
}
