package verify

import (
	"encoding/json"
	"fmt"
	"image"
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

// ReadLabels reads a labelled frame set: a JSONL file of {"file",
// "truth": [{"label", "box": [x0,y0,x1,y1]}], "episode"}; image paths are
// relative to the file. Errors name the file and line.
func ReadLabels(path string) ([]LabelledFrame, error) {
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
		raw, err := os.ReadFile(img)
		if err != nil {
			return nil, fmt.Errorf("%w: %s:%d: %v", skills.ErrBadInput, path, i+1, err)
		}
		fr, err := detectors.Decode(raw, detectors.Source{Kind: "file", ID: l.File})
		if err != nil {
			return nil, fmt.Errorf("%w: %s:%d: %s: %v", skills.ErrBadInput, path, i+1, l.File, err)
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
