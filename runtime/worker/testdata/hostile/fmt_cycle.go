// Prints a map that holds itself: fmt recurses without end.
package fmt_cycle

import (
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	m := map[string]any{}
	m["self"] = m
	return skills.Result{"s": fmt.Sprint(m)}, nil
}

// want: crash stack
// limits: timeout=20s
