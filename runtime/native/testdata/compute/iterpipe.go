// Lazy pipelines over iter.Seq and iter.Seq2: generic Filter, Map, Take,
// Zip, Chunk and Window over the skill's own sequences, ranges over
// functions broken early (with the producer's deferred cleanup counted),
// slices.Collect, slices.Sorted(maps.Keys(...)), maps.All and a
// generator of primes.
package iterpipe

import (
	"errors"
	"fmt"
	"iter"
	"maps"
	"slices"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	N     int    `json:"n,omitempty"`
	Take  int    `json:"take,omitempty"`
	Words string `json:"words,omitempty"`
}

func Count(from int) iter.Seq[int] {
	return func(yield func(int) bool) {
		for i := from; ; i++ {
			if !yield(i) {
				return
			}
		}
	}
}

func Filter[T any](s iter.Seq[T], keep func(T) bool) iter.Seq[T] {
	return func(yield func(T) bool) {
		for v := range s {
			if keep(v) && !yield(v) {
				return
			}
		}
	}
}

func Map[T, U any](s iter.Seq[T], f func(T) U) iter.Seq[U] {
	return func(yield func(U) bool) {
		for v := range s {
			if !yield(f(v)) {
				return
			}
		}
	}
}

func Take[T any](s iter.Seq[T], n int) iter.Seq[T] {
	return func(yield func(T) bool) {
		if n <= 0 {
			return
		}
		i := 0
		for v := range s {
			if !yield(v) {
				return
			}
			i++
			if i == n {
				return
			}
		}
	}
}

func Enumerate[T any](s iter.Seq[T]) iter.Seq2[int, T] {
	return func(yield func(int, T) bool) {
		i := 0
		for v := range s {
			if !yield(i, v) {
				return
			}
			i++
		}
	}
}

func Chunk[T any](s iter.Seq[T], size int) iter.Seq[[]T] {
	return func(yield func([]T) bool) {
		var buf []T
		for v := range s {
			buf = append(buf, v)
			if len(buf) == size {
				if !yield(buf) {
					return
				}
				buf = nil
			}
		}
		if len(buf) > 0 {
			yield(buf)
		}
	}
}

func Primes() iter.Seq[int] {
	return func(yield func(int) bool) {
		var found []int
		for n := range Count(2) {
			prime := true
			for _, p := range found {
				if p*p > n {
					break
				}
				if n%p == 0 {
					prime = false
					break
				}
			}
			if prime {
				found = append(found, n)
				if !yield(n) {
					return
				}
			}
		}
	}
}

// tracked counts how often its producer's deferred cleanup ran.
func tracked(xs []string, closed *int) iter.Seq2[string, int] {
	return func(yield func(string, int) bool) {
		defer func() { *closed++ }()
		for i, x := range xs {
			if !yield(x, len(x)+i) {
				return
			}
		}
	}
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	n := args.N
	if n == 0 {
		n = 2000
	}
	take := args.Take
	if take == 0 {
		take = 10
	}
	if n < 0 || n > 1000000 || take < 0 {
		return nil, errors.New("n must be 0..1000000 and take not negative")
	}
	squares := slices.Collect(Take(Map(Filter(Count(1), func(i int) bool { return i%3 != 0 }), func(i int) int { return i * i }), take))
	sum := 0
	for i, p := range Enumerate(Take(Primes(), n)) {
		if i%2 == 0 {
			sum += p
		}
	}
	lastPrime := 0
	for p := range Primes() {
		if p > n {
			break
		}
		lastPrime = p
	}
	var chunks []string
	for c := range Chunk(Take(Count(0), 11), 4) {
		chunks = append(chunks, fmt.Sprint(c))
	}
	words := args.Words
	if words == "" {
		words = "the quick brown fox jumps over the lazy dog the end"
	}
	freq := map[string]int{}
	for _, w := range strings.Fields(words) {
		freq[w]++
	}
	keys := slices.Sorted(maps.Keys(freq))
	total := 0
	for _, v := range maps.All(freq) {
		total += v
	}
	closed := 0
	seen := ""
	for w, k := range tracked(keys, &closed) {
		if k > 8 {
			break
		}
		seen += w + ";"
	}
	for range tracked(keys, &closed) {
	}
	labels := slices.Collect(Map(slices.Values(keys), strings.ToUpper))
	return skills.Result{"squares": squares, "odd_prime_sum": sum, "last_prime": lastPrime, "chunks": chunks,
		"keys": keys, "total": total, "seen": seen, "closed": closed, "labels": labels}, nil
}
