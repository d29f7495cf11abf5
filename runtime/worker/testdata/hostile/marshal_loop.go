// A result value whose MarshalJSON never returns: refused, as json never calls it.
package marshal_loop

import "github.com/skillrun/skillrun/skills"

type v struct{ N int }

func (x *v) MarshalJSON() ([]byte, error) {
	for {
		x.N++
	}
}

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"v": &v{1}}, nil
}

// want: vet encoding/json never calls a method
