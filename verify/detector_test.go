package verify_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/detectors/detectorstest"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/library/builtin"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/verify"
)

// wholeFrame is a detector that calls the whole frame a blaze: it finds
// every blaze's box only when the box is the frame, so its precision and
// IoU are poor.
const wholeFrame = `// Call the whole frame a blaze.
package whole_frame

import "github.com/skillrun/skillrun/detectors"

// Args are none.
type Args struct{}

// Detect returns one box covering the frame.
func Detect(f *detectors.Frame, args Args) ([]detectors.Detection, error) {
	return []detectors.Detection{{Label: "blaze", Box: f.Img.Bounds(), Score: 1}}, nil
}
`

func TestDetectorScoring(t *testing.T) {
	tex := detectorstest.Load(t)
	scenes, err := detectorstest.Scenes(tex, 24, detectorstest.SceneOptions{Seed: 77, Width: 320, Height: 180})
	if err != nil {
		t.Fatal(err)
	}
	var frames []verify.LabelledFrame
	blazes := 0
	for i, s := range scenes {
		frames = append(frames, verify.LabelledFrame{Name: s.Name, Frame: s.Frame, Truth: s.Truth, Episode: []string{"ep-a", "ep-b"}[i%2]})
		blazes += len(s.Truth)
	}
	if blazes == 0 {
		t.Fatal("no blazes in the scenes")
	}
	lib, _ := detectorLib(t, "whole_frame", wholeFrame)
	ctx := context.Background()
	blaze, err := lib.Get("blaze_detector")
	if err != nil {
		t.Fatal(err)
	}
	// Composed scenes are not the real client's frames the detector is
	// calibrated on: its recall there is lower than its manifest's, so the
	// call lowers that one threshold (the others come from the manifest).
	lower := map[string]float64{"recall": 0.7}
	rep, err := verify.Detector(ctx, lib, blaze.Unit, frames, verify.DetectorOptions{Thresholds: lower})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("blaze_detector: precision %.3f recall %.3f mean IoU %.3f on %d frames (%d blazes)", rep.Precision, rep.Recall, rep.MeanIoU, len(frames), blazes)
	if !rep.Verified() || rep.Thresholds["precision"] == 0 {
		t.Errorf("blaze_detector does not verify against its manifest thresholds %v: %v", rep.Thresholds, rep.Misses)
	}
	if rep.Score.TP+rep.Score.FN != blazes {
		t.Errorf("TP+FN = %d; want the %d blazes", rep.Score.TP+rep.Score.FN, blazes)
	}
	if rep.Run.Method != verify.MethodDetector || !strings.Contains(rep.Run.Note, "precision") || rep.Run.Total != 2 {
		t.Errorf("run %+v", rep.Run)
	}

	strict, err := verify.Detector(ctx, lib, blaze.Unit, frames, verify.DetectorOptions{Thresholds: map[string]float64{"iou": 0.999, "recall": 0.7}})
	if err != nil {
		t.Fatal(err)
	}
	if strict.Verified() || len(strict.Misses) != 1 || !strings.HasPrefix(strict.Misses[0], "iou ") {
		t.Errorf("thresholds from the call: misses %v; want the iou one", strict.Misses)
	}
	if _, err := verify.Detector(ctx, lib, blaze.Unit, frames, verify.DetectorOptions{Thresholds: map[string]float64{"f1": 0.5}}); err == nil || !strings.Contains(err.Error(), `unknown threshold "f1"`) {
		t.Errorf("unknown threshold: %v", err)
	}

	if p := lib.Problems(); len(p) > 0 {
		t.Fatalf("library problems: %s", p[0].Msg)
	}
	whole, err := lib.Get("whole_frame")
	if err != nil {
		t.Fatal(err)
	}
	wrep, err := verify.Detector(ctx, lib, whole.Unit, frames, verify.DetectorOptions{Thresholds: map[string]float64{"precision": 0.9, "recall": 0.9, "iou": 0.5}})
	if err != nil {
		t.Fatal(err)
	}
	if wrep.Verified() || wrep.Precision > 0.5 {
		t.Errorf("whole-frame detector: precision %.3f recall %.3f, verified=%v; want rejected", wrep.Precision, wrep.Recall, wrep.Verified())
	}
	for _, v := range wrep.Run.Verdicts {
		if v.Passed || v.Divergence == "" {
			t.Errorf("whole-frame verdict %+v; want failed with a reason", v)
		}
	}
	// A procedure is not scored on frames, and a detector is not replayed.
	_, adv := libWith(t, reference(t))
	if _, err := verify.Detector(ctx, lib, adv, frames, verify.DetectorOptions{}); err == nil {
		t.Error("scored a procedure")
	}
	if _, err := verify.Episodes(ctx, lib, blaze.Unit, episodes(t), verify.Options{}); err == nil {
		t.Error("replayed a detector")
	}
}

// detectorLib opens a library of the built-in skills and the skill name
// with source src, and returns that skill's version.
func detectorLib(t *testing.T, name, src string) (*library.Library, *check.Unit) {
	t.Helper()
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, name), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name, name+".go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	bs, err := builtin.All(false)
	if err != nil {
		t.Fatal(err)
	}
	lib, err := library.Open(dir, library.Options{Builtins: bs, Executor: sandbox.NewInProcess(sandbox.Options{})})
	if err != nil {
		t.Fatal(err)
	}
	s, err := lib.Get(name)
	if err != nil {
		t.Fatal(err)
	}
	return lib, s.Unit
}
