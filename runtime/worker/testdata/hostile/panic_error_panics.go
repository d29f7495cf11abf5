// Panics with a value whose Error method panics in turn: the report
// prints the value and never calls the method.
package panic_error_panics

import "github.com/skillrun/skillrun/skills"

type bad struct{}

func (bad) Error() string { panic("the Error method panics") }

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	panic(bad{})
}

// want: crash panic: {}
