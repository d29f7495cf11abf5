package memory

import (
	"errors"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/skills"
)

func TestObjectClass(t *testing.T) {
	tests := []struct{ id, want string }{
		{"microwave_1", "microwave"},
		{"key_22", "key"},
		{"block@3,20,-1", "block"},
		{"R4", "R"},
		{"drawer-3", "drawer"},
		{"door#2", "door"},
		{"apple", "apple"},
		{"42", "42"},
		{"_1", "_1"},
		{"", ""},
	}
	for _, tc := range tests {
		if got := ObjectClass(tc.id); got != tc.want {
			t.Errorf("ObjectClass(%q) = %q; want %q", tc.id, got, tc.want)
		}
	}
}

func TestScore(t *testing.T) {
	now := time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)
	tests := []struct {
		match, lambda float64
		ago           time.Duration
		want          float64
	}{
		{1, 0.1, 10 * time.Hour, math.Exp(-1)},
		{0.5, DefaultLambda, 24 * time.Hour, 0.25},
		{1, 1, -time.Hour, 1}, // future: no decay
		{1, -1, 100 * time.Hour, 1},
	}
	for _, tc := range tests {
		if got := Score(tc.match, tc.lambda, now, now.Add(-tc.ago)); math.Abs(got-tc.want) > 1e-12 {
			t.Errorf("Score(%v, %v, Δt=%v) = %v; want %v", tc.match, tc.lambda, tc.ago, got, tc.want)
		}
	}
}

func TestMatch(t *testing.T) {
	q := FailureQuery{Action: "open", Object: "microwave_1"}.Normalize()
	tests := []struct {
		object, class string
		want          float64
	}{
		{"microwave_1", "microwave", 1},
		{"microwave_2", "microwave", 0.5},
		{"oven_1", "oven", 0},
	}
	for _, tc := range tests {
		if got := q.Match(tc.object, tc.class); got != tc.want {
			t.Errorf("Match(%q, %q) = %v; want %v", tc.object, tc.class, got, tc.want)
		}
	}
}

func TestReadJSONL(t *testing.T) {
	good := `{"id":"a","start":"2026-12-01T10:00:00Z","steps":[{"index":0,"time":"2026-12-01T10:00:01Z","action":{"name":"dig"},"outcome":{"ok":true}}]}`
	tests := []struct {
		name, in string
		n        int
		line     int // 0: no error
		msg      string
	}{
		{"empty", "", 0, 0, ""},
		{"comments and blanks", "# c\n\n" + good + "\n", 1, 0, ""},
		{"malformed", good + "\n{\"id\":\n", 0, 2, "truncated"},
		{"syntax", "{\"id\": x}\n", 0, 1, "malformed JSON"},
		{"unknown field", `{"id":"a","start":"2026-12-01T10:00:00Z","stpes":[]}`, 0, 1, "unknown field"},
		{"type", `{"id":5,"start":"2026-12-01T10:00:00Z"}`, 0, 1, `field "id"`},
		{"no start", `{"id":"a"}`, 0, 1, "no start time"},
		{"duplicate id", good + "\n" + good + "\n", 0, 2, "already on line 1"},
		{"two values", good + " {}", 0, 1, "more than one JSON value"},
		{"bad time", `{"id":"a","start":"yesterday"}`, 0, 1, "yesterday"},
	}
	for _, tc := range tests {
		eps, err := ReadJSONL(strings.NewReader(tc.in))
		if tc.line == 0 {
			if err != nil || len(eps) != tc.n {
				t.Errorf("%s: ReadJSONL = %d episodes, %v; want %d, nil", tc.name, len(eps), err, tc.n)
			}
			continue
		}
		var le *LineError
		if !errors.As(err, &le) || le.Line != tc.line || !strings.Contains(err.Error(), tc.msg) || !errors.Is(err, skills.ErrBadInput) {
			t.Errorf("%s: ReadJSONL error = %v; want line %d mentioning %q", tc.name, err, tc.line, tc.msg)
		}
		if eps != nil {
			t.Errorf("%s: episodes returned with an error", tc.name)
		}
	}
}

