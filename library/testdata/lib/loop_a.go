// Calls loop_b, which calls back: a cycle.
package loop_a

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return env.Call("loop_b", nil)
}
