// Panics in a goroutine: fatal to a process, so fatal to its worker only.
package panic_goroutine

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	done := make(chan bool)
	go func() {
		panic("boom in a goroutine")
	}()
	<-done
	return nil, nil
}

// want: crash boom in a goroutine
// limits: timeout=10s
