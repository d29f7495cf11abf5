package schematic_test

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
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
	pads, compared        int
	missing               []string // pads whose component or pin the schematic lacks
	partition, names      []string
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

func TestNetlistMatchesBoardsExplore(t *testing.T) {
	dir := demos.Dir(t)
	for _, pcb := range demos.Files(t, dir, ".kicad_pcb") {
		sch := strings.TrimSuffix(pcb, ".kicad_pcb") + ".kicad_sch"
		if _, err := os.Stat(filepath.Join(dir, sch)); err != nil {
			continue
		}
		s, err := schematic.Load(filepath.Join(dir, sch))
		if err != nil {
			t.Errorf("%s: %v", sch, err)
			continue
		}
		b, err := board.Read(filepath.Join(dir, pcb))
		if err != nil {
			t.Errorf("%s: %v", pcb, err)
			continue
		}
		d := compareBoard(s.Connect(), b)
		sort.Strings(d.names)
		t.Logf("%s: pads %d compared %d missing %d partition %d names %d", pcb, d.pads, d.compared, len(d.missing), len(d.partition), len(d.names))
		for i, m := range d.missing {
			if i < 3 {
				t.Logf("  missing %s", m)
			}
		}
		for i, m := range d.partition {
			if i < 5 {
				t.Logf("  partition %s", m)
			}
		}
		for i, m := range d.names {
			if i < 5 {
				t.Logf("  name %s", m)
			}
		}
	}
}
