package blaze_detector

import (
	"errors"
	"image"
	"testing"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/detectors/detectorstest"
)

// TestPrecisionRecall scores the detector on composed 2-D scenes (flat
// sprites pasted on textures) at 640×360 and 1280×720. The detector is
// calibrated on the real client's frames (package viewer's development
// set), not on these: they are an out-of-distribution check whose floors
// sit a little under the figures measured when it was recalibrated
// (BENCHMARKS.md), to catch regressions. Run with -v for figures.
func TestPrecisionRecall(t *testing.T) {
	tex := detectorstest.Load(t)
	sets := []detectorstest.SceneOptions{
		{Seed: 7, Width: 640, Height: 360},
		{Seed: 8, Width: 1280, Height: 720},
	}
	for _, opt := range sets {
		scenes, err := detectorstest.Scenes(tex, 250, opt)
		if err != nil {
			t.Fatal(err)
		}
		var total detectors.Score
		fires, lavas, magmas := 0, 0, 0
		for _, s := range scenes {
			dets, err := Detect(s.Frame, Args{})
			if err != nil {
				t.Fatalf("%s: %v", s.Name, err)
			}
			sc := detectors.Match(dets, s.Truth, 0.5)
			if sc.FP > 0 || sc.FN > 0 {
				t.Logf("%s: %+v", s.Name, sc)
			}
			total = total.Add(sc)
			fires += s.Fires
			lavas += s.Lavas
			magmas += s.Magmas
		}
		t.Logf("%d×%d, %d scenes (%d blazes, %d fires, %d lava pools, %d magma patches): precision %.3f recall %.3f mean IoU %.3f (TP %d FP %d FN %d)",
			opt.Width, opt.Height, len(scenes), total.TP+total.FN, fires, lavas, magmas,
			total.Precision(), total.Recall(), total.MeanIoU(), total.TP, total.FP, total.FN)
		if total.Precision() < 0.97 || total.Recall() < 0.65 || total.MeanIoU() < 0.62 {
			t.Errorf("%d×%d: precision %.3f recall %.3f mean IoU %.3f; want ≥ 0.97, ≥ 0.65, ≥ 0.62",
				opt.Width, opt.Height, total.Precision(), total.Recall(), total.MeanIoU())
		}
	}
}

