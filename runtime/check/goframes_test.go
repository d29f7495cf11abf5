package check

import (
	"strings"
	"testing"
)

// TestGoFramesLines: in a file that starts goroutines (or a function with
// deferred calls: closureFrames), a function literal
// whose parameters are written one a line is made in a frame of its own
// (goFrames) without moving a line: the statement after it stays on the
// line it was written on, so the interpreter's positions stay the
// author's.
func TestGoFramesLines(t *testing.T) {
	for _, start := range []string{"\tgo func() { ch <- add(1, 2) }()\n", "\tdefer func() { <-ch }()\n\tch <- add(1, 2)\n"} {
		goFramesLines(t, start)
	}
}

// goFramesLines checks a function that does start (a go statement, or a
// defer: closureFrames) after a literal of parameters one a line.
func goFramesLines(t *testing.T, start string) {
	src := "package s\n\nimport \"github.com/skillrun/skillrun/skills\"\n\ntype Args struct{}\n\n" +
		"func Run(env skills.Env, args Args) (skills.Result, error) {\n" +
		"\tadd := func(\n\t\ta int,\n\t\tb int,\n\t) int {\n\t\treturn a + b\n\t}\n" +
		"\tch := make(chan int, 1)\n" + start +
		"\tmarker := 3\n\treturn skills.Result{\"n\": marker}, nil\n}\n"
	u, err := Check("s.go", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	code := string(u.Code)
	if !strings.Contains(code, "func() func( a int, b int, ) int { return func(") {
		t.Errorf("the literal is not made in a frame of its own on one line:\n%s", code)
	}
	if strings.HasPrefix(start, "\tgo ") && !strings.Contains(code, goHelper+"(") {
		t.Errorf("the go statement does not start %s:\n%s", goHelper, code)
	}
	line := func(s string) int {
		i := strings.Index(s, "marker := ")
		return strings.Count(s[:i], "\n")
	}
	if got, want := line(code), line(src); got != want {
		t.Errorf("marker on line %d of the normalised code, %d of the source:\n%s", got+1, want+1, code)
	}
}
