package serve_test

import (
	"context"
	"encoding/json"
	"image"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/skillrun/skillrun/internal/buildinfo"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/serve"
)

func toolNames(t testing.TB, cs *mcp.ClientSession) map[string]*mcp.Tool {
	t.Helper()
	res, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	m := map[string]*mcp.Tool{}
	for _, tl := range res.Tools {
		m[tl.Name] = tl
	}
	return m
}

func TestListTools(t *testing.T) {
	f := newFixture(t, nil)
	cs := f.connect(t, nil)
	tools := toolNames(t, cs)
	for _, want := range []string{"counter", "twice", "echo", "red_boxes", "memory_record_episode", "memory_record_steps",
		"memory_recall_failures", "memory_search", "memory_episode", "memory_provenance", "memory_verifications", "skill_source", "skill_propose", "skill_verdict",
		"frame_get", "frame_put", "frame_compare", "session_open", "session_observe", "session_close", "session_list"} {
		if tools[want] == nil {
			t.Errorf("ListTools: no tool %q", want)
		}
	}
	c := tools["counter"]
	if !strings.HasPrefix(c.Description, "Count up to n") {
		t.Errorf("counter description = %q; want the doc comment", c.Description)
	}
	schema, _ := json.Marshal(c.InputSchema)
	var s struct {
		Type       string                     `json:"type"`
		Required   []string                   `json:"required"`
		Properties map[string]json.RawMessage `json:"properties"`
	}
	if err := json.Unmarshal(schema, &s); err != nil {
		t.Fatal(err)
	}
	if s.Type != "object" || !slices.Equal(s.Required, []string{"n"}) || s.Properties["n"] == nil || s.Properties["_session"] == nil {
		t.Errorf("counter schema = %s; want the Args schema (n required) plus _session", schema)
	}
	if a := tools["red_boxes"].Annotations; a == nil || !a.ReadOnlyHint {
		t.Errorf("red_boxes annotations = %+v; want read-only (a detector only looks)", a)
	}
	if a := c.Annotations; a == nil || a.ReadOnlyHint {
		t.Errorf("counter annotations = %+v; want not read-only (a procedure acts)", a)
	}
	if a := tools["memory_recall_failures"].Annotations; a == nil || !a.ReadOnlyHint {
		t.Errorf("memory_recall_failures annotations = %+v; want read-only", a)
	}
	schema, _ = json.Marshal(tools["red_boxes"].InputSchema)
	if !strings.Contains(string(schema), `"_image"`) || !strings.Contains(string(schema), `"min_area"`) {
		t.Errorf("red_boxes schema = %s; want min_area and _image", schema)
	}
}

