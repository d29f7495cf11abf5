// Returns an error of 16 MiB: the host keeps its first 64 KiB and says
// how long it was. Before, its whole text crossed to the host and went
// everywhere an error goes (the terminal, the JSON API, the memory's
// failure reasons and the recall built from them), or, past the pipe's
// frame limit, the skill's error was lost for "frame too large".
// want: error (cut: 16777216 bytes in all)
package error_16mib

import (
	"errors"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return nil, errors.New(strings.Repeat("e", 16<<20))
}
