// Doubles a string until memory runs out.
package memory_doubling

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	s := "xxxxxxxxxxxxxxxx"
	for {
		s = s + s
	}
}

// want: memory
// limits: timeout=20s memory=64MiB
