package ui_test

import (
	"context"
	"image"
	"image/color"
	"image/png"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/gate"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/memory/embedded"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/serve/ui"
	"github.com/skillrun/skillrun/skills"
)

// evil is markup that must come out of every page as text.
const evil = `<script>alert("x")</script><img src=x onerror=alert(1)>`

// evilSkill has markup in its doc comment, tags, source strings and comments.
var evilSkill = "// Walk " + evil + " carefully.\n//\n// Its second paragraph shows on its own page only.\n//\n//skillrun:tags movement, " + strings.ReplaceAll(evil, ",", "") + "\n" + `package walker

import "github.com/skillrun/skillrun/skills"

// Args say how far. ` + evil + `
type Args struct {
	N int ` + "`json:\"n\"`" + ` // steps ` + evil + `
}

// Run walks.
func Run(env skills.Env, args Args) (skills.Result, error) {
	env.Log("` + strings.ReplaceAll(evil, `"`, `\"`) + `")
	return skills.Result{"msg": "` + strings.ReplaceAll(evil, `"`, `\"`) + `"}, nil
}
`

// fixture is a library with the evil skill and a memory holding an episode,
// versions, a verification run and a note, all carrying markup.
func fixture(t *testing.T) (*httptest.Server, *library.Library, string) {
	t.Helper()
	ts, lib, v, _ := fixtureWith(t, false)
	return ts, lib, v
}

