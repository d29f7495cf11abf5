package plain

import "testing"

// TestEqual: Equal is Go's == on values the interpreter did not wrap:
// types and values alike, nil only with nil, structs and arrays field by
// field, and a panic with Go's runtime error for an uncomparable type.
func TestEqual(t *testing.T) {
	type rec struct {
		A int
		V any
	}
	for _, c := range []struct {
		x, y any
		want bool
	}{
		{1, 1, true}, {1, 1.0, false}, {"a", "a", true}, {nil, nil, true}, {nil, 0, false},
		{rec{1, "x"}, rec{1, "x"}, true}, {rec{1, "x"}, rec{1, 2}, false},
		{[2]any{1, "a"}, [2]any{1, "a"}, true}, {[2]any{1, "a"}, [2]any{1, "b"}, false},
	} {
		if got := Equal(c.x, c.y); got != c.want {
			t.Errorf("Equal(%#v, %#v) = %v, want %v", c.x, c.y, got, c.want)
		}
	}
	defer func() {
		r := recover()
		if e, ok := r.(*RuntimeError); !ok || e.Error() != "runtime error: comparing uncomparable type []int" {
			t.Errorf("Equal of two []int panicked with %#v; want Go's runtime error", r)
		}
	}()
	Equal([]int{1}, []int{1})
}
