// Returns at once but leaves a goroutine spinning: the worker is recycled.
package goroutine_leak

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	go func() {
		x := 0
		for {
			x++
		}
	}()
	return skills.Result{"left": "a spinner"}, nil
}

// want: ok
