// Find blazes in a frame and tell them from fire and lava by their yellow
// rods: segment warm-coloured blobs, group the yellow-bearing blobs that
// lie close together (a blaze's head and rods are separate blobs), and
// accept a group only if it holds at least MinYellow rod-yellow pixels and
// a yellow share of at least MinYellowFraction of its warm pixels. A blaze
// in front of warm blocks (magma) merges with them into one blob; inside
// such a blob, clusters of yellow are judged on their own.
//
//skillrun:tags builtin, minecraft, blaze, combat
//skillrun:timeout 5s
//skillrun:threshold precision=0.95 recall=0.95 iou=0.5
package blaze_detector

import (
	"fmt"
	"image"

	"github.com/skillrun/skillrun/detectors"
)

// Args tune the detector; zero values take the calibrated defaults.
type Args struct {
	// MinYellowFraction is the least share of a group's warm pixels that
	// must be rod-yellow (default 0.10).
	MinYellowFraction float64 `json:"min_yellow_fraction,omitempty"`
	// MinYellow is the least number of rod-yellow pixels (default 1).
	MinYellow int `json:"min_yellow,omitempty"`
	// MinArea is the least number of warm pixels in a group (default 20).
	MinArea int `json:"min_area,omitempty"`
	// Gap is how many pixels may separate the parts of one blaze, on top
	// of 0.4 times the smaller part's size (default 2).
	Gap int `json:"gap,omitempty"`
}

// warm covers blaze bodies, fire and lava: bright, red-to-yellow, little blue.
var warm = detectors.RGBRange{RMin: 140, RMax: 255, GMin: 0, GMax: 255, BMin: 0, BMax: 110}

// yellow is the lemon yellow of a blaze's rods and crown. Its hue (50°-70°)
// stays put when the light dims, and fire's yellows stop short of it
// (42°-48°); it is bright, since blazes glow.
var yellow = detectors.HSVRange{HMin: 50, HMax: 70, SMin: 0.35, SMax: 1, VMin: 0.75, VMax: 1}

// lemon is the purest part of yellow, for blazes among warm blocks.
var lemon = detectors.HSVRange{HMin: 55, HMax: 65, SMin: 0.5, SMax: 1, VMin: 0.8, VMax: 1}

// Detect finds the blazes in f: one "blaze" detection per blaze, boxed,
// scored by its yellow share, with its pixel counts as attributes.
func Detect(f *detectors.Frame, args Args) ([]detectors.Detection, error) {
	if args.MinYellowFraction < 0 || args.MinYellowFraction > 1 {
		return nil, fmt.Errorf("%w: min_yellow_fraction %v is outside 0..1", detectors.ErrBadArgument, args.MinYellowFraction)
	}
	if args.MinYellow < 0 || args.MinArea < 0 || args.Gap < 0 {
		return nil, fmt.Errorf("%w: min_yellow, min_area and gap must not be negative (got %d, %d, %d)", detectors.ErrBadArgument, args.MinYellow, args.MinArea, args.Gap)
	}
	if args.MinYellowFraction == 0 {
		args.MinYellowFraction = 0.10
	}
	if args.MinYellow == 0 {
		args.MinYellow = 1
	}
	if args.MinArea == 0 {
		args.MinArea = 20
	}
	if args.Gap == 0 {
		args.Gap = 2
	}
	warmMask, err := detectors.MaskRGB(f, warm)
	if err != nil {
		return nil, err
	}
	// Test for yellow only where it is warm: one pass over the warm pixels.
	warmYellow, err := warmMask.AndHSV(f, yellow)
	if err != nil {
		return nil, err
	}
	blobs, err := detectors.Components(warmMask, detectors.BlobOptions{
		MinArea: 2,
		Count:   []*detectors.Mask{warmYellow},
	})
	if err != nil {
		return nil, err
	}
	// Only blobs with some yellow can be parts of a blaze (its head and
	// rods all carry yellow); plain fire, lava and magma never join a
	// blaze's group, however close they are.
	var parts, plain, mixed []detectors.Blob
	for _, b := range blobs {
		if b.Fraction(0) >= args.MinYellowFraction/4 {
			parts = append(parts, b)
		} else if b.Area >= args.MinArea {
			plain = append(plain, b)
		}
		if b.Counts[0] >= args.MinArea && b.Fraction(0) < args.MinYellowFraction {
			// A blaze's worth of yellow in a mostly orange blob: a blaze in
			// front of warm blocks (magma) is one blob with them.
			mixed = append(mixed, b)
		}
	}
	groups, err := detectors.GroupBlobs(parts, detectors.GroupOptions{Gap: args.Gap, Relative: 0.4})
	if err != nil {
		return nil, err
	}
	var found []detectors.Detection
	for _, g := range groups {
		if g.Area < args.MinArea {
			continue
		}
		if g.Counts[0] < args.MinYellow || g.Fraction(0) < args.MinYellowFraction {
			continue
		}
		// Yellowish fringes of a fire (next to its white core, smeared
		// by JPEG) are blobs of their own, touching the fire's larger
		// orange body; a blaze's parts are all yellow-bearing.
		if nearLarger(g, plain, args.Gap) {
			continue
		}
		found = append(found, blaze(g.Box, g.Area, g.Counts[0]))
	}
	for _, b := range mixed {
		more, err := yellowClusters(f, b.Box, warmMask, warmYellow, args)
		if err != nil {
			return nil, err
		}
		for _, d := range more {
			if !overlapsAny(d.Box, found) {
				found = append(found, d)
			}
		}
	}
	return found, nil
}

