// Passes on the error a nested call gave it (not found): its own error now.
package verdict_nested

import (
	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	_, err := env.Call("missing", nil)
	return nil, err
}

// want: error no such skill
