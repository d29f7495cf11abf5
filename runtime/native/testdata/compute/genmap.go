// An ordered map generic in key and value (a sorted key slice beside a
// map), with views returning other instances (its keys as a set, its
// entries grouped), method values, and a generic fold over it.
package genmap

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	N    int    `json:"n,omitempty"`
	Text string `json:"text,omitempty"`
}

type Set[T comparable] struct{ m map[T]struct{} }

func NewSet[T comparable](xs ...T) Set[T] {
	s := Set[T]{m: map[T]struct{}{}}
	for _, x := range xs {
		s.m[x] = struct{}{}
	}
	return s
}

func (s Set[T]) Has(x T) bool { _, ok := s.m[x]; return ok }
func (s Set[T]) Size() int    { return len(s.m) }

type Pair[K cmp.Ordered, V any] struct {
	Key K
	Val V
}

type OrderedMap[K cmp.Ordered, V any] struct {
	keys []K
	vals map[K]V
}

func NewOrderedMap[K cmp.Ordered, V any]() *OrderedMap[K, V] {
	return &OrderedMap[K, V]{vals: map[K]V{}}
}

func (m *OrderedMap[K, V]) Set(k K, v V) {
	if _, ok := m.vals[k]; !ok {
		i, _ := slices.BinarySearch(m.keys, k)
		m.keys = slices.Insert(m.keys, i, k)
	}
	m.vals[k] = v
}

func (m *OrderedMap[K, V]) Get(k K) (V, bool) {
	v, ok := m.vals[k]
	return v, ok
}

func (m *OrderedMap[K, V]) Delete(k K) bool {
	i, ok := slices.BinarySearch(m.keys, k)
	if !ok {
		return false
	}
	m.keys = slices.Delete(m.keys, i, i+1)
	delete(m.vals, k)
	return true
}

func (m *OrderedMap[K, V]) KeySet() Set[K] { return NewSet(m.keys...) }

func (m *OrderedMap[K, V]) Range(lo, hi K) []Pair[K, V] {
	var out []Pair[K, V]
	i, _ := slices.BinarySearch(m.keys, lo)
	for ; i < len(m.keys) && m.keys[i] < hi; i++ {
		out = append(out, Pair[K, V]{m.keys[i], m.vals[m.keys[i]]})
	}
	return out
}

func (m *OrderedMap[K, V]) Each(f func(K, V) bool) {
	for _, k := range m.keys {
		if !f(k, m.vals[k]) {
			return
		}
	}
}

func (m *OrderedMap[K, V]) Len() int { return len(m.keys) }

func Fold[K cmp.Ordered, V, A any](m *OrderedMap[K, V], acc A, f func(A, K, V) A) A {
	m.Each(func(k K, v V) bool {
		acc = f(acc, k, v)
		return true
	})
	return acc
}

func GroupBy[K cmp.Ordered, V any, G cmp.Ordered](m *OrderedMap[K, V], key func(V) G) *OrderedMap[G, []K] {
	out := NewOrderedMap[G, []K]()
	m.Each(func(k K, v V) bool {
		g := key(v)
		ks, _ := out.Get(g)
		out.Set(g, append(ks, k))
		return true
	})
	return out
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	n := args.N
	if n == 0 {
		n = 500
	}
	if n < 1 || n > 100000 {
		return nil, fmt.Errorf("n must be 1..100000, got %d", n)
	}
	text := args.Text
	if text == "" {
		text = "the quick brown fox jumps over the lazy dog and the dog sleeps"
	}
	words := NewOrderedMap[string, int]()
	for _, w := range strings.Fields(text) {
		c, _ := words.Get(w)
		words.Set(w, c+1)
	}
	squares := NewOrderedMap[int, string]()
	for i := n; i >= 1; i -= 3 {
		squares.Set(i*i%1000, fmt.Sprint(i))
	}
	for i := 0; i < n; i += 7 {
		squares.Delete(i * i % 1000)
	}
	total := Fold(words, 0, func(a int, _ string, c int) int { return a + c })
	longest := Fold(words, "", func(a string, k string, _ int) string {
		if len(k) > len(a) {
			return k
		}
		return a
	})
	byCount := GroupBy(words, func(c int) int { return c })
	var groups []string
	byCount.Each(func(c int, ks []string) bool {
		groups = append(groups, fmt.Sprintf("%d:%s", c, strings.Join(ks, ",")))
		return true
	})
	set := squares.KeySet()
	get := squares.Get
	v, ok := get(16)
	return skills.Result{
		"total": total, "longest": longest, "groups": groups, "distinct": words.Len(),
		"squares": squares.Len(), "range": fmt.Sprint(squares.Range(100, 200)), "has_16": set.Has(16),
		"set_size": set.Size(), "get_16": v, "ok_16": ok,
	}, nil
}
