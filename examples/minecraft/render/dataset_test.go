package render

import (
	"fmt"
	"image"
	"math"
	"math/rand"
	"testing"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/detectors/detectorstest"
	mc "github.com/skillrun/skillrun/examples/minecraft"
	"github.com/skillrun/skillrun/examples/minecraft/render/rendertest"
	"github.com/skillrun/skillrun/library/builtin/blaze_detector"
)

// scenes are this test's random nether scenes: blazes at the model's
// size, fire, lava, magma and a chicken, and a camera looking roughly
// north.
var scenes = rendertest.SceneOptions{Fires: 4, MinBlazes: 1, BlazeSpread: 2, Depth: 6, Yaw: 0.5, PitchMin: 0.15, PitchSpread: 0.2}

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
		sc := rendertest.RandomScene(rng, scenes)
		w, mobs := sc.World, sc.Mobs
		cam := Camera{Eye: sc.Eye, Yaw: sc.Yaw, Pitch: sc.Pitch, Width: 640, Height: 360}
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
				if v := detectors.IoU(d.Box, b); !used[k] && v > best {
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
