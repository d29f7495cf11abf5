package detectors

import (
	"fmt"
	"image"
	"math"
)

// ColorMixPer is how many values ColorMix gives a box.
const ColorMixPer = 6

// colorMixBounds are the green-over-red ratios between ColorMix's four
// hue classes: red-brown, orange, amber, yellow. A ratio does not move
// when a light dims or brightens a colour, only when it tints it.
var colorMixBounds = [3]float64{0.45, 0.65, 0.8}

// colorMixSamples bounds the pixels ColorMix reads a box: a larger box
// is read every step pixels each way (a texture is drawn in blocks of a
// texel's pixels, so a large box loses no colour by it), which keeps its
// cost about that of a 64×64 box.
const colorMixSamples = 64 * 64

// ColorMix returns, for each box whose score in ps is at least minScore
// (each box when ps is nil; the others get nil), what mix of colours the
// pixels of the colour set s in it are, in one call (an interpreted
// detector pays for each operation it makes a box): the shares of s's
// pixels in four hue classes by green over red (under 0.45, 0.65, 0.8,
// and over), the share of them darker than half the brightest of them,
// and the logarithm of 1 plus how many of s's cells they fill. An
// object's texture is a mix of its own (a blaze's dark red head over
// yellow and orange rods); a block of colours from the same set is
// another mix (a honeycomb is one orange and its outline). Boxes are
// clipped to the frame; a box without s's pixels gives zeros. A box of
// more than 4,096 pixels is read on a grid of about that many.
func ColorMix(f *Frame, s *ColorSet, boxes []image.Rectangle, ps []float64, minScore float64) ([][]float64, error) {
	if f == nil || f.Img == nil {
		return nil, fmt.Errorf("%w: color mix: no frame", ErrBadArgument)
	}
	if s == nil {
		return nil, fmt.Errorf("%w: color mix: no colour set", ErrBadArgument)
	}
	if ps != nil && len(ps) != len(boxes) {
		return nil, fmt.Errorf("%w: color mix: %d scores for %d boxes", ErrBadArgument, len(ps), len(boxes))
	}
	img := f.Img
	out := make([][]float64, len(boxes))
	var seen [1 << 15 / 64]uint64
	var bright [256]int
	for i, b := range boxes {
		if ps != nil && !(ps[i] >= minScore) {
			continue
		}
		row := make([]float64, ColorMixPer)
		out[i] = row
		b = b.Intersect(img.Rect)
		if b.Empty() {
			continue
		}
		clear(seen[:])
		clear(bright[:])
		var hue [4]int
		n, cells, top := 0, 0, 0
		step := 1
		if area := b.Dx() * b.Dy(); area > colorMixSamples {
			step = int(math.Ceil(math.Sqrt(float64(area) / colorMixSamples)))
		}
		for y := b.Min.Y; y < b.Max.Y; y += step {
			p := img.Pix[img.PixOffset(b.Min.X, y) : img.PixOffset(b.Max.X-1, y)+4]
			for x := 0; x+3 < len(p); x += 4 * step {
				r, g, bl := p[x], p[x+1], p[x+2]
				c := ColorCell(r, g, bl)
				if !s.hasCell(c) {
					continue
				}
				n++
				if seen[c>>6]&(1<<(c&63)) == 0 {
					seen[c>>6] |= 1 << (c & 63)
					cells++
				}
				v := max(r, g, bl)
				bright[v]++
				top = max(top, int(v))
				k := 3
				q := float64(g) / max(float64(r), 1)
				for j, bound := range colorMixBounds {
					if q < bound {
						k = j
						break
					}
				}
				hue[k]++
			}
		}
		if n == 0 {
			continue
		}
		dark := 0
		for v := 0; 2*v < top; v++ {
			dark += bright[v]
		}
		fn := float64(n)
		row[0], row[1], row[2], row[3] = float64(hue[0])/fn, float64(hue[1])/fn, float64(hue[2])/fn, float64(hue[3])/fn
		row[4] = float64(dark) / fn
		row[5] = math.Log1p(float64(cells))
	}
	return out, nil
}
