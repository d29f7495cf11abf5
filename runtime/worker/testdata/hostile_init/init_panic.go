// Its init panics.
package init_panic

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func init() {
	panic("refusing to initialise")
}

func Run(env skills.Env, args Args) (skills.Result, error) { return nil, nil }

// want: bad_input refusing to initialise
