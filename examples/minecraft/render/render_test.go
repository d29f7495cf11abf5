package render

import (
	"context"
	"flag"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/skillrun/skillrun/detectors"
	mc "github.com/skillrun/skillrun/examples/minecraft"
	"github.com/skillrun/skillrun/examples/minecraft/voxel"
)

var keep = flag.String("keep", "", "write the rendered frames into this directory")

func save(t *testing.T, name string, img *image.RGBA) {
	if *keep == "" {
		return
	}
	f, err := os.Create(filepath.Join(*keep, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

func eye(w *voxel.World) mc.Vec {
	st, _ := w.State(context.Background())
	return st.Player.Eye()
}

// TestGeometry renders with flat colours: what the camera faces is where it
// should be in the frame.
func TestGeometry(t *testing.T) {
	ctx := context.Background()
	w := voxel.New(voxel.Options{})
	mc.Fill(ctx, w, mc.P(-1, 21, -4), mc.P(1, 21, -2), mc.Lava)
	mc.Fill(ctx, w, mc.P(-3, 22, -8), mc.P(3, 25, -8), mc.Stone)
	cam := Camera{Eye: eye(w), Yaw: 0, Pitch: -0.35}
	img, err := Render(w, cam, Textures{}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	save(t, "geometry.png", img)
	tests := []struct {
		at   mc.Vec
		want color.RGBA
	}{
		{mc.V(0.5, 22, -2.5), fallback(mc.Lava)},        // the pool's surface
		{mc.V(0.5, 22, 0.2-1), fallback(mc.GrassBlock)}, // the grass just ahead
		{mc.V(0.5, 24.5, -8), fallback(mc.Stone)},       // the wall's face (shaded)
	}
	for _, tt := range tests {
		p, ok := Project(cam, tt.at)
		if !ok || !p.In(img.Bounds()) {
			t.Fatalf("Project(%v) = %v, %v; want a point in the frame", tt.at, p, ok)
		}
		got := img.RGBAAt(p.X, p.Y)
		if !near(got, tt.want) {
			t.Errorf("pixel at %v (%v) = %v; want about %v", tt.at, p, got, tt.want)
		}
	}
	// Above the wall: sky.
	if p, ok := Project(cam, mc.V(0.5, 30, -8)); ok && p.In(img.Bounds()) {
		if got := img.RGBAAt(p.X, p.Y); got != (color.RGBA{150, 190, 235, 255}) {
			t.Errorf("above the wall = %v; want sky", got)
		}
	}
}

// near compares colours up to the per-face shading.
func near(got, want color.RGBA) bool {
	for _, k := range []float64{1, 0.88, 0.75, 0.6} {
		if shade(want, k) == got {
			return true
		}
	}
	return false
}

// TestMobOcclusion: a mob in front of a wall hides it; behind the wall it
// is hidden.
func TestMobOcclusion(t *testing.T) {
	w := voxel.New(voxel.Options{})
	mc.Fill(context.Background(), w, mc.P(-3, 22, -6), mc.P(3, 25, -6), mc.Stone)
	red := image.NewUniform(color.RGBA{255, 0, 0, 255})
	tex := Textures{Mobs: map[string]image.Image{"blaze": red}}
	cam := Camera{Eye: eye(w)}
	front := mc.Entity{Name: "blaze", Pos: mc.V(0.5, 22, -3.5), Width: 0.6, Height: 1.8}
	back := mc.Entity{Name: "blaze", Pos: mc.V(0.5, 22, -8.5), Width: 0.6, Height: 1.8}
	for _, tt := range []struct {
		mob  mc.Entity
		seen bool
	}{{front, true}, {back, false}} {
		img, err := Render(w, cam, tex, Options{Mobs: []mc.Entity{tt.mob}})
		if err != nil {
			t.Fatal(err)
		}
		p, _ := Project(cam, tt.mob.Pos.Add(mc.V(0, 0.9, 0)))
		if got := img.RGBAAt(p.X, p.Y) == (color.RGBA{255, 0, 0, 255}); got != tt.seen {
			t.Errorf("mob at %v seen = %v; want %v", tt.mob.Pos, got, tt.seen)
		}
	}
}

func TestBadSize(t *testing.T) {
	if _, err := Render(voxel.New(voxel.Options{}), Camera{Width: -1, Height: 5}, Textures{}, Options{}); err == nil {
		t.Error("Render with a negative width succeeded")
	}
}

// TestWholeLabels: a mob's whole size is measured with nothing in front
// of it: a blaze behind another is partly hidden, the one in front not;
// a blaze cut by the frame's edge is partly hidden, its whole box past
// the edge; a blaze out of the frame has no label.
func TestWholeLabels(t *testing.T) {
	w := voxel.New(voxel.Options{})
	red := image.NewUniform(color.RGBA{255, 0, 0, 255})
	tex := Textures{Mobs: map[string]image.Image{"blaze": red}}
	cam := Camera{Eye: eye(w), Width: 320, Height: 180}
	front := mc.Entity{ID: 1, Name: "blaze", Pos: mc.V(0.5, 22, -3.5), Width: 0.6, Height: 1.8}
	back := mc.Entity{ID: 2, Name: "blaze", Pos: mc.V(0.8, 22, -6.5), Width: 0.6, Height: 1.8}
	shoot := func(cam Camera, mobs ...mc.Entity) []detectors.Truth {
		t.Helper()
		s, err := Shoot(w, cam, tex, Options{Mobs: mobs})
		if err != nil {
			t.Fatal(err)
		}
		return s.Truth
	}
	alone := shoot(cam, back)
	if len(alone) != 1 || alone[0].Visible != 1 || alone[0].Pixels < 100 {
		t.Fatalf("the back blaze alone: %+v; want it whole in view", alone)
	}
	both := shoot(cam, front, back)
	if len(both) != 2 {
		t.Fatalf("two blazes: %+v", both)
	}
	if both[0].Visible != 1 {
		t.Errorf("the front blaze: %+v; want visible 1", both[0])
	}
	if b := both[1]; !(b.Visible > 0 && b.Visible < 0.8) || b.FullPixels != alone[0].FullPixels || b.FullBox != alone[0].FullBox {
		t.Errorf("the back blaze behind the front one: %+v; want partly visible, whole as alone %+v", b, alone[0])
	}

	// Turned by half the horizontal field of view: the blaze's middle is
	// on the frame's edge.
	fov := cam.withDefaults().FOV
	half := math.Atan(math.Tan(fov*math.Pi/360) * 320 / 180)
	cut := cam
	cut.Yaw += half
	ts := shoot(cut, front)
	if len(ts) != 1 {
		t.Fatalf("a blaze on the frame's edge: %+v; want its label", ts)
	}
	tr := ts[0]
	if !(tr.Visible > 0.2 && tr.Visible < 0.7) {
		t.Errorf("a blaze half out of the frame: visible %v; want about half (%+v)", tr.Visible, tr)
	}
	if !(tr.FullBox[0] < 0 || tr.FullBox[2] > 320) || !(tr.Box[0] == 0 || tr.Box[2] == 320) {
		t.Errorf("a blaze on the frame's edge: box %v whole box %v; want the whole box past the edge the box reaches", tr.Box, tr.FullBox)
	}
	away := cam
	away.Yaw += math.Pi
	if ts := shoot(away, front); len(ts) != 0 {
		t.Errorf("a blaze behind the camera: %+v; want no label", ts)
	}
}
