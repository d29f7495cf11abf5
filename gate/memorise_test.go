package gate_test

import (
	"bytes"
	"context"
	"fmt"
	"hash/fnv"
	"image"
	"image/color"
	"image/draw"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/gate/gatetest"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
)

// TestDetectorGateRefusesMemorisers: a detector candidate that answers
// from a table of its evidence instead of looking at the frame scores
// perfectly on the frames as stored. The gate also scores every set with
// each frame cut a little on each side, drawn afresh from its secret, and
// such a candidate finds nothing there: it is rejected, naming the
// cropped view, and the serving version keeps serving. Two memorisers:
// one that knows each frame by a hash of its bytes, one by how many red
// pixels it holds; each answers the boxes where they were. A candidate that looks, as good
// as the serving one, is promoted on both views.
func TestDetectorGateRefusesMemorisers(t *testing.T) {
	ctx := context.Background()
	var frames []sparseFrame
	g, file := redSetGate(t, func(t testing.TB, lib string) { frames = writeSparseRedFrames(t, lib, 8) })

	byHash, byCount := map[uint64][]image.Rectangle{}, map[int][]image.Rectangle{}
	for _, f := range frames {
		byHash[redHash(f.img)] = f.boxes
		byCount[redCount(f.img)] = f.boxes
	}
	if len(byHash) != len(frames) || len(byCount) != len(frames) {
		t.Fatalf("the frames' keys collide (%d by hash, %d by count, %d frames): draw them again", len(byHash), len(byCount), len(frames))
	}
	for _, m := range []struct{ name, src string }{
		{"by hash", memoriser("hash", byHash)},
		{"by count", memoriser("count", byCount)},
	} {
		name := m.name
		before, _ := os.ReadFile(file)
		d, err := g.Propose(ctx, library.Proposal{Source: []byte(m.src), Author: "agent-9"})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if d.Status != memory.Rejected || !strings.Contains(d.Reason, "precision 1.00 (needs 1.00), recall 1.00 (needs 1.00); cropped: ") {
			t.Errorf("memoriser %s: %s: %s; want rejected, perfect as stored and failing cropped", name, d.Status, d.Reason)
		}
		if after, _ := os.ReadFile(file); !bytes.Equal(before, after) {
			t.Errorf("memoriser %s: a rejected detector touched the library file", name)
		}
	}
	d, err := g.Propose(ctx, library.Proposal{Source: []byte(gatetest.RedBoxes("same boxes, new comment")), Author: "agent-9"})
	if err != nil {
		t.Fatal(err)
	}
	if d.Status != memory.Promoted || !strings.Contains(d.Reason, "verified 1/1") {
		t.Errorf("a detector that looks: %s: %s; want promoted", d.Status, d.Reason)
	}
}

// sparseFrame is a frame the test drew, with its red boxes.
type sparseFrame struct {
	img   *image.RGBA
	boxes []image.Rectangle
}

// writeSparseRedFrames writes n 160×90 frames, each with two or three red
// boxes 8 to 15 pixels a side away from the edges on grey, as the
// labelled set labels/red_boxes.jsonl.
func writeSparseRedFrames(t testing.TB, lib string, n int) []sparseFrame {
	t.Helper()
	rnd := rand.New(rand.NewPCG(7, 11))
	out := make([]sparseFrame, n)
	imgs, boxes := make([]*image.RGBA, n), make([][]image.Rectangle, n)
	for i := range n {
		img := image.NewRGBA(image.Rect(0, 0, 160, 90))
		for p := 0; p < len(img.Pix); p += 4 {
			g := uint8(60 + rnd.IntN(40))
			img.Pix[p], img.Pix[p+1], img.Pix[p+2], img.Pix[p+3] = g, g, g, 255
		}
		var bs []image.Rectangle
		for len(bs) < 2+i%2 {
			w, h := 8+rnd.IntN(8), 8+rnd.IntN(8)
			b := image.Rect(0, 0, w, h).Add(image.Pt(20+rnd.IntN(120-w), 12+rnd.IntN(66-h)))
			apart := true
			for _, o := range bs {
				apart = apart && !b.Inset(-2).Overlaps(o)
			}
			if apart {
				bs = append(bs, b)
				draw.Draw(img, b, image.NewUniform(color.RGBA{R: 255, A: 255}), image.Point{}, draw.Src)
			}
		}
		imgs[i], boxes[i], out[i] = img, bs, sparseFrame{img: img, boxes: bs}
	}
	gatetest.WriteRedSet(t, lib, "s", imgs, boxes)
	return out
}

// redHash is FNV-1a over the red bytes of a frame's pixels, row by row:
// what the "hash" memoriser computes.
func redHash(img *image.RGBA) uint64 {
	h := fnv.New64a()
	w, ht := img.Rect.Dx(), img.Rect.Dy()
	for y := range ht {
		row := img.Pix[y*img.Stride:][:4*w]
		for x := 0; x < 4*w; x += 4 {
			h.Write(row[x : x+1])
		}
	}
	return h.Sum64()
}

// redCount is how many pure red pixels a frame holds: what the "count"
// memoriser computes.
func redCount(img *image.RGBA) int {
	n := 0
	for p := 0; p < len(img.Pix); p += 4 {
		if img.Pix[p] == 255 && img.Pix[p+1] == 0 {
			n++
		}
	}
	return n
}

// memoriser is a red_boxes candidate that answers the boxes its table
// holds for the frame's key (redHash or redCount) and looks at nothing
// else.
func memoriser[K comparable](key string, table map[K][]image.Rectangle) string {
	var entries []string
	for k, bs := range table {
		var rs []string
		for _, b := range bs {
			rs = append(rs, fmt.Sprintf("image.Rect(%d, %d, %d, %d)", b.Min.X, b.Min.Y, b.Max.X, b.Max.Y))
		}
		entries = append(entries, fmt.Sprintf("\t%v: {%s},", k, strings.Join(rs, ", ")))
	}
	keyType, keyFunc := "uint64", `h := uint64(14695981039346656037)
	w, ht := f.Img.Rect.Dx(), f.Img.Rect.Dy()
	for y := 0; y < ht; y++ {
		row := f.Img.Pix[y*f.Img.Stride:][:4*w]
		for x := 0; x < 4*w; x += 4 {
			h ^= uint64(row[x])
			h *= 1099511628211
		}
	}
	return h`
	if key == "count" {
		keyType, keyFunc = "int", `n := 0
	for p := 0; p < len(f.Img.Pix); p += 4 {
		if f.Img.Pix[p] == 255 && f.Img.Pix[p+1] == 0 {
			n++
		}
	}
	return n`
	}
	return fmt.Sprintf(`// Find red boxes: remember the labelled frames by %[1]s.
package red_boxes

import (
	"image"

	"github.com/skillrun/skillrun/detectors"
)

type Args struct{}

var seen = map[%[2]s][]image.Rectangle{
%[3]s
}

func key(f *detectors.Frame) %[2]s {
	%[4]s
}

func Detect(f *detectors.Frame, args Args) ([]detectors.Detection, error) {
	var out []detectors.Detection
	for _, b := range seen[key(f)] {
		out = append(out, detectors.Detection{Label: "red", Box: b, Score: 1})
	}
	return out, nil
}
`, key, keyType, strings.Join(entries, "\n"), keyFunc)
}
