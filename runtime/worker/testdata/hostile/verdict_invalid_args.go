// Judges its own arguments: bad input is a judgement a skill may make
// (it keeps its kind), unlike the sandbox's verdicts.
package verdict_invalid_args

import (
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{ N int }

func Run(env skills.Env, args Args) (skills.Result, error) {
	return nil, fmt.Errorf("%w: n must be positive, got %d", skills.ErrInvalidArgs, args.N)
}

// want: bad_input n must be positive
