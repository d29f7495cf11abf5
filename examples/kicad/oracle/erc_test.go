package oracle_test

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
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
	severityLine  = regexp.MustCompile(`^    ; Severity: (\w+)$`)
	itemLine      = regexp.MustCompile(`^    @\((-?[\d.]+) mm, (-?[\d.]+) mm\): (.*)$`)
)

// canonicalERC reduces a KiCad 6 ERC report (KiCad's or ours) to its
// findings in our subset, one line each, sorted: sheet, code, severity and
// items. Undriven inputs keep no item: KiCad names the first input pin of
// the net in its R-tree order, which no file records, so only how many
// nets on which sheet are compared.
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
			code := violationLine.FindStringSubmatch(line)[1]
			if ercSubset[code] {
				cur = []string{sheet + " " + code}
			}
		case len(cur) == 1 && severityLine.MatchString(line):
			cur = append(cur, severityLine.FindStringSubmatch(line)[1])
		case cur != nil && itemLine.MatchString(line):
			if strings.HasSuffix(cur[0], "pin_not_driven") {
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
	"ecc83_dangling":                                "d2952d1bb0d942dcde82aa69ad7707fab45b5590291ac70d4b84915edbc130e1",
	"ecc83_flagback":                                "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
	"ecc83_nc_removed":                              "866f5c73e93c090783a899f5285ef42dcf75e85518a8667d491f9ea6311f6170",
	"ecc83_noflags":                                 "a20a2be948a316d403b84f570853d1b588702c338abb5ad05bb1737b28c62262",
	"electric/electric.kicad_sch":                   "45aa6c743960587e30b7320e9b4e57dffd80349aafeab8b2acd66cf965735abb",
	"flat_hierarchy/flat_hierarchy.kicad_sch":       "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
	"flat_noflags":                                  "83864a9f58702eeb77c4f23c9ed3cb59105a35c0ae099c13cca1024be9085fc6",
	"interf_u/interf_u.kicad_sch":                   "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
	"kit-dev-coldfire-xilinx_5213/kit-dev-coldfire-xilinx_5213.kicad_sch": "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
	"pic_noflags": "942b678a7c03305c1d405d09b3b182bdf8b188f1501283e33bc530a60ba0b100",
	"pic_programmer/pic_programmer.kicad_sch": "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
	"sallen_noflags": "194d1b39b5d41594aff19c38d56b8572ae854bb8bdb412461da45f643c7d6381",
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
	"video_noflags":                                         "b4a11b70ea87c8a83cb834f8ac7d2851f15f1faf4c181bdc81525daebd96a2fe",
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
