package scenario

import (
	"context"
	"fmt"
	"reflect"
	"strings"
	"sync"
	"testing"

	mc "github.com/skillrun/skillrun/examples/minecraft"
	"github.com/skillrun/skillrun/examples/minecraft/voxel"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills/library"
	"github.com/skillrun/skillrun/verify"
)

// verdictUncached re-simulates ep as the Simulator did before it kept
// parsed snapshots: a fresh parse for the world and another for the check.
func verdictUncached(ctx context.Context, t testing.TB, lib *library.Library, ep memory.Episode) []string {
	t.Helper()
	s, err := ParseSnapshot(ep)
	if err != nil {
		t.Fatal(err)
	}
	w, err := voxel.FromSnapshot(s.Start)
	if err != nil {
		t.Fatal(err)
	}
	_, runErr := lib.Run(ctx, s.Skill, library.Request{Args: s.Args, World: w})
	again, err := ParseSnapshot(ep)
	if err != nil {
		t.Fatal(err)
	}
	diffs, err := check(ctx, w, again, ep, runErr)
	if err != nil {
		t.Fatal(err)
	}
	return diffs
}

// verdictSimulator re-simulates ep through the Simulator's Task, Restore
// and Check, as package verify does.
func verdictSimulator(ctx context.Context, lib *library.Library, ep memory.Episode) ([]string, error) {
	sim := Simulator{}
	task, err := sim.Task(ep)
	if err != nil {
		return nil, err
	}
	w, err := sim.Restore(ctx, ep)
	if err != nil {
		return nil, err
	}
	_, runErr := lib.Run(ctx, task.Skill, library.Request{Args: task.Args, World: w})
	return sim.Check(ctx, w, ep, verify.Run{Task: task, Err: runErr})
}

// TestSimulatorSharedSnapshotVerdicts: with the parsed snapshots kept and
// shared, every shipped episode gets the verdict it gets from fresh
// parses, for the serving skills and for a mutant that fails some, when
// verified twice in a row and by four goroutines at once; and no run
// changes the snapshot it shares.
func TestSimulatorSharedSnapshotVerdicts(t *testing.T) {
	eps, _, _ := readRecordings(t)
	ctx := context.Background()
	mutant, err := library.LoadFile(testdata("mutants", "flipped_direction", "bridge_north.go"))
	if err != nil {
		t.Fatal(err)
	}
	serving, flipped := openLib(t), openLib(t)
	flipped.Swap(mutant)
	failing := 0
	for _, lib := range []*library.Library{serving, flipped} {
		want := map[string][]string{}
		for _, ep := range eps {
			want[ep.ID] = verdictUncached(ctx, t, lib, ep)
			if lib == flipped && len(want[ep.ID]) > 0 {
				failing++
			}
		}
		compare := func(how string, ep memory.Episode) error {
			got, err := verdictSimulator(ctx, lib, ep)
			if err != nil {
				return fmt.Errorf("%s: %s: %v", how, ep.ID, err)
			}
			if !reflect.DeepEqual(got, want[ep.ID]) {
				return fmt.Errorf("%s: %s: diffs %q; fresh parses give %q", how, ep.ID, got, want[ep.ID])
			}
			return nil
		}
		for round := range 2 {
			for _, ep := range eps {
				if err := compare(fmt.Sprintf("in a row, round %d", round+1), ep); err != nil {
					t.Error(err)
				}
			}
		}
		var wg sync.WaitGroup
		errs := make(chan error, 4*len(eps))
		for g := range 4 {
			wg.Go(func() {
				// Each goroutine starts at another episode, so the same
				// episode runs in several at once.
				for i := range eps {
					if err := compare(fmt.Sprintf("goroutine %d", g), eps[(i+g)%len(eps)]); err != nil {
						errs <- err
					}
				}
			})
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Error(err)
		}
	}
	if failing == 0 {
		t.Fatal("the flipped_direction mutant fails no episode: the comparison of failing verdicts proves nothing")
	}
	for _, ep := range eps {
		kept, err := snapshots.parse(ep)
		if err != nil {
			t.Fatal(err)
		}
		fresh, err := ParseSnapshot(ep)
		if err != nil {
			t.Fatal(err)
		}
		fresh.FinalObservation = nil // not kept
		if !reflect.DeepEqual(kept, fresh) {
			t.Errorf("%s: the kept snapshot changed after the runs", ep.ID)
		}
	}
}

