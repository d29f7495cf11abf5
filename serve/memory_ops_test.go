package serve_test

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/memory/memorytest"
	"github.com/skillrun/skillrun/serve"
)

func readResource(t *testing.T, cs *mcp.ClientSession, uri string, out any) error {
	t.Helper()
	res, err := cs.ReadResource(context.Background(), &mcp.ReadResourceParams{URI: uri})
	if err != nil {
		return err
	}
	if len(res.Contents) != 1 || res.Contents[0].MIMEType != "application/json" {
		t.Fatalf("ReadResource(%s) = %+v", uri, res.Contents)
	}
	if err := json.Unmarshal([]byte(res.Contents[0].Text), out); err != nil {
		t.Fatalf("ReadResource(%s): %v", uri, err)
	}
	return nil
}

// TestNotesPlansResources writes notes and a plan through MCP tools, reads
// them back as resources, hears of each change as a subscriber, and reads
// the plan from a fresh session (a context reset).
func TestNotesPlansResources(t *testing.T) {
	f := newFixture(t, nil)
	ctx := context.Background()
	if err := f.store.RecordEpisode(ctx, memorytest.Kitchen("ep-k1", memorytest.T0)); err != nil {
		t.Fatal(err)
	}
	updated := make(chan string, 16)
	cs := f.connect(t, &mcp.ClientOptions{ResourceUpdatedHandler: func(_ context.Context, r *mcp.ResourceUpdatedNotificationRequest) {
		updated <- r.Params.URI
	}})
	wantUpdate := func(uri string) {
		t.Helper()
		select {
		case got := <-updated:
			if got != uri {
				t.Fatalf("resource update for %s; want %s", got, uri)
			}
		case <-time.After(30 * time.Second): // a loaded machine (a calibration beside it) took more than 5 s
			t.Fatalf("no resource update for %s", uri)
		}
	}
	for _, uri := range []string{"memory://plan/current", "memory://notes/lm-drawer", "memory://notes"} {
		if err := cs.Subscribe(ctx, &mcp.SubscribeParams{URI: uri}); err != nil {
			t.Fatalf("Subscribe(%s): %v", uri, err)
		}
	}
	res, err := cs.ListResources(ctx, nil)
	if err != nil || len(res.Resources) != 2 {
		t.Fatalf("ListResources = %+v, %v", res, err)
	}
	tmpl, err := cs.ListResourceTemplates(ctx, nil)
	if err != nil || len(tmpl.ResourceTemplates) != 2 {
		t.Fatalf("ListResourceTemplates = %+v, %v", tmpl, err)
	}
	if err := readResource(t, cs, "memory://plan/current", &struct{}{}); err == nil || !strings.Contains(err.Error(), "not found") {
		t.Fatalf("ReadResource(plan) before any plan: %v; want not found", err)
	}

	var p memory.Plan
	if _, msg := callTool(t, cs, "plan_put", map[string]any{"goal": "heat soup", "steps": []any{
		map[string]any{"text": "find the key", "status": "done"}, "open the microwave"}, "episodes": []string{"ep-k1"}}, &p); msg != "" {
		t.Fatal(msg)
	}
	wantUpdate("memory://plan/current")
	if p.Revision != 1 || p.ID != "current" || p.Steps[0].Status != memory.PlanDone || p.Steps[1].Text != "open the microwave" {
		t.Fatalf("plan_put = %+v", p)
	}
	if _, msg := callTool(t, cs, "plan_put", map[string]any{"goal": "heat soup", "status": "active", "steps": []any{
		map[string]any{"text": "find the key", "status": "done"}, map[string]any{"text": "open the microwave", "status": "doing"}, "press start"},
		"episodes": []string{"ep-k1"}}, &p); msg != "" {
		t.Fatal(msg)
	}
	wantUpdate("memory://plan/current")
	var pr serve.PlanReply
	if err := readResource(t, cs, "memory://plan/current", &pr); err != nil {
		t.Fatal(err)
	}
	if pr.Plan.Revision != 2 || pr.Revisions != 2 || len(pr.Evidence) != 1 || !strings.Contains(pr.Evidence[0].Text, "microwave was locked") {
		t.Fatalf("plan resource = %+v", pr)
	}
	if _, msg := callTool(t, cs, "plan_put", map[string]any{"goal": "x", "steps": []any{map[string]any{"text": "a", "status": "maybe"}}}, nil); !strings.Contains(msg, `status "maybe"`) {
		t.Fatalf("plan_put with a bad step status: %q", msg)
	}

	// A context reset: a new session knows nothing but can read the plan.
	cs2 := f.connect(t, nil)
	var again serve.PlanReply
	if _, msg := callTool(t, cs2, "plan_get", map[string]any{}, &again); msg != "" {
		t.Fatal(msg)
	}
	if again.Plan.Revision != 2 || again.Plan.Steps[1].Status != memory.StepDoing || !strings.Contains(again.Text, "open the microwave (doing); press start") ||
		len(again.Evidence) != 1 {
		t.Fatalf("plan_get after reset = %+v", again)
	}

	var n memory.Note
	if _, msg := callTool(t, cs, "memory_note_put", map[string]any{"id": "lm-drawer", "kind": "landmark", "text": "Drawer 3 holds the microwave key.",
		"pos": []float64{4, 0, 2}, "episodes": []string{"ep-k1"}}, &n); msg != "" {
		t.Fatal(msg)
	}
	wantUpdate("memory://notes/lm-drawer")
	wantUpdate("memory://notes")
	if _, msg := callTool(t, cs, "memory_note_put", map[string]any{"id": "lm-x", "kind": "landmark", "text": "somewhere"}, nil); !strings.Contains(msg, "landmark needs a position") {
		t.Fatalf("landmark without a position: %q", msg)
	}
	if _, msg := callTool(t, cs, "memory_note_put", map[string]any{"id": "n-heat", "text": "Heating mugs works once it is unlocked.", "embedding": []float32{1, 0}}, nil); msg != "" {
		t.Fatal(msg)
	}
	var nr serve.NoteReply
	if err := readResource(t, cs, "memory://notes/lm-drawer", &nr); err != nil {
		t.Fatal(err)
	}
	if nr.Note.Kind != memory.NoteLandmark || nr.Note.Pos == nil || nr.Revisions != 1 {
		t.Fatalf("note resource = %+v", nr)
	}
	if err := readResource(t, cs, "memory://notes/zebra", &nr); err == nil {
		t.Fatal("ReadResource of an unknown note succeeded")
	}
	var list struct {
		Notes []struct{ URI string } `json:"notes"`
	}
	if err := readResource(t, cs, "memory://notes", &list); err != nil || len(list.Notes) != 2 {
		t.Fatalf("notes resource = %+v, %v", list, err)
	}
	var nh serve.NotesReply
	if _, msg := callTool(t, cs, "memory_notes", map[string]any{"near": []float64{3, 0, 2}}, &nh); msg != "" || len(nh.Notes) != 1 || nh.Notes[0].ID != "lm-drawer" {
		t.Fatalf("memory_notes near = %+v %s", nh, msg)
	}
	if _, msg := callTool(t, cs, "memory_notes", map[string]any{"text": "heated mug"}, &nh); msg != "" || len(nh.Notes) != 1 || nh.Notes[0].ID != "n-heat" {
		t.Fatalf("memory_notes text = %+v %s", nh, msg)
	}
	if _, msg := callTool(t, cs, "memory_notes", map[string]any{"vector": []float32{0.8, 0.2}}, &nh); msg != "" || len(nh.Notes) != 1 || nh.Notes[0].Score < 0.9 {
		t.Fatalf("memory_notes vector = %+v %s", nh, msg)
	}
	if _, msg := callTool(t, cs, "memory_note_get", map[string]any{"id": "lm-drawer", "history": true}, &nr); msg != "" || len(nr.History) != 1 {
		t.Fatalf("memory_note_get = %+v %s", nr, msg)
	}
}

