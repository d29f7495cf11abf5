// Find blazes in a frame as a player sees them (the real client's
// renderer, every angle, day to night), among warm blocks: fire, lava,
// magma, glowstone, shroomlight, wool, terracotta, lanterns, torches,
// campfires, gold and hay.
//
// A blaze is drawn from a small palette (its texture's dozen colours, lit
// by the scene's light), with gaps between its rods. The detector keeps
// the pixels of that palette (a colour set) and makes candidate boxes two
// ways: it finds the palette's connected parts and groups parts that lie
// close together at several distances (a blaze's head and rods are
// separate parts), and it slides windows of a blaze's shape over the
// palette and shrinks each to the pixels it holds (two blazes, or a
// blaze and a palette-coloured block, that touch share a part, and only
// a window boxes each alone).
//
// A boosted forest of small decision trees weighs each candidate's size,
// shape, colours and surroundings: what share of its box the palette
// fills, in a 3×4 grid and just outside each edge, how much warm colour
// that is not the palette lies in and around it. Its first trees weigh
// every candidate and the rest only those the first do not rule out (a
// cascade: most candidates are plainly not blazes). A second forest, the
// context forest, weighs the probable candidates again, knowing the
// boxes around each: a box held by a surer, larger one is part of a
// blaze; one that holds surer boxes is two blazes, or a blaze and a
// block. The most probable candidates that do not overlap are the
// blazes.
//
// The palette and the forests are calibrated, not written by hand:
// `go test ./examples/minecraft/viewer -run TestCalibrate -calibrate`
// draws the development frames with the real client's renderer
// (prismarine-viewer; other seeds and layouts than the held-out set it is
// measured on), adds composed and ray-cast scenes, and rewrites the block
// between the CALIBRATION markers.
//
//skillrun:tags minecraft, blaze, combat
//skillrun:timeout 5s
//skillrun:threshold precision=0.95 recall=0.95 iou=0.5
package blaze_detector

import (
	"fmt"
	"image"
	"math"
	"sort"

	"github.com/skillrun/skillrun/detectors"
)

// Args tune the detector; zero values take the calibrated defaults.
type Args struct {
	// Threshold is the least probability, by the forest, of a candidate
	// that is reported (default DefaultThreshold): higher finds fewer,
	// surer blazes.
	Threshold float64 `json:"threshold,omitempty"`
	// MinArea is the least number of palette pixels in a candidate
	// (default DefaultMinArea).
	MinArea int `json:"min_area,omitempty"`
}

// Model is what Candidates looks with: the colour sets and, for Detect,
// the forest. Calibration builds its own; Detect uses the built-in one.
type Model struct {
	// Palette holds the colours a blaze shows.
	Palette *detectors.ColorSet
	Forest  *detectors.Forest
	// Context, when set, weighs again each candidate the forest found at
	// least ContextMin probable, from its features, that probability and
	// the candidates around it (ContextFeatures): whether a surer box
	// holds it (it is part of a blaze), or it holds surer boxes (it is two
	// blazes, or a blaze and a block).
	Context *detectors.Forest
	// Cascade, when positive, is the least probability by the forest's
	// first CascadeTrees trees of a candidate the whole forest weighs:
	// most candidates are plainly not blazes, and their P is 0.
	Cascade float64
	// Windows are the boxes slid over the palette besides its parts and
	// their groups (DefaultWindows when MinHeight is 0).
	Windows detectors.WindowOptions
}

// DefaultMinArea is the least number of palette pixels in a candidate:
// a blaze 12 px tall (half a pixel a texel) shows about as many.
const DefaultMinArea = 12

// DefaultThreshold is the least probability of a blaze reported, chosen
// on development frames left out of training (the validation set and, in
// trials, three more held back): from it up, precision stayed at 0.95 or
// more.
const DefaultThreshold = 0.65

// ContextFeatures names what the context forest reads after a
// candidate's Features.
var ContextFeatures = []string{"probability", "held", "held_size", "holds", "holds_size", "near", "rank"}

// CascadeTrees is how many of the forest's trees weigh every candidate
// (see Model.Cascade).
const CascadeTrees = 40

// ContextMin is the least probability, by the first forest, of a
// candidate the context forest weighs; the rest are not blazes.
const ContextMin = 0.05

// Scored is a candidate weighed by the model.
type Scored struct {
	Candidate
	// P is the forest's probability (0 when its first CascadeTrees
	// weigh the candidate under Model.Cascade); Q the context forest's
	// (P when the model has none, 0 under ContextMin).
	P, Q float64
	// Context is what the context forest read after the features.
	Context []float64
}

// Weigh returns f's candidates, each weighed by m's forests.
func Weigh(f *detectors.Frame, m Model, minArea int) ([]Scored, error) {
	if m.Forest == nil {
		return nil, fmt.Errorf("%w: blaze model without a forest", detectors.ErrBadArgument)
	}
	cs, err := Candidates(f, m, minArea)
	if err != nil {
		return nil, err
	}
	out := make([]Scored, len(cs))
	boxes := make([]image.Rectangle, len(cs))
	ps := make([]float64, len(cs))
	first := m.Forest.Trim(CascadeTrees)
	for i, c := range cs {
		p, err := first.Probability(c.Features)
		if err != nil {
			return nil, err
		}
		if p < m.Cascade {
			p = 0
		} else if p, err = m.Forest.Probability(c.Features); err != nil {
			return nil, err
		}
		out[i] = Scored{Candidate: c, P: p, Q: p}
		boxes[i], ps[i] = c.Box, p
	}
	if m.Context == nil {
		return out, nil
	}
	rows := make([][]float64, len(cs))
	for i, p := range ps {
		rows[i] = []float64{p}
	}
	rows, err = detectors.BoxContext(boxes, ps, detectors.ContextOptions{MinScore: ContextMin}, rows)
	if err != nil {
		return nil, err
	}
	for i := range out {
		out[i].Context = rows[i]
		if out[i].P < ContextMin {
			out[i].Q = 0
			continue
		}
		x := make([]float64, 0, len(cs[i].Features)+len(rows[i]))
		x = append(append(x, cs[i].Features...), rows[i]...)
		q, err := m.Context.Probability(x)
		if err != nil {
			return nil, err
		}
		out[i].Q = q
	}
	return out, nil
}

// Candidate is one box the detector weighs, with the features the forest
// reads (see Features).
type Candidate struct {
	Box      image.Rectangle
	Area     int
	Features []float64
}

// Features names Candidate.Features in order.
var Features = []string{
	"log_area", "fill", "log_aspect", "lemon_share",
	"other_palette_in_box", "palette_around", "warm_in_box", "warm_around",
	"log_parts", "largest_share", "log_height", "window",
	"palette_above", "palette_below", "palette_left", "palette_right",
	"palette_grid00", "palette_grid01", "palette_grid02", "palette_grid10", "palette_grid11", "palette_grid12",
	"palette_grid20", "palette_grid21", "palette_grid22", "palette_grid30", "palette_grid31", "palette_grid32",
	"lemon_grid00", "lemon_grid01", "lemon_grid02", "lemon_grid10", "lemon_grid11", "lemon_grid12",
	"lemon_grid20", "lemon_grid21", "lemon_grid22", "lemon_grid30", "lemon_grid31", "lemon_grid32",
}

// gridCols and gridRows divide a candidate's box into the cells whose
// palette and lemon fill the forest reads: the layout of what the box
// holds (a blaze's solid head over its rods, its crown's colour on top).
const (
	gridCols = 3
	gridRows = 4
)

// DefaultWindows are the boxes slid over the palette's pixels besides the parts
// and their groups: a blaze that touches another blaze, or a palette-
// coloured block, shares a part with it, and no grouping boxes it alone.
// Each window that the palette fills enough is shrunk to the palette
// pixels it holds.
var DefaultWindows = detectors.WindowOptions{MinHeight: 20, Scale: 1.4, Aspects: []float64{0.9}, Stride: 0.4, MinCount: 20, MinFill: 0.25}

// lemon and amber split the palette by hue: the crown and rod tops, and
// the rods' body; warm is every orange to yellow colour, of blaze or block.
var (
	lemon = detectors.HSVRange{HMin: 49, HMax: 70, SMin: 0.3, SMax: 1, VMin: 0, VMax: 1}
	warm  = detectors.HSVRange{HMin: 0, HMax: 70, SMin: 0.35, SMax: 1, VMin: 0.15, VMax: 1}
)

// warmSet and lemonSet are the ranges as colour sets (one
// table lookup a pixel).
var (
	warmSet  = hsvColors(warm)
	lemonSet = hsvColors(lemon)
)

// colors and loaded (below) pair a package variable with the error that
// made it: the interpreter cannot initialise two variables from one call
// ("var s, err = f()") to a function declared later in the file.
type colors struct {
	s   *detectors.ColorSet
	err error
}

func hsvColors(r detectors.HSVRange) colors {
	s, err := detectors.ColorSetHSV(r)
	return colors{s, err}
}

// The distances at which parts are grouped: a fixed gap in pixels plus a
// share of the smaller part's size.
var (
	gaps     = []int{0, 2, 4, 8}
	relative = []float64{0, 0.5}
)

// maxParts bounds the parts grouped (the largest are kept): a frame full
// of palette-coloured specks (a textured wall of warm blocks) would
// otherwise cost time in the square of their number.
const maxParts = 300

// nmsOverlap: a candidate that overlaps a surer one by more than this IoU,
// or whose box lies mostly (contained) inside it or around it, is the same
// blaze seen at another grouping distance.
const (
	nmsOverlap = 0.3
	contained  = 0.6
)

// Candidates returns the boxes the detector weighs in f, each with its
// features.
func Candidates(f *detectors.Frame, m Model, minArea int) ([]Candidate, error) {
	if m.Palette == nil {
		return nil, fmt.Errorf("%w: blaze model without colour sets", detectors.ErrBadArgument)
	}
	for _, c := range []colors{warmSet, lemonSet} {
		if c.err != nil {
			return nil, c.err
		}
	}
	// One pass over the frame: the palette, its lemon colours, and the warm colours that are not the palette's (blocks,
	// not blazes).
	ms, err := detectors.MaskColorSets(f, m.Palette, lemonSet.s.And(m.Palette), warmSet.s.Minus(m.Palette))
	if err != nil {
		return nil, err
	}
	pal, lm, wm := ms[0], ms[1], ms[2]
	palSum, err := detectors.NewIntegral(pal)
	if err != nil {
		return nil, err
	}
	warmSum, err := detectors.NewIntegral(wm)
	if err != nil {
		return nil, err
	}
	parts, err := detectors.Components(pal, detectors.BlobOptions{MinArea: 2, MaxBlobs: maxParts, Count: []*detectors.Mask{lm}})
	if err != nil {
		return nil, err
	}
	all := parts
	for _, g := range gaps {
		for _, r := range relative {
			gs, err := detectors.GroupBlobs(parts, detectors.GroupOptions{Gap: g, Relative: r})
			if err != nil {
				return nil, err
			}
			all = append(all, gs...)
		}
	}
	lemonSum, err := detectors.NewIntegral(lm)
	if err != nil {
		return nil, err
	}
	seen := map[image.Rectangle]bool{}
	frame := f.Img.Rect
	var out []Candidate
	// add weighs a box holding area palette pixels, of which lemonShare
	// are lemon; parts and largest describe the group (0
	// for a window).
	add := func(box image.Rectangle, area int, lemonShare float64, parts, largest int, window float64) {
		w, h := box.Dx(), box.Dy()
		boxArea := float64(w * h)
		a := float64(area)
		pad := max(2, max(w, h)/4)
		ring := box.Inset(-pad).Intersect(frame)
		ringArea := math.Max(float64(ring.Dx()*ring.Dy())-boxArea, 1)
		palIn := float64(palSum.Count(box))
		warmIn := float64(warmSum.Count(box))
		fs := make([]float64, 0, len(Features))
		fs = append(fs,
			math.Log(a),
			a/boxArea,
			math.Log(float64(h)/float64(w)),
			lemonShare,
			(palIn-a)/boxArea,
			(float64(palSum.Count(ring))-palIn)/ringArea,
			warmIn/boxArea,
			(float64(warmSum.Count(ring))-warmIn)/ringArea,
			math.Log(float64(max(parts, 1))),
			float64(largest)/a,
			math.Log(float64(h)/float64(frame.Dy())),
			window,
		)
		// The palette just outside each edge: a box of part of a blaze
		// has more of it beyond one edge than the whole blaze's box.
		sw, sh := max(2, w/6), max(2, h/6)
		for _, strip := range [4]image.Rectangle{
			image.Rect(box.Min.X, box.Min.Y-sh, box.Max.X, box.Min.Y),
			image.Rect(box.Min.X, box.Max.Y, box.Max.X, box.Max.Y+sh),
			image.Rect(box.Min.X-sw, box.Min.Y, box.Min.X, box.Max.Y),
			image.Rect(box.Max.X, box.Min.Y, box.Max.X+sw, box.Max.Y),
		} {
			fs = append(fs, float64(palSum.Count(strip))/float64(strip.Dx()*strip.Dy()))
		}
		fs = palSum.Grid(box, gridCols, gridRows, fs)
		fs = lemonSum.Grid(box, gridCols, gridRows, fs)
		out = append(out, Candidate{Box: box, Area: area, Features: fs})
	}
	for _, b := range all {
		if b.Area < minArea || seen[b.Box] {
			continue
		}
		seen[b.Box] = true
		add(b.Box, b.Area, b.Fraction(0), b.Parts, b.Largest, 0)
	}
	wo := m.Windows
	if wo.MinHeight == 0 {
		wo = DefaultWindows
	}
	boxes, err := palSum.Windows(wo)
	if err != nil {
		return nil, err
	}
	for _, box := range boxes {
		if seen[box] {
			continue
		}
		seen[box] = true
		area := palSum.Count(box)
		if area < minArea {
			continue
		}
		add(box, area, float64(lemonSum.Count(box))/float64(area), 0, 0, 1)
	}
	return out, nil
}

// Detect finds the blazes in f: one "blaze" detection per blaze, boxed,
// scored by the forest's probability.
func Detect(f *detectors.Frame, args Args) ([]detectors.Detection, error) {
	if args.Threshold < 0 || args.Threshold > 1 {
		return nil, fmt.Errorf("%w: threshold %v is outside 0..1", detectors.ErrBadArgument, args.Threshold)
	}
	if args.MinArea < 0 {
		return nil, fmt.Errorf("%w: min_area must not be negative (got %d)", detectors.ErrBadArgument, args.MinArea)
	}
	if args.Threshold == 0 {
		args.Threshold = DefaultThreshold
	}
	if args.MinArea == 0 {
		args.MinArea = DefaultMinArea
	}
	m, err := Builtin()
	if err != nil {
		return nil, err
	}
	return DetectWith(f, m, args)
}

// DetectWith is Detect with another model (calibration uses it).
func DetectWith(f *detectors.Frame, m Model, args Args) ([]detectors.Detection, error) {
	ws, err := Weigh(f, m, args.MinArea)
	if err != nil {
		return nil, err
	}
	type scored struct {
		c Candidate
		p float64
	}
	var keep []scored
	for _, w := range ws {
		if w.Q >= args.Threshold {
			keep = append(keep, scored{w.Candidate, w.Q})
		}
	}
	sort.SliceStable(keep, func(i, j int) bool { return keep[i].p > keep[j].p })
	var found []detectors.Detection
	for _, k := range keep {
		same := false
		for _, d := range found {
			if overlaps(k.c.Box, d.Box) {
				same = true
				break
			}
		}
		if same {
			continue
		}
		found = append(found, detectors.Detection{
			Label: "blaze",
			Box:   k.c.Box,
			Score: k.p,
			Attrs: map[string]any{"pixels": k.c.Area, "fill": k.c.Features[1]},
		})
	}
	return found, nil
}

// overlaps reports whether a and b are one blaze's boxes.
func overlaps(a, b image.Rectangle) bool {
	if detectors.IoU(a, b) > nmsOverlap {
		return true
	}
	in := a.Intersect(b)
	return !in.Empty() && float64(in.Dx()*in.Dy()) > contained*math.Min(float64(a.Dx()*a.Dy()), float64(b.Dx()*b.Dy()))
}

// The built-in model, read once from the calibrated texts below.
var builtinModel = loadModel()

// loaded is the built-in model, or why it could not be read.
type loaded struct {
	m   Model
	err error
}

func loadModel() loaded {
	m, err := parseModel()
	return loaded{m, err}
}

func parseModel() (Model, error) {
	p, err := detectors.ParseColorSet(paletteText)
	if err != nil {
		return Model{}, fmt.Errorf("blaze model: palette: %w", err)
	}
	f, err := detectors.ParseForest(forestText)
	if err != nil {
		return Model{}, fmt.Errorf("blaze model: %w", err)
	}
	if f.Features > len(Features) {
		return Model{}, fmt.Errorf("blaze model: the forest reads %d features, candidates have %d", f.Features, len(Features))
	}
	m := Model{Palette: p, Forest: f, Cascade: cascadeMin}
	if contextText != "" {
		c, err := detectors.ParseForest(contextText)
		if err != nil {
			return Model{}, fmt.Errorf("blaze model: context: %w", err)
		}
		if c.Features > len(Features)+len(ContextFeatures) {
			return Model{}, fmt.Errorf("blaze model: the context forest reads %d features, candidates have %d", c.Features, len(Features)+len(ContextFeatures))
		}
		m.Context = c
	}
	return m, nil
}

// Builtin returns the calibrated model Detect uses.
func Builtin() (Model, error) { return builtinModel.m, builtinModel.err }

// BEGIN CALIBRATION (written by TestCalibrate in examples/minecraft/viewer)

// paletteText: the colour cells a blaze shows (267), from 2880 development frames' blaze pixels.
const paletteText = `c00 c20 1000 1020 1040 1440 1800 1821 1880 18a0 1c00 1c41 1c60 1c80 1ca0 2000 2060 20a0 20c1 2400
2460 24a0 24c0-24c1 24e1 2501 2523 2525 252b 2543 2545 2800 2860 2880 28a0 28c0 28e1 2921-2922 2943
2946 294c 2963 2966 296d 2c00 2c60 2c80 2ca0 2ce0 3000 3080 30a0 30e0 3100 3400 3480 34a0 34a2 34c0
34e0 3500 38a0 38c0 38e0 3900 3920 3ca0 3ce0 3d00 3d20 3d40 40c0 4100 4120 4140-4141 41a2 41e4 41e7
44c0 4520 4540 4560-4561 4580 45e4 45e7 4607-4608 48c0 48e0 4920 4940 4980-4981 49a0 49c2 4a04 4a08
4a10 4a24 4a28 4ce0 4d40 4d60 4d81 4da0-4da1 4dc2 4de2 4e24 4e28 4e31 4e44 4e48-4e49 4e51 50e0 5140
5160 5180-5181 51a0-51a1 51c0 51e2 5202 5244-5245 5248-5249 5251 5269 5560 5580 55a1 55c0 55e0 55e2
5602 5645 5651 5665 5669 5689 5980 59a0 59c1 59e0 5a23 5a85 5a89 5aa9-5aaa 5d80 5da0 5de0-5de1 5e00
5e23 5e43 5ea5 5eaa 5eb3 5eca 61a0 61c0 61e1 6200-6201 6220 6243 62a5 62c5 62ca 65a0 65c0 65e0 6601
6620 6622 6642 6663 66a4 66c5 66ca 66ea 66f4 6707 6727 672d 69c0 69e0 6a00 6a42 6aa4 6ac4 6b27 6b47
6b4d 6b5a 6de0 6e00 6e62 6ec4 6ee4 6f47 6f67 6f6e 7200 7220 7262 7282 72e4 7304 7367-7368 7388
738e-738f 7600 7620 7642 7682 7704 7724 7788 77a8 77af 77bd 7a20 7a40 7aa2 7b24 7ba8 7bc8 7bcf-7bd0
7e40 7e60 7e80 7ea0 7ea2 7ec0 7ec2-7ec3 7ee3 7f03 7f23-7f24 7f43 7f45 7f65 7f85 7fa5 7fc5 7fc7 7fe5
7fe8-7fea 7ff0-7ff3 7fff`

// cascadeMin: see Model.Cascade.
const cascadeMin = 0.006

