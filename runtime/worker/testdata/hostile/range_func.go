// An iterator that ignores what yield returns and goes on calling it
// after the loop's body broke out: Go panics ("range function continued
// iteration ..."), and so must the interpreted skill, whose loop runs as
// a call of the iterator with the body as yield (the body must not run
// again, silently).
package range_func

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func count(n int) func(func(int) bool) {
	return func(yield func(int) bool) {
		for i := 0; i < n; i++ {
			yield(i)
		}
	}
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	s := 0
	for x := range count(4) {
		if x == 2 {
			break
		}
		s += x
	}
	return skills.Result{"s": s}, nil
}

// want: crash range function continued iteration after function for loop body returned false
