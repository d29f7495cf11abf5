package schematic_test

import (
	"fmt"
	"testing"

	"github.com/skillrun/skillrun/examples/kicad/schematic"
)

// TestAddPowerFlagSharedSheet adds a flag to a sheet that two sheet
// instances share (complex_hierarchy's ampli_ht): each instance gets its
// own reference, and the flag reaches the net in both.
func TestAddPowerFlagSharedSheet(t *testing.T) {
	s := loadDemo(t, "complex_hierarchy/complex_hierarchy.kicad_sch")
	before := len(s.PowerFlags())
	ref, err := s.AddPowerFlag("/ampli_ht_vertical/", schematic.PointMM(10.16, 10.16))
	if err != nil {
		t.Fatal(err)
	}
	flags := s.PowerFlags()
	if len(flags) != before+2 {
		t.Fatalf("PowerFlags() after adding one to a shared sheet = %v; want two more (one per instance)", flags)
	}
	seen := map[string]bool{}
	for _, f := range flags {
		if seen[f] {
			t.Errorf("reference %s used twice", f)
		}
		seen[f] = true
	}
	if !seen[ref] {
		t.Errorf("AddPowerFlag returned %s, not among %v", ref, flags)
	}
	// the edited design, saved and read back, has the same flags
	root, err := s.SaveTo(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	again, err := schematic.Load(root)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := fmt.Sprint(again.PowerFlags()), fmt.Sprint(flags); got != want {
		t.Errorf("saved design's flags = %s; want %s", got, want)
	}
}

func TestRemoveSymbolSharedSheet(t *testing.T) {
	s := loadDemo(t, "complex_hierarchy/complex_hierarchy.kicad_sch")
	ref, err := s.AddPowerFlag("/ampli_ht_vertical/", schematic.PointMM(10.16, 10.16))
	if err != nil {
		t.Fatal(err)
	}
	if err := s.RemoveSymbol(ref); err != nil {
		t.Fatal(err)
	}
	before := loadDemo(t, "complex_hierarchy/complex_hierarchy.kicad_sch")
	if got, want := fmt.Sprint(s.PowerFlags()), fmt.Sprint(before.PowerFlags()); got != want {
		t.Errorf("after removing the added flag: %s; want %s", got, want)
	}
	if got, want := string(s.Bytes()["complex_hierarchy.kicad_sch"]), string(before.Bytes()["complex_hierarchy.kicad_sch"]); got != want {
		t.Errorf("root file not restored: symbol_instances entries left behind")
	}
}
