package check

import (
	"strings"
	"testing"
)

// TestStdGenericOverTypeParam: slices.Sort over []T in a generic function
// (and a method of a generic type) becomes a call of a copy declared at
// the start of the function's body, where T can be named, on its line.
func TestStdGenericOverTypeParam(t *testing.T) {
	src := "package s\n\nimport (\n\t\"cmp\"\n\t\"slices\"\n\t\"github.com/skillrun/skillrun/skills\"\n)\n\ntype Args struct{}\n\nfunc sorted[T cmp.Ordered](xs []T) []T { slices.Sort(xs); return xs }\n\ntype bag[T cmp.Ordered] struct{ xs []T }\n\nfunc (b *bag[T]) top() T {\n\treturn slices.Max(b.xs)\n}\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) {\n\treturn skills.Result{\"x\": sorted([]int{2, 1}), \"t\": (&bag[string]{}).top()}, nil\n}\n"
	u, err := Check("x.go", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(u.Code), "\n")
	for _, want := range []struct {
		prefix, call string
	}{
		{"func sorted[T cmp.Ordered](xs []T) []T { var _skillrun_slices_Sort_", "; _skillrun_slices_Sort_"},
		{"func (b *bag[T]) top() T { var _skillrun_slices_Max_", ""},
	} {
		found := false
		for _, l := range lines {
			if strings.HasPrefix(l, want.prefix) && strings.Contains(l, want.call) {
				found = true
			}
		}
		if !found {
			t.Errorf("normalised source lacks a line %q...%q:\n%s", want.prefix, want.call, u.Code)
		}
	}
}
