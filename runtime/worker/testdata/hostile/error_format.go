// Returns an error whose Format method never returns: the worker reads
// an error's Error method only, in both tiers, and never formats it.
package error_format

import (
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

type E struct{}

func (E) Error() string { return "e" }

func (E) Format(f fmt.State, c rune) {
	for {
	}
}

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return nil, E{}
}

// want: error
// limits: timeout=2s
