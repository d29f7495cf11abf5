// Overwrites the SDK's default limits: the write reaches a private copy only.
package poison_sdk

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	skills.DefaultLimits = skills.Limits{}
	skills.ErrTimeout = nil
	return skills.Result{"poisoned": true}, nil
}

// want: ok
