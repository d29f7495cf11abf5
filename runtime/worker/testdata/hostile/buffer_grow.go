// Asks a bytes.Buffer to grow by a terabyte.
package buffer_grow

import (
	"bytes"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	var b bytes.Buffer
	b.Grow(1 << 40)
	return skills.Result{"cap": b.Cap()}, nil
}

// want: memory
// limits: memory=64MiB
