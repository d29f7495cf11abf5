// Export the schematic's netlist in KiCad's S-expression netlist format.
//
// The research's second KiCad procedure: write the .net file beside the
// schematic and report how many nets and components it holds, with the
// file's SHA-256 so a later run can tell whether the circuit changed.
//
//skillrun:tags kicad, netlist
//skillrun:timeout 60s
package export_netlist

import (
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

// Args name the output file.
type Args struct {
	// Path is the netlist file, relative to the schematic's directory;
	// default: the schematic's name with .net.
	Path string `json:"path,omitempty"`
	// MinNets fails the export when the netlist has fewer nets (a sanity check).
	MinNets int `json:"min_nets,omitempty"`
}

// Run exports the netlist.
func Run(env skills.Env, args Args) (skills.Result, error) {
	params := map[string]any{}
	if args.Path != "" {
		params["path"] = args.Path
	}
	out, err := env.Act(skills.Action{Name: "export_netlist", Params: params})
	if err != nil {
		return nil, err
	}
	if !out.OK {
		return nil, fmt.Errorf("export netlist: %s", out.Reason)
	}
	nets := int(skills.Num(out.Data["nets"]))
	if nets < args.MinNets {
		return nil, fmt.Errorf("netlist has %d nets, want at least %d", nets, args.MinNets)
	}
	env.Log("exported", "path", out.Data["path"], "nets", nets)
	return skills.Result{
		"path":       out.Data["path"],
		"nets":       nets,
		"components": int(skills.Num(out.Data["components"])),
		"sha256":     out.Data["sha256"],
	}, nil
}
