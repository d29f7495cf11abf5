package detectors

import (
	"errors"
	"image"
	"image/color"
	"math"
	"strings"
	"testing"
)

// TestPatch: a box read on a grid gives each cell's colour over the
// box's brightest channel and the share of its samples in the set; a
// mirrored box's patch is MirrorPatch of the box's; boxes are clipped.
func TestPatch(t *testing.T) {
	f, err := NewFrame(16, 12, Source{})
	if err != nil {
		t.Fatal(err)
	}
	red := color.RGBA{200, 40, 0, 255}
	blue := color.RGBA{0, 50, 100, 255}
	for y := range 12 {
		for x := range 16 {
			c := blue
			if x < 4 {
				c = red // the left quarter
			}
			f.Img.SetRGBA(x, y, c)
		}
	}
	s := &ColorSet{}
	s.Add(red.R, red.G, red.B)
	x := make([]float64, PatchSize(4, 3))
	if err := Patch(f, image.Rect(0, 0, 16, 12), 4, 3, s, x); err != nil {
		t.Fatal(err)
	}
	for r := range 3 {
		for c := range 4 {
			cell := x[(r*4+c)*PatchChannels:][:PatchChannels]
			want := []float64{0, 0.25, 0.5, 0}
			if c == 0 {
				want = []float64{1, 0.2, 0, 1}
			}
			for k := range want {
				if math.Abs(cell[k]-want[k]) > 1e-9 {
					t.Fatalf("cell %d,%d = %v; want %v", r, c, cell, want)
				}
			}
		}
	}
	// The mirror image of the frame: red on the right quarter.
	g, _ := NewFrame(16, 12, Source{})
	for y := range 12 {
		for xx := range 16 {
			g.Img.SetRGBA(15-xx, y, f.Img.RGBAAt(xx, y))
		}
	}
	got, want := make([]float64, len(x)), make([]float64, len(x))
	if err := Patch(g, image.Rect(0, 0, 16, 12), 4, 3, s, got); err != nil {
		t.Fatal(err)
	}
	if err := MirrorPatch(x, 4, 3, want); err != nil {
		t.Fatal(err)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("mirrored frame's patch value %d = %v; MirrorPatch gives %v", i, got[i], want[i])
		}
	}
	// Clipped: a box half outside reads the part inside; one outside
	// gives zeros.
	if err := Patch(f, image.Rect(-16, 0, 4, 12), 4, 3, s, got); err != nil {
		t.Fatal(err)
	}
	if got[0] != 1 || got[3] != 1 {
		t.Errorf("a box clipped to the red quarter: first cell %v", got[:4])
	}
	if err := Patch(f, image.Rect(40, 40, 50, 50), 4, 3, s, got); err != nil {
		t.Fatal(err)
	}
	for _, v := range got {
		if v != 0 {
			t.Fatalf("a box outside the frame: %v", got)
		}
	}
	for _, bad := range []func() error{
		func() error { return Patch(f, f.Img.Rect, 0, 3, s, x) },
		func() error { return Patch(f, f.Img.Rect, 4, 3, s, x[:5]) },
		func() error { return Patch(f, f.Img.Rect, 100, 100, s, make([]float64, PatchSize(100, 100))) },
		func() error { return Patch(nil, f.Img.Rect, 4, 3, s, x) },
	} {
		if err := bad(); !errors.Is(err, ErrBadArgument) {
			t.Errorf("bad patch: err %v; want ErrBadArgument", err)
		}
	}
}

// TestNet: a net written by String reads back the same; its score is the
// one-hidden-layer sum by hand; BoxScores averages a box and its mirror
// and skips boxes under the least score.
func TestNet(t *testing.T) {
	in := PatchSize(2, 1)
	n := &Net{Cols: 2, Rows: 1, Hidden: 2, B1: []float64{0.5, -1}, W2: []float64{2, 3}, B2: -0.25, W1: make([]float64, 2*in)}
	n.W1[0] = 1  // unit 0 reads the first cell's red
	n.W1[in] = 1 // unit 1 reads the first cell's red too, from -1
	back, err := ParseNet(n.String())
	if err != nil {
		t.Fatal(err)
	}
	if back.String() != n.String() {
		t.Fatalf("round trip:\n%s\n%s", n.String(), back.String())
	}
	x := make([]float64, in)
	x[0] = 0.8
	z, err := back.Score(x)
	if err != nil {
		t.Fatal(err)
	}
	if want := -0.25 + 2*(0.5+0.8); math.Abs(z-want) > 1e-9 { // unit 1 is 0.8-1 < 0: off
		t.Errorf("score %v; want %v", z, want)
	}
	if _, err := back.Score(x[:3]); !errors.Is(err, ErrBadArgument) {
		t.Errorf("short input: err %v", err)
	}

	// A frame red on its left half: the box's first cell is red, its
	// mirror's is not.
	f, _ := NewFrame(4, 2, Source{})
	for y := range 2 {
		for xx := range 4 {
			c := color.RGBA{0, 0, 200, 255}
			if xx < 2 {
				c = color.RGBA{200, 0, 0, 255}
			}
			f.Img.SetRGBA(xx, y, c)
		}
	}
	zs, err := n.BoxScores(f, nil, []image.Rectangle{f.Img.Rect, f.Img.Rect}, []float64{1, 0.01}, 0.5)
	if err != nil {
		t.Fatal(err)
	}
	// The box: red 1 in the first cell (unit 1 at 1-1 = 0 is off); its
	// mirror: red 0 there.
	want := (-0.25+2*(0.5+1))/2 + (-0.25+2*0.5)/2
	if math.Abs(zs[0]-want) > 1e-9 || zs[1] != 0 {
		t.Errorf("box scores %v; want [%v 0]", zs, want)
	}

	for _, bad := range []string{
		"",
		"net 2 1",
		"net 0 1 2 0",
		"net 2 1 2000 0",
		"net 2 1 1 0\n1 2 3",
		"net 2 1 1 0\n" + strings.Repeat("1 ", 2+in) + "\n" + strings.Repeat("1 ", 2+in),
		"net 2 1 2 0\n" + strings.Repeat("1 ", 2+in),
		"net 2 1 1 0\nNaN" + strings.Repeat(" 1", 1+in),
		"net 2 1 1 Inf",
	} {
		if _, err := ParseNet(bad); !errors.Is(err, ErrBadArgument) {
			t.Errorf("ParseNet(%.40q): err %v; want ErrBadArgument", bad, err)
		}
	}
}
