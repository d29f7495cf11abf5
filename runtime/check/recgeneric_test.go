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
		{"named results", "func f[T any](x T, n int) (c int) {\n\tif n > 0 {\n\t\tc = 1 + f(x, n-1)\n\t}\n\treturn\n}",
			"func f[T any](x T, n int) (_ int) { var _skillrun_rec1 func(x T, n int) int; _skillrun_rec1 = func(x T, n int) int { var c int; _ = c;\n\tif n > 0 {\n\t\tc = 1 + _skillrun_rec1(x, n-1)\n\t}\n\treturn c\n}; return _skillrun_rec1(x, n) }"},
		{"named results and a defer", "func f[T any](x T, n int) (c int) {\n\tdefer func() { c++ }()\n\tif n > 0 {\n\t\tc = f(x, n-1)\n\t}\n\treturn\n}",
			"\tif n > 0 {\n\t\tc = f(x, n-1)\n"},
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
			runKeepsItsLine(t, src, code)
		})
	}
}

// TestGenericCyclesRefused: a method of a generic type of several type
// parameters that calls generic functions calling each other, or one
// calling itself in a way the normaliser leaves, is refused at its call;
// the same functions called from elsewhere, or a function the normaliser
// rewrote, vet. (The interpreter's compiler never finished the method
// for an instance made by a generic constructor.)
func TestGenericCyclesRefused(t *testing.T) {
	const evenOdd = "func even[K comparable](k K, n int) bool {\n\tif n == 0 {\n\t\treturn true\n\t}\n\treturn odd(k, n-1)\n}\n\n" +
		"func odd[K comparable](k K, n int) bool {\n\tif n == 0 {\n\t\treturn false\n\t}\n\treturn even(k, n-1)\n}\n\n"
	for _, tt := range []struct{ name, decls, want string }{
		{"each other", evenOdd + "type tree[K comparable, V any] struct{ k K }\n\nfunc (t *tree[K, V]) even() bool { return even(t.k, 3) }",
			"25:43: the method even of a generic type of several type parameters calls even, a generic function that calls itself"},
		{"through a helper", evenOdd + "func half[K comparable](k K) bool { return odd(k, 4) }\n\ntype tree[K comparable, V any] struct{ k K }\n\nfunc (t tree[K, V]) ok() bool {\n\treturn half(t.k)\n}",
			"28:9: the method ok of a generic type of several type parameters calls half, which reaches even"},
		{"itself as a value", "func f[T any](x T, n int) int {\n\tg := f[T]\n\tif n == 0 {\n\t\treturn 0\n\t}\n\treturn g(x, n-1)\n}\n\ntype pair[K comparable, V any] struct{ k K }\n\nfunc (p pair[K, V]) depth() int { return f(p.k, 2) }",
			"the method depth of a generic type of several type parameters calls f"},
		{"one type parameter", evenOdd + "type tree[K comparable] struct{ k K }\n\nfunc (t *tree[K]) even() bool { return even(t.k, 3) }", ""},
		{"from a function", evenOdd + "func both[K comparable, V any](k K, v V) bool { return even(k, 2) }", ""},
		{"itself, rewritten", "func count[K comparable](k K, n int) int {\n\tif n == 0 {\n\t\treturn 0\n\t}\n\treturn 1 + count(k, n-1)\n}\n\ntype tree[K comparable, V any] struct{ k K }\n\nfunc (t *tree[K, V]) depth() int { return count(t.k, 3) }", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			vetsAs(t, stateSkill("", tt.decls, "\t_ = args"), tt.want)
		})
	}
}

