// Formats a float with a gigabyte of digits.
package float_precision

import (
	"strconv"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	s := strconv.FormatFloat(1.0/3, 'f', 1<<30, 64)
	return skills.Result{"n": len(s)}, nil
}

// want: memory
// limits: memory=64MiB timeout=20s
