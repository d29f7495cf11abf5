package detectors

import (
	"errors"
	"image"
	"image/color"
	"math"
	"strings"
	"testing"
)

func TestColorSetRoundTrip(t *testing.T) {
	s := &ColorSet{}
	s.Add(255, 248, 71)
	s.Add(252, 150, 0)
	for c := 100; c <= 104; c++ {
		if err := s.AddCell(c); err != nil {
			t.Fatal(err)
		}
	}
	if s.Len() != 7 {
		t.Fatalf("Len = %d; want 7", s.Len())
	}
	text := s.String()
	if !strings.Contains(text, "64-68") {
		t.Errorf("String = %q; want the run 64-68 (cells 100-104)", text)
	}
	back, err := ParseColorSet(text)
	if err != nil {
		t.Fatal(err)
	}
	if *back != *s {
		t.Errorf("parsed %q back to another set", text)
	}
	if !back.Contains(250, 250, 70) || back.Contains(0, 0, 0) {
		t.Error("Contains: want (250,250,70) in the cell of (255,248,71), black not")
	}
	if err := s.AddCell(1 << 15); !errors.Is(err, ErrBadArgument) {
		t.Errorf("AddCell(32768) = %v; want ErrBadArgument", err)
	}
	for _, bad := range []string{"xyz", "10-5", "8000", "1-", "7fff-8000"} {
		if _, err := ParseColorSet(bad); !errors.Is(err, ErrBadArgument) {
			t.Errorf("ParseColorSet(%q) = %v; want ErrBadArgument", bad, err)
		}
	}
}

func TestMaskColors(t *testing.T) {
	f, _ := NewFrame(4, 2, Source{})
	f.Img.SetRGBA(1, 0, color.RGBA{255, 248, 71, 255})
	f.Img.SetRGBA(3, 1, color.RGBA{250, 250, 66, 255}) // same cell
	f.Img.SetRGBA(2, 1, color.RGBA{0, 248, 71, 255})
	s := &ColorSet{}
	s.Add(255, 248, 71)
	m, err := MaskColors(f, s)
	if err != nil {
		t.Fatal(err)
	}
	if m.Count() != 2 || !m.At(1, 0) || !m.At(3, 1) {
		t.Errorf("mask holds %d pixels; want (1,0) and (3,1)", m.Count())
	}
	and, err := m.AndColors(f, &ColorSet{})
	if err != nil || and.Count() != 0 {
		t.Errorf("and with the empty set: %v, %d pixels; want none", err, and.Count())
	}
	if _, err := MaskColors(f, nil); !errors.Is(err, ErrBadArgument) {
		t.Errorf("MaskColors(nil set) = %v", err)
	}
	warm, err := ColorSetHSV(HSVRange{HMin: 28, HMax: 70, SMin: 0.5, SMax: 1, VMin: 0.2, VMax: 1})
	if err != nil {
		t.Fatal(err)
	}
	if !warm.Contains(255, 200, 40) || warm.Contains(40, 200, 255) || warm.Contains(128, 128, 128) {
		t.Error("ColorSetHSV: want yellow in, blue and grey out")
	}
	if got := warm.Minus(warm).Len(); got != 0 {
		t.Errorf("s.Minus(s) holds %d cells", got)
	}
}

func TestIntegral(t *testing.T) {
	m, _ := NewMask(image.Rect(10, 20, 30, 40))
	for y := 20; y < 40; y++ {
		for x := 10; x < 30; x++ {
			if (x*7+y*3)%5 == 0 {
				m.Set(x, y, true)
			}
		}
	}
	it, err := NewIntegral(m)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range []image.Rectangle{image.Rect(10, 20, 30, 40), image.Rect(12, 25, 17, 33), image.Rect(0, 0, 15, 25), image.Rect(29, 39, 50, 50), image.Rect(0, 0, 5, 5)} {
		want := 0
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				if m.At(x, y) {
					want++
				}
			}
		}
		if got := it.Count(r); got != want {
			t.Errorf("Count(%v) = %d; want %d", r, got, want)
		}
	}
}

func TestForest(t *testing.T) {
	text := "# a forest\nforest -1 0.5\nf0<=2 =-1 f1<=0.5 =1 =3\n=2\n"
	fo, err := ParseForest(text)
	if err != nil {
		t.Fatal(err)
	}
	if fo.Features != 2 || len(fo.Trees) != 2 {
		t.Fatalf("forest %+v; want 2 trees over 2 features", fo)
	}
	for _, tt := range []struct {
		x    []float64
		want float64
	}{{[]float64{1, 9}, -1 + 0.5*(-1+2)}, {[]float64{3, 0}, -1 + 0.5*(1+2)}, {[]float64{3, 1}, -1 + 0.5*(3+2)}} {
		got, err := fo.Score(tt.x)
		if err != nil || got != tt.want {
			t.Errorf("Score(%v) = %v, %v; want %v", tt.x, got, err, tt.want)
		}
		p, _ := fo.Probability(tt.x)
		if math.Abs(p-1/(1+math.Exp(-tt.want))) > 1e-12 {
			t.Errorf("Probability(%v) = %v", tt.x, p)
		}
	}
	back, err := ParseForest(fo.String())
	if err != nil || back.String() != fo.String() {
		t.Errorf("round trip: %v\n%s\n%s", err, fo.String(), back)
	}
	if _, err := fo.Score([]float64{1}); !errors.Is(err, ErrBadArgument) {
		t.Errorf("Score with one feature = %v; want ErrBadArgument", err)
	}
	deep := "forest 0 1\n" + strings.Repeat("f0<=1 ", 40) + strings.Repeat("=0 ", 41)
	for _, bad := range []string{"", "forest x 1\n=1", "forest 0 1\nf0<=1 =1", "forest 0 1\n=1 =2", "forest 0 1\ng0<=1 =1 =2", "forest 0 1\n=NaN", deep} {
		if _, err := ParseForest(bad); !errors.Is(err, ErrBadArgument) {
			t.Errorf("ParseForest(%.40q) = %v; want ErrBadArgument", bad, err)
		}
	}
}

func TestGroupParts(t *testing.T) {
	m, _ := NewMask(image.Rect(0, 0, 20, 5))
	for _, x := range []int{0, 1, 5, 12, 13, 14} {
		m.Set(x, 2, true)
	}
	blobs, err := Components(m, BlobOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range blobs {
		if b.Parts != 1 || b.Largest != b.Area {
			t.Errorf("component %+v: want one part, largest its area", b)
		}
	}
	gs, err := GroupBlobs(blobs, GroupOptions{Gap: 3})
	if err != nil {
		t.Fatal(err)
	}
	if len(gs) != 2 || gs[0].Parts != 2 || gs[0].Largest != 2 || gs[1].Parts != 1 || gs[1].Largest != 3 {
		t.Errorf("groups %+v; want {0,1}+{5} (2 parts, largest 2) and {12-14}", gs)
	}
}
