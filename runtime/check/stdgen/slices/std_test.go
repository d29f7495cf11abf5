package slices_test

import (
	stdcmp "cmp"
	"fmt"
	stdmaps "maps"
	"math"
	"math/rand/v2"
	"reflect"
	stdslices "slices"
	"testing"

	"github.com/skillrun/skillrun/runtime/check/stdgen/cmp"
	"github.com/skillrun/skillrun/runtime/check/stdgen/maps"
	"github.com/skillrun/skillrun/runtime/check/stdgen/slices"
)

// same fails t unless got and want are the same values, nilness,
// lengths and capacities included.
func same(t *testing.T, what string, got, want any) {
	t.Helper()
	if !reflect.DeepEqual(got, want) && fmt.Sprintf("%#v", got) != fmt.Sprintf("%#v", want) {
		t.Fatalf("%s: got %#v, want %#v", what, got, want)
	}
	gv, wv := reflect.ValueOf(got), reflect.ValueOf(want)
	if gv.Kind() == reflect.Slice {
		if gv.IsNil() != wv.IsNil() || gv.Cap() != wv.Cap() {
			t.Fatalf("%s: got nil %v cap %d, want nil %v cap %d", what, gv.IsNil(), gv.Cap(), wv.IsNil(), wv.Cap())
		}
	}
}

// panicOf returns what f panics with, or nil.
func panicOf(f func()) (r any) {
	defer func() { r = recover() }()
	f()
	return nil
}

func samePanic(t *testing.T, what string, got, want func()) {
	t.Helper()
	g, w := panicOf(got), panicOf(want)
	if fmt.Sprint(g) != fmt.Sprint(w) {
		t.Fatalf("%s: panic %v, want %v", what, g, w)
	}
}

var special = []float64{math.NaN(), math.Copysign(0, -1), 0, 1, -1, math.Inf(1), math.Inf(-1), 2.5}

func randFloats(r *rand.Rand, n int) []float64 {
	if n == 0 && r.IntN(2) == 0 {
		return nil
	}
	s := make([]float64, n, n+r.IntN(3))
	for i := range s {
		s[i] = special[r.IntN(len(special))]
	}
	return s
}

func randInts(r *rand.Rand, n, k int) []int {
	if n == 0 && r.IntN(2) == 0 {
		return nil
	}
	s := make([]int, n, n+r.IntN(4))
	for i := range s {
		s[i] = r.IntN(k)
	}
	return s
}

// bits spells floats by their bits: -0 and +0, and NaNs, differ.
func bits(xs ...float64) []uint64 {
	out := make([]uint64, len(xs))
	for i, x := range xs {
		out[i] = math.Float64bits(x)
		if x != x {
			out[i] = 1 // any NaN
		}
	}
	return out
}

type item struct{ Key, ID int }

func byKey(a, b item) int { return stdcmp.Compare(a.Key, b.Key) }

func TestSortsAsTheStandardLibrary(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for n := range 300 {
		// Ties: the permutation of equal keys must be the standard
		// library's (an unstable sort's order of ties is its own).
		items := make([]item, n)
		for i := range items {
			items[i] = item{r.IntN(1 + n/4), i}
		}
		a, b := stdslices.Clone(items), stdslices.Clone(items)
		slices.SortFunc(a, byKey)
		stdslices.SortFunc(b, byKey)
		same(t, "SortFunc", a, b)
		a, b = stdslices.Clone(items), stdslices.Clone(items)
		slices.SortStableFunc(a, byKey)
		stdslices.SortStableFunc(b, byKey)
		same(t, "SortStableFunc", a, b)
		fs := randFloats(r, n)
		fa, fb := stdslices.Clone(fs), stdslices.Clone(fs)
		slices.Sort(fa)
		stdslices.Sort(fb)
		same(t, "Sort floats", bits(fa...), bits(fb...))
		same(t, "IsSorted", slices.IsSorted(fs), stdslices.IsSorted(fs))
		same(t, "IsSorted sorted", slices.IsSorted(fa), true)
		is := randInts(r, n, 50)
		same(t, "Sorted", slices.Sorted(slices.Values(is)), stdslices.Sorted(stdslices.Values(is)))
		same(t, "SortedFunc", slices.SortedFunc(slices.Values(items), byKey), stdslices.SortedFunc(stdslices.Values(items), byKey))
		same(t, "SortedStableFunc", slices.SortedStableFunc(slices.Values(items), byKey), stdslices.SortedStableFunc(stdslices.Values(items), byKey))
		same(t, "IsSortedFunc", slices.IsSortedFunc(items, byKey), stdslices.IsSortedFunc(items, byKey))
		sorted := stdslices.Sorted(stdslices.Values(is))
		for _, target := range []int{-1, 0, 3, 25, 49, 50} {
			i1, ok1 := slices.BinarySearch(sorted, target)
			i2, ok2 := stdslices.BinarySearch(sorted, target)
			same(t, "BinarySearch", []any{i1, ok1}, []any{i2, ok2})
			j1, k1 := slices.BinarySearchFunc(b, target, func(e item, k int) int { return stdcmp.Compare(e.Key, k) })
			j2, k2 := stdslices.BinarySearchFunc(b, target, func(e item, k int) int { return stdcmp.Compare(e.Key, k) })
			same(t, "BinarySearchFunc", []any{j1, k1}, []any{j2, k2})
		}
		for _, target := range special {
			i1, ok1 := slices.BinarySearch(fb, target)
			i2, ok2 := stdslices.BinarySearch(fb, target)
			same(t, "BinarySearch floats", []any{i1, ok1}, []any{i2, ok2})
		}
	}
}

