package render

import (
	"context"
	"time"

	mc "github.com/skillrun/skillrun/examples/minecraft"
	"github.com/skillrun/skillrun/internal/cputime"
)

// Snapshotter is a world that dumps boxes of blocks with its player and
// mobs: the voxel world, and the live server too (slowly).
type Snapshotter interface {
	Snapshot(ctx context.Context, min, max mc.Pos) (*mc.Snapshot, error)
}

// FrameOptions configure Frames. The zero value draws 640×360 frames with
// a 70° field of view, flat colours and the blocks within 16 of the player.
type FrameOptions struct {
	Width, Height int
	FOV           float64
	Textures      Textures
	// Radius is how far from the player blocks are drawn (default 16).
	Radius int
}

// Frames returns a function that draws what the player of a world sees,
// with the truth of the mobs in view (Shoot), for recording episodes with
// frames in any world that snapshots. Mobs are drawn at the size of their
// models (a blaze's head and rods, 1 × 1.5 blocks), not of their hit boxes.
func Frames(opts FrameOptions) func(ctx context.Context, w Snapshotter) (*mc.Shot, error) {
	if opts.Width == 0 || opts.Height == 0 {
		opts.Width, opts.Height = 640, 360
	}
	if opts.Radius == 0 {
		opts.Radius = 16
	}
	return func(ctx context.Context, w Snapshotter) (*mc.Shot, error) {
		at, err := w.Snapshot(ctx, mc.P(0, 0, 0), mc.P(0, 0, 0))
		if err != nil {
			return nil, err
		}
		p := at.Player.Pos.Block()
		r := opts.Radius
		snap, err := w.Snapshot(ctx, mc.P(p.X-r, max(0, p.Y-8), p.Z-r), mc.P(p.X+r, p.Y+12, p.Z+r))
		if err != nil {
			return nil, err
		}
		mobs := make([]mc.Entity, len(snap.Entities))
		for i, e := range snap.Entities {
			if e.Name == "blaze" {
				e.Width, e.Height = 1, 1.5
			}
			mobs[i] = e
		}
		cam := PlayerCamera(snap, opts.Width, opts.Height)
		cam.FOV = opts.FOV
		// The bands' CPU is the caller's to charge (a skill's run, when
		// its detector asked for the frame: library).
		return Shoot(SnapshotWorld{snap}, cam, opts.Textures, Options{Mobs: mobs, CPU: func(d time.Duration) { cputime.Add(ctx, d) }})
	}
}
