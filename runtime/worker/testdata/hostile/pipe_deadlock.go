// Writes to an io.Pipe nobody reads: the write blocks for ever, and the
// run is stopped at its deadline.
package pipe_deadlock

import (
	"io"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	_, w := io.Pipe()
	n, err := w.Write([]byte("nobody listens"))
	return skills.Result{"n": n}, err
}

// want: timeout
