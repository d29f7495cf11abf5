package detectors

import (
	"errors"
	"fmt"
	"image"
	"math"
	"math/rand"
	"sync"
	"testing"
)

func TestBoxContext(t *testing.T) {
	whole := image.Rect(10, 10, 50, 60) // a blaze
	head := image.Rect(12, 10, 48, 30)  // its head: held by whole
	pair := image.Rect(10, 10, 90, 60)  // it and its neighbour: holds whole
	near := image.Rect(20, 15, 60, 65)  // overlapping whole, neither holds
	far := image.Rect(200, 200, 220, 230)
	faint := image.Rect(11, 11, 49, 59) // under MinScore: left out
	boxes := []image.Rectangle{whole, head, pair, near, far, faint}
	scores := []float64{0.6, 0.9, 0.3, 0.5, 0.7, 0.01}
	ctx, err := BoxContext(boxes, scores, ContextOptions{MinScore: 0.05}, nil)
	if err != nil {
		t.Fatal(err)
	}
	area := func(r image.Rectangle) float64 { return float64(r.Dx() * r.Dy()) }
	want := [][ContextFeatures]float64{
		{ContextHeld: 0.3, ContextHeldSize: math.Log(area(pair) / area(whole)), ContextHolds: 0.9, ContextHoldsSize: math.Log(area(whole) / area(head)), ContextNear: 0.5, ContextRank: 1},
		{ContextHeld: 0.6, ContextHeldSize: math.Log(area(whole) / area(head))},
		{ContextHolds: 0.9, ContextHoldsSize: math.Log(area(pair) / area(head)), ContextRank: 3},
		// near: 90 % inside pair (held), IoU 0.51 with whole (near),
		// IoU 0.18 with head (neither).
		{ContextHeld: 0.3, ContextHeldSize: math.Log(area(pair) / area(near)), ContextNear: 0.6, ContextRank: 1},
		{},
		{},
	}
	for i := range boxes {
		if len(ctx[i]) != ContextFeatures {
			t.Fatalf("box %d: %d context features; want %d", i, len(ctx[i]), ContextFeatures)
		}
		for k := range want[i] {
			if math.Abs(ctx[i][k]-want[i][k]) > 1e-9 {
				t.Errorf("box %d (%v) feature %d = %v; want %v (all %v)", i, boxes[i], k, ctx[i][k], want[i][k], ctx[i])
			}
		}
	}
	// Appends to the rows given.
	rows := make([][]float64, len(boxes))
	for i := range rows {
		rows[i] = []float64{float64(i)}
	}
	rows, err = BoxContext(boxes, scores, ContextOptions{MinScore: 0.05}, rows)
	if err != nil || len(rows[1]) != 1+ContextFeatures || rows[1][0] != 1 || rows[1][1+ContextHeld] != 0.6 {
		t.Errorf("BoxContext onto rows = %v, %v", rows, err)
	}
	if _, err := BoxContext(boxes, scores[:2], ContextOptions{}, nil); !errors.Is(err, ErrBadArgument) {
		t.Errorf("mismatched scores: %v; want ErrBadArgument", err)
	}
	if _, err := BoxContext(boxes, scores, ContextOptions{}, rows[:1]); !errors.Is(err, ErrBadArgument) {
		t.Errorf("mismatched rows: %v; want ErrBadArgument", err)
	}
}

func TestMaskColorSets(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	f := randFrame(rng, image.Pt(2, 3), 50, 31)
	sets := randColorSets(rng, 4, 9000)
	sets = append(sets, sets[0].And(sets[1]), sets[2].Minus(sets[3]))
	ms, err := MaskColorSets(f, sets...)
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range sets {
		want, _ := MaskColors(f, s)
		if ms[i].Rect != want.Rect {
			t.Fatalf("set %d: rect %v; want %v", i, ms[i].Rect, want.Rect)
		}
		for y := want.Rect.Min.Y; y < want.Rect.Max.Y; y++ {
			for x := want.Rect.Min.X; x < want.Rect.Max.X; x++ {
				if ms[i].At(x, y) != want.At(x, y) {
					t.Fatalf("set %d at %d,%d: %v; MaskColors says %v", i, x, y, ms[i].At(x, y), want.At(x, y))
				}
			}
		}
	}
	// And and Minus are the sets' intersection and difference.
	for c := range 1 << 15 {
		r, g, b := uint8(c>>10)<<3, uint8(c>>5&31)<<3, uint8(c&31)<<3
		in := func(s *ColorSet) bool { return s.Contains(r, g, b) }
		if in(sets[4]) != (in(sets[0]) && in(sets[1])) || in(sets[5]) != (in(sets[2]) && !in(sets[3])) {
			t.Fatalf("cell %x: And or Minus wrong", c)
		}
	}
	if _, err := MaskColorSets(f, sets[0], nil); !errors.Is(err, ErrBadArgument) {
		t.Errorf("nil set: %v; want ErrBadArgument", err)
	}
	nine := []*ColorSet{sets[0], sets[0], sets[0], sets[0], sets[0], sets[0], sets[0], sets[0], sets[0]}
	if _, err := MaskColorSets(f, nine...); !errors.Is(err, ErrBadArgument) {
		t.Errorf("nine sets: %v; want ErrBadArgument", err)
	}
}

