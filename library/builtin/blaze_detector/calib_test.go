package blaze_detector

import (
	"sort"
	"testing"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/detectors/detectorstest"
)

// TestCalibration checks the margin the default yellow-fraction threshold
// sits in, on the calibration scenes (seed 42): every group the detector
// forms, with the threshold off, is either a blaze (IoU ≥ 0.5 with a
// labelled one) or something else (fire, lava, magma), and the default
// must lie between the largest fraction of the others and the smallest of
// the blazes. Run with -v to see the figures.
func TestCalibration(t *testing.T) {
	tex := detectorstest.Load(t)
	scenes, err := detectorstest.Scenes(tex, 300, detectorstest.SceneOptions{Seed: 42})
	if err != nil {
		t.Fatal(err)
	}
	var blaze, other []float64
	for _, s := range scenes {
		dets, err := Detect(s.Frame, Args{MinYellowFraction: 1e-9})
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range dets {
			fr := d.Attrs["yellow_fraction"].(float64)
			isBlaze := false
			for _, tr := range s.Truth {
				if detectors.IoU(d.Box, tr.Box) >= 0.5 {
					isBlaze = true
				}
			}
			if isBlaze {
				blaze = append(blaze, fr)
			} else {
				other = append(other, fr)
			}
		}
	}
	sort.Float64s(blaze)
	sort.Float64s(other)
	if len(blaze) == 0 {
		t.Fatal("no blaze group formed on the calibration scenes")
	}
	lowBlaze, highOther := blaze[0], 0.0
	if len(other) > 0 {
		highOther = other[len(other)-1]
	}
	t.Logf("yellow fraction: %d blaze groups from %.3f (5th percentile %.3f); %d other groups up to %.4f",
		len(blaze), lowBlaze, blaze[len(blaze)/20], len(other), highOther)
	const threshold = 0.10 // the default MinYellowFraction
	if !(highOther < threshold && threshold < lowBlaze) {
		t.Errorf("default threshold %.2f is not between the other groups' max %.4f and the blazes' min %.3f", threshold, highOther, lowBlaze)
	}
}
