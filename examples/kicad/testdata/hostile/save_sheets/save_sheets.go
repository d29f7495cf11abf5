// Edits components on several sheets of a design and saves it.
//
// A hostile skill: a save wrote the design's sheet files one after
// another, so one that failed part way (the disk full, a file size limit)
// left some sheets saved and the others not; and each save after an
// edit of one sheet rewrote every sheet.
package save_sheets

import (
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

// Args say what to edit and how often.
type Args struct {
	// Refs are the components whose value each round sets.
	Refs []string `json:"refs"`
	// Rounds of edits, each followed by a save (1 when 0).
	Rounds int `json:"rounds,omitempty"`
}

// Run sets each ref's value and saves, Rounds times.
func Run(env skills.Env, args Args) (skills.Result, error) {
	rounds := max(args.Rounds, 1)
	for i := range rounds {
		for _, ref := range args.Refs {
			v := fmt.Sprintf("%dnF", 100+i)
			out, err := env.Act(skills.Action{Name: "set_value", Object: ref, Params: map[string]any{"value": v}})
			if err != nil || !out.OK {
				return nil, fmt.Errorf("set_value %s: %v %s", ref, err, out.Reason)
			}
		}
		out, err := env.Act(skills.Action{Name: "save"})
		if err != nil {
			return nil, err
		}
		if !out.OK {
			return nil, fmt.Errorf("save: %s", out.Reason)
		}
	}
	return skills.Result{"rounds": rounds}, nil
}
