// Carries a compiler directive: vet accepts it, the native tier does not.
package noinline

import "github.com/skillrun/skillrun/skills"

type Args struct{}

//go:noinline
func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"ok": true}, nil
}