func TestForestTrim(t *testing.T) {
	leaf := func(v float64) []TreeNode { return []TreeNode{{Left: -1, Right: -1, Value: v}} }
	fo := &Forest{Base: 0.5, Rate: 0.1, Trees: [][]TreeNode{leaf(1), leaf(2), leaf(4)}, Features: 1}
	for n, want := range map[int]float64{-1: 0.5, 0: 0.5, 1: 0.6, 2: 0.8, 3: 1.2, 9: 1.2} {
		got, err := fo.Trim(n).Score([]float64{0})
		if err != nil || math.Abs(got-want) > 1e-9 {
			t.Errorf("Trim(%d).Score = %v, %v; want %v", n, got, err, want)
		}
	}
	if len(fo.Trees) != 3 {
		t.Errorf("Trim changed the forest: %d trees", len(fo.Trees))
	}
}

func TestProbabilityAll(t *testing.T) {
	// Tree 1 splits on x[0]; trees 2 and 3 add a constant.
	split := []TreeNode{{Feature: 0, Threshold: 0.5, Left: 1, Right: 2}, {Left: -1, Right: -1, Value: -30}, {Left: -1, Right: -1, Value: 30}}
	leaf := []TreeNode{{Left: -1, Right: -1, Value: 5}}
	fo := &Forest{Base: 0, Rate: 0.1, Trees: [][]TreeNode{split, leaf, leaf}, Features: 1}
	xs := [][]float64{{0}, {1}}
	sig := func(s float64) float64 { return 1 / (1 + math.Exp(-s)) }
	all, err := fo.ProbabilityAll(xs, Cascade{})
	if err != nil {
		t.Fatal(err)
	}
	if math.Abs(all[0]-sig(-2)) > 1e-12 || math.Abs(all[1]-sig(4)) > 1e-12 {
		t.Errorf("ProbabilityAll = %v; want %v %v", all, sig(-2), sig(4))
	}
	// The first tree alone weighs row 0 at sigmoid(-3) < 0.1: cut, 0.
	cut, err := fo.ProbabilityAll(xs, Cascade{Trees: 1, Min: 0.1})
	if err != nil {
		t.Fatal(err)
	}
	if cut[0] != 0 || math.Abs(cut[1]-sig(4)) > 1e-12 {
		t.Errorf("cascade = %v; want [0 %v]", cut, sig(4))
	}
	if _, err := fo.ProbabilityAll([][]float64{{}}, Cascade{}); !errors.Is(err, ErrBadArgument) {
		t.Errorf("short row: %v; want ErrBadArgument", err)
	}
}

