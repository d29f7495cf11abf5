// Count up to n by acting "inc" on the counter, and report the final value.
//
//skillrun:tags test
package counter

import (
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

// Args say how far to count.
type Args struct {
	// N is how many times to increment.
	N int `json:"n"`
}

// Run counts.
func Run(env skills.Env, args Args) (skills.Result, error) {
	for i := 0; i < args.N; i++ {
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
	return skills.Result{"value": obs.Int("value")}, nil
}
