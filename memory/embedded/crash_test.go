package embedded_test

import (
	"bufio"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/memory/embedded"
	"github.com/skillrun/skillrun/memory/memorytest"
	_ "modernc.org/sqlite"
)

const crashEnv = "SKILLRUN_MEMORY_CRASH_CHILD"

func TestMain(m *testing.M) {
	if path := os.Getenv(crashEnv); path != "" {
		crashChild(path)
		return
	}
	os.Exit(m.Run())
}

const crashSteps = 300

func crashEpisode(i int) memory.Episode {
	return memorytest.Synthetic(fmt.Sprintf("crash-%04d", i), memorytest.T0.Add(time.Duration(i)*time.Minute), crashSteps, 7, true, i*1000)
}

// crashBatchPrefix in the child's path makes it record batches of
// episodes (RecordBatch, as a bulk import does) instead of one at a time.
const crashBatchPrefix = "batch:"

// crashChild imports episodes forever, printing each index once
// committed, until it is killed.
func crashChild(path string) {
	batch := 1
	if p, ok := strings.CutPrefix(path, crashBatchPrefix); ok {
		path, batch = p, 3
	}
	s, err := embedded.Open(context.Background(), path, embedded.Options{})
	if err != nil {
		fmt.Println("error", err)
		os.Exit(1)
	}
	for i := 0; ; i += batch {
		if batch == 1 {
			err = s.RecordEpisode(context.Background(), crashEpisode(i))
		} else {
			var eps []memory.Episode
			for j := range batch {
				eps = append(eps, crashEpisode(i+j))
			}
			err = s.RecordBatch(context.Background(), nil, eps)
		}
		if err != nil {
			fmt.Println("error", err)
			os.Exit(1)
		}
		fmt.Println("committed", i+batch-1)
	}
}

// TestKill9 kills a process in the middle of an import: every episode it
// reported committed is there whole, no episode is there in part, and
// running the import again completes it; with episodes recorded one by
// one and in batches.
func TestKill9(t *testing.T) {
	t.Run("episodes", func(t *testing.T) { testKill9(t, "") })
	t.Run("batches", func(t *testing.T) { testKill9(t, crashBatchPrefix) })
}

func testKill9(t *testing.T, mode string) {
	path := filepath.Join(t.TempDir(), "memory.db")
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), crashEnv+"="+mode+path)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(out)
	committed := -1
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "error") {
			t.Fatal(line)
		}
		fmt.Sscanf(line, "committed %d", &committed)
		if committed >= 4 {
			break
		}
	}
	// Let it get into the middle of the next transaction, then kill it.
	time.Sleep(7 * time.Millisecond)
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	cmd.Wait()
	if committed < 4 {
		t.Fatalf("child committed only %d episodes before dying", committed+1)
	}

	ctx := context.Background()
	s, err := embedded.Open(ctx, path, embedded.Options{})
	if err != nil {
		t.Fatalf("reopen after kill -9: %v", err)
	}
	defer s.Close()
	eps, err := s.Episodes(ctx, 10000)
	if err != nil {
		t.Fatal(err)
	}
	if len(eps) < committed+1 {
		t.Fatalf("%d episodes survive; %d were committed", len(eps), committed+1)
	}
	for _, e := range eps {
		ep, err := s.Episode(ctx, e.ID)
		if err != nil {
			t.Fatal(err)
		}
		if len(ep.Steps) != crashSteps {
			t.Fatalf("episode %s survives with %d of %d steps", e.ID, len(ep.Steps), crashSteps)
		}
	}
	// Resume: import the first n+3 episodes again.
	var all []memory.Episode
	for i := range len(eps) + 3 {
		all = append(all, crashEpisode(i))
	}
	rep, err := memory.Import(ctx, s, all, nil)
	if err != nil || rep.Episodes != len(all) {
		t.Fatalf("resumed import = %+v, %v", rep, err)
	}
	st, err := s.Stats(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if st.Nodes["Step"] != int64(len(all)*crashSteps) {
		t.Fatalf("after resume: %d steps; want %d", st.Nodes["Step"], len(all)*crashSteps)
	}
	t.Logf("killed after %d committed episodes; %d found; resumed to %d", committed+1, len(eps), len(all))
}

