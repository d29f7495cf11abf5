// Its init uses an env it does not have (there is none during
// initialisation): a panic, reported as a compile error with its position.
package init_nil_env

import "github.com/skillrun/skillrun/skills"

type Args struct{}

var env0 skills.Env

func init() {
	env0.Act(skills.Action{Name: "dig"})
}

func Run(env skills.Env, args Args) (skills.Result, error) { return nil, nil }

// want: bad_input
