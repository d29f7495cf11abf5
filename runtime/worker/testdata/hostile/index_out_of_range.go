// Indexes past the end of a slice.
package index_out_of_range

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	s := []int{1, 2, 3}
	i := 5
	return skills.Result{"x": s[i]}, nil
}

// want: crash index out of range
