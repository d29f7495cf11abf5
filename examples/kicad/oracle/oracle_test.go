// Package oracle_test compares skillrun's KiCad model with KiCad 6 itself.
//
// export_netlist.sh and erc_report.sh drive Eeschema 6.0.11's GUI under
// Xvfb (KiCad 6 has no command-line netlist export or ERC); they need
// `apt-get install kicad xvfb xdotool xauth` (about 140 MB) and take 15-60 s
// per design, so CI does not run them. They were run once on every demo
// design (and on edited ones for ERC); the tests here keep digests of
// KiCad's output (KiCad's text derives from the GPL demos, so it is not
// committed) and check in CI that our netlists and ERC findings match.
// TestNetlistMatchesEeschema re-runs KiCad itself when KICAD_ORACLE=1.
package oracle_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/skillrun/skillrun/examples/kicad/internal/demos"
	"github.com/skillrun/skillrun/examples/kicad/schematic"
	"github.com/skillrun/skillrun/examples/kicad/schenv"
)

// body drops the design header lines that name the file, the date and the
// tool: everything after them must be identical.
func body(netlist []byte) []byte {
	i := bytes.Index(netlist, []byte("\n    (sheet "))
	if i < 0 {
		return netlist
	}
	return netlist[i:]
}

func TestNetlistMatchesEeschema(t *testing.T) {
	if os.Getenv("KICAD_ORACLE") != "1" {
		t.Skip("set KICAD_ORACLE=1 to compare with KiCad's own netlist export (needs kicad, xvfb, xdotool)")
	}
	dir := demos.Dir(t)
	files := []string{"ecc83/ecc83-pp.kicad_sch", "simulation/sallen_key/sallen_key.kicad_sch", "flat_hierarchy/flat_hierarchy.kicad_sch"}
	if f := os.Getenv("KICAD_ORACLE_FILES"); f == "all" {
		files = demos.Files(t, dir, ".kicad_sch")
	}
	for _, f := range files {
		t.Run(f, func(t *testing.T) {
			root, err := schenv.Copy(filepath.Join(dir, f), t.TempDir())
			if err != nil {
				t.Fatal(err)
			}
			// the project's library table, so KiCad lists the libraries too
			if data, err := os.ReadFile(filepath.Join(dir, filepath.Dir(f), "sym-lib-table")); err == nil {
				if err := os.WriteFile(filepath.Join(filepath.Dir(root), "sym-lib-table"), data, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want := filepath.Join(t.TempDir(), "kicad.net")
			if out, err := exec.Command("./export_netlist.sh", root, want).CombinedOutput(); err != nil {
				t.Fatalf("export_netlist.sh: %v\n%s", err, out)
			}
			kicad, err := os.ReadFile(want)
			if err != nil {
				t.Fatal(err)
			}
			s, err := schematic.Load(root)
			if err != nil {
				t.Fatal(err)
			}
			ours := s.Connect().Export(schematic.ExportOptions{Source: root})
			if !bytes.Equal(body(kicad), body(ours)) {
				t.Errorf("netlist differs from Eeschema's (first difference at byte %d of the body)", firstDiff(body(kicad), body(ours)))
			}
		})
	}
}

func firstDiff(a, b []byte) int {
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}
