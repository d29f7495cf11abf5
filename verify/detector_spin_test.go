package verify_test

import (
	"context"
	"runtime"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/detectors/detectorstest"
	"github.com/skillrun/skillrun/verify"
)

// spinner is a detector that never finishes, under its own timeout.
const spinner = `// Look forever.
//
//skillrun:timeout 1s
package spinner

import "github.com/skillrun/skillrun/detectors"

// Args are none.
type Args struct{}

// Detect spins.
func Detect(f *detectors.Frame, args Args) ([]detectors.Detection, error) {
	for n := 0; f.Img != nil; n++ {
	}
	return nil, nil
}
`

// TestDetectorStopsAtTimeout: a detector that does not finish on a frame
// was run on every frame of its evidence, each under the verifier's 30 s
// (its own 1 s raised): a proposal of it cost the host the limit on each
// frame. It now runs under its own timeout, on no frame after the first
// it does not finish, and each frame it was not run on counts its truth
// as missed: on 12 frames it runs on at most as many as run at once, and
// does not verify.
func TestDetectorStopsAtTimeout(t *testing.T) {
	tex := detectorstest.Load(t)
	scenes, err := detectorstest.Scenes(tex, 12, detectorstest.SceneOptions{Seed: 78, Width: 160, Height: 90})
	if err != nil {
		t.Fatal(err)
	}
	var frames []verify.LabelledFrame
	blazes := 0
	for _, s := range scenes {
		frames = append(frames, verify.LabelledFrame{Name: s.Name, Frame: s.Frame, Truth: s.Truth})
		blazes += len(s.Truth)
	}
	lib, _ := detectorLib(t, "spinner", spinner)
	u, err := lib.Get("spinner")
	if err != nil {
		t.Fatal(err)
	}
	rep, err := verify.Detector(context.Background(), lib, u.Unit, frames, verify.DetectorOptions{})
	if err != nil {
		t.Fatal(err)
	}
	ran, notRun := 0, 0
	for _, f := range rep.Frames {
		switch {
		case f.TimedOut:
			ran++
			if !strings.Contains(f.Err, "1s") && !strings.Contains(f.Err, "timeout") {
				t.Errorf("frame %s: %s; want its own timeout", f.Name, f.Err)
			}
		case strings.HasPrefix(f.Err, "not run: the detector did not finish on an earlier frame"):
			notRun++
		default:
			t.Errorf("frame %s: %+v; want timed out or not run", f.Name, f)
		}
	}
	if ran == 0 || ran > runtime.GOMAXPROCS(0) || ran+notRun != len(frames) || rep.Verified() || rep.Score.FN != blazes || rep.Score.TP != 0 {
		t.Errorf("ran on %d frames, %d not run, of %d; FN %d of %d blazes; verified %v", ran, notRun, len(frames), rep.Score.FN, blazes, rep.Verified())
	}
}
