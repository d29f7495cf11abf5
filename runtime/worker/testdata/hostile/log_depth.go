// Logs a value nested 20,000 deep, then returns: the line is replaced by
// a note saying why, and the run goes on. Before, the host failed to
// decode the line and killed the worker, reporting a crash of the skill.
// want: ok
package log_depth

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	var m any = 1
	for i := 0; i < 20000; i++ {
		m = map[string]any{"m": m}
	}
	env.Log("deep", "m", m)
	return skills.Result{"logged": true}, nil
}
