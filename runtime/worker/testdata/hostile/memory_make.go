// Makes a terabyte slice in one go.
package memory_make

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	b := make([]byte, 1<<40)
	b[len(b)-1] = 1
	return skills.Result{"n": len(b)}, nil
}

// want: memory
