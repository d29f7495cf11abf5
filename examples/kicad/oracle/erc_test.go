package oracle_test

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/examples/kicad/internal/demos"
	"github.com/skillrun/skillrun/examples/kicad/schematic"
)

// ercSubset are the ERC codes our model checks; KiCad's other findings
// (lib_symbol_issues, multiple_net_names, ...) are left out of the
// comparison.
var ercSubset = map[string]bool{
	"pin_to_pin": true, "pin_not_driven": true, "power_pin_not_driven": true, "pin_not_connected": true,
	"no_connect_connected": true, "no_connect_dangling": true, "label_dangling": true, "global_label_dangling": true,
}

var (
	violationLine = regexp.MustCompile(`^\[([a-z_]+)\]: (.*)$`)
	pairTypes     = regexp.MustCompile(`^Pins of type (.+) and (.+) are connected$`)
	severityLine  = regexp.MustCompile(`^    ; Severity: (\w+)$`)
	itemLine      = regexp.MustCompile(`^    @\((-?[\d.]+) mm, (-?[\d.]+) mm\): (.*)$`)
)

// canonicalERC reduces a KiCad 6 ERC report (KiCad's or ours) to its
// findings in our subset, one line each, sorted: sheet, code, message,
// severity and items (a conflicting pair in either order). Undriven inputs
// keep no item and no sheet: KiCad names the first input pin of the net in
// its R-tree order, which no file records, so only how many nets are
// compared.
func canonicalERC(report string) string {
	var out []string
	sheet := ""
	var cur []string
	flush := func() {
		if cur != nil {
			items := cur[2:]
			sort.Strings(items)
			out = append(out, strings.Join(append(cur[:2:2], items...), " | "))
			cur = nil
		}
	}
	for _, line := range strings.Split(report, "\n") {
		switch {
		case strings.HasPrefix(line, "***** Sheet "):
			flush()
			sheet = strings.TrimPrefix(line, "***** Sheet ")
		case violationLine.MatchString(line):
			flush()
			m := violationLine.FindStringSubmatch(line)
			code, msg := m[1], m[2]
			if p := pairTypes.FindStringSubmatch(msg); p != nil && p[1] > p[2] {
				// the pair's order is KiCad's pin order (R-tree); keep the types, not the order
				msg = "Pins of type " + p[2] + " and " + p[1] + " are connected"
			}
			if ercSubset[code] {
				where := sheet
				if strings.HasSuffix(code, "pin_not_driven") {
					where = "*" // the sheet of whichever input pin KiCad names
				}
				cur = []string{where + " " + code + ": " + msg}
			}
		case len(cur) == 1 && severityLine.MatchString(line):
			cur = append(cur, severityLine.FindStringSubmatch(line)[1])
		case cur != nil && itemLine.MatchString(line):
			if strings.Contains(cur[0], "pin_not_driven: ") {
				continue
			}
			m := itemLine.FindStringSubmatch(line)
			cur = append(cur, fmt.Sprintf("@(%s, %s) %s", m[1], m[2], m[3]))
		}
	}
	flush()
	sort.Strings(out)
	return strings.Join(out, "\n")
}

// ercCase is a demo design, edited or not, whose ERC KiCad 6.0.11 reported
// (erc_report.sh); kicadERC holds digests of those reports in canonical
// form, so no GPL-derived text is committed.
type ercCase struct {
	demo string
	edit func(*schematic.Schematic) error
}

func removeFlags(s *schematic.Schematic) error {
	for _, f := range s.PowerFlags() {
		if err := s.RemoveSymbol(f); err != nil {
			return err
		}
	}
	return nil
}

