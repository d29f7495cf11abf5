// A package variable holds half a gigabyte, touched page by page.
package init_huge_var

import "github.com/skillrun/skillrun/skills"

type Args struct{}

var big = fill(make([]byte, 512<<20))

func fill(b []byte) []byte {
	for i := 0; i < len(b); i += 4096 {
		b[i] = 1
	}
	return b
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"n": len(big)}, nil
}

// want: memory
// limits: memory=96MiB timeout=20s
