// Starts goroutines that each block forever, a million of them: each
// holds a stack, so memory, not the CPU, is what runs out.
package goroutines_blocked

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	never := make(chan int)
	for i := 0; i < 1000000; i++ {
		go func() { <-never }()
	}
	return skills.Result{"started": true}, nil
}

// want: memory
// limits: timeout=20s memory=64MiB
