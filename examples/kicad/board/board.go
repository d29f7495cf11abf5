package board

import (
	"fmt"
	"os"

	"github.com/skillrun/skillrun/examples/kicad/sexpr"
)

// Pad is one footprint pad and its net.
type Pad struct {
	Ref    string // footprint reference ("C1")
	Number string // pad number ("1")
	Net    string // net name, "" when the pad is on no net
}

// Board is the pad-net table of a board file.
type Board struct {
	Pads []Pad
}

// Read reads a .kicad_pcb file.
func Read(path string) (*Board, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	b, err := Parse(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return b, nil
}

// Parse reads the text of a .kicad_pcb file.
func Parse(data []byte) (*Board, error) {
	doc, err := sexpr.Parse(data)
	if err != nil {
		return nil, err
	}
	root := doc.Root()
	if root.Head() != "kicad_pcb" {
		return nil, fmt.Errorf("not a KiCad board: root is (%s ...), want (kicad_pcb ...)", root.Head())
	}
	b := &Board{}
	for i, fp := range root.Children("footprint") {
		ref := ""
		for _, t := range fp.Children("fp_text") {
			if t.Arg(1) == "reference" {
				ref = t.Arg(2)
			}
		}
		if ref == "" {
			for _, p := range fp.Children("property") {
				if p.Arg(1) == "Reference" {
					ref = p.Arg(2)
				}
			}
		}
		if ref == "" {
			return nil, fmt.Errorf("footprint %d (%s) has no reference", i, fp.Arg(1))
		}
		for _, pad := range fp.Children("pad") {
			b.Pads = append(b.Pads, Pad{Ref: ref, Number: pad.Arg(1), Net: pad.Child("net").Arg(2)})
		}
	}
	return b, nil
}
