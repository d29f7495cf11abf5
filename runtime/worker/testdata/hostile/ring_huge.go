// A ring of a billion elements.
package ring_huge

import (
	"container/ring"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	r := ring.New(1 << 30)
	return skills.Result{"n": r.Len()}, nil
}

// want: memory
