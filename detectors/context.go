package detectors

import (
	"fmt"
	"image"
	"math"
)

// Context features describe each of a detector's scored boxes by the
// boxes around it, for a second classifier that decides between them: a
// box of part of an object is held by a box of the whole, and a box of
// two touching objects holds the boxes of each.
const (
	// ContextHeld is the highest score among boxes that hold most
	// (Contain) of this one and are larger.
	ContextHeld = iota
	// ContextHeldSize is the log of that holder's area over this box's
	// (0 when none).
	ContextHeldSize
	// ContextHolds is the highest score among smaller boxes this one
	// holds most of.
	ContextHolds
	// ContextHoldsSize is the log of this box's area over that one's.
	ContextHoldsSize
	// ContextNear is the highest score among the other boxes that
	// overlap this one by IoU at least Overlap and neither hold it nor
	// are held by it.
	ContextNear
	// ContextRank is how many overlapping boxes (any of the above) score
	// higher than this one.
	ContextRank
	// ContextFeatures is the number of context features a box has.
	ContextFeatures
)

// ContextOptions control BoxContext.
type ContextOptions struct {
	// Contain is the share of a box's area that lies inside another for
	// the other to hold it (0 means 0.7).
	Contain float64
	// Overlap is the least IoU of two boxes that are near (0 means 0.3).
	Overlap float64
	// MinScore leaves out boxes that score less: they are neither
	// described nor describe others (their context is all zero).
	MinScore float64
}

// BoxContext returns ContextFeatures numbers a box, appended to dst[i]
// for box i (dst may be nil). Scores are probabilities; a missing
// neighbour counts 0.
func BoxContext(boxes []image.Rectangle, scores []float64, opt ContextOptions, dst [][]float64) ([][]float64, error) {
	if len(boxes) != len(scores) {
		return nil, fmt.Errorf("%w: box context: %d boxes but %d scores", ErrBadArgument, len(boxes), len(scores))
	}
	if dst != nil && len(dst) != len(boxes) {
		return nil, fmt.Errorf("%w: box context: %d boxes but %d rows to append to", ErrBadArgument, len(boxes), len(dst))
	}
	if opt.Contain == 0 {
		opt.Contain = 0.7
	}
	if opt.Overlap == 0 {
		opt.Overlap = 0.3
	}
	if dst == nil {
		dst = make([][]float64, len(boxes))
	}
	var live []int
	for i, s := range scores {
		if s >= opt.MinScore && !boxes[i].Empty() {
			live = append(live, i)
		}
	}
	ctx := make([][ContextFeatures]float64, len(boxes))
	for _, i := range live {
		a := boxes[i]
		aa := float64(a.Dx() * a.Dy())
		c := &ctx[i]
		for _, j := range live {
			if j == i {
				continue
			}
			b := boxes[j]
			in := a.Intersect(b)
			if in.Empty() {
				continue
			}
			ia, ba := float64(in.Dx()*in.Dy()), float64(b.Dx()*b.Dy())
			s := scores[j]
			switch {
			case ba > aa && ia >= opt.Contain*aa:
				if s > c[ContextHeld] {
					c[ContextHeld], c[ContextHeldSize] = s, math.Log(ba/aa)
				}
			case ba < aa && ia >= opt.Contain*ba:
				if s > c[ContextHolds] {
					c[ContextHolds], c[ContextHoldsSize] = s, math.Log(aa/ba)
				}
			case ia/(aa+ba-ia) >= opt.Overlap:
				c[ContextNear] = max(c[ContextNear], s)
			default:
				continue
			}
			if s > scores[i] {
				c[ContextRank]++
			}
		}
	}
	for i := range dst {
		dst[i] = append(dst[i], ctx[i][:]...)
	}
	return dst, nil
}
