package serve_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/skillrun/skillrun/gate/gatetest"
	"github.com/skillrun/skillrun/serve"
)

// TestDetectorProposalsBinary: the real `skillrun serve --http` judges
// proposed detector versions on the library's labelled frames. One that
// counts every box twice is rejected for its precision, over HTTP and over
// MCP, naming the frame set; one that drops small boxes is rejected for
// its recall; the library file never changes while they are judged; one
// as good as the serving version is promoted and written. Then skill_rollback
// with no version serves the previous one again, a unique prefix names a
// version, and an unknown one changes nothing.
func TestDetectorProposalsBinary(t *testing.T) {
	bin, work, lib := binaryAndLib(t)
	file := filepath.Join(lib, "red_boxes.go")
	if err := os.WriteFile(file, []byte(gatetest.RedBoxes("serving")), 0o644); err != nil {
		t.Fatal(err)
	}
	gatetest.WriteRedFrames(t, lib)
	serving, _ := os.ReadFile(file)
	_, base := startHTTPBinary(t, bin, "--lib", lib, "--memory", filepath.Join(work, "memory.db"), "--workers", "2")
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "consolidator", Version: "1"}, nil).Connect(t.Context(), &mcp.StreamableClientTransport{Endpoint: base + "/mcp"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	var promoted, servingID string
	for _, c := range []struct{ via, mutation, status, reason string }{
		{"http", "double", serve.Rejected, "precision 0.50 (needs 1.00)"},
		{"mcp", "double", serve.Rejected, "precision 0.50 (needs 1.00)"},
		{"http", "drop small", serve.Rejected, "recall 0.25 (needs 1.00)"},
		{"mcp", "same boxes, new comment", serve.Promoted, "verified"},
	} {
		t.Run(c.via+"/"+c.mutation, func(t *testing.T) {
			args := map[string]any{"skill": "red_boxes", "source": gatetest.RedBoxes(c.mutation), "author": "agent-9"}
			var p serve.Proposal
			switch c.via {
			case "http":
				p.Status, p.Reason, p.Version, p.Replaces = proposeHTTP(t, base, args)
			case "mcp":
				if _, msg := callTool(t, cs, "skill_propose", args, &p); msg != "" {
					t.Fatalf("skill_propose over MCP: %s", msg)
				}
			}
			t.Logf("%s: %s", p.Status, p.Reason)
			if p.Status == serve.Promoted {
				promoted, servingID = p.Version, p.Replaces
			}
			if p.Status != c.status || !strings.Contains(p.Reason, c.reason) {
				t.Errorf("proposal %q: %s (%s); want %s mentioning %q", c.mutation, p.Status, p.Reason, c.status, c.reason)
			}
			if c.status == serve.Rejected && !strings.Contains(p.Reason, "red_boxes.jsonl") {
				t.Errorf("the rejection does not name the frame set: %s", p.Reason)
			}
			now, _ := os.ReadFile(file)
			if c.status == serve.Rejected && !bytes.Equal(now, serving) {
				t.Errorf("a rejected proposal changed the library file")
			}
			if c.status == serve.Promoted && !bytes.Contains(now, []byte("same boxes, new comment")) {
				t.Errorf("the promoted version was not written to the library")
			}
		})
	}

	// Roll back: no version names the one that served before.
	if promoted == "" || servingID == "" || promoted == servingID {
		t.Fatalf("no promotion to roll back (promoted %q, replacing %q)", promoted, servingID)
	}
	var d map[string]any
	if _, msg := callTool(t, cs, "skill_rollback", map[string]any{"skill": "red_boxes", "author": "agent-9"}, &d); msg != "" {
		t.Fatalf("skill_rollback over MCP: %s", msg)
	}
	if d["version"] != servingID || d["status"] != "rolled-back" {
		t.Errorf("rollback with no version = %v; want %s serving again, rolled-back", d, servingID)
	}
	if now, _ := os.ReadFile(file); !bytes.Equal(now, serving) {
		t.Errorf("after the rollback the library file is not the earlier version")
	}
	// A unique prefix names the promoted version again.
	code, body, _ := post(t, base+"/v1/ops/skill_rollback", "", map[string]any{"skill": "red_boxes", "to": promoted[:7]})
	r, _ := body["result"].(map[string]any)
	if code != 200 || r["version"] != promoted {
		t.Errorf("rollback to prefix %s = %d %v; want %s serving", promoted[:7], code, body, promoted)
	}
	if now, _ := os.ReadFile(file); !bytes.Contains(now, []byte("same boxes, new comment")) {
		t.Errorf("rollback to a prefix did not write that version")
	}
	// An unknown version changes nothing.
	before, _ := os.ReadFile(file)
	code, body, _ = post(t, base+"/v1/ops/skill_rollback", "", map[string]any{"skill": "red_boxes", "to": "ffffffffff"})
	if code != 404 || body["kind"] != "not_found" {
		t.Errorf("rollback to an unknown version = %d %v; want 404 not_found", code, body)
	}
	if now, _ := os.ReadFile(file); !bytes.Equal(now, before) {
		t.Errorf("a failed rollback changed the library file")
	}
}

// proposeHTTP proposes over the JSON API and returns the status, reason,
// version and the version it would replace.
func proposeHTTP(t *testing.T, base string, args map[string]any) (status, reason, version, replaces string) {
	t.Helper()
	code, body, _ := post(t, base+"/v1/ops/skill_propose", "", args)
	if code != 200 {
		return serve.Rejected, fmt.Sprintf("%d %v: %v", code, body["kind"], body["error"]), "", ""
	}
	r, _ := body["result"].(map[string]any)
	return fmt.Sprint(r["status"]), fmt.Sprint(r["reason"]), fmt.Sprint(r["version"]), fmt.Sprint(r["replaces"])
}
