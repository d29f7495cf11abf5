package serve_test

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/skillrun/skillrun/examples/minecraft/scenario"
)

// memorisedBridge is bridge_north with what lies under each step
// remembered from the two runs it is judged on (five blocks over the lava
// gap, six over the ravine) instead of looked at: it acts exactly as the
// real skill did on those runs, and on nothing else.
const memorisedBridge = `
// What was under each step ahead, by how far the bridge went.
var under = map[int][]string{5: {"lava", "lava", "lava"}, 6: {"air", "air", "air", "air"}}

func remembered(blocks, step int) (string, bool) {
	if step < len(under[blocks]) {
		return under[blocks][step], true
	}
	return "", false
}
`

// TestProbationEndToEnd drives a real skillrun serve on the voxel world.
// An agent proposes a bridge_north that remembers its two evidence
// episodes instead of looking: it replays them exactly, so the gate
// promotes it. Run on other gaps it fails; at its fifth failed run since
// promotion the server serves the version it replaced again, recorded as
// rolled back by probation; its page, history and tool description say
// so. Proposed again unchanged, the memoriser is refused, naming its
// probation; a variant of it repeats the failures it recorded, which the
// looking version departs from, and is rejected. The looking version
// then crosses a gap the memoriser fell into.
func TestProbationEndToEnd(t *testing.T) {
	bin, lib, mem, base := voxelServe(t)
	bridge := func(scene string, blocks int, agent string) (map[string]any, any) {
		t.Helper()
		return bridgeIn(t, base, scene, agent, map[string]any{"blocks": blocks})
	}
	versionOf := func() string {
		t.Helper()
		v, _ := opResult(t, base, "skill_source", map[string]any{"skill": "bridge_north"})["version"].(string)
		return v
	}

	ct := &mcp.StreamableClientTransport{Endpoint: base + "/mcp", HTTPClient: &http.Client{}}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "probation", Version: "1"}, nil).Connect(context.Background(), ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()

	// The evidence: two runs of the looking version.
	looking := versionOf()
	evidenceRuns(t, base)

	// The memoriser passes them and is promoted.
	file := filepath.Join(lib, "bridge_north", "bridge_north.go")
	orig, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	src := strings.Replace(string(orig), "\t\tif floor := at(obs, 0, -1, -1); passable(floor) {", "\t\tif floor, ok := remembered(args.Blocks, walked); ok {", 1) + memorisedBridge
	if src == string(orig)+memorisedBridge {
		t.Fatal("the memoriser does not apply to bridge_north")
	}
	p := opResult(t, base, "skill_propose", map[string]any{"skill": "bridge_north", "source": src, "author": "memoriser"})
	if p["status"] != "promoted" {
		t.Fatalf("the memoriser was not promoted on the episodes it remembers: %v", p)
	}
	memoriser, _ := p["version"].(string)
	if versionOf() != memoriser {
		t.Fatalf("the promoted memoriser does not serve")
	}

	// Real use on gaps it never saw: it fails, and is rolled back at the
	// fifth failure.
	unseen := []struct {
		scene  string
		blocks int
	}{{"lava_gap", 4}, {"ravine", 5}, {"lava_gap", 3}, {"ravine", 4}, {"lava_gap", 6}}
	for i, r := range unseen {
		b, e := bridge(r.scene, r.blocks, "user")
		if e == nil {
			t.Fatalf("the memoriser bridged %d blocks of %s, a gap it never saw: %v", r.blocks, r.scene, b)
		}
		t.Logf("the memoriser, %d blocks of %s: %v", r.blocks, r.scene, e)
		want := memoriser
		if i == len(unseen)-1 {
			want = looking
			// The caller hears why.
			if msg := fmt.Sprint(e); !strings.Contains(msg, "bridge_north rolled back: on probation") || !strings.Contains(msg, "0 of 5 real runs") {
				t.Errorf("the run that failed the probation does not say so: %s", msg)
			}
		}
		if got := versionOf(); got != want {
			t.Fatalf("after %d failed runs bridge_north is %s; want %s", i+1, got, want)
		}
		if i == 1 {
			// The skill's page says where it stands.
			_, m, _ := get(t, base+"/ui/skills/bridge_north", "")
			page, _ := m["_body"].(string)
			for _, want := range []string{"On probation: 0 of 2 real runs", "judged from 5", "Held to its verified 2 of 2 (100%) less 20%"} {
				if !strings.Contains(page, want) {
					t.Errorf("the skill page lacks %q", want)
				}
			}
			// And its tool's description, which agents read.
			if d := toolDescriptionOf(t, cs, "bridge_north"); !strings.Contains(d, "On probation since it replaced "+looking[:12]+": 2 of its first 20 runs made, 0 succeeded; below 80% of them succeeding (from 5 runs), "+looking[:12]+" serves again.") {
				t.Errorf("the tool's description does not tell of the probation: %q", d)
			}
			// And skillrun history.
			if out, err := exec.Command(bin, "history", "bridge_north", "--lib", lib, "--memory", mem).CombinedOutput(); err != nil || !strings.Contains(string(out), memoriser+" is on probation: 2 of its first 20 runs since its promotion, 0 succeeded; held to its verified 2 of 2 (1.00) less 0.20") {
				t.Errorf("skillrun history does not show the probation: %v\n%s", err, out)
			}
		}
	}
	if b, _ := os.ReadFile(file); string(b) != string(orig) {
		t.Errorf("after probation the library file is not the looking version's source")
	}
	hist, err := exec.Command(bin, "history", "bridge_north", "--lib", lib, "--memory", mem).CombinedOutput()
	if err != nil || !strings.Contains(string(hist), "probation") || !strings.Contains(string(hist), "0 of 5 real runs") {
		t.Errorf("skillrun history does not show the probation's rollback: %v\n%s", err, hist)
	}

	// Proposed again, the memoriser meets the runs it failed.
	p = opResult(t, base, "skill_propose", map[string]any{"skill": "bridge_north", "source": src, "author": "memoriser"})
	if reason, _ := p["reason"].(string); p["status"] != "rejected" || !strings.Contains(reason, "failed its probation") {
		t.Errorf("the memoriser proposed again after failing its probation: %v; want rejected, naming its probation", p)
	}
	t.Logf("proposed again: %v", p["reason"])
	// So is a variant that behaves the same: it repeats the failures the
	// memoriser recorded in real use, from which the serving version
	// departs.
	p = opResult(t, base, "skill_propose", map[string]any{"skill": "bridge_north", "source": src + "\n// Now with a comment.\n", "author": "memoriser"})
	if reason, _ := p["reason"].(string); p["status"] != "rejected" || !strings.Contains(reason, "repeats 5 recorded failure(s) the serving version does not") {
		t.Errorf("a variant of the memoriser after its probation: %v; want rejected on the failures it repeats", p)
	}
	t.Logf("a variant: %.300v", p["reason"])

	// The looking version bridges the gap the memoriser fell into.
	if _, e := bridge("ravine", 5, "user"); e != nil {
		t.Errorf("the looking version on the ravine, 5 blocks: %v", e)
	}

	// A variant that passes every recorded run by another route: it looks,
	// as the serving version does, but gives up past six blocks, which no
	// recorded run asked. It passes the gate; the serving version is the
	// one probation restored, so it goes on trial instead of serving, and
	// the next five real runs (seven blocks) are re-simulated with it.
	// Callers are served by the looking version all along; at the fifth
	// the variant is rejected, and the caller hears so.
	fitted := strings.Replace(string(orig), "\tif args.Block == \"\" {", "\tif args.Blocks > 6 {\n\t\treturn nil, fmt.Errorf(\"too far\")\n\t}\n\tif args.Block == \"\" {", 1)
	p = opResult(t, base, "skill_propose", map[string]any{"skill": "bridge_north", "source": fitted, "author": "memoriser"})
	if reason, _ := p["reason"].(string); p["status"] != "pending" || p["decision"] != "on-trial" || !strings.Contains(reason, "serves because probation restored it") {
		t.Fatalf("a variant that passes the recorded runs by another route: %v; want pending, on trial", p)
	}
	onTrial, _ := p["version"].(string)
	if d := toolDescriptionOf(t, cs, "bridge_north"); !strings.Contains(d, "A rewrite, "+onTrial[:12]+" by memoriser, is on trial since") {
		t.Errorf("the tool's description does not tell of the trial: %q", d)
	}
	for i, scene := range []string{"lava_gap", "ravine", "lava_gap", "ravine", "lava_gap"} {
		b, e := bridge(scene, 7, "user")
		if e != nil {
			t.Fatalf("real run %d, 7 blocks of %s, while a rewrite is on trial: %v", i+1, scene, e)
		}
		res, _ := b["result"].(map[string]any)
		said := fmt.Sprint(res["probation"])
		if i < 4 && strings.Contains(said, "trial") {
			t.Fatalf("run %d decided the trial: %s", i+1, said)
		}
		if i == 4 && !strings.Contains(said, "bridge_north kept "+looking[:12]+": failed its trial: "+onTrial[:12]+" succeeded in 0 of "+looking[:12]+"'s 5 real runs") {
			t.Errorf("the fifth run does not tell of the failed trial: %s", said)
		}
		if got := versionOf(); got != looking {
			t.Fatalf("after %d runs of the trial bridge_north is %s; want %s", i+1, got, looking)
		}
	}
	if d := toolDescriptionOf(t, cs, "bridge_north"); strings.Contains(d, "on trial") {
		t.Errorf("after the trial the tool's description still tells of it: %q", d)
	}
}

