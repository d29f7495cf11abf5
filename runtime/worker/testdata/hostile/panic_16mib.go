// Panics with a string of 16 MiB: the crash keeps the first 64 KiB of
// its text and says how long it was.
// want: crash bytes in all)
package panic_16mib

import (
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	panic(strings.Repeat("p", 16<<20))
}
