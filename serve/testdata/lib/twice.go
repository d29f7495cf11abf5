// Count twice by calling counter, so the steps belong to a nested call.
//
//skillrun:tags test
package twice

import "github.com/skillrun/skillrun/skills"

// Args say how far each count goes.
type Args struct {
	N int `json:"n"`
}

// Run calls counter twice.
func Run(env skills.Env, args Args) (skills.Result, error) {
	if _, err := env.Call("counter", map[string]any{"n": args.N}); err != nil {
		return nil, err
	}
	if _, err := env.Act(skills.Action{Name: "mark", Object: "counter"}); err != nil {
		return nil, err
	}
	return env.Call("counter", map[string]any{"n": args.N})
}
