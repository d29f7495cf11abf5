// Leaves a goroutine that keeps acting after Run returned; the env refuses.
package act_after_return

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	go func() {
		for {
			env.Act(skills.Action{Name: "dig"})
		}
	}()
	return skills.Result{"ok": true}, nil
}

// want: ok