// TestColorTableScan: one pass gives the masks MaskColorSets gives and
// the integrals NewIntegral builds from them, at a frame origin not at
// zero, for tables of three sets (their sums packed in one table) and of
// four; masks not asked for are nil.
func TestColorTableScan(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	f := randFrame(rng, image.Pt(3, -2), 37, 23)
	all := randColorSets(rng, 4, 12000)
	for _, tc := range []struct {
		sets int
		keep []bool
	}{{3, []bool{true, false}}, {3, []bool{false, true, true}}, {2, nil}, {4, []bool{true, false, false, true}}} {
		sets := all[:tc.sets]
		tab, err := NewColorTable(sets...)
		if err != nil {
			t.Fatal(err)
		}
		ms, its, err := tab.Scan(f, tc.keep...)
		if err != nil {
			t.Fatal(err)
		}
		want, err := MaskColorSets(f, sets...)
		if err != nil {
			t.Fatal(err)
		}
		if len(ms) != tc.sets || len(its) != tc.sets {
			t.Fatalf("%d sets: Scan gave %d masks and %d integrals", tc.sets, len(ms), len(its))
		}
		set := 0
		for i := range sets {
			kept := i < len(tc.keep) && tc.keep[i]
			if (ms[i] != nil) != kept {
				t.Errorf("%d sets, keep %v: mask %d is %v", tc.sets, tc.keep, i, ms[i])
			}
			if kept && !equalMasks(ms[i], want[i]) {
				t.Errorf("%d sets, keep %v: mask %d differs from MaskColorSets'", tc.sets, tc.keep, i)
			}
			set += sameCounts(t, rng, fmt.Sprintf("%d sets: set %d", tc.sets, i), its[i], want[i], 300)
		}
		if set == 0 {
			t.Fatal("no box held a set pixel: the test checks nothing")
		}
	}
	tab, _ := NewColorTable(all[:3]...)
	if _, err := NewColorTable(); !errors.Is(err, ErrBadArgument) {
		t.Errorf("no sets: %v; want ErrBadArgument", err)
	}
	if _, err := NewColorTable(all[0], nil); !errors.Is(err, ErrBadArgument) {
		t.Errorf("nil set: %v; want ErrBadArgument", err)
	}
	if _, _, err := tab.Scan(f, true, true, true, true); !errors.Is(err, ErrBadArgument) {
		t.Errorf("four keep flags for three sets: %v; want ErrBadArgument", err)
	}
	if _, _, err := tab.Scan(nil); !errors.Is(err, ErrBadFrame) {
		t.Errorf("nil frame: %v; want ErrBadFrame", err)
	}
}

// sameCounts checks that got counts what an integral built by
// NewIntegral from want counts, in n random boxes about the mask (some
// reaching past it) and over all of it; it returns the pixels the boxes
// held, so that a caller can tell the check was not vacuous.
func sameCounts(t *testing.T, rng *rand.Rand, what string, got *Integral, want *Mask, n int) int {
	t.Helper()
	ref, err := NewIntegral(want)
	if err != nil {
		t.Fatal(err)
	}
	rect := want.Rect
	held := 0
	for range n {
		x0, y0 := rect.Min.X-5+rng.Intn(rect.Dx()+10), rect.Min.Y-5+rng.Intn(rect.Dy()+10)
		r := image.Rect(x0, y0, x0+rng.Intn(20), y0+rng.Intn(20))
		if g, w := got.Count(r), ref.Count(r); g != w {
			t.Fatalf("%s: Count(%v) = %d; NewIntegral says %d", what, r, g, w)
		}
		held += ref.Count(r)
	}
	if g, w := got.Count(rect), ref.Count(rect); g != w {
		t.Fatalf("%s: whole mask %d; NewIntegral says %d", what, g, w)
	}
	return held
}

func equalMasks(a, b *Mask) bool {
	if a.Rect != b.Rect {
		return false
	}
	for y := a.Rect.Min.Y; y < a.Rect.Max.Y; y++ {
		for x := a.Rect.Min.X; x < a.Rect.Max.X; x++ {
			if a.At(x, y) != b.At(x, y) {
				return false
			}
		}
	}
	return true
}

