package detectors

import (
	"bytes"
	"image"
	"strings"
	"testing"
	"time"
)

func TestAnnotate(t *testing.T) {
	f, _ := NewFrame(100, 60, Source{ID: "a"})
	v, _ := f.Region(image.Rect(10, 10, 90, 50))
	box := image.Rect(30, 30, 60, 45)
	out, err := Annotate(v, []Detection{{Label: "blaze", Box: box, Score: 0.87}})
	if err != nil {
		t.Fatal(err)
	}
	if out.Bounds() != v.Bounds() {
		t.Errorf("Annotate bounds = %v; want the view's %v", out.Bounds(), v.Bounds())
	}
	col := labelColour("blaze")
	if got := out.Img.RGBAAt(box.Min.X-1, 40); got != col {
		t.Errorf("left edge pixel = %v; want the label colour %v", got, col)
	}
	if got := out.Img.RGBAAt(45, 40); got.R != 0 || got.G != 0 || got.B != 0 {
		t.Errorf("inside the box = %v; want it untouched", got)
	}
	// The tag above the box holds black text on the label colour.
	ink := 0
	for y := box.Min.Y - 14; y < box.Min.Y; y++ {
		for x := box.Min.X; x < box.Min.X+40; x++ {
			if c := out.Img.RGBAAt(x, y); c.R == 0 && c.G == 0 && c.B == 0 && c.A == 255 {
				ink++
			}
		}
	}
	if ink < 20 {
		t.Errorf("label tag has %d ink pixels; want text drawn", ink)
	}
	if r, _, _, _, _ := f.At(box.Min.X-1, 40); r != 0 {
		t.Error("Annotate drew on the input frame")
	}
	var buf bytes.Buffer
	if err := EncodePNG(&buf, out); err != nil {
		t.Fatal(err)
	}
	back, err := Decode(buf.Bytes(), 0, Source{})
	if err != nil || back.Width() != 80 || back.Height() != 40 {
		t.Errorf("round trip of the annotated PNG: %v, %v", back.Bounds(), err)
	}
}

// TestPlaceTag: tags stay in the frame and clear of each other, so two
// boxes that share a corner (a detection and its truth) keep both labels
// readable.
func TestPlaceTag(t *testing.T) {
	frame := image.Rect(0, 0, 640, 360)
	sz := image.Pt(60, 14)
	box := image.Rect(300, 100, 400, 220)
	var placed []image.Rectangle
	for range 4 {
		tag := placeTag(box, sz, frame, placed)
		if tag.Size() != sz || !tag.In(frame) {
			t.Fatalf("tag %v: want %v in the frame %v", tag, sz, frame)
		}
		for _, p := range placed {
			if tag.Overlaps(p) {
				t.Fatalf("tag %v overlaps an earlier tag %v (placed %v)", tag, p, placed)
			}
		}
		placed = append(placed, tag)
	}
	if placed[0] != image.Rect(300, 86, 360, 100) {
		t.Errorf("first tag %v; want it just above the box's top left corner", placed[0])
	}
	// A box at the frame's top right: its tag moves inside, and left.
	corner := image.Rect(600, 0, 640, 40)
	if tag := placeTag(corner, sz, frame, nil); !tag.In(frame) {
		t.Errorf("tag of a box in the top right corner %v lies outside the frame", tag)
	}
	// A fifth tag, when every place is taken, still lies in the frame.
	if tag := placeTag(box, sz, frame, placed); !tag.In(frame) {
		t.Errorf("fifth tag %v lies outside the frame", tag)
	}
}

// Annotate runs in the host on what a detector returned: a result of a
// few MiB holds 100,000 detections, and each tag was placed clear of all
// before it (minutes of the host's time, growing with the square); a
// label of megabytes was drawn a letter at a time. It draws the first
// MaxAnnotated, and cuts long labels.
func TestAnnotateBounded(t *testing.T) {
	f, err := NewFrame(640, 480, Source{Kind: "test"})
	if err != nil {
		t.Fatal(err)
	}
	dets := make([]Detection, 200000)
	for i := range dets {
		dets[i] = Detection{Label: "b", Box: image.Rect(i%600, (i/600)%400, i%600+10, (i/600)%400+10)}
	}
	dets[0].Label = strings.Repeat("x", 16<<20)
	start := time.Now()
	if _, err := Annotate(f, dets); err != nil {
		t.Fatal(err)
	}
	// Generous: before, 200,000 detections took over a minute.
	if d := time.Since(start); d > 15*time.Second {
		t.Errorf("annotating took %v", d)
	}
}