// forestText: 200 trees of depth 3 over 539226 candidates (20173 blazes); features in Features' order.
const forestText = `forest -4.38939 0.1
f10<=-1.54883 f29<=0.000107021 f32<=6.21891e-05 =-0.979875 =-0.0175148 f5<=0.130177 =14.6061 =0.102186 f29<=0.0833703 f31<=3.13873e-05 =-0.156496 =9.45527 f5<=0.155639 =53.0788 =6.1441
f36<=3.34225e-05 f33<=5.72738e-05 f30<=0.0135785 =-0.994846 =-0.660075 f38<=7.12758e-05 =-0.491682 =1.73015 f5<=0.260254 f3<=0.466957 =5.06447 =-0.960341 f5<=0.314588 =0.581484 =-0.85534
f34<=3.13873e-05 f31<=3.13873e-05 f29<=0.000107021 =-0.994212 =-0.695007 f37<=6.40861e-05 =-0.310612 =2.10794 f5<=0.251814 f1<=0.383343 =-0.149304 =4.64997 f5<=0.314588 =0.645555 =-0.841154
f36<=3.34225e-05 f33<=5.72738e-05 f30<=0.0135785 =-0.988196 =-0.619379 f5<=0.26848 =0.964514 =-0.781857 f5<=0.236116 f3<=0.466957 =3.49029 =-0.982293 f5<=0.32439 =0.518444 =-0.848148
f34<=3.13873e-05 f31<=3.13873e-05 f29<=0.000107021 =-0.989288 =-0.676369 f38<=7.12758e-05 =-0.441517 =1.41391 f5<=0.26848 f3<=0.535579 =2.68736 =-1.09341 f5<=0.334304 =0.265844 =-0.850331
f36<=3.34225e-05 f33<=5.72738e-05 f30<=0.0135785 =-0.9835 =-0.576168 f27<=0.6429 =0.702953 =-0.845754 f3<=0.375638 f5<=0.211809 =2.48471 =0.0659042 f3<=0.535579 =-0.0732498 =-1.03905
f34<=3.13873e-05 f31<=3.13873e-05 f29<=0.000107021 =-0.984137 =-0.652502 f5<=0.26848 =0.876704 =-0.773504 f34<=0.166782 f1<=0.339872 =-0.859618 =1.90036 f34<=0.312597 =0.151852 =-0.869827
f35<=4.24953e-05 f38<=0.01788 f36<=3.34225e-05 =-0.942169 =-0.35627 f5<=0.24405 =1.90438 =-0.607513 f3<=0.318687 f30<=5.21648e-05 =-0.0846625 =1.84672 f3<=0.535579 =-0.00656543 =-1.02652
f35<=4.24953e-05 f38<=0.01788 f36<=3.34225e-05 =-0.933327 =-0.33133 f5<=0.219618 =1.62258 =-0.470968 f5<=0.304907 f17<=0.66682 =0.156723 =2.01732 f5<=0.377166 =-0.249563 =-0.898163
f30<=5.21648e-05 f33<=5.72738e-05 f10<=-1.20862 =-0.920807 =-1.70011 f17<=0.696505 =-0.338756 =1.31251 f23<=0.947984 f17<=0.600022 =0.00931529 =1.69933 f26<=0.90012 =-0.403877 =-0.9562
f10<=-2.54505 f29<=0.000107021 f31<=3.13873e-05 =-0.975421 =-0.570279 f26<=0.833525 =0.201809 =-0.906465 f1<=0.331174 f0<=7.60564 =-0.511374 =-2.33631 f5<=0.219618 =1.4851 =-0.207838
f34<=3.13873e-05 f31<=3.13873e-05 f29<=0.000107021 =-0.969477 =-0.595404 f3<=0.254068 =0.704187 =-0.725837 f5<=0.304907 f3<=0.535579 =1.01391 =-1.02069 f5<=0.377166 =-0.203712 =-0.880037
f35<=4.24953e-05 f38<=0.01788 f3<=0.00428878 =-0.995108 =-0.60437 f5<=0.277088 =0.954649 =-0.650464 f3<=0.294447 f28<=8.53825e-05 =-0.086266 =1.16076 f3<=0.535579 =-0.0789678 =-1.00174
f30<=5.21648e-05 f33<=5.72738e-05 f10<=-1.20862 =-0.89093 =-1.65803 f3<=0.126714 =0.981284 =-0.410641 f26<=0.833525 f17<=0.66682 =0.0503473 =1.16293 f23<=0.821469 =-0.203743 =-0.899628
f31<=3.13873e-05 f28<=8.53825e-05 f10<=-1.20862 =-0.86243 =-2.03912 f23<=0.653074 =0.512655 =-0.665173 f31<=0.200101 f1<=0.311128 =-1.07685 =1.02304 f31<=0.34823 =-0.100995 =-0.797729
f29<=0.000107021 f31<=3.13873e-05 f28<=8.53825e-05 =-0.944095 =-0.316476 f5<=0.155639 =2.08711 =-0.433131 f23<=0.845534 f1<=0.331174 =-0.870405 =0.755718 f26<=0.869578 =-0.23475 =-0.906778
f33<=5.72738e-05 f30<=5.21648e-05 f3<=0.00428878 =-0.991531 =-0.701627 f21<=0.731107 =0.313237 =-0.63282 f3<=0.294447 f5<=0.227788 =1.15061 =-0.172684 f3<=0.630323 =-0.239566 =-1.05627
f5<=0.314588 f1<=0.339872 f0<=7.84326 =-0.591127 =-2.11365 f23<=0.79168 =0.693037 =-0.492744 f10<=-2.21617 f5<=0.400021 =-0.750835 =-0.967024 f5<=0.388401 =-0.189053 =-0.725401
f3<=0.00428878 f32<=6.21891e-05 f29<=0.00926283 =-0.991842 =-0.183734 f8<=1.49787 =-0.590664 =4.85817 f5<=0.314588 f17<=0.542878 =-0.198764 =0.680261 f5<=0.388401 =-0.435895 =-0.893743
f3<=0.00428878 f32<=6.21891e-05 f35<=4.24953e-05 =-0.990032 =0.107464 f9<=0.374064 =3.76917 =-0.634061 f5<=0.304907 f22<=0.300071 =-0.379403 =0.521146 f5<=0.388401 =-0.377711 =-0.882644
f33<=5.72738e-05 f30<=5.21648e-05 f3<=0.00428878 =-0.986158 =-0.650251 f23<=0.480986 =0.35053 =-0.446286 f33<=0.167442 f17<=0.7273 =0.100552 =1.19621 f3<=0.630323 =-0.238766 =-1.01874
f31<=3.13873e-05 f28<=8.53825e-05 f10<=-1.20862 =-0.785805 =-1.8792 f2<=0.619491 =0.217548 =-0.933675 f32<=0.160727 f17<=0.696505 =0.0255875 =1.11612 f3<=0.630323 =-0.233441 =-1.02888
f5<=0.211809 f1<=0.311128 f0<=7.41788 =-0.320814 =-2.18758 f23<=0.79168 =0.698929 =-0.464913 f5<=0.377166 f17<=0.66682 =-0.599308 =0.197813 f10<=-2.21617 =-0.935281 =-0.624773
f25<=0.732153 f22<=0.333494 f6<=0.427782 =-0.0943525 =-0.838132 f5<=0.175737 =0.837276 =-0.0476451 f25<=0.982248 f28<=8.53825e-05 =-0.89701 =-0.337349 f37<=0.0178641 =-0.975869 =-0.815779
f3<=0.00428878 f32<=6.21891e-05 f29<=0.00926283 =-0.985066 =0.0141287 f12<=0.0740882 =-0.0908778 =3.93922 f27<=0.777905 f24<=0.304367 =-0.394471 =0.426472 f27<=0.966709 =-0.568954 =-0.909142
f3<=0.00428878 f32<=0.0607152 f29<=0.000107021 =-0.982146 =0.3669 =4.75674 f5<=0.334304 f10<=-1.54883 =0.360181 =-0.501082 f5<=0.434971 =-0.491984 =-0.893021
f25<=0.732153 f22<=0.300071 f6<=0.427782 =-0.161824 =-0.811015 f17<=0.50015 =-0.20637 =0.626879 f25<=0.982248 f28<=8.53825e-05 =-0.874083 =-0.307227 f2<=-0.0406385 =-0.730704 =-0.953569
f33<=5.72738e-05 f30<=5.21648e-05 f3<=0.00428878 =-0.975458 =-0.572836 f19<=0.791714 =0.138944 =-0.707556 f3<=0.318687 f17<=0.785807 =0.106567 =0.908227 f6<=0.280868 =-0.15175 =-0.964738
f23<=0.987025 f17<=0.750075 f6<=0.380018 =0.0984135 =-0.541685 f33<=0.00834827 =-0.094883 =0.862085 f8<=0.346574 f2<=0.0981549 =-0.566336 =-0.950329 f37<=0.0178641 =-0.0690728 =3.34195
f5<=0.334304 f3<=4.98405e-05 f32<=6.21891e-05 =-0.968807 =2.45213 f10<=-1.54883 =0.311665 =-0.466305 f10<=-2.21617 f5<=0.400021 =-0.647318 =-0.923737 f5<=0.423064 =-0.153291 =-0.665496
f27<=0.777905 f24<=0.285797 f13<=0.030015 =-0.0321975 =-0.679525 f26<=0.233345 =-0.499018 =0.398575 f39<=0.008933 f36<=0.114903 =-0.950541 =-0.631812 f5<=0.411462 =-0.340168 =-0.877184
f5<=0.0961578 f6<=0.380018 f26<=0.775751 =1.25537 =-0.610053 f2<=0.10571 =-0.775695 =0.498542 f5<=0.377166 f12<=0.444478 =-0.322116 =0.473175 f10<=-2.21617 =-0.888405 =-0.52355
f23<=0.987025 f17<=0.66682 f6<=0.413334 =0.0336299 =-0.550806 f19<=0.133336 =-0.660749 =0.571821 f2<=0.0981549 f8<=0.346574 =-0.507576 =2.05992 f0<=8.91321 =-0.942826 =0.556635
f5<=0.194448 f10<=-1.54883 f28<=0.666867 =0.54582 =-0.806831 f29<=0.0833703 =1.43274 =-1.88212 f0<=7.60564 f5<=0.377166 =-0.338345 =-0.844312 f22<=0.697043 =0.491209 =-0.373485
f3<=4.98405e-05 f32<=6.21891e-05 f8<=1.49787 =-0.982521 =-0.644411 f9<=0.374064 =3.49309 =-0.589312 f5<=0.0961578 f10<=-1.54883 =0.911448 =-0.633149 f2<=0.694727 =-0.0450218 =-1.13622
f25<=0.732153 f22<=0.35556 f6<=0.427782 =-0.0903998 =-0.64073 f5<=0.166684 =0.626214 =-0.0109982 f37<=6.40861e-05 f36<=3.34225e-05 =-0.938996 =-0.592097 f37<=0.406422 =-0.175846 =-0.809547
f3<=4.98405e-05 f32<=0.0607152 f32<=6.21891e-05 =-0.966448 =0.594802 =3.93315 f22<=0.785772 f22<=0.375054 =-0.200242 =0.391078 f2<=0.0981549 =-0.282917 =-0.699595
f23<=0.987025 f26<=0.233345 f1<=0.133343 =1.40235 =-0.556849 f21<=0.150029 =-0.640338 =0.311381 f2<=0.0981549 f8<=0.346574 =-0.456021 =1.49788 f0<=8.91321 =-0.917001 =0.57127
f31<=3.13873e-05 f28<=8.53825e-05 f8<=0.89588 =-0.727894 =0.124707 f3<=0.0927388 =0.749031 =-0.182433 f28<=0.666867 f17<=0.785807 =-0.00753622 =0.725596 f14<=0.210566 =-1.06782 =-0.487581
f24<=0.889006 f24<=0.36203 f5<=0.0686961 =0.285098 =-0.427435 f17<=0.50015 =-0.204562 =0.484722 f2<=0.0308669 f31<=0.0333598 =-0.750264 =-0.157615 f39<=7.50751e-05 =-0.928814 =-0.638729
f3<=4.98405e-05 f32<=0.0607152 f8<=1.49787 =-0.974676 =-0.47708 =3.32863 f5<=0.0961578 f10<=-1.54883 =0.788751 =-0.585713 f2<=0.694727 =-0.0370473 =-1.12875
f26<=0.90012 f26<=0.17146 f1<=0.133343 =1.01447 =-0.667364 f21<=0.100057 =-0.708553 =0.221612 f39<=7.50751e-05 f38<=0.01788 =-0.92231 =-0.572464 f2<=0.0966516 =-0.128207 =-0.731801
f5<=0.344695 f6<=0.572851 f2<=0.694727 =0.204856 =-0.799208 f1<=0.311128 =-1.0171 =-0.175343 f10<=-2.54505 f5<=0.502085 =-0.731471 =-0.962688 f5<=0.445909 =-0.20658 =-0.690001
f3<=0.630323 f5<=0.0961578 f10<=-1.54883 =0.742777 =-0.431413 f32<=0.00446714 =-0.402896 =0.0844661 f6<=0.0109985 f5<=0.211809 =1.35074 =-0.771173 f10<=-1.54883 =-0.977453 =-1.51826
f27<=0.800112 f6<=0.572851 f5<=0.0795577 =0.65342 =0.0085419 f7<=0.779607 =-0.981988 =-0.116603 f39<=0.008933 f36<=0.114903 =-0.91644 =-0.524898 f3<=0.748247 =-0.279579 =-0.970864
f3<=4.98405e-05 f32<=6.21891e-05 f0<=6.29064 =-0.977943 =-0.665343 f18<=0.111167 =-0.655726 =2.49133 f3<=0.0927388 f5<=0.155639 =1.31686 =0.0848041 f10<=-1.54883 =0.0455122 =-0.592087
f23<=0.987025 f17<=0.785807 f2<=-0.308025 =-0.913583 =-0.0517416 f19<=0.133336 =-0.654838 =0.514724 f2<=0.0981549 f13<=0.030015 =0.100186 =-0.594452 f0<=8.91321 =-0.876866 =0.610153
f22<=0.785772 f22<=0.200063 f10<=-1.48552 =-0.316363 =-0.902477 f5<=0.166684 =0.43955 =-0.0405837 f38<=0.01788 f2<=-0.153529 =-0.34594 =-0.766355 f33<=0.0238213 =-0.710323 =-0.00736153
f3<=0.630323 f31<=3.13873e-05 f28<=8.53825e-05 =-0.544825 =-0.0034222 f28<=0.760208 =0.268906 =-0.878436 f6<=0.0109985 f16<=0.660792 =1.34955 =-0.778749 f10<=-1.54883 =-0.970286 =-1.46387
f3<=4.98405e-05 f32<=6.21891e-05 f8<=1.49787 =-0.963557 =-0.476834 f27<=0.141676 =-0.635751 =2.19385 f3<=0.272741 f5<=0.0795577 =0.731564 =0.0289103 f6<=0.280868 =-0.0938548 =-0.755753
f2<=0.848572 f5<=0.377166 f21<=0.0793799 =-0.693103 =0.137396 f10<=-2.54505 =-0.841891 =-0.481061 f5<=0.0333396 f10<=-2.09626 =-0.845619 =1.07257 f10<=-1.54883 =-0.94015 =-2.28206
f26<=0.133365 f10<=-1.48552 f5<=0.0476278 =0.709411 =-0.618083 f29<=0.0833703 =-0.126242 =-1.68738 f23<=0.821469 f17<=0.50015 =-0.15079 =0.34197 f34<=3.13873e-05 =-0.682018 =-0.171833
f3<=0.630323 f35<=4.24953e-05 f38<=0.01788 =-0.465825 =0.153174 f3<=0.0927388 =0.756206 =0.0436381 f6<=0.0109985 f1<=0.82089 =1.13729 =-0.833346 f10<=-1.54883 =-0.957128 =-1.38503
f6<=0.676196 f5<=0.194448 f10<=-1.54883 =0.348922 =-0.466302 f29<=0.000107021 =-0.549254 =-0.052717 f0<=7.60564 f10<=-0.940903 =-0.831544 =1.75878 f29<=0.302173 =-1.51244 =-3.37927
f30<=0.750286 f33<=5.72738e-05 f19<=0.733381 =-0.071312 =-0.652094 f26<=0.285789 =-0.255879 =0.327101 f15<=0.226861 f10<=-1.54883 =-0.97113 =-2.387 f13<=0.380016 =0.197527 =-0.868806
f2<=0.848572 f5<=0.194448 f12<=0.47145 =0.0730668 =0.940809 f17<=0.50015 =-0.519793 =-0.0274512 f5<=0.0333396 f10<=-2.09626 =-0.813088 =1.01124 f10<=-1.54883 =-0.922107 =-2.19992
f19<=0.0276582 f10<=-1.54883 f8<=0.89588 =-0.694861 =0.901986 f29<=0.0833703 =0.640203 =-1.90015 f22<=0.7273 f2<=-0.308025 =-0.799904 =0.182293 f38<=0.01788 =-0.583353 =-0.089435
f28<=0.760208 f28<=8.53825e-05 f5<=0.166684 =0.0325733 =-0.446889 f3<=0.0927388 =0.718943 =0.0769651 f14<=0.3572 f10<=-1.54883 =-0.974126 =-2.15715 f13<=0.071449 =1.29126 =-0.588367
f3<=0.630323 f5<=0.0333396 f2<=0.167267 =-0.187933 =1.44045 f1<=0.300014 =-0.897225 =0.0152467 f6<=0.0109985 f5<=0.211809 =1.44934 =-0.671965 f10<=-1.54883 =-0.948092 =-1.3357
f2<=0.848572 f21<=0.0793799 f1<=0.133343 =0.465862 =-0.724501 f24<=0.725014 =0.157862 =-0.318272 f10<=-1.54883 f5<=0.0166753 =0.628573 =-0.873212 f29<=0.107204 =-0.540585 =-2.59176
f3<=4.98405e-05 f32<=6.21891e-05 f0<=6.29064 =-0.964491 =-0.484491 f9<=0.374064 =2.06764 =-0.617655 f5<=0.000911744 f32<=0.0194481 =1.93206 =0.388952 f2<=0.694727 =0.028959 =-0.836914
f6<=0.676196 f5<=0.388401 f12<=0.47145 =-0.0324222 =0.378226 f10<=-1.20862 =-0.67529 =0.282258 f0<=7.60564 f7<=0.779607 =-1.05467 =-0.554231 f29<=0.302173 =-1.41302 =-2.7729
f19<=0.0276582 f10<=-1.54883 f8<=0.89588 =-0.650906 =0.771184 f29<=0.0833703 =0.549617 =-1.77953 f28<=0.666867 f17<=0.805586 =-0.0614957 =0.345818 f14<=0.195008 =-0.975077 =-0.159192
f3<=0.748247 f38<=7.12758e-05 f20<=0.470254 =0.216052 =-0.370338 f24<=0.266706 =-0.438358 =0.361837 f7<=0.0825308 f9<=0.523981 =-0.622793 =2.60737 f10<=-1.54883 =-0.99033 =-1.28971
f3<=4.98405e-05 f32<=6.21891e-05 f0<=6.29064 =-0.959855 =-0.445468 f17<=0.125034 =-0.624778 =1.80555 f3<=0.0927388 f20<=0.446465 =0.88317 =-0.11649 f10<=-1.54883 =0.0476816 =-0.504724
f5<=0.0795577 f2<=0.15916 f20<=0.666722 =-0.513342 =0.636106 f23<=0.79168 =1.00925 =-0.642855 f19<=0.166722 f21<=0.875043 =-0.410769 =-1.02312 f21<=0.250075 =-0.425268 =0.0896332
f5<=0.423064 f2<=0.848572 f6<=0.676196 =0.0832097 =-0.938376 f5<=0.0476278 =0.0828521 =-1.20061 f10<=-1.20862 f5<=0.502085 =-0.553875 =-0.824053 f15<=3.15259e-05 =2.79643 =-0.347221
f30<=0.750286 f29<=0.000107021 f5<=0.144082 =0.311743 =-0.474838 f10<=-1.54883 =0.232089 =-0.277367 f15<=0.226861 f10<=-1.54883 =-0.92577 =-2.35011 f13<=0.380016 =0.290565 =-0.797689
f3<=0.748247 f38<=7.12758e-05 f13<=0.166716 =0.0917517 =-0.445666 f24<=0.206408 =-0.533921 =0.303577 f7<=0.0825308 f9<=0.523981 =-0.561674 =2.04405 f10<=-1.54883 =-0.986415 =-1.25112
f24<=0.916782 f2<=-0.383771 f6<=0.238121 =-0.153925 =-0.997089 f5<=0.0476278 =0.590945 =0.00696106 f2<=-0.153529 f13<=0.230822 =0.788122 =-0.490798 f27<=0.966709 =-0.556184 =-0.858224
f26<=0.133365 f10<=-1.48552 f5<=0.0476278 =0.601333 =-0.525056 f5<=0.155639 =-1.43966 =-0.0223867 f2<=0.619491 f35<=4.24953e-05 =-0.160417 =0.18693 f5<=0.0333396 =0.341209 =-0.677278
f3<=0.630323 f5<=0.0961578 f10<=-1.54883 =0.525806 =-0.369928 f38<=7.12758e-05 =-0.227992 =0.141211 f6<=0.0109985 f10<=-2.87803 =-0.419133 =1.91686 f23<=0.750084 =-1.05606 =-0.706085
f3<=4.98405e-05 f8<=1.49787 f0<=6.29064 =-0.979215 =-0.474766 f12<=0.0555853 =-0.735846 =1.71769 f3<=0.100537 f20<=0.500071 =0.659162 =-0.199102 f29<=0.222286 =-0.272663 =0.127325
f2<=0.848572 f21<=0.0793799 f1<=0.133343 =0.37642 =-0.643502 f24<=0.725014 =0.127634 =-0.276746 f10<=-1.54883 f5<=0.0166753 =0.471454 =-0.773842 f29<=0.107204 =-0.314458 =-2.27523
f6<=0.676196 f25<=0.809135 f5<=0.0686961 =0.4141 =-0.00492264 f14<=0.246197 =-0.750199 =-0.178615 f0<=7.60564 f7<=0.779607 =-1.05033 =-0.466016 f3<=0.0927388 =-0.543587 =-1.61004
f28<=0.760208 f17<=0.785807 f20<=0.791714 =-0.168731 =0.385574 f20<=0.961704 =0.491469 =-0.281518 f14<=0.3572 f10<=-1.54883 =-0.919572 =-2.16426 f13<=0.111119 =1.23822 =-0.505827
f30<=0.750286 f26<=0.266707 f10<=-1.54883 =-0.0455729 =-0.787261 f21<=0.288895 =-0.254591 =0.202223 f15<=0.226861 f10<=-1.54883 =-0.900957 =-2.33809 f13<=0.380016 =0.319312 =-0.766491
f5<=0.434971 f9<=0.523981 f5<=0.0795577 =0.526596 =0.0086931 f0<=4.8243 =-0.849198 =-0.161346 f0<=7.60564 f3<=0.192595 =-0.64836 =-0.917213 f12<=0.705943 =0.21312 =-0.647744
f3<=4.98405e-05 f8<=1.49787 f0<=6.29064 =-0.975949 =-0.441799 f12<=0.0555853 =-0.720849 =1.36559 f3<=0.0608284 f20<=0.428613 =1.28093 =-0.0988348 f19<=0.292956 =-0.295397 =0.0675657
f17<=0.404783 f3<=0.117588 f5<=0.0795577 =0.737613 =-0.174774 f20<=0.750051 =-0.530985 =0.427515 f20<=0.470254 f26<=0.200049 =-0.406273 =0.590455 f38<=7.12758e-05 =-0.284342 =0.224855
f3<=0.748247 f29<=0.000107021 f5<=0.144082 =0.263966 =-0.429664 f3<=0.0927388 =0.507162 =0.0134303 f7<=0.0825308 f2<=-0.979498 =3.22925 =-0.338643 f2<=-0.383771 =-0.822203 =-1.03935
f2<=0.848572 f2<=-0.383771 f20<=0.814865 =-0.93862 =-0.0353324 f5<=0.185232 =0.197307 =-0.120024 f5<=0.0476278 f10<=-2.09626 =-0.738488 =0.688019 f10<=-1.54883 =-0.77831 =-1.85286
f22<=0.166817 f13<=0.294164 f18<=0.500183 =-0.55249 =0.247267 f30<=0.540076 =-0.483782 =-1.07106 f5<=0.0333396 f2<=0.054222 =-0.289438 =1.13243 f26<=0.17146 =-0.529387 =0.0446636
f23<=0.987025 f17<=0.805586 f20<=0.837957 =-0.142033 =0.518211 f19<=0.166722 =-0.500283 =0.384361 f2<=0.0981549 f13<=0.030015 =0.419342 =-0.482721 f0<=8.91321 =-0.755849 =0.678647
f28<=0.760208 f31<=3.13873e-05 f21<=0.731107 =-0.0229202 =-0.557268 f26<=0.325039 =-0.180903 =0.261064 f14<=0.3572 f10<=-1.54883 =-0.897619 =-2.15043 f13<=0.392528 =0.583602 =-0.703743
f21<=0.0793799 f1<=0.133343 f7<=0.116548 =2.10091 =-0.816132 f25<=0.280038 =-0.981376 =-0.381141 f21<=0.966713 f17<=0.750075 =-0.0503116 =0.251903 f39<=0.0252154 =-0.670952 =-0.0751019
f3<=0.748247 f35<=4.24953e-05 f3<=0.318687 =-0.0963029 =-0.82714 f3<=0.0691616 =0.763649 =0.0488586 f6<=0.0016465 f10<=-2.54505 =-0.582588 =2.56551 f2<=-0.383771 =-0.759776 =-1.04284
f5<=0.434971 f12<=0.47145 f29<=0.302173 =-0.222371 =0.210326 f20<=0.566698 =0.577786 =-0.160724 f10<=-1.20862 f10<=-2.87803 =-0.910463 =-0.573933 f15<=3.15259e-05 =2.58659 =-0.341711
f2<=0.694727 f6<=0.676196 f5<=0.185232 =0.180048 =-0.111415 f0<=8.42343 =-0.725019 =-1.48544 f5<=0.0333396 f6<=0.324582 =0.889352 =-0.788123 f10<=-1.54883 =-0.531407 =-1.39245
f3<=4.98405e-05 f8<=1.49787 f0<=6.29064 =-0.970747 =-0.352462 f19<=0.533413 =-0.244954 =3.16032 f3<=0.0419113 f20<=0.535762 =1.13436 =-0.372947 f5<=6.27132e-06 =0.737676 =-0.0331275
f3<=0.748247 f29<=0.000107021 f5<=0.130177 =0.319241 =-0.375836 f10<=-1.54883 =0.165359 =-0.235354 f7<=0.0825308 f2<=-0.979498 =2.89096 =-0.263046 f2<=-0.383771 =-0.776898 =-1.03505
f23<=0.750084 f2<=-0.244964 f20<=0.750051 =-0.782119 =0.144838 f5<=0.166684 =0.260256 =-0.0488815 f35<=0.0718532 f14<=0.433374 =-0.550037 =-0.0640887 f28<=8.53825e-05 =-0.465375 =0.178747
f24<=0.400062 f1<=0.133343 f2<=0.0308669 =-0.499943 =1.72288 f1<=0.311128 =-0.586075 =-0.105452 f24<=0.698462 f17<=0.404783 =-0.163028 =0.342058 f39<=0.008933 =-0.459795 =0.00318056
f2<=0.848572 f21<=0.0793799 f13<=0.392528 =-0.310764 =-0.860461 f19<=0.0665043 =-0.420053 =0.0761199 f5<=0.000911744 f10<=-2.73986 =-0.868488 =1.11946 f10<=-1.54883 =-0.664325 =-1.54422
f28<=0.760208 f28<=8.53825e-05 f34<=0.110579 =-0.0447152 =-0.591982 f35<=0.0178685 =-0.130311 =0.214502 f14<=0.100021 f10<=-1.54883 =-0.926516 =-2.52972 f13<=0.111119 =0.862863 =-0.457745
f3<=0.748247 f32<=6.21891e-05 f5<=0.0476278 =0.600796 =-0.236287 f1<=0.291676 =-0.448615 =0.13846 f7<=0.0825308 f9<=0.523981 =-0.392815 =1.59646 f2<=-0.383771 =-0.743609 =-1.03247
f26<=0.0921356 f29<=0.302173 f2<=0.288247 =-0.799766 =-0.182433 f1<=0.245441 =2.90089 =0.0290465 f23<=0.733376 f7<=0.779607 =0.0327229 =0.495456 f34<=3.13873e-05 =-0.472701 =-0.0451841
f9<=0.523981 f0<=4.37574 f7<=0.20653 =3.99823 =0.123372 f26<=0.349705 =-0.148337 =0.118935 f31<=0.017866 f12<=0.360566 =-0.697153 =0.71239 f0<=4.8243 =-0.858085 =0.120951
f5<=0.434971 f12<=0.500147 f38<=7.12758e-05 =-0.214441 =0.145952 f20<=0.566698 =0.565833 =-0.11796 f13<=0.150036 f12<=0.0740882 =3.56101 =-0.0802069 f0<=6.91225 =-0.779482 =-0.438537
f30<=0.857476 f29<=0.302173 f12<=0.444478 =-0.209066 =0.166873 f28<=0.489707 =0.350392 =-0.311975 f13<=0.030015 f15<=0.316718 =-0.829772 =0.916112 f22<=0.300071 =-1.04115 =-0.652112
f5<=0.0333396 f2<=0.196887 f6<=0.108337 =1.18369 =-0.446632 f4<=0.0156289 =0.62088 =2.44405 f19<=0.166722 f21<=0.875043 =-0.298209 =-0.945451 f21<=0.250075 =-0.327126 =0.0922114
f6<=6.64761e-06 f13<=0.111119 f35<=0.0333554 =-0.329566 =0.532601 f37<=6.40861e-05 =-0.634146 =-0.0714903 f6<=0.180008 f5<=0.114024 =0.730676 =0.178326 f3<=0.272741 =0.0490525 =-0.53632
f2<=0.848572 f5<=0.194448 f10<=-1.54883 =0.22475 =-0.343087 f7<=4.78895e-06 =-0.439627 =-0.00618583 f5<=0.0476278 f10<=-2.09626 =-0.679078 =0.506081 f10<=-1.54883 =-0.677251 =-1.61698
f3<=4.98405e-05 f8<=1.49787 f0<=6.29064 =-0.964241 =-0.252973 f12<=0.0555853 =-0.697726 =1.21129 f3<=0.0608284 f20<=0.428613 =0.909708 =-0.0537437 f19<=0.318234 =-0.227195 =0.0504728
f22<=0.7273 f22<=0.428641 f34<=0.110579 =-0.0273857 =-0.517176 f24<=0.400062 =-0.0950656 =0.344116 f1<=0.500013 f10<=-1.54883 =-0.653542 =-1.41853 f38<=0.0500278 =-0.315789 =0.093397
f2<=0.619491 f26<=0.325039 f0<=8.42343 =-0.0784783 =-0.764283 f21<=0.288895 =-0.207857 =0.184362 f5<=0.0592954 f4<=0.0156289 =-0.137053 =1.6889 f33<=0.0238213 =-0.877365 =-0.229129
f2<=-0.383771 f6<=0.219122 f9<=0.374064 =-0.40582 =1.2074 f14<=0.650058 =-0.87529 =1.0239 f5<=0.0476278 f32<=0.0194481 =0.920276 =0.0095648 f1<=0.283346 =-0.821723 =0.00607923
f5<=0.344695 f12<=0.500147 f29<=0.222286 =-0.181638 =0.146403 f21<=0.333387 =-0.326756 =0.433944 f34<=3.13873e-05 f0<=8.91321 =-0.661063 =0.36413 f5<=0.445909 =0.0761193 =-0.465338
f3<=0.748247 f6<=6.64761e-06 f7<=4.78895e-06 =-0.309824 =0.186634 f29<=0.302173 =-0.00812014 =0.321314 f7<=0.0825308 f13<=0.500082 =0.718134 =-0.87595 f2<=-0.383771 =-0.691652 =-1.02763
f23<=0.750084 f31<=0.293679 f7<=0.779607 =0.024502 =0.470843 f20<=0.750051 =-0.777643 =0.0510184 f13<=0.0527685 f14<=0.5179 =-0.0234945 =1.32641 f38<=0.0666973 =-0.554371 =-0.0574357
f3<=4.98405e-05 f8<=1.49787 f7<=0.0825308 =0.292346 =-0.925922 f18<=0.396925 =-0.313403 =2.44548 f3<=0.0419113 f35<=0.0178685 =0.366101 =1.85034 f5<=0.000911744 =0.575998 =-0.0317711
f30<=0.857476 f29<=0.000107021 f5<=0.130177 =0.30155 =-0.340752 f3<=0.100537 =0.364124 =-0.00476376 f15<=0.497442 f24<=0.466689 =-0.315049 =-0.939725 f13<=5.10517e-05 =1.26874 =-0.60668
f6<=0.676196 f2<=0.694727 f5<=0.175737 =0.147334 =-0.0767126 f5<=6.27132e-06 =0.589871 =-0.596232 f24<=0.416754 f16<=0.100035 =-0.403604 =-1.01566 f2<=0.694727 =-0.229284 =4.76396
f9<=0.523981 f0<=4.0342 f7<=0.252392 =3.17014 =0.106997 f26<=0.349705 =-0.12663 =0.10419 f0<=4.8243 f8<=0.89588 =-0.903627 =0.325375 f29<=0.260904 =-0.383889 =0.238875
f32<=6.21891e-05 f12<=0.500147 f5<=0.0795577 =0.267511 =-0.394805 f13<=0.215085 =0.978189 =-0.405949 f32<=0.0917157 f26<=0.366724 =-0.00730144 =0.371288 f20<=0.750051 =-0.33958 =0.167703
f28<=0.875198 f2<=-0.383771 f20<=0.814865 =-0.828728 =-0.048871 f1<=0.133343 =0.912116 =0.0189473 f14<=0.5179 f12<=0.277844 =-0.983573 =0.0279004 f13<=0.215085 =0.807377 =-0.710316
f23<=0.947984 f17<=0.805586 f20<=0.837957 =-0.11067 =0.478174 f19<=0.166722 =-0.447435 =0.296148 f2<=0.108311 f13<=0.313751 =0.402593 =-0.430738 f26<=0.200049 =0.855647 =-0.675786
f3<=0.748247 f35<=4.24953e-05 f3<=0.318687 =-0.063809 =-0.76346 f3<=0.0691616 =0.557127 =0.0293442 f7<=0.0825308 f17<=0.125034 =1.7668 =-0.257984 f2<=-0.383771 =-0.646395 =-1.02255
f27<=0.179623 f18<=0.111167 f0<=7.84326 =0.604859 =-0.569218 f16<=0.400066 =-0.647377 =-0.047739 f18<=0.111167 f2<=0.288247 =-0.455433 =0.0187379 f6<=6.64761e-06 =-0.114654 =0.189442
f3<=0.00428878 f7<=0.116548 f20<=0.400077 =1.21453 =-0.845489 f8<=1.24245 =-0.927842 =-0.230024 f3<=0.0308692 f0<=6.69765 =0.280816 =1.88813 f5<=0.000911744 =0.505323 =-0.0232487
f2<=0.848572 f5<=0.227788 f12<=0.500147 =0.00953414 =0.468702 f1<=0.478575 =-0.411455 =0.00360948 f10<=-1.54883 f31<=0.017866 =-0.769128 =-0.0367062 f17<=0.600022 =-0.0741317 =-1.9278
f5<=0.434971 f2<=0.550347 f26<=0.325039 =-0.129553 =0.125913 f32<=6.21891e-05 =-0.620414 =-0.0904392 f10<=-2.87803 f5<=0.486113 =-0.563397 =-0.952908 f2<=0.00187617 =0.569775 =-0.477279
f22<=0.697043 f22<=0.428641 f34<=0.110579 =-0.0246306 =-0.470215 f17<=0.250019 =-0.324639 =0.252401 f1<=0.500013 f12<=0.47145 =-0.795002 =-0.0386599 f14<=0.226861 =-0.291388 =0.123603
f6<=0.695241 f5<=0.0961578 f29<=0.0833703 =0.614372 =-0.014671 f38<=7.12758e-05 =-0.156477 =0.0816338 f29<=0.40012 f20<=0.733443 =-0.875295 =1.93253 f2<=0.288247 =-0.595452 =4.87843
f21<=0.0793799 f16<=0.909137 f28<=0.1819 =-0.453451 =0.173679 f0<=5.48687 =-0.210248 =-0.984442 f23<=0.750084 f29<=0.302173 =-0.0146918 =0.310756 f3<=0.466957 =-0.242575 =0.586508
f30<=0.857476 f29<=0.222286 f3<=0.126714 =0.0797117 =-0.25073 f10<=-1.54883 =0.265253 =-0.524956 f15<=0.497442 f24<=0.466689 =-0.261137 =-0.916472 f13<=0.277803 =0.585715 =-0.733478
f28<=0.489707 f29<=0.222286 f20<=0.500071 =0.0850002 =-0.245852 f10<=-1.54883 =0.336478 =-0.483997 f14<=0.195008 f10<=-0.940903 =-0.780335 =2.09131 f5<=0.203314 =0.69891 =-0.211009
f3<=0.748247 f32<=6.21891e-05 f12<=0.500147 =-0.238144 =0.207638 f16<=0.0427274 =-0.264216 =0.117686 f6<=0.0016465 f0<=5.89026 =-0.666571 =1.69697 f2<=-0.383771 =-0.580237 =-1.02473
f2<=-0.244964 f10<=-1.54883 f20<=0.589329 =-0.689759 =0.153338 f13<=0.192757 =-0.66017 =-2.96333 f24<=0.857241 f7<=0.779607 =0.0123603 =0.372431 f31<=0.0333598 =-0.645515 =-0.188037
f10<=-3.77635 f7<=0.22917 f37<=0.154567 =-0.150365 =2.00868 f0<=4.37574 =-1.01789 =-0.307353 f5<=0.0686961 f0<=7.60564 =0.448278 =-0.381938 f1<=0.283346 =-0.804228 =-0.0134129
f30<=0.750286 f29<=0.000107021 f5<=0.130177 =0.263043 =-0.301277 f3<=0.0927388 =0.324482 =0.00627205 f15<=0.226861 f2<=0.233844 =-1.00804 =-0.332668 f13<=0.380016 =0.491206 =-0.580265
f3<=0.00428878 f10<=-2.35244 f8<=1.24245 =-0.981522 =-0.185523 f6<=0.180008 =3.10928 =-0.446108 f3<=0.0308692 f12<=0.185206 =-0.0304773 =1.37197 f38<=7.12758e-05 =-0.0895176 =0.0883448
f3<=0.748247 f32<=6.21891e-05 f13<=5.10517e-05 =0.173598 =-0.236354 f38<=0.0500278 =-0.00939101 =0.233107 f7<=0.0825308 f5<=0.211809 =0.766984 =-0.671222 f2<=-0.383771 =-0.591918 =-1.01538
f27<=0.179623 f18<=0.111167 f2<=0.196887 =-0.0602096 =0.865221 f16<=0.710372 =-0.479682 =0.120711 f24<=0.196785 f38<=7.12758e-05 =-0.116382 =-0.750614 f6<=6.64761e-06 =-0.114488 =0.14414
f5<=0.344695 f14<=0.683372 f28<=0.489707 =0.0334842 =-0.368759 f5<=0.194448 =1.54551 =0.277068 f34<=3.13873e-05 f17<=0.866702 =-0.755458 =-0.313492 f1<=0.529764 =-0.522827 =0.0752384
f19<=0.318234 f21<=0.560811 f29<=0.40012 =-0.101479 =0.672677 f15<=0.100038 =-0.740703 =-0.225349 f35<=0.0178685 f37<=0.0178641 =-0.379597 =0.162855 f21<=0.333387 =-0.140539 =0.261181
f23<=0.750084 f31<=0.121247 f7<=0.779607 =0.0403543 =0.500654 f20<=0.750051 =-0.385923 =0.321582 f3<=0.466957 f13<=0.0527685 =0.0642904 =-0.358924 f16<=0.747722 =1.12729 =-0.622537
f6<=0.695241 f5<=0.175737 f10<=-1.54883 =0.220032 =-0.388152 f0<=7.60564 =-0.177406 =0.218851 f0<=3.19846 f29<=0.160749 =-0.772005 =4.05892 f22<=0.649619 =-0.887069 =1.40856
f9<=0.666699 f0<=4.0342 f7<=0.252392 =2.50709 =-0.0107675 f19<=0.318234 =-0.148321 =0.0728597 f0<=4.8243 f7<=0.347921 =-0.379391 =-0.984388 f29<=0.190521 =-0.435218 =0.211343
f22<=0.800921 f2<=-0.383771 f6<=0.219122 =-0.150313 =-0.838986 f22<=0.375054 =-0.0870027 =0.128454 f20<=0.400077 f17<=0.542878 =-0.904432 =-0.356649 f14<=0.433374 =-0.295057 =0.121175
f2<=0.492722 f26<=0.325039 f10<=-1.54883 =-0.020656 =-0.431537 f18<=0.0666939 =-0.317374 =0.140515 f20<=0.961704 f12<=0.0740882 =0.294551 =-0.327677 f17<=0.370401 =2.10317 =-0.759484
f5<=0.0686961 f2<=0.196887 f20<=0.666722 =-0.419535 =0.621294 f22<=0.166817 =-0.299797 =0.754401 f2<=0.137336 f35<=0.0178685 =-0.140052 =0.188962 f20<=0.961704 =-0.0698415 =-0.573578
f38<=0.333642 f38<=7.12758e-05 f33<=0.0823664 =0.041862 =-0.386286 f26<=0.366724 =-0.166188 =0.229118 f6<=0.180008 f12<=0.360566 =0.594583 =-0.747768 f6<=0.380018 =-0.69863 =-1.09322
f5<=0.434971 f2<=0.848572 f4<=0.0476316 =0.00945192 =0.570039 f14<=0.5179 =-0.67952 =1.35688 f13<=0.150036 f12<=0.333434 =3.132 =0.0125054 f1<=0.701275 =-0.701464 =-0.309332
f28<=0.875198 f27<=0.0500329 f28<=0.0408371 =-0.705919 =0.022731 f5<=0.0686961 =0.297491 =-0.00697582 f13<=0.166716 f37<=0.0352906 =-0.548963 =0.871441 f5<=0.185232 =-1.07663 =-0.619713
f3<=0.748247 f32<=6.21891e-05 f12<=0.500147 =-0.216369 =0.218036 f1<=0.133343 =1.05036 =0.0474353 f7<=0.0825308 f25<=0.166731 =-0.850571 =0.585498 f2<=-0.383771 =-0.534486 =-1.01107
f23<=0.653074 f7<=0.656509 f6<=0.463896 =0.0598754 =-0.711248 f26<=0.17146 =-0.528551 =0.432785 f13<=0.150036 f0<=5.00058 =-0.644531 =0.226296 f38<=0.0666973 =-0.469144 =0.00805267
f20<=0.0667636 f17<=0.296922 f32<=0.0607152 =-0.875369 =0.826478 f7<=0.116548 =1.26696 =-0.687871 f5<=0.0333396 f2<=0.196887 =-0.0751376 =0.687635 f19<=0.0909463 =-0.439916 =0.0124513
f21<=0.0793799 f36<=0.0448957 f21<=0.0159457 =-0.416084 =0.222657 f25<=0.444591 =-0.936903 =-0.263341 f21<=0.966713 f2<=-0.244964 =-0.324352 =0.0642883 f19<=0.346946 =-0.726563 =-0.10276
f2<=0.492722 f3<=0.126714 f30<=5.21648e-05 =-0.084101 =0.32962 f29<=0.222286 =-0.259856 =0.112316 f31<=0.0333598 f5<=0.0592954 =0.174422 =-0.561285 f10<=-1.54883 =0.208095 =-0.457327
f28<=0.875198 f5<=0.185232 f10<=-1.54883 =0.182379 =-0.304136 f7<=4.78895e-06 =-0.345073 =0.00850619 f13<=0.360031 f37<=0.0352906 =-0.604323 =0.724048 f0<=4.52719 =1.3216 =-0.952868
f9<=0.666699 f0<=4.0342 f7<=0.252392 =2.04188 =0.0586129 f19<=0.318234 =-0.129556 =0.0627897 f0<=4.8243 f6<=0.0642987 =-0.176497 =-0.939939 f7<=0.473349 =-0.34171 =0.272262
f3<=4.98405e-05 f0<=6.01004 f29<=0.00926283 =-0.872952 =1.1267 f6<=0.180008 =3.71504 =-0.379577 f3<=0.0608284 f20<=0.508347 =0.52544 =-0.219248 f39<=7.50751e-05 =-0.102243 =0.0790165
f3<=0.900043 f5<=0.0961578 f29<=0.0833703 =0.463155 =-0.0265632 f14<=0.116678 =-0.142984 =0.0731563 f2<=-0.979498 f7<=0.495834 =1.36656 =-0.819846 f17<=0.000126646 =-0.431536 =-0.98422
f6<=0.695241 f5<=0.445909 f2<=0.694727 =0.0322072 =-0.378935 f10<=-1.20862 =-0.513642 =0.407246 f0<=3.19846 f29<=0.160749 =-0.731005 =3.0236 f22<=0.649619 =-0.847049 =1.27094
f17<=0.0769815 f4<=0.0476316 f20<=0.470254 =-0.598685 =0.0989323 f6<=0.302793 =2.95133 =-0.747153 f1<=0.133343 f2<=-0.0688742 =-0.653874 =1.1417 f24<=0.380981 =-0.120192 =0.0649219
f30<=0.857476 f29<=0.222286 f12<=0.428629 =-0.182721 =0.107882 f10<=-1.54883 =0.21072 =-0.399755 f13<=0.00715855 f15<=0.316718 =-0.691989 =0.834087 f2<=0.233844 =-0.85311 =-0.2327
f22<=0.666781 f20<=0.961704 f17<=0.866702 =-0.00449661 =0.382945 f33<=0.00834827 =-0.651407 =0.116559 f31<=0.017866 f14<=0.3572 =-0.681042 =-0.0982952 f10<=-1.54883 =0.060298 =-0.433701
f5<=0.227788 f12<=0.500147 f14<=0.650058 =-0.0333569 =0.878033 f20<=0.604131 =0.67798 =-0.252452 f1<=0.518532 f0<=7.84326 =-0.405263 =0.49041 f7<=0.0533142 =-0.167624 =0.257162
f28<=0.760208 f29<=0.222286 f20<=0.500071 =0.066155 =-0.210017 f10<=-1.54883 =0.205249 =-0.347039 f14<=0.0500173 f10<=-1.54883 =-0.820685 =-2.74912 f13<=0.392528 =0.405876 =-0.447251
f3<=0.900043 f5<=0.0333396 f29<=0.302173 =0.0583889 =0.848348 f1<=0.283346 =-0.561904 =0.000465664 f2<=-0.979498 f7<=0.495834 =1.21916 =-0.807675 f17<=0.000126646 =-0.388878 =-0.979568
f24<=0.725014 f24<=0.500134 f33<=0.122539 =0.016304 =-0.423703 f17<=0.404783 =-0.181704 =0.266315 f20<=0.400077 f17<=0.571485 =-0.905736 =-0.211219 f38<=0.0500278 =-0.233207 =0.131903
f5<=0.175737 f10<=-1.54883 f18<=0.458353 =0.301985 =-0.0282677 f29<=0.0833703 =1.42558 =-1.17284 f0<=7.60564 f1<=0.552077 =-0.301132 =0.126007 f4<=0.0156289 =0.135176 =2.14702
f28<=0.489707 f29<=0.222286 f12<=0.38893 =-0.174012 =0.0867182 f23<=0.625013 =0.313685 =-0.094317 f14<=0.100021 f10<=-0.940903 =-0.774055 =2.46076 f13<=0.111119 =0.736766 =-0.0548762
f5<=0.502085 f10<=-3.77635 f7<=0.22917 =0.353016 =-0.911493 f5<=0.0686961 =0.204076 =-0.0161187 f10<=-1.20862 f23<=0.60004 =-0.876004 =-0.400479 f2<=0.10571 =-0.188506 =3.33335
f7<=4.78895e-06 f6<=6.64761e-06 f3<=0.414854 =-0.295042 =0.800859 f23<=0.400038 =1.18433 =-0.0651204 f6<=0.180008 f19<=0.318234 =-0.127857 =0.267451 f7<=0.427085 =-0.355057 =0.0645707
f4<=0.0476316 f9<=0.666699 f0<=4.0342 =1.00262 =-0.000778905 f5<=0.114024 =-0.0773861 =-0.683444 f1<=0.361117 f39<=0.008933 =1.21812 =-0.520145 f24<=0.600079 =-0.52361 =0.871113
f3<=0.00428878 f10<=-2.35244 f8<=1.24245 =-0.973544 =-0.234501 f27<=0.141676 =-0.942872 =0.568238 f3<=0.0419113 f25<=0.101575 =-0.5358 =0.633876 f37<=6.40861e-05 =-0.0729077 =0.0768276
f35<=4.24953e-05 f3<=0.318687 f37<=0.0178641 =-0.225909 =0.288497 f36<=0.0448957 =-0.839709 =-0.0933399 f13<=0.150036 f39<=0.075018 =0.238688 =-0.422835 f2<=0.108311 =0.163224 =-0.23674
f27<=0.179623 f39<=0.008933 f18<=0.111167 =0.397378 =-0.168616 f20<=0.666722 =-0.904891 =-0.258579 f16<=0.424252 f15<=0.0317426 =-0.071211 =0.275633 f14<=0.277806 =-0.215994 =0.179805
f5<=0.400021 f14<=0.683372 f28<=0.489707 =0.0194055 =-0.294427 f5<=0.194448 =1.11509 =0.173556 f23<=0.357242 f2<=-0.181907 =1.33203 =-0.786512 f10<=-2.87803 =-0.713082 =-0.112841
f20<=0.0667636 f12<=0.846582 f17<=0.272756 =-0.833128 =-0.234369 f5<=0.366429 =2.18159 =-0.776918 f5<=0.0961578 f6<=0.155575 =0.484893 =-0.0192616 f2<=0.113426 =0.0686269 =-0.126716
f23<=0.845534 f1<=0.591209 f7<=0.736959 =-0.0672633 =0.258813 f26<=0.482959 =-0.0368269 =0.452065 f3<=0.466957 f14<=0.719343 =-0.315852 =0.33266 f16<=0.747722 =1.05455 =-0.592352
f3<=0.900043 f5<=0.175737 f10<=-1.54883 =0.168938 =-0.280112 f23<=0.400038 =-0.278226 =0.0232036 f2<=-0.979498 f7<=0.495834 =1.05349 =-0.781103 f17<=0.000126646 =-0.355908 =-0.974366
f30<=0.857476 f22<=0.697043 f2<=-0.308025 =-0.486015 =0.0595289 f6<=0.302793 =-0.0368636 =-0.47022 f22<=0.300071 f19<=0.500092 =-0.966178 =0.873767 f16<=0.000102041 =0.850055 =-0.505577
f6<=0.695241 f5<=0.0476278 f6<=0.380018 =0.449037 =-0.117575 f1<=0.27474 =-0.712219 =-0.00452643 f24<=0.416754 f20<=0.733443 =-0.853949 =2.04199 f2<=0.694727 =-0.102756 =3.52533
f3<=0.205762 f31<=0.142948 f22<=0.666781 =0.13183 =-0.221426 f37<=6.40861e-05 =-0.560907 =0.0184233 f6<=0.180008 f3<=0.414854 =-0.0460515 =0.611055 f7<=0.369063 =-0.742813 =-0.142458
f5<=0.502085 f15<=0.407418 f18<=0.458353 =0.0794518 =-0.158515 f18<=0.592633 =-0.17471 =0.404429 f3<=0.0691616 f23<=0.60004 =-0.670928 =0.709696 f0<=8.91321 =-0.69806 =0.268851
f21<=0.966713 f2<=-0.383771 f3<=0.318687 =-0.633688 =0.243373 f35<=4.24953e-05 =-0.0870271 =0.0775023 f19<=0.346946 f13<=0.030015 =0.314015 =-0.816394 f12<=0.444478 =0.0892092 =-0.501379
f38<=0.333642 f18<=0.0666939 f5<=0.0333396 =0.273436 =-0.341515 f27<=0.269853 =-0.112328 =0.0858967 f6<=0.180008 f12<=0.38893 =0.488074 =-0.704324 f6<=0.380018 =-0.609431 =-1.07361
f30<=0.750286 f32<=6.21891e-05 f12<=0.405905 =-0.220102 =0.147333 f31<=0.121247 =0.11379 =-0.0844827 f15<=0.226861 f2<=0.233844 =-0.962219 =-0.130006 f13<=0.230822 =0.75256 =-0.337336
f5<=0.295521 f12<=0.777859 f38<=7.12758e-05 =-0.0790911 =0.10427 f20<=0.814865 =1.04251 =-0.529581 f1<=0.478575 f0<=7.60564 =-0.738016 =-0.169384 f7<=0.0312529 =-0.325322 =0.190481
f4<=0.0476316 f28<=8.53825e-05 f39<=7.50751e-05 =-0.266593 =0.128114 f3<=0.0927388 =0.274059 =-0.0152635 f34<=0.05495 f39<=7.50751e-05 =1.04653 =-0.187862 f31<=0.017866 =-1.13869 =0.283879
f3<=0.900043 f5<=0.175737 f10<=-1.54883 =0.160691 =-0.266557 f2<=0.137336 =0.0548651 =-0.202109 f2<=-0.979498 f7<=0.495834 =0.921035 =-0.766966 f17<=0.000126646 =-0.324469 =-0.967688
f23<=0.750084 f7<=0.800035 f6<=0.589638 =0.0285957 =-0.731755 f0<=5.44458 =-0.478097 =0.585308 f13<=0.030015 f15<=0.407418 =0.0162574 =1.01896 f38<=0.0666973 =-0.42457 =-0.0328868
f2<=0.848572 f4<=0.0476316 f6<=0.676196 =0.00316665 =-0.585378 f7<=0.473349 =-0.00560158 =0.969089 f6<=0.258663 f7<=0.116548 =-0.888204 =0.334358 f14<=0.5179 =-1.00064 =1.92788
f28<=0.875198 f27<=0.0500329 f16<=0.166709 =-0.858062 =-0.0261158 f5<=0.0686961 =0.227614 =-0.0065769 f13<=0.360031 f37<=0.0352906 =-0.525557 =0.743201 f0<=4.52719 =1.39479 =-0.916646
f10<=-3.77635 f7<=0.22917 f1<=0.478575 =1.2594 =-0.210936 f0<=3.74943 =-1.03309 =-0.359351 f5<=0.0686961 f29<=0.0833703 =0.467432 =-0.0161737 f1<=0.27474 =-0.694122 =-0.0086557
f17<=0.125034 f20<=0.116891 f23<=0.480986 =-0.915609 =-0.0654532 f6<=0.452768 =0.144177 =-0.595837 f2<=0.492722 f26<=0.325039 =-0.08153 =0.0886948 f26<=0.285789 =0.190016 =-0.295962
f30<=0.857476 f29<=0.222286 f20<=0.500071 =0.0625019 =-0.184266 f23<=0.333452 =0.54443 =0.00239022 f22<=0.300071 f19<=0.500092 =-0.93867 =0.728439 f16<=0.000102041 =0.785983 =-0.469983
f3<=0.00428878 f10<=-2.35244 f8<=1.24245 =-0.967834 =-0.195886 f6<=0.180008 =1.95321 =-0.333834 f3<=0.0308692 f12<=0.185206 =-0.104258 =1.13042 f5<=0.000911744 =0.345295 =-0.0174527
f21<=0.0793799 f25<=0.280038 f17<=0.339313 =-0.106418 =-1.00438 f13<=0.42862 =0.248664 =-0.674142 f2<=-0.244964 f10<=-1.54883 =-0.0996926 =-0.998218 f7<=0.736959 =-0.00312224 =0.210468
f3<=0.900043 f32<=6.21891e-05 f12<=0.500147 =-0.177412 =0.183541 f16<=0.0427274 =-0.201333 =0.0729485 f2<=-0.979498 f7<=0.495834 =0.847319 =-0.739475 f17<=0.000126646 =-0.280039 =-0.96323
f5<=0.344695 f14<=0.719343 f15<=0.0500329 =-0.0818214 =0.0843841 f5<=0.175737 =1.66438 =0.303675 f34<=3.13873e-05 f17<=0.866702 =-0.691987 =-0.216803 f27<=0.428652 =-0.334591 =0.185575
f24<=0.698462 f1<=0.57757 f7<=0.676507 =-0.069723 =0.216383 f23<=0.914319 =0.386886 =-0.262451 f20<=0.400077 f17<=0.515176 =-0.831031 =-0.199352 f0<=7.15812 =0.087691 =-0.231162
f6<=0.380018 f39<=7.50751e-05 f13<=0.00715855 =0.133457 =-0.195865 f0<=5.67504 =0.563824 =0.0783599 f7<=0.495834 f0<=3.48112 =1.90248 =-0.723003 f0<=5.48687 =-0.386117 =0.171619
f5<=0.0961578 f29<=0.0833703 f10<=-1.54883 =0.0364464 =1.39177 f10<=-1.54883 =0.317921 =-0.989423 f14<=0.116678 f15<=0.226861 =-0.360378 =0.0804666 f29<=0.133373 =-0.0791274 =0.228025
f3<=0.168379 f5<=0.166684 f7<=0.116548 =0.573073 =0.0694481 f23<=0.400038 =-0.301476 =0.0779431 f6<=0.180008 f3<=0.414854 =-0.000893034 =0.528796 f7<=0.369063 =-0.727224 =-0.0959709
f7<=4.78895e-06 f6<=6.64761e-06 f3<=0.414854 =-0.263077 =0.520657 f23<=0.400038 =1.05721 =-0.0494932 f6<=0.180008 f19<=0.0909463 =-0.401013 =0.186927 f7<=0.427085 =-0.281916 =0.0504227
f23<=0.653074 f31<=0.121247 f20<=0.961704 =0.117288 =-0.34081 f39<=0.0252154 =-0.466227 =0.148738 f10<=-0.940903 f10<=-1.48552 =-0.0859419 =-0.589211 f27<=0.966709 =0.442107 =5.08967
`

