// Package slices is skillrun's slices for skills (see package stdgen).
// An iterator is the plain func type iter.Seq and iter.Seq2 are defined
// as.
package slices

import (
	"cmp"
	"sort"
)

// All returns an iterator over the indexes and values of s.
func All[Slice ~[]E, E any](s Slice) func(yield func(int, E) bool) {
	return func(yield func(int, E) bool) {
		for i, v := range s {
			if !yield(i, v) {
				return
			}
		}
	}
}

// Values returns an iterator over the values of s.
func Values[Slice ~[]E, E any](s Slice) func(yield func(E) bool) {
	return func(yield func(E) bool) {
		for _, v := range s {
			if !yield(v) {
				return
			}
		}
	}
}

// Backward returns an iterator over the indexes and values of s, last
// first.
func Backward[Slice ~[]E, E any](s Slice) func(yield func(int, E) bool) {
	return func(yield func(int, E) bool) {
		for i := len(s) - 1; i >= 0; i-- {
			if !yield(i, s[i]) {
				return
			}
		}
	}
}

// AppendSeq appends the values of seq to s.
func AppendSeq[Slice ~[]E, E any](s Slice, seq func(yield func(E) bool)) Slice {
	seq(func(v E) bool {
		s = append(s, v)
		return true
	})
	return s
}

// Collect returns the values of seq in a new slice (nil when it has none).
func Collect[E any](seq func(yield func(E) bool)) []E {
	var s []E
	seq(func(v E) bool {
		s = append(s, v)
		return true
	})
	return s
}

// Chunk returns an iterator over consecutive sub-slices of s of n
// elements (the last may hold fewer), each with its capacity cut to its
// length.
func Chunk[Slice ~[]E, E any](s Slice, n int) func(yield func(Slice) bool) {
	if n < 1 {
		panic("cannot be less than 1")
	}
	return func(yield func(Slice) bool) {
		for i := 0; i < len(s); i += n {
			end := i + n
			if end > len(s) {
				end = len(s)
			}
			if !yield(s[i:end:end]) {
				return
			}
		}
	}
}

// Sort sorts x in ascending order; a NaN sorts before any other value.
func Sort[S ~[]E, E cmp.Ordered](x S) {
	sort.Slice(x, func(i, j int) bool {
		a, b := x[i], x[j]
		return (a != a && b == b) || a < b
	})
}

// SortFunc sorts x by cmp (not stable).
func SortFunc[S ~[]E, E any](x S, cmp func(a, b E) int) {
	sort.Slice(x, func(i, j int) bool { return cmp(x[i], x[j]) < 0 })
}

// SortStableFunc sorts x by cmp, keeping the order of equal elements.
func SortStableFunc[S ~[]E, E any](x S, cmp func(a, b E) int) {
	sort.SliceStable(x, func(i, j int) bool { return cmp(x[i], x[j]) < 0 })
}

// Sorted returns the values of seq in a new slice, sorted.
func Sorted[E cmp.Ordered](seq func(yield func(E) bool)) []E {
	var s []E
	seq(func(v E) bool {
		s = append(s, v)
		return true
	})
	sort.Slice(s, func(i, j int) bool {
		a, b := s[i], s[j]
		return (a != a && b == b) || a < b
	})
	return s
}

// SortedFunc returns the values of seq in a new slice, sorted by cmp.
func SortedFunc[E any](seq func(yield func(E) bool), cmp func(E, E) int) []E {
	var s []E
	seq(func(v E) bool {
		s = append(s, v)
		return true
	})
	sort.Slice(s, func(i, j int) bool { return cmp(s[i], s[j]) < 0 })
	return s
}

// SortedStableFunc returns the values of seq in a new slice, sorted by
// cmp, keeping the order of equal elements.
func SortedStableFunc[E any](seq func(yield func(E) bool), cmp func(E, E) int) []E {
	var s []E
	seq(func(v E) bool {
		s = append(s, v)
		return true
	})
	sort.SliceStable(s, func(i, j int) bool { return cmp(s[i], s[j]) < 0 })
	return s
}

// IsSorted reports whether x is sorted in ascending order.
func IsSorted[S ~[]E, E cmp.Ordered](x S) bool {
	for i := len(x) - 1; i > 0; i-- {
		a, b := x[i], x[i-1]
		if (a != a && b == b) || a < b {
			return false
		}
	}
	return true
}

