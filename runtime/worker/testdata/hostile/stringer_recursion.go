// A String method that prints itself through fmt.
package stringer_recursion

import (
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

type loop struct{ N int }

func (l loop) String() string { return fmt.Sprintf("<%v>", l) }

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"s": fmt.Sprint(loop{1})}, nil
}

// want: crash stack
// limits: timeout=20s
