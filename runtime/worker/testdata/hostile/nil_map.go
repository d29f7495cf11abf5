// Writes to a nil map: a recovered panic.
package nil_map

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	var m map[string]int
	m["x"] = 1
	return nil, nil
}

// want: crash nil map
