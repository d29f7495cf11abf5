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
// Semantics followed (KiCad 6.0): references come from the root file's
// symbol_instances, per sheet instance; library coordinates are Y-up and
// transformed by the symbol's orientation and mirror; connection points are
// wire ends, pin ends, labels, junctions, sheet pins and no-connects, and a
// point on a wire's interior joins that wire; hidden power-input pins join
// the global net named after the pin; a net is named by its strongest driver
// (global label, power pin, local label, hierarchical label, sheet pin, pin).
//
// Non-goals: buses (bus wires and bus members are not expanded), the full
// ERC (library and annotation checks), simulation fields, rendering.
package schematic
