package detectors

import (
	"errors"
	"image"
	"image/color"
	"math"
	"math/rand"
	"reflect"
	"sort"
	"testing"
)

// refComponents labels m by flood fill, the slow obvious way, and returns
// the blobs' areas, boxes and pixel-position sums sorted like Components.
func refComponents(m *Mask, conn int) []Blob {
	r := m.Rect
	seen := map[image.Point]bool{}
	var out []Blob
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			p := image.Pt(x, y)
			if !m.At(x, y) || seen[p] {
				continue
			}
			b := Blob{Box: image.Rectangle{p, p.Add(image.Pt(1, 1))}}
			stack := []image.Point{p}
			seen[p] = true
			for len(stack) > 0 {
				q := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				b.Area++
				b.sx += int64(q.X)
				b.sy += int64(q.Y)
				b.Box = b.Box.Union(image.Rectangle{q, q.Add(image.Pt(1, 1))})
				for dy := -1; dy <= 1; dy++ {
					for dx := -1; dx <= 1; dx++ {
						if (dx == 0 && dy == 0) || (conn == 4 && dx != 0 && dy != 0) {
							continue
						}
						n := q.Add(image.Pt(dx, dy))
						if m.At(n.X, n.Y) && !seen[n] {
							seen[n] = true
							stack = append(stack, n)
						}
					}
				}
			}
			b.finish(false)
			out = append(out, b)
		}
	}
	sortBlobs(out)
	return out
}

func TestComponentsMatchFloodFill(t *testing.T) {
	rng := rand.New(rand.NewSource(4))
	for i := 0; i < 200; i++ {
		r := image.Rect(rng.Intn(10)-5, rng.Intn(10)-5, 0, 0)
		r.Max = r.Min.Add(image.Pt(1+rng.Intn(40), 1+rng.Intn(30)))
		m := randMask(rng, r, rng.Float64())
		for _, conn := range []int{4, 8} {
			got, err := Components(m, BlobOptions{Connectivity: conn})
			if err != nil {
				t.Fatal(err)
			}
			want := refComponents(m, conn)
			if len(got) != len(want) {
				t.Fatalf("case %d conn %d: %d blobs; want %d", i, conn, len(got), len(want))
			}
			for k := range got {
				g, w := got[k], want[k]
				if g.Area != w.Area || g.Box != w.Box || g.CX != w.CX || g.CY != w.CY {
					t.Fatalf("case %d conn %d blob %d = area %d box %v c %v,%v; want area %d box %v c %v,%v",
						i, conn, k, g.Area, g.Box, g.CX, g.CY, w.Area, w.Box, w.CX, w.CY)
				}
			}
		}
	}
}

