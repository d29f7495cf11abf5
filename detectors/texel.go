package detectors

import (
	"fmt"
)

// Edges counts, for a detector that must tell how large a texture is
// drawn, the texel edges among a mask's pixels: h counts the pixels set
// in m whose colour differs, by more than tol in some channel, from
// their left neighbour when that is set too, and v the same against the
// pixel above. Inside a texture drawn at s pixels a texel about 1/s of the
// pixels are edges, so a box's edges over its set pixels give its scale
// whatever its size: a small box of a near thing's part has few edges,
// a whole far thing of the same size many.
func Edges(f *Frame, m *Mask, tol uint8) (h, v *Integral, err error) {
	if err := checkFrame(f); err != nil {
		return nil, nil, fmt.Errorf("edges: %w", err)
	}
	if err := checkMask(m); err != nil {
		return nil, nil, fmt.Errorf("edges: %w", err)
	}
	r := m.Rect
	if !r.In(f.Img.Rect) {
		return nil, nil, fmt.Errorf("%w: edges: mask %v is not inside the frame %v", ErrBadRegion, r, f.Img.Rect)
	}
	w, ht := r.Dx(), r.Dy()
	h = &Integral{rect: r, w: w + 1, sum: make([]int32, (w+1)*(ht+1))}
	v = &Integral{rect: r, w: w + 1, sum: make([]int32, (w+1)*(ht+1))}
	img := f.Img
	t := int32(tol)
	at := func(y int) []uint8 {
		o := (y-img.Rect.Min.Y)*img.Stride + (r.Min.X-img.Rect.Min.X)*4
		return img.Pix[o : o+4*w]
	}
	for y := 0; y < ht; y++ {
		mr := m.Pix[y*m.Stride:][:w:w]
		px := at(r.Min.Y + y)
		var mu, up []uint8
		if y > 0 {
			mu = m.Pix[(y-1)*m.Stride:][:w:w]
			up = at(r.Min.Y + y - 1)
		}
		hAbove, hCur := h.sum[y*(w+1)+1:][:w:w], h.sum[(y+1)*(w+1)+1:][:w:w]
		vAbove, vCur := v.sum[y*(w+1)+1:][:w:w], v.sum[(y+1)*(w+1)+1:][:w:w]
		var hRun, vRun int32
		for x := 0; x < w; x++ {
			if mr[x] != 0 {
				p := px[4*x : 4*x+3 : 4*x+3]
				if x > 0 && mr[x-1] != 0 && differ(p, px[4*x-4:4*x-1:4*x-1], t) {
					hRun++
				}
				if mu != nil && mu[x] != 0 && differ(p, up[4*x:4*x+3:4*x+3], t) {
					vRun++
				}
			}
			hCur[x] = hAbove[x] + hRun
			vCur[x] = vAbove[x] + vRun
		}
	}
	return h, v, nil
}

// differ reports whether two pixels' colours differ by more than t in a
// channel.
func differ(p, q []uint8, t int32) bool {
	return abs32(int32(p[0])-int32(q[0])) > t || abs32(int32(p[1])-int32(q[1])) > t || abs32(int32(p[2])-int32(q[2])) > t
}

func abs32(a int32) int32 {
	if a < 0 {
		return -a
	}
	return a
}
