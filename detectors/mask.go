package detectors

import (
	"encoding/binary"
	"fmt"
	"image"
)

// Mask is a binary image over a rectangle in frame coordinates: pixel
// (x, y) is set when Pix[(y-Rect.Min.Y)*Stride+(x-Rect.Min.X)] is non-zero.
// Masks made here hold 0 or 1. Like a frame, a mask may be a view of a
// larger one (see Region).
type Mask struct {
	Pix    []uint8
	Stride int
	Rect   image.Rectangle
}

// NewMask returns a clear mask over r.
func NewMask(r image.Rectangle) (*Mask, error) {
	if err := checkSize(r.Dx(), r.Dy()); err != nil {
		return nil, fmt.Errorf("new mask: %w", err)
	}
	return newMask(r), nil
}

func newMask(r image.Rectangle) *Mask {
	return &Mask{Pix: make([]uint8, r.Dx()*r.Dy()), Stride: r.Dx(), Rect: r}
}

// Bounds returns the mask's rectangle.
func (m *Mask) Bounds() image.Rectangle {
	if m == nil {
		return image.Rectangle{}
	}
	return m.Rect
}

// At reports whether pixel (x, y) is set; pixels outside the mask are clear.
func (m *Mask) At(x, y int) bool {
	if m == nil || !(image.Point{x, y}).In(m.Rect) {
		return false
	}
	i := (y-m.Rect.Min.Y)*m.Stride + x - m.Rect.Min.X
	return i >= 0 && i < len(m.Pix) && m.Pix[i] != 0
}

// Set sets or clears pixel (x, y); it does nothing outside the mask.
func (m *Mask) Set(x, y int, on bool) {
	if m == nil || !(image.Point{x, y}).In(m.Rect) {
		return
	}
	if i := (y-m.Rect.Min.Y)*m.Stride + x - m.Rect.Min.X; i >= 0 && i < len(m.Pix) {
		m.Pix[i] = b2u(on)
	}
}

// row returns the mask's bytes for row y (absolute), Dx long.
func (m *Mask) row(y int) []uint8 {
	o := (y - m.Rect.Min.Y) * m.Stride
	return m.Pix[o : o+m.Rect.Dx()]
}

// Region returns a view of the part of m inside r (clipped), sharing its
// pixels. A region empty after clipping is an error.
func (m *Mask) Region(r image.Rectangle) (*Mask, error) {
	if err := checkMask(m); err != nil {
		return nil, fmt.Errorf("mask region: %w", err)
	}
	c := r.Intersect(m.Rect)
	if c.Empty() {
		return nil, fmt.Errorf("mask region: %w: %v does not overlap the mask %v", ErrBadRegion, r, m.Rect)
	}
	o := (c.Min.Y-m.Rect.Min.Y)*m.Stride + c.Min.X - m.Rect.Min.X
	end := (c.Dy()-1)*m.Stride + c.Dx()
	return &Mask{Pix: m.Pix[o : o+end : o+end], Stride: m.Stride, Rect: c}, nil
}

// Count returns how many pixels are set.
func (m *Mask) Count() int {
	if checkMask(m) != nil {
		return 0
	}
	n := 0
	for y := m.Rect.Min.Y; y < m.Rect.Max.Y; y++ {
		for _, v := range m.row(y) {
			if v != 0 {
				n++
			}
		}
	}
	return n
}

// Box returns the smallest rectangle holding every set pixel, and false
// when none is set.
func (m *Mask) Box() (image.Rectangle, bool) {
	if checkMask(m) != nil {
		return image.Rectangle{}, false
	}
	var box image.Rectangle
	found := false
	for y := m.Rect.Min.Y; y < m.Rect.Max.Y; y++ {
		row := m.row(y)
		first, last := -1, -1
		for i, v := range row {
			if v != 0 {
				if first < 0 {
					first = i
				}
				last = i
			}
		}
		if first < 0 {
			continue
		}
		r := image.Rect(m.Rect.Min.X+first, y, m.Rect.Min.X+last+1, y+1)
		if !found {
			box, found = r, true
		} else {
			box = box.Union(r)
		}
	}
	return box, found
}

