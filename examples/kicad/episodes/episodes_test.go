package episodes_test

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/examples/kicad/episodes"
	"github.com/skillrun/skillrun/examples/kicad/internal/demos"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/skills"
	"github.com/skillrun/skillrun/verify/mutate"
)

var update = flag.Bool("update", false, "re-record testdata/episodes/kicad.jsonl")

const episodesFile = "testdata/episodes/kicad.jsonl"

// tasks are the recorded episodes: the research's edit + verify-after-edit
// and netlist export, on real demo files.
var tasks = []struct {
	id, demo, skill, args string
	setup                 []skills.Action
}{
	// a supply label on a three-sheet design: ERC must come out clean
	{"kicad-ep-0001", "flat_hierarchy/flat_hierarchy.kicad_sch", "change_supply_label",
		`{"from":"VCC_PIC","to":"VCC_PIC_5V"}`, nil},
	// the socket sheet checked on its own, as KiCad checks a sheet opened
	// alone: its power flags and the sheet pins its hierarchical labels
	// meet live on the parent sheet, so undriven power inputs and dangling
	// hierarchical labels are the expected ERC errors
	{"kicad-ep-0002", "pic_programmer/pic_sockets.kicad_sch", "change_supply_label",
		`{"from":"VCC_PIC","to":"VCC_PIC_5V","allowed_errors":["power_pin_not_driven","label_dangling"]}`, nil},
	{"kicad-ep-0003", "ecc83/ecc83-pp.kicad_sch", "export_netlist", `{"min_nets":10}`, nil},
	{"kicad-ep-0004", "video/video.kicad_sch", "export_netlist", `{"path":"video-netlist.net"}`, nil},
	// a verification that must fail: C2 was never changed
	{"kicad-ep-0005", "ecc83/ecc83-pp.kicad_sch", "verify_after_edit", `{"values":{"C2":"470nF"}}`, nil},
	// a value edit, verified
	{"kicad-ep-0006", "ecc83/ecc83-pp.kicad_sch", "change_value", `{"ref":"C2","value":"470nF"}`, nil},
	// ecc83 with its power flags removed: flag the undriven GND net again
	{"kicad-ep-0007", "ecc83/ecc83-pp.kicad_sch", "add_power_flags", `{}`, []skills.Action{
		{Name: "remove_power_flag", Object: "#FLG05"}, {Name: "remove_power_flag", Object: "#FLG07"},
	}},
}

