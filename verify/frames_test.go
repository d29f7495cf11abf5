package verify_test

import (
	"context"
	"encoding/json"
	"errors"
	"image"
	"image/color"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/memory/embedded"
	"github.com/skillrun/skillrun/skills"
	"github.com/skillrun/skillrun/verify"
)

// TestEpisodeFrames reads the labelled frames of recorded episodes: the
// truth becomes boxes to find (enough pixels) and boxes to ignore (a
// glimpse), other labels are left out when asked, unlabelled frames are
// skipped, and a frame seen twice is read once.
func TestEpisodeFrames(t *testing.T) {
	ctx := context.Background()
	st, blobs := frameMemory(t)
	put := func(shade uint8, labels map[string]string) string {
		h, err := blobs.Put(pngOf(t, 32, 24, shade))
		if err != nil {
			t.Fatal(err)
		}
		if err := st.PutFrames(ctx, memory.Frame{Hash: h, Format: "png", Width: 32, Height: 24, Labels: labels}); err != nil {
			t.Fatal(err)
		}
		return h
	}
	truth, _ := detectors.EncodeTruth([]detectors.Truth{
		{Label: "blaze", Box: [4]int{2, 2, 12, 20}, Pixels: 90, FullPixels: 90, Visible: 1},
		{Label: "blaze", Box: [4]int{20, 2, 22, 4}, Pixels: 3, FullPixels: 60, Visible: 0.05},
		{Label: "chicken", Box: [4]int{14, 10, 24, 18}, Pixels: 60, FullPixels: 60, Visible: 1},
	})
	a := put(1, map[string]string{detectors.TruthLabel: truth})
	b := put(2, nil)
	now := time.Date(2026, 12, 3, 9, 0, 0, 0, time.UTC)
	step := func(i int, frames ...string) memory.Step {
		return memory.Step{Index: i, Time: now.Add(time.Duration(i) * time.Second), Action: skills.Action{Name: "look"}, Outcome: skills.Outcome{OK: true}, Frames: frames}
	}
	ep := memory.Episode{ID: "ep-1", Start: now, Steps: []memory.Step{step(0, a), step(1, b), step(2, a)}}
	if err := st.RecordEpisode(ctx, ep); err != nil {
		t.Fatal(err)
	}
	got, err := verify.EpisodeFrames(ctx, st, blobs, verify.EpisodeFramesOptions{Labels: []string{"blaze"}})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].Name != "ep-1#0" || got[0].Episode != "ep-1" {
		t.Fatalf("frames %+v; want ep-1#0 once", got)
	}
	// The frame is decoded when it is loaded, not when it is listed.
	if got[0].Frame != nil {
		t.Error("EpisodeFrames decoded the frame up front")
	}
	if f, err := got[0].Load(); err != nil || f.Width() != 32 {
		t.Fatalf("load ep-1#0: %v, %v; want the 32-pixel-wide frame", f, err)
	}
	if len(got[0].Truth) != 1 || got[0].Truth[0].Box != image.Rect(2, 2, 12, 20) || len(got[0].Ignore) != 1 {
		t.Errorf("truth %v ignore %v; want the big blaze to find and the glimpse to ignore", got[0].Truth, got[0].Ignore)
	}
	all, err := verify.EpisodeFrames(ctx, st, blobs, verify.EpisodeFramesOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(all[0].Truth) != 2 {
		t.Errorf("without a label filter: truth %v; want the blaze and the chicken", all[0].Truth)
	}
	// A frame whose bytes are gone is still listed; loading it says so.
	if err := os.Remove(blobs.Path(a)); err != nil {
		t.Fatal(err)
	}
	gone, err := verify.EpisodeFrames(ctx, st, blobs, verify.EpisodeFramesOptions{})
	if err != nil || len(gone) != 1 {
		t.Fatalf("missing frame bytes: %v, %d frames; want the frame listed", err, len(gone))
	}
	if _, err := gone[0].Load(); !errors.Is(err, memory.ErrNotFound) || !strings.Contains(err.Error(), a) {
		t.Errorf("load of a frame whose bytes are gone: %v; want not found, naming the frame", err)
	}
}

