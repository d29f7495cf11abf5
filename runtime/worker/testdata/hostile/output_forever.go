// Prints forever: the output cap drops the rest, the deadline ends it.
package output_forever

import (
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	for {
		fmt.Println("all work and no play makes jack a dull boy")
	}
}

// want: timeout
// limits: timeout=300ms output=64KiB
