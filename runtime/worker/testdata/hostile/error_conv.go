// Converts explicitly to error, which panics inside yaegi v0.16.1 (#1720):
// vet refuses it before the interpreter sees it.
package error_conv

import "github.com/skillrun/skillrun/skills"

type Args struct{}

type myErr struct{}

func (myErr) Error() string { return "mine" }

func Run(env skills.Env, args Args) (skills.Result, error) {
	var e myErr
	err := error(e)
	return skills.Result{"e": err.Error()}, nil
}

// want: vet conversion error(x)
