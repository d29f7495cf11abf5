package detectors

import (
	"image"
	"math"
	"testing"
)

func TestIoUExtremeBoxes(t *testing.T) {
	huge := image.Rect(math.MinInt64/2-1, math.MinInt64/2-1, math.MaxInt64/2+1, math.MaxInt64/2+1)
	full := image.Rect(math.MinInt64, math.MinInt64, math.MaxInt64, math.MaxInt64)
	small := image.Rect(10, 10, 30, 40)
	for _, c := range []struct {
		name string
		a, b image.Rectangle
	}{
		{"huge vs small", huge, small},
		{"full vs small", full, small},
		{"full vs full", full, full},
		{"huge vs huge", huge, huge},
		{"full vs huge", full, huge},
		{"inverted full", image.Rectangle{full.Max, full.Min}, small},
	} {
		got := IoU(c.a, c.b)
		if !(got >= 0 && got <= 1) {
			t.Errorf("%s: IoU(%v, %v) = %v; want within [0, 1]", c.name, c.a, c.b, got)
		}
	}
	if got := IoU(huge, small); got > 1e-9 {
		t.Errorf("IoU(huge, small) = %v; want about 0", got)
	}
}

// A detector that ignores the frame and answers one box covering
// everything must not verify: clamped to the frame it is a false positive
// and the blaze it did not find a false negative.
func TestMatchHugeBoxIsNotAHit(t *testing.T) {
	bounds := image.Rect(0, 0, 640, 360)
	truth := []Detection{{Label: "blaze", Box: image.Rect(300, 100, 330, 160)}}
	for _, box := range []image.Rectangle{
		image.Rect(math.MinInt64, math.MinInt64, math.MaxInt64, math.MaxInt64),
		image.Rect(-1<<40, -1<<40, 1<<40, 1<<40),
		image.Rect(0, 0, 640, 360),
	} {
		dets := Clamp([]Detection{{Label: "blaze", Box: box, Score: math.Inf(1)}}, bounds)
		s := Match(dets, truth, 0.5)
		if s.TP != 0 || s.FP != 1 || s.FN != 1 {
			t.Errorf("Match(%v) = %+v; want TP 0 FP 1 FN 1", box, s)
		}
		if p, r, iou := s.Precision(), s.Recall(), s.MeanIoU(); p != 0 || r != 0 || iou != 0 {
			t.Errorf("Match(%v): precision %v recall %v IoU %v; want 0 0 0", box, p, r, iou)
		}
	}
}

func TestClamp(t *testing.T) {
	bounds := image.Rect(0, 0, 100, 50)
	got := Clamp([]Detection{
		{Box: image.Rect(-10, -10, 20, 20), Score: math.NaN()},
		{Box: image.Rect(200, 200, 300, 300), Score: 0.5},
		{Box: image.Rect(90, 40, 80, 30), Score: 1},
	}, bounds)
	want := []image.Rectangle{image.Rect(0, 0, 20, 20), {}, image.Rect(80, 30, 90, 40)}
	for i, d := range got {
		if d.Box != want[i] {
			t.Errorf("Clamp box %d = %v; want %v", i, d.Box, want[i])
		}
		if math.IsNaN(d.Score) || math.IsInf(d.Score, 0) {
			t.Errorf("Clamp score %d = %v; want finite", i, d.Score)
		}
	}
}

// FuzzMatch: whatever boxes a detector returns, precision, recall and mean
// IoU stay within [0, 1].
func FuzzMatch(f *testing.F) {
	f.Add(int64(0), int64(0), int64(10), int64(10), int64(5), int64(5), int64(15), int64(15), uint8(1))
	f.Add(int64(math.MinInt64), int64(math.MinInt64), int64(math.MaxInt64), int64(math.MaxInt64), int64(1), int64(1), int64(2), int64(2), uint8(3))
	f.Fuzz(func(t *testing.T, x0, y0, x1, y1, tx0, ty0, tx1, ty1 int64, n uint8) {
		box := image.Rect(int(x0), int(y0), int(x1), int(y1))
		tbox := image.Rect(int(tx0), int(ty0), int(tx1), int(ty1))
		if v := IoU(box, tbox); !(v >= 0 && v <= 1) {
			t.Fatalf("IoU(%v, %v) = %v", box, tbox, v)
		}
		dets := make([]Detection, int(n%8))
		for i := range dets {
			dets[i] = Detection{Label: "x", Box: box.Add(image.Pt(i, -i)), Score: float64(i)}
		}
		s := Match(dets, []Detection{{Label: "x", Box: tbox}}, 0.5)
		for _, v := range []float64{s.Precision(), s.Recall(), s.MeanIoU()} {
			if !(v >= 0 && v <= 1) {
				t.Fatalf("Match(%v x%d, %v) = %+v: a figure %v outside [0, 1]", box, len(dets), tbox, s, v)
			}
		}
	})
}
