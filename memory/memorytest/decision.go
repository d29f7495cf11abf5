package memorytest

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/skillrun/skillrun/memory"
)

// testDecisions: decisions are their own records, read back by skill with
// their typed status, newest first; idempotent by id.
func testDecisions(t *testing.T, s memory.Store) {
	c := ctx(t)
	putVersions(t, s)
	ds := []memory.Decision{
		{ID: "d-1", Skill: "open_thing", Version: "v-open-1", Status: memory.PromotedUnverified, Author: "file", Time: T0, Reason: "no evidence yet"},
		{ID: "d-2", Skill: "open_thing", Version: "v-open-2", Old: "v-open-1", Status: memory.Rejected, Author: "agent-7", Time: T0.Add(time.Minute),
			Reason: "fails episode ep-1 at step 3", Passed: 1, Total: 2, Unverifiable: 1, ServingPassed: 2, ServingTotal: 2, Note: "faster"},
		{ID: "d-3", Skill: "open_thing", Status: memory.Disabled, Author: "ops", Time: T0.Add(2 * time.Minute), Reason: "breaks doors"},
	}
	for _, d := range ds {
		must(t, s.RecordDecision(c, d))
	}
	must(t, s.RecordDecision(c, ds[1])) // idempotent
	got, err := s.Decisions(c, "open_thing")
	must(t, err)
	var ids []string
	for _, d := range got {
		ids = append(ids, d.ID)
	}
	if !slices.Equal(ids, []string{"d-3", "d-2", "d-1"}) {
		t.Fatalf("Decisions = %v; want d-3, d-2, d-1", ids)
	}
	sameJSON(t, "decision", got[1], ds[1])
	if !got[2].Status.Serves() || got[1].Status.Serves() {
		t.Fatalf("statuses %q, %q: only the first serves", got[2].Status, got[1].Status)
	}
	recent, err := s.RecentDecisions(c, "open_thing", 2)
	must(t, err)
	if len(recent) != 2 || recent[0].ID != "d-3" || recent[1].ID != "d-2" {
		t.Fatalf("RecentDecisions(2) = %+v; want d-3, d-2", recent)
	}
	none, err := s.Decisions(c, "never_heard_of")
	must(t, err)
	if len(none) != 0 {
		t.Fatalf("Decisions(unknown) = %+v; want none", none)
	}
	changed := ds[1]
	changed.Reason = "other"
	wantErr(t, "decision conflict", s.RecordDecision(c, changed), memory.ErrConflict)
	wantErr(t, "decision unknown version", s.RecordDecision(c, memory.Decision{ID: "d-4", Skill: "open_thing", Version: "v-x", Status: memory.Promoted, Time: T0}), memory.ErrNotFound)
	wantErr(t, "decision other skill", s.RecordDecision(c, memory.Decision{ID: "d-5", Skill: "close_thing", Version: "v-open-1", Status: memory.Promoted, Time: T0}), memory.ErrInvalid)
	wantErr(t, "decision bad status", s.RecordDecision(c, memory.Decision{ID: "d-6", Skill: "open_thing", Status: "promoted because", Time: T0}), memory.ErrInvalid)
	wantErr(t, "decision no id", s.RecordDecision(c, memory.Decision{Skill: "open_thing", Status: memory.Promoted, Time: T0}), memory.ErrInvalid)
	got, err = s.Decisions(c, "open_thing")
	must(t, err)
	if len(got) != 3 {
		t.Fatalf("refused decisions were recorded: %d", len(got))
	}
	st, err := s.Stats(c)
	must(t, err)
	if st.Nodes["Decision"] != 3 || st.Edges["ABOUT"] != 2 {
		t.Fatalf("Stats: %d Decision nodes, %d ABOUT edges; want 3 and 2", st.Nodes["Decision"], st.Edges["ABOUT"])
	}
}

