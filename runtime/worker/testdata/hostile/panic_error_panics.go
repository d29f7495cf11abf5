// Panics with a value whose Error method panics in turn: the report
// calls it, as Go's runtime does, and says it panicked beside the value.
package panic_error_panics

import "github.com/skillrun/skillrun/skills"

type bad struct{}

func (bad) Error() string { panic("the Error method panics") }

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	panic(bad{})
}

// want: crash panic: {} [panic while printing the panic value: the Error method panics]
