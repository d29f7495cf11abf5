package verify

import (
	"bufio"
	"encoding/json"
	"fmt"
	"image"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
)

// labelLine is one labelled frame in a --labels file. Its truth is the
// renderer's (detectors.Truth): a box with only a label and a box is to
// be found; one that says how many of its pixels show is to be found
// when detectors.DefaultMinPixels or more do, and may be found or missed
// when fewer do (as a recorded frame's truth is read).
type labelLine struct {
	File    string            `json:"file"`
	Episode string            `json:"episode,omitempty"`
	Truth   []detectors.Truth `json:"truth"`
	// The Minecraft example's frame sets (examples/minecraft/viewer
	// dataset.js) describe each frame's scene too: read, not used, so
	// that a set the example drew is a labels file as it is.
	Set     string          `json:"set,omitempty"`
	Version string          `json:"version,omitempty"`
	Scene   json.RawMessage `json:"scene,omitempty"`
	Group   json.RawMessage `json:"group,omitempty"`
	Camera  json.RawMessage `json:"camera,omitempty"`
}

// MaxImageBytes bounds an image file a labels file names.
const MaxImageBytes = 256 << 20

// Bounds on a labelled frame set. A set may be a file an agent saved into
// the library (labels/SKILL*.jsonl, read by the gate at each candidate):
// it was read whole, whatever it was (a link to /dev/zero was read until
// the host's memory ran out), each of its lines' images decoded and all
// kept at once (2,000 lines naming one 4096×4096 PNG of 50 KB asked the
// host for 128 GiB), and each frame's truth boxes taken however many.
const (
	// MaxLabelsBytes bounds the labels file.
	MaxLabelsBytes = 16 << 20
	// MaxLabelledPixels bounds the pixels of a set's frames together
	// (1 GiB decoded).
	MaxLabelledPixels = 1 << 28
	// MaxTruthBoxes bounds one frame's truth boxes.
	MaxTruthBoxes = 4096
)

// ReadLabels reads a labelled frame set: a JSONL file of {"file",
// "truth": [{"label", "box": [x0,y0,x1,y1], "pixels", ...}], "episode"}
// (see labelLine: a truth is detectors.Truth); image paths are relative
// to the file. Images are decoded under maxPixels (see
// detectors.Decode: the operator's --max-frame-pixels) and read only up to
// MaxImageBytes. Errors name the file and line.
func ReadLabels(path string, maxPixels int) ([]LabelledFrame, error) {
	return readLabels(path, maxPixels, nil)
}

// ReadLabelsConfined is ReadLabels for a set that may be anyone's file
// (the gate reads labels/SKILL*.jsonl in the library, where agents save):
// its images must lie in the labels file's directory or below it,
// named by relative paths, and are opened through that directory
// (os.Root), so no absolute path, "..", or link leads out of it. A set
// in the library named /home/.../photo.png, or ../../secret.png, and the
// host decoded it and handed its pixels to the candidate detector the
// set scored (and whatever the detector made of them, to its verdicts).
func ReadLabelsConfined(path string, maxPixels int) ([]LabelledFrame, error) {
	root, err := os.OpenRoot(filepath.Dir(path))
	if err != nil {
		return nil, fmt.Errorf("%w: %v", skills.ErrBadInput, err)
	}
	defer root.Close()
	return readLabels(path, maxPixels, root)
}

