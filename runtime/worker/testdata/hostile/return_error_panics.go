// Returns an error whose Error method panics.
package return_error_panics

import "github.com/skillrun/skillrun/skills"

type bad struct{}

func (bad) Error() string { panic("the Error method panics") }

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return nil, bad{}
}

// want: crash the Error method panics
