// Run skills one after another, by name, and collect their results.
//
// Each step names a skill and its arguments. By default the sequence stops
// at the first step that fails and reports which one; with keep_going it
// runs every step and reports each failure.
//
//skillrun:tags builtin, composition
package sequence

import (
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

// Step is one call in the sequence.
type Step struct {
	Skill string         `json:"skill"`
	Args  map[string]any `json:"args,omitempty"`
}

// Args list the steps.
type Args struct {
	Steps     []Step `json:"steps"`
	KeepGoing bool   `json:"keep_going,omitempty"`
}

// Run runs the steps in order.
func Run(env skills.Env, args Args) (skills.Result, error) {
	if len(args.Steps) == 0 {
		return nil, fmt.Errorf("no steps")
	}
	results := make([]any, 0, len(args.Steps))
	failed := 0
	for i, st := range args.Steps {
		r, err := env.Call(st.Skill, st.Args)
		if err != nil {
			if !args.KeepGoing {
				return nil, fmt.Errorf("step %d (%s): %w", i+1, st.Skill, err)
			}
			failed++
			results = append(results, map[string]any{"skill": st.Skill, "error": err.Error()})
			continue
		}
		results = append(results, map[string]any{"skill": st.Skill, "result": r})
	}
	return skills.Result{"steps": results, "failed": failed}, nil
}
