package detectors

import (
	"encoding/binary"
	"fmt"
)

// Morphology uses a square structuring element of side 2·radius+1. For
// erosion, pixels outside the mask count as set, and for dilation as
// clear, so neither operation invents or eats blobs at the border.

// maxRadius bounds the structuring element.
const maxRadius = 256

// Dilate returns a new mask where a pixel is set when any pixel within
// radius (a square window) is set in m.
func (m *Mask) Dilate(radius int) (*Mask, error) { return m.morph(radius, false, "dilate") }

// Erode returns a new mask where a pixel is set when every pixel within
// radius (a square window) is set in m.
func (m *Mask) Erode(radius int) (*Mask, error) { return m.morph(radius, true, "erode") }

// Open erodes then dilates: it removes specks and thin bridges narrower
// than 2·radius+1 and keeps the shape of larger blobs.
func (m *Mask) Open(radius int) (*Mask, error) {
	e, err := m.morph(radius, true, "open")
	if err != nil {
		return nil, err
	}
	return e.morph(radius, false, "open")
}

// Close dilates then erodes: it fills holes and gaps narrower than
// 2·radius+1, joining blobs that lie that close.
func (m *Mask) Close(radius int) (*Mask, error) {
	d, err := m.morph(radius, false, "close")
	if err != nil {
		return nil, err
	}
	return d.morph(radius, true, "close")
}

func (m *Mask) morph(radius int, erode bool, name string) (*Mask, error) {
	if err := checkMask(m); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if radius < 0 || radius > maxRadius {
		return nil, fmt.Errorf("%s: %w: radius %d is outside 0..%d", name, ErrBadArgument, radius, maxRadius)
	}
	if radius == 0 {
		return m.Clone(), nil
	}
	if radius <= smallRadius {
		return m.morphSmall(radius, erode), nil
	}
	w, h := m.Rect.Dx(), m.Rect.Dy()
	win := int32(2*radius + 1)
	// Horizontal pass into tmp, then vertical pass into out, each with a
	// running count of set pixels in the window.
	tmp := newMask(m.Rect)
	for y := 0; y < h; y++ {
		src := m.Pix[y*m.Stride:][:w:w]
		dst := tmp.Pix[y*w:][:w:w]
		var n int32
		for x := 0; x < radius && x < w; x++ {
			n += bit(src[x])
		}
		for x := 0; x < w; x++ {
			if a := x + radius; a < w {
				n += bit(src[a])
			}
			if d := x - radius - 1; d >= 0 {
				n -= bit(src[d])
			}
			if erode {
				// Out-of-mask pixels in the window count as set.
				lo, hi := x-radius, x+radius
				outside := int32(0)
				if lo < 0 {
					outside += int32(-lo)
				}
				if hi >= w {
					outside += int32(hi - w + 1)
				}
				dst[x] = b2u(n+outside == win)
			} else {
				dst[x] = b2u(n > 0)
			}
		}
	}
	out := newMask(m.Rect)
	sum := make([]int32, w)
	for y := 0; y < radius && y < h; y++ {
		row := tmp.Pix[y*w:][:w:w]
		for x, v := range row {
			sum[x] += int32(v)
		}
	}
	for y := 0; y < h; y++ {
		if a := y + radius; a < h {
			row := tmp.Pix[a*w:][:w:w]
			for x, v := range row {
				sum[x] += int32(v)
			}
		}
		if d := y - radius - 1; d >= 0 {
			row := tmp.Pix[d*w:][:w:w]
			for x, v := range row {
				sum[x] -= int32(v)
			}
		}
		dst := out.Pix[y*w:][:w:w]
		if erode {
			lo, hi := y-radius, y+radius
			outside := int32(0)
			if lo < 0 {
				outside += int32(-lo)
			}
			if hi >= h {
				outside += int32(hi - h + 1)
			}
			for x, n := range sum {
				dst[x] = b2u(n+outside == win)
			}
		} else {
			for x, n := range sum {
				dst[x] = b2u(n > 0)
			}
		}
	}
	return out, nil
}

func bit(v uint8) int32 {
	if v != 0 {
		return 1
	}
	return 0
}

// smallRadius is the largest radius morphSmall handles; beyond it the
// running counts of morph cost less than 2·radius+1 word operations.
const smallRadius = 6

// morphSmall combines shifted copies of the rows, then of the columns,
// eight pixels per word operation: OR for dilation, AND for erosion.
func (m *Mask) morphSmall(radius int, erode bool) *Mask {
	w, h := m.Rect.Dx(), m.Rect.Dy()
	var pad uint8
	if erode {
		pad = 1
	}
	tmp := newMask(m.Rect)
	buf := make([]uint8, w+2*radius+8)
	for y := 0; y < h; y++ {
		src := m.Pix[y*m.Stride:][:w:w]
		for i := 0; i < radius; i++ {
			buf[i] = pad
			buf[radius+w+i] = pad
		}
		for i, v := range src {
			buf[radius+i] = b2u(v != 0)
		}
		dst := tmp.Pix[y*w:][:w:w]
		x := 0
		for ; x+8 <= w; x += 8 {
			acc := binary.LittleEndian.Uint64(buf[x:])
			for k := 1; k <= 2*radius; k++ {
				v := binary.LittleEndian.Uint64(buf[x+k:])
				if erode {
					acc &= v
				} else {
					acc |= v
				}
			}
			binary.LittleEndian.PutUint64(dst[x:], acc)
		}
		for ; x < w; x++ {
			acc := buf[x]
			for k := 1; k <= 2*radius; k++ {
				if erode {
					acc &= buf[x+k]
				} else {
					acc |= buf[x+k]
				}
			}
			dst[x] = acc
		}
	}
	// Rows outside the mask are set for erosion and clear for dilation:
	// either way they leave the result unchanged, so only rows inside count.
	out := newMask(m.Rect)
	for y := 0; y < h; y++ {
		lo, hi := max(y-radius, 0), min(y+radius, h-1)
		dst := out.Pix[y*w:][:w:w]
		copy(dst, tmp.Pix[lo*w:][:w])
		for r := lo + 1; r <= hi; r++ {
			row := tmp.Pix[r*w:][:w:w]
			x := 0
			for ; x+8 <= w; x += 8 {
				a := binary.LittleEndian.Uint64(dst[x:])
				b := binary.LittleEndian.Uint64(row[x:])
				if erode {
					a &= b
				} else {
					a |= b
				}
				binary.LittleEndian.PutUint64(dst[x:], a)
			}
			for ; x < w; x++ {
				if erode {
					dst[x] &= row[x]
				} else {
					dst[x] |= row[x]
				}
			}
		}
	}
	return out
}