func TestComponentsStats(t *testing.T) {
	f, _ := NewFrame(12, 8, Source{})
	// A 3×2 red rectangle at (1,1), two of its pixels yellow; a diagonal
	// pair at (8,5),(9,6) in blue.
	paint := func(x, y int, c color.RGBA) { f.Img.SetRGBA(x, y, c) }
	red, yellow, blue := color.RGBA{200, 0, 0, 255}, color.RGBA{250, 220, 0, 255}, color.RGBA{0, 0, 90, 255}
	for y := 1; y < 3; y++ {
		for x := 1; x < 4; x++ {
			paint(x, y, red)
		}
	}
	paint(1, 1, yellow)
	paint(3, 2, yellow)
	paint(8, 5, blue)
	paint(9, 6, blue)
	any, _ := MaskRGB(f, RGBRange{1, 255, 0, 255, 0, 255})
	anyB, _ := MaskRGB(f, RGBRange{0, 255, 0, 255, 1, 255})
	m, _ := any.Or(anyB)
	yel, _ := MaskRGB(f, RGBRange{240, 255, 200, 255, 0, 255})

	tests := []struct {
		name string
		opt  BlobOptions
		want int // blobs
	}{
		{"8-connected", BlobOptions{Frame: f, Count: []*Mask{yel}}, 2},
		{"4-connected splits the diagonal", BlobOptions{Connectivity: 4, Frame: f, Count: []*Mask{yel}}, 3},
		{"min area", BlobOptions{MinArea: 3, Frame: f, Count: []*Mask{yel}}, 1},
		{"max blobs", BlobOptions{Connectivity: 4, MaxBlobs: 1, Frame: f, Count: []*Mask{yel}}, 1},
	}
	for _, tt := range tests {
		bs, err := Components(m, tt.opt)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if len(bs) != tt.want {
			t.Fatalf("%s: %d blobs; want %d", tt.name, len(bs), tt.want)
		}
		b := bs[0]
		if b.Area != 6 || b.Box != image.Rect(1, 1, 4, 3) || b.CX != 2.5 || b.CY != 2 {
			t.Errorf("%s: first blob area %d box %v centroid %v,%v; want 6 (1,1)-(4,3) 2.5,2", tt.name, b.Area, b.Box, b.CX, b.CY)
		}
		if b.Counts[0] != 2 || b.Fraction(0) != 2.0/6 {
			t.Errorf("%s: yellow count %d fraction %v; want 2, 1/3", tt.name, b.Counts[0], b.Fraction(0))
		}
		wantMean := color.RGBA{(4*200 + 2*250 + 3) / 6, (2*220 + 3) / 6, 0, 255}
		if b.Mean != wantMean {
			t.Errorf("%s: mean %v; want %v", tt.name, b.Mean, wantMean)
		}
	}
	bad := []BlobOptions{{Connectivity: 6}, {Frame: &Frame{}}, {Count: []*Mask{nil}}}
	for _, o := range bad {
		if _, err := Components(m, o); err == nil {
			t.Errorf("Components(%+v) = nil error; want one", o)
		}
	}
	small, _ := NewFrame(2, 2, Source{})
	if _, err := Components(m, BlobOptions{Frame: small}); !errors.Is(err, ErrBadRegion) {
		t.Errorf("Components with a frame smaller than the mask = %v; want ErrBadRegion", err)
	}
}

func TestGroupBlobs(t *testing.T) {
	m := newMask(image.Rect(0, 0, 30, 10))
	set := func(r image.Rectangle) {
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				m.Set(x, y, true)
			}
		}
	}
	set(image.Rect(0, 0, 4, 4))   // A
	set(image.Rect(6, 0, 8, 8))   // B: 2 px from A
	set(image.Rect(11, 5, 12, 9)) // C: 3 px from B
	set(image.Rect(25, 0, 30, 2)) // D: far away
	bs, _ := Components(m, BlobOptions{Count: []*Mask{m}})
	tests := []struct {
		gap   int
		areas []int
	}{
		{0, []int{16, 16, 10, 4}},
		{2, []int{32, 10, 4}},
		{3, []int{36, 10}},
		{20, []int{46}},
	}
	for _, tt := range tests {
		gs, err := GroupBlobs(bs, GroupOptions{Gap: tt.gap})
		if err != nil {
			t.Fatal(err)
		}
		var areas []int
		for _, g := range gs {
			areas = append(areas, g.Area)
			if g.Counts[0] != g.Area {
				t.Errorf("gap %d: group counts %d; want its area %d", tt.gap, g.Counts[0], g.Area)
			}
		}
		if !reflect.DeepEqual(areas, tt.areas) {
			t.Errorf("GroupBlobs(gap %d) areas = %v; want %v", tt.gap, areas, tt.areas)
		}
	}
	all, _ := GroupBlobs(bs, GroupOptions{Gap: 100})
	ref := refComponents(m, 8)
	var sx, sy, n float64
	for _, b := range ref {
		sx += float64(b.sx)
		sy += float64(b.sy)
		n += float64(b.Area)
	}
	if all[0].CX != sx/n+0.5 || all[0].CY != sy/n+0.5 || all[0].Box != image.Rect(0, 0, 30, 9) {
		t.Errorf("merged group centroid %v,%v box %v; want %v,%v (0,0)-(30,9)", all[0].CX, all[0].CY, all[0].Box, sx/n+0.5, sy/n+0.5)
	}
	// Relative: A (4×4) and B (2×8) are 2 apart; 0.5 of min(4, 8) = 2 joins them.
	rel, _ := GroupBlobs(bs, GroupOptions{Relative: 0.5})
	if len(rel) != 3 || rel[0].Area != 32 {
		t.Errorf("GroupBlobs(relative 0.5) = %d groups, first area %d; want 3, 32", len(rel), rel[0].Area)
	}
	if _, err := GroupBlobs(bs, GroupOptions{Relative: -1}); !errors.Is(err, ErrBadArgument) {
		t.Errorf("GroupBlobs(relative -1) = %v; want ErrBadArgument", err)
	}
	if _, err := GroupBlobs(bs, GroupOptions{Gap: -1}); !errors.Is(err, ErrBadArgument) {
		t.Errorf("GroupBlobs(gap -1) = %v; want ErrBadArgument", err)
	}
	mixed := append([]Blob{{Area: 1}}, bs...)
	if _, err := GroupBlobs(mixed, GroupOptions{Gap: 1}); !errors.Is(err, ErrBadArgument) {
		t.Errorf("GroupBlobs with uneven counts = %v; want ErrBadArgument", err)
	}
}

