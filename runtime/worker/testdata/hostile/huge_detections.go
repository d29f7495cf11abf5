// A detector that reports a million detections.
package huge_detections

import (
	"image"

	"github.com/skillrun/skillrun/detectors"
)

type Args struct{}

func Detect(f *detectors.Frame, args Args) ([]detectors.Detection, error) {
	var out []detectors.Detection
	for i := 0; i < 1000000; i++ {
		out = append(out, detectors.Detection{Label: "blaze", Box: image.Rect(0, 0, 1, 1), Score: 1})
	}
	return out, nil
}

// want: result_size
// limits: result=1MiB timeout=30s memory=512MiB
