// Runs a program: os/exec is not importable.
package fork_exec

import (
	"os/exec"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	err := exec.Command("/bin/sh", "-c", "id").Run()
	return nil, err
}

// want: vet os/exec
