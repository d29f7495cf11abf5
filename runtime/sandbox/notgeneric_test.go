package sandbox

import (
	"bytes"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/runtime/check"
)

// TestNotGenericHint: where the interpreter loses why it could not
// compile a generic call's instance, it says only "not a generic type:
// func(...)"; the error now says what that means and where to look. The
// code is a method comparing arithmetic in a generic type of two type
// parameters made by a constructor, with the normaliser's rewrite of the
// comparison undone (a form it does not know would reach the
// interpreter so).
func TestNotGenericHint(t *testing.T) {
	const src = "package s\n\nimport \"github.com/skillrun/skillrun/skills\"\n\ntype Args struct{}\n\ntype tab[K comparable, V any] struct{ a []V }\n\nfunc newTab[K comparable, V any]() *tab[K, V] { return &tab[K, V]{} }\n\nfunc (x *tab[K, V]) last(i int) bool { return i < len(x.a)-1 }\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) {\n\tt := newTab[string, int]()\n\treturn skills.Result{\"last\": t.last(0)}, nil\n}\n"
	u, err := check.Check("skill.go", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	const rewritten, written = "int(len(x.a)-1)", "len(x.a)-1"
	if !bytes.Contains(u.Code, []byte(rewritten)) {
		t.Fatalf("normalised code lacks %q:\n%s", rewritten, u.Code)
	}
	u.Code = bytes.Replace(u.Code, []byte(rewritten), []byte(written), 1)
	_, err = Compile(u, Options{})
	if err == nil || !strings.Contains(err.Error(), "skill.go:14:") || !strings.Contains(err.Error(), "not a generic type: func(") || !strings.Contains(err.Error(), notGenericHint) {
		t.Fatalf("Compile = %v; want the call's position, the interpreter's words and what they mean", err)
	}
}