// TestMemoryContextTool recalls over MCP from the conformance suite's
// recorded memory and gets the golden text.
func TestMemoryContextTool(t *testing.T) {
	sit := memorytest.ContextSituation()
	f := newFixture(t, func(_ *fixture, o *serve.Options) { o.Now = func() time.Time { return sit.Now } })
	memorytest.ContextFixture(t, f.store)
	cs := f.connect(t, nil)
	var r memory.Recall
	if _, msg := callTool(t, cs, "memory_context", sit, &r); msg != "" {
		t.Fatal(msg)
	}
	if r.Text != memorytest.ContextGolden() {
		t.Fatalf("memory_context text:\n%s\nwant:\n%s", r.Text, memorytest.ContextGolden())
	}
	if _, msg := callTool(t, cs, "memory_context", map[string]any{"budget": 1 << 20}, nil); !strings.Contains(msg, "budget") {
		t.Fatalf("memory_context with a huge budget: %q", msg)
	}
}

// TestMemoryOpsHTTP asks near, before, cells (box, point, path), steps,
// usage and failures without an action over the JSON HTTP API.
func TestMemoryOpsHTTP(t *testing.T) {
	sit := memorytest.ContextSituation()
	f := newFixture(t, func(_ *fixture, o *serve.Options) { o.Now = func() time.Time { return sit.Now } })
	memorytest.ContextFixture(t, f.store)
	ts := httptest.NewServer(f.srv.Handler())
	defer ts.Close()
	call := func(op string, args any) map[string]any {
		t.Helper()
		code, body, _ := post(t, ts.URL+"/v1/ops/"+op, "", args)
		if code != 200 {
			t.Fatalf("%s = %d %v", op, code, body)
		}
		return body["result"].(map[string]any)
	}
	texts := func(r map[string]any) string {
		var out []string
		for _, x := range r["text"].([]any) {
			out = append(out, x.(string))
		}
		return strings.Join(out, "\n")
	}
	if got := texts(call("memory_near", map[string]any{"pos": []float64{4, 0, 2}, "radius": 0.5})); !strings.Contains(got, "(4, 0, 2): PickupObject ok [ep-k2#3]") {
		t.Errorf("memory_near = %s", got)
	}
	if got := texts(call("memory_before", map[string]any{"episode": "ep-k2", "step": 4, "n": 2})); !strings.Contains(got, "ep-k2#3") || !strings.Contains(got, "ep-k2#2") || strings.Contains(got, "ep-k2#1") {
		t.Errorf("memory_before = %s", got)
	}
	if got := texts(call("memory_cells", map[string]any{"near": []float64{5, 0, 5}, "radius": 2})); !strings.HasPrefix(got, "hazard at (5, 0, 5): hot stove (damage 2.5)") {
		t.Errorf("memory_cells near = %s", got)
	}
	if got := texts(call("memory_cells", map[string]any{"path": [][]float64{{0, 0, 2}, {6, 0, 2}}, "radius": 1})); got != "blocked at (1, 0, 2): microwave locked in ep-k2#1\nwalked at (2, 0, 2) in ep-k2#0\nopened at (4, 0, 2): drawer_3 in ep-k2#3" {
		t.Errorf("memory_cells path = %q", got)
	}
	if got := texts(call("memory_cells", map[string]any{"min": []int{0, 0, 0}, "max": []int{9, 9, 9}, "kind": "hazard"})); !strings.HasPrefix(got, "hazard") || strings.Contains(got, "\n") {
		t.Errorf("memory_cells box hazard = %q", got)
	}
	call("memory_cells_put", map[string]any{"cells": []any{map[string]any{"pos": []int{7, 0, 7}, "kind": "hazard", "episode": "ep-k2", "step": 4, "item": "lava", "damage": 4}}})
	if got := texts(call("memory_cells", map[string]any{"near": []float64{7, 0, 7}, "radius": 1})); !strings.Contains(got, "lava (damage 4)") {
		t.Errorf("memory_cells after put = %q", got)
	}
	if got := texts(call("memory_steps", map[string]any{"object": "key_2", "limit": 1})); !strings.HasPrefix(got, "ep-k2#3 PickupObject on key_2 succeeded at (4, 0, 2)") {
		t.Errorf("memory_steps = %q", got)
	}
	u := call("memory_usage", map[string]any{"version": "v-open-1"})
	if u["episodes"] != 2.0 || u["failed_episodes"] != 2.0 || u["rate"] != 0.0 {
		t.Errorf("memory_usage = %v", u)
	}
	fs := call("memory_recall_failures", map[string]any{"object": "door_1"})
	if got := texts(fs); !strings.Contains(got, "open on door_1 failed: locked") {
		t.Errorf("recall_failures by object = %q", got)
	}
	code, body, _ := post(t, ts.URL+"/v1/ops/memory_cells", "", map[string]any{"near": []float64{1, 2, 3}, "path": [][]float64{{0, 0, 0}}})
	if code != 400 || !strings.Contains(body["error"].(string), "give one of") {
		t.Errorf("memory_cells with near and path = %d %v", code, body)
	}
}

