// Prints 10 MiB: more than the output limit.
package output_flood

import (
	"fmt"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	line := strings.Repeat("x", 1023)
	for i := 0; i < 10240; i++ {
		fmt.Println(line)
	}
	return skills.Result{"printed": 10240}, nil
}

// want: output
// limits: output=64KiB
