package serve_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/examples/minecraft/live"
	"github.com/skillrun/skillrun/examples/minecraft/scenario"
	"github.com/skillrun/skillrun/examples/minecraft/viewer"
	memopen "github.com/skillrun/skillrun/memory/open"
)

// liveServe starts skillrun serve --bridge on the example's skills (the
// real flying-squid server and mineflayer bot; with sight, the real
// client's renderer too). Without them the test skips, except in CI where
// it fails.
func liveServe(t *testing.T, sight bool) (bin, lib, mem, base string) {
	t.Helper()
	if testing.Short() {
		t.Skip("live server in -short mode")
	}
	need := []error{live.Check(live.Options{})}
	if sight {
		need = append(need, viewer.Check(""))
	}
	for _, err := range need {
		if err == nil {
			continue
		}
		if os.Getenv("CI") == "true" {
			t.Fatalf("CI=true but %v (ci/setup.d/40-minecraft.sh and 41-minecraft-viewer.sh install them)", err)
		}
		t.Skip(err)
	}
	bin = skillrunBinary(t)
	work := t.TempDir()
	lib = filepath.Join(work, "lib")
	if err := scenario.WriteSkills(lib); err != nil {
		t.Fatal(err)
	}
	mem = filepath.Join(work, "memory.db")
	_, base = startHTTPBinary(t, bin, "--lib", lib, "--memory", mem, "--sync", "0", "--bridge", live.DefaultDir())
	return bin, lib, mem, base
}

// TestLiveSessionFrames: a session on the live server (skillrun serve
// --bridge, the real flying-squid server and mineflayer bot) draws what
// the bot sees with the real client's renderer when a detector asks:
// combat_sight, run in the blaze scene, looks through the blaze detector
// at prismarine-viewer's frames, and the run's steps name them, each
// stored with the renderer's truth (the blaze's box) and name.
func TestLiveSessionFrames(t *testing.T) {
	_, _, mem, base := liveServe(t, true)
	sid, _ := opResult(t, base, "session_open", map[string]any{"env": "minecraft", "params": map[string]any{"scene": "blaze_sight"}, "agent": "live"})["session"].(string)
	code, body, _ := post(t, base+"/v1/skills/combat_sight", "", map[string]any{"_session": sid, "hits": 1})
	t.Logf("combat_sight on the live server: %d %v", code, body)
	opResult(t, base, "session_close", map[string]any{"session": sid})

	ctx := context.Background()
	st, err := memopen.Store(ctx, mem, memopen.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	ep, err := st.Episode(ctx, "session-"+sid+"-run-1")
	if err != nil {
		t.Fatal(err)
	}
	seen, withBlaze := 0, 0
	for _, s := range ep.Steps {
		for _, h := range s.Frames {
			f, err := st.Frame(ctx, h)
			if err != nil {
				t.Fatal(err)
			}
			seen++
			if f.Width != 640 || f.Height != 360 || !strings.HasPrefix(f.Labels[scenario.RendererLabel], "prismarine-viewer") {
				t.Errorf("step %d frame %s: %dx%d by %q; want 640x360 by prismarine-viewer", s.Index, h, f.Width, f.Height, f.Labels[scenario.RendererLabel])
			}
			truth, err := detectors.DecodeTruth(f.Labels[detectors.TruthLabel])
			if err != nil {
				t.Errorf("step %d frame %s: truth: %v", s.Index, h, err)
			}
			for _, tr := range truth {
				if tr.Label == "blaze" && tr.Pixels > 0 {
					withBlaze++
				}
			}
		}
	}
	if seen == 0 || withBlaze == 0 {
		t.Errorf("the live run's steps name %d frames, %d showing the blaze; want the frames combat_sight looked at, the blaze in them", seen, withBlaze)
	}
}
