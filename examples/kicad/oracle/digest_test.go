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

// eeschemaDigests are SHA-256 digests of the netlists Eeschema 6.0.11
// (Debian 6.0.11+dfsg-1) exported from each demo design through its GUI
// (export_netlist.sh, run once on this repository's development machine),
// after normalize. Only digests are kept: the netlists derive from the
// GPL demo files, which are never committed.
var eeschemaDigests = map[string]string{
	"complex_hierarchy/complex_hierarchy.kicad_sch":                       "a289256f731474c1a2f710808dc61ffaeaf9c2866688e78b0342e0afdd2f62e0",
	"custom_pads_test/custom_pads_test.kicad_sch":                         "b66d7d1fb432d06a0fc8b8e1836796c8543d5414fb2eb1529129ba903bee36cc",
	"ecc83/ecc83-pp.kicad_sch":                                            "1877860ec2cbb5ee521a9366e93ea14a1e23f6fedbc39d4d3fe923c3f9c469f4",
	"ecc83/ecc83-pp_v2.kicad_sch":                                         "5195c36b014bc03c3899bba3eb946cc6547991bde367b02a9fda72693435db7f",
	"electric/electric.kicad_sch":                                         "af825591f4029333638d139caf6ce6be0a459ad573346d57ddebebd4488c4ab7",
	"flat_hierarchy/flat_hierarchy.kicad_sch":                             "39d9b102c043d222e792557712e9f9cc914a383bce617bbc9034aff7857708fb",
	"interf_u/interf_u.kicad_sch":                                         "0248c265e59402580a5ffff5a5a07e80a3b09a21240578e40c9daf60b53bd29b",
	"kit-dev-coldfire-xilinx_5213/kit-dev-coldfire-xilinx_5213.kicad_sch": "6c0f098beacce66d5d02c0652f0eef282b2f4038e0253fa7078b222c527cb8f3",
	"pic_programmer/pic_programmer.kicad_sch":                             "b7509bf206ef0d7cc5605852afab49bce22aa213493b32b03d4f3d3898f4c589",
	"simulation/laser_driver/laser_driver.kicad_sch":                      "16e5fd51a06be33fc21fa2bd732211fb8325c27f485f0d0bb116e4ea7caa5c82",
	"simulation/pspice/pspice.kicad_sch":                                  "979a460d2939fe73ebfffb437e3df4c95e710c12ab1d09bd38827547fee2e8a4",
	"simulation/rectifier/rectifier.kicad_sch":                            "e5e19d1b5fb48df283564de0c418c77d51bcf1cc9f3d1fd67aa71e5b33b93f03",
	"simulation/sallen_key/sallen_key.kicad_sch":                          "541d092d990e60ae53c92957847b923036f76c1763b37d151743788b9e0614b4",
	"simulation/v_i_sources/v_i_sources.kicad_sch":                        "280db745a87ba38dbd1dd3b241a41cd7572b3e6a1413d05b42f4f55316148339",
	"sonde xilinx/sonde xilinx.kicad_sch":                                 "bd4e9b1ee0f774c1582af639d0996c63e950c073d1037d234116150e3c3c6e9d",
	"stickhub/StickHub.kicad_sch":                                         "d2bb5156a049d7d0c6dc83ff8c86548a3c8e67a4b6eec296637670162184a644",
	"test_pads_inside_pads/test_pads_inside_pads.kicad_sch":               "58cc94bc5ca4c8b58d7d5d60808f551ee546c3e662d06a42a0cf42ecadb2d4aa",
	"test_xil_95108/carte_test.kicad_sch":                                 "739f606ec7101d19443324280bdbbbc7b31e8ab432839b7ef6c5fbb8f9fac692",
	"video/video.kicad_sch":                                               "d6c43e6ba47bab3e5c7b68330a9e9846f10fc6a9329afbf0c381fd40e87a3d1a",
}

var (
	uriLine     = regexp.MustCompile(`(?m)^\s*\(uri "[^"]*"\)\)+\n?`)
	tstampsLine = regexp.MustCompile(`(?m)^(\s*\(tstamps )((?:"[^"]*" ?)+)(\)+)$`)
	quoted      = regexp.MustCompile(`"[^"]*"`)
)

