// Overwrites host variables through reflection.
package reflect_write

import (
	"reflect"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	v := reflect.ValueOf(&skills.DefaultLimits).Elem()
	v.Field(0).SetInt(1)
	return nil, nil
}

// want: vet "reflect"
