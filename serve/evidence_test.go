package serve_test

import (
	"bufio"
	"context"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/skillrun/skillrun/examples/minecraft/scenario"
	"github.com/skillrun/skillrun/memory/neo4j/neo4jtest"
	"github.com/skillrun/skillrun/serve"
)

// bridgeMutants are seeded bugs of the example bridge_north procedure, new
// beside the nine of examples/minecraft/testdata/mutants: each replaces
// one piece of the source. Every one changes what the skill does on the
// lava gap or the ravine, so the gate must reject it on the episodes the
// sessions recorded.
var bridgeMutants = []struct{ name, old, new string }{
	{"walks two blocks at a time", `"z": z - 1}})`, `"z": z - 2}})`},
	{"places a block lower", `"%s@%d,%d,%d", floor, x, y-1, z-1)`, `"%s@%d,%d,%d", floor, x, y-2, z-1)`},
	{"builds with dirt", `args.Block = "cobblestone"`, `args.Block = "dirt"`},
	{"stops one block short", `for range args.Blocks {`, `for range args.Blocks - 1 {`},
	{"goes one block too far", `for range args.Blocks {`, `for range args.Blocks + 1 {`},
	{"looks at the floor two ahead", `at(obs, 0, -1, -1); passable(floor)`, `at(obs, 0, -1, -2); passable(floor)`},
	{"does not bridge lava", `at(obs, 0, -1, -1); passable(floor)`, `at(obs, 0, -1, -1); passable(floor) && floor != "lava"`},
	{"names the block param item", `Params: map[string]any{"block": args.Block}`, `Params: map[string]any{"item": args.Block}`},
	{"walks up a block", `"y": y, "z": z - 1}})`, `"y": y + 1, "z": z - 1}})`},
	{"places behind", `"%s@%d,%d,%d", floor, x, y-1, z-1)`, `"%s@%d,%d,%d", floor, x, y-1, z+1)`},
	{"drifts east", `Params: map[string]any{"x": x, "y"`, `Params: map[string]any{"x": x + 1, "y"`},
}

// TestEvidenceEndToEnd drives a real `skillrun serve --http`: bridge_north
// run in voxel sessions over HTTP and over MCP becomes episodes linked to
// the version that ran, which verify by re-simulation and by replay; every
// mutant proposed after them is rejected naming the episode and the step
// where it diverges, and the library file never changes; a brand-new
// skill serves marked unverified; a disabled skill leaves the tool list
// and its calls fail. With the SQLite store and with Neo4j.
func TestEvidenceEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the skillrun binary")
	}
	t.Run("sqlite", func(t *testing.T) {
		testEvidenceEndToEnd(t, filepath.Join(t.TempDir(), "memory.db"))
	})
	t.Run("neo4j", func(t *testing.T) {
		uri := neo4jtest.URI()
		if uri == "" {
			if os.Getenv("CI") == "true" {
				t.Fatal("NEO4J_TEST_URI is not set; in CI the Neo4j server must be running (ci/services.d/30-neo4j.sh)")
			}
			t.Skip("NEO4J_TEST_URI is not set")
		}
		unlock, err := neo4jtest.Lock()
		if err != nil {
			t.Fatal(err)
		}
		defer unlock()
		testEvidenceEndToEnd(t, uri)
	})
}

func opResult(t *testing.T, base, op string, args map[string]any) map[string]any {
	t.Helper()
	code, body, _ := post(t, base+"/v1/ops/"+op, "", args)
	if code != 200 {
		t.Fatalf("%s %v = %d %v", op, args, code, body)
	}
	r, _ := body["result"].(map[string]any)
	return r
}

