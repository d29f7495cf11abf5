package gate_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/gate"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	memopen "github.com/skillrun/skillrun/memory/open"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/verify"
)

// TestWatchJudgesSavesMadeWhileNotWatching: a skill file saved while no
// watcher ran (the server down, or serving with --no-watch) loaded at the
// next start as if it served, unjudged: a rewrite written by a
// consolidation while the server was down served without the gate. A
// watching server now starts by asking memory which version served last
// (PutBackServed, before its first call and its watcher): an edit
// that never served is judged as a save (a broken one is rejected and the
// served version restored, the edit kept; a good one is promoted), and a
// stale copy of a version superseded meanwhile is brought up to the one
// that serves. The cases restart the library each time over the same
// directory and memory.
func TestWatchJudgesSavesMadeWhileNotWatching(t *testing.T) {
	ctx := context.Background()
	lib, st, cur, _, sims := bridgeEvidence(t, 4, []string{"lava_gap"}, nil)
	dir, file := lib.Dir(), cur.Unit.File
	g := provisioned(t, lib, st, sims)
	orig, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	// A rewrite the gate promotes (the same bridge, documented better):
	// memory says it serves.
	v2src := strings.Replace(string(orig), "package bridge_north", "// It bridges north.\npackage bridge_north", 1)
	d, err := g.Propose(ctx, library.Proposal{Source: []byte(v2src), Author: "agent-3"})
	if err != nil || !d.Promoted {
		t.Fatalf("the rewrite: %+v, %v; want it promoted", d, err)
	}
	v2 := d.Version
	// restart stops the last watcher, saves src to file and reopens the
	// library over dir, as a server started after the file was saved, and
	// watches it as serve does.
	stop := func() {}
	t.Cleanup(func() { stop() })
	restart := func(src string) *library.Library {
		t.Helper()
		stop()
		if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		lib, err := library.Open(dir, library.Options{Executor: sandbox.NewInProcess(sandbox.Options{})})
		if err != nil {
			t.Fatal(err)
		}
		g := provisioned(t, lib, st, sims)
		lib.PutBackServed(ctx, g.Served) // as a watching server does before its first call
		wctx, cancel := context.WithCancel(ctx)
		done, ready := make(chan error, 1), make(chan struct{})
		go func() {
			done <- lib.Watch(wctx, library.WatchOptions{Lifecycle: g.Lifecycle(), Ready: func() { close(ready) }})
		}()
		stop = func() { cancel(); <-done; stop = func() {} }
		<-ready // any edit PutBackServed found is scheduled
		return lib
	}
	// settled waits until lib serves want from a file holding wantSrc,
	// and memory holds a decision of status on version judged (none
	// when judged is "").
	settled := func(lib *library.Library, want, wantSrc, judged string, status memory.DecisionStatus, what string) {
		t.Helper()
		deadline := time.Now().Add(time.Minute)
		for {
			b, _ := os.ReadFile(file)
			decided := judged == ""
			if !decided {
				_, err := st.LatestVersionDecision(ctx, judged, status)
				decided = err == nil
			}
			if servingBridge(t, lib) == want && string(b) == wantSrc && decided {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("%s: a minute after the restart %s serves, the file holding the version wanted: %v, judged: %v; want %s", what, servingBridge(t, lib), string(b) == wantSrc, decided, want)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	version := func(src string) string {
		t.Helper()
		u, err := check.Check(file, []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		return u.Version()
	}

	// A broken edit saved while down: judged, rejected, the served
	// version restored to the file, the edit kept.
	broken := strings.Replace(v2src, "\tif args.Block == \"\" {", "\treturn nil, fmt.Errorf(\"gave up\")\n\tif args.Block == \"\" {", 1)
	settled(restart(broken), v2, v2src, version(broken), memory.Rejected, "a broken edit")
	if kept, _ := filepath.Glob(filepath.Join(dir, library.RejectedDir, "bridge_north."+version(broken)+".go")); len(kept) != 1 {
		t.Errorf("the broken edit was not kept in %s", library.RejectedDir)
	}

	// A good edit saved while down: judged, and promoted.
	v3src := strings.Replace(v2src, "// It bridges north.", "// It bridges north, block by block.", 1)
	v3 := version(v3src)
	settled(restart(v3src), v3, v3src, v3, memory.Promoted, "a good edit")

	// A stale copy of the version the good edit superseded: brought up
	// to the one that serves, not judged.
	settled(restart(v2src), v3, v3src, "", "", "a stale copy")
	if _, err := st.LatestVersionDecision(ctx, v2, memory.Rejected); err == nil {
		t.Error("the stale copy was judged and rejected; want it brought up to the serving version")
	}

	// A server puts the served version back before it answers its first
	// call, with no watcher yet (serve's stdio client calls at once), and
	// leaves the edit in the file for its watcher.
	stop()
	if err := os.WriteFile(file, []byte(broken), 0o644); err != nil {
		t.Fatal(err)
	}
	lib4, err := library.Open(dir, library.Options{Executor: sandbox.NewInProcess(sandbox.Options{})})
	if err != nil {
		t.Fatal(err)
	}
	if servingBridge(t, lib4) != version(broken) {
		t.Fatal("the reopened library does not serve the file as found")
	}
	var said []library.Change
	defer lib4.Subscribe(func(c library.Change) { said = append(said, c) })()
	lib4.PutBackServed(ctx, provisioned(t, lib4, st, sims).Served)
	if b, _ := os.ReadFile(file); servingBridge(t, lib4) != v3 || string(b) != broken {
		t.Errorf("after PutBackServed %s serves, the file holding the edit: %v; want %s, and the edit left for the watcher", servingBridge(t, lib4), string(b) == broken, v3)
	}
	// Said as what it is, not as a promotion.
	if len(said) != 1 || said[0].Kind != library.Updated || said[0].Version != v3 || !strings.Contains(said[0].Detail, "judged next") {
		t.Errorf("PutBackServed said %+v; want one update to %s saying the file is judged next", said, v3)
	}
}

// provisioned is a provisioned gate over lib and st, with sims and the
// library's rules.
func provisioned(tb testing.TB, lib *library.Library, st memory.Store, sims *verify.Registry) *gate.Gate {
	tb.Helper()
	g := gate.New(gate.Options{Library: lib, Store: st, Simulators: sims})
	if err := g.Provision(context.Background()); err != nil {
		tb.Fatal(err)
	}
	return g
}

// TestEditRunWithoutWatcherIsNotTakenAsServed: a skill memory had no
// record of (its file was there before anything recorded it), edited
// while no watcher ran and acted on there (disabled and enabled, which
// files the serving version): the edit was filed as "serving from its
// file when first recorded", so the next watching server took it as the
// version that served, and it served unjudged. A watching server now
// records the version it finds serving of a skill memory does not know
// (PutBackServed), and a version found serving where memory knows
// another served is filed without a decision: the edit is judged. A
// server that does not watch records what it finds at its start too
// (RecordFound).
func TestEditRunWithoutWatcherIsNotTakenAsServed(t *testing.T) {
	for _, first := range []string{"watching", "not watching"} {
		t.Run(first, func(t *testing.T) { editRunWithoutWatcher(t, first == "watching") })
	}
}

// editRunWithoutWatcher is TestEditRunWithoutWatcherIsNotTakenAsServed
// after a first server that watched (PutBackServed) or did not
// (serve --no-watch: RecordFound).
func editRunWithoutWatcher(t *testing.T, watching bool) {
	ctx := context.Background()
	dir := t.TempDir()
	file := filepath.Join(dir, "hello.go")
	src := func(k string) string {
		return "// Says hello.\npackage hello\n\nimport \"github.com/skillrun/skillrun/skills\"\n\ntype Args struct{}\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) { return skills.Result{\"hello\": " + k + "}, nil }\n"
	}
	if err := os.WriteFile(file, []byte(src("1")), 0o644); err != nil {
		t.Fatal(err)
	}
	st, err := memopen.Store(ctx, filepath.Join(t.TempDir(), "m.db"), memopen.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	sims, err := verify.NewRegistry()
	if err != nil {
		t.Fatal(err)
	}
	open := func() (*library.Library, *gate.Gate) {
		t.Helper()
		lib, err := library.Open(dir, library.Options{Executor: sandbox.NewInProcess(sandbox.Options{})})
		if err != nil {
			t.Fatal(err)
		}
		return lib, provisioned(t, lib, st, sims)
	}
	serving := func(lib *library.Library) string {
		t.Helper()
		s, err := lib.Get("hello")
		if err != nil {
			t.Fatal(err)
		}
		return s.Unit.Version()
	}
	// A server starts: memory learns which version serves.
	lib, g := open()
	if watching {
		lib.PutBackServed(ctx, g.Served)
	} else if err := g.RecordFound(ctx); err != nil {
		t.Fatal(err)
	}
	v1 := serving(lib)
	if d, err := st.LatestDecision(ctx, "hello", memory.ServingStatuses...); err != nil || d.Version != v1 {
		t.Fatalf("after the first server's start memory says %+v, %v serves; want %s", d, err, v1)
	}
	// Edited while no watcher runs, and acted on there.
	if err := os.WriteFile(file, []byte(src("2")), 0o644); err != nil {
		t.Fatal(err)
	}
	lib, g = open()
	v2 := serving(lib)
	if _, err := g.Disable(ctx, "hello", "a look", "person"); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Enable(ctx, "hello", "", "person"); err != nil {
		t.Fatal(err)
	}
	if d, err := st.LatestVersionDecision(ctx, v2, memory.ServingStatuses...); err == nil {
		t.Errorf("the unjudged edit was filed as serving: %+v", d)
	}
	// The next watching server serves v1 and leaves the edit to judge.
	lib, g = open()
	lib.PutBackServed(ctx, g.Served)
	if got := serving(lib); got != v1 {
		t.Errorf("after the watching server's start %s serves; want %s, the edit %s left for its watcher", got, v1, v2)
	}
}
