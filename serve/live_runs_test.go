package serve_test

import (
	"context"
	"encoding/json"
	"os/exec"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/examples/minecraft/scenario"
	memopen "github.com/skillrun/skillrun/memory/open"
)

// TestLiveSessionRunsResimulate: a session's run on the live server
// (skillrun serve --bridge, the real flying-squid server and mineflayer
// bot) in a scene is recorded with the scene's box before and after, as
// the voxel world's runs are: real use the gate can re-simulate (for a
// version on probation, a failed run weighed against the version it
// replaced; for one on trial, the serving version's runs). Before, live
// runs carried no snapshot and counted for nothing there. The run's
// episode re-simulates in the voxel world (skillrun verify --method resim).
func TestLiveSessionRunsResimulate(t *testing.T) {
	bin, lib, mem, base := liveServe(t, false)
	sid, _ := opResult(t, base, "session_open", map[string]any{"env": "minecraft", "params": map[string]any{"scene": "lava_gap"}, "agent": "live"})["session"].(string)
	code, body, _ := post(t, base+"/v1/skills/bridge_north", "", map[string]any{"_session": sid, "blocks": 5})
	opResult(t, base, "session_close", map[string]any{"session": sid})
	if code != 200 {
		t.Fatalf("bridge_north on the live server: %d %v", code, body)
	}

	ctx := context.Background()
	st, err := memopen.Store(ctx, mem, memopen.Options{})
	if err != nil {
		t.Fatal(err)
	}
	id := "session-" + sid + "-run-1"
	ep, err := st.Episode(ctx, id)
	st.Close()
	if err != nil {
		t.Fatal(err)
	}
	var snap scenario.Snapshot
	if err := json.Unmarshal(ep.Snapshot, &snap); err != nil || ep.Env != scenario.Env || snap.Source != "live" || snap.Scenario != "lava_gap" ||
		snap.Skill != "bridge_north" || snap.Start == nil || snap.Final == nil {
		t.Fatalf("the live run's episode: env %q, snapshot %s (%v); want the scene's box before and after, from the live server", ep.Env, ep.Snapshot, err)
	}
	out, err := exec.Command(bin, "verify", "bridge_north", "--lib", lib, "--memory", mem, "--episodes", id, "--method", "resim").CombinedOutput()
	if err != nil || !strings.Contains(string(out), "VERIFIED — 1 passed") {
		t.Fatalf("skillrun verify of the live run, re-simulated: %v\n%s", err, out)
	}
}
