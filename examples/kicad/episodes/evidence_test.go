package episodes_test

import "github.com/skillrun/skillrun/skills"

// evidenceTasks are recorded episodes added for verification power
// (skillrun bench verify): each one, run by the reference skills, takes a
// branch that the first seven episodes never reach, so a version that
// drops or changes that branch ends in another state, takes other actions
// or fails where the reference succeeded (or the other way round). They
// are appended to tasks, so kicad.jsonl keeps its first seven episodes
// byte for byte.
var evidenceTasks = []struct {
	id, demo, skill, args string
	setup                 []skills.Action
}{
	// four undriven power nets, a limit of one: the reference refuses
	// after flagging the first (a version without the limit flags all four)
	{"kicad-ep-0008", "complex_hierarchy/ampli_ht.kicad_sch", "add_power_flags", `{"max_flags":1}`, nil},
	// only GND may be flagged: +12V, -VAA and HT are reported as skipped
	// and stay undriven in the saved state
	{"kicad-ep-0009", "complex_hierarchy/ampli_ht.kicad_sch", "add_power_flags", `{"nets":["GND"]}`, nil},
	// a sheet with pin_not_driven and label_dangling errors on named nets
	// beside the two undriven power nets: only GND and VCC get flags
	{"kicad-ep-0010", "video/esvideo.kicad_sch", "add_power_flags", `{}`, nil},
	// the new name is already a label (the CLOCK-RB6 data line): renaming
	// would merge the supply into it, and ERC would not notice (the merged
	// design checks clean), so the reference refuses before acting
	{"kicad-ep-0011", "flat_hierarchy/flat_hierarchy.kicad_sch", "change_supply_label",
		`{"from":"VCC_PIC","to":"CLOCK-RB6"}`, nil},
	// ecc83 has 13 nets: at least 13 passes, at least 14 fails
	{"kicad-ep-0012", "ecc83/ecc83-pp.kicad_sch", "export_netlist", `{"min_nets":13}`, nil},
	{"kicad-ep-0013", "ecc83/ecc83-pp.kicad_sch", "export_netlist", `{"min_nets":14}`, nil},
	// only undriven power inputs, accepted by default
	{"kicad-ep-0014", "complex_hierarchy/ampli_ht.kicad_sch", "verify_after_edit", `{}`, nil},
	// a global label used once: a warning, which does not count as an error
	{"kicad-ep-0015", "flat_hierarchy/pic_programmer.kicad_sch", "verify_after_edit", `{}`, nil},
	// dangling hierarchical labels: unexpected ERC errors, the check fails
	{"kicad-ep-0016", "electric/electric.kicad_sch", "verify_after_edit", `{}`, nil},
	// a no-connect flag removed: the pin left unconnected is refused even
	// when the caller lists pin_not_connected among the allowed errors
	{"kicad-ep-0017", "ecc83/ecc83-pp.kicad_sch", "verify_after_edit",
		`{"values":{"C2":"680nF"},"allowed_errors":["power_pin_not_driven","pin_not_connected"]}`,
		[]skills.Action{{Name: "remove_no_connect", Params: map[string]any{"x": 154.94, "y": 177.8}}}},
}

func init() { tasks = append(tasks, evidenceTasks...) }
