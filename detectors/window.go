package detectors

import (
	"fmt"
	"image"
	"math"
)

// Tighten shrinks r to the smallest rectangle holding every set pixel of
// the mask inside r (empty when there is none). Each edge is found by a
// binary search on the table, so the cost grows with the log of r's size.
func (it *Integral) Tighten(r image.Rectangle) image.Rectangle {
	return it.tighten(r, it.Count(r))
}

// tighten is Tighten for a caller that has counted r's set pixels (n).
func (it *Integral) tighten(r image.Rectangle, n int) image.Rectangle {
	r = r.Intersect(it.rect)
	if n == 0 {
		return image.Rectangle{}
	}
	// first returns the least k in [lo, hi) for which in(k) holds; in is
	// monotone (false, then true) and holds at hi-1.
	first := func(lo, hi int, in func(int) bool) int {
		for lo < hi-1 {
			mid := lo + (hi-1-lo)/2 // not (lo+hi-1)/2: that rounds towards 0 below it
			if in(mid) {
				hi = mid + 1
			} else {
				lo = mid + 1
			}
		}
		return lo
	}
	x0 := first(r.Min.X, r.Max.X, func(x int) bool { return it.Count(image.Rect(r.Min.X, r.Min.Y, x+1, r.Max.Y)) > 0 })
	y0 := first(r.Min.Y, r.Max.Y, func(y int) bool { return it.Count(image.Rect(x0, r.Min.Y, r.Max.X, y+1)) > 0 })
	// The far edges: the least count of columns (rows) from the far side
	// that holds a pixel, searched as the first edge from the near side
	// past which none is left.
	x1 := first(x0, r.Max.X, func(x int) bool { return it.Count(image.Rect(x+1, y0, r.Max.X, r.Max.Y)) == 0 }) + 1
	y1 := first(y0, r.Max.Y, func(y int) bool { return it.Count(image.Rect(x0, y+1, x1, r.Max.Y)) == 0 }) + 1
	return image.Rect(x0, y0, x1, y1)
}

// WindowOptions control Windows. Heights run from MinHeight up to
// MaxHeight (the frame's height when 0), each Scale times the last; at
// each height a window of every aspect (width over height) steps across
// the frame by Stride times its height.
type WindowOptions struct {
	MinHeight, MaxHeight int
	// Scale is the ratio of one height to the next (> 1).
	Scale float64
	// Aspects are the windows' widths over their heights.
	Aspects []float64
	// Stride is the step, as a share of the window's height (0 < Stride <= 1).
	Stride float64
	// MinCount and MinFill gate a window: it needs at least MinCount set
	// pixels, filling at least MinFill of it (and one at least: a window
	// of none has no box).
	MinCount int
	MinFill  float64
	// Max, when positive, bounds the boxes returned (the first found, the
	// largest heights first): a frame speckled with the mask's colour
	// would otherwise give each speck a window.
	Max int
}

// Windows slides windows of several sizes and shapes over the mask, keeps
// those that hold enough of it, shrinks each to the set pixels it holds
// (Tighten), and returns the distinct boxes: boxes of every size placed
// where the mask's pixels are, for a detector whose objects touch each
// other or other things of their colours, so that no grouping of
// connected parts boxes them alone.
func (it *Integral) Windows(opt WindowOptions) ([]image.Rectangle, error) {
	switch {
	case opt.MinHeight < 1:
		return nil, fmt.Errorf("%w: windows: least height %d is under 1", ErrBadArgument, opt.MinHeight)
	case !(opt.Scale > 1):
		return nil, fmt.Errorf("%w: windows: scale %v must be over 1", ErrBadArgument, opt.Scale)
	case !(opt.Stride > 0 && opt.Stride <= 1):
		return nil, fmt.Errorf("%w: windows: stride %v is outside (0, 1]", ErrBadArgument, opt.Stride)
	case len(opt.Aspects) == 0:
		return nil, fmt.Errorf("%w: windows: no aspects", ErrBadArgument)
	}
	for _, a := range opt.Aspects {
		if !(a > 0) || math.IsInf(a, 0) {
			return nil, fmt.Errorf("%w: windows: aspect %v is not a positive number", ErrBadArgument, a)
		}
	}
	maxH := opt.MaxHeight
	if maxH <= 0 || maxH > it.rect.Dy() {
		maxH = it.rect.Dy()
	}
	seen := map[image.Rectangle]bool{}
	var out []image.Rectangle
	// The heights, largest first: when Max cuts the windows short, it
	// cuts the small ones, many of which lie inside large objects.
	var heights []float64
	for hf := float64(opt.MinHeight); int(hf) <= maxH; hf *= opt.Scale {
		heights = append(heights, hf)
	}
	for k := len(heights) - 1; k >= 0; k-- {
		hf := heights[k]
		h := int(hf)
		step := max(1, int(opt.Stride*hf))
		for _, a := range opt.Aspects {
			w := max(1, int(a*hf+0.5))
			need := max(opt.MinCount, int(math.Ceil(opt.MinFill*float64(w*h))))
			x0, x1 := it.rect.Min.X-w/4, it.rect.Max.X-w*3/4 // the windows' left edges
			for y := it.rect.Min.Y - h/4; y+h*3/4 <= it.rect.Max.Y; y += step {
				// A row of windows whose band holds too few pixels has no
				// window that holds enough (most rows of a frame's sky).
				if n := it.Count(image.Rect(x0, y, x1+w, y+h)); n < need || n == 0 {
					continue
				}
				for x := x0; x <= x1; x += step {
					r := image.Rect(x, y, x+w, y+h)
					n := it.Count(r)
					if n < need || n == 0 {
						continue
					}
					b := it.tighten(r, n)
					if !seen[b] {
						seen[b] = true
						out = append(out, b)
						if len(out) == opt.Max {
							return out, nil
						}
					}
				}
			}
		}
	}
	return out, nil
}

