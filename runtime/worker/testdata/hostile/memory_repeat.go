// Asks strings.Repeat for a terabyte.
package memory_repeat

import (
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	s := strings.Repeat("x", 1<<40)
	return skills.Result{"n": len(s)}, nil
}

// want: memory
