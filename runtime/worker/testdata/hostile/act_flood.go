// Acts in a tight loop without end.
package act_flood

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	for {
		if _, err := env.Act(skills.Action{Name: "dig"}); err != nil {
			return nil, err
		}
	}
}

// want: timeout
// limits: timeout=300ms
