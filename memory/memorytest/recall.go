package memorytest

import (
	_ "embed"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
)

// recallTests are the conformance tests of recall beyond one action:
// steps by object, class and version, failures without an action, a
// version's use, notes by kind, place, words and vector, stemmed search,
// recovery-keeping retention and Context.
var recallTests = []struct {
	name string
	fn   func(t *testing.T, s memory.Store)
}{
	{"Steps", testSteps},
	{"FailuresWithoutAction", testFailuresWithoutAction},
	{"Usage", testUsage},
	{"NotesQuery", testNotesQuery},
	{"SearchStemming", testSearchStemming},
	{"PruneKeepsRecoveries", testPruneKeepsRecoveries},
	{"Context", testContext},
}

func stepKeys(hs []memory.StepHit) []string {
	out := make([]string, len(hs))
	for i, h := range hs {
		out[i] = h.Step.String()
	}
	return out
}

func testSteps(t *testing.T, s memory.Store) {
	c := ctx(t)
	must(t, s.RecordEpisode(c, Kitchen("ep-k1", T0)))
	must(t, s.RecordEpisode(c, Kitchen("ep-k2", T0.Add(time.Hour))))
	yes, no := true, false
	cases := []struct {
		q    memory.StepQuery
		want []string
	}{
		{memory.StepQuery{Action: "OpenObject", OK: &yes}, []string{"ep-k2#4", "ep-k1#4"}},
		{memory.StepQuery{Action: "OpenObject", OK: &no, Limit: 1}, []string{"ep-k2#1"}},
		{memory.StepQuery{Object: "key_2"}, []string{"ep-k2#3", "ep-k1#3"}},
		{memory.StepQuery{Class: "microwave", OK: &yes}, []string{"ep-k2#4", "ep-k2#0", "ep-k1#4", "ep-k1#0"}},
		{memory.StepQuery{Version: "v-open-1"}, []string{"ep-k2#1", "ep-k2#0", "ep-k1#1", "ep-k1#0"}},
		{memory.StepQuery{Skill: "open_thing", Action: "GotoLocation"}, []string{"ep-k2#0", "ep-k1#0"}},
		{memory.StepQuery{Object: "zebra_1"}, nil},
	}
	for _, tc := range cases {
		got, err := s.Steps(c, tc.q)
		must(t, err)
		if !slices.Equal(stepKeys(got), tc.want) {
			t.Errorf("Steps(%+v) = %v; want %v", tc.q, stepKeys(got), tc.want)
		}
	}
	got, err := s.Steps(c, memory.StepQuery{Object: "key_2", Limit: 1})
	must(t, err)
	want := memory.StepHit{Step: memory.StepRef{Episode: "ep-k2", Index: 3}, Time: T0.Add(time.Hour + 3*time.Second), Action: "PickupObject",
		Object: "key_2", Class: "key", OK: true, Pos: pos(4, 0, 2)}
	sameJSON(t, "Steps(key_2)", got, []memory.StepHit{want})
	_, err = s.Steps(c, memory.StepQuery{})
	wantErr(t, "Steps without a filter", err, memory.ErrInvalid)
	_, err = s.Steps(c, memory.StepQuery{Action: "x", Limit: 5000})
	wantErr(t, "Steps limit", err, memory.ErrInvalid)
}

