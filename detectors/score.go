package detectors

import (
	"image"
	"math"
)

// IoU returns the intersection over union of two boxes, 0 when either is
// empty. It is computed in floating point from the corners, so boxes with
// extreme coordinates (whose width or area overflows an int) still give a
// value in [0, 1].
func IoU(a, b image.Rectangle) float64 {
	a, b = a.Canon(), b.Canon()
	if a.Empty() || b.Empty() {
		return 0
	}
	in := a.Intersect(b)
	if in.Empty() {
		return 0
	}
	ia := area(in)
	ua := area(a) + area(b) - ia
	if !(ua > 0) {
		return 0
	}
	return min(1, max(0, ia/ua))
}

// area is r's area in floating point, without int overflow.
func area(r image.Rectangle) float64 {
	return (float64(r.Max.X) - float64(r.Min.X)) * (float64(r.Max.Y) - float64(r.Min.Y))
}

// Clamp returns the detections with every box cut to bounds (in place).
// A box wholly outside bounds becomes empty: it still counts as a detection
// (a false positive when scored) but can match nothing. Scores that are not
// finite become 0. Every path that scores or acts on a detector's output
// clamps it first, so no output can claim more of the frame than there is.
func Clamp(dets []Detection, bounds image.Rectangle) []Detection {
	for i := range dets {
		b := dets[i].Box.Canon().Intersect(bounds)
		if b.Empty() {
			b = image.Rectangle{}
		}
		dets[i].Box = b
		if s := dets[i].Score; math.IsNaN(s) || math.IsInf(s, 0) {
			dets[i].Score = 0
		}
	}
	return dets
}

// Score counts how detections matched labelled truth.
type Score struct {
	TP, FP, FN int
	// IoUSum is the sum of the IoU of every true positive.
	IoUSum float64
}

// Add returns the sum of two scores.
func (s Score) Add(o Score) Score {
	return Score{s.TP + o.TP, s.FP + o.FP, s.FN + o.FN, s.IoUSum + o.IoUSum}
}

// Precision returns TP/(TP+FP), or 1 when nothing was detected.
func (s Score) Precision() float64 {
	if s.TP+s.FP == 0 {
		return 1
	}
	return float64(s.TP) / float64(s.TP+s.FP)
}

// Recall returns TP/(TP+FN), or 1 when there was nothing to find.
func (s Score) Recall() float64 {
	if s.TP+s.FN == 0 {
		return 1
	}
	return float64(s.TP) / float64(s.TP+s.FN)
}

// MeanIoU returns the mean IoU of the true positives, or 0 without any.
func (s Score) MeanIoU() float64 {
	if s.TP == 0 {
		return 0
	}
	return s.IoUSum / float64(s.TP)
}

// Match pairs detections with truth boxes of the same label, greedily by
// descending score, each truth box at most once, and counts a pair as a
// true positive when its IoU is at least minIoU. Unpaired detections are
// false positives and unpaired truth boxes false negatives.
func Match(dets, truth []Detection, minIoU float64) Score {
	return MatchIgnoring(dets, truth, nil, minIoU)
}