// TestSessionWritesCells runs skills in a session and finds the grid
// events the recorded steps give: the counter world reports a position,
// so the second run's first action is a walked cell where it stood (once:
// it stays in that block).
func TestSessionWritesCells(t *testing.T) {
	f := newFixture(t, nil)
	cs := f.connect(t, nil)
	var sess serve.SessionInfo
	if _, msg := callTool(t, cs, "session_open", map[string]any{"env": "counter", "params": map[string]any{"start": 10}}, &sess); msg != "" {
		t.Fatal(msg)
	}
	for _, n := range []int{3, 2} {
		if _, msg := callTool(t, cs, "counter", map[string]any{"n": n, "_session": sess.Session}, nil); msg != "" {
			t.Fatal(msg)
		}
	}
	var cells serve.CellsReply
	if _, msg := callTool(t, cs, "memory_cells", map[string]any{"near": []float64{13, 0, 0}, "radius": 0.5}, &cells); msg != "" {
		t.Fatal(msg)
	}
	if len(cells.Cells) != 1 || cells.Cells[0].Kind != memory.Walked || cells.Cells[0].Episode != sess.Episode || cells.Cells[0].Step != 3 {
		t.Fatalf("cells near (13, 0, 0) = %+v; want step 3 of the second run, walked", cells.Text)
	}
}
