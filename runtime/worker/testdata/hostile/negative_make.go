// Makes a slice with a negative length.
package negative_make

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	n := -1
	s := make([]int, n)
	return skills.Result{"n": len(s)}, nil
}

// want: crash makeslice: len out of range
