package scenario

import (
	"context"
	"testing"
	"time"

	"github.com/skillrun/skillrun/detectors"
	mc "github.com/skillrun/skillrun/examples/minecraft"
	"github.com/skillrun/skillrun/examples/minecraft/render"
	"github.com/skillrun/skillrun/examples/minecraft/voxel"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/library/builtin"
	"github.com/skillrun/skillrun/runtime/sandbox"
)

// openSightLib opens the example's skills with the built-ins (the blaze
// detector the looking skills call).
func openSightLib(t testing.TB) *library.Library {
	t.Helper()
	bs, err := builtin.All(false)
	if err != nil {
		t.Fatal(err)
	}
	lib, err := library.Open(skillsDir(), library.Options{Executor: sandbox.NewInProcess(sandbox.Options{}), Builtins: bs})
	if err != nil {
		t.Fatal(err)
	}
	return lib
}

// voxelFrames draws voxel frames (the hand-drawn blaze, flat blocks).
func voxelFrames() func(ctx context.Context, w World) (*mc.Shot, error) {
	shoot := render.Frames(render.FrameOptions{Width: 320, Height: 180})
	return func(ctx context.Context, w World) (*mc.Shot, error) { return shoot(ctx, w) }
}

// TestBlazeSight records the looking combat procedure in the voxel world
// with a frame before every step: it finds the blaze through the detector
// on the frame, aims from the image and lands its hits; every step carries
// a frame with the blaze's true box; the episode re-simulates in a world
// that draws frames, and not in one that does not (the skill cannot see,
// and says so).
func TestBlazeSight(t *testing.T) {
	lib := openSightLib(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	s, err := Get("blaze_sight")
	if err != nil {
		t.Fatal(err)
	}
	if !s.Sight {
		t.Fatal("blaze_sight is not marked Sight")
	}
	w := voxel.New(voxel.Options{})
	rec, err := Record(ctx, w, s, LibraryRunner(lib), Options{Start: epoch, Frame: voxelFrames()})
	if err != nil {
		t.Fatal(err)
	}
	if !*rec.Episode.Success {
		t.Fatalf("blaze_sight failed: %s", rec.Err)
	}
	if got := rec.Result["hits"]; got != 3.0 {
		t.Errorf("hits = %v; want 3 (result %v)", got, rec.Result)
	}
	final, err := w.Snapshot(ctx, s.Min, s.Max)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range final.Entities {
		if e.Name == "blaze" && e.Health != 17 {
			t.Errorf("blaze health %v; want 17", e.Health)
		}
	}
	looked := 0
	for _, st := range rec.Episode.Steps {
		if len(st.Frames) != 1 {
			t.Fatalf("step %d has %d frames; want 1", st.Index, len(st.Frames))
		}
		if st.Action.Name == "look" {
			looked++
		}
		if st.Action.Name == "attack" && st.Action.Params["entity"] != nil {
			t.Errorf("step %d attacks a named entity: the procedure must not read the mob list", st.Index)
		}
	}
	if looked == 0 {
		t.Error("the procedure never aimed")
	}
	// Every frame carries its truth: the blaze's visible box.
	for _, f := range rec.Frames {
		ts, err := detectors.DecodeTruth(f.Labels[detectors.TruthLabel])
		if err != nil {
			t.Fatalf("frame %s: %v", f.Hash, err)
		}
		if len(ts) != 1 || ts[0].Label != "blaze" || ts[0].Pixels == 0 {
			t.Errorf("frame %s truth %+v; want the blaze in view", f.Hash, ts)
		}
		if f.Labels[CameraLabel] == "" || f.Labels[RendererLabel] != render.Renderer {
			t.Errorf("frame %s labels %v; want camera and renderer", f.Hash, f.Labels)
		}
	}
	// Re-simulation sees through the voxel renderer.
	c, err := ResimIn(ctx, &Seeing{World: voxel.New(voxel.Options{}), Draw: voxelFrames()}, rec.Episode, LibraryRunner(lib))
	if err != nil {
		t.Fatal(err)
	}
	if !c.Passed {
		t.Errorf("re-simulation with frames: %v", c.Diffs)
	}
	// Without frames the procedure cannot see: it fails cleanly, and the
	// re-simulation does not pass.
	blind, err := Resim(ctx, rec.Episode, LibraryRunner(lib))
	if err != nil {
		t.Fatal(err)
	}
	if blind.Passed || blind.Err == "" {
		t.Errorf("blind re-simulation passed=%v err=%q; want a failure saying it cannot see", blind.Passed, blind.Err)
	}
	// Through verify's simulator with frames, as the promotion gate runs it.
	sim := Simulator{Frames: voxelFrames()}
	rw, err := sim.Restore(ctx, rec.Episode)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := rw.(library.FrameSource); !ok {
		t.Errorf("Simulator.Restore with Frames gave a %T, not a FrameSource", rw)
	}
}

// voxelFrames640 draws the example's 640×360 voxel frames.
func voxelFrames640() func(ctx context.Context, w World) (*mc.Shot, error) {
	shoot := render.Frames(render.FrameOptions{})
	return func(ctx context.Context, w World) (*mc.Shot, error) { return shoot(ctx, w) }
}
