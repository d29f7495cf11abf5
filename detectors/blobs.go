package detectors

import (
	"cmp"
	"encoding/binary"
	"fmt"
	"image"
	"image/color"
	"math"
	"slices"
	"sync"
)

// Blob is one connected component of a mask, with its statistics. All
// coordinates are the frame's.
type Blob struct {
	// Area is the number of pixels in the blob.
	Area int
	// Box is the smallest rectangle holding the blob.
	Box image.Rectangle
	// CX, CY is the centroid: the mean pixel position, at pixel centres.
	CX, CY float64
	// Mean is the blob's mean colour, when Components was given a frame.
	Mean color.RGBA
	// Counts[i] is how many of the blob's pixels are set in
	// BlobOptions.Count[i] (for example pixels of a second colour range).
	Counts []int
	// Parts is how many components a group holds (1 for a component from
	// Components) and Largest the area of the largest of them.
	Parts, Largest int

	sx, sy     int64 // sums of x and y over the blob's pixels
	sr, sg, sb int64 // sums of colour components
	sa         int64
}

// Fraction returns Counts[i] / Area, or 0 when i is out of range or the
// blob is empty.
func (b Blob) Fraction(i int) float64 {
	if i < 0 || i >= len(b.Counts) || b.Area == 0 {
		return 0
	}
	return float64(b.Counts[i]) / float64(b.Area)
}

// BlobOptions control Components. The zero value finds 8-connected blobs
// of any size without colour statistics.
type BlobOptions struct {
	// Connectivity is 4 (edge neighbours) or 8 (edges and corners); 0 means 8.
	Connectivity int
	// MinArea drops blobs with fewer pixels.
	MinArea int
	// Frame, when set, gives each blob's mean colour. It must cover the mask.
	Frame *Frame
	// Count lists masks whose set pixels are counted per blob, into
	// Blob.Counts in the same order.
	Count []*Mask
	// MaxBlobs, when positive, keeps only the largest blobs.
	MaxBlobs int
}

// componentsBuf is Components' scratch, kept between calls
// (componentsScratch): a frame's palette has thousands of runs.
type componentsBuf struct {
	runs          []run
	parent, index []int32
}

var componentsScratch = sync.Pool{New: func() any { return new(componentsBuf) }}

// run is a horizontal stretch of set pixels [x0, x1) on row y.
type run struct {
	y, x0, x1 int32
}

