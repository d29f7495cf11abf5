package check

import (
	"strings"
	"testing"
)

// TestHeldAssert: asserting an error or a fmt.Stringer to the skill's
// struct type with value methods goes through the helper that gives the
// value back as an any, in a comma-ok assertion and in a type switch's
// case; asserting to a type over a basic type is still refused (the
// interpreter's wrapper holds no struct there).
func TestHeldAssert(t *testing.T) {
	decls := "type perr struct{ line int }\n\nfunc (e perr) Error() string { return \"p\" }\n\nfunc parse() error { return perr{3} }"
	u, err := Check("x.go", []byte(stateSkill("", decls, "\terr := parse()\n\tpe, ok := err.(perr)\n\t_ = err.(perr).line\n\t_, _ = pe, ok")))
	if err != nil {
		t.Fatal(err)
	}
	code := string(u.Code)
	for _, want := range []string{
		"pe, ok := _skillrun_unwrap_error(err).(perr)",
		"_ = _skillrun_unwrap_error(err).(perr).line",
		"_skillrun_h := _skillrun_plain.Held(_skillrun_x)\n\tif _skillrun_v, _skillrun_ok := _skillrun_h.(perr); _skillrun_ok {",
	} {
		if !strings.Contains(code, want) {
			t.Errorf("normalised source lacks %q:\n%s", want, code)
		}
	}
	u, err = Check("x.go", []byte(stateSkill("", decls, "\tswitch e := parse().(type) {\n\tcase perr:\n\t\t_ = e.line\n\t}")))
	if err != nil {
		t.Fatal(err)
	}
	if code := string(u.Code); !strings.Contains(code, "case func() bool { _, ok := _skillrun_unwrap_error(_skillrun_ts1).(perr); return ok }(): e := _skillrun_unwrap_error(_skillrun_ts1).(perr);") {
		t.Errorf("want the type switch's case perr through _skillrun_unwrap_error:\n%s", code)
	}
	vetRefuses(t, "", "type code int\n\nfunc (c code) Error() string { return \"c\" }\n\nfunc parse() error { return code(3) }", "\t_, ok := parse().(code)\n\t_ = ok", "it always fails", "16:20: asserting a value of error to the skill's type code")
}

// TestErrorsAsHeld: errors.As with a target of the skill's struct error
// type with value methods walks the chain with the helper that gives an
// error's value back as an any.
func TestErrorsAsHeld(t *testing.T) {
	decls := "type perr struct{ line int }\n\nfunc (e perr) Error() string { return \"p\" }"
	u, err := Check("x.go", []byte(stateSkill("\t\"errors\"\n", decls, "\tvar pe perr\n\t_ = errors.As(perr{1}, &pe)")))
	if err != nil {
		t.Fatal(err)
	}
	if code := string(u.Code); !strings.Contains(code, "if _skillrun_u, _skillrun_ok := _skillrun_unwrap_error(_skillrun_err).(perr); _skillrun_ok {") {
		t.Errorf("want the errors.As helper to assert through _skillrun_unwrap_error:\n%s", code)
	}
}

// TestHeldAssertSameLayout: asserting an error to one of two struct
// error types with identical field lists stays refused: the value the
// interpreter's wrapper holds would match both.
func TestHeldAssertSameLayout(t *testing.T) {
	decls := "type aerr struct{ n int }\n\nfunc (e aerr) Error() string { return \"a\" }\n\ntype berr struct{ n int }\n\nfunc (e berr) Error() string { return \"b\" }\n\nfunc parse() error { return aerr{1} }"
	vetRefuses(t, "", decls, "\t_, ok := parse().(berr)\n\t_ = ok", "is not supported by the interpreter", "20:20: asserting a value of error to the skill's type berr", "20:20: asserting to berr, which has the same underlying type as aerr")
}
