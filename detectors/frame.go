package detectors

import (
	"fmt"
	"image"
)

// Frame is one image a detector looks at, with where it came from. Img may
// be a view (sub-image) of a larger frame; primitives never copy it. Its
// pixels are alpha-premultiplied, as in image.RGBA; frames from games and
// cameras are opaque, where that makes no difference.
type Frame struct {
	Img    *image.RGBA
	Source Source
}

// Source says where a frame came from.
type Source struct {
	Kind string `json:"kind,omitempty"` // "step", "file", "camera"
	ID   string `json:"id,omitempty"`   // step id, file path, camera name
}

// Detection is one thing a detector found.
type Detection struct {
	Label string          `json:"label"`
	Box   image.Rectangle `json:"box"`
	Score float64         `json:"score"`
	Attrs map[string]any  `json:"attrs,omitempty"`
}

// MaxPixels is the largest frame, in pixels, that NewFrame, FrameFromPix,
// Scale and Decode (by default) accept: 8192×8192.
const MaxPixels = 1 << 26

// NewFrame returns a black, opaque-less (all zero) frame of w×h pixels.
func NewFrame(w, h int, src Source) (*Frame, error) {
	if err := checkSize(w, h); err != nil {
		return nil, fmt.Errorf("new frame: %w", err)
	}
	return &Frame{Img: image.NewRGBA(image.Rect(0, 0, w, h)), Source: src}, nil
}

// FrameFromPix returns a frame over an externally owned RGBA buffer (for
// example a memory-mapped one): pixel (x, y) is pix[y*stride+4*x:][:4] as
// R, G, B, A. The buffer is not copied; the caller keeps it alive and
// unchanged while the frame is in use.
func FrameFromPix(pix []byte, w, h, stride int, src Source) (*Frame, error) {
	if err := checkSize(w, h); err != nil {
		return nil, fmt.Errorf("frame from pixels: %w", err)
	}
	if stride < 4*w {
		return nil, fmt.Errorf("frame from pixels: %w: stride %d is less than 4×width %d", ErrBadFrame, stride, 4*w)
	}
	need := (h-1)*stride + 4*w
	if len(pix) < need {
		return nil, fmt.Errorf("frame from pixels: %w: buffer holds %d bytes, %d×%d at stride %d needs %d", ErrBadFrame, len(pix), w, h, stride, need)
	}
	return &Frame{Img: &image.RGBA{Pix: pix[:need:need], Stride: stride, Rect: image.Rect(0, 0, w, h)}, Source: src}, nil
}

// FrameFromImage converts any image to a frame. An *image.RGBA is used as
// it is (not copied); other images are converted into a new buffer.
func FrameFromImage(img image.Image, src Source) (*Frame, error) {
	if img == nil {
		return nil, fmt.Errorf("frame from image: %w: nil image", ErrBadFrame)
	}
	if rgba, ok := img.(*image.RGBA); ok {
		if err := checkFrameImg(rgba); err != nil {
			return nil, fmt.Errorf("frame from image: %w", err)
		}
		return &Frame{Img: rgba, Source: src}, nil
	}
	b := img.Bounds()
	if err := checkSize(b.Dx(), b.Dy()); err != nil {
		return nil, fmt.Errorf("frame from image: %w", err)
	}
	out := image.NewRGBA(b)
	convertInto(out, img)
	return &Frame{Img: out, Source: src}, nil
}

// Bounds returns the frame's rectangle, in its own coordinates (a region
// view keeps the coordinates of the frame it came from).
func (f *Frame) Bounds() image.Rectangle {
	if f == nil || f.Img == nil {
		return image.Rectangle{}
	}
	return f.Img.Rect
}

// Width returns the frame's width in pixels.
func (f *Frame) Width() int { return f.Bounds().Dx() }

// Height returns the frame's height in pixels.
func (f *Frame) Height() int { return f.Bounds().Dy() }

// Region returns a view of the part of f inside r, sharing f's pixels.
// r is in f's coordinates and is clipped to f; a region that is empty
// after clipping is an error.
func (f *Frame) Region(r image.Rectangle) (*Frame, error) {
	if err := checkFrame(f); err != nil {
		return nil, fmt.Errorf("region: %w", err)
	}
	c := r.Intersect(f.Img.Rect)
	if c.Empty() {
		return nil, fmt.Errorf("region: %w: %v does not overlap the frame %v", ErrBadRegion, r, f.Img.Rect)
	}
	return &Frame{Img: f.Img.SubImage(c).(*image.RGBA), Source: f.Source}, nil
}

// Crop returns a copy of the part of f inside r (clipped to f), with its
// origin moved to (0, 0).
func Crop(f *Frame, r image.Rectangle) (*Frame, error) {
	v, err := f.Region(r)
	if err != nil {
		return nil, fmt.Errorf("crop: %w", err)
	}
	b := v.Img.Rect
	out := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	for y := 0; y < b.Dy(); y++ {
		src := v.Img.Pix[y*v.Img.Stride:][:4*b.Dx()]
		copy(out.Pix[y*out.Stride:], src)
	}
	return &Frame{Img: out, Source: f.Source}, nil
}

// At returns the colour of pixel (x, y) as R, G, B, A, and false when the
// pixel is outside the frame.
func (f *Frame) At(x, y int) (r, g, b, a uint8, ok bool) {
	if f == nil || f.Img == nil || !(image.Point{x, y}).In(f.Img.Rect) {
		return 0, 0, 0, 0, false
	}
	o := f.Img.PixOffset(x, y)
	if o < 0 || o+4 > len(f.Img.Pix) {
		return 0, 0, 0, 0, false
	}
	p := f.Img.Pix[o : o+4]
	return p[0], p[1], p[2], p[3], true
}

func checkSize(w, h int) error {
	if w <= 0 || h <= 0 {
		return fmt.Errorf("%w: size %d×%d is empty", ErrBadFrame, w, h)
	}
	if int64(w)*int64(h) > MaxPixels {
		return fmt.Errorf("%w: %d×%d exceeds %d pixels", ErrTooLarge, w, h, MaxPixels)
	}
	return nil
}

func checkFrame(f *Frame) error {
	if f == nil || f.Img == nil {
		return fmt.Errorf("%w: nil frame", ErrBadFrame)
	}
	return checkFrameImg(f.Img)
}

func checkFrameImg(img *image.RGBA) error {
	r := img.Rect
	if r.Empty() {
		return fmt.Errorf("%w: frame %v is empty", ErrBadRegion, r)
	}
	if img.Stride < 4*r.Dx() {
		return fmt.Errorf("%w: stride %d is less than 4×width %d", ErrBadFrame, img.Stride, 4*r.Dx())
	}
	if need := (r.Dy()-1)*img.Stride + 4*r.Dx(); len(img.Pix) < need {
		return fmt.Errorf("%w: pixel buffer holds %d bytes, %v needs %d", ErrBadFrame, len(img.Pix), r, need)
	}
	return nil
}
