// Saves the design again and again, with or without one edit first.
//
// A hostile skill: each save wrote every sheet file of the design into
// the host's files, whether anything had changed or not.
package save_flood

import (
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

// Args say whether to edit first.
type Args struct {
	// Edit sets C2's value before the saves.
	Edit bool `json:"edit,omitempty"`
}

// Run saves 2,000 times.
func Run(env skills.Env, args Args) (skills.Result, error) {
	if args.Edit {
		out, err := env.Act(skills.Action{Name: "set_value", Object: "C2", Params: map[string]any{"value": "470nF"}})
		if err != nil || !out.OK {
			return nil, fmt.Errorf("set_value: %v %s", err, out.Reason)
		}
	}
	saves := 0
	for range 2000 {
		out, err := env.Act(skills.Action{Name: "save"})
		if err != nil {
			return nil, err
		}
		if !out.OK {
			return nil, fmt.Errorf("save: %s", out.Reason)
		}
		saves++
	}
	return skills.Result{"saves": saves}, nil
}
