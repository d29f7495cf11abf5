// A package variable's initialiser recurses without end.
package init_var_recursion

import "github.com/skillrun/skillrun/skills"

type Args struct{}

var depth = count(0)

func count(n int) int { return count(n+1) + 1 }

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"depth": depth}, nil
}

// want: crash stack
// limits: timeout=20s
