// Starts a million goroutines that each block in a select (rewritten
// into a call of plain.Select, whose cases are built on each call): each
// holds a stack and its select's cases, so memory, not the CPU, runs out.
package select_goroutines

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	never := make(chan [16]int)
	var nilc chan string
	for i := 0; i < 1000000; i++ {
		go func() {
			select {
			case v := <-never:
				_ = v
			case nilc <- "x":
			}
		}()
	}
	return skills.Result{"started": true}, nil
}

// want: memory
// limits: timeout=20s memory=64MiB
