// A package variable's initialiser blocks in an empty select.
package init_select_forever

import "github.com/skillrun/skillrun/skills"

type Args struct{}

var never = block()

func block() int {
	select {}
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"never": never}, nil
}

// want: timeout
// limits: timeout=500ms
