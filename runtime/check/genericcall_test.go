package check

import (
	"strings"
	"testing"
)

// TestGenericCallInGeneric: a call of the skill's generic function from
// another, with the outer one's type parameter, keeps its type arguments
// inferred where yaegi infers them (written out, they crashed its
// compiler for an outer instance of a named type); one it cannot infer
// from a function-typed parameter is written out; a variadic one whose
// outer function is instantiated with a type the skill declares is
// refused, naming the fix.
func TestGenericCallInGeneric(t *testing.T) {
	decls := "type celsius float64\n\nfunc sum[T ~int | ~float64](xs []T) T {\n\tvar s T\n\tfor _, x := range xs {\n\t\ts += x\n\t}\n\treturn s\n}\n\nfunc mean[T ~int | ~float64](xs []T) T { return sum(xs) }\n\nfunc apply[T, U any](xs []T, f func(T) U) []U { return nil }\n\nfunc twice[T ~int](xs []T) []T { return apply(xs, func(x T) T { return x }) }"
	src := stateSkill("", decls, "\t_ = mean([]celsius{1})\n\t_ = twice([]int{1})")
	u, err := Check("x.go", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"{ return sum(xs) }", "return apply[T, T](xs,", "_ = mean[celsius]("} {
		if !strings.Contains(string(u.Code), want) {
			t.Errorf("normalised source lacks %q:\n%s", want, u.Code)
		}
	}
	decls = "type celsius float64\n\nfunc total[T ~float64](xs ...T) T { return xs[0] }\n\nfunc mean[T ~float64](xs []T) T { return total(xs...) }"
	vetRefuses(t, "", decls, "\t_ = mean([]celsius{1})", "is not supported by the interpreter", "13:42: calling the generic variadic total from the generic mean, which is instantiated with celsius")
	vetAllows(t, "", decls, "\t_ = mean([]float64{1})")
}

// TestFmtGenericInstanceRefused: fmt of a value holding an instance of a
// generic type is refused naming the instance, not "declare the types at
// the top of the file" (they are).
func TestFmtGenericInstanceRefused(t *testing.T) {
	decls := "type pair[K comparable, V any] struct {\n\tk K\n\tv V\n}\n\nfunc (p pair[K, V]) String() string { return \"p\" }"
	vetRefuses(t, "\t\"fmt\"\n", decls, "\t_ = fmt.Sprint([]pair[string, int]{{\"a\", 1}})", "holds pair[string, int], an instance of a generic type", "18:17: fmt of a value of []pair[string, int]")
}

// TestGenericCallInLiteral: a call of a generic function of two type
// parameters as an unkeyed element of a composite literal keeps them
// inferred where yaegi infers them (written out there, "not a generic
// type"); written out by the skill, or not inferable, it is refused; as a
// keyed element it is written out as before.
func TestGenericCallInLiteral(t *testing.T) {
	decls := "func count[K comparable, V any](m map[K]V) int { return len(m) }\n\nfunc mapf[A, B any](xs []A, f func(A) B) []B { return nil }"
	u, err := Check("x.go", []byte(stateSkill("", decls, "\t_ = []int{count(map[string]int{})}\n\t_ = map[string]int{\"k\": count(map[string]int{})}")))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"_ = []int{count(map[string]int{})}", "\"k\": count[string, int](map[string]int{})}"} {
		if !strings.Contains(string(u.Code), want) {
			t.Errorf("normalised source lacks %q:\n%s", want, u.Code)
		}
	}
	vetRefuses(t, "", decls, "\t_ = [][]bool{mapf([]int{1}, func(int) bool { return true })}\n\t_ = []int{count[string, int](nil)}", "as an unkeyed element of a composite literal, is not supported by the interpreter", "14:15: a call of the generic mapf whose 2 type arguments", "15:12: a call of the generic count with 2 type arguments written out")
}

// TestIterPullRefused: iter.Pull, which the interpreter cannot run, is
// refused saying why and what to write instead, not "undefined:
// iter.Pull".
func TestIterPullRefused(t *testing.T) {
	vetRefuses(t, "\t\"iter\"\n\t\"slices\"\n", "", "\tnext, stop := iter.Pull(slices.Values([]int{1}))\n\tdefer stop()\n\t_, _ = next()", "is not available to skills: it needs coroutines", "14:21: iter.Pull")
}

// TestFmtTypeParamRefused: fmt of a value that names a type parameter
// inside a container ([]T) is refused saying so, not "declare the types
// it holds at the top of the file".
func TestFmtTypeParamRefused(t *testing.T) {
	decls := "type name string\n\nfunc (n name) String() string { return \"n\" }\n\nfunc all[T any](xs []T) string { return fmt.Sprint(xs) }"
	vetRefuses(t, "\t\"fmt\"\n", decls, "\t_ = all([]name{\"a\"})", "which names a type parameter, is not supported by the interpreter", "14:52: fmt of a value of []T")
}

// TestGenericTypeArgCallInGeneric: a call, in a generic function, of a
// generic function that takes an instance of a generic type of its type
// parameters (m2[T]) beside one that names them directly (mod T) gets its
// type arguments written out (inferred, yaegi's compiler crashed: "CFG
// post-order panic"); where the outer function is instantiated with a
// type the skill declares, the call crashes it either way and is refused.
func TestGenericTypeArgCallInGeneric(t *testing.T) {
	decls := "type m2[T ~uint8 | ~uint64] [2][2]T\n\ntype u64 uint64\n\nfunc mul[T ~uint8 | ~uint64](a m2[T], mod T) m2[T] { return a }\n\nfunc pow[T ~uint8 | ~uint64](mod T) T {\n\tr := m2[T]{{1, 0}, {0, 1}}\n\tr = mul(r, mod)\n\treturn r[0][0]\n}"
	u, err := Check("x.go", []byte(stateSkill("", decls, "\t_ = pow[uint64](7)\n\t_ = pow(uint8(3))")))
	if err != nil {
		t.Fatal(err)
	}
	if want := "r = mul[T](r, mod)"; !strings.Contains(string(u.Code), want) {
		t.Errorf("normalised source lacks %q:\n%s", want, u.Code)
	}
	const about = "is not supported by the interpreter: its compiler crashes on the call"
	vetRefuses(t, "", decls, "\t_ = pow[u64](7)", about, "17:6: calling the generic mul, which takes an instance of a generic type of its type parameters, from the generic pow, which is instantiated with u64")
	vetRefuses(t, "", strings.Replace(decls, "mul(r, mod)", "mul[T](r, mod)", 1), "\t_ = pow[u64](7)", about, "17:6: calling the generic mul")
}
