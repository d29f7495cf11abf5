// Perform one action in the environment and report its outcome.
//
// The primitive under every procedure: name the action, the object it acts
// on and its parameters. A failure in the world (ok=false) is a result, not
// an error, unless require_ok is set.
//
//skillrun:tags builtin, action
//skillrun:timeout 30s
package act

import (
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

// Args name the action.
type Args struct {
	// Action is the environment's verb, e.g. "dig" or "set_value".
	Action string `json:"action"`
	// Object is the id of the object acted on.
	Object string `json:"object,omitempty"`
	// Params are the action's parameters.
	Params map[string]any `json:"params,omitempty"`
	// RequireOK turns a failed outcome into an error.
	RequireOK bool `json:"require_ok,omitempty"`
}

// Run performs the action.
func Run(env skills.Env, args Args) (skills.Result, error) {
	if args.Action == "" {
		return nil, fmt.Errorf("action is empty")
	}
	out, err := env.Act(skills.Action{Name: args.Action, Object: args.Object, Params: args.Params})
	if err != nil {
		return nil, err
	}
	if args.RequireOK && !out.OK {
		return nil, fmt.Errorf("%s failed: %s", args.Action, out.Reason)
	}
	res := skills.Result{"ok": out.OK}
	if out.Reason != "" {
		res["reason"] = out.Reason
	}
	if len(out.Data) > 0 {
		res["data"] = out.Data
	}
	return res, nil
}