// Components finds the connected components of m and returns them largest
// first (ties in raster order of their first pixel).
func Components(m *Mask, opt BlobOptions) ([]Blob, error) {
	if err := checkMask(m); err != nil {
		return nil, fmt.Errorf("components: %w", err)
	}
	conn := opt.Connectivity
	switch conn {
	case 0:
		conn = 8
	case 4, 8:
	default:
		return nil, fmt.Errorf("components: %w: connectivity %d is not 4 or 8", ErrBadArgument, opt.Connectivity)
	}
	if opt.Frame != nil {
		if err := checkFrame(opt.Frame); err != nil {
			return nil, fmt.Errorf("components: frame: %w", err)
		}
		if !m.Rect.In(opt.Frame.Img.Rect) {
			return nil, fmt.Errorf("components: %w: mask %v is not inside the frame %v", ErrBadRegion, m.Rect, opt.Frame.Img.Rect)
		}
	}
	for i, c := range opt.Count {
		if err := checkMask(c); err != nil {
			return nil, fmt.Errorf("components: count mask %d: %w", i, err)
		}
	}

	// Pass 1: runs, and unions of runs that touch the previous row's.
	sc := componentsScratch.Get().(*componentsBuf)
	defer componentsScratch.Put(sc)
	w := m.Rect.Dx()
	runs, parent := sc.runs[:0], sc.parent[:0]
	prevStart, prevEnd := 0, 0
	slack := int32(0)
	if conn == 8 {
		slack = 1
	}
	for y := 0; y < m.Rect.Dy(); y++ {
		row := m.Pix[y*m.Stride:][:w:w]
		curStart := len(runs)
		p := prevStart
		for x := 0; x < w; {
			if row[x] == 0 {
				// Skip clear pixels eight at a time.
				x++
				for x+8 <= w && binary.LittleEndian.Uint64(row[x:]) == 0 {
					x += 8
				}
				continue
			}
			x0 := x
			for x < w && row[x] != 0 {
				x++
			}
			r := run{int32(y), int32(x0), int32(x)}
			id := int32(len(runs))
			runs = append(runs, r)
			parent = append(parent, id)
			// Previous-row runs that end before this one starts can never
			// touch a later run either.
			for p < prevEnd && runs[p].x1+slack <= r.x0 {
				p++
			}
			for q := p; q < prevEnd && runs[q].x0 < r.x1+slack; q++ {
				union(parent, id, int32(q))
			}
		}
		prevStart, prevEnd = curStart, len(runs)
	}
	sc.runs, sc.parent = runs, parent

	// Pass 2: each run's root (a component's first run, so roots come in
	// raster order) and each component's area; a blob for each component
	// of MinArea or more, in that order, and its statistics.
	index := slices.Grow(sc.index[:0], len(runs))[:len(runs)] // root run → blob index+1, or minus its area so far
	clear(index)
	sc.index = index
	for i := range runs {
		root := find(parent, int32(i))
		parent[i] = root
		index[root] -= runs[i].x1 - runs[i].x0
	}
	nb := 0
	for i := range runs {
		if parent[i] == int32(i) && -int(index[i]) >= opt.MinArea {
			nb++
		}
	}
	blobs := make([]Blob, 0, nb)
	ncount := len(opt.Count)
	counts := make([]int, nb*ncount)
	for i := range runs {
		root := parent[i]
		if root == int32(i) {
			if -int(index[i]) < opt.MinArea {
				index[i] = 0
				continue
			}
			blobs = append(blobs, Blob{})
			index[i] = int32(len(blobs))
			if ncount > 0 {
				k := len(blobs) - 1
				blobs[k].Counts = counts[k*ncount : (k+1)*ncount : (k+1)*ncount]
			}
		}
		bi := index[root] - 1
		if bi < 0 {
			continue
		}
		b := &blobs[bi]
		r := runs[i]
		ax0, ax1 := int(r.x0)+m.Rect.Min.X, int(r.x1)+m.Rect.Min.X
		ay := int(r.y) + m.Rect.Min.Y
		n := ax1 - ax0
		rb := image.Rect(ax0, ay, ax1, ay+1)
		if b.Area == 0 {
			b.Box = rb
		} else {
			b.Box = b.Box.Union(rb)
		}
		b.Area += n
		b.sx += int64(ax0+ax1-1) * int64(n) / 2 // exact: the product is even
		b.sy += int64(ay) * int64(n)
		if opt.Frame != nil {
			img := opt.Frame.Img
			p := img.Pix[img.PixOffset(ax0, ay):][: 4*n : 4*n]
			var sr, sg, sb, sa int64
			for j := 0; j < len(p); j += 4 {
				sr += int64(p[j])
				sg += int64(p[j+1])
				sb += int64(p[j+2])
				sa += int64(p[j+3])
			}
			b.sr += sr
			b.sg += sg
			b.sb += sb
			b.sa += sa
		}
		for k, c := range opt.Count {
			b.Counts[k] += countRun(c, ay, ax0, ax1)
		}
	}
	out := blobs
	for i := range out {
		out[i].finish(opt.Frame != nil)
		out[i].Parts, out[i].Largest = 1, out[i].Area
	}
	sortBlobs(out)
	if opt.MaxBlobs > 0 && len(out) > opt.MaxBlobs {
		out = out[:opt.MaxBlobs]
	}
	return out, nil
}

func (b *Blob) finish(colour bool) {
	n := float64(b.Area)
	b.CX = float64(b.sx)/n + 0.5
	b.CY = float64(b.sy)/n + 0.5
	if colour {
		a := int64(b.Area)
		b.Mean = color.RGBA{uint8((b.sr + a/2) / a), uint8((b.sg + a/2) / a), uint8((b.sb + a/2) / a), uint8((b.sa + a/2) / a)}
	}
}

