package detectors

import (
	"encoding/json"
	"fmt"
	"image"
	"sort"
)

// Truth is one object's ground truth in a rendered frame, as the renderer
// that drew the scene knows it: the box of its visible pixels, how many
// pixels show, and (when known) the box and pixel count it would have with
// nothing in front of it. Renderers write it beside each frame (package
// memory keeps it in a frame's "truth" label), so a detector is scored on
// the frames of recorded episodes with no person labelling them.
type Truth struct {
	Label string `json:"label"`
	// ID names the object in its world (an entity id), when it has one.
	ID int `json:"id,omitempty"`
	// Box is the box of the visible pixels: x0, y0, x1, y1 (x1, y1 excluded).
	Box [4]int `json:"box"`
	// Pixels is how many of its pixels show.
	Pixels int `json:"pixels"`
	// FullBox and FullPixels are its box and pixel count with nothing in
	// front of it (0 when the renderer does not know them): both
	// renderers of the Minecraft example draw it alone, with no block and
	// past the frame's edges, so a blaze behind another, or cut by the
	// frame, is partly hidden, and its FullBox may reach past the frame.
	FullBox    [4]int `json:"full_box,omitzero"`
	FullPixels int    `json:"full_pixels,omitempty"`
	// Visible is Pixels / FullPixels: 1 in plain view, less when partly hidden.
	Visible float64 `json:"visible,omitempty"`
}

// Rect returns the visible box as a rectangle.
func (t Truth) Rect() image.Rectangle { return image.Rect(t.Box[0], t.Box[1], t.Box[2], t.Box[3]) }

// TruthLabel is the key of a frame's truth in its labels (memory.Frame.Labels).
const TruthLabel = "truth"

// DefaultMinPixels is how many pixels of an object must show for it to
// count as visible: a detector is asked to find it. Objects that show less
// are neither to be found nor a mistake to find.
const DefaultMinPixels = 40

// EncodeTruth writes truth as the JSON a frame's label holds.
func EncodeTruth(ts []Truth) (string, error) {
	if ts == nil {
		ts = []Truth{}
	}
	b, err := json.Marshal(ts)
	return string(b), err
}

// DecodeTruth reads a frame's truth label, checking every box.
func DecodeTruth(s string) ([]Truth, error) {
	var ts []Truth
	if err := json.Unmarshal([]byte(s), &ts); err != nil {
		return nil, fmt.Errorf("%w: truth label: %v", ErrBadArgument, err)
	}
	if err := CheckTruth(ts); err != nil {
		return nil, err
	}
	return ts, nil
}

// CheckTruth checks every truth: a label, pixel counts of 0 or more, a
// visible share within 0..1, and pixels only in a box that is not empty.
func CheckTruth(ts []Truth) error {
	for i, t := range ts {
		if t.Label == "" {
			return fmt.Errorf("%w: truth %d has no label", ErrBadArgument, i)
		}
		if t.Pixels < 0 || t.FullPixels < 0 || t.Visible < 0 || t.Visible > 1.000001 {
			return fmt.Errorf("%w: truth %d (%s): negative pixel count or visible share outside 0..1", ErrBadArgument, i, t.Label)
		}
		if t.Pixels > 0 && (t.Box[2] <= t.Box[0] || t.Box[3] <= t.Box[1]) {
			return fmt.Errorf("%w: truth %d (%s): %d pixels in an empty box %v", ErrBadArgument, i, t.Label, t.Pixels, t.Box)
		}
	}
	return nil
}

// SplitTruth divides truth into the boxes a detector must find (at least
// minPixels visible) and the boxes it may find or miss (visible, but
// fewer pixels): a detection on one of those is neither right nor wrong.
func SplitTruth(ts []Truth, minPixels int) (find []Detection, ignore []Detection) {
	for _, t := range ts {
		if t.Pixels <= 0 {
			continue
		}
		d := Detection{Label: t.Label, Box: t.Rect(), Score: 1}
		if t.Pixels >= minPixels {
			find = append(find, d)
		} else {
			ignore = append(ignore, d)
		}
	}
	return find, ignore
}

// MatchIgnoring is Match with boxes that do not count: a detection that
// matches no truth box but lies mostly (half its area or more) inside an
// ignored box of its label, or matches it at minIoU, is dropped rather than
// counted a false positive.
func MatchIgnoring(dets, truth, ignore []Detection, minIoU float64) Score {
	order := make([]int, len(dets))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(i, j int) bool { return dets[order[i]].Score > dets[order[j]].Score })
	used := make([]bool, len(truth))
	var s Score
	for _, i := range order {
		d := dets[i]
		best, bestIoU := -1, 0.0
		for j, t := range truth {
			if used[j] || t.Label != d.Label {
				continue
			}
			if v := IoU(d.Box, t.Box); v >= minIoU && v > bestIoU {
				best, bestIoU = j, v
			}
		}
		if best >= 0 {
			used[best] = true
			s.TP++
			s.IoUSum += bestIoU
			continue
		}
		if !ignored(d, ignore, minIoU) {
			s.FP++
		}
	}
	for _, u := range used {
		if !u {
			s.FN++
		}
	}
	return s
}

func ignored(d Detection, ignore []Detection, minIoU float64) bool {
	b := d.Box.Canon()
	a := area(b)
	for _, g := range ignore {
		if g.Label != d.Label {
			continue
		}
		in := b.Intersect(g.Box.Canon())
		if IoU(b, g.Box) >= minIoU || (a > 0 && area(in) >= a/2) {
			return true
		}
	}
	return false
}
