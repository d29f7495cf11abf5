package scenario

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/hashicorp/go-hclog"

	"github.com/skillrun/skillrun/examples/minecraft/live"
	"github.com/skillrun/skillrun/memory"
)

// startLive starts a live bridge. Without node or node_modules the test
// skips, except in CI where it fails.
func startLive(t *testing.T) *live.Bridge {
	t.Helper()
	if err := live.Check(live.Options{}); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("CI=true but %v (ci/setup.d/40-minecraft.sh runs npm ci)", err)
		}
		t.Skip(err)
	}
	opts := live.Options{}
	if os.Getenv("MC_DEBUG") != "" {
		opts.Logger = hclog.New(&hclog.LoggerOptions{Name: "bridge", Level: hclog.Debug, Output: os.Stderr})
	}
	b, err := live.Start(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	return b
}

// TestLiveScenarios runs every scenario against the real server and checks
// the world as the server holds it afterwards (a server-side snapshot, not
// the bot's view or the skill's result), then re-simulates the live
// recording in the voxel world, which must reach the same state.
func TestLiveScenarios(t *testing.T) {
	if testing.Short() {
		t.Skip("live server in -short mode")
	}
	b := startLive(t)
	lib := openLib(t)
	for _, s := range All() {
		t.Run(s.Name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
			defer cancel()
			rec, err := Record(ctx, b, s, LibraryRunner(lib), Options{Start: epoch, Source: "live"})
			if err != nil {
				t.Fatal(err)
			}
			final, err := b.Snapshot(ctx, s.Min, s.Max)
			if err != nil {
				t.Fatal(err)
			}
			checkWorld(t, s.Name, final, *rec.Episode.Success, rec.Err)
			if t.Failed() {
				for _, st := range rec.Episode.Steps {
					t.Logf("step %d: %v -> %+v", st.Index, st.Action, st.Outcome)
				}
				t.Logf("result %v, error %q", rec.Result, rec.Err)
			}
			c, err := Resim(ctx, rec.Episode, LibraryRunner(lib))
			if err != nil {
				t.Fatal(err)
			}
			if !c.Passed {
				t.Errorf("live recording does not re-simulate in the voxel world: %v", c.Diffs)
			}
		})
	}
}

func liveCheck() error { return live.Check(live.Options{}) }

func startBench(ctx context.Context) (*live.Bridge, error) { return live.Start(ctx, live.Options{}) }

// TestLiveResim re-runs shipped episodes on the real server, restored from
// their snapshots: the serving skills reproduce them, a seeded bug does not.
func TestLiveResim(t *testing.T) {
	if testing.Short() {
		t.Skip("live server in -short mode")
	}
	b := startLive(t)
	eps, _, _ := readRecordings(t)
	byID := map[string]memory.Episode{}
	for _, ep := range eps {
		byID[ep.ID] = ep
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	lib := openLib(t)
	for _, id := range []string{"mc-lava-gap", "mc-descent", "mc-blaze"} {
		c, err := ResimIn(ctx, b, byID[id], LibraryRunner(lib))
		if err != nil {
			t.Fatal(err)
		}
		if !c.Passed {
			t.Errorf("%s re-run live: %v", id, c.Diffs)
		}
	}
	u := mutant(t, "flipped_direction")
	bad := openLib(t)
	bad.Swap(u)
	c, err := ResimIn(ctx, b, byID["mc-lava-gap"], LibraryRunner(bad))
	if err != nil {
		t.Fatal(err)
	}
	if c.Passed {
		t.Error("the flipped_direction mutant reproduces mc-lava-gap on the live server")
	} else {
		t.Logf("mutant on the live server: %v", c.Diffs)
	}
}
