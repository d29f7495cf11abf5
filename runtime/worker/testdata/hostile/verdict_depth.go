// Wraps ErrDepth twice.
package verdict_depth

import (
	"fmt"
	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return nil, fmt.Errorf("deep: %w", fmt.Errorf("deeper: %w", skills.ErrDepth))
}

// want: error deep
