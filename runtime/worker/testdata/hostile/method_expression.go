// Calls a method expression, which yaegi v0.16.1 cannot compile: the
// normaliser rewrites it into a function literal, so it runs.
package method_expression

import "github.com/skillrun/skillrun/skills"

type Args struct{}

type counter struct{ n int }

func (c counter) Get() int { return c.n }

func Run(env skills.Env, args Args) (skills.Result, error) {
	f := counter.Get
	return skills.Result{"n": f(counter{n: 3})}, nil
}

// want: ok
