// Find blazes in a frame as a player sees them (the real client's
// renderer, every angle, day to night), among warm blocks: fire, lava,
// magma, glowstone, shroomlight, wool, terracotta, lanterns, torches,
// campfires, gold and hay.
//
// A blaze is drawn in saturated colours from lemon yellow (its crown and
// the tops of its rods) to amber (the rest of the rods), with gaps between
// its rods. The detector keeps the pixels of those colours, takes the
// blobs that hold some lemon (plain orange blobs, fire and lava, never
// seed a blaze), groups blobs that lie close together (a blaze's head and
// rods are separate blobs), and accepts a group whose colours mix lemon
// and amber as a blaze's do (gold, yellow wool and hay are nearly all
// lemon or dull; fire and lava nearly all amber) and which leaves gaps
// (a block's face is solid). Calibrated on frames of prismarine-viewer
// (examples/minecraft/bridge/viewer/dataset.js, the development set).
//
//skillrun:tags minecraft, blaze, combat
//skillrun:timeout 5s
//skillrun:threshold precision=0.95 recall=0.95 iou=0.5
package blaze_detector

import (
	"fmt"

	"github.com/skillrun/skillrun/detectors"
)

// Args tune the detector; zero values take the calibrated defaults.
type Args struct {
	// MinLemon and MaxLemon bound the share of a group's pixels that are
	// lemon yellow (defaults 0.08 and 0.5).
	MinLemon float64 `json:"min_lemon,omitempty"`
	MaxLemon float64 `json:"max_lemon,omitempty"`
	// MinAmber is the least share that is amber (default 0.4).
	MinAmber float64 `json:"min_amber,omitempty"`
	// MaxFill is the largest share of its box a group may cover (default
	// 0.5): a blaze's rods leave gaps.
	MaxFill float64 `json:"max_fill,omitempty"`
	// MinArea is the least number of pixels in a group (default 30).
	MinArea int `json:"min_area,omitempty"`
	// Gap is how many pixels may separate the parts of one blaze, on top
	// of a quarter of the smaller part's size (default 2).
	Gap int `json:"gap,omitempty"`
}

// body holds a blaze's colours: saturated, lemon yellow to amber, at any
// brightness from night to noon.
var body = detectors.HSVRange{HMin: 28, HMax: 70, SMin: 0.72, SMax: 1, VMin: 0.10, VMax: 1}

// lemon is the yellow of the crown and rod tops; amber the rods' body.
var (
	lemon = detectors.HSVRange{HMin: 49, HMax: 70, SMin: 0.72, SMax: 1, VMin: 0.10, VMax: 1}
	amber = detectors.HSVRange{HMin: 28, HMax: 46, SMin: 0.72, SMax: 1, VMin: 0.10, VMax: 1}
)

// seedLemon is the least lemon share of a blob that may be part of a blaze.
const seedLemon = 0.05

// Detect finds the blazes in f: one "blaze" detection per blaze, boxed,
// scored by its lemon share, with its pixel counts as attributes.
func Detect(f *detectors.Frame, args Args) ([]detectors.Detection, error) {
	for _, v := range []struct {
		name string
		v    float64
	}{{"min_lemon", args.MinLemon}, {"max_lemon", args.MaxLemon}, {"min_amber", args.MinAmber}, {"max_fill", args.MaxFill}} {
		if v.v < 0 || v.v > 1 {
			return nil, fmt.Errorf("%w: %s %v is outside 0..1", detectors.ErrBadArgument, v.name, v.v)
		}
	}
	if args.MinArea < 0 || args.Gap < 0 {
		return nil, fmt.Errorf("%w: min_area and gap must not be negative (got %d, %d)", detectors.ErrBadArgument, args.MinArea, args.Gap)
	}
	if args.MinLemon == 0 {
		args.MinLemon = 0.08
	}
	if args.MaxLemon == 0 {
		args.MaxLemon = 0.5
	}
	if args.MinAmber == 0 {
		args.MinAmber = 0.4
	}
	if args.MaxFill == 0 {
		args.MaxFill = 0.5
	}
	if args.MinArea == 0 {
		args.MinArea = 30
	}
	if args.Gap == 0 {
		args.Gap = 2
	}
	m, err := detectors.MaskHSV(f, body)
	if err != nil {
		return nil, err
	}
	// Lemon and amber are tested only where the body colours are.
	lm, err := m.AndHSV(f, lemon)
	if err != nil {
		return nil, err
	}
	am, err := m.AndHSV(f, amber)
	if err != nil {
		return nil, err
	}
	blobs, err := detectors.Components(m, detectors.BlobOptions{MinArea: 2, Count: []*detectors.Mask{lm, am}})
	if err != nil {
		return nil, err
	}
	var parts []detectors.Blob
	for _, b := range blobs {
		if b.Fraction(0) >= seedLemon {
			parts = append(parts, b)
		}
	}
	groups, err := detectors.GroupBlobs(parts, detectors.GroupOptions{Gap: args.Gap, Relative: 0.25})
	if err != nil {
		return nil, err
	}
	var found []detectors.Detection
	for _, g := range groups {
		if g.Area < args.MinArea {
			continue
		}
		l, a := g.Fraction(0), g.Fraction(1)
		fill := float64(g.Area) / float64(g.Box.Dx()*g.Box.Dy())
		if l < args.MinLemon || l > args.MaxLemon || a < args.MinAmber || fill > args.MaxFill {
			continue
		}
		found = append(found, detectors.Detection{
			Label: "blaze",
			Box:   g.Box,
			Score: l,
			Attrs: map[string]any{
				"pixels":       g.Area,
				"lemon_pixels": g.Counts[0],
				"amber_pixels": g.Counts[1],
				"lemon_share":  l,
				"amber_share":  a,
				"fill":         fill,
			},
		})
	}
	return found, nil
}
