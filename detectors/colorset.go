package detectors

import (
	"encoding/binary"
	"fmt"
	"image"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
)

// ColorSet is a set of colours quantised to 5 bits a channel: 32,768
// cells, each the colours whose top five bits of red, green and blue are
// the cell's. A detector keeps in one the exact colours its object shows
// (the texture's palette under every light it is drawn in), which no
// rectangle in RGB or HSV holds without taking in the colours around it.
type ColorSet struct {
	bits [1 << 15 / 8]uint8
}

// ColorCell returns the cell of a colour: r>>3<<10 | g>>3<<5 | b>>3.
func ColorCell(r, g, b uint8) int { return int(r>>3)<<10 | int(g>>3)<<5 | int(b>>3) }

// AddCell puts cell c (0..32767) in the set.
func (s *ColorSet) AddCell(c int) error {
	if c < 0 || c >= 1<<15 {
		return fmt.Errorf("%w: colour cell %d is outside 0..32767", ErrBadArgument, c)
	}
	s.bits[c>>3] |= 1 << (c & 7)
	return nil
}

// Add puts the cell of colour (r, g, b) in the set.
func (s *ColorSet) Add(r, g, b uint8) { _ = s.AddCell(ColorCell(r, g, b)) }

// Contains reports whether the cell of (r, g, b) is in the set.
func (s *ColorSet) Contains(r, g, b uint8) bool {
	return s.hasCell(ColorCell(r, g, b))
}

// hasCell reports whether cell c (0..32767) is in the set.
func (s *ColorSet) hasCell(c int) bool { return s.bits[c>>3]&(1<<(c&7)) != 0 }

// Len returns the number of cells in the set.
func (s *ColorSet) Len() int {
	n := 0
	for _, b := range s.bits {
		for ; b != 0; b &= b - 1 {
			n++
		}
	}
	return n
}

// String writes the set as ParseColorSet reads it: its cells in
// hexadecimal, runs of consecutive cells as "first-last".
func (s *ColorSet) String() string {
	var sb strings.Builder
	for c := 0; c < 1<<15; c++ {
		if !s.hasCell(c) {
			continue
		}
		e := c
		for e+1 < 1<<15 && s.bits[(e+1)>>3]&(1<<((e+1)&7)) != 0 {
			e++
		}
		if sb.Len() > 0 {
			sb.WriteByte(' ')
		}
		sb.WriteString(strconv.FormatInt(int64(c), 16))
		if e > c {
			sb.WriteByte('-')
			sb.WriteString(strconv.FormatInt(int64(e), 16))
		}
		c = e
	}
	return sb.String()
}

// ParseColorSet reads a set written by String: cells in hexadecimal
// (ColorCell), or ranges "first-last", separated by spaces or newlines.
func ParseColorSet(text string) (*ColorSet, error) {
	s := &ColorSet{}
	for i, f := range strings.Fields(text) {
		lo, hi, isRange := strings.Cut(f, "-")
		a, err := strconv.ParseUint(lo, 16, 16)
		if err != nil {
			return nil, fmt.Errorf("%w: colour set: item %d %q is not a hexadecimal cell", ErrBadArgument, i+1, f)
		}
		b := a
		if isRange {
			if b, err = strconv.ParseUint(hi, 16, 16); err != nil || b < a {
				return nil, fmt.Errorf("%w: colour set: item %d %q is not a range of cells", ErrBadArgument, i+1, f)
			}
		}
		for c := a; c <= b; c++ {
			if err := s.AddCell(int(c)); err != nil {
				return nil, fmt.Errorf("colour set: item %d: %w", i+1, err)
			}
		}
	}
	return s, nil
}

// MaskColors returns a mask over f's rectangle, set where the pixel's
// colour is in s.
func MaskColors(f *Frame, s *ColorSet) (*Mask, error) {
	if err := checkFrame(f); err != nil {
		return nil, fmt.Errorf("mask colors: %w", err)
	}
	if s == nil {
		return nil, fmt.Errorf("mask colors: %w: no colour set", ErrBadArgument)
	}
	img := f.Img
	out := newMask(img.Rect)
	w := img.Rect.Dx()
	bits := &s.bits
	for y := 0; y < img.Rect.Dy(); y++ {
		src := img.Pix[y*img.Stride:][: 4*w : 4*w]
		dst := out.Pix[y*out.Stride:][:w:w]
		for x := range dst {
			p := src[4*x : 4*x+3 : 4*x+3]
			c := ColorCell(p[0], p[1], p[2])
			dst[x] = bits[c>>3] >> (c & 7) & 1
		}
	}
	return out, nil
}

