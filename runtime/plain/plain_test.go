package plain

import (
	"testing"

	"github.com/skillrun/skillrun/skills"
)

// TestPlainFlatAllocates: the usual flat result costs Plain no allocation.
func TestPlainFlatAllocates(t *testing.T) {
	r := skills.Result{"n": 3, "s": "x", "f": 1.5, "ok": true, "nil": nil}
	if n := testing.AllocsPerRun(100, func() { _ = Plain(r) }); n != 0 {
		t.Errorf("Plain of a flat result allocates %v times; want 0", n)
	}
	var s any = "ref R1"
	if n := testing.AllocsPerRun(100, func() { _ = Plain(s) }); n != 0 {
		t.Errorf("Plain of a string allocates %v times; want 0", n)
	}
	nested := skills.Result{"xs": []int{1, 2}, "m": map[string]any{"a": []any{1, "b"}}}
	got := Plain(nested).(skills.Result)
	if len(got["xs"].([]int)) != 2 || got["m"].(map[string]any)["a"].([]any)[1] != "b" {
		t.Errorf("Plain changed a result without wrappers: %v", got)
	}
}

type benchInner struct{ A int }

type benchOuter struct {
	benchInner `skillrun:"embedded"`
	B          int
}

// BenchmarkPlain: Plain of env call parameters that nest. Its two memos
// do not escape, so a call that meets at most eight types keeps them on
// its stack (no allocation); pooling them (sync.Pool) was measured slower
// there (write barriers on the pooled maps), and saved 5 of 35
// allocations of a call meeting twelve types.
func BenchmarkPlain(b *testing.B) {
	cases := []struct {
		name string
		v    any
	}{
		{"nested", map[string]any{"xs": []int{1, 2}, "m": map[string]any{"a": []any{1, "b"}}}},
		{"embedded", map[string]any{"o": benchOuter{benchInner{1}, 2}, "n": 3}},
		{"many_types", map[string]any{
			"a": []int{1}, "b": []string{"x"}, "c": []float64{1}, "d": map[string]int{"k": 1},
			"e": [][]int{{1}}, "f": []bool{true}, "g": map[string][]string{"k": {"v"}}, "h": []any{1, "x"},
			"i": benchOuter{benchInner{1}, 2}, "j": []benchInner{{3}}, "k": &benchInner{4}, "l": [2]int{5, 6},
		}},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				_ = Plain(c.v)
			}
		})
	}
}