// refMorph is erosion/dilation by definition.
func refMorph(m *Mask, radius int, erode bool) *Mask {
	out := newMask(m.Rect)
	for y := m.Rect.Min.Y; y < m.Rect.Max.Y; y++ {
		for x := m.Rect.Min.X; x < m.Rect.Max.X; x++ {
			all, anySet := true, false
			for dy := -radius; dy <= radius; dy++ {
				for dx := -radius; dx <= radius; dx++ {
					p := image.Pt(x+dx, y+dy)
					if !p.In(m.Rect) {
						continue // outside: set for erosion, clear for dilation
					}
					if m.At(p.X, p.Y) {
						anySet = true
					} else {
						all = false
					}
				}
			}
			out.Set(x, y, (erode && all) || (!erode && anySet))
		}
	}
	return out
}

func TestMorphology(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	for i := 0; i < 120; i++ {
		r := image.Rect(2, 3, 2+1+rng.Intn(30), 3+1+rng.Intn(20))
		m := randMask(rng, r, rng.Float64())
		radius := rng.Intn(10)
		e, _ := m.Erode(radius)
		d, _ := m.Dilate(radius)
		o, _ := m.Open(radius)
		c, _ := m.Close(radius)
		checks := []struct {
			name      string
			got, want *Mask
		}{
			{"erode", e, refMorph(m, radius, true)},
			{"dilate", d, refMorph(m, radius, false)},
			{"open", o, refMorph(refMorph(m, radius, true), radius, false)},
			{"close", c, refMorph(refMorph(m, radius, false), radius, true)},
		}
		for _, ck := range checks {
			if !reflect.DeepEqual(ck.got.Pix, ck.want.Pix) || ck.got.Rect != ck.want.Rect {
				t.Fatalf("case %d: %s(radius %d) on %v differs from the definition", i, ck.name, radius, r)
			}
		}
	}
	m := newMask(image.Rect(0, 0, 4, 4))
	for _, r := range []int{-1, maxRadius + 1} {
		if _, err := m.Open(r); !errors.Is(err, ErrBadArgument) {
			t.Errorf("Open(%d) = %v; want ErrBadArgument", r, err)
		}
	}
}

func TestMorphologyOnView(t *testing.T) {
	rng := rand.New(rand.NewSource(6))
	big := randMask(rng, image.Rect(0, 0, 40, 30), 0.6)
	view, _ := big.Region(image.Rect(5, 7, 25, 20))
	got, _ := view.Close(2)
	want := refMorph(refMorph(view.Clone(), 2, false), 2, true)
	if !reflect.DeepEqual(got.Pix, want.Pix) || got.Rect != want.Rect {
		t.Errorf("Close on a view differs from Close on its copy")
	}
	bs, _ := Components(view, BlobOptions{})
	ref := refComponents(view.Clone(), 8)
	if len(bs) != len(ref) || (len(bs) > 0 && bs[0].Box != ref[0].Box) {
		t.Errorf("Components on a view: %d blobs; want %d", len(bs), len(ref))
	}
}