// IsSortedFunc reports whether x is sorted by cmp.
func IsSortedFunc[S ~[]E, E any](x S, cmp func(a, b E) int) bool {
	for i := len(x) - 1; i > 0; i-- {
		if cmp(x[i], x[i-1]) < 0 {
			return false
		}
	}
	return true
}

// BinarySearch finds target in the sorted x: the position where it is,
// or would be inserted, and whether it is there.
func BinarySearch[S ~[]E, E cmp.Ordered](x S, target E) (int, bool) {
	n := len(x)
	lo, hi := 0, n
	for lo < hi {
		h := int(uint(lo+hi) >> 1)
		a := x[h]
		if (a != a && target == target) || a < target {
			lo = h + 1
		} else {
			hi = h
		}
	}
	return lo, lo < n && (x[lo] == target || (x[lo] != x[lo] && target != target))
}

// BinarySearchFunc is BinarySearch by cmp.
func BinarySearchFunc[S ~[]E, E, T any](x S, target T, cmp func(E, T) int) (int, bool) {
	n := len(x)
	lo, hi := 0, n
	for lo < hi {
		h := int(uint(lo+hi) >> 1)
		if cmp(x[h], target) < 0 {
			lo = h + 1
		} else {
			hi = h
		}
	}
	return lo, lo < n && cmp(x[lo], target) == 0
}

// Min returns the least value of x (a NaN if it holds one); it panics if
// x is empty.
func Min[S ~[]E, E cmp.Ordered](x S) E {
	if len(x) < 1 {
		panic("slices.Min: empty list")
	}
	m := x[0]
	for i := 1; i < len(x); i++ {
		if v := x[i]; v < m {
			m = v
		}
	}
	return m
}

// minFloat is Min for floating-point elements: a NaN wins, and -0 is
// less than +0 (the builtin min's rules).
func minFloat[S ~[]E, E ~float32 | ~float64](x S) E {
	if len(x) < 1 {
		panic("slices.Min: empty list")
	}
	m := x[0]
	for i := 1; i < len(x); i++ {
		v := x[i]
		if m != m {
			return m
		}
		if v != v || v < m || (v == 0 && m == 0 && 1/v < 0) {
			m = v
		}
	}
	return m
}

// Max returns the greatest value of x (a NaN if it holds one); it panics
// if x is empty.
func Max[S ~[]E, E cmp.Ordered](x S) E {
	if len(x) < 1 {
		panic("slices.Max: empty list")
	}
	m := x[0]
	for i := 1; i < len(x); i++ {
		if v := x[i]; v > m {
			m = v
		}
	}
	return m
}

// maxFloat is Max for floating-point elements: a NaN wins, and +0 is
// greater than -0 (the builtin max's rules).
func maxFloat[S ~[]E, E ~float32 | ~float64](x S) E {
	if len(x) < 1 {
		panic("slices.Max: empty list")
	}
	m := x[0]
	for i := 1; i < len(x); i++ {
		v := x[i]
		if m != m {
			return m
		}
		if v != v || v > m || (v == 0 && m == 0 && 1/m < 0) {
			m = v
		}
	}
	return m
}

// MinFunc returns the first least value of x by cmp; it panics if x is
// empty.
func MinFunc[S ~[]E, E any](x S, cmp func(a, b E) int) E {
	if len(x) < 1 {
		panic("slices.MinFunc: empty list")
	}
	m := x[0]
	for i := 1; i < len(x); i++ {
		if cmp(x[i], m) < 0 {
			m = x[i]
		}
	}
	return m
}

// MaxFunc returns the first greatest value of x by cmp; it panics if x
// is empty.
func MaxFunc[S ~[]E, E any](x S, cmp func(a, b E) int) E {
	if len(x) < 1 {
		panic("slices.MaxFunc: empty list")
	}
	m := x[0]
	for i := 1; i < len(x); i++ {
		if cmp(x[i], m) > 0 {
			m = x[i]
		}
	}
	return m
}