// Clone returns a copy of m with its own pixels.
func (m *Mask) Clone() *Mask {
	if checkMask(m) != nil {
		return nil
	}
	out := newMask(m.Rect)
	for y := m.Rect.Min.Y; y < m.Rect.Max.Y; y++ {
		copy(out.row(y), m.row(y))
	}
	return out
}

// Not returns a new mask over the same rectangle with every pixel flipped.
func (m *Mask) Not() (*Mask, error) {
	if err := checkMask(m); err != nil {
		return nil, fmt.Errorf("mask not: %w", err)
	}
	out := newMask(m.Rect)
	for y := m.Rect.Min.Y; y < m.Rect.Max.Y; y++ {
		src, dst := m.row(y), out.row(y)
		for i, v := range src {
			if v == 0 {
				dst[i] = 1
			}
		}
	}
	return out, nil
}

// And returns a new mask over m's rectangle, set where both m and o are
// set. Pixels outside o's rectangle count as clear.
func (m *Mask) And(o *Mask) (*Mask, error) { return m.combine(o, opAnd, "and") }

// Or returns a new mask over m's rectangle, set where m or o is set.
// Pixels outside o's rectangle count as clear.
func (m *Mask) Or(o *Mask) (*Mask, error) { return m.combine(o, opOr, "or") }

// AndNot returns a new mask over m's rectangle, set where m is set and o
// is not. Pixels outside o's rectangle count as clear.
func (m *Mask) AndNot(o *Mask) (*Mask, error) { return m.combine(o, opAndNot, "and not") }

const (
	opAnd = iota
	opOr
	opAndNot
)

func (m *Mask) combine(o *Mask, op int, name string) (*Mask, error) {
	if err := checkMask(m); err != nil {
		return nil, fmt.Errorf("mask %s: %w", name, err)
	}
	if err := checkMask(o); err != nil {
		return nil, fmt.Errorf("mask %s: second mask: %w", name, err)
	}
	out := newMask(m.Rect)
	if op != opAnd {
		for y := m.Rect.Min.Y; y < m.Rect.Max.Y; y++ {
			copy(out.row(y), m.row(y))
		}
	}
	c := m.Rect.Intersect(o.Rect)
	if c.Empty() {
		return out, nil
	}
	for y := c.Min.Y; y < c.Max.Y; y++ {
		a := m.row(y)[c.Min.X-m.Rect.Min.X:][:c.Dx()]
		b := o.row(y)[c.Min.X-o.Rect.Min.X:][:c.Dx()]
		d := out.row(y)[c.Min.X-m.Rect.Min.X:][:c.Dx()]
		switch op {
		case opAnd:
			for i := range d {
				d[i] = b2u(a[i] != 0 && b[i] != 0)
			}
		case opOr:
			for i := range d {
				d[i] = b2u(a[i] != 0 || b[i] != 0)
			}
		case opAndNot:
			for i := range d {
				d[i] = b2u(a[i] != 0 && b[i] == 0)
			}
		}
	}
	return out, nil
}

func b2u(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}

func checkMask(m *Mask) error {
	if m == nil {
		return fmt.Errorf("%w: nil mask", ErrBadRegion)
	}
	if m.Rect.Empty() {
		return fmt.Errorf("%w: mask %v is empty", ErrBadRegion, m.Rect)
	}
	if m.Stride < m.Rect.Dx() {
		return fmt.Errorf("%w: mask stride %d is less than its width %d", ErrBadRegion, m.Stride, m.Rect.Dx())
	}
	if need := (m.Rect.Dy()-1)*m.Stride + m.Rect.Dx(); len(m.Pix) < need {
		return fmt.Errorf("%w: mask buffer holds %d bytes, %v needs %d", ErrBadRegion, len(m.Pix), m.Rect, need)
	}
	return nil
}

