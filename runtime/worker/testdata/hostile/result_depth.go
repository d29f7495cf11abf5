// Returns a map nested 20,000 deep (a few hundred KB): the worker refuses
// it as the skill's error, saying why. Before, it crossed the pipe and
// the host, whose JSON decoder reads 10,000 levels, called it a crash of
// the skill ("decode result: ... exceeded max depth").
// want: error nests 20001 levels deep
package result_depth

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	var m any = 1
	for i := 0; i < 20000; i++ {
		m = map[string]any{"m": m}
	}
	return skills.Result{"m": m}, nil
}
