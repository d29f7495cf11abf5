package schematic

import (
	"os"
	"path/filepath"
	"testing"
)

func TestScratchMods(t *testing.T) {
	out := "/tmp/oracle/mod"
	type mod struct {
		name, demo string
		edit       func(s *Schematic) error
	}
	noFlags := func(s *Schematic) error {
		for _, f := range s.PowerFlags() {
			if err := s.RemoveSymbol(f); err != nil {
				return err
			}
		}
		return nil
	}
	mods := []mod{
		{"ecc83_noflags", "ecc83/ecc83-pp.kicad_sch", noFlags},
		{"ecc83_nc_removed", "ecc83/ecc83-pp.kicad_sch", func(s *Schematic) error {
			return s.RemoveNoConnect("/", PointMM(154.94, 177.8))
		}},
		{"ecc83_dangling", "ecc83/ecc83-pp.kicad_sch", func(s *Schematic) error {
			if err := s.AddLabel("/", PointMM(20.32, 20.32), "NOWHERE", Local); err != nil {
				return err
			}
			return s.AddNoConnect("/", PointMM(20.32, 30.48))
		}},
		{"flat_noflags", "flat_hierarchy/flat_hierarchy.kicad_sch", noFlags},
		{"pic_noflags", "pic_programmer/pic_programmer.kicad_sch", noFlags},
		{"video_noflags", "video/video.kicad_sch", noFlags},
		{"sallen_noflags", "simulation/sallen_key/sallen_key.kicad_sch", noFlags},
		{"ecc83_flagback", "ecc83/ecc83-pp.kicad_sch", func(s *Schematic) error {
			if err := noFlags(s); err != nil {
				return err
			}
			_, err := s.AddPowerFlag("/", PointMM(86.36, 62.23))
			return err
		}},
	}
	for _, m := range mods {
		src := filepath.Join("/usr/share/kicad/demos", m.demo)
		s, err := Load(src)
		if err != nil {
			t.Fatal(err)
		}
		if err := m.edit(s); err != nil {
			t.Fatal(m.name, err)
		}
		dir := filepath.Join(out, m.name)
		os.MkdirAll(dir, 0o755)
		// copy the project files KiCad wants (sym-lib-table, .kicad_pro)
		ents, _ := os.ReadDir(filepath.Dir(src))
		for _, e := range ents {
			if !e.IsDir() {
				data, _ := os.ReadFile(filepath.Join(filepath.Dir(src), e.Name()))
				os.WriteFile(filepath.Join(dir, e.Name()), data, 0o644)
			}
		}
		if _, err := s.SaveTo(dir); err != nil {
			t.Fatal(err)
		}
		r := s.ERC(s.Connect())
		os.WriteFile(filepath.Join(dir, "ours.rpt"), []byte(r.Text("-")), 0o644)
	}
}
