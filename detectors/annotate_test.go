package detectors

import (
	"bytes"
	"image"
	"testing"
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
	back, err := Decode(buf.Bytes(), Source{})
	if err != nil || back.Width() != 80 || back.Height() != 40 {
		t.Errorf("round trip of the annotated PNG: %v, %v", back.Bounds(), err)
	}
}