// Grid appends to dst, for each cell of a cols × rows grid over r (row by
// row, from the top left), the share of the cell's pixels set in the
// mask: the layout of what r holds, for a classifier that weighs a box's
// shape as well as its totals. A cell of no pixels counts 0.
func (it *Integral) Grid(r image.Rectangle, cols, rows int, dst []float64) []float64 {
	cells := make([]uint64, cols*rows)
	it.gridWords(r, cols, rows, cells)
	return it.gridFills(r, cols, rows, cells, dst)
}

// gridWords writes the words of each cell of a cols × rows grid over r
// (see words), row by row.
func (it *Integral) gridWords(r image.Rectangle, cols, rows int, dst []uint64) {
	w, h := r.Dx(), r.Dy()
	for j := range rows {
		y0, y1 := r.Min.Y+j*h/rows, r.Min.Y+(j+1)*h/rows
		for i := range cols {
			x0, x1 := r.Min.X+i*w/cols, r.Min.X+(i+1)*w/cols
			dst[j*cols+i] = it.words(image.Rect(x0, y0, x1, y1))
		}
	}
}

// gridFills appends to dst each cell's fill from its words (gridWords).
func (it *Integral) gridFills(r image.Rectangle, cols, rows int, cells []uint64, dst []float64) []float64 {
	w, h := r.Dx(), r.Dy()
	for j := range rows {
		y0, y1 := r.Min.Y+j*h/rows, r.Min.Y+(j+1)*h/rows
		for i := range cols {
			x0, x1 := r.Min.X+i*w/cols, r.Min.X+(i+1)*w/cols
			fill := 0.0
			if n := (x1 - x0) * (y1 - y0); n > 0 {
				fill = float64(it.lane(cells[j*cols+i])) / float64(n)
			}
			dst = append(dst, fill)
		}
	}
	return dst
}

// BoxFillOptions control BoxFills.
type BoxFillOptions struct {
	// Ring is the width of the ring around a box, as a share of its
	// longer side (at least 2 px).
	Ring float64
	// Strip is the depth of the strip outside each edge, as a share of
	// the box's side across it (at least 2 px).
	Strip float64
	// Cols × Rows is the grid over a box whose cells' fill is given for
	// the integrals listed in Grid (by index).
	Cols, Rows int
	Grid       []int
	// Prefix leaves that many zeros at the head of each row for the
	// caller's own values (a detector's features before the fills), so a
	// row is used as it is, not copied.
	Prefix int
}

