package memorytest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
)

// Opener opens a fresh, empty store for one test and registers its cleanup.
type Opener func(t *testing.T) memory.Store

// Run runs the conformance suite against the stores open returns.
func Run(t *testing.T, open Opener) {
	tests := []struct {
		name string
		fn   func(t *testing.T, s memory.Store)
	}{
		{"EpisodeRoundTrip", testEpisodeRoundTrip},
		{"EpisodeIdempotent", testEpisodeIdempotent},
		{"EpisodeConflictIsAtomic", testEpisodeConflict},
		{"EpisodeBadInput", testEpisodeBadInput},
		{"RecordBatch", testRecordBatch},
		{"AppendSteps", testAppendSteps},
		{"Episodes", testEpisodes},
		{"EpisodeSteps", testEpisodeSteps},
		{"Atomically", testAtomically},
		{"TimelineNotAUse", testTimeline},
		{"Frames", testFrames},
		{"Versions", testVersions},
		{"Evidence", testEvidence},
		{"Verification", testVerification},
		{"Decisions", testDecisions},
		{"LatestDecision", testLatestDecision},
		{"VersionPrefix", testVersionPrefix},
		{"AuthorUse", testAuthorUse},
		{"FailedIn", testFailedIn},
		{"Failures", testFailures},
		{"FailureDecay", testFailureDecay},
		{"FailureRecoveryLater", testFailureRecoveryLater},
		{"VersionsIn", testVersionsIn},
		{"Near", testNear},
		{"Before", testBefore},
		{"CellsAndIndex", testCellsAndIndex},
		{"NotesAndPlans", testNotesAndPlans},
		{"Search", testSearch},
		{"Provenance", testProvenance},
		{"Prune", testPrune},
		{"Stats", testStats},
		{"ParallelWriters", testParallel},
		{"ContextDone", testContextDone},
		{"Close", testClose},
	}
	tests = append(tests, recallTests...)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { tc.fn(t, open(t)) })
	}
}

