// Package sexpr reads and writes the S-expressions of KiCad 6 files
// (.kicad_sch, .kicad_pcb, .kicad_sym, netlists).
//
// The reader is lossless: every node keeps the whitespace that preceded it
// and atoms keep their raw text, so a file parsed and written back without
// changes is byte-identical. Edited or new nodes are written with KiCad's
// quoting; a new node copies the indentation of a sibling when it is
// inserted with Insert.
//
// Goals: exact round-trips, clear errors with line and column, speed on
// multi-megabyte boards. Non-goals: comments (KiCad files have none),
// schema knowledge (see package schematic).
package sexpr
