package schematic

import "testing"

// FuzzParseFile checks that no input makes the schematic reader, the
// connectivity, the ERC or the netlist export panic.
func FuzzParseFile(f *testing.F) {
	for _, s := range []string{
		`(kicad_sch (version 20211123) (lib_symbols (symbol "a:R" (symbol "R_1_1" (pin passive line (at 0 3.81 270) (length 1.27) (name "~") (number "1"))))) (symbol (lib_id "a:R") (at 10 10 90) (mirror x) (unit 1) (uuid u1) (property "Reference" "R1" (id 0) (at 0 0 0))) (wire (pts (xy 10 6.19) (xy 20 6.19))) (label "X" (at 20 6.19 0)) (no_connect (at 1 1)) (junction (at 15 6.19)))`,
		`(kicad_sch (symbol (lib_id "x") (at 1 2)))`,
		`(kicad_sch (wire (pts (xy 1 2))))`,
		`(kicad_sch (label "D[0..3]" (at 0 0 0)) (bus (pts (xy 0 0) (xy 5 0))))`,
		`(kicad_pcb)`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := ParseFile(data)
		if err != nil {
			return
		}
		s, err := FromFile(file) // never reads other files
		if err != nil {
			return
		}
		nl := s.Connect()
		s.ERC(nl)
		if _, err := ReadNetlist(nl.Export(ExportOptions{})); err != nil {
			t.Fatalf("our own export does not read back: %v", err)
		}
	})
}

// FuzzReadNetlist checks that the netlist reader never panics.
func FuzzReadNetlist(f *testing.F) {
	f.Add([]byte(`(export (version "E") (nets (net (code "1") (name "GND") (node (ref "R1") (pin "1")))))`))
	f.Add([]byte(`(export (nets (net)))`))
	f.Fuzz(func(t *testing.T, data []byte) {
		_, _ = ReadNetlist(data)
	})
}
