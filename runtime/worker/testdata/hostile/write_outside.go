// Writes outside its scratch directory.
package write_outside

import (
	"os"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return nil, os.WriteFile("/tmp/pwned", []byte("x"), 0o644)
}

// want: vet "os"