func TestHistogram(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	f := randFrame(rng, image.Pt(1, 1), 9, 7)
	m := randMask(rng, image.Rect(0, 0, 5, 5), 0.5)
	h, err := Histogram(f, m)
	if err != nil {
		t.Fatal(err)
	}
	var want Hist
	for y := 1; y < 5; y++ {
		for x := 1; x < 5; x++ {
			if m.At(x, y) {
				r, g, b, _, _ := f.At(x, y)
				want.R[r]++
				want.G[g]++
				want.B[b]++
				want.N++
			}
		}
	}
	if *h != want {
		t.Errorf("Histogram under a mask: N = %d; want %d (or counts differ)", h.N, want.N)
	}
	all, _ := Histogram(f, nil)
	if all.N != 63 {
		t.Errorf("Histogram(nil mask).N = %d; want 63", all.N)
	}
	sum := 0
	for _, c := range all.G {
		sum += c
	}
	if sum != 63 {
		t.Errorf("Histogram G sums to %d; want 63", sum)
	}
}

func TestScale(t *testing.T) {
	f, _ := NewFrame(4, 2, Source{ID: "s"})
	for x := 0; x < 4; x++ {
		f.Img.SetRGBA(x, 0, color.RGBA{uint8(x * 60), 0, 0, 255})
		f.Img.SetRGBA(x, 1, color.RGBA{0, uint8(x * 60), 0, 255})
	}
	half, err := Scale(f, 2, 1)
	if err != nil {
		t.Fatal(err)
	}
	// Each output pixel averages a 2×2 block.
	want := []color.RGBA{{15, 15, 0, 255}, {75, 75, 0, 255}}
	for x, w := range want {
		if got := half.Img.RGBAAt(x, 0); got != w {
			t.Errorf("Scale down pixel %d = %v; want %v", x, got, w)
		}
	}
	big, _ := Scale(f, 8, 6)
	if got := big.Img.RGBAAt(7, 5); got != (color.RGBA{0, 180, 0, 255}) {
		t.Errorf("Scale up corner = %v; want the source corner", got)
	}
	v, _ := f.Region(image.Rect(2, 0, 4, 2))
	sv, _ := Scale(v, 1, 1)
	if got := sv.Img.RGBAAt(0, 0); got != (color.RGBA{75, 75, 0, 255}) {
		t.Errorf("Scale of a view = %v; want the view's mean", got)
	}
	for _, sz := range [][2]int{{0, 1}, {1, -1}, {1 << 14, 1 << 14}} {
		if _, err := Scale(f, sz[0], sz[1]); err == nil {
			t.Errorf("Scale(%d, %d) = nil error; want one", sz[0], sz[1])
		}
	}
}

// TestScaleUpNearest: enlarging (no axis shrinks) shows each output
// pixel's nearest source pixel, (x·sw/w, y·sh/h), of a frame or of a view
// into one, copied in runs.
func TestScaleUpNearest(t *testing.T) {
	f, _ := NewFrame(37, 23, Source{})
	for i := range f.Img.Pix {
		f.Img.Pix[i] = uint8(i*7919 + i/5)
	}
	view, err := f.Region(image.Rect(5, 3, 30, 20))
	if err != nil {
		t.Fatal(err)
	}
	for _, src := range []*Frame{f, view} {
		sw, sh := src.Img.Rect.Dx(), src.Img.Rect.Dy()
		for _, sz := range [][2]int{{sw, sh}, {sw + 1, sh}, {2 * sw, 3 * sh}, {640, 360}, {sw * 5 / 3, sh + 7}} {
			out, err := Scale(src, sz[0], sz[1])
			if err != nil {
				t.Fatal(err)
			}
			for y := range sz[1] {
				for x := range sz[0] {
					want := src.Img.RGBAAt(src.Img.Rect.Min.X+x*sw/sz[0], src.Img.Rect.Min.Y+y*sh/sz[1])
					if got := out.Img.RGBAAt(x, y); got != want {
						t.Fatalf("Scale %dx%d to %v: pixel %d,%d = %v; want %v", sw, sh, sz, x, y, got, want)
					}
				}
			}
		}
	}
}