func TestCallProcedureInSession(t *testing.T) {
	f := newFixture(t, nil)
	cs := f.connect(t, nil)

	// Without a session a procedure has no world.
	if _, msg := callTool(t, cs, "counter", map[string]any{"n": 2}, nil); !strings.HasPrefix(msg, "no_env: ") {
		t.Errorf("counter without a session: error %q; want no_env", msg)
	}
	var sess serve.SessionInfo
	if _, msg := callTool(t, cs, "session_open", map[string]any{"env": "counter", "params": map[string]any{"start": 10}, "task": "count"}, &sess); msg != "" {
		t.Fatal(msg)
	}
	var rep serve.SkillReply
	if _, msg := callTool(t, cs, "counter", map[string]any{"n": 3, "_session": sess.Session}, &rep); msg != "" {
		t.Fatal(msg)
	}
	if skillsValue(rep.Result["value"]) != 13 || rep.Actions != 3 || rep.Recorded != 3 || rep.Episode != sess.Episode {
		t.Errorf("counter n=3 from 10 = %+v; want value 13, 3 actions recorded in %s", rep, sess.Episode)
	}
	// A nested run: twice calls counter, acts "mark", calls counter again.
	if _, msg := callTool(t, cs, "twice", map[string]any{"n": 1, "_session": sess.Session}, &rep); msg != "" {
		t.Fatal(msg)
	}
	if skillsValue(rep.Result["value"]) != 15 || rep.Recorded != 3 {
		t.Errorf("twice n=1 = %+v; want value 15 and 3 steps recorded", rep)
	}
	var obs struct {
		Observation map[string]any `json:"observation"`
	}
	callTool(t, cs, "session_observe", map[string]any{"session": sess.Session}, &obs)
	if skillsValue(obs.Observation["value"]) != 15 {
		t.Errorf("session_observe = %v; want value 15", obs.Observation)
	}
	var closed serve.SessionInfo
	if _, msg := callTool(t, cs, "session_close", map[string]any{"session": sess.Session, "success": true, "summary": "counted"}, &closed); msg != "" {
		t.Fatal(msg)
	}
	if closed.Steps != 6 || !f.worlds[0].closed {
		t.Errorf("session_close = %+v (world closed %v); want 6 steps and the world closed", closed, f.worlds[0].closed)
	}
	if _, msg := callTool(t, cs, "counter", map[string]any{"n": 1, "_session": sess.Session}, nil); !strings.HasPrefix(msg, "not_found: ") {
		t.Errorf("counter in a closed session: error %q; want not_found", msg)
	}

	// The session is an episode in memory, each step attributed to the
	// version that took it.
	ep, err := f.store.Episode(context.Background(), sess.Episode)
	if err != nil {
		t.Fatal(err)
	}
	counterV := mustVersion(t, f, "counter")
	twiceV := mustVersion(t, f, "twice")
	want := []struct{ action, skill, version string }{
		{"inc", "counter", counterV}, {"inc", "counter", counterV}, {"inc", "counter", counterV},
		{"inc", "counter", counterV}, {"mark", "twice", twiceV}, {"inc", "counter", counterV},
	}
	if len(ep.Steps) != len(want) || ep.Env != "counter" || ep.Task != "count" {
		t.Fatalf("episode = %+v; want env counter, task count, %d steps", ep, len(want))
	}
	for i, w := range want {
		s := ep.Steps[i]
		if s.Index != i || s.Action.Name != w.action || s.Skill != w.skill || s.Version != w.version || !s.Outcome.OK {
			t.Errorf("step %d = %+v; want %s by %s@%s", i, s, w.action, w.skill, w.version)
		}
	}
	// Steps carry the position last observed: none before the first
	// run's Observe, (13,0,0) after it.
	if ep.Steps[0].Pos != nil || ep.Steps[3].Pos == nil || ep.Steps[3].Pos[0] != 13 {
		t.Errorf("step 0 pos = %v, step 3 pos = %v; want none, then (13,0,0)", ep.Steps[0].Pos, ep.Steps[3].Pos)
	}
	if _, err := f.store.Version(context.Background(), counterV); err != nil {
		t.Errorf("the counter version that ran is not in memory: %v", err)
	}
	hits, err := f.store.Search(context.Background(), memory.SearchQuery{Text: "counted"})
	if err != nil || len(hits) == 0 {
		t.Errorf("Search(counted) = %v, %v; want the session's outcome row", hits, err)
	}
}

func skillsValue(v any) int {
	switch x := v.(type) {
	case float64:
		return int(x)
	case json.Number:
		n, _ := x.Int64()
		return int(n)
	case int:
		return x
	}
	return -1
}

func mustVersion(t testing.TB, f *fixture, name string) string {
	t.Helper()
	sk, err := f.lib.Get(name)
	if err != nil {
		t.Fatal(err)
	}
	return sk.Unit.Version()
}

