// A local array of 64 GiB, and a new() of one.
package array_local_huge

import "github.com/skillrun/skillrun/skills"

type Args struct{}

type T struct{ b [1 << 36]byte }

func Run(env skills.Env, args Args) (skills.Result, error) {
	p := new(T)
	p.b[5] = 1
	return skills.Result{"n": len(p.b)}, nil
}

// want: memory
