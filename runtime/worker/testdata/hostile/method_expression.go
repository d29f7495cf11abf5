// Calls a method expression, which panics inside yaegi v0.16.1: vet refuses it.
package method_expression

import "github.com/skillrun/skillrun/skills"

type Args struct{}

type counter struct{ n int }

func (c counter) Get() int { return c.n }

func Run(env skills.Env, args Args) (skills.Result, error) {
	f := counter.Get
	return skills.Result{"n": f(counter{n: 3})}, nil
}

// want: vet method expression
