// Its init leaves a goroutine blocked on a channel forever.
package init_blocked_goroutine

import "github.com/skillrun/skillrun/skills"

type Args struct{}

var wait = make(chan int)

func init() {
	go func() { <-wait }()
}

func Run(env skills.Env, args Args) (skills.Result, error) { return nil, nil }

// want: forbidden goroutines running
