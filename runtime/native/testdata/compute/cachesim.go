// Simulate caches over a skewed request trace: a generic LRU cache (a map
// to nodes of a generic doubly linked list) and an LFU cache kept in a
// generic binary heap with an index map, at several capacities. The trace
// comes from a xorshift generator whose uint64 arithmetic wraps.
package cachesim

import (
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	Requests   int    `json:"requests,omitempty"`
	Keys       int    `json:"keys,omitempty"`
	Capacities []int  `json:"capacities,omitempty"`
	Seed       uint64 `json:"seed,omitempty"`
}

// slot is one entry of the LRU's list, linked by index into its slots.
type slot[K comparable, V any] struct {
	key        K
	val        V
	prev, next int
}

// LRU is a least-recently-used cache; slot 0 is the list's sentinel
// (its next is the most recent entry).
type LRU[K comparable, V any] struct {
	cap   int
	items map[K]int
	slots []slot[K, V]
	hits  int
	evict int
}

func NewLRU[K comparable, V any](capacity int) *LRU[K, V] {
	return &LRU[K, V]{cap: capacity, items: make(map[K]int, capacity), slots: make([]slot[K, V], 1, capacity+1)}
}

func (c *LRU[K, V]) unlink(i int) {
	s := &c.slots[i]
	c.slots[s.prev].next = s.next
	c.slots[s.next].prev = s.prev
}

func (c *LRU[K, V]) front(i int) {
	c.slots[i].prev, c.slots[i].next = 0, c.slots[0].next
	c.slots[c.slots[0].next].prev = i
	c.slots[0].next = i
}

func (c *LRU[K, V]) Get(k K, load func(K) V) V {
	if i, ok := c.items[k]; ok {
		c.hits++
		c.unlink(i)
		c.front(i)
		return c.slots[i].val
	}
	var i int
	if len(c.items) >= c.cap {
		i = c.slots[0].prev
		c.unlink(i)
		delete(c.items, c.slots[i].key)
		c.evict++
	} else {
		c.slots = append(c.slots, slot[K, V]{})
		i = len(c.slots) - 1
	}
	c.slots[i].key, c.slots[i].val = k, load(k)
	c.items[k] = i
	c.front(i)
	return c.slots[i].val
}

type Heap[T any] struct {
	data  []T
	less  func(a, b T) bool
	moved func(t T, i int)
}

func (h *Heap[T]) swap(i, j int) {
	h.data[i], h.data[j] = h.data[j], h.data[i]
	h.moved(h.data[i], i)
	h.moved(h.data[j], j)
}

func (h *Heap[T]) up(i int) {
	for i > 0 {
		p := (i - 1) / 2
		if !h.less(h.data[i], h.data[p]) {
			return
		}
		h.swap(i, p)
		i = p
	}
}

func (h *Heap[T]) down(i int) {
	for {
		l, m := 2*i+1, i
		if l < len(h.data) && h.less(h.data[l], h.data[m]) {
			m = l
		}
		if r := l + 1; r < len(h.data) && h.less(h.data[r], h.data[m]) {
			m = r
		}
		if m == i {
			return
		}
		h.swap(i, m)
		i = m
	}
}

func (h *Heap[T]) Push(t T) {
	h.data = append(h.data, t)
	h.moved(t, len(h.data)-1)
	h.up(len(h.data) - 1)
}

func (h *Heap[T]) PopMin() T {
	top := h.data[0]
	last := len(h.data) - 1
	h.swap(0, last)
	h.data = h.data[:last]
	if last > 0 {
		h.down(0)
	}
	return top
}

type counted struct {
	key, uses, since int
}

// lfu counts hits of a least-frequently-used cache (ties: least recent).
func lfu(trace []int, capacity int) (hits int) {
	pos := map[int]int{}
	byKey := map[int]*counted{}
	h := &Heap[*counted]{
		less: func(a, b *counted) bool {
			if a.uses != b.uses {
				return a.uses < b.uses
			}
			return a.since < b.since
		},
		moved: func(c *counted, i int) { pos[c.key] = i },
	}
	for t, k := range trace {
		if c, ok := byKey[k]; ok {
			hits++
			c.uses++
			c.since = t
			h.down(pos[k])
			continue
		}
		if len(h.data) >= capacity {
			old := h.PopMin()
			delete(byKey, old.key)
			delete(pos, old.key)
		}
		c := &counted{key: k, uses: 1, since: t}
		byKey[k] = c
		h.Push(c)
	}
	return hits
}

type xorshift struct{ s uint64 }

func (x *xorshift) next() uint64 {
	x.s ^= x.s << 13
	x.s ^= x.s >> 7
	x.s ^= x.s << 17
	return x.s * 2685821657736338717
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	n, keys := args.Requests, args.Keys
	if n == 0 {
		n = 200000
	}
	if keys == 0 {
		keys = 5000
	}
	if n < 0 || n > 5_000_000 || keys < 1 || keys > 1_000_000 {
		return nil, fmt.Errorf("requests must be 0..5000000 and keys 1..1000000, got %d and %d", n, keys)
	}
	caps := args.Capacities
	if len(caps) == 0 {
		caps = []int{10, 100, 1000}
	}
	for _, c := range caps {
		if c < 1 {
			return nil, fmt.Errorf("capacity %d: a cache holds at least one key", c)
		}
	}
	x := &xorshift{s: args.Seed*0x9E3779B97F4A7C15 + 1}
	trace := make([]int, n)
	for i := range trace {
		// Skewed: the smaller of two uniform draws, squared again.
		a, b := x.next()%uint64(keys), x.next()%uint64(keys)
		k := min(a, b)
		trace[i] = int(k * k / uint64(keys))
	}
	type row struct {
		Capacity int     `json:"capacity"`
		LRU      float64 `json:"lru_hit_rate"`
		LFU      float64 `json:"lfu_hit_rate"`
		Evicted  int     `json:"lru_evicted"`
		Checksum string  `json:"checksum"`
	}
	var rows []row
	for _, c := range caps {
		cache := NewLRU[int, string](c)
		var sum uint32 = 2166136261
		for _, k := range trace {
			v := cache.Get(k, func(k int) string { return fmt.Sprintf("v%x", k*31) })
			for i := 0; i < len(v); i++ {
				sum ^= uint32(v[i])
				sum *= 16777619
			}
		}
		rate := func(h int) float64 {
			if n == 0 {
				return 0
			}
			return float64(h) / float64(n)
		}
		rows = append(rows, row{c, rate(cache.hits), rate(lfu(trace, c)), cache.evict, fmt.Sprintf("%08x", sum)})
	}
	return skills.Result{"requests": n, "keys": keys, "last": x.s, "caches": rows}, nil
}
