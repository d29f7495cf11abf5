// An honest init: a table computed once by a goroutine that finishes
// before init returns.
package init_ok

import "github.com/skillrun/skillrun/skills"

type Args struct{}

var squares []int

func init() {
	done := make(chan bool)
	go func() {
		for i := 0; i < 64; i++ {
			squares = append(squares, i*i)
		}
		done <- true
	}()
	<-done
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"last": squares[len(squares)-1]}, nil
}

// want: ok