// contextText: the context forest; features in Features' order, then ContextFeatures'.
const contextText = `forest -0.480018 0.1
f40<=0.514471 f42<=0.692577 f41<=0.71064 f40<=0.316618 =-0.819964 =0.237538 f40<=0.200016 =0.119533 =1.27502 f43<=0.350277 f41<=0.970899 =-1.31123 =-1.52396 f41<=0.794749 =-0.456635 =-1.13195 f42<=0.692577 f44<=0.703722 f40<=0.868443 =2.01425 =2.47111 f43<=0.882877 =1.72605 =0.160932 f41<=0.974847 f43<=0.231098 =-0.243513 =1.48893 f43<=0.205803 =-1.41288 =-0.510664
f42<=0.692577 f40<=0.316618 f41<=0.71064 f6<=0.371518 =-0.233785 =-1.02837 f40<=0.133234 =-0.116529 =0.750875 f40<=0.642093 f41<=0.845452 =0.37325 =1.45474 f1<=0.383347 =1.51338 =2.08035 f40<=0.724361 f43<=0.28772 f41<=0.978019 =-1.21429 =-1.43353 f40<=0.316618 =-1.09202 =-0.45291 f5<=0.0720314 f28<=8.53825e-05 =0.153617 =2.2727 f41<=0.987302 =0.385588 =-1.10604
f42<=0.692577 f40<=0.403888 f41<=0.845452 f6<=0.371518 =-0.127665 =-0.849767 f40<=0.133234 =-0.111476 =0.819757 f40<=0.765823 f41<=0.794749 =0.434581 =1.46026 f17<=0.579346 =1.53286 =1.90447 f40<=0.683334 f43<=0.231098 f41<=0.986025 =-1.1744 =-1.37225 f41<=0.974847 =-0.527029 =-1.09078 f41<=0.987302 f43<=0.182589 =-0.379508 =1.34348 f43<=0.182589 =-1.32436 =-0.49379
f42<=0.692577 f40<=0.316618 f41<=0.71064 f6<=0.371518 =-0.199922 =-0.897744 f46<=4.5 =0.75738 =-0.00350123 f40<=0.724361 f41<=0.914542 =0.421064 =1.22951 f26<=0.195676 =0.902387 =1.67632 f40<=0.600809 f43<=0.350277 f40<=0.231649 =-1.28756 =-1.05179 f29<=0.182677 =-0.959751 =-0.243698 f41<=0.974847 f43<=0.182589 =-0.0668729 =1.21326 f43<=0.149206 =-1.20841 =-0.403706
f42<=0.692577 f40<=0.47537 f41<=0.71064 f20<=0.614059 =-0.688885 =0.106657 f10<=-2.00972 =0.846687 =0.0920095 f44<=0.703722 f17<=0.468525 =1.05042 =1.54051 f43<=0.882877 =1.001 =-0.267341 f40<=0.600809 f41<=0.794749 f40<=0.185428 =-1.00481 =-0.109662 f40<=0.231649 =-1.24785 =-1.0104 f41<=0.974847 f17<=0.727312 =0.212865 =1.25783 f43<=0.205803 =-1.10513 =-0.312701
f42<=0.692577 f40<=0.270088 f41<=0.504517 f6<=0.385465 =-0.185637 =-0.868813 f40<=0.105713 =-0.285029 =0.347612 f40<=0.765823 f41<=0.794749 =0.195 =1.01385 f26<=0.227665 =0.895409 =1.45737 f43<=0.350277 f40<=0.231649 f41<=0.957378 =-1.00384 =-1.22456 f41<=0.794749 =-0.0605044 =-0.960305 f46<=1.5 f1<=0.354087 =-0.409134 =1.21809 f29<=0.194476 =-0.79983 =-0.0304696
f42<=0.692577 f40<=0.47537 f40<=0.133234 f6<=0.371518 =-0.152825 =-0.748023 f44<=0.777556 =0.49694 =-0.469457 f44<=0.703722 f40<=0.953102 =1.09959 =1.44523 f43<=0.882877 =0.813081 =-0.328797 f43<=0.350277 f40<=0.231649 f41<=0.980547 =-0.987785 =-1.19259 f41<=0.986025 =-0.455816 =-0.995792 f46<=1.5 f41<=0.987302 =1.08327 =-0.721027 f26<=0.495204 =-0.710826 =0.0888796
f42<=0.692577 f40<=0.47537 f41<=0.794749 f17<=0.272756 =-0.862294 =-0.18035 f46<=4.5 =0.730482 =0.0258637 f40<=0.868443 f10<=-1.54883 =1.06826 =0.317117 f42<=0.569407 =1.32213 =0.607898 f40<=0.55539 f41<=0.982892 f40<=0.185428 =-0.959123 =-0.443049 f40<=0.250312 =-1.14659 =-0.930596 f41<=0.71064 f1<=0.390969 =0.20428 =1.40867 f5<=0.0720314 =1.10386 =-0.585193
f42<=0.692577 f40<=0.55539 f40<=0.185428 f42<=0.0517996 =-0.762457 =-0.0944007 f44<=0.777556 =0.529017 =-0.320571 f1<=0.390969 f40<=0.937468 =0.32148 =1.12937 f46<=4.5 =1.24031 =0.601916 f43<=0.350277 f40<=0.231649 f41<=0.957378 =-0.861084 =-1.11144 f41<=0.986025 =-0.391342 =-0.910288 f29<=0.203772 f42<=1.32647 =-0.756237 =0.210643 f41<=0.989297 =0.913605 =-0.461799
f42<=0.692577 f40<=0.55539 f1<=0.374413 f2<=0.231957 =-0.660089 =0.170964 f40<=0.118757 =-0.237523 =0.462567 f17<=0.579346 f2<=-0.112373 =-0.292386 =0.805511 f26<=0.195676 =0.465469 =1.19207 f43<=0.231098 f41<=0.986025 f40<=0.185428 =-0.920494 =-0.456188 f42<=0.714929 =-0.616964 =-1.07704 f40<=0.514471 f13<=0.667603 =-0.635119 =1.33689 f41<=0.989297 =0.76883 =-0.331051
f42<=0.692577 f40<=0.55539 f41<=0.845452 f29<=0.132768 =-0.604242 =0.0464723 f10<=-1.88795 =0.6588 =-0.0589829 f44<=0.667899 f17<=0.579346 =0.711872 =1.1412 f26<=0.279741 =-0.474601 =0.621365 f43<=0.231098 f41<=0.980547 f40<=0.438608 =-0.792127 =-0.0177504 f42<=0.714929 =-0.543379 =-1.03841 f40<=0.514471 f41<=0.993409 =-0.360929 =-0.879097 f29<=0.2513 =-0.200512 =0.793121
f42<=0.692577 f40<=0.642093 f40<=0.133234 f6<=0.371518 =-0.0977199 =-0.617385 f44<=0.703722 =0.415387 =-0.303589 f40<=0.979246 f10<=-1.88795 =1.1167 =0.500969 f42<=0.569407 =1.21505 =0.429138 f43<=0.231098 f41<=0.794749 f13<=0.218835 =-0.849885 =0.0249277 f40<=0.231649 =-1.01234 =-0.751503 f40<=0.55539 f41<=0.993409 =-0.31994 =-0.824901 f41<=0.988381 =0.729592 =-0.330193
f42<=0.692577 f40<=0.642093 f41<=0.970899 f17<=0.543374 =-0.432906 =0.147886 f10<=-1.88795 =0.79101 =0.00419 f40<=0.964095 f10<=-1.54883 =0.949041 =0.245729 f42<=0.569407 =1.14611 =0.299564 f40<=0.29393 f41<=0.970899 f0<=6.42568 =-0.822015 =-0.377091 f42<=0.714929 =-0.541657 =-0.993245 f41<=0.71064 f6<=0.297371 =1.06883 =-0.137851 f43<=0.133417 =-0.736447 =-0.212043
f42<=0.692577 f40<=0.270088 f6<=0.342545 f46<=7.5 =0.239507 =-0.528259 f7<=0.471438 =-0.883885 =-0.24447 f40<=0.868443 f10<=-2.19101 =0.833092 =0.244904 f2<=-0.112373 =0.413059 =1.04279 f43<=0.231098 f41<=0.986025 f40<=0.185428 =-0.781027 =-0.277713 f42<=0.74119 =-0.599353 =-0.981578 f29<=0.203772 f44<=1.0297 =-0.390066 =-1.10169 f41<=0.988381 =0.644655 =-0.36461
f42<=0.692577 f40<=0.724361 f41<=0.978019 f29<=0.281714 =-0.305745 =0.270882 f46<=4.5 =0.782186 =0.0161493 f17<=0.579346 f26<=0.266725 =-0.531274 =0.663776 f26<=0.195676 =0.242518 =1.03055 f40<=0.29393 f41<=0.970899 f5<=0.166098 =-0.874963 =-0.395603 f13<=0.500082 =-0.964511 =-0.719291 f41<=0.988381 f43<=0.600504 =-0.0917578 =0.76695 f1<=0.574875 =-0.752538 =-0.143755
f42<=0.692577 f40<=0.724361 f40<=0.231649 f2<=0.231957 =-0.314239 =0.224809 f8<=2.74032 =0.382888 =-0.665323 f1<=0.390969 f26<=0.227665 =-0.442249 =0.615245 f23<=0.812513 =0.990553 =0.107754 f43<=0.205803 f41<=0.986025 f40<=0.185428 =-0.720517 =-0.245828 f42<=0.714929 =-0.331224 =-0.926802 f40<=0.89534 f17<=0.647166 =-0.559719 =0.0120594 f45<=0.384731 =1.02294 =-0.422985
f42<=0.714929 f40<=0.765823 f44<=0.703722 f40<=0.100018 =-0.283203 =0.297177 f43<=0.600504 =-0.117742 =-0.899596 f21<=0.0874239 f35<=0.128932 =-0.144646 =-2.91886 f42<=0.569407 =0.899401 =0.0155073 f43<=0.182589 f41<=0.794749 f42<=1.2429 =0.228109 =-0.749467 f40<=0.214618 =-0.919152 =-0.654164 f29<=0.150038 f32<=0.0631838 =-0.734662 =-0.171714 f33<=5.72738e-05 =-0.514127 =0.469768
f42<=0.714929 f40<=0.765823 f1<=0.390969 f2<=0.2236 =-0.467802 =0.245315 f46<=4.5 =0.410598 =-0.0536894 f40<=0.979246 f10<=-1.85631 =0.939716 =0.257458 f21<=0.200202 =0.196107 =1.04647 f40<=0.403888 f41<=0.970899 f0<=6.35524 =-0.702923 =-0.179055 f13<=0.667603 =-0.862593 =-0.0807541 f41<=0.988381 f1<=0.390969 =-0.450045 =0.536769 f21<=0.622087 =-0.807704 =-0.0107024
f40<=0.29393 f42<=0.714929 f41<=0.0529079 f6<=0.460073 =-0.186381 =-0.766717 f2<=0.27222 =-0.131877 =0.431631 f41<=0.980547 f13<=0.547871 =-0.585163 =0.260971 f5<=0.246578 =-0.944194 =-0.688829 f40<=0.953102 f42<=0.673747 f10<=-1.88795 =0.657854 =0.0857739 f13<=0.667603 =-0.248933 =1.86641 f5<=0.119171 f2<=-0.404108 =-1.29606 =0.971949 f44<=0.777556 =0.410885 =-1.14522
f42<=0.692577 f40<=0.765823 f41<=0.978019 f29<=0.132768 =-0.373483 =0.0907545 f10<=-2.09626 =0.822289 =0.0643313 f2<=-0.112373 f17<=0.492462 =-1.08577 =0.360432 f26<=0.227665 =0.00303812 =0.870127 f43<=0.205803 f41<=0.986025 f0<=6.5475 =-0.60879 =-0.0854862 f40<=0.231649 =-0.885989 =-0.58579 f17<=0.647166 f20<=0.714393 =-0.514604 =0.443982 f41<=0.71064 =1.09398 =0.0024694
f40<=0.250312 f42<=0.714929 f44<=0.703722 f6<=0.342545 =0.13776 =-0.267115 f43<=0.701523 =-0.293137 =-0.929125 f41<=0.980547 f13<=0.547871 =-0.544843 =0.317973 f5<=0.246578 =-0.93646 =-0.633809 f40<=0.979246 f42<=0.673747 f41<=0.978019 =0.076859 =0.583584 f41<=0.992995 =0.0591775 =-0.524371 f21<=0.200202 f35<=0.0909407 =0.77276 =-1.73523 f14<=0.0045461 =1.051 =0.747511
f40<=0.55539 f42<=0.714929 f46<=6.5 f6<=0.547647 =0.182848 =-0.372433 f44<=0.777556 =-0.223335 =-0.745571 f41<=0.794749 f42<=1.2429 =0.341021 =-0.502807 f43<=0.133417 =-0.762997 =-0.362307 f40<=0.979246 f10<=-1.85631 f42<=0.673747 =0.776013 =0.11964 f41<=0.998997 =-0.100093 =0.982794 f21<=0.200202 f35<=0.0909407 =0.738521 =-1.45151 f14<=0.0045461 =1.03017 =0.712654
f40<=0.231649 f42<=0.74119 f2<=0.27222 f44<=1.0297 =-0.155173 =-0.766989 f6<=0.476526 =0.36455 =-0.479743 f5<=0.246578 f43<=0.28772 =-0.858783 =-0.29728 f46<=2.5 =1.67528 =-0.475538 f40<=0.953102 f42<=0.673747 f41<=0.978019 =0.018226 =0.498956 f13<=0.667603 =-0.203796 =1.91754 f5<=0.119171 f32<=0.0925376 =0.95565 =0.527757 f22<=0.766738 =0.225775 =-1.44425
f40<=0.600809 f42<=0.74119 f40<=0.0849124 f2<=0.2236 =-0.497787 =0.0692738 f44<=0.884426 =0.142763 =-0.382953 f41<=0.982892 f40<=0.173321 =-0.509139 =0.0508058 f13<=0.667603 =-0.735907 =0.497467 f44<=0.703722 f42<=0.54717 f26<=0.172729 =-0.312905 =0.73988 f23<=0.812513 =0.244881 =-1.06926 f43<=0.701523 f32<=0.0712098 =0.423214 =-0.605015 f8<=2.01268 =-1.36956 =0.0228934
f40<=0.724361 f42<=0.714929 f41<=0.998876 f44<=0.703722 =0.0477164 =-0.352133 f23<=0.532577 =0.929271 =0.120854 f41<=0.980547 f10<=-2.29569 =-0.564365 =0.0336433 f13<=0.667603 =-0.678403 =0.452817 f17<=0.854632 f26<=0.279741 f10<=-1.72333 =0.444099 =-0.795269 f2<=-0.112373 =-0.435189 =0.553406 f43<=0.0729974 f28<=0.270303 =0.504227 =-2.12353 f19<=0.275152 =0.401271 =0.970716
f40<=0.231649 f42<=0.74119 f6<=0.547647 f46<=7.5 =0.0495365 =-0.409885 f7<=0.725594 =-1.06369 =-0.143191 f5<=0.246578 f43<=0.28772 =-0.806202 =-0.20897 f46<=2.5 =1.46759 =-0.375713 f40<=0.979246 f10<=-1.88795 f40<=0.683334 =0.160829 =0.686998 f19<=0.309599 =-0.43474 =0.0912789 f14<=0.0178817 f27<=0.000101461 =-0.418652 =0.962296 f18<=8.61326e-05 =-2.14746 =0.542121
f43<=0.0729974 f42<=0.74119 f23<=0.612257 f27<=0.16573 =-0.6501 =0.119752 f1<=0.484198 =-0.984871 =-0.37064 f5<=0.228068 f41<=0.984324 =-0.573903 =-0.902844 f41<=0.71064 =0.75815 =-0.451367 f17<=0.798808 f20<=0.806254 f2<=0.0966516 =-0.378966 =0.106715 f42<=0.525807 =0.737528 =0.0167082 f42<=0.590652 f44<=0.436248 =0.86402 =0.149786 f20<=0.777905 =0.553763 =-0.137968
f43<=0.0729974 f42<=0.74119 f33<=0.0666813 f23<=0.482097 =0.281846 =-0.22508 f17<=0.447712 =-0.900578 =-0.296412 f5<=0.217624 f41<=0.984324 =-0.572336 =-0.898434 f40<=0.133234 =-0.534833 =0.187761 f44<=0.703722 f43<=0.543443 f17<=0.600022 =-0.147803 =0.270312 f26<=0.25021 =-0.0166872 =0.663317 f43<=0.701523 f1<=0.202862 =0.822841 =-0.131617 f41<=0.992995 =-0.812657 =0.58414
f40<=0.185428 f42<=0.74119 f42<=0.0300648 f0<=5.55489 =-0.83767 =-0.226873 f5<=0.1756 =0.22679 =-0.189745 f5<=0.254195 f43<=0.231098 =-0.787479 =-0.262513 f7<=0.0619602 =-0.639801 =-0.000629867 f40<=0.979246 f24<=0.266752 f21<=0.481385 =-0.50034 =0.304161 f2<=-0.187957 =-0.440582 =0.213398 f14<=0.00139355 f24<=0.25014 =-0.0438978 =0.963621 f21<=0.242475 =-0.495565 =0.57585
f42<=0.692577 f40<=0.953102 f41<=0.998876 f10<=-1.88795 =0.173432 =-0.172145 f23<=0.532577 =1.03243 =0.166243 f23<=0.666825 f17<=0.272756 =-0.436362 =0.806722 f19<=0.326599 =-2.45645 =0.208982 f41<=0.992995 f10<=-2.29569 f43<=0.701523 =-0.524681 =1.14715 f31<=0.017354 =-0.277639 =0.336752 f26<=0.545534 f44<=0.255939 =-0.819361 =-0.474431 f43<=0.231098 =-0.482634 =0.669733
f43<=0.0729974 f42<=0.74119 f33<=0.0666813 f28<=0.256008 =0.151995 =-0.450796 f17<=0.363731 =-0.935957 =-0.292759 f41<=0.794749 f45<=0.0250018 =-0.446783 =0.716821 f5<=0.217624 =-0.788035 =-0.394194 f29<=0.308672 f44<=0.516786 f42<=0.61252 =0.335492 =-0.181428 f16<=0.027461 =-0.784933 =-0.155056 f42<=0.405502 f1<=0.295347 =-0.331182 =0.831867 f41<=0.614872 =0.890531 =0.111393
f40<=0.133234 f42<=0.769073 f27<=0.0672673 f20<=0.571522 =-0.903952 =-0.180034 f36<=0.0532804 =0.0413092 =-0.280396 f5<=0.246578 f43<=0.28772 =-0.794943 =-0.227923 f41<=0.980547 =0.100451 =-0.530484 f40<=0.987358 f22<=0.344193 f13<=0.00721875 =0.105727 =-0.342399 f2<=0.0883209 =-0.0974209 =0.281021 f14<=0.0178817 f24<=0.25014 =-0.115266 =0.989031 f25<=0.0893125 =-2.03834 =0.562296
f43<=0.164935 f42<=0.74119 f46<=4.5 f41<=0.914542 =-0.149263 =0.331581 f10<=-2.58109 =0.255309 =-0.414171 f5<=0.171095 f35<=0.0207467 =-0.890259 =-0.556495 f41<=0.794749 =0.449119 =-0.379986 f44<=0.884426 f17<=0.864021 f26<=0.279741 =-0.255689 =0.259797 f19<=0.275152 =0.0872442 =0.718643 f43<=0.701523 f1<=0.202862 =1.06794 =-0.226803 f41<=0.992995 =-0.962715 =0.698074
f43<=0.0729974 f42<=0.74119 f23<=0.612257 f2<=-0.222391 =-0.986465 =0.0722865 f1<=0.605145 =-0.623708 =-0.137894 f5<=0.217624 f41<=0.984324 =-0.426085 =-0.824697 f1<=0.517145 =-0.550665 =0.112936 f29<=0.308672 f2<=0.0980491 f16<=0.375143 =-0.493541 =0.014427 f42<=0.692577 =0.267335 =-0.24193 f42<=0.405502 f6<=0.580427 =0.777308 =-0.293829 f23<=0.652277 =0.366913 =-0.136422
f40<=0.0899104 f42<=0.795621 f6<=0.521931 f1<=0.202862 =0.825585 =-0.175347 f43<=0.754842 =-0.681196 =0.298195 f5<=0.291396 f43<=0.441771 =-0.755117 =0.0163613 f29<=0.800137 =-0.257212 =2.06519 f5<=7.13023e-06 f8<=3.11327 f29<=0.0400535 =-0.596808 =0.987341 f30<=0.0833779 =-1.1025 =0.0200534 f24<=0.363714 f21<=0.481385 =-0.331541 =0.149364 f17<=0.468525 =-0.16448 =0.230059
f40<=0.987358 f40<=0.0849124 f6<=0.476526 f8<=3.11327 =-0.284721 =0.785513 f0<=7.42685 =-0.772279 =-0.163602 f27<=0.197979 f28<=0.0476432 =-0.496288 =-0.0217209 f42<=0.692577 =0.181908 =-0.153222 f14<=0.0178817 f24<=0.25014 f20<=0.58516 =-2.90272 =0.769187 f15<=0.462386 =0.979773 =-0.285262 f25<=0.0893125 f16<=0.589423 =0.817549 =-3.4874 f42<=0.74119 =0.700722 =-1.15734
f5<=0.000725977 f29<=0.0400535 f20<=0.307269 f0<=4.79164 =1.02375 =-1.27328 f10<=-0.912831 =-0.364692 =1.42946 f44<=0.703722 f8<=0.346574 =0.116174 =1.09004 f32<=0.0173828 =1.74974 =-0.343813 f43<=0.0729974 f25<=0.244513 f5<=0.0169883 =0.518107 =-0.585897 f18<=0.155575 =-0.502726 =-0.0471228 f17<=0.798808 f20<=0.865432 =-0.117656 =0.40652 f19<=0.196783 =-0.291082 =0.393697
f40<=0.987358 f40<=0.0849124 f42<=0.769073 f2<=0.2236 =-0.318659 =0.153257 f13<=0.547871 =-0.602011 =0.164608 f44<=0.884426 f43<=0.350277 =-0.0404866 =0.250725 f43<=0.600504 =-0.0928894 =-0.745783 f23<=0.696585 f24<=0.25014 f35<=0.0529484 =-1.91581 =0.637198 f42<=0.714929 =0.91167 =0.166903 f10<=-1.57533 f29<=0.308672 =-4.3821 =0.642624 f26<=0.318195 =-1.43414 =0.727175
f5<=0.000725977 f29<=0.0400535 f46<=4.5 f44<=0.410612 =-1.17703 =0.818795 =-1.24727 f44<=0.703722 f8<=0.346574 =0.0910262 =1.04422 f32<=0.014291 =1.67007 =-0.25685 f17<=0.561471 f46<=0.5 f6<=0.356831 =0.168821 =-0.995388 f20<=0.760481 =-0.180027 =0.319122 f46<=3.5 f22<=0.344193 =-0.301915 =0.480316 f43<=0.350277 =-0.196714 =0.171353
f42<=0.692577 f41<=0.998876 f13<=0.00721875 f6<=0.328712 =0.484315 =-0.139342 f7<=0.424403 =-0.259688 =0.159531 f23<=0.532577 f0<=8.60374 =1.06426 =-0.113093 f43<=0.182589 =-0.282404 =0.734387 f41<=0.992995 f0<=6.5475 f43<=0.600504 =-0.306953 =0.745926 f31<=0.017354 =-0.17023 =0.523105 f26<=0.545534 f41<=0.998202 =-0.442821 =-0.83362 f0<=7.42685 =0.298244 =-0.634322
f40<=0.99246 f27<=0.197979 f39<=0.014201 f28<=0.0574253 =-0.413921 =0.0450138 f20<=0.631636 =-1.16132 =-0.241506 f42<=0.692577 f23<=0.652277 =0.242263 =-0.215892 f41<=0.794749 =0.366915 =-0.294817 f18<=8.61326e-05 =-1.51276 f24<=0.400062 f19<=0.433042 =-1.2048 =0.794482 f25<=0.0893125 =0.10811 =1.01827
f5<=0.000725977 f29<=0.0400535 f46<=4.5 f44<=0.410612 =-1.12736 =0.714989 =-1.23015 f44<=0.703722 f3<=0.455099 =0.954648 =-0.331967 f32<=0.014291 =1.46833 =-0.258296 f21<=0.311162 f23<=0.473711 f29<=0.132768 =-0.454378 =0.27092 f31<=0.017354 =-0.785519 =-0.307672 f27<=0.274019 f19<=0.236004 =-0.728917 =-0.0555337 f23<=0.652277 =0.203595 =-0.120595
f43<=0.0729974 f25<=0.244513 f5<=0.0169883 f23<=0.333452 =1.19345 =-0.852509 f45<=0.268747 =-0.708036 =-0.231346 f12<=0.104297 f17<=0.33741 =-0.874862 =-0.146569 f2<=0.126389 =0.286727 =-0.209814 f44<=0.884426 f17<=0.468525 f16<=0.600897 =-0.211295 =0.459694 f42<=0.569407 =0.396468 =0.000570285 f43<=0.701523 f13<=0.0215091 =0.267635 =-0.326992 f41<=0.992995 =-0.853836 =0.691709
f5<=0.000725977 f29<=0.0400535 f46<=4.5 f6<=0.0695682 =1.55191 =-0.552357 =-1.20644 f22<=0.207138 f18<=0.3691 =-0.591408 =0.877313 f35<=0.066698 =0.971457 =0.23081 f24<=0.375067 f21<=0.43345 f28<=0.428829 =-0.243572 =-0.90606 f19<=0.556093 =-0.177191 =0.329603 f17<=0.500179 f12<=0.34872 =-0.331366 =0.292681 f46<=3.5 =0.402659 =-0.0310312
f43<=0.164935 f45<=0.430479 f46<=3.5 f5<=0.270815 =-0.138144 =1.09096 f1<=0.582087 =-0.518265 =-0.123676 f13<=5.88789e-05 f10<=-1.82137 =0.794856 =0.0271955 f2<=0.331446 =-0.145621 =0.312685 f26<=0.279741 f2<=0.182702 f20<=0.650036 =-0.661175 =0.0829941 f8<=3.77269 =0.0232001 =1.38784 f42<=0.590652 f19<=0.196783 =-0.222295 =0.448489 f42<=1.16874 =-0.158422 =0.422071
f40<=0.99246 f27<=0.180074 f35<=0.0267435 f7<=0.102305 =0.19304 =-0.641427 f43<=0.396171 =-0.28877 =0.155161 f42<=0.692577 f23<=0.652277 =0.198844 =-0.182693 f41<=0.998202 =-0.0338767 =-0.676246 f18<=8.61326e-05 =-1.4955 f24<=0.400062 f19<=0.433042 =-1.15896 =0.739042 f25<=0.0893125 =-0.00880051 =1.00463
f29<=0.295872 f20<=0.496997 f12<=0.269277 f2<=0.172111 =-0.457871 =0.17623 f42<=0.714929 =0.46487 =-0.126918 f1<=0.510885 f41<=0.614872 =-0.0412566 =-0.573404 f42<=0.426026 =0.471434 =-0.0828372 f43<=0.600504 f27<=0.542794 f22<=0.441968 =-0.419633 =0.0497655 f23<=0.493237 =0.780166 =0.0373105 f44<=0.461595 f45<=0.865579 =0.815696 =-0.118047 f39<=0.0615687 =0.223035 =-1.32321
f5<=0.000725977 f29<=0.0400535 f46<=4.5 f44<=0.410612 =-1.07508 =0.681398 =-1.17649 f32<=0.0173828 f2<=0.0542306 =-0.0125126 =1.30015 f31<=0.0333644 =-0.448189 =0.660664 f41<=0.0529079 f39<=0.0557705 f20<=0.614059 =-0.384314 =0.266384 f40<=0.642093 =-0.978612 =-2.07216 f7<=0.782669 f6<=0.580427 =-0.00377037 =-0.985321 f23<=0.60004 =0.661635 =-0.300561
f43<=0.0729974 f45<=0.120607 f3<=0.303214 f5<=0.0232526 =0.581525 =-0.24604 f20<=0.557183 =-1.2792 =-0.44583 f0<=5.47437 f42<=1.2429 =0.383282 =2.066 f6<=0.415112 =-0.207505 =0.314405 f26<=0.279741 f2<=0.331446 f20<=0.680958 =-0.46108 =0.0944043 f20<=0.34481 =0.865327 =0.0588049 f31<=0.017354 f23<=0.838284 =-0.0327596 =-0.960889 f45<=0.0594099 =0.475544 =0.0820407
f0<=9.89905 f10<=-1.85631 f43<=0.441771 f45<=0.430479 =-0.122207 =0.26921 f44<=0.516786 =0.632934 =-0.30932 f7<=0.802086 f16<=0.027461 =-0.592177 =-0.123468 f26<=0.690519 =0.484872 =-1.05979 f35<=0.00963306 f41<=0.886584 f4<=0.00674076 =-1.32593 =0.139973 f15<=0.333533 =1.33482 =-0.577804 f45<=0.989466 f42<=0.673747 =0.857509 =2.20141 f1<=0.500013 =-2.20889 =1.17062
f18<=0.0677632 f2<=0.297733 f41<=0.992995 f20<=0.542975 =-0.667756 =0.0183036 f0<=5.72522 =0.751435 =-1.24125 f42<=0.692577 f7<=0.239092 =0.992897 =0.0265266 f32<=0.130778 =-0.900034 =0.520099 f27<=0.285811 f39<=0.119081 f0<=9.6604 =-0.121304 =0.575472 f15<=0.572201 =-1.18511 =0.281325 f22<=0.441968 f21<=0.175016 =-0.760058 =-0.00328197 f46<=4.5 =0.359475 =-0.0225385
f5<=0.00310586 f29<=0.0834084 f20<=0.329974 f0<=4.79164 =1.01613 =-0.903468 f10<=-1.20862 =-0.1631 =1.02176 f32<=0.0173828 f8<=1.24245 =-0.0998693 =1.42665 f1<=0.295347 =-0.385952 =0.60193 f21<=0.149706 f16<=0.779577 f31<=0.0738344 =0.0725701 =-0.718115 f27<=0.580107 =-1.02241 =0.358784 f2<=-0.268087 f20<=0.952394 =-0.676309 =-0.0126464 f26<=0.195676 =-0.291631 =0.0754651
f29<=0.295872 f20<=0.496997 f12<=0.269277 f38<=0.092648 =-0.076586 =-1.06714 f7<=0.493386 =0.109418 =0.652221 f1<=0.510885 f40<=0.683334 =-0.236332 =-0.829787 f42<=0.525807 =0.324751 =-0.116509 f28<=0.572509 f23<=0.750084 f22<=0.460324 =0.0769016 =0.57226 f41<=0.988381 =0.246103 =-0.531064 f35<=0.080612 f14<=0.394647 =-1.08992 =-0.230794 f13<=0.107743 =0.616588 =-0.158848
f43<=0.0729974 f2<=0.694727 f3<=0.0700438 f20<=0.416773 =0.711464 =-0.126404 f45<=0.137554 =-0.289578 =-0.0114592 f45<=0.865579 f29<=0.281714 =-1.09065 =-0.305698 f40<=0.29393 =1.6857 =-0.623121 f44<=0.884426 f7<=0.859191 f6<=0.248141 =0.211968 =-0.115462 f23<=0.71443 =0.786189 =-0.315078 f43<=0.701523 f20<=0.307269 =0.402845 =-0.220649 f41<=0.992995 =-0.753092 =0.633368
f0<=9.89905 f32<=0.0871979 f46<=5.5 f42<=0.692577 =0.195347 =-0.130141 f16<=0.62033 =-0.334746 =0.0633202 f20<=0.714393 f12<=0.0196723 =-0.865638 =-0.104873 f41<=0.991885 =0.230822 =-0.296477 f35<=0.0476432 f28<=0.00961881 f13<=0.0556557 =-1.25696 =0.478687 f28<=0.16967 =0.76701 =-0.466537 f42<=0.795621 f1<=0.354087 =1.9122 =0.665803 f25<=0.500081 =1.02912 =3.68622
f5<=0.00310586 f20<=0.118313 f7<=0.0619602 f0<=6.5475 =1.17341 =-0.647045 =-1.42292 f24<=0.181268 f19<=0.544849 =-0.575611 =0.860734 f36<=0.190008 =0.707997 =-0.61672 f41<=0.0529079 f39<=0.0557705 f5<=0.254195 =-0.235467 =1.62176 f6<=0.173939 =-0.328352 =-1.20545 f7<=0.641996 f6<=0.491568 =-0.00176476 =-1.00659 f23<=0.625013 =0.40524 =-0.254206
f43<=0.350277 f6<=0.561122 f46<=3.5 f5<=0.270815 =0.0439155 =0.824375 f45<=0.430479 =-0.256886 =0.0468528 f7<=0.766605 f12<=0.55066 =-1.04911 =0.578329 f2<=0.0770601 =-0.650056 =0.390502 f44<=0.588228 f45<=0.979195 f31<=0.0392652 =0.0887455 =0.454364 f41<=0.997447 =-0.930498 =0.540987 f4<=0.0603033 f14<=0.158998 =-0.117395 =-0.71011 f3<=0.171534 =0.439062 =1.9009
f0<=9.89905 f10<=-1.85631 f43<=0.441771 f6<=0.561122 =0.0409319 =-0.529034 f44<=0.516786 =0.552304 =-0.238584 f41<=0.614872 f22<=0.367386 =-0.199309 =0.45444 f41<=0.997732 =-0.30119 =0.0860125 f35<=0.0476432 f31<=8.53825e-05 f20<=0.760481 =-1.31334 =-0.0915459 f28<=0.16967 =0.559391 =-0.480514 f42<=0.795621 f1<=0.354087 =1.72458 =0.615901 f25<=0.500081 =0.950852 =3.05342
f2<=-0.222391 f13<=0.107743 f20<=0.600089 f46<=2.5 =-0.986301 =-0.106589 f25<=0.500081 =0.131285 =1.05837 f41<=0.993892 f20<=0.89095 =-0.813949 =0.169306 f15<=3.15259e-05 =-0.284086 =-1.83165 f7<=0.493386 f6<=0.371518 f0<=5.55489 =0.384236 =-0.0205176 f23<=0.236962 =0.118466 =-1.06829 f42<=0.851107 f23<=0.666825 =0.32456 =-0.201112 f13<=0.295929 =-0.638369 =0.292394
f24<=0.436669 f5<=0.0668227 f16<=0.555637 f25<=0.200475 =0.344805 =-0.309134 f23<=0.291843 =-0.386464 =0.955363 f25<=0.54558 f20<=0.496997 =0.0193762 =-0.39117 f31<=0.0987011 =0.247592 =-0.34663 f18<=0.18527 f2<=0.258005 f20<=0.650036 =-0.698947 =-0.113673 f15<=0.181994 =0.24546 =-0.826106 f21<=0.51585 f29<=0.228746 =0.153429 =0.674269 f19<=0.422318 =-0.350158 =0.164881
f43<=0.0250027 f45<=0.137554 f41<=0.99605 f3<=0.303214 =-0.0554959 =-0.621216 f19<=0.96685 =-0.775626 =0.184185 f21<=0.326565 f23<=0.317384 =0.591185 =-0.588841 f21<=0.72955 =0.338713 =-0.217033 f26<=0.150507 f14<=0.0288789 f40<=0.403888 =0.263149 =-0.43565 f32<=0.285859 =-0.690563 =0.46099 f7<=0.802086 f6<=0.580427 =0.0677108 =-0.793204 f35<=0.150052 =0.513727 =-0.443749
f13<=0.667603 f42<=0.714929 f41<=0.998997 f13<=0.00721875 =0.188335 =-0.0928368 f46<=4.5 =0.825252 =0.168731 f41<=0.980547 f13<=0.547871 =0.0678427 =1.11659 f1<=0.500013 =-0.6182 =-0.0940157 f12<=0.294664 f23<=0.958277 f21<=0.326565 =-0.229935 =1.55932 f42<=0.61252 =0.985087 =-0.824104 f16<=0.571523 =-1.26916 f5<=0.348431 =0.980117 =-0.952891
f21<=0.025105 f10<=-1.93008 f25<=0.277847 f0<=6.42568 =-1.39898 =-0.0654281 f10<=-2.38208 =-0.263421 =1.21805 f40<=0.214618 f34<=0.0461747 =-0.85998 =0.161659 f13<=0.0125134 =-0.390276 =-1.69342 f0<=9.89905 f23<=0.894453 f29<=0.350143 =-0.0288971 =0.184625 f3<=0.455099 =-0.378235 =0.611387 f35<=0.00963306 f41<=0.886584 =-0.893126 =0.547126 f9<=0.624858 =0.547824 =1.41079
f2<=-0.222391 f6<=0.264887 f41<=0.984324 f13<=0.0694494 =0.677679 =-0.0622593 f2<=-0.404108 =-1.36498 =-0.326288 f40<=0.403888 f21<=0.481385 =-0.701293 =0.284249 f16<=0.62033 =-1.33332 =0.208003 f24<=0.181268 f38<=0.0153757 f35<=0.0207467 =-0.498782 =0.203514 f15<=0.623628 =-0.674386 =0.768842 f1<=0.202862 f29<=0.0193053 =-1.06001 =1.38322 f7<=0.493386 =-0.0320975 =0.191845
f43<=0.0250027 f45<=0.137554 f41<=0.997447 f3<=0.303214 =-0.0674333 =-0.595155 f40<=0.89534 =-0.670769 =-2.09339 f21<=0.326565 f13<=0.328975 =-0.902957 =0.0215716 f21<=0.72955 =0.307848 =-0.199332 f14<=0.0045461 f42<=0.569407 f19<=0.600128 =0.166837 =0.674775 f21<=0.400031 =-0.343235 =0.0755312 f26<=0.363681 f16<=0.0531109 =-0.853327 =-0.171451 f2<=0.0980491 =-0.0807219 =0.253562
f13<=0.576197 f37<=0.107195 f34<=0.111158 f23<=0.894453 =0.0735095 =-0.442508 f1<=0.582087 =-0.308803 =0.274208 f25<=0.500081 f24<=0.496314 =-0.808462 =-0.1969 f24<=0.150036 =-0.792488 =0.0413212 f12<=0.294664 f18<=0.138963 f12<=0.040352 =0.0934828 =-1.35065 f19<=0.085441 =-0.472429 =0.759967 f25<=0.80024 f42<=1.2429 =-0.778487 =0.712302 f40<=0.126416 =-0.556328 =2.53856
f2<=0.770344 f2<=0.27222 f7<=0.424403 f6<=0.356831 =-0.0525424 =-1.06066 f26<=0.21028 =-0.320246 =0.167516 f42<=0.525807 f24<=0.181268 =-0.287125 =0.452219 f9<=0.342896 =0.0405294 =-0.630498 f6<=0.356831 f5<=0.0493837 f9<=0.541694 =1.23679 =-0.0576911 f27<=0.530657 =-0.76362 =0.24533 f29<=0.412544 f27<=0.778029 =-1.10358 =0.451816 =0.845672
f29<=0.228746 f20<=0.496997 f39<=0.091312 f27<=0.0672673 =-0.433481 =0.197837 f17<=0.447712 =-1.12435 =-0.0958252 f16<=0.600897 f40<=0.47537 =-0.229711 =-0.697295 f26<=0.579628 =-0.106791 =0.420707 f28<=0.428829 f8<=2.74032 f23<=0.638453 =0.329377 =-0.025794 f20<=0.69904 =-0.849393 =0.554111 f14<=0.199928 f21<=0.833546 =-0.882824 =0.345414 f25<=0.285797 =-0.63542 =0.157117
f43<=0.164935 f2<=0.770344 f3<=0.0486576 f9<=0.455866 =0.660441 =-0.878656 f29<=0.0193053 =-0.315988 =-0.0254052 f3<=0.139538 f20<=0.916725 =-1.19592 =0.0062753 f30<=0.428645 =0.0849286 =-1.12286 f26<=0.3572 f14<=0.00926156 f4<=7.35814e-06 =0.304922 =-0.169883 f7<=0.700135 =-0.420568 =0.13508 f31<=0.00910275 f23<=0.750084 =-0.0206549 =-0.856251 f45<=0.0594099 =0.503792 =0.12771
f0<=9.89905 f10<=-1.85631 f6<=0.561122 f43<=0.441771 =0.0404266 =0.368259 f7<=0.725594 =-1.05231 =-0.0406529 f0<=6.35524 f33<=0.0222519 =-0.964133 =-0.145281 f20<=0.496997 =0.120189 =-0.153392 f35<=0.0476432 f28<=0.00961881 f13<=0.0556557 =-1.13602 =0.448179 f4<=0.00674076 =-0.0033315 =1.57369 f20<=0.614059 f24<=0.651549 =0.439186 =-0.927698 f6<=0.0852223 =0.478628 =1.43244
f13<=0.667603 f6<=0.192209 f5<=0.152675 f23<=0.652277 =0.376896 =-0.0817207 f42<=1.52637 =-0.127366 =0.976299 f7<=0.360489 f1<=0.202862 =0.596974 =-0.722876 f42<=1.10525 =0.0806597 =-0.479441 f29<=0.170398 f5<=0.180248 f45<=0.0509476 =-0.27394 =1.67648 f16<=0.589423 =-1.29154 =0.465997 f23<=0.998765 f2<=0.231957 =1.4289 =0.280412 f42<=0.61252 =0.760265 =-1.00104
f22<=0.441968 f34<=0.122871 f36<=4.30663e-05 f10<=-2.92868 =0.894698 =-0.321183 f36<=0.071459 =0.173813 =-0.124799 f29<=0.706458 f23<=0.638453 =-0.734469 =0.25602 f27<=0.517881 =-0.242868 =0.970553 f46<=3.5 f17<=0.321553 f12<=0.170499 =-0.660441 =0.28532 f13<=0.081026 =0.0385507 =0.48585 f13<=0.576197 f5<=0.1756 =0.0929421 =-0.181589 f30<=0.307454 =0.100502 =1.03847
f28<=0.572509 f29<=0.295872 f12<=0.34872 f6<=0.212902 =0.0544992 =-0.25982 f19<=0.171647 =-0.6711 =0.129466 f41<=0.996807 f20<=0.329974 =-0.789563 =0.241993 f2<=-0.222391 =-1.0663 =-0.0640106 f35<=0.080612 f26<=0.500114 f27<=0.000101461 =0.600966 =-0.982453 f29<=0.150038 =1.66825 =-0.275869 f20<=0.428613 f19<=0.996534 =2.41638 =-0.491803 f15<=0.0700018 =0.240745 =-0.599047
f21<=0.960015 f2<=-0.222391 f40<=0.231649 f0<=4.91632 =-0.929769 =0.20671 f5<=0.115489 =-0.14555 =-0.850644 f21<=0.0874239 f40<=0.514471 =-0.171967 =-0.883156 f27<=0.180074 =-0.103192 =0.0902189 f23<=0.696585 f42<=1.52637 f22<=0.157437 =-1.38845 =-0.461619 f36<=0.0343328 =2.55533 =-0.611099 f42<=0.525807 f33<=0.400677 =1.08465 =-0.143658 f26<=0.428613 =-0.843528 =-0.101257
f0<=9.89905 f10<=-1.85631 f40<=0.89534 f6<=0.561122 =0.0573886 =-0.337372 f36<=0.190008 =0.815712 =-1.12995 f41<=0.71064 f5<=0.254195 =0.0363905 =1.17449 f41<=0.997732 =-0.265297 =0.0740761 f35<=0.00963306 f41<=0.997447 f34<=0.0208542 =-0.932508 =0.28359 =1.06177 f45<=0.989466 f44<=0.884426 =0.878759 =0.0158711 f1<=0.500013 =-1.79659 =1.00212
f43<=0.0250027 f45<=0.137554 f32<=0.208262 f46<=2.5 =0.075303 =-0.331228 f20<=0.666825 =-1.23939 =-0.423702 f0<=5.24965 f15<=0.266747 =0.702932 =-0.214707 f7<=0.518296 =-0.171739 =0.235494 f42<=1.52637 f32<=0.553597 f7<=0.840083 =-0.020397 =0.352955 f45<=0.995352 =0.849499 =-1.51063 f5<=0.147983 f23<=0.732223 =0.357256 =-1.02994 f27<=0.225127 =-0.106459 =1.42104
f44<=0.884426 f43<=0.805515 f22<=0.460324 f33<=0.0763173 =-0.0468755 =-0.338022 f44<=0.153949 =-0.0501794 =0.199085 f45<=0.979195 f44<=0.549912 =0.41056 =-0.0841504 f44<=0.0971752 =0.67371 =-0.945424 f43<=0.701523 f5<=0.222714 f6<=0.601939 =0.2053 =-0.817579 f1<=0.632077 =-0.639042 =0.610369 f30<=0.0833779 f29<=0.0193053 =-0.0647254 =-1.01178 f16<=0.571523 =-0.533007 =0.832966
f5<=0.0298153 f20<=0.118313 f7<=0.0812428 f10<=-2.00972 =1.48971 =-0.613276 f28<=0.270303 =-1.04881 =-1.91571 f23<=0.428713 f44<=0.630433 =0.865059 =0.107534 f28<=0.244773 =-0.29269 =0.808174 f2<=-0.404108 f41<=0.984324 f25<=0.646626 =-0.614897 =0.697056 f16<=0.872963 =-1.38917 =0.759683 f18<=0.0677632 f2<=0.297733 =-0.454892 =0.100019 f19<=0.085441 =-0.37423 =0.0425661
f0<=9.89905 f9<=0.455866 f5<=0.0232526 f6<=0.491568 =0.52927 =-0.474646 f0<=8.60374 =0.0265978 =-0.248679 f29<=0.322983 f7<=0.518296 =-0.54589 =0.0425461 f5<=0.119171 =0.33484 =-0.314313 f35<=0.0476432 f31<=8.53825e-05 f13<=0.0323246 =-1.16678 =-0.153991 f28<=0.16967 =0.528641 =-0.440878 f9<=0.624858 f21<=0.12258 =-1.12703 =0.618508 f24<=0.571447 =1.50336 =0.557363
f2<=0.770344 f2<=0.27222 f7<=0.424403 f6<=0.371518 =-0.0511077 =-1.0021 f1<=0.295347 =-0.443127 =0.132634 f42<=0.525807 f7<=0.0619602 =0.676764 =0.171229 f10<=-1.66293 =0.104304 =-0.304018 f33<=0.0190717 f29<=0.397476 f5<=7.13023e-06 =0.399912 =-1.11224 f29<=0.500351 =1.56877 =-0.593344 f7<=0.0619602 f26<=0.363681 =-0.147332 =-1.37675 f6<=0.230838 =0.783782 =-0.312628
f25<=0.0893125 f30<=0.190701 f34<=0.0182055 f21<=0.0874239 =-1.00576 =-0.0310382 f32<=0.375408 =-0.794492 =0.672712 f28<=0.103923 f8<=0.89588 =-0.387167 =0.906623 f17<=0.179912 =-1.29526 =0.527399 f24<=0.436669 f31<=0.0892653 f20<=0.987196 =0.0552294 =-0.5286 f17<=0.647166 =-0.49401 =0.00594295 f7<=0.424403 f6<=0.356831 =0.0684506 =-1.23209 f1<=0.541673 =0.419376 =-0.0601982
f21<=0.960015 f6<=0.192209 f5<=0.143766 f23<=0.750084 =0.353359 =-0.175242 f23<=0.428713 =-0.260163 =0.101515 f7<=0.360489 f1<=0.265437 =0.363331 =-0.666957 f42<=1.10525 =0.0781737 =-0.424373 f1<=0.589666 f13<=0.138803 f12<=0.269277 =0.642191 =-1.18539 f42<=1.6618 =-0.939138 =1.70272 f42<=0.525807 f42<=0.197379 =-0.63586 =0.785308 f26<=0.436381 =-0.596179 =-0.114253
f28<=0.572509 f29<=0.228746 f20<=0.496997 f38<=0.115121 =0.108141 =-0.63729 f1<=0.510885 =-0.309796 =0.0454737 f22<=0.344193 f30<=0.0789082 =-0.630683 =0.091629 f23<=0.60004 =0.373877 =-0.0129902 f35<=0.080612 f26<=0.500114 f13<=0.380051 =-0.377132 =-1.13627 f29<=0.150038 =1.51563 =-0.244375 f20<=0.496997 f43<=0.0660665 =-0.271121 =1.85364 f18<=0.107581 =0.653858 =-0.211181
f13<=0.576197 f42<=0.714929 f41<=0.998876 f13<=0.00721875 =0.159013 =-0.0948796 f23<=0.333452 =1.20562 =0.384261 f41<=0.794749 f13<=0.0434903 =-0.162002 =0.622778 f26<=0.513908 =-0.40313 =0.0903861 f12<=0.294664 f38<=0.165839 f23<=0.34589 =1.09104 =0.072064 f5<=0.217624 =0.276752 =1.69125 f25<=0.80024 f17<=0.833405 =0.166087 =-0.87881 f40<=0.126416 =-0.519945 =2.29553
f26<=0.150507 f10<=-2.92868 f18<=0.250146 f36<=0.101044 =1.77635 =-0.316311 f41<=0.382134 =-0.776544 =0.657874 f28<=8.53825e-05 f40<=0.642093 =-0.473204 =-1.90153 f5<=0.208346 =-0.0485705 =-0.713441 f43<=0.164935 f25<=0.320079 f26<=0.195676 =0.564479 =-0.239789 f3<=0.0486576 =0.55185 =-0.0150547 f45<=0.0509476 f20<=0.171652 =-0.7295 =0.263107 f12<=0.34872 =-0.128635 =0.197775
f31<=0.017354 f27<=0.361824 f39<=0.014201 f7<=0.123528 =0.329996 =-0.216417 f14<=0.394647 =-0.961405 =0.0490143 f17<=0.966709 f33<=0.0800198 =0.202333 =-0.40534 f10<=-2.13667 =0.173107 =-0.85798 f4<=0.0603033 f43<=0.0729974 f3<=0.0486576 =0.692992 =-0.121514 f42<=1.32647 =0.0502929 =0.636643 f44<=0.389142 f32<=0.0536002 =0.873464 =-0.13252 f18<=0.155575 =-0.10114 =1.39539
f44<=0.884426 f43<=0.805515 f22<=0.460324 f27<=0.500311 =-0.185521 =0.0709864 f25<=0.12516 =-0.43352 =0.0863875 f40<=0.438608 f23<=0.280336 =-0.57052 =0.631824 f17<=0.906278 =-0.111207 =0.658518 f43<=0.701523 f1<=0.202862 f7<=0.123528 =1.56838 =-0.0724235 f28<=0.0476432 =-0.398577 =0.125997 f26<=0.266725 f43<=0.754842 =-0.0905839 =-0.938724 f25<=0.428613 =0.074635 =-1.12022
f0<=9.89905 f10<=-1.85631 f43<=0.441771 f45<=0.430479 =-0.0837797 =0.196758 f44<=0.630433 =0.406332 =-0.362384 f0<=6.50204 f16<=0.916819 =-0.52394 =1.48886 f22<=0.671491 =0.0208462 =-0.304725 f20<=0.614059 f19<=0.387371 f33<=0.134468 =-0.957568 =0.558247 f21<=0.12258 =-0.53158 =0.793273 f27<=0.707393 f39<=0.017743 =0.42684 =1.37766 f24<=0.873169 =-1.12313 =0.468881
f13<=0.500082 f39<=0.0667258 f34<=0.111158 f35<=0.00469669 =-0.10205 =0.110201 f19<=0.352392 =-0.639734 =0.00857931 f6<=0.173939 f41<=0.71064 =0.537734 =-0.100895 f13<=0.312574 =-0.73275 =-0.0429517 f46<=3.5 f32<=0.208262 f17<=0.678616 =1.50412 =0.458435 f46<=1.5 =-1.61871 =-0.0452504 f38<=0.00834727 f45<=0.430479 =-0.829314 =-0.158822 f10<=-1.57533 =0.447523 =-0.205011
f28<=0.572509 f29<=0.228746 f20<=0.496997 f27<=0.580107 =0.113203 =-0.453305 f16<=0.600897 =-0.278071 =0.0598901 f20<=0.285747 f1<=0.265437 =0.204672 =-1.09811 f27<=0.542794 =0.028932 =0.311815 f35<=0.080612 f26<=0.500114 f27<=0.000101461 =0.591545 =-0.849633 f29<=0.150038 =1.35656 =-0.233865 f20<=0.496997 f35<=0.119081 =1.96255 =0.0919628 f18<=0.107581 =0.564976 =-0.194111
f21<=0.025105 f25<=0.231504 f8<=3.77269 f27<=0.0889392 =-0.184301 =-1.28677 f14<=0.00139355 =-0.664843 =0.782114 f14<=0.322341 f20<=0.482168 =-0.424979 =0.647985 f40<=0.316618 =-0.32362 =-1.54464 f10<=-0.872146 f10<=-0.912831 f9<=0.455866 =0.0351605 =-0.173844 f42<=0.293116 =-0.0208786 =-0.685639 f1<=0.295347 f24<=0.452395 =-0.781498 =2.03121 f3<=0.058276 =-0.699644 =0.41988
f23<=0.894453 f1<=0.613788 f7<=0.493386 f6<=0.371518 =-0.0034956 =-0.67116 f42<=1.10525 =0.163889 =-0.508863 f42<=1.05417 f0<=6.71113 =0.455604 =-0.112129 f40<=0.126416 =0.102341 =1.54648 f42<=0.405502 f2<=-0.112373 f7<=0.608663 =1.0015 =-0.0307296 f41<=0.987302 =-0.726265 =1.01357 f40<=0.600809 f35<=0.160361 =-0.384421 =0.139312 f19<=0.822343 =-1.35801 =0.029217
f27<=0.0428711 f16<=0.270901 f32<=0.285859 f31<=0.145883 =-0.674575 =-2.12218 f26<=0.495204 =0.932843 =-0.498053 f13<=0.107743 f36<=0.0625195 =0.336283 =-0.640086 f26<=0.370991 =-1.20667 =-0.350258 f28<=0.572509 f2<=-0.187957 f40<=0.231649 =0.0920704 =-0.385412 f18<=0.0137277 =-0.253533 =0.0668208 f35<=0.055577 f1<=0.674114 =-0.835798 =0.106573 f12<=0.104297 =0.303841 =-0.691339
f21<=0.960015 f24<=0.409503 f36<=0.107161 f16<=0.62033 =-0.0927375 =0.195024 f25<=0.51975 =-0.623944 =0.0998194 f2<=0.0883209 f20<=0.975035 =-0.219171 =0.319961 f23<=0.769059 =0.186402 =-0.276897 f23<=0.696585 f42<=1.52637 f22<=0.157437 =-1.26558 =-0.394631 f23<=0.400038 =-0.787452 =1.73482 f42<=0.525807 f33<=0.236374 =1.12653 =-0.0215718 f19<=0.650499 =-0.524562 =0.0344327
f5<=0.0298153 f20<=0.118313 f7<=0.0812428 f10<=-2.00972 =1.32844 =-0.543471 f23<=0.500095 =-1.32617 =-0.0273813 f23<=0.428713 f44<=0.630433 =0.809869 =0.0830602 f20<=0.631636 =-0.437646 =0.43208 f41<=0.0250229 f10<=-2.61848 f43<=0.600504 =-1.08333 =0.686144 f45<=0.268747 =-0.053212 =-0.664959 f2<=-0.404108 f41<=0.984324 =-0.0973709 =-1.15276 f7<=0.802086 =-0.00825863 =0.29015
f2<=0.770344 f4<=0.0603033 f0<=5.47437 f6<=0.476526 =0.268272 =-0.449268 f7<=0.840083 =-0.0439552 =0.262556 f10<=-1.21797 f15<=0.333533 =-0.182154 =1.20856 f30<=0.505231 =1.13944 =-1.60717 f31<=0.0300285 f29<=0.397476 f12<=0.00740579 =-0.328377 =-1.19519 f36<=0.111162 =1.01663 =-0.728847 f7<=0.0812428 f0<=7.10865 =-0.0376887 =-1.12449 f6<=0.248141 =0.98044 =-0.393147
f33<=0.012997 f12<=0.497296 f23<=0.465289 f16<=0.200051 =0.404645 =-0.137619 f32<=0.0173828 =-0.585869 =-0.153474 f13<=0.354858 f26<=0.243439 =-0.317679 =0.636285 f36<=0.0343328 =0.503836 =-0.986666 f12<=0.628649 f17<=0.864021 f40<=0.642093 =0.0801081 =-0.22546 f23<=0.894453 =0.321885 =-0.323224 f5<=0.208346 f1<=0.417595 =-0.842188 =0.609195 f1<=0.623096 =-0.468647 =0.148497
f6<=0.580427 f41<=0.614872 f29<=0.0834084 f12<=0.34872 =-0.406343 =0.514469 f32<=0.108905 =0.443161 =-0.0530474 f20<=0.361441 f5<=0.166098 =0.525107 =-0.100106 f27<=0.567239 =-0.131552 =0.11939 f7<=0.802086 f6<=0.601939 f3<=0.164161 =0.0720426 =-0.91195 f0<=9.33349 =-0.936591 =0.554192 f3<=0.116088 f26<=0.227665 =-0.166237 =0.945827 f17<=0.363731 =-0.674419 =0.203064
f10<=-0.872146 f10<=-0.912831 f9<=0.455866 f3<=0.0486576 =0.379863 =0.0111916 f12<=0.377963 =-0.208353 =1.0829 f25<=0.356441 f17<=0.6127 =0.465283 =-0.515223 f30<=0.190701 =-0.914145 =-0.158437 f30<=0.0789082 f19<=0.254602 f9<=0.624858 =-1.02911 =0.392092 f25<=0.0208787 =-0.830407 =0.170806 f7<=0.102305 f26<=0.428613 =-0.224987 =0.539615 f44<=1.0297 =0.936445 =0.017288
f31<=0.017354 f10<=-1.88795 f19<=0.777829 f21<=0.920018 =0.152273 =-0.516397 f45<=0.865579 =-0.489138 =0.712552 f17<=0.889412 f27<=0.333417 =-0.348775 =0.152543 f0<=7.78759 =-1.0976 =-0.180447 f4<=0.0603033 f43<=0.0729974 f37<=6.40861e-05 =-0.215875 =0.0443889 f42<=1.32647 =0.0476965 =0.569193 f43<=0.182589 f9<=0.541694 =1.02327 =-0.282045 f40<=0.438608 =1.44218 =0.37034
f35<=0.00010101 f8<=2.4414 f42<=0.692577 f3<=0.293556 =0.203304 =-0.511896 f13<=0.500082 =-0.490674 =0.566572 f4<=7.35814e-06 f32<=0.0536002 =-0.406783 =1.3125 f6<=0.6593 =-1.11397 =0.225287 f13<=0.138803 f39<=0.0714585 f17<=0.956605 =0.0966967 =0.632739 f6<=0.356831 =-0.0914054 =-0.989383 f17<=0.977673 f29<=0.21578 =-0.137666 =0.150546 f24<=0.619348 =-0.539322 =0.178248
f27<=0.0428711 f28<=0.0333891 f40<=0.918636 f20<=0.714393 =-0.711886 =0.0809486 f7<=0.239092 =-3.91019 =0.0488265 f13<=0.107743 f46<=1.5 =-0.374854 =0.316921 f23<=0.482097 =-1.14907 =-0.211933 f25<=0.57156 f20<=0.496997 f3<=0.339127 =0.113256 =-1.03317 f26<=0.501266 =-0.178704 =0.108201 f20<=0.529696 f13<=0.434796 =-0.377106 =0.527055 f46<=3.5 =0.474366 =0.0653834
f5<=0.036112 f27<=0.413329 f20<=0.118313 f7<=0.0812428 =0.582025 =-1.3004 f28<=0.244773 =0.19365 =0.854186 f20<=0.58516 f0<=6.35524 =-0.18952 =-1.24242 f37<=0.0139057 =-0.317257 =0.742819 f19<=0.085441 f29<=0.182677 f40<=0.162107 =-0.478432 =-1.19397 f27<=0.361824 =-0.967697 =0.260582 f2<=-0.404108 f46<=7.5 =-0.61453 =0.827051 f26<=0.195676 =-0.204539 =0.0351684
f2<=0.770344 f2<=0.27222 f3<=0.0486576 f20<=0.557183 =0.552413 =-0.524462 f1<=0.265437 =-0.541642 =-0.0282469 f23<=0.923718 f5<=0.152675 =0.29231 =-0.0445276 f26<=0.21028 =1.11696 =-0.898822 f6<=0.356831 f5<=0.111065 f33<=0.164459 =0.679633 =-1.24134 f43<=0.600504 =-0.356722 =-2.18518 f3<=0.186086 f16<=0.714496 =-1.12557 =0.447723 f7<=0.674497 =-0.564607 =0.658315
f29<=0.10578 f19<=0.375058 f40<=0.683334 f15<=0.1622 =-0.0314102 =-0.504555 f2<=0.48593 =-1.15842 =1.02189 f21<=0.277796 f5<=0.0769302 =0.395893 =-0.538265 f12<=0.377963 =-0.0926528 =0.23015 f3<=0.0829856 f7<=0.748449 f35<=0.00010101 =-0.286713 =0.786221 f36<=0.0400216 =1.7605 =-0.548105 f1<=0.202862 f2<=0.196887 =-0.917416 =1.22856 f20<=0.285747 =-0.538191 =0.0257591
f33<=0.012997 f12<=0.497296 f27<=0.542794 f5<=0.0769302 =0.0953162 =-0.352238 f20<=0.650036 =-0.543905 =0.455166 f13<=0.354858 f33<=5.72738e-05 =0.588491 =-0.183175 f36<=0.0343328 =0.456064 =-0.911787 f43<=0.133417 f29<=0.00136616 f33<=0.0536056 =0.166587 =-0.470041 f41<=0.992995 =0.111758 =-0.200429 f40<=0.370524 f2<=0.27222 =0.129759 =0.601632 f17<=0.915969 =-0.124013 =0.460918
f21<=0.960015 f35<=0.014293 f13<=0.122568 f7<=0.102305 =0.130149 =-0.399953 f3<=0.211654 =0.244207 =-0.386109 f21<=0.334548 f36<=0.0532804 =0.0685628 =-0.319348 f27<=0.000101461 =-0.303953 =0.126591 f13<=0.138803 f12<=0.247082 f3<=0.275348 =1.04886 =-0.105073 f17<=0.956605 =-1.11157 =0.433668 f39<=0.0833905 f20<=0.806254 =-0.99688 =-0.32241 f42<=1.81476 =0.0126551 =2.54404
f10<=-0.872146 f10<=-0.912831 f10<=-1.21797 f10<=-1.53585 =0.0101712 =-0.228769 f41<=0.276225 =0.513471 =0.0331694 f31<=0.176496 f5<=0.222714 =0.0524226 =-0.599235 f29<=0.365454 =-1.41421 =-0.053222 f30<=0.0833779 f19<=0.254602 f33<=0.0916732 =-0.935809 =0.327183 f20<=0.614059 =-0.247184 =0.354852 f7<=0.102305 f23<=0.500095 =-0.350124 =0.446728 f26<=0.800132 =0.833983 =-0.818586
f25<=0.0893125 f30<=0.190701 f40<=0.979246 f5<=0.0493837 =0.152593 =-0.326679 f28<=0.0927296 =0.504058 =-2.32209 f28<=0.103923 f24<=0.524497 =0.3063 =-0.555968 f23<=0.304292 =-0.693046 =0.536914 f43<=0.996561 f24<=0.436669 f40<=0.83746 =-0.0134213 =-0.368941 f46<=3.5 =0.172019 =-0.022957 f44<=0.777556 f14<=0.141277 =1.06607 =0.0430581 f33<=0.0417029 =-0.111203 =-1.2977
f2<=0.770344 f26<=0.150507 f40<=0.438608 f6<=0.580427 =0.0831733 =-0.65146 f20<=0.964356 =-0.665997 =0.735729 f7<=0.424403 f6<=0.356831 =0.0206817 =-0.835767 f23<=0.652277 =0.162961 =-0.147789 f3<=0.0912327 f30<=0.13184 f5<=0.00643548 =-0.0773909 =-1.19878 f17<=0.579346 =-0.517886 =0.748969 f5<=0.111065 f0<=7.70639 =0.405842 =-0.839881 f24<=0.533449 =-0.791749 =0.094424
f36<=0.300246 f0<=5.40042 f6<=0.476526 f26<=0.370991 =0.587174 =0.0320651 f41<=0.382134 =-0.676057 =0.0584787 f7<=0.360489 f6<=0.356831 =-0.0392251 =-0.920637 f41<=0.845452 =0.234058 =-0.0420168 f6<=0.0155154 f0<=6.2176 f42<=2.31511 =1.19397 =-0.664919 f7<=6.79219e-06 =-0.410253 =0.621971 f13<=0.312574 f14<=0.645994 =-0.952708 =0.651175 f7<=0.608663 =-0.425566 =1.72108
f21<=0.025105 f10<=-1.93008 f10<=-2.24198 f39<=0.0208489 =-0.743082 =0.575484 f16<=0.916819 =1.70463 =-0.310055 f40<=0.214618 f34<=0.0182055 =-0.99088 =0.125697 f2<=-0.112373 =0.323722 =-1.09115 f5<=0.036112 f23<=0.428713 f27<=0.109865 =-0.186702 =0.583113 f46<=3.5 =-0.300332 =0.626748 f19<=0.085441 f27<=0.361824 =-0.820192 =-0.0893806 f2<=-0.404108 =-0.46732 =0.0169338
f32<=0.444979 f3<=0.524725 f23<=0.838284 f13<=0.380051 =-0.0226299 =0.131421 f40<=0.316618 =0.00979591 =-0.476311 f42<=0.505298 f0<=9.33349 =-1.3054 =-0.00507814 f30<=0.329844 =-0.647805 =1.00604 f43<=0.350277 f45<=0.0250018 f44<=0.242076 =-0.617246 =0.467602 f17<=0.250368 =-0.724613 =0.561027 f41<=0.996459 f18<=0.762007 =1.15189 =-0.691587 =-1.25748
f28<=0.572509 f29<=0.228746 f16<=0.62033 f7<=0.518296 =-0.177774 =0.0811177 f23<=0.291843 =-0.57446 =0.183966 f8<=2.74032 f23<=0.769059 =0.176792 =-0.0881643 f20<=0.69904 =-0.73432 =0.502781 f35<=0.0292719 f14<=0.444578 f41<=0.997136 =-1.07026 =0.725712 f22<=0.40517 =1.50499 =-0.217217 f15<=0.0700018 f17<=0.561471 =0.990597 =-0.0697294 f10<=-1.54883 =-0.943148 =0.39944
f14<=0.0045461 f42<=0.673747 f13<=0.00721875 f6<=0.0695682 =0.752427 =0.209287 f41<=0.984324 =-0.250267 =0.236232 f10<=-2.21617 f12<=0.69146 =-0.433726 =0.56001 f41<=0.996807 =0.282916 =-0.435275 f26<=0.40006 f15<=0.202964 f16<=0.0531109 =-0.681499 =-0.0345748 f27<=0.274019 =-0.778745 =-0.317587 f7<=0.402439 f6<=0.248141 =0.00560145 =-0.751186 f46<=2.5 =0.535803 =0.0635635
f6<=0.580427 f41<=0.614872 f35<=0.00010101 f10<=-2.61848 =0.309757 =-0.394294 f36<=0.0819503 =0.37485 =-0.134256 f0<=5.55489 f45<=0.0594099 =-0.120731 =0.395638 f3<=0.369744 =-0.0848739 =0.343932 f7<=0.802086 f6<=0.601939 f3<=0.171534 =0.0237666 =-0.928083 f32<=0.0173828 =-0.509476 =-1.0456 f35<=0.150052 f44<=0.777556 =0.351496 =-0.520688 f38<=0.100125 =-1.45643 =-0.418348
f33<=0.00477287 f12<=0.497296 f25<=0.54558 f26<=0.370991 =-0.0389471 =-0.451661 f20<=0.614059 =-0.486851 =0.407281 f13<=0.420099 f26<=0.195676 =-0.624242 =0.545695 f31<=0.0452582 =-0.965127 =0.863445 f12<=0.628649 f31<=0.017354 f33<=0.0800198 =0.00734867 =-0.353986 f43<=0.133417 =-0.017927 =0.181752 f5<=0.208346 f21<=0.242475 =-0.938728 =0.486557 f1<=0.623096 =-0.43693 =0.139815
f13<=0.667603 f28<=0.761451 f36<=0.300246 f5<=0.119171 =0.0793437 =-0.028844 f6<=0.135941 =0.0246898 =-0.786561 f35<=0.0833477 f40<=0.100018 =-0.0376282 =-1.13634 f10<=-2.19101 =-0.35318 =0.879375 f12<=0.294664 f33<=0.104207 f2<=0.172111 =1.48405 =0.190596 f0<=8.00587 =0.418036 =-0.827855 f1<=0.700019 f7<=6.79219e-06 =0.210873 =-1.16287 f32<=0.0250165 =1.73008 =-0.468333
f40<=0.370524 f43<=0.350277 f29<=0.10578 f3<=0.0486576 =0.256156 =-0.175304 f16<=0.375143 =0.226279 =-0.0549187 f33<=0.012997 f16<=0.571523 =-0.333685 =0.363152 f2<=0.2236 =0.218179 =0.694521 f10<=-2.13667 f44<=0.667899 f31<=0.061235 =0.459619 =0.0407993 f41<=0.957378 =-0.780214 =0.0905871 f16<=0.0756143 f7<=0.0125998 =0.332122 =-0.754775 f22<=0.266787 =-0.436501 =-0.026652
f21<=0.987611 f15<=0.623628 f25<=0.54558 f33<=0.00477287 =-0.159585 =0.0214523 f20<=0.416773 =-0.253749 =0.146825 f42<=1.16874 f18<=0.240772 =-1.11606 =0.201915 f2<=0.0883209 =-0.23871 =2.61017 f23<=0.71443 f41<=0.999254 f18<=0.90753 =-0.107231 =-0.701211 f42<=0.714929 =1.78968 =-0.556049 f2<=0.00187617 f42<=0.921508 =0.752554 =-0.441015 f0<=8.70757 =-0.402959 =0.436305
f27<=0.0428711 f16<=0.270901 f25<=0.200475 f35<=0.055577 =-0.483369 =0.690312 f32<=0.285859 =-1.21524 =0.199025 f5<=0.0925659 f19<=0.309599 =-0.710823 =0.640115 f23<=0.500095 =-0.612839 =0.0932238 f18<=0.155575 f8<=3.77269 f25<=0.159105 =-0.466802 =-0.0764326 f17<=0.217334 =-0.59729 =1.21066 f10<=-0.872146 f8<=2.74032 =0.0298804 =-0.492433 f21<=0.242475 =-0.738819 =0.432991
f2<=0.770344 f3<=0.0700438 f33<=0.0666813 f29<=0.14223 =0.207009 =1.4193 f6<=0.248141 =0.124906 =-0.994876 f6<=0.580427 f32<=0.0111167 =-0.104148 =0.0439195 f7<=0.782669 =-0.724395 =0.000314579 f31<=0.0452582 f26<=0.227665 f29<=0.113651 =-0.632627 =0.689768 f41<=0.984324 =-1.11168 =-0.138432 f7<=0.0812428 f45<=0.582611 =-0.1847 =-1.25767 f6<=0.248141 =0.997654 =-0.291934
f40<=0.998015 f40<=0.642093 f43<=0.396171 f45<=0.430479 =-0.0817642 =0.108866 f44<=1.0297 =0.211926 =-0.411169 f10<=-2.13667 f2<=-0.404108 =-1.35998 =0.409149 f36<=0.00847008 =-0.562368 =-0.0856935 =0.914633
f30<=0.650364 f25<=0.0893125 f34<=0.0182055 f21<=0.920018 =0.0736052 =-0.583538 f32<=0.444979 =-0.439929 =0.761464 f32<=0.0871979 f20<=0.987196 =0.0975389 =-0.24556 f20<=0.714393 =-0.204768 =0.0738271 f35<=0.0732204 f22<=0.583429 f36<=0.107161 =-1.01985 =0.341494 f42<=0.673747 =0.491122 =-0.685993 f15<=3.15259e-05 f23<=0.400038 =0.676343 =-0.723033 f21<=0.987611 =0.755596 =-0.0497728
f14<=0.0045461 f42<=0.569407 f41<=0.984324 f13<=0.0323246 =0.218849 =-0.257783 f15<=3.15259e-05 =0.906301 =0.254631 f18<=0.18527 f41<=0.993892 =-0.0805022 =-1.06408 f32<=0.0402131 =-0.195554 =0.0978744 f26<=0.40006 f15<=0.202964 f16<=0.0531109 =-0.612858 =-0.0332291 f1<=0.417595 =-0.641279 =-0.251275 f7<=0.402439 f6<=0.248141 =0.00217899 =-0.686125 f2<=0.0770601 =-0.115967 =0.367108
f40<=0.370524 f5<=0.147983 f42<=0.714929 f41<=0.504517 =0.0538948 =0.559008 f43<=0.882877 =-0.486979 =1.34162 f41<=0.614872 f40<=0.0849124 =-0.226949 =0.519609 f37<=0.0057999 =-0.189459 =0.0621167 f10<=-2.13667 f42<=0.673747 f41<=0.989297 =0.0992639 =0.836124 f42<=0.921508 =-0.455248 =0.497891 f41<=0.997983 f7<=0.360489 =-0.372414 =-0.0202221 f42<=0.632838 =0.46964 =-0.274883
f23<=0.894453 f42<=1.52637 f27<=0.916958 f10<=-2.92868 =0.271831 =-0.017611 f20<=0.571522 =-0.769792 =1.26961 f17<=0.821449 f6<=0.314221 =0.274194 =-0.760202 f31<=0.138918 =1.49096 =0.0610906 f42<=0.405502 f2<=-0.112373 f44<=0.516786 =0.469561 =1.88397 f41<=0.987302 =-0.603215 =0.92466 f41<=0.984324 f45<=0.0914885 =-0.379952 =0.402025 f40<=0.642093 =-0.412877 =-1.06421
f0<=9.89905 f9<=0.455866 f5<=0.0428411 f4<=0.0189068 =0.147059 =0.958955 f41<=0.0250229 =-0.325495 =0.0128633 f44<=0.315871 f42<=0.525807 =-0.0880796 =-0.592353 f40<=0.600809 =0.325531 =-0.378794 f13<=0.483999 f4<=0.00674076 f35<=0.00963306 =-0.692326 =0.196297 f23<=0.384648 =-0.224824 =1.36382 =1.56373
f27<=0.197979 f28<=0.0476432 f8<=3.77269 f40<=0.83746 =-0.278165 =-1.03317 f29<=0.0834084 =-0.392389 =1.03947 f39<=0.011004 f34<=0.0151948 =-0.242893 =0.258785 f20<=0.58516 =-0.872826 =-0.124879 f24<=0.181268 f32<=0.160812 f17<=0.753268 =0.0568153 =-0.654223 f2<=-0.404108 =0.0847177 =-1.38359 f16<=0.419003 f46<=4.5 =0.181866 =-0.0730086 f33<=0.00477287 =-0.244399 =0.0381778
f2<=-0.564711 f41<=0.957378 f3<=0.226361 f17<=0.696511 =-0.953168 =0.2675 f18<=0.644789 =1.01887 =-0.474632 f34<=0.00682789 f45<=0.120607 =-0.704059 =0.855867 f21<=0.833546 =-1.81026 =-0.12833 f43<=0.997692 f27<=0.0428711 f13<=0.107743 =-0.0396403 =-0.591205 f25<=0.57156 =-0.0111696 =0.109667 f44<=0.667899 f16<=0.779577 =1.04557 =-0.152944 f8<=2.13833 =-1.24563 =-0.06641
f21<=0.025105 f25<=0.231504 f0<=8.8312 f6<=0.00299001 =0.0568253 =-1.17103 f4<=0.00131506 =-0.595166 =0.904892 f14<=0.281255 f26<=0.370991 =0.881399 =-0.162032 f40<=0.316618 =-0.252667 =-1.22572 f5<=0.0493837 f6<=0.135941 f18<=0.583429 =0.649546 =-0.121215 f35<=0.102887 =0.130967 =-0.628164 f2<=-0.404108 f41<=0.984324 =-0.173758 =-0.959845 f19<=0.085441 =-0.283915 =0.0154816
f35<=0.014293 f17<=0.864021 f34<=0.000824407 f0<=4.32411 =0.759407 =-0.356064 f28<=0.122252 =0.294662 =-0.203659 f12<=0.628649 f3<=0.339127 =0.351475 =-0.546215 f23<=0.769059 =-0.543715 =1.32681 f42<=1.52637 f41<=0.614872 f42<=0.505298 =0.00931939 =0.586282 f13<=0.00721875 =0.136859 =-0.111285 f23<=0.894453 f6<=0.342545 =0.920587 =-0.342283 f45<=0.0509476 =-0.910208 =0.32503
f30<=0.0198687 f36<=0.0588356 f45<=0.20533 f22<=0.344193 =-0.166237 =0.334173 f24<=0.516389 =-0.329893 =0.160421 f29<=0.397476 f37<=0.0364004 =-0.552075 =-0.0317136 f45<=0.137554 =-0.352755 =0.928893 f27<=0.361824 f15<=0.181994 f23<=0.998765 =0.0326964 =-0.877267 f43<=0.543443 =-0.391303 =0.194516 f3<=0.0950331 f26<=0.300015 =-0.235418 =0.489412 f28<=8.53825e-05 =0.269495 =0.000991178
f40<=0.370524 f43<=0.350277 f45<=0.430479 f41<=0.99605 =0.00397741 =-0.385847 f5<=0.26276 =0.194151 =-0.207016 f23<=0.317384 f37<=6.40861e-05 =-0.582458 =0.258471 f42<=1.16874 =0.216109 =1.15209 f19<=0.147843 f10<=-2.65733 f42<=0.61252 =1.1086 =-0.228489 f2<=0.116036 =-0.22289 =-0.889767 f17<=0.915969 f34<=9.57854e-05 =-0.405936 =0.00453592 f20<=0.877851 =0.528935 =-0.134274
f5<=0.180248 f6<=0.230838 f40<=0.214618 f39<=0.00421437 =0.0457997 =0.683748 f39<=0.0667258 =0.143032 =-0.221985 f7<=0.493386 f23<=0.236962 =0.333666 =-0.410201 f42<=0.851107 =0.0980285 =-0.53013 f21<=0.326565 f37<=0.0099231 f23<=0.400038 =-1.14327 =-0.282505 f13<=0.392169 =-0.291385 =0.308382 f41<=0.992995 f6<=0.118164 =-0.0660576 =0.245374 f0<=7.30081 =0.0580919 =-0.280078
f15<=0.698416 f30<=0.650364 f13<=0.392169 f32<=0.444979 =-0.0382502 =0.430145 f24<=0.284129 =-0.434425 =0.152792 f44<=0.0427725 f40<=0.683334 =-0.487638 =-2.01945 f44<=0.331505 =0.535718 =-0.408173 f42<=1.6618 f28<=0.141706 f33<=0.0417029 =0.281356 =-0.508728 f26<=0.333455 =-0.420154 =0.720677 f32<=0.098808 f40<=0.0612461 =-0.348666 =3.62598 f40<=0.0587233 =0.402233 =-0.587757
f36<=0.300246 f28<=0.761451 f29<=0.10578 f19<=0.375058 =-0.231747 =0.0449833 f3<=0.0829856 =0.648319 =0.030994 f35<=0.080612 f40<=0.100018 =0.00661705 =-1.10046 f10<=-2.19101 =-0.4173 =0.850907 f6<=0.0155154 f5<=0.203631 f32<=0.444979 =-0.657047 =0.655739 f40<=0.0945952 =-0.337971 =1.29153 f29<=0.800137 f18<=0.305567 =-0.243134 =-0.968339 f17<=0.930589 =1.59879 =-0.462206
f2<=0.770344 f2<=0.27222 f1<=0.295347 f4<=0.0426439 =-0.484808 =0.443166 f43<=0.844937 =-0.0378078 =0.205497 f45<=0.683202 f5<=0.152675 =0.137828 =-0.165869 f0<=5.87352 =0.888882 =0.200449 f3<=0.0912327 f32<=0.0300878 f18<=0.742008 =-1.1851 =-0.0861543 f30<=0.0735046 =-0.672011 =0.929442 f42<=0.487889 f12<=0.0838595 =0.500524 =-1.01547 f21<=0.773902 =-0.128689 =-1.11712
f6<=0.6593 f10<=-0.872146 f10<=-0.912831 f9<=0.455866 =0.0259024 =-0.150009 f31<=0.176496 =-0.205084 =-0.97459 f30<=0.0871343 f19<=0.254602 =-0.646483 =0.109621 f7<=0.102305 =0.12678 =0.671145 f3<=0.0992937 f5<=0.0925659 f29<=0.0463199 =-0.940119 =-0.12747 f27<=0.146189 =-0.661711 =1.94125 f26<=0.450604 f1<=0.295347 =-1.12947 =-0.300627 f9<=0.541694 =-0.432317 =1.71701
f40<=0.370524 f5<=0.147983 f42<=0.714929 f41<=0.614872 =0.0570676 =0.519103 f13<=0.0556557 =-0.744485 =0.000612843 f18<=0.155575 f38<=0.107159 =-0.37619 =0.371747 f7<=0.195951 =-0.0889878 =0.0977207 f10<=-2.13667 f44<=0.667899 f31<=0.061235 =0.395783 =-0.00497609 f17<=0.833405 =-0.596403 =0.421261 f41<=0.997983 f42<=0.692577 =-0.26341 =0.165606 f42<=0.54717 =0.575142 =-0.09623
f37<=0.145134 f3<=0.416998 f23<=0.894453 f2<=-0.404108 =-0.389454 =0.0240537 f21<=0.481385 =-0.631838 =-0.046027 f20<=0.614059 f0<=9.18235 =-1.0775 =0.498548 f1<=0.632077 =1.03392 =-0.147523 f13<=0.547871 f18<=0.407485 f25<=0.850388 =-0.13055 =1.39182 f14<=0.507859 =-0.555567 =0.0646686 f12<=0.0196723 f44<=0.270328 =0.335935 =1.67735 f20<=0.730839 =1.31501 =-0.61473
f0<=6.42568 f10<=-1.82137 f43<=0.600504 f45<=0.477089 =-0.128814 =0.193155 f44<=0.516786 =0.610683 =-0.252351 f41<=0.997983 f44<=0.315871 =-0.965962 =-0.189196 f45<=0.430479 =-0.351643 =1.33068 f3<=0.087068 f13<=0.0323246 f6<=0.155517 =0.449605 =-0.375094 f41<=0.276225 =1.05338 =0.332156 f1<=0.295347 f6<=0.580427 =-0.0728402 =-0.918932 f41<=0.71064 =0.19029 =-0.0439882
f14<=0.0045461 f28<=0.50633 f42<=0.673747 f41<=0.984324 =0.0256496 =0.315208 f10<=-2.21617 =-0.313314 =0.0551807 f22<=0.883408 f1<=0.449907 =0.493691 =-0.847477 f30<=0.329844 =2.00665 =-0.545647 f26<=0.408175 f16<=0.0531109 f40<=0.964095 =-0.370673 =-2.50185 f15<=0.202964 =-0.0288823 =-0.340258 f7<=0.402439 f6<=0.264887 =-0.00504515 =-0.702578 f41<=0.845452 =0.436419 =0.0307718
f21<=0.025105 f25<=0.277847 f10<=-1.21797 f31<=0.155879 =-1.34058 =-0.098754 f35<=0.0366217 =-0.730751 =0.559089 f10<=-1.93008 f5<=0.180248 =0.814628 =-0.814775 f40<=0.162107 =0.331689 =-0.718638 f5<=0.0493837 f27<=0.000101461 f16<=0.555637 =-0.705912 =0.950291 f6<=0.476526 =0.299105 =-0.239758 f41<=0.0250229 f38<=0.0416834 =-0.128132 =-0.767953 f7<=0.878757 =-0.00302803 =0.413588
f40<=0.642093 f5<=0.1756 f6<=0.264887 f32<=0.0274774 =-0.0318237 =0.330584 f34<=0.134648 =0.0184042 =-0.474903 f41<=0.71064 f29<=0.0123648 =-0.581058 =0.294708 f42<=1.52637 =-0.0981741 =0.418811 f19<=0.636448 f23<=0.410742 f22<=0.376859 =-0.285422 =0.402582 f12<=4.76826e-05 =-0.59887 =-0.0880992 f16<=0.000126263 f17<=0.468525 =-0.18905 =-2.8116 f14<=0.0933174 =0.534511 =-0.0770898
f35<=0.00010101 f8<=2.4414 f42<=0.692577 f40<=0.214618 =0.280101 =-0.131224 f13<=0.500082 =-0.415168 =0.499948 f34<=0.0151948 f6<=0.6593 =-1.02112 =0.578278 f0<=6.71113 =-0.517719 =0.995477 f13<=0.138803 f39<=0.0714585 f17<=0.956605 =0.0815765 =0.537219 f6<=0.356831 =-0.0695007 =-0.863366 f42<=1.05417 f17<=0.977673 =-0.0410326 =-0.382861 f40<=0.100018 =-0.188631 =0.560814
f29<=0.10578 f19<=0.375058 f32<=0.0480659 f3<=0.064709 =0.13762 =-0.69627 f25<=0.378832 =0.211718 =-0.268436 f12<=0.377963 f5<=0.152675 =0.0835539 =-0.429644 f16<=0.541731 =0.359597 =-0.0470713 f3<=0.0829856 f2<=-0.112373 f41<=0.934552 =-1.04302 =0.255516 f7<=0.748449 =0.366809 =1.34194 f12<=0.783483 f1<=0.202862 =0.761134 =0.0207775 f41<=0.998202 =-0.599417 =0.750634
f30<=0.0789082 f36<=0.0667341 f13<=0.392169 f27<=0.450067 =0.0447791 =-0.327434 f16<=0.826975 =0.542076 =-0.384695 f45<=0.477089 f33<=0.104207 =-0.465069 =-0.0297218 f42<=1.10525 =-0.0400383 =2.0519 f10<=-0.872146 f36<=0.0119809 f17<=0.875054 =-0.30539 =0.242435 f42<=0.851107 =0.00522522 =0.321463 f7<=0.102305 f22<=0.230836 =0.70975 =-0.104441 f26<=0.800132 =0.669013 =-0.837357
f24<=0.740027 f23<=0.923718 f42<=2.71591 f26<=0.603681 =-0.00597264 =0.194066 f6<=6.64761e-06 =2.66056 =0.259322 f6<=0.101453 f41<=0.984324 =0.509794 =-0.520408 f13<=0.61264 =-0.721283 =0.947584 f20<=0.375065 f39<=0.0833905 f23<=0.591381 =-1.39724 =-0.403309 f46<=2.5 =1.64295 =-0.444709 f0<=6.65222 f10<=-2.00972 =0.103983 =2.01374 f39<=0.03538 =-0.413325 =-0.0138735
f25<=0.0208787 f6<=0.0852223 f23<=0.317384 f30<=0.329844 =-1.04363 =0.357939 f42<=0.505298 =0.621924 =-0.044444 f16<=0.000126263 f18<=0.90753 =1.02101 =-0.824451 f3<=0.186086 =-0.661025 =-0.0706785 f3<=0.186086 f36<=0.071459 f33<=0.0634994 =0.168401 =-0.0508356 f0<=5.64013 =0.451074 =-0.233794 f6<=0.580427 f34<=0.0208542 =-0.194202 =0.0285786 f35<=0.160361 =-0.27367 =-1.31021
f21<=0.960015 f35<=0.014293 f17<=0.898165 f21<=0.350042 =0.0904865 =-0.246743 f12<=0.222256 =0.396884 =-0.0652043 f21<=0.334548 f28<=8.53825e-05 =-0.377104 =-4.06982e-05 f12<=0.34872 =0.0156556 =0.185372 f34<=0.189699 f13<=0.138803 f27<=0.542794 =0.822881 =-0.128653 f38<=0.0528883 =-0.506129 =0.0469072 f36<=0.173582 f35<=0.00010101 =0.47084 =-1.15541 f40<=0.270088 =-0.324151 =0.998129
f27<=0.0428711 f28<=0.0333891 f25<=0.387159 f23<=0.581215 =-0.558868 =0.370728 f40<=0.89534 =-0.672164 =-1.99259 f13<=0.107743 f18<=0.18527 =0.582751 =0.00853209 f23<=0.482097 =-0.95717 =-0.148992 f1<=0.202862 f7<=0.123528 f25<=0.0455343 =-0.289124 =1.54172 f24<=0.233371 =-0.83675 =0.457141 f1<=0.265437 f24<=0.436669 =-0.650797 =0.469475 f18<=0.155575 =-0.0953854 =0.035412
f5<=0.199097 f42<=0.692577 f41<=0.987302 f40<=0.29393 =0.113684 =-0.170164 f23<=0.679661 =0.457395 =-0.205393 f44<=0.242076 f41<=0.845452 =0.123282 =-0.472929 f10<=-2.19101 =-0.365067 =0.375998 f13<=0.392169 f38<=0.0357584 f1<=0.405116 =-0.445688 =0.0884854 f40<=0.683334 =-0.353636 =-2.10259 f38<=0.0115886 f46<=2.5 =0.509272 =-0.543309 f21<=0.529479 =0.533825 =0.0640826
f5<=0.348431 f13<=0.500082 f39<=0.119081 f3<=0.416998 =-0.00127421 =0.394529 f6<=0.230838 =-0.0511949 =-0.508456 f18<=0.200083 f12<=0.00740579 =-0.0515323 =-0.631471 f39<=0.16427 =0.15282 =0.762976 f42<=0.769073 f2<=0.108347 f23<=0.732223 =-1.16722 =-0.0339052 f18<=0.644789 =-0.653156 =1.28865 f7<=0.318209 f18<=0.305567 =0.890187 =-0.654459 f36<=0.0155298 =0.0187668 =1.6011
f28<=0.761451 f31<=0.017354 f22<=0.666867 f1<=0.662522 =-0.0419174 =0.819008 f24<=0.469653 =0.019948 =-0.626808 f4<=0.0603033 f33<=0.00477287 =-0.131644 =0.0464794 f21<=0.242475 =-0.59028 =0.545548 f35<=0.080612 f27<=0.679664 f40<=0.100018 =-0.121582 =-1.16453 f42<=0.654247 =1.30875 =-0.589697 f1<=0.652435 f30<=0.0408044 =-0.285146 =1.06321 f30<=0.119796 =0.713184 =-0.924835
f2<=0.770344 f26<=0.150507 f23<=0.591381 f40<=0.403888 =-0.0524967 =-0.562868 f5<=0.208346 =0.481689 =-0.593031 f10<=-1.21797 f15<=0.623628 =-0.0230696 =0.299841 f46<=3.5 =0.329568 =-0.0131389 f3<=0.0912327 f32<=0.0300878 f18<=0.742008 =-1.16103 =-0.0882118 f30<=0.0735046 =-0.646126 =0.853322 f42<=0.315464 f24<=0.297323 =-0.218636 =0.723782 f10<=-1.63405 =0.101734 =-0.672965
f5<=0.119171 f23<=0.428713 f43<=0.600504 f6<=0.491568 =0.584938 =-0.137133 f44<=0.667899 =0.228107 =-0.446287 f20<=0.714393 f7<=0.195951 =-0.654049 =-0.0907115 f31<=0.0202225 =-0.290514 =0.382914 f40<=0.83746 f26<=0.501266 f19<=0.777829 =-0.0135278 =-0.303986 f19<=0.196783 =-0.375109 =0.127786 f24<=0.760017 f24<=0.452395 =-0.603793 =0.218934 f31<=0.145883 =-2.1235 =-0.116674
f14<=0.715914 f28<=0.761451 f5<=0.291396 f12<=0.34872 =-0.025308 =0.0815449 f42<=0.714929 =-0.429246 =0.181643 f35<=0.080612 f40<=0.185428 =-0.336842 =-1.24988 f1<=0.589666 =0.766368 =-0.622654 f42<=1.6618 f5<=0.189274 f43<=0.257176 =0.967385 =-0.23897 f18<=0.282898 =-0.431563 =0.21204 f12<=0.573405 f39<=0.03538 =3.15664 =0.10985 =-0.290603
f5<=0.0668227 f20<=0.666825 f27<=0.400068 f27<=0.225127 =-0.0960788 =0.392858 f33<=0.0763173 =-0.267527 =-1.08918 f1<=0.459924 f37<=0.0333502 =0.464959 =1.168 f6<=0.0561913 =0.484737 =-0.280765 f2<=-0.564711 f5<=0.147983 f34<=9.57854e-05 =0.0373235 =-1.36831 f42<=0.468358 =0.764787 =-0.353313 f41<=0.0250229 f45<=0.30482 =-0.113755 =-0.760881 f41<=0.504517 =0.203533 =-0.0183969
f31<=0.118558 f23<=0.838284 f42<=2.71591 f27<=0.707393 =0.0178691 =0.382763 f6<=0.135941 =2.03397 =-0.0156505 f13<=0.0125134 f41<=0.998202 =0.0954489 =1.47909 f2<=0.48593 =-0.325785 =-1.39145 f38<=0.0528883 f20<=0.730839 f9<=0.906055 =-0.366373 =-1.26912 f5<=0.119171 =0.443938 =-0.240107 f23<=0.333452 f12<=0.55066 =0.342542 =1.6125 f12<=0.530308 =0.145592 =-0.41662
f0<=9.89905 f40<=0.47537 f5<=0.147983 f46<=0.5 =-0.292271 =0.188836 f23<=0.400038 =-0.170279 =0.0151193 f22<=0.266787 f30<=0.064576 =-0.968205 =-0.18379 f7<=0.493386 =-0.0913611 =0.237591 f13<=0.483999 f9<=0.455866 f2<=-0.324959 =-1.30828 =0.0794524 f35<=0.0207467 =-0.302784 =1.02734 =1.49713
f43<=0.997692 f40<=0.642093 f4<=0.0120942 f1<=0.265437 =-0.420582 =0.00578431 f6<=0.580427 =0.366492 =-0.229241 f4<=7.35814e-06 f8<=0.346574 =-0.0540544 =0.590308 f29<=0.322983 =-0.711716 =0.272292 f44<=0.667899 f16<=0.779577 f27<=0.530657 =1.12914 =-0.489203 f7<=0.26113 =-0.67759 =1.03432 f8<=2.13833 f6<=0.507805 =-1.27524 =-0.490828 f33<=0.0763173 =0.716724 =-1.06831
f36<=0.389745 f5<=0.0493837 f20<=0.118313 f7<=0.0812428 =0.752574 =-1.17199 f40<=0.341803 =0.369698 =-0.000568727 f2<=-0.404108 f17<=0.753268 =-0.784233 =0.000832025 f19<=0.085441 =-0.248842 =0.0107165 f5<=0.228068 f3<=0.416998 f22<=0.415689 =-0.155616 =-1.39019 f24<=0.90536 =-0.642667 =0.637067 f31<=0.218842 f27<=0.555738 =-0.459557 =1.53477 f25<=0.190508 =0.297019 =-1.02208
f29<=0.170398 f16<=0.656852 f25<=0.458353 f20<=0.482168 =0.0762325 =-0.195151 f1<=0.500013 =-0.46907 =0.0965867 f33<=0.153111 f23<=0.357242 =-0.232381 =0.348577 f13<=0.380051 =-0.156135 =-1.04501 f2<=0.543147 f23<=0.679661 f27<=0.59528 =0.06397 =0.51734 f31<=0.145883 =-0.24362 =0.152192 f42<=0.525807 f19<=0.147843 =-1.13704 =0.26198 f20<=0.836855 =-0.177903 =-0.81477
f5<=0.348431 f22<=0.450064 f16<=0.80024 f42<=2.71591 =-0.0810926 =0.904688 f29<=0.14223 =0.454568 =-0.0952503 f13<=0.576197 f46<=3.5 =0.119137 =-0.0497847 f23<=0.998765 =0.50874 =-0.467604 f45<=0.0684186 f7<=0.360489 f29<=0.0123648 =-1.13229 =-0.0753128 f12<=0.573405 =1.80987 =0.184246 f32<=0.148534 f13<=0.0694494 =0.507502 =-0.80138 f7<=0.0205493 =-0.600734 =2.0395
f5<=0.199097 f42<=0.692577 f41<=0.987302 f40<=0.173321 =0.160952 =-0.11768 f23<=0.679661 =0.418615 =-0.164818 f44<=0.242076 f41<=0.984324 =-0.0835241 =-0.547567 f10<=-2.19101 =-0.338495 =0.343785 f13<=0.392169 f38<=0.0357584 f12<=0.34872 =-0.313428 =0.111055 f40<=0.683334 =-0.319647 =-1.69623 f38<=0.0115886 f46<=2.5 =0.428944 =-0.496392 f23<=0.52273 =0.453482 =0.00219568
f29<=0.10578 f28<=0.00961881 f32<=0.0333519 f36<=0.0625195 =-0.153128 =-0.877848 f38<=0.0617466 =-0.163635 =0.282387 f18<=0.833386 f23<=0.236962 =-0.5371 =0.0252404 f5<=0.212647 =0.927087 =0.13315 f3<=0.0829856 f2<=-0.112373 f41<=0.934552 =-0.978205 =0.271189 f7<=0.748449 =0.308836 =1.23067 f12<=0.783483 f33<=0.012997 =-0.0762968 =0.076715 f42<=0.270318 =1.20765 =-0.49759
f21<=0.960015 f35<=0.014293 f13<=0.122568 f42<=0.692577 =-0.0970082 =-0.589275 f3<=0.211654 =0.188534 =-0.320304 f21<=0.375059 f29<=0.350143 =-0.144995 =0.189146 f1<=0.315982 =0.522882 =0.0651869 f23<=0.71443 f42<=1.52637 f22<=0.157437 =-1.06237 =-0.26988 f36<=0.0343328 =1.8462 =-0.649122 f31<=0.0202225 f7<=0.26113 =-0.180912 =1.37829 f42<=0.673747 =0.162116 =-0.480182
f14<=0.0045461 f15<=0.0113654 f36<=0.164483 f36<=0.00847008 =0.0141241 =0.428348 f6<=0.118164 =0.242656 =-0.932535 f13<=0.156305 f6<=0.476526 =0.260061 =-0.341699 f15<=0.0556243 =-1.00431 =-0.125329 f40<=0.972929 f29<=0.182677 f12<=0.34872 =-0.236347 =0.0417664 f19<=0.750052 =0.162745 =-0.0844173 f10<=-1.06181 f3<=0.261772 =-1.12975 =0.379377 f34<=0.0182055 =-0.185285 =0.93856
f5<=0.26276 f12<=0.845634 f7<=0.493386 f6<=0.415112 =-0.000402711 =-0.62562 f35<=0.250225 =0.114122 =-0.69133 f3<=0.130674 f26<=0.243439 =-0.29761 =1.55197 f19<=0.571505 =0.507479 =-0.520686 f46<=1.5 f7<=0.577044 f5<=0.348431 =1.52196 =-0.403769 =-0.856081 f42<=0.74119 f34<=0.259307 =-0.370498 =0.899818 f7<=0.0312656 =-0.387481 =0.36339
f14<=0.715914 f28<=0.572509 f29<=0.170398 f25<=0.850388 =-0.0503909 =0.838279 f23<=0.679661 =0.123289 =-0.0982962 f15<=0.0700018 f29<=0.241049 =0.638293 =-0.218693 f13<=0.122568 =0.549343 =-0.989269 f42<=1.6618 f41<=0.992995 f0<=6.95702 =0.0510211 =0.974385 f0<=5.47437 =1.66484 =-0.216513 f18<=0.51729 f33<=0.0448826 =-0.133914 =2.96528 f33<=0.0800198 =1.17003 =-0.722268
f25<=0.00562195 f30<=0.064576 f34<=0.0303175 f10<=-0.912831 =-0.0354081 =-1.20766 f36<=0.0297213 =-0.284711 =-1.39364 f1<=0.265437 f35<=0.00010101 =0.0303282 =-1.68359 f21<=0.700039 =0.407664 =-0.153883 f0<=5.55489 f6<=0.385465 f32<=0.208262 =0.328772 =-0.32753 f7<=0.102305 =1.61795 =-0.321458 f7<=0.360489 f6<=0.400041 =-0.0429523 =-0.899629 f41<=0.845452 =0.192453 =-0.0282077
f15<=0.698416 f5<=0.180248 f6<=0.118164 f44<=0.516786 =0.190277 =-0.0871181 f35<=0.128932 =0.0166237 =-0.381064 f25<=0.277847 f18<=0.3691 =-0.646128 =-0.100745 f2<=0.406337 =0.0460089 =-0.302423 f16<=0.142889 f23<=0.500095 f42<=0.632838 =-1.7392 =-0.0993384 f42<=0.692577 =0.284238 =-0.665311 f26<=0.333455 f27<=0.285811 =0.890039 =-0.916071 f27<=0.422287 =0.0122651 =0.820642
f40<=0.370524 f32<=0.0274774 f3<=0.0700438 f42<=0.769073 =0.456722 =-0.520877 f27<=0.428652 =-0.293065 =0.0421331 f43<=0.491294 f41<=0.0250229 =-0.413418 =0.0483096 f1<=0.295347 =-0.182948 =0.445441 f10<=-2.13667 f23<=0.266751 f15<=0.143565 =0.9174 =-0.214431 f44<=0.884426 =0.128599 =-0.585655 f7<=0.493386 f6<=0.173939 =-0.0478815 =-0.432623 f20<=0.45566 =0.448707 =-0.0705654
f5<=0.348431 f38<=9.41088e-05 f20<=0.496997 f21<=0.375059 =-0.109847 =0.207851 f37<=0.0208437 =-0.189508 =0.270205 f24<=0.284129 f27<=0.180074 =0.104233 =-0.348045 f13<=0.392169 =0.00277563 =0.21057 f37<=0.0057999 f25<=0.378832 f26<=0.523839 =0.663861 =-0.869619 f35<=0.0769851 =2.09274 =0.0448398 f14<=0.475076 f2<=0.126389 =-1.03759 =0.327403 f16<=0.779577 =0.958053 =-0.500262
f5<=0.0668227 f18<=0.6997 f27<=0.400068 f20<=0.557183 =0.097082 =0.460707 f20<=0.58516 =-0.621375 =0.142281 f22<=0.183693 f32<=0.0419667 =1.11691 =-0.221772 f28<=0.0222447 =-1.19565 =-0.0580541 f41<=0.0250229 f26<=0.25021 f23<=0.5414 =-0.7309 =0.117983 f38<=0.0416834 =0.14592 =-0.671406 f7<=0.878757 f41<=0.382134 =0.183901 =-0.0259093 f23<=0.958277 =0.614942 =-0.482459
f0<=9.89905 f31<=0.118558 f22<=0.671491 f1<=0.642046 =0.021343 =0.441671 f10<=-1.85631 =-0.0117661 =-0.390612 f38<=0.0755606 f20<=0.730839 =-0.362514 =-0.0345584 f34<=0.206895 =0.206418 =-0.241682 f13<=0.483999 f9<=0.455866 f1<=0.500013 =-0.429887 =0.323229 f35<=0.0207467 =-0.26569 =0.962103 =1.43351
f5<=0.26276 f12<=0.845634 f33<=5.72738e-05 f40<=0.996914 =-0.0676492 =-3.50105 f31<=0.017354 =-0.0750082 =0.0704294 f3<=0.130674 f26<=0.243439 =-0.259128 =1.44853 f23<=0.591381 =-0.4944 =0.462658 f46<=1.5 f7<=0.577044 f37<=0.0250165 =1.60349 =0.145617 =-0.821931 f42<=0.74119 f1<=0.715407 =-0.367607 =0.479079 f7<=0.0312656 =-0.364771 =0.314952
f35<=0.00010101 f8<=2.4414 f42<=0.692577 f40<=0.214618 =0.242655 =-0.126962 f17<=0.798808 =-0.534076 =0.0418912 f34<=0.0151948 f6<=0.6593 =-0.946805 =0.509285 f2<=0.48593 =0.809323 =-0.653965 f1<=0.202862 f35<=0.0238411 f38<=0.0115886 =1.09822 =-0.906344 f7<=0.102305 =0.20953 =-0.993768 f42<=1.52637 f14<=0.23971 =0.0386489 =-0.082322 f23<=0.894453 =0.444352 =-0.695143
f14<=0.715914 f28<=0.761451 f5<=0.291396 f12<=0.34872 =-0.0232715 =0.0751965 f1<=0.488892 =-0.675986 =-0.0225603 f19<=0.750052 f25<=0.000101461 =-0.032258 =-1.48764 f44<=0.884426 =-0.314963 =1.33831 f42<=1.6618 f42<=0.569407 f21<=0.242475 =-0.713928 =0.563836 f3<=0.125931 =0.674494 =-0.182053 f15<=0.0309558 f16<=0.80024 =-0.129987 =2.17542 f16<=0.894789 =0.128579 =-0.558245
f21<=0.960015 f30<=0.0789082 f36<=0.0667341 f13<=0.392169 =-0.018002 =0.297681 f33<=0.0281406 =-0.368612 =-0.046238 f44<=0.389142 f35<=0.135393 =-0.0757284 =0.218397 f7<=0.0444126 =-0.135307 =0.273473 f16<=0.894789 f13<=0.138803 f34<=0.309059 =0.408403 =-0.822434 f16<=0.555637 =-0.315063 =0.389187 f37<=0.132596 f41<=0.947139 =-0.998302 =-0.107392 f26<=0.333455 =0.0477585 =-1.58611
f5<=0.180248 f6<=0.230838 f40<=0.214618 f39<=0.00421437 =0.0241267 =0.57111 f19<=0.147843 =-0.367514 =0.0747526 f35<=0.180234 f7<=0.545817 =-0.155334 =0.101194 f23<=0.732223 =-0.893374 =0.00724699 f1<=0.398272 f15<=0.202964 f22<=0.499083 =0.168721 =-0.670712 f16<=0.000126263 =0.779834 =-0.795437 f21<=0.175016 f29<=0.380362 =-0.690131 =0.351039 f6<=0.00299001 =-0.126078 =0.06415
f5<=0.0668227 f27<=0.000101461 f16<=0.166768 f40<=0.804153 =-0.590292 =-2.13066 f10<=-2.24198 =-1.07733 =0.470965 f27<=0.400068 f17<=0.0684824 =-0.478199 =0.255047 f20<=0.58516 =-0.530954 =0.135003 f2<=-0.564711 f18<=0.0435194 f26<=0.668387 =-0.72416 =1.39159 f5<=0.152675 =-1.08556 =-0.144851 f8<=3.11327 f18<=0.0677632 =-0.188908 =0.00914138 f14<=0.199928 =-1.03754 =0.687354
f40<=0.642093 f5<=0.152675 f6<=0.264887 f7<=0.000626341 =-0.0446719 =0.33801 f23<=0.236962 =0.300489 =-0.0925937 f20<=0.952394 f23<=0.400038 =-0.147534 =0.0658224 f2<=0.105734 =0.0259428 =-0.418854 f17<=0.9231 f22<=0.43272 f19<=0.719607 =-0.395808 =0.47407 f14<=0.0933174 =0.227377 =-0.297188 f19<=0.275152 f5<=0.152675 =0.150369 =-2.32851 f20<=0.987196 =0.725581 =-0.16575
f35<=0.00010101 f8<=2.4414 f42<=0.692577 f10<=-2.92868 =0.583461 =-0.00781492 f13<=0.328975 =-0.514479 =0.0338963 f4<=7.35814e-06 f3<=0.186086 =-0.266514 =1.1161 f4<=0.0189068 =-1.05468 =-0.230421 f20<=0.987196 f29<=0.430036 f14<=0.0933174 =0.0902992 =-0.0847217 f1<=0.510885 =0.608098 =0.00717253 f17<=0.798808 f1<=0.553851 =0.892543 =0.203452 f2<=0.00187617 =-0.0538832 =-0.470576
f40<=0.370524 f0<=6.42568 f12<=0.783483 f10<=-1.82137 =-0.0423446 =-0.497856 f3<=0.130674 =1.12448 =-0.257219 f5<=0.228068 f1<=0.295347 =-0.139602 =0.204745 f26<=0.375058 =-0.347553 =0.0357076 f42<=1.16874 f10<=-2.13667 f42<=0.673747 =0.243286 =-0.270057 f7<=0.360489 =-0.231335 =0.00863934 f6<=0.281647 f34<=9.57854e-05 =-0.164484 =0.912457 f21<=0.580985 =-0.723285 =0.515031
f10<=-1.21797 f17<=0.579346 f20<=0.760481 f39<=0.091312 =-0.0878264 =-0.658947 f23<=0.652277 =0.702301 =-0.00820581 f20<=0.58516 f21<=0.363209 =-0.0961694 =0.345906 f27<=0.530657 =-0.124692 =0.0922457 f17<=0.66682 f2<=0.0980491 f32<=0.0419667 =-0.49077 =0.125387 f24<=0.700075 =0.458177 =-0.390774 f23<=0.591381 f29<=0.365454 =-0.348332 =0.156421 f28<=0.154767 =-0.150808 =0.52647
f25<=0.0208787 f35<=0.0583714 f40<=0.55539 f21<=0.851652 =-0.00750202 =-0.846459 f38<=0.0250205 =-1.16153 =0.506566 f0<=5.64013 f40<=0.55539 =-0.36286 =-1.92934 f22<=0.333494 =0.396657 =-0.285004 f0<=5.55489 f6<=0.385465 f32<=0.208262 =0.299139 =-0.318592 f8<=2.74032 =-0.295591 =1.06584 f0<=6.35524 f40<=0.996914 =-0.120207 =-2.90041 f3<=0.087068 =0.19459 =-0.00608216
f5<=0.348431 f22<=0.450064 f14<=0.542866 f34<=0.172761 =-0.0379833 =-0.41966 f16<=0.48278 =-0.549335 =0.571165 f13<=0.576197 f19<=0.483301 =0.117591 =-0.0340596 f30<=0.29093 =0.0894403 =0.801459 f37<=0.0057999 f26<=0.555754 f36<=0.00847008 =-0.560853 =1.45826 f25<=0.437543 =-0.800022 =0.410321 f14<=0.475076 f2<=0.126389 =-1.00087 =0.263408 f16<=0.636422 =1.1946 =-0.330003
f28<=0.0476432 f40<=0.47537 f42<=0.714929 f2<=0.231957 =0.0067882 =0.296099 f7<=0.123528 =-0.556914 =-0.024783 f31<=0.293914 f22<=0.367386 =-0.457774 =-0.0217196 f3<=0.243149 =-2.63649 =-0.0382931 f45<=0.430479 f34<=0.0151948 f17<=0.875054 =-0.320851 =0.0482666 f42<=0.692577 =-0.0356985 =0.215454 f12<=0.34872 f15<=3.15259e-05 =0.211203 =-0.112126 f21<=0.687563 =0.491677 =-0.266489
f5<=0.119171 f23<=0.428713 f43<=0.600504 f42<=0.714929 =0.489439 =-0.274182 f44<=0.777556 =0.155953 =-0.496196 f20<=0.714393 f7<=0.195951 =-0.554675 =-0.0631699 f31<=8.53825e-05 =-0.323683 =0.301516 f2<=-0.187957 f40<=0.200016 f33<=0.1429 =0.360772 =-0.367752 f3<=0.0992937 =0.489725 =-0.686087 f9<=0.624858 f30<=0.0249353 =-0.108001 =0.0612217 f42<=0.426026 =0.375141 =-0.599353
f29<=0.10578 f28<=0.00961881 f32<=0.0333519 f36<=0.0476477 =-0.121944 =-0.749702 f27<=0.59528 =0.0243187 =-0.493315 f18<=0.833386 f29<=0.0536412 =0.125028 =-0.153395 f21<=0.595316 =0.858427 =0.10017 f3<=0.078913 f22<=0.460324 f26<=0.195676 =-0.646323 =1.23861 f2<=0.0883209 =-1.01664 =0.268401 f1<=0.202862 f2<=0.196887 =-0.850874 =0.935351 f22<=0.441968 =-0.0622218 =0.0711376
f43<=0.997692 f27<=0.0428711 f36<=0.044476 f46<=0.5 =-0.783365 =0.028987 f18<=0.214369 =0.155551 =-0.715215 f24<=0.117807 f33<=0.012997 =0.0218308 =-0.746775 f5<=0.0298153 =0.199947 =0.00039307 f44<=0.667899 f7<=0.26113 f16<=0.757015 =0.718076 =-0.598728 f27<=0.530657 =1.24671 =-0.694329 f36<=0.0476477 f8<=2.13833 =-0.811553 =0.542831 f22<=0.40517 =-1.16533 =-0.432784
f43<=0.059217 f32<=0.254289 f29<=0.0123648 f22<=0.852122 =-0.274258 =1.27449 f27<=0.428652 =-0.0797 =0.1368 f45<=0.0250018 f25<=0.750274 =-0.90981 =-0.122387 f5<=0.135754 =1.05727 =-0.190777 f5<=0.212647 f1<=0.295347 f4<=0.0426439 =-0.323747 =0.449716 f40<=0.642093 =0.13567 =-0.0343913 f42<=1.52637 f41<=0.999254 =-0.176649 =0.691746 f3<=0.111758 =2.14715 =0.229637
f10<=-0.872146 f10<=-0.912831 f10<=-1.21797 f15<=0.623628 =-0.0286204 =0.211657 f28<=0.20813 =0.0392008 =0.468389 f25<=0.356441 f15<=0.202964 =0.381557 =-0.455881 f29<=0.750139 =-0.61241 =1.12811 f1<=0.295347 f24<=0.321715 f3<=0.111758 =0.12457 =-1.00492 f44<=0.884426 =0.954031 =-0.808981 f1<=0.343395 f23<=0.410742 =0.0726325 =0.987359 f30<=0.0598388 =-0.10541 =0.296608
f24<=0.740027 f23<=0.923718 f27<=0.833546 f42<=2.71591 =0.0113862 =0.623733 f7<=0.766605 =0.975121 =-0.763609 f39<=0.107419 f7<=0.14772 =-0.051429 =-0.687889 f32<=0.553597 =-0.164727 =1.43002 f20<=0.375065 f37<=0.119975 f23<=0.591381 =-1.23409 =-0.275379 f17<=0.600022 =-0.232474 =1.5076 f33<=0.0916732 f3<=0.139538 =0.211246 =-0.431395 f27<=0.580107 =0.273424 =-0.120847
f37<=0.319524 f3<=0.416998 f33<=0.215405 f0<=5.24965 =0.169056 =-0.00812852 f31<=0.0816395 =-0.470071 =-0.00307407 f20<=0.614059 f6<=6.64761e-06 =0.741037 =-0.951157 f1<=0.632077 =0.799223 =-0.0203954 f17<=0.523295 f0<=6.82492 f26<=0.523839 =-0.821591 =0.316037 f42<=0.446317 =2.08227 =0.363811 f13<=0.500082 f14<=0.475076 =-1.06937 =0.312886 f33<=0.173598 =1.00689 =-0.55357
f31<=0.118558 f22<=0.671491 f1<=0.613788 f21<=0.920018 =0.0316042 =-0.359041 f7<=0.641996 =0.494679 =-0.218231 f34<=0.0763447 f13<=0.547871 =-0.373601 =0.305875 f6<=0.281647 =0.23309 =-0.348881 f38<=0.0528883 f20<=0.730839 f0<=5.72522 =0.0359753 =-0.461379 f41<=0.980547 =0.211384 =-0.306739 f23<=0.333452 f12<=0.55066 =0.289325 =1.45254 f20<=0.631636 =-0.317203 =0.133957
f6<=0.6593 f5<=0.119171 f23<=0.366683 f43<=0.600504 =0.479033 =-0.119682 f46<=1.5 =-0.223645 =0.0958277 f2<=-0.187957 f40<=0.200016 =0.078089 =-0.500199 f9<=0.624858 =0.0112554 =-0.338272 f3<=0.0992937 f26<=0.227665 f35<=0.00010101 =0.372016 =-0.896113 f5<=0.0925659 =-0.757421 =1.39819 f26<=0.450604 f1<=0.295347 =-1.02632 =-0.219472 f23<=0.493237 =0.989193 =-0.985899
f43<=0.805515 f44<=0.588228 f25<=0.285797 f18<=0.644789 =-0.32018 =0.0281213 f45<=0.73251 =-0.0337048 =0.150461 f45<=0.0594099 f24<=0.478133 =0.153187 =0.655799 f30<=0.0249353 =-0.281151 =0.133222 f44<=0.630433 f45<=0.979195 f40<=0.979246 =0.310952 =-0.242493 f44<=0.0971752 =0.518385 =-0.702897 f23<=0.304292 f31<=0.061235 =-1.11422 =-0.451964 f25<=0.51975 =0.128243 =-1.24212
`

// END CALIBRATION