var ercCases = map[string]ercCase{
	"ecc83_noflags": {"ecc83/ecc83-pp.kicad_sch", removeFlags},
	"ecc83_nc_removed": {"ecc83/ecc83-pp.kicad_sch", func(s *schematic.Schematic) error {
		return s.RemoveNoConnect("/", schematic.PointMM(154.94, 177.8))
	}},
	"ecc83_dangling": {"ecc83/ecc83-pp.kicad_sch", func(s *schematic.Schematic) error {
		if err := s.AddLabel("/", schematic.PointMM(20.32, 20.32), "NOWHERE", schematic.Local); err != nil {
			return err
		}
		return s.AddNoConnect("/", schematic.PointMM(20.32, 30.48))
	}},
	"ecc83_flagback": {"ecc83/ecc83-pp.kicad_sch", func(s *schematic.Schematic) error {
		if err := removeFlags(s); err != nil {
			return err
		}
		_, err := s.AddPowerFlag("/", schematic.PointMM(86.36, 62.23))
		return err
	}},
	"flat_noflags":   {"flat_hierarchy/flat_hierarchy.kicad_sch", removeFlags},
	"pic_noflags":    {"pic_programmer/pic_programmer.kicad_sch", removeFlags},
	"sallen_noflags": {"simulation/sallen_key/sallen_key.kicad_sch", removeFlags},
	"video_noflags":  {"video/video.kicad_sch", removeFlags},
	// a label joins the 7805's output to a 74LS125 tri-state output (on
	// VCC): one pin_to_pin error and 18 warnings against power inputs
	"pic_clash": {"pic_programmer/pic_programmer.kicad_sch", func(s *schematic.Schematic) error {
		for _, at := range []schematic.Point{schematic.PointMM(78.74, 168.91), schematic.PointMM(102.87, 106.68)} {
			if err := s.AddLabel("/", at, "CLASH", schematic.Local); err != nil {
				return err
			}
		}
		return nil
	}},
}

func ercDigest(report string) string {
	h := sha256.Sum256([]byte(canonicalERC(report)))
	return hex.EncodeToString(h[:])
}

// kicadERC are digests of Eeschema 6.0.11's ERC reports, canonical form:
// every demo design as shipped, and the edited designs of ercCases.
var kicadERC = map[string]string{
	"complex_hierarchy/complex_hierarchy.kicad_sch": "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
	"custom_pads_test/custom_pads_test.kicad_sch":   "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
	"ecc83/ecc83-pp.kicad_sch":                      "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
	"ecc83/ecc83-pp_v2.kicad_sch":                   "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
	"ecc83_dangling":                                "5d580aec6b518fa396e08c0e257f371167bae44d8ad758e4cd73ddd7f0d5143c",
	"ecc83_flagback":                                "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
	"ecc83_nc_removed":                              "148536df55f9ddf1abed44dc259cedcc22b7b38ac6fba11ff5c9ec467889470c",
	"ecc83_noflags":                                 "35766e9f604794bdb63c330dd876ce01d1012c7355f8544968b9e8a5ef73b6db",
	"electric/electric.kicad_sch":                   "496499f49706760c8c10043f396b8ec2140de4235aed67967cdf44ebb1f8ab58",
	"flat_hierarchy/flat_hierarchy.kicad_sch":       "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
	"flat_noflags":                                  "cce6cc3c63f07e5357292815325f983d9d02742ea6664e15bf49525712d1534e",
	"interf_u/interf_u.kicad_sch":                   "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
	"kit-dev-coldfire-xilinx_5213/kit-dev-coldfire-xilinx_5213.kicad_sch": "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
	"pic_clash":   "dd9d8460fcb263884c9c79f958e1853541db449acb845a78d54754702022519f",
	"pic_noflags": "cce6cc3c63f07e5357292815325f983d9d02742ea6664e15bf49525712d1534e",
	"pic_programmer/pic_programmer.kicad_sch": "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
	"sallen_noflags": "cce6cc3c63f07e5357292815325f983d9d02742ea6664e15bf49525712d1534e",
	"simulation/laser_driver/laser_driver.kicad_sch":        "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
	"simulation/pspice/pspice.kicad_sch":                    "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
	"simulation/rectifier/rectifier.kicad_sch":              "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
	"simulation/sallen_key/sallen_key.kicad_sch":            "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
	"simulation/v_i_sources/v_i_sources.kicad_sch":          "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
	"sonde xilinx/sonde xilinx.kicad_sch":                   "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
	"stickhub/StickHub.kicad_sch":                           "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
	"test_pads_inside_pads/test_pads_inside_pads.kicad_sch": "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
	"test_xil_95108/carte_test.kicad_sch":                   "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
	"video/video.kicad_sch":                                 "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
	"video_noflags":                                         "8099c2c4428377b58d1b4b5fea64f42a8dad2827ebc2867519d30f8570ff27be",
}

