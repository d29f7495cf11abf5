package detectors

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"image"
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
//
// m covers f (a mask of Scan's, holding 0 or 1). The three integrals share a table of
// t's, as Scan's do: Release hands it back for the next frame.
func (t *ColorTable) Edges(f *Frame, m *Mask, tol uint8) (h, v, flat *Integral, err error) {
	if t == nil {
		return nil, nil, nil, fmt.Errorf("%w: edges: nil colour table", ErrBadArgument)
	}
	if err := checkFrame(f); err != nil {
		return nil, nil, nil, fmt.Errorf("edges: %w", err)
	}
	if err := checkMask(m); err != nil {
		return nil, nil, nil, fmt.Errorf("edges: %w", err)
	}
	r := m.Rect
	if r != f.Img.Rect {
		return nil, nil, nil, fmt.Errorf("%w: edges: mask %v does not cover the frame %v", ErrBadRegion, r, f.Img.Rect)
	}
	w, ht := r.Dx(), r.Dy()
	its := [3]*Integral{}
	for k := range its {
		its[k] = &Integral{rect: r, w: w + 1}
	}
	if w*ht >= 1<<laneBits {
		edgesLarge(f.Img.Pix, f.Img.Stride, m, int32(tol), its)
		return its[0], its[1], its[2], nil
	}
	// A table handed back by Release needs no clearing: every sum but
	// the first row and column, which stay 0, is written below.
	pt, ok := t.tables.Get().(*packedTable)
	if !ok || pt.w != w || pt.h != ht {
		pt = &packedTable{w: w, h: ht, sums: make([]uint64, (w+1)*(ht+1))}
	}
	words, gen := pt.sums, pt.gen.Load()
	for k, it := range its {
		it.packed, it.shift = words, uint(k*laneBits)
		it.table, it.gen = pt, gen
	}
	tl := int32(tol)
	pix, stride := f.Img.Pix, f.Img.Stride
	for y := 0; y < ht; y++ {
		mr, mu, px, up := edgeRows(m, pix, stride, y)
		above := words[y*(w+1)+1:][:w:w]
		cur := words[(y+1)*(w+1)+1:][:w:w]
		if bytes.IndexByte(mr, 1) < 0 {
			copy(cur, above) // a row without the mask's pixels (sky, ground)
			continue
		}
		edgeRow(mr, mu, px, up, y > 0, tl, above, cur)
	}
	return its[0], its[1], its[2], nil
}

// edgeRows returns row y's mask and pixels and the row above's (row 0's
// own for row 0, never read).
func edgeRows(m *Mask, pix []uint8, stride, y int) (mr, mu, px, up []uint8) {
	w := m.Rect.Dx()
	mr, px = m.Pix[y*m.Stride:][:w:w], pix[y*stride:][:4*w:4*w]
	mu, up = mr, px
	if y > 0 {
		mu, up = m.Pix[(y-1)*m.Stride:][:w:w], pix[(y-1)*stride:][:4*w:4*w]
	}
	return mr, mu, px, up
}

// edgeRow writes cur[x] = above[x] plus the counts of the row's pixels
// up to x, in the lanes of packed words: horizontal edges (lane 0),
// vertical ones (lane 1) and flat pixels (lane 2). mr and px are the row's
// mask and pixels, mu and up the row above's (read when hasAbove).
func edgeRow(mr, mu, px, up []uint8, hasAbove bool, tl int32, above, cur []uint64) {
	const hBit, vBit, flatBit = 1, 1 << laneBits, 1 << (2 * laneBits)
	w := len(cur)
	mr, mu, above = mr[:w], mu[:w], above[:w]
	var run uint64
	for x := 0; x < w; x++ {
		// Eight pixels off the mask (most of a row) add nothing: their
		// sums are the row above's plus the run so far.
		for x+8 <= w && binary.LittleEndian.Uint64(mr[x:]) == 0 {
			a, c := above[x:x+8:x+8], cur[x:x+8:x+8]
			c[0], c[1], c[2], c[3] = a[0]+run, a[1]+run, a[2]+run, a[3]+run
			c[4], c[5], c[6], c[7] = a[4]+run, a[5]+run, a[6]+run, a[7]+run
			x += 8
		}
		if x == w {
			break
		}
		if mr[x] != 0 {
			p := px[4*x : 4*x+3 : 4*x+3]
			if x > 0 && mr[x-1] != 0 {
				q := px[4*x-4 : 4*x-1 : 4*x-1]
				if differ(p, q, tl) {
					run += hBit
				} else if p[0] == q[0] && p[1] == q[1] && p[2] == q[2] {
					run += flatBit
				}
			}
			if hasAbove && mu[x] != 0 && differ(p, up[4*x:4*x+3:4*x+3], tl) {
				run += vBit
			}
		}
		cur[x] = above[x] + run
	}
}