func sortBlobs(bs []Blob) {
	// Sort indices, not the blobs (large structs), then place them once.
	// Ties fall to the index, so the order is the stable sort's.
	idx := make([]int32, len(bs))
	for i := range idx {
		idx[i] = int32(i)
	}
	slices.SortFunc(idx, func(i, j int32) int {
		a, b := &bs[i], &bs[j]
		if a.Area != b.Area {
			return b.Area - a.Area
		}
		if a.Box.Min.Y != b.Box.Min.Y {
			return a.Box.Min.Y - b.Box.Min.Y
		}
		if a.Box.Min.X != b.Box.Min.X {
			return a.Box.Min.X - b.Box.Min.X
		}
		return int(i - j)
	})
	sorted := make([]Blob, len(bs))
	for i, j := range idx {
		sorted[i] = bs[j]
	}
	copy(bs, sorted)
}

// countRun counts the set pixels of c on row y between x0 and x1 (absolute).
func countRun(c *Mask, y, x0, x1 int) int {
	if y < c.Rect.Min.Y || y >= c.Rect.Max.Y {
		return 0
	}
	if x0 < c.Rect.Min.X {
		x0 = c.Rect.Min.X
	}
	if x1 > c.Rect.Max.X {
		x1 = c.Rect.Max.X
	}
	if x0 >= x1 {
		return 0
	}
	o := (y-c.Rect.Min.Y)*c.Stride - c.Rect.Min.X
	n := 0
	for _, v := range c.Pix[o+x0 : o+x1] {
		if v != 0 {
			n++
		}
	}
	return n
}

func find(parent []int32, i int32) int32 {
	for parent[i] != i {
		parent[i] = parent[parent[i]]
		i = parent[i]
	}
	return i
}

func union(parent []int32, a, b int32) {
	ra, rb := find(parent, a), find(parent, b)
	if ra == rb {
		return
	}
	// The smaller index becomes the root, so blobs keep raster order.
	if ra < rb {
		parent[rb] = ra
	} else {
		parent[ra] = rb
	}
}

// MaxGroupBlobs is the most blobs GroupBlobs takes in one call.
const MaxGroupBlobs = 100000

// GroupOptions control GroupBlobs.
type GroupOptions struct {
	// Gap is how many pixels may separate two blobs that join one group.
	Gap int
	// Relative adds, for each pair of blobs, this fraction of the smaller
	// blob's longer box side to Gap, so that the parts of a large object
	// join across wider gaps than those of a small one.
	Relative float64
	// Merged leaves out the groups of one blob (each would be that blob
	// as it was): a caller that keeps the blobs too needs only these.
	Merged bool
}

