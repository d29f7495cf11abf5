package schematic_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/examples/kicad/board"
	"github.com/skillrun/skillrun/examples/kicad/internal/demos"
	"github.com/skillrun/skillrun/examples/kicad/schematic"
)

// boardDiff compares the netlist with a board's pad nets. It returns the
// pads whose net differs as a partition (two pads together on one side,
// apart on the other) and the pads whose net name differs.
type boardDiff struct {
	pads, compared   int
	missing          []string // pads whose component or pin the schematic lacks
	partition, names []string
}

func compareBoard(nl *schematic.Netlist, b *board.Board) boardDiff {
	var d boardDiff
	ours := map[string]*schematic.Net{}   // board net → our net
	theirs := map[*schematic.Net]string{} // our net → board net
	for _, p := range b.Pads {
		if p.Number == "" || p.Net == "" {
			continue
		}
		d.pads++
		n := nl.Net(p.Ref, p.Number)
		if n == nil {
			d.missing = append(d.missing, fmt.Sprintf("%s.%s (%s)", p.Ref, p.Number, p.Net))
			continue
		}
		d.compared++
		if n.Name != p.Net {
			d.names = append(d.names, fmt.Sprintf("%s.%s: ours %q, board %q", p.Ref, p.Number, n.Name, p.Net))
		}
		if o, ok := ours[p.Net]; ok && o != n {
			d.partition = append(d.partition, fmt.Sprintf("%s.%s: board net %q spans our nets %q and %q", p.Ref, p.Number, p.Net, o.Name, n.Name))
		}
		ours[p.Net] = n
		if t, ok := theirs[n]; ok && t != p.Net {
			d.partition = append(d.partition, fmt.Sprintf("%s.%s: our net %q spans board nets %q and %q", p.Ref, p.Number, n.Name, t, p.Net))
		}
		theirs[n] = p.Net
	}
	return d
}

// outOfDate lists the demo boards that KiCad last updated before KiCad 6
// named no-connect nets "unconnected-(REF-PadN)": their pads say
// "Net-(REF-PadN)" for pins that carry a no-connect flag in the schematic.
// The partition into nets still matches exactly; only those names differ.
var outOfDate = map[string]string{
	"interf_u/interf_u.kicad_pcb": "board predates KiCad 6's unconnected-(...) names for no-connect pins",
}

// TestNetlistMatchesBoards checks, for every demo with a board, that the
// nets our netlist gives each pad are the pad nets KiCad wrote in the
// .kicad_pcb: the same partition and the same names.
func TestNetlistMatchesBoards(t *testing.T) {
	dir := demos.Dir(t)
	pairs := 0
	for _, pcb := range demos.Files(t, dir, ".kicad_pcb") {
		sch := strings.TrimSuffix(pcb, ".kicad_pcb") + ".kicad_sch"
		if _, err := os.Stat(filepath.Join(dir, sch)); err != nil {
			t.Logf("%s: no schematic beside it, not compared", pcb)
			continue
		}
		pairs++
		t.Run(pcb, func(t *testing.T) {
			s, err := schematic.Load(filepath.Join(dir, sch))
			if err != nil {
				t.Fatal(err)
			}
			b, err := board.Read(filepath.Join(dir, pcb))
			if err != nil {
				t.Fatal(err)
			}
			d := compareBoard(s.Connect(), b)
			if d.compared == 0 || len(d.missing) > 0 {
				t.Errorf("compared %d of %d pads; missing in the schematic: %v", d.compared, d.pads, d.missing)
			}
			for _, m := range d.partition {
				t.Errorf("partition: %s", m)
			}
			why, stale := outOfDate[pcb]
			for _, m := range d.names {
				if stale && strings.Contains(m, `ours "unconnected-(`) && strings.Contains(m, `board "Net-(`) {
					continue
				}
				t.Errorf("name: %s", m)
			}
			if stale {
				if len(d.names) == 0 {
					t.Errorf("listed as out of date (%s) but every name matches: drop it from outOfDate", why)
				}
				t.Logf("OUT OF DATE: %s: %d pad net names differ (%s); partition matches", pcb, len(d.names), why)
			}
			t.Logf("%d pads, %d nets compared", d.compared, len(s.Connect().Nets))
		})
	}
	if pairs != 13 {
		t.Errorf("compared %d schematic/board pairs; kicad-demos 6.0.11 has 13", pairs)
	}
}
