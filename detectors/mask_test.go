package detectors

import (
	"errors"
	"image"
	"math"
	"math/rand"
	"testing"
)

// randFrame returns a w×h frame at origin o with random colours.
func randFrame(rng *rand.Rand, o image.Point, w, h int) *Frame {
	img := image.NewRGBA(image.Rectangle{o, o.Add(image.Pt(w, h))})
	rng.Read(img.Pix)
	return &Frame{Img: img}
}

// randMask returns a mask over r with about density of its pixels set, in
// clumps so that components are non-trivial.
func randMask(rng *rand.Rand, r image.Rectangle, density float64) *Mask {
	m := newMask(r)
	for i := range m.Pix {
		if rng.Float64() < density {
			m.Pix[i] = 1
		}
	}
	return m
}

func TestMaskRGB(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	f := randFrame(rng, image.Pt(3, 5), 37, 21)
	ranges := []RGBRange{
		{0, 255, 0, 255, 0, 255},
		{200, 255, 100, 255, 0, 80},
		{0, 0, 0, 0, 0, 0},
		{128, 128, 0, 255, 10, 20},
	}
	for _, r := range ranges {
		m, err := MaskRGB(f, r)
		if err != nil {
			t.Fatalf("MaskRGB(%v) = %v", r, err)
		}
		if m.Rect != f.Img.Rect {
			t.Fatalf("MaskRGB(%v).Rect = %v; want %v", r, m.Rect, f.Img.Rect)
		}
		for y := m.Rect.Min.Y; y < m.Rect.Max.Y; y++ {
			for x := m.Rect.Min.X; x < m.Rect.Max.X; x++ {
				cr, cg, cb, _, _ := f.At(x, y)
				if got, want := m.At(x, y), r.Contains(cr, cg, cb); got != want {
					t.Fatalf("MaskRGB(%v) at %d,%d (%d,%d,%d) = %v; want %v", r, x, y, cr, cg, cb, got, want)
				}
			}
		}
	}
}

func TestMaskHSV(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	f := randFrame(rng, image.Pt(0, 0), 64, 64)
	ranges := []HSVRange{
		{0, 360, 0, 1, 0, 1},
		{20, 65, 0.5, 1, 0.6, 1},
		{340, 20, 0.3, 1, 0.2, 1}, // wraps through red
		{0, 0, 0, 0, 0, 1},        // greys
	}
	for _, r := range ranges {
		m, err := MaskHSV(f, r)
		if err != nil {
			t.Fatalf("MaskHSV(%v) = %v", r, err)
		}
		n := 0
		for y := 0; y < 64; y++ {
			for x := 0; x < 64; x++ {
				cr, cg, cb, _, _ := f.At(x, y)
				want := r.Contains(cr, cg, cb)
				if ref, exact := refHSV(r, cr, cg, cb); exact && ref != want {
					t.Fatalf("HSVRange(%v).Contains(%d,%d,%d) = %v; by RGBToHSV %v", r, cr, cg, cb, want, ref)
				}
				if m.At(x, y) != want {
					t.Fatalf("MaskHSV(%v) at %d,%d = %v; want %v", r, x, y, !want, want)
				}
				if want {
					n++
				}
			}
		}
		if m.Count() != n {
			t.Errorf("MaskHSV(%v).Count() = %d; want %d", r, m.Count(), n)
		}
	}
}

// refHSV decides membership from RGBToHSV by definition. exact is false
// when h, s or v lies within rounding error of a bound, where the two
// computations may legitimately differ.
func refHSV(r HSVRange, cr, cg, cb uint8) (in, exact bool) {
	h, s, v := RGBToHSV(cr, cg, cb)
	const eps = 1e-9
	for _, p := range [][2]float64{{h, r.HMin}, {h, r.HMax}, {s, r.SMin}, {s, r.SMax}, {v, r.VMin}, {v, r.VMax}} {
		if math.Abs(p[0]-p[1]) < eps {
			return false, false
		}
	}
	hueOK := h >= r.HMin && h <= r.HMax
	if r.HMin > r.HMax {
		hueOK = h >= r.HMin || h <= r.HMax
	}
	return hueOK && s >= r.SMin && s <= r.SMax && v >= r.VMin && v <= r.VMax, true
}

func TestHSVExhaustiveSample(t *testing.T) {
	ranges := []HSVRange{{50, 70, 0.35, 1, 0.6, 1}, {340, 20, 0.3, 1, 0.2, 1}, {0, 360, 0.5, 1, 0, 1}, {0, 0, 0, 0, 0, 1}, {120, 240, 0, 0.5, 0.1, 0.9}}
	for _, r := range ranges {
		for c := 0; c < 1<<24; c += 97 {
			cr, cg, cb := uint8(c>>16), uint8(c>>8), uint8(c)
			got := r.Contains(cr, cg, cb)
			if want, exact := refHSV(r, cr, cg, cb); exact && got != want {
				t.Fatalf("HSVRange(%v).Contains(%d,%d,%d) = %v; by RGBToHSV %v", r, cr, cg, cb, got, want)
			}
		}
	}
}

