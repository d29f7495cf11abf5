package verify_test

import (
	"context"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/verify"
	"github.com/skillrun/skillrun/verify/verifytest"
)

// verdictsOf is a report's verdicts without their timings.
func verdictsOf(rep *verify.Report) string {
	s := ""
	for _, v := range rep.Verdicts {
		s += fmt.Sprintf("%s %s %s %q %q %d\n", v.Episode, v.Status, v.Method, v.Err, v.Diffs, v.Steps)
	}
	return s
}

// corridorStore is a store holding the corridor episodes, and their ids.
func corridorStore(t *testing.T) ([]memory.Episode, memory.Store, []string) {
	t.Helper()
	eps := episodes(t)
	var ids []string
	for _, ep := range eps {
		ids = append(ids, ep.ID)
	}
	return eps, openStore(t, eps), ids
}

// TestEpisodeCacheSameVerdicts: with a cache, each version verifies
// exactly as without one, and the finished episodes are read once.
func TestEpisodeCacheSameVerdicts(t *testing.T) {
	ctx := context.Background()
	eps, st, ids := corridorStore(t)
	versions := [][]byte{
		reference(t),
		mutate(t, `case "stone":`, `case "stone_":`),
		mutate(t, `if obs.Int("cobble") < 1 {`, `if obs.Int("cobble") < 0 {`),
		reference(t),
	}
	for _, method := range []string{verify.Auto, verify.MethodReplay, verify.Both} {
		cache := verify.NewEpisodeCache(0)
		for i, src := range versions {
			lib, u := libWith(t, src)
			plain, err := verify.Version(ctx, lib, st, u, verify.Options{Simulators: registry(t), Method: method, Episodes: ids})
			if err != nil {
				t.Fatal(err)
			}
			cached, err := verify.Version(ctx, lib, st, u, verify.Options{Simulators: registry(t), Method: method, Episodes: ids, Cache: cache})
			if err != nil {
				t.Fatal(err)
			}
			if got, want := verdictsOf(cached), verdictsOf(plain); got != want {
				t.Errorf("%s, version %d: verdicts with the cache\n%s; want\n%s", method, i, got, want)
			}
		}
		if cache.Len() != len(eps) {
			t.Errorf("%s: cache holds %d episodes; want %d", method, cache.Len(), len(eps))
		}
	}
}

// TestEpisodeCacheUnfinished: an episode without End (still being
// recorded) is read again every time, so steps appended later are seen.
func TestEpisodeCacheUnfinished(t *testing.T) {
	ctx := context.Background()
	full := episodes(t)[0]
	open := full
	open.ID, open.End, open.Steps = "corridor-open", time.Time{}, full.Steps[:1]
	st := openStore(t, []memory.Episode{open})
	lib, u := libWith(t, reference(t))
	cache := verify.NewEpisodeCache(0)
	opts := verify.Options{Simulators: registry(t), Method: verify.MethodReplay, Episodes: []string{open.ID}, Cache: cache}
	first, err := verify.Version(ctx, lib, st, u, opts)
	if err != nil {
		t.Fatal(err)
	}
	if cache.Len() != 0 {
		t.Errorf("cache holds %d episodes; want none (the episode has no End)", cache.Len())
	}
	if err := st.AppendSteps(ctx, open.ID, full.Steps[1:]...); err != nil {
		t.Fatal(err)
	}
	second, err := verify.Version(ctx, lib, st, u, opts)
	if err != nil {
		t.Fatal(err)
	}
	if first.Verdicts[0].Steps == second.Verdicts[0].Steps {
		t.Errorf("replayed %d steps before and after appending %d; want the appended steps seen", first.Verdicts[0].Steps, len(full.Steps)-1)
	}
}

// TestEpisodeCacheObservationsOwned: a skill that writes into the
// observation it was served cannot change what the next verification
// replays from the cache.
func TestEpisodeCacheObservationsOwned(t *testing.T) {
	ctx := context.Background()
	_, st, ids := corridorStore(t)
	// After walking, it marks the observation it used with a wall ahead:
	// harmless to its own run, fatal to a replay that reads it again.
	src := mutate(t, "\t\twalked++\n", "\t\twalked++\n\t\tobs[side] = \"wall\"\n")
	lib, u := libWith(t, src)
	cache := verify.NewEpisodeCache(0)
	var reports []string
	for range 2 {
		rep, err := verify.Version(ctx, lib, st, u, verify.Options{Simulators: registry(t), Method: verify.MethodReplay, Episodes: ids, Cache: cache})
		if err != nil {
			t.Fatal(err)
		}
		if rep.Passed == 0 {
			t.Fatalf("the marking version passed no episode:\n%s", verdictsOf(rep))
		}
		reports = append(reports, verdictsOf(rep))
	}
	if reports[0] != reports[1] {
		t.Errorf("second verification from the cache\n%s; first\n%s", reports[1], reports[0])
	}
}

// taskCounter is the corridor simulator with a Tasker that counts its
// calls.
type taskCounter struct {
	verifytest.Simulator
	calls *atomic.Int64
}

func (s taskCounter) Task(ep memory.Episode) (verify.Task, error) {
	s.calls.Add(1)
	return verify.TaskOf(ep)
}

// TestEpisodeCacheTasks: a cached episode's task is worked out once per
// simulator, and not for an episode passed under a cached one's id.
func TestEpisodeCacheTasks(t *testing.T) {
	ctx := context.Background()
	eps, st, ids := corridorStore(t)
	calls := &atomic.Int64{}
	sims, err := verify.NewRegistry(taskCounter{calls: calls})
	if err != nil {
		t.Fatal(err)
	}
	lib, u := libWith(t, reference(t))
	cache := verify.NewEpisodeCache(0)
	var reports []string
	for range 3 {
		rep, err := verify.Version(ctx, lib, st, u, verify.Options{Simulators: sims, Episodes: ids, Cache: cache})
		if err != nil {
			t.Fatal(err)
		}
		reports = append(reports, verdictsOf(rep))
	}
	if n := calls.Load(); n != int64(len(eps)) {
		t.Errorf("Task called %d times in three verifications of %d episodes; want %d", n, len(eps), len(eps))
	}
	if reports[0] != reports[2] || !strings.Contains(reports[0], " pass ") {
		t.Errorf("verdicts changed from the cache:\n%s; first\n%s", reports[2], reports[0])
	}
	// The same ids passed directly (other bytes): asked again.
	calls.Store(0)
	if _, err := verify.Episodes(ctx, lib, u, episodes(t), verify.Options{Simulators: sims, Cache: cache}); err != nil {
		t.Fatal(err)
	}
	if n := calls.Load(); n != int64(len(eps)) {
		t.Errorf("Task called %d times for %d episodes not from the cache; want %d", n, len(eps), len(eps))
	}
}