// TestProbationExcusesImpossibleRuns: a caller can make any version fail
// (ask it to bridge with a block nobody carries), and five such runs of
// an honest rewrite on probation would have rolled it back. Each failed
// run is weighed against the replaced version re-simulated in the same
// world with the same arguments: it fails them too, so they are not
// counted, and the rewrite keeps serving.
func TestProbationExcusesImpossibleRuns(t *testing.T) {
	_, lib, _, base := voxelServe(t)
	evidenceRuns(t, base)
	file := filepath.Join(lib, "bridge_north", "bridge_north.go")
	orig, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	p := opResult(t, base, "skill_propose", map[string]any{"skill": "bridge_north", "source": string(orig) + "\n// Reworded by an honest agent.\n", "author": "honest"})
	if p["status"] != "promoted" {
		t.Fatalf("the honest rewrite: %v", p)
	}
	rewrite, _ := p["version"].(string)
	for i := range 6 {
		scene := []string{"lava_gap", "ravine"}[i%2]
		_, e := bridgeIn(t, base, scene, "caller", map[string]any{"blocks": 4, "block": "diamond_block"})
		if e == nil {
			t.Fatalf("bridging with a block nobody carries succeeded")
		}
		if i == 0 {
			t.Logf("an impossible run: %v", e)
		}
		if strings.Contains(fmt.Sprint(e), "rolled back") {
			t.Fatalf("run %d: impossible runs rolled the rewrite back: %v", i+1, e)
		}
	}
	if v, _ := opResult(t, base, "skill_source", map[string]any{"skill": "bridge_north"})["version"].(string); v != rewrite {
		t.Errorf("after six impossible runs bridge_north is %s; want the rewrite %s still", v, rewrite)
	}
	// The skill's page tells the runs that do not count, and does not
	// call the rewrite failing (its raw counts would).
	_, pg, _ := get(t, base+"/ui/skills/bridge_north", "")
	page, _ := pg["_body"].(string)
	if !strings.Contains(page, "0 of 6 real runs since its promotion") || !strings.Contains(page, "6 failed runs are not counted: ") ||
		strings.Contains(page, `class="probation bad"`) {
		i := strings.Index(page, "On probation")
		t.Errorf("the skill page after six excused runs: %.400s", page[max(i, 0):])
	}
}

