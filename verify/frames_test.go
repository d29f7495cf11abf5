package verify_test

import (
	"context"
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
	dir := t.TempDir()
	st, err := embedded.Open(ctx, filepath.Join(dir, "m.db"), embedded.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	blobs := memory.Blobs{Dir: filepath.Join(dir, "frames")}
	put := func(shade uint8, labels map[string]string) string {
		img := image.NewRGBA(image.Rect(0, 0, 32, 24))
		img.Set(0, 0, color.RGBA{shade, 0, 0, 255})
		f, _ := detectors.FrameFromImage(img, detectors.Source{})
		var b bytesBuffer
		if err := detectors.EncodePNG(&b, f); err != nil {
			t.Fatal(err)
		}
		h, err := blobs.Put(b.data)
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
	if len(got) != 1 || got[0].Name != "ep-1#0" || got[0].Episode != "ep-1" || got[0].Frame.Width() != 32 {
		t.Fatalf("frames %+v; want ep-1#0 once", got)
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
	// A frame whose bytes are gone is an error that names it.
	if err := os.Remove(blobs.Path(a)); err != nil {
		t.Fatal(err)
	}
	if _, err := verify.EpisodeFrames(ctx, st, blobs, verify.EpisodeFramesOptions{}); err == nil || !strings.Contains(err.Error(), "ep-1 step 0") {
		t.Errorf("missing frame bytes: %v; want an error naming the step", err)
	}
}

type bytesBuffer struct{ data []byte }

func (b *bytesBuffer) Write(p []byte) (int, error) { b.data = append(b.data, p...); return len(p), nil }
