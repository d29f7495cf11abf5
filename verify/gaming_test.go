package verify_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/skillrun/skillrun/detectors/detectorstest"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/verify"
)

// gamingDetector ignores the frame and returns body's detections.
func gamingDetector(name, body string) string {
	return fmt.Sprintf(`// Game the score: %s.
package %s

import (
	"image"
	"math"

	"github.com/skillrun/skillrun/detectors"
)

var _ = math.MaxInt

// Args are none.
type Args struct{}

// Detect ignores the frame.
func Detect(f *detectors.Frame, args Args) ([]detectors.Detection, error) {
	_ = image.Rect
	return %s, nil
}
`, name, name, body)
}

// TestDetectorScoresCannotBeGamed: whatever boxes a detector answers —
// boxes far larger than the frame, inverted, at the integer limits,
// outside the frame, many copies of one box, NaN or infinite scores —
// precision, recall and mean IoU stay within [0, 1], and a detector that
// does not look at the frame does not verify.
func TestDetectorScoresCannotBeGamed(t *testing.T) {
	tex := detectorstest.Load(t)
	scenes, err := detectorstest.Scenes(tex, 12, detectorstest.SceneOptions{Seed: 91, Width: 320, Height: 180})
	if err != nil {
		t.Fatal(err)
	}
	var frames []verify.LabelledFrame
	for i, s := range scenes {
		frames = append(frames, verify.LabelledFrame{Name: s.Name, Frame: s.Frame, Truth: s.Truth, Episode: fmt.Sprintf("ep-%d", i%3)})
	}
	cases := map[string]string{
		"huge":      `[]detectors.Detection{{Label: "blaze", Box: image.Rect(math.MinInt64, math.MinInt64, math.MaxInt64, math.MaxInt64), Score: 1}}`,
		"big":       `[]detectors.Detection{{Label: "blaze", Box: image.Rect(-1<<40, -1<<40, 1<<40, 1<<40), Score: 1}}`,
		"inverted":  `[]detectors.Detection{{Label: "blaze", Box: image.Rectangle{Min: image.Pt(math.MaxInt64, math.MaxInt64), Max: image.Pt(math.MinInt64, math.MinInt64)}, Score: 1}}`,
		"outside":   `[]detectors.Detection{{Label: "blaze", Box: image.Rect(10000, 10000, 10100, 10100), Score: 1}}`,
		"nan_score": `[]detectors.Detection{{Label: "blaze", Box: image.Rect(0, 0, 320, 180), Score: math.NaN()}, {Label: "blaze", Box: image.Rect(0, 0, 320, 180), Score: math.Inf(1)}}`,
		"grid":      `func() []detectors.Detection { var d []detectors.Detection; for y := 0; y < 180; y += 20 { for x := 0; x < 320; x += 20 { d = append(d, detectors.Detection{Label: "blaze", Box: image.Rect(x, y, x+40, y+60), Score: 1}) } }; return d }()`,
		"copies":    `func() []detectors.Detection { var d []detectors.Detection; for i := 0; i < 500; i++ { d = append(d, detectors.Detection{Label: "blaze", Box: image.Rect(-1<<50, -1<<50, 1<<50, 1<<50), Score: float64(i)}) }; return d }()`,
	}
	dir := t.TempDir()
	for name, body := range cases {
		name = "gaming_" + name
		if err := os.WriteFile(filepath.Join(dir, name+".go"), []byte(gamingDetector(name, body)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	lib, err := library.Open(dir, library.Options{Executor: sandbox.NewInProcess(sandbox.Options{})})
	if err != nil {
		t.Fatal(err)
	}
	if p := lib.Problems(); len(p) > 0 {
		t.Fatalf("library problems: %s", p[0].Msg)
	}
	th := map[string]float64{"precision": 0.5, "recall": 0.5, "iou": 0.5}
	for name := range cases {
		s, err := lib.Get("gaming_" + name)
		if err != nil {
			t.Fatal(err)
		}
		rep, err := verify.Detector(context.Background(), lib, s.Unit, frames, verify.DetectorOptions{Thresholds: th})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for what, v := range map[string]float64{"precision": rep.Precision, "recall": rep.Recall, "mean IoU": rep.MeanIoU} {
			if !(v >= 0 && v <= 1) {
				t.Errorf("%s: %s = %v; want within [0, 1]", name, what, v)
			}
		}
		if rep.Verified() {
			t.Errorf("%s: verified (precision %.3f recall %.3f IoU %.3f); a detector that ignores the frame must not", name, rep.Precision, rep.Recall, rep.MeanIoU)
		}
		for i, f := range rep.Frames {
			for _, d := range f.Detections {
				if b := frames[i].Frame.Bounds(); !d.Box.Empty() && !d.Box.In(b) {
					t.Errorf("%s: detection %v outside the frame %v after scoring", name, d.Box, b)
				}
			}
		}
	}
}
