package verify_test

import (
	"bytes"
	"errors"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/skills"
	"github.com/skillrun/skillrun/verify"
)

// TestReadLabelsRendererTruth: the Minecraft example draws its frame sets
// with the renderer's truth (how many pixels of each blaze show) and each
// scene's description on the same line, and `skillrun verify blaze_detector
// --labels SET/labels.jsonl` refused the set it had drawn ("unknown field
// set"). A line may carry the scene's fields, and a truth the renderer's:
// a box with 40 pixels or more showing is to be found, one with fewer may
// be found or missed (ignored), one that does not show is neither; a box
// with only a label and a box, as a person draws it, is to be found. A
// truth that does not check (a negative pixel count) is bad input naming
// the file and line, as is a field nobody writes.
func TestReadLabelsRendererTruth(t *testing.T) {
	dir := t.TempDir()
	var buf bytes.Buffer
	if err := png.Encode(&buf, image.NewGray(image.Rect(0, 0, 64, 48))); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "0000.png"), buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	set := filepath.Join(dir, "labels.jsonl")
	line := `{"file":"0000.png","set":"heldout","version":"1.16.5","scene":3,"group":{"angle":"below","blazes":3},"camera":{"eye":[1,2,3]},"truth":[` +
		`{"id":1,"label":"blaze","box":[1,1,20,30],"pixels":300,"full_box":[1,1,20,34],"full_pixels":400,"visible":0.75},` +
		`{"id":2,"label":"blaze","box":[30,2,36,9],"pixels":12,"full_box":[28,2,40,30],"full_pixels":300,"visible":0.04},` +
		`{"id":3,"label":"blaze","box":[0,0,0,0],"pixels":0,"full_box":[40,10,50,30],"full_pixels":200,"visible":0},` +
		`{"label":"blaze","box":[40,30,60,46]}]}`
	if err := os.WriteFile(set, []byte(line+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	fs, err := verify.ReadLabels(set, 0)
	if err != nil || len(fs) != 1 {
		t.Fatalf("ReadLabels: %d frames, %v; want the one", len(fs), err)
	}
	f := fs[0]
	if len(f.Truth) != 2 || f.Truth[0].Box != image.Rect(1, 1, 20, 30) || f.Truth[1].Box != image.Rect(40, 30, 60, 46) {
		t.Errorf("to be found: %v; want the box showing 300 pixels and the one a person drew", f.Truth)
	}
	if len(f.Ignore) != 1 || f.Ignore[0].Box != image.Rect(30, 2, 36, 9) {
		t.Errorf("ignored: %v; want the glimpse of 12 pixels", f.Ignore)
	}
	for _, bad := range []struct{ line, want string }{
		{strings.Replace(line, `"pixels":12`, `"pixels":-12`, 1), "negative pixel count"},
		{strings.Replace(line, `"set":"heldout"`, `"sett":"heldout"`, 1), `unknown field "sett"`},
	} {
		if err := os.WriteFile(set, []byte(line+"\n"+bad.line+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := verify.ReadLabels(set, 0); !errors.Is(err, skills.ErrBadInput) || !strings.Contains(err.Error(), set+":2:") || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("ReadLabels: %v; want bad input at %s:2 saying %q", err, set, bad.want)
		}
	}
}