// TestGenericPtrAssertRefused: asserting to a pointer to an instance of a
// generic type of several type arguments, or of a type parameter, is
// refused at the assertion (the interpreter's compiler crashed on it,
// placing the crash at a call of the function around it); the forms it
// compiles vet.
func TestGenericPtrAssertRefused(t *testing.T) {
	const types = "type entry[K comparable, V any] struct {\n\tkey K\n\tval V\n}\n\ntype box[T any] struct{ v T }\n\n"
	for _, tt := range []struct{ name, decls, want string }{
		{"two type arguments", types + "func get(x any) int { return x.(*entry[string, int]).val }",
			"16:33: asserting to *entry[string, int], a pointer to an instance of a generic type"},
		{"comma ok in a generic function", types + "func get[K comparable, V any](x any) (V, bool) {\n\te, ok := x.(*entry[K, V])\n\tif !ok {\n\t\tvar z V\n\t\treturn z, false\n\t}\n\treturn e.val, true\n}",
			"17:14: asserting to *entry[K, V]"},
		{"a type parameter", types + "func get[T any](x any) T { return x.(*box[T]).v }",
			"16:38: asserting to *box[T]"},
		{"a type switch", types + "func get(x any) int {\n\tswitch e := x.(type) {\n\tcase *entry[string, int]:\n\t\treturn e.val\n\t}\n\treturn 0\n}",
			"18:7: asserting to *entry[string, int]"},
		{"one type argument", types + "func get(x any) int { return x.(*box[int]).v }", ""},
		{"the value", types + "func get[K comparable, V any](x any) V { return x.(entry[K, V]).val }", ""},
		{"a slice of pointers", types + "func get(x any) int { return len(x.([]*entry[string, int])) }", ""},
		// container/heap's Push of a generic heap: the receiver's one
		// type parameter, and a type the receiver holds.
		{"the receiver's parameter, a type it holds", types + "type pq[T any] []*box[T]\n\nfunc (q *pq[T]) Push(x any) { *q = append(*q, x.(*box[T])) }", ""},
		{"the receiver's parameter, its own type", types + "func (b *box[T]) from(x any) T { p, ok := x.(*box[T]); if !ok { return b.v }; return p.v }", ""},
		{"the receiver's parameter, a type it does not hold", types + "type pair[T any] struct{ a, b T }\n\nfunc (p pair[T]) first(x any) T { return x.(*box[T]).v }",
			"asserting to *box[T]"},
		{"a receiver of two parameters", types + "func (e *entry[K, V]) boxed(x any) V { return x.(*box[V]).v }",
			"asserting to *box[V]"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			vetsAs(t, stateSkill("", tt.decls, "\t_ = args"), tt.want)
		})
	}
}

// TestGenericMethodOrder: the methods of a generic type that calls a
// method declared after it are written where the first was, callees
// first, each after a line directive giving back where the author wrote
// it; a function that is not generic and names an instance, and a type
// declared alone that does, go to the end of the file; what follows keeps its lines. A type whose methods
// are in order is left alone.
func TestGenericMethodOrder(t *testing.T) {
	decls := "type m[T any] struct{ a []T }\n\nfunc (x m[T]) twice() int { return x.size() * 2 }\n\nfunc (x m[T]) size() int { return len(x.a) }\n\nfunc first(x m[int]) int { return x.twice() }\n\ntype world struct{ grid m[int] }\n\ntype ok[T any] struct{ a []T }\n\nfunc (x ok[T]) size() int { return len(x.a) }\n\nfunc (x ok[T]) twice() int { return x.size() * 2 }\n\nvar empty m[int]\n\nvar (\n\tn    = 2\n\tones = []ok[string]{{a: []string{\"1\"}}}\n)"
	src := stateSkill("", decls, "\t_ = args")
	u, err := Check("x.go", []byte(src))
	if err != nil {
		t.Fatalf("Check: %v\n%s", err, src)
	}
	code := string(u.Code)
	for _, want := range []string{
		"/*line :13:1*/func (x m[T]) size() int { return len(x.a) }; /*line :11:1*/func (x m[T]) twice() int { return x.size() * 2 }; /*line :11:1*/\n",
		"\n/*line :15:1*/func first(x m[int]) int { return x.twice() }\n",
		"\n/*line :17:1*/type world struct{ grid m[int] `json:\"-\"` }\n",
		"func (x ok[T]) size() int { return len(x.a) }\n\nfunc (x ok[T]) twice() int",
		// Package variables of an instance, after the functions moved.
		"\n/*line :25:1*/var empty m[int]\n\n/*line :27:1*/var (\n\tn    = 2\n\tones = []ok[string]{{a: []string{\"1\"}}}\n)\n",
	} {
		if !strings.Contains(code, want) {
			t.Errorf("normalised source lacks\n%s\n---\n%s", want, code)
		}
	}
	if f, v := strings.Index(code, "/*line :15:1*/func first"), strings.Index(code, "/*line :25:1*/var empty"); f < 0 || v < f {
		t.Errorf("the variable is not written after the function moved:\n%s", code)
	}
	runKeepsItsLine(t, src, code)
}

