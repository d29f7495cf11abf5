package verify

import (
	"image"
	"math/rand/v2"
	"testing"

	"github.com/skillrun/skillrun/detectors"
)

// TestCropApply: a cropped frame shows the pixels it cut to, at the new
// origin; a truth box inside moves with them, one cut to under half its
// area is ignored rather than asked for, one cut away is gone, and
// ignored boxes move too.
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
	c := Crop{Left: 0.05, Top: 0.1, Right: 0.1, Bottom: 0.05} // 5, 6, 10, 3 pixels
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
	if got := out.Img.Rect; got != image.Rect(0, 0, 85, 51) {
		t.Fatalf("cropped to %v, want 85×51", got)
	}
	if out.Source != f.Source {
		t.Errorf("source %v, want %v", out.Source, f.Source)
	}
	for _, p := range []image.Point{{0, 0}, {84, 50}, {40, 17}} {
		if got := out.Img.RGBAAt(p.X, p.Y); int(got.R) != p.X+5 || int(got.G) != p.Y+6 {
			t.Errorf("pixel %v is (%d, %d), want the original's (%d, %d)", p, got.R, got.G, p.X+5, p.Y+6)
		}
	}
	want := []image.Rectangle{image.Rect(15, 14, 25, 24), image.Rect(0, 14, 4, 24)}
	if len(kept) != len(want) || kept[0].Box != want[0] || kept[1].Box != want[1] {
		t.Errorf("truth after the crop %v, want %v", kept, want)
	}
	wantIgn := []image.Rectangle{image.Rect(0, 14, 3, 24), image.Rect(45, 44, 55, 51)}
	if len(ign) != len(wantIgn) || ign[0].Box != wantIgn[0] || ign[1].Box != wantIgn[1] {
		t.Errorf("ignored after the crop %v, want %v", ign, wantIgn)
	}
	if len(out.Img.Pix) > len(f.Img.Pix)-f.Img.PixOffset(5, 6) || &out.Img.Pix[0] != &f.Img.Pix[f.Img.PixOffset(5, 6)] {
		t.Error("the cropped frame does not share the frame's pixels")
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
