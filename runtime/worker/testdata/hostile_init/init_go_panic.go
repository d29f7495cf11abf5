// Its init starts a goroutine that panics while init waits: fatal to a
// process, so it must never happen in the host.
package init_go_panic

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func init() {
	never := make(chan bool)
	go func() {
		panic("boom in an init goroutine")
	}()
	<-never
}

func Run(env skills.Env, args Args) (skills.Result, error) { return nil, nil }

// want: crash boom in an init goroutine