// readLabels is ReadLabels; root, when set, is the directory every image
// is opened in.
func readLabels(path string, maxPixels int, root *os.Root) ([]LabelledFrame, error) {
	data, err := readLabelsFile(path)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", skills.ErrBadInput, err)
	}
	open := os.Open
	if root != nil {
		open = func(name string) (*os.File, error) {
			rel, err := filepath.Rel(filepath.Dir(path), name)
			if err != nil || !filepath.IsLocal(rel) {
				return nil, fmt.Errorf("image %s lies outside %s, the labels file's directory: a labelled set names its images there", name, filepath.Dir(path))
			}
			return root.Open(rel)
		}
	}
	type entry struct {
		line int
		l    labelLine
		img  string
	}
	var entries []entry
	pixels := int64(0)
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
		if err := detectors.CheckTruth(l.Truth); err != nil {
			return nil, fmt.Errorf("%w: %s:%d: %w", skills.ErrBadInput, path, i+1, err)
		}
		if len(l.Truth) > MaxTruthBoxes {
			return nil, fmt.Errorf("%w: %s:%d: %d truth boxes; a frame has at most %d", skills.ErrBadInput, path, i+1, len(l.Truth), MaxTruthBoxes)
		}
		img := l.File
		if root != nil && !filepath.IsLocal(img) {
			return nil, fmt.Errorf("%w: %s:%d: image %q is not a relative path inside the labels file's directory (%s): a labelled set in the library names its images there", skills.ErrBadInput, path, i+1, l.File, filepath.Dir(path))
		}
		if !filepath.IsAbs(img) {
			img = filepath.Join(filepath.Dir(path), img)
		}
		// Every image's size, from its header, before any is decoded.
		w, h, err := imageSize(open, img)
		if err != nil {
			return nil, fmt.Errorf("%w: %s:%d: %v", skills.ErrBadInput, path, i+1, err)
		}
		if w*h > int64(frameLimit(maxPixels)) {
			// Past the one frame's limit: the decoder says so from the
			// header, naming the limit and its flag.
			if raw, err := readRegular(open, img, MaxImageBytes, "an image file"); err != nil {
				return nil, fmt.Errorf("%w: %s:%d: %v", skills.ErrBadInput, path, i+1, err)
			} else if _, err := detectors.Decode(raw, maxPixels, detectors.Source{Kind: "file", ID: l.File}); err != nil {
				return nil, fmt.Errorf("%w: %s:%d: %w", skills.ErrBadInput, path, i+1, err)
			}
		}
		if pixels+w*h > MaxLabelledPixels {
			return nil, fmt.Errorf("%w: %s:%d: the set's frames pass %d pixels together (%d before this %dx%d one): split it", skills.ErrBadInput, path, i+1, MaxLabelledPixels, pixels, w, h)
		}
		pixels += w * h
		entries = append(entries, entry{i + 1, l, img})
	}
	var out []LabelledFrame
	for _, e := range entries {
		raw, err := readRegular(open, e.img, MaxImageBytes, "an image file")
		if err != nil {
			return nil, fmt.Errorf("%w: %s:%d: %v", skills.ErrBadInput, path, e.line, err)
		}
		fr, err := detectors.Decode(raw, maxPixels, detectors.Source{Kind: "file", ID: e.l.File})
		if err != nil {
			return nil, fmt.Errorf("%w: %s:%d: %w", skills.ErrBadInput, path, e.line, err)
		}
		// Named as serve names a frame (by its bytes), not as a file: a
		// detector must not see it is being verified.
		fr.Source = frameSource(raw)
		lf := LabelledFrame{Name: e.l.File, Frame: fr, Episode: e.l.Episode}
		for _, t := range e.l.Truth {
			d := detectors.Detection{Label: t.Label, Box: t.Rect()}
			switch {
			case t.Pixels == 0 && t.FullPixels == 0: // a box a person drew
				lf.Truth = append(lf.Truth, d)
			case t.Pixels >= detectors.DefaultMinPixels:
				lf.Truth = append(lf.Truth, d)
			case t.Pixels > 0:
				lf.Ignore = append(lf.Ignore, d)
			}
		}
		out = append(out, lf)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%w: %s holds no labelled frames", skills.ErrBadInput, path)
	}
	return out, nil
}

// frameSource is the Source a detector sees for a frame of these bytes at
// every door (serve.FrameSource, which the server uses): the gate's frames
// must look like a call's.
func frameSource(data []byte) detectors.Source {
	return detectors.Source{Kind: "frame", ID: memory.Hash(data)}
}

// frameLimit is the most pixels detectors.Decode takes of one frame
// under maxPixels.
func frameLimit(maxPixels int) int {
	if maxPixels <= 0 {
		maxPixels = detectors.DefaultMaxFramePixels
	}
	return min(maxPixels, detectors.MaxPixels)
}

// imageSize reads an image file's width and height from its header (0,
// 0 for a file that is not an image it knows: decoding it says why).
func imageSize(open func(string) (*os.File, error), path string) (int64, int64, error) {
	f, err := open(path)
	if err != nil {
		return 0, 0, err
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil {
		return 0, 0, err
	} else if !fi.Mode().IsRegular() {
		return 0, 0, fmt.Errorf("%s is not a regular file (%s), not an image", path, fi.Mode().Type())
	}
	cfg, _, err := image.DecodeConfig(bufio.NewReader(io.LimitReader(f, MaxImageBytes)))
	if err != nil {
		return 0, 0, nil
	}
	return int64(cfg.Width), int64(cfg.Height), nil
}

// readLabelsFile reads a labels file of at most MaxLabelsBytes; a
// directory or device (or a link to one) is refused, not read.
func readLabelsFile(path string) ([]byte, error) {
	return readRegular(os.Open, path, MaxLabelsBytes, "a labels file")
}

// ReadImageFile reads an image file of at most MaxImageBytes; a
// directory or device is refused, not read.
func ReadImageFile(path string) ([]byte, error) {
	return readRegular(os.Open, path, MaxImageBytes, "an image file")
}

// readRegular reads a regular file of at most limit bytes; what names
// what the file should be, in the errors.
func readRegular(open func(string) (*os.File, error), path string, limit int, what string) ([]byte, error) {
	f, err := open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil {
		return nil, err
	} else if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a regular file (%s), not %s", path, fi.Mode().Type(), what)
	}
	data, err := io.ReadAll(io.LimitReader(f, int64(limit)+1))
	if err != nil {
		return nil, err
	}
	if len(data) > limit {
		return nil, fmt.Errorf("%s is over %d bytes, the limit of %s", path, limit, what)
	}
	return data, nil
}
