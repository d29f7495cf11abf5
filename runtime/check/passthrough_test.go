package check

import (
	"strings"
	"testing"
)

// TestPassThroughCompare: comparing what errors.Unwrap or heap.Pop hands
// back (a value the skill gave them) with the skill's error is refused,
// as comparing two interfaces that may hold it is; comparing it with
// another package's sentinel, or comparing errors.New's result, vets.
func TestPassThroughCompare(t *testing.T) {
	imports := "\t\"errors\"\n\t\"fmt\"\n\t\"io\"\n"
	decls := "type qerr struct{ q string }\n\nfunc (e *qerr) Error() string { return e.q }\n\nfunc (e *qerr) Unwrap() error { return io.EOF }"
	vetRefuses(t, imports, decls, "\te1 := &qerr{\"x\"}\n\te2 := fmt.Errorf(\"h: %w\", e1)\n\t_ = errors.Unwrap(e2) == e1", "comparing interface values that may hold a type declared in the skill (*qerr)", "21:24: comparing")
	vetAllows(t, imports, decls, "\te1 := &qerr{\"x\"}\n\t_ = fmt.Sprint(e1)\n\t_ = errors.Unwrap(e1) == io.EOF\n\tvar err error = e1\n\t_ = err == errors.New(\"x\")")
}

// TestTypeOfSkillError: %T of a value of the skill's error type names the
// type; under %v it goes through the helper that calls Error.
func TestTypeOfSkillError(t *testing.T) {
	decls := "type qerr struct{ q string }\n\nfunc (e *qerr) Error() string { return e.q }"
	u, err := Check("x.go", []byte(stateSkill("\t\"fmt\"\n", decls, "\te := &qerr{\"x\"}\n\t_ = fmt.Sprintf(\"%T %v\", e, e)")))
	if err != nil {
		t.Fatal(err)
	}
	code := string(u.Code)
	if strings.Contains(code, "fmt.Sprintf(\"%T %v\", _skillrun_as_error") || !strings.Contains(code, "\"*s.qerr\"") {
		t.Errorf("want %%T of e written as its type's name, %%v through the error helper:\n%s", code)
	}
}