func TestPlanPrune(t *testing.T) {
	var steps []PruneStep
	for i := range 10 {
		steps = append(steps, PruneStep{Index: i, Action: []string{"move", "dig"}[i%2], OK: i != 6, Pinned: i == 3})
	}
	steps[6].Object = "wall" // no later move on the wall succeeds: no recovery
	remove, rows := PlanPrune("ep", steps, 1)
	// kept: 0 (first), 3 (pinned), 5, 6 (failure and context), 9 (last)
	want := []int{1, 2, 4, 7, 8}
	if len(remove) != len(want) {
		t.Fatalf("remove = %v; want %v", remove, want)
	}
	for i := range want {
		if remove[i] != want[i] {
			t.Fatalf("remove = %v; want %v", remove, want)
		}
	}
	if len(rows) != 3 || rows[0].From != 1 || rows[0].To != 2 || rows[0].Summary != "2 routine steps: dig×1, move×1" || rows[1].Summary != "1 routine step: move×1" {
		t.Fatalf("rows = %+v", rows)
	}
}

func TestPlanPruneKeepsRecovery(t *testing.T) {
	var steps []PruneStep
	for i := range 12 {
		steps = append(steps, PruneStep{Index: i, Action: "walk", OK: true})
	}
	steps[2] = PruneStep{Index: 2, Action: "open", Object: "door", OK: false}
	steps[5] = PruneStep{Index: 5, Action: "take", Object: "key", OK: true}
	steps[7] = PruneStep{Index: 7, Action: "open", Object: "door", OK: true}
	remove, _ := PlanPrune("ep", steps, 0)
	// kept: 0 (first), 2 (failure), 3-7 (how it got past the lock: up to
	// and with the recovery), 11 (last)
	if want := []int{1, 8, 9, 10}; !slices.Equal(remove, want) {
		t.Fatalf("remove = %v; want %v", remove, want)
	}
}

func TestSnippets(t *testing.T) {
	ok := true
	tests := []struct {
		s    Snippeter
		want string
	}{
		{Failure{Step: StepRef{"e", 1}, Action: "dig", Object: "bedrock_1"}, "last time dig on bedrock_1 failed: no reason recorded [e#1]"},
		{Rate{Version: "sha256:0123456789abcdef", Passed: 3, Total: 4, Rate: 0.75, Runs: 2}, "0123456789ab verified 3/4 (75%) over 2 runs"},
		{Episode{ID: "e", Task: "t", Summary: "s", Success: &ok}, "episode e (t): s [succeeded]"},
		{Place{Step: StepRef{"e", 2}, Pos: [3]float64{1, 2, 3}, Distance: 1.5, Action: "dig", OK: true}, "1.5 blocks away at (1, 2, 3): dig ok [e#2]"},
		{Hit{Kind: HitNote, ID: "n", Text: "lava   below\n y=11"}, "note n: lava below y=11"},
	}
	for _, tc := range tests {
		if got := tc.s.Snippet().Text; got != tc.want {
			t.Errorf("Snippet() = %q; want %q", got, tc.want)
		}
	}
}

func TestDraw(t *testing.T) {
	p := Provenance{
		Version: SkillVersion{Skill: "s", ID: "v2"},
		Chain:   []SkillVersion{{Skill: "s", ID: "v2", Supersedes: "v1"}, {Skill: "s", ID: "v1"}},
		Evidence: map[string][]Evidence{
			"v1": {{Version: "v1", Episode: "ep-1", Relation: DerivedFrom}},
			"v2": {{Version: "v2", Episode: "ep-1", Relation: SupportedBy}, {Version: "v2", Episode: "ep-2", Relation: SupportedBy}},
		},
		Rates: map[string]Rate{"v2": {Passed: 2, Total: 2}},
	}
	dot := Dot(p)
	for _, want := range []string{"digraph provenance", `label="SUPERSEDES"`, `label="DERIVED_FROM"`, `"s@v2\nverified 2/2\n(selected)"`, `"episode ep-2"`} {
		if !strings.Contains(dot, want) {
			t.Errorf("Dot lacks %q:\n%s", want, dot)
		}
	}
	if strings.Count(dot, "episode ep-1") != 1 {
		t.Errorf("episode ep-1 drawn twice:\n%s", dot)
	}
	mm := Mermaid(p)
	for _, want := range []string{"flowchart LR", "-->|SUPERSEDES|", `(["episode ep-1"])`, "<br/>verified 2/2"} {
		if !strings.Contains(mm, want) {
			t.Errorf("Mermaid lacks %q:\n%s", want, mm)
		}
	}
}

