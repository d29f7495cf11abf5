package embedded_test

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/memory/embedded"
	"github.com/skillrun/skillrun/memory/memorytest"
	"github.com/skillrun/skillrun/skills"
)

// The upgrade fixture, testdata/schema3.db, was written by this package at
// schema version 3 (commit 8c623a5, before recovery links and compact frame
// keys) with upgradeFixture, and testdata/schema3.golden.json holds what
// that code answered to upgradeQueries on it. Setting
// SKILLRUN_WRITE_UPGRADE_FIXTURE=1 rewrites both with the current code,
// which is only right when the schema version is bumped again and the
// fixture should move to the version before it.
const (
	fixtureDB     = "testdata/schema3.db"
	fixtureGolden = "testdata/schema3.golden.json"
	fixtureSchema = 3
)

// retryEpisode has failures whose recoveries and enablers are each a
// different case: found with an enabler, found right after (no enabler),
// two failures sharing one recovery, an action with no object, a recovery
// past the window, and a gap in the step indexes.
func retryEpisode(id string, start time.Time) memory.Episode {
	ep := memory.Episode{ID: id, Agent: "alfred", Task: "get through the doors", Start: start, Summary: "doors were locked"}
	add := func(i int, name, object string, ok bool, reason string) {
		ep.Steps = append(ep.Steps, memory.Step{Index: i, Time: start.Add(time.Duration(i) * time.Second),
			Action: skills.Action{Name: name, Object: object}, Outcome: skills.Outcome{OK: ok, Reason: reason},
			Skill: "open_thing", Version: "v-open-1"})
	}
	add(0, "GotoLocation", "door_1", true, "")
	add(1, "OpenObject", "door_1", false, "locked")
	add(2, "GotoLocation", "drawer_1", true, "")
	add(3, "PickupObject", "key_1", true, "")
	add(4, "OpenObject", "door_1", true, "")
	add(5, "Jump", "", false, "blocked")
	add(6, "Jump", "", false, "blocked")
	add(7, "PickupObject", "box_1", true, "")
	add(8, "Jump", "", true, "")
	add(9, "OpenObject", "door_2", false, "stuck")
	add(10, "OpenObject", "door_2", true, "")
	add(11, "OpenObject", "door_3", false, "locked")
	add(12, "OpenObject", "door_1", true, "")
	add(13, "PickupObject", "key_3", false, "out of reach")
	for i := 14; i < 140; i++ {
		add(i, "Wait", "", true, "")
	}
	add(140, "OpenObject", "door_3", true, "")
	add(300, "OpenObject", "door_4", false, "locked")
	add(330, "PickupObject", "key_4", true, "")
	add(350, "OpenObject", "door_4", true, "")
	return ep
}

// upgradeFixture writes the fixture's content into s.
func upgradeFixture(ctx context.Context, s memory.Store) error {
	k := memorytest.Kitchen("kitchen-1", memorytest.T0)
	if err := s.PutFrames(ctx, memory.Frame{Hash: memorytest.FrameHash(1), Format: "png", Width: 64, Height: 48, Size: 999, Time: memorytest.T0}); err != nil {
		return err
	}
	syn := memorytest.Synthetic("synth-1", memorytest.T0.Add(time.Hour), 90, 3, true, 5000)
	for _, ep := range []memory.Episode{k, retryEpisode("retry-1", memorytest.T0.Add(2*time.Hour)), syn} {
		if err := s.RecordEpisode(ctx, ep); err != nil {
			return err
		}
	}
	if err := s.PutVersion(ctx, memorytest.Version("open_thing", "v-open-1", memorytest.T0, "")); err != nil {
		return err
	}
	if err := s.Link(ctx, "v-open-1", memory.SupportedBy, "kitchen-1", "retry-1"); err != nil {
		return err
	}
	_, err := s.PutNote(ctx, memory.Note{ID: "n-1", Text: "the drawer holds keys", Episodes: []string{"kitchen-1"}, Frames: []string{memorytest.FrameHash(2)}})
	return err
}

// upgradeQueries are read back from the fixture: what the schema-3 code
// answered must not change after the upgrade.
func upgradeQueries(ctx context.Context, s memory.Store) (map[string]any, error) {
	now := memorytest.T0.Add(48 * time.Hour)
	out := map[string]any{}
	for _, q := range []memory.FailureQuery{
		{Action: "OpenObject", Object: "microwave_1"},
		{Action: "OpenObject", Object: "door_1"},
		{Action: "OpenObject", Class: "door", Limit: 20},
		{Action: "Jump"},
		{Action: "PickupObject"},
		{Action: "dig", Object: "stone_1", Limit: 30},
		{Action: "dig", Lambda: -1, Limit: 100},
	} {
		q.Now = now
		fs, err := s.Failures(ctx, q)
		if err != nil {
			return nil, err
		}
		out[fmt.Sprintf("failures %s %s %s %d", q.Action, q.Object, q.Class, q.Limit)] = fs
	}
	for _, id := range []string{"kitchen-1", "retry-1", "synth-1"} {
		ep, err := s.Episode(ctx, id)
		if err != nil {
			return nil, err
		}
		out["episode "+id] = ep
		vs, err := s.VersionsIn(ctx, id)
		if err != nil {
			return nil, err
		}
		out["versions in "+id] = vs
	}
	for _, h := range []string{memorytest.FrameHash(1), memorytest.FrameHash(2), memorytest.FrameHash(5001)} {
		f, err := s.Frame(ctx, h)
		if err != nil {
			return nil, err
		}
		out["frame "+h] = f
	}
	for _, q := range []memory.NearQuery{
		{Pos: [3]float64{1, 0, 2}, Radius: 4},
		{Pos: [3]float64{30, 64, 0}, Radius: 8, Limit: 50},
		{Pos: [3]float64{-3, 60, -1}, Radius: 40, Limit: 200},
	} {
		ps, err := s.Near(ctx, q)
		if err != nil {
			return nil, err
		}
		out[fmt.Sprintf("near %v %v", q.Pos, q.Radius)] = ps
	}
	st, err := s.Stats(ctx)
	if err != nil {
		return nil, err
	}
	out["stats"] = st
	n, err := s.Note(ctx, "n-1")
	if err != nil {
		return nil, err
	}
	out["note"] = n
	return out, nil
}