func TestRGBToHSV(t *testing.T) {
	tests := []struct {
		r, g, b uint8
		h, s, v float64
	}{
		{255, 0, 0, 0, 1, 1},
		{0, 255, 0, 120, 1, 1},
		{0, 0, 255, 240, 1, 1},
		{255, 255, 0, 60, 1, 1},
		{255, 0, 255, 300, 1, 1},
		{0, 0, 0, 0, 0, 0},
		{128, 128, 128, 0, 0, 128.0 / 255},
	}
	for _, tt := range tests {
		h, s, v := RGBToHSV(tt.r, tt.g, tt.b)
		if h != tt.h || s != tt.s || v != tt.v {
			t.Errorf("RGBToHSV(%d,%d,%d) = %v,%v,%v; want %v,%v,%v", tt.r, tt.g, tt.b, h, s, v, tt.h, tt.s, tt.v)
		}
	}
}

func TestBadRanges(t *testing.T) {
	f, _ := NewFrame(4, 4, Source{})
	rgb := []RGBRange{
		{-1, 255, 0, 255, 0, 255},
		{0, 256, 0, 255, 0, 255},
		{0, 255, 10, 5, 0, 255},
		{0, 255, 0, 255, 0, 300},
	}
	for _, r := range rgb {
		if _, err := MaskRGB(f, r); !errors.Is(err, ErrBadRange) {
			t.Errorf("MaskRGB(%v) = %v; want ErrBadRange", r, err)
		}
	}
	hsv := []HSVRange{
		{-1, 10, 0, 1, 0, 1},
		{0, 361, 0, 1, 0, 1},
		{0, 10, 0.5, 0.4, 0, 1},
		{0, 10, 0, 1.5, 0, 1},
		{0, 10, 0, 1, -0.1, 1},
	}
	for _, r := range hsv {
		if _, err := MaskHSV(f, r); !errors.Is(err, ErrBadRange) {
			t.Errorf("MaskHSV(%v) = %v; want ErrBadRange", r, err)
		}
	}
	if _, err := MaskRGB(nil, RGBRange{}); !errors.Is(err, ErrBadFrame) {
		t.Errorf("MaskRGB(nil) = %v; want ErrBadFrame", err)
	}
}

func TestMaskLogic(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	a := randMask(rng, image.Rect(0, 0, 20, 10), 0.5)
	b := randMask(rng, image.Rect(5, 3, 30, 15), 0.5) // overlaps part of a
	and, err := a.And(b)
	if err != nil {
		t.Fatal(err)
	}
	or, _ := a.Or(b)
	andNot, _ := a.AndNot(b)
	not, _ := a.Not()
	for y := 0; y < 10; y++ {
		for x := 0; x < 20; x++ {
			av, bv := a.At(x, y), b.At(x, y)
			if and.At(x, y) != (av && bv) || or.At(x, y) != (av || bv) || andNot.At(x, y) != (av && !bv) || not.At(x, y) == av {
				t.Fatalf("logic at %d,%d: a=%v b=%v and=%v or=%v andnot=%v not=%v", x, y, av, bv, and.At(x, y), or.At(x, y), andNot.At(x, y), not.At(x, y))
			}
		}
	}
	if and.Rect != a.Rect || or.Rect != a.Rect {
		t.Errorf("combined masks cover %v, %v; want %v", and.Rect, or.Rect, a.Rect)
	}
	if _, err := a.And(nil); !errors.Is(err, ErrBadRegion) {
		t.Errorf("And(nil) = %v; want ErrBadRegion", err)
	}
}

func TestRegionViewsShare(t *testing.T) {
	f, _ := NewFrame(10, 8, Source{Kind: "file", ID: "x.png"})
	v, err := f.Region(image.Rect(2, 3, 6, 7))
	if err != nil {
		t.Fatal(err)
	}
	v.Img.Pix[0] = 200 // pixel (2,3) of the original
	if r, _, _, _, _ := f.At(2, 3); r != 200 {
		t.Errorf("Region did not share pixels: f.At(2,3).R = %d; want 200", r)
	}
	m, err := MaskRGB(v, RGBRange{200, 255, 0, 255, 0, 255})
	if err != nil {
		t.Fatal(err)
	}
	if m.Rect != image.Rect(2, 3, 6, 7) || !m.At(2, 3) || m.Count() != 1 {
		t.Errorf("mask of region: rect %v, at(2,3) %v, count %d; want rect (2,3)-(6,7), true, 1", m.Rect, m.At(2, 3), m.Count())
	}
	sub, err := m.Region(image.Rect(2, 3, 4, 5))
	if err != nil {
		t.Fatal(err)
	}
	sub.Set(3, 4, true)
	if !m.At(3, 4) {
		t.Error("mask Region did not share pixels")
	}
	for _, r := range []image.Rectangle{image.Rect(20, 20, 30, 30), image.Rect(3, 3, 3, 6), {}} {
		if _, err := f.Region(r); !errors.Is(err, ErrBadRegion) {
			t.Errorf("Region(%v) = %v; want ErrBadRegion", r, err)
		}
		if _, err := m.Region(r); !errors.Is(err, ErrBadRegion) {
			t.Errorf("mask Region(%v) = %v; want ErrBadRegion", r, err)
		}
	}
	if v.Source != f.Source {
		t.Errorf("Region source = %v; want %v", v.Source, f.Source)
	}
}

