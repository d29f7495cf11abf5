// Panics with an error value in Run.
package panic_value

import (
	"errors"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	panic(errors.New("deliberate"))
}

// want: crash deliberate
