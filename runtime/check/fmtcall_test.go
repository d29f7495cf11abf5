package check

import "testing"

// TestFmtTupleRefused: a call of several results, one of the skill's type
// with methods, passed whole to a fmt function is refused (the
// interpreter printed that value without its String); a single result is
// rewritten (TestInterpreterBugsRaw/fmt_call_result), and a call of
// results without methods vets.
func TestFmtTupleRefused(t *testing.T) {
	decls := "type tok struct{ s string }\n\nfunc (t tok) String() string { return t.s }\n\nfunc two() (tok, int) { return tok{\"a\"}, 1 }\n\nfunc one() tok { return tok{\"b\"} }\n\nfunc ints() (int, int) { return 1, 2 }"
	vetRefuses(t, "\t\"fmt\"\n", decls, "\t_ = fmt.Sprint(two())", "is not supported by the interpreter", "21:17: fmt of a call's results, one of them of tok, a type declared in the skill with methods")
	vetAllows(t, "\t\"fmt\"\n", decls, "\t_ = fmt.Sprint(one())\n\t_ = fmt.Sprint(ints())\n\ta, b := two()\n\t_ = fmt.Sprint(a, b)")
}
