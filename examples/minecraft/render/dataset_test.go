package render

import (
	"context"
	"fmt"
	"image"
	"math"
	"math/rand"
	"testing"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/detectors/detectorstest"
	mc "github.com/skillrun/skillrun/examples/minecraft"
	"github.com/skillrun/skillrun/examples/minecraft/voxel"
	"github.com/skillrun/skillrun/library/builtin/blaze_detector"
)

// scene builds a random nether scene in front of the player: blazes, fire,
// lava, magma and a chicken, and a camera looking roughly north.
func randomScene(rng *rand.Rand) (*voxel.World, []mc.Entity, Camera) {
	ctx := context.Background()
	w := voxel.New(voxel.Options{})
	mc.Fill(ctx, w, mc.P(-8, 21, -14), mc.P(8, 21, 2), mc.Netherrack)
	for range rng.Intn(4) {
		x, z := rng.Intn(9)-4, -2-rng.Intn(8)
		mc.Fill(ctx, w, mc.P(x, 22, z), mc.P(x+rng.Intn(2), 22, z), mc.Fire)
	}
	for range rng.Intn(3) {
		x, z := rng.Intn(9)-4, -2-rng.Intn(8)
		mc.Fill(ctx, w, mc.P(x, 21, z), mc.P(x+1+rng.Intn(2), 21, z+rng.Intn(2)), mc.Lava)
	}
	for range rng.Intn(3) {
		x, z := rng.Intn(9)-4, -2-rng.Intn(8)
		mc.SetBlock(ctx, w, mc.P(x, 22, z), "magma_block")
	}
	var mobs []mc.Entity
	for i := range 1 + rng.Intn(2) {
		// Drawn at the model's size (head and orbiting rods, about 1 × 1.5
		// blocks), not the 0.6 × 1.8 hit box.
		mobs = append(mobs, mc.Entity{ID: i + 1, Name: "blaze", Pos: mc.V(rng.Float64()*6-3, 22+rng.Float64(), -2.5-rng.Float64()*6), Width: 1, Height: 1.5})
	}
	if rng.Intn(2) == 0 {
		mobs = append(mobs, mc.Entity{ID: 9, Name: "chicken", Pos: mc.V(rng.Float64()*4-2, 22, -2-rng.Float64()*3), Width: 0.4, Height: 0.7})
	}
	st, _ := w.State(ctx)
	cam := Camera{Eye: st.Player.Eye(), Yaw: rng.Float64()*0.5 - 0.25, Pitch: -0.15 - rng.Float64()*0.2, Width: 640, Height: 360}
	return w, mobs, cam
}

func iou(a, b image.Rectangle) float64 {
	in := a.Intersect(b)
	if in.Empty() {
		return 0
	}
	ia := float64(in.Dx() * in.Dy())
	return ia / (float64(a.Dx()*a.Dy()+b.Dx()*b.Dy()) - ia)
}

// TestBlazeDetectorOnRenderedScenes scores the blaze detector on rendered
// frames of random nether scenes, labelled by the renderer with where each
// blaze is visible: precision and recall at IoU 0.5.
func TestBlazeDetectorOnRenderedScenes(t *testing.T) {
	tx := detectorstest.Load(t)
	tex := Textures{
		Blocks: map[string]image.Image{mc.Fire: tx.Fire[0], mc.Lava: tx.Lava[0], "magma_block": tx.Magma},
		Mobs:   map[string]image.Image{"blaze": BlazeSprite(tx.Blaze)},
	}
	for name, img := range tx.Blocks {
		tex.Blocks[name] = img
	}
	rng := rand.New(rand.NewSource(11))
	const n = 40
	tp, fp, fn := 0, 0, 0
	var ious []float64
	for i := range n {
		w, mobs, cam := randomScene(rng)
		img, boxes, err := RenderLabelled(w, cam, tex, Options{Mobs: mobs})
		if err != nil {
			t.Fatal(err)
		}
		var truth []image.Rectangle
		for k, e := range mobs {
			// A blaze counts when enough of it shows to be told apart.
			if e.Name == "blaze" && boxes[k].Dx()*boxes[k].Dy() >= 400 {
				truth = append(truth, boxes[k])
			}
		}
		f, err := detectors.FrameFromImage(img, detectors.Source{Kind: "render", ID: fmt.Sprint(i)})
		if err != nil {
			t.Fatal(err)
		}
		found, err := blaze_detector.Detect(f, blaze_detector.Args{})
		if err != nil {
			t.Fatal(err)
		}
		used := make([]bool, len(truth))
		for _, d := range found {
			best, bi := 0.0, -1
			for k, b := range truth {
				if v := iou(d.Box, b); !used[k] && v > best {
					best, bi = v, k
				}
			}
			if best >= 0.5 {
				used[bi] = true
				tp++
				ious = append(ious, best)
			} else {
				fp++
				t.Logf("scene %d: false detection %v (truth %v)", i, d.Box, truth)
			}
		}
		for k, u := range used {
			if !u {
				save(t, fmt.Sprintf("missed_%02d.png", i), img)
				fn++
				t.Logf("scene %d: missed blaze %v", i, truth[k])
			}
		}
	}
	precision := float64(tp) / math.Max(1, float64(tp+fp))
	recall := float64(tp) / math.Max(1, float64(tp+fn))
	mean := 0.0
	for _, v := range ious {
		mean += v / float64(len(ious))
	}
	t.Logf("%d rendered scenes: %d blazes found, %d false, %d missed: precision %.3f recall %.3f mean IoU %.3f", n, tp, fp, fn, precision, recall, mean)
	// The detector declares 0.95 for both; its calibration includes frames
	// of this ray-caster (other seeds), where a blaze is a flat sprite on a
	// box. The floors sit under what it reaches here (BENCHMARKS.md).
	if precision < 0.95 || recall < 0.85 {
		t.Errorf("precision %.3f, recall %.3f on rendered scenes; want at least 0.95 and 0.85", precision, recall)
	}
}
