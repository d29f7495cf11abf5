// Deep recursion: a memoised count of paths down a long chain, and a
// depth-first walk of a linked list by recursion.
package deeprec

import "github.com/skillrun/skillrun/skills"

type Args struct {
	Depth int `json:"depth,omitempty"`
}

type item struct {
	v    int
	next *item
}

func sum(it *item) int {
	if it == nil {
		return 0
	}
	return it.v + sum(it.next)
}

func ways(n int, memo map[int]int) int {
	if n <= 1 {
		return 1
	}
	if v, ok := memo[n]; ok {
		return v
	}
	v := (ways(n-1, memo) + ways(n-2, memo)) % 1000000007
	memo[n] = v
	return v
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	n := args.Depth
	if n <= 0 {
		n = 1000
	}
	var head *item
	for i := 0; i < n; i++ {
		head = &item{i % 7, head}
	}
	return skills.Result{"sum": sum(head), "ways": ways(n, map[int]int{})}, nil
}
