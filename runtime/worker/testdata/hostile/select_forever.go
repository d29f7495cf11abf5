// Blocks in an empty select.
package select_forever

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	select {}
}

// want: timeout
// limits: timeout=300ms
