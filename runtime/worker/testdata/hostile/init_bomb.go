// Allocates a terabyte while its package initialises.
package init_bomb

import "github.com/skillrun/skillrun/skills"

type Args struct{}

var big = make([]byte, 1<<40)

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"n": len(big)}, nil
}

// want: memory