func testEvidenceEndToEnd(t *testing.T, mem string) {
	bin := skillrunBinary(t)
	work := t.TempDir()
	lib := filepath.Join(work, "lib")
	if err := scenario.WriteSkills(lib); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "serve", "--http", "127.0.0.1:0", "--lib", lib, "--memory", mem, "--sync", "0")
	cmd.Dir = work
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { cmd.Process.Signal(os.Interrupt); cmd.Wait() }()
	addr := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stderr)
		re := regexp.MustCompile(`on http://(127\.0\.0\.1:\d+) `)
		for sc.Scan() {
			if m := re.FindStringSubmatch(sc.Text()); m != nil {
				addr <- m[1]
			}
		}
	}()
	var base string
	select {
	case a := <-addr:
		base = "http://" + a
	case <-time.After(90 * time.Second):
		t.Fatal("skillrun serve --http never said where it listens")
	}

	// A session over HTTP on the lava gap.
	open := opResult(t, base, "session_open", map[string]any{"env": "voxel", "params": map[string]any{"scene": "lava_gap"}, "agent": "e2e-http"})
	sid, _ := open["session"].(string)
	code, body, _ := post(t, base+"/v1/skills/bridge_north", "", map[string]any{"blocks": 5, "_session": sid})
	if code != 200 {
		t.Fatalf("bridge_north in the session = %d %v", code, body)
	}
	rep := body["result"].(map[string]any)
	httpEp, _ := rep["run_episode"].(string)
	version, _ := rep["version"].(string)
	if httpEp == "" || rep["record_error"] != nil {
		t.Fatalf("the run was not recorded as an episode: %v", rep)
	}
	opResult(t, base, "session_close", map[string]any{"session": sid, "success": true})

	// A session over MCP on the ravine.
	ct := &mcp.StreamableClientTransport{Endpoint: base + "/mcp", HTTPClient: &http.Client{}}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "e2e", Version: "1"}, nil).Connect(context.Background(), ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	var info serve.SessionInfo
	if _, msg := callTool(t, cs, "session_open", map[string]any{"env": "voxel", "params": map[string]any{"scene": "ravine"}, "agent": "e2e-mcp"}, &info); msg != "" {
		t.Fatal(msg)
	}
	var mrep serve.SkillReply
	if _, msg := callTool(t, cs, "bridge_north", map[string]any{"blocks": 6, "_session": info.Session}, &mrep); msg != "" || mrep.RunEpisode == "" {
		t.Fatalf("bridge_north over MCP = %+v %s", mrep, msg)
	}
	mcpEp := mrep.RunEpisode
	callTool(t, cs, "session_close", map[string]any{"session": info.Session, "success": true}, nil)

	// Both runs are evidence of the version that ran.
	prov := opResult(t, base, "memory_provenance", map[string]any{"skill": "bridge_north"})
	evs, _ := prov["evidence"].(map[string]any)[version].([]any)
	linked := map[string]string{}
	for _, e := range evs {
		m := e.(map[string]any)
		linked[m["episode"].(string)] = m["relation"].(string)
	}
	if linked[httpEp] != "SUPPORTED_BY" || linked[mcpEp] != "SUPPORTED_BY" {
		t.Fatalf("evidence of %s = %v; want %s and %s SUPPORTED_BY", version, linked, httpEp, mcpEp)
	}

	// They verify by re-simulation and by replay (the CLI, same memory).
	for _, method := range []string{"resim", "replay"} {
		out, err := exec.Command(bin, "verify", "bridge_north", "--lib", lib, "--memory", mem, "--episodes", httpEp+","+mcpEp, "--method", method).CombinedOutput()
		if err != nil || !strings.Contains(string(out), "VERIFIED — 2 passed, 0 failed, 0 errors of 2 episodes") {
			t.Errorf("verify --method %s: %v\n%s", method, err, out)
		}
	}

	// Mutants proposed after the runs: each rejected, naming an episode
	// and the step where it diverged; the file never changes.
	file := filepath.Join(lib, "bridge_north", "bridge_north.go")
	orig, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range bridgeMutants {
		src := strings.Replace(string(orig), m.old, m.new, 1)
		if src == string(orig) {
			t.Fatalf("mutant %q does not apply", m.name)
		}
		p := opResult(t, base, "skill_propose", map[string]any{"skill": "bridge_north", "source": src, "author": "mutant"})
		reason, _ := p["reason"].(string)
		if p["status"] != "rejected" || p["decision"] != "rejected" {
			t.Errorf("mutant %q: %v %v: %s", m.name, p["status"], p["decision"], reason)
			continue
		}
		if !strings.Contains(reason, "fails") || !regexp.MustCompile(`episode (`+regexp.QuoteMeta(httpEp)+`|`+regexp.QuoteMeta(mcpEp)+`): step \d+`).MatchString(reason) {
			t.Errorf("mutant %q: the rejection does not name the episode and step: %s", m.name, reason)
		}
		if now, _ := os.ReadFile(file); string(now) != string(orig) {
			t.Fatalf("mutant %q touched the library file", m.name)
		}
		t.Logf("mutant %q rejected: %.160s", m.name, reason)
	}

	// Metrics: the version's verified and observed rates.
	_, m, _ := get(t, base+"/metrics", "")
	text, _ := m["_body"].(string)
	for _, want := range []string{
		`skillrun_version_observed_calls{skill="bridge_north",version="` + version + `"} 2`,
		`skillrun_version_observed_ratio{skill="bridge_north",version="` + version + `"} 1`,
		`skillrun_version_verified_ratio{skill="bridge_north",version="` + version + `"} 1`,
		`skillrun_version_unverified{skill="bridge_north",version="` + version + `"} 0`,
	} {
		if !strings.Contains(text, want) {
			t.Errorf("/metrics lacks %q", want)
		}
	}

	// A brand-new skill, no evidence: serves, marked unverified.
	fresh := "// Wave at nobody.\npackage wave_e2e\n\nimport \"github.com/skillrun/skillrun/skills\"\n\ntype Args struct{}\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) {\n\treturn skills.Result{\"waved\": true}, nil\n}\n"
	p := opResult(t, base, "skill_propose", map[string]any{"skill": "wave_e2e", "source": fresh, "author": "agent-7"})
	if p["status"] != "promoted" || p["decision"] != "promoted-unverified" {
		t.Fatalf("a new skill without evidence = %v", p)
	}
	desc := toolDescriptionOf(t, cs, "wave_e2e")
	if !strings.Contains(desc, "Unverified") {
		t.Errorf("the new skill's tool does not say it is unverified: %q", desc)
	}
	if d := toolDescriptionOf(t, cs, "bridge_north"); strings.Contains(d, "Unverified") || !strings.Contains(d, "observed 2/2 successful calls") {
		t.Errorf("bridge_north's tool description: %q", d)
	}

	// Disabled over HTTP: gone from the tools, calls fail with the reason.
	opResult(t, base, "skill_disable", map[string]any{"skill": "wave_e2e", "reason": "e2e says no", "author": "ops"})
	if d := toolDescriptionOf(t, cs, "wave_e2e"); d != "" {
		t.Errorf("a disabled skill is still a tool: %q", d)
	}
	code, body, _ = post(t, base+"/v1/skills/wave_e2e", "", map[string]any{})
	if code == 200 || !strings.Contains(fmt.Sprint(body), "e2e says no") {
		t.Errorf("a call of a disabled skill = %d %v", code, body)
	}
	opResult(t, base, "skill_enable", map[string]any{"skill": "wave_e2e", "author": "ops"})
	if code, body, _ := post(t, base+"/v1/skills/wave_e2e", "", map[string]any{}); code != 200 {
		t.Errorf("a call after enable = %d %v", code, body)
	}
}

// toolDescriptionOf is the description of a tool in the MCP list, "" if
// it is not listed.
func toolDescriptionOf(t *testing.T, cs *mcp.ClientSession, name string) string {
	t.Helper()
	for tool, err := range cs.Tools(context.Background(), nil) {
		if err != nil {
			t.Fatal(err)
		}
		if tool.Name == name {
			return tool.Description
		}
	}
	return ""
}