func TestBlobs(t *testing.T) {
	b := Blobs{Dir: t.TempDir()}
	h, err := b.Put([]byte("png bytes"))
	if err != nil || !ValidHash(h) {
		t.Fatalf("Put = %q, %v", h, err)
	}
	if h2, err := b.Put([]byte("png bytes")); err != nil || h2 != h {
		t.Fatalf("second Put = %q, %v", h2, err)
	}
	got, err := b.Get(h)
	if err != nil || string(got) != "png bytes" {
		t.Fatalf("Get = %q, %v", got, err)
	}
	if _, err := b.Get(Hash([]byte("other"))); !errors.Is(err, ErrNotFound) {
		t.Fatalf("Get(missing) = %v; want ErrNotFound", err)
	}
	if _, err := b.Get("../etc/passwd"); !errors.Is(err, ErrInvalid) {
		t.Fatalf("Get(bad hash) = %v; want ErrInvalid", err)
	}
	if _, err := (Blobs{}).Put(nil); !errors.Is(err, ErrInvalid) {
		t.Fatalf("Put without dir = %v", err)
	}
}

// TestBlobsBudget: a store with a budget counts the files already in it,
// refuses a new blob that would pass it as a limit, takes the same bytes
// again, and gives back what a failed write reserved.
func TestBlobsBudget(t *testing.T) {
	dir := t.TempDir()
	if _, err := (Blobs{Dir: dir}).Put(make([]byte, 60)); err != nil {
		t.Fatal(err)
	}
	b := Blobs{Dir: dir, Budget: &Budget{Max: 100}}
	h, err := b.Put(make([]byte, 30))
	if err != nil {
		t.Fatalf("30 bytes on 60 under 100: %v", err)
	}
	_, err = b.Put(make([]byte, 20))
	if !errors.Is(err, ErrStoreFull) || !errors.Is(err, skills.ErrLimit) || !strings.Contains(err.Error(), "holds 90B, and a frame of 20B more") {
		t.Fatalf("20 bytes on 90 under 100: %v; want ErrStoreFull naming the sizes", err)
	}
	if h2, err := b.Put(make([]byte, 30)); err != nil || h2 != h {
		t.Fatalf("the same 30 bytes again: %q, %v", h2, err)
	}
	// A write that fails (the two-letter directory is a file) gives back
	// its reservation: 10 bytes still fit.
	bad := []byte("0123456789")
	if err := os.WriteFile(filepath.Join(dir, Hash(bad)[:2]), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Put(bad); err == nil || errors.Is(err, ErrStoreFull) {
		t.Fatalf("a write that cannot be made: %v", err)
	}
	if err := os.Remove(filepath.Join(dir, Hash(bad)[:2])); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Put(bad); err != nil {
		t.Fatalf("10 bytes on 90 under 100 after a failed write: %v", err)
	}
	if _, err := (Blobs{Dir: dir, Budget: &Budget{}}).Put(make([]byte, 1000)); err != nil {
		t.Fatalf("no bound: %v", err)
	}
}

func FuzzParseEpisode(f *testing.F) {
	f.Add([]byte(`{"id":"a","start":"2026-12-01T10:00:00Z","steps":[{"index":0,"action":{"name":"dig","object":"stone_1","params":{"n":1}},"outcome":{"ok":false,"reason":"bedrock"},"pos":[1,2,3],"frames":["` + strings.Repeat("a", 64) + `"]}]}`))
	f.Add([]byte(`{"id":"a","start":"2026-12-01T10:00:00Z","objects":[{"id":"o","class":"c"}],"success":true,"snapshot":{"w":[1,2]}}`))
	f.Add([]byte(`{"id":"","start":"x"}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		ep, err := ParseEpisode(b)
		if err != nil {
			if !errors.Is(err, ErrInvalid) {
				t.Fatalf("error %v does not wrap ErrInvalid", err)
			}
			return
		}
		if err := ep.Validate(); err != nil {
			t.Fatalf("parsed episode does not validate: %v", err)
		}
		n, e := ep.Graph()
		if n < 1+len(ep.Steps) || e < len(ep.Steps) {
			t.Fatalf("Graph() = %d, %d for %d steps", n, e, len(ep.Steps))
		}
		_ = ep.Snippet()
	})
}

func FuzzReadJSONL(f *testing.F) {
	f.Add("{\"id\":\"a\",\"start\":\"2026-12-01T10:00:00Z\"}\n# c\n\n{\"id\":\"b\",\"start\":\"2026-12-01T10:00:00Z\"}")
	f.Add("{\n")
	f.Fuzz(func(t *testing.T, s string) {
		eps, err := ReadJSONL(strings.NewReader(s))
		if err != nil {
			var le *LineError
			if !errors.As(err, &le) || le.Line < 1 || le.Line > strings.Count(s, "\n")+1 {
				t.Fatalf("error %v has no valid line number", err)
			}
			return
		}
		seen := map[string]bool{}
		for _, ep := range eps {
			if seen[ep.ID] {
				t.Fatalf("duplicate id %q accepted", ep.ID)
			}
			seen[ep.ID] = true
		}
	})
}
