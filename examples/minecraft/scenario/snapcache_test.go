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
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/verify"
)

// restored parses ep's snapshot afresh and restores its start in a new
// voxel world.
func restored(t testing.TB, ep memory.Episode) (*Snapshot, *voxel.World) {
	t.Helper()
	s, err := ParseSnapshot(ep)
	if err != nil {
		t.Fatal(err)
	}
	w, err := voxel.FromSnapshot(s.Start)
	if err != nil {
		t.Fatal(err)
	}
	return s, w
}

// rerun is restored, then ep's skill run by lib in the world; it returns
// the run's error.
func rerun(ctx context.Context, t testing.TB, lib *library.Library, ep memory.Episode) (*Snapshot, *voxel.World, error) {
	t.Helper()
	s, w := restored(t, ep)
	_, err := lib.Run(ctx, s.Skill, library.Request{Args: s.Args, World: w})
	return s, w, err
}

// verdictUncached re-simulates ep as the Simulator did before it kept
// parsed snapshots: a fresh parse for the world and another for the check.
func verdictUncached(ctx context.Context, t testing.TB, lib *library.Library, ep memory.Episode) []string {
	t.Helper()
	_, w, runErr := rerun(ctx, t, lib, ep)
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
	flippedUnit := mutant(t, "flipped_direction")
	serving, flipped := openLib(t), openLib(t)
	flipped.Swap(flippedUnit)
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
// world): baseline, as before, a fresh parse of the snapshot in each and
// the check through a snapshot of the world; kept, the Simulator as it
// is (the parsed snapshot kept by content, the voxel world's own check).
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

// TestCheckVoxelMatchesCheck: the voxel world's own check gives, on the
// same world, the differences the general check gives through a
// snapshot: after the serving skills and every mutant ran each shipped
// episode, and after the world was changed by hand (blocks, the player's
// health and place, mobs hurt, killed and added).
func TestCheckVoxelMatchesCheck(t *testing.T) {
	eps, _, _ := readRecordings(t)
	ctx := context.Background()
	libs := map[string]*library.Library{"serving": openLib(t)}
	for name, u := range mutants(t) {
		lib := openLib(t)
		lib.Swap(u)
		libs[name] = lib
	}
	same := func(what string, w *voxel.World, s *Snapshot, ep memory.Episode, runErr error) int {
		t.Helper()
		want, err := check(ctx, w, s, ep, runErr)
		if err != nil {
			t.Fatal(err)
		}
		got, err := checkVoxel(ctx, w, s, ep, runErr)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: checkVoxel gives %q; check gives %q", what, got, want)
		}
		return len(want)
	}
	differing := 0
	for name, lib := range libs {
		for _, ep := range eps {
			s, w, runErr := rerun(ctx, t, lib, ep)
			if same(name+" on "+ep.ID, w, s, ep, runErr) > 0 {
				differing++
			}
		}
	}
	if differing == 0 {
		t.Fatal("no run differs from its recording: the comparison of differences proves nothing")
	}
	// By hand, on the episodes with mobs and without.
	for _, ep := range eps[:12] {
		s, w := restored(t, ep)
		same(ep.ID+" untouched", w, s, ep, nil)
		c := s.Final.Min
		steps := []func() error{
			func() error { return mc.SetBlock(ctx, w, c, mc.Netherrack) },
			func() error { return mc.Fill(ctx, w, c.Add(mc.P(1, 1, 1)), c.Add(mc.P(3, 4, 5)), mc.Air) },
			func() error { return w.Hurt(ctx, 7, "test") },
			func() error {
				_, err := w.Spawn(ctx, "zombie", mc.V(float64(c.X)+2.5, float64(c.Y)+8, float64(c.Z)+3.5))
				return err
			},
			func() error { return w.Attack(ctx, 1) },
			func() error { return w.Attack(ctx, 1) },
			func() error { return w.ResetPlayer(ctx, c.Add(mc.P(4, 9, 7)), 1, 0) },
			func() error { return w.Hurt(ctx, 100, "test") },
		}
		for i, step := range steps {
			if err := step(); err != nil && !strings.Contains(err.Error(), "no entity") {
				t.Fatal(err)
			}
			same(fmt.Sprintf("%s after change %d", ep.ID, i+1), w, s, ep, nil)
			same(fmt.Sprintf("%s after change %d, run failed", ep.ID, i+1), w, s, ep, fmt.Errorf("test failure"))
		}
	}
}

// BenchmarkCheck measures the check of one re-simulated lava-gap episode:
// baseline, through the world's snapshot (check); measured, the voxel
// world's own (checkVoxel).
func BenchmarkCheck(b *testing.B) {
	eps, _, _ := readRecordings(b)
	ep := eps[0]
	ctx := context.Background()
	s, w, runErr := rerun(ctx, b, openLib(b), ep)
	for _, c := range []struct {
		name  string
		check func(context.Context, *voxel.World, *Snapshot, memory.Episode, error) ([]string, error)
	}{
		{"baseline", func(ctx context.Context, w *voxel.World, s *Snapshot, ep memory.Episode, runErr error) ([]string, error) {
			return check(ctx, w, s, ep, runErr)
		}},
		{"measured", checkVoxel},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := c.check(ctx, w, s, ep, runErr); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
