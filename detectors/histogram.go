package detectors

import "fmt"

// Hist is a per-channel histogram of 8-bit colour components.
type Hist struct {
	R, G, B [256]int
	// N is the number of pixels counted.
	N int
}

// Histogram counts the colours of f's pixels, or, when m is not nil, of
// the pixels set in m (pixels of m outside f are ignored).
func Histogram(f *Frame, m *Mask) (*Hist, error) {
	if err := checkFrame(f); err != nil {
		return nil, fmt.Errorf("histogram: %w", err)
	}
	h := &Hist{}
	img := f.Img
	r := img.Rect
	if m != nil {
		if err := checkMask(m); err != nil {
			return nil, fmt.Errorf("histogram: mask: %w", err)
		}
		r = r.Intersect(m.Rect)
		if r.Empty() {
			return h, nil
		}
	}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		p := img.Pix[img.PixOffset(r.Min.X, y):][: 4*r.Dx() : 4*r.Dx()]
		if m == nil {
			for j := 0; j < len(p); j += 4 {
				h.R[p[j]]++
				h.G[p[j+1]]++
				h.B[p[j+2]]++
			}
			h.N += r.Dx()
			continue
		}
		mr := m.row(y)[r.Min.X-m.Rect.Min.X:][:r.Dx()]
		for i, v := range mr {
			if v == 0 {
				continue
			}
			h.R[p[4*i]]++
			h.G[p[4*i+1]]++
			h.B[p[4*i+2]]++
			h.N++
		}
	}
	return h, nil
}

// Mean returns the mean of each channel, or zeros for an empty histogram.
func (h *Hist) Mean() (r, g, b float64) {
	if h == nil || h.N == 0 {
		return 0, 0, 0
	}
	var sr, sg, sb int
	for v := 0; v < 256; v++ {
		sr += v * h.R[v]
		sg += v * h.G[v]
		sb += v * h.B[v]
	}
	n := float64(h.N)
	return float64(sr) / n, float64(sg) / n, float64(sb) / n
}