// yellowClusters looks inside a blob that is mostly orange but holds much
// yellow (a blaze merged with warm blocks around it) for clusters of warm
// yellow pixels that are yellow enough within their own box.
func yellowClusters(f *detectors.Frame, box image.Rectangle, warmMask, warmYellow *detectors.Mask, args Args) ([]detectors.Detection, error) {
	inside, err := warmYellow.Region(box)
	if err != nil {
		return nil, err
	}
	bits, err := detectors.Components(inside, detectors.BlobOptions{MinArea: 2})
	if err != nil {
		return nil, err
	}
	// A blaze's yellow parts (crown, rod tops) lie within about the
	// crown's width of each other.
	crown := 0
	for _, b := range bits {
		if side := max(b.Box.Dx(), b.Box.Dy()); side > crown {
			crown = side
		}
	}
	clusters, err := detectors.GroupBlobs(bits, detectors.GroupOptions{Gap: args.Gap + crown})
	if err != nil {
		return nil, err
	}
	var found []detectors.Detection
	for _, c := range clusters {
		// A blaze's worth of yellow, in several pieces (crown, rod tops);
		// yellow fringes along a fire's white core are one or two.
		if c.Area < 2*args.MinArea {
			continue
		}
		w, err := warmMask.Region(c.Box)
		if err != nil {
			return nil, err
		}
		y, err := warmYellow.Region(c.Box)
		if err != nil {
			return nil, err
		}
		// Lemon at the heart of the blaze's yellow (hue 55°-65°): fire's
		// yellows, even smeared by JPEG, stay below.
		pure, err := w.AndHSV(f, lemon)
		if err != nil {
			return nil, err
		}
		if 3*pure.Count() < c.Area {
			continue
		}
		warmPixels, yellowPixels := w.Count(), y.Count()
		if yellowPixels >= args.MinYellow && float64(yellowPixels) >= args.MinYellowFraction*float64(warmPixels) {
			// The rods' lower, orange halves hang below the yellow, lost in
			// the warm background: extend the box by 30 % of its height
			// (the median shortfall on composed frames).
			box := c.Box
			box.Max.Y += box.Dy() * 3 / 10
			box = box.Intersect(warmMask.Rect)
			found = append(found, blaze(box, warmPixels, yellowPixels))
		}
	}
	return found, nil
}

// nearLarger reports whether a blob at least as large as g lies within
// gap pixels of g's box.
func nearLarger(g detectors.Blob, others []detectors.Blob, gap int) bool {
	near := g.Box.Inset(-gap)
	for _, o := range others {
		if o.Area >= g.Area && near.Overlaps(o.Box) {
			return true
		}
	}
	return false
}

func overlapsAny(box image.Rectangle, dets []detectors.Detection) bool {
	for _, d := range dets {
		if d.Box.Overlaps(box) {
			return true
		}
	}
	return false
}

func blaze(box image.Rectangle, warmPixels, yellowPixels int) detectors.Detection {
	frac := float64(yellowPixels) / float64(warmPixels)
	return detectors.Detection{
		Label: "blaze",
		Box:   box,
		Score: frac,
		Attrs: map[string]any{
			"warm_pixels":     warmPixels,
			"yellow_pixels":   yellowPixels,
			"yellow_fraction": frac,
		},
	}
}
