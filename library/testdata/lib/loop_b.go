// Calls loop_a back.
package loop_b

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return env.Call("loop_a", nil)
}
