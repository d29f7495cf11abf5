package serve_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	mc "github.com/skillrun/skillrun/examples/minecraft"
	"github.com/skillrun/skillrun/examples/minecraft/scenario"
	"github.com/skillrun/skillrun/memory"
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

	id := "session-" + sid + "-run-1"
	ep, snap := runSnapshot(t, mem, id)
	if ep.Env != scenario.Env || snap.Source != "live" || snap.Scenario != "lava_gap" || snap.Skill != "bridge_north" {
		t.Fatalf("the live run's episode: env %q, snapshot %.300s; want the scene's box before and after, from the live server", ep.Env, ep.Snapshot)
	}
	verifiedByResim(t, bin, lib, mem, []string{id})
}

// TestLiveFreeSessionRunsResimulate: a session on the live server with
// no scene (an agent's free play) recorded its runs with no snapshot, so
// they verified by replay only and counted for nothing where the gate
// re-simulates (probation's excuses, trials). Each run is now recorded
// with the box around the player where it began, before and after, and
// re-simulates in the voxel world: here two runs of bridge_north, the
// first from the lava gap's spawn (the scene built by an earlier session
// and left), the second on from where the first stopped.
func TestLiveFreeSessionRunsResimulate(t *testing.T) {
	bin, lib, mem, base := liveServe(t, false)
	sid, _ := opResult(t, base, "session_open", map[string]any{"env": "minecraft", "params": map[string]any{"scene": "lava_gap"}, "agent": "live"})["session"].(string)
	opResult(t, base, "session_close", map[string]any{"session": sid})
	sid, _ = opResult(t, base, "session_open", map[string]any{"env": "minecraft", "agent": "live"})["session"].(string)
	for _, blocks := range []int{5, 3} {
		code, body, _ := post(t, base+"/v1/skills/bridge_north", "", map[string]any{"_session": sid, "blocks": blocks})
		if code != 200 {
			t.Fatalf("bridge_north %d in a free session on the live server: %d %v", blocks, code, body)
		}
	}
	opResult(t, base, "session_close", map[string]any{"session": sid})
	var ids []string
	for run := 1; run <= 2; run++ {
		id := fmt.Sprintf("session-%s-run-%d", sid, run)
		ids = append(ids, id)
		ep, snap := runSnapshot(t, mem, id)
		if ep.Env != scenario.Env || snap.Source != "live" || snap.Scenario != scenario.PlayerScene || snap.Skill != "bridge_north" {
			t.Fatalf("free run %d's episode: env %q, snapshot %.300s; want the box around the player before and after, from the live server", run, ep.Env, ep.Snapshot)
		}
		b := scenario.PlayerBox
		if d := snap.Start.Max.Add(mc.P(-snap.Start.Min.X, -snap.Start.Min.Y, -snap.Start.Min.Z)); d != mc.P(2*b.Across, b.Down+b.Up, 2*b.Across) {
			t.Errorf("free run %d's box is %v..%v; want %d blocks across each way, %d down and %d up", run, snap.Start.Min, snap.Start.Max, b.Across, b.Down, b.Up)
		}
	}
	verifiedByResim(t, bin, lib, mem, ids)
}

// TestVoxelFreeSessionRunsResimulate: the voxel world served with no
// scene records each run with the box around the player, as the live
// server's free sessions do, and the run re-simulates; a run of act,
// evidence for no version a gate judges, takes no snapshot.
func TestVoxelFreeSessionRunsResimulate(t *testing.T) {
	bin := skillrunBinary(t)
	work := t.TempDir()
	lib := filepath.Join(work, "lib")
	if err := scenario.WriteSkills(lib); err != nil {
		t.Fatal(err)
	}
	mem := filepath.Join(work, "memory.db")
	_, base := startHTTPBinary(t, bin, "--lib", lib, "--memory", mem, "--sync", "0")
	sid, _ := opResult(t, base, "session_open", map[string]any{"env": "voxel", "agent": "free"})["session"].(string)
	// A built-in that runs no other skill is evidence for no version a
	// gate judges: its run is recorded without the box's two reads.
	if code, body, _ := post(t, base+"/v1/skills/act", "", map[string]any{"_session": sid, "action": "look", "params": map[string]any{"yaw": 0.5, "pitch": 0}}); code != 200 {
		t.Fatalf("act in a free voxel session: %d %v", code, body)
	}
	code, body, _ := post(t, base+"/v1/skills/bridge_north", "", map[string]any{"_session": sid, "blocks": 3})
	opResult(t, base, "session_close", map[string]any{"session": sid})
	if code != 200 {
		t.Fatalf("bridge_north in a free voxel session: %d %v", code, body)
	}
	if ep := sessionEpisode(t, mem, "session-"+sid+"-run-1"); len(ep.Snapshot) != 0 {
		t.Errorf("act's run recorded a snapshot of %d bytes; want none", len(ep.Snapshot))
	}
	id := "session-" + sid + "-run-2"
	if ep, snap := runSnapshot(t, mem, id); snap.Source != "voxel" || snap.Scenario != scenario.PlayerScene {
		t.Fatalf("the free voxel run's episode: snapshot %.300s; want the box around the player before and after", ep.Snapshot)
	}
	verifiedByResim(t, bin, lib, mem, []string{id})
}

// runSnapshot reads a session run's episode from memory mem, and its
// snapshot, which must hold the box before and after.
func runSnapshot(t *testing.T, mem, id string) (memory.Episode, scenario.Snapshot) {
	t.Helper()
	ep := sessionEpisode(t, mem, id)
	var snap scenario.Snapshot
	if err := json.Unmarshal(ep.Snapshot, &snap); err != nil || snap.Start == nil || snap.Final == nil {
		t.Fatalf("run %s's episode: snapshot %.300s (%v); want the box before and after", id, ep.Snapshot, err)
	}
	return ep, snap
}

// verifiedByResim runs skillrun verify of bridge_north on episodes ids,
// re-simulated: all must pass.
func verifiedByResim(t *testing.T, bin, lib, mem string, ids []string) {
	t.Helper()
	out, err := exec.Command(bin, "verify", "bridge_north", "--lib", lib, "--memory", mem, "--episodes", strings.Join(ids, ","), "--method", "resim").CombinedOutput()
	if want := fmt.Sprintf("VERIFIED — %d passed", len(ids)); err != nil || !strings.Contains(string(out), want) {
		t.Fatalf("skillrun verify of %v, re-simulated: %v\n%s", ids, err, out)
	}
}

// sessionEpisode reads episode id from memory mem.
func sessionEpisode(t *testing.T, mem, id string) memory.Episode {
	t.Helper()
	ctx := context.Background()
	st, err := memopen.Store(ctx, mem, memopen.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	ep, err := st.Episode(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	return ep
}
