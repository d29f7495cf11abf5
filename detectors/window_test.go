package detectors

import (
	"errors"
	"image"
	"math"
	"math/rand"
	"slices"
	"testing"
)

// tightBox is Tighten's specification: the box of the set pixels in r,
// found by looking at every one.
func tightBox(m *Mask, r image.Rectangle) image.Rectangle {
	var b image.Rectangle
	r = r.Intersect(m.Rect)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if m.At(x, y) {
				b = b.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	return b
}

func TestTighten(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	for _, density := range []float64{0.002, 0.02, 0.3} {
		m := randMask(rng, image.Rect(-3, 4, 61, 45), density)
		it, err := NewIntegral(m)
		if err != nil {
			t.Fatal(err)
		}
		for range 2000 {
			x0, y0 := rng.Intn(80)-10, rng.Intn(60)-5
			r := image.Rect(x0, y0, x0+rng.Intn(40), y0+rng.Intn(40))
			if got, want := it.Tighten(r), tightBox(m, r); got != want {
				t.Fatalf("density %v: Tighten(%v) = %v; want %v", density, r, got, want)
			}
		}
	}
}

func TestGrid(t *testing.T) {
	m, _ := NewMask(image.Rect(0, 0, 6, 8))
	// The left column of cells full, the rest empty but one pixel.
	for y := range 8 {
		m.Set(0, y, true)
		m.Set(1, y, true)
	}
	m.Set(5, 7, true)
	it, _ := NewIntegral(m)
	got := it.Grid(image.Rect(0, 0, 6, 8), 3, 4, []float64{-1})
	want := []float64{-1, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0.25}
	if len(got) != len(want) {
		t.Fatalf("Grid = %v; want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("Grid = %v; want %v", got, want)
		}
	}
	// Cells of no pixels (a box narrower than the grid) count 0.
	if got := it.Grid(image.Rect(0, 0, 2, 8), 3, 1, nil); got[0] != 0 || got[1] != 1 || got[2] != 1 {
		t.Errorf("Grid over 2 columns in 3 cells = %v; want [0 1 1]", got)
	}
}

func TestWindows(t *testing.T) {
	// Two touching 10×20 blocks and a speck: one component, but windows
	// of their size box each block alone.
	m, _ := NewMask(image.Rect(0, 0, 100, 60))
	fill := func(r image.Rectangle) {
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				m.Set(x, y, true)
			}
		}
	}
	a, b := image.Rect(20, 10, 30, 30), image.Rect(30, 15, 40, 35)
	fill(a)
	fill(b)
	m.Set(80, 50, true)
	it, _ := NewIntegral(m)
	ws, err := it.Windows(WindowOptions{MinHeight: 8, Scale: 1.25, Aspects: []float64{0.5, 1}, Stride: 0.25, MinCount: 20, MinFill: 0.3})
	if err != nil {
		t.Fatal(err)
	}
	found := map[image.Rectangle]bool{}
	for _, w := range ws {
		if w != it.Tighten(w) {
			t.Errorf("window %v is not tight", w)
		}
		if w.Empty() || it.Count(w) < 20 {
			t.Errorf("window %v holds %d pixels; want at least 20", w, it.Count(w))
		}
		found[w] = true
	}
	for _, want := range []image.Rectangle{a, b, a.Union(b)} {
		if !found[want] {
			t.Errorf("no window is %v; got %v", want, ws)
		}
	}
	for _, w := range ws {
		if w.Max.X > 40 || w.Max.Y > 35 {
			t.Errorf("window %v reaches the speck, which fills no window", w)
		}
	}
	// With no gate, a window that holds nothing still gives no box.
	all, err := it.Windows(WindowOptions{MinHeight: 8, Scale: 1.25, Aspects: []float64{1}, Stride: 0.5})
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range all {
		if w.Empty() {
			t.Errorf("ungated windows hold an empty box: %v", all)
		}
	}
	for _, bad := range []WindowOptions{
		{MinHeight: 0, Scale: 1.2, Aspects: []float64{1}, Stride: 0.5},
		{MinHeight: 8, Scale: 1, Aspects: []float64{1}, Stride: 0.5},
		{MinHeight: 8, Scale: 1.2, Aspects: []float64{1}, Stride: 0},
		{MinHeight: 8, Scale: 1.2, Stride: 0.5},
		{MinHeight: 8, Scale: 1.2, Aspects: []float64{-1}, Stride: 0.5},
	} {
		if _, err := it.Windows(bad); !errors.Is(err, ErrBadArgument) {
			t.Errorf("Windows(%+v) = %v; want ErrBadArgument", bad, err)
		}
	}
}

