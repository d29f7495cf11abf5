package schematic_test

import (
	"fmt"

	"github.com/skillrun/skillrun/examples/kicad/schematic"
)

// Two resistors in series, joined by a wire that carries the label MID.
const divider = `(kicad_sch (version 20211123) (generator eeschema)
  (lib_symbols
    (symbol "Device:R" (in_bom yes) (on_board yes)
      (symbol "R_1_1"
        (pin passive line (at 0 3.81 270) (length 1.27) (name "~") (number "1"))
        (pin passive line (at 0 -3.81 90) (length 1.27) (name "~") (number "2")))))
  (symbol (lib_id "Device:R") (at 50.8 50.8 0) (unit 1) (uuid 1)
    (property "Reference" "R1" (id 0) (at 0 0 0)) (property "Value" "10k" (id 1) (at 0 0 0)))
  (symbol (lib_id "Device:R") (at 50.8 63.5 0) (unit 1) (uuid 2)
    (property "Reference" "R2" (id 0) (at 0 0 0)) (property "Value" "4k7" (id 1) (at 0 0 0)))
  (wire (pts (xy 50.8 54.61) (xy 50.8 59.69)))
  (label "MID" (at 50.8 57.15 0))
)
`

// Build the nets of a schematic and run ERC on it.
func ExampleSchematic_Connect() {
	f, err := schematic.ParseFile([]byte(divider))
	if err != nil {
		fmt.Println(err)
		return
	}
	s, err := schematic.FromFile(f)
	if err != nil {
		fmt.Println(err)
		return
	}
	nl := s.Connect()
	for _, n := range nl.Nets {
		fmt.Print(n.Name, ":")
		for _, node := range n.Nodes {
			fmt.Printf(" %s.%s", node.Ref, node.Pin.Number)
		}
		fmt.Println()
	}
	r := s.ERC(nl)
	for _, v := range r.Violations {
		fmt.Printf("%s (%s): %s\n", v.Code, v.Severity, v.Items[0].Text)
	}
	// Output:
	// /MID: R1.2 R2.1
	// Net-(R1-Pad1): R1.1
	// Net-(R2-Pad2): R2.2
	// pin_not_connected (error): Symbol R1 [R] Pin 1 [, Passive, Line]
	// pin_not_connected (error): Symbol R2 [R] Pin 2 [, Passive, Line]
}