func copyFile(t *testing.T, from, to string) {
	in, err := os.Open(from)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	out, err := os.Create(to)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(out, in); err != nil {
		t.Fatal(err)
	}
	if err := out.Close(); err != nil {
		t.Fatal(err)
	}
}

func writeUpgradeFixture(t *testing.T) {
	ctx := context.Background()
	tmp := filepath.Join(t.TempDir(), "m.db")
	s, err := embedded.Open(ctx, tmp, embedded.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := upgradeFixture(ctx, s); err != nil {
		t.Fatal(err)
	}
	got, err := upgradeQueries(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	// Fold the WAL into the file, so the fixture is one file.
	db, err := sql.Open("sqlite", tmp)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`PRAGMA wal_checkpoint(TRUNCATE); PRAGMA journal_mode = DELETE; VACUUM`); err != nil {
		t.Fatal(err)
	}
	db.Close()
	copyFile(t, tmp, fixtureDB)
	b, err := json.MarshalIndent(got, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(fixtureGolden, append(b, '\n'), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %s and %s at schema version %d", fixtureDB, fixtureGolden, embedded.SchemaVersion)
}

// TestUpgradeFromSchema3 opens a database written at schema version 3,
// migrates it, and reads back the same answers the schema-3 code gave.
func TestUpgradeFromSchema3(t *testing.T) {
	if os.Getenv("SKILLRUN_WRITE_UPGRADE_FIXTURE") == "1" {
		writeUpgradeFixture(t)
		return
	}
	path := filepath.Join(t.TempDir(), "m.db")
	copyFile(t, fixtureDB, path)
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	var v int
	if err := db.QueryRow(`SELECT version FROM schema_version`).Scan(&v); err != nil || v != fixtureSchema {
		t.Fatalf("fixture schema_version = %d, %v; want %d", v, err, fixtureSchema)
	}
	db.Close()
	ctx := context.Background()
	s, err := embedded.Open(ctx, path, embedded.Options{})
	if err != nil {
		t.Fatalf("open a schema-%d database: %v", fixtureSchema, err)
	}
	defer s.Close()
	got, err := upgradeQueries(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	gb, err := json.MarshalIndent(got, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(fixtureGolden)
	if err != nil {
		t.Fatal(err)
	}
	if string(gb)+"\n" != string(want) {
		os.WriteFile(filepath.Join(t.TempDir(), "got.json"), gb, 0o644)
		t.Fatalf("after upgrading from schema %d the answers differ from %s:\n%s", fixtureSchema, fixtureGolden, firstDiff(string(gb)+"\n", string(want)))
	}
	// The steps recorded before are counted in bytes for their agents'
	// quotas (migration 15), as the steps written after are.
	eps, err := s.Episodes(ctx, 1000)
	if err != nil {
		t.Fatal(err)
	}
	byAgent := map[string]int64{}
	for _, e := range eps {
		full, err := s.Episode(ctx, e.ID)
		if err != nil {
			t.Fatal(err)
		}
		byAgent[full.Agent] += memory.StepBytes(full.Steps...)
	}
	for agent, want := range byAgent {
		if u, err := s.AuthorUse(ctx, agent); err != nil || u.StepBytes != want || want == 0 {
			t.Errorf("after the upgrade, AuthorUse(%q) = %+v, %v; want %d step bytes", agent, u, err, want)
		}
	}
	// The upgraded store takes new writes: a failure recorded now is found
	// with its recovery.
	ep := retryEpisode("retry-2", memorytest.T0.Add(40*time.Hour))
	if err := s.RecordEpisode(ctx, ep); err != nil {
		t.Fatal(err)
	}
	fs, err := s.Failures(ctx, memory.FailureQuery{Action: "OpenObject", Object: "door_1", Now: memorytest.T0.Add(48 * time.Hour), Limit: 1})
	if err != nil {
		t.Fatal(err)
	}
	if len(fs) != 1 || fs[0].Step.Episode != "retry-2" || fs[0].Recovery == nil || fs[0].Recovery.Index != 4 || fs[0].Enabler == nil || fs[0].Enabler.Index != 3 {
		t.Fatalf("failure recorded after the upgrade = %+v", fs)
	}
}

// firstDiff shows the lines around the first difference of a and b.
func firstDiff(a, b string) string {
	line, i := 1, 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		if a[i] == '\n' {
			line++
		}
		i++
	}
	lo := max(0, i-200)
	return fmt.Sprintf("line %d:\ngot:  …%s\nwant: …%s", line, a[lo:min(len(a), i+200)], b[lo:min(len(b), i+200)])
}