// fixtureWith is fixture; withGate runs the library in process and gives
// the view a gate to roll back with.
func fixtureWith(t *testing.T, withGate bool) (*httptest.Server, *library.Library, string, memory.Store) {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "walker.go"), []byte(evilSkill), 0o644); err != nil {
		t.Fatal(err)
	}
	lopts := library.Options{}
	if withGate {
		lopts.Executor = sandbox.NewInProcess(sandbox.Options{})
	}
	lib, err := library.Open(dir, lopts)
	if err != nil {
		t.Fatal(err)
	}
	s, err := lib.Get("walker")
	if err != nil {
		t.Fatalf("the evil skill does not load: %v", lib.Problems())
	}
	ctx := context.Background()
	st, err := embedded.Open(ctx, filepath.Join(t.TempDir(), "m.db"), embedded.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	now := time.Now().UTC()
	v := memory.SkillVersion{Skill: "walker", ID: s.Unit.Version(), Kind: skills.Procedure, Description: evil, Source: string(s.Unit.Source), Author: evil, Created: now}
	old := v
	old.ID, old.Source, old.Created = "0ld"+strings.Repeat("0", 13), strings.Replace(v.Source, "Run walks", "Run walked", 1), now.Add(-time.Hour)
	for _, x := range []memory.SkillVersion{old, v} {
		if err := st.PutVersion(ctx, x); err != nil {
			t.Fatal(err)
		}
	}
	// The old version served: a gate promoted it.
	if err := st.RecordDecision(ctx, memory.Decision{ID: "d-old", Skill: "walker", Version: old.ID, Status: memory.Promoted, Author: "agent", Time: old.Created}); err != nil {
		t.Fatal(err)
	}
	// Another no gate let through (a proposal it rejected).
	rejected := old
	rejected.ID, rejected.Source, rejected.Created = "bad"+strings.Repeat("0", 13), strings.Replace(v.Source, "Run walks", "Run wobbles", 1), now.Add(-30*time.Minute)
	if err := st.PutVersion(ctx, rejected); err != nil {
		t.Fatal(err)
	}
	if err := st.RecordDecision(ctx, memory.Decision{ID: "d-bad", Skill: "walker", Version: rejected.ID, Status: memory.Rejected, Author: "agent", Time: rejected.Created}); err != nil {
		t.Fatal(err)
	}
	ok := false
	ep := memory.Episode{ID: "ep-evil", Env: "minecraft", Task: evil, Start: now, Summary: evil, Success: &ok, Reason: evil,
		Steps: []memory.Step{
			{Index: 0, Time: now, Summary: evil, Action: skills.Action{Name: "walk" + evil, Object: evil}, Outcome: skills.Outcome{OK: false, Reason: evil}, Pos: &[3]float64{1, 2, 3}, Skill: "walker", Version: v.ID},
			{Index: 1, Time: now, Action: skills.Action{Name: "walk"}, Outcome: skills.Outcome{OK: true}, Pos: &[3]float64{1, 2, 4}, Skill: "walker", Version: v.ID},
		}}
	if err := st.RecordEpisode(ctx, ep); err != nil {
		t.Fatal(err)
	}
	if err := st.Link(ctx, v.ID, memory.SupportedBy, ep.ID); err != nil {
		t.Fatal(err)
	}
	if err := st.RecordVerification(ctx, memory.VerificationRun{ID: "vr-1", Version: v.ID, Time: now, Method: "replay", Note: evil,
		Verdicts: []memory.Verdict{{Episode: ep.ID, Passed: false, Divergence: evil}}, Passed: 0, Total: 1}); err != nil {
		t.Fatal(err)
	}
	// A re-simulation that failed, with the recorded frame and the
	// candidate's.
	if err := st.RecordVerification(ctx, memory.VerificationRun{ID: "vr-r", Version: v.ID, Time: now, Method: "resim",
		Verdicts: []memory.Verdict{{Episode: ep.ID, Passed: false, Divergence: "final state: " + evil, Recorded: []string{strings.Repeat("cd", 32)}, Replayed: strings.Repeat("ef", 32)}},
		Passed:   0, Total: 1}); err != nil {
		t.Fatal(err)
	}
	// A detector's run: frames with truth and detections.
	hash := strings.Repeat("ab", 32)
	if err := st.PutFrames(ctx, memory.Frame{Hash: hash, Format: "png", Width: 64, Height: 48, Time: now}); err != nil {
		t.Fatal(err)
	}
	if err := st.RecordVerification(ctx, memory.VerificationRun{ID: "vr-d", Version: v.ID, Time: now, Method: "detector", Note: evil,
		Verdicts: []memory.Verdict{{Episode: ep.ID, Passed: false, Divergence: "frame " + evil, Frames: []memory.FrameVerdict{
			{Frame: hash, Name: "ep-evil#0" + evil, Truth: []memory.Box{{Label: evil, Box: [4]int{4, 6, 20, 30}}},
				Detections: []memory.Box{{Label: evil, Box: [4]int{5, 6, 21, 30}, Score: 0.9}, {Label: "fire", Box: [4]int{40, 10, 50, 20}, Score: 0.4}}, TP: 1, FP: 1, IoUSum: 0.8}}}},
		Passed: 0, Total: 1}); err != nil {
		t.Fatal(err)
	}
	// The older version passed: the library page's trend falls.
	if err := st.Link(ctx, old.ID, memory.SupportedBy, ep.ID); err != nil {
		t.Fatal(err)
	}
	if err := st.RecordVerification(ctx, memory.VerificationRun{ID: "vr-0", Version: old.ID, Time: now.Add(-time.Hour), Method: "replay",
		Verdicts: []memory.Verdict{{Episode: ep.ID, Passed: true}}, Passed: 1, Total: 1}); err != nil {
		t.Fatal(err)
	}
	if _, err := st.PutNote(ctx, memory.Note{ID: "note-1", Text: "walking " + evil, Time: now}); err != nil {
		t.Fatal(err)
	}
	uo := ui.Options{Library: lib, Memory: st,
		Calls: func() map[string]ui.CallStats {
			return map[string]ui.CallStats{"walker": {Calls: 7, P50: 3 * time.Millisecond}}
		},
		Tier: func(skill, version string) (string, string) { return "native", "proved equal on " + evil },
		// A rewrite on trial in place of the serving walker (gate.TrialOf).
		Trial: func(ctx context.Context, skill string) (gate.Trial, error) {
			s, err := lib.Get(skill)
			if err != nil || skill != "walker" {
				return gate.Trial{}, err
			}
			return gate.Trial{On: true, Version: "7ecfe15ee1eafa43", Author: "agent " + evil, Serving: s.Unit.Version(), Since: now, Of: 5}, nil
		},
		// The serving walker is past its probation, watched (gate.ProbationOf).
		Probation: func(ctx context.Context, skill, version string) (gate.Probation, error) {
			if skill != "walker" {
				return gate.Probation{Version: version}, nil
			}
			return gate.Probation{Version: version, Old: "0ld0ld0ld0ld0ld0", Of: 20, Watched: true, WatchSince: now, WatchRuns: 7}, nil
		}}
	if withGate {
		g := gate.New(gate.Options{Library: lib, Store: st})
		if err := g.Provision(ctx); err != nil {
			t.Fatal(err)
		}
		uo.Rollback = g
	}
	view, err := ui.New(uo)
	if err != nil {
		t.Fatal(err)
	}
	// Frames as serve answers them (/v1/frames/HASH): a 64×48 scene with
	// a warm blob where the truth box is.
	mux := http.NewServeMux()
	mux.Handle("/ui/", view.Handler())
	mux.HandleFunc("GET /v1/frames/{hash}", func(w http.ResponseWriter, r *http.Request) {
		img := image.NewRGBA(image.Rect(0, 0, 64, 48))
		for y := 0; y < 48; y++ {
			for x := 0; x < 64; x++ {
				c := color.RGBA{60, 70, 90, 255}
				if x >= 6 && x < 18 && y >= 8 && y < 28 {
					c = color.RGBA{240, 190, 40, 255}
				}
				img.Set(x, y, c)
			}
		}
		w.Header().Set("Content-Type", "image/png")
		_ = png.Encode(w, img)
	})
	ts := httptest.NewServer(mux)
	t.Cleanup(ts.Close)
	return ts, lib, v.ID, st
}