func TestRejectsFireAndLavaAlone(t *testing.T) {
	tex := detectorstest.Load(t)
	scenes, err := detectorstest.Scenes(tex, 200, detectorstest.SceneOptions{Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, s := range scenes {
		if len(s.Truth) > 0 || s.Fires+s.Lavas+s.Magmas == 0 {
			continue
		}
		checked++
		dets, err := Detect(s.Frame, Args{})
		if err != nil {
			t.Fatal(err)
		}
		if len(dets) > 0 {
			t.Errorf("%s (%d fires, %d lava, %d magma, no blaze): detected %v", s.Name, s.Fires, s.Lavas, s.Magmas, dets[0].Box)
		}
	}
	if checked < 20 {
		t.Fatalf("only %d scenes without a blaze; want at least 20", checked)
	}
}

func TestBadArgs(t *testing.T) {
	f, _ := detectors.NewFrame(8, 8, detectors.Source{})
	for _, a := range []Args{{Threshold: -0.1}, {Threshold: 1.5}, {MinArea: -3}} {
		if _, err := Detect(f, a); err == nil {
			t.Errorf("Detect(%+v) = nil error; want one", a)
		}
	}
}

func TestBadFrame(t *testing.T) {
	if _, err := Detect(nil, Args{}); !errors.Is(err, detectors.ErrBadFrame) {
		t.Errorf("Detect(nil) = %v; want ErrBadFrame", err)
	}
	if _, err := Detect(&detectors.Frame{}, Args{}); !errors.Is(err, detectors.ErrBadFrame) {
		t.Errorf("Detect(empty frame) = %v; want ErrBadFrame", err)
	}
}

// TestSpeckledFrameBounded: a frame covered in specks of the blaze's own
// colours (a wall of warm, noisy blocks up close) yields thousands of
// parts; the detector groups only the largest maxParts of them, so its
// work stays bounded, and it reports no blaze in noise.
func TestSpeckledFrameBounded(t *testing.T) {
	f, err := detectors.NewFrame(640, 360, detectors.Source{Kind: "test"})
	if err != nil {
		t.Fatal(err)
	}
	colours := [][3]uint8{{255, 248, 71}, {252, 150, 0}, {209, 120, 0}, {40, 30, 20}}
	seed := uint32(1)
	for y := range 360 {
		for x := range 640 {
			seed = seed*1664525 + 1013904223
			c := colours[3]
			if seed>>28 < 5 {
				c = colours[seed>>28%3]
			}
			f.Img.Pix[f.Img.PixOffset(x, y)+0] = c[0]
			f.Img.Pix[f.Img.PixOffset(x, y)+1] = c[1]
			f.Img.Pix[f.Img.PixOffset(x, y)+2] = c[2]
			f.Img.Pix[f.Img.PixOffset(x, y)+3] = 255
		}
	}
	m, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	parts, err := detectors.Components(mustMask(t, f, m.Palette), detectors.BlobOptions{MinArea: 2})
	if err != nil {
		t.Fatal(err)
	}
	if len(parts) < 5*maxParts {
		t.Fatalf("%d parts in the speckled frame; want many more than %d to test the bound", len(parts), maxParts)
	}
	cs, err := Candidates(f, m, 1)
	if err != nil {
		t.Fatal(err)
	}
	if bound := maxParts*(1+len(gaps)*len(relative)) + maxWindows; len(cs) > bound {
		t.Errorf("%d candidates; want at most %d (the largest %d parts, grouped at %d distances, and %d windows)", len(cs), bound, maxParts, len(gaps)*len(relative), maxWindows)
	}
	dets, err := Detect(f, Args{})
	if err != nil {
		t.Fatal(err)
	}
	if len(dets) > 0 {
		t.Errorf("%d blazes found in noise (first %v)", len(dets), dets[0].Box)
	}
}

func mustMask(t *testing.T, f *detectors.Frame, s *detectors.ColorSet) *detectors.Mask {
	t.Helper()
	m, err := detectors.MaskColors(f, s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestSelectKeepsSmallerScale: a box inside a surer one is suppressed
// when drawn at its scale (a part of the same blaze) and kept when drawn
// much smaller (a farther blaze seen through the nearer one's rods).
func TestSelectKeepsSmallerScale(t *testing.T) {
	scored := func(box image.Rectangle, q, edges float64) Scored {
		f := make([]float64, len(Features))
		f[edgeFeatures], f[edgeFeatures+1] = edges, edges
		return Scored{Candidate: Candidate{Box: box, Features: f}, P: q, Q: q}
	}
	near := image.Rect(100, 50, 200, 200)
	inside := image.Rect(130, 90, 160, 135)
	for _, c := range []struct {
		name        string
		edges, want float64
	}{
		{"a part, drawn as large", 0.1, 1},
		{"a bit smaller, still one blaze", 0.12, 1},
		{"a farther blaze", 0.3, 2},
	} {
		ws := []Scored{scored(near, 0.99, 0.1), scored(inside, 0.9, c.edges)}
		if got := Select(ws, 0.5); float64(len(got)) != c.want {
			t.Errorf("%s (edges %.2f a pixel against 0.1): %d blazes, want %v", c.name, c.edges, len(got), c.want)
		}
	}
	// A box under the threshold is never kept, whatever its scale.
	ws := []Scored{scored(near, 0.99, 0.1), scored(inside, 0.3, 0.3)}
	if got := Select(ws, 0.5); len(got) != 1 {
		t.Errorf("a farther box under the threshold: %d blazes, want 1", len(got))
	}
}
