// Formats with a gigabyte-wide field: fmt refuses widths over a million.
package fmt_width

import (
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	s := fmt.Sprintf("%*d", 1<<30, 7)
	if len(s) > 1<<20 {
		return nil, fmt.Errorf("fmt made %d bytes", len(s))
	}
	return skills.Result{"s": s}, nil
}

// want: ok
