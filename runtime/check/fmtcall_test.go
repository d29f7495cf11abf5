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

// TestFmtForeignIfaceRefused: fmt of a value of another package's
// interface with methods (not error or fmt.Stringer) that may hold the
// skill's type is refused (the interpreter printed its wrapper); %T of it
// keeps its own refusal, a method's result and a value of another
// package's type held there vet.
func TestFmtForeignIfaceRefused(t *testing.T) {
	decls := "type list []int\n\nfunc (l *list) Len() int { return len(*l) }\n\nfunc (l *list) Less(i, j int) bool { return (*l)[i] < (*l)[j] }\n\nfunc (l *list) Swap(i, j int) { (*l)[i], (*l)[j] = (*l)[j], (*l)[i] }"
	vetRefuses(t, "\t\"fmt\"\n\t\"sort\"\n", decls, "\tvar s sort.Interface = &list{3, 1}\n\t_ = fmt.Sprint(s)\n\t_ = fmt.Sprintf(\"%v\", s)", "is not supported by the interpreter: it prints the interpreter's wrapper of the value", "21:17: fmt of a value of sort.Interface, which may hold a type declared in the skill (*list)", "22:24: fmt of a value of sort.Interface")
	vetAllows(t, "\t\"fmt\"\n\t\"sort\"\n", decls, "\tvar s sort.Interface = &list{3, 1}\n\t_ = fmt.Sprint(s.Len())\n\tvar r sort.Interface = sort.IntSlice{1}\n\t_ = r\n\tl, _ := s.(*list)\n\t_ = fmt.Sprint(l)")
}
