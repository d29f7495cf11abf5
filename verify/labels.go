package verify

import (
	"encoding/json"
	"fmt"
	"image"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/skills"
)

// labelLine is one labelled frame in a --labels file.
type labelLine struct {
	File    string `json:"file"`
	Episode string `json:"episode,omitempty"`
	Truth   []struct {
		Label string `json:"label"`
		Box   [4]int `json:"box"` // x0, y0, x1, y1
	} `json:"truth"`
}

// MaxImageBytes bounds an image file a labels file names.
const MaxImageBytes = 256 << 20

// ReadLabels reads a labelled frame set: a JSONL file of {"file",
// "truth": [{"label", "box": [x0,y0,x1,y1]}], "episode"}; image paths are
// relative to the file. Images are decoded under maxPixels (see
// detectors.Decode: the operator's --max-frame-pixels) and read only up to
// MaxImageBytes. Errors name the file and line.
func ReadLabels(path string, maxPixels int) ([]LabelledFrame, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", skills.ErrBadInput, err)
	}
	var out []LabelledFrame
	for i, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		var l labelLine
		dec := json.NewDecoder(strings.NewReader(line))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&l); err != nil {
			return nil, fmt.Errorf("%w: %s:%d: %v", skills.ErrBadInput, path, i+1, err)
		}
		if l.File == "" {
			return nil, fmt.Errorf("%w: %s:%d: no file", skills.ErrBadInput, path, i+1)
		}
		img := l.File
		if !filepath.IsAbs(img) {
			img = filepath.Join(filepath.Dir(path), img)
		}
		raw, err := ReadImageFile(img)
		if err != nil {
			return nil, fmt.Errorf("%w: %s:%d: %v", skills.ErrBadInput, path, i+1, err)
		}
		fr, err := detectors.Decode(raw, maxPixels, detectors.Source{Kind: "file", ID: l.File})
		if err != nil {
			return nil, fmt.Errorf("%w: %s:%d: %w", skills.ErrBadInput, path, i+1, err)
		}
		lf := LabelledFrame{Name: l.File, Frame: fr, Episode: l.Episode}
		for _, t := range l.Truth {
			lf.Truth = append(lf.Truth, detectors.Detection{Label: t.Label, Box: image.Rect(t.Box[0], t.Box[1], t.Box[2], t.Box[3])})
		}
		out = append(out, lf)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%w: %s holds no labelled frames", skills.ErrBadInput, path)
	}
	return out, nil
}

// ReadImageFile reads an image file of at most MaxImageBytes; a
// directory or device is refused, not read.
func ReadImageFile(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil {
		return nil, err
	} else if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a regular file (%s), not an image", path, fi.Mode().Type())
	}
	data, err := io.ReadAll(io.LimitReader(f, MaxImageBytes+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxImageBytes {
		return nil, fmt.Errorf("%s is over %d bytes, the limit of an image file", path, MaxImageBytes)
	}
	return data, nil
}
