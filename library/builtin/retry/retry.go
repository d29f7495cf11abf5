// Call a skill until it succeeds, up to a number of attempts.
//
// Between attempts it can run a recovery skill (for example to step back
// or re-observe). It reports how many attempts it took and the errors of
// the failed ones.
//
//skillrun:tags builtin, composition
package retry

import (
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

// Args name the skill to retry.
type Args struct {
	Skill    string         `json:"skill"`
	Args     map[string]any `json:"args,omitempty"`
	Attempts int            `json:"attempts,omitempty"` // default 3, at most 20
	// Recover, if set, is called between failed attempts.
	Recover string `json:"recover,omitempty"`
}

// Run retries the skill.
func Run(env skills.Env, args Args) (skills.Result, error) {
	n := args.Attempts
	if n == 0 {
		n = 3
	}
	if n < 1 || n > 20 {
		return nil, fmt.Errorf("attempts must be between 1 and 20, got %d", n)
	}
	var errs []string
	for i := range n {
		r, err := env.Call(args.Skill, args.Args)
		if err == nil {
			return skills.Result{"attempts": i + 1, "result": r, "errors": errs}, nil
		}
		errs = append(errs, err.Error())
		env.Log("attempt failed", "skill", args.Skill, "attempt", i+1, "error", err.Error())
		if args.Recover != "" && i < n-1 {
			if _, rerr := env.Call(args.Recover, nil); rerr != nil {
				return nil, fmt.Errorf("recover %s after attempt %d: %w", args.Recover, i+1, rerr)
			}
		}
	}
	return nil, fmt.Errorf("%s failed %d times; last: %s", args.Skill, n, errs[len(errs)-1])
}
