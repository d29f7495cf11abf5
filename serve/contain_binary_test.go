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
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	memopen "github.com/skillrun/skillrun/memory/open"
	"github.com/skillrun/skillrun/runtime/worker/workertest"
	"github.com/skillrun/skillrun/serve"
)

// hostileInits are candidates whose package initialisation would take a
// host down, or keep burning it, if it ran there.
var hostileInits = []struct{ name, init, reason string }{
	{"init_go_panic", "func init() {\n\tnever := make(chan bool)\n\tgo func() { panic(\"boom in init\") }()\n\t<-never\n}", "boom in init"},
	{"init_recursion", "func down(n int) int { return down(n+1) + 1 }\n\nfunc init() { down(0) }", "stack"},
	{"init_spinners", "func init() {\n\tfor i := 0; i < 4; i++ {\n\t\tgo func() {\n\t\t\tx := 0\n\t\t\tfor {\n\t\t\t\tx++\n\t\t\t}\n\t\t}()\n\t}\n}", "goroutines running"},
	{"init_huge_var", "var big = fill(make([]byte, 1536<<20))\n\nfunc fill(b []byte) []byte {\n\tfor i := 0; i < len(b); i += 4096 {\n\t\tb[i] = 1\n\t}\n\treturn b\n}", "memory"},
	{"init_blocks", "func init() { <-make(chan int) }", "timeout"},
}

func hostileInitSource(name, init string) string {
	return "// A candidate with a hostile initialisation.\npackage " + name + "\n\nimport \"github.com/skillrun/skillrun/skills\"\n\ntype Args struct{}\n\n" + init +
		"\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) { return skills.Result{\"served\": true}, nil }\n"
}

// honestEcho calls echo over the JSON API (no testing.T: it runs beside
// the attack).
func honestEcho(base string) func(ctx context.Context) error {
	return func(ctx context.Context) error {
		b, _ := json.Marshal(map[string]any{"msg": "still here"})
		req, _ := http.NewRequestWithContext(ctx, "POST", base+"/v1/skills/echo", bytes.NewReader(b))
		req.Header.Set("Content-Type", "application/json")
		// Another agent than the attacker, on the same machine.
		req.Header.Set(serve.ClientHeader, "honest agent")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			return err
		}
		defer resp.Body.Close()
		var body map[string]any
		if err := json.NewDecoder(resp.Body).Decode(&body); err != nil {
			return err
		}
		if resp.StatusCode != 200 || !strings.Contains(fmt.Sprint(body), "still here") {
			return fmt.Errorf("echo = %d %v", resp.StatusCode, body)
		}
		return nil
	}
}

// TestHostileProposalsBinary: the real `skillrun serve` (isolated workers)
// receives candidates whose initialisation panics in a goroutine, recurses,
// spins, allocates 1.5 GiB or blocks, proposed over HTTP and over MCP and
// saved into its watched library. Each is rejected with its reason; the
// server lives, keeps no more than 64 MiB of it, its threads come back,
// and an honest call made meanwhile is answered.
func TestHostileProposalsBinary(t *testing.T) {
	bin, work, lib := binaryAndLib(t)
	cmd, base := startHTTPBinary(t, bin, "--lib", lib, "--memory", filepath.Join(work, "memory.db"), "--workers", "2")
	pid := cmd.Process.Pid
	store, err := memopen.Store(context.Background(), filepath.Join(work, "memory.db"), memopen.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	honest := honestEcho(base)
	if err := honest(context.Background()); err != nil {
		t.Fatalf("before the attacks: %v", err)
	}
	ct := &mcp.StreamableClientTransport{Endpoint: base + "/mcp"}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "t", Version: "1"}, nil).Connect(context.Background(), ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	for _, h := range hostileInits {
		src := hostileInitSource(h.name, h.init)
		for _, via := range []string{"http", "mcp", "save"} {
			t.Run(h.name+"/"+via, func(t *testing.T) {
				g := workertest.Begin(t, pid, 50*time.Millisecond, honest)
				var status, reason string
				switch via {
				case "http":
					// A candidate refused before it could serve is answered
					// as the error that refused it, with the sandbox's kind.
					code, body, _ := post(t, base+"/v1/ops/skill_propose", "", map[string]any{"skill": h.name, "source": src, "author": "attacker"})
					if code == 200 {
						status, reason = fmt.Sprint(body["result"].(map[string]any)["status"]), fmt.Sprint(body["result"].(map[string]any)["reason"])
					} else {
						status, reason = serve.Rejected, fmt.Sprintf("%d %v: %v", code, body["kind"], body["error"])
					}
				case "mcp":
					var p serve.Proposal
					_, msg := callTool(t, cs, "skill_propose", map[string]any{"skill": h.name, "source": src, "author": "attacker"}, &p)
					status, reason = p.Status, p.Reason
					if msg != "" {
						status, reason = serve.Rejected, msg
					}
				case "save":
					if err := os.WriteFile(filepath.Join(lib, h.name+".go"), []byte(src), 0o644); err != nil {
						t.Fatal(err)
					}
					// The watcher judges it and records the decision in
					// memory (read here beside the server); the skill must
					// never serve.
					deadline := time.Now().Add(20 * time.Second)
					for status == "" && time.Now().Before(deadline) {
						time.Sleep(200 * time.Millisecond)
						if code, body, _ := get(t, base+"/v1/tools", ""); code == 200 && strings.Contains(fmt.Sprint(body), h.name) {
							t.Fatalf("%s serves after its save", h.name)
						}
						ds, _ := store.Decisions(context.Background(), h.name)
						for _, d := range ds {
							if d.Author != "attacker" && strings.Contains(d.Reason, "does not compile") {
								status, reason = serve.Rejected, d.Reason
							}
						}
					}
					_ = os.Remove(filepath.Join(lib, h.name+".go"))
				}
				t.Logf("%s: %s: %s", via, status, reason)
				if status != serve.Rejected {
					t.Errorf("status %s; want rejected", status)
				}
				if !strings.Contains(reason, h.reason) {
					t.Errorf("reason %q; want it to mention %q", reason, h.reason)
				}
				if code, _, _ := get(t, base+"/healthz", ""); code != 200 {
					t.Fatalf("server after the attack: /healthz = %d", code)
				}
				g.End(t)
			})
		}
	}
}