// TestRollbackForm: the skill page offers a rollback per older version; the
// confirmation page posts a form; without its confirmation a POST is
// refused; with it the gate restores the version, records the decision,
// and the page says so.
func TestRollbackForm(t *testing.T) {
	ts, lib, _, st := fixtureWith(t, true)
	_, _, body := page(t, ts.URL+"/ui/skills/walker")
	if !strings.Contains(body, `/ui/skills/walker/rollback?to=0ld`) {
		t.Fatalf("no rollback link for the older version on the skill page")
	}
	if strings.Contains(body, `/ui/skills/walker/rollback?to=bad`) || !strings.Contains(body, "never let through") {
		t.Errorf("the skill page offers a rollback to a version the gate rejected, or does not say it was never let through")
	}
	code, _, body := page(t, ts.URL+"/ui/skills/walker/rollback?to=0ld")
	if code != 200 || !strings.Contains(body, `method="post"`) || !strings.Contains(body, `name="confirm" value="yes"`) {
		t.Fatalf("confirmation page = %d\n%s", code, body)
	}
	noRedirect := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := noRedirect.PostForm(ts.URL+"/ui/skills/walker/rollback", url.Values{"to": {"0ld"}})
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 400 {
		t.Errorf("rollback POST without confirmation = %d; want 400", resp.StatusCode)
	}
	if s, _ := lib.Get("walker"); !strings.Contains(string(s.Unit.Source), "Run walks") {
		t.Fatalf("an unconfirmed POST changed the serving version")
	}
	resp, err = noRedirect.PostForm(ts.URL+"/ui/skills/walker/rollback", url.Values{"to": {"0ld"}, "confirm": {"yes"}})
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusSeeOther || !strings.HasPrefix(resp.Header.Get("Location"), "/ui/skills/walker?msg=") {
		t.Fatalf("rollback POST = %d %s; want 303 to the skill page", resp.StatusCode, resp.Header.Get("Location"))
	}
	if s, _ := lib.Get("walker"); !strings.Contains(string(s.Unit.Source), "Run walked") {
		t.Errorf("after the rollback, walker serves:\n%s", s.Unit.Source)
	}
	ds, err := st.Decisions(context.Background(), "walker")
	if err != nil || len(ds) == 0 || ds[0].Status != memory.RolledBack || ds[0].Author != "web" {
		t.Errorf("decisions after the rollback = %+v, %v; want a rolled-back one by web first", ds, err)
	}
	_, _, body = page(t, ts.URL+resp.Header.Get("Location"))
	if !strings.Contains(body, "rolled back to") || !strings.Contains(body, "rolled-back") {
		t.Errorf("the skill page does not show the rollback and its decision")
	}
}

func page(t *testing.T, url string) (int, http.Header, string) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, resp.Header, string(b)
}

