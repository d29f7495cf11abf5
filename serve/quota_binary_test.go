package serve_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

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
	orig, err := os.ReadFile(filepath.Join(lib, "echo.go"))
	if err != nil {
		t.Fatal(err)
	}
	propose := func(author string, k int) (int, map[string]any) {
		src := strings.Replace(string(orig), "package echo", fmt.Sprintf("// (%s %d)\npackage echo", author, k), 1)
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
	if code == 200 || !strings.Contains(fmt.Sprint(body["error"]), `"looper" has 4 note revisions stored, the most one agent may (--max-agent-notes 4)`) {
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
