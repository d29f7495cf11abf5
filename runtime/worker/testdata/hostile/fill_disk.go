// Fills the disk.
package fill_disk

import (
	"os"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	f, err := os.Create("big")
	if err != nil {
		return nil, err
	}
	b := make([]byte, 1<<20)
	for {
		if _, err := f.Write(b); err != nil {
			return nil, err
		}
	}
}

// want: vet "os"
