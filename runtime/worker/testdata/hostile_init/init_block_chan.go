// Its init waits on a channel nobody will ever send on.
package init_block_chan

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func init() {
	<-make(chan int)
}

func Run(env skills.Env, args Args) (skills.Result, error) { return nil, nil }

// want: timeout
// limits: timeout=500ms
