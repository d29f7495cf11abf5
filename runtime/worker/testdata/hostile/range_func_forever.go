// An iterator that never ends, and a loop body that never breaks: the
// run is stopped at its deadline, in both tiers.
package range_func_forever

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func naturals(yield func(int) bool) {
	for i := 0; ; i++ {
		if !yield(i) {
			return
		}
	}
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	s := 0
	for x := range naturals {
		s ^= x
	}
	return skills.Result{"s": s}, nil
}

// want: timeout