func skillsDir(t testing.TB) string {
	t.Helper()
	dir, err := filepath.Abs("../skills")
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// libraryRunner runs skills from dir through library, interpreted,
// as skillrun does.
func libraryRunner(t testing.TB, dir string) episodes.Runner {
	t.Helper()
	lib, err := library.Open(dir, library.Options{Executor: sandbox.NewInProcess(sandbox.Options{})})
	if err != nil {
		t.Fatal(err)
	}
	if p := lib.Problems(); len(p) > 0 {
		t.Fatalf("library problems: %v", p)
	}
	return episodes.LibraryRunner(lib)
}

func readEpisodes(t testing.TB) []memory.Episode {
	t.Helper()
	f, err := os.Open(episodesFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	eps, err := memory.ReadJSONL(f)
	if err != nil {
		t.Fatal(err)
	}
	return eps
}

func TestRecord(t *testing.T) {
	dir := demos.Dir(t)
	run := libraryRunner(t, skillsDir(t))
	var eps []memory.Episode
	start := time.Date(2026, 12, 2, 10, 0, 0, 0, time.UTC)
	for i, task := range tasks {
		ep, err := episodes.RecordTask(context.Background(), task.id,
			episodes.Snapshot{Demo: task.demo, Skill: task.skill, Args: json.RawMessage(task.args), Setup: task.setup}, run,
			episodes.Options{DemosDir: dir, Start: start.Add(time.Duration(i) * time.Minute)})
		if err != nil {
			t.Fatalf("%s: %v", task.id, err)
		}
		eps = append(eps, ep)
	}
	var buf bytes.Buffer
	if err := memory.WriteJSONL(&buf, eps); err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := os.WriteFile(episodesFile, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	recorded, err := os.ReadFile(episodesFile)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(recorded, buf.Bytes()) {
		t.Errorf("recording the tasks again gives other episodes than %s (run with -update if the skills changed on purpose)", episodesFile)
	}
	for _, ep := range eps {
		t.Logf("%s: success=%v %d steps: %s", ep.ID, *ep.Success, len(ep.Steps), ep.Summary)
	}
}

// TestResimulate verifies the skills as they are in examples/kicad/skills
// against every recorded episode.
func TestResimulate(t *testing.T) {
	dir := demos.Dir(t)
	run := libraryRunner(t, skillsDir(t))
	eps := readEpisodes(t)
	if len(eps) != len(tasks) {
		t.Fatalf("%s has %d episodes; want %d", episodesFile, len(eps), len(tasks))
	}
	for _, ep := range eps {
		v, err := episodes.Resimulate(context.Background(), ep, run, episodes.Options{DemosDir: dir})
		if err != nil {
			t.Errorf("%s: %v", ep.ID, err)
			continue
		}
		if !v.Passed {
			t.Errorf("%s: re-simulation failed: %s", ep.ID, v.Divergence)
		}
	}
}

// seededLibrary is a library of the shipped skills with the seeded bug
// testdata/seeded/BUG.txtar (a mutant of skill) in place of that skill.
func seededLibrary(t *testing.T, bug, skill string) string {
	t.Helper()
	s, err := mutate.ReadSeeded(filepath.Join("testdata", "seeded", bug+".txtar"), skillsDir(t))
	if err != nil {
		t.Fatal(err)
	}
	if s.Skill != skill {
		t.Fatalf("seeded bug %s mutates %s, not %s", bug, s.Skill, skill)
	}
	lib := t.TempDir()
	if err := s.WriteLibrary(skillsDir(t), lib); err != nil {
		t.Fatal(err)
	}
	return lib
}

// TestSeededBugs swaps a seeded-bug version of one skill into the library
// and checks that re-simulation catches it.
func TestSeededBugs(t *testing.T) {
	dir := demos.Dir(t)
	eps := readEpisodes(t)
	tests := []struct {
		bug, skill string
		episode    string
		want       string
	}{
		// the wrong label is the object of the rename: the first divergence
		{"wrong_label", "change_supply_label", "kicad-ep-0001", "recorded rename_label was not taken"},
		{"wrong_label", "change_supply_label", "kicad-ep-0002", "recorded rename_label was not taken"},
		{"skip_erc", "verify_after_edit", "kicad-ep-0001", "recorded run_erc was not taken"},
		{"skip_erc", "verify_after_edit", "kicad-ep-0002", "recorded run_erc was not taken"},
		{"skip_erc", "verify_after_edit", "kicad-ep-0006", "recorded run_erc was not taken"},
	}
	for _, tt := range tests {
		t.Run(tt.bug+"/"+tt.episode, func(t *testing.T) {
			lib := seededLibrary(t, tt.bug, tt.skill)
			var ep memory.Episode
			for _, e := range eps {
				if e.ID == tt.episode {
					ep = e
				}
			}
			v, err := episodes.Resimulate(context.Background(), ep, libraryRunner(t, lib), episodes.Options{DemosDir: dir})
			if err != nil {
				t.Fatal(err)
			}
			if v.Passed || !strings.Contains(v.Divergence, tt.want) {
				t.Errorf("seeded %s on %s: passed=%v divergence %q; want a failure containing %q", tt.bug, tt.episode, v.Passed, v.Divergence, tt.want)
			}
			t.Logf("caught: %s", v.Divergence)
		})
	}
}
