package verify

import (
	"image"
	"math/rand/v2"
	"testing"

	"github.com/skillrun/skillrun/detectors"
)

// TestCropApply: a cropped frame is as large as the frame, and each of
// its pixels is the nearest of the part left after the cut; a truth box
// inside moves and stretches with the pixels (it covers exactly the
// pixels that came from inside it), one cut to under half its area is
// ignored rather than asked for, one cut away is gone, and ignored boxes
// move too.
func TestCropApply(t *testing.T) {
	f, err := detectors.NewFrame(100, 60, detectors.Source{Kind: "step", ID: "s"})
	if err != nil {
		t.Fatal(err)
	}
	for y := range 60 {
		for x := range 100 {
			copy(f.Img.Pix[f.Img.PixOffset(x, y):], []uint8{uint8(x), uint8(y), 7, 255})
		}
	}
	c := Crop{Left: 0.05, Top: 0.1, Right: 0.1, Bottom: 0.05} // 5, 6, 10, 3 pixels: 85×51 left
	det := func(r image.Rectangle) detectors.Detection { return detectors.Detection{Label: "red", Box: r} }
	truth := []detectors.Detection{
		det(image.Rect(20, 20, 30, 30)), // inside
		det(image.Rect(1, 20, 9, 30)),   // 4 of 8 columns left: kept
		det(image.Rect(0, 20, 8, 30)),   // 3 of 8 left: ignored
		det(image.Rect(0, 0, 4, 4)),     // cut away
	}
	ignore := []detectors.Detection{det(image.Rect(50, 50, 60, 59)), det(image.Rect(95, 0, 100, 5))}
	out, kept, ign, err := c.apply(f, truth, ignore)
	if err != nil {
		t.Fatal(err)
	}
	if got := out.Img.Rect; got != f.Img.Rect {
		t.Fatalf("cropped frame is %v, want the frame's %v", got, f.Img.Rect)
	}
	if out.Source != f.Source {
		t.Errorf("source %v, want %v", out.Source, f.Source)
	}
	if len(kept) != 2 || len(ign) != 2 {
		t.Fatalf("after the crop %d truth boxes and %d ignored (%v, %v); want 2 and 2", len(kept), len(ign), kept, ign)
	}
	if kept[0].Box != image.Rect(18, 17, 30, 29) {
		t.Errorf("the box inside is %v after the crop; want (18,17)-(30,29)", kept[0].Box)
	}
	// Each box covers exactly the pixels that came from inside its cut part.
	was := []image.Rectangle{image.Rect(20, 20, 30, 30), image.Rect(5, 20, 9, 30), image.Rect(5, 20, 8, 30), image.Rect(50, 50, 60, 57)}
	now := []image.Rectangle{kept[0].Box, kept[1].Box, ign[0].Box, ign[1].Box}
	for y := range 60 {
		for x := range 100 {
			p := out.Img.RGBAAt(x, y)
			sx, sy := 5+x*85/100, 6+y*51/60
			if int(p.R) != sx || int(p.G) != sy {
				t.Fatalf("pixel (%d, %d) is the original's (%d, %d); want (%d, %d)", x, y, p.R, p.G, sx, sy)
			}
			for i := range was {
				if in, from := image.Pt(x, y).In(now[i]), image.Pt(sx, sy).In(was[i]); in != from {
					t.Errorf("box %d: pixel (%d, %d) from (%d, %d): inside the moved box %v, but its source inside %v is %v", i, x, y, sx, sy, in, was[i], from)
				}
			}
		}
	}
}

// TestCropped: every frame gets a crop of its own, each side between a
// fifth of MaxCrop and MaxCrop, so the crops differ from frame to frame
// and side to side; the frames given are not changed. A frame too small
// to cut keeps a pixel each way.
func TestCropped(t *testing.T) {
	frames := make([]LabelledFrame, 50)
	for i := range frames {
		frames[i].Name = "f"
	}
	out := Cropped(frames, rand.New(rand.NewPCG(1, 2)))
	sizes := map[[2]int]bool{}
	for i, f := range out {
		if frames[i].Crop != nil || f.Crop == nil || f.Name != "f (cropped)" {
			t.Fatalf("frame %d: given crop %v, cropped %v named %q", i, frames[i].Crop, f.Crop, f.Name)
		}
		for _, s := range []float64{f.Crop.Left, f.Crop.Top, f.Crop.Right, f.Crop.Bottom} {
			if s < MaxCrop/5 || s > MaxCrop {
				t.Errorf("frame %d: %s, outside [%g, %g]", i, f.Crop, MaxCrop/5, MaxCrop)
			}
		}
		l, tp, r, b := f.Crop.pixels(640, 360)
		if l == r && tp == b {
			t.Errorf("frame %d: %s cuts each axis evenly", i, f.Crop)
		}
		sizes[[2]int{640 - l - r, 360 - tp - b}] = true
	}
	if len(sizes) < 20 {
		t.Errorf("50 crops of 640×360 make only %d sizes", len(sizes))
	}
	if l, tp, r, b := (Crop{MaxCrop, MaxCrop, MaxCrop, MaxCrop}).pixels(2, 1); l+r >= 2 || tp+b >= 1 {
		t.Errorf("a 2×1 frame cut by %d, %d, %d, %d leaves nothing", l, tp, r, b)
	}
}
