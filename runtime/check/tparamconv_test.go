package check

import (
	"strings"
	"testing"
)

// TestTypeParamConv: a conversion of a value of a type parameter to an
// interface type (any(v), fmt.Stringer(v)) becomes a call of a function
// literal taking that interface, which keeps the methods of the type
// argument, and so does such a value returned as an any; a conversion of
// a value of another type stays as written.
func TestTypeParamConv(t *testing.T) {
	decls := "func kind[T fmt.Stringer](v T) (any, fmt.Stringer, any) {\n\treturn any(v), fmt.Stringer(v), interface{}(v)\n}\n\nfunc plain(n int) any { return any(n) }\n\nfunc ret[T any](v T) func() any { return func() any { return v } }"
	u, err := Check("x.go", []byte(stateSkill("\t\"fmt\"\n", decls, "")))
	if err != nil {
		t.Fatal(err)
	}
	code := string(u.Code)
	for _, want := range []string{
		"return func(_skillrun_x any) any { return _skillrun_x }(v), func(_skillrun_x fmt.Stringer) fmt.Stringer { return _skillrun_x }(v), func(_skillrun_x interface{}) interface{} { return _skillrun_x }(v)",
		"func plain(n int) any { return any(n) }",
		"return func() any { return func(_skillrun_x any) any { return _skillrun_x }(v) }",
	} {
		if !strings.Contains(code, want) {
			t.Errorf("normalised source lacks %q:\n%s", want, code)
		}
	}
}

// TestTypeParamPtrConv: a pointer to a type parameter's value converted
// to any, stored in one, or handed to fmt, goes through the helper that asserts it to
// the skill's pointer types with methods.
func TestTypeParamPtrConv(t *testing.T) {
	decls := "type user struct{ name string }\n\nfunc (u *user) String() string { return u.name }\n\nfunc first[T any](xs []T) (any, string) {\n\treturn any(&xs[0]), fmt.Sprint(&xs[0])\n}\n\nfunc stored[T any](v T) any {\n\tvar a any = &v\n\treturn a\n}"
	u, err := Check("x.go", []byte(stateSkill("\t\"fmt\"\n", decls, "")))
	if err != nil {
		t.Fatal(err)
	}
	code := string(u.Code)
	for _, want := range []string{
		"return _skillrun_ptrany(&xs[0]), fmt.Sprint(_skillrun_view_0dynamic(_skillrun_ptrany(&xs[0])))",
		"var a any = _skillrun_ptrany(&v)",
		"\tif v, ok := x.(*user); ok {\n\t\treturn []any{[]interface{ String() string }{[]*user{v}[0]}[0]}[0]\n\t}\n",
	} {
		if !strings.Contains(code, want) {
			t.Errorf("normalised source lacks %q:\n%s", want, code)
		}
	}
}

// TestConvToTypeParam: a conversion to a type parameter of a value
// assignable to it (PT(&v), PT constrained by interface{ *T; Set(string)
// }) becomes a call of a function literal taking it; a call of such a
// generic function with its type arguments partly written gets the rest
// written out.
func TestConvToTypeParam(t *testing.T) {
	decls := "type setter[T any] interface {\n\t*T\n\tSet(string)\n}\n\ntype port struct{ n int }\n\nfunc (p *port) Set(s string) { p.n = len(s) }\n\nfunc parse[T any, PT setter[T]](s string) T {\n\tvar v T\n\tPT(&v).Set(s)\n\treturn v\n}\n\nfunc conv[T ~int](f float64) T { return T(f) }"
	u, err := Check("x.go", []byte(stateSkill("", decls, "\t_ = parse[port](\"80\")\n\t_ = conv[int](1.5)")))
	if err != nil {
		t.Fatal(err)
	}
	code := string(u.Code)
	for _, want := range []string{
		"func(_skillrun_x PT) PT { return _skillrun_x }(&v).Set(s)",
		"return T(f)",
		"_ = parse[port, *port](\"80\")",
	} {
		if !strings.Contains(code, want) {
			t.Errorf("normalised source lacks %q:\n%s", want, code)
		}
	}
}