// testLatestDecision: the newest decision of given statuses, or of any,
// ties broken by id as Decisions orders them.
func testLatestDecision(t *testing.T, s memory.Store) {
	c := ctx(t)
	putVersions(t, s)
	for _, d := range []memory.Decision{
		{ID: "d-1", Skill: "open_thing", Version: "v-open-1", Status: memory.PromotedUnverified, Time: T0},
		{ID: "d-2", Skill: "open_thing", Version: "v-open-2", Status: memory.Promoted, Time: T0.Add(time.Minute)},
		{ID: "d-3", Skill: "open_thing", Version: "v-open-1", Status: memory.RolledBack, Time: T0.Add(time.Minute)},
		{ID: "d-4", Skill: "open_thing", Version: "v-open-2", Status: memory.Rejected, Time: T0.Add(time.Hour)},
		{ID: "d-5", Skill: "open_thing", Status: memory.Disabled, Time: T0.Add(2 * time.Minute)},
	} {
		must(t, s.RecordDecision(c, d))
	}
	for _, tc := range []struct {
		statuses []memory.DecisionStatus
		want     string
	}{
		{memory.ServingStatuses, "d-3"},
		{[]memory.DecisionStatus{memory.Disabled, memory.Enabled}, "d-5"},
		{[]memory.DecisionStatus{memory.PromotedUnverified}, "d-1"},
		{nil, "d-4"},
	} {
		d, err := s.LatestDecision(c, "open_thing", tc.statuses...)
		must(t, err)
		if d.ID != tc.want {
			t.Errorf("LatestDecision(%v) = %s; want %s", tc.statuses, d.ID, tc.want)
		}
	}
	for _, tc := range []struct {
		version  string
		statuses []memory.DecisionStatus
		want     string
	}{
		{"v-open-1", nil, "d-3"},
		{"v-open-2", nil, "d-4"},
		{"v-open-2", []memory.DecisionStatus{memory.Promoted}, "d-2"},
		{"v-open-1", memory.ServingStatuses, "d-3"},
	} {
		d, err := s.LatestVersionDecision(c, tc.version, tc.statuses...)
		must(t, err)
		if d.ID != tc.want {
			t.Errorf("LatestVersionDecision(%s, %v) = %s; want %s", tc.version, tc.statuses, d.ID, tc.want)
		}
	}
	_, err := s.LatestVersionDecision(c, "v-open-1", memory.Promoted)
	wantErr(t, "version never promoted", err, memory.ErrNotFound)
	_, err = s.LatestDecision(c, "open_thing", memory.Enabled)
	wantErr(t, "no enable", err, memory.ErrNotFound)
	_, err = s.LatestDecision(c, "never_heard_of")
	wantErr(t, "unknown skill", err, memory.ErrNotFound)
}

// testVersionPrefix: the ids of a skill's versions with a prefix, in
// order, at most a limit of them, and how many in all.
func testVersionPrefix(t *testing.T, s memory.Store) {
	c := ctx(t)
	for _, id := range []string{"ab1", "ab2", "ab3", "abc", "b", "a~"} {
		must(t, s.PutVersion(c, Version("open_thing", id, T0, "")))
	}
	must(t, s.PutVersion(c, Version("close_thing", "ab0", T0, "")))
	for _, tc := range []struct {
		prefix string
		limit  int
		want   []string
		total  int
	}{
		{"ab", 2, []string{"ab1", "ab2"}, 4},
		{"ab", 10, []string{"ab1", "ab2", "ab3", "abc"}, 4},
		{"abc", 10, []string{"abc"}, 1},
		{"a~", 10, []string{"a~"}, 1},
		{"c", 10, nil, 0},
		{"", 1, []string{"ab1"}, 6},
	} {
		ids, total, err := s.VersionPrefix(c, "open_thing", tc.prefix, tc.limit)
		must(t, err)
		if !slices.Equal(ids, tc.want) || total != tc.total {
			t.Errorf("VersionPrefix(%q, %d) = %q, %d; want %q, %d", tc.prefix, tc.limit, ids, total, tc.want, tc.total)
		}
	}
}