// Equal reports whether s1 and s2 have the same length and equal
// elements (a NaN equals nothing).
func Equal[S ~[]E, E comparable](s1, s2 S) bool {
	if len(s1) != len(s2) {
		return false
	}
	for i := range s1 {
		if s1[i] != s2[i] {
			return false
		}
	}
	return true
}

// EqualFunc is Equal by eq.
func EqualFunc[S1 ~[]E1, S2 ~[]E2, E1, E2 any](s1 S1, s2 S2, eq func(E1, E2) bool) bool {
	if len(s1) != len(s2) {
		return false
	}
	for i, v1 := range s1 {
		if !eq(v1, s2[i]) {
			return false
		}
	}
	return true
}

// Compare compares s1 and s2 element by element (as cmp.Compare), then
// by length.
func Compare[S ~[]E, E cmp.Ordered](s1, s2 S) int {
	for i, a := range s1 {
		if i >= len(s2) {
			return +1
		}
		b := s2[i]
		an, bn := a != a, b != b
		switch {
		case an && bn:
		case an:
			return -1
		case bn:
			return +1
		case a < b:
			return -1
		case a > b:
			return +1
		}
	}
	if len(s1) < len(s2) {
		return -1
	}
	return 0
}

// CompareFunc is Compare by cmp.
func CompareFunc[S1 ~[]E1, S2 ~[]E2, E1, E2 any](s1 S1, s2 S2, cmp func(E1, E2) int) int {
	for i, a := range s1 {
		if i >= len(s2) {
			return +1
		}
		if c := cmp(a, s2[i]); c != 0 {
			return c
		}
	}
	if len(s1) < len(s2) {
		return -1
	}
	return 0
}

// Index returns the index of the first element of s equal to v, or -1.
func Index[S ~[]E, E comparable](s S, v E) int {
	for i := range s {
		if s[i] == v {
			return i
		}
	}
	return -1
}

// IndexFunc returns the index of the first element of s for which f is
// true, or -1.
func IndexFunc[S ~[]E, E any](s S, f func(E) bool) int {
	for i := range s {
		if f(s[i]) {
			return i
		}
	}
	return -1
}

// Contains reports whether v is in s.
func Contains[S ~[]E, E comparable](s S, v E) bool {
	for i := range s {
		if s[i] == v {
			return true
		}
	}
	return false
}

// ContainsFunc reports whether f is true for an element of s.
func ContainsFunc[S ~[]E, E any](s S, f func(E) bool) bool {
	for i := range s {
		if f(s[i]) {
			return true
		}
	}
	return false
}

// Clone returns a copy of s (nil for nil).
func Clone[S ~[]E, E any](s S) S {
	return append(s[:0:0], s...)
}

// Clip removes the unused capacity of s.
func Clip[S ~[]E, E any](s S) S {
	return s[:len(s):len(s)]
}

// Grow makes room for n more elements in s without another allocation.
func Grow[S ~[]E, E any](s S, n int) S {
	if n < 0 {
		panic("cannot be negative")
	}
	if n -= cap(s) - len(s); n > 0 {
		s = append(s[:cap(s)], make([]E, n)...)[:len(s)]
	}
	return s
}

// Concat returns a new slice of the elements of the given slices (nil when
// there are none).
func Concat[S ~[]E, E any](slices ...S) S {
	size := 0
	for _, s := range slices {
		size += len(s)
		if size < 0 {
			panic("len out of range")
		}
	}
	var out S
	if size > 0 {
		out = append(out[:0], make([]E, size)...)[:0]
	}
	for _, s := range slices {
		out = append(out, s...)
	}
	return out
}

// Repeat returns x repeated count times in a new slice.
func Repeat[S ~[]E, E any](x S, count int) S {
	if count < 0 {
		panic("cannot be negative")
	}
	const maxInt = int(^uint(0) >> 1)
	if len(x) > 0 && count > maxInt/len(x) {
		panic("the result of (len(x) * count) overflows")
	}
	out := make(S, len(x)*count)
	n := copy(out, x)
	for n < len(out) {
		n += copy(out[n:], out[:n])
	}
	return out
}

// Reverse reverses s in place.
func Reverse[S ~[]E, E any](s S) {
	for i, j := 0, len(s)-1; i < j; i, j = i+1, j-1 {
		s[i], s[j] = s[j], s[i]
	}
}

