// Package kicad is the KiCad example domain of skillrun: real KiCad 6
// schematic and board files (Debian's kicad-demos), a schematic model of our
// own checked against KiCad's data, and the research's KiCad procedures
// (verify-after-edit, netlist export) as interpreted skills.
//
// The subpackages are:
//
//   - sexpr: a lossless S-expression reader and writer for .kicad_sch and
//     .kicad_pcb files (a file read and written back is byte-identical).
//   - schematic: symbols, pins and their electrical types, wires, junctions,
//     labels, power symbols, no-connects and hierarchical sheets;
//     connectivity into nets named as KiCad names them; netlist export in
//     KiCad's S-expression netlist format; an ERC subset in KiCad 6's report
//     format; edits (values, labels, power flags, no-connects).
//   - board: the pad nets of a .kicad_pcb, the ground truth for netlists.
//   - schenv: a skills.World over a schematic file.
//   - episodes: recorded episodes of the KiCad skills and the domain checker
//     that re-simulates them on the real demo files (also a verify.Simulator).
//   - oracle: checks against KiCad 6 itself. Eeschema 6.0.11 driven through
//     its GUI under Xvfb (export_netlist.sh, erc_report.sh; dev tools, not
//     CI) exported the netlists of all 19 demo designs; CI checks that ours
//     equal them (digests only: KiCad's output derives from GPL files).
//
// This package itself is the domain value skillrun's program carries
// (Domain, a domain.Domain): the "kicad" environment, the schematic
// simulator, the bench data and the `skillrun kicad` commands.
//
// The skills live in skills/, one package per skill, as the library loads
// them: change_supply_label and change_value (an edit followed by
// verify_after_edit), verify_after_edit, export_netlist, add_power_flags.
//
// Goals: KiCad's semantics where KiCad 6 defines them, checked against
// KiCad's own files. Non-goals: buses beyond what connectivity needs, the
// full ERC, writing boards, rendering.
//
// The demo files are GPL-2+ and are never committed: tests read them from
// /usr/share/kicad/demos (or $KICAD_DEMOS), installed by
// ci/setup.d/20-kicad.sh.
package kicad
