// Package maps is skillrun's maps for skills (see package stdgen). An
// iterator is the plain func type iter.Seq and iter.Seq2 are defined as.
package maps

// All returns an iterator over the key-value pairs of m.
func All[Map ~map[K]V, K comparable, V any](m Map) func(yield func(K, V) bool) {
	return func(yield func(K, V) bool) {
		for k, v := range m {
			if !yield(k, v) {
				return
			}
		}
	}
}

// Keys returns an iterator over the keys of m.
func Keys[Map ~map[K]V, K comparable, V any](m Map) func(yield func(K) bool) {
	return func(yield func(K) bool) {
		for k := range m {
			if !yield(k) {
				return
			}
		}
	}
}

// Values returns an iterator over the values of m.
func Values[Map ~map[K]V, K comparable, V any](m Map) func(yield func(V) bool) {
	return func(yield func(V) bool) {
		for _, v := range m {
			if !yield(v) {
				return
			}
		}
	}
}

// Insert adds the pairs of seq to m, overwriting a key's value.
func Insert[Map ~map[K]V, K comparable, V any](m Map, seq func(yield func(K, V) bool)) {
	seq(func(k K, v V) bool {
		m[k] = v
		return true
	})
}

// Collect returns a new map of the pairs of seq.
func Collect[K comparable, V any](seq func(yield func(K, V) bool)) map[K]V {
	m := make(map[K]V)
	seq(func(k K, v V) bool {
		m[k] = v
		return true
	})
	return m
}

// Equal reports whether m1 and m2 hold the same keys with equal values.
func Equal[M1, M2 ~map[K]V, K, V comparable](m1 M1, m2 M2) bool {
	if len(m1) != len(m2) {
		return false
	}
	for k, v1 := range m1 {
		v2, ok := m2[k]
		if !ok || v1 != v2 {
			return false
		}
	}
	return true
}

// EqualFunc is Equal comparing values with eq.
func EqualFunc[M1 ~map[K]V1, M2 ~map[K]V2, K comparable, V1, V2 any](m1 M1, m2 M2, eq func(V1, V2) bool) bool {
	if len(m1) != len(m2) {
		return false
	}
	for k, v1 := range m1 {
		v2, ok := m2[k]
		if !ok || !eq(v1, v2) {
			return false
		}
	}
	return true
}

// Clone returns a copy of m (nil for nil).
func Clone[M ~map[K]V, K comparable, V any](m M) M {
	if m == nil {
		return nil
	}
	r := make(M, len(m))
	for k, v := range m {
		r[k] = v
	}
	return r
}

// Copy sets every pair of src in dst.
func Copy[M1 ~map[K]V, M2 ~map[K]V, K comparable, V any](dst M1, src M2) {
	for k, v := range src {
		dst[k] = v
	}
}

// DeleteFunc deletes the pairs of m for which del returns true.
func DeleteFunc[M ~map[K]V, K comparable, V any](m M, del func(K, V) bool) {
	for k, v := range m {
		if del(k, v) {
			delete(m, k)
		}
	}
}
