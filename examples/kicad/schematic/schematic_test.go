package schematic_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/examples/kicad/internal/demos"
	"github.com/skillrun/skillrun/examples/kicad/schematic"
)

// TestEveryDemo loads every demo schematic (each file on its own, as a root)
// and checks the model's invariants: the files write back unchanged, every
// symbol finds its library symbol, every pin lands on exactly one net, the
// exported netlist reads back with the same nets and nodes, and ERC runs.
func TestEveryDemo(t *testing.T) {
	dir := demos.Dir(t)
	files := demos.Files(t, dir, ".kicad_sch")
	if len(files) != 32 {
		t.Errorf("found %d demo schematics; kicad-demos 6.0.11 has 32", len(files))
	}
	for _, f := range files {
		t.Run(f, func(t *testing.T) {
			path := filepath.Join(dir, f)
			s, err := schematic.Load(path)
			if err != nil {
				t.Fatal(err)
			}
			for name, data := range s.Bytes() {
				orig, err := os.ReadFile(filepath.Join(s.Dir, name))
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(orig, data) {
					t.Errorf("%s does not write back unchanged", name)
				}
			}
			pins := 0
			for _, sh := range s.Sheets {
				for _, sym := range sh.File.Symbols {
					if sym.Lib == nil {
						t.Errorf("%s %s: lib symbol %q missing from lib_symbols", sh.NamePath, s.Reference(sh, sym), sym.LibName)
					}
					if s.Reference(sh, sym) == "" {
						t.Errorf("%s: symbol %s has no reference", sh.NamePath, sym.UUID)
					}
					pins += len(sym.Pins(s.Unit(sh, sym)))
				}
			}
			nl := s.Connect()
			seen := map[*schematic.Node]bool{}
			onNets := 0
			for _, n := range nl.Nets {
				if n.Name == "" {
					t.Errorf("net %d has no name", n.Code)
				}
				for _, node := range n.Nodes {
					if seen[node] {
						t.Errorf("pin %s.%s on two nets", node.Ref, node.Pin.Number)
					}
					seen[node] = true
					onNets++
				}
			}
			for _, c := range s.Components() {
				for _, u := range c.Units {
					for _, p := range u.Pins(s.Unit(c.Sheet, u)) {
						if nl.Net(c.Ref, p.Number) == nil {
							t.Errorf("%s pin %s is on no net", c.Ref, p.Number)
						}
					}
				}
			}
			exported, err := schematic.ReadNetlist(nl.Export(schematic.ExportOptions{}))
			if err != nil {
				t.Fatalf("exported netlist does not read back: %v", err)
			}
			var withNodes []*schematic.Net
			for _, n := range nl.Nets {
				if len(n.Nodes) > 0 {
					withNodes = append(withNodes, n)
				}
			}
			if len(exported) != len(withNodes) {
				t.Errorf("exported %d nets; netlist has %d with nodes", len(exported), len(withNodes))
			}
			for i, en := range exported {
				n := withNodes[i]
				if en.Name != n.Name || len(en.Nodes) != len(n.Nodes) || en.Code != fmt.Sprint(n.Code) {
					t.Errorf("exported net %s = %q with %d nodes; want %d %q with %d", en.Code, en.Name, len(en.Nodes), n.Code, n.Name, len(n.Nodes))
					break
				}
			}
			r := s.ERC(nl)
			codes := r.Codes()
			keys := make([]string, 0, len(codes))
			for k, v := range codes {
				keys = append(keys, fmt.Sprintf("%s=%d", k, v))
			}
			sort.Strings(keys)
			t.Logf("%d sheets, %d components, %d pins, %d nets; ERC %d errors %d warnings: %s",
				len(s.Sheets), len(s.Components()), pins, len(nl.Nets), r.Errors(), r.Warnings(), strings.Join(keys, " "))
		})
	}
}

func TestPowerSymbolsByFlag(t *testing.T) {
	s := loadDemo(t, "ecc83/ecc83-pp.kicad_sch")
	var power []string
	for _, sh := range s.Sheets {
		for _, sym := range sh.File.Symbols {
			if sym.IsPower() {
				power = append(power, s.Reference(sh, sym)+"="+sym.Value())
			}
		}
	}
	sort.Strings(power)
	want := "#FLG05=PWR_FLAG #FLG07=PWR_FLAG #PWR01=GND #PWR02=GND #PWR03=GND #PWR04=GND #PWR06=GND #PWR08=GND #PWR09=GND"
	if got := strings.Join(power, " "); got != want {
		t.Errorf("power symbols = %s; want %s", got, want)
	}
}

func TestRefLess(t *testing.T) {
	tests := []struct {
		a, b string
		want bool
	}{
		{"R2", "R10", true}, {"R10", "R2", false}, {"C1", "R1", true}, {"U1", "U1", false}, {"#PWR01", "C1", true},
	}
	for _, tt := range tests {
		if got := schematic.RefLess(tt.a, tt.b); got != tt.want {
			t.Errorf("RefLess(%q, %q) = %v; want %v", tt.a, tt.b, got, tt.want)
		}
	}
}

func TestBusMembers(t *testing.T) {
	tests := []struct {
		in   string
		want string
	}{
		{"DQ[0..3]", "DQ0 DQ1 DQ2 DQ3"}, {"IRQ-[3..1]", "IRQ-3 IRQ-2 IRQ-1"}, {"A[5..5]", "A5"},
		{"DQ", ""}, {"DQ[0..x]", ""}, {"X[0..99999]", ""},
	}
	for _, tt := range tests {
		if got := strings.Join(schematic.BusMembers(tt.in), " "); got != tt.want {
			t.Errorf("BusMembers(%q) = %q; want %q", tt.in, got, tt.want)
		}
	}
}
