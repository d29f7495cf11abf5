// Drive undriven power nets: run ERC, put a power flag on every net that
// reports power_pin_not_driven, run ERC again to confirm, and save.
//
// The usual fix for KiCad's "Input Power pin not driven by any Output
// Power pins" when the supply comes from a connector or another board: a
// PWR_FLAG tells ERC the net is driven. Nets can be limited to a list; any
// other undriven power net is left alone and reported. The skill fails
// when a flagged net still reports the error, and saves nothing then.
//
//skillrun:tags kicad, edit, erc
//skillrun:timeout 60s
package add_power_flags

import (
	"fmt"
	"sort"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

// Args limit which nets get flags.
type Args struct {
	// Nets, when set, are the only nets to flag ("GND", "+5V").
	Nets []string `json:"nets,omitempty"`
	// MaxFlags bounds how many flags one run adds (default 10).
	MaxFlags int `json:"max_flags,omitempty"`
}

func undriven(out skills.Outcome) []string {
	var nets []string
	seen := map[string]bool{}
	for _, item := range skills.Observation(out.Data).List("violations") {
		v, _ := item.(map[string]any)
		if v == nil {
			if o, ok := item.(skills.Observation); ok {
				v = o
			}
		}
		vo := skills.Observation(v)
		if vo.String("code") == "power_pin_not_driven" && !seen[vo.String("net")] {
			seen[vo.String("net")] = true
			nets = append(nets, vo.String("net"))
		}
	}
	sort.Strings(nets)
	return nets
}

// Run flags the undriven power nets.
func Run(env skills.Env, args Args) (skills.Result, error) {
	limit := args.MaxFlags
	if limit <= 0 {
		limit = 10
	}
	only := map[string]bool{}
	for _, n := range args.Nets {
		only[n] = true
	}
	erc, err := env.Act(skills.Action{Name: "run_erc"})
	if err != nil {
		return nil, err
	}
	var added, flagged, skipped []string
	for _, net := range undriven(erc) {
		if len(only) > 0 && !only[net] {
			skipped = append(skipped, net)
			continue
		}
		if len(added) == limit {
			return nil, fmt.Errorf("more than %d undriven power nets: %s", limit, strings.Join(undriven(erc), ", "))
		}
		out, err := env.Act(skills.Action{Name: "add_power_flag", Params: map[string]any{"net": net}})
		if err != nil {
			return nil, err
		}
		if !out.OK {
			return nil, fmt.Errorf("flag %s: %s", net, out.Reason)
		}
		added = append(added, fmt.Sprint(out.Data["ref"]))
		flagged = append(flagged, net)
	}
	env.Log("flagged", "nets", strings.Join(flagged, ","))
	after, err := env.Act(skills.Action{Name: "run_erc"})
	if err != nil {
		return nil, err
	}
	for _, net := range undriven(after) {
		for _, f := range flagged {
			if f == net {
				return nil, fmt.Errorf("net %s still reports power_pin_not_driven after flagging", net)
			}
		}
	}
	if len(added) > 0 {
		saved, err := env.Act(skills.Action{Name: "save"})
		if err != nil {
			return nil, err
		}
		if !saved.OK {
			return nil, fmt.Errorf("save: %s", saved.Reason)
		}
	}
	return skills.Result{"flags": added, "nets": flagged, "skipped": skipped,
		"erc_errors": skills.Observation(after.Data).Float("errors")}, nil
}
