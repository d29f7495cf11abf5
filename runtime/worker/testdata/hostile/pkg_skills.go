// Names its package skills, the name of the SDK package it imports: the
// interpreter compiles it apart from the SDK (the import and the package
// are different scopes), as Go does.
package skills

import (
	"fmt"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"s": fmt.Sprint(strings.ToUpper("a"))}, nil
}

// want: ok
