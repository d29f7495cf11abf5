package serve_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"io/fs"
	"math/rand/v2"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/examples/minecraft/scenario"
	"github.com/skillrun/skillrun/memory"
	memopen "github.com/skillrun/skillrun/memory/open"
)

// TestAgentQuotaBinary: one agent proposing versions and writing notes
// in a loop. Nothing but the operator's pruning bounded what it stored:
// every version with its source and a decision each, read by every
// instance sharing the store, and every note revision recall searches.
// The real `skillrun serve`, with the operator's --max-agent-versions 3
// and --max-agent-notes 4, refuses the next proposal and the next note,
// naming the bound; what the agent stored stays, nothing of the refused
// writes is stored, and another agent is not refused.
func TestAgentQuotaBinary(t *testing.T) {
	bin, work, lib := binaryAndLib(t)
	db := filepath.Join(work, "memory.db")
	_, base := startHTTPBinary(t, bin, "--lib", lib, "--memory", db, "--isolation", "inprocess",
		"--max-agent-versions", "3", "--max-agent-notes", "4")
	propose := func(author string, k int) (int, map[string]any) {
		src := echoVariant(t, lib, fmt.Sprintf("%s %d", author, k))
		code, body, _ := post(t, base+"/v1/ops/skill_propose", "", map[string]any{"skill": "echo", "source": src, "author": author})
		return code, body
	}
	for k := range 3 {
		if code, body := propose("looper", k); code != 200 {
			t.Fatalf("proposal %d within the quota: %d %v", k, code, body)
		}
	}
	store, err := memopen.Store(context.Background(), db, memopen.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	ctx := context.Background()
	before, err := store.AuthorUse(ctx, "looper")
	if err != nil {
		t.Fatal(err)
	}
	if before.Versions != 3 || before.Decisions != 3 {
		t.Fatalf("looper stored %+v; want 3 versions and 3 decisions", before)
	}
	code, body := propose("looper", 3)
	t.Logf("the fourth proposal: %d %v", code, body)
	if code == 200 || !strings.Contains(fmt.Sprint(body["error"]), `"looper" has 3 skill versions stored, the most one agent may (--max-agent-versions 3)`) || body["kind"] != "limit" {
		t.Errorf("the fourth proposal: %d %v; want refused as a limit naming --max-agent-versions 3", code, body)
	}
	if code, body := propose("honest", 0); code != 200 {
		t.Errorf("another agent's proposal: %d %v; want it judged", code, body)
	}
	note := func(author string, k int) (int, map[string]any) {
		code, body, _ := post(t, base+"/v1/ops/memory_note_put", "", map[string]any{"id": fmt.Sprintf("%s-note", author), "text": fmt.Sprintf("revision %d", k), "author": author})
		return code, body
	}
	for k := range 4 {
		if code, body := note("looper", k); code != 200 {
			t.Fatalf("note %d within the quota: %d %v", k, code, body)
		}
	}
	code, body = note("looper", 4)
	if code == 200 || !strings.Contains(fmt.Sprint(body["error"]), `"looper" has 4 note and plan revisions stored, the most one agent may (--max-agent-notes 4)`) {
		t.Errorf("the fifth note: %d %v; want refused naming --max-agent-notes 4", code, body)
	}
	if code, body := note("honest", 0); code != 200 {
		t.Errorf("another agent's note: %d %v", code, body)
	}
	after, err := store.AuthorUse(ctx, "looper")
	if err != nil {
		t.Fatal(err)
	}
	if after != (memory.AuthorUse{Versions: 3, Decisions: 3, Notes: 4}) {
		t.Errorf("looper has %+v stored after the refusals; want 3 versions, 3 decisions, 4 note revisions", after)
	}
	if hist, err := store.NoteHistory(ctx, "looper-note"); err != nil || len(hist) != 4 || hist[3].Text != "revision 3" {
		t.Errorf("looper's note after the refusal: %d revisions, %v", len(hist), err)
	}
}

// TestFrameStoreBinary: an agent storing frames in a loop (frame_put,
// each a new image) filled the frame store until the disk was full:
// nothing bounded it. The real `skillrun serve` with the operator's
// --max-frame-store 64KiB refuses the frame that would pass it, naming
// the bound; the frames stored before stay readable, the same bytes
// again are still answered (they are not new), and a server started
// again on the same store counts what is there and refuses at once.
func TestFrameStoreBinary(t *testing.T) {
	bin, work, lib := binaryAndLib(t)
	db := filepath.Join(work, "memory.db")
	args := []string{"--lib", lib, "--memory", db, "--isolation", "inprocess", "--max-frame-store", "64KiB"}
	cmd, base := startHTTPBinary(t, bin, args...)
	noise := noisePNGs(t, 1)
	put := func(base, data string) (int, map[string]any) {
		code, body, _ := post(t, base+"/v1/ops/frame_put", "", map[string]any{"image": map[string]any{"data": data}})
		return code, body
	}
	var stored []string
	var first string
	for k := range 10 {
		data := noise()
		code, body := put(base, data)
		if code != 200 {
			t.Logf("frame %d: %d %v", k, code, body)
			if len(stored) < 2 || body["kind"] != "limit" || !strings.Contains(fmt.Sprint(body["error"]), "the most it may hold, 64KiB (the operator's --max-frame-store)") {
				t.Fatalf("frame %d after %d stored: %d %v; want refused as a limit naming --max-frame-store", k, len(stored), code, body)
			}
			break
		}
		if k == 0 {
			first = data
		}
		res, _ := body["result"].(map[string]any)
		stored = append(stored, fmt.Sprint(res["hash"]))
	}
	if len(stored) == 10 {
		t.Fatalf("10 frames of about 16 KiB stored under a 64 KiB bound")
	}
	if code, body := put(base, first); code != 200 || body["result"].(map[string]any)["known"] != true {
		t.Errorf("the first frame again: %d %v; want it answered as known", code, body)
	}
	used := 0
	err := filepath.WalkDir(filepath.Join(work, "frames"), func(_ string, d fs.DirEntry, err error) error {
		if err == nil && d.Type().IsRegular() {
			info, _ := d.Info()
			used += int(info.Size())
		}
		return err
	})
	if err != nil || used > 64<<10 {
		t.Errorf("the frame store holds %d bytes (%v); want at most 64 KiB", used, err)
	}
	_ = cmd.Process.Kill()
	_ = cmd.Wait()
	_, again := startHTTPBinary(t, bin, args...)
	if code, body := put(again, noise()); code == 200 || body["kind"] != "limit" {
		t.Errorf("a new frame on a server started again on the full store: %d %v; want refused", code, body)
	}
	for _, h := range stored {
		if code, body, _ := post(t, again+"/v1/ops/frame_get", "", map[string]any{"frame": h}); code != 200 {
			t.Errorf("frame %s stored before the bound: %d %v", h, code, body)
		}
	}
}

// TestAgentEpisodeQuotaBinary: an agent recording episodes (or steps of
// one, or sessions) in a loop filled the store every recall and
// verification reads; only the operator's pruning bounded it. The real
// `skillrun serve` with --max-agent-episodes 2 and --max-agent-steps 10
// refuses the episode, the steps and the session that would pass them,
// naming the flag; what was recorded stays, and another agent is not
// refused.
func TestAgentEpisodeQuotaBinary(t *testing.T) {
	bin, work, lib := binaryAndLib(t)
	db := filepath.Join(work, "memory.db")
	_, base := startHTTPBinary(t, bin, "--lib", lib, "--memory", db, "--isolation", "inprocess",
		"--max-agent-episodes", "2", "--max-agent-steps", "10")
	steps := func(from, n int) []any {
		var out []any
		for i := from; i < from+n; i++ {
			out = append(out, map[string]any{"index": i, "action": map[string]any{"name": "look"}, "outcome": map[string]any{"ok": true}})
		}
		return out
	}
	episode := func(id, agent string, n int) (int, map[string]any) {
		code, body, _ := post(t, base+"/v1/ops/memory_record_episode", "", map[string]any{"id": id, "agent": agent, "start": "2026-12-06T08:00:00Z", "steps": steps(0, n)})
		return code, body
	}
	refused := func(what string, code int, body map[string]any, want string) {
		t.Helper()
		if code == 200 || body["kind"] != "limit" || !strings.Contains(fmt.Sprint(body["error"]), want) {
			t.Errorf("%s: %d %v; want refused as a limit naming %q", what, code, body, want)
		}
	}
	if code, body := episode("l-1", "looper", 4); code != 200 {
		t.Fatalf("the first episode: %d %v", code, body)
	}
	code, body := episode("l-2", "looper", 7)
	refused("7 steps more on 4 under 10", code, body, `"looper" has 4 steps recorded, and 7 more would pass the most one agent may (--max-agent-steps 10)`)
	if code, body := episode("l-2", "looper", 3); code != 200 {
		t.Fatalf("3 steps more on 4 under 10: %d %v", code, body)
	}
	code, body = episode("l-3", "looper", 1)
	refused("a third episode", code, body, `"looper" has 2 episodes stored, the most one agent may (--max-agent-episodes 2)`)
	more := func(from, n int) (int, map[string]any) {
		code, body, _ := post(t, base+"/v1/ops/memory_record_steps", "", map[string]any{"episode": "l-1", "steps": steps(from, n)})
		return code, body
	}
	code, body = more(4, 4)
	refused("4 steps appended on 7 under 10", code, body, "--max-agent-steps 10")
	if code, body := more(4, 3); code != 200 {
		t.Errorf("3 steps appended on 7 under 10: %d %v", code, body)
	}
	code, body, _ = post(t, base+"/v1/ops/session_open", "", map[string]any{"env": "voxel", "agent": "looper"})
	refused("a session of looper's", code, body, "--max-agent-episodes 2")
	if code, body := episode("h-1", "honest", 10); code != 200 {
		t.Errorf("another agent's episode: %d %v", code, body)
	}
	// honest is at its steps' bound: its session opens (its second
	// episode), and a run in it, which would record steps and an episode
	// of its own, is refused before it runs.
	code, body, _ = post(t, base+"/v1/ops/session_open", "", map[string]any{"env": "voxel", "agent": "honest"})
	if code != 200 {
		t.Fatalf("honest's session: %d %v", code, body)
	}
	sid := body["result"].(map[string]any)["session"].(string)
	code, body, _ = post(t, base+"/v1/skills/echo", "", map[string]any{"_session": sid})
	refused("a run in a session of an agent at its bounds", code, body, `echo: resource limit exceeded: agent quota: "honest" has 2 episodes stored`)
	store, err := memopen.Store(context.Background(), db, memopen.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	if u, err := store.AuthorUse(context.Background(), "looper"); err != nil || u.Episodes != 2 || u.Steps != 10 {
		t.Errorf("looper has %+v stored (%v); want 2 episodes and 10 steps", u, err)
	}
}

// echoVariant is the library's echo skill with a comment naming tag
// before its package clause: a new version of it for each tag.
func echoVariant(t *testing.T, lib, tag string) string {
	t.Helper()
	orig, err := os.ReadFile(filepath.Join(lib, "echo.go"))
	if err != nil {
		t.Fatal(err)
	}
	return strings.Replace(string(orig), "package echo", "// ("+tag+")\npackage echo", 1)
}

// TestSessionsPerClientBinary: the real `skillrun serve` bounds the
// environment sessions one client holds open by --max-sessions-per-client
// (Options.MaxSessionsPerClient had no flag: an operator could not set
// it), refusing one more as over_share naming the flag; another client
// still opens one.
func TestSessionsPerClientBinary(t *testing.T) {
	bin, work, lib := binaryAndLib(t)
	_, base := startHTTPBinary(t, bin, "--lib", lib, "--memory", filepath.Join(work, "memory.db"), "--isolation", "inprocess",
		"--max-sessions", "8", "--max-sessions-per-client", "1")
	open := func(client string) (int, map[string]any) {
		req, _ := http.NewRequest("POST", base+"/v1/ops/session_open", strings.NewReader(`{"env": "voxel"}`))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-Skillrun-Client", client)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var body map[string]any
		_ = json.NewDecoder(resp.Body).Decode(&body)
		return resp.StatusCode, body
	}
	if code, body := open("first"); code != 200 {
		t.Fatalf("first's session: %d %v", code, body)
	}
	code, body := open("first")
	if code != 429 || body["kind"] != "over_share" || !strings.Contains(fmt.Sprint(body["error"]), "holds 1 open sessions, as many as one client may (--max-sessions-per-client 1, of 8 in all)") {
		t.Errorf("first's second session: %d %v; want over_share naming --max-sessions-per-client 1", code, body)
	}
	if code, body := open("second"); code != 200 {
		t.Errorf("another client's session: %d %v", code, body)
	}
}

// TestAgentStepBytesQuotaBinary: the steps bound counts steps, not what
// they hold: an agent recording a few steps of megabytes each (a skill's
// outcome data, an agent's own memory_record_steps) could store ten
// million of them. The real `skillrun serve` with --max-agent-step-bytes
// 64KiB refuses the episode and the steps whose bytes would pass it,
// naming the flag, keeps what was stored, and still takes another
// agent's; `skillrun memory usage` shows the bytes.
func TestAgentStepBytesQuotaBinary(t *testing.T) {
	bin, work, lib := binaryAndLib(t)
	db := filepath.Join(work, "memory.db")
	_, base := startHTTPBinary(t, bin, "--lib", lib, "--memory", db, "--isolation", "inprocess", "--max-agent-step-bytes", "64KiB")
	blob := strings.Repeat("x", 20000) // each step carries 20 kB of outcome data
	steps := func(from, n int) []any {
		var out []any
		for i := from; i < from+n; i++ {
			out = append(out, map[string]any{"index": i, "action": map[string]any{"name": "look"},
				"outcome": map[string]any{"ok": true, "data": map[string]any{"seen": blob}}})
		}
		return out
	}
	record := func(op string, args map[string]any) (int, map[string]any) {
		code, body, _ := post(t, base+"/v1/ops/"+op, "", args)
		return code, body
	}
	refused := func(what string, code int, body map[string]any, want string) {
		t.Helper()
		if code == 200 || body["kind"] != "limit" || !strings.Contains(fmt.Sprint(body["error"]), want) {
			t.Errorf("%s: %d %v; want refused as a limit naming %q", what, code, body, want)
		}
	}
	if code, body := record("memory_record_episode", map[string]any{"id": "b-1", "agent": "hoarder", "start": "2026-12-07T08:00:00Z", "steps": steps(0, 2)}); code != 200 {
		t.Fatalf("two steps of 20 kB under 64 KiB: %d %v", code, body)
	}
	code, body := record("memory_record_episode", map[string]any{"id": "b-2", "agent": "hoarder", "start": "2026-12-07T09:00:00Z", "steps": steps(0, 2)})
	refused("two more steps of 20 kB", code, body, `"hoarder" has 39.3 KiB of steps and snapshots stored, and 39.3 KiB more would pass the most one agent may (--max-agent-step-bytes 64KiB)`)
	code, body = record("memory_record_steps", map[string]any{"episode": "b-1", "steps": steps(2, 2)})
	refused("two steps appended", code, body, "--max-agent-step-bytes 64KiB")
	if code, body := record("memory_record_steps", map[string]any{"episode": "b-1", "steps": steps(2, 1)}); code != 200 {
		t.Errorf("one step appended, 59 KiB in all: %d %v", code, body)
	}
	// A snapshot is a world's whole state, megabytes where a step is
	// bytes: it counts too (an agent recording episodes of no steps and
	// big snapshots filled the store past its quota).
	snapshot := map[string]any{"sheets": strings.Repeat("y", 40000)}
	if code, body := record("memory_record_episode", map[string]any{"id": "s-1", "agent": "snapper", "start": "2026-12-07T08:00:00Z", "snapshot": snapshot}); code != 200 {
		t.Fatalf("an episode with a 40 kB snapshot under 64 KiB: %d %v", code, body)
	}
	code, body = record("memory_record_episode", map[string]any{"id": "s-2", "agent": "snapper", "start": "2026-12-07T09:00:00Z", "snapshot": snapshot})
	refused("another episode with a 40 kB snapshot", code, body, `"snapper" has 39.1 KiB of steps and snapshots stored`)
	if code, body := record("memory_record_episode", map[string]any{"id": "o-1", "agent": "other", "start": "2026-12-07T08:00:00Z", "steps": steps(0, 3)}); code != 200 {
		t.Errorf("another agent's episode: %d %v", code, body)
	}
	out, err := exec.Command(bin, "memory", "usage", "hoarder", "--memory", db, "--max-agent-step-bytes", "64KiB").CombinedOutput()
	if err != nil || !regexp.MustCompile(`step and snapshot bytes\s+58.9 KiB\s+of 64KiB \(9[0-9]%\)\s+--max-agent-step-bytes`).Match(out) {
		t.Errorf("memory usage hoarder: %v\n%s", err, out)
	}
	store, err := memopen.Store(context.Background(), db, memopen.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	ep, err := store.Episode(context.Background(), "b-1")
	if err != nil || len(ep.Steps) != 3 {
		t.Fatalf("b-1 = %d steps, %v; want the 3 admitted", len(ep.Steps), err)
	}
	if u, err := store.AuthorUse(context.Background(), "hoarder"); err != nil || u.StepBytes != memory.StepBytes(ep.Steps...) || u.Episodes != 1 {
		t.Errorf("hoarder has %+v stored (%v); want 1 episode of %d step bytes", u, err, memory.StepBytes(ep.Steps...))
	}
}

// TestAgentFrameBytesQuotaBinary: the frame store's bound is everyone's,
// and frames carried no agent: one agent uploading pictures could fill
// it, and every other agent's frames were refused after. The real
// `skillrun serve` with agent tokens and --max-agent-frame-bytes 40KiB
// refuses alice's frame_put that would pass her bytes, naming the flag,
// still answers a frame she stored before, stores bob's, and runs alice's
// detector on an image it no longer keeps; `skillrun memory usage`
// shows what each stored.
func TestAgentFrameBytesQuotaBinary(t *testing.T) {
	bin, work, lib := binaryAndLib(t)
	db := filepath.Join(work, "memory.db")
	const alice, bob = "alice-token-0123456789", "bob-token-0123456789ab"
	file := filepath.Join(work, "agents")
	if err := os.WriteFile(file, []byte("alice "+alice+"\nbob "+bob+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	_, base := startHTTPBinary(t, bin, "--lib", lib, "--memory", db, "--isolation", "inprocess",
		"--agent-tokens", file, "--max-agent-frame-bytes", "40KiB")
	noise := noisePNGs(t, 3)
	put := func(token, data string) (int, map[string]any) {
		code, body, _ := post(t, base+"/v1/ops/frame_put", token, map[string]any{"image": map[string]any{"data": data}})
		return code, body
	}
	first := noise()
	for k, data := range []string{first, noise()} {
		if code, body := put(alice, data); code != 200 {
			t.Fatalf("alice's frame %d, under 40 KiB in all: %d %v", k, code, body)
		}
	}
	code, body := put(alice, noise())
	if code == 200 || body["kind"] != "limit" || !regexp.MustCompile(`"alice" has stored 3[0-9.]+ KiB of frames, and a frame of 1[0-9.]+ KiB more would pass the most one agent may \(--max-agent-frame-bytes 40KiB\)`).MatchString(fmt.Sprint(body["error"])) {
		t.Errorf("alice's third frame: %d %v; want refused as a limit naming --max-agent-frame-bytes", code, body)
	}
	if code, body := put(alice, first); code != 200 || body["result"].(map[string]any)["known"] != true {
		t.Errorf("alice's first frame again: %d %v; want it answered as known", code, body)
	}
	if code, body := put(bob, noise()); code != 200 || body["result"].(map[string]any)["agent"] != "bob" {
		t.Errorf("bob's frame: %d %v; want stored as bob's", code, body)
	}
	// A detector bob calls on a new image keeps it (its hash answered);
	// one alice calls still runs, and the image is not kept.
	kept := func(body map[string]any) string {
		res, _ := body["result"].(map[string]any)
		h, _ := res["frame"].(string)
		return h
	}
	code, body, _ = post(t, base+"/v1/skills/blaze_detector", bob, map[string]any{"_image": map[string]any{"data": noise()}})
	if code != 200 || len(kept(body)) != 64 {
		t.Errorf("bob's detector call: %d %.300v; want run, its image kept", code, body["result"])
	}
	code, body, _ = post(t, base+"/v1/skills/blaze_detector", alice, map[string]any{"_image": map[string]any{"data": noise()}})
	if code != 200 || body["result"] == nil {
		t.Errorf("alice's detector call past her frame bytes: %d %.300v; want it run", code, body["error"])
	} else if h := kept(body); h != "" {
		t.Errorf("alice's detector call past her frame bytes kept the image as frame %v", h)
	}
	out, err := exec.Command(bin, "memory", "usage", "alice", "--memory", db, "--max-agent-frame-bytes", "40KiB").CombinedOutput()
	if err != nil || !regexp.MustCompile(`frame bytes\s+3[0-9.]+ KiB\s+of 40KiB \([0-9]+%\)\s+--max-agent-frame-bytes`).Match(out) {
		t.Errorf("memory usage alice: %v\n%s", err, out)
	}
}

// noisePNGs returns a maker of 64×64 PNGs of noise, base64: about 16 KiB
// each, each one new (from seed).
func noisePNGs(t *testing.T, seed uint64) func() string {
	rng := rand.New(rand.NewPCG(seed, seed+1))
	return func() string {
		img := image.NewNRGBA(image.Rect(0, 0, 64, 64))
		for i := range img.Pix {
			img.Pix[i] = uint8(rng.Uint32())
		}
		var buf bytes.Buffer
		if err := png.Encode(&buf, img); err != nil {
			t.Fatal(err)
		}
		return base64.StdEncoding.EncodeToString(buf.Bytes())
	}
}

// TestSessionFramesQuotaBinary: the frames a skill looks at in an agent's
// session are that agent's (memory.Frame.Agent) and count against its
// frame bytes. With --max-agent-frame-bytes 1 every frame combat_sight
// looks at is refused: the fight itself still runs and succeeds (the
// skill saw its frames), its steps name none, and nothing is stored as
// the agent's; with room, the frames are stored as its.
func TestSessionFramesQuotaBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the skillrun binary")
	}
	bin := skillrunBinary(t)
	for _, c := range []struct {
		bound  string
		stored bool
	}{{"1", false}, {"1GiB", true}} {
		work := t.TempDir()
		lib := filepath.Join(work, "lib")
		if err := scenario.WriteSkills(lib); err != nil {
			t.Fatal(err)
		}
		mem := filepath.Join(work, "memory.db")
		_, base := startHTTPBinary(t, bin, "--lib", lib, "--memory", mem, "--sync", "0", "--max-agent-frame-bytes", c.bound)
		sid, _ := opResult(t, base, "session_open", map[string]any{"env": "voxel", "params": map[string]any{"scene": "blaze_sight"}, "agent": "looker"})["session"].(string)
		code, body, _ := post(t, base+"/v1/skills/combat_sight", "", map[string]any{"_session": sid, "hits": 1})
		if code != 200 {
			t.Fatalf("bound %s: combat_sight: %d %v; want it run whatever its frames' fate", c.bound, code, body["error"])
		}
		opResult(t, base, "session_close", map[string]any{"session": sid})
		st, err := memopen.Store(context.Background(), mem, memopen.Options{})
		if err != nil {
			t.Fatal(err)
		}
		u, err := st.AuthorUse(context.Background(), "looker")
		if err != nil {
			t.Fatal(err)
		}
		ep, err := st.Episode(context.Background(), "session-"+sid)
		if err != nil {
			t.Fatal(err)
		}
		named := 0
		for _, s := range ep.Steps {
			for _, h := range s.Frames {
				named++
				if f, err := st.Frame(context.Background(), h); err != nil || f.Agent != "looker" {
					t.Errorf("bound %s: frame %s: %+v, %v; want looker's", c.bound, h, f, err)
				}
			}
		}
		if c.stored != (named > 0) || c.stored != (u.FrameBytes > 0) {
			t.Errorf("bound %s: %d frames named in the session's steps, looker has %d frame bytes; want frames stored: %v", c.bound, named, u.FrameBytes, c.stored)
		}
		st.Close()
	}
}