// normalize keeps a netlist's body (everything after the design header's
// source, date and tool), drops library paths (they name the directory the
// export ran in) and sorts the uuids of multi-unit symbols (Eeschema lists
// them in R-tree order, which no file records).
func normalize(netlist []byte) []byte {
	b := body(netlist)
	b = uriLine.ReplaceAll(b, []byte("))\n"))
	return tstampsLine.ReplaceAllFunc(b, func(line []byte) []byte {
		m := tstampsLine.FindSubmatch(line)
		ids := quoted.FindAll(m[2], -1)
		s := make([]string, len(ids))
		for i, id := range ids {
			s[i] = string(id)
		}
		sort.Strings(s)
		return []byte(string(m[1]) + strings.Join(s, " ") + string(m[3]))
	})
}

func digest(netlist []byte) string {
	h := sha256.Sum256(normalize(netlist))
	return hex.EncodeToString(h[:])
}

// netlistCases are edited designs (our editor wrote them, Eeschema read
// them back and exported their netlists).
var netlistCases = map[string]ercCase{
	// the edits of the recorded episodes and more: a supply label renamed
	// on every sheet, a value changed, a power flag added
	"flat_edit": {"flat_hierarchy/flat_hierarchy.kicad_sch", func(s *schematic.Schematic) error {
		if _, err := s.RenameLabel("VCC_PIC", "VCC_PIC_5V", ""); err != nil {
			return err
		}
		if _, err := s.SetValue("R1", "4k7"); err != nil {
			return err
		}
		_, err := s.AddPowerFlag("/", schematic.PointMM(20.32, 20.32))
		return err
	}},
}

// eeschemaEditedDigests are digests of Eeschema's netlists of netlistCases.
var eeschemaEditedDigests = map[string]string{
	"flat_edit": "f67003f3f9e2574760645bc3f83d20b48dbb686cf13bf15a879018619f9d4a64",
}

// TestNetlistDigests checks, in CI, that our netlist export of every demo
// design, and of designs our editor changed, equals Eeschema's own export
// (normalized) byte for byte.
func TestNetlistDigests(t *testing.T) {
	dir := demos.Dir(t)
	if len(eeschemaDigests) == 0 || len(eeschemaEditedDigests) == 0 {
		t.Fatal("no Eeschema digests recorded")
	}
	all := map[string]string{}
	for k, v := range eeschemaDigests {
		all[k] = v
	}
	for k, v := range eeschemaEditedDigests {
		all[k] = v
	}
	for name, want := range all {
		t.Run(name, func(t *testing.T) {
			demo, edit := name, func(*schematic.Schematic) error { return nil }
			if c, ok := netlistCases[name]; ok {
				demo, edit = c.demo, c.edit
			}
			s, err := schematic.Load(filepath.Join(dir, demo))
			if err != nil {
				t.Fatal(err)
			}
			if err := edit(s); err != nil {
				t.Fatal(err)
			}
			if got := digest(s.Connect().Export(schematic.ExportOptions{})); got != want {
				t.Errorf("netlist of %s differs from Eeschema 6.0.11's (digest %s, want %s)", name, got, want)
			}
		})
	}
}

// TestRecordDigests prints the digest table from a directory of netlists
// exported by Eeschema (KICAD_ORACLE_NETS=dir, laid out like the demos,
// NAME.kicad.net beside each NAME.kicad_sch), or with
// KICAD_ORACLE_NETS_MODS=dir the table of edited cases (CASE/kicad.net).
func TestRecordDigests(t *testing.T) {
	root := os.Getenv("KICAD_ORACLE_NETS")
	if root == "" {
		t.Skip("set KICAD_ORACLE_NETS to a directory of Eeschema exports to print the digest table")
	}
	if mods := os.Getenv("KICAD_ORACLE_NETS_MODS"); mods != "" {
		for name := range netlistCases {
			if data, err := os.ReadFile(filepath.Join(mods, name, "kicad.net")); err == nil {
				fmt.Printf("\t%q: %q,\n", name, digest(data))
			}
		}
		return
	}
	err := filepath.Walk(root, func(p string, info os.FileInfo, err error) error {
		if err != nil || !strings.HasSuffix(p, ".kicad.net") {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, strings.TrimSuffix(p, ".kicad.net")+".kicad_sch")
		fmt.Printf("\t%q: %q,\n", filepath.ToSlash(rel), digest(data))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
