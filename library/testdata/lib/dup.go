// A second skill named counter.
package counter

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) { return nil, nil }
