package check_test

import (
	"fmt"

	"github.com/skillrun/skillrun/runtime/check"
)

// Check a skill: its manifest is read statically, modern Go is rewritten
// for the interpreter, and a forbidden import is an error at file:line:col.
// Nothing here runs the skill.
func ExampleCheck() {
	src := `// Sum 0..n-1, in modern Go.
//
//skillrun:tags math
package sum

import "github.com/skillrun/skillrun/skills"

type Args struct {
	N int ` + "`json:\"n\"`" + ` // how many numbers
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	s := 0
	for i := range args.N {
		s += i
	}
	return skills.Result{"sum": s}, nil
}
`
	u, err := check.Check("sum.go", []byte(src))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(u.Name(), u.Manifest.Kind, u.Manifest.Tags, string(u.Manifest.Params))
	fmt.Println(u.Version() == check.VersionOf(u.Code))
	_, err = check.Check("bad.go", []byte("package bad\n\nimport \"os\"\n"))
	fmt.Println(err)
	// Output:
	// sum procedure [math] {"additionalProperties":false,"properties":{"n":{"description":"how many numbers","type":"integer"}},"required":["n"],"type":"object"}
	// true
	// bad.go:3:8: import "os" is forbidden in skills: skills cannot touch the host's files, processes or environment
}