// AndColors returns a new mask over m's rectangle, set where m is set and
// the pixel of f there has its colour in s. m must lie inside f.
func (m *Mask) AndColors(f *Frame, s *ColorSet) (*Mask, error) {
	if err := m.checkWithin(f, "and colors"); err != nil {
		return nil, err
	}
	if s == nil {
		return nil, fmt.Errorf("and colors: %w: no colour set", ErrBadArgument)
	}
	return m.keep(f, func(p []uint8) bool { return s.Contains(p[0], p[1], p[2]) }), nil
}

// ColorSetHSV returns the cells whose centre colour lies in r: an HSV
// range as a colour set, tested by MaskColors with one table lookup a
// pixel instead of a hue computation.
func ColorSetHSV(r HSVRange) (*ColorSet, error) {
	if err := r.Validate(); err != nil {
		return nil, fmt.Errorf("color set hsv: %w", err)
	}
	t := newHSVTest(&r)
	s := &ColorSet{}
	for c := 0; c < 1<<15; c++ {
		cr, cg, cb := uint8(c>>10)<<3|4, uint8(c>>5&31)<<3|4, uint8(c&31)<<3|4
		if t.in(cr, cg, cb) {
			s.bits[c>>3] |= 1 << (c & 7)
		}
	}
	return s, nil
}

// Minus returns the cells of s that are not in o.
func (s *ColorSet) Minus(o *ColorSet) *ColorSet {
	out := &ColorSet{}
	for i := range s.bits {
		out.bits[i] = s.bits[i] &^ o.bits[i]
	}
	return out
}

// And returns the colours in both s and o.
func (s *ColorSet) And(o *ColorSet) *ColorSet {
	out := &ColorSet{}
	for i := range s.bits {
		out.bits[i] = s.bits[i] & o.bits[i]
	}
	return out
}

// MaskColorSets returns a mask a set, each set where the frame's colour
// is in that set: MaskColors for several sets in one pass, each pixel's
// cell computed once.
func MaskColorSets(f *Frame, sets ...*ColorSet) ([]*Mask, error) {
	if len(sets) == 0 {
		if err := checkFrame(f); err != nil {
			return nil, fmt.Errorf("mask color sets: %w", err)
		}
		return []*Mask{}, nil
	}
	t, err := NewColorTable(sets...)
	if err != nil {
		return nil, fmt.Errorf("mask color sets: %w", err)
	}
	keep := make([]bool, len(sets))
	for i := range keep {
		keep[i] = true
	}
	ms, _, err := t.scan(f, keep, false)
	if err != nil {
		return nil, fmt.Errorf("mask color sets: %w", err)
	}
	return ms, nil
}

// ColorTable is up to eight colour sets compiled into one table (a byte a
// colour cell, a bit a set): built once, it passes over frame after frame.
// Later changes to the sets do not reach it.
type ColorTable struct {
	lut [1 << 15]uint8
	n   int
	// tables keeps packed sum tables handed back by Release for the next
	// Scan of a frame of the same size (*packedTable).
	tables sync.Pool
}

// packedTable is the sums of a Scan of a w×h frame, in lanes (scan3),
// and the masks it kept. gen counts its uses: the integrals of a use
// hold its number, and only the first Release of that use hands the
// table back, emptying the masks of that use (handed) so that their
// pixels can be the next use's.
type packedTable struct {
	w, h   int
	sums   []uint64
	gen    atomic.Uint64
	pix    [3][]uint8
	handed [3]*Mask
}