func TestBoxFills(t *testing.T) {
	m, _ := NewMask(image.Rect(0, 0, 40, 40))
	// A 10×10 block at (10,10), with a 10×2 bar on top of it.
	for y := 8; y < 20; y++ {
		for x := 10; x < 20; x++ {
			m.Set(x, y, true)
		}
	}
	full, _ := NewMask(image.Rect(0, 0, 40, 40))
	for i := range full.Pix {
		full.Pix[i] = 1
	}
	a, _ := NewIntegral(m)
	b, _ := NewIntegral(full)
	box := image.Rect(10, 10, 20, 20)
	rows, err := BoxFills([]image.Rectangle{box, {}}, []*Integral{a, b}, BoxFillOptions{Ring: 0.25, Strip: 0.2, Cols: 2, Rows: 2, Grid: []int{0}})
	if err != nil {
		t.Fatal(err)
	}
	// Ring: 2 px (a quarter of 10 is 2), 14×14 less the box: 96 px, of
	// which the bar's 20 are set. Strips 2 px deep: the bar fills the
	// one above.
	want := []float64{1, 20.0 / 96, 1, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}
	if len(rows) != 2 || len(rows[0]) != len(want) || len(rows[1]) != len(want) {
		t.Fatalf("rows %v; want 2 of %d", rows, len(want))
	}
	for i := range want {
		if math.Abs(rows[0][i]-want[i]) > 1e-12 {
			t.Errorf("value %d = %v; want %v (row %v)", i, rows[0][i], want[i], rows[0])
		}
		if rows[1][i] != 0 {
			t.Errorf("empty box: value %d = %v; want 0", i, rows[1][i])
		}
	}
	// With a prefix: the same values after that many zeros, the rows
	// apart (writing one's prefix leaves the other row alone).
	pre, err := BoxFills([]image.Rectangle{box, box}, []*Integral{a, b}, BoxFillOptions{Ring: 0.25, Strip: 0.2, Cols: 2, Rows: 2, Grid: []int{0}, Prefix: 3})
	if err != nil {
		t.Fatal(err)
	}
	for r := range pre {
		if len(pre[r]) != 3+len(want) || pre[r][0] != 0 || pre[r][2] != 0 {
			t.Fatalf("prefixed row %v; want 3 zeros then %v", pre[r], want)
		}
		for i := range want {
			if math.Abs(pre[r][3+i]-want[i]) > 1e-12 {
				t.Errorf("prefixed value %d = %v; want %v", i, pre[r][3+i], want[i])
			}
		}
	}
	pre[0] = append(pre[0], 7)
	pre[0][0] = 9
	if pre[1][0] != 0 || pre[1][1] != 0 {
		t.Errorf("writing row 0 changed row 1: %v", pre[1])
	}
	for _, bad := range []BoxFillOptions{{Grid: []int{2}, Cols: 1, Rows: 1}, {Grid: []int{0}}, {Prefix: -1}} {
		if _, err := BoxFills([]image.Rectangle{box}, []*Integral{a, b}, bad); !errors.Is(err, ErrBadArgument) {
			t.Errorf("BoxFills(%+v) = %v; want ErrBadArgument", bad, err)
		}
	}
	if _, err := BoxFills([]image.Rectangle{box}, []*Integral{a, nil}, BoxFillOptions{}); !errors.Is(err, ErrBadArgument) {
		t.Errorf("nil integral: %v; want ErrBadArgument", err)
	}
}

func TestWindowsMax(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	m := randMask(rng, image.Rect(0, 0, 200, 120), 0.5)
	it, _ := NewIntegral(m)
	opt := WindowOptions{MinHeight: 8, Scale: 1.3, Aspects: []float64{1}, Stride: 0.25, MinCount: 10, MinFill: 0.2}
	all, _ := it.Windows(opt)
	opt.Max = 25
	some, _ := it.Windows(opt)
	if len(all) <= 25 || len(some) != 25 {
		t.Fatalf("%d windows, %d with Max 25; want more than 25, and 25", len(all), len(some))
	}
	for i := range some {
		if some[i] != all[i] {
			t.Fatalf("window %d with Max: %v; without: %v", i, some[i], all[i])
		}
	}
}

