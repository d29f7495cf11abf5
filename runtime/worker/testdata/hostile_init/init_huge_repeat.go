// A package variable asks strings.Repeat for a terabyte.
package init_huge_repeat

import (
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

var s = strings.Repeat("x", 1<<40)

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"n": len(s)}, nil
}

// want: memory
