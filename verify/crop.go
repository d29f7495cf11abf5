package verify

import (
	"fmt"
	"image"
	"math/rand/v2"

	"github.com/skillrun/skillrun/detectors"
)

// MaxCrop is the largest share of a frame's width or height Cropped cuts
// off one side.
const MaxCrop = 1.0 / 20

// Crop is a share of a frame to cut off each side before it is scored
// (LabelledFrame.Crop; see Cropped). At least one pixel is cut from a
// side whose share is above 0.
type Crop struct {
	Left, Top, Right, Bottom float64
}

// Cropped returns a copy of frames, each to be cut by its own crop drawn
// from rnd: every side by a share up to MaxCrop, drawn independently, so
// neither a frame's new size nor its bytes say where it was cut. The
// truth and ignored boxes move with the pixels when the frame is scored;
// a truth box left with under half its area is no longer asked for and
// becomes ignored.
//
// A detector that looks at the frame finds what it found before, give or
// take what the cut took away. One that only remembers the frames it
// was verified on (their bytes, their size, where their boxes were)
// finds nothing: the gate scores candidates on both views.
func Cropped(frames []LabelledFrame, rnd *rand.Rand) []LabelledFrame {
	out := make([]LabelledFrame, len(frames))
	for i, f := range frames {
		side := func() float64 { return (0.2 + 0.8*rnd.Float64()) * MaxCrop }
		f.Crop = &Crop{Left: side(), Top: side(), Right: side(), Bottom: side()}
		f.Name += " (cropped)"
		out[i] = f
	}
	return out
}

// String is the crop's shares, in percent.
func (c Crop) String() string {
	return fmt.Sprintf("crop left %.1f%% top %.1f%% right %.1f%% bottom %.1f%%", 100*c.Left, 100*c.Top, 100*c.Right, 100*c.Bottom)
}

// pixels is the crop of a w×h frame, in pixels: at least one a side whose
// share is above 0, and at least one pixel left each way.
func (c Crop) pixels(w, h int) (left, top, right, bottom int) {
	cut := func(share float64, n int) int {
		if share <= 0 {
			return 0
		}
		return max(1, int(share*float64(n)+0.5))
	}
	left, right = cut(c.Left, w), cut(c.Right, w)
	top, bottom = cut(c.Top, h), cut(c.Bottom, h)
	if left+right >= w {
		left, right = 0, 0
	}
	if top+bottom >= h {
		top, bottom = 0, 0
	}
	return left, top, right, bottom
}

// apply cuts f (sharing its pixels) and moves truth and ignore with it.
func (c Crop) apply(f *detectors.Frame, truth, ignore []detectors.Detection) (*detectors.Frame, []detectors.Detection, []detectors.Detection, error) {
	img := f.Img
	w, h := img.Rect.Dx(), img.Rect.Dy()
	left, top, right, bottom := c.pixels(w, h)
	cw, ch := w-left-right, h-top-bottom
	at := img.PixOffset(img.Rect.Min.X+left, img.Rect.Min.Y+top)
	out, err := detectors.FrameFromPix(img.Pix[at:], cw, ch, img.Stride, f.Source)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("%s: %w", c, err)
	}
	origin := img.Rect.Min.Add(image.Pt(left, top))
	bounds := image.Rect(0, 0, cw, ch)
	move := func(d detectors.Detection) (detectors.Detection, image.Rectangle) {
		was := d.Box.Canon().Intersect(img.Rect)
		d.Box = was.Sub(origin).Intersect(bounds)
		return d, was
	}
	var keep, ign []detectors.Detection
	for _, d := range truth {
		moved, was := move(d)
		switch {
		case moved.Box.Empty():
		case 2*area(moved.Box) < area(was):
			ign = append(ign, moved)
		default:
			keep = append(keep, moved)
		}
	}
	for _, d := range ignore {
		if moved, _ := move(d); !moved.Box.Empty() {
			ign = append(ign, moved)
		}
	}
	return out, keep, ign, nil
}

func area(r image.Rectangle) int64 { return int64(r.Dx()) * int64(r.Dy()) }