func TestCallErrors(t *testing.T) {
	f := newFixture(t, nil)
	cs := f.connect(t, nil)
	tests := []struct {
		tool string
		args any
		want string
	}{
		{"counter", map[string]any{"n": "three"}, "bad_input: "},
		{"counter", map[string]any{}, "bad_input: "},
		{"counter", map[string]any{"n": 1, "_session": "nope"}, "not_found: "},
		{"counter", map[string]any{"n": 1, "_image": map[string]any{"data": "x"}}, "bad_input: "},
		{"red_boxes", map[string]any{}, "bad_input: "},
		{"red_boxes", map[string]any{"_image": map[string]any{"data": "!!!"}}, "bad_input: "},
		{"red_boxes", map[string]any{"_image": map[string]any{"data": b64([]byte("not an image"))}}, "bad_input: "},
		{"memory_recall_failures", map[string]any{}, "bad_input: "},
		{"memory_recall_failures", map[string]any{"action": "dig", "bogus": 1}, "bad_input: "},
		{"session_open", map[string]any{"env": "mars"}, "bad_input: "},
		{"skill_verdict", map[string]any{"proposal": "nope"}, "not_found: "},
		{"frame_get", map[string]any{"frame": "../../etc/passwd"}, "bad_input: "},
		{"frame_get", map[string]any{"frame": strings.Repeat("0", 64)}, "not_found: "},
		{"skill_propose", map[string]any{"skill": "../evil", "source": "package evil"}, "bad_input: "},
	}
	for _, tt := range tests {
		_, msg := callTool(t, cs, tt.tool, tt.args, nil)
		if !strings.HasPrefix(msg, tt.want) {
			t.Errorf("%s(%v): error %q; want prefix %q", tt.tool, tt.args, msg, tt.want)
		}
	}
}

func TestDetectorWithImage(t *testing.T) {
	f := newFixture(t, nil)
	cs := f.connect(t, nil)
	img := redPNG(t, 64, 48, image.Rect(10, 8, 20, 16), image.Rect(40, 30, 50, 44))
	var rep serve.SkillReply
	res, msg := callTool(t, cs, "red_boxes", map[string]any{"_image": map[string]any{"type": "image", "data": b64(img), "mimeType": "image/png"}}, &rep)
	if msg != "" {
		t.Fatal(msg)
	}
	boxes := []image.Rectangle{}
	for _, d := range rep.Detections {
		boxes = append(boxes, d.Box)
	}
	slices.SortFunc(boxes, func(a, b image.Rectangle) int { return a.Min.X - b.Min.X })
	if want := []image.Rectangle{image.Rect(10, 8, 20, 16), image.Rect(40, 30, 50, 44)}; !slices.Equal(boxes, want) {
		t.Errorf("detections = %v; want %v", boxes, want)
	}
	if len(res.Content) != 2 {
		t.Fatalf("content = %d items; want text and the annotated image", len(res.Content))
	}
	ic, ok := res.Content[1].(*mcp.ImageContent)
	if !ok || ic.MIMEType != "image/png" {
		t.Fatalf("content[1] = %T; want a PNG image", res.Content[1])
	}
	ann := decodePNG(t, ic.Data)
	if ann.Bounds().Dx() != 64 || ann.Bounds().Dy() != 48 {
		t.Errorf("annotated image is %v; want 64×48", ann.Bounds())
	}
	if rep.Frame != memory.Hash(img) {
		t.Errorf("frame = %q; want the input's hash %q", rep.Frame, memory.Hash(img))
	}

	// The stored frame serves as input again, and can be looked at again.
	var again serve.SkillReply
	if _, msg := callTool(t, cs, "red_boxes", map[string]any{"_frame": rep.Frame, "min_area": 100}, &again); msg != "" {
		t.Fatal(msg)
	}
	if len(again.Detections) != 1 {
		t.Errorf("red_boxes on the stored frame with min_area 100 = %v; want the one 140-pixel box", again.Detections)
	}
	var fr serve.FrameReply
	res, msg = callTool(t, cs, "frame_get", map[string]any{"frame": rep.Frame, "crop": map[string]any{"x": 8, "y": 6, "w": 16, "h": 12}, "max_width": 8}, &fr)
	if msg != "" {
		t.Fatal(msg)
	}
	crop := decodePNG(t, res.Content[1].(*mcp.ImageContent).Data)
	if fr.Width != 64 || fr.OutWidth != 8 || fr.OutHeight != 6 || crop.Bounds().Dx() != 8 || crop.Bounds().Dy() != 6 {
		t.Errorf("frame_get crop 16×12 at max width 8 = %+v, image %v; want 8×6", fr, crop.Bounds())
	}
	// The crop's centre is inside the red box.
	r, g, _, _ := crop.At(4, 3).RGBA()
	if r>>8 < 200 || g>>8 > 60 {
		t.Errorf("crop centre = (%d,%d,…); want red", r>>8, g>>8)
	}
	if _, msg := callTool(t, cs, "frame_get", map[string]any{"frame": rep.Frame, "crop": map[string]any{"x": 60, "y": 0, "w": 16, "h": 12}}, nil); !strings.HasPrefix(msg, "bad_input: ") {
		t.Errorf("frame_get with a crop outside the frame: %q; want bad_input", msg)
	}

	// A past frame beside a current one.
	cur := redPNG(t, 32, 24, image.Rect(0, 0, 8, 8))
	var cmp serve.CompareReply
	res, msg = callTool(t, cs, "frame_compare", map[string]any{"past": map[string]any{"frame": rep.Frame}, "image": map[string]any{"data": b64(cur)}}, &cmp)
	if msg != "" {
		t.Fatal(msg)
	}
	side := decodePNG(t, res.Content[1].(*mcp.ImageContent).Data)
	if cmp.Height != 48 || cmp.Width != 64+4+64 || side.Bounds().Dx() != cmp.Width || side.Bounds().Dy() != 48 {
		t.Errorf("frame_compare = %+v, image %v; want 132×48 (both at height 48)", cmp, side.Bounds())
	}
	if cmp.Current.Frame != memory.Hash(cur) {
		t.Errorf("frame_compare stored the current image as %q; want %q", cmp.Current.Frame, memory.Hash(cur))
	}
}

