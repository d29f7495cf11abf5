// Reads the environment of pid 1.
package read_init_environ

import (
	"os"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	b, err := os.ReadFile("/proc/1/environ")
	return skills.Result{"env": string(b)}, err
}

// want: vet "os"
