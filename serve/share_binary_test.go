package serve_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// hogSkill computes until its deadline: a call that holds a worker as
// long as the operator lets it.
const hogSkill = `// Computes until it is stopped.
//
//skillrun:timeout 60s
package hog

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	n := 0
	for {
		n++
	}
	return skills.Result{"n": n}, nil
}
`

// callAs posts a skill call naming its client (name "" sends no name).
func callAs(ctx context.Context, base, client, skill string, args any) (int, map[string]any, http.Header, error) {
	b, _ := json.Marshal(args)
	req, _ := http.NewRequestWithContext(ctx, "POST", base+"/v1/skills/"+skill, bytes.NewReader(b))
	req.Header.Set("Content-Type", "application/json")
	if client != "" {
		req.Header.Set("X-Skillrun-Client", client)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, nil, nil, err
	}
	defer resp.Body.Close()
	var body map[string]any
	_ = json.NewDecoder(resp.Body).Decode(&body)
	return resp.StatusCode, body, resp.Header, nil
}

// TestClientShareBinary: the real `skillrun serve --http` with two
// workers (so each client's default share is one call). A greedy client
// that holds a call on a worker is refused a second one once it has
// waited --share-wait for the first to end (HTTP 429 with Retry-After,
// kind over_share; an MCP session gets the same as a tool error) while
// other clients — another named HTTP client, an
// unnamed one, another MCP session — are answered during the greedy
// calls, which are still running when they are; /metrics counts the
// refusals.
func TestClientShareBinary(t *testing.T) {
	bin, work, lib := binaryAndLib(t)
	if err := os.WriteFile(filepath.Join(lib, "hog.go"), []byte(hogSkill), 0o644); err != nil {
		t.Fatal(err)
	}
	_, base := startHTTPBinary(t, bin, "--lib", lib, "--memory", filepath.Join(work, "memory.db"), "--workers", "2", "--share-wait", "300ms")
	inFlight := func(want float64) { t.Helper(); waitInFlight(t, base, want) }
	if _, h, _ := get(t, base+"/healthz", ""); h["max_concurrent_per_client"] != 1.0 {
		t.Fatalf("healthz %v; want a share of 1 call per client with 2 workers", h)
	}

	ctx, stopHogs := context.WithCancel(context.Background())
	defer stopHogs()
	httpCtx, stopHTTP := context.WithCancel(ctx)
	hogDone := make(chan error, 4)
	hog := func(client string) {
		go func() {
			code, body, _, err := callAs(httpCtx, base, client, "hog", map[string]any{})
			if err == nil {
				err = fmt.Errorf("the greedy call ended (%d %v) before the test let it", code, body)
			}
			hogDone <- err
		}()
	}
	// Over HTTP: the greedy client holds one worker.
	hog("greedy")
	inFlight(1)
	code, body, hdr, err := callAs(context.Background(), base, "greedy", "echo", map[string]any{"msg": "me too"})
	if err != nil || code != 429 || body["kind"] != "over_share" || hdr.Get("Retry-After") == "" || !strings.Contains(fmt.Sprint(body["error"]), "share") {
		t.Errorf("the greedy client's second call = %d %v %v; want 429 over_share with Retry-After", code, body, err)
	}
	for _, client := range []string{"honest", ""} {
		code, body, _, err := callAs(context.Background(), base, client, "echo", map[string]any{"msg": "still here"})
		if err != nil || code != 200 {
			t.Errorf("client %q during the greedy call = %d %v %v; want 200", client, code, body, err)
		}
	}

	stopHTTP()
	if err := <-hogDone; err == nil || !strings.Contains(err.Error(), "context canceled") {
		t.Fatalf("the greedy HTTP call: %v; want it cancelled by the test", err)
	}
	inFlight(0)

	// Over MCP: each session is a client.
	session := func() *mcp.ClientSession {
		cs, err := mcp.NewClient(&mcp.Implementation{Name: "agent", Version: "1"}, nil).Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: base + "/mcp"}, nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = cs.Close() })
		return cs
	}
	greedy, honest := session(), session()
	go func() {
		_, err := greedy.CallTool(ctx, &mcp.CallToolParams{Name: "hog", Arguments: map[string]any{}})
		if err == nil {
			err = fmt.Errorf("the greedy MCP call ended before the test let it")
		}
		hogDone <- err
	}()
	inFlight(1)
	if _, msg := callTool(t, greedy, "echo", map[string]any{"msg": "me too"}, nil); !strings.HasPrefix(msg, "over_share: ") {
		t.Errorf("the greedy session's second call: %q; want over_share", msg)
	}
	var rep map[string]any
	if _, msg := callTool(t, honest, "echo", map[string]any{"msg": "still here"}, &rep); msg != "" {
		t.Errorf("another session during the greedy calls: %q; want an answer", msg)
	}
	// The greedy calls are still running: the others were answered beside
	// them, not after them.
	select {
	case err := <-hogDone:
		t.Fatalf("a greedy call ended early: %v", err)
	default:
	}
	_, m, _ := get(t, base+"/metrics", "")
	if !strings.Contains(m["_body"].(string), "skillrun_over_share_rejections_total 2") {
		t.Errorf("metrics do not count the two refusals")
	}
	stopHogs()
	inFlight(0)
}
