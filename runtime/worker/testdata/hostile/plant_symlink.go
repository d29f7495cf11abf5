// Plants a symlink to a host file in scratch and reads through it.
package plant_symlink

import (
	"os"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	if err := os.Symlink("/etc/shadow", "s"); err != nil {
		return nil, err
	}
	b, err := os.ReadFile("s")
	return skills.Result{"shadow": string(b)}, err
}

// want: vet "os"
