package board

import "testing"

func TestParse(t *testing.T) {
	b, err := Parse([]byte(`(kicad_pcb (footprint "R" (fp_text reference "R1" (at 0 0)) (pad "1" smd rect (net 1 "GND")) (pad "2" smd rect)))`))
	if err != nil {
		t.Fatal(err)
	}
	want := []Pad{{"R1", "1", "GND"}, {"R1", "2", ""}}
	if len(b.Pads) != len(want) || b.Pads[0] != want[0] || b.Pads[1] != want[1] {
		t.Errorf("Parse pads = %v; want %v", b.Pads, want)
	}
	for _, bad := range []string{`(kicad_sch)`, `(kicad_pcb (footprint "R" (pad "1")))`, `(kicad_pcb`} {
		if _, err := Parse([]byte(bad)); err == nil {
			t.Errorf("Parse(%q) succeeded; want an error", bad)
		}
	}
}

// FuzzParse checks that the board reader never panics.
func FuzzParse(f *testing.F) {
	f.Add([]byte(`(kicad_pcb (footprint "R" (fp_text reference "R1") (pad "1" smd rect (net 1 "GND"))))`))
	f.Add([]byte(`(kicad_pcb (footprint "R" (property "Reference" "U1") (pad)))`))
	f.Fuzz(func(t *testing.T, data []byte) {
		_, _ = Parse(data)
	})
}
