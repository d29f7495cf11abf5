// Recurses without end: a fatal stack overflow that kills only its worker.
package deep_recursion

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func down(n int) int { return down(n+1) + 1 }

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"n": down(0)}, nil
}

// want: crash stack
// limits: timeout=20s
