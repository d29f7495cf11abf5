package detectors

import (
	"fmt"
)

// Edges counts, for a detector that must tell how large a texture is
// drawn, the texel edges among a mask's pixels. h counts the pixels set
// in m whose colour differs, by more than tol in some channel, from their
// left neighbour when that is set too, and v the same against the pixel
// above. Inside a texture drawn at s pixels a texel about 1/s of the
// pixels are edges, so a box's edges over its set pixels give its scale
// whatever its size: a small box of a near thing's part has few edges, a
// whole far thing of the same size many. flat counts the pixels set in m
// of exactly the colour of their left neighbour when that is set too: a
// frame drawn and stored without loss has many, a JPEG almost none (its
// noise and blur move the edges, so a detector weighs them less there).
func Edges(f *Frame, m *Mask, tol uint8) (h, v, flat *Integral, err error) {
	if err := checkFrame(f); err != nil {
		return nil, nil, nil, fmt.Errorf("edges: %w", err)
	}
	if err := checkMask(m); err != nil {
		return nil, nil, nil, fmt.Errorf("edges: %w", err)
	}
	r := m.Rect
	if !r.In(f.Img.Rect) {
		return nil, nil, nil, fmt.Errorf("%w: edges: mask %v is not inside the frame %v", ErrBadRegion, r, f.Img.Rect)
	}
	w, ht := r.Dx(), r.Dy()
	img := f.Img
	t := int32(tol)
	at := func(y int) []uint8 {
		o := (y-img.Rect.Min.Y)*img.Stride + (r.Min.X-img.Rect.Min.X)*4
		return img.Pix[o : o+4*w]
	}
	// The three counts of a pixel, in the lanes of one word (frames of
	// under 2²¹ pixels; larger ones get a table each).
	packed := w*ht < 1<<laneBits
	var words []uint64
	var sums [3][]int32
	if packed {
		words = make([]uint64, (w+1)*(ht+1))
	} else {
		for k := range sums {
			sums[k] = make([]int32, (w+1)*(ht+1))
		}
	}
	for y := 0; y < ht; y++ {
		mr := m.Pix[y*m.Stride:][:w:w]
		px := at(r.Min.Y + y)
		var mu, up []uint8
		if y > 0 {
			mu = m.Pix[(y-1)*m.Stride:][:w:w]
			up = at(r.Min.Y + y - 1)
		}
		var run uint64
		var runs [3]int32
		for x := 0; x < w; x++ {
			var hv, vv, fv uint64
			if mr[x] != 0 {
				p := px[4*x : 4*x+3 : 4*x+3]
				if x > 0 && mr[x-1] != 0 {
					q := px[4*x-4 : 4*x-1 : 4*x-1]
					if differ(p, q, t) {
						hv = 1
					} else if p[0] == q[0] && p[1] == q[1] && p[2] == q[2] {
						fv = 1
					}
				}
				if mu != nil && mu[x] != 0 && differ(p, up[4*x:4*x+3:4*x+3], t) {
					vv = 1
				}
			}
			i := (y+1)*(w+1) + x + 1
			if packed {
				run += hv | vv<<laneBits | fv<<(2*laneBits)
				words[i] = words[i-(w+1)] + run
				continue
			}
			for k, c := range [3]uint64{hv, vv, fv} {
				runs[k] += int32(c)
				sums[k][i] = sums[k][i-(w+1)] + runs[k]
			}
		}
	}
	its := [3]*Integral{}
	for k := range its {
		its[k] = &Integral{rect: r, w: w + 1}
		if packed {
			its[k].packed, its[k].shift = words, uint(k*laneBits)
		} else {
			its[k].sum = sums[k]
		}
	}
	return its[0], its[1], its[2], nil
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
