package viewer_test

import (
	"flag"
	"fmt"
	"image"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/examples/minecraft/viewer"
	"github.com/skillrun/skillrun/library/builtin/blaze_detector"
)

var (
	diagnose           = flag.Bool("diagnose", false, "list the built-in blaze detector's misses on the cached development sets (drawn by TestCalibrate) and its validation figures by threshold")
	diagnoseValidation = flag.Bool("diagnose-validation", false, "diagnose the validation set only (and the development sets -calibrate-holdout keeps out of training)")
	diagnoseSets       = flag.String("diagnose-sets", "", "diagnose these cached sets instead (their names in -calibrate-cache, comma-separated: hard-304,dev-4242)")
)

// TestDiagnose lists, for every blaze the built-in detector misses on the
// cached development sets, why: no candidate box overlaps it at IoU 0.5,
// or one does but the forest weighs it under the threshold, or a surer
// overlapping box took its place; then the recall of blazes apart,
// touching another, overlapping another, and partly hidden, and by the share of each blaze shown.
func TestDiagnose(t *testing.T) {
	if !*diagnose {
		t.Skip("run with -diagnose")
	}
	m, err := blaze_detector.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	causes := map[string]int{}
	kinds := map[string][2]int{} // blazes, missed
	shown := map[string][2]int{} // by the share of the blaze shown
	ceilings := make([]detectors.Score, len(ceilingGates))
	total := 0
	seeds := append(developmentSeeds(), validationSeed)
	if *diagnoseValidation {
		seeds = seeds[len(seeds)-1-*calHoldout:]
	}
	names := make([]string, len(seeds))
	for i, seed := range seeds {
		names[i] = fmt.Sprintf("dev-%d", seed)
	}
	if *diagnoseSets != "" {
		names = strings.Split(*diagnoseSets, ",")
	}
	for _, name := range names {
		s, err := viewer.ReadSet(filepath.Join(*calCache, name))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range s.Frames {
			fr := mustFrame(t, s, f)
			find, ignore := detectors.SplitTruth(viewer.Blazes(f.Truth), detectors.DefaultMinPixels)
			cs, err := blaze_detector.Weigh(fr, m, blaze_detector.DefaultMinArea)
			if err != nil {
				t.Fatal(err)
			}
			for k, gate := range ceilingGates {
				ceilings[k] = ceilings[k].Add(detectors.MatchIgnoring(oracle(cs, find, gate), find, ignore, 0.5))
			}
			dets := blaze_detector.Select(cs, blaze_detector.DefaultThreshold)
			for _, d := range dets {
				best, at := 0.0, image.Rectangle{}
				for _, tr := range append(find, ignore...) {
					if iou := detectors.IoU(d.Box, tr.Box); iou > best {
						best, at = iou, tr.Box
					}
				}
				if best < 0.5 {
					causes["false positive"]++
					t.Logf("%s/%s false positive %v (%dx%d) p %.2f; nearest blaze %v IoU %.2f; %s %s %s blazes %d %v",
						name, f.File, d.Box, d.Box.Dx(), d.Box.Dy(), d.Score, at, best, f.Group.Angle, f.Group.Light, f.Group.Ground, f.Group.Blazes, f.Group.Distractors)
				}
			}
			if len(find) == 0 {
				continue
			}
			for i, tr := range find {
				total++
				hit := false
				for _, d := range dets {
					if detectors.IoU(d.Box, tr.Box) >= 0.5 {
						hit = true
					}
				}
				k := kindOf(viewer.Blazes(f.Truth), find, i, fr.Img.Rect)
				n := kinds[k]
				n[0]++
				if !hit {
					n[1]++
				}
				kinds[k] = n
				sh := shown[shareClass(viewer.Blazes(f.Truth), tr.Box)]
				sh[0]++
				if !hit {
					sh[1]++
				}
				shown[shareClass(viewer.Blazes(f.Truth), tr.Box)] = sh
				if hit {
					continue
				}
				bestIoU, bestP, bestFirst := 0.0, 0.0, 0.0
				var bestBox image.Rectangle
				for _, c := range cs {
					iou := detectors.IoU(c.Box, tr.Box)
					if iou > bestIoU {
						bestIoU = iou
						bestBox = c.Box
					}
					if iou >= 0.5 {
						bestP = max(bestP, c.Q)
						bestFirst = max(bestFirst, c.P)
					}
				}
				cause := "no candidate"
				switch {
				case bestIoU >= 0.5 && bestP < blaze_detector.DefaultThreshold:
					cause = "weighed low"
				case bestIoU >= 0.5:
					cause = "suppressed"
				}
				causes[cause]++
				causes[k+" / "+cause]++
				if cause == "weighed low" && bestFirst >= blaze_detector.DefaultThreshold {
					causes[k+" / weighed low by context only"]++
				}
				var tt detectors.Truth
				for _, x := range viewer.Blazes(f.Truth) {
					if x.Rect() == tr.Box {
						tt = x
					}
				}
				t.Logf("%s/%s [%s] %-12s box %v (%dx%d) px %d vis %.2f; best IoU %.2f %v p %.2f; %s %s %s blazes %d occl %v %v",
					name, f.File, k, cause, tr.Box, tr.Box.Dx(), tr.Box.Dy(), tt.Pixels, tt.Visible, bestIoU, bestBox, bestP,
					f.Group.Angle, f.Group.Light, f.Group.Ground, f.Group.Blazes, f.Group.Occluded, f.Group.Distractors)
			}
		}
	}
	keys := make([]string, 0, len(causes))
	for k := range causes {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Logf("%s: %d of %d blazes", k, causes[k], total)
	}
	logRecalls(t, kinds)
	logRecalls(t, shown)
	for k, gate := range ceilingGates {
		t.Logf("ceiling: candidates the first forest finds at least %g probable, perfectly weighed: recall %.3f", gate, ceilings[k].Recall())
	}
}