// TestColorTableScanFull: a frame every pixel of which is in every set,
// just under and at 2²¹ pixels (packed sums, then 32-bit ones), counts
// every pixel in each set: no lane overflows into the next.
func TestColorTableScanFull(t *testing.T) {
	s := &ColorSet{}
	s.Add(200, 100, 50)
	tab, err := NewColorTable(s, s, s)
	if err != nil {
		t.Fatal(err)
	}
	for _, size := range []image.Point{{2047, 1024}, {2048, 1024}} {
		f, err := NewFrame(size.X, size.Y, Source{})
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < len(f.Img.Pix); i += 4 {
			f.Img.Pix[i], f.Img.Pix[i+1], f.Img.Pix[i+2], f.Img.Pix[i+3] = 200, 100, 50, 255
		}
		_, its, err := tab.Scan(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, it := range its {
			if got := it.Count(f.Img.Rect); got != size.X*size.Y {
				t.Errorf("%v: set %d counts %d of %d pixels", size, i, got, size.X*size.Y)
			}
			half := image.Rect(1, 1, size.X/2, size.Y)
			if got := it.Count(half); got != half.Dx()*half.Dy() {
				t.Errorf("%v: set %d counts %d in %v", size, i, got, half)
			}
		}
	}
}

// TestColorTableRelease: a released table's sums and masks serve the
// next Scan of a frame of the same size, which counts and masks exactly
// what a fresh one would; released integrals and the masks of their Scan
// are empty; releasing the integrals of one Scan in two calls hands the
// table back once, so two later Scans never share it.
func TestColorTableRelease(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	sets := randColorSets(rng, 3, 12000)
	tab, err := NewColorTable(sets...)
	if err != nil {
		t.Fatal(err)
	}
	check := func(f *Frame, its []*Integral, ms ...*Mask) {
		t.Helper()
		want, _ := MaskColorSets(f, sets...)
		for i := range sets {
			sameCounts(t, rng, fmt.Sprintf("set %d", i), its[i], want[i], 200)
		}
		for i, m := range ms {
			if m != nil && !equalMasks(m, want[i]) {
				t.Fatalf("mask %d differs from MaskColorSets'", i)
			}
		}
	}
	a := randFrame(rng, image.Pt(0, 0), 37, 23)
	ms, its, err := tab.Scan(a, true, false, true)
	if err != nil {
		t.Fatal(err)
	}
	check(a, its, ms...)
	first := &its[0].packed[0]
	tab.Release(its)
	if its[0].packed != nil || its[2].table != nil {
		t.Fatal("released integrals still hold their table")
	}
	if ms[0].Pix != nil || ms[2].Pix != nil {
		t.Fatal("the masks of a released Scan still hold their pixels")
	}
	func() {
		defer func() {
			if recover() == nil {
				t.Error("Count with a released integral did not panic")
			}
		}()
		its[1].Count(image.Rect(0, 0, 5, 5))
	}()
	// The next Scan of a frame that size reuses the table (when the pool
	// kept it) and counts the new frame exactly.
	b := randFrame(rng, image.Pt(0, 0), 37, 23)
	ms, its, _ = tab.Scan(b, false, true, true)
	t.Logf("table reused: %v", &its[0].packed[0] == first)
	check(b, its, ms...)
	// Released in two calls: handed back once.
	tab.Release(its[:1])
	tab.Release(its[1:])
	mx, x, _ := tab.Scan(a, true, true, true)
	my, y, _ := tab.Scan(b, true, true, true)
	if &x[0].packed[0] == &y[0].packed[0] {
		t.Fatal("two Scans share one table: it was handed back twice")
	}
	check(a, x, mx...)
	check(b, y, my...)
	// Another size never takes a table of this one.
	tab.Release(x)
	c := randFrame(rng, image.Pt(0, 0), 30, 29)
	_, z, _ := tab.Scan(c)
	check(c, z)
}

// randColorSets returns n sets of up to cells random colour cells each.
func randColorSets(rng *rand.Rand, n, cells int) []*ColorSet {
	var sets []*ColorSet
	for range n {
		s := &ColorSet{}
		for range cells {
			_ = s.AddCell(rng.Intn(1 << 15))
		}
		sets = append(sets, s)
	}
	return sets
}

// TestColorTableConcurrent: goroutines scanning and releasing through one
// table (a detector's built-in model serves concurrent calls) each count
// their own frame exactly; run with -race.
func TestColorTableConcurrent(t *testing.T) {
	rng := rand.New(rand.NewSource(12))
	sets := randColorSets(rng, 3, 12000)
	tab, err := NewColorTable(sets...)
	if err != nil {
		t.Fatal(err)
	}
	frames := make([]*Frame, 4)
	want := make([][]int, 4)
	wantMasks := make([][]*Mask, 4)
	for i := range frames {
		frames[i] = randFrame(rng, image.Pt(0, 0), 33, 21)
		ms, _ := MaskColorSets(frames[i], sets...)
		wantMasks[i] = ms
		for _, m := range ms {
			it, _ := NewIntegral(m)
			want[i] = append(want[i], it.Count(image.Rect(3, 2, 30, 19)))
		}
	}
	var wg sync.WaitGroup
	errs := make(chan string, 8)
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range 200 {
				i := (g + k) % len(frames)
				ms, its, err := tab.Scan(frames[i], true, false, true)
				if err != nil {
					errs <- err.Error()
					return
				}
				for s, it := range its {
					if got := it.Count(image.Rect(3, 2, 30, 19)); got != want[i][s] {
						errs <- fmt.Sprintf("frame %d set %d: %d; want %d", i, s, got, want[i][s])
						return
					}
				}
				for s, m := range ms {
					if m != nil && !equalMasks(m, wantMasks[i][s]) {
						errs <- fmt.Sprintf("frame %d mask %d differs from MaskColorSets'", i, s)
						return
					}
				}
				tab.Release(its)
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}