// TestPagesEscapeEverything: every page shows what skills, episodes,
// verdicts and notes say as text: no markup from them reaches the page,
// and every page carries the Content-Security-Policy.
func TestPagesEscapeEverything(t *testing.T) {
	ts, _, version := fixture(t)
	for _, c := range []struct {
		path string
		want []string
	}{
		{"/ui/", []string{"walker", "0%", `of 1 episode</span>`, "&lt;script&gt;", `<svg class="spark"`, `points="2.0,2.0 98.0,18.0"`, `7 <span class="dim">p50 3 ms</span>`, `class="tier tier-native"`, "proved equal on &lt;script&gt;"}},
		{"/ui/?q=walk", []string{"walker"}},
		{"/ui/skills/walker", []string{"Past its probation, watched: each window of 20 real runs", "<code>0ld0ld0ld0ld</code>", "7 of its runs counted", "On trial since", "<code>7ecfe15ee1ea</code> by agent &lt;script&gt;", "next 5 real runs, re-simulated",
			`<p class="desc">Its second paragraph shows on its own page only.</p>`, "Run walks", `class="ln"`, "replay 0/1", "ep-evil", "&lt;script&gt;", version[:12], "Provenance", `class="n-failure"`}},
		{"/ui/skills/walker?a=0ld&b=" + version[:8], []string{"Diff", "- // Run walked.", "&#43; // Run walks."}},
		{"/ui/skills/walker/versions/" + version + "/runs/vr-1", []string{"Verification run", "ep-evil", "failed", "&lt;script&gt;"}},
		{"/ui/skills/walker/versions/" + version + "/runs/vr-d", []string{"precision <b>0.500</b>", "recall <b>1.000</b>", "mean IoU <b>0.800</b>",
			`<image href="/v1/frames/` + strings.Repeat("ab", 32) + `"`, `viewBox="0 0 64 48"`, `<rect class="truth" x="4" y="6" width="16" height="24">`,
			`<rect class="det" x="40" y="10" width="10" height="10">`, "<title>truth &lt;script&gt;", `figure class="miss"`}},
		{"/ui/skills/walker/versions/" + version + "/runs/vr-r", []string{`class="sidebyside"`, `<img src="/v1/frames/` + strings.Repeat("cd", 32) + `" alt="recorded frame"`,
			`<img class="replayed" src="/v1/frames/` + strings.Repeat("ef", 32) + `"`, "final state: &lt;script&gt;"}},
		{"/ui/episodes/", []string{"ep-evil"}},
		{"/ui/episodes/ep-evil", []string{"Supports", "walker", "<polyline", "failed", "&lt;img src=x"}},
		{"/ui/memory?q=walking", []string{"note"}},
		{"/ui/live", []string{`src="/ui/static/live.js"`}},
	} {
		code, h, body := page(t, ts.URL+c.path)
		if code != 200 {
			t.Errorf("GET %s = %d\n%s", c.path, code, body)
			continue
		}
		if got := h.Get("Content-Security-Policy"); got != ui.CSP {
			t.Errorf("GET %s: CSP %q", c.path, got)
		}
		for _, w := range c.want {
			if !strings.Contains(body, w) {
				t.Errorf("GET %s: no %q in the page", c.path, w)
			}
		}
		for _, bad := range []string{"<script>alert", "<img src=x"} {
			if strings.Contains(body, bad) {
				t.Errorf("GET %s: raw markup %q reached the page", c.path, bad)
			}
		}
		if strings.Count(body, "<script") > 1 || (strings.Contains(body, "<script") && !strings.Contains(body, `<script src="/ui/static/live.js"></script>`)) {
			t.Errorf("GET %s: a script other than the live stream's file", c.path)
		}
	}
	// The library lists each skill's first sentence, not its whole doc.
	if _, _, body := page(t, ts.URL+"/ui/"); strings.Contains(body, "second paragraph") {
		t.Error("the library page lists the whole description, not its first sentence")
	}
	if code, _, _ := page(t, ts.URL+"/ui/skills/nosuch"); code != 404 {
		t.Errorf("unknown skill = %d; want 404", code)
	}
	if code, _, _ := page(t, ts.URL+"/ui/episodes/nosuch"); code != 404 {
		t.Errorf("unknown episode = %d; want 404", code)
	}
}

// TestLiveEvents: library changes arrive on /ui/events as server-sent
// events, escaped by the page's script (JSON here).
func TestLiveEvents(t *testing.T) {
	ts, lib, _ := fixture(t)
	resp, err := http.Get(ts.URL + "/ui/events")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if ct := resp.Header.Get("Content-Type"); ct != "text/event-stream" {
		t.Fatalf("Content-Type %q", ct)
	}
	buf := make([]byte, 4096)
	n, _ := resp.Body.Read(buf) // the opening comment
	if !strings.HasPrefix(string(buf[:n]), ":") {
		t.Fatalf("stream opened with %q", buf[:n])
	}
	lib.Emit(library.Change{Kind: library.Rejected, Skill: "walker", Detail: evil})
	got := ""
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) && !strings.Contains(got, "rejected") {
		n, err := resp.Body.Read(buf)
		got += string(buf[:n])
		if err != nil {
			break
		}
	}
	if !strings.Contains(got, "event: change") || !strings.Contains(got, `"kind":"rejected"`) || strings.Contains(got, "<script>") {
		t.Errorf("event stream = %q; want the rejection, its markup JSON-escaped", got)
	}
}
