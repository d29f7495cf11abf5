// Divides by zero.
package divide_by_zero

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	a, b := 1, 0
	return skills.Result{"q": a / b}, nil
}

// want: crash divide by zero