// testFailedIn: a recorded failure is its own relation with its reason
// and author; links by hand can be removed.
func testFailedIn(t *testing.T, s memory.Store) {
	c := ctx(t)
	putVersions(t, s)
	for i := range 3 {
		must(t, s.RecordEpisode(c, Kitchen(fmt.Sprintf("ep-%d", i), T0)))
	}
	must(t, s.LinkEvidence(c,
		memory.Evidence{Version: "v-open-1", Episode: "ep-0", Relation: memory.SupportedBy, By: "run"},
		memory.Evidence{Version: "v-open-1", Episode: "ep-1", Relation: memory.FailedIn, By: "run", Reason: "OpenObject(microwave_1): locked"}))
	time.Sleep(5 * time.Millisecond)
	must(t, s.LinkEvidence(c, memory.Evidence{Version: "v-open-1", Episode: "ep-2", Relation: memory.SupportedBy, By: "alice", Reason: "watched it work"}))
	ev, err := s.Evidence(c, "v-open-1")
	must(t, err)
	byEp := map[string]memory.Evidence{}
	for _, e := range ev {
		byEp[e.Episode] = e
	}
	if len(ev) != 3 || byEp["ep-1"].Relation != memory.FailedIn || byEp["ep-1"].Reason != "OpenObject(microwave_1): locked" || byEp["ep-1"].By != "run" {
		t.Fatalf("Evidence = %+v; want the FAILED_IN link of ep-1 with its reason", ev)
	}
	if ev[0].Episode != "ep-2" || ev[0].By != "alice" || ev[0].Reason != "watched it work" {
		t.Fatalf("Evidence[0] = %+v; want alice's link to ep-2, newest first", ev[0])
	}
	sup, err := s.Supports(c, "ep-1")
	must(t, err)
	if len(sup) != 1 || sup[0].Relation != memory.FailedIn {
		t.Fatalf("Supports(ep-1) = %+v", sup)
	}
	must(t, s.Unlink(c, "v-open-1", memory.SupportedBy, "ep-2"))
	wantErr(t, "unlink again", s.Unlink(c, "v-open-1", memory.SupportedBy, "ep-2"), memory.ErrNotFound)
	wantErr(t, "unlink bad relation", s.Unlink(c, "v-open-1", "LIKES", "ep-0"), memory.ErrInvalid)
	wantErr(t, "link unknown episode", s.LinkEvidence(c, memory.Evidence{Version: "v-open-1", Episode: "ep-x", Relation: memory.FailedIn}), memory.ErrNotFound)
	ev, err = s.Evidence(c, "v-open-1")
	must(t, err)
	if len(ev) != 2 {
		t.Fatalf("after unlink: %d links; want 2", len(ev))
	}
	st, err := s.Stats(c)
	must(t, err)
	if st.Edges["FAILED_IN"] != 1 {
		t.Fatalf("Stats FAILED_IN = %d; want 1", st.Edges["FAILED_IN"])
	}
}

