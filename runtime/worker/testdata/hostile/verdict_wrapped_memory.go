// Returns a wrapped skills.ErrMemory: its own error, not a memory verdict.
package verdict_wrapped_memory

import (
	"fmt"
	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return nil, fmt.Errorf("out of room: %w", skills.ErrMemory)
}

// want: error out of room
