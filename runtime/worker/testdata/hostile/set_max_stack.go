// Lifts the stack cap and turns off the GC.
package set_max_stack

import (
	"runtime/debug"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	debug.SetMaxStack(1 << 40)
	debug.SetGCPercent(-1)
	return nil, nil
}

// want: vet "runtime/debug"
