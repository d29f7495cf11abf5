package serve_test

import (
	"bufio"
	"context"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/skillrun/skillrun/memory"
	memopen "github.com/skillrun/skillrun/memory/open"
)

// TestAgentTokensBinary: authors were self-declared, so an agent past its
// quota (memory.Quota) wrote on under a new name, and one token served
// every agent. With `skillrun serve --agent-tokens FILE`, a request's
// token names its agent: what it stores is recorded under that name over
// the JSON API, streamable HTTP MCP and HTTP+SSE MCP alike, an author
// field naming another is refused, another agent's MCP session is not
// reached with its token, and the operator's shared token still records
// the author it names.
func TestAgentTokensBinary(t *testing.T) {
	bin, work, lib := binaryAndLib(t)
	db := filepath.Join(work, "memory.db")
	const alice, bob, op = "alice-token-0123456789", "bob-token-0123456789ab", "operator-token-01234"
	file := filepath.Join(work, "agents")
	if err := os.WriteFile(file, []byte("# name token\nalice "+alice+"\n\nbob "+bob+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	// A file others can read is refused, naming the fix.
	out, err := exec.Command(bin, "serve", "--http", "127.0.0.1:0", "--lib", lib, "--memory", db, "--agent-tokens", file).CombinedOutput()
	if err == nil || !strings.Contains(string(out), "is readable by others than its owner (mode -rw-r--r--): chmod 600") {
		t.Fatalf("a world-readable tokens file: %v\n%s", err, out)
	}
	if err := os.Chmod(file, 0o600); err != nil {
		t.Fatal(err)
	}
	_, base := startHTTPBinary(t, bin, "--lib", lib, "--memory", db, "--isolation", "inprocess",
		"--agent-tokens", file, "--token", op, "--max-agent-versions", "2")
	k := 0
	propose := func(token, author string) (int, map[string]any) {
		k++
		args := map[string]any{"skill": "echo", "source": echoVariant(t, lib, fmt.Sprint(k))}
		if author != "" {
			args["author"] = author
		}
		code, body, _ := post(t, base+"/v1/ops/skill_propose", token, args)
		return code, body
	}
	if code, _ := propose("", ""); code != 401 {
		t.Errorf("no token: %d; want 401", code)
	}
	if code, _ := propose("alice-token-0123456788", ""); code != 401 {
		t.Errorf("a wrong token: %d; want 401", code)
	}
	for range 2 {
		if code, body := propose(alice, ""); code != 200 {
			t.Fatalf("alice's proposal within her quota: %d %v", code, body)
		}
	}
	code, body := propose(alice, "alice2")
	if code != 400 || !strings.Contains(fmt.Sprint(body["error"]), `author "alice2": this request's token is agent "alice"'s`) {
		t.Errorf("alice naming another author: %d %v; want refused", code, body)
	}
	code, body = propose(alice, "")
	if code == 200 || !strings.Contains(fmt.Sprint(body["error"]), `"alice" has 2 skill versions stored`) {
		t.Errorf("alice's third proposal: %d %v; want refused by her quota", code, body)
	}
	if code, body := propose(bob, "bob"); code != 200 {
		t.Errorf("bob's proposal: %d %v", code, body)
	}
	if code, body := propose(op, "carol"); code != 200 {
		t.Errorf("the operator's proposal as carol: %d %v", code, body)
	}
	// An episode is the agent's whose token recorded it: evidence is not
	// forged in another's name.
	episode := func(token, id, agent string) (int, map[string]any) {
		code, body, _ := post(t, base+"/v1/ops/memory_record_episode", token, map[string]any{"id": id, "agent": agent, "start": "2026-12-06T08:00:00Z"})
		return code, body
	}
	if code, body := episode(alice, "ep-a", "bob"); code != 400 || !strings.Contains(fmt.Sprint(body["error"]), `agent "bob": this request's token is agent "alice"'s`) {
		t.Errorf("alice recording an episode as bob: %d %v; want refused", code, body)
	}
	if code, body := episode(alice, "ep-a", ""); code != 200 {
		t.Errorf("alice's episode: %d %v", code, body)
	}
	steps := func(token string) (int, map[string]any) {
		code, body, _ := post(t, base+"/v1/ops/memory_record_steps", token, map[string]any{"episode": "ep-a",
			"steps": []any{map[string]any{"index": 0, "action": map[string]any{"name": "look"}, "outcome": map[string]any{"ok": true}}}})
		return code, body
	}
	if code, body := steps(bob); code != 400 || !strings.Contains(fmt.Sprint(body["error"]), `episode "ep-a" is agent "alice"'s, not "bob"'s`) {
		t.Errorf("bob adding steps to alice's episode: %d %v; want refused", code, body)
	}
	if code, body := steps(alice); code != 200 {
		t.Errorf("alice adding steps to her episode: %d %v", code, body)
	}

	// Over MCP, streamable HTTP: alice's token is alice whatever the
	// client calls itself.
	connect := func(token string, sse bool) *mcp.ClientSession {
		hc := &http.Client{Transport: bearer{token, http.DefaultTransport}}
		var tr mcp.Transport = &mcp.StreamableClientTransport{Endpoint: base + "/mcp", HTTPClient: hc}
		if sse {
			tr = &mcp.SSEClientTransport{Endpoint: base + "/sse", HTTPClient: hc}
		}
		cs, err := mcp.NewClient(&mcp.Implementation{Name: "carol", Version: "1"}, nil).Connect(t.Context(), tr, nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { cs.Close() })
		return cs
	}
	k++
	src := echoVariant(t, lib, fmt.Sprint(k))
	as := connect(alice, false)
	if _, msg := callTool(t, as, "skill_propose", map[string]any{"skill": "echo", "source": src}, nil); !strings.Contains(msg, `"alice" has 2 skill versions stored`) {
		t.Errorf("alice's proposal over MCP: %q; want refused by her quota", msg)
	}
	if _, msg := callTool(t, connect(bob, false), "memory_note_put", map[string]any{"id": "b1", "text": "from bob"}, nil); msg != "" {
		t.Errorf("bob's note over MCP: %s", msg)
	}
	if _, msg := callTool(t, connect(bob, true), "memory_note_put", map[string]any{"id": "b2", "text": "from bob, over SSE", "author": "alice"}, nil); !strings.Contains(msg, `token is agent "bob"'s`) {
		t.Errorf("bob naming alice over SSE: %q; want refused", msg)
	}
	if _, msg := callTool(t, connect(bob, true), "memory_note_put", map[string]any{"id": "b2", "text": "from bob, over SSE"}, nil); msg != "" {
		t.Errorf("bob's note over SSE: %s", msg)
	}
	// Bob's plan is his own: memory://plan/current is his over his
	// session, and not alice's (she has none).
	bs := connect(bob, true)
	if _, msg := callTool(t, bs, "plan_put", map[string]any{"goal": "bob's goal"}, nil); msg != "" {
		t.Errorf("bob's plan over MCP: %s", msg)
	}
	if res, err := bs.ReadResource(t.Context(), &mcp.ReadResourceParams{URI: "memory://plan/current"}); err != nil || len(res.Contents) != 1 ||
		!strings.Contains(res.Contents[0].Text, `"id": "bob"`) || !strings.Contains(res.Contents[0].Text, "bob's goal") {
		t.Errorf("memory://plan/current over bob's session: %+v, %v; want his plan", res, err)
	}
	if res, err := as.ReadResource(t.Context(), &mcp.ReadResourceParams{URI: "memory://plan/current"}); err == nil {
		t.Errorf("memory://plan/current over alice's session: %+v; want not found (bob's plan is not hers)", res.Contents[0].Text)
	}

	// Bob's token does not reach alice's sessions.
	req, _ := http.NewRequest("POST", base+"/mcp", strings.NewReader(`{"jsonrpc":"2.0","id":9,"method":"tools/list"}`))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	req.Header.Set("Mcp-Session-Id", as.ID())
	req.Header.Set("Authorization", "Bearer "+bob)
	if resp, err := http.DefaultClient.Do(req); err != nil || resp.StatusCode == 200 {
		t.Errorf("bob's token on alice's streamable session: %v %v; want refused", resp.Status, err)
	} else {
		resp.Body.Close()
	}
	sreq, _ := http.NewRequest("GET", base+"/sse", nil)
	sreq.Header.Set("Authorization", "Bearer "+alice)
	sresp, err := http.DefaultClient.Do(sreq)
	if err != nil {
		t.Fatal(err)
	}
	defer sresp.Body.Close()
	endpoint := ""
	sc := bufio.NewScanner(sresp.Body)
	for endpoint == "" && sc.Scan() {
		if e, ok := strings.CutPrefix(sc.Text(), "data: "); ok {
			endpoint = e
		}
	}
	code, _, _ = post(t, base+endpoint, bob, `{"jsonrpc":"2.0","id":1,"method":"tools/list"}`)
	if code != 404 {
		t.Errorf("bob's token on alice's SSE session %s: %d; want 404", endpoint, code)
	}

	store, err := memopen.Store(context.Background(), db, memopen.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	if ep, err := store.Episode(context.Background(), "ep-a"); err != nil || ep.Agent != "alice" {
		t.Errorf("alice's episode is %q's (%v); want alice's", ep.Agent, err)
	}
	for author, want := range map[string]memory.AuthorUse{
		"alice": {Versions: 2, Decisions: 2, Episodes: 1, Steps: 1}, "bob": {Versions: 1, Decisions: 1, Notes: 3},
		"carol": {Versions: 1, Decisions: 1}, "alice2": {}, "mcp:carol": {},
	} {
		got, err := store.AuthorUse(context.Background(), author)
		if (got.StepBytes > 0) != (want.Steps > 0) {
			t.Errorf("%s has %d step bytes stored for %d steps", author, got.StepBytes, got.Steps)
		}
		got.StepBytes = 0 // counted above
		if err != nil || got != want {
			t.Errorf("%s has %+v stored (%v); want %+v", author, got, err, want)
		}
	}
}
