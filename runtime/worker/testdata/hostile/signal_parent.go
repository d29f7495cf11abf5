// Kills its parent.
package signal_parent

import (
	"syscall"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return nil, syscall.Kill(syscall.Getppid(), syscall.SIGKILL)
}

// want: vet "syscall"
