package scenario

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/examples/minecraft/live"
	"github.com/skillrun/skillrun/examples/minecraft/voxel"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/memory/embedded"
	skillcheck "github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/verify/mutate"
)

var update = flag.Bool("update", false, "re-record testdata/episodes (from the live server when node is installed, else the voxel world)")

func testdata(parts ...string) string {
	return filepath.Join(append([]string{skillsDir(), "..", "testdata"}, parts...)...)
}

// mutant is the seeded bug testdata/mutants/NAME.txtar applied to its
// skill, checked as the skill file it would be.
func mutant(t testing.TB, name string) *skillcheck.Unit {
	t.Helper()
	s, err := mutate.ReadSeeded(testdata("mutants", name+".txtar"), skillsDir())
	if err != nil {
		t.Fatal(err)
	}
	return seededUnit(t, s)
}

// mutants are every seeded bug of testdata/mutants, by name.
func mutants(t testing.TB) map[string]*skillcheck.Unit {
	t.Helper()
	all, err := mutate.ReadSeededDir(testdata("mutants"), skillsDir())
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]*skillcheck.Unit{}
	for _, s := range all {
		out[s.Name] = seededUnit(t, s)
	}
	return out
}

func seededUnit(t testing.TB, s *mutate.Seeded) *skillcheck.Unit {
	t.Helper()
	u, err := skillcheck.Check(filepath.Join("mutants", s.Name, s.Skill+".go"), s.Source)
	if err != nil {
		t.Fatalf("seeded bug %s: %v", s.Name, err)
	}
	return u
}

// readRecordings reads the shipped episodes, cells and index rows.
func readRecordings(t testing.TB) ([]memory.Episode, []memory.Cell, []memory.IndexRow) {
	t.Helper()
	f, err := os.Open(testdata("episodes", "minecraft.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	eps, err := memory.ReadJSONL(f)
	if err != nil {
		t.Fatal(err)
	}
	var cells []memory.Cell
	readLines(t, testdata("episodes", "grid.jsonl"), func(b []byte) error {
		var c memory.Cell
		if err := json.Unmarshal(b, &c); err != nil {
			return err
		}
		cells = append(cells, c)
		return memory.ValidateCell(&c)
	})
	var rows []memory.IndexRow
	readLines(t, testdata("episodes", "index.jsonl"), func(b []byte) error {
		var r memory.IndexRow
		if err := json.Unmarshal(b, &r); err != nil {
			return err
		}
		rows = append(rows, r)
		return memory.ValidateIndexRow(&r)
	})
	return eps, cells, rows
}

func readLines(t testing.TB, path string, fn func([]byte) error) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		if err := fn(sc.Bytes()); err != nil {
			t.Fatalf("%s:%d: %v", path, n, err)
		}
	}
}

