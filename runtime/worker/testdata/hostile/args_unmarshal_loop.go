// Args whose UnmarshalJSON never returns: refused, as json never calls it.
package args_unmarshal_loop

import "github.com/skillrun/skillrun/skills"

type Args struct{ N int }

func (a *Args) UnmarshalJSON(b []byte) error {
	for {
		a.N++
	}
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"n": args.N}, nil
}

// want: vet encoding/json never calls a method
