// Returns ErrCancelled wrapping ErrResultSize.
package verdict_cancelled

import (
	"fmt"
	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return nil, fmt.Errorf("%w: %w", skills.ErrCancelled, skills.ErrResultSize)
}

// want: error run cancelled
