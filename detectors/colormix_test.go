package detectors

import (
	"errors"
	"image"
	"image/color"
	"math"
	"testing"
)

// TestColorMix: the shares of a set's pixels in a box by hue class and
// darkness, and the cells they fill, counted as by hand; other colours
// and pixels outside the box are not counted; boxes are clipped to the
// frame, and a box without the set's pixels gives zeros.
func TestColorMix(t *testing.T) {
	f, err := NewFrame(20, 10, Source{})
	if err != nil {
		t.Fatal(err)
	}
	red := color.RGBA{200, 60, 20, 255}     // g/r 0.3: red-brown
	orange := color.RGBA{240, 130, 20, 255} // 0.54: orange
	amber := color.RGBA{240, 180, 40, 255}  // 0.75: amber
	yellow := color.RGBA{250, 240, 60, 255} // 0.96: yellow
	darkRed := color.RGBA{100, 30, 8, 255}  // red-brown, under half the brightest (250)
	grey := color.RGBA{90, 90, 90, 255}     // not in the set
	s := &ColorSet{}
	for _, c := range []color.RGBA{red, orange, amber, yellow, darkRed} {
		s.Add(c.R, c.G, c.B)
	}
	// In the box (0,0)-(10,10): 30 red, 20 orange, 20 amber, 10 yellow,
	// 10 dark red, 10 grey; yellow all over the rest of the frame.
	paint := func(x0, y0, x1, y1 int, c color.RGBA) {
		for y := y0; y < y1; y++ {
			for x := x0; x < x1; x++ {
				f.Img.SetRGBA(x, y, c)
			}
		}
	}
	paint(0, 0, 20, 10, yellow)
	paint(0, 0, 10, 3, red)
	paint(0, 3, 10, 5, orange)
	paint(0, 5, 10, 7, amber)
	paint(0, 7, 10, 8, yellow)
	paint(0, 8, 10, 9, darkRed)
	paint(0, 9, 10, 10, grey)
	boxes := []image.Rectangle{image.Rect(0, 0, 10, 10), image.Rect(-5, 9, 10, 30), image.Rect(30, 30, 40, 40), image.Rect(15, 0, 25, 5)}
	mix, err := ColorMix(f, s, boxes, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	want := [][]float64{
		{40.0 / 90, 20.0 / 90, 20.0 / 90, 10.0 / 90, 10.0 / 90, math.Log1p(5)},
		{0, 0, 0, 0, 0, 0}, // grey only
		{0, 0, 0, 0, 0, 0}, // outside the frame
		{0, 0, 0, 1, 0, math.Log1p(1)},
	}
	for i := range want {
		if len(mix[i]) != ColorMixPer {
			t.Fatalf("box %d: %d values; want %d", i, len(mix[i]), ColorMixPer)
		}
		for j := range want[i] {
			if math.Abs(mix[i][j]-want[i][j]) > 1e-9 {
				t.Errorf("box %v: %v; want %v", boxes[i], mix[i], want[i])
				break
			}
		}
	}
	// Scores: only the boxes at minScore or more are read.
	some, err := ColorMix(f, s, boxes, []float64{0.5, 0.01, 0.9, 0.05}, 0.05)
	if err != nil {
		t.Fatal(err)
	}
	if some[0] == nil || some[1] != nil || some[2] == nil || some[3] == nil || some[0][5] != mix[0][5] {
		t.Errorf("with scores: %v; want boxes 0, 2 and 3 read as without", some)
	}
	if _, err := ColorMix(f, s, boxes, []float64{1}, 0); !errors.Is(err, ErrBadArgument) {
		t.Errorf("one score for four boxes: %v; want ErrBadArgument", err)
	}
	// A box of more than 4,096 pixels is read on a grid: a 300×100
	// stripe of red over yellow keeps its shares.
	big, err := NewFrame(300, 200, Source{})
	if err != nil {
		t.Fatal(err)
	}
	for y := range 200 {
		for x := range 300 {
			c := yellow
			if y%16 < 4 {
				c = red
			}
			big.Img.SetRGBA(x, y, c)
		}
	}
	bm, err := ColorMix(big, s, []image.Rectangle{big.Img.Rect}, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	if got := bm[0]; math.Abs(got[0]-0.25) > 0.05 || math.Abs(got[3]-0.75) > 0.05 || got[5] != math.Log1p(2) {
		t.Errorf("60,000-pixel box: %v; want a quarter red, three quarters yellow, two cells", got)
	}
	if _, err := ColorMix(nil, s, boxes, nil, 0); !errors.Is(err, ErrBadArgument) {
		t.Errorf("no frame: %v; want ErrBadArgument", err)
	}
	if _, err := ColorMix(f, nil, boxes, nil, 0); !errors.Is(err, ErrBadArgument) {
		t.Errorf("no set: %v; want ErrBadArgument", err)
	}
}
