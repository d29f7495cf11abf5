package detectors

import (
	"fmt"
)

// Edges returns two masks over m's rectangle that say how large a
// texture's texels are drawn: h holds the pixels set in m whose colour
// differs, by more than tol in some channel, from their left neighbour
// when that is set too, and v the same against the pixel above. Inside a
// texture drawn at s pixels a texel, about 1/s of the pixels are edges,
// so a box's edges over its set pixels tells its scale, whatever its size.
func Edges(f *Frame, m *Mask, tol uint8) (h, v *Mask, err error) {
	if err := checkFrame(f); err != nil {
		return nil, nil, fmt.Errorf("edges: %w", err)
	}
	if err := checkMask(m); err != nil {
		return nil, nil, fmt.Errorf("edges: %w", err)
	}
	r := m.Rect
	if !r.In(f.Img.Rect) {
		return nil, nil, fmt.Errorf("%w: edges: mask %v outside frame %v", ErrBadRegion, r, f.Img.Rect)
	}
	h, v = newMask(r), newMask(r)
	w := r.Dx()
	img := f.Img
	t := int(tol)
	differ := func(p, q []uint8) bool {
		return absDiff(p[0], q[0]) > t || absDiff(p[1], q[1]) > t || absDiff(p[2], q[2]) > t
	}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		mr := m.row(y)
		hr, vr := h.row(y), v.row(y)
		px := img.Pix[(y-img.Rect.Min.Y)*img.Stride+(r.Min.X-img.Rect.Min.X)*4:]
		var up []uint8
		var mu []uint8
		if y > r.Min.Y {
			up = img.Pix[(y-1-img.Rect.Min.Y)*img.Stride+(r.Min.X-img.Rect.Min.X)*4:]
			mu = m.row(y - 1)
		}
		for x := 0; x < w; x++ {
			if mr[x] == 0 {
				continue
			}
			p := px[4*x : 4*x+3]
			if x > 0 && mr[x-1] != 0 && differ(p, px[4*x-4:4*x-1]) {
				hr[x] = 1
			}
			if mu != nil && mu[x] != 0 && differ(p, up[4*x:4*x+3]) {
				vr[x] = 1
			}
		}
	}
	return h, v, nil
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}
