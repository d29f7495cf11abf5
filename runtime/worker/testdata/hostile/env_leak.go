// Reads environment variables.
package env_leak

import (
	"os"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"env": os.Environ(), "home": os.Getenv("HOME")}, nil
}

// want: vet "os"
