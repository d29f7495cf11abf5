// Reports the dynamic type name of its arguments held in an any: yaegi
// names interpreted types differently from the compiler (the normaliser
// writes the name only where the type is known statically), so the
// native build diverges and must be refused.
package typename

import (
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	N int `json:"n"`
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	var v any = args
	return skills.Result{"type": fmt.Sprintf("%T", v)}, nil
}
