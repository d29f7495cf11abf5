package detectors

import (
	"errors"
	"image"
	"math"
	"math/rand"
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
	var sets []*ColorSet
	for range 4 {
		s := &ColorSet{}
		for range 9000 {
			_ = s.AddCell(rng.Intn(1 << 15))
		}
		sets = append(sets, s)
	}
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
