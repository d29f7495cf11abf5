// Recurses through a closure that calls itself.
package closure_recursion

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	var f func(int) int
	f = func(n int) int { return f(n+1) + n }
	return skills.Result{"n": f(0)}, nil
}

// want: crash stack
// limits: timeout=20s
