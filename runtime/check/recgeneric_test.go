package check

import (
	"strings"
	"testing"
)

// TestRecursiveGeneric: a generic function that calls itself runs its body
// as a function literal that calls itself, and new of a generic type's
// instance becomes a variable's address; what the rewrite cannot keep the
// same (a function passed as a value, called with other type arguments,
// with named results or a parameter without a name) is left as written.
// Lines do not move. (The interpreter compiled such a function again
// inside itself, reached from a method of a generic type of several type
// parameters, until the run's CPU limit; it could not compile new of a
// generic type's instance. TestDiff16 in runtime/sandbox runs both.)
func TestRecursiveGeneric(t *testing.T) {
	for _, tt := range []struct{ name, decls, want string }{
		{"direct", "func count[K any](k K, n int) int {\n\tif n == 0 {\n\t\treturn 0\n\t}\n\treturn 1 + count(k, n-1)\n}",
			"func count[K any](k K, n int) int { var _skillrun_rec1 func(k K, n int) int; _skillrun_rec1 = func(k K, n int) int {\n\tif n == 0 {\n\t\treturn 0\n\t}\n\treturn 1 + _skillrun_rec1(k, n-1)\n}; return _skillrun_rec1(k, n) }"},
		{"written out", "func walk[K any, V any](ks []K, vs []V) {\n\tif len(ks) > 0 {\n\t\twalk[K, V](ks[1:], vs)\n\t}\n}",
			"func walk[K any, V any](ks []K, vs []V) { var _skillrun_rec1 func(ks []K, vs []V); _skillrun_rec1 = func(ks []K, vs []V) {\n\tif len(ks) > 0 {\n\t\t_skillrun_rec1(ks[1:], vs)\n\t}\n}; _skillrun_rec1(ks, vs) }"},
		{"variadic", "func sum[T int | float64](xs ...T) T {\n\tif len(xs) == 0 {\n\t\treturn 0\n\t}\n\treturn xs[0] + sum(xs[1:]...)\n}",
			"func sum[T int | float64](xs ...T) T { var _skillrun_rec1 func(xs ...T) T; _skillrun_rec1 = func(xs ...T) T {\n\tif len(xs) == 0 {\n\t\treturn 0\n\t}\n\treturn (xs[0] + _skillrun_rec1(xs[1:]...))\n}; return _skillrun_rec1(xs...) }"},
		{"as a value", "func f[T any](x T, n int) int {\n\tg := f[T]\n\tif n == 0 {\n\t\treturn 0\n\t}\n\treturn g(x, n-1)\n}",
			"func f[T any](x T, n int) int {\n\tg := f[T]\n"},
		{"other type arguments", "func f[T any](x T, n int) int {\n\tif n == 0 {\n\t\treturn 0\n\t}\n\treturn f(n, n-1)\n}",
			"func f[T any](x T, n int) int {\n\tif n == 0 {\n"},
		{"named results", "func f[T any](x T, n int) (c int) {\n\tif n > 0 {\n\t\tc = 1 + f(x, n-1)\n\t}\n\treturn c\n}",
			"\tif n > 0 {\n\t\tc = 1 + f(x, n-1)\n"},
		{"blank parameter", "func f[T any](_ T, n int) int {\n\tif n == 0 {\n\t\treturn 0\n\t}\n\tvar z T\n\treturn f(z, n-1)\n}",
			"\treturn f(z, n-1)\n"},
		{"not generic", "func f(n int) int {\n\tif n == 0 {\n\t\treturn 0\n\t}\n\treturn f(n - 1)\n}",
			"func f(n int) int {\n\tif n == 0 {\n"},
		{"new of an instance", "type pair[K comparable, V any] struct {\n\tk K\n\tv V\n}\n\nfunc mk[K comparable, V any]() (*pair[K, V], *pair[int, string], *int) {\n\tp := new(pair[K, V])\n\tq := new(pair[int, string])\n\tr := new(int)\n\treturn p, q, r\n}",
			"\tp := func() *pair[K, V] { var _skillrun_new1 pair[K, V]; return &_skillrun_new1 }()\n\tq := func() *pair[int, string] { var _skillrun_new2 pair[int, string]; return &_skillrun_new2 }()\n\tr := new(int)\n"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			src := stateSkill("", tt.decls, "\t_ = args")
			u, err := Check("x.go", []byte(src))
			if err != nil {
				t.Fatalf("Check: %v\n%s", err, src)
			}
			if !strings.Contains(string(u.Code), tt.want) {
				t.Errorf("normalised source lacks\n%s\n---\n%s", tt.want, u.Code)
			}
			code := string(u.Code)
			if a, b := strings.Count(src[:strings.Index(src, "func Run(")], "\n"), strings.Count(code[:strings.Index(code, "func Run(")], "\n"); a != b {
				t.Errorf("lines moved: Run on line %d, normalised on %d", a+1, b+1)
			}
		})
	}
}