func TestFrameFromPix(t *testing.T) {
	pix := make([]byte, 3*20) // 3 rows at stride 20: 4 pixels wide + padding
	f, err := FrameFromPix(pix, 4, 3, 20, Source{Kind: "camera", ID: "c0"})
	if err != nil {
		t.Fatal(err)
	}
	pix[2*20+4*3] = 99 // (3,2).R
	if r, _, _, _, _ := f.At(3, 2); r != 99 {
		t.Errorf("FrameFromPix did not share the buffer: R = %d; want 99", r)
	}
	bad := []struct {
		n, w, h, stride int
		want            error
	}{
		{60, 0, 3, 20, ErrBadFrame},
		{60, 4, -1, 20, ErrBadFrame},
		{60, 4, 3, 15, ErrBadFrame},
		{50, 4, 3, 20, ErrBadFrame},
		{60, 1 << 14, 1 << 14, 1 << 16, ErrTooLarge},
	}
	for _, b := range bad {
		if _, err := FrameFromPix(make([]byte, b.n), b.w, b.h, b.stride, Source{}); !errors.Is(err, b.want) {
			t.Errorf("FrameFromPix(%d bytes, %d, %d, %d) = %v; want %v", b.n, b.w, b.h, b.stride, err, b.want)
		}
	}
}

func TestAndColour(t *testing.T) {
	rng := rand.New(rand.NewSource(8))
	f := randFrame(rng, image.Pt(0, 0), 50, 40)
	m := randMask(rng, image.Rect(5, 5, 45, 35), 0.3)
	rgb := RGBRange{100, 255, 50, 200, 0, 128}
	hsv := HSVRange{20, 200, 0.2, 1, 0.3, 1}
	a, err := m.AndRGB(f, rgb)
	if err != nil {
		t.Fatal(err)
	}
	b, err := m.AndHSV(f, hsv)
	if err != nil {
		t.Fatal(err)
	}
	mr, _ := MaskRGB(f, rgb)
	mh, _ := MaskHSV(f, hsv)
	wantA, _ := m.And(mr)
	wantB, _ := m.And(mh)
	for y := 0; y < 40; y++ {
		for x := 0; x < 50; x++ {
			if a.At(x, y) != wantA.At(x, y) || b.At(x, y) != wantB.At(x, y) {
				t.Fatalf("AndRGB/AndHSV at %d,%d = %v,%v; want %v,%v", x, y, a.At(x, y), b.At(x, y), wantA.At(x, y), wantB.At(x, y))
			}
		}
	}
	outside := randMask(rng, image.Rect(40, 30, 60, 50), 0.5)
	if _, err := outside.AndHSV(f, hsv); !errors.Is(err, ErrBadRegion) {
		t.Errorf("AndHSV with a mask outside the frame = %v; want ErrBadRegion", err)
	}
	if _, err := m.AndRGB(f, RGBRange{0, 300, 0, 255, 0, 255}); !errors.Is(err, ErrBadRange) {
		t.Errorf("AndRGB with a bad range = %v; want ErrBadRange", err)
	}
}

func TestInconsistentBuffersDoNotPanic(t *testing.T) {
	f := &Frame{Img: &image.RGBA{Pix: make([]byte, 10), Stride: 40, Rect: image.Rect(0, 0, 10, 10)}}
	if _, _, _, _, ok := f.At(9, 9); ok {
		t.Error("At outside a short buffer reported ok")
	}
	if _, err := MaskRGB(f, RGBRange{0, 255, 0, 255, 0, 255}); !errors.Is(err, ErrBadFrame) {
		t.Errorf("MaskRGB on a short buffer = %v; want ErrBadFrame", err)
	}
	if _, err := f.Region(image.Rect(0, 0, 5, 5)); !errors.Is(err, ErrBadFrame) {
		t.Errorf("Region on a short buffer = %v; want ErrBadFrame", err)
	}
	m := &Mask{Pix: make([]byte, 3), Stride: 10, Rect: image.Rect(0, 0, 10, 10)}
	m.Set(9, 9, true)
	if m.At(9, 9) || m.Count() != 0 {
		t.Error("a mask with a short buffer reads as set")
	}
	if _, err := Components(m, BlobOptions{}); !errors.Is(err, ErrBadRegion) {
		t.Errorf("Components on a short mask = %v; want ErrBadRegion", err)
	}
	if _, err := m.Close(1); !errors.Is(err, ErrBadRegion) {
		t.Errorf("Close on a short mask = %v; want ErrBadRegion", err)
	}
	if _, err := Annotate(f, nil); !errors.Is(err, ErrBadFrame) {
		t.Errorf("Annotate on a short buffer = %v; want ErrBadFrame", err)
	}
}