// TestDetectorSkipsUnreadableFrames: scored over the frames a memory
// stores, a detector is scored on every frame that can be read; a frame
// that cannot (bytes cut short, an image over the pixel ceiling, a truth
// label that does not parse, bytes gone) is skipped, named by its step and
// frame with why, counted, and left out of the score, and the run does not
// stop. With no frame read there is no pass.
func TestDetectorSkipsUnreadableFrames(t *testing.T) {
	ctx := context.Background()
	st, blobs := frameMemory(t)
	png := func(w, h int, shade uint8) []byte { return pngOf(t, w, h, shade) }
	// A whole-frame blaze on each frame, which whole_frame finds.
	truthOf := func(w, h int) string {
		s, _ := detectors.EncodeTruth([]detectors.Truth{{Label: "blaze", Box: [4]int{0, 0, w, h}, Pixels: w * h, FullPixels: w * h, Visible: 1}})
		return s
	}
	hashes := map[string]string{}
	store := func(ep string, data []byte, truth string) {
		h, err := blobs.Put(data)
		if err != nil {
			t.Fatal(err)
		}
		if err := st.PutFrames(ctx, memory.Frame{Hash: h, Format: "png", Labels: map[string]string{detectors.TruthLabel: truth}}); err != nil {
			t.Fatal(err)
		}
		at := time.Date(2026, 12, 3, 9, 0, 0, 0, time.UTC)
		if err := st.RecordEpisode(ctx, memory.Episode{ID: ep, Start: at, Steps: []memory.Step{
			{Index: 0, Time: at, Action: skills.Action{Name: "look"}, Outcome: skills.Outcome{OK: true}},
			{Index: 1, Time: at.Add(time.Second), Action: skills.Action{Name: "look"}, Outcome: skills.Outcome{OK: true}, Frames: []string{h}},
		}}); err != nil {
			t.Fatal(err)
		}
		hashes[ep] = h
	}
	const ceiling = 32 * 24
	store("ep-good-1", png(32, 24, 1), truthOf(32, 24))
	store("ep-good-2", png(24, 32, 2), truthOf(24, 32))
	cut := png(32, 24, 3)
	store("ep-cut", cut[:len(cut)/2], truthOf(32, 24))
	store("ep-over", png(64, 48, 4), truthOf(64, 48))
	store("ep-truth", png(32, 24, 5), "not json")
	store("ep-gone", png(32, 24, 6), truthOf(32, 24))
	if err := os.Remove(blobs.Path(hashes["ep-gone"])); err != nil {
		t.Fatal(err)
	}
	lib, whole := detectorLib(t, "whole_frame", wholeFrame)
	frames, err := verify.EpisodeFrames(ctx, st, blobs, verify.EpisodeFramesOptions{MaxFramePixels: ceiling})
	if err != nil {
		t.Fatalf("one bad frame stopped the listing: %v", err)
	}
	rep, err := verify.Detector(ctx, lib, whole, frames, verify.DetectorOptions{Thresholds: map[string]float64{"precision": 1, "recall": 1}})
	if err != nil {
		t.Fatalf("one bad frame stopped the scoring: %v", err)
	}
	if len(rep.Frames) != 2 || rep.Score.TP != 2 || rep.Score.FN != 0 || !rep.Verified() {
		t.Errorf("scored %d frames, %+v, verified %v (%v); want the 2 good frames found, verified", len(rep.Frames), rep.Score, rep.Verified(), rep.Misses)
	}
	want := map[string]string{
		"ep-cut":   "the data ends early",
		"ep-over":  "64×48 = 3072 pixels, over the limit of 768 pixels",
		"ep-truth": "truth label",
		"ep-gone":  "not in memory",
	}
	if rep.SkippedCount != len(want) || len(rep.Skipped) != len(want) {
		t.Fatalf("skipped %d %+v; want the %d bad frames", rep.SkippedCount, rep.Skipped, len(want))
	}
	for _, sk := range rep.Skipped {
		if sk.Name != sk.Episode+"#1" || sk.Hash != hashes[sk.Episode] || !strings.Contains(sk.Reason, want[sk.Episode]) {
			t.Errorf("skipped %+v; want it named %s#1, frame %s, because %q", sk, sk.Episode, hashes[sk.Episode], want[sk.Episode])
		}
	}
	if !strings.Contains(rep.Run.Note, "4 frame(s) unreadable, not scored") || !strings.Contains(rep.Run.Note, "ep-cut#1") {
		t.Errorf("stored run's note %q does not name the skipped frames", rep.Run.Note)
	}
	js, _ := json.Marshal(rep)
	if !strings.Contains(string(js), `"skipped":4`) || !strings.Contains(string(js), `"skipped_frames":[{"name":"ep-cut#1"`) {
		t.Errorf("JSON report does not carry the skipped frames: %s", js)
	}

	// With only unreadable frames, nothing passes.
	bad, err := verify.EpisodeFrames(ctx, st, blobs, verify.EpisodeFramesOptions{MaxFramePixels: ceiling, IDs: []string{"ep-cut", "ep-over"}})
	if err != nil {
		t.Fatal(err)
	}
	none, err := verify.Detector(ctx, lib, whole, bad, verify.DetectorOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if none.Verified() || none.SkippedCount != 2 || len(none.Misses) != 1 || !strings.Contains(none.Misses[0], "none of the 2 frame(s) could be read") {
		t.Errorf("all frames unreadable: verified %v, skipped %d, misses %v; want not verified, saying none could be read", none.Verified(), none.SkippedCount, none.Misses)
	}
}

type bytesBuffer struct{ data []byte }

func (b *bytesBuffer) Write(p []byte) (int, error) { b.data = append(b.data, p...); return len(p), nil }

// frameMemory opens a memory (SQLite) and its frame store in a temporary
// directory.
func frameMemory(t *testing.T) (memory.Store, memory.Blobs) {
	t.Helper()
	dir := t.TempDir()
	st, err := embedded.Open(context.Background(), filepath.Join(dir, "m.db"), embedded.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st, memory.Blobs{Dir: filepath.Join(dir, "frames")}
}

// pngOf is a w×h PNG, black but for one pixel of the red shade.
func pngOf(t *testing.T, w, h int, shade uint8) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	img.Set(0, 0, color.RGBA{shade, 0, 0, 255})
	f, _ := detectors.FrameFromImage(img, detectors.Source{})
	var b bytesBuffer
	if err := detectors.EncodePNG(&b, f); err != nil {
		t.Fatal(err)
	}
	return b.data
}