func ctx(t *testing.T) context.Context {
	c, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	t.Cleanup(cancel)
	return c
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func wantErr(t *testing.T, what string, err, want error) {
	t.Helper()
	if !errors.Is(err, want) {
		t.Fatalf("%s: error = %v; want %v", what, err, want)
	}
	if err != nil && strings.TrimSpace(err.Error()) == "" {
		t.Fatalf("%s: empty error message", what)
	}
}

func asJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// normal returns ep as a store gives it back: UTC times, each step's frames sorted.
func normal(ep memory.Episode) memory.Episode {
	ep.Start = ep.Start.UTC()
	if !ep.End.IsZero() {
		ep.End = ep.End.UTC()
	}
	steps := make([]memory.Step, len(ep.Steps))
	for i, s := range ep.Steps {
		s.Time = s.Time.UTC()
		if s.Frames != nil {
			s.Frames = slices.Clone(s.Frames)
			slices.Sort(s.Frames)
		}
		steps[i] = s
	}
	slices.SortFunc(steps, func(a, b memory.Step) int { return a.Index - b.Index })
	ep.Steps = steps
	return ep
}

func sameJSON(t *testing.T, what string, got, want any) {
	t.Helper()
	g, w := asJSON(t, got), asJSON(t, want)
	if g != w {
		t.Fatalf("%s:\n got %s\nwant %s", what, g, w)
	}
}

func testEpisodeRoundTrip(t *testing.T, s memory.Store) {
	c := ctx(t)
	ep := Kitchen("ep-k1", T0)
	must(t, s.RecordEpisode(c, ep))
	got, err := s.Episode(c, "ep-k1")
	must(t, err)
	sameJSON(t, "Episode(ep-k1)", got, normal(ep))
	_, err = s.Episode(c, "no-such")
	wantErr(t, "Episode(no-such)", err, memory.ErrNotFound)
	wantErr(t, "Episode(no-such) is bad input", err, skills.ErrBadInput)
}

func testEpisodeIdempotent(t *testing.T, s memory.Store) {
	c := ctx(t)
	ep := Kitchen("ep-k1", T0)
	must(t, s.RecordEpisode(c, ep))
	st1, err := s.Stats(c)
	must(t, err)
	must(t, s.RecordEpisode(c, ep))
	// The same episode with its times in another zone is the same record.
	ep2 := ep
	ep2.Start = ep.Start.In(time.FixedZone("X", 3600))
	must(t, s.RecordEpisode(c, ep2))
	st2, err := s.Stats(c)
	must(t, err)
	sameJSON(t, "stats after recording twice", st2, st1)
	// Recording a prefix, then the whole (a resumed import), adds the rest.
	part := Kitchen("ep-k2", T0)
	part.Steps = part.Steps[:2]
	must(t, s.RecordEpisode(c, part))
	must(t, s.RecordEpisode(c, Kitchen("ep-k2", T0)))
	got, err := s.Episode(c, "ep-k2")
	must(t, err)
	sameJSON(t, "resumed episode", got, normal(Kitchen("ep-k2", T0)))
}

func testEpisodeConflict(t *testing.T, s memory.Store) {
	c := ctx(t)
	ep := Kitchen("ep-k1", T0)
	must(t, s.RecordEpisode(c, ep))

	other := Kitchen("ep-k1", T0)
	other.Summary = "something else"
	wantErr(t, "different header", s.RecordEpisode(c, other), memory.ErrConflict)

	bad := Kitchen("ep-k1", T0)
	bad.Steps = append(bad.Steps, memory.Step{Index: 9, Time: T0, Action: skills.Action{Name: "Look"}, Outcome: skills.Outcome{OK: true}})
	bad.Steps[1].Outcome.Reason = "jammed"
	err := s.RecordEpisode(c, bad)
	wantErr(t, "different step", err, memory.ErrConflict)
	if !strings.Contains(err.Error(), "ep-k1") {
		t.Errorf("conflict error %q does not name the episode", err)
	}
	got, err := s.Episode(c, "ep-k1")
	must(t, err)
	sameJSON(t, "episode after a refused write", got, normal(ep))

	// A new episode whose write fails half way leaves nothing behind.
	half := Kitchen("ep-new", T0)
	half.Objects = append(half.Objects, memory.Object{ID: "microwave_1", Class: "oven"})
	wantErr(t, "object class conflict", s.RecordEpisode(c, half), memory.ErrConflict)
	_, err = s.Episode(c, "ep-new")
	wantErr(t, "episode of a failed write", err, memory.ErrNotFound)
}

// testRecordBatch: a store that records batches (memory.BatchRecorder)
// records frames and episodes all together or, when one episode conflicts,
// none of them, naming that episode. Stores that do not batch are skipped:
// batching is optional.
func testRecordBatch(t *testing.T, s memory.Store) {
	b, ok := s.(memory.BatchRecorder)
	if !ok {
		t.Skip("the store does not record batches")
	}
	c := ctx(t)
	must(t, s.RecordEpisode(c, Kitchen("ep-k1", T0)))
	meta := memory.Frame{Hash: FrameHash(1), Format: "png", Width: 64, Height: 48, Size: 1234, Time: T0}

	// A conflicting episode in the middle: nothing of the batch is written.
	other := Kitchen("ep-k1", T0)
	other.Summary = "something else"
	err := b.RecordBatch(c, []memory.Frame{meta}, []memory.Episode{Kitchen("ep-b1", T0), other, Kitchen("ep-b2", T0)})
	wantErr(t, "batch with a conflicting episode", err, memory.ErrConflict)
	if !strings.Contains(err.Error(), "ep-k1") {
		t.Errorf("batch error %q does not name the episode", err)
	}
	for _, id := range []string{"ep-b1", "ep-b2"} {
		_, err := s.Episode(c, id)
		wantErr(t, "episode of a refused batch", err, memory.ErrNotFound)
	}
	if f, err := s.Frame(c, FrameHash(1)); err != nil || f.Format != "" {
		t.Fatalf("frame of a refused batch: %+v, %v; want only the hash the episode named", f, err)
	}
	wantErr(t, "batch with a bad frame", b.RecordBatch(c, []memory.Frame{{Hash: "XYZ"}}, []memory.Episode{Kitchen("ep-b1", T0)}), memory.ErrInvalid)
	wantErr(t, "batch with an invalid episode", b.RecordBatch(c, nil, []memory.Episode{Kitchen("ep-b1", T0), {}}), memory.ErrInvalid)
	_, err = s.Episode(c, "ep-b1")
	wantErr(t, "episode of an invalid batch", err, memory.ErrNotFound)

	// A good batch, the already recorded episode included (idempotent).
	must(t, b.RecordBatch(c, []memory.Frame{meta}, []memory.Episode{Kitchen("ep-b1", T0), Kitchen("ep-k1", T0), Kitchen("ep-b2", T0)}))
	for _, id := range []string{"ep-b1", "ep-k1", "ep-b2"} {
		got, err := s.Episode(c, id)
		must(t, err)
		sameJSON(t, "Episode("+id+")", got, normal(Kitchen(id, T0)))
	}
	f, err := s.Frame(c, FrameHash(1))
	must(t, err)
	sameJSON(t, "Frame", f, meta)
}

func testEpisodeBadInput(t *testing.T, s memory.Store) {
	c := ctx(t)
	good := func() memory.Episode { return Kitchen("ep-bad", T0) }
	cases := []struct {
		name string
		edit func(*memory.Episode)
	}{
		{"empty id", func(e *memory.Episode) { e.ID = " " }},
		{"no start", func(e *memory.Episode) { e.Start = time.Time{} }},
		{"duplicate index", func(e *memory.Episode) { e.Steps[1].Index = 0 }},
		{"negative index", func(e *memory.Episode) { e.Steps[0].Index = -1 }},
		{"empty action", func(e *memory.Episode) { e.Steps[2].Action.Name = "" }},
		{"bad frame hash", func(e *memory.Episode) { e.Steps[0].Frames = []string{"abc"} }},
		{"NaN position", func(e *memory.Episode) { e.Steps[0].Pos = pos(math.NaN(), 0, 0) }},
		{"version without skill", func(e *memory.Episode) { e.Steps[2].Version = "v" }},
		{"empty object id", func(e *memory.Episode) { e.Objects[0].ID = "" }},
	}
	for _, tc := range cases {
		ep := good()
		tc.edit(&ep)
		wantErr(t, tc.name, s.RecordEpisode(c, ep), memory.ErrInvalid)
	}
	st, err := s.Stats(c)
	must(t, err)
	if st.Nodes["Episode"] != 0 || st.Nodes["Step"] != 0 {
		t.Fatalf("bad input left records behind: %v", st.Nodes)
	}
}

// recordFirst records ep with only its first n steps.
func recordFirst(t *testing.T, s memory.Store, ep memory.Episode, n int) {
	t.Helper()
	ep.Steps = ep.Steps[:n]
	must(t, s.RecordEpisode(ctx(t), ep))
}

func testAppendSteps(t *testing.T, s memory.Store) {
	c := ctx(t)
	full := Kitchen("ep-k1", T0)
	recordFirst(t, s, full, 3)
	must(t, s.AppendSteps(c, "ep-k1", full.Steps[3:]...))
	must(t, s.AppendSteps(c, "ep-k1", full.Steps[3:]...)) // idempotent
	got, err := s.Episode(c, "ep-k1")
	must(t, err)
	sameJSON(t, "after append", got, normal(full))
	wantErr(t, "append to unknown", s.AppendSteps(c, "nope", full.Steps[0]), memory.ErrNotFound)
	changed := full.Steps[4]
	changed.Outcome.OK = false
	wantErr(t, "append changed step", s.AppendSteps(c, "ep-k1", memory.Step{Index: 7, Time: T0, Action: skills.Action{Name: "x"}}, changed), memory.ErrConflict)
	got, err = s.Episode(c, "ep-k1")
	must(t, err)
	if len(got.Steps) != 5 {
		t.Fatalf("refused append left %d steps; want 5", len(got.Steps))
	}
	wantErr(t, "append invalid", s.AppendSteps(c, "ep-k1", memory.Step{Index: 8}), memory.ErrInvalid)
}

func testEpisodes(t *testing.T, s memory.Store) {
	c := ctx(t)
	for i := range 3 {
		must(t, s.RecordEpisode(c, Kitchen(fmt.Sprintf("ep-%d", i), T0.Add(time.Duration(i)*time.Hour))))
	}
	eps, err := s.Episodes(c, 2)
	must(t, err)
	if len(eps) != 2 || eps[0].ID != "ep-2" || eps[1].ID != "ep-1" {
		t.Fatalf("Episodes(2) = %v; want ep-2, ep-1", ids(eps))
	}
	if len(eps[0].Steps) != 0 {
		t.Fatalf("Episodes returned steps")
	}
}

func ids(eps []memory.Episode) []string {
	var out []string
	for _, e := range eps {
		out = append(out, e.ID)
	}
	return out
}

func testFrames(t *testing.T, s memory.Store) {
	c := ctx(t)
	must(t, s.RecordEpisode(c, Kitchen("ep-k1", T0)))
	// A hash the episode named is known with its hash only.
	f, err := s.Frame(c, FrameHash(1))
	must(t, err)
	if f.Hash != FrameHash(1) {
		t.Fatalf("Frame = %+v", f)
	}
	meta := memory.Frame{Hash: FrameHash(1), Format: "png", Width: 64, Height: 48, Size: 1234, Time: T0, Labels: map[string]string{"cam": "front"}}
	must(t, s.PutFrames(c, meta))
	must(t, s.PutFrames(c, meta))
	f, err = s.Frame(c, FrameHash(1))
	must(t, err)
	sameJSON(t, "Frame", f, meta)
	other := meta
	other.Width = 65
	wantErr(t, "frame metadata conflict", s.PutFrames(c, other), memory.ErrConflict)
	wantErr(t, "bad hash", s.PutFrames(c, memory.Frame{Hash: "XYZ"}), memory.ErrInvalid)

	must(t, s.PutFrames(c, memory.Frame{Hash: FrameHash(9), Format: "jpeg"}))
	must(t, s.AttachFrames(c, memory.StepRef{Episode: "ep-k1", Index: 2}, FrameHash(9)))
	must(t, s.AttachFrames(c, memory.StepRef{Episode: "ep-k1", Index: 2}, FrameHash(9)))
	ep, err := s.Episode(c, "ep-k1")
	must(t, err)
	if !slices.Equal(ep.Steps[2].Frames, []string{FrameHash(9)}) {
		t.Fatalf("step 2 frames = %v", ep.Steps[2].Frames)
	}
	wantErr(t, "attach to unknown step", s.AttachFrames(c, memory.StepRef{Episode: "ep-k1", Index: 99}, FrameHash(9)), memory.ErrNotFound)
	wantErr(t, "attach unknown frame", s.AttachFrames(c, memory.StepRef{Episode: "ep-k1", Index: 2}, FrameHash(77)), memory.ErrNotFound)
	_, err = s.Frame(c, FrameHash(78))
	wantErr(t, "unknown frame", err, memory.ErrNotFound)
	// Re-recording the episode (whose step 2 names no frames) keeps the attachment.
	must(t, s.RecordEpisode(c, Kitchen("ep-k1", T0)))
	ep, err = s.Episode(c, "ep-k1")
	must(t, err)
	if len(ep.Steps[2].Frames) != 1 {
		t.Fatalf("attachment lost: %v", ep.Steps[2].Frames)
	}
}

func putVersions(t *testing.T, s memory.Store) {
	c := ctx(t)
	must(t, s.PutVersion(c, Version("open_thing", "v-open-1", T0, "")))
	must(t, s.PutVersion(c, Version("open_thing", "v-open-2", T0.Add(time.Hour), "v-open-1")))
}

func testVersions(t *testing.T, s memory.Store) {
	c := ctx(t)
	putVersions(t, s)
	putVersions(t, s) // idempotent
	v, err := s.Version(c, "v-open-2")
	must(t, err)
	sameJSON(t, "Version", v, Version("open_thing", "v-open-2", T0.Add(time.Hour), "v-open-1"))
	vs, err := s.Versions(c, "open_thing")
	must(t, err)
	if len(vs) != 2 || vs[0].ID != "v-open-2" || vs[1].ID != "v-open-1" {
		t.Fatalf("Versions = %+v; want v-open-2, v-open-1", vs)
	}
	changed := Version("open_thing", "v-open-1", T0, "")
	changed.Source += "// edited\n"
	wantErr(t, "version conflict", s.PutVersion(c, changed), memory.ErrConflict)
	wantErr(t, "supersedes unknown", s.PutVersion(c, Version("open_thing", "v3", T0, "v-none")), memory.ErrNotFound)
	wantErr(t, "no source", s.PutVersion(c, memory.SkillVersion{Skill: "a", ID: "b", Created: T0}), memory.ErrInvalid)
	must(t, s.PutVersion(c, Version("open_thing", "v-open-3", T0.Add(2*time.Hour), "")))
	must(t, s.Supersede(c, "v-open-3", "v-open-2"))
	must(t, s.Supersede(c, "v-open-3", "v-open-2"))
	wantErr(t, "cycle", s.Supersede(c, "v-open-1", "v-open-3"), memory.ErrInvalid)
	wantErr(t, "self", s.Supersede(c, "v-open-1", "v-open-1"), memory.ErrInvalid)
	must(t, s.PutVersion(c, Version("other", "v-other", T0, "")))
	wantErr(t, "across skills", s.Supersede(c, "v-other", "v-open-1"), memory.ErrInvalid)
	wantErr(t, "supersede unknown", s.Supersede(c, "v-zzz", "v-open-1"), memory.ErrNotFound)
	_, err = s.Version(c, "v-zzz")
	wantErr(t, "Version unknown", err, memory.ErrNotFound)
	_, err = s.Versions(c, "no_skill")
	wantErr(t, "Versions unknown", err, memory.ErrNotFound)
	all, err := s.Versions(c, "open_thing")
	must(t, err)
	recent, err := s.RecentVersions(c, "open_thing", 2)
	must(t, err)
	if len(all) < 3 || len(recent) != 2 || recent[0].ID != all[0].ID || recent[1].ID != all[1].ID {
		t.Fatalf("RecentVersions(2) = %+v; want the first two of %+v", recent, all)
	}
	_, err = s.RecentVersions(c, "no_skill", 5)
	wantErr(t, "RecentVersions unknown", err, memory.ErrNotFound)
}

func testEvidence(t *testing.T, s memory.Store) {
	c := ctx(t)
	putVersions(t, s)
	for i := range 3 {
		must(t, s.RecordEpisode(c, Kitchen(fmt.Sprintf("ep-%d", i), T0)))
	}
	must(t, s.Link(c, "v-open-1", memory.DerivedFrom, "ep-0"))
	time.Sleep(5 * time.Millisecond)
	must(t, s.Link(c, "v-open-1", memory.SupportedBy, "ep-1", "ep-2"))
	must(t, s.Link(c, "v-open-1", memory.SupportedBy, "ep-1")) // idempotent
	time.Sleep(5 * time.Millisecond)
	must(t, s.Link(c, "v-open-2", memory.SupportedBy, "ep-2"))
	ev, err := s.Evidence(c, "v-open-1")
	must(t, err)
	var got []string
	for _, e := range ev {
		got = append(got, string(e.Relation)+":"+e.Episode)
		if e.Skill != "open_thing" || e.Version != "v-open-1" || e.Time.IsZero() {
			t.Fatalf("evidence %+v lacks skill, version or time", e)
		}
	}
	want := []string{"SUPPORTED_BY:ep-1", "SUPPORTED_BY:ep-2", "DERIVED_FROM:ep-0"}
	if !slices.Equal(got, want) {
		t.Fatalf("Evidence(v-open-1) = %v; want %v", got, want)
	}
	// Every version's, oldest link first; another skill's are not there.
	must(t, s.PutVersion(c, Version("other", "v-other-ev", T0, "")))
	must(t, s.Link(c, "v-other-ev", memory.SupportedBy, "ep-0"))
	all, err := s.SkillEvidence(c, "open_thing")
	must(t, err)
	got = got[:0]
	for _, e := range all {
		got = append(got, e.Version+":"+string(e.Relation)+":"+e.Episode)
	}
	want = []string{"v-open-1:DERIVED_FROM:ep-0", "v-open-1:SUPPORTED_BY:ep-1", "v-open-1:SUPPORTED_BY:ep-2", "v-open-2:SUPPORTED_BY:ep-2"}
	if !slices.Equal(got, want) {
		t.Fatalf("SkillEvidence(open_thing) = %v; want %v", got, want)
	}
	if none, err := s.SkillEvidence(c, "no_skill"); err != nil || len(none) != 0 {
		t.Fatalf("SkillEvidence of a skill with no versions = %v, %v; want none", none, err)
	}
	sup, err := s.Supports(c, "ep-2")
	must(t, err)
	if len(sup) != 2 || sup[0].Version != "v-open-2" || sup[1].Version != "v-open-1" {
		t.Fatalf("Supports(ep-2) = %+v; want v-open-2 then v-open-1", sup)
	}
	if sn := sup[0].Snippet(); !strings.Contains(sn.Text, "supported by episode ep-2") || !slices.Contains(sn.IDs, "ep-2") {
		t.Fatalf("snippet %+v", sn)
	}
	wantErr(t, "link unknown version", s.Link(c, "v-x", memory.SupportedBy, "ep-1"), memory.ErrNotFound)
	wantErr(t, "link unknown episode", s.Link(c, "v-open-1", memory.SupportedBy, "ep-1", "ep-x"), memory.ErrNotFound)
	wantErr(t, "link bad relation", s.Link(c, "v-open-1", "LIKES", "ep-1"), memory.ErrInvalid)
	_, err = s.Evidence(c, "v-x")
	wantErr(t, "Evidence unknown", err, memory.ErrNotFound)
	_, err = s.Supports(c, "ep-x")
	wantErr(t, "Supports unknown", err, memory.ErrNotFound)
	ev, err = s.Evidence(c, "v-open-1")
	must(t, err)
	if len(ev) != 3 {
		t.Fatalf("a refused link changed the evidence: %d links", len(ev))
	}
	// One version's links to one episode, and no other's.
	must(t, s.Link(c, "v-open-1", memory.FailedIn, "ep-2"))
	links, err := s.EvidenceLinks(c, "v-open-1", "ep-2")
	must(t, err)
	got = got[:0]
	for _, e := range links {
		got = append(got, e.Version+":"+string(e.Relation)+":"+e.Episode)
		if e.Skill != "open_thing" || e.Time.IsZero() {
			t.Fatalf("link %+v lacks skill or time", e)
		}
	}
	if want := []string{"v-open-1:FAILED_IN:ep-2", "v-open-1:SUPPORTED_BY:ep-2"}; !slices.Equal(got, want) {
		t.Fatalf("EvidenceLinks(v-open-1, ep-2) = %v; want %v", got, want)
	}
	if none, err := s.EvidenceLinks(c, "v-open-2", "ep-0"); err != nil || len(none) != 0 {
		t.Fatalf("EvidenceLinks of an episode not linked = %v, %v; want none", none, err)
	}
	_, err = s.EvidenceLinks(c, "v-x", "ep-0")
	wantErr(t, "EvidenceLinks unknown", err, memory.ErrNotFound)

	// Counts of one maker's links, from a time on.
	t1 := T0.Add(time.Hour)
	must(t, s.LinkEvidence(c,
		memory.Evidence{Version: "v-open-2", Episode: "ep-0", Relation: memory.SupportedBy, By: "run", Time: t1},
		memory.Evidence{Version: "v-open-2", Episode: "ep-1", Relation: memory.FailedIn, By: "run", Time: t1.Add(time.Minute), Reason: "it fell"},
		memory.Evidence{Version: "v-open-2", Episode: "ep-1", Relation: memory.SupportedBy, By: "someone", Time: t1.Add(time.Minute)}))
	for _, tc := range []struct {
		by    string
		since time.Time
		want  map[memory.Relation]int
	}{
		{"run", time.Time{}, map[memory.Relation]int{memory.SupportedBy: 1, memory.FailedIn: 1}},
		{"run", t1, map[memory.Relation]int{memory.SupportedBy: 1, memory.FailedIn: 1}},
		{"run", t1.Add(time.Second), map[memory.Relation]int{memory.FailedIn: 1}},
		{"someone", time.Time{}, map[memory.Relation]int{memory.SupportedBy: 1}},
		{"", time.Time{}, map[memory.Relation]int{memory.SupportedBy: 1}}, // ep-2, linked without a maker
		{"nobody", time.Time{}, map[memory.Relation]int{}},
	} {
		n, err := s.EvidenceCounts(c, "v-open-2", tc.by, tc.since)
		must(t, err)
		if !maps.Equal(n, tc.want) {
			t.Fatalf("EvidenceCounts(v-open-2, %q, %v) = %v; want %v", tc.by, tc.since, n, tc.want)
		}
	}
	_, err = s.EvidenceCounts(c, "v-x", "run", time.Time{})
	wantErr(t, "EvidenceCounts unknown", err, memory.ErrNotFound)
	// One maker's links of one relation, from a time on, newest first, at
	// most a number of them.
	must(t, s.LinkEvidence(c,
		memory.Evidence{Version: "v-open-2", Episode: "ep-0", Relation: memory.FailedIn, By: "run", Time: t1.Add(2 * time.Minute), Reason: "it fell again"},
		memory.Evidence{Version: "v-open-2", Episode: "ep-2", Relation: memory.FailedIn, By: "run", Time: t1.Add(3 * time.Minute), Reason: "and again"}))
	for _, tc := range []struct {
		by    string
		rel   memory.Relation
		since time.Time
		limit int
		want  []string
	}{
		{"run", memory.FailedIn, time.Time{}, 10, []string{"ep-2", "ep-0", "ep-1"}},
		{"run", memory.FailedIn, t1.Add(2 * time.Minute), 10, []string{"ep-2", "ep-0"}},
		{"run", memory.FailedIn, time.Time{}, 2, []string{"ep-2", "ep-0"}},
		{"run", memory.SupportedBy, time.Time{}, 10, []string{"ep-0"}},
		{"someone", memory.FailedIn, time.Time{}, 10, nil},
		{"run", memory.FailedIn, time.Time{}, 0, nil},
	} {
		evs, err := s.RecentEvidence(c, "v-open-2", tc.by, tc.rel, tc.since, tc.limit)
		must(t, err)
		var got []string
		for _, e := range evs {
			if e.Relation != tc.rel || e.By != tc.by || e.Version != "v-open-2" || e.Skill == "" {
				t.Fatalf("RecentEvidence(%q, %s) gave %+v", tc.by, tc.rel, e)
			}
			got = append(got, e.Episode)
		}
		if !slices.Equal(got, tc.want) {
			t.Fatalf("RecentEvidence(v-open-2, %q, %s, %v, %d) = %v; want %v", tc.by, tc.rel, tc.since, tc.limit, got, tc.want)
		}
	}
	_, err = s.RecentEvidence(c, "v-x", "run", memory.FailedIn, time.Time{}, 5)
	wantErr(t, "RecentEvidence unknown", err, memory.ErrNotFound)
	must(t, s.Unlink(c, "v-open-2", memory.FailedIn, "ep-0"))
	must(t, s.Unlink(c, "v-open-2", memory.FailedIn, "ep-2"))
	// A link removed is no longer counted.
	must(t, s.Unlink(c, "v-open-2", memory.FailedIn, "ep-1"))
	for _, since := range []time.Time{{}, t1} {
		if n, err := s.EvidenceCounts(c, "v-open-2", "run", since); err != nil || !maps.Equal(n, map[memory.Relation]int{memory.SupportedBy: 1}) {
			t.Fatalf("EvidenceCounts after Unlink (since %v) = %v, %v; want 1 SUPPORTED_BY", since, n, err)
		}
	}
}

func testVerification(t *testing.T, s memory.Store) {
	c := ctx(t)
	putVersions(t, s)
	must(t, s.RecordEpisode(c, Kitchen("ep-0", T0)))
	must(t, s.RecordEpisode(c, Kitchen("ep-1", T0)))
	r1 := memory.VerificationRun{ID: "vr-1", Version: "v-open-2", Time: T0.Add(time.Hour), Method: "replay",
		Verdicts: []memory.Verdict{{Episode: "ep-0", Passed: true}, {Episode: "ep-1", Passed: false, Divergence: "step 1: wanted OpenObject(microwave_1), got GotoLocation(drawer_3)",
			// A detector's verdicts on the episode's frames keep their boxes.
			Frames: []memory.FrameVerdict{{Frame: FrameHash(2), Name: "ep-1#3", Truth: []memory.Box{{Label: "key", Box: [4]int{10, 20, 30, 44}}},
				Detections: []memory.Box{{Label: "key", Box: [4]int{11, 19, 31, 45}, Score: 0.875}, {Label: "key", Box: [4]int{0, 0, 5, 5}, Score: 0.25}}, TP: 1, FP: 1}}}}}
	r2 := memory.VerificationRun{ID: "vr-2", Version: "v-open-2", Time: T0.Add(2 * time.Hour), Method: "replay",
		Verdicts: []memory.Verdict{{Episode: "ep-0", Passed: true, DurationMS: 12.5, CPUMS: 3.5}, {Episode: "ep-1", Passed: true}}, Passed: 2, Total: 2}
	must(t, s.RecordVerification(c, r1))
	must(t, s.RecordVerification(c, r2))
	must(t, s.RecordVerification(c, r1)) // idempotent
	runs, err := s.Verifications(c, "v-open-2")
	must(t, err)
	if len(runs) != 2 || runs[0].ID != "vr-2" || runs[1].ID != "vr-1" {
		t.Fatalf("Verifications = %+v; want vr-2, vr-1", runs)
	}
	if recent, err := s.RecentVerifications(c, "v-open-2", 1); err != nil || len(recent) != 1 || recent[0].ID != "vr-2" || recent[0].Verdicts[0].DurationMS != 12.5 || recent[0].Verdicts[0].CPUMS != 3.5 {
		t.Fatalf("RecentVerifications(1) = %+v, %v; want vr-2, its first verdict taking 12.5 ms", recent, err)
	}
	_, err = s.RecentVerifications(c, "v-x", 1)
	wantErr(t, "RecentVerifications unknown", err, memory.ErrNotFound)
	if one, err := s.Verification(c, "v-open-2", "vr-1"); err != nil || one.ID != "vr-1" || len(one.Verdicts) != 2 || len(one.Verdicts[1].Frames) != 1 {
		t.Fatalf("Verification(vr-1) = %+v, %v; want vr-1 with its verdicts", one, err)
	}
	_, err = s.Verification(c, "v-open-1", "vr-1")
	wantErr(t, "Verification of another version", err, memory.ErrNotFound)
	_, err = s.Verification(c, "v-open-2", "vr-x")
	wantErr(t, "Verification unknown", err, memory.ErrNotFound)
	r1.Passed, r1.Total, r1.Time = 1, 2, r1.Time.UTC()
	sameJSON(t, "run", runs[1], r1)
	rate, err := s.SuccessRate(c, "v-open-2")
	must(t, err)
	if rate.Runs != 2 || rate.Passed != 3 || rate.Total != 4 || rate.Rate != 0.75 {
		t.Fatalf("SuccessRate = %+v; want 3/4 over 2 runs", rate)
	}
	if sn := runs[1].Snippet().Text; !strings.Contains(sn, "1/2") || !strings.Contains(sn, "wanted OpenObject") {
		t.Fatalf("run snippet %q", sn)
	}
	rate, err = s.SuccessRate(c, "v-open-1")
	must(t, err)
	if rate.Total != 0 || rate.Rate != 0 {
		t.Fatalf("unverified rate = %+v", rate)
	}
	changed := r2
	changed.Note = "other"
	wantErr(t, "run conflict", s.RecordVerification(c, changed), memory.ErrConflict)
	wantErr(t, "run unknown version", s.RecordVerification(c, memory.VerificationRun{ID: "vr-3", Version: "v-x", Time: T0}), memory.ErrNotFound)
	wantErr(t, "run unknown episode", s.RecordVerification(c, memory.VerificationRun{ID: "vr-4", Version: "v-open-1", Time: T0,
		Verdicts: []memory.Verdict{{Episode: "ep-x", Passed: true}}}), memory.ErrNotFound)
	wantErr(t, "run bad totals", s.RecordVerification(c, memory.VerificationRun{ID: "vr-5", Version: "v-open-1", Time: T0,
		Verdicts: []memory.Verdict{{Episode: "ep-0", Passed: true}}, Passed: 0, Total: 3}), memory.ErrInvalid)
	runs, err = s.Verifications(c, "v-open-1")
	must(t, err)
	if len(runs) != 0 {
		t.Fatalf("refused runs were recorded: %+v", runs)
	}
	_, err = s.Verifications(c, "v-x")
	wantErr(t, "Verifications unknown", err, memory.ErrNotFound)
	_, err = s.SuccessRate(c, "v-x")
	wantErr(t, "SuccessRate unknown", err, memory.ErrNotFound)
}

func failureKeys(fs []memory.Failure) []string {
	var out []string
	for _, f := range fs {
		out = append(out, f.Step.String())
	}
	return out
}

func testFailures(t *testing.T, s memory.Store) {
	c := ctx(t)
	must(t, s.RecordEpisode(c, Kitchen("ep-old", T0)))
	must(t, s.RecordEpisode(c, Kitchen("ep-new", T0.Add(24*time.Hour))))
	other := Kitchen("ep-other", T0.Add(30*time.Hour))
	for i := range other.Steps {
		if other.Steps[i].Action.Object == "microwave_1" {
			other.Steps[i].Action.Object = "microwave_7"
		}
	}
	other.Objects = nil
	must(t, s.RecordEpisode(c, other))

	now := T0.Add(48 * time.Hour)
	fs, err := s.Failures(c, memory.FailureQuery{Action: "OpenObject", Object: "microwave_1", Now: now})
	must(t, err)
	if got, want := failureKeys(fs), []string{"ep-new#1", "ep-other#1", "ep-old#1"}; !slices.Equal(got, want) {
		t.Fatalf("Failures = %v; want %v", got, want)
	}
	f := fs[0]
	wantScore := math.Exp(-memory.DefaultLambda * (24 - 1.0/3600)) // the failure is at step 1, one second in
	if f.Match != 1 || math.Abs(f.Score-wantScore) > 1e-9 || f.Reason != "locked" || f.Class != "microwave" || f.Version != "v-open-1" {
		t.Fatalf("failure = %+v; want match 1, score %v", f, wantScore)
	}
	if fs[1].Match != 0.5 || fs[1].Object != "microwave_7" {
		t.Fatalf("class match = %+v; want match 0.5 on microwave_7", fs[1])
	}
	if f.Recovery == nil || f.Recovery.Index != 4 || f.Enabler == nil || f.Enabler.Index != 3 {
		t.Fatalf("recovery = %+v, enabler = %+v; want steps 4 and 3", f.Recovery, f.Enabler)
	}
	sn := f.Snippet()
	if want := "last time OpenObject on microwave_1 failed: locked; it succeeded after PickupObject key_2 from drawer_3 [ep-new#1]"; sn.Text != want {
		t.Fatalf("snippet = %q; want %q", sn.Text, want)
	}
	if !slices.Contains(sn.IDs, "ep-new#3") || !slices.Contains(sn.IDs, "ep-new#4") {
		t.Fatalf("snippet ids %v lack the enabler and recovery steps", sn.IDs)
	}
	// A much larger λ ranks the nearer-in-time class match above the older exact one.
	fs, err = s.Failures(c, memory.FailureQuery{Action: "OpenObject", Object: "microwave_1", Now: now, Lambda: 1, Limit: 2})
	must(t, err)
	if got, want := failureKeys(fs), []string{"ep-other#1", "ep-new#1"}; !slices.Equal(got, want) {
		t.Fatalf("Failures(λ=1) = %v; want %v", got, want)
	}
	// By class only, and for every object.
	fs, err = s.Failures(c, memory.FailureQuery{Action: "OpenObject", Class: "microwave", Now: now})
	must(t, err)
	if len(fs) != 3 || fs[0].Step.Episode != "ep-other" || fs[0].Match != 1 {
		t.Fatalf("Failures(class) = %v", failureKeys(fs))
	}
	fs, err = s.Failures(c, memory.FailureQuery{Action: "OpenObject", Now: now, Limit: 1})
	must(t, err)
	if got := failureKeys(fs); !slices.Equal(got, []string{"ep-other#1"}) {
		t.Fatalf("Failures(any, 1) = %v", got)
	}
	fs, err = s.Failures(c, memory.FailureQuery{Action: "Fly", Now: now})
	must(t, err)
	if len(fs) != 0 {
		t.Fatalf("Failures(Fly) = %v", failureKeys(fs))
	}
	_, err = s.Failures(c, memory.FailureQuery{})
	wantErr(t, "Failures without action", err, memory.ErrInvalid)
}

func testFailureDecay(t *testing.T, s memory.Store) {
	c := ctx(t)
	must(t, s.RecordEpisode(c, Kitchen("ep-a", T0)))
	fs, err := s.Failures(c, memory.FailureQuery{Action: "OpenObject", Object: "microwave_1", Now: T0.Add(time.Hour + time.Second), Lambda: -1})
	must(t, err)
	if len(fs) != 1 || fs[0].Score != 1 {
		t.Fatalf("no-decay failure = %+v; want score 1", fs)
	}
	fs, err = s.Failures(c, memory.FailureQuery{Action: "OpenObject", Object: "microwave_1", Now: T0.Add(10*time.Hour + time.Second), Lambda: 0.1})
	must(t, err)
	if len(fs) != 1 || math.Abs(fs[0].Score-math.Exp(-1)) > 1e-9 {
		t.Fatalf("decayed failure = %+v; want score e^-1", fs)
	}
}

// testFailureRecoveryLater: a failure's recovery and enabler are found
// when the steps that hold them are appended after the failure, in any
// order; a refused append changes neither.
func testFailureRecoveryLater(t *testing.T, s memory.Store) {
	c := ctx(t)
	full := Kitchen("ep-k1", T0)
	recordFirst(t, s, full, 2)
	q := memory.FailureQuery{Action: "OpenObject", Object: "microwave_1", Now: T0.Add(time.Hour)}
	check := func(when string, recovery, enabler int) {
		t.Helper()
		fs, err := s.Failures(c, q)
		must(t, err)
		if len(fs) != 1 || fs[0].Step.Index != 1 {
			t.Fatalf("%s: Failures = %v", when, failureKeys(fs))
		}
		got := func(st *memory.Step) int {
			if st == nil {
				return -1
			}
			return st.Index
		}
		if got(fs[0].Recovery) != recovery || got(fs[0].Enabler) != enabler {
			t.Fatalf("%s: recovery %d, enabler %d; want %d and %d", when, got(fs[0].Recovery), got(fs[0].Enabler), recovery, enabler)
		}
	}
	check("before the recovery", -1, -1)
	must(t, s.AppendSteps(c, "ep-k1", full.Steps[4]))
	check("recovery appended", 4, -1)
	changed := full.Steps[3]
	changed.Action.Object = "key_9"
	wantErr(t, "append a changed step", s.AppendSteps(c, "ep-k1", full.Steps[2], changed, memory.Step{Index: 4, Time: T0, Action: skills.Action{Name: "x"}}), memory.ErrConflict)
	check("refused append", 4, -1)
	must(t, s.AppendSteps(c, "ep-k1", full.Steps[3], full.Steps[2]))
	check("enabler appended", 4, 3)
	must(t, s.RecordEpisode(c, full))
	check("episode recorded again", 4, 3)
}

func testVersionsIn(t *testing.T, s memory.Store) {
	c := ctx(t)
	must(t, s.RecordEpisode(c, Kitchen("ep-k1", T0)))
	us, err := s.VersionsIn(c, "ep-k1")
	must(t, err)
	want := []memory.VersionUse{{Skill: "open_thing", Version: "v-open-1", FirstStep: 0, Steps: 2, Failed: 1}, {Skill: "open_thing", Version: "v-open-2", FirstStep: 4, Steps: 1}}
	if !reflect.DeepEqual(us, want) {
		t.Fatalf("VersionsIn = %+v; want %+v", us, want)
	}
	// Built up in parts (record, append, re-record), the counts are the same.
	part := Kitchen("ep-k2", T0)
	full := part.Steps
	part.Steps = []memory.Step{full[4], full[1]}
	must(t, s.RecordEpisode(c, part))
	must(t, s.AppendSteps(c, "ep-k2", full[0], full[1]))
	must(t, s.RecordEpisode(c, Kitchen("ep-k2", T0)))
	us, err = s.VersionsIn(c, "ep-k2")
	must(t, err)
	if !reflect.DeepEqual(us, want) {
		t.Fatalf("VersionsIn(built in parts) = %+v; want %+v", us, want)
	}
	_, err = s.VersionsIn(c, "ep-x")
	wantErr(t, "VersionsIn unknown", err, memory.ErrNotFound)
}

func testNear(t *testing.T, s memory.Store) {
	c := ctx(t)
	must(t, s.RecordEpisode(c, Kitchen("ep-k1", T0)))
	ps, err := s.Near(c, memory.NearQuery{Pos: [3]float64{4, 0, 2}, Radius: 3})
	must(t, err)
	var got []string
	for _, p := range ps {
		got = append(got, fmt.Sprintf("%s@%.0f", p.Step, p.Distance))
	}
	if want := []string{"ep-k1#3@0", "ep-k1#2@0", "ep-k1#4@3", "ep-k1#1@3"}; !slices.Equal(got, want) {
		t.Fatalf("Near = %v; want %v", got, want)
	}
	if ps[3].OK || ps[3].Reason != "locked" || ps[3].Action != "OpenObject" {
		t.Fatalf("place %+v", ps[3])
	}
	ps, err = s.Near(c, memory.NearQuery{Pos: [3]float64{100, 0, 0}, Radius: 1})
	must(t, err)
	if len(ps) != 0 {
		t.Fatalf("Near far away = %v", ps)
	}
	_, err = s.Near(c, memory.NearQuery{Pos: [3]float64{0, 0, 0}, Radius: -1})
	wantErr(t, "negative radius", err, memory.ErrInvalid)
	_, err = s.Near(c, memory.NearQuery{Pos: [3]float64{math.Inf(1), 0, 0}})
	wantErr(t, "infinite position", err, memory.ErrInvalid)
}

func testBefore(t *testing.T, s memory.Store) {
	c := ctx(t)
	ep := Kitchen("ep-k1", T0)
	must(t, s.RecordEpisode(c, ep))
	got, err := s.Before(c, memory.StepRef{Episode: "ep-k1", Index: 4}, 2)
	must(t, err)
	if len(got) != 2 || got[0].Index != 2 || got[1].Index != 3 {
		t.Fatalf("Before(#4, 2) = %+v; want steps 2, 3", got)
	}
	want := ep.Steps[1].Canonical()
	got, err = s.Before(c, memory.StepRef{Episode: "ep-k1", Index: 2}, 1)
	must(t, err)
	sameJSON(t, "Before(#2, 1)", got, []memory.Step{want})
	got, err = s.Before(c, memory.StepRef{Episode: "ep-k1", Index: 0}, 5)
	must(t, err)
	if len(got) != 0 {
		t.Fatalf("Before(#0) = %v", got)
	}
	_, err = s.Before(c, memory.StepRef{Episode: "ep-k1", Index: 9}, 1)
	wantErr(t, "Before unknown step", err, memory.ErrNotFound)
	_, err = s.Before(c, memory.StepRef{Episode: "ep-k1", Index: 2}, -1)
	wantErr(t, "Before negative", err, memory.ErrInvalid)
}

func testCellsAndIndex(t *testing.T, s memory.Store) {
	c := ctx(t)
	must(t, s.RecordEpisode(c, Kitchen("ep-k1", T0)))
	cells := []memory.Cell{
		{Pos: [3]int{1, 0, 2}, Kind: memory.Blocked, Episode: "ep-k1", Step: 1, Time: T0.Add(time.Second), Item: "microwave"},
		{Pos: [3]int{4, 0, 2}, Kind: memory.Opened, Episode: "ep-k1", Step: 3, Time: T0.Add(3 * time.Second), Item: "drawer", Pose: "north"},
		{Pos: [3]int{9, 0, 9}, Kind: memory.Hazard, Episode: "ep-k1", Step: 4, Time: T0.Add(4 * time.Second), Damage: 2.5},
	}
	must(t, s.AppendCells(c, cells...))
	must(t, s.AppendCells(c, cells...))
	got, err := s.Cells(c, memory.CellQuery{Min: [3]int{0, 0, 0}, Max: [3]int{5, 5, 5}})
	must(t, err)
	sameJSON(t, "Cells", got, cells[:2])
	got, err = s.Cells(c, memory.CellQuery{Min: [3]int{0, 0, 0}, Max: [3]int{10, 10, 10}, Kind: memory.Hazard})
	must(t, err)
	sameJSON(t, "Cells(hazard)", got, cells[2:])
	changed := cells[0]
	changed.Item = "oven"
	wantErr(t, "cell conflict", s.AppendCells(c, changed), memory.ErrConflict)
	wantErr(t, "cell bad kind", s.AppendCells(c, memory.Cell{Kind: "flew", Episode: "ep-k1"}), memory.ErrInvalid)
	wantErr(t, "cell unknown episode", s.AppendCells(c, memory.Cell{Kind: memory.Walked, Episode: "ep-x"}), memory.ErrNotFound)

	row := memory.IndexRow{Episode: "ep-k1", From: 0, To: 4, Action: "OpenObject", Summary: "opened the microwave with the brass key", Tags: []string{"key"}, Pos: pos(1, 0, 2), Time: T0}
	must(t, s.AppendIndex(c, row))
	must(t, s.AppendIndex(c, row))
	hits, err := s.Search(c, memory.SearchQuery{Text: "brass"})
	must(t, err)
	if len(hits) != 1 || hits[0].Kind != memory.HitIndex || hits[0].ID != "ep-k1#0-4" {
		t.Fatalf("Search(brass) = %+v", hits)
	}
	row.Summary = "other"
	wantErr(t, "index conflict", s.AppendIndex(c, row), memory.ErrConflict)
	wantErr(t, "index bad range", s.AppendIndex(c, memory.IndexRow{Episode: "ep-k1", From: 3, To: 1, Summary: "x"}), memory.ErrInvalid)
	wantErr(t, "index unknown episode", s.AppendIndex(c, memory.IndexRow{Episode: "ep-x", Summary: "x"}), memory.ErrNotFound)
}

func testNotesAndPlans(t *testing.T, s memory.Store) {
	c := ctx(t)
	must(t, s.RecordEpisode(c, Kitchen("ep-k1", T0)))
	n1, err := s.PutNote(c, memory.Note{ID: "n-microwave", Text: "The microwave is locked; the key is in drawer 3.", Tags: []string{"kitchen"},
		Episodes: []string{"ep-k1"}, Frames: []string{FrameHash(2)}, Author: "alfred", Time: T0})
	must(t, err)
	if n1.Revision != 1 || !n1.Time.Equal(T0) {
		t.Fatalf("first note = %+v", n1)
	}
	same, err := s.PutNote(c, memory.Note{ID: "n-microwave", Text: "The microwave is locked; the key is in drawer 3.", Tags: []string{"kitchen"},
		Episodes: []string{"ep-k1"}, Frames: []string{FrameHash(2)}, Author: "alfred", Time: T0.Add(time.Hour)})
	must(t, err)
	if same.Revision != 1 {
		t.Fatalf("unchanged note made revision %d", same.Revision)
	}
	n2, err := s.PutNote(c, memory.Note{ID: "n-microwave", Text: "The microwave key is kept in drawer 3.", Episodes: []string{"ep-k1"}})
	must(t, err)
	if n2.Revision != 2 || n2.Time.IsZero() {
		t.Fatalf("second note = %+v", n2)
	}
	cur, err := s.Note(c, "n-microwave")
	must(t, err)
	sameJSON(t, "Note", cur, n2)
	hist, err := s.NoteHistory(c, "n-microwave")
	must(t, err)
	if len(hist) != 2 {
		t.Fatalf("NoteHistory = %+v", hist)
	}
	sameJSON(t, "NoteHistory[0]", hist[0], n1)
	_, err = s.PutNote(c, memory.Note{ID: "n2", Text: "x", Episodes: []string{"ep-x"}})
	wantErr(t, "note unknown episode", err, memory.ErrNotFound)
	_, err = s.PutNote(c, memory.Note{ID: "n2", Text: "x", Frames: []string{FrameHash(55)}})
	wantErr(t, "note unknown frame", err, memory.ErrNotFound)
	_, err = s.PutNote(c, memory.Note{ID: "n2"})
	wantErr(t, "note no text", err, memory.ErrInvalid)
	_, err = s.Note(c, "n2")
	wantErr(t, "Note unknown", err, memory.ErrNotFound)
	_, err = s.NoteHistory(c, "n2")
	wantErr(t, "NoteHistory unknown", err, memory.ErrNotFound)

	p1, err := s.PutPlan(c, memory.Plan{ID: "alfred", Goal: "heat soup", Steps: memory.Todo("find key", "open microwave"), Episodes: []string{"ep-k1"}, Time: T0})
	must(t, err)
	p2, err := s.PutPlan(c, memory.Plan{ID: "alfred", Goal: "heat soup", Steps: []memory.PlanStep{{Text: "open microwave", Status: memory.StepDoing}, {Text: "press start"}}, Time: T0.Add(time.Minute)})
	must(t, err)
	if p1.Revision != 1 || p2.Revision != 2 {
		t.Fatalf("plan revisions %d, %d", p1.Revision, p2.Revision)
	}
	cp, err := s.Plan(c, "alfred")
	must(t, err)
	sameJSON(t, "Plan", cp, p2)
	ph, err := s.PlanHistory(c, "alfred")
	must(t, err)
	sameJSON(t, "PlanHistory", ph, []memory.Plan{p1, p2})
	if sn := cp.Snippet().Text; !strings.Contains(sn, "press start") {
		t.Fatalf("plan snippet %q", sn)
	}
	_, err = s.PutPlan(c, memory.Plan{ID: "x"})
	wantErr(t, "plan no goal", err, memory.ErrInvalid)
	_, err = s.Plan(c, "bob")
	wantErr(t, "Plan unknown", err, memory.ErrNotFound)

	// OnlyOwn: another named author's current revision is not revised,
	// and nothing is written; the author's own, an unnamed one's, and a
	// write without OnlyOwn are.
	o1, err := s.PutNote(c, memory.Note{ID: "n-own", Text: "mine", Author: "alice", OnlyOwn: true})
	must(t, err)
	_, err = s.PutNote(c, memory.Note{ID: "n-own", Text: "now mallory's", Author: "mallory", OnlyOwn: true})
	wantErr(t, "note another's, only own", err, memory.ErrNotOwner)
	if err == nil || !strings.Contains(err.Error(), `"alice"`) {
		t.Fatalf("the refusal does not name the author: %v", err)
	}
	if cur, err := s.Note(c, "n-own"); err != nil || cur.Revision != 1 || cur.Author != "alice" {
		t.Fatalf("after a refused revision the note is %+v, %v; want alice's revision 1", cur, err)
	}
	if o2, err := s.PutNote(c, memory.Note{ID: "n-own", Text: "still mine", Author: "alice", OnlyOwn: true}); err != nil || o2.Revision != 2 || o1.Revision != 1 {
		t.Fatalf("the author's own revision = %+v, %v", o2, err)
	}
	if _, err := s.PutNote(c, memory.Note{ID: "n-microwave", Text: "anyone may revise a note without an author", Author: "mallory", OnlyOwn: true}); err != nil {
		t.Fatalf("revising an unnamed author's note: %v", err)
	}
	if _, err := s.PutNote(c, memory.Note{ID: "n-own", Text: "an operator's edit", Author: "ops"}); err != nil {
		t.Fatalf("a write without OnlyOwn: %v", err)
	}
	_, err = s.PutPlan(c, memory.Plan{ID: "p-own", Goal: "g", Author: "alice", OnlyOwn: true})
	must(t, err)
	_, err = s.PutPlan(c, memory.Plan{ID: "p-own", Goal: "mallory's goal", Author: "mallory", OnlyOwn: true})
	wantErr(t, "plan another's, only own", err, memory.ErrNotOwner)
	if cur, err := s.Plan(c, "p-own"); err != nil || cur.Goal != "g" {
		t.Fatalf("after a refused revision the plan is %+v, %v", cur, err)
	}
}

func testSearch(t *testing.T, s memory.Store) {
	c := ctx(t)
	must(t, s.RecordEpisode(c, Kitchen("ep-k1", T0)))
	must(t, s.RecordEpisode(c, Synthetic("ep-t1", T0, 10, 0, false, 0)))
	putVersions(t, s)
	_, err := s.PutNote(c, memory.Note{ID: "n-lava", Text: "Lava below y=11 in the nether; bridge over it."})
	must(t, err)
	_, err = s.PutNote(c, memory.Note{ID: "n-lava", Text: "Lava lakes sit below y=11; always bridge."})
	must(t, err)
	cases := []struct {
		text string
		want []string // kind:id, in any order
	}{
		{"microwave", []string{"episode:ep-k1"}},
		{"tunnel north", []string{"episode:ep-t1"}},
		{"LAVA", []string{"note:n-lava"}},
		{"locked key", []string{"episode:ep-k1", "skill:v-open-1", "skill:v-open-2"}},
		{"open thing", []string{"skill:v-open-1", "skill:v-open-2"}},
		{"nether", nil}, // only in the old revision
		{"zebra", nil},
	}
	for _, tc := range cases {
		hits, err := s.Search(c, memory.SearchQuery{Text: tc.text})
		must(t, err)
		var got []string
		for _, h := range hits {
			got = append(got, h.Kind+":"+h.ID)
			if h.Text == "" {
				t.Errorf("Search(%q): hit %s without text", tc.text, h.ID)
			}
		}
		slices.Sort(got)
		if !slices.Equal(got, tc.want) {
			t.Errorf("Search(%q) = %v; want %v", tc.text, got, tc.want)
		}
	}
	hits, err := s.Search(c, memory.SearchQuery{Text: "lava", Limit: 1})
	must(t, err)
	if len(hits) != 1 || !strings.Contains(hits[0].Snippet().Text, "always bridge") {
		t.Fatalf("Search(lava) = %+v", hits)
	}
	_, err = s.Search(c, memory.SearchQuery{Text: " !? "})
	wantErr(t, "empty search", err, memory.ErrInvalid)
}

func testProvenance(t *testing.T, s memory.Store) {
	c := ctx(t)
	putVersions(t, s)
	must(t, s.RecordEpisode(c, Kitchen("ep-0", T0)))
	must(t, s.Link(c, "v-open-1", memory.DerivedFrom, "ep-0"))
	must(t, s.Link(c, "v-open-2", memory.SupportedBy, "ep-0"))
	must(t, s.RecordVerification(c, memory.VerificationRun{ID: "vr", Version: "v-open-2", Time: T0, Verdicts: []memory.Verdict{{Episode: "ep-0", Passed: true}}}))
	p, err := s.Provenance(c, "v-open-1")
	must(t, err)
	if p.Version.ID != "v-open-1" || len(p.Chain) != 2 || p.Chain[0].ID != "v-open-2" || p.Chain[1].ID != "v-open-1" {
		t.Fatalf("Provenance chain = %+v", p.Chain)
	}
	if len(p.Evidence["v-open-1"]) != 1 || p.Evidence["v-open-1"][0].Relation != memory.DerivedFrom || p.Rates["v-open-2"].Passed != 1 {
		t.Fatalf("Provenance = %+v", p)
	}
	_, err = s.Provenance(c, "v-x")
	wantErr(t, "Provenance unknown", err, memory.ErrNotFound)

	// A chain longer than MaxProvenanceChain: the newest, and how many
	// more.
	n := memory.MaxProvenanceChain + 5
	prev := ""
	for i := range n {
		id := fmt.Sprintf("v-long-%03d", i)
		must(t, s.PutVersion(c, Version("long_thing", id, T0.Add(time.Duration(i)*time.Minute), prev)))
		prev = id
	}
	p, err = s.Provenance(c, "v-long-000")
	must(t, err)
	if len(p.Chain) != memory.MaxProvenanceChain || p.More != 5 || p.Chain[0].ID != prev || p.Version.ID != "v-long-000" {
		t.Fatalf("Provenance of a chain of %d = %d versions (newest %s), %d more; want %d, the newest %s, 5 more", n, len(p.Chain), p.Chain[0].ID, p.More, memory.MaxProvenanceChain, prev)
	}
}

func testPrune(t *testing.T, s memory.Store) {
	c := ctx(t)
	putVersions(t, s)
	must(t, s.RecordEpisode(c, Synthetic("ep-routine", T0, 40, 5, true, 0)))
	must(t, s.RecordEpisode(c, Synthetic("ep-linked", T0, 40, 5, false, 0)))
	// A note cites a frame seen at routine step 12: that step is pinned.
	_, err := s.PutNote(c, memory.Note{ID: "n-frame", Text: "the tunnel wall at step 12 shows diamond ore", Frames: []string{FrameHash(24)}})
	must(t, err)
	must(t, s.RecordEpisode(c, Synthetic("ep-recent", T0.Add(72*time.Hour), 40, 5, false, 0)))
	must(t, s.Link(c, "v-open-1", memory.SupportedBy, "ep-linked"))
	before, err := s.Episode(c, "ep-routine")
	must(t, err)
	var fails []int
	for _, st := range before.Steps {
		if !st.Outcome.OK {
			fails = append(fails, st.Index)
		}
	}
	_, err = s.Prune(c, memory.Retention{})
	wantErr(t, "prune without cut-off", err, memory.ErrInvalid)
	if !before.Steps[12].Outcome.OK || !slices.Contains(before.Steps[12].Frames, FrameHash(24)) {
		t.Fatalf("fixture: step 12 = %+v", before.Steps[12])
	}
	dry, err := s.Prune(c, memory.Retention{Before: T0.Add(time.Hour), KeepContext: 1, DryRun: true})
	must(t, err)
	after, err := s.Episode(c, "ep-routine")
	must(t, err)
	if len(after.Steps) != 40 || dry.StepsRemoved == 0 {
		t.Fatalf("dry run removed steps or counted none: %d left, report %+v", len(after.Steps), dry)
	}
	rep, err := s.Prune(c, memory.Retention{Before: T0.Add(time.Hour), KeepContext: 1})
	must(t, err)
	if rep != dry || rep.Episodes != 1 || rep.Kept != 1 {
		t.Fatalf("Prune = %+v; dry run said %+v; want 1 episode pruned, 1 kept", rep, dry)
	}
	after, err = s.Episode(c, "ep-routine")
	must(t, err)
	if len(after.Steps) != 40-rep.StepsRemoved {
		t.Fatalf("%d steps left; report %+v", len(after.Steps), rep)
	}
	left := map[int]bool{}
	for _, st := range after.Steps {
		left[st.Index] = true
	}
	for _, f := range fails {
		if !left[f] || !left[f-1] {
			t.Fatalf("failure %d or its context step was pruned", f)
		}
	}
	if !left[12] {
		t.Fatal("step 12, whose frame a note cites, was pruned")
	}
	for _, id := range []string{"ep-linked", "ep-recent"} {
		ep, err := s.Episode(c, id)
		must(t, err)
		if len(ep.Steps) != 40 {
			t.Fatalf("%s lost steps: %d left", id, len(ep.Steps))
		}
	}
	hits, err := s.Search(c, memory.SearchQuery{Text: "routine", Limit: 100})
	must(t, err)
	if len(hits) != rep.RowsAdded {
		t.Fatalf("%d summary rows found; report says %d", len(hits), rep.RowsAdded)
	}
	if !strings.Contains(hits[0].Text, "move×") {
		t.Fatalf("summary %q", hits[0].Text)
	}
	again, err := s.Prune(c, memory.Retention{Before: T0.Add(time.Hour), KeepContext: 1})
	must(t, err)
	if again.StepsRemoved != 0 {
		t.Fatalf("second prune removed %d steps", again.StepsRemoved)
	}
}

func testStats(t *testing.T, s memory.Store) {
	c := ctx(t)
	ep := Kitchen("ep-k1", T0)
	must(t, s.RecordEpisode(c, ep))
	putVersions(t, s)
	must(t, s.Link(c, "v-open-2", memory.SupportedBy, "ep-k1"))
	must(t, s.AppendCells(c, memory.Cell{Pos: [3]int{1, 0, 2}, Kind: memory.Blocked, Episode: "ep-k1", Step: 1, Time: T0}))
	st, err := s.Stats(c)
	must(t, err)
	nodes, edges := ep.Graph()
	var gotNodes, gotEdges int64
	for _, k := range []string{"Episode", "Step", "Object"} {
		gotNodes += st.Nodes[k]
	}
	for _, k := range []string{"HAS_STEP", "NEXT", "ACTED_ON", "FAILED_WITH", "INVOKED", "OBSERVED"} {
		gotEdges += st.Edges[k]
	}
	if gotNodes != int64(nodes) || gotEdges != int64(edges) {
		t.Fatalf("Stats = %+v; the episode's graph has %d nodes and %d edges", st, nodes, edges)
	}
	want := map[string]int64{"Frame": 3, "Skill": 1, "SkillVersion": 2, "Cell": 1}
	for k, v := range want {
		if st.Nodes[k] != v {
			t.Errorf("Stats.Nodes[%s] = %d; want %d", k, st.Nodes[k], v)
		}
	}
	wantE := map[string]int64{"SUPERSEDES": 1, "SUPPORTED_BY": 1, "HAS_VERSION": 2, "AT": 1, "NEXT": 4, "FAILED_WITH": 1}
	for k, v := range wantE {
		if st.Edges[k] != v {
			t.Errorf("Stats.Edges[%s] = %d; want %d", k, st.Edges[k], v)
		}
	}
}

func testParallel(t *testing.T, s memory.Store) {
	c := ctx(t)
	const writers, each = 6, 5
	var wg sync.WaitGroup
	errs := make(chan error, writers*each*2)
	for w := range writers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range each {
				ep := Synthetic(fmt.Sprintf("ep-%d-%d", w, i), T0.Add(time.Duration(w*each+i)*time.Minute), 20, 3, true, 1000*w+100*i)
				if err := s.RecordEpisode(c, ep); err != nil {
					errs <- err
				}
				// Everybody also records the shared episode: exactly one wins, the rest are no-ops.
				if err := s.RecordEpisode(c, Kitchen("ep-shared", T0)); err != nil {
					errs <- err
				}
			}
		}()
	}
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 10 {
				if _, err := s.Failures(c, memory.FailureQuery{Action: "dig", Now: T0}); err != nil {
					errs <- err
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	st, err := s.Stats(c)
	must(t, err)
	if st.Nodes["Episode"] != writers*each+1 || st.Nodes["Step"] != writers*each*20+5 {
		t.Fatalf("after parallel writes: %+v", st.Nodes)
	}
	eps, err := s.Episodes(c, 1000)
	must(t, err)
	for _, e := range eps {
		if e.ID == "ep-shared" {
			continue
		}
		got, err := s.Episode(c, e.ID)
		must(t, err)
		if len(got.Steps) != 20 {
			t.Fatalf("%s has %d steps", e.ID, len(got.Steps))
		}
	}
}

func testContextDone(t *testing.T, s memory.Store) {
	c, cancel := context.WithCancel(context.Background())
	cancel()
	t0 := time.Now()
	if err := s.RecordEpisode(c, Kitchen("ep-ctx", T0)); err == nil {
		t.Fatal("RecordEpisode with a cancelled context succeeded")
	}
	if _, err := s.Failures(c, memory.FailureQuery{Action: "OpenObject"}); err == nil {
		t.Fatal("Failures with a cancelled context succeeded")
	}
	d, cancel2 := context.WithTimeout(context.Background(), time.Nanosecond)
	defer cancel2()
	time.Sleep(time.Millisecond)
	if _, err := s.Episode(d, "ep-ctx"); err == nil {
		t.Fatal("Episode with an expired deadline succeeded")
	}
	if el := time.Since(t0); el > 5*time.Second {
		t.Fatalf("calls with a done context took %v", el)
	}
	_, err := s.Episode(ctx(t), "ep-ctx")
	wantErr(t, "episode of a cancelled write", err, memory.ErrNotFound)
}

func testClose(t *testing.T, s memory.Store) {
	c := ctx(t)
	must(t, s.Close())
	wantErr(t, "record after close", s.RecordEpisode(c, Kitchen("ep", T0)), memory.ErrClosed)
	_, err := s.Episode(c, "ep")
	wantErr(t, "read after close", err, memory.ErrClosed)
	must(t, s.Close())
}

// testEpisodeSteps: a page of an episode is exactly that part of the whole
// (steps, their frames, in order), with the step count and a track that
// samples every step's position evenly.
func testEpisodeSteps(t *testing.T, s memory.Store) {
	c := ctx(t)
	ep := Kitchen("ep-pages", T0)
	ep.Steps = Steps(23, T0, 3, true, 100)
	ep.Steps[5].Pos = nil // a step without a position
	must(t, s.RecordEpisode(c, ep))
	whole, err := s.Episode(c, "ep-pages")
	must(t, err)
	for _, tc := range []struct{ from, limit, want int }{{0, 5, 5}, {7, 4, 4}, {20, 10, 3}, {23, 5, 0}, {40, 5, 0}, {-3, 2, 2}, {4, 0, 0}} {
		pg, err := s.EpisodeSteps(c, "ep-pages", tc.from, tc.limit, 0)
		must(t, err)
		from := max(tc.from, 0)
		if pg.Total != 23 || pg.From != from || len(pg.Steps) != tc.want || pg.ID != "ep-pages" || pg.Task != ep.Task || pg.Track != nil {
			t.Fatalf("EpisodeSteps(from %d, limit %d) = total %d, from %d, %d steps, header %q, track %v; want 23, %d, %d, the header, no track",
				tc.from, tc.limit, pg.Total, pg.From, len(pg.Steps), pg.ID, pg.Track, from, tc.want)
		}
		if tc.want > 0 {
			sameJSON(t, fmt.Sprintf("EpisodeSteps(from %d, limit %d) steps", tc.from, tc.limit), pg.Steps, whole.Steps[from:from+tc.want])
		}
	}
	for _, tc := range []struct{ points, want int }{{100, 22}, {23, 22}, {5, 4}, {1, 1}} {
		pg, err := s.EpisodeSteps(c, "ep-pages", 0, 1, tc.points)
		must(t, err)
		stride := memory.TrackStride(23, tc.points)
		var want [][3]float64
		for i, st := range whole.Steps {
			if i%stride == 0 && st.Pos != nil {
				want = append(want, *st.Pos)
			}
		}
		if len(want) != tc.want {
			t.Fatalf("the test's own track for %d points has %d; want %d", tc.points, len(want), tc.want)
		}
		sameJSON(t, fmt.Sprintf("track of %d points", tc.points), pg.Track, want)
	}
	_, err = s.EpisodeSteps(c, "no-such", 0, 10, 10)
	wantErr(t, "EpisodeSteps(no-such)", err, memory.ErrNotFound)
}

// testAtomically: the writes made inside Atomically land together or not
// at all, a nested call joins the outer one, and a write that fails
// inside takes the others back with it.
func testAtomically(t *testing.T, s memory.Store) {
	c := ctx(t)
	boom := errors.New("boom")
	extra := Steps(7, T0.Add(time.Minute), 0, false, 0)[5:]
	err := s.Atomically(c, func(c context.Context) error {
		must(t, s.RecordEpisode(c, Kitchen("ep-a1", T0)))
		must(t, s.AppendSteps(c, "ep-a1", extra...))
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("Atomically = %v; want fn's error", err)
	}
	_, err = s.Episode(c, "ep-a1")
	wantErr(t, "an episode written in a failed Atomically", err, memory.ErrNotFound)

	must(t, s.Atomically(c, func(c context.Context) error {
		if err := s.RecordEpisode(c, Kitchen("ep-a2", T0)); err != nil {
			return err
		}
		return s.Atomically(c, func(c context.Context) error {
			if err := s.AppendSteps(c, "ep-a2", extra...); err != nil {
				return err
			}
			return s.AppendCells(c, memory.Cell{Pos: [3]int{1, 0, 2}, Kind: memory.Blocked, Episode: "ep-a2", Step: 5, Time: T0, Item: "door"})
		})
	}))
	ep, err := s.Episode(c, "ep-a2")
	must(t, err)
	if len(ep.Steps) != 7 {
		t.Fatalf("episode written atomically has %d steps; want 7", len(ep.Steps))
	}

	// A write that fails inside takes back the ones before it.
	err = s.Atomically(c, func(c context.Context) error {
		if err := s.RecordEpisode(c, Kitchen("ep-a3", T0)); err != nil {
			return err
		}
		return s.AppendSteps(c, "no-such-episode", extra...)
	})
	wantErr(t, "appending to an unknown episode inside Atomically", err, memory.ErrNotFound)
	_, err = s.Episode(c, "ep-a3")
	wantErr(t, "an episode written before a failed write", err, memory.ErrNotFound)
}

// testTimeline: a session timeline keeps which versions took its steps,
// but only episodes of their own count as uses of a version: a run is
// counted once, not again in the session that holds it.
func testTimeline(t *testing.T, s memory.Store) {
	c := ctx(t)
	tl := Kitchen("session-tl", T0)
	tl.Timeline = true
	must(t, s.RecordEpisode(c, tl))
	must(t, s.RecordEpisode(c, Kitchen("session-tl-run-1", T0)))
	got, err := s.Episode(c, "session-tl")
	must(t, err)
	if !got.Timeline {
		t.Fatalf("Episode(session-tl).Timeline = false; want it kept")
	}
	uses, err := s.VersionsIn(c, "session-tl")
	must(t, err)
	if len(uses) == 0 || uses[0].Version != "v-open-1" {
		t.Fatalf("VersionsIn(timeline) = %+v; want the versions its steps name", uses)
	}
	u, err := s.Usage(c, "v-open-1")
	must(t, err)
	if u.Episodes != 1 || u.Steps != 2 {
		t.Fatalf("Usage(v-open-1) = %+v; want 1 episode of 2 steps (the run, not its timeline)", u)
	}
}
