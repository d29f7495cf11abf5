// Burns CPU with a generous wall clock: the CPU limit stops it.
package cpu_burn

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	x := 0
	for {
		x = x*31 + 7
	}
}

// want: cpu
// limits: timeout=20s cpu=1s
