// Recurses without end through a select whose default case calls the
// function again: each frame holds its select's block, so the stack
// limit (memory) ends it.
package select_recursion

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func down(c chan int) int {
	select {
	case v := <-c:
		return v
	default:
		return 1 + down(c)
	}
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"d": down(make(chan int))}, nil
}

// want: memory
// limits: timeout=20s memory=64MiB