// NewColorTable compiles sets (at most eight) into a table.
func NewColorTable(sets ...*ColorSet) (*ColorTable, error) {
	if len(sets) == 0 || len(sets) > 8 {
		return nil, fmt.Errorf("%w: %d colour sets (1 to 8)", ErrBadArgument, len(sets))
	}
	t := &ColorTable{n: len(sets)}
	for i, s := range sets {
		if s == nil {
			return nil, fmt.Errorf("%w: colour set %d is nil", ErrBadArgument, i)
		}
		for j, byt := range s.bits {
			if byt == 0 {
				continue
			}
			for k := range 8 {
				t.lut[j<<3|k] |= (byt >> k & 1) << i
			}
		}
	}
	return t, nil
}

// Release hands back the integrals of one Scan, whose sums and masks a
// later Scan may then reuse instead of making new ones: a detector that
// scans frame after frame calls it once it has counted and read what it
// needs. The integrals are emptied (counting with them afterwards
// panics), and so are the masks that Scan returned with them (their Pix
// is nil). Integrals not made by Scan of t are only emptied.
func (t *ColorTable) Release(its []*Integral) {
	for _, it := range its {
		if it == nil {
			continue
		}
		// The first integral of a use hands its table back; the others
		// of the same use, and any released already, find the count moved on.
		if pt := it.table; pt != nil && pt.gen.CompareAndSwap(it.gen, it.gen+1) {
			for i, m := range pt.handed {
				if m != nil {
					m.Pix = nil
					pt.handed[i] = nil
				}
			}
			t.tables.Put(pt)
		}
		it.packed, it.sum, it.table = nil, nil, nil
	}
}

// Scan passes over f once and returns, for each of the table's sets, its
// Integral, and its mask where keep[i] is true (nil elsewhere; keep may be
// shorter than the sets). It is MaskColorSets and NewIntegral in one pass,
// without the masks no one reads.
func (t *ColorTable) Scan(f *Frame, keep ...bool) ([]*Mask, []*Integral, error) {
	if len(keep) > t.n {
		return nil, nil, fmt.Errorf("scan colours: %w: %d keep flags for %d sets", ErrBadArgument, len(keep), t.n)
	}
	ms, its, err := t.scan(f, keep, true)
	if err != nil {
		return nil, nil, fmt.Errorf("scan colours: %w", err)
	}
	return ms, its, nil
}

func (t *ColorTable) scan(f *Frame, keep []bool, integrals bool) ([]*Mask, []*Integral, error) {
	if t == nil {
		return nil, nil, fmt.Errorf("%w: nil colour table", ErrBadArgument)
	}
	if err := checkFrame(f); err != nil {
		return nil, nil, err
	}
	img := f.Img
	w, h := img.Rect.Dx(), img.Rect.Dy()
	packed := integrals && t.n <= 3 && w*h < 1<<laneBits
	ms := make([]*Mask, t.n)
	if packed {
		its := make([]*Integral, t.n)
		for i := range its {
			its[i] = &Integral{rect: img.Rect, w: w + 1}
		}
		t.scan3(img, keep, ms, its)
		return ms, its, nil
	}
	for i := range ms {
		// Without packed sums, every set's integral is built from its mask.
		if (i < len(keep) && keep[i]) || integrals {
			ms[i] = newMask(img.Rect)
		}
	}
	labels := make([]uint8, w)
	lut := &t.lut
	for y := 0; y < h; y++ {
		src := img.Pix[y*img.Stride:][: 4*w : 4*w]
		for x := range labels {
			p := src[4*x : 4*x+3 : 4*x+3]
			labels[x] = lut[ColorCell(p[0], p[1], p[2])&(1<<15-1)]
		}
		for i, m := range ms {
			if m == nil {
				continue
			}
			dst := m.Pix[y*m.Stride:][:w:w]
			dst = dst[:len(labels)]
			for x, v := range labels {
				dst[x] = v >> i & 1
			}
		}
	}
	if !integrals {
		return ms, nil, nil
	}
	its := make([]*Integral, t.n)
	for i, m := range ms {
		it, err := NewIntegral(m)
		if err != nil {
			return nil, nil, err
		}
		its[i] = it
		if i >= len(keep) || !keep[i] {
			ms[i] = nil
		}
	}
	return ms, its, nil
}