// MaskRGB returns a mask over f's rectangle, set where the pixel's colour
// lies in r.
func MaskRGB(f *Frame, r RGBRange) (*Mask, error) {
	if err := checkFrame(f); err != nil {
		return nil, fmt.Errorf("mask rgb: %w", err)
	}
	if err := r.Validate(); err != nil {
		return nil, fmt.Errorf("mask rgb: %w", err)
	}
	// One lookup table per channel: a pixel is in the range when all
	// three say 1.
	var lr, lg, lb [256]uint8
	for v := 0; v < 256; v++ {
		lr[v] = b2u(v >= r.RMin && v <= r.RMax)
		lg[v] = b2u(v >= r.GMin && v <= r.GMax)
		lb[v] = b2u(v >= r.BMin && v <= r.BMax)
	}
	img := f.Img
	out := newMask(img.Rect)
	w := img.Rect.Dx()
	for y := 0; y < img.Rect.Dy(); y++ {
		src := img.Pix[y*img.Stride:][: 4*w : 4*w]
		dst := out.Pix[y*out.Stride:][:w:w]
		for x := range dst {
			p := src[4*x : 4*x+4 : 4*x+4]
			dst[x] = lr[p[0]] & lg[p[1]] & lb[p[2]]
		}
	}
	return out, nil
}

// MaskHSV returns a mask over f's rectangle, set where the pixel's colour,
// in HSV, lies in r.
func MaskHSV(f *Frame, r HSVRange) (*Mask, error) {
	if err := checkFrame(f); err != nil {
		return nil, fmt.Errorf("mask hsv: %w", err)
	}
	if err := r.Validate(); err != nil {
		return nil, fmt.Errorf("mask hsv: %w", err)
	}
	t := newHSVTest(&r)
	img := f.Img
	out := newMask(img.Rect)
	w := img.Rect.Dx()
	for y := 0; y < img.Rect.Dy(); y++ {
		src := img.Pix[y*img.Stride:][: 4*w : 4*w]
		dst := out.Pix[y*out.Stride:][:w:w]
		for x := range dst {
			p := src[4*x : 4*x+3 : 4*x+3]
			// The value test inline: most pixels of a frame fail it, and
			// then the call is saved.
			mx := p[0]
			if p[1] > mx {
				mx = p[1]
			}
			if p[2] > mx {
				mx = p[2]
			}
			if t.vOK[mx] && t.in(p[0], p[1], p[2]) {
				dst[x] = 1
			}
		}
	}
	return out, nil
}

// hsvTest decides HSV range membership without dividing: value through a
// table over the largest component, then saturation and hue as products
// with the chroma d = max-min (h = 60·(g-b)/d + offset, so h·d is an
// integer). HSVRange.Contains uses it too, so a pixel is in a mask exactly
// when Contains says so.
type hsvTest struct {
	vOK              [256]bool
	sMin, sMax       float64
	hMin, hMax       float64
	wrap, anyHue     bool
	greyOK, blackSOK bool
}

func newHSVTest(r *HSVRange) *hsvTest {
	t := &hsvTest{sMin: r.SMin, sMax: r.SMax, hMin: r.HMin, hMax: r.HMax}
	for m := 0; m < 256; m++ {
		v := float64(m) / 255
		t.vOK[m] = v >= r.VMin && v <= r.VMax
	}
	t.wrap = r.HMin > r.HMax
	t.anyHue = !t.wrap && r.HMin <= 0 && r.HMax >= 360
	// Grey pixels have hue 0; black ones saturation 0 as well.
	t.greyOK = hueIn(r, 0)
	t.blackSOK = 0 >= r.SMin && 0 <= r.SMax
	return t
}

func hueIn(r *HSVRange, h float64) bool {
	if r.HMin <= r.HMax {
		return h >= r.HMin && h <= r.HMax
	}
	return h >= r.HMin || h <= r.HMax
}