// TestSimulatorRestoreIsFresh: worlds restored from one kept snapshot are
// independent: what a run does to one is not in the next.
func TestSimulatorRestoreIsFresh(t *testing.T) {
	eps, _, _ := readRecordings(t)
	ep := eps[0]
	ctx := context.Background()
	s, err := ParseSnapshot(ep)
	if err != nil {
		t.Fatal(err)
	}
	p := s.Start.Min
	first, err := Simulator{}.Restore(ctx, ep)
	if err != nil {
		t.Fatal(err)
	}
	second, err := Simulator{}.Restore(ctx, ep)
	if err != nil {
		t.Fatal(err)
	}
	w1, w2 := first.(*voxel.World), second.(*voxel.World)
	if w1 == w2 {
		t.Fatal("Restore returned the same world twice")
	}
	was := w2.Block(p)
	block := mc.Stone
	if was == mc.Stone {
		block = mc.Dirt
	}
	if err := w1.SetBlocks(ctx, mc.Region{Min: p, Max: p, Names: []string{block}}); err != nil {
		t.Fatal(err)
	}
	if err := w1.Give(ctx, mc.Dirt, 5); err != nil {
		t.Fatal(err)
	}
	third, err := Simulator{}.Restore(ctx, ep)
	if err != nil {
		t.Fatal(err)
	}
	for i, w := range []*voxel.World{w2, third.(*voxel.World)} {
		if got := w.Block(p); got != was {
			t.Errorf("world %d: block %v is %s after another world set it to %s; want %s", i+2, p, got, block, was)
		}
		st, err := w.State(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if st.Player.Inventory[mc.Dirt] != s.Start.Player.Inventory[mc.Dirt] {
			t.Errorf("world %d: %d dirt after another world was given 5; want %d", i+2, st.Player.Inventory[mc.Dirt], s.Start.Player.Inventory[mc.Dirt])
		}
	}
}

// TestSnapshotCacheBounds: the cache keeps one parse per distinct
// snapshot, drops the least recently used past its budget, keeps no
// failures, and each failure names its own episode.
func TestSnapshotCacheBounds(t *testing.T) {
	eps, _, _ := readRecordings(t)
	a, b, c := eps[0], eps[1], eps[2]
	size := max(len(a.Snapshot), len(b.Snapshot), len(c.Snapshot))
	cache := newSnapshotCache(2 * size)
	first, err := cache.parse(a)
	if err != nil {
		t.Fatal(err)
	}
	again, err := cache.parse(a)
	if err != nil {
		t.Fatal(err)
	}
	if again != first {
		t.Error("the same episode parsed twice")
	}
	// The same bytes under another id share the parse.
	renamed := a
	renamed.ID = "copy-of-" + a.ID
	if s, _ := cache.parse(renamed); s != first {
		t.Error("identical snapshot bytes parsed again")
	}
	if _, err := cache.parse(b); err != nil {
		t.Fatal(err)
	}
	if _, err := cache.parse(a); err != nil { // a is now the most recently used
		t.Fatal(err)
	}
	if _, err := cache.parse(c); err != nil {
		t.Fatal(err)
	}
	n, bytes := cache.len()
	if n != 2 || bytes > 2*size {
		t.Errorf("cache holds %d snapshots, %d bytes; want 2 within %d", n, bytes, 2*size)
	}
	if s, _ := cache.parse(a); s != first {
		t.Error("the most recently used snapshot was dropped")
	}
	if n, _ := cache.len(); n != 2 {
		t.Errorf("cache holds %d snapshots; want 2 (b dropped, a kept)", n)
	}

	bad := memory.Episode{ID: "ep-broken-1", Snapshot: []byte(`{"skill": "x", "start": 3}`)}
	for _, id := range []string{"ep-broken-1", "ep-broken-2"} {
		bad.ID = id
		if _, err := cache.parse(bad); err == nil || !strings.Contains(err.Error(), id) {
			t.Errorf("broken snapshot of %s: error %v; want one naming the episode", id, err)
		}
	}
	if n, _ := cache.len(); n != 2 {
		t.Errorf("cache holds %d snapshots after two failures; want 2", n)
	}
	huge := newSnapshotCache(size / 2)
	if _, err := huge.parse(a); err != nil {
		t.Fatal(err)
	}
	if n, _ := huge.len(); n != 0 {
		t.Errorf("a snapshot over the whole budget was kept (%d)", n)
	}
}

// BenchmarkSimulatorParse measures what the Simulator spends on one
// episode around the skill's run (Task, Restore, Check of the untouched
// world): baseline, a fresh parse of the snapshot in each as before;
// kept, the parsed snapshot kept by content.
func BenchmarkSimulatorParse(b *testing.B) {
	eps, _, _ := readRecordings(b)
	ep := eps[0]
	ctx := context.Background()
	b.Run("baseline", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := ParseSnapshot(ep); err != nil { // Task
				b.Fatal(err)
			}
			s, err := ParseSnapshot(ep)
			if err != nil {
				b.Fatal(err)
			}
			w, err := voxel.FromSnapshot(s.Start)
			if err != nil {
				b.Fatal(err)
			}
			again, err := ParseSnapshot(ep)
			if err != nil {
				b.Fatal(err)
			}
			if _, err := check(ctx, w, again, ep, nil); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("kept", func(b *testing.B) {
		b.ReportAllocs()
		sim := Simulator{}
		for b.Loop() {
			task, err := sim.Task(ep)
			if err != nil {
				b.Fatal(err)
			}
			w, err := sim.Restore(ctx, ep)
			if err != nil {
				b.Fatal(err)
			}
			if _, err := sim.Check(ctx, w, ep, verify.Run{Task: task}); err != nil {
				b.Fatal(err)
			}
		}
	})
}
