// Package schenv is a skills.World over a KiCad 6 schematic file: what the
// research's KiCad procedures act in.
//
// Observe reports the components and their values, the net labels, the
// power flags, the no-connect flags, the nets and the last ERC report (nil
// until run_erc runs after the last edit: running ERC is a step, as in
// KiCad). Act performs one of:
//
//	set_value        object=REF params{value}
//	rename_label     params{from, to, kind?}       every label named from (or object=label@NAME)
//	set_label        params{sheet?, x, y, text, kind?}  the label at a point (added if none)
//	remove_label     params{text} | object=label@NAME
//	add_power_flag   params{net} | params{sheet?, x, y}
//	remove_power_flag object=REF | params{net}
//	add_no_connect   object=REF.PIN | params{sheet?, x, y}
//	remove_no_connect object=REF.PIN | params{sheet?, x, y}
//	run_erc          the ERC report (KiCad 6 text and structured)
//	save             write the files; the outcome carries the design's state
//	export_netlist   params{path?} write the KiCad netlist into the output directory
//	                 (Options.OutDir, default beside the schematic): a plain
//	                 NAME.net, never a link, never over a file not a netlist
//
// A world works on files in place; Copy makes the working copy a
// re-simulation starts from. Edits are in memory until save.
//
// Goals: deterministic (same actions, same bytes), safe for concurrent use,
// failures in the world (no such label) as Outcome{OK: false}, never as
// errors. Non-goals: undo, GUI, schematic layout.
package schenv
