// Package schematic is a model of KiCad 6 schematics (.kicad_sch): symbols
// with their library pins and electrical types, values and references,
// wires, junctions, labels (local, global, hierarchical), power symbols,
// no-connect flags and hierarchical sheets; connectivity into nets named as
// KiCad 6 names them; netlist export in KiCad's S-expression netlist format;
// an ERC subset in KiCad 6's report format; and edits that write the file
// back through package sexpr, untouched parts byte for byte.
//
// KiCad 6 has no headless ERC or netlist export, so this model is ours. It
// is checked against KiCad's own data: the pad nets of the demo boards
// (package board) and an ERC result produced by KiCad 6's GUI.
//
// Semantics followed (KiCad 6.0): references, units, values and
// footprints come from the root file's symbol_instances, per sheet
// instance; sheets are ordered by page number; library coordinates are
// Y-up and transformed by the symbol's orientation and mirror; items join
// where their connection points (wire ends, pin ends, labels, junctions,
// sheet pins, no-connects) coincide, and a junction or a label on a wire's
// interior joins the wire (a wire end or a pin there does not: a T needs a
// junction); local and hierarchical labels join by name on their sheet,
// global labels and hidden power-input pins by name everywhere, sheet pins
// with their child's hierarchical labels; vector buses (DQ[0..31]) join the
// labels and sheet pins on them and their members across sheets; a net is
// named by its strongest driver (global label, power pin, local label,
// hierarchical label, sheet pin, pin), as KiCad names it, with "/" escaped.
//
// Checked: the pad nets of all 13 demo boards (one board predates KiCad 6's
// no-connect net names; see the tests) and Eeschema 6.0.11's own netlist
// export of all 19 demo designs (package oracle).
//
// Non-goals: bus groups ({A B}), bus entries as connections, the full ERC
// (library, annotation, similar-label checks), rendering.
package schematic