func TestMinMaxAsTheStandardLibrary(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for n := range 200 {
		fs := randFloats(r, n%9)
		samePanic(t, "Min", func() { slices.MinFloat(fs) }, func() { _ = stdslices.Min(fs) })
		samePanic(t, "Max", func() { slices.MaxFloat(fs) }, func() { _ = stdslices.Max(fs) })
		if len(fs) > 0 {
			same(t, fmt.Sprint("Min ", fs), bits(slices.MinFloat(fs)), bits(stdslices.Min(fs)))
			same(t, fmt.Sprint("Max ", fs), bits(slices.MaxFloat(fs)), bits(stdslices.Max(fs)))
		}
		is := randInts(r, n%9, 5)
		samePanic(t, "Min ints", func() { slices.Min(is) }, func() { _ = stdslices.Min(is) })
		if len(is) > 0 {
			same(t, "Min ints", slices.Min(is), stdslices.Min(is))
			same(t, "Max ints", slices.Max(is), stdslices.Max(is))
		}
		items := make([]item, n%9)
		for i := range items {
			items[i] = item{r.IntN(3), i}
		}
		samePanic(t, "MinFunc", func() { slices.MinFunc(items, byKey) }, func() { _ = stdslices.MinFunc(items, byKey) })
		samePanic(t, "MaxFunc", func() { slices.MaxFunc(items, byKey) }, func() { _ = stdslices.MaxFunc(items, byKey) })
		if len(items) > 0 {
			same(t, "MinFunc", slices.MinFunc(items, byKey), stdslices.MinFunc(items, byKey))
			same(t, "MaxFunc", slices.MaxFunc(items, byKey), stdslices.MaxFunc(items, byKey))
		}
	}
}

// calls records the arguments a function given to slices was called with.
type calls [][2]int

func (c *calls) del(a int) bool     { *c = append(*c, [2]int{a, -1}); return a%3 == 0 }
func (c *calls) pred(a int) bool    { *c = append(*c, [2]int{a, -2}); return a == 2 }
func (c *calls) eqf(a, b int) bool  { *c = append(*c, [2]int{a, b}); return a/2 == b/2 }
func (c *calls) cmpKV(a, b int) int { *c = append(*c, [2]int{a, b}); return a - b }