// TestGenericFormsRefused: the forms of generic code the interpreter's
// compiler crashed on, refused at the code that makes them: a method of a
// generic type calling a generic function of that type with its type
// arguments written out, and an instance with a type the skill declares
// of generic code converting a variable to its type parameter. A
// constant converted is rewritten instead, and runs.
func TestGenericFormsRefused(t *testing.T) {
	const mat = "type num interface{ ~int64 | ~float64 }\n\ntype mat[T num] struct{ a []T }\n\nfunc newMat[T num](n int) mat[T] { return mat[T]{make([]T, n)} }\n\ntype milli int64\n\n"
	for _, tt := range []struct{ name, decls, want string }{
		{"own constructor from a method", mat + "func (x mat[T]) clone() mat[T] { return newMat[T](len(x.a)) }",
			"17:41: calling newMat[T], whose signature holds a mat, from a method of mat"},
		{"own constructor, another instance", mat + "func (x mat[T]) ints() mat[int64] { return newMat[int64](1) }",
			"calling newMat[int64], whose signature holds a mat"},
		{"variable converted, skill's type", mat + "func scale[T num](x T, n int) T { return x * T(n) }\n\nfunc use() milli { return scale[milli](2, 3) }",
			"19:27: scale is instantiated with milli, a type the skill declares, and converts a value to its type parameter at line 17 (T(n))"},
		{"variable converted in a method", mat + "func (x mat[T]) scale(n int) T { return x.a[0] * T(n) }\n\nfunc use() milli { return mat[milli]{}.scale(2) }",
			"mat is instantiated with milli"},
		{"variable converted in a method, instance made in generic code", mat + "func (x mat[T]) scale(n int) T { return x.a[0] * T(n) }\n\nfunc use() milli { return newMat[milli](1).scale(2) }",
			"17:50: T(n) converts a value to a type parameter of mat, which generic code instantiates with milli, a type the skill declares (mat[milli])"},
		{"variable converted in a generic function another instantiates", mat + "func scale[T num](x T, n int) T { return x * T(n) }\n\nfunc mean[T num](xs []T) T { return scale(xs[0], len(xs)) }\n\nfunc use() milli { return mean([]milli{1}) }",
			"17:46: T(n) converts a value to a type parameter of scale, which generic code instantiates with milli"},
		{"variable converted, predeclared type", mat + "func scale[T num](x T, n int) T { return x * T(n) }\n\nfunc use() int64 { return scale[int64](2, 3) }", ""},
		{"constant converted", mat + "func (x mat[T]) one() T { return T(1) + T(2.0) }\n\nfunc use() milli { return mat[milli]{}.one() }", ""},
		{"generic alias", mat + "type set[T comparable] = map[T]bool\n\nfunc use() int { return len(set[int]{1: true}) }",
			"17:6: the generic type alias set is not supported by the interpreter: its compiler crashes on its use; declare it as a type (type set[T comparable] map[T]bool)"},
		{"generic method reads an instance's variable", mat + "func (x mat[T]) size() int { return len(x.a) + len(identity.a) }\n\nvar identity = newMat[float64](1)",
			"17:52: size, generic, reads the package variable identity, which holds an instance of a generic type"},
		{"generic method reads another variable", mat + "func (x mat[T]) size() int { return len(x.a) + len(names) }\n\nvar identity = newMat[float64](1)\n\nvar names = []string{\"a\"}", ""},
		{"constructor inferred", mat + "func wrap[T num](a []T) mat[T] { return mat[T]{a} }\n\nfunc (x mat[T]) clone() mat[T] { return wrap(x.a) }", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			src := stateSkill("", tt.decls, "\t_ = args")
			u, err := Check("x.go", []byte(src))
			switch {
			case tt.want == "" && err != nil:
				t.Errorf("Check: %v\n%s", err, src)
			case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
				t.Errorf("Check = %v; want an error with %q\n%s", err, tt.want, src)
			case tt.name == "constant converted" && !strings.Contains(string(u.Code), "return (func() T { var _skillrun_const1 T = 1; return _skillrun_const1 }() + func() T { var _skillrun_const2 T = 2.0; return _skillrun_const2 }())"):
				t.Errorf("constant conversions not rewritten:\n%s", u.Code)
			}
		})
	}
}

