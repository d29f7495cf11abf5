// Generic collections as a library would write them: a set type with
// methods returning sets, a stack and a queue, a merge sort and a binary
// search over cmp.Ordered, a generic Result type, and a word graph's
// connected components found with them.
package gensets

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
	Words int   `json:"words,omitempty"`
	Seed  int64 `json:"seed,omitempty"`
}

type Set[T comparable] map[T]struct{}

func SetOf[T comparable](xs ...T) Set[T] {
	s := Set[T]{}
	for _, x := range xs {
		s[x] = struct{}{}
	}
	return s
}

func (s Set[T]) Add(x T)      { s[x] = struct{}{} }
func (s Set[T]) Has(x T) bool { _, ok := s[x]; return ok }
func (s Set[T]) Union(o Set[T]) Set[T] {
	out := make(Set[T], len(s)+len(o))
	for x := range s {
		out.Add(x)
	}
	for x := range o {
		out.Add(x)
	}
	return out
}
func (s Set[T]) Intersect(o Set[T]) Set[T] {
	out := Set[T]{}
	for x := range s {
		if o.Has(x) {
			out.Add(x)
		}
	}
	return out
}

func Sorted[T cmp.Ordered](s Set[T]) []T {
	out := make([]T, 0, len(s))
	for x := range s {
		out = append(out, x)
	}
	return MergeSort(out)
}

func MergeSort[T cmp.Ordered](xs []T) []T {
	if len(xs) <= 1 {
		return xs
	}
	mid := len(xs) / 2
	a, b := MergeSort(xs[:mid]), MergeSort(xs[mid:])
	out := make([]T, 0, len(xs))
	for len(a) > 0 && len(b) > 0 {
		if b[0] < a[0] {
			out, b = append(out, b[0]), b[1:]
		} else {
			out, a = append(out, a[0]), a[1:]
		}
	}
	return append(append(out, a...), b...)
}

func Search[T cmp.Ordered](xs []T, x T) (int, bool) {
	lo, hi := 0, len(xs)
	for lo < hi {
		m := (lo + hi) / 2
		if xs[m] < x {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo, lo < len(xs) && xs[lo] == x
}

type Stack[T any] struct{ items []T }

func (s *Stack[T]) Push(x T) { s.items = append(s.items, x) }
func (s *Stack[T]) Pop() (T, bool) {
	var zero T
	if len(s.items) == 0 {
		return zero, false
	}
	x := s.items[len(s.items)-1]
	s.items = s.items[:len(s.items)-1]
	return x, true
}
func (s *Stack[T]) Len() int { return len(s.items) }

type Result[T any] struct {
	Val T
	Err error
}

func Try[T any](f func() (T, error)) (r Result[T]) {
	defer func() {
		if p := recover(); p != nil {
			r.Err = fmt.Errorf("panic: %v", p)
		}
	}()
	v, err := f()
	return Result[T]{v, err}
}

func (r Result[T]) Or(def T) T {
	if r.Err != nil {
		return def
	}
	return r.Val
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	n := args.Words
	if n == 0 {
		n = 600
	}
	if n < 1 || n > 100000 {
		return nil, errors.New("words must be 1..100000")
	}
	r := rand.New(rand.NewSource(args.Seed))
	letters := "abcdef"
	words := make([]string, n)
	for i := range words {
		b := make([]byte, 3)
		for j := range b {
			b[j] = letters[r.Intn(len(letters))]
		}
		words[i] = string(b)
	}
	all := SetOf(words...)
	// Components: words one letter apart are linked.
	seen := Set[string]{}
	var sizes []int
	for _, w := range Sorted(all) {
		if seen.Has(w) {
			continue
		}
		st := &Stack[string]{}
		st.Push(w)
		size := 0
		for st.Len() > 0 {
			x, _ := st.Pop()
			if seen.Has(x) {
				continue
			}
			seen.Add(x)
			size++
			for i := range len(x) {
				for _, c := range letters {
					y := x[:i] + string(c) + x[i+1:]
					if all.Has(y) && !seen.Has(y) {
						st.Push(y)
					}
				}
			}
		}
		sizes = append(sizes, size)
	}
	sort.Sort(sort.Reverse(sort.IntSlice(sizes)))
	vowels := SetOf('a', 'e')
	firsts := Set[rune]{}
	for _, w := range words {
		firsts.Add(rune(w[0]))
	}
	both := vowels.Intersect(firsts)
	sorted := Sorted(all)
	i, found := Search(sorted, "cab")
	div := Try(func() (int, error) { z := len(sorted) - len(sorted); return 10 / z, nil })
	parsed := Try(func() (float64, error) {
		var f float64
		_, err := fmt.Sscan("2.5", &f)
		return f, err
	})
	return skills.Result{"distinct": len(all), "components": len(sizes), "largest": sizes[:min(3, len(sizes))],
		"vowels": string(Sorted(both)), "union": len(vowels.Union(firsts)), "cab": fmt.Sprint(i, found),
		"first": strings.Join(sorted[:min(4, len(sorted))], ","), "div": div.Or(-1), "div_err": fmt.Sprint(div.Err), "parsed": parsed.Or(0)}, nil
}