// edgesLarge is Edges for frames of 2²¹ pixels or more: a table a count,
// each row's counts taken from edgeRow's lanes (a row has under 2²¹
// pixels).
func edgesLarge(pix []uint8, stride int, m *Mask, tl int32, its [3]*Integral) {
	w, ht := m.Rect.Dx(), m.Rect.Dy()
	var sums [3][]int32
	for k := range sums {
		sums[k] = make([]int32, (w+1)*(ht+1))
		its[k].sum = sums[k]
	}
	zero, row := make([]uint64, w), make([]uint64, w)
	for y := 0; y < ht; y++ {
		mr, mu, px, up := edgeRows(m, pix, stride, y)
		edgeRow(mr, mu, px, up, y > 0, tl, zero, row)
		for k := range sums {
			cur, prev := sums[k][(y+1)*(w+1)+1:][:w:w], sums[k][y*(w+1)+1:][:w:w]
			for x, c := range row {
				cur[x] = prev[x] + int32(c>>(k*laneBits)&(1<<laneBits-1))
			}
		}
	}
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

// EdgeColumns say where EdgeShares reads and writes in a row of BoxFills:
// In is the column of the mask's share of the box (its share around the
// box follows), H, V and Flat those of Edges' three counts in the box
// (each followed by its share around), and Dst the first of the six
// columns written.
type EdgeColumns struct {
	Dst, In, H, V, Flat int
}

// EdgeShares writes, in each row (of boxes[i]), from the fills of a mask
// and of its Edges, in one call (an interpreted detector pays for each
// operation it makes a box): the horizontal and vertical edges over the
// mask's pixels in the box (1/s at s pixels a texel), 1 plus the box's
// height and width in texels, the edges over the mask's pixels around
// the box (both ways, halved), and the flat pixels over the mask's
// pixels in the box. A share over no pixels is 0.
func EdgeShares(rows [][]float64, boxes []image.Rectangle, c EdgeColumns) error {
	if len(rows) != len(boxes) {
		return fmt.Errorf("%w: edge shares: %d rows but %d boxes", ErrBadArgument, len(rows), len(boxes))
	}
	need := max(c.Dst+6, c.In+2, c.H+2, c.V+2, c.Flat+1)
	if min(c.Dst, c.In, c.H, c.V, c.Flat) < 0 {
		return fmt.Errorf("%w: edge shares: negative column in %+v", ErrBadArgument, c)
	}
	for i, row := range rows {
		if len(row) < need {
			return fmt.Errorf("%w: edge shares: row %d has %d values, %+v needs %d", ErrBadArgument, i, len(row), c, need)
		}
		b := boxes[i]
		hs, vs, around, flat := 0.0, 0.0, 0.0, 0.0
		if in := row[c.In]; in > 0 {
			hs, vs, flat = row[c.H]/in, row[c.V]/in, row[c.Flat]/in
		}
		if pa := row[c.In+1]; pa > 0 {
			around = (row[c.H+1] + row[c.V+1]) / (2 * pa)
		}
		d := row[c.Dst : c.Dst+6 : c.Dst+6]
		d[0], d[1], d[2], d[3], d[4], d[5] = hs, vs, 1+float64(b.Max.Y-b.Min.Y)*vs, 1+float64(b.Max.X-b.Min.X)*hs, around, flat
	}
	return nil
}
