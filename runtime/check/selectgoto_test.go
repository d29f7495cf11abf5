package check

import "testing"

// TestSelectGotoRefused: a goto in a select's case back to a label before
// the select, directly or in an if, or to a label in the case, is refused
// at the goto; a goto forward past the select is not.
func TestSelectGotoRefused(t *testing.T) {
	const about = "is not supported by the interpreter"
	body := "\tch := make(chan int, 1)\n\tch <- 1\nagain:\n\tselect {\n\tcase v := <-ch:\n\t\tif v > 0 {\n\t\t\tgoto again\n\t\t}\n\t\tgoto again\n\tdefault:\n\t}"
	vetRefuses(t, "", "", body, about, "18:4: goto again from a select's case to a label before the select's end", "20:3: goto again")
	body = "\tch := make(chan int, 1)\n\tch <- 1\n\tselect {\n\tcase <-ch:\n\tretry:\n\t\tif len(ch) > 0 {\n\t\t\tgoto retry\n\t\t}\n\t}"
	vetRefuses(t, "", "", body, about, "18:4: goto retry")
	vetAllows(t, "", "", "\tch := make(chan int, 1)\n\tch <- 1\n\tselect {\n\tcase <-ch:\n\t\tgoto done\n\t}\ndone:\n\tfunc() {\n\tagain:\n\t\tselect {\n\t\tdefault:\n\t\t}\n\t\tif len(ch) > 0 {\n\t\t\tgoto again\n\t\t}\n\t}()")
}
