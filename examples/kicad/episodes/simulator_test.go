package episodes_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/examples/kicad/episodes"
	"github.com/skillrun/skillrun/examples/kicad/internal/demos"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/verify"
)

// verifyAll verifies, through package verify with the KiCad simulator
// registered, every skill of lib against the recorded episodes that ran it.
func verifyAll(t *testing.T, libDir string) map[string]verify.Verdict {
	t.Helper()
	lib, err := library.Open(libDir, library.Options{Executor: sandbox.NewInProcess(sandbox.Options{})})
	if err != nil {
		t.Fatal(err)
	}
	reg, err := verify.NewRegistry(episodes.NewSimulator(episodes.Options{DemosDir: demos.Dir(t), WorkDir: t.TempDir()}))
	if err != nil {
		t.Fatal(err)
	}
	bySkill := map[string][]memory.Episode{}
	for _, ep := range readEpisodes(t) {
		task, err := verify.TaskOf(ep)
		if err != nil {
			t.Fatal(err)
		}
		bySkill[task.Skill] = append(bySkill[task.Skill], ep)
	}
	out := map[string]verify.Verdict{}
	for skill, eps := range bySkill {
		s, err := lib.Get(skill)
		if err != nil {
			t.Fatal(err)
		}
		rep, err := verify.Episodes(context.Background(), lib, s.Unit, eps, verify.Options{Simulators: reg, Method: verify.MethodResim})
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range rep.Verdicts {
			out[v.Episode] = v
		}
	}
	return out
}

// TestVerifyPackage runs the recorded episodes through package verify
// (the path hot reload and `skillrun verify` take) with the KiCad
// simulator: the skills as shipped pass, seeded bugs fail with the state
// or action that gives them away.
func TestVerifyPackage(t *testing.T) {
	for id, v := range verifyAll(t, skillsDir(t)) {
		if !v.Passed() {
			t.Errorf("%s: %s %v %s", id, v.Status, v.Diffs, v.Err)
		}
	}
	tests := []struct {
		bug, skill, episode, want string
	}{
		{"wrong_label", "change_supply_label", "kicad-ep-0001", "final state differs: label"},
		{"skip_erc", "verify_after_edit", "kicad-ep-0006", "recorded run_erc was not taken"},
	}
	for _, tt := range tests {
		t.Run(tt.bug, func(t *testing.T) {
			lib := seededLibrary(t, tt.bug, tt.skill)
			v := verifyAll(t, lib)[tt.episode]
			if v.Passed() || !strings.Contains(strings.Join(v.Diffs, "; "), tt.want) {
				t.Errorf("seeded %s on %s: %s %v; want a failure containing %q", tt.bug, tt.episode, v.Status, v.Diffs, tt.want)
			}
		})
	}
}

// TestSnapshotFilesUntrusted: a session's snapshot carries the design's
// files, and what memory holds is untrusted (another instance, an
// import): a file outside the working copy, not a schematic, past the
// bounds, or a root missing is refused by ParseSnapshot and by Restore,
// and nothing is written outside the restore's directory.
func TestSnapshotFilesUntrusted(t *testing.T) {
	sch := "(kicad_sch (version 20211123) (generator eeschema))\n"
	big := strings.Repeat("x", episodes.MaxSnapshotBytes)
	tests := map[string]map[string]string{
		"parent dir":    {"root.kicad_sch": sch, "../escape.kicad_sch": sch},
		"absolute":      {"root.kicad_sch": sch, "/tmp/escape.kicad_sch": sch},
		"not schematic": {"root.kicad_sch": sch, "evil.sh": "rm -rf /"},
		"root missing":  {"other.kicad_sch": sch},
		"too big":       {"root.kicad_sch": big},
		"backslash":     {"root.kicad_sch": sch, `..\escape.kicad_sch`: sch},
	}
	sim := episodes.NewSimulator(episodes.Options{WorkDir: t.TempDir()})
	for name, files := range tests {
		t.Run(name, func(t *testing.T) {
			raw, err := json.Marshal(episodes.Snapshot{Demo: "root.kicad_sch", Skill: "change_value", Files: files})
			if err != nil {
				t.Fatal(err)
			}
			ep := memory.Episode{ID: "hostile", Env: episodes.Env, Snapshot: raw}
			if _, err := episodes.ParseSnapshot(ep); err == nil {
				t.Errorf("ParseSnapshot took design files %v", keys(files))
			}
			if w, err := sim.Restore(context.Background(), ep); err == nil {
				if c, ok := w.(interface{ Close() error }); ok {
					c.Close()
				}
				t.Errorf("Restore took design files %v", keys(files))
			}
		})
	}
	if _, err := os.Stat(filepath.Join(os.TempDir(), "escape.kicad_sch")); err == nil {
		t.Errorf("a snapshot wrote outside its directory")
	}
}

func keys(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}
