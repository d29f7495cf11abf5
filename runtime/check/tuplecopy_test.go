package check

import "testing"

// TestSelectSendRefused: a select's case sending, on a channel of
// interfaces, a value of the skill's type with methods written as an
// expression with a call or a literal is refused at the value; a variable
// is rewritten, not refused.
func TestSelectSendRefused(t *testing.T) {
	decls := "type color int\n\nfunc (c color) String() string { return \"c\" }\n\nfunc pick() color { return 1 }"
	vetRefuses(t, "", decls, "\tch := make(chan any, 1)\n\tselect {\n\tcase ch <- pick():\n\t}", "is not supported by the interpreter", "18:13: sending a value of a type declared in the skill with methods (color) on a channel of any in a select's case")
	vetAllows(t, "", decls, "\tch := make(chan any, 1)\n\tc := pick()\n\tselect {\n\tcase ch <- c:\n\t}")
}

// TestSameLayoutAssertRefused: asserting to a type of the skill that
// another of its types shares an underlying type with is refused, as is
// a case of it; a pointer to it is not.
func TestSameLayoutAssertRefused(t *testing.T) {
	decls := "type a struct{ X int }\n\ntype b struct{ X int }"
	vetRefuses(t, "", decls, "\tvar v any = b{1}\n\t_, ok := v.(a)\n\t_ = ok\n\tswitch v.(type) {\n\tcase b:\n\t}", "is not supported by the interpreter", "15:14: asserting to a, which has the same underlying type as b", "18:7: asserting to b, which has the same underlying type as a")
	vetAllows(t, "", decls, "\tvar v any = &b{1}\n\t_, ok := v.(*a)\n\t_ = ok")
}

// TestTypeOfIfaceRefused: %T of an interface value that may hold a type
// the skill declares is refused at the argument; of a value plainly
// another package's, it is not.
func TestTypeOfIfaceRefused(t *testing.T) {
	decls := "type e struct{ code int }\n\nfunc (x *e) Error() string { return \"e\" }"
	vetRefuses(t, "\t\"fmt\"\n", decls, "\tvar err error = &e{1}\n\t_ = fmt.Sprintf(\"%T\", err)", "is not supported by the interpreter", "16:24: %T of a value of error, which may hold a type declared in the skill (*e)")
	vetAllows(t, "\t\"errors\"\n\t\"fmt\"\n", decls, "\t_ = fmt.Sprintf(\"%T\", errors.New(\"x\"))")
}
