// Walk east along the corridor, looking before each step.
//
//skillrun:tags corridor, bench
package walk

import (
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

// Args say how far to walk.
type Args struct {
	Steps int `json:"steps"`
}

// Run walks.
func Run(env skills.Env, args Args) (skills.Result, error) {
	for i := 0; i < args.Steps; i++ {
		obs, err := env.Observe()
		if err != nil {
			return nil, err
		}
		if obs.String("east") != "air" {
			return nil, fmt.Errorf("blocked at %d", obs.Int("x"))
		}
		out, err := env.Act(skills.Action{Name: "walk", Params: map[string]any{"dx": 1}})
		if err != nil {
			return nil, err
		}
		if !out.OK {
			return nil, fmt.Errorf("walk: %s", out.Reason)
		}
	}
	return skills.Result{"steps": args.Steps}, nil
}
