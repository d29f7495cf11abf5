// A result holding an address (fmt's %p), which differs from process to
// process: the native tier, proving the build against the interpreter,
// finds another result and refuses it as diverging.
package pointer

import (
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	N int `json:"n"`
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	n := args.N
	return skills.Result{"at": fmt.Sprintf("%p", &n)}, nil
}