func testFailuresWithoutAction(t *testing.T, s memory.Store) {
	c := ctx(t)
	must(t, s.RecordEpisode(c, Kitchen("ep-k1", T0)))
	ep := Kitchen("ep-k2", T0.Add(time.Hour))
	ep.Steps[2].Action = skills.Action{Name: "PushObject", Object: "microwave_9"}
	ep.Steps[2].Outcome = skills.Outcome{OK: false, Reason: "too heavy"}
	must(t, s.RecordEpisode(c, ep))
	now := T0.Add(2 * time.Hour)
	fs, err := s.Failures(c, memory.FailureQuery{Object: "microwave_9", Now: now})
	must(t, err)
	if got := failureKeys(fs); !slices.Equal(got, []string{"ep-k2#2", "ep-k2#1", "ep-k1#1"}) {
		t.Fatalf("Failures(object microwave_9) = %v", got)
	}
	if fs[0].Reason != "too heavy" || fs[0].Match != 1 || fs[1].Match != 0.5 {
		t.Fatalf("Failures(object microwave_9)[0..1] = %+v", fs[:2])
	}
	fs, err = s.Failures(c, memory.FailureQuery{Class: "microwave", Now: now})
	must(t, err)
	if got := failureKeys(fs); !slices.Equal(got, []string{"ep-k2#2", "ep-k2#1", "ep-k1#1"}) {
		t.Fatalf("Failures(class microwave) = %v", got)
	}
	fs, err = s.Failures(c, memory.FailureQuery{Skill: "open_thing", Now: now})
	must(t, err)
	if got := failureKeys(fs); !slices.Equal(got, []string{"ep-k2#1", "ep-k1#1"}) {
		t.Fatalf("Failures(skill open_thing) = %v", got)
	}
	if fs[0].Recovery == nil || fs[0].Recovery.Index != 4 {
		t.Fatalf("Failures(skill open_thing)[0] recovery = %+v", fs[0].Recovery)
	}
	fs, err = s.Failures(c, memory.FailureQuery{Skill: "open_thing", Action: "PushObject", Now: now})
	must(t, err)
	if len(fs) != 0 {
		t.Fatalf("Failures(skill open_thing, PushObject) = %v", failureKeys(fs))
	}
	_, err = s.Failures(c, memory.FailureQuery{})
	wantErr(t, "Failures without anything", err, memory.ErrInvalid)
}

func testUsage(t *testing.T, s memory.Store) {
	c := ctx(t)
	must(t, s.RecordEpisode(c, Kitchen("ep-k1", T0)))
	must(t, s.RecordEpisode(c, Kitchen("ep-k2", T0.Add(time.Hour))))
	ep := Kitchen("ep-k3", T0.Add(2*time.Hour))
	ep.Steps[1].Outcome = skills.Outcome{OK: true}
	must(t, s.RecordEpisode(c, ep))
	u, err := s.Usage(c, "v-open-1")
	must(t, err)
	want := memory.Usage{Version: "v-open-1", Episodes: 3, FailedEpisodes: 2, Steps: 6, Failed: 2, Rate: 1.0 / 3}
	sameJSON(t, "Usage(v-open-1)", u, want)
	u, err = s.Usage(c, "v-never")
	must(t, err)
	sameJSON(t, "Usage(v-never)", u, memory.Usage{Version: "v-never"})
	_, err = s.Usage(c, "")
	wantErr(t, "Usage of nothing", err, memory.ErrInvalid)
}

// putRecallNotes writes the notes of the recall tests.
func putRecallNotes(t *testing.T, s memory.Store) {
	c := ctx(t)
	for _, n := range []memory.Note{
		{ID: "lm-drawer", Kind: memory.NoteLandmark, Text: "Drawer 3 holds the microwave key.", Pos: pos(4, 0, 2), Tags: []string{"kitchen"}, Time: T0},
		{ID: "n-heat", Text: "Heating mugs works in microwave_1 once it is unlocked.", Tags: []string{"kitchen", "microwave"}, Embedding: []float32{1, 0, 0}, Time: T0},
		{ID: "n-lava", Text: "Lava pool east of the pantry; never walk there.", Kind: memory.NoteRule, Pos: pos(9, 0, 9), Embedding: []float32{0, 1, 0}, Time: T0.Add(time.Minute)},
		{ID: "n-shelf", Text: "Spare cups are on the top shelf.", Embedding: []float32{0.6, 0, 0.8}, Time: T0.Add(2 * time.Minute)},
	} {
		_, err := s.PutNote(c, n)
		must(t, err)
	}
	// A later revision moves the lava note's embedding: only the current
	// revision may be found by vector.
	_, err := s.PutNote(c, memory.Note{ID: "n-lava", Text: "Lava pool east of the pantry; bridge it.", Kind: memory.NoteRule, Pos: pos(9, 0, 9),
		Embedding: []float32{0, 0, 1}, Time: T0.Add(3 * time.Minute)})
	must(t, err)
}

