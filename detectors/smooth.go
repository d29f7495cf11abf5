package detectors

import (
	"fmt"
	"image"
	"math"
)

// ScaleSmooth returns a copy of f resized to w×h with its origin at (0,
// 0), interpolating bilinearly between pixel centres when enlarging (soft
// edges, for photographs and rendered scenes) and averaging like Scale
// when shrinking.
func ScaleSmooth(f *Frame, w, h int) (*Frame, error) {
	if err := checkFrame(f); err != nil {
		return nil, fmt.Errorf("scale smooth: %w", err)
	}
	if err := checkSize(w, h); err != nil {
		return nil, fmt.Errorf("scale smooth: %w", err)
	}
	src := f.Img
	sw, sh := src.Rect.Dx(), src.Rect.Dy()
	if w <= sw && h <= sh {
		return Scale(f, w, h)
	}
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	type tap struct {
		i0, i1 int
		t      float64
	}
	taps := func(n, m int) []tap {
		ts := make([]tap, n)
		for i := range ts {
			x := (float64(i)+0.5)*float64(m)/float64(n) - 0.5
			x = math.Max(0, math.Min(float64(m-1), x))
			i0 := int(x)
			i1 := min(i0+1, m-1)
			ts[i] = tap{i0, i1, x - float64(i0)}
		}
		return ts
	}
	xs, ys := taps(w, sw), taps(h, sh)
	for oy, ty := range ys {
		r0 := src.Pix[ty.i0*src.Stride:]
		r1 := src.Pix[ty.i1*src.Stride:]
		dst := out.Pix[oy*out.Stride:]
		for ox, tx := range xs {
			for c := range 4 {
				a := float64(r0[4*tx.i0+c])*(1-tx.t) + float64(r0[4*tx.i1+c])*tx.t
				b := float64(r1[4*tx.i0+c])*(1-tx.t) + float64(r1[4*tx.i1+c])*tx.t
				dst[4*ox+c] = uint8(math.Round(a*(1-ty.t) + b*ty.t))
			}
		}
	}
	return &Frame{Img: out, Source: f.Source}, nil
}
