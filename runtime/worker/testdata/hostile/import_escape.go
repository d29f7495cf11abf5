// Imports a relative path to reach host files.
package import_escape

import (
	"../../../../etc"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return nil, nil
}

// want: vet