func TestFrameByStep(t *testing.T) {
	f := newFixture(t, nil)
	cs := f.connect(t, nil)
	img := redPNG(t, 20, 10, image.Rect(0, 0, 5, 5))
	var meta memory.Frame
	if _, msg := callTool(t, cs, "frame_put", map[string]any{"image": map[string]any{"data": b64(img)}, "labels": map[string]string{"camera": "front"}}, &meta); msg != "" {
		t.Fatal(msg)
	}
	h := meta.Hash
	if h != memory.Hash(img) || meta.Width != 20 || meta.Height != 10 || meta.Format != "png" {
		t.Fatalf("frame_put = %+v; want the image's hash and size", meta)
	}
	if stored, err := f.store.Frame(context.Background(), h); err != nil || stored.Labels["camera"] != "front" {
		t.Errorf("memory holds frame %+v, %v; want its metadata with the label", stored, err)
	}
	ep := map[string]any{"id": "ep-frames", "start": time.Now().UTC().Format(time.RFC3339Nano),
		"steps": []any{map[string]any{"index": 0, "action": map[string]any{"name": "look"}, "outcome": map[string]any{"ok": true}, "frames": []string{h}}}}
	if _, msg := callTool(t, cs, "memory_record_episode", ep, nil); msg != "" {
		t.Fatal(msg)
	}
	var fr serve.FrameReply
	if _, msg := callTool(t, cs, "frame_get", map[string]any{"episode": "ep-frames", "step": 0}, &fr); msg != "" {
		t.Fatal(msg)
	}
	if fr.Frame != h || fr.Step == nil || fr.Step.Episode != "ep-frames" || fr.OutWidth != 20 {
		t.Errorf("frame_get by step = %+v; want frame %s of ep-frames#0 at 20 wide", fr, h)
	}
	var det serve.SkillReply
	if _, msg := callTool(t, cs, "red_boxes", map[string]any{"_frame": map[string]any{"episode": "ep-frames", "step": 0}}, &det); msg != "" || det.Frame != h || len(det.Detections) != 1 {
		t.Errorf("red_boxes on the frame step 0 observed = %+v %s; want one detection on %s", det, msg, h)
	}
	if _, msg := callTool(t, cs, "frame_get", map[string]any{"episode": "ep-frames", "step": 0, "n": 1}, nil); !strings.HasPrefix(msg, "not_found: ") {
		t.Errorf("frame_get of a frame the step did not observe: %q; want not_found", msg)
	}
}