// scan3 is scan with integrals for tables of up to three sets, in frames
// of under 2²¹ pixels: the three integrals share one table of 64-bit
// words, a set in each 21-bit lane, so one loop a row reads each pixel
// once and writes a word of sums, then the rows of the masks kept.
func (t *ColorTable) scan3(img *image.RGBA, keep []bool, ms []*Mask, its []*Integral) {
	w, h := img.Rect.Dx(), img.Rect.Dy()
	// A table handed back by Release needs no clearing: the loop below
	// writes every sum but the first row and column, which stay 0.
	pt, ok := t.tables.Get().(*packedTable)
	if !ok || pt.w != w || pt.h != h {
		pt = &packedTable{w: w, h: h, sums: make([]uint64, (w+1)*(h+1))}
	}
	packed, gen := pt.sums, pt.gen.Load()
	for i := range its {
		its[i].packed, its[i].shift = packed, uint(laneBits*i)
		its[i].table, its[i].gen = pt, gen
	}
	// The masks kept are the table's (every byte is written below).
	for i := range ms {
		if i < len(keep) && keep[i] {
			if len(pt.pix[i]) != w*h {
				pt.pix[i] = make([]uint8, w*h)
			}
			ms[i] = &Mask{Pix: pt.pix[i], Stride: w, Rect: img.Rect}
			pt.handed[i] = ms[i]
		}
	}
	// spread[v] puts bit i of a table byte into lane i.
	var spread [8]uint64
	for v := range spread {
		spread[v] = uint64(v&1) | uint64(v>>1&1)<<laneBits | uint64(v>>2&1)<<(2*laneBits)
	}
	labels := make([]uint8, w)
	for y := 0; y < h; y++ {
		scanRow3(img.Pix[y*img.Stride:][:4*w:4*w], &t.lut, &spread, labels,
			packed[y*(w+1)+1:][:w:w], packed[(y+1)*(w+1)+1:][:w:w])
		for i, m := range ms {
			if m != nil {
				splitLabels(m.Pix[y*m.Stride:][:w:w], labels, uint(i))
			}
		}
	}
}

// scanRow3 classes a row's pixels (src, RGBA) through lut into labels
// and writes the row of sums: above plus the row's lanes so far. A
// function of its own so that its few variables stay in registers.
func scanRow3(src []uint8, lut *[1 << 15]uint8, spread *[8]uint64, labels []uint8, above, cur []uint64) {
	n := len(labels)
	above, cur, src = above[:n], cur[:n], src[:4*n]
	var run uint64
	x := 0
	// Two pixels a step, read as one little-endian word: R is the low
	// byte of each half, then G and B (ColorCell's cell of each).
	for ; x+2 <= n; x += 2 {
		px := binary.LittleEndian.Uint64(src[4*x:])
		v0 := lut[(px>>3&0x1f)<<10|(px>>11&0x1f)<<5|px>>19&0x1f]
		v1 := lut[(px>>35&0x1f)<<10|(px>>43&0x1f)<<5|px>>51&0x1f]
		l := labels[x : x+2 : x+2]
		l[0], l[1] = v0, v1
		r0 := run + spread[v0&7]
		run = r0 + spread[v1&7]
		a, c := above[x:x+2:x+2], cur[x:x+2:x+2]
		c[0], c[1] = a[0]+r0, a[1]+run
	}
	for ; x < n; x++ {
		p := src[4*x : 4*x+3 : 4*x+3]
		v := lut[ColorCell(p[0], p[1], p[2])&(1<<15-1)]
		labels[x] = v
		run += spread[v&7]
		cur[x] = above[x] + run
	}
}

// splitLabels writes bit i of each label to dst (a mask's row), eight
// at a time: bit i of each byte of a word shifted right by i lands on
// that byte's bit 0.
func splitLabels(dst, labels []uint8, i uint) {
	dst = dst[:len(labels)]
	x := 0
	for ; x+8 <= len(labels); x += 8 {
		binary.LittleEndian.PutUint64(dst[x:], binary.LittleEndian.Uint64(labels[x:])>>i&0x0101010101010101)
	}
	for ; x < len(labels); x++ {
		dst[x] = labels[x] >> i & 1
	}
}
