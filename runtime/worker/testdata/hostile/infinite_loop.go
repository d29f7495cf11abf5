// Spins forever; the deadline stops it.
package infinite_loop

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	n := 0
	for {
		n++
	}
}

// want: timeout
// limits: timeout=500ms cpu=20s
