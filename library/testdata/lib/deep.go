// Calls deeper skills through a chain: deep -> twice -> counter.
package deep

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return env.Call("twice", map[string]int{"n": 1})
}
