// Returns an 8 MiB result.
package huge_result

import (
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"blob": strings.Repeat("z", 8<<20)}, nil
}

// want: result_size
// limits: result=1MiB
