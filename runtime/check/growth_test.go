package check

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// chain writes n lines, each giving x<i> the result of call applied to
// x<i-1> (call holds %s where the argument goes).
func chain(n int, call string) string {
	var b strings.Builder
	b.WriteString("\tx0 := 0\n")
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "\tx%d := %s\n", i, fmt.Sprintf(call, fmt.Sprintf("x%d", i-1)))
	}
	fmt.Fprintf(&b, "\t_ = x%d\n", n)
	return b.String()
}

// Calls of generic functions whose results repeat their type parameters,
// each on the last one's result, double the type at each step: go/types
// spells each call's type arguments out in full (to hash and infer them),
// and thirty such lines (or thirty nested calls, 300 bytes) took the
// host's checker longer than a minute. Vet refuses them before it
// type-checks, at the expression, within a bound on time.
func TestInferenceGrowthBounded(t *testing.T) {
	nested := "0"
	for range 30 {
		nested = "f(" + nested + ")"
	}
	rangeChain := "\tx0 := 0\n"
	for i := 1; i <= 30; i++ {
		rangeChain += fmt.Sprintf("\tfor _, x%d := range f(x%d) {\n", i, i-1)
	}
	rangeChain += "\t_ = x30\n" + strings.Repeat("\t}\n", 30)
	pkgVars := "var x0 = 0\n"
	for i := 1; i <= 30; i++ {
		pkgVars += fmt.Sprintf("var x%d = f(x%d)\n", i, i-1)
	}
	for _, c := range []struct{ name, decls, body string }{
		{"func type", "func f[T any](x T) func(T, T) T { return nil }", chain(30, "f(%s)")},
		{"instance of two", "type P[A, B any] struct{ a A; b B }\n\nfunc f[T any](x T) P[T, T] { return P[T, T]{x, x} }", chain(30, "f(%s)")},
		{"struct of two names", "func f[T any](x T) struct{ a, b T } { return struct{ a, b T }{x, x} }", chain(30, "f(%s)")},
		{"two arguments", "type P[A, B any] struct{ a A; b B }\n\nfunc f[A, B any](a A, b B) P[A, B] { return P[A, B]{a, b} }", chain(30, "f(%[1]s, %[1]s)")},
		{"tuple of closures", "func f[T any](x T) func() (T, T) { return func() (T, T) { return x, x } }", chain(30, "f(%s)")},
		{"method", "type B[T any] struct{ v T }\n\nfunc (b B[T]) Dup() B[func(T, T)] { return B[func(T, T)]{} }", strings.Replace(chain(30, "%s.Dup()"), "x0 := 0", "x0 := B[int]{}", 1)},
		{"field", "type B[T any] struct{ f func(T, T) }\n\nfunc f[T any](x T) B[T] { return B[T]{} }", chain(30, "f(%s).f")},
		{"generic alias", "type D[X any] = func(X, X)\n\nfunc f[T any](x T) D[T] { return nil }", chain(30, "f(%s)")},
		{"nested calls", "func f[T any](x T) func(T, T) T { return nil }", "\t_ = " + nested + "\n"},
		{"range", "func f[T any](x T) []func(T, T) { return nil }", rangeChain},
		{"package variables", "func f[T any](x T) func(T, T) T { return nil }\n\n" + pkgVars, ""},
		{"many calls of a large type", "func f[T any](x T) func(T, T) T { return nil }\n\nfunc id[T any](x T) T { return x }", chain(8, "f(%s)") + strings.Repeat("\t_ = id(x8)\n", 2400)},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := hostileSkill(c.decls, c.body)
			err := checkWithin(t, src, 2*time.Second)
			if err == nil || !strings.Contains(err.Error(), "type nodes") {
				t.Fatalf("err = %v, want the growth refused", err)
			}
			if !strings.Contains(err.Error(), "f.go:") {
				t.Errorf("err = %v, want a position", err)
			}
		})
	}
}

