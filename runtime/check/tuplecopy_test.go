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
