// Starts 100,000 spinning goroutines.
package goroutines_100k

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	for i := 0; i < 100000; i++ {
		go func() {
			x := 0
			for {
				x++
			}
		}()
	}
	for {
	}
}

// want: cpu
// limits: timeout=30s cpu=2s memory=512MiB
