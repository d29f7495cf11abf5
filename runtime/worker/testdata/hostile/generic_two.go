// A generic function with two inferred type parameters, which yaegi
// v0.16.1 cannot infer: the normaliser writes the type arguments out, so
// it runs.
package generic_two

import (
	"strconv"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func mapf[A, B any](xs []A, f func(A) B) []B {
	var out []B
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"s": mapf([]int{1, 2}, strconv.Itoa)}, nil
}

// want: ok
