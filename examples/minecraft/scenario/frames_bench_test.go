package scenario

import (
	"context"
	"testing"
	"time"

	mc "github.com/skillrun/skillrun/examples/minecraft"
	"github.com/skillrun/skillrun/examples/minecraft/live"
	"github.com/skillrun/skillrun/examples/minecraft/viewer"
	"github.com/skillrun/skillrun/examples/minecraft/voxel"
)

// BenchmarkFrameCapture records the blaze scene (combat_rank: it does not
// look, so both runs take the same steps) without frames and with a frame
// before every step, in the voxel world (the voxel renderer, 640×360) and
// on the live server (prismarine-viewer in the bridge, 640×360; needs the
// bridge's and the viewer's npm installs and Xvfb). The figure is ns/step:
// the frame's cost is the difference. Run with a small -benchtime.
func BenchmarkFrameCapture(b *testing.B) {
	lib := openSightLib(b)
	ctx := context.Background()
	s, err := Get("blaze")
	if err != nil {
		b.Fatal(err)
	}
	voxFrames := func() func(ctx context.Context, w World) (*mc.Shot, error) {
		return voxelFrames640()
	}
	run := func(b *testing.B, w func() World, frame func(ctx context.Context, w World) (*mc.Shot, error)) {
		steps := 0
		start := time.Now()
		for b.Loop() {
			rec, err := Record(ctx, w(), s, LibraryRunner(lib), Options{Start: epoch, Frame: frame})
			if err != nil {
				b.Fatal(err)
			}
			steps += len(rec.Episode.Steps)
		}
		b.ReportMetric(float64(time.Since(start).Nanoseconds())/float64(max(steps, 1)), "ns/step")
	}
	b.Run("voxel/no-frame", func(b *testing.B) { run(b, func() World { return voxel.New(voxel.Options{}) }, nil) })
	b.Run("voxel/frame", func(b *testing.B) { run(b, func() World { return voxel.New(voxel.Options{}) }, voxFrames()) })
	if liveCheck() != nil || viewer.Check("") != nil {
		b.Log("live: skipped (bridge or viewer not installed)")
		return
	}
	br, err := live.Start(ctx, live.Options{Frames: &live.FrameOptions{}, StartTimeout: 3 * time.Minute})
	if err != nil {
		b.Fatal(err)
	}
	defer br.Close()
	shot := func(ctx context.Context, w World) (*mc.Shot, error) { return br.Shot(ctx) }
	b.Run("live/no-frame", func(b *testing.B) { run(b, func() World { return br }, nil) })
	b.Run("live/frame", func(b *testing.B) { run(b, func() World { return br }, shot) })
}

// BenchmarkSightResim re-simulates a recorded episode of the looking
// combat procedure (combat_sight: a voxel frame and a detector call before
// each aim) beside one of the blind combat procedure (combat_rank, no
// frames), in steps per second.
func BenchmarkSightResim(b *testing.B) {
	lib := openSightLib(b)
	ctx := context.Background()
	for _, c := range []struct {
		name, scene string
		frames      bool
	}{{"combat_rank/no-frames", "blaze", false}, {"combat_sight/frames", "blaze_sight", true}} {
		s, err := Get(c.scene)
		if err != nil {
			b.Fatal(err)
		}
		opts := Options{Start: epoch}
		if c.frames {
			opts.Frame = voxelFrames640()
		}
		rec, err := Record(ctx, voxel.New(voxel.Options{}), s, LibraryRunner(lib), opts)
		if err != nil || !*rec.Episode.Success {
			b.Fatalf("%s: %v %s", c.scene, err, rec.Err)
		}
		b.Run(c.name, func(b *testing.B) {
			steps := 0
			start := time.Now()
			for b.Loop() {
				var w World = voxel.New(voxel.Options{})
				if c.frames {
					w = &Seeing{World: w, Draw: voxelFrames640()}
				}
				chk, err := ResimIn(ctx, w, rec.Episode, LibraryRunner(lib))
				if err != nil || !chk.Passed {
					b.Fatalf("resim: %v %v", err, chk.Diffs)
				}
				steps += chk.Actions
			}
			b.ReportMetric(float64(steps)/time.Since(start).Seconds(), "steps/s")
		})
	}
}