func TestRecordAndRecall(t *testing.T) {
	f := newFixture(t, nil)
	cs := f.connect(t, nil)
	now := time.Now().UTC()
	ep := memory.Episode{ID: "ep-dig", Agent: "a1", Env: "minecraft", Task: "tunnel", Start: now.Add(-2 * time.Hour)}
	if _, msg := callTool(t, cs, "memory_record_episode", ep, nil); msg != "" {
		t.Fatal(msg)
	}
	steps := []memory.Step{
		{Index: 0, Time: now.Add(-2 * time.Hour), Action: skillsAction("dig", "block@1,20,0"), Outcome: failed("bedrock")},
		{Index: 1, Time: now.Add(-time.Hour), Action: skillsAction("dig", "block@2,20,0"), Outcome: failed("obsidian needs a diamond pickaxe")},
		{Index: 2, Time: now.Add(-time.Minute), Action: skillsAction("place", "block@2,21,0"), Outcome: failed("occupied")},
	}
	if _, msg := callTool(t, cs, "memory_record_steps", map[string]any{"episode": "ep-dig", "steps": steps}, nil); msg != "" {
		t.Fatal(msg)
	}
	var rec serve.RecallReply
	if _, msg := callTool(t, cs, "memory_recall_failures", map[string]any{"action": "dig", "object": "block@2,20,0"}, &rec); msg != "" {
		t.Fatal(msg)
	}
	if len(rec.Failures) != 2 || rec.Failures[0].Object != "block@2,20,0" || rec.Failures[0].Score <= rec.Failures[1].Score || len(rec.Text) != 2 {
		t.Fatalf("recall dig on block@2,20,0 = %+v; want 2 failures, the exact object first", rec)
	}
	var epr serve.EpisodeReply
	if _, msg := callTool(t, cs, "memory_episode", map[string]any{"id": "ep-dig", "from": 1, "limit": 1}, &epr); msg != "" {
		t.Fatal(msg)
	}
	if epr.TotalSteps != 3 || len(epr.Steps) != 1 || epr.Steps[0].Index != 1 || epr.Task != "tunnel" {
		t.Errorf("memory_episode window from 1, 1 step = %+v; want step 1 of 3", epr)
	}
	var sr serve.SearchReply
	if _, msg := callTool(t, cs, "memory_search", map[string]any{"text": "tunnel"}, &sr); msg != "" || len(sr.Hits) == 0 || sr.Hits[0].ID != "ep-dig" {
		t.Errorf("memory_search tunnel = %+v %s; want ep-dig", sr, msg)
	}
	if !strings.Contains(rec.Text[0], "obsidian") {
		t.Errorf("recall text = %q; want the reason", rec.Text[0])
	}
	// Decay: with λ=0 (no decay... the default), a lower λ raises older scores.
	var flat serve.RecallReply
	callTool(t, cs, "memory_recall_failures", map[string]any{"action": "dig", "lambda": -1}, &flat)
	for _, fl := range flat.Failures {
		if fl.Score != 1 {
			t.Errorf("recall without decay: score %v; want 1", fl.Score)
		}
	}
	// Recording the same steps again is a no-op; conflicting content is an error.
	if _, msg := callTool(t, cs, "memory_record_steps", map[string]any{"episode": "ep-dig", "steps": steps}, nil); msg != "" {
		t.Errorf("recording the same steps again: %s", msg)
	}
	if _, msg := callTool(t, cs, "memory_record_steps", map[string]any{"episode": "nope", "steps": steps[:1]}, nil); !strings.HasPrefix(msg, "not_found: ") {
		t.Errorf("record_steps to a missing episode: %q; want not_found", msg)
	}
}

func TestNoMemory(t *testing.T) {
	f := newFixture(t, func(_ *fixture, o *serve.Options) { o.Memory = nil; o.Frames = memory.Blobs{} })
	cs := f.connect(t, nil)
	for _, tool := range []string{"memory_recall_failures", "memory_search", "memory_episode", "memory_provenance", "frame_get"} {
		args := map[string]any{"action": "dig"}
		switch tool {
		case "memory_provenance":
			args = map[string]any{"skill": "counter"}
		case "memory_search":
			args = map[string]any{"text": "x"}
		case "memory_episode":
			args = map[string]any{"id": "x"}
		case "frame_get":
			args = map[string]any{"frame": strings.Repeat("a", 64)}
		}
		if _, msg := callTool(t, cs, tool, args, nil); !strings.HasPrefix(msg, "unavailable: ") {
			t.Errorf("%s without memory: %q; want unavailable", tool, msg)
		}
	}
}