// voxelServe starts skillrun serve over the Minecraft example's skills
// and a fresh memory (it builds the binary: not in -short runs), and
// returns the binary, the library, the memory and the server's URL.
func voxelServe(t *testing.T) (bin, lib, mem, base string) {
	t.Helper()
	return voxelServeWith(t, nil)
}

// voxelServeWith is voxelServe with files added to the library (name →
// content) before the server starts.
func voxelServeWith(t *testing.T, files map[string]string) (bin, lib, mem, base string) {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the skillrun binary")
	}
	bin = skillrunBinary(t)
	work := t.TempDir()
	lib = filepath.Join(work, "lib")
	if err := scenario.WriteSkills(lib); err != nil {
		t.Fatal(err)
	}
	for name, content := range files {
		p := filepath.Join(lib, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	mem = filepath.Join(work, "memory.db")
	_, base = startHTTPBinary(t, bin, "--lib", lib, "--memory", mem, "--sync", "0")
	return bin, lib, mem, base
}

// bridgeIn runs bridge_north with args in a voxel session of its own on
// scene, opened by agent. It returns the reply when the run succeeds,
// else nil and the error's body.
func bridgeIn(t *testing.T, base, scene, agent string, args map[string]any) (map[string]any, any) {
	t.Helper()
	sid, _ := opResult(t, base, "session_open", map[string]any{"env": "voxel", "params": map[string]any{"scene": scene}, "agent": agent})["session"].(string)
	defer opResult(t, base, "session_close", map[string]any{"session": sid})
	args["_session"] = sid
	code, body, _ := post(t, base+"/v1/skills/bridge_north", "", args)
	if code != 200 {
		return nil, body
	}
	return body, nil
}

// evidenceRuns records two runs of the serving bridge_north, the
// evidence a rewrite is judged on: five blocks over the lava gap, six
// over the ravine.
func evidenceRuns(t *testing.T, base string) {
	t.Helper()
	for _, r := range []struct {
		scene  string
		blocks int
	}{{"lava_gap", 5}, {"ravine", 6}} {
		if _, e := bridgeIn(t, base, r.scene, "evidence", map[string]any{"blocks": r.blocks}); e != nil {
			t.Fatalf("bridge_north %d on %s: %v", r.blocks, r.scene, e)
		}
	}
}