// TestArithCompare: in a method of a generic type of two type
// parameters, a comparison's arithmetic operand passes through a
// conversion to its basic type, or a generic identity for a type
// parameter's; constants, shifts, names and calls stay, and so does a
// method of one type parameter.
func TestArithCompare(t *testing.T) {
	decls := "type tab[K comparable, V ~int] struct{ a []V }\n\nfunc (x tab[K, V]) n(i int, v V) bool { return i < len(x.a)-1 && x.a[0]+v > v && i<<1 > 3 && 2+3 > i && len(x.a) > i && -(i+1) < i }\n\ntype one[T ~int] struct{ a []T }\n\nfunc (x one[T]) n(i int) bool { return i < len(x.a)-1 }"
	src := stateSkill("", decls, "\t_ = args")
	u, err := Check("x.go", []byte(src))
	if err != nil {
		t.Fatalf("Check: %v\n%s", err, src)
	}
	code := string(u.Code)
	for _, want := range []string{
		"return i < int(len(x.a)-1) && _skillrun_same(x.a[0]+v) > v && i<<1 > 3 && 2+3 > i && len(x.a) > i && int(-(i+1)) < i }",
		"func (x one[T]) n(i int) bool { return i < len(x.a)-1 }",
		"func _skillrun_same[T any](x T) T { return x }",
	} {
		if !strings.Contains(code, want) {
			t.Errorf("normalised source lacks\n%s\n---\n%s", want, code)
		}
	}
	runKeepsItsLine(t, src, code)
}

// TestArithCompareStdCopies: a copy of a generic function of slices
// written into such a method (slices.Insert over V) has its comparisons
// rewritten as the method's (n+m > cap(s)); one written elsewhere has
// not.
func TestArithCompareStdCopies(t *testing.T) {
	decls := "type tab[K comparable, V any] struct{ a []V }\n\nfunc (x tab[K, V]) ins(v V) []V { return slices.Insert(x.a, 0, v) }\n\nfunc ins[V any](a []V, v V) []V { return slices.Insert(a, 0, v) }"
	src := stateSkill("\t\"slices\"\n", decls, "\t_ = args")
	u, err := Check("x.go", []byte(src))
	if err != nil {
		t.Fatalf("Check: %v\n%s", err, src)
	}
	code := string(u.Code)
	if n := strings.Count(code, "if _skillrun_same ( _skillrun_n + _skillrun_m ) > cap"); n != 1 {
		t.Errorf("%d copies with the comparison rewritten, want 1 (the method's):\n%s", n, code)
	}
	if n := strings.Count(code, "if _skillrun_n + _skillrun_m > cap"); n != 1 {
		t.Errorf("%d copies with the comparison as written, want 1 (the function's):\n%s", n, code)
	}
}
