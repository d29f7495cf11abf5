// Count twice by calling counter by name.
package twice

import "github.com/skillrun/skillrun/skills"

type Args struct {
	N int `json:"n"`
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	if _, err := env.Call("counter", map[string]any{"n": args.N}); err != nil {
		return nil, err
	}
	return env.Call("counter", Args{N: args.N})
}
