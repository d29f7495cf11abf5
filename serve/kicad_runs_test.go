package serve_test

import (
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/examples/kicad"
	"github.com/skillrun/skillrun/examples/kicad/episodes"
)

// TestKicadSessionRunsResimulate: a session on a KiCad design (serve
// --kicad-dir) recorded its runs without a snapshot, so they verified by
// replay only and counted for nothing where the gate re-simulates real
// use. Each run is now recorded with the design as it found it (every
// sheet file, edits of the session's earlier runs included), and
// re-simulates: here two label renames on the hierarchical
// flat_hierarchy demo, the second renaming what the first named, so it
// re-simulates only from the session's design, not from the demo.
func TestKicadSessionRunsResimulate(t *testing.T) {
	if _, err := os.Stat(filepath.Join(kicadDemos, "flat_hierarchy")); err != nil {
		t.Fatalf("KiCad demos (ci/setup.d/20-kicad.sh installs them): %v", err)
	}
	bin := skillrunBinary(t)
	work := t.TempDir()
	lib := filepath.Join(work, "lib")
	if err := fs.WalkDir(kicad.Skills, "skills", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(kicad.Skills, p)
		if err != nil {
			return err
		}
		dst := filepath.Join(lib, strings.TrimPrefix(p, "skills/"))
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return err
		}
		return os.WriteFile(dst, b, 0o644)
	}); err != nil {
		t.Fatal(err)
	}
	mem := filepath.Join(work, "memory.db")
	_, base := startHTTPBinary(t, bin, "--lib", lib, "--memory", mem, "--sync", "0", "--kicad-dir", kicadDemos)
	sid, _ := opResult(t, base, "session_open", map[string]any{"env": "kicad", "params": map[string]any{"file": "flat_hierarchy/flat_hierarchy.kicad_sch"}, "agent": "designer"})["session"].(string)
	for _, rename := range [][2]string{{"VCC_PIC", "VCC_PIC_5V"}, {"VCC_PIC_5V", "VCC_PIC_33"}} {
		code, body, _ := post(t, base+"/v1/skills/change_supply_label", "", map[string]any{"_session": sid, "from": rename[0], "to": rename[1]})
		if code != 200 {
			t.Fatalf("change_supply_label %s → %s in a KiCad session: %d %v", rename[0], rename[1], code, body)
		}
	}
	opResult(t, base, "session_close", map[string]any{"session": sid})
	var ids []string
	for run := 1; run <= 2; run++ {
		id := fmt.Sprintf("session-%s-run-%d", sid, run)
		ids = append(ids, id)
		ep := sessionEpisode(t, mem, id)
		snap, err := episodes.ParseSnapshot(ep)
		if err != nil || ep.Env != episodes.Env || snap.Skill != "change_supply_label" || len(snap.Files) < 2 || snap.Demo != "flat_hierarchy.kicad_sch" {
			t.Fatalf("run %d's episode: env %q, snapshot of %d files rooted at %q (%v); want every sheet of the design as the run found it", run, ep.Env, len(snap.Files), snap.Demo, err)
		}
		if found := strings.Contains(snap.Files[snap.Demo]+strings.Join(values(snap.Files), ""), "VCC_PIC_5V"); found != (run == 2) {
			t.Errorf("run %d's design holds VCC_PIC_5V: %v; want it only in the design the second run found (the first run's edit)", run, found)
		}
	}
	out, err := exec.Command(bin, "verify", "change_supply_label", "--lib", lib, "--memory", mem, "--episodes", strings.Join(ids, ","), "--method", "resim").CombinedOutput()
	if err != nil || !strings.Contains(string(out), "VERIFIED — 2 passed") {
		t.Fatalf("skillrun verify of the KiCad session's runs, re-simulated: %v\n%s", err, out)
	}
}

func values(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for _, v := range m {
		out = append(out, v)
	}
	return out
}
