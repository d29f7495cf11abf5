// Its init burns CPU under a generous timeout: the CPU limit stops it.
package init_cpu_burn

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func init() {
	x := 0
	for {
		x++
	}
}

func Run(env skills.Env, args Args) (skills.Result, error) { return nil, nil }

// want: cpu
// limits: timeout=30s cpu=1s
