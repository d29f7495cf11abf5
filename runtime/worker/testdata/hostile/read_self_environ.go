// Reads its own environment from /proc.
package read_self_environ

import (
	"os"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	b, err := os.ReadFile("/proc/self/environ")
	return skills.Result{"env": string(b)}, err
}

// want: vet "os"