func TestEditsAsTheStandardLibrary(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for n := range 400 {
		s := randInts(r, n%12, 4)
		// Each edit runs on its own copies (same capacity), and the whole
		// backing array is compared afterwards: what is zeroed, and
		// where, is part of the result.
		twin := func() ([]int, []int) {
			if s == nil {
				return nil, nil
			}
			a := make([]int, len(s), cap(s))
			copy(a, s)
			b := make([]int, len(s), cap(s))
			copy(b, s)
			return a, b
		}
		full := func(x []int) []int { return x[:cap(x)] }
		a, b := twin()
		var ca, cb calls
		same(t, "CompactFunc", slices.CompactFunc(a, ca.eqf), stdslices.CompactFunc(b, cb.eqf))
		same(t, "CompactFunc array", full(a), full(b))
		same(t, "CompactFunc calls", ca, cb)
		a, b = twin()
		same(t, "Compact", slices.Compact(a), stdslices.Compact(b))
		same(t, "Compact array", full(a), full(b))
		a, b = twin()
		ca, cb = nil, nil
		same(t, "DeleteFunc", slices.DeleteFunc(a, ca.del), stdslices.DeleteFunc(b, cb.del))
		same(t, "DeleteFunc array", full(a), full(b))
		same(t, "DeleteFunc calls", ca, cb)
		i, j := r.IntN(len(s)+2), r.IntN(len(s)+2)
		a, b = twin()
		samePanic(t, "Delete", func() { a = slices.Delete(a, i, j) }, func() { b = stdslices.Delete(b, i, j) })
		same(t, "Delete", a, b)
		same(t, "Delete array", full(a), full(b))
		v := randInts(r, r.IntN(4), 9)
		a, b = twin()
		samePanic(t, "Insert", func() { a = slices.Insert(a, i, v...) }, func() { b = stdslices.Insert(b, i, v...) })
		same(t, "Insert", a, b)
		// v as part of s itself.
		if len(s) > 2 {
			a, b = twin()
			a = slices.Insert(a, 1, a[:2]...)
			b = stdslices.Insert(b, 1, b[:2]...)
			same(t, "Insert aliased", a, b)
			a, b = twin()
			a = slices.Replace(a, 0, 1, a[1:]...)
			b = stdslices.Replace(b, 0, 1, b[1:]...)
			same(t, "Replace aliased", a, b)
		}
		a, b = twin()
		samePanic(t, "Replace", func() { a = slices.Replace(a, i, j, v...) }, func() { b = stdslices.Replace(b, i, j, v...) })
		same(t, "Replace", a, b)
		same(t, "Replace array", full(a), full(b))
		a, b = twin()
		slices.Reverse(a)
		stdslices.Reverse(b)
		same(t, "Reverse", a, b)
		same(t, "Clone", slices.Clone(s), stdslices.Clone(s))
		same(t, "Clip", slices.Clip(s), stdslices.Clip(s))
		g := r.IntN(6) - 1
		samePanic(t, "Grow", func() { a = slices.Grow(s, g) }, func() { b = stdslices.Grow(s, g) })
		same(t, "Grow", a, b)
		same(t, "Concat", slices.Concat(s, v, s), stdslices.Concat(s, v, s))
		same(t, "Concat none", slices.Concat[[]int](), stdslices.Concat[[]int]())
		same(t, "Concat empty", slices.Concat([]int{}, nil), stdslices.Concat([]int{}, nil))
		k := r.IntN(4) - 1
		samePanic(t, "Repeat", func() { a = slices.Repeat(s, k) }, func() { b = stdslices.Repeat(s, k) })
		same(t, "Repeat", a, b)
		same(t, "Index", slices.Index(s, 2), stdslices.Index(s, 2))
		same(t, "Contains", slices.Contains(s, 2), stdslices.Contains(s, 2))
		ca, cb = nil, nil
		same(t, "IndexFunc", slices.IndexFunc(s, ca.pred), stdslices.IndexFunc(s, cb.pred))
		same(t, "ContainsFunc", slices.ContainsFunc(s, ca.pred), stdslices.ContainsFunc(s, cb.pred))
		same(t, "Func calls", ca, cb)
		same(t, "Equal", slices.Equal(s, v), stdslices.Equal(s, v))
		same(t, "Equal self", slices.Equal(s, s), stdslices.Equal(s, s))
		ca, cb = nil, nil
		same(t, "EqualFunc", slices.EqualFunc(s, s, ca.eqf), stdslices.EqualFunc(s, s, cb.eqf))
		same(t, "Compare", slices.Compare(s, v), stdslices.Compare(s, v))
		same(t, "CompareFunc", slices.CompareFunc(s, v, ca.cmpKV), stdslices.CompareFunc(s, v, cb.cmpKV))
		same(t, "calls", ca, cb)
		fs, fv := randFloats(r, n%5), randFloats(r, n%4)
		same(t, "Compare floats", slices.Compare(fs, fv), stdslices.Compare(fs, fv))
		same(t, "Equal floats", slices.Equal(fs, fs), stdslices.Equal(fs, fs))
		same(t, "Compact floats", bits(slices.Compact(stdslices.Clone(fs))...), bits(stdslices.Compact(stdslices.Clone(fs))...))
		c := r.IntN(4) - 1
		samePanic(t, "Chunk", func() { slices.Chunk(s, c) }, func() { _ = stdslices.Chunk(s, c) })
		if c > 0 {
			same(t, "Chunk", slices.Collect(slices.Chunk(s, c)), stdslices.Collect(stdslices.Chunk(s, c)))
		}
		same(t, "Collect", slices.Collect(slices.Values(s)), stdslices.Collect(stdslices.Values(s)))
		same(t, "AppendSeq", slices.AppendSeq(v, slices.Values(s)), stdslices.AppendSeq(v, stdslices.Values(s)))
		var ia, ib [][2]int
		slices.All(s)(func(i, x int) bool { ia = append(ia, [2]int{i, x}); return i < 2 })
		stdslices.All(s)(func(i, x int) bool { ib = append(ib, [2]int{i, x}); return i < 2 })
		same(t, "All", ia, ib)
		ia, ib = nil, nil
		slices.Backward(s)(func(i, x int) bool { ia = append(ia, [2]int{i, x}); return i > 2 })
		stdslices.Backward(s)(func(i, x int) bool { ib = append(ib, [2]int{i, x}); return i > 2 })
		same(t, "Backward", ia, ib)
		same(t, "maps.Collect", maps.Collect(slices.All(s)), stdmaps.Collect(stdslices.All(s)))
	}
}

