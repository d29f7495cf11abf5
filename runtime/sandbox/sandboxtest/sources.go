// Package sandboxtest holds the skill sources the sandbox is measured
// with, shared by its go test benchmarks and `skillrun bench core`, so both
// measure the same thing, and the clocks they are timed with. It imports
// only the SDK and the standard library.
package sandboxtest

import (
	"fmt"
	"strings"
	"time"

	"github.com/skillrun/skillrun/skills"
)

// Procedure returns the source of a procedure skill "s" whose Run has the
// given body, importing the given packages besides the SDK. Its Args has one
// field, N (json "n", optional).
func Procedure(body string, imports ...string) string {
	imp := ""
	for _, i := range imports {
		imp += "\t\"" + i + "\"\n"
	}
	return "package s\n\nimport (\n" + imp + "\t\"github.com/skillrun/skillrun/skills\"\n)\n\ntype Args struct {\n\tN int `json:\"n,omitempty\"`\n}\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) {\n" + body + "\n}\n"
}

// AddSource is a trivial procedure: it adds two numbers.
const AddSource = `// Add two numbers.
package add

import "github.com/skillrun/skillrun/skills"

type Args struct {
	A int ` + "`json:\"a\"`" + `
	B int ` + "`json:\"b\"`" + `
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"sum": args.A + args.B}, nil
}
`

// AddArgs are arguments for AddSource and NativeAdd.
var AddArgs = []byte(`{"a":1,"b":2}`)

type addArgs struct {
	A int `json:"a"`
	B int `json:"b"`
}

// NativeAdd is AddSource compiled natively and called the same way (JSON
// arguments decoded by skills.DecodeArgs), so a ratio against it measures
// the interpreter and nothing else.
func NativeAdd(raw []byte) (skills.Result, error) {
	var a addArgs
	if err := skills.DecodeArgs(raw, &a); err != nil {
		return nil, err
	}
	return skills.Result{"sum": a.A + a.B}, nil
}

// HundredLines returns a 111-line skill (helpers, loops, a struct, a map)
// for load+compile measurements.
func HundredLines() string {
	var sb strings.Builder
	sb.WriteString("// A hundred lines.\npackage hundred\n\nimport (\n\t\"fmt\"\n\t\"strings\"\n\n\t\"github.com/skillrun/skillrun/skills\"\n)\n\ntype Args struct {\n\tN int `json:\"n\"`\n}\n\n")
	for i := range 9 {
		fmt.Fprintf(&sb, "func helper%d(xs []int) int {\n\ts := 0\n\tfor i, x := range xs {\n\t\tif i%%2 == 0 {\n\t\t\ts += x * %d\n\t\t}\n\t}\n\treturn s\n}\n\n", i, i+1)
	}
	sb.WriteString("func Run(env skills.Env, args Args) (skills.Result, error) {\n\tvar parts []string\n\tfor i := range args.N {\n\t\tparts = append(parts, fmt.Sprint(helper0([]int{i})))\n\t}\n\treturn skills.Result{\"s\": strings.Join(parts, \",\")}, nil\n}\n")
	return sb.String()
}

// Clocks are the wall and process CPU time some work took.
type Clocks struct {
	Wall, CPU time.Duration
}

// Add adds d to c.
func (c *Clocks) Add(d Clocks) {
	c.Wall += d.Wall
	c.CPU += d.CPU
}

// Batch calls call n times and returns how long that took on both clocks
// (CPU is 0 where CPUTime reports nothing), or the first error.
func Batch(n int, call func() error) (Clocks, error) {
	t0 := time.Now()
	c0, _ := CPUTime()
	for range n {
		if err := call(); err != nil {
			return Clocks{}, err
		}
	}
	c1, _ := CPUTime()
	return Clocks{Wall: time.Since(t0), CPU: c1 - c0}, nil
}
