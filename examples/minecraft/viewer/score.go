package viewer

import (
	"fmt"
	"image"
	"sort"
	"strings"

	"github.com/skillrun/skillrun/detectors"
)

// Detect is a detector as Score runs it.
type Detect func(*detectors.Frame) ([]detectors.Detection, error)

// GroupScore is a detector's box-level score on one group of frames.
type GroupScore struct {
	Group  string `json:"group"`
	Frames int    `json:"frames"`
	// Blazes is how many blazes were to be found (at least MinPixels shown).
	Blazes int             `json:"blazes"`
	Score  detectors.Score `json:"score"`
}

// Precision and Recall of the group.
func (g GroupScore) Precision() float64 { return g.Score.Precision() }

// Recall of the group.
func (g GroupScore) Recall() float64 { return g.Score.Recall() }

// Report is a detector's score on a data set, overall and by group.
type Report struct {
	Frames    int             `json:"frames"`
	Positive  int             `json:"positive"` // frames with a blaze to find
	Score     detectors.Score `json:"score"`
	Groups    []GroupScore    `json:"groups"`
	MinPixels int             `json:"min_pixels"`
	// Misses and FalseAlarms name frames with a missed blaze or a detection
	// on nothing.
	Misses, FalseAlarms []string
}

// ScoreOptions configure Score. The zero value matches at IoU 0.5 and asks
// for blazes of at least detectors.DefaultMinPixels visible pixels.
type ScoreOptions struct {
	MinIoU    float64
	MinPixels int
}

// Score runs detect on every frame of s and scores its "blaze" detections
// against the truth: blazes with at least MinPixels visible pixels are to
// be found; smaller glimpses may be found or missed.
func Score(s *Set, detect Detect, opts ScoreOptions) (*Report, error) {
	if opts.MinIoU == 0 {
		opts.MinIoU = 0.5
	}
	if opts.MinPixels == 0 {
		opts.MinPixels = detectors.DefaultMinPixels
	}
	r := &Report{Frames: len(s.Frames), MinPixels: opts.MinPixels}
	groups := map[string]*GroupScore{}
	add := func(name string, blazes int, sc detectors.Score) {
		g := groups[name]
		if g == nil {
			g = &GroupScore{Group: name}
			groups[name] = g
		}
		g.Frames++
		g.Blazes += blazes
		g.Score = g.Score.Add(sc)
	}
	for _, f := range s.Frames {
		fr, err := s.Decode(f)
		if err != nil {
			return nil, err
		}
		dets, err := detect(fr)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", f.File, err)
		}
		var mine []detectors.Detection
		for _, d := range dets {
			if d.Label == "blaze" {
				mine = append(mine, d)
			}
		}
		find, ignore := detectors.SplitTruth(Blazes(f.Truth), opts.MinPixels)
		sc := detectors.MatchIgnoring(mine, find, ignore, opts.MinIoU)
		r.Score = r.Score.Add(sc)
		if len(find) > 0 {
			r.Positive++
		}
		if sc.FN > 0 {
			r.Misses = append(r.Misses, f.File)
		}
		if sc.FP > 0 {
			r.FalseAlarms = append(r.FalseAlarms, f.File)
		}
		for _, name := range groupsOf(f, find, opts.MinPixels, fr.Img.Rect) {
			add(name, len(find), sc)
		}
	}
	for _, g := range groups {
		r.Groups = append(r.Groups, *g)
	}
	sort.Slice(r.Groups, func(i, j int) bool { return r.Groups[i].Group < r.Groups[j].Group })
	return r, nil
}

// Blazes returns the blazes of a frame's truth: a frame drawn with other
// mobs (GenerateOptions.Others) labels them too, and a blaze detector's
// detection on one of them is a false alarm, not a match.
func Blazes(ts []detectors.Truth) []detectors.Truth {
	out := ts[:0:0]
	for _, t := range ts {
		if t.Label == "blaze" {
			out = append(out, t)
		}
	}
	return out
}

// HeapShare is how much of a blaze's box another blaze's box covers for
// the two to count as overlapping (a heap).
const HeapShare = 0.3

// Covered returns the largest share of find[i]'s box that the box of
// another of find covers (0 when it touches none).
func Covered(find []detectors.Detection, i int) float64 {
	box, cover := find[i].Box, 0.0
	for j, o := range find {
		if in := box.Intersect(o.Box); j != i && !in.Empty() {
			cover = max(cover, float64(in.Dx()*in.Dy())/float64(box.Dx()*box.Dy()))
		}
	}
	return cover
}

// Cut reports whether a blaze's visible box reaches the edge of the frame
// (frame): it runs out of the frame.
func Cut(box, frame image.Rectangle) bool {
	return box.Min.X <= frame.Min.X || box.Min.Y <= frame.Min.Y || box.Max.X >= frame.Max.X || box.Max.Y >= frame.Max.Y
}

// MostlyHidden is the share of a blaze that shows (Truth.Visible: past
// the blocks and blazes in front of it, and within the frame) under which
// it is mostly hidden: a glimpse of rods over a wall.
const MostlyHidden = 0.2

// groupsOf names the groups a frame belongs to; frame is its bounds.
func groupsOf(f Frame, find []detectors.Detection, minPixels int, frame image.Rectangle) []string {
	out := []string{"light=" + f.Group.Light, "ground=" + f.Group.Ground}
	if len(find) == 0 {
		out = append(out, "blazes=none (distractors only)")
		for _, d := range dedupe(f.Group.Distractors) {
			out = append(out, "distractor="+d)
		}
		return out
	}
	out = append(out, "angle="+f.Group.Angle)
	switch n := len(find); {
	case n == 1:
		out = append(out, "blazes=1")
	default:
		out = append(out, "blazes=2+")
		// Blazes in a heap: one hides a third or more of another's box.
		apart := "blazes=2+ apart"
		for i := range find {
			if Covered(find, i) >= HeapShare {
				apart = "blazes=2+ overlapping"
			}
		}
		out = append(out, apart)
	}
	h := 0
	partial, mostly := false, false
	for _, t := range f.Truth {
		if t.Pixels >= minPixels {
			h = max(h, t.FullBox[3]-t.FullBox[1])
			partial = partial || t.Visible < 0.9
			mostly = mostly || t.Visible < MostlyHidden
		}
	}
	switch {
	case h < 40:
		out = append(out, "height=20-39px")
	case h < 100:
		out = append(out, "height=40-99px")
	default:
		out = append(out, "height=100-250px")
	}
	if partial {
		out = append(out, "partly hidden")
	}
	if mostly {
		out = append(out, fmt.Sprintf("mostly hidden (under %.0f%% shows)", 100*MostlyHidden))
	}
	for _, d := range find {
		if Cut(d.Box, frame) {
			out = append(out, "cut by the frame's edge")
			break
		}
	}
	return out
}

func dedupe(xs []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

// Table formats a report as text: overall, then by group.
func (r *Report) Table() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d frames (%d with a blaze to find, %d without), blazes shown >= %d px: P %.3f R %.3f (TP %d FP %d FN %d)\n",
		r.Frames, r.Positive, r.Frames-r.Positive, r.MinPixels, r.Score.Precision(), r.Score.Recall(), r.Score.TP, r.Score.FP, r.Score.FN)
	for _, g := range r.Groups {
		fmt.Fprintf(&b, "  %-36s %4d frames %4d blazes  P %.3f R %.3f (FP %d FN %d)\n", g.Group, g.Frames, g.Blazes, g.Precision(), g.Recall(), g.Score.FP, g.Score.FN)
	}
	return b.String()
}
