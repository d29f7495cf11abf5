// Exits the process.
package os_exit

import (
	"os"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	os.Exit(7)
	return nil, nil
}

// want: vet "os"
