// Its init prints forever: the worker keeps at most a bounded buffer, and
// the timeout stops it.
package init_print_flood

import (
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func init() {
	line := "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"
	for {
		fmt.Println(line)
	}
}

func Run(env skills.Env, args Args) (skills.Result, error) { return nil, nil }

// want: timeout
// limits: timeout=1s memory=64MiB
