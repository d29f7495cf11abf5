package check

import (
	"strings"
	"testing"
)

// TestFreshResults: a function that reads a named result or returns bare
// gets its results as locals declared zero on its first line, and its
// bare returns name them; one with a defer assigns them zero instead; one
// that neither reads them nor returns bare is left alone. Lines do not
// move (yaegi started a named result with what the caller's destination
// held: a counter counted on from the previous call).
func TestFreshResults(t *testing.T) {
	for _, tt := range []struct{ name, decls, want string }{
		{"increment", "func f(n int) (hits int) {\n\thits += n\n\treturn hits\n}",
			"func f(n int) (_ int) { var hits int; _ = hits;\n\thits += n\n\treturn hits\n}"},
		{"append, bare return", "func f(n int) (out []int) {\n\tout = append(out, n)\n\treturn\n}",
			"func f(n int) (_ []int) { var out []int; _ = out;\n\tout = append(out, n)\n\treturn out\n}"},
		{"bare return only", "func f(n int) (r int, err error) { return }",
			"func f(n int) (_ int, _ error) { var r int; _ = r; var err error; _ = err; return r, err }"},
		{"grouped names", "func f() (a, b int) {\n\ta++\n\treturn\n}",
			"func f() (_, _ int) { var a, b int; _, _ = a, b;\n\ta++\n\treturn a, b\n}"},
		{"blank result", "func f(n int) (_ int, err error) {\n\tif n > 0 {\n\t\treturn n, nil\n\t}\n\treturn\n}",
			"func f(n int) (_ int, _ error) { var _skillrun_result1 int; _ = _skillrun_result1; var err error; _ = err;\n\tif n > 0 {\n\t\treturn n, nil\n\t}\n\treturn _skillrun_result1, err\n}"},
		{"method of a generic type", "type box[T any] struct{ v T }\n\nfunc (b *box[T]) all() (out []T) {\n\tout = append(out, b.v)\n\treturn\n}",
			"func (b *box[T]) all() (_ []T) { var out []T; _ = out;\n\tout = append(out, b.v)\n\treturn out\n}"},
		{"read by a closure", "func f() (n int) {\n\tinc := func() { n++ }\n\tinc()\n\treturn n\n}",
			"func f() (_ int) { var n int; _ = n;\n\tinc := func() { n++ }"},
		{"function literal", "var f = func(k int) (r int) { r += k; return }",
			"var f = func(k int) (_ int) { var r int; _ = r; r += k; return r }"},
		{"defer", "func f() (n int, err error) {\n\tdefer func() { err = nil }()\n\tn++\n\treturn\n}",
			"func f() (n int, err error) { n = *new(int); err = *new(error);\n\tdefer func() { err = nil }()\n\tn++\n\treturn\n}"},
		{"only returned values", "func f(k int) (n int, err error) {\n\treturn k, nil\n}",
			"func f(k int) (n int, err error) {\n\treturn k, nil\n}"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			src := stateSkill("", tt.decls, "\t_ = args")
			u, err := Check("x.go", []byte(src))
			if err != nil {
				t.Fatalf("Check: %v\n%s", err, src)
			}
			if !strings.Contains(string(u.Code), tt.want) {
				t.Errorf("normalised source lacks\n%s\n---\n%s", tt.want, u.Code)
			}
			code := string(u.Code)
			runKeepsItsLine(t, src, code)
		})
	}
}