// Compact replaces each run of equal elements by its first, zeroing the
// elements past the new length.
func Compact[S ~[]E, E comparable](s S) S {
	if len(s) < 2 {
		return s
	}
	w := 1
	prev := s[0]
	for r := 1; r < len(s); r++ {
		cur := s[r]
		if cur != prev {
			s[w] = cur
			w++
		}
		prev = cur
	}
	var zero E
	for i := w; i < len(s); i++ {
		s[i] = zero
	}
	return s[:w]
}

// CompactFunc is Compact by eq, which is called once for each pair of
// neighbours, in order.
func CompactFunc[S ~[]E, E any](s S, eq func(E, E) bool) S {
	if len(s) < 2 {
		return s
	}
	w := 1
	prev := s[0]
	for r := 1; r < len(s); r++ {
		cur := s[r]
		if !eq(cur, prev) {
			s[w] = cur
			w++
		}
		prev = cur
	}
	var zero E
	for i := w; i < len(s); i++ {
		s[i] = zero
	}
	return s[:w]
}

// Delete removes s[i:j], zeroing the elements past the new length; it
// panics if s[i:j] is not a valid slice of s.
func Delete[S ~[]E, E any](s S, i, j int) S {
	_ = s[i:j:len(s)]
	if i == j {
		return s
	}
	n := len(s)
	s = append(s[:i], s[j:]...)
	var zero E
	for k := len(s); k < n; k++ {
		s[:n][k] = zero
	}
	return s
}

// DeleteFunc removes the elements for which del is true, zeroing the
// elements past the new length.
func DeleteFunc[S ~[]E, E any](s S, del func(E) bool) S {
	w := 0
	for w < len(s) && !del(s[w]) {
		w++
	}
	if w == len(s) {
		return s
	}
	for r := w + 1; r < len(s); r++ {
		if v := s[r]; !del(v) {
			s[w] = v
			w++
		}
	}
	var zero E
	for k := w; k < len(s); k++ {
		s[k] = zero
	}
	return s[:w]
}

// Insert inserts v at s[i], moving what was there up; it panics if i is
// out of range.
func Insert[S ~[]E, E any](s S, i int, v ...E) S {
	_ = s[i:]
	m := len(v)
	if m == 0 {
		return s
	}
	n := len(s)
	if i == n {
		return append(s, v...)
	}
	if n+m > cap(s) {
		out := append(s[:i], make(S, n+m-i)...)
		copy(out[i:], v)
		copy(out[i+m:], s[i:])
		return out
	}
	vs := append([]E(nil), v...) // v may be part of s
	s = s[:n+m]
	copy(s[i+m:], s[i:n])
	copy(s[i:], vs)
	return s
}

// Replace replaces s[i:j] by v, zeroing the elements past the new length
// when it is shorter; it panics if s[i:j] is not a valid slice of s.
func Replace[S ~[]E, E any](s S, i, j int, v ...E) S {
	_ = s[i:j]
	if i == j {
		_ = s[i:]
		m := len(v)
		if m == 0 {
			return s
		}
		n := len(s)
		if i == n {
			return append(s, v...)
		}
		if n+m > cap(s) {
			out := append(s[:i], make(S, n+m-i)...)
			copy(out[i:], v)
			copy(out[i+m:], s[i:])
			return out
		}
		vs := append([]E(nil), v...)
		s = s[:n+m]
		copy(s[i+m:], s[i:n])
		copy(s[i:], vs)
		return s
	}
	var zero E
	if j == len(s) {
		out := append(s[:i], v...)
		for k := len(out); k < len(s); k++ {
			s[k] = zero
		}
		return out
	}
	tot := len(s[:i]) + len(v) + len(s[j:]) // s[j:] panics as Go's does when j > len(s)
	if tot > cap(s) {
		out := append(s[:i], make(S, tot-i)...)
		copy(out[i:], v)
		copy(out[i+len(v):], s[j:])
		return out
	}
	vs := append([]E(nil), v...)
	tail := append([]E(nil), s[j:]...)
	r := s[:tot]
	copy(r[i:], vs)
	copy(r[i+len(vs):], tail)
	for k := tot; k < len(s); k++ {
		s[k] = zero
	}
	return r
}
