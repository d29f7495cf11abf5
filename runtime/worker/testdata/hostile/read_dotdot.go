// Climbs out of its directory with ../ to read host files.
package read_dotdot

import (
	"os"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	b, err := os.ReadFile("../../../../../../../etc/shadow")
	return skills.Result{"shadow": string(b)}, err
}

// want: vet "os"
