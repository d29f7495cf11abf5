package sandbox

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/runtime/symbols"
)

// genericCalls calls each exported function of the generic packages a
// skill may import (cmp, maps and slices, which vet type-checks against
// skillrun's own sources of them and the normaliser copies for each
// instance: runtime/check/stdgeneric.go). TestVetAgreesWithInterpreter
// runs each as a variant: it must vet and compile (runtime/native's
// TestComputeTiers compares their results with compiled Go's);
// TestGenericCallsComplete keeps the table whole.
var genericCalls = map[string]string{
	"cmp.Compare":             "cmp.Compare(1, 2)",
	"cmp.Less":                "cmp.Less(1, 2)",
	"cmp.Or":                  "cmp.Or(0, 3)",
	"maps.All":                "len(maps.Collect(maps.All(m)))",
	"maps.Clone":              "len(maps.Clone(m))",
	"maps.Collect":            "len(maps.Collect(maps.All(m)))",
	"maps.Copy":               "func() int { n := map[string]int{}; maps.Copy(n, m); return len(n) }()",
	"maps.DeleteFunc":         "func() int { maps.DeleteFunc(m, func(k string, v int) bool { return v > 1 }); return len(m) }()",
	"maps.Equal":              "maps.Equal(m, m)",
	"maps.EqualFunc":          "maps.EqualFunc(m, m, func(a, b int) bool { return a == b })",
	"maps.Insert":             "func() int { n := map[string]int{}; maps.Insert(n, maps.All(m)); return len(n) }()",
	"maps.Keys":               "slices.Sorted(maps.Keys(m))",
	"maps.Values":             "slices.Sorted(maps.Values(m))",
	"slices.All":              "len(maps.Collect(slices.All(xs)))",
	"slices.AppendSeq":        "len(slices.AppendSeq(xs, slices.Values(ys)))",
	"slices.Backward":         "len(maps.Collect(slices.Backward(xs)))",
	"slices.BinarySearch":     "func() int { i, _ := slices.BinarySearch(ys, 2); return i }()",
	"slices.BinarySearchFunc": "func() int { i, _ := slices.BinarySearchFunc(ys, 2, func(a, b int) int { return a - b }); return i }()",
	"slices.Chunk":            "len(slices.Collect(slices.Chunk(xs, 3)))",
	"slices.Clip":             "len(slices.Clip(xs))",
	"slices.Clone":            "len(slices.Clone(xs))",
	"slices.Collect":          "slices.Collect(slices.Values(xs))",
	"slices.Compact":          "len(slices.Compact(ys))",
	"slices.CompactFunc":      "len(slices.CompactFunc(ys, func(a, b int) bool { return a == b }))",
	"slices.Compare":          "slices.Compare(xs, ys)",
	"slices.CompareFunc":      "slices.CompareFunc(xs, ys, func(a, b int) int { return a - b })",
	"slices.Concat":           "len(slices.Concat(xs, ys))",
	"slices.Contains":         "slices.Contains(xs, 2)",
	"slices.ContainsFunc":     "slices.ContainsFunc(xs, func(a int) bool { return a > 2 })",
	"slices.Delete":           "len(slices.Delete(xs, 0, 1))",
	"slices.DeleteFunc":       "len(slices.DeleteFunc(ys, func(a int) bool { return a > 2 }))",
	"slices.Equal":            "slices.Equal(xs, ys)",
	"slices.EqualFunc":        "slices.EqualFunc(xs, ys, func(a, b int) bool { return a == b })",
	"slices.Grow":             "cap(slices.Grow(xs, 10))",
	"slices.Index":            "slices.Index(xs, 2)",
	"slices.IndexFunc":        "slices.IndexFunc(xs, func(a int) bool { return a > 2 })",
	"slices.Insert":           "len(slices.Insert(xs, 1, 9))",
	"slices.IsSorted":         "slices.IsSorted(ys)",
	"slices.IsSortedFunc":     "slices.IsSortedFunc(ys, func(a, b int) int { return a - b })",
	"slices.Max":              "slices.Max(xs)",
	"slices.MaxFunc":          "slices.MaxFunc(xs, func(a, b int) int { return a - b })",
	"slices.Min":              "slices.Min([]float64{2, 1})",
	"slices.MinFunc":          "slices.MinFunc(xs, func(a, b int) int { return a - b })",
	"slices.Repeat":           "slices.Repeat(xs, 2)",
	"slices.Replace":          "len(slices.Replace(ys, 0, 1, 7))",
	"slices.Reverse":          "func() int { slices.Reverse(xs); return xs[0] }()",
	"slices.Sort":             "func() []int { slices.Sort(xs); return xs }()",
	"slices.SortFunc":         "func() []int { slices.SortFunc(xs, func(a, b int) int { return b - a }); return xs }()",
	"slices.SortStableFunc":   "func() []int { slices.SortStableFunc(xs, func(a, b int) int { return b - a }); return xs }()",
	"slices.Sorted":           "slices.Sorted(slices.Values(xs))",
	"slices.SortedFunc":       "slices.SortedFunc(slices.Values(xs), func(a, b int) int { return b - a })",
	"slices.SortedStableFunc": "slices.SortedStableFunc(slices.Values(xs), func(a, b int) int { return b - a })",
	"slices.Values":           "slices.Collect(slices.Values(xs))",
}

// genericVariants are genericCalls as variants.
func genericVariants() []variant {
	names := make([]string, 0, len(genericCalls))
	for n := range genericCalls {
		names = append(names, n)
	}
	sort.Strings(names)
	var out []variant
	for _, n := range names {
		v := variant{
			name:    "generic_" + strings.ToLower(strings.ReplaceAll(n, ".", "_")),
			imports: "\t\"cmp\"\n\t\"maps\"\n\t\"slices\"",
			body:    "\t_, _, _ = cmp.Less[int], maps.Clone[map[string]int], slices.Clone[[]int] // each package used, instantiated explicitly\n\txs := []int{3, 1, 2, 2}\n\tys := []int{1, 2, 2, 3}\n\tm := map[string]int{\"a\": 1, \"b\": 2}\n\t_, _, _ = xs, ys, m\n\treturn skills.Result{\"v\": " + genericCalls[n] + "}, nil",
		}
		if why, ok := symbols.Excluded[n]; ok {
			v.refuse = n + " is not available to skills: " + why
		}
		out = append(out, v)
	}
	return out
}

// TestGenericCallsComplete: genericCalls calls every exported function of
// the generic packages vet type-checks skills against, so that a new
// yaegi with new functions cannot let one through unclassified.
func TestGenericCallsComplete(t *testing.T) {
	n := 0
	for _, file := range []string{"cmp/cmp.go", "maps/maps.go", "slices/slices.go"} {
		f, err := parser.ParseFile(token.NewFileSet(), filepath.Join("../check/stdgen", file), nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Recv != nil || !fd.Name.IsExported() {
				continue
			}
			n++
			name := f.Name.Name + "." + fd.Name.Name
			if _, ok := genericCalls[name]; !ok {
				t.Errorf("genericCalls has no call of %s: add one", name)
			}
		}
	}
	if n < 50 {
		t.Fatalf("only %d exported generic functions found; the parse is broken", n)
	}
}
