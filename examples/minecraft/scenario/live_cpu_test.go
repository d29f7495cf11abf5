package scenario

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	mc "github.com/skillrun/skillrun/examples/minecraft"
	"github.com/skillrun/skillrun/examples/minecraft/live"
	"github.com/skillrun/skillrun/examples/minecraft/viewer"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/library/builtin"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/skills"
)

// glance turns a little and calls the blaze detector on the live world's
// frame, again and again, under a CPU limit its own work never reaches.
const glance = `// Turn and look, again and again.
//
//skillrun:cpu 1s
//skillrun:timeout 5m
package glance

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	for i := 0; i < 2000; i++ {
		if _, err := env.Act(skills.Action{Name: "look", Params: map[string]any{"yaw": float64(i%8) * 0.05, "pitch": 0.0}}); err != nil {
			return nil, err
		}
		if _, err := env.Call("blaze_detector", map[string]any{}); err != nil {
			return nil, err
		}
	}
	return skills.Result{"looked": 2000}, nil
}
`

// TestLiveFramesCharged: the live bridge draws each frame a skill looks at
// in its own Node process (WebGL, PNG, label passes: about 60 ms of CPU
// each), which no limit of the skill's worker sees. The run is charged the
// bridge's CPU time for each call, so a skill that alternates a turn and a
// look under cpu 1s fails once the bridge has worked about a second for
// it; uncharged, it ran until the host's own share (decoding each PNG)
// reached a second, the bridge working eight times that meanwhile.
func TestLiveFramesCharged(t *testing.T) {
	if testing.Short() {
		t.Skip("live server in -short mode")
	}
	for _, err := range []error{liveCheck(), viewer.Check("")} {
		if err != nil {
			if os.Getenv("CI") == "true" {
				t.Fatalf("CI=true but %v", err)
			}
			t.Skip(err)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	br, err := live.Start(ctx, live.Options{Frames: &live.FrameOptions{}, StartTimeout: 3 * time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	defer br.Close()
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "glance"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "glance", "glance.go"), []byte(glance), 0o644); err != nil {
		t.Fatal(err)
	}
	bs, err := builtin.All(false)
	if err != nil {
		t.Fatal(err)
	}
	lib, err := library.Open(dir, library.Options{Executor: sandbox.NewInProcess(sandbox.Options{}), Builtins: bs})
	if err != nil {
		t.Fatal(err)
	}
	w := &Seeing{World: br, Draw: func(ctx context.Context, _ World) (*mc.Shot, error) { return br.Shot(ctx) }}
	// The first frame loads the renderer (seconds of CPU): not the run's.
	if _, err := w.Frame(ctx); err != nil {
		t.Fatal(err)
	}
	before, ok := br.CPU()
	if !ok {
		t.Fatal("the bridge's CPU clock cannot be read")
	}
	_, err = lib.Run(ctx, "glance", library.Request{World: w})
	after, _ := br.CPU()
	used := after - before
	t.Logf("run: %v; the bridge used %v of CPU meanwhile", err, used)
	// The last charge is a frame's drawing or the built-in detector's
	// look at it; the host's share is nearly all of it either way.
	if !errors.Is(err, skills.ErrCPU) || !strings.Contains(err.Error(), "of it the host's work for them; the last was") {
		t.Fatalf("run ended with %v; want the CPU limit, reached by the host's work for the run", err)
	}
	// One second of the run's, and the last frame's and the bot's own
	// ticks beside: well under the eight seconds an uncharged run costs.
	if used > 3*time.Second {
		t.Errorf("the bridge used %v of CPU for a run under cpu 1s", used)
	}
}
