// Change a component's value, then verify the edit and save.
//
// The research's value edit: set the value, let verify_after_edit inspect
// it (and run ERC, accepting only the expected undriven-power errors), and
// save only when the verification passes.
//
//skillrun:tags kicad, edit
//skillrun:timeout 60s
package change_value

import (
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

// Args name the component and its new value.
type Args struct {
	// Ref is the component's reference ("C2").
	Ref string `json:"ref"`
	// Value is its new value ("470nF").
	Value string `json:"value"`
	// AllowedErrors and AllowedNets are passed to verify_after_edit.
	AllowedErrors []string `json:"allowed_errors,omitempty"`
	AllowedNets   []string `json:"allowed_nets,omitempty"`
}

// Run sets the value, verifies and saves.
func Run(env skills.Env, args Args) (skills.Result, error) {
	if args.Ref == "" || args.Value == "" {
		return nil, fmt.Errorf("ref and value are required")
	}
	out, err := env.Act(skills.Action{Name: "set_value", Object: args.Ref, Params: map[string]any{"value": args.Value}})
	if err != nil {
		return nil, err
	}
	if !out.OK {
		return nil, fmt.Errorf("set value of %s: %s", args.Ref, out.Reason)
	}
	verdict, err := env.Call("verify_after_edit", map[string]any{
		"values":         map[string]string{args.Ref: args.Value},
		"allowed_errors": args.AllowedErrors,
		"allowed_nets":   args.AllowedNets,
	})
	if err != nil {
		return nil, err
	}
	saved, err := env.Act(skills.Action{Name: "save"})
	if err != nil {
		return nil, err
	}
	if !saved.OK {
		return nil, fmt.Errorf("save: %s", saved.Reason)
	}
	return skills.Result{
		"ref":        args.Ref,
		"old":        out.Data["old"],
		"value":      args.Value,
		"verified":   verdict["verified"],
		"erc_errors": verdict["erc_errors"],
	}, nil
}
