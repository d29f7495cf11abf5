// Returns a map that holds itself, and a slice that holds itself.
package result_cycle

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	m := map[string]any{}
	m["self"] = m
	s := make([]any, 1)
	s[0] = s
	return skills.Result{"m": m, "s": s}, nil
}

// want: error encountered a cycle
