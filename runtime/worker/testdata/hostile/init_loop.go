// Loops forever while its package initialises.
package init_loop

import "github.com/skillrun/skillrun/skills"

type Args struct{}

var ready = spin()

func spin() bool {
	for {
	}
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"ready": ready}, nil
}

// want: timeout
// limits: timeout=500ms