func (t *hsvTest) in(cr, cg, cb uint8) bool {
	r, g, b := int32(cr), int32(cg), int32(cb)
	mx, mn := r, r
	if g > mx {
		mx = g
	}
	if b > mx {
		mx = b
	}
	if !t.vOK[mx] {
		return false
	}
	if g < mn {
		mn = g
	}
	if b < mn {
		mn = b
	}
	if mx == 0 {
		return t.blackSOK && t.greyOK
	}
	d := mx - mn
	fd, fm := float64(d), float64(mx)
	// s = d/mx: compare d with SMin·mx and SMax·mx.
	if fd < t.sMin*fm || fd > t.sMax*fm {
		return false
	}
	if d == 0 {
		return t.greyOK
	}
	if t.anyHue {
		return true
	}
	// n = h·d, in [0, 360·d).
	var n int32
	switch mx {
	case r:
		n = 60 * (g - b)
		if n < 0 {
			n += 360 * d
		}
	case g:
		n = 60*(b-r) + 120*d
	default:
		n = 60*(r-g) + 240*d
	}
	fn := float64(n)
	lo, hi := t.hMin*fd, t.hMax*fd
	if t.wrap {
		return fn >= lo || fn <= hi
	}
	return fn >= lo && fn <= hi
}

// AndRGB returns a new mask over m's rectangle, set where m is set and the
// pixel of f there has its colour in r: MaskRGB and And in one pass that
// looks only at m's set pixels. m must lie inside f.
func (m *Mask) AndRGB(f *Frame, r RGBRange) (*Mask, error) {
	if err := m.checkWithin(f, "and rgb"); err != nil {
		return nil, err
	}
	if err := r.Validate(); err != nil {
		return nil, fmt.Errorf("and rgb: %w", err)
	}
	return m.keep(f, func(p []uint8) bool { return r.Contains(p[0], p[1], p[2]) }), nil
}

// AndHSV returns a new mask over m's rectangle, set where m is set and the
// pixel of f there has its colour, in HSV, in r: MaskHSV and And in one
// pass that looks only at m's set pixels. m must lie inside f.
func (m *Mask) AndHSV(f *Frame, r HSVRange) (*Mask, error) {
	if err := m.checkWithin(f, "and hsv"); err != nil {
		return nil, err
	}
	if err := r.Validate(); err != nil {
		return nil, fmt.Errorf("and hsv: %w", err)
	}
	t := newHSVTest(&r)
	return m.keep(f, func(p []uint8) bool { return t.in(p[0], p[1], p[2]) }), nil
}

func (m *Mask) checkWithin(f *Frame, op string) error {
	if err := checkMask(m); err != nil {
		return fmt.Errorf("%s: %w", op, err)
	}
	if err := checkFrame(f); err != nil {
		return fmt.Errorf("%s: %w", op, err)
	}
	if !m.Rect.In(f.Img.Rect) {
		return fmt.Errorf("%s: %w: mask %v is not inside the frame %v", op, ErrBadRegion, m.Rect, f.Img.Rect)
	}
	return nil
}

func (m *Mask) keep(f *Frame, in func(p []uint8) bool) *Mask {
	out := newMask(m.Rect)
	w := m.Rect.Dx()
	img := f.Img
	for y := m.Rect.Min.Y; y < m.Rect.Max.Y; y++ {
		src := m.row(y)
		dst := out.row(y)
		pix := img.Pix[img.PixOffset(m.Rect.Min.X, y):][: 4*w : 4*w]
		for x := 0; x < w; {
			if src[x] == 0 {
				x++
				for x+8 <= w && binary.LittleEndian.Uint64(src[x:]) == 0 {
					x += 8
				}
				continue
			}
			if in(pix[4*x : 4*x+3 : 4*x+3]) {
				dst[x] = 1
			}
			x++
		}
	}
	return out
}
