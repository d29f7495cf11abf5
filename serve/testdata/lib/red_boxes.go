// Find pure red rectangles: mask strongly red pixels and report each
// connected blob of at least min_area pixels as a "red" detection.
//
//skillrun:tags test
package red_boxes

import "github.com/skillrun/skillrun/detectors"

// Args tune the detector.
type Args struct {
	// MinArea is the least blob size in pixels (default 4).
	MinArea int `json:"min_area,omitempty"`
}

// Detect finds red blobs.
func Detect(f *detectors.Frame, args Args) ([]detectors.Detection, error) {
	if args.MinArea == 0 {
		args.MinArea = 4
	}
	m, err := detectors.MaskRGB(f, detectors.RGBRange{RMin: 200, RMax: 255, GMin: 0, GMax: 60, BMin: 0, BMax: 60})
	if err != nil {
		return nil, err
	}
	blobs, err := detectors.Components(m, detectors.BlobOptions{MinArea: args.MinArea})
	if err != nil {
		return nil, err
	}
	var out []detectors.Detection
	for _, b := range blobs {
		out = append(out, detectors.Detection{Label: "red", Box: b.Box, Score: 1, Attrs: map[string]any{"area": b.Area}})
	}
	return out, nil
}
