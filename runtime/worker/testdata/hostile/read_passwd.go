// Reads /etc/passwd: package os is not importable.
package read_passwd

import (
	"os"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	b, err := os.ReadFile("/etc/passwd")
	return skills.Result{"passwd": string(b)}, err
}

// want: vet "os"
