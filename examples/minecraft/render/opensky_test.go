package render

import (
	"bytes"
	"context"
	"math"
	"syscall"
	"testing"
	"time"

	mc "github.com/skillrun/skillrun/examples/minecraft"
	"github.com/skillrun/skillrun/examples/minecraft/scenario"
	"github.com/skillrun/skillrun/examples/minecraft/voxel"
)

// closedSky is a SnapshotWorld without OpenSky: every ray marches its
// whole length.
type closedSky struct{ w SnapshotWorld }

func (c closedSky) Block(p mc.Pos) string { return c.w.Block(p) }

// skyViews are the snapshot around the player of every scene, and
// cameras at its eyes looking level, up and down, four ways.
func skyViews(t testing.TB) (snaps []*mc.Snapshot, cams [][]Camera) {
	t.Helper()
	ctx := context.Background()
	for _, s := range append(scenario.All(), scenario.Sights()...) {
		w := voxel.New(voxel.Options{})
		if err := s.Setup(ctx, w); err != nil {
			t.Fatal(err)
		}
		at, err := w.Snapshot(ctx, mc.P(0, 0, 0), mc.P(0, 0, 0))
		if err != nil {
			t.Fatal(err)
		}
		p := at.Player.Pos.Block()
		snap, err := w.Snapshot(ctx, mc.P(p.X-16, max(0, p.Y-8), p.Z-16), mc.P(p.X+16, p.Y+12, p.Z+16))
		if err != nil {
			t.Fatal(err)
		}
		var cs []Camera
		for _, yaw := range []float64{0, math.Pi / 2, math.Pi, -math.Pi / 3} {
			for _, pitch := range []float64{-0.6, 0, 0.5, 1.2} {
				cs = append(cs, Camera{Eye: snap.Player.Eye(), Yaw: yaw, Pitch: pitch, Width: 160, Height: 90})
			}
		}
		snaps, cams = append(snaps, snap), append(cams, cs)
	}
	return snaps, cams
}

// TestOpenSkySamePicture: stopping a ray that leaves the snapshot's box
// into open sky draws the very same picture, pixel for pixel and with the
// same mob boxes, as marching it its whole length, in every scene, looking
// level, up and down.
func TestOpenSkySamePicture(t *testing.T) {
	snaps, cams := skyViews(t)
	for i, snap := range snaps {
		opts := Options{Mobs: snap.Entities}
		for _, cam := range cams[i] {
			a, boxA, countA, err := render(SnapshotWorld{snap}, cam, Textures{}, opts)
			if err != nil {
				t.Fatal(err)
			}
			b, boxB, countB, err := render(closedSky{SnapshotWorld{snap}}, cam, Textures{}, opts)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(a.Pix, b.Pix) {
				t.Errorf("scene %d, yaw %.2f pitch %.2f: the open-sky picture differs", i, cam.Yaw, cam.Pitch)
			}
			for k := range boxA {
				if boxA[k] != boxB[k] || countA[k] != countB[k] {
					t.Errorf("scene %d, yaw %.2f pitch %.2f: mob %d box %v (%d px) against %v (%d px)", i, cam.Yaw, cam.Pitch, k, boxA[k], countA[k], boxB[k], countB[k])
				}
			}
		}
	}
}

// BenchmarkOpenSky draws the scenes' views (160×90) the way the renderer
// does (rays stopped in open sky, the cells of the snapshot's box known
// air or not once a frame) against marching every ray its whole length
// and asking the world for every cell's block, in CPU time a draw.
func BenchmarkOpenSky(b *testing.B) {
	snaps, cams := skyViews(b)
	for _, c := range []struct {
		name  string
		world func(s *mc.Snapshot) World
	}{{"marched", func(s *mc.Snapshot) World { return closedSky{SnapshotWorld{s}} }}, {"open-sky", func(s *mc.Snapshot) World { return SnapshotWorld{s} }}} {
		b.Run(c.name, func(b *testing.B) {
			// CPU, not wall time: the renderer's rows run on every core,
			// and the machine is shared.
			start := processCPU(b)
			defer func() { b.ReportMetric(float64((processCPU(b)-start).Nanoseconds())/float64(b.N), "cpu-ns/op") }()
			for b.Loop() {
				for i, snap := range snaps {
					for _, cam := range cams[i] {
						if _, _, _, err := render(c.world(snap), cam, Textures{}, Options{Mobs: snap.Entities}); err != nil {
							b.Fatal(err)
						}
					}
				}
			}
		})
	}
}

// processCPU is the process's user and system CPU time so far.
func processCPU(b *testing.B) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
