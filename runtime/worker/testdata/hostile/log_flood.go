// Floods the host with env.Log lines.
package log_flood

import (
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	pad := strings.Repeat("y", 200)
	for i := 0; i < 100000; i++ {
		env.Log("flood", "i", i, "pad", pad)
	}
	return skills.Result{"logged": 100000}, nil
}

// want: output
// limits: output=64KiB timeout=20s
