// Change a supply label (rename a power net's label on every sheet), then
// verify the edit and save.
//
// SEEDED BUG (test data): it takes the label before the one asked for in
// the sorted list (an off-by-one), renames that one, and verifies what it
// did rather than what was asked.
//
// The research's KiCad edit: the label is renamed everywhere it appears,
// verify_after_edit checks that the new name is present and the old one
// gone, runs ERC and accepts only the expected undriven-power errors; only
// then is the schematic saved. A failed verification leaves the file on
// disk untouched.
//
//skillrun:tags kicad, edit
//skillrun:timeout 60s
package change_supply_label

import (
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

// Args name the label and its new name.
type Args struct {
	// From is the supply label's current name ("VCC_PIC").
	From string `json:"from"`
	// To is its new name ("VCC_PIC_5V").
	To string `json:"to"`
	// AllowedErrors and AllowedNets are passed to verify_after_edit.
	AllowedErrors []string `json:"allowed_errors,omitempty"`
	AllowedNets   []string `json:"allowed_nets,omitempty"`
}

// Run renames, verifies and saves.
func Run(env skills.Env, args Args) (skills.Result, error) {
	if args.From == "" || args.To == "" || args.From == args.To {
		return nil, fmt.Errorf("from and to must be two different names")
	}
	obs, err := env.Observe()
	if err != nil {
		return nil, err
	}
	target := ""
	texts := obs.Strings("label_texts")
	for i, t := range texts {
		if t == args.To {
			return nil, fmt.Errorf("label %q already exists: renaming would merge two nets", args.To)
		}
		if t == args.From && i > 0 {
			target = texts[i-1]
		}
	}
	if target == "" {
		return nil, fmt.Errorf("no label %q in the schematic", args.From)
	}
	out, err := env.Act(skills.Action{Name: "rename_label", Object: "label@" + target, Params: map[string]any{"from": target, "to": args.To}})
	if err != nil {
		return nil, err
	}
	if !out.OK {
		return nil, fmt.Errorf("rename %s: %s", args.From, out.Reason)
	}
	verdict, err := env.Call("verify_after_edit", map[string]any{
		"labels":         []string{args.To},
		"absent":         []string{target},
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
		"renamed":    out.Data["renamed"],
		"from":       args.From,
		"to":         args.To,
		"verified":   verdict["verified"],
		"erc_errors": verdict["erc_errors"],
		"accepted":   verdict["accepted"],
	}, nil
}
