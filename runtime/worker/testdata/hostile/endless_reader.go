// An io.Reader of the skill's own that never ends, read whole with
// io.ReadAll: the buffer grows until the memory limit stops the run.
package endless_reader

import (
	"io"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

type zeros struct{}

func (zeros) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = 'z'
	}
	return len(p), nil
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	b, err := io.ReadAll(zeros{})
	return skills.Result{"n": len(b)}, err
}

// want: memory
// limits: timeout=20s memory=64MiB