func noteKeys(hs []memory.NoteHit) []string {
	out := make([]string, len(hs))
	for i, h := range hs {
		out[i] = h.ID
	}
	return out
}

func testNotesQuery(t *testing.T, s memory.Store) {
	c := ctx(t)
	putRecallNotes(t, s)
	cases := []struct {
		name string
		q    memory.NoteQuery
		want []string
	}{
		{"newest first, then by id", memory.NoteQuery{}, []string{"n-lava", "n-shelf", "lm-drawer", "n-heat"}},
		{"kind", memory.NoteQuery{Kind: memory.NoteLandmark}, []string{"lm-drawer"}},
		{"kind fact is the default", memory.NoteQuery{Kind: memory.NoteFact}, []string{"n-shelf", "n-heat"}},
		{"tags", memory.NoteQuery{Tags: []string{"kitchen", "microwave"}}, []string{"n-heat"}},
		{"near", memory.NoteQuery{Near: pos(3, 0, 2)}, []string{"lm-drawer", "n-lava"}},
		{"near small radius", memory.NoteQuery{Near: pos(3, 0, 2), Radius: 2}, []string{"lm-drawer"}},
		{"stemmed words", memory.NoteQuery{Text: "heated mug"}, []string{"n-heat"}},
		{"any word, best first", memory.NoteQuery{Text: "microwave key drawer"}, []string{"lm-drawer", "n-heat"}},
		{"vector", memory.NoteQuery{Vector: []float32{0.9, 0.1, 0}, Limit: 2}, []string{"n-heat", "n-shelf"}},
		{"vector current revision", memory.NoteQuery{Vector: []float32{0.1, 1, 0}, Limit: 1}, []string{"n-heat"}},
		{"vector of another length", memory.NoteQuery{Vector: []float32{1, 0}}, []string{}},
	}
	for _, tc := range cases {
		got, err := s.Notes(c, tc.q)
		must(t, err)
		if g := noteKeys(got); !slices.Equal(g, tc.want) {
			t.Errorf("Notes(%s) = %v; want %v", tc.name, g, tc.want)
		}
	}
	got, err := s.Notes(c, memory.NoteQuery{Vector: []float32{0, 0, 2}, Limit: 1})
	must(t, err)
	if len(got) != 1 || got[0].ID != "n-lava" || got[0].Revision != 2 || got[0].Score < 0.999 {
		t.Fatalf("Notes(vector z) = %+v", got)
	}
	got, err = s.Notes(c, memory.NoteQuery{Near: pos(4, 0, 2), Kind: memory.NoteLandmark})
	must(t, err)
	if len(got) != 1 || got[0].Distance == nil || *got[0].Distance != 0 || got[0].Pos == nil {
		t.Fatalf("Notes(near landmark) = %+v", got)
	}
	_, err = s.PutNote(c, memory.Note{ID: "lm-x", Kind: memory.NoteLandmark, Text: "somewhere"})
	wantErr(t, "landmark without position", err, memory.ErrInvalid)
	_, err = s.Notes(c, memory.NoteQuery{Limit: -1})
	wantErr(t, "Notes limit", err, memory.ErrInvalid)
}