// testAuthorUse: what one author stored, counted: versions, decisions,
// note and plan revisions (a plan keeps its author), the episodes whose agent it is and their steps (each
// episode's highest index plus one), none of another author's.
func testAuthorUse(t *testing.T, s memory.Store) {
	c := ctx(t)
	for i, id := range []string{"qa-1", "qa-2"} {
		v := Version("quota_thing", id, T0.Add(time.Duration(i)*time.Minute), "")
		v.Author = "looper"
		must(t, s.PutVersion(c, v))
		must(t, s.RecordDecision(c, memory.Decision{ID: id + "-d", Skill: "quota_thing", Version: id, Status: memory.Rejected, Author: "looper", Time: v.Created}))
	}
	must(t, s.RecordDecision(c, memory.Decision{ID: "qa-other", Skill: "quota_thing", Status: memory.Disabled, Author: "ops", Time: T0.Add(time.Hour)}))
	for k := range 3 {
		_, err := s.PutNote(c, memory.Note{ID: "qa-note", Text: fmt.Sprintf("rev %d", k), Author: "looper"})
		must(t, err)
	}
	for k := range 2 {
		_, err := s.PutPlan(c, memory.Plan{ID: "looper", Goal: fmt.Sprintf("goal %d", k), Author: "looper"})
		must(t, err)
	}
	_, err := s.PutPlan(c, memory.Plan{ID: "qa-plan-other", Goal: "not looper's", Author: "ops"})
	must(t, err)
	if p, err := s.Plan(c, "looper"); err != nil || p.Author != "looper" || p.Revision != 2 {
		t.Errorf("Plan(looper) = %+v, %v; want revision 2 by looper", p, err)
	}
	for i, n := range []int{3, 5} {
		ep := Synthetic(fmt.Sprintf("qa-ep-%d", i), T0.Add(time.Duration(i)*time.Hour), n, 0, false, 0)
		ep.Agent = "looper"
		if i == 1 {
			// A snapshot counts as stored: compacted, in bytes.
			ep.Snapshot = json.RawMessage(`{"design": "ünïcödé sheets",  "blocks": [1, 2, 3]}`)
		}
		must(t, s.RecordEpisode(c, ep))
	}
	more := Steps(9, T0.Add(2*time.Hour), 0, false, 0)[7:]
	more[1].Summary = "a step's bytes are its JSON's: ünïcödé counts twice" // bytes, not characters
	must(t, s.AppendSteps(c, "qa-ep-1", more...))                           // indexes 7 and 8: 9 steps recorded
	must(t, s.AppendSteps(c, "qa-ep-1", more...))                           // again: nothing new, nothing counted
	must(t, s.RecordEpisode(c, Synthetic("qa-ep-other", T0, 4, 0, false, 0)))
	// Frames count for the agent that stored them first.
	must(t, s.PutFrames(c, memory.Frame{Hash: FrameHash(9001), Format: "png", Size: 100, Agent: "looper"},
		memory.Frame{Hash: FrameHash(9002), Format: "png", Size: 250, Agent: "looper"},
		memory.Frame{Hash: FrameHash(9003), Format: "png", Size: 999, Agent: "ops"}))
	if err := s.PutFrames(c, memory.Frame{Hash: FrameHash(9003), Format: "png", Size: 999, Agent: "looper"}); !errors.Is(err, memory.ErrConflict) {
		t.Errorf("another agent's frame put again as looper's: %v; want ErrConflict (the first stays)", err)
	}
	snapshot := int64(len(`{"design":"ünïcödé sheets","blocks":[1,2,3]}`))
	bytes := memory.StepBytes(Synthetic("qa-ep-0", T0, 3, 0, false, 0).Steps...) +
		memory.StepBytes(Synthetic("qa-ep-1", T0.Add(time.Hour), 5, 0, false, 0).Steps...) + memory.StepBytes(more...) + snapshot
	u, err := s.AuthorUse(c, "looper")
	must(t, err)
	if want := (memory.AuthorUse{Versions: 2, Decisions: 2, Notes: 5, Episodes: 2, Steps: 12, StepBytes: bytes, FrameBytes: 350}); u != want {
		t.Errorf("AuthorUse(looper) = %+v; want %+v: 2 versions, 2 decisions, 5 note and plan revisions, 2 episodes, 12 steps and a snapshot of %d bytes, 350 bytes of frames", u, want, bytes)
	}
	// Steps pruned no longer take bytes (their count stays: the highest
	// index recorded).
	_, err = s.Prune(c, memory.Retention{Before: T0.Add(3 * time.Hour)})
	must(t, err)
	left, err := s.Episode(c, "qa-ep-1")
	must(t, err)
	kept := memory.StepBytes(Synthetic("qa-ep-0", T0, 3, 0, false, 0).Steps...)
	if ep0, err := s.Episode(c, "qa-ep-0"); err == nil {
		kept = memory.StepBytes(ep0.Steps...)
	}
	kept += memory.StepBytes(left.Steps...) + memory.SnapshotBytes(left)
	if u, err = s.AuthorUse(c, "looper"); err != nil || u.StepBytes != kept || u.StepBytes >= bytes || u.Steps != 12 {
		t.Errorf("after pruning, AuthorUse(looper) = %+v, %v; want %d step bytes (the steps left), under %d, and 12 steps", u, err, kept, bytes)
	}
	u, err = s.AuthorUse(c, "nobody")
	must(t, err)
	if u != (memory.AuthorUse{}) {
		t.Errorf("AuthorUse(nobody) = %+v; want nothing", u)
	}
}