// GroupBlobs merges blobs whose boxes are separated (in x and in y) by at
// most the gap that opt allows, transitively, and returns the groups
// largest first. A group's statistics are those of the union of its blobs'
// pixels: areas, counts and colour sums add up, the box is the union and
// the centroid and mean colour are recomputed (from sums that Components
// records: merge blobs made by hand and only areas, boxes and counts are
// meaningful). Counts must have the same length in every blob. It sweeps the blobs by left edge, so blobs spread
// over a frame cost little; filter small ones out first
// (BlobOptions.MinArea) when there are many.
func GroupBlobs(blobs []Blob, opt GroupOptions) ([]Blob, error) {
	gap := opt.Gap
	if gap < 0 {
		return nil, fmt.Errorf("group blobs: %w: gap %d is negative", ErrBadArgument, gap)
	}
	if !(opt.Relative >= 0 && opt.Relative <= 100) {
		return nil, fmt.Errorf("group blobs: %w: relative gap %v is outside 0..100", ErrBadArgument, opt.Relative)
	}
	n := len(blobs)
	if n > MaxGroupBlobs {
		return nil, fmt.Errorf("group blobs: %w: %d blobs, more than %d (drop small ones with BlobOptions.MinArea)", ErrBadArgument, n, MaxGroupBlobs)
	}
	for i := 1; i < n; i++ {
		if len(blobs[i].Counts) != len(blobs[0].Counts) {
			return nil, fmt.Errorf("group blobs: %w: blob %d has %d counts, blob 0 has %d", ErrBadArgument, i, len(blobs[i].Counts), len(blobs[0].Counts))
		}
	}
	parent := make([]int32, n)
	for i := range parent {
		parent[i] = int32(i)
	}
	// Sweep in order of left edge: blob j can only join blob i if it
	// starts no further right than i's right edge plus the largest gap i
	// allows (the relative part uses the smaller of the two sides).
	byX := byLeft(blobs)
	for a := 0; a < n; a++ {
		i := byX[a]
		bi := blobs[i].Box
		reach := bi.Max.X + gap + int(opt.Relative*float64(longSide(bi)))
		for c := a + 1; c < n; c++ {
			j := byX[c]
			bj := blobs[j].Box
			if bj.Min.X > reach {
				break
			}
			allowed := gap
			if opt.Relative > 0 {
				allowed += int(opt.Relative * float64(min(longSide(bi), longSide(bj))))
			}
			if boxGap(bi, bj) <= allowed {
				union(parent, i, j)
			}
		}
	}
	// The groups, in the order of their first blob: count them, then
	// make them all at once, their counts in one array.
	// index[r] counts root r's blobs here, then (below) holds 1 + its
	// group's place in out.
	index := make([]int, n)
	for i := range n {
		index[find(parent, int32(i))]++
	}
	roots := 0
	for i := range n {
		switch {
		case index[i] == 1 && opt.Merged:
			index[i] = -1 // a blob alone: left out
		case index[i] > 0:
			roots++
			index[i] = 0
		}
	}
	size := make([]int, 0, roots)
	out := make([]Blob, 0, roots)
	ncount := 0
	if n > 0 {
		ncount = len(blobs[0].Counts)
	}
	counts := make([]int, roots*ncount)
	colour := false
	for i := 0; i < n; i++ {
		if blobs[i].Mean != (color.RGBA{}) || blobs[i].sa != 0 {
			colour = true
		}
		r := find(parent, int32(i))
		if index[r] < 0 {
			continue
		}
		k := index[r] - 1
		if k < 0 {
			g := blobs[i]
			k = len(out)
			g.Counts = nil
			if ncount > 0 {
				g.Counts = counts[k*ncount : (k+1)*ncount : (k+1)*ncount]
				copy(g.Counts, blobs[i].Counts)
			}
			g.Parts, g.Largest = parts(blobs[i])
			out = append(out, g)
			size = append(size, 1)
			index[r] = len(out)
			continue
		}
		g, b := &out[k], blobs[i]
		size[k]++
		g.Area += b.Area
		g.Box = g.Box.Union(b.Box)
		bp, bl := parts(b)
		g.Parts += bp
		g.Largest = max(g.Largest, bl)
		g.sx += b.sx
		g.sy += b.sy
		g.sr += b.sr
		g.sg += b.sg
		g.sb += b.sb
		g.sa += b.sa
		for c := range g.Counts {
			g.Counts[c] += b.Counts[c]
		}
	}
	for i := range out {
		// A blob alone keeps its statistics as they were.
		if size[i] > 1 && out[i].Area > 0 {
			out[i].finish(colour)
		}
	}
	sortBlobs(out)
	return out, nil
}

// byLeft returns the blobs' indices in order of left edge, ties in
// index order. Edges in int32 (any frame's) sort as keys, edge above
// index, with no comparison function.
func byLeft(blobs []Blob) []int32 {
	n := len(blobs)
	byX := make([]int32, n)
	keys := make([]int64, n)
	small := true
	for i := range blobs {
		x := blobs[i].Box.Min.X
		small = small && x >= math.MinInt32 && x <= math.MaxInt32
		keys[i] = int64(x)<<32 | int64(i)
	}
	if small {
		slices.Sort(keys)
		for k, key := range keys {
			byX[k] = int32(uint32(key))
		}
		return byX
	}
	for i := range byX {
		byX[i] = int32(i)
	}
	slices.SortFunc(byX, func(a, b int32) int {
		return cmp.Or(cmp.Compare(blobs[a].Box.Min.X, blobs[b].Box.Min.X), cmp.Compare(a, b))
	})
	return byX
}

// parts returns a blob's part count and largest part, taking a blob made
// by hand (no parts recorded) as one part.
func parts(b Blob) (int, int) {
	if b.Parts == 0 {
		return 1, b.Area
	}
	return b.Parts, b.Largest
}

// boxGap returns how many pixels separate two boxes: the larger of the
// horizontal and vertical gaps, 0 when they touch or overlap.
func boxGap(a, b image.Rectangle) int {
	dx := max(b.Min.X-a.Max.X, a.Min.X-b.Max.X, 0)
	dy := max(b.Min.Y-a.Max.Y, a.Min.Y-b.Max.Y, 0)
	return max(dx, dy)
}

func longSide(r image.Rectangle) int { return max(r.Dx(), r.Dy()) }
