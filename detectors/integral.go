package detectors

import (
	"fmt"
	"image"
)

// Integral counts a mask's set pixels in any rectangle in constant time
// (a summed-area table), for detectors that weigh what lies in and around
// many candidate boxes.
type Integral struct {
	rect image.Rectangle
	w    int
	sum  []int32
	// packed, when set, holds the sums in 21-bit lanes of 64-bit words,
	// this table's at shift (ColorTable.Scan: three tables in one).
	packed []uint64
	shift  uint
	// table and gen: where packed came from, and its use (see Release).
	table *packedTable
	gen   uint64
}

// laneBits is the width of a lane of packed sums: a frame of under 2²¹
// pixels never fills one.
const laneBits = 21

// NewIntegral builds the table of m.
func NewIntegral(m *Mask) (*Integral, error) {
	if err := checkMask(m); err != nil {
		return nil, fmt.Errorf("integral: %w", err)
	}
	w, h := m.Rect.Dx(), m.Rect.Dy()
	it := &Integral{rect: m.Rect, w: w + 1, sum: make([]int32, (w+1)*(h+1))}
	for y := 0; y < h; y++ {
		row := m.Pix[y*m.Stride:][:w:w]
		above := it.sum[y*(w+1):][: w+1 : w+1]
		cur := it.sum[(y+1)*(w+1):][: w+1 : w+1]
		var run int32
		above, cur = above[1:], cur[1:]
		cur = cur[:len(row)]
		above = above[:len(row)]
		for x, v := range row {
			run += int32((uint32(v) + 255) >> 8) // 1 when v is set, without a branch
			cur[x] = above[x] + run
		}
	}
	return it, nil
}

// Count returns how many of the mask's pixels in r are set; the part of r
// outside the mask counts none.
func (it *Integral) Count(r image.Rectangle) int { return it.lane(it.words(r)) }

// words returns r's count as the table holds it: for a packed table the
// difference of its four words, holding the count of every lane of the
// table (lane picks this integral's); otherwise the count. The part of r
// outside the mask counts none.
func (it *Integral) words(r image.Rectangle) uint64 {
	r = r.Intersect(it.rect)
	if r.Empty() {
		return 0
	}
	x0, y0 := r.Min.X-it.rect.Min.X, r.Min.Y-it.rect.Min.Y
	x1, y1 := r.Max.X-it.rect.Min.X, r.Max.Y-it.rect.Min.Y
	if p := it.packed; p != nil {
		// Each lane's count is in 0..2²¹, so the words' difference, taken
		// modulo 2⁶⁴, holds every lane's count exactly.
		return p[y1*it.w+x1] - p[y0*it.w+x1] - p[y1*it.w+x0] + p[y0*it.w+x0]
	}
	s := it.sum
	return uint64(s[y1*it.w+x1] - s[y0*it.w+x1] - s[y1*it.w+x0] + s[y0*it.w+x0])
}

// lane returns this integral's count from words of its table (words).
func (it *Integral) lane(v uint64) int {
	if it.packed != nil {
		return int(v >> it.shift & (1<<laneBits - 1))
	}
	return int(int32(v))
}

// samePacked reports whether o's counts are lanes of it's packed words:
// one words call counts both.
func (it *Integral) samePacked(o *Integral) bool {
	return it.packed != nil && o.packed != nil && len(it.packed) == len(o.packed) &&
		&it.packed[0] == &o.packed[0] && it.w == o.w && it.rect == o.rect
}
