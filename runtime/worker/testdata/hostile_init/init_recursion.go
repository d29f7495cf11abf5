// Its init recurses without end: a fatal stack overflow.
package init_recursion

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func down(n int) int { return down(n+1) + 1 }

func init() { down(0) }

func Run(env skills.Env, args Args) (skills.Result, error) { return nil, nil }

// want: crash stack
// limits: timeout=20s