func TestMatch(t *testing.T) {
	b := func(x0, y0, x1, y1 int) image.Rectangle { return image.Rect(x0, y0, x1, y1) }
	truth := []Detection{{Label: "blaze", Box: b(0, 0, 10, 10)}, {Label: "blaze", Box: b(50, 50, 60, 60)}}
	dets := []Detection{
		{Label: "blaze", Box: b(1, 1, 10, 10), Score: 0.9},  // TP
		{Label: "blaze", Box: b(0, 0, 10, 10), Score: 0.5},  // duplicate: FP
		{Label: "fire", Box: b(50, 50, 60, 60), Score: 0.8}, // wrong label: FP
	}
	s := Match(dets, truth, 0.5)
	if s.TP != 1 || s.FP != 2 || s.FN != 1 {
		t.Errorf("Match = %+v; want TP 1 FP 2 FN 1", s)
	}
	if got := IoU(b(0, 0, 10, 10), b(5, 0, 15, 10)); got != 50.0/150 {
		t.Errorf("IoU = %v; want 1/3", got)
	}
	if s.Precision() != 1.0/3 || s.Recall() != 0.5 {
		t.Errorf("precision %v recall %v; want 1/3, 1/2", s.Precision(), s.Recall())
	}
}

// FuzzComponents checks connected components and grouping against flood
// fill on masks made from arbitrary bytes.
func FuzzComponents(f *testing.F) {
	f.Add(uint8(7), []byte{0xff, 0x0f, 0xf0, 0x81, 0x42, 0x24, 0x18})
	f.Add(uint8(1), []byte{1})
	f.Add(uint8(16), []byte{0xaa, 0x55, 0xaa, 0x55, 0xaa, 0x55, 0xaa, 0x55})
	f.Fuzz(func(t *testing.T, w uint8, bits []byte) {
		width := int(w%40) + 1
		n := len(bits) * 8
		if n == 0 {
			return
		}
		height := (n + width - 1) / width
		m := newMask(image.Rect(-3, 2, width-3, height+2))
		for i := 0; i < width*height && i < n; i++ {
			if bits[i/8]&(1<<(i%8)) != 0 {
				m.Pix[i] = 1
			}
		}
		for _, conn := range []int{4, 8} {
			got, err := Components(m, BlobOptions{Connectivity: conn, Count: []*Mask{m}})
			if err != nil {
				t.Fatal(err)
			}
			want := refComponents(m, conn)
			if len(got) != len(want) {
				t.Fatalf("conn %d: %d blobs; flood fill finds %d", conn, len(got), len(want))
			}
			for i := range got {
				if got[i].Area != want[i].Area || got[i].Box != want[i].Box || got[i].Counts[0] != got[i].Area {
					t.Fatalf("conn %d blob %d: area %d box %v; flood fill %d %v", conn, i, got[i].Area, got[i].Box, want[i].Area, want[i].Box)
				}
			}
			groups, err := GroupBlobs(got, GroupOptions{Gap: int(w % 5)})
			if err != nil {
				t.Fatal(err)
			}
			total := 0
			for _, g := range groups {
				total += g.Area
			}
			if total != m.Count() {
				t.Fatalf("groups hold %d pixels; the mask has %d", total, m.Count())
			}
		}
	})
}

// refGroupAreas groups by comparing every pair: the definition.
func refGroupAreas(bs []Blob, opt GroupOptions) []int {
	n := len(bs)
	parent := make([]int32, n)
	for i := range parent {
		parent[i] = int32(i)
	}
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			allowed := opt.Gap + int(opt.Relative*float64(min(longSide(bs[i].Box), longSide(bs[j].Box))))
			if boxGap(bs[i].Box, bs[j].Box) <= allowed {
				union(parent, int32(i), int32(j))
			}
		}
	}
	sum := map[int32]int{}
	for i := range bs {
		sum[find(parent, int32(i))] += bs[i].Area
	}
	var out []int
	for _, a := range sum {
		out = append(out, a)
	}
	sort.Sort(sort.Reverse(sort.IntSlice(out)))
	return out
}

