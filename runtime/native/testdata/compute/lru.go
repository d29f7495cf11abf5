// A generic LRU cache over container/list, its entries a generic struct
// of two type parameters kept beside the list by element (the
// interpreter cannot assert the list's any to a pointer to them); a
// generic memoiser of a recursive function through it.
package lru

import (
	"container/list"
	"errors"
	"fmt"
	"math/rand"
	"strconv"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	Capacity int   `json:"capacity,omitempty"`
	Requests int   `json:"requests,omitempty"`
	Keys     int   `json:"keys,omitempty"`
	Seed     int64 `json:"seed,omitempty"`
}

type entry[K comparable, V any] struct {
	key K
	val V
}

type Cache[K comparable, V any] struct {
	cap          int
	ll           *list.List
	items        map[K]*list.Element
	ents         map[*list.Element]*entry[K, V]
	hits, misses int
	evicted      []K
}

func New[K comparable, V any](capacity int) (*Cache[K, V], error) {
	if capacity <= 0 {
		return nil, fmt.Errorf("capacity %d: must be positive", capacity)
	}
	return &Cache[K, V]{cap: capacity, ll: list.New(), items: map[K]*list.Element{}, ents: map[*list.Element]*entry[K, V]{}}, nil
}

func (c *Cache[K, V]) Get(k K) (V, bool) {
	if e, ok := c.items[k]; ok {
		c.ll.MoveToFront(e)
		c.hits++
		return c.ents[e].val, true
	}
	c.misses++
	var zero V
	return zero, false
}

func (c *Cache[K, V]) Put(k K, v V) {
	if e, ok := c.items[k]; ok {
		c.ents[e].val = v
		c.ll.MoveToFront(e)
		return
	}
	e := c.ll.PushFront(k)
	c.items[k] = e
	c.ents[e] = &entry[K, V]{k, v}
	if c.ll.Len() > c.cap {
		last := c.ll.Back()
		ent := c.ents[last]
		c.ll.Remove(last)
		delete(c.ents, last)
		delete(c.items, ent.key)
		if len(c.evicted) < 5 {
			c.evicted = append(c.evicted, ent.key)
		}
	}
}

func (c *Cache[K, V]) Keys() []K {
	var out []K
	for e := c.ll.Front(); e != nil; e = e.Next() {
		out = append(out, e.Value.(K))
	}
	return out
}

// memo computes f through the cache.
func memo[K comparable, V any](c *Cache[K, V], k K, f func(K) V) V {
	if v, ok := c.Get(k); ok {
		return v
	}
	v := f(k)
	c.Put(k, v)
	return v
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	capacity := args.Capacity
	if capacity == 0 {
		capacity = 100
	}
	reqs, keys := args.Requests, args.Keys
	if reqs == 0 {
		reqs = 50000
	}
	if keys == 0 {
		keys = 500
	}
	if reqs < 0 || reqs > 5000000 || keys < 1 {
		return nil, errors.New("requests must be 0..5000000 and keys positive")
	}
	c, err := New[string, int](capacity)
	if err != nil {
		return nil, err
	}
	r := rand.New(rand.NewSource(args.Seed))
	for i := range reqs {
		// Skewed: low keys far more often.
		k := "k" + strconv.Itoa(int(float64(keys)*r.Float64()*r.Float64()))
		if _, ok := c.Get(k); !ok {
			c.Put(k, i)
		}
	}
	fibs, err := New[int, uint64](64)
	if err != nil {
		return nil, err
	}
	var fib func(n int) uint64
	fib = func(n int) uint64 {
		if n < 2 {
			return uint64(n)
		}
		return memo(fibs, n-1, fib) + memo(fibs, n-2, fib)
	}
	_, capErr := New[float64, string](0)
	ks := c.Keys()
	return skills.Result{"hits": c.hits, "misses": c.misses, "size": c.ll.Len(), "front": ks[:min(3, len(ks))],
		"evicted": c.evicted, "fib90": strconv.FormatUint(fib(90), 10), "fib_hits": fibs.hits, "cap_error": capErr.Error()}, nil
}