// Generic code that does not grow its types vets, however long its
// chains.
func TestInferenceGrowthAllowed(t *testing.T) {
	for _, c := range []struct{ name, decls, body string }{
		{"identity", "func id[T any](x T) T { return x }", chain(200, "id(%s)")},
		{"one type parameter of two fields", "type P[A any] struct{ a, b A }\n\nfunc f[T any](x T) P[T] { return P[T]{x, x} }", chain(40, "f(%s)")},
		{"slices and maps", "", "\tm := map[string]int{\"a\": 1}\n\tm2 := maps.Collect(maps.All(m))\n\tks := slices.Sorted(maps.Keys(m2))\n\tks2 := slices.Clone(ks)\n\ts += fmt.Sprint(ks2, slices.Index(ks2, \"a\"))"},
		{"closures a few deep", "func f[A, B any](a A, b B) func(A, B) { return nil }", chain(6, "f(%[1]s, %[1]s)")},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := hostileSkill(c.decls, c.body+"\n\ts += fmt.Sprint(len(s))")
			src = strings.Replace(src, "import (\n", "import (\n\t\"maps\"\n\t\"slices\"\n", 1)
			if !strings.Contains(c.body, "maps.") {
				src = strings.Replace(src, "\t\"maps\"\n\t\"slices\"\n", "", 1)
			}
			if _, err := Check("f.go", []byte(src)); err != nil {
				t.Fatalf("refused: %v", err)
			}
		})
	}
}

// Comparisons of a large struct, and uses of values of a large unnamed
// type, each make go/types walk the type: 60,000 comparisons of a named
// struct of 1,300 fields took the host 5.5 s, of an unnamed one 10 s, and
// 90,000 assignments between two unnamed ones 3.3 s, growing with the
// square of the file. Vet refuses them, at the expression.
func TestTypeWalksBounded(t *testing.T) {
	var fields []string
	for i := range 1300 {
		fields = append(fields, fmt.Sprintf("a%d int", i))
	}
	st := "struct{ " + strings.Join(fields, "; ") + " }"
	for _, c := range []struct{ name, decls, body string }{
		{"comparisons of a named struct", "type Big " + st, "\tvar x, y Big\n" + strings.Repeat("\t_ = x == y\n", 60000)},
		{"comparisons of an unnamed struct", "", "\tvar x " + st + "\n\tvar y " + st + "\n" + strings.Repeat("\t_ = x == y\n", 50000)},
		{"switch cases", "type Big " + st, "\tvar x, y Big\n" + strings.Repeat("\tswitch x {\n\tcase y, y, y, y, y, y, y, y:\n\t}\n", 10000)},
		{"assignments", "", "\tvar x " + st + "\n\tvar y " + st + "\n" + strings.Repeat("\tx = y\n", 90000) + "\t_ = x\n"},
		{"generic calls", "type Big " + st + "\n\nfunc eq[T comparable](a, b T) bool { return a == b }", "\tvar x, y Big\n" + strings.Repeat("\t_ = eq(x, y)\n", 50000)},
	} {
		t.Run(c.name, func(t *testing.T) {
			err := checkWithin(t, hostileSkill(c.decls, c.body+"\ts += fmt.Sprint(len(s))\n"), 2*time.Second)
			if err == nil || !strings.Contains(err.Error(), "walk through their types") {
				t.Fatalf("err = %.300v, want the walks refused", err)
			}
		})
	}
}

// What does not walk a large type vets: a field of a large Args compared
// many times (the field's type is walked, not Args), and reads of the
// fields of a value of a large unnamed type.
func TestTypeWalksAllowed(t *testing.T) {
	var fields, cmps strings.Builder
	for i := range 3000 {
		fmt.Fprintf(&fields, "\tF%d int `json:\"f%d\"`\n", i, i)
	}
	for i := range 6000 {
		fmt.Fprintf(&cmps, "\tif args.F%d == %d {\n\t\tn++\n\t}\n", i%3000, i)
	}
	bigArgs := "package s\n\nimport \"github.com/skillrun/skillrun/skills\"\n\ntype Args struct {\n" + fields.String() + "}\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) {\n\tn := 0\n" + cmps.String() + "\treturn skills.Result{\"n\": n}, nil\n}\n"
	var anon []string
	for i := range 200 {
		anon = append(anon, fmt.Sprintf("a%d int", i))
	}
	reads := hostileSkill("", "\tvar x struct{ "+strings.Join(anon, "; ")+" }\n\tn := 0\n"+strings.Repeat("\tn += x.a1\n", 20000)+"\ts += fmt.Sprint(n)\n")
	for name, src := range map[string]string{"fields of a large Args": bigArgs, "reads of a large unnamed type": reads} {
		if _, err := Check("f.go", []byte(src)); err != nil {
			t.Errorf("%s: %.300v", name, err)
		}
	}
}
