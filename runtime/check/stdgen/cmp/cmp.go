// Package cmp is skillrun's cmp for skills (see package stdgen).
package cmp

// Ordered is a constraint that permits any ordered type.
type Ordered interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64 |
		~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uintptr |
		~float32 | ~float64 |
		~string
}

// Compare returns -1, 0 or +1 as x is less than, equal to or greater
// than y; a NaN is less than any other value and equal to a NaN.
func Compare[T Ordered](x, y T) int {
	xNaN := x != x
	yNaN := y != y
	if xNaN {
		if yNaN {
			return 0
		}
		return -1
	}
	if yNaN {
		return +1
	}
	if x < y {
		return -1
	}
	if x > y {
		return +1
	}
	return 0
}

// Less reports whether x is less than y; a NaN is less than any other
// value.
func Less[T Ordered](x, y T) bool {
	return (x != x && y == y) || x < y
}

// Or returns the first of its arguments that is not the zero value.
func Or[T comparable](vals ...T) T {
	var zero T
	for _, v := range vals {
		if v != zero {
			return v
		}
	}
	return zero
}
