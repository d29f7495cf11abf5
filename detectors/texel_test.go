package detectors

import (
	"errors"
	"image"
	"image/color"
	"math"
	"math/rand"
	"testing"
)

// TestEdgesCount checks Edges against a count pixel by pixel, on frames
// not at the origin, with masks over part of the frame and over all of it.
func TestEdgesCount(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for _, c := range []struct {
		o    image.Point
		w, h int
		m    image.Rectangle // relative to o; empty means the whole frame
		tol  uint8
		fill float64 // the mask's share of set pixels; 0.7 when 0
	}{
		{image.Pt(0, 0), 40, 30, image.Rectangle{}, 0, 0},
		{image.Pt(7, -3), 33, 21, image.Rectangle{}, 40, 0},
		{image.Pt(0, 0), 1, 50, image.Rectangle{}, 8, 0},
		{image.Pt(5, 5), 64, 1, image.Rectangle{}, 8, 0},
		// Sparse: most of a row's words hold none of the mask.
		{image.Pt(0, 0), 203, 40, image.Rectangle{}, 8, 0.03},
		{image.Pt(-4, 2), 77, 19, image.Rectangle{}, 0, 0.1},
		// Past 2²¹ pixels: a table a count, not lanes of one.
		{image.Pt(3, 1), 2048, 1025, image.Rectangle{}, 8, 0},
	} {
		f := randFrame(rng, c.o, c.w, c.h)
		// Quantise, so equal neighbours occur.
		for i := range f.Img.Pix {
			f.Img.Pix[i] &= 0xc0
		}
		r := f.Img.Rect
		if !c.m.Empty() {
			r = c.m.Add(c.o)
		}
		if c.fill == 0 {
			c.fill = 0.7
		}
		m := randMask(rng, r, c.fill)
		// Twice: the second time from the table the first handed back.
		tab := edgeTable(t)
		h0, _, _, err := tab.Edges(randFrame(rng, c.o, c.w, c.h), randMask(rng, r, 0.5), c.tol)
		if err != nil {
			t.Fatal(err)
		}
		tab.Release([]*Integral{h0})
		h, v, flat, err := tab.Edges(f, m, c.tol)
		if err != nil {
			t.Fatal(err)
		}
		edge := func(x, y, dx, dy int) bool {
			if !m.At(x, y) || !m.At(x+dx, y+dy) {
				return false
			}
			p, q := f.Img.RGBAAt(x, y), f.Img.RGBAAt(x+dx, y+dy)
			d := func(a, b uint8) bool { return math.Abs(float64(a)-float64(b)) > float64(c.tol) }
			return d(p.R, q.R) || d(p.G, q.G) || d(p.B, q.B)
		}
		boxes := 200
		if c.w*c.h > 1<<20 {
			boxes = 4
		}
		for range boxes {
			x0, y0 := r.Min.X+rng.Intn(r.Dx()), r.Min.Y+rng.Intn(r.Dy())
			box := image.Rect(x0, y0, x0+1+rng.Intn(r.Dx()), y0+1+rng.Intn(r.Dy()))
			wantH, wantV, wantFlat := 0, 0, 0
			in := box.Intersect(r)
			for y := in.Min.Y; y < in.Max.Y; y++ {
				for x := in.Min.X; x < in.Max.X; x++ {
					if edge(x, y, -1, 0) {
						wantH++
					}
					if edge(x, y, 0, -1) {
						wantV++
					}
					p, q := f.Img.RGBAAt(x, y), f.Img.RGBAAt(x-1, y)
					if m.At(x, y) && m.At(x-1, y) && p.R == q.R && p.G == q.G && p.B == q.B {
						wantFlat++
					}
				}
			}
			if got := h.Count(box); got != wantH {
				t.Fatalf("%+v: %v: %d horizontal edges, want %d", c, box, got, wantH)
			}
			if got := v.Count(box); got != wantV {
				t.Fatalf("%+v: %v: %d vertical edges, want %d", c, box, got, wantV)
			}
			if got := flat.Count(box); got != wantFlat {
				t.Fatalf("%+v: %v: %d flat pixels, want %d", c, box, got, wantFlat)
			}
		}
	}
}

// TestEdgesScale: a texture drawn at s pixels a texel has about 1/s of
// its pixels on an edge, each way; the count tells the scale.
func TestEdgesScale(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	tex := make([]color.RGBA, 16*16)
	for i := range tex {
		tex[i] = color.RGBA{uint8(rng.Intn(256)), uint8(rng.Intn(256)), uint8(rng.Intn(256)), 255}
	}
	for _, s := range []int{1, 2, 4, 8} {
		f := &Frame{Img: image.NewRGBA(image.Rect(0, 0, 16*s, 16*s))}
		for y := range 16 * s {
			for x := range 16 * s {
				f.Img.SetRGBA(x, y, tex[(y/s)*16+x/s])
			}
		}
		m := newMask(f.Img.Rect)
		for i := range m.Pix {
			m.Pix[i] = 1
		}
		h, v, _, err := edgeTable(t).Edges(f, m, 8)
		if err != nil {
			t.Fatal(err)
		}
		n := float64(16 * s * 16 * s)
		for _, e := range []*Integral{h, v} {
			got := float64(e.Count(f.Img.Rect)) / n
			if want := 1 / float64(s); math.Abs(got-want) > 0.1*want {
				t.Errorf("drawn at %d px a texel: %.3f of the pixels are edges, want about %.3f", s, got, want)
			}
		}
	}
}

func TestEdgesBad(t *testing.T) {
	f := &Frame{Img: image.NewRGBA(image.Rect(0, 0, 10, 10))}
	tab := edgeTable(t)
	if _, _, _, err := tab.Edges(f, newMask(image.Rect(5, 5, 20, 20)), 0); !errors.Is(err, ErrBadRegion) {
		t.Errorf("mask outside the frame: %v, want ErrBadRegion", err)
	}
	if _, _, _, err := tab.Edges(f, newMask(image.Rect(2, 2, 8, 8)), 0); !errors.Is(err, ErrBadRegion) {
		t.Errorf("mask over part of the frame: %v, want ErrBadRegion", err)
	}
	if _, _, _, err := tab.Edges(nil, newMask(image.Rect(0, 0, 1, 1)), 0); !errors.Is(err, ErrBadFrame) {
		t.Errorf("nil frame: %v, want ErrBadFrame", err)
	}
}

// edgeTable returns a colour table to count edges with (its sets play no
// part).
func edgeTable(t *testing.T) *ColorTable {
	t.Helper()
	s, err := ColorSetHSV(HSVRange{HMin: 0, HMax: 360, SMin: 0, SMax: 1, VMin: 0, VMax: 1})
	if err != nil {
		t.Fatal(err)
	}
	tab, err := NewColorTable(s)
	if err != nil {
		t.Fatal(err)
	}
	return tab
}
