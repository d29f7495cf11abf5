// Package gatetest holds what tests of the gate share across packages: a
// small detector skill, its mutants, and labelled frames to judge them on.
package gatetest

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// RedBoxes is a detector that finds pure red blobs; the mutation marks how a candidate goes
// wrong.
func RedBoxes(mutation string) string {
	emit := `out = append(out, detectors.Detection{Label: "red", Box: b.Box, Score: 1})`
	switch mutation {
	case "double":
		// Counts every blob twice: the blaze detector's double count.
		emit += "\n\t\t" + `out = append(out, detectors.Detection{Label: "red", Box: b.Box, Score: 0.9})`
	case "drop small":
		emit = `if b.Area >= 40 { ` + emit + ` }`
	case "drop wide", "keep narrow":
		// Finds what its evidence showed (boxes up to 10 pixels wide)
		// and nothing wider: a rewrite fitted to the frames it was
		// judged on.
		emit = `if b.Box.Dx() <= 10 { ` + emit + ` }`
	}
	return fmt.Sprintf(`// Find pure red rectangles (%s).
package red_boxes

import "github.com/skillrun/skillrun/detectors"

type Args struct{}

func Detect(f *detectors.Frame, args Args) ([]detectors.Detection, error) {
	m, err := detectors.MaskRGB(f, detectors.RGBRange{RMin: 200, RMax: 255, GMin: 0, GMax: 60, BMin: 0, BMax: 60})
	if err != nil {
		return nil, err
	}
	blobs, err := detectors.Components(m, detectors.BlobOptions{MinArea: 4})
	if err != nil {
		return nil, err
	}
	var out []detectors.Detection
	for _, b := range blobs {
		%s
	}
	return out, nil
}
`, mutation, emit)
}

// WriteRedFrames writes PNG frames with red squares and a labelled frame set
// naming them (labels/red_boxes.jsonl, found by the gate).
func WriteRedFrames(t testing.TB, lib string) {
	t.Helper()
	boxes := [][]image.Rectangle{
		{image.Rect(2, 2, 8, 8)},
		{image.Rect(1, 1, 4, 4), image.Rect(10, 2, 20, 9)},
		{image.Rect(12, 3, 16, 7)},
	}
	imgs := make([]*image.RGBA, len(boxes))
	for i, bs := range boxes {
		imgs[i] = image.NewRGBA(image.Rect(0, 0, 24, 12))
		for _, b := range bs {
			draw.Draw(imgs[i], b, image.NewUniform(color.RGBA{R: 255, A: 255}), image.Point{}, draw.Src)
		}
	}
	WriteRedSet(t, lib, "f", imgs, boxes)
}

// WriteRedSet writes imgs as PNG frames labels/PREFIXi.png and the
// labelled frame set labels/red_boxes.jsonl naming them, frame i's truth
// the red boxes[i].
func WriteRedSet(t testing.TB, lib, prefix string, imgs []*image.RGBA, boxes [][]image.Rectangle) {
	t.Helper()
	dir := filepath.Join(lib, "labels")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	var lines []string
	for i, img := range imgs {
		var truth []string
		for _, b := range boxes[i] {
			truth = append(truth, fmt.Sprintf(`{"label":"red","box":[%d,%d,%d,%d]}`, b.Min.X, b.Min.Y, b.Max.X, b.Max.Y))
		}
		var buf bytes.Buffer
		if err := png.Encode(&buf, img); err != nil {
			t.Fatal(err)
		}
		name := fmt.Sprintf("%s%d.png", prefix, i)
		if err := os.WriteFile(filepath.Join(dir, name), buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		lines = append(lines, fmt.Sprintf(`{"file":%q,"truth":[%s]}`, name, strings.Join(truth, ",")))
	}
	if err := os.WriteFile(filepath.Join(dir, "red_boxes.jsonl"), []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
}
