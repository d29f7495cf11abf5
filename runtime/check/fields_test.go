package check

import (
	"strings"
	"testing"
)

// TestSplitFields: a struct's field list that names exported and
// unexported fields together is split into one field a name, the
// unexported ones tagged json:"-" (the interpreter made y of X, y int an
// exported field Xy, which encoding/json wrote and read), on the list's
// own lines, so positions after it are kept. Lists of one kind, and a
// type written over several lines, are left as written.
func TestSplitFields(t *testing.T) {
	for _, tt := range []struct{ name, decls, line, want string }{
		{"two", "type p struct {\n\tX, y int\n}", "\tX, y int", "\tX int; y int `json:\"-\"`"},
		{"unexported first", "type p struct {\n\ty, X int\n}", "\ty, X int", "\ty int `json:\"-\"`; X int"},
		{"three", "type p struct {\n\tA, b, C string\n}", "\tA, b, C string", "\tA string; b string `json:\"-\"`; C string"},
		{"tag", "type p struct {\n\tX, y int `json:\"x,omitempty\" yaml:\"x\"`\n}", "\tX, y int `json:\"x,omitempty\" yaml:\"x\"`",
			"\tX int `json:\"x,omitempty\" yaml:\"x\"`; y int `json:\"-\" yaml:\"x\"`"},
		{"comma in a comment", "type p struct {\n\tX /* a, b */, y int\n}", "\tX /* a, b */, y int", "\tX /* a, b */ int; y int `json:\"-\"`"},
		{"names over lines", "type p struct {\n\tX, // the x, with a comma\n\ty int\n}", "\tX, // the x, with a comma", "\tX int; // the x, with a comma"},
		{"qualified type", "type p struct {\n\tX, y map[string][]int\n}", "\tX, y map[string][]int", "\tX map[string][]int; y map[string][]int `json:\"-\"`"},
		{"nested struct", "type p struct {\n\tIn struct {\n\t\tX, y int\n\t}\n}", "\t\tX, y int", "\t\tX int; y int `json:\"-\"`"},
		{"all exported", "type p struct {\n\tX, Y int\n}", "\tX, Y int", "\tX, Y int"},
		{"all unexported", "type p struct {\n\tx, y int\n}", "\tx, y int", "\tx, y int `json:\"-\"`"},
		{"type over lines", "type p struct {\n\tX, y struct {\n\t\tN int\n\t}\n}", "\tX, y struct {", "\tX, y struct {"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			src := stateSkill("", tt.decls+"\n\nvar _ = p{}", "")
			u, err := Check("x.go", []byte(src))
			if err != nil {
				t.Fatalf("Check = %v\n%s", err, src)
			}
			lines, code := strings.Split(src, "\n"), strings.Split(string(u.Code), "\n")
			n := -1
			for i, l := range lines {
				if l == tt.line {
					n = i
				}
			}
			if n < 0 || n >= len(code) || code[n] != tt.want {
				t.Fatalf("line %d of the normalised code:\n%s\nwant %q", n+1, u.Code, tt.want)
			}
			// Positions after the struct are kept: Run is on its line.
			for i, l := range lines {
				if strings.HasPrefix(l, "func Run(") && (i >= len(code) || !strings.HasPrefix(code[i], "func Run(")) {
					t.Errorf("func Run moved from line %d:\n%s", i+1, u.Code)
				}
			}
		})
	}
}
