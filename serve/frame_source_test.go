package serve_test

import (
	"context"
	"image"
	"os"
	"path/filepath"
	"testing"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/verify"
)

// whereSrc is a detector that answers with what its frame's Source says.
const whereSrc = `// Say where the frame came from.
package where

import "github.com/skillrun/skillrun/detectors"

// Args are none.
type Args struct{}

// Detect reports its frame's source.
func Detect(f *detectors.Frame, args Args) ([]detectors.Detection, error) {
	return []detectors.Detection{{Label: f.Source.Kind + " " + f.Source.ID}}, nil
}
`

// TestFrameSourceSameAtEveryDoor: a detector sees its frame's Source.
// A live call's frame said "upload" (or "frame"), the gate's said "file"
// (a labelled set) or "step" (an episode's frame): one line of a detector
// (return the true boxes unless the source is an upload) passed the gate
// and failed every call. The same bytes now carry the same Source at
// every door: a frame, named by the hash of its bytes.
func TestFrameSourceSameAtEveryDoor(t *testing.T) {
	f := newFixture(t, nil)
	if err := os.WriteFile(filepath.Join(f.dir, "where.go"), []byte(whereSrc), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := f.lib.Reload(); err != nil {
		t.Fatal(err)
	}
	cs := f.connect(t, nil)
	png := redPNG(t, 16, 12, image.Rect(2, 2, 6, 6))
	want := "frame " + memory.Hash(png)
	var up, stored map[string]any
	if _, msg := callTool(t, cs, "where", map[string]any{"_image": map[string]any{"data": b64(png)}}, &up); msg != "" {
		t.Fatal(msg)
	}
	hash, err := f.frames.Put(png)
	if err != nil {
		t.Fatal(err)
	}
	if _, msg := callTool(t, cs, "where", map[string]any{"_frame": hash}, &stored); msg != "" {
		t.Fatal(msg)
	}
	label := func(r map[string]any) string {
		ds, _ := r["detections"].([]any)
		if len(ds) != 1 {
			return ""
		}
		l, _ := ds[0].(map[string]any)["label"].(string)
		return l
	}
	if label(up) != want || label(stored) != want {
		t.Errorf("an upload's frame says %q, a stored frame's %q; want both %q", label(up), label(stored), want)
	}
	// The gate's labelled set.
	labels := filepath.Join(t.TempDir(), "where.jsonl")
	if err := os.WriteFile(filepath.Join(filepath.Dir(labels), "a.png"), png, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(labels, []byte(`{"file":"a.png","truth":[]}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	frames, err := verify.ReadLabelsConfined(labels, 0)
	if err != nil {
		t.Fatal(err)
	}
	sk, err := f.lib.Get("where")
	if err != nil {
		t.Fatal(err)
	}
	res, err := f.lib.RunUnit(context.Background(), sk.Unit, library.Request{Args: []byte(`{}`), Frame: frames[0].Frame})
	if err != nil {
		t.Fatal(err)
	}
	if ds := res.Detections; len(ds) != 1 || ds[0].Label != want {
		t.Errorf("a labelled set's frame says %+v; want %q", ds, want)
	}
}
