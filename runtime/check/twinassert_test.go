package check

import (
	"strings"
	"testing"
)

// TestTwinAssertRefused: asserting an any to the skill's type without
// methods over a basic, slice, map or array type is refused at the type,
// in a comma-ok assertion and a type switch's case (the interpreter
// cannot tell it from its underlying type); over a struct, from the
// skill's own interface, and with methods it vets.
func TestTwinAssertRefused(t *testing.T) {
	decls := "type sym string\n\ntype row []any\n\ntype pt struct{ x int }\n\ntype code int\n\nfunc (c code) String() string { return \"c\" }"
	vetRefuses(t, "", decls, "\tvar v any = \"x\"\n\t_, ok := v.(sym)\n\t_ = ok\n\tswitch v.(type) {\n\tcase row:\n\t}", "is not supported by the interpreter: it cannot tell", "21:14: asserting a value of any to sym, a type without methods over string", "24:7: asserting a value of any to row, a type without methods over []any")
	vetAllows(t, "", decls, "\tvar v any = \"x\"\n\t_, ok := v.(pt)\n\t_, ok = v.(code)\n\t_ = ok\n\tswitch v.(type) {\n\tcase code, string:\n\t}")
}

// TestTwinAssertRewritten: asserting an any to the skill's type with
// methods over a basic type, or to that basic type, asks for the
// methods too, in a comma-ok assertion and in a type switch's case; a
// type switch on recover() keeps recover's rewrite.
func TestTwinAssertRewritten(t *testing.T) {
	decls := "type code int\n\nfunc (c code) String() string { return \"c\" }"
	src := stateSkill("", decls, "\tvar v any = 1\n\t_, ok := v.(code)\n\t_, ok = v.(int)\n\t_ = ok\n\tswitch v.(type) {\n\tcase code:\n\t}\n\tdefer func() {\n\t\tswitch r := recover().(type) {\n\t\tcase int:\n\t\t\t_ = r\n\t\t}\n\t}()")
	u, err := Check("x.go", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"_, ok := func(_skillrun_x any) (code, bool) { if !func() bool { if _, ok := _skillrun_x.(interface{ String() string }); !ok { return false }; _, ok := _skillrun_x.(code); return ok }() { var z code; return z, false }; v, ok := _skillrun_x.(code); return v, ok }(v)",
		"if _, ok := _skillrun_x.(interface{ String() string }); ok { return false }; _, ok := _skillrun_x.(int); return ok",
		"case func() bool { if _, ok := _skillrun_ts1.(interface{ String() string }); !ok { return false }; _, ok := _skillrun_ts1.(code); return ok }():",
		"_skillrun_ts2 := _skillrun_plain.Recovered(recover());",
	} {
		if !strings.Contains(string(u.Code), want) {
			t.Errorf("normalised source lacks %q:\n%s", want, u.Code)
		}
	}
}

// TestPtrOnlyFromIface: the helper that asserts a value of the skill's
// interface to another of its interfaces (a type of the skill has the
// second's methods on its pointer only) binds it with a comma-ok
// assertion, not a type switch on any(x), which matched no case.
func TestPtrOnlyFromIface(t *testing.T) {
	decls := "type named interface{ Name() string }\n\ntype closer interface{ Close() error }\n\ntype res struct{ n int }\n\nfunc (r *res) Name() string { return \"r\" }\n\nfunc (r *res) Close() error { return nil }"
	u, err := Check("x.go", []byte(stateSkill("", decls, "\tvar x named = &res{}\n\t_, ok := x.(closer)\n\t_ = ok")))
	if err != nil {
		t.Fatal(err)
	}
	if code := string(u.Code); !strings.Contains(code, "\tv, ok := x.(closer)\n\treturn v, ok\n") || strings.Contains(code, "switch s := any(x).(type)") {
		t.Errorf("want the helper to bind with x.(closer):\n%s", code)
	}
}