// TestERCMatchesEeschema checks that our ERC subset finds what KiCad's own
// ERC found, on every demo design and on edited ones (power flags removed,
// a no-connect removed, a dangling label and no-connect added, a flag put
// back), the edits made by our editor.
func TestERCMatchesEeschema(t *testing.T) {
	dir := demos.Dir(t)
	if len(kicadERC) == 0 {
		t.Fatal("no Eeschema ERC digests recorded")
	}
	for name, want := range kicadERC {
		t.Run(name, func(t *testing.T) {
			demo, edit := name, func(*schematic.Schematic) error { return nil }
			if c, ok := ercCases[name]; ok {
				demo, edit = c.demo, c.edit
			}
			s, err := schematic.Load(filepath.Join(dir, demo))
			if err != nil {
				t.Fatal(err)
			}
			if err := edit(s); err != nil {
				t.Fatal(err)
			}
			report := s.ERC(s.Connect()).Text("-")
			if got := ercDigest(report); got != want {
				t.Errorf("ERC of %s differs from Eeschema 6.0.11's; ours, canonical:\n%s", name, canonicalERC(report))
			}
		})
	}
}

// TestRecordERC prints the digest table from Eeschema reports:
// KICAD_ORACLE_ERC=dir holds NAME.kicad.rpt beside each demo NAME.kicad_sch
// (as the demos are laid out), KICAD_ORACLE_ERC_MODS=dir a CASE/kicad.rpt
// for each edited case.
func TestRecordERC(t *testing.T) {
	root, mods := os.Getenv("KICAD_ORACLE_ERC"), os.Getenv("KICAD_ORACLE_ERC_MODS")
	if root == "" && mods == "" {
		t.Skip("set KICAD_ORACLE_ERC / KICAD_ORACLE_ERC_MODS to print the digest table")
	}
	if root != "" {
		filepath.Walk(root, func(p string, info os.FileInfo, err error) error {
			if err != nil || !strings.HasSuffix(p, ".kicad.rpt") {
				return err
			}
			data, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			rel, _ := filepath.Rel(root, strings.TrimSuffix(p, ".kicad.rpt")+".kicad_sch")
			fmt.Printf("\t%q: %q,\n", filepath.ToSlash(rel), ercDigest(string(data)))
			return nil
		})
	}
	if mods != "" {
		for name := range ercCases {
			data, err := os.ReadFile(filepath.Join(mods, name, "kicad.rpt"))
			if err != nil {
				continue
			}
			fmt.Printf("\t%q: %q,\n", name, ercDigest(string(data)))
		}
	}
}

// TestERCMatchesEeschemaLive re-runs KiCad's own ERC on the edited designs
// (KICAD_ORACLE=1; needs kicad, xvfb, xdotool; about a minute per case).
func TestERCMatchesEeschemaLive(t *testing.T) {
	if os.Getenv("KICAD_ORACLE") != "1" {
		t.Skip("set KICAD_ORACLE=1 to compare with KiCad's own ERC (needs kicad, xvfb, xdotool)")
	}
	dir := demos.Dir(t)
	for name, c := range ercCases {
		t.Run(name, func(t *testing.T) {
			s, err := schematic.Load(filepath.Join(dir, c.demo))
			if err != nil {
				t.Fatal(err)
			}
			if err := c.edit(s); err != nil {
				t.Fatal(err)
			}
			work := t.TempDir()
			// the project files beside the root (sym-lib-table, .kicad_pro)
			ents, err := os.ReadDir(s.Dir)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range ents {
				if e.Type().IsRegular() && !strings.HasSuffix(e.Name(), ".kicad_sch") {
					data, err := os.ReadFile(filepath.Join(s.Dir, e.Name()))
					if err != nil {
						t.Fatal(err)
					}
					if err := os.WriteFile(filepath.Join(work, e.Name()), data, 0o644); err != nil {
						t.Fatal(err)
					}
				}
			}
			root, err := s.SaveTo(work)
			if err != nil {
				t.Fatal(err)
			}
			rpt := filepath.Join(work, "kicad.rpt")
			if out, err := exec.Command("./erc_report.sh", root, rpt).CombinedOutput(); err != nil {
				t.Fatalf("erc_report.sh: %v\n%s", err, out)
			}
			kicad, err := os.ReadFile(rpt)
			if err != nil {
				t.Fatal(err)
			}
			ours := s.ERC(s.Connect()).Text("-")
			if canonicalERC(string(kicad)) != canonicalERC(ours) {
				t.Errorf("ERC differs.\nKiCad:\n%s\nours:\n%s", canonicalERC(string(kicad)), canonicalERC(ours))
			}
		})
	}
}
