// Package board reads the pad nets of a KiCad 6 board (.kicad_pcb): which
// net each footprint pad is on. They are KiCad's own connectivity, written
// when the board was last updated from its schematic, and serve as the
// ground truth for package schematic's netlists.
//
// Non-goals: geometry, tracks, zones, DRC.
package board
