package serve_test

import (
	"context"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/serve"
	"github.com/skillrun/skillrun/skills"
)

// TestMemoReadsBounded: a note's or plan's revisions had no bound but the
// request's (32 MiB), and each memory_note_get read every revision of
// the note to answer with the last (100 revisions of 1 MiB: 338 MB and
// 1.5 s a read, any agent's quota allowing 100,000); plan_get read every
// step of each episode its plan cited to render its header (one episode
// of 100,000 steps: 162 MB, 0.7 s). A revision over memory.MaxMemoBytes
// is refused naming its size and the bound, nothing stored; a read takes
// the current revision and the episodes' headers; a history is answered
// up to serve.MaxHistory revisions and refused past it, before any is
// read.
func TestMemoReadsBounded(t *testing.T) {
	f := newFixture(t, nil)
	cs := f.connect(t, nil)
	ctx := context.Background()

	big := strings.Repeat("word ", 200<<10) // 1 MiB
	for _, tool := range []string{"memory_note_put", "plan_put"} {
		args := map[string]any{"id": "x", "text": big}
		if tool == "plan_put" {
			args = map[string]any{"goal": big}
		}
		_, msg := callTool(t, cs, tool, args, nil)
		if !strings.HasPrefix(msg, "bad_input: ") || !strings.Contains(msg, "bytes encoded") || !strings.Contains(msg, "at most 131072") {
			t.Errorf("%s of 1 MiB: %q; want bad input naming the size and the bound", tool, msg)
		}
	}
	if _, err := f.store.Note(ctx, "x"); err == nil {
		t.Errorf("a refused note was stored")
	}

	// 150 revisions of a note of 100 KiB.
	text := strings.Repeat("word ", 20<<10)
	for i := range serve.MaxHistory + 50 {
		if _, msg := callTool(t, cs, "memory_note_put", map[string]any{"id": "x", "text": text + strings.Repeat("y", i)}, nil); msg != "" {
			t.Fatal(msg)
		}
	}
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	a0 := ms.TotalAlloc
	var nr serve.NoteReply
	if _, msg := callTool(t, cs, "memory_note_get", map[string]any{"id": "x"}, &nr); msg != "" || nr.Revisions != serve.MaxHistory+50 || nr.Note.Revision != nr.Revisions || !strings.HasSuffix(nr.Note.Text, strings.Repeat("y", serve.MaxHistory+49)) {
		t.Fatalf("memory_note_get = %d revisions, revision %d, %v", nr.Revisions, nr.Note.Revision, msg)
	}
	runtime.ReadMemStats(&ms)
	if got := ms.TotalAlloc - a0; got > 32<<20 {
		t.Errorf("memory_note_get of the current revision allocated %d MB; want it to read one revision", got>>20)
	}
	if _, msg := callTool(t, cs, "memory_note_get", map[string]any{"id": "x", "history": true}, nil); !strings.HasPrefix(msg, "too_large: ") || !strings.Contains(msg, "150 revisions") {
		t.Errorf("history of 150 revisions: %q; want too_large naming the count", msg)
	}

	// A plan citing an episode of 100,000 steps.
	ep := memory.Episode{ID: "long", Start: time.Now(), Summary: "a long one"}
	for i := range 100000 {
		ep.Steps = append(ep.Steps, memory.Step{Index: i, Action: skills.Action{Name: "a"}, Outcome: skills.Outcome{OK: true}})
	}
	if err := f.store.RecordEpisode(ctx, ep); err != nil {
		t.Fatal(err)
	}
	for i := range 3 {
		if _, msg := callTool(t, cs, "plan_put", map[string]any{"goal": "g" + strings.Repeat("!", i), "episodes": []string{"long"}}, nil); msg != "" {
			t.Fatal(msg)
		}
	}
	runtime.ReadMemStats(&ms)
	a0 = ms.TotalAlloc
	var pr serve.PlanReply
	if _, msg := callTool(t, cs, "plan_get", map[string]any{"history": true}, &pr); msg != "" || pr.Revisions != 3 || len(pr.History) != 3 || len(pr.Evidence) != 1 || !strings.Contains(pr.Evidence[0].Text, "a long one") {
		t.Fatalf("plan_get = %+v, %v", pr, msg)
	}
	runtime.ReadMemStats(&ms)
	if got := ms.TotalAlloc - a0; got > 32<<20 {
		t.Errorf("plan_get allocated %d MB; want the cited episode's header only", got>>20)
	}
}
