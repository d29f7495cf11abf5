package gate_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/skillrun/skillrun/examples/minecraft/scenario"
	"github.com/skillrun/skillrun/examples/minecraft/voxel"
	"github.com/skillrun/skillrun/gate"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	memopen "github.com/skillrun/skillrun/memory/open"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/verify"
)

// bridgeEvidence is the voxel example's library (in process) and a store
// holding n recorded bridge_north runs (in the scenes scenes names, in
// turn), linked to the serving version a second apart, oldest first;
// failed(i) records the i-th as a failure. It returns the library, the
// store, the serving skill, the episodes in link order and the voxel
// simulator.
func bridgeEvidence(tb testing.TB, n int, scenes []string, failed func(i int) bool) (*library.Library, memory.Store, *library.Skill, []string, *verify.Registry) {
	tb.Helper()
	ctx := context.Background()
	dir := tb.TempDir()
	if err := scenario.WriteSkills(dir); err != nil {
		tb.Fatal(err)
	}
	lib, err := library.Open(dir, library.Options{Executor: sandbox.NewInProcess(sandbox.Options{})})
	if err != nil {
		tb.Fatal(err)
	}
	st, err := memopen.Store(ctx, filepath.Join(tb.TempDir(), "m.db"), memopen.Options{})
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { st.Close() })
	cur, err := lib.Get("bridge_north")
	if err != nil {
		tb.Fatal(err)
	}
	version := cur.Unit.Version()
	if err := st.PutVersion(ctx, memory.SkillVersion{Skill: "bridge_north", ID: version, Source: string(cur.Unit.Source), Kind: cur.Unit.Manifest.Kind, Created: time.Now()}); err != nil {
		tb.Fatal(err)
	}
	var ids []string
	start := time.Now()
	for i := range n {
		sc, err := scenario.Get(scenes[i%len(scenes)])
		if err != nil {
			tb.Fatal(err)
		}
		rec, err := scenario.Record(ctx, voxel.New(voxel.Options{}), sc, scenario.LibraryRunner(lib), scenario.Options{ID: fmt.Sprintf("ev-%03d", i), Version: version})
		if err != nil {
			tb.Fatal(err)
		}
		if failed != nil && failed(i) {
			no := false
			rec.Episode.Success, rec.Episode.Reason = &no, "the bridge fell"
		}
		if err := scenario.Store(ctx, st, rec); err != nil {
			tb.Fatal(err)
		}
		ids = append(ids, rec.Episode.ID)
		if err := st.LinkEvidence(ctx, memory.Evidence{Version: version, Episode: rec.Episode.ID, Relation: memory.SupportedBy, By: "test", Time: start.Add(time.Duration(i) * time.Second)}); err != nil {
			tb.Fatal(err)
		}
	}
	sims, err := verify.NewRegistry(scenario.Simulator{})
	if err != nil {
		tb.Fatal(err)
	}
	return lib, st, cur, ids, sims
}

// servingBridge is the version of bridge_north lib serves.
func servingBridge(tb testing.TB, lib *library.Library) string {
	tb.Helper()
	s, err := lib.Get("bridge_north")
	if err != nil {
		tb.Fatal(err)
	}
	return s.Unit.Version()
}

// ravineRun runs bridge_north's serving version (returned) on the ravine
// in the voxel world and records it under id, as a server records a real
// run (the caller hands it to the gate).
func ravineRun(tb testing.TB, lib *library.Library, id string) (*scenario.Recording, string) {
	tb.Helper()
	sc, err := scenario.Get("ravine")
	if err != nil {
		tb.Fatal(err)
	}
	ver := servingBridge(tb, lib)
	rec, err := scenario.Record(context.Background(), voxel.New(voxel.Options{}), sc, scenario.LibraryRunner(lib), scenario.Options{ID: id, Version: ver})
	if err != nil {
		tb.Fatal(err)
	}
	return rec, ver
}

// lavaGapGate is bridgeEvidence's library with four lava-gap episodes of
// bridge_north, judged by a gate with the Minecraft simulator; it returns
// the serving version and its file's source too.
func lavaGapGate(t *testing.T) (*library.Library, memory.Store, *library.Skill, *gate.Gate, []byte) {
	t.Helper()
	lib, st, cur, _, sims := bridgeEvidence(t, 4, []string{"lava_gap"}, nil)
	g := gate.New(gate.Options{Library: lib, Store: st, Simulators: sims})
	if err := g.Provision(context.Background()); err != nil {
		t.Fatal(err)
	}
	orig, err := os.ReadFile(cur.Unit.File)
	if err != nil {
		t.Fatal(err)
	}
	return lib, st, cur, g, orig
}

// restoredByProbation records that probation restored version (its
// replacement failed in real use), so the next candidate stands trial.
func restoredByProbation(t *testing.T, st memory.Store, version string) {
	t.Helper()
	if err := st.RecordDecision(context.Background(), memory.Decision{ID: "d-restored", Skill: "bridge_north", Version: version, Old: "0f0f0f0f0f0f0f0f", Status: memory.RolledBack,
		Author: gate.ProbationAuthor, Time: time.Now().Add(-time.Minute), Reason: "on probation, 0f0f0f0f0f0f succeeded in 0 of 5 real runs"}); err != nil {
		t.Fatal(err)
	}
}
