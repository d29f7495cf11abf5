// Verify a schematic after an edit: inspect values and net labels, run ERC,
// accept only the expected undriven-power errors, and confirm that no pin
// is left unconnected.
//
// The research's KiCad routine. Values and labels are checked against what
// the edit should have produced; ERC must run (a stale report from before
// the edit does not count); every ERC error must be an expected one
// (power_pin_not_driven by default, optionally only on the named nets);
// an unconnected pin is never accepted. Any problem fails the skill with
// every problem listed.
//
//skillrun:tags kicad, verify, erc
//skillrun:timeout 60s
package verify_after_edit

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

// Args say what the edit should have produced.
type Args struct {
	// Values maps references to the values they must have ("C2": "470nF").
	Values map[string]string `json:"values,omitempty"`
	// Labels must be present on some sheet.
	Labels []string `json:"labels,omitempty"`
	// Absent labels must be gone.
	Absent []string `json:"absent,omitempty"`
	// AllowedErrors are the ERC error codes to accept; default
	// ["power_pin_not_driven"]. pin_not_connected is never accepted.
	AllowedErrors []string `json:"allowed_errors,omitempty"`
	// AllowedNets, when set, accept errors only on these nets.
	AllowedNets []string `json:"allowed_nets,omitempty"`
}

// Run inspects, runs ERC and judges the report.
func Run(env skills.Env, args Args) (skills.Result, error) {
	obs, err := env.Observe()
	if err != nil {
		return nil, err
	}
	var problems []string
	values := obs.Map("values")
	refs := make([]string, 0, len(args.Values))
	for ref := range args.Values {
		refs = append(refs, ref)
	}
	sort.Strings(refs)
	for _, ref := range refs {
		got, ok := values[ref].(string)
		if !ok {
			problems = append(problems, fmt.Sprintf("component %s not found", ref))
		} else if got != args.Values[ref] {
			problems = append(problems, fmt.Sprintf("%s is %q, want %q", ref, got, args.Values[ref]))
		}
	}
	present := map[string]bool{}
	for _, t := range obs.Strings("label_texts") {
		present[t] = true
	}
	for _, l := range args.Labels {
		if !present[l] {
			problems = append(problems, fmt.Sprintf("label %q missing", l))
		}
	}
	for _, l := range args.Absent {
		if present[l] {
			problems = append(problems, fmt.Sprintf("label %q still present", l))
		}
	}
	env.Log("inspected", "values", len(refs), "labels", len(args.Labels)+len(args.Absent))

	out, err := env.Act(skills.Action{Name: "run_erc"})
	if err != nil {
		return nil, err
	}
	if !out.OK {
		return nil, fmt.Errorf("run_erc failed: %s", out.Reason)
	}
	allowed := args.AllowedErrors
	if len(allowed) == 0 {
		allowed = []string{"power_pin_not_driven"}
	}
	okCode := map[string]bool{}
	for _, c := range allowed {
		if c != "pin_not_connected" {
			okCode[c] = true
		}
	}
	okNet := map[string]bool{}
	for _, n := range args.AllowedNets {
		okNet[n] = true
	}
	report := skills.Observation(out.Data)
	var accepted []any
	errorsSeen := 0
	for _, item := range report.List("violations") {
		v := skills.Observation(asMap(item))
		if v.String("severity") != "error" {
			continue
		}
		errorsSeen++
		code, net := v.String("code"), v.String("net")
		where := firstItem(v)
		switch {
		case code == "pin_not_connected":
			problems = append(problems, "pin left unconnected: "+where)
		case okCode[code] && (len(okNet) == 0 || okNet[net]):
			accepted = append(accepted, code+" on "+net)
		default:
			problems = append(problems, fmt.Sprintf("unexpected ERC error %s on %s: %s", code, net, where))
		}
	}
	if len(problems) > 0 {
		return nil, errors.New("verify after edit: " + strings.Join(problems, "; "))
	}
	return skills.Result{
		"verified":   true,
		"erc_errors": errorsSeen,
		"accepted":   accepted,
		"values":     len(refs),
		"labels":     len(args.Labels) + len(args.Absent),
	}, nil
}

func asMap(v any) map[string]any {
	if m, ok := v.(map[string]any); ok {
		return m
	}
	if o, ok := v.(skills.Observation); ok {
		return o
	}
	return nil
}

func firstItem(v skills.Observation) string {
	items := v.List("items")
	if len(items) == 0 {
		return v.String("message")
	}
	return skills.Observation(asMap(items[0])).String("text")
}
