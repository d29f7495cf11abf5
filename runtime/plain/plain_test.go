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
