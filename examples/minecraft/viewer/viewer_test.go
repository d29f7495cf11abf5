package viewer_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/examples/minecraft/viewer"
	"github.com/skillrun/skillrun/library/builtin/blaze_detector"
)

// needViewer skips without the renderer's install, except in CI, where it
// must be there (ci/setup.d/41-minecraft-viewer.sh).
func needViewer(t *testing.T) {
	t.Helper()
	if err := viewer.Check(""); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("CI=true but the real client's renderer is missing: %v", err)
		}
		t.Skipf("real client renderer unavailable: %v", err)
	}
}

// TestHeldOutRealClient draws the held-out set with the real client's
// renderer (other seed and layouts than the development set the detector
// was tuned on), checks its composition and its labels, and scores the
// built-in blaze detector on it, overall and by group (run with -v). The
// floors sit under the figures measured when it was calibrated (see
// BENCHMARKS.md); the goal there, 0.95 and 0.95, is not met yet.
func TestHeldOutRealClient(t *testing.T) {
	needViewer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()
	start := time.Now()
	s, err := viewer.Generate(ctx, t.TempDir(), viewer.GenerateOptions{Set: "heldout", Scenes: 52})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("drew %d frames in %v", len(s.Frames), time.Since(start).Round(time.Second))
	if len(s.Frames) < 200 {
		t.Fatalf("%d frames; want at least 200", len(s.Frames))
	}
	without, warm := 0, 0
	for _, f := range s.Frames {
		if f.Camera.Width != 640 || f.Camera.Height != 360 || f.Camera.FOV != 75 {
			t.Fatalf("%s: camera %+v; want 640×360 at 75°", f.File, f.Camera)
		}
		for _, tr := range f.Truth {
			if tr.Label != "blaze" || tr.Pixels > tr.FullPixels || tr.Visible < 0 || tr.Visible > 1 {
				t.Fatalf("%s: bad truth %+v", f.File, tr)
			}
			if tr.Pixels > 0 && !tr.Rect().In(box(tr.FullBox).Rect()) {
				t.Fatalf("%s: visible box %v outside the whole box %v", f.File, tr.Box, tr.FullBox)
			}
		}
		if f.Group.Blazes == 0 {
			without++
			if len(f.Group.Distractors) > 0 {
				warm++
			}
		}
	}
	if 2*without != len(s.Frames) || warm != without {
		t.Fatalf("%d of %d frames without a blaze, %d of them with warm distractors; want half, all", without, len(s.Frames), warm)
	}
	r, err := viewer.Score(s, func(f *detectors.Frame) ([]detectors.Detection, error) {
		return blaze_detector.Detect(f, blaze_detector.Args{})
	}, viewer.ScoreOptions{})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("built-in blaze detector on the held-out real-client frames:\n%s", r.Table())
	if r.Positive < 80 {
		t.Errorf("%d frames with a blaze to find; want at least 80", r.Positive)
	}
	if p, rc := r.Score.Precision(), r.Score.Recall(); p < 0.93 || rc < 0.8 {
		t.Errorf("precision %.3f recall %.3f; want at least 0.93 and 0.8 (the floors)\nmisses: %s\nfalse alarms: %s",
			p, rc, strings.Join(r.Misses, " "), strings.Join(r.FalseAlarms, " "))
	}
}

func box(b [4]int) detectors.Truth { return detectors.Truth{Box: b} }

// TestReadSetRejects: a data set's labels are read strictly.
func TestReadSetRejects(t *testing.T) {
	for _, tt := range []struct{ name, labels, want string }{
		{"empty", "", "holds no frames"},
		{"unknown field", `{"file":"0.png","extra":1}`, "unknown field"},
		{"path in name", `{"file":"../x.png"}`, "bad file name"},
		{"not json", `{"file":`, "labels.jsonl:1"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, "labels.jsonl"), []byte(tt.labels), 0o644); err != nil {
				t.Fatal(err)
			}
			if _, err := viewer.ReadSet(dir); err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("ReadSet(%q) = %v; want an error with %q", tt.labels, err, tt.want)
			}
		})
	}
}

// BenchmarkDetectRealFrames times the built-in blaze detector, compiled,
// on frames of the real client's renderer (a quarter of the held-out set:
// 52 frames, half with blazes): ns/op is one frame.
func BenchmarkDetectRealFrames(b *testing.B) {
	if err := viewer.Check(""); err != nil {
		b.Skip(err)
	}
	s, err := viewer.Generate(context.Background(), b.TempDir(), viewer.GenerateOptions{Set: "heldout", Scenes: 13})
	if err != nil {
		b.Fatal(err)
	}
	var frames []*detectors.Frame
	for _, f := range s.Frames {
		fr, err := s.Decode(f)
		if err != nil {
			b.Fatal(err)
		}
		frames = append(frames, fr)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := blaze_detector.Detect(frames[i%len(frames)], blaze_detector.Args{}); err != nil {
			b.Fatal(err)
		}
	}
}
