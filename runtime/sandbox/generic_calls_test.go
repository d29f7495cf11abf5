package sandbox

import (
	"go/ast"
	"go/parser"
	"go/token"
	"sort"
	"strings"
	"testing"

	"github.com/traefik/yaegi/stdlib/generic"

	"github.com/skillrun/skillrun/runtime/symbols"
)

// genericCalls calls each exported function of the generic packages a
// skill may import (yaegi's own copies of cmp, maps and slices, which vet
// type-checks against). TestVetAgreesWithInterpreter runs each as a
// variant: either vet refuses it (symbols.Excluded says why) or it
// compiles; TestGenericCallsComplete keeps the table whole.
var genericCalls = map[string]string{
	"cmp.Compare":         "cmp.Compare(1, 2)",
	"cmp.Less":            "cmp.Less(1, 2)",
	"cmp.Or":              "cmp.Or(0, 3)",
	"maps.Clone":          "len(maps.Clone(m))",
	"maps.Copy":           "func() int { n := map[string]int{}; maps.Copy(n, m); return len(n) }()",
	"maps.DeleteFunc":     "func() int { maps.DeleteFunc(m, func(k string, v int) bool { return v > 1 }); return len(m) }()",
	"maps.Equal":          "maps.Equal(m, m)",
	"maps.EqualFunc":      "maps.EqualFunc(m, m, func(a, b int) bool { return a == b })",
	"slices.Clip":         "len(slices.Clip(xs))",
	"slices.Clone":        "len(slices.Clone(xs))",
	"slices.Compact":      "len(slices.Compact(ys))",
	"slices.CompactFunc":  "len(slices.CompactFunc(ys, func(a, b int) bool { return a == b }))",
	"slices.Compare":      "slices.Compare(xs, ys)",
	"slices.CompareFunc":  "slices.CompareFunc(xs, ys, func(a, b int) int { return a - b })",
	"slices.Concat":       "len(slices.Concat(xs, ys))",
	"slices.Contains":     "slices.Contains(xs, 2)",
	"slices.ContainsFunc": "slices.ContainsFunc(xs, func(a int) bool { return a > 2 })",
	"slices.Delete":       "len(slices.Delete(xs, 0, 1))",
	"slices.DeleteFunc":   "len(slices.DeleteFunc(ys, func(a int) bool { return a > 2 }))",
	"slices.Equal":        "slices.Equal(xs, ys)",
	"slices.EqualFunc":    "slices.EqualFunc(xs, ys, func(a, b int) bool { return a == b })",
	"slices.Grow":         "cap(slices.Grow(xs, 10))",
	"slices.Index":        "slices.Index(xs, 2)",
	"slices.IndexFunc":    "slices.IndexFunc(xs, func(a int) bool { return a > 2 })",
	"slices.Insert":       "len(slices.Insert(xs, 1, 9))",
	"slices.Replace":      "len(slices.Replace(ys, 0, 1, 7))",
	"slices.Reverse":      "func() int { slices.Reverse(xs); return xs[0] }()",
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
			imports: "\t\"" + pkgOf(n) + "\"",
			body:    "\txs := []int{3, 1, 2, 2}\n\tys := []int{1, 2, 2, 3}\n\tm := map[string]int{\"a\": 1, \"b\": 2}\n\t_, _, _ = xs, ys, m\n\treturn skills.Result{\"v\": " + genericCalls[n] + "}, nil",
		}
		if why, ok := symbols.Excluded[n]; ok {
			v.refuse = n + " is not available to skills: " + why
		}
		out = append(out, v)
	}
	return out
}

func pkgOf(qualified string) string { return qualified[:strings.LastIndex(qualified, ".")] }

// TestGenericCallsComplete: genericCalls calls every exported function of
// the generic packages vet type-checks skills against, so that a new
// yaegi with new functions cannot let one through unclassified.
func TestGenericCallsComplete(t *testing.T) {
	n := 0
	for _, src := range generic.Sources {
		f, err := parser.ParseFile(token.NewFileSet(), "generic.go", src, 0)
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
				t.Errorf("genericCalls has no call of %s: add one, and to symbols.Excluded if the interpreter cannot compile it", name)
			}
		}
	}
	if n < 20 {
		t.Fatalf("only %d exported generic functions found; the parse is broken", n)
	}
}
