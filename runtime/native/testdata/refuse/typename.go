// Reports the dynamic type name of its arguments: yaegi names
// interpreted types differently from the compiler, so the native build
// diverges and must be refused.
package typename

import (
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	N int `json:"n"`
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"type": fmt.Sprintf("%T", args)}, nil
}
