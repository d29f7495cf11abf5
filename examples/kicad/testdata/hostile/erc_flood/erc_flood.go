// Edits the design and runs ERC, again and again.
//
// A hostile skill: each run_erc after an edit has the host recompute the
// netlist and ERC of the whole design. The skill's worker waits, idle,
// while the host works: only the run's actions and wall time bounded the
// host's work, not the run's CPU limit.
//
//skillrun:timeout 10m
//skillrun:cpu 1s
//skillrun:actions 100000
package erc_flood

import (
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

// Args say how many rounds, and whether to edit before each ERC.
type Args struct {
	// Rounds of (edit,) run_erc.
	Rounds int `json:"rounds"`
	// Edit sets C1's value before each run_erc.
	Edit bool `json:"edit,omitempty"`
}

// Run runs ERC Rounds times.
func Run(env skills.Env, args Args) (skills.Result, error) {
	for i := range args.Rounds {
		if args.Edit {
			v := []string{"100uF", "220uF"}[i%2]
			out, err := env.Act(skills.Action{Name: "set_value", Object: "C1", Params: map[string]any{"value": v}})
			if err != nil {
				return nil, err
			}
			if !out.OK {
				return nil, fmt.Errorf("set_value: %s", out.Reason)
			}
		}
		out, err := env.Act(skills.Action{Name: "run_erc"})
		if err != nil {
			return nil, err
		}
		if !out.OK {
			return nil, fmt.Errorf("run_erc: %s", out.Reason)
		}
	}
	return skills.Result{"rounds": args.Rounds}, nil
}
