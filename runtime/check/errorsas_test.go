package check

import (
	"strings"
	"testing"
)

// TestErrorsAsRefused: errors.As that the helper cannot answer as Go does
// is refused where it is written, saying what to write.
func TestErrorsAsRefused(t *testing.T) {
	for _, tt := range []struct{ name, decls, body, want string }{
		{"value target over int", "type codeErr int\n\nfunc (e codeErr) Error() string { return \"c\" }",
			"\tvar c codeErr\n\t_ = errors.As(errors.New(\"x\"), &c)", "16:6: errors.As with a target of codeErr is not supported by the interpreter"},
		{"value unwrap", "type pe struct{}\n\nfunc (*pe) Error() string { return \"p\" }\n\ntype wrap struct{ err error }\n\nfunc (w wrap) Error() string { return \"w\" }\n\nfunc (w wrap) Unwrap() error { return w.err }",
			"\tvar p *pe\n\t_ = errors.As(errors.New(\"x\"), &p)", "22:6: errors.As is not supported by the interpreter in a file whose error type wrap has Unwrap or As on its value"},
		{"interface target", "type temporary interface {\n\terror\n\tTemporary() bool\n}",
			"\tvar tmp temporary\n\t_ = errors.As(errors.New(\"x\"), &tmp)", "17:6: errors.As with a target of the skill's interface type temporary"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			src := stateSkill("\t\"errors\"\n", tt.decls, tt.body)
			_, err := Check("x.go", []byte(src))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("Check = %v; want %q\n%s", err, tt.want, src)
			}
		})
	}
}

// TestErrorsAsNames: the helper's parameters and locals do not hide the
// skill's types of the same names.
func TestErrorsAsNames(t *testing.T) {
	src := stateSkill("\t\"errors\"\n\t\"fmt\"\n", `type err struct{ s string }

func (e *err) Error() string { return e.s }

type u struct{ inner error }

func (w *u) Error() string { return "u" }

func (w *u) Unwrap() error { return w.inner }

var target *err

var found = errors.As(fmt.Errorf("x: %w", &u{&err{"e"}}), &target)`, "")
	if _, err := Check("x.go", []byte(src)); err != nil {
		t.Fatal(err)
	}
}
