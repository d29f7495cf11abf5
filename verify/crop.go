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

// Crop is a share of a frame to cut off each side before it is scored,
// what is left stretched back to the frame's size (LabelledFrame.Crop;
// see Cropped). At least one pixel is cut from a side whose share is
// above 0.
type Crop struct {
	Left, Top, Right, Bottom float64
}

// Cropped returns a copy of frames, each to be cut by its own crop drawn
// from rnd: every side by a share up to MaxCrop, drawn independently, and
// what is left stretched back to the frame's size (nearest pixel), so
// neither a frame's size nor its bytes say it was cut, or where. The
// truth and ignored boxes move with the pixels when the frame is scored;
// a truth box left with under half its area is no longer asked for and
// becomes ignored.
//
// A detector that looks at the frame finds what it found before, give or
// take what the cut took away and a few per cent of scale. One that only
// remembers the frames it was verified on (their bytes, where their boxes
// were) finds nothing: the gate scores candidates on both views.
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

// apply cuts f and stretches what is left back to f's size, pixel for
// nearest pixel, moving truth and ignore with it: the cropped frame is as
// large as the frames the detector sees in use, so its size does not tell
// it from them.
func (c Crop) apply(f *detectors.Frame, truth, ignore []detectors.Detection) (*detectors.Frame, []detectors.Detection, []detectors.Detection, error) {
	img := f.Img
	w, h := img.Rect.Dx(), img.Rect.Dy()
	left, top, right, bottom := c.pixels(w, h)
	cut := image.Rect(left, top, w-right, h-bottom).Add(img.Rect.Min)
	cw, ch := cut.Dx(), cut.Dy()
	// Pixel (x, y) shows the cut's pixel (x·cw/w, y·ch/h): Scale's
	// nearest-pixel enlargement of the cut.
	out, err := detectors.Scale(&detectors.Frame{Img: img.SubImage(cut).(*image.RGBA), Source: f.Source}, w, h)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("%s: %w", c, err)
	}
	// A column s of the cut shows at x from ⌈s·w/cw⌉ up to ⌈(s+1)·w/cw⌉.
	stretch := func(r image.Rectangle) image.Rectangle {
		r = r.Sub(cut.Min)
		return image.Rect(ceilDiv(r.Min.X*w, cw), ceilDiv(r.Min.Y*h, ch), ceilDiv(r.Max.X*w, cw), ceilDiv(r.Max.Y*h, ch))
	}
	move := func(d detectors.Detection) (detectors.Detection, image.Rectangle, image.Rectangle) {
		was := d.Box.Canon().Intersect(img.Rect)
		kept := was.Intersect(cut)
		d.Box = image.Rectangle{}
		if !kept.Empty() {
			d.Box = stretch(kept)
		}
		return d, was, kept
	}
	var keep, ign []detectors.Detection
	for _, d := range truth {
		moved, was, kept := move(d)
		switch {
		case kept.Empty():
		case 2*area(kept) < area(was):
			ign = append(ign, moved)
		default:
			keep = append(keep, moved)
		}
	}
	for _, d := range ignore {
		if moved, _, kept := move(d); !kept.Empty() {
			ign = append(ign, moved)
		}
	}
	return out, keep, ign, nil
}

// ceilDiv is ⌈a/b⌉ for a ≥ 0, b > 0.
func ceilDiv(a, b int) int { return (a + b - 1) / b }

func area(r image.Rectangle) int64 { return int64(r.Dx()) * int64(r.Dy()) }