func TestMapsAsTheStandardLibrary(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for n := range 100 {
		var m map[string]int
		if n > 0 {
			m = map[string]int{}
			for range n % 7 {
				m[fmt.Sprint(r.IntN(9))] = r.IntN(3)
			}
		}
		same(t, "Clone", maps.Clone(m), stdmaps.Clone(m))
		same(t, "Clone nil", maps.Clone(m) == nil, stdmaps.Clone(m) == nil)
		same(t, "Keys", stdslices.Sorted(maps.Keys(m)), stdslices.Sorted(stdmaps.Keys(m)))
		same(t, "Values", stdslices.Sorted(maps.Values(m)), stdslices.Sorted(stdmaps.Values(m)))
		same(t, "All", stdmaps.Collect(maps.All(m)), stdmaps.Collect(stdmaps.All(m)))
		o := map[string]int{"1": 1, "2": 0}
		same(t, "Equal", maps.Equal(m, o), stdmaps.Equal(m, o))
		same(t, "Equal self", maps.Equal(m, maps.Clone(m)), true)
		same(t, "EqualFunc", maps.EqualFunc(m, o, func(a, b int) bool { return a%2 == b%2 }), stdmaps.EqualFunc(m, o, func(a, b int) bool { return a%2 == b%2 }))
		a, b := stdmaps.Clone(o), stdmaps.Clone(o)
		maps.Copy(a, m)
		stdmaps.Copy(b, m)
		same(t, "Copy", a, b)
		maps.DeleteFunc(a, func(k string, v int) bool { return v == 1 })
		stdmaps.DeleteFunc(b, func(k string, v int) bool { return v == 1 })
		same(t, "DeleteFunc", a, b)
		maps.Insert(a, stdmaps.All(m))
		stdmaps.Insert(b, stdmaps.All(m))
		same(t, "Insert", a, b)
		same(t, "Collect", maps.Collect(maps.All(m)), stdmaps.Collect(stdmaps.All(m)))
		// Stopping early stops.
		count := 0
		maps.Keys(a)(func(string) bool { count++; return false })
		if len(a) > 0 && count != 1 {
			t.Fatalf("Keys went on after false: %d", count)
		}
	}
}

func TestCmpAsTheStandardLibrary(t *testing.T) {
	for _, x := range special {
		for _, y := range special {
			same(t, fmt.Sprint("Compare ", x, y), cmp.Compare(x, y), stdcmp.Compare(x, y))
			same(t, fmt.Sprint("Less ", x, y), cmp.Less(x, y), stdcmp.Less(x, y))
		}
	}
	same(t, "Or", cmp.Or("", "a", "b"), stdcmp.Or("", "a", "b"))
	same(t, "Or none", cmp.Or[int](), stdcmp.Or[int]())
	same(t, "Compare strings", cmp.Compare("a", "b"), stdcmp.Compare("a", "b"))
}
