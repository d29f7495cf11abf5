// Count up to n by acting "inc" on the counter, and report the final value.
//
//skillrun:tags test
package counter

import (
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	N int `json:"n"`
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	for range args.N {
		out, err := env.Act(skills.Action{Name: "inc", Object: "counter"})
		if err != nil {
			return nil, err
		}
		if !out.OK {
			return nil, fmt.Errorf("inc failed: %s", out.Reason)
		}
	}
	obs, err := env.Observe()
	if err != nil {
		return nil, err
	}
	env.Log("counted", "n", args.N)
	return skills.Result{"value": obs.Int("value")}, nil
}