// ceilingGates are the least probabilities, by the first forest, at which
// the diagnosis prints the ceiling: 0.05 is ContextMin, 0 every candidate.
var ceilingGates = []float64{0.05, 0.02, 0.01, 0.005, 0}

// oracle selects among the candidates at least gate probable as a perfect
// second stage would: each box by its IoU with the blaze it fits best
// (none under 0.5), through the detector's own suppression. What it misses
// no reweighing of those candidates finds: no box fits, or a box that
// fits better suppresses it.
func oracle(cs []blaze_detector.Scored, find []detectors.Detection, gate float64) []detectors.Detection {
	var ws []blaze_detector.Scored
	for _, c := range cs {
		if c.P < gate {
			continue
		}
		c.Q = 0
		for _, tr := range find {
			if iou := detectors.IoU(c.Box, tr.Box); iou >= 0.5 {
				c.Q = max(c.Q, iou)
			}
		}
		ws = append(ws, c)
	}
	return blaze_detector.Select(ws, 0.5)
}

// kindOf says how find[i] is seen: apart from the other blazes, touching
// one, or overlapping (another blaze's box covers viewer.HeapShare or more
// of its own); hidden when under hiddenBelow of it shows (Truth.Visible:
// sets drawn before the labels counted other blazes and the frame's edge
// count the blocks only); and cut when it runs out of the frame
// (viewer.Cut).
func kindOf(truth []detectors.Truth, find []detectors.Detection, i int, frame image.Rectangle) string {
	k := "apart"
	switch cover := viewer.Covered(find, i); {
	case cover >= viewer.HeapShare:
		k = "overlapping"
	case cover > 0:
		k = "touching"
	}
	if hidden(truth, find[i].Box) {
		k += ", hidden"
	}
	if viewer.Cut(find[i].Box, frame) {
		k += ", cut"
	}
	return k
}

// logRecalls logs, for each class of blazes in order, how many there
// were, how many were missed and the recall.
func logRecalls(t *testing.T, classes map[string][2]int) {
	keys := make([]string, 0, len(classes))
	for k := range classes {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		n := classes[k]
		t.Logf("%-20s %4d blazes, %3d missed: recall %.3f", k, n[0], n[1], 1-float64(n[1])/float64(n[0]))
	}
}

// shareClass names the share shown of the blaze whose visible box is
// box, in four classes: a glimpse (under a fifth: a rod or two past a
// block), under two fifths, under hiddenBelow, and the rest.
func shareClass(truth []detectors.Truth, box image.Rectangle) string {
	for _, tr := range truth {
		if tr.Rect() != box || tr.Visible <= 0 {
			continue
		}
		switch {
		case tr.Visible < 0.2:
			return "shown 0-0.2"
		case tr.Visible < 0.4:
			return "shown 0.2-0.4"
		case tr.Visible < hiddenBelow:
			return "shown 0.4-0.7"
		}
	}
	return "shown 0.7-1"
}

// hiddenBelow: a blaze of which less shows is partly hidden (diagnosis
// and calibration weights).
const hiddenBelow = 0.7

// hidden reports whether the blaze whose visible box is box is partly
// hidden.
func hidden(truth []detectors.Truth, box image.Rectangle) bool {
	for _, tr := range truth {
		if tr.Rect() == box && tr.Visible > 0 && tr.Visible < hiddenBelow {
			return true
		}
	}
	return false
}

// TestThresholds prints the built-in detector's precision and recall on
// the validation set at several thresholds (the threshold is chosen
// there, never on the held-out set).
func TestThresholds(t *testing.T) {
	if !*diagnose {
		t.Skip("run with -diagnose")
	}
	s, err := viewer.ReadSet(filepath.Join(*calCache, fmt.Sprintf("dev-%d", validationSeed)))
	if err != nil {
		t.Fatal(err)
	}
	for _, thr := range []float64{0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.6} {
		r, err := viewer.Score(s, func(f *detectors.Frame) ([]detectors.Detection, error) {
			return blaze_detector.Detect(f, blaze_detector.Args{Threshold: thr})
		}, viewer.ScoreOptions{})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("threshold %.2f: P %.3f R %.3f (TP %d FP %d FN %d)", thr, r.Score.Precision(), r.Score.Recall(), r.Score.TP, r.Score.FP, r.Score.FN)
	}
}
