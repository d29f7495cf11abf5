package consolidate_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/consolidate"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/memory/embedded"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/skills"
)

var t0 = time.Date(2026, 11, 30, 10, 0, 0, 0, time.UTC)

func source(verb, note string) string {
	return fmt.Sprintf(`// Open the door (%s).
package opener

import "github.com/skillrun/skillrun/skills"

// Args name the door.
type Args struct {
	Door string `+"`json:\"door\"`"+`
}

// Run opens it.
func Run(env skills.Env, args Args) (skills.Result, error) {
	out, err := env.Act(skills.Action{Name: %q, Object: args.Door})
	if err != nil {
		return nil, err
	}
	return skills.Result{"ok": out.OK}, nil
}
`, note, verb)
}

type world struct {
	lib   *library.Library
	store memory.Store
	dir   string
}

func setup(t *testing.T) world {
	t.Helper()
	dir := t.TempDir()
	lib := filepath.Join(dir, "lib")
	if err := os.MkdirAll(lib, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(lib, "opener.go"), []byte(source("open", "v1")), 0o644); err != nil {
		t.Fatal(err)
	}
	l, err := library.Open(lib, library.Options{Executor: sandbox.NewInProcess(sandbox.Options{})})
	if err != nil {
		t.Fatal(err)
	}
	st, err := embedded.Open(context.Background(), filepath.Join(dir, "m.db"), embedded.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return world{lib: l, store: st, dir: dir}
}

func (w world) serving(t *testing.T) string {
	sk, err := w.lib.Get("opener")
	if err != nil {
		t.Fatal(err)
	}
	return sk.Unit.Version()
}

// record records an episode of the opener on door (ok or failing with
// reason) at time at, at position x.
func (w world) record(t *testing.T, id, version string, at time.Time, ok bool, reason string, x float64) {
	t.Helper()
	ep := memory.Episode{ID: id, Task: `opener {"door":"door_1"}`, Start: at, Success: &ok, Steps: []memory.Step{
		{Index: 0, Time: at, Action: skills.Action{Name: "walk"}, Outcome: skills.Outcome{OK: true}, Pos: &[3]float64{x, 64, 0}},
		{Index: 1, Time: at.Add(time.Second), Action: skills.Action{Name: "open", Object: "door_1"}, Outcome: skills.Outcome{OK: ok, Reason: reason},
			Pos: &[3]float64{x, 64, 0}, Skill: "opener", Version: version},
	}}
	if err := w.store.RecordEpisode(context.Background(), ep); err != nil {
		t.Fatal(err)
	}
}

func (w world) consolidator(t *testing.T, o consolidate.Options) *consolidate.Consolidator {
	o.Store, o.Library = w.store, w.lib
	if o.Now == nil {
		o.Now = func() time.Time { return t0.Add(48 * time.Hour) }
	}
	c, err := consolidate.New(o)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func kinds(fs []consolidate.Finding) []string {
	var out []string
	for _, f := range fs {
		out = append(out, f.Kind)
	}
	return out
}

// TestFindRegression: a version verified 1/1 succeeds in 1 of 4 episodes
// where it runs: a regression, and its failures cluster by reason and
// place (two at x≈2, one far away).
func TestFindRegression(t *testing.T) {
	w := setup(t)
	ctx := context.Background()
	v := w.serving(t)
	if err := w.store.PutVersion(ctx, memory.SkillVersion{Skill: "opener", ID: v, Source: source("open", "v1"), Created: t0}); err != nil {
		t.Fatal(err)
	}
	w.record(t, "ok-1", v, t0, true, "", 1)
	w.record(t, "bad-1", v, t0.Add(time.Hour), false, "locked (key 12 missing)", 2)
	w.record(t, "bad-2", v, t0.Add(2*time.Hour), false, "Locked  (key 7 missing)", 3)
	w.record(t, "bad-far", v, t0.Add(3*time.Hour), false, "locked (key 1 missing)", 100)
	if err := w.store.RecordVerification(ctx, memory.VerificationRun{ID: "r1", Version: v, Time: t0, Method: "replay",
		Verdicts: []memory.Verdict{{Episode: "ok-1", Passed: true}}, Passed: 1, Total: 1}); err != nil {
		t.Fatal(err)
	}
	fs, err := w.consolidator(t, consolidate.Options{}).Find(ctx, "")
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(kinds(fs), ","); got != "regression,failures" {
		t.Fatalf("findings = %s: %+v", got, fs)
	}
	if r := fs[0]; r.Observed.Rate != 0.25 || r.Verified.Rate != 1 || !strings.Contains(r.Summary, "25%") {
		t.Fatalf("regression = %+v", r)
	}
	cl := fs[1].Cluster
	if cl.Count != 2 || cl.Reason != "locked (key # missing)" || cl.Class != "door" || cl.Region == nil || *cl.Region != [3]int{0, 64, 0} {
		t.Fatalf("cluster = %+v", cl)
	}
	// A stricter threshold: no cluster; a window that ends before: none.
	fs, _ = w.consolidator(t, consolidate.Options{MinFailures: 3}).Find(ctx, "")
	if got := strings.Join(kinds(fs), ","); got != "regression" {
		t.Fatalf("findings with min 3 = %s", got)
	}
	fs, _ = w.consolidator(t, consolidate.Options{Window: time.Hour}).Find(ctx, "")
	if got := strings.Join(kinds(fs), ","); got != "regression" {
		t.Fatalf("findings with a 1h window = %s", got)
	}
}

// TestContradictedNote: a note about an action that later failed twice is
// work; one whose failures came before it is not.
func TestContradictedNote(t *testing.T) {
	w := setup(t)
	ctx := context.Background()
	v := w.serving(t)
	w.record(t, "bad-1", v, t0.Add(time.Hour), false, "locked", 2)
	w.record(t, "bad-2", v, t0.Add(2*time.Hour), false, "locked", 2)
	for _, n := range []memory.Note{
		{ID: "n-open", Text: "Doors here open without a key.", Tags: []string{"action:open"}, Time: t0},
		{ID: "n-late", Text: "door_1 needs the brass key.", Tags: []string{"object:door_1"}, Time: t0.Add(5 * time.Hour)},
		{ID: "n-free", Text: "The sky is blue.", Time: t0},
	} {
		if _, err := w.store.PutNote(ctx, n); err != nil {
			t.Fatal(err)
		}
	}
	rep, err := w.consolidator(t, consolidate.Options{}).Run(ctx, consolidate.Pass{})
	if err != nil {
		t.Fatal(err)
	}
	var notes []string
	for _, f := range rep.Findings {
		if f.Kind == consolidate.Contradicted {
			notes = append(notes, f.Note.ID)
		}
	}
	if strings.Join(notes, ",") != "n-open" {
		t.Fatalf("contradicted notes = %v; findings %+v", notes, rep.Findings)
	}
	var nb *consolidate.Brief
	for i, b := range rep.Briefs {
		if b.Kind == consolidate.BriefNote {
			nb = &rep.Briefs[i]
		}
	}
	if nb == nil || len(nb.Failing) != 2 || !strings.Contains(nb.Text, "The note n-open (rev 1) is contradicted") {
		t.Fatalf("note brief = %+v", nb)
	}
	// The briefs are recorded, linked to the failing episodes, and a second
	// pass does not make new revisions of unchanged briefs.
	n, err := w.store.Note(ctx, nb.ID)
	if err != nil || n.Kind != consolidate.KindBrief || len(n.Episodes) != 2 {
		t.Fatalf("recorded brief = %+v, %v", n, err)
	}
	if _, err := w.consolidator(t, consolidate.Options{}).Run(ctx, consolidate.Pass{}); err != nil {
		t.Fatal(err)
	}
	if h, _ := w.store.NoteHistory(ctx, nb.ID); len(h) != 1 {
		t.Fatalf("brief %s has %d revisions after a second pass", nb.ID, len(h))
	}
}

// TestBriefBounded: many long failing episodes; the prompt stays within
// the budget and still holds the whole source and the gate.
func TestBriefBounded(t *testing.T) {
	w := setup(t)
	ctx := context.Background()
	v := w.serving(t)
	for i := range 12 {
		w.record(t, fmt.Sprintf("bad-%02d", i), v, t0.Add(time.Duration(i)*time.Minute), false, "locked "+strings.Repeat("very ", 80), 2)
	}
	rep, err := w.consolidator(t, consolidate.Options{MaxBriefBytes: 3000}).Run(ctx, consolidate.Pass{Skill: "opener"})
	if err != nil {
		t.Fatal(err)
	}
	b := rep.Briefs[0]
	if len(b.Text) > 3000 || !strings.Contains(b.Text, source("open", "v1")[:40]) || !strings.Contains(b.Text, "What the gate checks") {
		t.Fatalf("brief of %d bytes:\n%s", len(b.Text), b.Text)
	}
	if len(b.Failing) != 5 {
		t.Fatalf("brief lists %d failing episodes; want at most 5", len(b.Failing))
	}
	// A forced brief for a skill with no findings.
	w2 := setup(t)
	rep, err = w2.consolidator(t, consolidate.Options{}).Run(ctx, consolidate.Pass{Skill: "opener"})
	if err != nil || len(rep.Briefs) != 1 || rep.Briefs[0].Skill != "opener" || !strings.Contains(rep.Briefs[0].Text, "was never verified") {
		t.Fatalf("forced brief = %+v, %v", rep.Briefs, err)
	}
	if _, err := w2.consolidator(t, consolidate.Options{}).Run(ctx, consolidate.Pass{Skill: "nosuch"}); err == nil {
		t.Fatal("a pass for an unknown skill succeeded")
	}
}

// TestProposerAnswers: what a proposer may write, and how it may fail.
// The gate here is the zero Lifecycle (promote what compiles): the point
// is reading the answer.
func TestProposerAnswers(t *testing.T) {
	fixed := source("open", "v2 fixed")
	cases := []struct {
		name, script, status, reason string
	}{
		{"plain", "cat >/dev/null; cat fixed.go", consolidate.Promoted, ""},
		{"fenced", "cat >/dev/null; echo 'Here you go:'; echo '```go'; cat fixed.go; echo '```'; echo 'Hope it helps.'", consolidate.Promoted, ""},
		{"json", "cat >/dev/null; cat fixed.json", consolidate.Promoted, ""},
		{"garbage", "cat >/dev/null; echo 'I cannot do that.'", consolidate.Rejected, ""},
		{"nothing", "cat >/dev/null", consolidate.Failed, "wrote no source"},
		{"exit", "cat >/dev/null; echo 'model not found' >&2; exit 7", consolidate.Failed, "model not found"},
		{"slow", "cat >/dev/null; sleep 30", consolidate.Failed, "timed out"},
		{"other skill", "cat >/dev/null; sed 's/package opener/package closer/' fixed.go", consolidate.Rejected, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w := setup(t)
			js, _ := json.Marshal(map[string]string{"source": fixed, "note": "renamed nothing"})
			for name, data := range map[string][]byte{"fixed.go": []byte(fixed), "fixed.json": js} {
				if err := os.WriteFile(filepath.Join(w.dir, name), data, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			before := w.serving(t)
			c := w.consolidator(t, consolidate.Options{Proposer: "cd " + w.dir + " && " + tc.script, ProposerTimeout: 500 * time.Millisecond})
			rep, err := c.Run(context.Background(), consolidate.Pass{Skill: "opener", Propose: true})
			if err != nil {
				t.Fatal(err)
			}
			p := rep.Proposals[0]
			if p.Status != tc.status || !strings.Contains(p.Reason, tc.reason) {
				t.Fatalf("proposal = %+v; want %s (%q)", p, tc.status, tc.reason)
			}
			if (w.serving(t) != before) != (tc.status == consolidate.Promoted) {
				t.Fatalf("serving %s (was %s) after a %s proposal", w.serving(t), before, p.Status)
			}
			if n, err := w.store.Note(context.Background(), p.Note); err != nil || !strings.Contains(n.Text, p.Status) {
				t.Fatalf("proposal note = %+v, %v", n, err)
			}
		})
	}
}

func TestReasonKey(t *testing.T) {
	for in, want := range map[string]string{
		"Locked  (key 12 missing)": "locked (key # missing)",
		"lava at 3.5, 64, -2":      "lava at #, #, -#",
		"":                         "",
	} {
		if got := consolidate.ReasonKey(in); got != want {
			t.Errorf("ReasonKey(%q) = %q; want %q", in, got, want)
		}
	}
}
