// Returns skills.ErrTimeout: its own error, not a sandbox timeout.
package verdict_timeout

import (
	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return nil, skills.ErrTimeout
}

// want: error timeout