// TestToolListFollowsLibrary edits the library directory and reloads it
// (what the library's watcher does on a file event): the client is told
// the list changed and sees the new tool, then sees it go.
func TestToolListFollowsLibrary(t *testing.T) {
	f := newFixture(t, nil)
	changed := make(chan struct{}, 16)
	cs := f.connect(t, &mcp.ClientOptions{ToolListChangedHandler: func(context.Context, *mcp.ToolListChangedRequest) {
		changed <- struct{}{}
	}})
	wait := func(what string) {
		t.Helper()
		select {
		case <-changed:
		case <-time.After(10 * time.Second):
			t.Fatalf("no tools/list_changed notification after %s", what)
		}
	}
	src := "// Say hello.\npackage hello\n\nimport \"github.com/skillrun/skillrun/skills\"\n\n// Args are empty.\ntype Args struct{}\n\n// Run says hello.\nfunc Run(env skills.Env, args Args) (skills.Result, error) {\n\treturn skills.Result{\"hello\": \"world\"}, nil\n}\n"
	path := filepath.Join(f.dir, "hello.go")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := f.lib.Reload(); err != nil {
		t.Fatal(err)
	}
	wait("adding hello.go")
	tools := toolNames(t, cs)
	if tools["hello"] == nil || tools["hello"].Description[:10] != "Say hello." {
		t.Fatalf("after adding hello.go: tools %v; want hello", keys(tools))
	}
	var rep serve.SkillReply
	if _, msg := callTool(t, cs, "hello", map[string]any{}, &rep); msg != "" || rep.Result["hello"] != "world" {
		t.Errorf("hello = %+v %s", rep, msg)
	}
	// An edit changes the description.
	if err := os.WriteFile(path, []byte(strings.Replace(src, "Say hello.", "Greet the world.", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	f.lib.Reload()
	wait("editing hello.go")
	if d := toolNames(t, cs)["hello"].Description; !strings.HasPrefix(d, "Greet the world.") {
		t.Errorf("after the edit: description %q", d)
	}
	os.Remove(path)
	f.lib.Reload()
	wait("removing hello.go")
	if toolNames(t, cs)["hello"] != nil {
		t.Errorf("after removing hello.go the tool is still listed")
	}
	if res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "hello", Arguments: map[string]any{}}); err == nil && !res.IsError {
		t.Errorf("calling a removed skill succeeded")
	}
}

func keys[V any](m map[string]V) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// TestTraceAndTimeout: _trace answers with the run's trace; _timeout
// bounds a run that would otherwise wait on its world.
func TestTraceAndTimeout(t *testing.T) {
	f := newFixture(t, nil)
	cs := f.connect(t, nil)
	var sess serve.SessionInfo
	callTool(t, cs, "session_open", map[string]any{"env": "counter"}, &sess)
	var rep serve.SkillReply
	if _, msg := callTool(t, cs, "twice", map[string]any{"n": 1, "_session": sess.Session, "_trace": true}, &rep); msg != "" {
		t.Fatal(msg)
	}
	if rep.Trace == nil || rep.Trace.Skill != "twice" || len(rep.Trace.Calls) != 2 || len(rep.Trace.Steps) != 1 || rep.Trace.Calls[0].Skill != "counter" {
		t.Errorf("twice with _trace: trace %+v; want twice with one action and two counter calls", rep.Trace)
	}
	var plain serve.SkillReply
	callTool(t, cs, "twice", map[string]any{"n": 1, "_session": sess.Session}, &plain)
	if plain.Trace != nil {
		t.Errorf("a call without _trace answered with a trace")
	}
	f.mu.Lock()
	f.worlds[0].gate = make(chan struct{}) // never opens
	f.worlds[0].free = 1                   // after one more action
	f.mu.Unlock()
	start := time.Now()
	_, msg := callTool(t, cs, "counter", map[string]any{"n": 2, "_session": sess.Session, "_timeout": "200ms"}, nil)
	if !strings.HasPrefix(msg, "timeout: ") || time.Since(start) > 10*time.Second {
		t.Errorf("counter blocked in its world with _timeout 200ms: %q after %v; want a timeout", msg, time.Since(start))
	}
	// The step taken before the timeout was recorded all the same.
	ep, err := f.store.Episode(context.Background(), sess.Episode)
	if err != nil || len(ep.Steps) != 7 {
		t.Errorf("episode after two twice runs and a timed-out one: %d steps, %v; want 6 + 1", len(ep.Steps), err)
	}
	for _, bad := range []any{"soon", "-1s", 5} {
		if _, msg := callTool(t, cs, "echo", map[string]any{"msg": "x", "_timeout": bad}, nil); !strings.HasPrefix(msg, "bad_input: ") {
			t.Errorf("_timeout %v: %q; want bad_input", bad, msg)
		}
	}
}

// TestServerInfoVersion checks that the server introduces itself with the
// build's version (buildinfo), not a constant.
func TestServerInfoVersion(t *testing.T) {
	f := newFixture(t, nil)
	cs := f.connect(t, nil)
	info := cs.InitializeResult().ServerInfo
	if info.Name != "skillrun" || info.Version != buildinfo.Version() || info.Version == "" || info.Version == "dev" {
		t.Errorf("serverInfo = %+v; want skillrun %q", info, buildinfo.Version())
	}
}

// TestFramePutContentAddressed checks that frame_put of the same bytes
// twice is one frame: the second call answers the first call's frame
// (its time and labels) and says it was known; other bytes are another
// frame; a detector's stored input and a frame_put of the same image meet.
func TestFramePutContentAddressed(t *testing.T) {
	clock := time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)
	f := newFixture(t, func(_ *fixture, o *serve.Options) {
		o.Now = func() time.Time { clock = clock.Add(time.Minute); return clock }
	})
	cs := f.connect(t, nil)
	img := redPNG(t, 12, 8, image.Rect(1, 1, 4, 4))
	var first, again serve.FramePutReply
	if _, msg := callTool(t, cs, "frame_put", map[string]any{"image": map[string]any{"data": b64(img)}, "labels": map[string]string{"camera": "front"}}, &first); msg != "" {
		t.Fatal(msg)
	}
	if first.Known || first.Hash != memory.Hash(img) {
		t.Fatalf("first frame_put = %+v; want a new frame %s", first, memory.Hash(img))
	}
	if _, msg := callTool(t, cs, "frame_put", map[string]any{"image": map[string]any{"data": b64(img)}, "labels": map[string]string{"camera": "back"}}, &again); msg != "" {
		t.Fatalf("frame_put of the same bytes again: %s", msg)
	}
	if !again.Known || again.Hash != first.Hash || !again.Time.Equal(first.Time) || again.Labels["camera"] != "front" {
		t.Errorf("frame_put again = %+v; want the first frame %+v, known", again, first)
	}
	other := redPNG(t, 12, 8, image.Rect(2, 2, 5, 5))
	var third serve.FramePutReply
	if _, msg := callTool(t, cs, "frame_put", map[string]any{"image": map[string]any{"data": b64(other)}}, &third); msg != "" || third.Known || third.Hash == first.Hash {
		t.Errorf("frame_put of other bytes = %+v %s; want a new frame", third, msg)
	}
	// A detector stores its input; frame_put of that image is that frame.
	det := redPNG(t, 30, 20, image.Rect(3, 3, 9, 9))
	var rep serve.SkillReply
	if _, msg := callTool(t, cs, "red_boxes", map[string]any{"_image": map[string]any{"data": b64(det)}}, &rep); msg != "" {
		t.Fatal(msg)
	}
	var put serve.FramePutReply
	if _, msg := callTool(t, cs, "frame_put", map[string]any{"image": map[string]any{"data": b64(det)}}, &put); msg != "" || put.Hash != rep.Frame || !put.Known {
		t.Errorf("frame_put of a detector's input = %+v %s; want the stored frame %s, known", put, msg, rep.Frame)
	}
}
