// Closes a nil channel.
package close_nil_chan

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	var ch chan int
	close(ch)
	return nil, nil
}

// want: crash close of nil channel
