// Its init starts goroutines that spin forever and returns at once: they
// would burn the server's cores beside every call.
package init_spin_goroutines

import "github.com/skillrun/skillrun/skills"

type Args struct{}

var spun = spin(4)

func spin(n int) int {
	for i := 0; i < n; i++ {
		go func() {
			x := 0
			for {
				x++
			}
		}()
	}
	return n
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"spun": spun}, nil
}

// want: forbidden goroutines running
