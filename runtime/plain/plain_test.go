package plain

import (
	"reflect"
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

// TestPlainShared: values that share their parts are walked once each. A
// chain of 60 nodes, each pointing twice at the next (2^60 paths), a map
// holding itself twice and a slice holding itself: before, each was
// walked along every path, up to maxPlainDepth, and never ended (an
// interpreter written as a skill, printing one of its closures, ran to
// its timeout).
func TestPlainShared(t *testing.T) {
	type node struct{ A, B any }
	var chain any = "end"
	for range 60 {
		chain = &node{chain, chain}
	}
	self := map[string]any{}
	self["a"], self["b"] = self, self
	loop := make([]any, 2)
	loop[0], loop[1] = loop, chain
	for name, v := range map[string]any{"chain": chain, "map": self, "slice": loop} {
		for _, data := range []bool{false, true} {
			p := plainer{may: map[reflect.Type]bool{}, retyper: retyper{data: data, types: map[reflect.Type]reflect.Type{}}}
			p.walk(reflect.ValueOf(v), 0)
			if p.steps > 1000 {
				t.Errorf("%s (data %v): %d values walked; want each once (under 1000)", name, data, p.steps)
			}
		}
		if got := Plain(v); reflect.ValueOf(got).Pointer() != reflect.ValueOf(v).Pointer() {
			t.Errorf("%s: Plain made a copy of a value without wrappers", name)
		}
	}
}
