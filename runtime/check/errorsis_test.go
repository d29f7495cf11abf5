package check

import "testing"

// TestErrorsIsByValueRefused: errors.Is and errors.Unwrap in a file whose
// error type has Unwrap on its value are refused (the interpreter cannot
// assert an error to that type to look through it), as errors.As is;
// with the methods on the pointer they vet (TestDiff12/d12ErrorChain).
func TestErrorsIsByValueRefused(t *testing.T) {
	byValue := "var errX = errors.New(\"x\")\n\ntype pe struct{ err error }\n\nfunc (p pe) Error() string { return \"pe\" }\n\nfunc (p pe) Unwrap() error { return p.err }"
	vetRefuses(t, "\t\"errors\"\n", byValue, "\tvar err error = pe{errX}\n\t_ = errors.Is(err, errX)\n\t_ = errors.Unwrap(err)", "is not supported by the interpreter in a file whose error type pe has Unwrap or As on its value", "20:6: errors.Is", "21:6: errors.Unwrap")
	byPtr := "var errX = errors.New(\"x\")\n\ntype pe struct{ err error }\n\nfunc (p *pe) Error() string { return \"pe\" }\n\nfunc (p *pe) Unwrap() error { return p.err }"
	vetAllows(t, "\t\"errors\"\n", byPtr, "\tvar err error = &pe{errX}\n\t_ = errors.Is(err, errX)\n\t_ = errors.Unwrap(err)")
}