func TestGroupBlobsMatchesPairwise(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	for k := 0; k < 200; k++ {
		n := 1 + rng.Intn(60)
		bs := make([]Blob, n)
		for i := range bs {
			p := image.Pt(rng.Intn(300), rng.Intn(200))
			bs[i] = Blob{Area: 1 + rng.Intn(50), Box: image.Rectangle{p, p.Add(image.Pt(1+rng.Intn(30), 1+rng.Intn(30)))}}
		}
		opt := GroupOptions{Gap: rng.Intn(6), Relative: float64(rng.Intn(5)) / 4}
		gs, err := GroupBlobs(bs, opt)
		if err != nil {
			t.Fatal(err)
		}
		var got []int
		for _, g := range gs {
			got = append(got, g.Area)
		}
		sort.Sort(sort.Reverse(sort.IntSlice(got)))
		if want := refGroupAreas(bs, opt); !reflect.DeepEqual(got, want) {
			t.Fatalf("case %d (%+v): group areas %v; pairwise %v", k, opt, got, want)
		}
		// Merged: the same groups, in the same order, less those of one
		// blob (a blob made by hand counts one part).
		var want []Blob
		for _, g := range gs {
			if g.Parts > 1 {
				want = append(want, g)
			}
		}
		opt.Merged = true
		merged, err := GroupBlobs(bs, opt)
		if err != nil {
			t.Fatal(err)
		}
		if len(merged) != len(want) || len(want) > 0 && !reflect.DeepEqual(merged, want) {
			t.Fatalf("case %d (%+v): merged groups %v; want %v", k, opt, merged, want)
		}
	}
	if _, err := GroupBlobs(make([]Blob, MaxGroupBlobs+1), GroupOptions{}); !errors.Is(err, ErrBadArgument) {
		t.Errorf("GroupBlobs over MaxGroupBlobs = %v; want ErrBadArgument", err)
	}
}

// BenchmarkGroupBlobs groups 20,000 small blobs spread over a 1280×720
// frame, as a noisy mask gives.
func BenchmarkGroupBlobs(b *testing.B) {
	rng := rand.New(rand.NewSource(10))
	bs := make([]Blob, 20000)
	for i := range bs {
		p := image.Pt(rng.Intn(1280), rng.Intn(720))
		bs[i] = Blob{Area: 2, Box: image.Rectangle{p, p.Add(image.Pt(2, 1))}}
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := GroupBlobs(bs, GroupOptions{Gap: 2, Relative: 0.4}); err != nil {
			b.Fatal(err)
		}
	}
}

// TestByLeft checks GroupBlobs' sweep order, left edge then index, both
// through its sort of keys (edges in int32) and its fallback (an edge
// beyond int32), against a stable sort.
func TestByLeft(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	for k := range 100 {
		n := rng.Intn(80)
		bs := make([]Blob, n)
		for i := range bs {
			x := rng.Intn(40) - 20 // many ties, some negative
			if k%4 == 3 && rng.Intn(10) == 0 {
				x = []int{math.MinInt32 - 1, math.MaxInt32 + 7, math.MinInt32, math.MaxInt32}[rng.Intn(4)]
			}
			bs[i].Box = image.Rect(x, 0, x+1, 1)
		}
		want := make([]int32, n)
		for i := range want {
			want[i] = int32(i)
		}
		sort.SliceStable(want, func(a, b int) bool { return bs[want[a]].Box.Min.X < bs[want[b]].Box.Min.X })
		if got := byLeft(bs); !reflect.DeepEqual(got, want) {
			t.Fatalf("case %d: order %v; want %v", k, got, want)
		}
	}
}