func TestSchemaVersion(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "m.db")
	s, err := embedded.Open(ctx, path, embedded.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	var v int
	if err := db.QueryRow(`SELECT version FROM schema_version`).Scan(&v); err != nil || v != embedded.SchemaVersion {
		t.Fatalf("schema_version = %d, %v; want %d", v, err, embedded.SchemaVersion)
	}
	var n int
	if err := db.QueryRow(`SELECT count(*) FROM sqlite_master WHERE name = 'step_frames_hash'`).Scan(&n); err != nil || n != 0 {
		t.Fatalf("migration 2 left step_frames_hash (%d, %v)", n, err)
	}
	var mode string
	if err := db.QueryRow(`PRAGMA journal_mode`).Scan(&mode); err != nil || mode != "wal" {
		t.Fatalf("journal_mode = %q, %v; want wal", mode, err)
	}
	// Reopening an up-to-date file migrates nothing and keeps the data.
	s, err = embedded.Open(ctx, path, embedded.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	if _, err := db.Exec(`UPDATE schema_version SET version = 99`); err != nil {
		t.Fatal(err)
	}
	db.Close()
	_, err = embedded.Open(ctx, path, embedded.Options{})
	if err == nil || !strings.Contains(err.Error(), "newer") {
		t.Fatalf("Open(newer schema) = %v; want a refusal", err)
	}
}

func TestOpenBadPath(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "f")
	if err := os.WriteFile(file, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := embedded.Open(context.Background(), filepath.Join(file, "m.db"), embedded.Options{})
	if err == nil {
		t.Fatal("Open under a regular file succeeded")
	}
	_, err = embedded.Open(context.Background(), "", embedded.Options{})
	if !errors.Is(err, memory.ErrInvalid) {
		t.Fatalf("Open(\"\") = %v; want ErrInvalid", err)
	}
	// A file that is not SQLite is refused with an error, not a panic.
	junk := filepath.Join(dir, "junk.db")
	os.WriteFile(junk, []byte(strings.Repeat("not a database ", 100)), 0o644)
	if _, err := embedded.Open(context.Background(), junk, embedded.Options{}); err == nil {
		t.Fatal("Open(junk) succeeded")
	}
}

// undoStepBytes takes a store back before migration 15 (episodes' step
// bytes, and 17's snapshot bytes), for tests that reopen it as written by
// an older version.
var undoStepBytes = []string{undoSnapshotBytes, `DROP TRIGGER steps_bytes_added`, `DROP TRIGGER steps_bytes_removed`, `ALTER TABLE episodes DROP COLUMN step_bytes`}

// undoSnapshotBytes takes a store back before migration 17 (episodes'
// snapshot bytes).
const undoSnapshotBytes = `ALTER TABLE episodes DROP COLUMN snapshot_bytes`

// TestSnapshotBytesBackfill: a store written before snapshots counted
// against an agent's quota counts them when it is upgraded, by their
// stored text.
func TestSnapshotBytesBackfill(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "m.db")
	s, err := embedded.Open(ctx, path, embedded.Options{})
	if err != nil {
		t.Fatal(err)
	}
	ep := memorytest.Kitchen("ep-snap", memorytest.T0)
	ep.Agent = "hoarder"
	ep.Snapshot = json.RawMessage(`{"sheets": "` + strings.Repeat("x", 5000) + `"}`)
	if err := s.RecordEpisode(ctx, ep); err != nil {
		t.Fatal(err)
	}
	before, err := s.AuthorUse(ctx, "hoarder")
	if err != nil || before.StepBytes < 5000 {
		t.Fatalf("AuthorUse = %+v, %v; want the snapshot's 5000 bytes and more counted", before, err)
	}
	s.Close()
	s = reopenOlder(t, path, undoSnapshotBytes, `UPDATE schema_version SET version = 16`)
	defer s.Close()
	if after, err := s.AuthorUse(ctx, "hoarder"); err != nil || after != before {
		t.Errorf("AuthorUse after the upgrade = %+v, %v; want %+v, the snapshot counted again", after, err, before)
	}
}

// TestTimelineBackfill: a store written before session timelines were
// marked (schema 8) marks them when it is upgraded — a "session-" episode
// whose runs are episodes of their own — so its runs stop counting twice
// as uses of a version.
func TestTimelineBackfill(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "m.db")
	s, err := embedded.Open(ctx, path, embedded.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"session-old", "session-old-run-1", "session-alone"} {
		if err := s.RecordEpisode(ctx, memorytest.Kitchen(id, memorytest.T0)); err != nil {
			t.Fatal(err)
		}
	}
	s.Close()
	s = reopenOlder(t, path, append(undoStepBytes, `ALTER TABLE episodes DROP COLUMN timeline`, `UPDATE schema_version SET version = 8`)...)
	defer s.Close()
	u, err := s.Usage(ctx, "v-open-1")
	if err != nil {
		t.Fatal(err)
	}
	// The run and the session without runs count; the session with a run
	// is its timeline.
	if u.Episodes != 2 {
		t.Fatalf("Usage after the upgrade = %+v; want 2 episodes (session-old is a timeline)", u)
	}
}

// TestEvidenceCountsBackfill: a store written before links were counted
// (schema 13) counts the links it holds when it is upgraded, and keeps
// counting after.
func TestEvidenceCountsBackfill(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "m.db")
	s, err := embedded.Open(ctx, path, embedded.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.PutVersion(ctx, memorytest.Version("open_thing", "v-open-1", memorytest.T0, "")); err != nil {
		t.Fatal(err)
	}
	var evs []memory.Evidence
	for i := range 5 {
		id := fmt.Sprintf("ep-%d", i)
		if err := s.RecordEpisode(ctx, memorytest.Kitchen(id, memorytest.T0)); err != nil {
			t.Fatal(err)
		}
		rel := memory.SupportedBy
		if i%2 == 1 {
			rel = memory.FailedIn
		}
		evs = append(evs, memory.Evidence{Version: "v-open-1", Episode: id, Relation: rel, By: "run"})
	}
	if err := s.LinkEvidence(ctx, evs[:4]...); err != nil {
		t.Fatal(err)
	}
	s.Close()
	s = reopenOlder(t, path, append(undoStepBytes, `DROP TRIGGER evidence_counted`, `DROP TRIGGER evidence_uncounted`, `DROP TABLE evidence_counts`, `UPDATE schema_version SET version = 13`)...)
	defer s.Close()
	if err := s.LinkEvidence(ctx, evs[4]); err != nil {
		t.Fatal(err)
	}
	n, err := s.EvidenceCounts(ctx, "v-open-1", "run", time.Time{})
	if err != nil || n[memory.SupportedBy] != 3 || n[memory.FailedIn] != 2 {
		t.Fatalf("EvidenceCounts after the upgrade = %v, %v; want 3 SUPPORTED_BY, 2 FAILED_IN", n, err)
	}
}

// reopenOlder turns the closed store at path into one an older release
// wrote (the statements undo the later migrations and set the schema
// version) and opens it, which upgrades it.
func reopenOlder(t *testing.T, path string, undo ...string) *embedded.Store {
	t.Helper()
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range undo {
		if _, err := db.Exec(q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	db.Close()
	s, err := embedded.Open(context.Background(), path, embedded.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return s
}