func testSearchStemming(t *testing.T, s memory.Store) {
	c := ctx(t)
	putRecallNotes(t, s)
	ep := Kitchen("ep-k1", T0)
	ep.Task, ep.Summary = "warm the coffee cups", "the cups were heated in the microwave"
	must(t, s.RecordEpisode(c, ep))
	cases := []struct {
		q    memory.SearchQuery
		want []string
	}{
		{memory.SearchQuery{Text: "heated mug"}, []string{"note:n-heat"}},
		{memory.SearchQuery{Text: "heating cups"}, []string{"episode:ep-k1"}},
		{memory.SearchQuery{Text: "bridging lava pools"}, []string{"note:n-lava"}},
		{memory.SearchQuery{Text: "the cup", Any: true}, []string{"episode:ep-k1", "note:n-shelf"}},
		{memory.SearchQuery{Text: "pantry cups", Any: true}, []string{"episode:ep-k1", "note:n-lava", "note:n-shelf"}},
	}
	for _, tc := range cases {
		hits, err := s.Search(c, tc.q)
		must(t, err)
		var got []string
		for _, h := range hits {
			got = append(got, h.Kind+":"+h.ID)
		}
		slices.Sort(got)
		if !slices.Equal(got, tc.want) {
			t.Errorf("Search(%+v) = %v; want %v", tc.q, got, tc.want)
		}
	}
}

// lockedDoor is an episode where opening door_1 fails (locked), the agent
// walks to a chest, takes key_5, walks back and opens the door, then
// walks on: the steps between the failure and the recovery are how it
// got past the lock.
func lockedDoor(id string, start time.Time) memory.Episode {
	ep := memory.Episode{ID: id, Agent: "alfred", Env: "house", Task: "get outside", Start: start}
	add := func(a skills.Action, o skills.Outcome) {
		i := len(ep.Steps)
		ep.Steps = append(ep.Steps, memory.Step{Index: i, Time: start.Add(time.Duration(i) * time.Second), Action: a, Outcome: o, Pos: pos(float64(i), 0, 0)})
	}
	walk := skills.Action{Name: "walk", Params: map[string]any{"dir": "east"}}
	add(walk, skills.Outcome{OK: true})
	add(skills.Action{Name: "open", Object: "door_1"}, skills.Outcome{OK: false, Reason: "locked"})
	for range 4 {
		add(walk, skills.Outcome{OK: true})
	}
	add(skills.Action{Name: "take", Object: "key_5", Params: map[string]any{"from": "chest_2"}}, skills.Outcome{OK: true})
	for range 3 {
		add(walk, skills.Outcome{OK: true})
	}
	add(skills.Action{Name: "open", Object: "door_1"}, skills.Outcome{OK: true}) // 10
	for range 15 {
		add(walk, skills.Outcome{OK: true})
	}
	return ep
}

func testPruneKeepsRecoveries(t *testing.T, s memory.Store) {
	c := ctx(t)
	must(t, s.RecordEpisode(c, lockedDoor("ep-door", T0)))
	rep, err := s.Prune(c, memory.Retention{Before: T0.Add(time.Hour)})
	must(t, err)
	ep, err := s.Episode(c, "ep-door")
	must(t, err)
	var left []int
	for _, st := range ep.Steps {
		left = append(left, st.Index)
	}
	want := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 25}
	if !slices.Equal(left, want) || rep.StepsRemoved != 14 {
		t.Fatalf("after prune: steps %v (report %+v); want %v", left, rep, want)
	}
	fs, err := s.Failures(c, memory.FailureQuery{Action: "open", Object: "door_1", Now: T0})
	must(t, err)
	if len(fs) != 1 || fs[0].Recovery == nil || fs[0].Recovery.Index != 10 || fs[0].Enabler == nil || fs[0].Enabler.Index != 9 {
		t.Fatalf("Failures after prune = %+v", fs)
	}
	before, err := s.Before(c, memory.StepRef{Episode: "ep-door", Index: 10}, 10)
	must(t, err)
	var took bool
	for _, st := range before {
		took = took || st.Action.Object == "key_5"
	}
	if !took {
		t.Fatalf("the step that took the key was pruned: %+v", before)
	}
}

