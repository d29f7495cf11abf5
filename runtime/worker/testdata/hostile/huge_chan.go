// Makes a channel with a buffer of 2^40 elements: yaegi makes it through
// reflect, which treats the failed allocation as fatal.
package huge_chan

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	n := 1 << 40
	ch := make(chan [64]byte, n)
	return skills.Result{"cap": cap(ch)}, nil
}

// want: memory
