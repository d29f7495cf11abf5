// Find blazes in a frame and tell them from fire and lava by their yellow
// rods: segment warm-coloured blobs, group the blobs that lie close
// together (a blaze's head and rods are separate blobs), and accept a
// group only if it holds at least MinYellow rod-yellow pixels and a yellow
// share of at least MinYellowFraction of its warm pixels.
package blaze_detector

import (
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
// stays put when the light dims, and fire's yellows stop short of it (42°-48°).
var yellow = detectors.HSVRange{HMin: 50, HMax: 70, SMin: 0.35, SMax: 1, VMin: 0.6, VMax: 1}

func Detect(f *detectors.Frame, args Args) ([]detectors.Detection, error) {
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
	blobs, err := detectors.Components(warmMask, detectors.BlobOptions{MinArea: 2})
	if err != nil {
		return nil, err
	}
	groups, err := detectors.GroupBlobs(blobs, detectors.GroupOptions{Gap: args.Gap, Relative: 0.4})
	if err != nil {
		return nil, err
	}
	var found []detectors.Detection
	for _, g := range groups {
		if g.Area < args.MinArea {
			continue
		}
		// Look for yellow only inside the group's box: a view, not a copy.
		view, err := f.Region(g.Box)
		if err != nil {
			return nil, err
		}
		yellowMask, err := detectors.MaskHSV(view, yellow)
		if err != nil {
			return nil, err
		}
		warmYellow, err := yellowMask.And(warmMask)
		if err != nil {
			return nil, err
		}
		// Every warm blob touching the box is in the group (its gap is 0),
		// so the warm yellow pixels in the box are the group's.
		yellowPixels := warmYellow.Count()
		frac := float64(yellowPixels) / float64(g.Area)
		if yellowPixels < args.MinYellow || frac < args.MinYellowFraction {
			continue
		}
		found = append(found, detectors.Detection{
			Label: "blaze",
			Box:   g.Box,
			Score: frac,
			Attrs: map[string]any{
				"warm_pixels":     g.Area,
				"yellow_pixels":   yellowPixels,
				"yellow_fraction": frac,
			},
		})
	}
	return found, nil
}
