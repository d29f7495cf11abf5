// Uses a generic variadic function, which yaegi v0.16.1 cannot infer: the
// normaliser writes the type argument out, so it runs.
package generic_variadic

import "github.com/skillrun/skillrun/skills"

type Args struct{}

type num interface{ ~int | ~float64 }

func sum[T num](xs ...T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"s": sum(1, 2, 3)}, nil
}

// want: ok
