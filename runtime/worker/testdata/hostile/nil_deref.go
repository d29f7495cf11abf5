// Dereferences a nil pointer.
package nil_deref

import "github.com/skillrun/skillrun/skills"

type Args struct{}

type box struct{ v int }

func Run(env skills.Env, args Args) (skills.Result, error) {
	var b *box
	return skills.Result{"v": b.v}, nil
}

// want: crash panic