//go:embed testdata/context.golden
var contextGolden string

// ContextFixture records the memory the Context golden test recalls from.
func ContextFixture(t *testing.T, s memory.Store) {
	c := ctx(t)
	must(t, s.RecordEpisode(c, Kitchen("ep-k1", T0)))
	k2 := Kitchen("ep-k2", T0.Add(2*time.Hour))
	k2.Task, k2.Summary = "warm a cup of coffee", "microwave locked again; key was still in drawer 3"
	must(t, s.RecordEpisode(c, k2))
	must(t, s.RecordEpisode(c, lockedDoor("ep-door", T0.Add(-24*time.Hour))))
	putRecallNotes(t, s)
	must(t, s.AppendCells(c,
		memory.Cell{Pos: [3]int{1, 0, 2}, Kind: memory.Blocked, Episode: "ep-k2", Step: 1, Time: T0.Add(2*time.Hour + time.Second), Item: "microwave locked"},
		memory.Cell{Pos: [3]int{5, 0, 5}, Kind: memory.Hazard, Episode: "ep-k2", Step: 2, Time: T0.Add(2*time.Hour + 2*time.Second), Item: "hot stove", Damage: 2.5},
		memory.Cell{Pos: [3]int{4, 0, 2}, Kind: memory.Opened, Episode: "ep-k2", Step: 3, Time: T0.Add(2*time.Hour + 3*time.Second), Item: "drawer_3"},
		memory.Cell{Pos: [3]int{2, 0, 2}, Kind: memory.Walked, Episode: "ep-k2", Step: 0, Time: T0.Add(2 * time.Hour)},
	))
}

// ContextSituation is the situation of the Context golden test.
func ContextSituation() memory.Situation {
	return memory.Situation{Action: "OpenObject", Object: "microwave_1", InView: []string{"key_2", "drawer_3"}, Pos: pos(2, 0, 2),
		Goal: "warm the cup", Embedding: []float32{0.9, 0.1, 0}, Budget: 1800, Now: T0.Add(3 * time.Hour)}
}

func testContext(t *testing.T, s memory.Store) {
	c := ctx(t)
	ContextFixture(t, s)
	r, err := memory.Context(c, s, ContextSituation())
	must(t, err)
	if os.Getenv("SKILLRUN_UPDATE_GOLDEN") != "" {
		must(t, os.WriteFile(filepath.Join("..", "memorytest", "testdata", "context.golden"), []byte(r.Text+"\n"), 0o644))
	}
	if r.Text+"\n" != contextGolden {
		t.Fatalf("Context text:\n%s\n--- want (testdata/context.golden; SKILLRUN_UPDATE_GOLDEN=1 rewrites it):\n%s", r.Text, contextGolden)
	}
	if len(r.Text) > 1800 {
		t.Fatalf("Context text is %d bytes; budget 1800", len(r.Text))
	}
	for _, it := range r.Items {
		if len(it.IDs) == 0 {
			t.Errorf("item without ids: %+v", it)
		}
	}
	small := ContextSituation()
	small.Budget = 300
	r2, err := memory.Context(c, s, small)
	must(t, err)
	if len(r2.Text) > 300 || r2.Left == 0 || len(r2.Items) == 0 || !strings.HasPrefix(r2.Text, "[failure]") {
		t.Fatalf("Context with budget 300 = %d bytes, %d items, %d left:\n%s", len(r2.Text), len(r2.Items), r2.Left, r2.Text)
	}
	_, err = memory.Context(c, s, memory.Situation{Budget: -1})
	wantErr(t, "Context budget", err, memory.ErrInvalid)
}

// ContextGolden is the text Context gives for ContextSituation on
// ContextFixture (testdata/context.golden), for tests of other interfaces.
func ContextGolden() string { return strings.TrimSuffix(contextGolden, "\n") }
