package render

import (
	"context"
	"flag"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

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
