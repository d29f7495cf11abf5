// Ranges over an iterator function (Go 1.23), a host panic in yaegi
// v0.16.1: vet refuses it.
package range_func

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func count(n int) func(func(int) bool) {
	return func(yield func(int) bool) {
		for i := 0; i < n; i++ {
			if !yield(i) {
				return
			}
		}
	}
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	s := 0
	for x := range count(4) {
		s += x
	}
	return skills.Result{"s": s}, nil
}

// want: vet range over a function iterator