func writeLines[T any](t *testing.T, path string, items []T) {
	t.Helper()
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	for i := range items {
		if err := enc.Encode(&items[i]); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestUpdateEpisodes re-records the shipped episodes with -update.
func TestUpdateEpisodes(t *testing.T) {
	if !*update {
		t.Skip("run with -update to re-record testdata/episodes")
	}
	lib := openLib(t)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	var w World
	source := "voxel"
	if live.Check(live.Options{}) == nil {
		b, err := live.Start(ctx, live.Options{})
		if err != nil {
			t.Fatal(err)
		}
		defer b.Close()
		w, source = b, "live"
	}
	var eps []memory.Episode
	var cells []memory.Cell
	var rows []memory.IndexRow
	for i, s := range All() {
		if source == "voxel" {
			w = voxel.New(voxel.Options{})
		}
		sk, err := lib.Get(s.Skill)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := Record(ctx, w, s, LibraryRunner(lib), Options{Start: epoch.Add(time.Duration(i) * time.Hour), Source: source, Version: sk.Unit.Version()})
		if err != nil {
			t.Fatal(err)
		}
		eps = append(eps, rec.Episode)
		cells = append(cells, rec.Cells...)
		rows = append(rows, rec.Index...)
	}
	if err := os.MkdirAll(testdata("episodes"), 0o755); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := memory.WriteJSONL(&buf, eps); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(testdata("episodes", "minecraft.jsonl"), buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	writeLines(t, testdata("episodes", "grid.jsonl"), cells)
	writeLines(t, testdata("episodes", "index.jsonl"), rows)
	t.Logf("recorded %d episodes from the %s world", len(eps), source)
}

// TestRecordedEpisodesVerify re-simulates every shipped episode with the
// skills as they are: all must pass.
func TestRecordedEpisodesVerify(t *testing.T) {
	eps, cells, rows := readRecordings(t)
	// evidence() scenes (evidence_test.go) are shipped beside All()'s; the
	// tunnels that probe add a row per nested side_probe call.
	if len(eps) != len(All())+len(evidence()) || len(rows) < len(eps)+1 || len(cells) == 0 {
		t.Fatalf("%d episodes, %d index rows, %d cells; want %d episodes, one row each and one per nested side_probe call, some cells", len(eps), len(rows), len(cells), len(All())+len(evidence()))
	}
	// The grid is what the episodes say happened.
	byEp := map[string][]memory.Cell{}
	for _, c := range cells {
		byEp[c.Episode] = append(byEp[c.Episode], c)
	}
	for _, ep := range eps {
		snap, err := ParseSnapshot(ep)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := json.Marshal(Cells(ep, snap.Start))
		got, _ := json.Marshal(byEp[ep.ID])
		if string(want) != string(got) {
			t.Errorf("%s: grid.jsonl does not match the cells derived from the episode", ep.ID)
		}
	}
	lib := openLib(t)
	ctx := context.Background()
	for _, ep := range eps {
		c, err := Resim(ctx, ep, LibraryRunner(lib))
		if err != nil {
			t.Fatalf("Resim(%s): %v", ep.ID, err)
		}
		if !c.Passed {
			t.Errorf("Resim(%s) failed: %v", ep.ID, c.Diffs)
		}
	}
}

// TestRecordIntoMemory writes the shipped recordings into the embedded
// store and reads the episode, the index and the grid back.
func TestRecordIntoMemory(t *testing.T) {
	eps, cells, rows := readRecordings(t)
	ctx := context.Background()
	st, err := embedded.Open(ctx, filepath.Join(t.TempDir(), "memory.db"), embedded.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	for _, ep := range eps {
		var cs []memory.Cell
		for _, c := range cells {
			if c.Episode == ep.ID {
				cs = append(cs, c)
			}
		}
		var rs []memory.IndexRow
		for _, r := range rows {
			if r.Episode == ep.ID {
				rs = append(rs, r)
			}
		}
		if err := Store(ctx, st, &Recording{Episode: ep, Cells: cs, Index: rs}); err != nil {
			t.Fatal(err)
		}
	}
	got, err := st.Episode(ctx, "mc-lava-gap")
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Steps) == 0 || got.Success == nil || !*got.Success {
		t.Errorf("stored lava gap episode: %d steps, success %v", len(got.Steps), got.Success)
	}
	o := Origin
	placed, err := st.Cells(ctx, memory.CellQuery{Min: [3]int{o.X - 1, 20, o.Z - 4}, Max: [3]int{o.X + 1, 22, o.Z}, Kind: memory.Placed, Limit: 1000})
	if err != nil {
		t.Fatal(err)
	}
	byEp := map[string]int{}
	for _, c := range placed {
		byEp[c.Episode]++
	}
	if byEp["mc-lava-gap"] != 3 {
		t.Errorf("placed cells of mc-lava-gap in the gap = %d; want 3 (%v)", byEp["mc-lava-gap"], placed)
	}
	stats, err := st.Stats(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if stats.Edges["ACTED_ON"] == 0 || stats.Nodes["Object"] == 0 {
		t.Errorf("stats %v: want objects acted on (stone@x,y,z, blaze#id)", stats)
	}
	hazards, err := st.Cells(ctx, memory.CellQuery{Min: [3]int{o.X, 21, o.Z - 3}, Max: [3]int{o.X, 21, o.Z - 1}, Kind: memory.Hazard, Limit: 1000})
	if err != nil {
		t.Fatal(err)
	}
	if len(hazards) == 0 {
		t.Error("no hazard cells on the lava gap")
	}
}

// TestSeededBugsFail swaps each mutant (testdata/mutants) into a library
// and re-simulates the shipped episodes: every mutant must fail on at
// least one episode.
func TestSeededBugsFail(t *testing.T) {
	eps, _, _ := readRecordings(t)
	ctx := context.Background()
	all := mutants(t)
	n := len(all)
	for name, u := range all {
		t.Run(name, func(t *testing.T) {
			lib := openLib(t)
			lib.Swap(u)
			var failed []string
			for _, ep := range eps {
				c, err := Resim(ctx, ep, LibraryRunner(lib))
				if err != nil {
					t.Fatal(err)
				}
				if !c.Passed {
					failed = append(failed, ep.ID+": "+strings.Join(c.Diffs, "; "))
				}
			}
			if len(failed) == 0 {
				t.Fatalf("mutant %s of %s passes every episode", name, u.Name())
			}
			sort.Strings(failed)
			t.Logf("mutant %s fails %d episode(s): %s", name, len(failed), failed[0])
		})
	}
	if n < 5 {
		t.Errorf("%d mutants; want at least 5", n)
	}
}

// TestFailuresRecalledByBlock records a run of a buggy side probe (it
// names the wrong block when it digs, so the world refuses) into memory,
// and recalls the failure by the kind of block the action named.
func TestFailuresRecalledByBlock(t *testing.T) {
	ctx := context.Background()
	lib := openLib(t)
	u := mutant(t, "probe_too_deep")
	lib.Swap(u)
	s, err := Get("tunnel")
	if err != nil {
		t.Fatal(err)
	}
	rec, err := Record(ctx, voxel.New(voxel.Options{}), s, LibraryRunner(lib), Options{Start: time.Now().UTC().Add(-time.Minute), ID: "mc-tunnel-buggy-probe"})
	if err != nil {
		t.Fatal(err)
	}
	st, err := embedded.Open(ctx, filepath.Join(t.TempDir(), "memory.db"), embedded.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if err := Store(ctx, st, rec); err != nil {
		t.Fatal(err)
	}
	fs, err := st.Failures(ctx, memory.FailureQuery{Action: "dig", Class: "diamond_ore"})
	if err != nil {
		t.Fatal(err)
	}
	if len(fs) == 0 {
		t.Fatalf("no failed digs on diamond_ore recalled; steps: %d", len(rec.Episode.Steps))
	}
	f := fs[0]
	if f.Class != "diamond_ore" || !strings.Contains(f.Reason, "is stone, not diamond_ore") || f.Step.Episode != "mc-tunnel-buggy-probe" {
		t.Errorf("failure = %+v; want the refused dig of diamond_ore", f)
	}
	if f.Version != u.Version() {
		t.Errorf("failure version %q; want the buggy side_probe's %q", f.Version, u.Version())
	}
}
