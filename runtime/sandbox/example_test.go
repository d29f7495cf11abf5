package sandbox_test

import (
	"context"
	"fmt"

	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/runtime/sandbox"
)

// Check a skill (package check), compile it once, run it many times.
func ExampleCompile() {
	src := `// Sum 0..n-1, in modern Go.
package sum

import "github.com/skillrun/skillrun/skills"

type Args struct {
	N int ` + "`json:\"n\"`" + `
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	s := 0
	for i := range args.N {
		s += i
	}
	return skills.Result{"sum": s, "capped": min(s, 100)}, nil
}
`
	u, err := check.Check("sum.go", []byte(src))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(u.Name(), u.Manifest.Kind, string(u.Manifest.Params))
	p, err := sandbox.Compile(u, sandbox.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, n := range []string{`{"n": 10}`, `{"n": 100}`} {
		r, err := p.Run(context.Background(), &sandbox.Request{Args: []byte(n)})
		fmt.Println(r.Result, err)
	}
	_, err = check.Check("bad.go", []byte("package bad\n\nimport \"os\"\n"))
	fmt.Println(err)
	// Output:
	// sum procedure {"additionalProperties":false,"properties":{"n":{"type":"integer"}},"required":["n"],"type":"object"}
	// map[capped:45 sum:45] <nil>
	// map[capped:100 sum:4950] <nil>
	// bad.go:3:8: import "os" is forbidden in skills: skills cannot touch the host's files, processes or environment
}