// BoxFills describes many boxes in one call (a detector weighs hundreds
// a frame): for each box a row holding, for each integral in turn, the
// share of its mask's pixels set in the box, in the ring around it (the
// box left out), and in the strips above, below, left and right of it
// (BoxFillsPer values an integral); then, for each integral in opt.Grid,
// its fill in each grid cell (Integral.Grid); all after opt.Prefix zeros.
// Parts of a ring or strip outside the mask count as unset; an empty
// box's row is all 0.
func BoxFills(boxes []image.Rectangle, its []*Integral, opt BoxFillOptions) ([][]float64, error) {
	for i, it := range its {
		if it == nil {
			return nil, fmt.Errorf("%w: box fills: integral %d is nil", ErrBadArgument, i)
		}
	}
	for _, g := range opt.Grid {
		if g < 0 || g >= len(its) {
			return nil, fmt.Errorf("%w: box fills: grid of integral %d, of %d", ErrBadArgument, g, len(its))
		}
	}
	if len(opt.Grid) > 0 && (opt.Cols < 1 || opt.Rows < 1) {
		return nil, fmt.Errorf("%w: box fills: grid of %d × %d cells", ErrBadArgument, opt.Cols, opt.Rows)
	}
	if opt.Prefix < 0 {
		return nil, fmt.Errorf("%w: box fills: prefix %d", ErrBadArgument, opt.Prefix)
	}
	n := opt.Prefix + BoxFillsPer*len(its) + len(opt.Grid)*opt.Cols*opt.Rows
	out := make([][]float64, len(boxes))
	flat := make([]float64, n*len(boxes))
	// Integrals of one packed table (ColorTable.Scan's three, Edges'
	// three) are counted together: one difference of four words holds
	// every lane's count. src[i] is the first integral of its[i]'s table
	// (i itself when it is the first, or not packed).
	src := make([]int, len(its))
	for i, it := range its {
		src[i] = i
		for j := range i {
			if src[j] == j && its[j].samePacked(it) {
				src[i] = j
				break
			}
		}
	}
	// raw[i*6+k] is rect k's words for each first integral i; cells the
	// same for the grid's cells.
	raw := make([]uint64, BoxFillsPer*len(its))
	nc := opt.Cols * opt.Rows
	cells, gridded := make([]uint64, len(its)*nc), make([]bool, len(its))
	share := func(c int, r image.Rectangle) float64 {
		if a := r.Dx() * r.Dy(); a > 0 {
			return float64(c) / float64(a)
		}
		return 0
	}
	for b, box := range boxes {
		row := flat[b*n : b*n+opt.Prefix : (b+1)*n]
		box = box.Canon()
		if box.Empty() {
			out[b] = row[:n]
			continue
		}
		w, h := box.Dx(), box.Dy()
		pad := max(2, int(opt.Ring*float64(max(w, h))))
		ring := box.Inset(-pad)
		ringArea := float64(ring.Dx()*ring.Dy() - w*h)
		sw, sh := max(2, int(opt.Strip*float64(w))), max(2, int(opt.Strip*float64(h)))
		rects := [BoxFillsPer]image.Rectangle{
			box, ring,
			image.Rect(box.Min.X, box.Min.Y-sh, box.Max.X, box.Min.Y),
			image.Rect(box.Min.X, box.Max.Y, box.Max.X, box.Max.Y+sh),
			image.Rect(box.Min.X-sw, box.Min.Y, box.Min.X, box.Max.Y),
			image.Rect(box.Max.X, box.Min.Y, box.Max.X+sw, box.Max.Y),
		}
		for i, it := range its {
			if src[i] == i {
				for k, r := range rects {
					raw[i*BoxFillsPer+k] = it.words(r)
				}
			}
		}
		for i, it := range its {
			rw := raw[src[i]*BoxFillsPer:][:BoxFillsPer]
			in := it.lane(rw[0])
			row = append(row, float64(in)/float64(w*h), float64(it.lane(rw[1])-in)/ringArea)
			for k, s := range rects[2:] {
				row = append(row, share(it.lane(rw[2+k]), s))
			}
		}
		for _, g := range opt.Grid {
			if f := src[g]; !gridded[f] {
				its[f].gridWords(box, opt.Cols, opt.Rows, cells[f*nc:][:nc])
				gridded[f] = true
			}
		}
		for _, g := range opt.Grid {
			row = its[g].gridFills(box, opt.Cols, opt.Rows, cells[src[g]*nc:][:nc], row)
			gridded[src[g]] = false
		}
		out[b] = row
	}
	return out, nil
}

// BoxFillsPer is the number of values BoxFills gives an integral before
// the grids: in the box, around it, above, below, left and right.
const BoxFillsPer = 6

// UniqueBoxes lists candidate boxes without repeats, in one call (a
// detector has hundreds a frame): the boxes of the blobs of at least
// minArea pixels, then the boxes of more, each box at its first
// occurrence. from[i] is the index in blobs of the blob boxes[i] is the
// box of, or -1 for a box of more.
func UniqueBoxes(blobs []Blob, minArea int, more []image.Rectangle) (boxes []image.Rectangle, from []int) {
	seen := make(map[image.Rectangle]struct{}, len(blobs)+len(more))
	boxes = make([]image.Rectangle, 0, len(blobs)+len(more))
	from = make([]int, 0, len(blobs)+len(more))
	for i := range blobs {
		b := &blobs[i]
		if b.Area < minArea {
			continue
		}
		if _, ok := seen[b.Box]; ok {
			continue
		}
		seen[b.Box] = struct{}{}
		boxes = append(boxes, b.Box)
		from = append(from, i)
	}
	for _, r := range more {
		if _, ok := seen[r]; ok {
			continue
		}
		seen[r] = struct{}{}
		boxes = append(boxes, r)
		from = append(from, -1)
	}
	return boxes, from
}

// LogColumns replaces the values in columns cols of every row by their
// natural logarithm (math.Log), in one call: an interpreted detector
// building features for hundreds of boxes pays for each call it makes,
// not for each value here. A row too short for a column is an error.
func LogColumns(rows [][]float64, cols ...int) error {
	for _, c := range cols {
		if c < 0 {
			return fmt.Errorf("%w: log columns: column %d", ErrBadArgument, c)
		}
	}
	for i, r := range rows {
		for _, c := range cols {
			if c >= len(r) {
				return fmt.Errorf("%w: log columns: row %d has %d values, no column %d", ErrBadArgument, i, len(r), c)
			}
			r[c] = math.Log(r[c])
		}
	}
	return nil
}
