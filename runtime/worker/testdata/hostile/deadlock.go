// Waits on a channel nobody sends on.
package deadlock

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	ch := make(chan int)
	<-ch
	return nil, nil
}

// want: timeout
// limits: timeout=300ms