// TestUniqueBoxes: blob boxes of enough area first, then the other
// boxes, each box once, with where it came from.
func TestUniqueBoxes(t *testing.T) {
	a, b, c := image.Rect(0, 0, 4, 4), image.Rect(1, 1, 5, 9), image.Rect(2, 0, 3, 7)
	blobs := []Blob{{Area: 10, Box: a}, {Area: 3, Box: b}, {Area: 12, Box: a}, {Area: 9, Box: c}}
	boxes, from := UniqueBoxes(blobs, 5, []image.Rectangle{b, c, b, image.Rect(7, 7, 9, 9)})
	wantBoxes := []image.Rectangle{a, c, b, image.Rect(7, 7, 9, 9)}
	wantFrom := []int{0, 3, -1, -1}
	if !slices.Equal(boxes, wantBoxes) || !slices.Equal(from, wantFrom) {
		t.Errorf("UniqueBoxes = %v %v; want %v %v", boxes, from, wantBoxes, wantFrom)
	}
	if boxes, from := UniqueBoxes(nil, 0, nil); len(boxes) != 0 || len(from) != 0 {
		t.Errorf("no input: %v %v", boxes, from)
	}
}

func TestLogColumns(t *testing.T) {
	rows := [][]float64{{1, 2, math.E}, {4, 5, 1}}
	if err := LogColumns(rows, 0, 2); err != nil {
		t.Fatal(err)
	}
	want := [][]float64{{0, 2, 1}, {math.Log(4), 5, 0}}
	for i := range want {
		for j := range want[i] {
			if math.Abs(rows[i][j]-want[i][j]) > 1e-12 {
				t.Errorf("rows[%d][%d] = %v; want %v", i, j, rows[i][j], want[i][j])
			}
		}
	}
	if err := LogColumns(rows, 3); !errors.Is(err, ErrBadArgument) {
		t.Errorf("column past the rows: %v; want ErrBadArgument", err)
	}
	if err := LogColumns(rows, -1); !errors.Is(err, ErrBadArgument) {
		t.Errorf("negative column: %v; want ErrBadArgument", err)
	}
}

// TestBoxFillsPacked: integrals that are lanes of one packed table
// (ColorTable.Scan's, Edges') are counted together by BoxFills; their
// rows must be exactly those of the same masks' own integrals, in any
// order and repeated, grids included, for boxes inside, across and
// outside the frame.
func TestBoxFillsPacked(t *testing.T) {
	rng := rand.New(rand.NewSource(12))
	f, _ := NewFrame(97, 61, Source{})
	for i := range f.Img.Pix {
		f.Img.Pix[i] = uint8(rng.Intn(256))
	}
	sets := randColorSets(rng, 3, 12000)
	tab, err := NewColorTable(sets...)
	if err != nil {
		t.Fatal(err)
	}
	ms, sums, err := tab.Scan(f, true, true, true)
	if err != nil {
		t.Fatal(err)
	}
	eh, ev, flat, err := tab.Edges(f, ms[0], 8)
	if err != nil {
		t.Fatal(err)
	}
	own := func(it *Integral) *Integral {
		m, _ := NewMask(f.Img.Rect)
		for y := range 61 {
			for x := range 97 {
				m.Set(x, y, it.Count(image.Rect(x, y, x+1, y+1)) == 1)
			}
		}
		o, err := NewIntegral(m)
		if err != nil {
			t.Fatal(err)
		}
		return o
	}
	packed := []*Integral{sums[0], eh, sums[2], sums[1], ev, flat, sums[0], eh}
	var plain []*Integral
	for _, it := range packed {
		plain = append(plain, own(it))
	}
	var boxes []image.Rectangle
	for range 300 {
		x, y := rng.Intn(130)-15, rng.Intn(90)-15
		boxes = append(boxes, image.Rect(x, y, x+rng.Intn(60), y+rng.Intn(40)))
	}
	opt := BoxFillOptions{Ring: 0.25, Strip: 1.0 / 6, Cols: 3, Rows: 4, Grid: []int{0, 2, 1, 6, 0}, Prefix: 2}
	got, err := BoxFills(boxes, packed, opt)
	if err != nil {
		t.Fatal(err)
	}
	want, err := BoxFills(boxes, plain, opt)
	if err != nil {
		t.Fatal(err)
	}
	for b := range boxes {
		if !slices.Equal(got[b], want[b]) {
			t.Fatalf("box %v: packed row %v; own integrals' %v", boxes[b], got[b], want[b])
		}
	}
	tab.Release(append(sums, eh))
}
