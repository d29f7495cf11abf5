// Acts with parameters nested 20,000 deep: the worker refuses the action
// as too deep for the host's JSON decoder, and the skill gets the error.
// Before, the host failed to decode the message and killed the worker,
// reporting a crash of the skill.
// want: error env act: the message would nest 20003 levels deep
package act_depth

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	var m any = 1
	for i := 0; i < 20000; i++ {
		m = map[string]any{"m": m}
	}
	_, err := env.Act(skills.Action{Name: "put", Params: map[string]any{"m": m}})
	return nil, err
}
