// Joins three runtime sentinels: still its own error.
package verdict_joined

import (
	"errors"
	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return nil, errors.Join(skills.ErrCrash, skills.ErrCPU, skills.ErrOutput)
}

// want: error skill crashed
