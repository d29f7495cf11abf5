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
	xs := make([][]float64, len(cs))
	boxes := make([]image.Rectangle, len(cs))
	for i, c := range cs {
		xs[i], boxes[i] = c.Features, c.Box
	}
	ps, err := m.Forest.ProbabilityAll(xs, detectors.Cascade{Trees: CascadeTrees, Min: m.Cascade})
	if err != nil {
		return nil, err
	}
	var ctx [][]float64
	if m.Context != nil {
		if ctx, err = detectors.BoxContext(boxes, ps, detectors.ContextOptions{MinScore: ContextMin}, nil); err != nil {
			return nil, err
		}
	}
	out := make([]Scored, len(cs))
	for i, c := range cs {
		p := ps[i]
		out[i] = Scored{Candidate: c, P: p, Q: p}
		if m.Context == nil {
			continue
		}
		out[i].Q = 0
		if p < ContextMin {
			continue
		}
		x := make([]float64, 0, len(c.Features)+1+len(ctx[i]))
		x = append(append(append(x, c.Features...), p), ctx[i]...)
		q, err := m.Context.Probability(x)
		if err != nil {
			return nil, err
		}
		out[i].Q, out[i].Context = q, x[len(c.Features):]
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
	"log_area", "fill", "log_aspect", "lemon_share", "log_parts", "largest_share", "log_height", "window",
	"palette_in", "palette_around", "palette_above", "palette_below", "palette_left", "palette_right",
	"warm_in", "warm_around", "warm_above", "warm_below", "warm_left", "warm_right",
	"lemon_in", "lemon_around", "lemon_above", "lemon_below", "lemon_left", "lemon_right",
	"palette_grid00", "palette_grid01", "palette_grid02", "palette_grid10", "palette_grid11", "palette_grid12",
	"palette_grid20", "palette_grid21", "palette_grid22", "palette_grid30", "palette_grid31", "palette_grid32",
	"lemon_grid00", "lemon_grid01", "lemon_grid02", "lemon_grid10", "lemon_grid11", "lemon_grid12",
	"lemon_grid20", "lemon_grid21", "lemon_grid22", "lemon_grid30", "lemon_grid31", "lemon_grid32",
}

// fills are what the forest reads of the palette, warm and lemon masks
// in and around a candidate's box: their share of the box, of a ring
// around it (a quarter of its longer side wide), of the strips just
// outside each edge (a box of part of a blaze has more palette beyond
// one edge than the whole blaze's box), and the palette's and lemon's
// fill in a 3×4 grid over the box (the layout of what it holds: a
// blaze's solid head over its rods, its crown's colour on top).
var fills = detectors.BoxFillOptions{Ring: 0.25, Strip: 1.0 / 6, Cols: 3, Rows: 4, Grid: []int{0, 2}}

// DefaultWindows are the boxes slid over the palette's pixels besides the parts
// and their groups: a blaze that touches another blaze, or a palette-
// coloured block, shares a part with it, and no grouping boxes it alone.
// Each window that the palette fills enough is shrunk to the palette
// pixels it holds.
var DefaultWindows = detectors.WindowOptions{MinHeight: 20, Scale: 1.4, Aspects: []float64{0.9}, Stride: 0.4, MinCount: 20, MinFill: 0.25, Max: maxWindows}

// maxWindows bounds the windows a frame, as maxParts bounds the parts: a
// real frame has a few hundred.
const maxWindows = 2500

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
	// The boxes: every part and group, then every window; a window's
	// palette and lemon pixels are counted by BoxFills below.
	type group struct {
		area, parts, largest int
		lemon                float64
	}
	seen := map[image.Rectangle]bool{}
	var boxes []image.Rectangle
	var groups []group
	for _, b := range all {
		if b.Area < minArea || seen[b.Box] {
			continue
		}
		seen[b.Box] = true
		boxes = append(boxes, b.Box)
		groups = append(groups, group{b.Area, b.Parts, b.Largest, b.Fraction(0)})
	}
	wo := m.Windows
	if wo.MinHeight == 0 {
		wo = DefaultWindows
	}
	ws, err := palSum.Windows(wo)
	if err != nil {
		return nil, err
	}
	for _, box := range ws {
		if !seen[box] {
			seen[box] = true
			boxes = append(boxes, box)
		}
	}
	rows, err := detectors.BoxFills(boxes, []*detectors.Integral{palSum, warmSum, lemonSum}, fills)
	if err != nil {
		return nil, err
	}
	frameH := float64(f.Img.Rect.Dy())
	out := make([]Candidate, 0, len(boxes))
	for i, box := range boxes {
		w, h := box.Dx(), box.Dy()
		boxArea := float64(w * h)
		row := rows[i]
		g, window := group{parts: 1}, 0.0
		if i < len(groups) {
			g = groups[i]
		} else {
			// A window: its palette and lemon pixels, from their fills.
			g.area = int(row[0]*boxArea + 0.5)
			if g.area < minArea {
				continue
			}
			g.lemon = row[2*detectors.BoxFillsPer] / row[0]
			window = 1
		}
		a := float64(g.area)
		fs := make([]float64, 0, len(Features))
		fs = append(fs,
			math.Log(a),
			a/boxArea,
			math.Log(float64(h)/float64(w)),
			g.lemon,
			math.Log(float64(g.parts)),
			float64(g.largest)/a,
			math.Log(float64(h)/frameH),
			window,
		)
		out = append(out, Candidate{Box: box, Area: g.area, Features: append(fs, row...)})
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
const cascadeMin = 0.0057

// forestText: 200 trees of depth 3 over 539226 candidates (20173 blazes); features in Features' order.
const forestText = `forest -4.38939 0.1
f6<=-1.54883 f39<=0.000107021 f42<=6.21891e-05 =-0.979875 =-0.0175148 f9<=0.126618 =14.7286 =0.12418 f39<=0.0833703 f41<=3.13873e-05 =-0.156496 =9.45527 f9<=0.15228 =51.9887 =5.46342
f46<=3.34225e-05 f43<=5.72738e-05 f40<=0.0135785 =-0.99452 =-0.661995 f48<=7.12758e-05 =-0.495602 =1.72148 f9<=0.255865 f3<=0.466957 =4.89512 =-0.970839 f9<=0.319554 =0.410417 =-0.888297
f44<=3.13873e-05 f41<=3.13873e-05 f39<=0.000107021 =-0.9942 =-0.704756 f47<=6.40861e-05 =-0.313109 =2.1325 f9<=0.264394 f1<=0.383343 =-0.16384 =4.40149 f9<=0.32938 =0.20472 =-0.894038
f46<=3.34225e-05 f43<=5.72738e-05 f40<=0.0135785 =-0.987699 =-0.621048 f9<=0.247919 =1.01615 =-0.752209 f9<=0.239874 f3<=0.466957 =3.40309 =-0.986238 f9<=0.319554 =0.355003 =-0.865095
f44<=3.13873e-05 f41<=3.13873e-05 f39<=0.000107021 =-0.989274 =-0.68776 f48<=7.12758e-05 =-0.445192 =1.42813 f9<=0.223358 f3<=0.535579 =2.93128 =-1.11827 f9<=0.310012 =0.511905 =-0.827282
f46<=3.34225e-05 f43<=5.72738e-05 f40<=0.0135785 =-0.983181 =-0.576966 f9<=0.264394 =0.766641 =-0.77104 f3<=0.375638 f9<=0.207391 =2.48628 =0.0632904 f3<=0.535579 =-0.0867226 =-1.04245
f44<=3.13873e-05 f41<=3.13873e-05 f39<=0.000107021 =-0.984092 =-0.665689 f9<=0.272919 =0.802297 =-0.796071 f44<=0.166782 f8<=0.343343 =-0.953539 =1.92109 f44<=0.312597 =0.152862 =-0.879613
f45<=4.24953e-05 f48<=0.01788 f46<=3.34225e-05 =-0.943432 =-0.354393 f9<=0.247919 =1.89195 =-0.645486 f3<=0.318681 f40<=5.21648e-05 =-0.0746573 =1.86377 f3<=0.535579 =-0.0226391 =-1.03122
f44<=3.13873e-05 f41<=3.13873e-05 f38<=8.53825e-05 =-0.964566 =-0.558876 f33<=0.79168 =0.721197 =-0.757658 f9<=0.291064 f27<=0.66682 =0.226144 =2.06042 f9<=0.372104 =-0.242945 =-0.910794
f45<=4.24953e-05 f48<=0.01788 f46<=3.34225e-05 =-0.928352 =-0.32549 f9<=0.231594 =1.52875 =-0.520438 f3<=0.294447 f9<=0.310012 =1.31122 =-0.587013 f3<=0.535579 =-0.00106326 =-1.02594
f40<=5.21648e-05 f43<=5.72738e-05 f6<=-1.20862 =-0.916198 =-1.72325 f22<=0.180029 =-0.367848 =3.16774 f33<=0.947984 f27<=0.600022 =-0.0296009 =1.62466 f36<=0.90012 =-0.423935 =-0.954007
f40<=5.21648e-05 f43<=5.72738e-05 f6<=-1.20862 =-0.905338 =-1.64618 f22<=0.127009 =-0.434526 =1.9553 f36<=0.833525 f8<=0.333349 =-1.06373 =0.942487 f36<=0.944484 =-0.335551 =-0.928062
f38<=8.53825e-05 f41<=0.017866 f6<=-1.20862 =-0.855359 =-2.34059 f22<=0.151581 =-0.296949 =2.05732 f9<=0.310012 f8<=0.324178 =-1.21233 =0.899482 f9<=0.383336 =-0.319808 =-0.917602
f6<=-2.54505 f39<=0.000107021 f22<=1.50711e-05 =-0.977857 =-0.452215 f20<=0.182949 =0.311377 =-0.76853 f8<=0.333349 f0<=7.60564 =-0.450525 =-2.24742 f9<=0.215354 =1.14311 =-0.24598
f45<=4.24953e-05 f48<=0.01788 f20<=7.15001e-06 =-0.995887 =-0.590014 f23<=6.14251e-05 =0.978822 =-0.512766 f3<=0.466957 f9<=0.190117 =0.972941 =-0.0471583 f6<=-1.54883 =-0.800213 =-1.69011
f46<=3.34225e-05 f43<=5.72738e-05 f20<=7.15001e-06 =-0.994805 =-0.629841 f3<=0.254068 =0.578937 =-0.728161 f46<=0.250116 f8<=0.333349 =-1.01044 =0.703629 f46<=0.393257 =-0.34888 =-0.927651
f41<=3.13873e-05 f38<=8.53825e-05 f6<=-1.20862 =-0.836665 =-2.09545 f33<=0.653074 =0.444109 =-0.696557 f42<=0.160727 f27<=0.696505 =0.0761096 =1.44665 f3<=0.630323 =-0.263545 =-1.04467
f9<=0.291064 f8<=0.333349 f0<=7.60564 =-0.582774 =-2.08188 f33<=0.79168 =0.698968 =-0.524512 f9<=0.383336 f27<=0.50015 =-0.879843 =-0.226935 f6<=-2.21617 =-0.960857 =-0.781384
f43<=5.72738e-05 f40<=5.21648e-05 f20<=7.15001e-06 =-0.992159 =-0.681364 f31<=0.731107 =0.303229 =-0.633836 f43<=0.167442 f27<=0.696505 =0.1257 =1.24509 f37<=0.777905 =-0.163165 =-0.880691
f9<=0.300008 f20<=7.15001e-06 f22<=0.0285892 =-0.996161 =-0.0642135 f6<=-1.54883 =0.525295 =-0.528995 f9<=0.383336 f8<=0.480005 =-0.883253 =-0.237266 f6<=-2.54505 =-0.968754 =-0.817955
f9<=0.319554 f27<=0.542878 f14<=0.413334 =0.0368063 =-0.762469 f33<=0.947984 =0.778858 =-0.758601 f9<=0.406259 f45<=4.24953e-05 =-0.847638 =-0.287037 f6<=-2.21617 =-0.960339 =-0.778657
f3<=0.00428878 f42<=6.21891e-05 f39<=0.00926283 =-0.98865 =-0.105348 f4<=1.49787 =-0.580742 =5.25637 f35<=0.732153 f32<=0.300071 =-0.409674 =0.532261 f35<=0.875086 =-0.447798 =-0.875164
f43<=5.72738e-05 f40<=5.21648e-05 f20<=7.15001e-06 =-0.987309 =-0.636082 f21<=0.00488341 =0.905928 =-0.213633 f3<=0.294447 f9<=0.181258 =0.964925 =0.0289898 f14<=0.280868 =-0.14816 =-0.946285
f9<=0.32938 f27<=0.66682 f14<=0.380018 =0.10774 =-0.631741 f33<=0.914319 =0.825623 =-0.688714 f9<=0.42979 f1<=0.478575 =-0.933008 =-0.448874 f0<=6.69765 =-0.966594 =-0.834389
f41<=3.13873e-05 f38<=8.53825e-05 f6<=-1.20862 =-0.750572 =-1.85535 f2<=0.619491 =0.192435 =-0.959562 f41<=0.293679 f6<=-1.54883 =0.711564 =-0.347036 f3<=0.630323 =-0.522003 =-0.987182
f9<=0.231594 f8<=0.324178 f0<=7.60564 =-0.310465 =-2.01497 f33<=0.79168 =0.536763 =-0.443129 f9<=0.383336 f27<=0.66682 =-0.651698 =0.13532 f6<=-2.54505 =-0.949269 =-0.751263
f20<=7.15001e-06 f22<=0.0285892 =-0.994253 f4<=1.49787 =-0.687618 =6.03416 f37<=0.777905 f34<=0.304367 =-0.366949 =0.388896 f37<=0.966709 =-0.556656 =-0.900833
f20<=7.15001e-06 f22<=0.0285892 =-0.993384 f9<=0.045115 =5.19837 =-0.666346 f35<=0.732153 f32<=0.35556 =-0.277184 =0.43369 f35<=0.982248 =-0.465839 =-0.892188
f9<=0.199224 f6<=-1.54883 f20<=7.15001e-06 =-0.963611 =0.554174 f39<=0.0833703 =1.26185 =-1.71307 f9<=0.350236 f27<=0.66682 =-0.551739 =0.208515 f9<=0.42979 =-0.596988 =-0.914375
f36<=0.869578 f27<=0.750075 f14<=0.413334 =0.0579479 =-0.540792 f43<=0.00834827 =-0.154159 =0.843618 f48<=7.12758e-05 f6<=-0.940903 =-0.927273 =1.09263 f48<=0.775776 =-0.429802 =-0.971829
f37<=0.716732 f34<=0.36203 f9<=0.0772229 =0.249491 =-0.484179 f27<=0.50015 =-0.224579 =0.600628 f49<=0.008933 f46<=0.0173762 =-0.955523 =-0.573243 f9<=0.417986 =-0.235997 =-0.904568
f20<=7.15001e-06 f22<=0.0285892 =-0.990877 f4<=1.49787 =-0.576962 =4.90921 f9<=0.0926884 f6<=-1.54883 =0.968376 =-0.577701 f2<=0.694727 =-0.0559485 =-1.14783
f33<=0.987025 f27<=0.785807 f36<=0.233345 =-0.6493 =-0.00255514 f29<=0.133336 =-0.648264 =0.651075 f2<=0.0981549 f4<=0.346574 =-0.500339 =2.21863 f0<=8.91321 =-0.939674 =-0.0509711
f9<=0.339585 f20<=7.15001e-06 f22<=0.0285892 =-0.986639 =0.511693 f38<=0.666867 =0.210577 =-0.803027 f9<=0.42979 f1<=0.488578 =-0.888026 =-0.34137 f0<=6.69765 =-0.938227 =-0.76042
f9<=0.172343 f6<=-1.54883 f38<=0.489707 =0.650073 =-0.537329 f39<=0.0833703 =1.42421 =-1.80588 f39<=0.000107021 f22<=0.0285892 =-0.904215 =-0.244016 f9<=0.406259 =0.00534394 =-0.807188
f35<=0.732153 f32<=0.300071 f1<=0.133343 =1.0246 =-0.440844 f9<=0.16249 =0.599127 =-0.0524746 f47<=6.40861e-05 f46<=3.34225e-05 =-0.934643 =-0.589861 f38<=8.53825e-05 =-0.805105 =-0.166078
f20<=7.15001e-06 f22<=0.0285892 =-0.98758 f26<=0.22918 =2.21511 =-0.773831 f32<=0.785772 f32<=0.375054 =-0.204095 =0.38405 f2<=0.0981549 =-0.274386 =-0.695642
f41<=3.13873e-05 f38<=8.53825e-05 f4<=0.89588 =-0.727821 =0.153394 f10<=0.444478 =-0.243651 =0.635794 f3<=0.272741 f23<=6.14251e-05 =0.569084 =-0.260215 f14<=0.280868 =-0.00978687 =-0.838141
f33<=0.987025 f27<=0.750075 f14<=0.413334 =0.0449278 =-0.46026 f29<=0.133336 =-0.614696 =0.549431 f2<=0.0981549 f11<=0.030015 =0.120734 =-0.619826 f0<=8.91321 =-0.909508 =0.0173945
f9<=0.0926884 f14<=0.427782 f36<=0.720048 =1.01986 =-0.452581 f2<=-0.181907 =-1.04367 =0.045417 f2<=0.694727 f9<=0.339585 =0.00364681 =-0.687838 f6<=-1.54883 =-0.866976 =-1.98939
f36<=0.17146 f1<=0.133343 f14<=0.463896 =4.06739 =-0.372325 f6<=-1.54883 =-0.505847 =-1.24466 f36<=0.90012 f31<=0.100057 =-0.745832 =0.232761 f2<=-0.244964 =-0.189923 =-0.798219
f20<=7.15001e-06 f22<=0.0285892 f15<=0.0305647 =-0.812129 =-0.991864 f30<=0.470254 =1.81539 =-0.935245 f9<=0.0772229 f3<=0.100537 =1.83907 =0.272992 f2<=0.694727 =-0.0237242 =-1.11066
f3<=0.630323 f43<=5.72738e-05 f29<=0.733381 =-0.107215 =-0.714183 f23<=6.14251e-05 =0.387397 =-0.243007 f14<=0.0109985 f20<=0.583431 =1.25301 =-0.831392 f6<=-1.54883 =-0.975696 =-1.47708
f36<=0.233345 f0<=7.84326 f9<=0.045115 =0.792119 =-0.529349 f9<=0.15228 =-1.74308 =-0.196283 f33<=0.845534 f27<=0.50015 =-0.173351 =0.447146 f2<=0.0981549 =-0.16314 =-0.706338
f20<=7.15001e-06 f22<=0.0285892 f15<=0.0305647 =-0.776153 =-0.990501 f9<=0.239874 =1.79607 =-0.92728 f3<=0.630323 f9<=0.0926884 =0.538589 =-0.0568284 f14<=0.0109985 =-0.153031 =-1.03342
f14<=0.572851 f9<=0.0926884 f6<=-1.54883 =0.768433 =-0.357145 f2<=0.694727 =-0.0165427 =-1.09627 f15<=0.805558 f3<=0.100537 =-0.498982 =-1.14874 f0<=5.44458 =-0.753091 =0.861054
f34<=0.916782 f34<=0.266706 f11<=0.0527685 =-0.0577549 =-0.631989 f27<=0.50015 =-0.176796 =0.367515 f2<=-0.153529 f9<=0.181258 =0.33169 =-0.656262 f49<=0.008933 =-0.893182 =-0.594794
f38<=0.760208 f38<=8.53825e-05 f22<=1.50711e-05 =-0.545584 =0.0818917 f6<=-1.54883 =0.350695 =-0.291052 f24<=0.0718017 f6<=-1.54883 =-1.02012 =-1.84453 f11<=0.392528 =0.123541 =-0.843717
f9<=0.383336 f10<=0.47145 f6<=-1.54883 =0.0425335 =-0.570241 f30<=0.566698 =0.925918 =-0.0704396 f9<=0.42979 f1<=0.478575 =-0.921923 =-0.287788 f0<=6.69765 =-0.891969 =-0.664534
f36<=0.133365 f6<=-1.48552 f9<=0.0312542 =0.652733 =-0.61187 f39<=0.0833703 =-0.172675 =-1.53059 f33<=0.987025 f31<=0.0793799 =-0.731657 =0.178965 f2<=0.0981549 =-0.258125 =-0.836125
f20<=7.15001e-06 f22<=0.0285892 f15<=0.0305647 =-0.705752 =-0.988233 f6<=-2.26847 =-0.556101 =2.66993 f20<=0.0152586 f30<=0.470254 =1.7119 =-0.450943 f36<=0.233345 =-0.481945 =0.0890181
f3<=0.630323 f41<=3.13873e-05 f31<=0.731107 =-0.0739358 =-0.665229 f22<=0.180029 =0.0556997 =0.703618 f14<=0.0109985 f9<=0.215354 =1.45764 =-0.728379 f6<=-1.54883 =-0.959788 =-1.35989
f9<=0.172343 f6<=-1.54883 f38<=0.666867 =0.477086 =-0.738806 f39<=0.0833703 =1.18818 =-1.48928 f39<=0.000107021 f22<=1.50711e-05 =-0.876349 =-0.273953 f29<=0.166722 =-0.636748 =0.0431525
f2<=0.848572 f9<=0.199224 f10<=0.47145 =0.0743586 =0.895246 f27<=0.571485 =-0.52703 =-0.0282006 f9<=0.015247 f6<=-2.73986 =-0.950683 =1.13652 f6<=-1.54883 =-0.908556 =-2.19081
f14<=0.676196 f9<=0.0312542 f2<=0.0700131 =-0.241367 =1.19761 f2<=0.694727 =0.00133756 =-0.967995 f0<=7.60564 f6<=-0.940903 =-0.850655 =1.46542 f39<=0.302173 =-1.27216 =-2.94042
f40<=0.750286 f40<=5.21648e-05 f22<=0.0285892 =-0.486626 =0.0728789 f3<=0.0927388 =0.759776 =0.0569048 f25<=0.0476413 f6<=-1.54883 =-0.977566 =-1.85433 f11<=0.34287 =0.114516 =-0.793547
f9<=0.394534 f10<=0.47145 f48<=7.12758e-05 =-0.273112 =0.192413 f30<=0.500071 =0.796182 =-0.0150532 f6<=-2.54505 f9<=0.495731 =-0.720676 =-0.939082 f0<=5.72195 =1.25651 =-0.59627
f3<=0.630323 f9<=0.0772229 f2<=0.15916 =-0.0705921 =0.929066 f48<=7.12758e-05 =-0.256114 =0.179632 f14<=0.0109985 f26<=0.660792 =1.46984 =-0.748304 f33<=0.750084 =-1.06412 =-0.784696
f38<=0.760208 f38<=8.53825e-05 f9<=0.16249 =0.0398853 =-0.459484 f3<=0.0927388 =0.687027 =0.0793802 f24<=0.0718017 f20<=0.142102 =-0.304801 =-1.05228 f11<=0.392528 =0.239479 =-0.798173
f2<=0.848572 f31<=0.0793799 f11<=0.392528 =-0.482664 =-0.948854 f34<=0.777843 =0.144329 =-0.35569 f9<=0.015247 f19<=0.928619 =0.931275 =-1.05237 f6<=-1.54883 =-0.86045 =-2.1205
f20<=7.15001e-06 f22<=0.0285892 f15<=0.0305647 =-0.584396 =-0.984549 f30<=0.470254 =1.78394 =-0.901156 f9<=2.64382e-06 f42<=6.21891e-05 =2.2595 =0.586725 f2<=0.848572 =0.0194021 =-1.09621
f3<=0.630323 f41<=3.13873e-05 f31<=0.731107 =-0.0564122 =-0.601178 f36<=0.325039 =-0.191078 =0.313949 f14<=0.0109985 f20<=0.583431 =1.36294 =-0.723846 f33<=0.750084 =-1.05859 =-0.759466
f14<=0.676196 f9<=0.0926884 f6<=-1.54883 =0.566805 =-0.281369 f42<=0.00446714 =-0.323867 =0.0636498 f0<=7.60564 f2<=0.694727 =-0.834231 =0.64107 f3<=0.0927388 =-0.4883 =-1.65457
f35<=0.809135 f32<=0.200063 f22<=0.180029 =-0.457821 =0.154537 f9<=0.16249 =0.331703 =-0.0651289 f12<=0.246197 f6<=-1.54883 =-0.703038 =-1.61906 f9<=0.406259 =0.105611 =-0.809886
f38<=0.760208 f27<=0.785807 f2<=-0.308025 =-0.777154 =-0.0582301 f30<=0.961704 =0.548337 =-0.235522 f12<=0.210566 f4<=0.89588 =-1.02417 =0.558134 f11<=0.111119 =0.868432 =-0.606411
f3<=0.748247 f9<=0.0312542 f2<=0.0700131 =-0.245348 =1.06747 f8<=0.314287 =-0.8408 =0.016902 f15<=0.0803579 f5<=0.523981 =-0.628207 =2.60624 f6<=-1.48552 =-0.98947 =-1.29578
f2<=0.848572 f9<=0.394534 f14<=0.572851 =0.111267 =-0.449692 f6<=-2.87803 =-0.90713 =-0.555164 f6<=-1.54883 f9<=0.015247 =0.452974 =-0.800313 f39<=0.0833703 =-0.179784 =-2.33374
f40<=0.750286 f27<=0.785807 f30<=0.837957 =-0.164876 =0.425899 f30<=0.961704 =0.487162 =-0.226938 f25<=0.0476413 f4<=0.89588 =-0.991691 =0.744842 f11<=0.34287 =0.210837 =-0.729585
f31<=0.0793799 f1<=0.133343 f15<=0.113325 =2.07917 =-0.781525 f35<=0.280038 =-0.95544 =-0.504179 f36<=0.17146 f8<=0.21253 =0.569113 =-0.546066 f29<=0.0665043 =-0.549456 =0.138255
f32<=0.785772 f32<=0.375054 f3<=0.126714 =0.0798128 =-0.328816 f34<=0.36203 =-0.177191 =0.35741 f48<=0.01788 f6<=-1.54883 =-0.512176 =-1.20185 f43<=0.0238213 =-0.646286 =0.110326
f20<=7.15001e-06 f22<=0.0285892 f15<=0.0305647 =-0.483572 =-0.980829 f26<=0.22918 =2.49726 =-0.555329 f20<=0.0152586 f2<=-0.308025 =-0.909397 =1.34278 f6<=-1.54883 =0.0733256 =-0.357657
f3<=0.748247 f45<=4.24953e-05 f48<=0.01788 =-0.389709 =0.0976486 f38<=8.53825e-05 =-0.221661 =0.259547 f15<=0.0803579 f5<=0.523981 =-0.578875 =2.10336 f6<=-1.48552 =-0.983448 =-1.26109
f23<=6.14251e-05 f43<=5.72738e-05 f11<=0.277803 =0.106483 =-0.52699 f36<=0.266707 =-0.183817 =0.346449 f30<=0.666722 f14<=0.131849 =-0.351857 =-0.92996 f21<=0.0188513 =0.882485 =-0.167211
f38<=0.760208 f39<=0.302173 f10<=0.444478 =-0.24824 =0.206903 f21<=0.0188513 =0.685058 =-0.0251183 f12<=0.3572 f20<=0.142102 =-0.0610848 =-1.00704 f9<=0.190117 =0.894982 =-0.580799
f2<=0.848572 f9<=0.181258 f6<=-1.54883 =0.312729 =-0.371832 f39<=0.000107021 =-0.48459 =-0.0157919 f9<=0.045115 f6<=-2.09626 =-0.771019 =0.751183 f6<=-1.54883 =-0.819552 =-2.0168
f40<=0.750286 f2<=-0.383771 f14<=0.238121 =-0.0327899 =-0.96582 f9<=0.0658054 =0.484746 =-0.0163435 f25<=0.0476413 f4<=0.89588 =-0.971355 =0.791208 f11<=0.34287 =0.227794 =-0.689973
f5<=0.523981 f9<=0.0772229 f2<=0.2236 =0.0681065 =1.05485 f31<=0.288895 =-0.371553 =0.0728637 f21<=0.00208379 f0<=4.8243 =-0.752485 =0.431874 f39<=0.222286 =-0.973023 =-0.406291
f9<=0.42979 f2<=0.619491 f36<=0.325039 =-0.167611 =0.175787 f9<=0.0312542 =0.311189 =-0.637878 f8<=0.578436 f18<=0.760029 =-0.949737 =-0.380541 f18<=2.72331e-05 =-0.789779 =-0.345273
f3<=0.748247 f48<=7.12758e-05 f30<=0.470254 =0.216438 =-0.329973 f39<=0.222286 =-0.0792139 =0.479558 f14<=0.0016465 f6<=-2.54505 =-0.632349 =2.58943 f2<=-0.383771 =-0.808935 =-1.04572
f20<=7.15001e-06 f22<=0.0285892 f15<=0.0305647 =-0.397407 =-0.976611 f31<=0.560811 =1.96534 =-0.8764 f20<=0.0208379 f30<=0.470254 =1.14074 =-0.257213 f8<=0.314287 =-0.702124 =0.0168021
f38<=0.760208 f27<=0.805586 f21<=0.00488341 =0.196164 =-0.186119 f30<=0.961704 =0.4459 =-0.209347 f24<=0.0718017 f20<=0.142102 =-0.159138 =-1.00601 f11<=0.111119 =0.788141 =-0.502395
f31<=0.0793799 f37<=0.291698 f40<=0.0135785 =-0.0690665 =-0.851743 f35<=0.333435 =-1.02997 =-0.543482 f34<=0.889006 f2<=-0.308025 =-0.598488 =0.109092 f2<=-0.153529 =0.0223025 =-0.564439
f6<=-1.54883 f9<=0.16249 f33<=0.480986 =0.548457 =0.0483646 f27<=0.66682 =-0.382546 =0.0627389 f39<=0.0833703 f9<=0.15228 =1.14613 =-0.174763 f9<=0.15228 =-1.56625 =0.389445
f40<=0.750286 f39<=0.000107021 f9<=0.15228 =0.267347 =-0.458476 f3<=0.0927388 =0.53911 =0.0135298 f25<=0.0476413 f34<=0.36203 =-0.347892 =-0.995794 f11<=0.34287 =0.238919 =-0.664367
f20<=7.15001e-06 f22<=0.0285892 f15<=0.0305647 =-0.355954 =-0.974356 f6<=-2.26847 =-0.370467 =2.63995 f20<=0.0257169 f30<=0.535762 =0.754054 =-0.327799 f29<=0.292956 =-0.327088 =0.0634081
f14<=0.676196 f32<=0.7273 f16<=0.00150603 =-0.0532815 =0.282253 f8<=0.508657 =-0.800326 =-0.156736 f34<=0.416754 f1<=0.311128 =-0.983599 =0.120478 f2<=0.694727 =-0.391602 =3.93081
f45<=4.24953e-05 f3<=0.318681 f47<=0.0178641 =-0.306884 =0.310422 f30<=0.870405 =-1.01066 =-0.516102 f38<=8.53825e-05 f20<=0.0257169 =0.498345 =-0.296507 f3<=0.0927388 =0.860296 =0.0860314
f2<=0.848572 f23<=6.14251e-05 f36<=0.285789 =-0.157699 =0.195023 f30<=0.666722 =-0.598066 =0.0446335 f9<=0.045115 f6<=-2.09626 =-0.731134 =0.582537 f6<=-1.54883 =-0.754346 =-1.73057
f3<=0.748247 f48<=7.12758e-05 f30<=0.500071 =0.136618 =-0.32163 f34<=0.285797 =-0.375565 =0.294337 f15<=0.0803579 f2<=-0.979498 =3.41909 =-0.28354 f2<=-0.383771 =-0.801042 =-1.03487
f6<=-1.54883 f9<=0.16249 f6<=-3.77635 =-0.86049 =0.331008 f27<=0.625113 =-0.3767 =0.0512103 f39<=0.0833703 f9<=0.140727 =0.99822 =-0.134013 f9<=0.15228 =-1.36809 =0.322154
f9<=0.42979 f10<=0.500147 f39<=0.222286 =-0.219551 =0.170561 f31<=0.288895 =-0.504379 =0.419437 f8<=0.578436 f18<=0.760029 =-0.939191 =-0.312288 f15<=0.000109988 =-0.847537 =-0.379876
f9<=0.0312542 f2<=0.00187617 f30<=0.666722 =-0.712276 =0.926598 f42<=0.0194481 =1.43376 =0.284675 f29<=0.166722 f31<=0.875043 =-0.331683 =-0.928381 f45<=0.0178685 =-0.207445 =0.144975
f38<=0.666867 f39<=0.302173 f23<=6.14251e-05 =0.0306336 =-0.455308 f28<=0.777814 =0.423737 =-0.272346 f12<=0.195008 f4<=0.89588 =-0.927772 =1.12337 f9<=0.190117 =0.794942 =-0.425159
f20<=7.15001e-06 f22<=0.0285892 f15<=0.0305647 =-0.281349 =-0.970173 f30<=0.470254 =1.77119 =-0.864262 f20<=0.0257169 f2<=-0.308025 =-0.861297 =0.557678 f6<=-1.54883 =0.0492105 =-0.312077
f3<=0.748247 f42<=6.21891e-05 f11<=5.10517e-05 =0.182663 =-0.304043 f22<=0.180029 =0.0153786 =0.419503 f15<=0.0803579 f2<=-0.979498 =2.9668 =-0.213612 f2<=-0.383771 =-0.777888 =-1.02835
f2<=0.848572 f2<=-0.383771 f30<=0.814865 =-0.878067 =0.01993 f9<=0.190117 =0.153895 =-0.114424 f9<=0.000766047 f6<=-2.73986 =-0.872614 =0.978547 f6<=-1.54883 =-0.6851 =-1.36934
f33<=0.987025 f2<=-0.383771 f30<=0.604131 =-0.977083 =-0.261811 f16<=3.91604e-05 =-0.0555983 =0.2148 f2<=0.0981549 f11<=0.030015 =0.566655 =-0.472439 f0<=8.91321 =-0.72445 =0.501722
f31<=0.0793799 f11<=0.392528 f10<=0.0300123 =-0.0592424 =-0.644754 f2<=-0.244964 =1.01458 =-0.893643 f27<=0.404783 f3<=0.117588 =0.0867604 =-0.340029 f30<=0.470254 =0.435161 =-0.00431759
f20<=7.15001e-06 f22<=0.0285892 f15<=0.0305647 =-0.23916 =-0.967198 f26<=0.22918 =2.00552 =-0.491756 f21<=0.00208379 f28<=0.685204 =0.416388 =-0.669026 f5<=0.200635 =0.0200625 =-0.609134
f14<=0.676196 f9<=0.0658054 f14<=0.380018 =0.572337 =-0.0987184 f29<=0.166722 =-0.438603 =0.0148342 f15<=0.783793 f1<=0.311128 =-1.06058 =-0.222504 f2<=0.694727 =-0.525989 =1.82359
f3<=0.748247 f48<=7.12758e-05 f10<=0.500147 =-0.212189 =0.279036 f34<=0.206408 =-0.492457 =0.233819 f15<=0.0803579 f5<=0.523981 =-0.33977 =1.6834 f2<=-0.383771 =-0.724839 =-1.02726
f9<=0.42979 f6<=-1.54883 f9<=0.15228 =0.27355 =-0.0647322 f39<=0.0833703 =0.313125 =-0.52776 f8<=0.578436 f18<=0.760029 =-0.930453 =-0.264684 f21<=0.128629 =-0.302305 =-0.798146
f45<=0.0178685 f3<=0.318681 f9<=0.247919 =0.0504485 =-0.460219 f30<=0.870405 =-0.971255 =-0.42998 f31<=0.288895 f46<=3.34225e-05 =0.494463 =-0.453762 f29<=0.318234 =-0.178007 =0.306015
f27<=0.125034 f30<=0.116891 f33<=0.480986 =-0.943024 =-0.395633 f9<=0.045115 =0.249444 =-0.44414 f16<=3.91604e-05 f48<=7.12758e-05 =-0.250875 =0.118166 f42<=0.0917157 =0.337895 =-0.165096
f2<=0.619491 f36<=0.325039 f39<=0.40012 =-0.248798 =0.281958 f31<=0.250075 =-0.270966 =0.1902 f43<=0.0238213 f36<=0.21434 =0.109767 =-0.844378 f2<=1.04169 =0.0523239 =-0.91411
f40<=0.857476 f39<=0.222286 f10<=0.444478 =-0.228861 =0.142346 f6<=-1.54883 =0.291346 =-0.415858 f11<=0.030015 f13<=0.316718 =-0.831047 =0.81543 f2<=0.233844 =-0.954928 =-0.480012
f9<=0.0312542 f2<=0.196887 f14<=0.108337 =1.15817 =-0.315497 f33<=0.433366 =1.17949 =-0.15156 f8<=0.305578 f0<=2.91741 =3.25327 =-0.716338 f16<=3.91604e-05 =-0.120242 =0.173306
f32<=0.7273 f32<=0.428641 f44<=0.110579 =-0.0258657 =-0.485274 f34<=0.400062 =-0.0791976 =0.333493 f48<=0.0500278 f6<=-1.54883 =-0.318256 =-0.901637 f43<=0.050011 =-0.438052 =0.276677
f33<=0.987025 f2<=-0.383771 f30<=0.604131 =-0.938739 =-0.253944 f9<=0.0926884 =0.296045 =-0.0149593 f4<=0.346574 f25<=0.0577062 =-0.561293 =0.0252049 f47<=0.0178641 =-0.0252322 =2.57647
f3<=0.748247 f45<=0.0178685 f3<=0.318681 =-0.068961 =-0.734018 f38<=0.0408371 =-0.118975 =0.221038 f15<=0.0803579 f11<=0.500082 =0.725829 =-0.874051 f2<=-0.383771 =-0.696976 =-1.02325
f9<=0.339585 f2<=0.550347 f10<=0.500147 =-0.00138519 =0.298872 f41<=0.0333598 =-0.546245 =-0.0423485 f44<=3.13873e-05 f27<=0.866702 =-0.800268 =-0.45754 f21<=0.128629 =0.0719617 =-0.619765
f20<=7.15001e-06 f22<=0.0285892 f15<=0.0305647 =-0.161786 =-0.961889 f31<=0.560811 =1.49473 =-0.852582 f20<=0.0257169 f30<=0.535762 =0.589119 =-0.290804 f39<=0.222286 =-0.130939 =0.116769
f38<=0.760208 f39<=0.222286 f23<=6.14251e-05 =0.0114174 =-0.447288 f6<=-1.54883 =0.275819 =-0.382942 f24<=0.0718017 f2<=-0.979498 =1.79949 =-0.903499 f9<=0.190117 =0.673612 =-0.449458
f3<=0.748247 f42<=6.21891e-05 f9<=0.0658054 =0.389009 =-0.221398 f22<=0.180029 =0.0116706 =0.337666 f15<=0.0803579 f47<=0.154567 =-0.776756 =0.861222 f2<=-0.383771 =-0.680814 =-1.02005
f34<=0.725014 f34<=0.416754 f14<=0.695241 =-0.0743488 =-0.939201 f27<=0.404783 =-0.132867 =0.274071 f49<=0.008933 f2<=-0.117454 =-0.070641 =-0.603178 f30<=0.700088 =-0.489794 =0.203213
f21<=0.091789 f16<=0.0371051 f14<=0.302793 =0.0153198 =-0.475714 f0<=5.12098 =-0.384484 =0.267474 f11<=0.192757 f14<=0.380018 =0.335669 =-0.846311 f48<=0.0666973 =-0.717286 =-0.323084
f40<=0.857476 f36<=0.0921356 f39<=0.302173 =-0.591054 =0.15227 f9<=0.0312542 =0.392058 =0.002347 f32<=0.300071 f29<=0.500092 =-1.02939 =0.482859 f26<=0.000102041 =0.408233 =-0.652105
f38<=0.489707 f39<=0.302173 f23<=6.14251e-05 =0.0246553 =-0.373225 f33<=0.458397 =0.646956 =0.0379122 f24<=0.00231585 f4<=0.89588 =-0.891021 =0.430752 f21<=0.0666709 =0.347879 =-0.457199
f20<=7.15001e-06 f22<=0.0285892 f15<=0.0305647 =-0.130608 =-0.956829 f0<=6.36389 =-0.221236 =2.37526 f20<=0.0208379 f15<=0.783793 =0.288197 =1.46293 f48<=0.01788 =-0.116461 =0.10652
f14<=0.695241 f9<=0.0772229 f14<=0.362506 =0.454895 =-0.0604965 f28<=0.0666939 =-0.454076 =0.000231645 f0<=3.19846 f39<=0.160749 =-0.78764 =3.88005 f32<=0.649619 =-0.916809 =1.28412
f2<=0.848572 f9<=0.215354 f10<=0.500147 =0.0166608 =0.506984 f36<=0.388925 =-0.434836 =0.0205339 f9<=0.000766047 f35<=0.125073 =-0.580617 =0.989911 f12<=0.46297 =-0.858039 =0.669171
f32<=0.26365 f11<=0.360031 f14<=0.180008 =0.30574 =-0.211989 f2<=-0.0406385 =0.208228 =-0.705095 f32<=0.697043 f2<=-0.181907 =-0.421378 =0.159355 f8<=0.500013 =-0.659624 =-0.0840035
f3<=0.748247 f16<=3.91604e-05 f48<=0.01788 =-0.209943 =0.0995086 f39<=0.000107021 =-0.206366 =0.233062 f14<=0.0016465 f0<=5.89026 =-0.642687 =1.80129 f2<=-0.383771 =-0.593288 =-1.02124
f9<=0.42979 f12<=0.683372 f38<=0.489707 =0.0243364 =-0.380972 f9<=0.190117 =1.81025 =0.272453 f3<=0.205761 f33<=0.60004 =-0.711559 =-0.127004 f0<=7.60564 =-0.867168 =-0.51755
f6<=-1.54883 f9<=0.16249 f33<=0.480986 =0.404429 =0.0178468 f8<=0.553115 =-0.238235 =0.167079 f39<=0.0833703 f9<=0.15228 =0.797701 =-0.189892 f9<=0.15228 =-1.13801 =0.39326
f45<=0.0178685 f3<=0.318681 f17<=0.900064 =0.0196849 =-0.488608 f30<=0.870405 =-0.90751 =-0.343946 f29<=0.166722 f44<=3.13873e-05 =0.318361 =-0.510361 f31<=0.333387 =-0.159147 =0.235578
f33<=0.750084 f41<=0.200101 f8<=0.591852 =0.0384565 =0.496688 f30<=0.750051 =-0.653433 =0.321108 f3<=0.466957 f12<=0.46297 =-0.366231 =0.099001 f20<=0.405863 =1.5959 =-0.20715
f31<=0.966713 f2<=-0.383771 f14<=0.238121 =-0.0336191 =-0.824629 f21<=0.00208379 =0.259142 =-0.00349498 f49<=0.0252154 f2<=-0.117454 =0.210442 =-0.726061 f28<=0.972039 =0.295157 =-0.463472
f2<=0.550347 f36<=0.325039 f9<=0.207391 =-0.0310458 =-0.426087 f31<=0.288895 =-0.19092 =0.174212 f42<=6.21891e-05 f0<=3.19846 =1.0659 =-0.661875 f10<=0.59262 =-0.0101328 =-0.73365
f14<=0.695241 f9<=0.0576941 f2<=0.196887 =0.00708603 =0.585208 f2<=0.137336 =0.0896621 =-0.15949 f39<=0.40012 f30<=0.733443 =-0.848033 =1.70418 f2<=0.288247 =-0.61661 =4.29175
f34<=0.725014 f34<=0.416754 f46<=0.0952533 =-0.0182832 =-0.384794 f37<=0.179623 =-0.340992 =0.205119 f30<=0.700088 f13<=0.383934 =-0.699174 =-0.158919 f49<=0.008933 =-0.339661 =0.155099
f6<=-1.54883 f9<=0.16249 f17<=0.759292 =0.334799 =-0.0805766 f8<=0.553115 =-0.210626 =0.137276 f39<=0.0833703 f9<=0.15228 =0.693551 =-0.178326 f9<=0.15228 =-1.02761 =0.333202
f33<=0.750084 f41<=0.200101 f16<=0.0371051 =-0.0283973 =0.247538 f30<=0.750051 =-0.611346 =0.278634 f45<=0.0718532 f12<=0.433374 =-0.485922 =-0.0230901 f15<=0.640488 =0.163376 =-0.441539
f3<=0.00428878 f42<=0.0607152 f22<=0.0136108 =-0.859318 =0.170604 =4.65736 f21<=0.00208379 f28<=0.685204 =0.342631 =-0.646077 f5<=0.00166667 =0.0155256 =-0.500443
f27<=0.125034 f30<=0.116891 f33<=0.480986 =-0.931133 =-0.257933 f14<=0.452768 =-0.00370583 =-0.617904 f33<=0.987025 f3<=0.630323 =0.0557931 =-0.844804 f4<=0.346574 =-0.368622 =1.22316
f9<=0.42979 f6<=-1.54883 f9<=0.15228 =0.212165 =-0.048956 f39<=0.0833703 =0.208805 =-0.375484 f3<=0.0927388 f45<=4.24953e-05 =-0.529205 =0.391795 f1<=0.701275 =-0.841608 =-0.460776
f42<=6.21891e-05 f10<=0.500147 f9<=0.0926884 =0.18863 =-0.393245 f11<=0.215085 =0.947902 =-0.365836 f42<=0.0917157 f36<=0.388925 =-0.0100188 =0.336246 f30<=0.750051 =-0.323278 =0.192618
f38<=0.875198 f39<=0.222286 f10<=0.444478 =-0.189706 =0.120075 f33<=0.333452 =0.609338 =0.0342155 f11<=0.166716 f12<=0.5179 =-0.58737 =0.930685 f2<=-0.459054 =0.228018 =-0.908227
f14<=6.64761e-06 f15<=2.58457e-06 f3<=0.414854 =-0.341936 =0.753946 f11<=0.166716 =0.623924 =-0.00590747 f14<=0.180008 f20<=0.0208379 =1.45729 =0.23407 f16<=0.0371051 =-0.296859 =0.0577157
f40<=0.857476 f20<=7.15001e-06 f22<=0.0285892 =-0.898029 =0.447761 f21<=0.00208379 =0.222159 =-0.023192 f11<=5.10517e-05 f13<=0.316718 =-0.736316 =1.03301 f2<=0.233844 =-0.901664 =-0.325737
f32<=0.183354 f11<=0.294164 f28<=0.500183 =-0.379118 =0.303298 f40<=0.540076 =-0.361731 =-1.03821 f9<=0.0312542 f2<=0.167267 =0.0137854 =0.787974 f47<=0.0178641 =-0.0901508 =0.144348
f45<=0.0178685 f3<=0.318681 f9<=0.255865 =0.0335812 =-0.408631 f46<=0.0448957 =-0.80407 =-0.0998327 f1<=0.283346 f26<=0.291722 =-0.768248 =0.0708164 f3<=0.0308642 =2.83894 =0.0785343
f3<=0.748247 f16<=0.0371051 f14<=0.258663 =0.00419391 =-0.344554 f17<=0.933414 =0.193654 =-0.301017 f15<=0.0803579 f39<=0.0463199 =2.37127 =-0.173592 f2<=-0.383771 =-0.568815 =-1.00812
f31<=0.966713 f2<=-0.244964 f30<=0.604131 =-0.682205 =-0.0493993 f31<=0.0793799 =-0.361984 =0.0691195 f29<=0.346946 f48<=0.133373 =-0.840069 =0.0721631 f21<=0.078314 =0.0435232 =-0.562478
f33<=0.845534 f8<=0.591852 f29<=0.791714 =0.0261694 =-0.389992 f34<=0.725014 =0.527545 =-0.0132149 f3<=0.466957 f25<=0.0577062 =-0.397332 =0.0643912 f26<=0.747722 =1.11914 =-0.628205
f14<=0.695241 f9<=0.0658054 f17<=3.18979e-05 =0.614267 =0.0809379 f2<=0.137336 =0.085291 =-0.154701 f0<=3.19846 f2<=0.2236 =-0.727376 =2.99591 f32<=0.649619 =-0.850869 =1.26206
f9<=0.42979 f12<=0.683372 f38<=0.489707 =0.0181472 =-0.323211 f9<=0.190117 =1.52571 =0.235341 f3<=0.205761 f33<=0.60004 =-0.681579 =-0.0679854 f3<=0.346154 =-0.66744 =-0.948999
f5<=0.666699 f0<=4.0342 f15<=0.201164 =3.67501 =0.11433 f36<=0.349705 =-0.118763 =0.0832171 f0<=4.8243 f18<=0.148171 =-0.453854 =-1.00715 f21<=1.24001e-06 =0.609608 =-0.351659
f9<=0.223358 f12<=0.650058 f10<=0.541774 =-0.0185914 =0.433217 f26<=0.710372 =0.0333489 =1.26712 f15<=0.0305647 f8<=0.565725 =-0.563475 =-0.178474 f14<=0.380018 =0.229542 =-0.355356
f6<=-1.54883 f9<=0.16249 f28<=0.458353 =0.32408 =-0.0299879 f2<=0.137336 =0.0750294 =-0.247969 f39<=0.0833703 f9<=0.215354 =0.442451 =-0.431579 f9<=0.15228 =-0.893567 =0.306473
f27<=0.125034 f30<=0.116891 f33<=0.480986 =-0.913926 =-0.221198 f44<=3.13873e-05 =-0.516236 =0.0355513 f33<=0.821469 f8<=0.60556 =0.013564 =0.335243 f11<=0.030015 =0.149963 =-0.318759
f32<=0.7273 f2<=-0.308025 f30<=0.566698 =-0.827886 =-0.212343 f15<=0.783793 =0.019041 =0.399427 f12<=0.297637 f41<=0.017866 =-0.760369 =-0.20581 f11<=0.150036 =0.468797 =-0.118722
f3<=0.900043 f9<=0.0772229 f14<=0.472862 =0.332949 =-0.188543 f12<=0.0500173 =-0.160531 =0.06542 f15<=0.0803579 f2<=-0.979498 =1.49274 =-0.688253 f0<=7.25594 =-0.982036 =-0.391466
f20<=7.15001e-06 f0<=6.29064 f22<=0.0438558 =-0.958168 =-0.0613163 f14<=0.180008 =2.90509 =-0.404113 f20<=0.0257169 f30<=0.535762 =0.419554 =-0.284397 f29<=0.318234 =-0.199349 =0.0363538
f38<=0.875198 f39<=0.222286 f30<=0.500071 =0.0701484 =-0.228148 f6<=-1.54883 =0.204422 =-0.271106 f11<=0.166716 f47<=0.0178641 =-0.556642 =0.761049 f48<=0.203641 =-0.921801 =-0.330634
f42<=6.21891e-05 f10<=0.500147 f9<=0.0926884 =0.137558 =-0.350116 f30<=0.733443 =0.636308 =-0.565033 f22<=0.246894 f30<=0.750051 =-0.0986379 =0.175229 f21<=0.078314 =0.634552 =-0.0115096
f45<=0.0178685 f3<=0.318681 f47<=0.0178641 =-0.187454 =0.18273 f46<=0.0448957 =-0.760928 =-0.0693164 f8<=0.305578 f14<=0.324582 =-0.0474835 =-0.719217 f21<=0.00488341 =0.459309 =0.0172691
f3<=0.900043 f14<=6.64761e-06 f3<=0.414854 =-0.166303 =0.793172 f14<=0.180008 =0.233322 =-0.0385356 f2<=-0.979498 f15<=0.49848 =1.14328 =-0.809777 f27<=0.000126646 =-0.402559 =-0.982904
f32<=0.800921 f32<=0.428641 f44<=0.110579 =-0.00773859 =-0.417388 f36<=0.200049 =-0.331362 =0.163886 f30<=0.508347 f12<=0.3572 =-0.817287 =-0.27608 f6<=-1.48552 =-0.0186918 =-0.507561
f21<=0.091789 f22<=0.246894 f39<=0.222286 =-0.0980172 =0.122651 f30<=0.604131 =0.636485 =-0.138581 f11<=0.192757 f14<=0.380018 =0.279682 =-0.762874 f48<=0.133373 =-0.590964 =-0.148555
f33<=0.733376 f41<=0.121247 f15<=0.783793 =0.0410105 =0.50909 f48<=0.01788 =-0.54878 =0.0890339 f3<=0.466957 f13<=0.383934 =-0.309219 =0.101358 f0<=5.53536 =-0.480651 =1.08243
f40<=0.857476 f39<=0.000107021 f9<=0.126618 =0.394319 =-0.304654 f3<=0.0927388 =0.28886 =-0.00221236 f13<=0.497442 f34<=0.441731 =0.0051583 =-0.876683 f11<=0.277803 =0.702066 =-0.646504
f2<=0.550347 f36<=0.17146 f39<=0.302173 =-0.375148 =0.270212 f3<=0.126714 =0.173023 =-0.0176664 f25<=0.125043 f36<=0.285789 =0.107928 =-0.441844 f21<=0.0357207 =1.84409 =0.308713
f9<=0.495731 f10<=0.846582 f39<=0.222286 =-0.0706575 =0.0941302 f3<=0.117588 =1.27146 =-0.042803 f3<=0.0691616 f10<=0.919065 =-0.62734 =0.710988 f1<=0.701275 =-0.921205 =-0.495565
f14<=0.695241 f9<=0.045115 f14<=0.472862 =0.390402 =-0.170482 f8<=0.305578 =-0.686742 =-0.00232403 f0<=3.19846 f39<=0.160749 =-0.727173 =2.50106 f32<=0.649619 =-0.812294 =1.18603
f5<=0.666699 f0<=4.0342 f15<=0.201164 =2.82101 =0.132567 f29<=0.0276582 =-0.41133 =0.0283542 f0<=4.8243 f18<=0.148171 =-0.432365 =-0.999872 f21<=1.24001e-06 =0.524098 =-0.313119
f35<=0.982248 f11<=0.520028 f23<=6.14251e-05 =0.0402003 =-0.230426 f47<=6.40861e-05 =-0.146244 =0.532131 f24<=0.0357282 f25<=0.0476413 =-0.860941 =-0.241473 f11<=0.481487 =0.427845 =-0.431883
f20<=0.00278035 f22<=1.50711e-05 f39<=0.000107021 =-0.910637 =0.162175 f8<=0.250012 =3.79674 =0.0970693 f20<=0.0257169 f21<=1.24001e-06 =0.791595 =0.128788 f6<=-1.54883 =0.0277911 =-0.196149
f45<=0.0178685 f17<=0.900064 f3<=0.294447 =0.0256986 =-0.498607 f14<=0.0471446 =0.937584 =-0.526783 f2<=0.113426 f3<=0.117588 =0.584046 =0.0515945 f11<=0.166716 =0.135285 =-0.246328
f37<=0.179623 f28<=0.111167 f32<=0.139647 =-0.634305 =0.488556 f38<=0.0408371 =-0.561814 =-0.0399445 f28<=0.111167 f9<=0.239874 =-0.190161 =-0.677067 f16<=3.91604e-05 =-0.0102885 =0.228291
f9<=0.350236 f12<=0.719343 f33<=0.653074 =0.0449893 =-0.141145 f9<=0.181258 =1.60391 =0.333294 f44<=3.13873e-05 f27<=0.866702 =-0.771263 =-0.349973 f21<=0.128629 =0.138032 =-0.521265
f3<=0.900043 f42<=6.21891e-05 f10<=0.500147 =-0.206088 =0.210887 f48<=0.0500278 =-0.0175893 =0.204869 f15<=0.0803579 f2<=-0.979498 =1.25961 =-0.630236 f0<=7.25594 =-0.974319 =-0.328334
f9<=0.181258 f12<=0.550041 f13<=0.357665 =-0.00614546 =0.479053 f29<=0.581832 =-0.089616 =1.3054 f31<=0.200114 f10<=0.518576 =-0.327954 =-0.785789 f36<=0.388925 =-0.244325 =0.0820563
f34<=0.698462 f34<=0.500134 f43<=0.122539 =0.020726 =-0.406388 f22<=0.246894 =0.0833953 =0.585955 f47<=0.0352906 f25<=3.82175e-05 =-0.543502 =-0.0549109 f41<=0.0333598 =-0.326008 =0.262224
f2<=0.848572 f9<=0.190117 f12<=0.550041 =0.0465684 =0.746474 f8<=0.397228 =-0.533439 =-0.0347978 f24<=0.0600454 f12<=0.210566 =-0.450778 =-1.49374 f29<=0.400067 =2.22379 =-0.235203
f38<=0.875198 f6<=-1.54883 f9<=0.15228 =0.188243 =-0.0486359 f39<=0.0833703 =0.147742 =-0.298908 f11<=0.360031 f47<=0.0352906 =-0.542093 =0.686134 f0<=4.52719 =1.44592 =-0.921319
f12<=0.137261 f38<=0.489707 f35<=0.422325 =0.0799471 =-0.172685 f4<=0.89588 =-0.709743 =0.640043 f35<=0.280038 f31<=0.126993 =-0.967966 =-0.240604 f26<=0.200051 =-0.282232 =0.260161
f27<=0.125034 f30<=0.700088 f14<=0.472862 =-0.241937 =-0.717083 f2<=0.15916 =0.16745 =1.33325 f3<=0.748247 f9<=2.64382e-06 =0.528156 =0.00912951 f14<=0.0016465 =-0.170706 =-0.915601
f9<=0.406259 f10<=0.812546 f39<=0.222286 =-0.0744074 =0.103163 f20<=0.0567946 =1.27616 =0.0334293 f21<=0.140917 f8<=0.635717 =-0.569662 =0.0405619 f0<=8.91321 =-0.800004 =0.597359
f2<=-0.244964 f6<=-1.54883 f30<=0.750051 =-0.505362 =0.215966 f11<=0.192757 =-0.351668 =-2.14166 f36<=0.990878 f11<=0.591795 =0.00979229 =0.471192 f6<=-1.88795 =-0.605651 =0.370246
f14<=0.695241 f9<=0.0926884 f14<=0.131849 =0.462714 =0.0137572 f12<=0.116678 =-0.144621 =0.0790519 f0<=3.19846 f15<=0.937534 =-0.703933 =2.15497 f30<=0.733443 =-0.769378 =1.70378
f16<=0.0371051 f14<=0.219122 f49<=7.50751e-05 =-0.136352 =0.16264 f0<=4.0342 =1.43396 =-0.335349 f17<=0.933414 f23<=6.14251e-05 =0.255811 =-0.142252 f3<=0.192595 =-0.110898 =-0.733963
f29<=0.995563 f45<=0.0178685 f9<=0.0576941 =0.212291 =-0.148185 f38<=0.0408371 =-0.094798 =0.170203 f47<=0.0178641 f12<=0.719343 =-0.6419 =-0.0140513 f21<=0.0357207 =0.438571 =-0.209627
f37<=0.179623 f28<=0.111167 f32<=0.139647 =-0.59828 =0.418132 f26<=0.747722 =-0.407787 =0.138403 f26<=0.476233 f28<=0.533382 =0.275876 =-0.0604823 f12<=0.277806 =-0.244446 =0.159956
f2<=-0.383771 f20<=0.167046 f22<=0.333431 =-0.649199 =2.0739 f9<=0.0658054 =1.29571 =-0.312917 f32<=0.697043 f15<=0.739286 =0.00254521 =0.320288 f49<=0.0252154 =-0.304454 =0.0653903
f9<=0.495731 f13<=0.650058 f32<=0.26365 =-0.164291 =0.0259795 f9<=0.207391 =1.08911 =0.137311 f3<=0.0691616 f10<=0.919065 =-0.581911 =0.737649 f1<=0.701275 =-0.909795 =-0.444656
f2<=0.431112 f3<=0.126714 f15<=0.739286 =0.0717574 =0.568083 f39<=0.190521 =-0.23877 =0.0719686 f10<=0.0740882 f30<=0.931853 =0.361288 =-0.463198 f42<=0.0454915 =-0.541218 =-0.0670995
f40<=0.857476 f6<=-1.54883 f9<=0.15228 =0.176919 =-0.0460896 f39<=0.0833703 =0.14255 =-0.278208 f32<=0.300071 f29<=0.500092 =-0.971341 =0.718953 f26<=0.000102041 =0.758371 =-0.469499
f3<=0.00428878 f22<=0.0136108 f39<=0.00926283 =-0.849359 =0.638667 f30<=0.470254 =1.28116 =-0.90148 f20<=0.0257169 f13<=0.464327 =0.318427 =-0.572451 f29<=0.318234 =-0.172001 =0.0296175
f14<=0.695241 f9<=0.0658054 f5<=0.374064 =0.336343 =-0.0390165 f28<=0.0666939 =-0.371645 =0.0103221 f34<=0.36203 f30<=0.837957 =-0.863215 =1.71275 f2<=0.15916 =-0.508819 =1.45022
f3<=0.900043 f42<=6.21891e-05 f10<=0.405905 =-0.220907 =0.157105 f22<=0.210557 =-0.000397071 =0.252799 f15<=0.0803579 f2<=-0.979498 =1.09217 =-0.598694 f0<=7.25594 =-0.966249 =-0.241023
f34<=0.196785 f49<=0.008933 f32<=0.0952529 =-0.675425 =0.0429521 f13<=0.650058 =-0.760247 =0.536369 f48<=7.12758e-05 f30<=0.500071 =0.134255 =-0.235216 f39<=0.222286 =-0.0352709 =0.271555
f15<=2.58457e-06 f14<=6.64761e-06 f3<=0.414854 =-0.27076 =0.541007 f33<=0.400038 =1.20278 =-0.0242405 f14<=0.180008 f29<=0.0909463 =-0.350197 =0.212887 f15<=0.337811 =-0.381541 =0.0198946
f21<=0.091789 f22<=0.246894 f39<=0.302173 =-0.0733251 =0.124992 f30<=0.604131 =0.52824 =-0.126371 f11<=0.192757 f28<=0.857185 =-0.202634 =0.587268 f48<=0.133373 =-0.544303 =-0.111989
f6<=-3.77635 f15<=0.224438 f2<=-0.244964 =1.43487 =-0.237399 f0<=4.37574 =-0.997059 =-0.126659 f0<=3.19846 f20<=0.0675626 =2.12048 =-0.950425 f14<=0.717177 =0.00590221 =-0.848187
f34<=0.889006 f11<=0.520028 f23<=0.0555719 =0.021065 =-0.282396 f28<=0.133353 =-0.4687 =0.402242 f11<=5.10517e-05 f2<=-0.181907 =1.03897 =-0.266108 f48<=0.107157 =-0.463082 =-0.0223123
f41<=0.34823 f11<=0.520028 f32<=0.666781 =0.028901 =-0.217566 f48<=0.0857421 =0.011053 =0.673528 f30<=0.589329 f0<=8.91321 =-0.859422 =0.391903 f0<=4.8243 =-0.874846 =0.0180638
f9<=0.339585 f10<=0.812546 f13<=0.683338 =-0.0164121 =0.39181 f30<=0.733443 =0.923168 =-0.290621 f44<=3.13873e-05 f27<=0.866702 =-0.706966 =-0.272393 f1<=0.529764 =-0.563361 =0.12953
f31<=0.966713 f45<=0.0178685 f17<=0.900064 =-0.0215334 =-0.428787 f31<=0.333387 =-0.131176 =0.148467 f13<=0.407418 f28<=0.777814 =-0.0789202 =-0.675387 f9<=0.207391 =0.557917 =-0.195896
f9<=0.0772229 f30<=0.666722 f2<=0.196887 =-0.279674 =0.331041 f0<=4.879 =-0.470576 =0.642266 f2<=0.137336 f43<=0.0666813 =0.175096 =-0.103343 f12<=0.383366 =-0.215248 =0.176079
`

// contextText: the context forest; features in Features' order, then ContextFeatures'.
const contextText = `forest -0.463925 0.1
f50<=0.5186 f52<=0.695351 f51<=0.777478 f14<=0.35603 =-0.161665 =-0.945419 f50<=0.203124 =0.0963158 =1.38289 f51<=0.9738 f50<=0.166753 =-1.38854 =-0.942484 f53<=0.319914 =-1.54545 =-1.23573 f52<=0.695351 f54<=0.668793 f50<=0.894306 =2.0793 =2.47007 f8<=0.374962 =0.480913 =1.82191 f51<=0.964484 f53<=0.355227 =0.0104112 =1.71233 f53<=0.206077 =-1.34176 =-0.45755
f50<=0.410343 f52<=0.695351 f51<=0.777478 f14<=0.35603 =-0.229654 =-0.946084 f50<=0.13759 =-0.170639 =0.911236 f53<=0.444489 f51<=0.9738 =-1.25907 =-1.45372 f51<=0.990647 =-0.544878 =-1.30236 f52<=0.695351 f50<=0.68736 f8<=0.374962 =0.332121 =1.58026 f36<=0.190621 =1.20531 =2.06777 f51<=0.977522 f50<=0.867577 =-0.0160436 =1.61047 f53<=0.206077 =-1.31807 =-0.662326
f52<=0.695351 f50<=0.377737 f51<=0.837281 f14<=0.35603 =-0.217008 =-0.874232 f50<=0.107059 =-0.291683 =0.724512 f50<=0.644939 f51<=0.876359 =0.440397 =1.4326 f54<=0.668793 =1.83679 =1.22122 f50<=0.602349 f53<=0.319914 f51<=0.977522 =-1.16077 =-1.37373 f39<=0.150979 =-1.0787 =-0.429252 f51<=0.983876 f53<=0.397583 =0.0127751 =1.44805 f53<=0.397583 =-1.15224 =-0.189383
f52<=0.695351 f50<=0.377737 f51<=0.695736 f14<=0.384378 =-0.256949 =-0.866478 f50<=0.107059 =-0.300778 =0.60731 f50<=0.836966 f51<=0.876359 =0.548685 =1.41865 f52<=0.573085 =1.71171 =1.03538 f50<=0.602349 f51<=0.9738 f50<=0.296645 =-1.10455 =-0.433274 f53<=0.100709 =-1.32818 =-1.16498 f51<=0.983876 f9<=0.0577754 =1.8321 =0.31057 f53<=0.206077 =-1.19277 =-0.418479
f52<=0.695351 f50<=0.377737 f51<=0.837281 f14<=0.491151 =-0.304737 =-0.875249 f6<=-2.00972 =0.861948 =-0.00145367 f50<=0.68736 f8<=0.374962 =0.0971641 =1.11119 f36<=0.190621 =0.759739 =1.53543 f53<=0.444489 f50<=0.410343 f51<=0.982129 =-1.07349 =-1.26384 f51<=0.980287 =-0.0968001 =-1.02521 f56<=2.5 f1<=0.353626 =-0.643364 =1.26054 f51<=0.990647 =-0.219128 =-1.00347
f52<=0.695351 f50<=0.321265 f51<=0.876359 f30<=0.68003 =-0.660107 =0.0836301 f6<=-2.00972 =0.765056 =-0.0669033 f50<=0.644939 f51<=0.950625 =0.318073 =1.04505 f54<=0.668793 =1.42878 =0.834151 f53<=0.397583 f50<=0.321265 f51<=0.950625 =-0.995824 =-1.2091 f51<=0.980287 =-0.280393 =-1.02868 f50<=0.602349 f51<=0.990647 =-0.338234 =-1.04823 f9<=0.0734579 =1.54722 =0.241761
f52<=0.695351 f50<=0.410343 f50<=0.13759 f51<=0.131903 =-0.819463 =-0.263194 f8<=0.404415 =-0.271638 =0.585624 f54<=0.706852 f50<=0.916315 =1.0611 =1.41709 f53<=0.845646 =0.780699 =-0.501792 f53<=0.355227 f50<=0.410343 f51<=0.982129 =-0.970849 =-1.17442 f51<=0.98508 =-0.195245 =-0.978555 f50<=0.867577 f54<=0.706852 =-0.245164 =-1.14562 f9<=0.0925558 =1.53757 =0.115842
f52<=0.695351 f50<=0.410343 f50<=0.166753 f14<=0.35603 =-0.0974358 =-0.675071 f8<=0.397832 =-0.182338 =0.551899 f50<=0.867577 f51<=0.923439 =0.365426 =1.07143 f52<=0.573085 =1.32471 =0.577902 f50<=0.602349 f51<=0.9738 f50<=0.166753 =-0.961587 =-0.450199 f11<=0.662024 =-1.11747 =-0.577964 f51<=0.777478 f26<=0.048436 =-0.503372 =1.19866 f53<=0.151524 =-0.912552 =0.0175866
f52<=0.695351 f50<=0.559442 f51<=0.777478 f39<=0.283075 =-0.513635 =0.16015 f6<=-1.88795 =0.669743 =0.00465006 f8<=0.390877 f54<=0.668793 =0.880289 =0.00830796 f2<=-0.139591 =0.706803 =1.23525 f53<=0.355227 f51<=0.980287 f50<=0.166753 =-0.971042 =-0.444273 f53<=0.100709 =-1.11541 =-0.912982 f50<=0.867577 f54<=0.706852 =-0.16652 =-1.05605 f55<=0.724012 =1.14086 =-1.09889
f52<=0.695351 f50<=0.559442 f50<=0.203124 f51<=0.977522 =-0.463937 =0.128161 f51<=0.777478 =0.000734647 =0.617981 f54<=0.668793 f27<=0.574146 =0.835361 =1.19192 f53<=0.845646 =0.786214 =-0.339756 f53<=0.319914 f51<=0.980287 f50<=0.377737 =-0.845568 =-0.127944 f50<=0.203124 =-1.09648 =-0.914805 f39<=0.150979 f51<=0.777478 =-0.128936 =-0.810529 f51<=0.990647 =0.649128 =-0.524653
f52<=0.695351 f50<=0.559442 f50<=0.107059 f2<=0.2236 =-0.603945 =-0.0393706 f54<=0.706852 =0.388221 =-0.329862 f8<=0.390877 f56<=1.5 =0.898366 =0.118188 f2<=-0.139591 =0.575877 =1.12279 f50<=0.480725 f51<=0.982129 f50<=0.166753 =-0.857152 =-0.424352 f11<=0.662024 =-1.04269 =-0.414431 f51<=0.597214 f8<=0.36453 =-0.293771 =1.24053 f53<=0.206077 =-0.716768 =0.0322995
f52<=0.695351 f50<=0.559442 f50<=0.203124 f14<=0.35603 =-0.00978739 =-0.531636 f6<=-2.19101 =0.727901 =0.143615 f50<=0.916315 f6<=-1.72333 =0.98746 =0.351043 f52<=0.573085 =1.15547 =0.115667 f53<=0.319914 f51<=0.983876 f50<=0.166753 =-0.865469 =-0.376867 f50<=0.203124 =-1.04955 =-0.851745 f39<=0.150979 f54<=0.706852 =-0.384797 =-1.0648 f51<=0.990647 =0.590932 =-0.452959
f52<=0.695351 f50<=0.559442 f51<=0.9738 f50<=0.101626 =-0.552785 =-0.0417794 f0<=6.7038 =0.940699 =0.0792251 f54<=0.668793 f36<=0.263932 =0.5515 =1.03421 f53<=0.845646 =0.598638 =-0.438719 f50<=0.410343 f51<=0.982129 f9<=0.231088 =-0.801828 =-0.353572 f11<=0.662024 =-0.995009 =-0.326342 f51<=0.98508 f53<=0.206077 =-0.158992 =0.609576 f36<=0.500114 =-0.79194 =-0.131482
f52<=0.695351 f50<=0.559442 f51<=0.777478 f2<=0.0872836 =-0.597074 =-0.0416667 f56<=4.5 =0.5731 =-0.020277 f50<=0.916315 f6<=-1.88795 =0.919956 =0.290809 f52<=0.573085 =1.08251 =0.019085 f53<=0.206077 f51<=0.980287 f52<=1.11728 =-0.347342 =-0.839573 f9<=0.201397 =-1.0426 =-0.84947 f50<=0.559442 f53<=0.759182 =-0.568686 =0.116695 f52<=0.890174 =-0.211325 =0.884625
f52<=0.695351 f50<=0.644939 f50<=0.203124 f14<=0.35603 =-0.0091019 =-0.46729 f6<=-2.19101 =0.652164 =0.125136 f36<=0.277906 f39<=0.324092 =-0.17542 =0.967244 f52<=0.529805 =1.00586 =0.413489 f50<=0.377737 f51<=0.982129 f9<=0.201397 =-0.804865 =-0.379391 f11<=0.662024 =-0.949343 =-0.241216 f51<=0.98508 f1<=0.390827 =-0.452888 =0.432188 f36<=0.513381 =-0.742715 =-0.0966011
f52<=0.695351 f50<=0.644939 f51<=0.9738 f54<=0.706852 =-0.0334692 =-0.569113 f0<=6.7038 =0.837962 =0.0760828 f27<=0.574146 f36<=0.28584 =-0.587538 =0.631137 f8<=0.329298 =-0.393055 =0.956139 f53<=0.206077 f51<=0.980287 f9<=0.170647 =-0.861704 =-0.354375 f9<=0.201397 =-1.00389 =-0.787273 f50<=0.867577 f36<=0.500114 =-0.443919 =0.164374 f55<=0.724012 =0.985596 =-0.948143
f50<=0.410343 f52<=0.695351 f50<=0.101626 f2<=0.24837 =-0.5014 =0.00970886 f54<=0.898811 =0.209272 =-0.418731 f51<=0.938518 f9<=0.236755 =-0.611004 =0.172629 f11<=0.662024 =-0.86061 =-0.13806 f52<=0.675914 f8<=0.390877 f37<=0.177289 =-0.343771 =0.471869 f27<=0.574146 =0.438122 =0.896729 f51<=0.597214 f8<=0.353933 =-0.429761 =0.95662 f27<=0.765475 =-0.631229 =-0.042892
f50<=0.321265 f52<=0.695351 f14<=0.35603 f56<=5.5 =0.33722 =-0.233378 f15<=0.470716 =-0.724478 =-0.1334 f51<=0.938518 f9<=0.231088 =-0.644298 =0.0994851 f9<=0.205702 =-0.951045 =-0.716237 f50<=0.894306 f52<=0.675914 f51<=0.97015 =0.0306497 =0.67254 f51<=0.777478 =0.455351 =-0.35284 f52<=0.529805 f31<=0.0835327 =-1.50293 =0.96459 f9<=0.0688532 =1.25114 =-0.183116
f50<=0.559442 f52<=0.695351 f51<=0.980287 f39<=0.133373 =-0.33912 =0.0580661 f0<=6.7038 =0.773852 =0.0289124 f51<=0.983876 f50<=0.166753 =-0.618831 =-0.0928961 f11<=0.662024 =-0.834046 =-0.0348488 f50<=0.948962 f6<=-1.88795 f52<=0.675914 =0.829377 =0.110887 f51<=0.996151 =-0.172713 =0.706956 f9<=0.11547 f27<=0.267929 =-0.0205823 =0.990847 f53<=0.136208 =-1.14344 =0.549949
f50<=0.321265 f52<=0.695351 f2<=0.236218 f1<=0.383264 =-0.501867 =-0.0251012 f4<=3.81765 =0.156909 =2.20689 f53<=0.444489 f9<=0.231088 =-0.853787 =-0.479025 f33<=0.364619 =-0.727241 =0.41179 f50<=0.916315 f54<=0.706852 f52<=0.675914 =0.444729 =-0.108294 f53<=0.542732 =0.00255869 =-0.911788 f52<=0.573085 f31<=0.0835327 =-1.08291 =0.926889 f21<=0.0121988 =0.853254 =-0.549698
f50<=0.203124 f52<=0.773286 f52<=0.0314712 f9<=0.236755 =-0.522654 =1.74652 f21<=0.00538048 =0.394876 =-0.196402 f9<=0.236755 f53<=0.100709 =-0.957293 =-0.526131 f51<=0.923439 =0.177464 =-0.662146 f50<=0.867577 f52<=0.675914 f51<=0.923439 =-0.0436065 =0.472591 f51<=0.777478 =0.418992 =-0.335049 f52<=0.529805 f31<=0.0835327 =-1.24839 =0.860013 f53<=0.206077 =-0.669163 =0.521497
f50<=0.602349 f52<=0.695351 f50<=0.101626 f3<=0.135246 =-0.0322276 =-0.501101 f54<=0.898811 =0.202852 =-0.369027 f51<=0.983876 f6<=-2.29569 =-0.628377 =-0.0984358 f8<=0.510013 =-0.881629 =-0.562474 f50<=0.985215 f6<=-1.88795 f50<=0.836966 =0.475021 =1.00634 f36<=0.277906 =-0.553451 =0.287227 f28<=9.06125e-05 f38<=0.170398 =0.724881 =-2.05863 f9<=0.11547 =1.01284 =0.440941
f50<=0.203124 f52<=0.773286 f37<=0.107152 f30<=0.714393 =-0.666119 =0.0708625 f20<=0.0262393 =0.416313 =-0.182902 f9<=0.236755 f53<=0.100709 =-0.927692 =-0.466057 f51<=0.923439 =0.19047 =-0.604284 f50<=0.916315 f52<=0.675914 f6<=-2.19101 =0.578575 =0.0671774 f9<=0.231088 =-0.277919 =0.530783 f9<=0.11547 f33<=0.812513 =0.87111 =-0.0545778 f53<=0.136208 =-0.98888 =0.342541
f50<=0.644939 f52<=0.695351 f51<=0.998449 f6<=-1.88795 =0.1443 =-0.225047 f0<=8.23788 =0.921689 =-0.0764389 f51<=0.983876 f50<=0.0865984 =-0.641629 =-0.0716468 f53<=0.100709 =-0.786516 =-0.397104 f32<=0.366765 f29<=0.386744 f31<=0.884934 =-0.293397 =-1.97173 f31<=0.200202 =-1.37038 =0.596881 f34<=0.321295 f31<=0.31008 =-0.49377 =0.356681 f52<=0.529805 =0.880441 =0.294875
f50<=0.203124 f52<=0.773286 f14<=0.491151 f0<=8.46558 =0.0323912 =-0.507917 f15<=0.493326 =-0.986269 =-0.188905 f9<=0.236755 f53<=0.100709 =-0.897249 =-0.415671 f51<=0.923439 =0.211253 =-0.542852 f50<=0.948962 f34<=0.28199 f47<=0.0493624 =-0.0966018 =-0.852985 f52<=0.675914 =0.323586 =-0.121219 f9<=0.11547 f27<=0.267929 =-0.394857 =0.848897 f53<=0.136208 =-0.995062 =0.347725
f50<=0.203124 f52<=0.773286 f2<=0.262677 f3<=0.063739 =0.29393 =-0.288013 f4<=3.81765 =0.0521411 =1.66107 f9<=0.236755 f53<=0.100709 =-0.878336 =-0.387977 f11<=0.465948 =-0.519377 =0.17357 f50<=0.985215 f54<=0.706852 f53<=0.0537703 =-0.127136 =0.320644 f53<=0.759182 =-0.0220359 =-0.888541 f28<=9.06125e-05 f37<=0.346137 =0.65219 =-2.12399 f34<=0.308083 =0.365582 =0.953693
f50<=0.802383 f52<=0.695351 f51<=0.9738 f23<=6.14251e-05 =-0.0352147 =-0.565602 f6<=-1.51037 =0.436615 =-0.175359 f51<=0.98508 f11<=0.0520969 =-0.547074 =0.0389243 f8<=0.510013 =-0.796851 =-0.395995 f52<=0.529805 f36<=0.190621 f37<=0.224231 =-0.971424 =0.517375 f31<=0.119612 =-0.810481 =0.767534 f6<=-1.85631 f53<=0.151524 =-0.0409184 =1.03256 f51<=0.485712 =0.83642 =-0.566477
f50<=0.166753 f52<=0.695351 f14<=0.35603 f3<=0.063739 =1.03241 =-0.0546973 f15<=0.470716 =-0.642475 =-0.180926 f15<=0.0304837 f53<=0.654264 =-0.866239 =0.052871 f9<=0.269131 =-0.560383 =-0.01783 f50<=0.985215 f32<=0.366765 f29<=0.422325 =-0.362318 =0.173976 f2<=0.0872836 =-0.0666249 =0.35353 f33<=0.666825 f21<=0.00915193 =1.01385 =0.528145 f6<=-1.54883 =-1.47474 =0.708059
f53<=0.0663914 f52<=0.746222 f21<=0.0228562 f33<=0.456433 =0.528893 =-0.210411 f27<=0.444545 =-0.916126 =-0.186841 f9<=0.201397 f51<=0.837281 =-0.493295 =-0.88565 f56<=2.5 =0.901317 =-0.418379 f54<=0.706852 f27<=0.851884 f21<=0.000360073 =0.535736 =0.00598972 f30<=0.986676 =0.747945 =0.00861422 f53<=0.542732 f1<=0.187137 =1.58058 =-0.157822 f38<=0.328251 =-0.824299 =0.523265
f50<=0.13759 f52<=0.773286 f56<=0.5 f9<=0.251228 =-0.753276 =1.5019 f6<=-2.92868 =0.772101 =-0.159132 f53<=0.654264 f9<=0.236755 =-0.778845 =-0.395078 f33<=0.326599 =-0.856222 =1.39153 f50<=0.985215 f8<=0.404415 f21<=0.00198216 =0.109292 =-0.458259 f53<=0.0742935 =-0.115903 =0.319437 f33<=0.666825 f21<=0.00915193 =0.994879 =0.474689 f39<=0.267884 =-0.874701 =0.848345
f50<=0.802383 f52<=0.695351 f51<=0.998449 f6<=-1.88795 =0.147952 =-0.19746 f1<=0.535452 =0.954679 =0.161406 f51<=0.983876 f11<=0.433362 =-0.23006 =0.470335 f11<=0.662024 =-0.578026 =0.644499 f6<=-1.90177 f36<=0.0728009 =-0.968939 f27<=0.574146 =0.397181 =0.995518 f50<=0.985215 f26<=0.0707188 =-0.939136 =0.109998 f37<=0.413834 =0.874691 =0.357789
f50<=0.107059 f52<=0.798525 f3<=0.0909091 f21<=0.00117601 =0.76478 =-0.143048 f55<=0.182636 =-0.482066 =-0.0942829 f53<=0.654264 f9<=0.329173 =-0.691163 =0.113617 f33<=0.326599 =-0.758454 =1.21588 f50<=0.985215 f54<=0.898811 f53<=0.0537703 =-0.146329 =0.210355 f53<=0.654264 =-0.0585225 =-0.963684 f34<=0.308083 f53<=0.759182 =-1.92024 =0.580194 f28<=9.06125e-05 =-1.38472 =0.854163
f52<=0.675914 f2<=0.173372 f27<=0.463855 f51<=0.986277 =-0.515238 =0.197749 f56<=5.5 =0.28824 =-0.228101 f9<=0.00244463 f39<=0.0277951 =-0.835165 =1.0467 f51<=0.837281 =-0.2079 =0.443732 f51<=0.837281 f14<=0.328694 f50<=0.0865984 =-0.305291 =0.753454 f15<=0.625264 =-0.792582 =0.668479 f49<=7.80275e-05 f55<=0.159927 =-0.65791 =-0.331166 f15<=0.0123017 =-0.489637 =0.0561655
f53<=0.0599821 f52<=0.746222 f21<=0.0228562 f42<=0.0666954 =0.407641 =-0.450201 f27<=0.444545 =-0.793334 =-0.170096 f9<=0.231088 f51<=0.837281 =-0.340495 =-0.771375 f50<=0.156491 =-0.391528 =0.753949 f39<=0.324092 f2<=0.0872836 f26<=0.375143 =-0.568018 =-0.0188396 f54<=0.668793 =0.262098 =-0.217548 f11<=0.0100152 f10<=0.214587 =0.975649 =0.230497 f32<=0.342476 =-0.277101 =0.442516
f50<=0.0865984 f52<=0.718715 f3<=0.135246 f15<=0.076757 =0.858103 =-0.131018 f39<=0.398159 =-0.525669 =-0.00789267 f9<=0.259505 f53<=0.444489 =-0.780613 =0.15223 f34<=0.610407 =-0.551762 =0.312003 f50<=0.985215 f11<=0.662024 f23<=6.14251e-05 =0.0913233 =-0.202307 f33<=0.956759 =1.44649 =-0.528382 f33<=0.666825 f34<=0.400062 =0.30072 =0.947107 f6<=-1.54883 =-1.6417 =0.550381
f53<=0.0537703 f52<=0.746222 f20<=0.062342 f39<=0.283075 =0.0788773 =1.734 f37<=0.493883 =-0.480049 =-0.0177071 f9<=0.22582 f51<=0.777478 =-0.288379 =-0.756509 f50<=0.156491 =-0.370083 =0.540067 f39<=0.351135 f36<=0.277906 f2<=0.18767 =-0.57075 =0.0950361 f54<=1.04905 =0.167965 =-0.43638 f52<=0.529805 f34<=0.392913 =0.15329 =0.853415 f33<=0.750084 =0.374326 =-0.357662
f9<=0.000495622 f39<=0.0400535 f30<=0.307794 f6<=-1.72333 =-0.00728744 =-1.3902 f41<=0.0219844 =-0.938727 =0.901031 f32<=0.155581 f31<=0.333387 =-1.01148 =0.551768 f2<=0.0966516 =0.384556 =1.1262 f50<=0.0747114 f52<=0.695351 f3<=0.189844 =-0.0771782 =-0.555314 f53<=0.933597 =-0.618954 =1.17643 f8<=0.404415 f30<=0.76009 =-0.289112 =0.905107 f53<=0.355227 =-0.0114724 =0.365971
f52<=0.695351 f51<=0.998449 f23<=6.14251e-05 f37<=0.161994 =-0.176182 =0.224426 f30<=0.68003 =-0.731001 =0.00543727 f8<=0.487861 f33<=0.612257 =1.06727 =-0.281839 f53<=0.151524 =-0.0737779 =0.776935 f51<=0.98508 f0<=6.7038 f11<=0.433362 =-0.314694 =0.290545 f2<=0.108347 =0.698496 =-0.0580304 f8<=0.498777 f37<=0.785861 =-0.735617 =1.6941 f15<=0.0420973 =-0.593435 =0.214965
f21<=0.00443869 f45<=0.00389676 f6<=-2.87803 f4<=1.24245 =-0.190088 =1.40947 f46<=0.00767656 =-0.582855 =0.348608 f8<=0.404415 f20<=0.0226441 =1.04548 =0.000226959 f33<=0.666825 =0.882185 =0.0774614 f1<=0.390827 f3<=0.183067 f11<=0.289886 =-0.322429 =0.689186 f9<=0.143378 =-1.0315 =-0.321765 f53<=0.123317 f55<=0.120694 =-0.356731 =-0.0137335 f27<=0.817323 =-0.0150186 =0.405312
f50<=0.0747114 f52<=0.798525 f3<=0.0909091 f15<=0.076757 =1.46791 =-0.151419 f30<=0.952394 =-0.456956 =0.225838 f53<=0.933597 f9<=0.259505 =-0.782161 =-0.310231 =1.16412 f9<=0.000495622 f39<=0.0611158 f20<=0.0748463 =-0.973661 =0.513641 f54<=0.898811 =0.952502 =0.0368092 f2<=-0.168377 f31<=0.597238 =-0.627293 =-0.0123449 f36<=0.316678 =-0.145178 =0.141341
f53<=0.0537703 f52<=0.746222 f20<=0.0676672 f39<=0.218545 =0.0494467 =1.02874 f55<=0.0555133 =-0.561612 =-0.0666882 f9<=0.220556 f0<=8.14685 =-0.676176 =0.281839 f11<=0.500082 =-0.274008 =0.576977 f27<=0.872321 f30<=0.877736 f2<=0.0872836 =-0.330595 =0.0619777 f51<=0.938518 =0.866121 =0.16261 f30<=0.963693 f52<=1.43106 =0.482769 =1.91933 f43<=0.0182002 =-0.773708 =0.348322
f21<=0.00443869 f39<=0.0834084 f29<=0.5182 f46<=4.02966e-05 =-0.880218 =-0.251146 f37<=0.470599 =0.647932 =-0.85617 f42<=0.056145 f2<=0.0618117 =0.136454 =0.835911 f1<=0.291676 =-0.941648 =0.159408 f31<=0.292368 f34<=0.308083 f48<=0.0346615 =-0.435591 =-1.14868 f48<=0.0111173 =-0.545623 =0.237055 f29<=0.169383 f37<=0.362507 =-0.920966 =-0.168882 f53<=0.319914 =-0.0481695 =0.297576
f39<=0.297166 f23<=6.14251e-05 f30<=0.495575 f10<=0.285169 =-0.0932101 =0.38394 f1<=0.500013 =-0.384684 =0.122956 f14<=0.138956 f52<=1.01045 =-0.215484 =0.809689 f15<=0.426162 =-1.16298 =-0.338934 f33<=0.465948 f21<=0.0255155 f38<=0.654228 =0.859223 =-0.404372 f37<=0.568218 =-0.437178 =0.727808 f53<=0.355227 f3<=0.186656 =0.278371 =-0.259801 f31<=0.275458 =-0.535936 =0.629196
f52<=0.675914 f14<=0.0584094 f11<=0.00556508 f54<=0.668793 =0.847105 =0.02038 f51<=0.923439 =-0.598477 =0.276898 f23<=6.14251e-05 f2<=0.0872836 =-0.201687 =0.192259 f15<=0.470716 =-0.801741 =-0.0242798 f51<=0.837281 f14<=0.328694 f9<=0.259505 =0.359062 =1.41811 f15<=0.625264 =-0.697309 =0.700564 f11<=0.433362 f29<=0.363738 =-0.69748 =-0.286776 f9<=0.192203 =-0.33592 =0.36195
f9<=0.00244463 f39<=0.0400535 f31<=0.119612 f6<=-1.85631 =1.56838 =-0.608579 f36<=0.370009 =-1.21662 =-0.0404915 f42<=0.0185257 f31<=0.0202912 =-0.804935 =1.26815 f54<=0.785507 =0.675442 =-0.443086 f51<=0.0531789 f9<=0.22582 f13<=0.200636 =-0.338524 =-1.07478 f36<=0.450003 =0.21213 =2.31744 f52<=0.675914 f15<=0.797713 =0.0495593 =0.636526 f51<=0.938518 =0.150448 =-0.274838
f50<=0.0747114 f4<=3.81765 f52<=0.798525 f10<=0.83831 =-0.261734 =0.71821 f12<=0.366827 =-0.675118 =-0.140816 f16<=0.0127932 f28<=0.0862868 =0.0779799 =-1.01653 f16<=0.621323 =2.29218 =-0.747495 f11<=0.662024 f21<=0.00443869 f45<=0.00389676 =-0.168124 =0.33793 f28<=0.153857 =-0.339642 =0.0216538 f50<=0.156491 f0<=6.75751 =1.01683 =-0.37831 f33<=0.956759 =1.71844 =-0.520488
f39<=0.297166 f30<=0.495575 f10<=0.310583 f48<=0.0909407 =-0.0571934 =-1.08285 f16<=0.236725 =0.102273 =0.78617 f1<=0.511012 f21<=0.00443869 =-0.00204467 =-0.528288 f53<=0.100709 =-0.146575 =0.261247 f33<=0.465948 f21<=0.0255155 f17<=0.625151 =0.928805 =0.336467 f37<=0.55568 =-0.420716 =0.615248 f43<=0.00834827 f37<=0.581243 =-0.691264 =0.271154 f53<=0.542732 =-0.0234837 =0.594832
f53<=0.0537703 f55<=0.139538 f26<=0.375143 f27<=0.315446 =-0.686906 =0.0845948 f12<=0.104969 =-0.720241 =-0.242798 f0<=5.24965 f52<=1.25248 =0.419524 =3.02455 f16<=0.236725 =-0.248101 =0.285915 f54<=0.706852 f9<=0.000495622 f39<=0.0202338 =-0.73533 =0.904679 f27<=0.485543 =-0.103307 =0.209857 f53<=0.542732 f1<=0.187137 =1.29002 =-0.112268 f26<=0.166768 =-0.949462 =-0.346755
f37<=0.161994 f38<=8.53825e-05 f50<=0.68736 f18<=0.444506 =-0.118255 =-0.921243 f28<=0.500183 =-0.448614 =-2.66412 f9<=0.210418 f45<=0.0260906 =-0.35361 =0.24076 f35<=0.356794 =-0.85994 =-0.255446 f21<=0.000360073 f3<=0.31496 f2<=-0.168377 =-0.275722 =0.512553 f30<=0.631083 =-1.11405 =0.0701649 f5<=0.342609 f34<=0.28199 =-0.341973 =0.0872911 f31<=0.530878 =-0.765936 =-0.0413035
f14<=0.578446 f6<=-1.85631 f52<=0.675914 f51<=0.977522 =0.0789404 =0.52466 f51<=0.938518 =0.269335 =-0.233095 f41<=8.53825e-05 f16<=0.357315 =-0.556175 =0.250529 f23<=6.14251e-05 =0.10667 =-0.299352 f15<=0.817817 f0<=6.7038 f55<=0.678335 =-1.01509 =0.36273 f3<=0.0988732 =0.16733 =-0.632392 f44<=0.105952 f8<=0.309545 =-0.384582 =0.704309 f6<=-1.77115 =-1.44159 =0.442178
f2<=-0.168377 f14<=0.249515 f9<=0.11547 f55<=0.926381 =0.572154 =-1.063 f50<=0.321265 =-0.0862981 =-0.756746 f31<=0.776823 f10<=0.310583 =-0.784377 =0.0333783 f51<=0.996966 =0.536422 =-1.8118 f37<=0.161994 f38<=8.53825e-05 f28<=0.106019 =0.356092 =-0.754547 f53<=0.319914 =-0.316717 =0.124351 f52<=0.695351 f51<=0.998449 =0.11329 =0.675809 f36<=0.500114 =-0.30142 =0.273767
f50<=0.0616458 f52<=0.963378 f46<=0.0741126 f35<=0.0890359 =-0.69797 =0.0524327 f35<=0.666833 =-0.778263 =0.646595 f53<=0.492618 f55<=0.856451 =-0.808227 =1.26632 f33<=0.474334 =-0.672978 =2.04394 f24<=0.00742949 f38<=0.51031 f32<=0.459197 =-0.0105194 =0.272386 f39<=0.184897 =0.631008 =-0.94904 f11<=0.609637 f25<=3.91604e-05 =-0.0274955 =-0.395147 f48<=0.262125 =0.547056 =2.29196
f39<=0.230861 f30<=0.495575 f23<=6.14251e-05 f16<=0.909532 =0.188017 =-0.847935 f38<=0.429674 =-0.696942 =1.14528 f8<=0.498777 f50<=0.644939 =-0.288004 =-0.976773 f43<=0.175015 =0.0843465 =-0.428664 f33<=0.333452 f42<=0.0825434 f56<=4.5 =0.825168 =-0.0497141 f41<=0.177794 =-0.802228 =0.284192 f20<=0.0420628 f11<=0.250101 =-1.56678 =1.11898 f53<=0.355227 =-0.063803 =0.359914
f53<=0.0537703 f55<=0.475408 f56<=2.5 f9<=0.251228 =-0.105072 =1.31579 f35<=0.33165 =-0.611588 =-0.273633 f52<=2.33847 f21<=0.0228562 =0.4257 =-0.0712375 =3.7873 f36<=0.277906 f1<=0.187137 f17<=0.646695 =1.12366 =-0.873872 f6<=-1.72333 =0.0802444 =-0.477389 f41<=0.0112755 f44<=0.123778 =-0.00680451 =-0.544401 f53<=0.60081 =0.119491 =0.484529
f2<=-0.222391 f11<=5.88789e-05 f33<=0.837736 f56<=1.5 =-1.02841 =-0.0754614 f10<=0.0796111 =1.26433 =-0.0639935 f51<=0.989249 f30<=0.714393 =-0.720106 =0.0528778 f13<=3.15259e-05 =-0.536618 =-1.55837 f11<=0.545487 f21<=0.00117601 f42<=0.0536002 =0.428111 =-0.120057 f22<=0.190532 =-0.114998 =0.150977 f31<=0.171242 f2<=0.0872836 =0.838826 =-1.17335 f29<=0.0835859 =-0.597828 =0.623021
f54<=0.898811 f53<=0.319914 f55<=0.429886 f17<=0.750076 =-0.0672633 =-0.431257 f0<=5.72522 =0.591101 =0.0355979 f36<=0.306226 f12<=0.0260173 =0.184115 =-0.387874 f41<=0.0219844 =0.0359575 =0.486362 f53<=0.654264 f1<=0.187137 f9<=0.0461746 =1.42384 =-0.901279 f14<=0.176755 =0.0630323 =-0.38929 f51<=0.992484 f38<=0.246403 =-0.968966 =-0.0492464 f9<=0.201397 =1.1869 =-0.333159
f33<=0.71443 f16<=0.0372383 f14<=0.214886 f9<=0.152771 =0.294633 =-0.0957286 f45<=0.102958 =-0.216949 =-0.990606 f11<=0.390011 f49<=0.055631 =0.159173 =-0.499925 f26<=0.620788 =1.05122 =-0.172273 f8<=0.510013 f11<=0.233391 f30<=0.76009 =-0.547329 =0.570011 f50<=0.348145 =-0.833866 =-1.87664 f52<=0.529805 f2<=0.0369276 =0.57028 =-0.0508522 f2<=-0.404108 =-0.90226 =-0.168085
f50<=0.994487 f0<=8.59739 f14<=0.578446 f16<=0.0372383 =-0.0361761 =0.224756 f15<=0.75902 =-0.785807 =0.143888 f0<=9.91687 f40<=0.0150188 =-0.693719 =-0.212714 f55<=0.973164 =0.562091 =-0.955407 f46<=0.172886 f47<=0.143034 f26<=0.048436 =-0.531071 =0.973108 f2<=0.236218 =0.349359 =-2.4562 f6<=-1.58884 =-3.93277 =0.69818
f53<=0.025001 f55<=0.139538 f3<=0.304377 f9<=0.0272128 =0.562646 =-0.232401 f30<=0.806048 =-1.02181 =-0.368534 f21<=0.0228562 f45<=0.072924 =0.0742139 =0.87889 f3<=0.339623 =-0.201051 =0.42665 f54<=0.706852 f27<=0.500179 f30<=0.83682 =-0.135221 =0.685785 f34<=0.400062 =0.000312732 =0.307921 f53<=0.542732 f1<=0.187137 =0.943005 =-0.0788877 f38<=0.328251 =-0.580431 =0.546457
f33<=0.680049 f16<=0.0372383 f14<=0.214886 f9<=0.152771 =0.286144 =-0.102535 f17<=0.873049 =-0.574732 =0.00108914 f11<=0.0893164 f15<=0.076757 =0.846174 =-0.142307 f56<=4.5 =0.558473 =-0.109514 f8<=0.498777 f11<=0.250101 f30<=0.824217 =-0.506856 =0.617687 f13<=0.49266 =-1.07099 =1.20869 f52<=0.529805 f18<=0.00898594 =0.477617 =-0.0463001 f18<=0.709787 =-0.109212 =-0.60675
f9<=0.00244463 f39<=0.0400535 f56<=5.5 f45<=0.0340186 =-0.639398 =0.733656 =-1.18019 f46<=0.188926 f54<=0.785507 =0.773586 =0.0898303 f30<=0.650036 =-1.55822 =0.0207247 f51<=0.0531789 f49<=0.055631 f9<=0.251228 =-0.279389 =1.57122 f11<=0.40292 =-1.18844 =0.0860579 f33<=0.680049 f16<=0.173885 =-0.0334933 =0.276016 f8<=0.498777 =-0.586853 =-0.0493237
f50<=0.0616458 f52<=0.963378 f46<=0.071194 f35<=0.0890359 =-0.646345 =0.0689681 f42<=0.0500617 =-0.98849 =-0.109197 f53<=0.492618 f55<=0.856451 =-0.772418 =1.20115 f33<=0.474334 =-0.648254 =1.74752 f11<=0.500082 f23<=6.14251e-05 f44<=0.111158 =0.102047 =-0.246762 f30<=0.612372 =-0.545357 =-0.0596135 f28<=0.153857 f22<=0.0053634 =-0.120858 =-1.0201 f8<=0.487861 =0.89155 =0.25165
f14<=0.176755 f11<=0.00556508 f52<=0.695351 f36<=0.190621 =-0.229322 =0.637807 f53<=0.654264 =-0.391123 =0.811548 f52<=1.43106 f42<=0.00625195 =-0.299426 =0.0436363 f15<=0.188102 =0.433276 =1.69808 f15<=0.34458 f8<=0.329298 f14<=0.475734 =0.535793 =-0.957326 f14<=0.384378 =-0.451811 =-1.29672 f22<=0.190532 f16<=0.236725 =-0.256532 =0.0879889 f31<=0.867542 =0.478184 =-0.762265
f21<=0.00443869 f49<=0.0776456 f39<=0.0834084 f29<=0.5182 =-0.364726 =0.452449 f42<=0.056145 =0.547535 =0.00229113 f30<=0.824217 f33<=0.31475 =0.180648 =-1.07292 f4<=0.346574 =-0.252869 =1.38513 f31<=0.292368 f14<=0.157766 f50<=0.980984 =-0.0132519 =-1.90824 f22<=0.0332289 =-0.776621 =-0.217673 f29<=0.169383 f50<=0.480725 =-0.131619 =-0.924446 f53<=0.654264 =0.00873392 =0.338965
f36<=0.144265 f12<=0.0379267 f6<=-1.66293 f52<=0.615691 =0.548068 =-0.385926 f48<=0.00754318 =-0.167673 =-1.02235 f29<=0.944568 f39<=0.666725 =-0.6952 =0.399768 f17<=0.0676437 =1.35502 =-0.404652 f53<=0.0599821 f12<=0.0636523 f2<=0.30093 =-0.38376 =0.0570594 f24<=3.22061e-05 =0.504641 =-0.131009 f41<=8.53825e-05 f55<=0.302847 =-0.296119 =0.213785 f27<=0.872321 =0.0657194 =0.379008
f6<=-1.85631 f50<=0.867577 f14<=0.559866 f38<=0.579246 =0.110455 =-0.373869 f18<=0.774381 =-0.932182 =0.107946 f46<=0.188926 f33<=0.447216 =1.03791 =0.492388 f19<=0.0972598 =0.578468 =-2.63273 f26<=0.048436 f50<=0.480725 f54<=0.668793 =0.113389 =-0.606883 f6<=-0.833053 =-1.08834 =0.150981 f0<=6.15167 f55<=0.381928 =-0.857035 =0.41245 f30<=0.48153 =0.19619 =-0.102906
f2<=-0.222391 f50<=0.348145 f53<=0.0742935 f34<=0.954951 =-0.521096 =0.313676 f30<=0.541707 =-0.225681 =0.616151 f9<=0.11547 f30<=0.600089 =-1.03434 =0.162888 f18<=0.744563 =-0.802574 =-2.08289 f11<=0.500082 f23<=0.058849 f44<=0.111158 =0.0704916 =-0.205879 f11<=0.307968 =-0.670305 =-0.00907717 f2<=0.0972135 f50<=0.128923 =0.0578 =0.879338 f31<=0.171242 =-0.78868 =0.186723
f45<=0.00389676 f52<=0.695351 f14<=0.265892 f38<=0.579246 =0.428007 =-0.843116 f6<=-3.0384 =0.594646 =-0.351687 f27<=0.778897 f42<=0.447856 =-0.785411 =1.10577 f34<=0.516875 =-0.619832 =0.20577 f21<=0.00443869 f33<=0.428713 f39<=0.0400535 =-0.183837 =0.688546 f8<=0.309545 =-0.698101 =0.203387 f31<=0.240027 f39<=0.366301 =-0.49228 =0.0899545 f29<=0.145483 =-0.34979 =0.0621687
f39<=0.230861 f30<=0.495575 f16<=0.909532 f15<=0.493326 =-0.0080209 =0.414282 f40<=0.295656 =-0.854053 =0.490588 f53<=0.993659 f8<=0.504223 =-0.391756 =-0.025059 f0<=7.6234 =-0.583568 =0.792427 f38<=0.429674 f33<=0.638963 f32<=0.366765 =-0.0685202 =0.52325 f31<=0.200202 =-1.14327 =-0.0334237 f12<=0.119815 f31<=0.834454 =-0.905041 =0.370182 f21<=0.0143713 =0.766176 =-0.112765
f25<=0.0117734 f45<=0.00389676 f52<=0.695351 f4<=2.2499 =0.138944 =-0.644833 f11<=0.324799 =-0.756341 =-0.129614 f46<=0.111497 f33<=0.893965 =0.202923 =-0.438166 f35<=0.533413 =-0.346346 =0.218364 f39<=0.218545 f29<=0.145483 f26<=0.589311 =-0.942426 =1.66484 f24<=0.00742949 =-0.0654112 =-0.522192 f28<=0.357183 f38<=0.307662 =-0.0324271 =-0.713419 f37<=0.362507 =-0.208433 =0.388895
f0<=8.59739 f37<=0.161994 f28<=0.106019 f52<=0.319047 =0.535468 =-0.407417 f38<=0.0162382 =-0.69791 =-0.116784 f6<=-1.21797 f35<=0.589303 =-0.0170685 =0.239364 f31<=0.666765 =0.62353 =-0.873084 f0<=9.91687 f53<=0.993659 f14<=0.0471446 =-0.0513733 =-0.511862 f54<=0.668793 =0.894923 =-0.683615 f45<=0.0476432 f38<=0.00961881 =-1.20944 =0.144587 f34<=0.671317 =1.02545 =-0.308062
f6<=-1.85631 f50<=0.867577 f14<=0.559866 f38<=0.579246 =0.0989113 =-0.304265 f18<=0.774381 =-0.883355 =0.1109 f53<=0.025001 f20<=0.120023 =0.910192 =-1.6983 f50<=0.996123 =0.848839 =-1.49116 f15<=0.797713 f29<=0.307758 f4<=3.81765 =-0.405406 =0.429317 f36<=0.277906 =-0.275092 =0.0436616 f33<=0.923136 f0<=6.49753 =-2.24324 =0.590342 f11<=0.19087 =-2.57592 =-0.047326
f2<=-0.404108 f51<=0.923439 f30<=0.569897 f37<=0.238225 =-0.236278 =-1.24483 f0<=4.63956 =-0.954718 =0.764356 f50<=0.602349 f21<=0.0377411 =-0.980035 =0.253199 f43<=0.0800198 =-3.65123 =-0.448091 f6<=-1.85631 f53<=0.355227 f55<=0.302847 =-0.0873467 =0.17903 f54<=0.516248 =0.536472 =-0.291977 f15<=0.797713 f29<=0.307758 =-0.285297 =-0.0221151 f0<=6.49753 =-2.12308 =0.413491
f11<=0.609637 f24<=0.00742949 f38<=0.51031 f52<=0.675914 =0.128489 =-0.110781 f55<=0.571494 =-0.819888 =0.255529 f25<=0.0234 f26<=0.138932 =-0.572502 =0.0017434 f14<=0.384378 =-0.250107 =-0.897778 f22<=0.0053634 f33<=0.956759 f48<=0.18453 =0.637719 =1.84153 f52<=0.637464 =0.944738 =-0.740514 f23<=0.162205 f36<=0.690519 =-0.750712 =0.392639 f32<=0.545487 =1.84964 =-0.626266
f34<=0.428686 f46<=0.0944761 f30<=0.375065 f14<=0.627145 =0.311349 =-0.725996 f45<=0.0260906 =-0.308365 =0.0331006 f23<=0.0213332 f11<=0.0520969 =-0.195724 =-0.863518 f27<=0.964956 =0.472187 =-0.746737 f23<=6.14251e-05 f2<=0.0770601 f30<=0.916725 =-0.261346 =0.253407 f56<=2.5 =0.480958 =0.136001 f30<=0.612372 f14<=0.138956 =-0.254404 =-1.04808 f44<=0.097187 =-0.160026 =0.293391
f33<=0.750084 f39<=0.351135 f44<=0.111158 f15<=0.817817 =-0.00560575 =0.489149 f8<=0.522488 =-0.436869 =0.108608 f34<=0.400062 f30<=0.986676 =0.111859 =-0.669784 f32<=0.250153 =-0.304843 =0.520097 f3<=0.45812 f11<=0.00556508 f39<=0.448521 =-0.0816148 =0.730907 f31<=0.444478 =-0.67604 =-0.219477 f0<=5.40042 f32<=0.293794 =0.496787 =-0.865239 f51<=0.982129 =1.24084 =-0.202265
f14<=0.578446 f6<=-1.85631 f50<=0.867577 f38<=0.579246 =0.081414 =-0.280661 f46<=0.188926 =0.736059 =-0.474533 f41<=8.53825e-05 f55<=0.239502 =-0.535837 =0.0347076 f10<=0.647738 =0.0492294 =-0.375192 f15<=0.817817 f0<=6.7038 f31<=0.650037 =-0.865371 =0.662585 f1<=0.291676 =-0.724925 =0.0201903 f3<=0.115942 f37<=0.224231 =-0.121442 =1.02391 f39<=0.184897 =-0.764514 =0.380219
f2<=-0.404108 f51<=0.923439 f30<=0.569897 f37<=0.238225 =-0.213916 =-1.19629 f0<=6.03668 =-0.0888256 =0.929741 f21<=0.0312538 f50<=0.377737 =-0.73172 =-1.7398 f24<=0.0238249 =0.68441 =-0.929095 f31<=0.0835327 f55<=0.973164 f32<=0.333494 =-0.688063 =0.0808383 f29<=0.375058 =0.778795 =-1.34149 f25<=0.015816 f40<=0.434366 =0.100435 =-0.412633 f13<=0.222259 =-0.40636 =0.00808274
f35<=0.0890359 f40<=0.194476 f50<=0.5186 f53<=0.444489 =-0.358086 =0.254952 f30<=0.916725 =-0.960369 =0.612066 f4<=0.89588 f38<=0.142337 =-0.33103 =0.472133 f3<=0.15231 =-0.661459 =1.38616 f1<=0.187137 f15<=0.117662 f47<=0.020414 =1.71052 =-0.982765 f14<=0.459471 =-0.750011 =0.622829 f8<=0.277145 f6<=-3.0384 =0.826302 =-0.816042 f36<=0.166784 =-0.261301 =0.0409406
f53<=0.025001 f35<=0.230808 f11<=0.233391 f17<=0.81008 =0.00865726 =-0.590077 f48<=0.133373 =-1.03977 =0.14956 f56<=2.5 f52<=0.251381 =-0.385314 =0.396392 f0<=5.24965 =0.30238 =-0.199131 f42<=0.550087 f51<=0.998449 f0<=5.72522 =0.258624 =-0.0400376 f52<=0.695351 =0.628837 =-0.303936 f52<=1.84193 f24<=0.237637 =0.990008 =-0.891643 f1<=0.55384 =0.242246 =-0.965749
f11<=0.500082 f23<=0.058849 f44<=0.111158 f45<=0.00389676 =-0.129582 =0.106511 f32<=0.450064 =-0.526414 =-0.0173266 f44<=0.105952 f11<=0.324799 =-0.841906 =-0.190703 f27<=0.955174 =0.227925 =-0.5404 f33<=0.893965 f2<=0.0972135 f42<=0.108998 =0.845316 =0.0464407 f36<=0.579628 =-0.138006 =0.576384 f27<=0.422072 f53<=0.110475 =0.0298844 =1.63053 f36<=0.277906 =1.12748 =-0.490287
f50<=0.0616458 f51<=0.996566 f12<=0.343512 f45<=0.107482 =-0.147787 =-0.814369 f11<=0.390011 =-0.08962 =0.734487 f45<=0.129878 f11<=0.11847 =-0.374928 =-1.08511 f1<=0.547814 =-0.813632 =0.458184 f24<=0.00742949 f38<=0.51031 f32<=0.459197 =-0.00706413 =0.190676 f39<=0.125091 =1.29501 =-0.650927 f35<=0.285797 f50<=0.559442 =-0.205366 =-0.730661 f26<=0.166768 =-0.488535 =0.0507526
f2<=-0.222391 f50<=0.321265 f30<=0.541707 f42<=0.0100046 =-0.940221 =-0.0319895 f51<=0.923439 =0.619308 =-0.18104 f9<=0.11547 f30<=0.600089 =-0.800993 =0.146052 f21<=0.036053 =-1.21018 =-0.196202 f31<=0.988604 f31<=0.0835327 f50<=0.644939 =-0.166144 =-1.00313 f11<=0.520896 =0.0236646 =0.335399 f46<=0.0334914 f56<=6.5 =0.23215 =-0.583585 f44<=0.0272872 =-0.997884 =-0.336063
f14<=0.176755 f11<=0.00556508 f52<=0.695351 f37<=0.285811 =0.0971115 =0.664253 f53<=0.542732 =-0.361951 =0.645182 f52<=1.06089 f47<=0.000298378 =-0.243411 =0.0229255 f15<=0.0579891 =0.0349645 =0.928325 f15<=0.34458 f42<=0.0210702 f21<=0.00117601 =0.807545 =-0.41183 f50<=0.219001 =-0.239061 =-0.932743 f52<=1.11728 f22<=0.190532 =0.00858275 =0.418386 f27<=0.914127 =-0.581857 =0.480994
f54<=1.04905 f53<=0.319914 f55<=0.429886 f17<=0.81008 =-0.0495013 =-0.399369 f0<=5.72522 =0.515992 =0.0220105 f36<=0.306226 f50<=0.445279 =0.167125 =-0.367065 f43<=5.72738e-05 =-0.109528 =0.345746 f53<=0.654264 f1<=0.187137 f9<=0.0461746 =1.10302 =-0.86248 f55<=0.120694 =-0.487665 =0.0521378 f41<=0.0380276 f51<=0.983876 =-1.11923 =0.417124 f38<=0.246403 =-0.700166 =0.856858
f33<=0.893965 f39<=0.218545 f25<=0.0192803 f5<=0.453531 =0.0918038 =-0.27718 f29<=0.336277 =-0.5636 =-0.137405 f37<=0.543452 f32<=0.44101 =-0.195221 =0.172127 f34<=0.841648 =0.485944 =-0.206006 f3<=0.45812 f13<=0.459162 f39<=0.114564 =0.0559085 =-0.496762 f52<=0.38952 =1.37241 =-0.0218986 f28<=0.479228 f0<=5.0337 =-0.638683 =1.32513 f44<=0.208399 =0.482111 =-0.713396
f9<=0.0337138 f37<=0.402796 f54<=0.668793 f56<=3.5 =0.274903 =1.11386 f53<=0.542732 =0.615582 =-0.294659 f39<=0.309561 f26<=0.048436 =0.145221 =-0.971524 f3<=0.32664 =0.67094 =-0.599591 f51<=0.0531789 f9<=0.22582 f53<=0.845646 =-0.69872 =-0.0493003 f36<=0.450003 =-0.119135 =1.59602 f28<=0.0659531 f20<=0.200371 =-0.339993 =0.828625 f30<=0.495575 =0.147844 =-0.0354823
f0<=9.91687 f0<=8.59739 f6<=-1.21797 f27<=0.574146 =-0.101873 =0.0660337 f31<=0.62401 =0.380731 =-0.67786 f9<=0.205702 f40<=0.0150188 =-0.558099 =0.105884 f52<=1.43106 =-0.545794 =1.11294 f55<=0.954703 f45<=0.0204143 f30<=0.76009 =-0.825827 =0.666108 f34<=0.841648 =1.00144 =-0.626681 f1<=0.500013 f50<=0.480725 =-0.904222 =-2.16965 f44<=0.00617522 =-0.675262 =1.31569
f37<=0.194476 f38<=0.289352 f0<=10.1471 f34<=0.333437 =-0.0927571 =-0.406578 f54<=0.785507 =1.33143 =-0.26653 f9<=0.00949926 f28<=0.666734 =1.64522 =-0.48407 f29<=0.351372 =-1.35624 =0.198589 f34<=0.266752 f50<=0.990727 f31<=0.411775 =-0.409755 =0.231072 f28<=0.294104 =0.489045 =-4.79894 f33<=0.666825 f16<=0.236725 =0.0188537 =0.301631 f21<=0.00915193 =-0.4606 =-0.00992696
f45<=0.0137331 f52<=0.695351 f6<=-2.82982 f15<=0.163578 =1.24837 =0.0470204 f51<=0.98508 =-0.20798 =0.198694 f11<=0.433362 f42<=0.0290229 =-0.819805 =-0.346056 f21<=0.0611897 =-0.206507 =0.994828 f3<=0.0693461 f40<=0.0202225 f52<=0.925536 =0.260203 =-0.84797 f26<=0.0910386 =-0.527759 =0.846525 f38<=0.0476432 f37<=0.000101461 =-0.917199 =-0.0885807 f52<=1.43106 =0.0487898 =0.587546
f24<=0.00742949 f38<=0.51031 f30<=0.112829 f15<=0.117662 =0.428706 =-0.988488 f52<=0.675914 =0.12843 =-0.0695365 f43<=0.00293258 f23<=0.114382 =-1.18047 =0.239104 f39<=0.150979 =1.45178 =-0.35325 f38<=0.190029 f34<=0.533952 f1<=0.56786 =-0.391505 =0.286661 f0<=8.46558 =0.21297 =-0.594045 f35<=0.41977 f3<=0.370001 =-0.252334 =0.445582 f33<=0.60004 =0.413032 =-0.0663075
f53<=0.100709 f35<=0.265631 f1<=0.314233 f32<=0.155581 =-0.901092 =0.682747 f28<=0.240061 =-0.832173 =-0.260362 f2<=0.118087 f56<=4.5 =0.278755 =-0.108207 f14<=0.176755 =-0.0146926 =-0.360375 f42<=0.550087 f27<=0.872321 f50<=0.445279 =0.0879851 =-0.179772 f30<=0.952394 =0.364638 =-0.174259 f55<=0.985951 f14<=0.00038897 =0.419557 =1.48257 =-0.786003
f2<=-0.404108 f51<=0.923439 f30<=0.600089 f31<=0.119612 =0.547341 =-0.912982 f0<=6.03668 =-0.0934086 =0.878621 f41<=0.0889117 f50<=0.602349 =-0.768179 =-2.51931 f21<=0.0342905 =-0.696955 =0.75487 f0<=9.91687 f0<=8.59739 f37<=0.161994 =-0.138204 =0.0567956 f33<=0.302461 =-0.805537 =-0.119179 f38<=0.0222447 f30<=0.794042 =-0.760411 =1.55659 f55<=0.993355 =0.775635 =-1.10604
f25<=0.0117734 f42<=0.0867701 f33<=0.465948 f52<=0.695351 =0.314101 =-0.129143 f43<=5.72738e-05 =-0.285359 =0.0868226 f30<=0.777905 f26<=0.600814 =-0.545412 =0.139303 f27<=0.625178 =0.582866 =-0.0631319 f28<=0.342625 f53<=0.397583 f2<=0.162779 =-0.355016 =-0.824354 f37<=0.375086 =0.616209 =-0.39349 f37<=0.391316 f9<=0.210418 =-0.0461665 =-0.537355 f13<=0.181106 =-0.498907 =0.210065
f24<=0.00742949 f38<=0.51031 f46<=0.301544 f32<=0.459197 =-0.0142736 =0.177759 f50<=0.5186 =-0.265188 =-1.3756 f43<=0.00293258 f52<=0.659766 =-1.44891 =-0.455598 f44<=0.0333502 =-0.665648 =0.641804 f28<=0.500183 f25<=0.0234 f35<=0.285797 =-0.239206 =0.137433 f48<=0.0111173 =-0.755555 =-0.0694639 f26<=0.500105 f1<=0.353626 =0.693735 =-0.551778 f2<=0.487387 =0.0238873 =-0.662615
f45<=0.0137331 f52<=0.695351 f6<=-2.92868 f15<=0.209054 =1.3252 =0.0256354 f14<=0.214886 =0.166011 =-0.238215 f27<=0.778897 f42<=0.0238227 =-0.923781 =-0.350011 f15<=5.29572e-05 =-0.690401 =0.106511 f31<=0.940034 f39<=0.230861 f25<=0.015816 =0.0768384 =-0.204225 f20<=0.0420628 =-1.13268 =0.191458 f48<=0.0519908 f11<=0.11847 =0.329058 =-0.795246 f42<=0.102062 =-0.266287 =0.38407
f2<=-0.404108 f50<=0.644939 f51<=0.987335 f36<=0.842492 =-0.154709 =0.975444 f56<=8.5 =-1.142 =0.999665 f18<=0.267486 f13<=0.0297116 =0.135785 =-1.17806 f31<=0.715831 =-1.00621 =-3.95883 f33<=0.893965 f15<=0.817817 f14<=0.600498 =0.0228129 =-0.516269 f45<=0.151036 =0.386641 =-0.626829 f3<=0.45812 f55<=0.102941 =-0.561353 =-0.0531535 f28<=0.479228 =1.08137 =-0.259476
f24<=0.00742949 f30<=0.166748 f3<=0.0741576 f27<=0.315446 =-0.201614 =1.13304 f31<=0.70262 =-0.618515 =-1.47263 f38<=0.51031 f46<=0.301544 =0.08155 =-0.434305 f23<=0.114382 =-0.584211 =0.603054 f56<=0.5 f22<=0.277859 f53<=0.9497 =-0.634019 =-2.63522 f21<=0.0833693 =1.47971 =-0.513262 f11<=0.609637 f36<=0.40748 =-0.181574 =0.023453 f55<=0.0555133 =1.29446 =0.14176
f50<=0.994487 f2<=0.775991 f20<=0.0262393 f17<=0.920911 =0.37918 =-0.501809 f8<=0.309545 =-0.367393 =0.000932084 f15<=0.0579891 f36<=0.363029 =-0.0221262 =-1.55322 f14<=0.370416 =0.32264 =-0.875003 f42<=0.175033 f24<=0.0112907 f2<=-0.222391 =0.081686 =0.989663 f30<=0.714393 =-1.71156 =0.851686 f41<=0.066714 f54<=0.283301 =0.183319 =-3.15013 =0.604823
f53<=0.025001 f55<=0.239502 f56<=2.5 f45<=0.160849 =0.128336 =-0.658396 f1<=0.589827 =-0.429941 =-0.112184 f11<=0.11847 f42<=0.00011489 =0.903938 =0.171017 f36<=0.326572 =0.345519 =-0.15793 f41<=8.53825e-05 f30<=0.963693 f38<=0.0476432 =-0.245266 =0.144709 f55<=0.302847 =-0.904251 =0.0162539 f52<=1.01045 f2<=0.0980491 =-0.0767368 =0.143144 f14<=0.298067 =0.755892 =-0.339929
f54<=1.04905 f53<=0.759182 f55<=0.429886 f54<=0.590722 =-0.121479 =0.212947 f0<=5.72522 =0.448059 =0.0165757 f50<=0.445279 f33<=0.277922 =-0.563753 =0.62963 f27<=0.904774 =-0.166724 =0.73658 f53<=0.759182 f1<=0.187137 f35<=0.0890359 =-0.59254 =0.978217 f20<=0.0875626 =-0.325857 =0.152532 f41<=0.0380276 f12<=0.257194 =-1.10126 =-0.0687553 f9<=0.00949926 =0.218303 =-0.919646
f9<=0.0337138 f37<=0.402796 f37<=0.000101461 f26<=0.47978 =-0.839591 =0.994154 f54<=0.668793 =0.528478 =0.031211 f22<=4.76826e-05 f39<=0.283075 =-0.502665 =0.381951 f41<=0.177794 =-0.966205 =-3.16979 f51<=0.0531789 f6<=-2.82982 f31<=0.940034 =-1.2016 =-0.27509 f11<=0.390011 =-0.316913 =1.3266 f29<=0.0835859 f37<=0.362507 =-0.816598 =-0.0813853 f26<=0.416742 =0.124437 =-0.0541954
f45<=0.0204143 f37<=0.107152 f33<=0.500095 f26<=0.333567 =-0.351151 =-0.997497 f43<=0.166736 =-0.239024 =1.36586 f52<=0.695351 f38<=0.0222447 =0.316679 =-0.0724548 f11<=0.0520969 =-0.74539 =-0.12374 f38<=0.0476432 f31<=0.333387 f20<=0.0262393 =0.190678 =-0.475513 f37<=0.000101461 =-0.969199 =0.0525673 f3<=0.0909091 f52<=1.43106 =0.499084 =2.66406 f30<=0.986676 =0.106592 =-0.205302
f11<=0.00556508 f27<=0.929329 f52<=0.695351 f12<=0.00364617 =0.303367 =-0.114113 f53<=0.759182 =-0.454581 =0.57361 f44<=0.315517 f0<=4.2413 =-1.01236 =0.711596 f50<=0.68736 =-1.02452 =0.520533 f16<=0.114435 f52<=1.43106 f41<=8.53825e-05 =-0.330999 =-0.0474586 f55<=0.0555133 =0.0736054 =0.998575 f56<=4.5 f11<=0.0647603 =-0.395164 =0.353308 f51<=0.989249 =0.00287971 =-0.499933
f14<=0.578446 f0<=5.72522 f6<=-2.35244 f52<=0.695351 =0.230124 =-0.459932 f20<=0.0420628 =-0.200261 =0.686165 f16<=0.357315 f36<=0.603681 =-0.115746 =0.205682 f21<=0.0178646 =0.4555 =-0.117886 f18<=0.806235 f6<=-1.66293 f8<=0.208242 =0.480324 =-0.945803 f8<=0.353933 =-0.47368 =0.764526 f8<=0.309545 f34<=0.45289 =-0.684442 =0.559584 f25<=0.0357216 =0.352806 =-0.849484
f14<=0.176755 f11<=0.00556508 f52<=0.659766 f54<=0.668793 =0.56131 =-0.0679415 f27<=0.955174 =-0.215415 =0.518116 f52<=1.06089 f9<=0.152771 =0.0759014 =-0.182731 f49<=0.0500627 =0.133926 =0.917175 f15<=0.34458 f14<=0.414093 f8<=0.329298 =0.535812 =-0.348595 f35<=0.215801 =-0.435665 =-1.25466 f22<=0.190532 f16<=0.357315 =-0.178124 =0.0810878 f30<=0.746386 =0.457933 =-0.327833
f42<=0.0867701 f33<=0.956759 f39<=0.107205 f10<=0.367037 =-0.251278 =0.0996183 f20<=0.0262393 =0.965046 =0.104558 f50<=0.219001 f56<=3.5 =0.58071 =-0.609666 f42<=0.0735858 =-1.27064 =0.835038 f56<=0.5 f55<=0.381928 f30<=0.600089 =-0.953012 =-0.207356 f43<=0.104917 =-0.487771 =-3.14419 f33<=0.355605 f15<=0.363896 =-0.703031 =0.226923 f14<=0.265892 =0.0986784 =-0.150964
f35<=0.0890359 f50<=0.726732 f53<=0.759182 f38<=0.0926283 =-0.369287 =0.12329 f33<=0.277922 =-0.736424 =0.574482 f55<=0.475408 f40<=0.21299 =-0.478554 =1.00447 f32<=0.0889692 =0.233831 =-1.82124 f1<=0.187137 f35<=0.243613 f42<=0.0210702 =1.04112 =-0.682252 f6<=-2.73986 =0.56771 =-0.908615 f8<=0.277145 f20<=0.0420628 =-0.954957 =0.239641 f21<=0.0911628 =0.0327446 =-0.259026
f2<=-0.404108 f51<=0.938518 f35<=0.589303 f6<=-2.21617 =-0.763198 =0.163944 f24<=0.237637 =1.05795 =-0.799668 f41<=0.0606334 f50<=0.602349 =-0.708213 =-2.22723 f27<=0.778897 =-1.01471 =-0.0177122 f0<=9.91687 f6<=-1.85631 f53<=0.355227 =0.00570452 =0.257947 f37<=0.285811 =-0.191787 =0.0271307 f45<=0.0476432 f38<=0.00961881 =-1.08442 =0.237446 f25<=0.142975 =0.926244 =-0.685962
f33<=0.837736 f36<=0.603681 f16<=0.236725 f0<=5.24965 =0.3799 =-0.108442 f15<=0.404353 =-0.321016 =0.18664 f1<=0.511012 f2<=0.128725 =0.168879 =-0.645389 f43<=0.144493 =0.520943 =-0.0190101 f50<=0.480725 f53<=0.542732 f11<=0.0286535 =0.251979 =-0.192056 f55<=0.926381 =1.22751 =-0.45944 f8<=0.566755 f26<=0.214894 =-0.604651 =-1.94157 f56<=5.5 =0.0127762 =-1.09493
f53<=0.025001 f12<=0.0636523 f2<=0.275501 f11<=0.0286535 =0.00970981 =-0.500667 f26<=0.048436 =0.694827 =-0.112638 f24<=3.22061e-05 f16<=0.0372383 =-0.286172 =0.624856 f35<=0.439434 =-0.356019 =0.0526208 f51<=0.998449 f42<=0.550087 f0<=5.72522 =0.201394 =-0.0315997 f24<=0.237637 =0.723658 =-0.91263 f52<=0.695351 f8<=0.487861 =0.929442 =0.151263 f36<=0.523839 =-0.73973 =0.828339
f14<=0.578446 f30<=0.495575 f3<=0.294311 f38<=0.307662 =0.0842316 =0.673873 f48<=0.0750048 =-0.302693 =-1.06254 f39<=0.218545 f56<=1.5 =-0.614297 =-0.099023 f26<=0.65834 =0.156219 =-0.151273 f15<=0.817817 f39<=0.0202338 f10<=0.542934 =-1.09878 =1.18219 f3<=0.102973 =0.349869 =-0.486492 f44<=0.105952 f54<=0.785507 =0.408264 =-0.610629 f28<=0.12327 =0.177765 =-1.30264
f45<=0.0204143 f37<=0.107152 f33<=0.500095 f42<=0.289365 =-0.661142 =1.5083 f24<=0.0988798 =-0.256929 =0.947718 f3<=0.32664 f52<=0.798525 =0.0932891 =-0.277167 f44<=9.57854e-05 =-0.941098 =0.0225593 f38<=0.0476432 f31<=0.333387 f22<=0.142476 =-0.493535 =0.0432139 f37<=0.000101461 =-0.898311 =0.042435 f3<=0.0909091 f50<=0.348145 =0.262429 =0.91254 f11<=0.11847 =0.182192 =-0.0475369
f9<=0.0337138 f37<=0.402796 f10<=4.76826e-05 f38<=0.246403 =-0.0315393 =0.747448 f14<=0.491151 =0.933859 =-0.0947168 f22<=4.76826e-05 f26<=0.000155666 =0.702554 =-0.357229 f50<=0.968852 =-1.55393 =0.568148 f51<=0.0531789 f6<=-2.82982 f31<=0.940034 =-1.17358 =-0.25533 f9<=0.243913 =-0.291441 =1.05466 f29<=0.0835859 f37<=0.362507 =-0.754015 =-0.0892034 f26<=0.416742 =0.109512 =-0.048276
f25<=0.0192803 f46<=0.111497 f20<=0.1268 f37<=0.285811 =-0.0165993 =0.215947 f28<=0.682616 =-0.0433112 =-0.561512 f47<=0.0580501 f55<=0.239502 =-0.464208 =-0.0306852 f17<=0.547723 =0.428478 =-0.441368 f39<=0.218545 f29<=0.145483 f38<=0.0625508 =-0.876004 =0.811482 f33<=0.550047 =-0.288353 =0.0755274 f45<=0.0710073 f38<=0.0222447 =0.363531 =-0.19711 f21<=0.021636 =0.869248 =0.174913
f12<=0.641378 f24<=0.00742949 f50<=0.0591435 f52<=0.675914 =-0.0749075 =-0.824697 f16<=0.236725 =-0.00528421 =0.149964 f28<=0.500183 f21<=0.00443869 =0.496264 =-0.0453055 f1<=0.582191 =-0.404863 =-0.00586995 f31<=0.221456 f37<=0.608399 f32<=0.964092 =-1.04065 =0.739267 f24<=0.128233 =-0.715379 =1.40889 f32<=0.403884 f42<=0.0446592 =0.174514 =1.42404 f52<=1.68348 =0.0589204 =1.39084
f14<=0.214886 f9<=0.152771 f33<=0.750084 f2<=0.262677 =0.110278 =0.445184 f41<=0.190544 =-0.393237 =0.35117 f33<=0.419663 f2<=0.336876 =-0.130011 =-0.891999 f52<=1.25248 =0.0109224 =0.611516 f15<=0.34458 f8<=0.208242 f15<=0.117662 =0.807222 =-0.372703 f6<=-3.0384 =0.962855 =-0.631802 f52<=1.11728 f22<=0.190532 =0.00104047 =0.348733 f27<=0.914127 =-0.525018 =0.442006
f0<=9.91687 f0<=8.59739 f0<=8.23788 f6<=-1.06181 =-0.0131754 =0.506653 f52<=0.695351 =0.14857 =1.02944 f17<=0.894975 f14<=0.0471446 =0.0383329 =-0.379741 f26<=0.000155666 =2.53395 =0.258793 f55<=0.954703 f37<=0.708508 f1<=0.291676 =-0.592176 =0.763229 f33<=0.893965 =-1.01879 =0.457962 f1<=0.500013 =-1.6555 f44<=0.00617522 =-0.685136 =1.24156
f45<=0.0204143 f38<=0.654228 f37<=0.142899 f19<=0.352946 =0.114216 =-0.633466 f52<=0.695351 =0.103403 =-0.214273 f41<=0.220119 f34<=0.875173 =-1.21276 =0.898945 f34<=0.600079 =-0.578414 =1.0666 f38<=0.042361 f31<=0.292368 f32<=0.766738 =-0.404309 =0.565557 f37<=0.000101461 =-0.778947 =0.0243085 f3<=0.0909091 f37<=0.333417 =0.164277 =0.78713 f53<=0.355227 =-0.0304545 =0.189228
f2<=-0.404108 f51<=0.938518 f30<=0.569897 f37<=0.238225 =-0.0954136 =-1.06038 f29<=0.307758 =1.10358 =0.0213845 f29<=0.556976 f50<=0.602349 =-0.660693 =-2.23201 f27<=0.778897 =-1.09312 =0.132635 f31<=0.961597 f40<=0.0795802 f22<=0.252585 =-0.0922078 =0.239106 f46<=0.00767656 =-0.121544 =0.139042 f30<=0.76009 f32<=0.450064 =-0.90102 =-0.162547 f52<=0.529805 =0.612384 =-0.246703
f11<=0.500082 f49<=0.0667258 f23<=0.0476448 f44<=0.111158 =0.0854534 =-0.175712 f2<=-0.117454 =0.307189 =-0.351287 f21<=0.0132359 f39<=0.398159 =-0.726548 =-0.108931 f16<=6.89465e-05 =0.0970763 =-0.284455 f56<=7.5 f42<=0.21002 f29<=0.0835859 =-0.428198 =0.390948 f53<=0.0742935 =-0.524605 =0.604466 f48<=0.146618 f52<=1.01045 =-0.815227 =0.266153 f10<=0.0166848 =1.14347 =-0.355723
f53<=0.993659 f35<=0.066677 f50<=0.726732 f18<=0.806235 =0.0250573 =-0.490282 f30<=0.714393 =-1.29953 =0.019752 f1<=0.187137 f9<=0.0520842 =0.676685 =-0.807215 f4<=3.15677 =0.00952028 =-0.660331 f54<=0.668793 f6<=-1.72333 f37<=0.413834 =0.205437 =-3.7315 f12<=0.0379267 =1.08439 =0.317935 f33<=0.29088 f36<=0.240772 =-1.31656 =-0.193162 f40<=0.224249 =-0.437817 =1.61804
f0<=9.91687 f5<=0.453531 f9<=0.0461746 f14<=0.491151 =0.342686 =-0.325282 f8<=0.277145 =-0.81355 =0.000728661 f10<=0.367037 f3<=0.243909 =-0.322878 =0.1947 f31<=0.555598 =0.100243 =2.72101 f55<=0.954703 f37<=0.708508 f30<=0.583391 =-0.0301986 =0.819464 f33<=0.893965 =-0.90398 =0.436399 f1<=0.500013 =-1.55298 f42<=0.0446592 =-0.548732 =1.2431
f21<=0.0686141 f22<=0.252585 f40<=0.0795802 f20<=0.0262393 =0.144933 =-0.139234 f10<=0.337132 =0.019287 =0.308042 f34<=0.486916 f27<=0.574146 =-0.650628 =0.235976 f29<=0.583392 =1.0775 =-0.0290626 f53<=0.492618 f52<=1.01045 f41<=0.015165 =-0.649457 =-0.165294 f28<=0.464697 =0.88799 =-0.0941584 f45<=4.34028e-05 f31<=0.362537 =-1.59406 =0.399535 f19<=0.125187 =0.326518 =1.62052
f39<=0.184897 f26<=0.65834 f30<=0.48153 f10<=4.76826e-05 =-0.434259 =0.122356 f28<=0.200083 =0.112702 =-0.352735 f33<=0.364619 f38<=0.328251 =-0.519806 =0.279725 f27<=0.33357 =0.965026 =0.0834435 f33<=0.333452 f42<=0.0666954 f21<=0.0312538 =0.714126 =0.00474349 f41<=0.138992 =-0.721645 =0.3368 f8<=0.309545 f14<=0.157766 =0.869266 =-1.13122 f42<=0.0100046 =-0.235917 =0.0968771
f53<=0.100709 f35<=0.265631 f24<=0.0630235 f39<=0.00301665 =-0.55134 =-0.106818 f1<=0.582191 =-0.988973 =-0.0552421 f2<=0.118087 f33<=0.612257 =0.23644 =-0.0994458 f14<=0.176755 =0.00519876 =-0.326956 f42<=0.550087 f52<=1.43106 f50<=0.296645 =0.107231 =-0.0668629 f13<=0.566826 =0.351034 =2.30877 f55<=0.771191 f11<=0.0400118 =0.438908 =1.58217 f12<=2.72331e-05 =1.76833 =-1.2001
f33<=0.893965 f39<=0.107205 f30<=0.361582 f51<=0.485712 =-0.269222 =0.256084 f33<=0.550047 =-0.254702 =0.0632763 f20<=0.0262393 f2<=-0.0527431 =-0.787954 =1.10946 f37<=0.568218 =-0.0154749 =0.262433 f50<=0.726732 f52<=0.798525 f45<=0.334008 =-0.0536853 =0.681781 f40<=0.21299 =-0.0651824 =-0.815255 f43<=0.122515 f29<=0.824564 =-1.55842 =0.284988 f26<=0.333567 =0.84379 =-0.640869
f30<=0.112829 f17<=0.72388 f2<=0.368025 f33<=0.570442 =0.0260676 =1.39561 f23<=0.0213332 =-1.00801 =0.101563 f10<=0.367037 f24<=0.0705812 =-1.4001 =0.0509166 f52<=0.59428 =0.91152 =-0.698102 f9<=0.0688532 f30<=0.666825 f33<=0.437889 =0.256971 =-0.331371 f1<=0.459867 =0.711977 =0.0731719 f52<=0.0549253 f36<=0.250146 =-0.650534 =-0.117282 f51<=0.597214 =0.223285 =-0.0311629
f12<=0.641378 f24<=0.00742949 f30<=0.166748 f3<=0.0741576 =0.316521 =-0.709767 f15<=0.188102 =-0.0587104 =0.106965 f50<=0.726732 f9<=0.174859 =0.122272 =-0.142037 f27<=0.929329 =-0.531466 =0.339149 f16<=6.89465e-05 f35<=0.265631 f40<=0.185242 =-0.947129 =0.548307 f39<=0.000128601 =2.09173 =0.38764 f21<=0.0203722 f31<=0.70262 =0.0766092 =2.02658 f17<=0.894975 =-0.447065 =0.690679
f45<=0.0204143 f3<=0.294311 f11<=0.377294 f46<=0.00767656 =-0.247836 =0.0752515 f56<=2.5 =0.711549 =0.11371 f46<=0.055601 f27<=0.914127 =-0.9707 =-0.111498 f13<=0.459162 =-0.0452958 =1.18285 f30<=0.986676 f39<=0.413549 f42<=0.0985542 =0.0696879 =-0.147247 f20<=0.113977 =0.809841 =0.157118 f27<=0.880015 f1<=0.632219 =0.545439 =-0.0647186 f21<=0.0228562 =-0.0679081 =-0.607214
f41<=8.53825e-05 f21<=0.0268656 f23<=0.00882094 f10<=0.504589 =-0.122599 =0.460876 f37<=0.531067 =0.116362 =1.02401 f46<=0.224526 f11<=5.88789e-05 =0.203746 =-0.459274 f39<=0.708418 =0.124655 =1.64284 f22<=0.190532 f29<=0.625142 f41<=0.118369 =-0.0206205 =-0.356647 f56<=5.5 =0.256118 =-0.120819 f31<=0.597238 f11<=0.40292 =0.213393 =0.97558 f20<=0.062342 =0.50662 =-0.266296
f11<=0.662024 f11<=0.00556508 f27<=0.929329 f52<=0.695351 =0.088581 =-0.298659 f44<=0.315517 =0.565748 =-0.86178 f16<=0.114435 f41<=8.53825e-05 =-0.273265 =-0.00601627 f51<=0.992982 =0.162219 =-0.309146 f50<=0.156491 f29<=0.924125 f46<=0.164483 =-0.606313 =0.501043 f47<=0.0242506 =-0.476348 =1.30021 f22<=4.76826e-05 f33<=0.956759 =1.52064 =-0.394169 f41<=0.0441367 =0.866237 =-0.809545
f14<=0.214886 f20<=0.0226441 f35<=0.265631 f0<=6.49753 =-1.20687 =0.482691 f52<=0.695351 =1.21322 =-0.0938177 f52<=1.01045 f9<=0.152771 =0.121239 =-0.113267 f6<=-2.58109 =-0.453878 =0.384887 f15<=0.325194 f42<=0.0210702 f14<=0.475734 =0.374407 =-0.908728 f14<=0.35603 =-0.329125 =-0.999385 f52<=1.11728 f36<=0.190621 =-0.249404 =0.0890039 f54<=0.241204 =-0.605462 =0.177136
f13<=0.692356 f25<=0.0192803 f21<=0.0911628 f22<=0.306848 =0.0182506 =0.334555 f37<=0.383366 =0.00633056 =-0.669943 f28<=0.342625 f53<=0.654264 =-0.462948 =0.133831 f39<=0.218545 =-0.136327 =0.144349 f36<=0.333455 f3<=0.196783 f45<=0.0176801 =0.0659462 =-1.42896 f41<=0.015165 =1.63271 =-0.402111 f38<=0.0870044 f23<=0.058849 =0.182438 =-0.871744 f28<=0.989987 =1.00871 =0.0622173
f56<=0.5 f42<=0.0703414 f39<=0.0277951 f42<=0.0536002 =-0.877742 =1.34924 f2<=0.0515592 =-0.499181 =0.491652 f55<=0.239502 f14<=0.384378 =-0.0688818 =-0.811239 f17<=0.81008 =-2.11295 =0.0898512 f3<=0.418864 f15<=0.86196 f0<=5.55875 =0.153489 =-0.0363089 f36<=0.767612 =0.450668 =-1.07141 f30<=0.541707 f14<=6.64761e-06 =0.79467 =-1.0019 f8<=0.664712 =0.8554 =-0.20357
f45<=0.0204143 f38<=0.654228 f37<=0.142899 f19<=0.352946 =0.110027 =-0.557333 f52<=0.695351 =0.086694 =-0.193642 f33<=0.923136 f36<=0.500114 =-1.18114 =-0.0734374 f46<=4.02966e-05 =-0.282156 =1.3829 f30<=0.986676 f39<=0.351135 f31<=0.375059 =-0.131732 =0.0709702 f1<=0.505503 =0.495288 =0.0380801 f27<=0.880015 f1<=0.632219 =0.494502 =-0.0569001 f33<=0.277922 =0.397421 =-0.481586
f12<=0.710705 f33<=0.680049 f39<=0.171865 f30<=0.527875 =0.0333354 =-0.212752 f37<=0.543452 =0.0146295 =0.35593 f25<=0.120311 f3<=0.186656 =0.00633504 =-0.26048 f52<=0.343124 =1.02535 =0.142976 f45<=0.066698 f28<=0.282102 f37<=0.680687 =-0.812208 =0.839401 f42<=0.0370453 =-0.2342 =0.730046 f54<=0.785507 f48<=0.164224 =0.756921 =-0.328045 f41<=0.0253937 =-1.31079 =0.384268
f40<=0.786522 f11<=0.500082 f49<=0.0667258 f23<=0.0476448 =0.040489 =-0.1741 f21<=0.0132359 =-0.447388 =-0.0377584 f22<=0.0227457 f33<=0.550047 =0.633186 =0.0735097 f32<=0.459197 =-0.539194 =0.128685 f3<=0.256448 f52<=0.675914 =1.58429 f50<=0.0865984 =0.545162 =-0.734702 f45<=0.0769851 f29<=0.692338 =-1.09005 =0.142312 f51<=0.99391 =0.421376 =-0.882061
f0<=9.91687 f50<=0.726732 f53<=0.319914 f19<=0.876941 =0.00566714 =-0.27312 f54<=0.706852 =0.205462 =-0.209341 f33<=0.437889 f32<=0.375054 =-0.221267 =0.41671 f29<=0.625142 =-0.4992 =0.0825137 f55<=0.954703 f37<=0.663751 f8<=0.277145 =-0.917484 =0.664722 f14<=6.64761e-06 =0.795195 =-0.811965 f8<=0.510013 =-1.40686 f42<=0.0446592 =-0.487163 =1.33082
f9<=0.0337138 f30<=0.112829 f15<=0.117662 f0<=5.40042 =1.3708 =-0.396697 f50<=0.348145 =-1.03936 =-1.74673 f38<=0.272782 f33<=0.428713 =0.320897 =-0.200754 f31<=0.433575 =1.20945 =-0.0491317 f51<=0.0531789 f53<=0.845646 f36<=0.40006 =-0.724192 =-0.054815 f54<=0.175905 =1.15286 =-0.153717 f28<=0.153857 f26<=0.829602 =0.00233024 =-0.468495 f28<=0.271188 =0.227648 =-0.00366761
f2<=-0.404108 f51<=0.989249 f35<=0.589303 f56<=3.5 =-0.711191 =0.0916991 f52<=0.573085 =1.04345 =-0.276898 f9<=0.0925558 f28<=0.568481 =0.703568 =-0.875609 f26<=0.875267 =-1.25916 =0.724807 f31<=0.0202912 f35<=0.215801 f41<=0.118369 =-1.10418 =-0.21497 f55<=0.973164 =0.207501 =-1.0538 f0<=9.91687 f1<=0.187137 =0.324096 =0.000442941 f38<=0.0222447 =-0.294538 =0.621046
f36<=0.500114 f29<=0.777829 f15<=0.86196 f0<=5.40042 =0.188083 =-0.041933 f8<=0.309545 =-0.482308 =0.604034 f43<=0.0833476 f9<=0.0970071 =0.111662 =-0.546207 f29<=0.88902 =-0.236978 =0.335004 f29<=0.253101 f27<=0.888971 f40<=0.237671 =-0.351305 =0.391198 f50<=0.644939 =-0.693936 =-2.17869 f6<=-3.16166 f55<=0.340888 =-0.944734 =0.862649 f33<=0.812513 =0.218867 =-0.0517631
f53<=0.993659 f34<=0.116854 f2<=0.0369276 f53<=0.123317 =-0.359712 =0.581248 f50<=0.916315 =-0.308552 =-2.07297 f2<=-0.187957 f30<=0.89095 =-0.316651 =0.107581 f47<=0.013 =-0.0269537 =0.0894402 f54<=0.668793 f6<=-1.72333 f38<=0.179766 =-2.27007 =0.743058 f12<=0.0379267 =1.03508 =0.322096 f33<=0.29088 f36<=0.240772 =-1.27119 =-0.211764 f40<=0.224249 =-0.395219 =1.47362
f25<=0.0117734 f21<=0.0911628 f22<=0.306848 f13<=0.200636 =0.0434151 =-0.254711 f34<=0.500134 =-0.0395162 =0.918505 f52<=1.84193 f27<=0.914127 =-0.767102 =-0.0804585 f41<=0.0380276 =3.17758 =-0.193611 f56<=0.5 f52<=0.59428 f19<=0.0718563 =-2.07591 =-0.813895 f19<=0.125187 =-0.833677 =0.85269 f13<=0.222259 f53<=0.168361 =-0.47354 =0.0429379 f8<=0.416831 =-0.303582 =0.0800833
f50<=0.480725 f53<=0.759182 f55<=0.381928 f17<=0.920911 =-0.0187314 =-0.341064 f9<=0.196598 =0.274383 =-0.0769533 f54<=0.785507 f42<=0.0370453 =0.0158572 =0.707028 f33<=0.465948 =-0.788542 =0.0230146 f51<=0.998262 f6<=-2.05206 f50<=0.802383 =0.0305651 =0.670568 f17<=0.99016 =-0.282742 =0.175876 f2<=-0.222391 f15<=0.095978 =0.747555 =-1.52789 f52<=0.695351 =0.791831 =-0.237091
f2<=0.775991 f11<=0.00556508 f27<=0.929329 f52<=0.695351 =0.0987605 =-0.27124 f41<=0.131618 =0.673031 =-0.0713386 f10<=0.620901 f3<=0.086611 =0.207344 =-0.0313917 f35<=0.692404 =-0.356746 =0.600306 f15<=0.0579891 f36<=0.363029 f35<=0.600164 =-0.701995 =0.919232 f52<=0.227394 =0.35426 =-1.66952 f14<=0.370416 f35<=0.428613 =0.832204 =-0.417896 f15<=0.734814 =-1.00332 =0.42186
f40<=0.0408298 f35<=0.0203051 f14<=0.0879058 f13<=0.0416949 =0.661681 =-0.483201 f0<=4.78331 =0.0917084 =-0.892282 f26<=0.829602 f22<=0.231271 =-0.0453446 =0.352303 f2<=0.336876 =-0.482877 =0.185554 f15<=0.188102 f14<=0.249515 f45<=0.072924 =-0.114053 =0.115304 f6<=-3.0384 =0.904026 =-1.05395 f6<=-0.872146 f10<=0.367037 =-0.0248597 =0.303939 f36<=0.653341 =0.780034 =-0.422696
f9<=0.0688532 f30<=0.666825 f46<=0.0846861 f26<=0.600814 =-0.0349631 =0.605987 f9<=0.0577754 =-0.765973 =0.411456 f1<=0.459867 f44<=0.263133 =0.716805 =-0.866729 f14<=0.0471446 =0.513771 =-0.279341 f52<=0.0549253 f16<=0.56119 f8<=0.416831 =-0.788046 =0.21168 f44<=9.57854e-05 =0.438292 =-0.329908 f51<=0.597214 f24<=0.00742949 =0.347174 =-0.170859 f20<=0.0102236 =1.16517 =-0.0328134
f12<=0.641378 f24<=0.00742949 f41<=8.53825e-05 f55<=0.102941 =-0.207719 =0.0881755 f54<=0.0435801 =-0.0778532 =0.125444 f50<=0.933713 f14<=0.521407 =-0.0192194 =-0.371398 f31<=0.555598 =-0.855376 =0.389869 f42<=0.0370453 f44<=0.233423 f56<=8.5 =-0.0625892 =-0.965521 f27<=0.964956 =2.54597 =-0.0919081 f32<=0.403884 f28<=0.106019 =-0.352718 =1.23782 f39<=0.000128601 =1.52908 =0.101227
f40<=0.786522 f50<=0.189394 f9<=0.187573 f0<=5.16763 =-0.239536 =0.297691 f34<=0.516875 =-0.18236 =0.0745327 f56<=5.5 f34<=0.28199 =-0.21706 =0.0626568 f11<=0.102682 =0.0270716 =-0.419193 f3<=0.256448 f52<=0.675914 =1.47383 f50<=0.0865984 =0.529271 =-0.709322 f45<=0.0769851 f29<=0.692338 =-1.0506 =0.140793 f51<=0.99391 =0.36752 =-0.833153
f35<=0.546642 f30<=0.48153 f3<=0.294311 f27<=0.444545 =-0.00157651 =0.242273 f31<=0.482183 =-0.980035 =-0.227767 f36<=0.500114 f54<=0.228247 =-0.307028 =-0.0276595 f29<=0.253101 =-0.303222 =0.131826 f30<=0.400089 f11<=0.433362 f46<=0.055601 =-0.802678 =-0.0437549 f17<=0.200242 =-0.614552 =1.25307 f27<=0.463855 f21<=0.00625162 =1.10799 =0.245354 f12<=0.416762 =-0.0191006 =0.285952
f39<=0.107205 f29<=0.375058 f13<=0.161178 f22<=0.0437238 =-0.272848 =0.257289 f0<=6.41918 =-0.855531 =-0.293446 f30<=0.361582 f9<=0.165965 =0.43846 =-0.0421021 f33<=0.550047 =-0.191376 =0.135574 f20<=0.0262393 f2<=-0.117454 =-0.944646 f17<=0.957513 =1.12374 =-0.825136 f30<=0.285747 f2<=0.2236 =-0.746868 =0.279733 f37<=0.543452 =-0.0183477 =0.153993
f50<=0.445279 f9<=0.152771 f52<=0.695351 f51<=0.597214 =0.0228819 =0.460763 f53<=0.355227 =-0.421177 =0.546196 f51<=0.695736 f52<=0.695351 =-0.0407731 =0.765555 f28<=0.153857 =-0.378769 =-0.026011 f51<=0.998262 f6<=-2.21617 f54<=0.668793 =0.303783 =-0.516889 f15<=0.493326 =-0.265316 =0.042038 f33<=0.625013 f52<=0.695351 =0.934228 =-0.35271 f44<=0.00617522 =-1.66822 =0.15471
f31<=0.961597 f45<=0.0204143 f38<=0.654228 f30<=0.986676 =-0.0826954 =0.309581 f33<=0.923136 =-0.902005 =0.805335 f40<=0.0202225 f32<=0.450064 =-0.263051 =0.0802424 f3<=0.0909091 =0.386815 =0.0414256 f11<=0.133506 f20<=0.102256 f37<=0.642939 =1.53338 =-0.488706 f52<=0.59428 =0.455639 =-0.63551 f8<=0.510013 f6<=-1.31657 =-1.37392 =-0.0501321 f52<=0.154166 =-1.76033 =-0.139425
f9<=0.0461746 f37<=0.402796 f28<=0.701457 f46<=0.00310122 =0.00321355 =0.414171 f42<=0.0599105 =0.291982 =-1.08996 f26<=0.342782 f10<=4.76826e-05 =0.41977 =-0.80573 f29<=0.795923 =-0.968631 =0.121506 f8<=0.277145 f2<=0.0515592 f29<=0.253101 =-0.710822 =1.54917 f44<=0.057069 =-1.05803 =0.132473 f4<=3.15677 f2<=-0.404108 =-0.388326 =0.00471375 f30<=0.68003 =-1.25526 =0.184106
f50<=0.99747 f50<=0.726732 f10<=0.116902 f39<=0.0400535 =-0.228419 =0.124074 f29<=0.0835859 =-0.604347 =-0.0210238 f6<=-2.16647 f2<=-0.324312 =-0.958646 =0.509788 f6<=-1.26606 =-0.362951 =0.0826008 =0.889219
f33<=0.71443 f39<=0.171865 f44<=0.111158 f35<=0.450116 =0.0602226 =-0.175112 f32<=0.545487 =-0.529391 =0.00734094 f37<=0.543452 f21<=0.00625162 =0.248883 =-0.106434 f52<=0.826754 =0.148545 =0.829191 f3<=0.45812 f12<=0.805342 f3<=0.186656 =0.0141323 =-0.221089 f18<=0.08328 =0.885173 =-0.549339 f0<=5.40042 f34<=0.841648 =-1.00589 =0.0218227 f51<=0.986277 =0.845119 =-0.4634
f46<=0.301544 f45<=0.072924 f25<=0.0268003 f46<=0.00767656 =-0.0959348 =0.10334 f56<=0.5 =-1.11981 =-0.146111 f31<=0.444478 f2<=0.105734 =0.102509 =-0.255095 f45<=0.0769851 =0.807818 =0.129153 f11<=0.545487 f42<=0.447856 f9<=0.236755 =-0.720849 =0.174423 f22<=0.0691043 =-0.143603 =1.31413 f43<=0.0333631 =2.49498 f52<=0.718715 =0.796511 =-0.7898
f50<=0.219001 f10<=0.0796111 f39<=0.0400535 f22<=0.0139184 =-0.327474 =0.657451 f39<=0.490813 =0.387333 =-0.0242385 f29<=0.034984 f49<=0.129727 =-0.93605 =0.851627 f14<=0.00567698 =-0.228208 =0.0313258 f32<=0.366765 f31<=0.200202 f33<=0.233371 =0.403679 =-0.893038 f46<=4.02966e-05 =-0.524031 =-0.033655 f32<=0.750185 f2<=-0.222391 =-0.457904 =0.112412 f8<=0.498777 =-0.958249 =-0.123123
f14<=0.176755 f18<=0.237372 f11<=0.00556508 f52<=0.659766 =0.314863 =-0.108976 f47<=0.000298378 =-0.179499 =0.0625146 f52<=0.798525 f46<=0.0944761 =0.398312 =-0.191161 f6<=-2.26847 =-0.201855 =1.74035 f15<=0.270402 f42<=0.0324002 f14<=0.475734 =0.358946 =-0.895013 f29<=0.80811 =-0.774649 =0.706323 f54<=0.407883 f16<=0.0372383 =-0.285915 =0.0246653 f20<=0.0339096 =-0.233384 =0.246362
f31<=0.920545 f33<=0.71443 f39<=0.171865 f38<=0.208365 =-0.0634558 =0.247887 f38<=0.429674 =0.187088 =-0.197061 f44<=0.097187 f50<=0.968852 =-0.168575 =-1.11243 f0<=4.90896 =-0.905213 =0.147111 f29<=0.233781 f38<=0.0162382 f2<=0.275501 =-0.435268 =0.786197 f36<=0.144265 =0.601296 =-1.18485 f30<=0.285747 f2<=-0.0908342 =0.511949 =-1.32049 f9<=0.135655 =0.460979 =-0.104837
f14<=0.578446 f0<=5.72522 f36<=0.363029 f47<=0.00910869 =0.152335 =0.775509 f12<=0.104969 =-0.213546 =0.17476 f51<=0.262832 f36<=0.428613 =0.00405266 =0.513758 f20<=0.189827 =-0.0633063 =0.221103 f27<=0.422072 f41<=0.0322829 f39<=0.0277951 =-0.74121 =0.175985 f28<=0.12327 =-0.256114 =-1.1184 f32<=0.450064 f33<=0.541736 =-0.239783 =0.574767 f54<=1.04905 =0.927132 =-1.15986
f33<=0.893965 f45<=0.286832 f42<=0.375408 f36<=0.593845 =-0.0139512 =0.163731 f37<=0.744591 =0.544341 =-0.480837 f52<=0.227394 f6<=-0.595318 =-1.15208 =0.496886 f53<=0.206077 =-0.269754 =0.412934 f15<=0.734814 f52<=0.319047 f26<=0.342782 =0.815071 =-0.047945 f51<=0.989249 =0.0346598 =-0.420644 f55<=0.159927 f46<=0.0392487 =-1.60602 =-0.572947 f51<=0.904953 =1.64716 =-0.20825
f36<=0.190621 f15<=0.655091 f39<=0.800137 f50<=0.836966 =0.0128588 =-0.578227 f26<=0.250237 =-0.353146 =1.21624 f28<=0.723777 f26<=0.0910386 =0.773404 =-0.4177 f50<=0.203124 =-0.280928 =-1.49051 f53<=0.759182 f55<=0.429886 f17<=0.920911 =-0.0267373 =-0.33441 f17<=0.99016 =0.0300023 =0.596663 f50<=0.348145 f33<=0.277922 =-0.804109 =0.582997 f37<=0.460381 =0.118682 =-0.453415
f26<=0.110583 f18<=0.00032968 f37<=0.0417424 f42<=0.330383 =-1.12277 =0.783824 f28<=0.519868 =0.452082 =0.00319849 f50<=0.802383 f2<=0.262677 =-0.23294 =0.229155 f14<=0.398925 =-1.14521 =0.392364 f53<=0.355227 f55<=0.429886 f52<=0.659766 =-0.197843 =0.0258521 f9<=0.196598 =0.248363 =-0.0589537 f36<=0.263932 f54<=0.590722 =0.0621819 =-0.436788 f9<=0.00244463 =0.849538 =0.159332
f13<=0.692356 f9<=0.293041 f10<=0.83831 f43<=5.72738e-05 =-0.0809657 =0.0278866 f3<=0.135246 =0.737163 =-0.0970121 f32<=0.750185 f56<=2.5 =0.450177 =-0.430935 f17<=0.0385051 =-0.202939 =1.47632 f9<=0.329173 f38<=0.142337 f56<=5.5 =0.286983 =-0.422659 f33<=0.326599 =-0.819943 =0.607024 f41<=0.0770399 f29<=0.777829 =3.90866 =0.0254673 f51<=0.990023 =0.983711 =-0.664166
f42<=0.150144 f35<=0.0890359 f50<=0.726732 f22<=0.175018 =-0.16417 =0.241853 f6<=-1.20862 =-1.05977 =0.00293137 f1<=0.187137 f17<=0.777884 =0.670994 =-0.76214 f4<=2.74032 =0.0429156 =-0.392963 f30<=0.714393 f39<=0.230861 f38<=0.579246 =-0.201363 =1.97228 f29<=0.600128 =-1.02957 =-0.0636322 f4<=2.2499 f41<=0.0728182 =-0.236503 =0.121138 f5<=0.837947 =1.65986 =0.192566
f9<=0.0688532 f30<=0.112829 f15<=0.117662 f43<=0.0155039 =1.04382 =-0.506196 f10<=0.214587 =-1.28293 =0.449479 f50<=0.189394 f56<=0.5 =-0.173352 =0.4726 f30<=0.666825 =-0.12293 =0.295135 f51<=0.0531789 f9<=0.22582 f16<=0.56119 =-0.604207 =-0.112457 f36<=0.450003 =-0.179045 =1.19384 f3<=0.0291385 f52<=0.718715 =0.870333 =-0.870862 f51<=0.597214 =0.150782 =-0.0296888
f38<=0.764031 f22<=0.190532 f38<=0.0476432 f50<=0.5186 =-0.0271285 =-0.334119 f10<=0.367037 =-0.00749646 =0.218148 f41<=8.53825e-05 f33<=0.419663 =-0.524698 =0.103177 f11<=0.0100152 =-0.134825 =0.312949 f39<=0.133373 f41<=0.145883 =1.67374 =-0.435605 f29<=0.967044 f3<=0.370001 =-1.10946 =0.0592394 f52<=0.718715 =0.538338 =-0.518776
f24<=0.00742949 f47<=0.166037 f41<=8.53825e-05 f29<=0.777829 =-0.0042741 =-0.565205 f8<=0.309545 =-0.194711 =0.113822 f56<=4.5 f14<=0.104459 =0.280158 =-0.501116 f21<=0.0479752 =-0.268207 =-1.14305 f52<=1.01045 f9<=0.205702 f50<=0.377737 =0.154883 =-0.143173 f2<=0.459724 =-0.153448 =-0.782769 f31<=0.45843 f14<=0.0223602 =0.50371 =-0.454345 f28<=0.519868 =0.909516 =0.0337557
f9<=0.0688532 f54<=0.668793 f56<=5.5 f33<=0.428713 =0.384612 =-0.076649 f50<=0.13759 =1.40243 =0.403923 f53<=0.397583 f14<=0.627145 =0.611511 =-0.856802 f6<=-1.21797 =-0.669559 =-0.0232093 f8<=0.277145 f44<=0.0333502 f51<=0.36256 =-1.05245 =0.0106508 =0.542247 f2<=-0.404108 f30<=0.777905 =-0.917334 =-0.133134 f28<=0.0659531 =-0.209967 =0.0124035
f40<=0.786522 f51<=0.998449 f50<=0.445279 f10<=0.116902 =0.109233 =-0.0406894 f6<=-2.19101 =0.152063 =-0.13731 f52<=0.695351 f1<=0.541673 =0.699785 =-0.0344786 f8<=0.560044 =-0.737076 =0.382822 f3<=0.256448 f52<=0.675914 =1.36891 f50<=0.0865984 =0.511487 =-0.694558 f45<=0.0769851 f29<=0.692338 =-0.991576 =0.0776805 f51<=0.995692 =0.265092 =-0.964469
f33<=0.837736 f41<=0.118369 f1<=0.614028 f29<=0.777829 =0.0393805 =-0.217841 f16<=6.89465e-05 =0.500959 =-0.110042 f48<=0.0519908 f18<=0.111151 =-0.441778 =-0.0838961 f0<=4.78331 =-1.033 =0.141971 f2<=0.487387 f18<=0.00898594 f17<=0.200242 =0.00400993 =1.03947 f31<=0.362537 =-0.711061 =-0.112572 f51<=0.999086 f10<=0.83831 =-0.858952 =0.931898 =1.45259
f13<=0.0022981 f52<=0.695351 f42<=0.116085 f55<=0.429886 =0.0897451 =0.457193 f30<=0.877736 =-0.346895 =0.243983 f14<=0.384378 f6<=-2.54505 =-0.552205 =0.0630223 f36<=0.579628 =-0.855051 =-0.0677598 f52<=0.695351 f24<=0.0359175 f32<=0.459197 =-0.153963 =0.107639 f53<=0.9497 =-0.38653 =0.25127 f19<=0.00289027 f39<=0.107205 =-0.703373 =-0.136437 f34<=0.533952 =0.102498 =0.652593
f31<=0.920545 f0<=9.91687 f22<=0.190532 f33<=0.465948 =0.0624547 =-0.0786286 f30<=0.877736 =0.167222 =-0.36452 f45<=0.00389676 f51<=0.991807 =-0.787526 =0.769234 f55<=0.993355 =0.542762 =-0.768668 f11<=0.11847 f21<=0.0773035 f49<=0.0776456 =0.698456 =-0.233546 f32<=0.320278 =0.522172 =-0.919427 f48<=0.0519908 f32<=0.459197 =-0.781905 =-0.224357 f52<=0.274456 =-1.00829 =0.0795118
f9<=0.293041 f15<=0.493326 f14<=0.370416 f16<=0.0372383 =-0.00755916 =0.247866 f17<=0.957513 =-0.517304 =0.671594 f30<=0.495575 f16<=0.866727 =0.386336 =-0.318409 f21<=0.00538048 =0.189369 =-0.115953 f44<=0.0105182 f11<=0.433362 f49<=0.055631 =-0.400151 =-1.21439 f41<=0.100022 =-0.424767 =0.912505 f56<=2.5 f26<=0.620788 =1.28127 =-0.160029 f37<=0.625096 =-0.232344 =0.491588
f40<=0.0795802 f22<=0.252585 f13<=0.181106 f10<=0.725136 =-0.0437665 =0.488876 f35<=0.300155 =-0.532386 =-0.032059 f34<=0.500134 f31<=0.597238 =0.0549605 =-0.990067 f10<=0.647738 =0.820091 =-0.391164 f11<=0.170034 f48<=0.214444 f39<=0.550448 =0.102144 =0.568371 f54<=1.59893 =-0.812313 =0.441204 f23<=0.00882094 f42<=0.00011489 =-0.436797 =0.00612755 f8<=0.487861 =0.424137 =-0.019118
f21<=0.0686141 f22<=0.252585 f40<=0.0795802 f39<=0.366301 =-0.0980123 =0.183172 f6<=-0.872146 =0.0258646 =0.38706 f3<=0.200522 f34<=0.486916 =0.101943 =0.773359 f9<=0.12352 =0.340687 =-0.695014 f53<=0.492618 f52<=1.01045 f50<=0.644939 =-0.174225 =-0.934406 f11<=0.609637 =0.0835628 =1.23997 f33<=0.550047 f52<=0.637464 =0.487173 =-0.597011 f40<=0.166748 =1.71475 =0.236751
f32<=0.67175 f39<=0.171865 f26<=0.65834 f35<=0.459828 =-0.02322 =-0.369273 f43<=0.144493 =0.233949 =-0.478675 f32<=0.44101 f1<=0.291676 =-0.506672 =0.0113959 f21<=0.00443869 =0.727638 =0.136042 f43<=0.0918464 f1<=0.423163 f50<=0.948962 =-0.636798 =-3.00173 f27<=0.267929 =0.639994 =-0.239996 f15<=0.188102 f52<=0.637464 =0.134121 =-0.266712 f6<=-2.58109 =-0.247184 =0.698601
f50<=0.219001 f10<=0.0796111 f39<=0.000128601 f22<=0.0139184 =-0.534737 =0.699752 f39<=0.490813 =0.296953 =-0.0225033 f29<=0.034984 f49<=0.129727 =-0.906153 =0.791855 f9<=0.135655 =0.241655 =-0.0603558 f56<=5.5 f15<=0.493326 f14<=0.384378 =-0.0150357 =-0.568015 f36<=0.40748 =-0.0503323 =0.398359 f33<=0.29088 f11<=0.40292 =-1.07297 =0.240956 f11<=0.0100152 =0.267881 =-0.34268
f33<=0.893965 f2<=-0.404108 f29<=0.351372 f15<=0.470716 =-0.260291 =1.21921 f27<=0.840004 =-0.731973 =0.376932 f6<=-3.0384 f36<=0.435125 =0.699589 =-0.24454 f15<=0.883664 =0.000440981 =0.402551 f39<=0.114564 f39<=0.0676184 f9<=0.0688532 =1.0715 =-0.314918 f41<=0.0322829 =-0.446779 =1.43261 f2<=0.0369276 f20<=0.0725298 =-1.25065 =0.0236085 f13<=0.459162 =-0.635843 =0.217893
f45<=0.00389676 f27<=0.485543 f50<=0.480725 f46<=0.00767656 =-0.343937 =0.247415 f6<=-1.58884 =-1.51462 =-0.313427 f26<=0.638121 f32<=0.320278 =-0.283726 =0.294523 f17<=0.602167 =-0.037737 =-0.656629 f20<=0.0262393 f52<=0.925536 f17<=0.920911 =0.536966 =-0.233464 f28<=0.792873 =-0.924599 =0.537029 f8<=0.309545 f13<=0.0188374 =0.0264142 =-0.846288 f21<=0.00443869 =0.158777 =-0.0147178
f45<=0.072924 f25<=0.0268003 f26<=0.829602 f27<=0.485543 =-0.0709344 =0.148383 f32<=0.387783 =0.230644 =-0.372655 f50<=0.480725 f53<=0.444489 =-0.151974 =0.404046 f32<=0.505754 =-0.845685 =-0.0316438 f14<=0.578446 f55<=0.139538 f53<=0.319914 =-0.185668 =0.203335 f38<=0.07145 =-0.0468336 =0.247987 f43<=0.0684417 f18<=0.806235 =-1.15255 =-0.30746 f50<=0.23739 =-0.520196 =1.15709
f46<=0.301544 f45<=0.072924 f25<=0.0268003 f40<=0.660777 =0.0255984 =-0.725362 f13<=0.222259 =-0.484694 =-0.0900557 f31<=0.444478 f14<=0.0223602 =0.191766 =-0.199286 f45<=0.0769851 =0.737354 =0.109471 f11<=0.545487 f14<=0.138956 f0<=6.59099 =0.482976 =-0.39886 f35<=0.481935 =-0.972297 =-0.157456 f43<=0.0714515 f3<=0.268973 =-0.00324298 =2.26248 f52<=0.718715 =0.607736 =-0.756001
f50<=0.219001 f10<=0.0796111 f39<=0.0471179 f32<=0.88483 =-0.221533 =1.206 f20<=0.062342 =0.531999 =0.116215 f29<=0.034984 f49<=0.118257 =-0.891102 =0.572976 f41<=0.24004 =0.0118816 =-0.41894 f56<=5.5 f34<=0.266752 f37<=0.086104 =0.13665 =-0.388393 f15<=0.493326 =-0.0252778 =0.235084 f33<=0.482153 f13<=0.529658 =-0.390113 =-1.27166 f11<=0.212525 =0.296016 =-0.350335
f14<=0.249515 f20<=0.0262393 f8<=0.277145 f6<=-1.72333 =-1.22108 =-0.359616 f52<=0.675914 =0.946092 =-0.106925 f52<=1.18129 f9<=0.174859 =0.0732383 =-0.109784 f17<=0.646695 =0.116994 =0.983313 f15<=0.325194 f33<=0.263964 f15<=0.117662 =0.649281 =-0.382355 f21<=0.0833693 =-0.698338 =1.01542 f51<=0.999258 f52<=1.11728 =0.0500855 =-0.328965 f2<=0.173372 =-1.80815 =0.24577
f19<=0.876941 f19<=0.746384 f14<=0.491151 f0<=5.47855 =0.178013 =-0.0125234 f15<=0.306863 =-0.987198 =-0.0687251 f3<=0.0988732 f15<=0.625264 =-0.0258754 =0.935069 f20<=0.0573935 =-0.476264 =0.205678 f15<=0.797713 f31<=0.394244 f50<=0.985215 =-0.501426 =-3.8051 f31<=0.62401 =0.184485 =-0.389905 f3<=0.189844 f36<=0.20604 =-0.444 =0.427179 f55<=0.239502 =-0.599396 =0.47798
f12<=0.641378 f24<=0.0238249 f38<=0.51031 f32<=0.796148 =0.0445911 =-0.220148 f39<=0.184897 =0.648325 =-0.509182 f8<=0.466505 f32<=0.600061 =-0.140087 =-0.67467 f17<=0.0676437 =-0.144308 =0.149672 f46<=0.0741126 f16<=6.89465e-05 f42<=0.0370453 =0.047087 =0.753351 f21<=0.0203722 =0.762904 =-0.235148 f41<=0.0185311 f40<=0.121247 =-1.1149 =0.111892 f34<=0.400062 =0.941349 =-0.0686703
f50<=0.0616458 f52<=1.06089 f28<=0.500183 f6<=-1.20862 =-0.341044 =0.50565 f27<=0.422072 =0.932147 =-0.0303604 f12<=0.392932 f33<=0.697907 =-1.00503 =-0.276528 f41<=0.015165 =0.820888 =-0.702958 f50<=0.189394 f9<=0.131413 f0<=5.16763 =-0.256985 =0.363283 f55<=0.239502 =-0.113458 =0.130971 f11<=0.662024 f56<=5.5 =0.000504547 =-0.189244 f2<=0.2236 =1.12684 =-0.157018
f8<=0.309545 f42<=0.0185257 f27<=0.267929 f14<=0.249515 =-1.07632 =-0.0394164 f2<=0.0618117 =-0.321932 =0.942001 f20<=0.0420628 f3<=0.115942 =-0.101949 =-1.06325 f17<=0.920911 =-0.420011 =0.803061 f53<=0.759182 f35<=0.265631 f37<=0.391316 =-0.255508 =0.0117858 f55<=0.239502 =-0.0478672 =0.100397 f35<=0.363693 f37<=0.402796 =0.42466 =-0.25022 f29<=0.272877 =-0.887294 =0.0614823
f27<=0.129696 f8<=0.390877 f18<=0.0588929 f41<=8.53825e-05 =-0.725817 =0.40713 f6<=-1.93008 =-0.0906198 =-1.04308 f11<=0.212525 f42<=0.0100046 =-0.736163 =0.868253 f21<=0.0456331 =0.0451587 =-1.24666 f30<=0.361582 f34<=0.722244 f47<=0.107195 =0.211483 =-0.610096 f22<=0.252585 =-1.05539 =0.621693 f39<=0.107205 f33<=0.570442 =-0.213351 =0.103793 f3<=0.063739 =1.14098 =0.0231451
f22<=0.190532 f38<=0.0476432 f50<=0.5186 f9<=0.152771 =0.094894 =-0.160212 f8<=0.383234 =0.0014047 =-0.486684 f10<=0.367037 f20<=0.0420628 =-0.409943 =0.0200944 f49<=0.00292826 =0.41236 =-0.240307 f30<=0.89095 f34<=0.516875 f33<=0.60004 =-0.0983028 =0.470042 f31<=0.171242 =-0.811736 =0.418611 f2<=0.0369276 f33<=0.956759 =1.48102 =-0.431203 f44<=0.0208542 =-0.899754 =-0.284308
f47<=0.013 f45<=0.00389676 f52<=1.43106 f6<=-1.44937 =0.0101513 =-0.601712 f33<=0.769277 =-0.957465 =-0.147834 f11<=0.352685 f52<=1.43106 =0.0301256 =0.624892 f45<=0.0476432 =0.297355 =-0.349574 f56<=0.5 f14<=0.0288675 f44<=0.136417 =1.28552 =-0.549222 f29<=0.5182 =-0.235852 =-1.05983 f0<=5.63657 f6<=-2.29569 =0.0329881 =0.894592 f15<=0.250825 =-0.059557 =0.144323
f0<=9.6795 f0<=9.19391 f14<=0.559866 f50<=0.960365 =0.0248043 =-0.225189 f2<=0.0872836 =-0.50625 =0.0447049 f15<=0.797713 f35<=0.000101461 =0.962287 =-0.316566 f42<=0.0267524 =-0.212815 =1.41507 f13<=0.0937938 f28<=0.43734 f15<=0.250825 =-0.324121 =0.562166 f50<=0.990727 =1.04145 =-0.585702 f48<=0.0145175 f36<=0.0728009 =0.835144 =-0.836056 f3<=0.243909 =0.624562 =-0.255078
f35<=0.546642 f30<=0.48153 f48<=0.123841 f31<=0.0202912 =-0.668819 =0.102439 f22<=0.374376 =-0.766942 =0.169334 f13<=0.459162 f0<=9.6795 =-0.129998 =0.344452 f52<=1.01045 =0.0478945 =0.72197 f41<=0.0606334 f23<=0.162205 f32<=0.0889692 =-1.02139 =0.16951 f24<=0.0988798 =1.45343 =-0.917578 f48<=0.105285 f51<=0.958157 =0.0707887 =-0.288926 f0<=5.16763 =-0.925354 =0.302909
f50<=0.99747 f2<=0.775991 f36<=0.166784 f38<=8.53825e-05 =-0.463927 =-0.026614 f53<=0.998267 =0.0118027 =0.70003 f15<=0.0579891 f36<=0.363029 =-0.0530242 =-1.38907 f19<=0.422848 =0.355943 =-0.613971 =0.85693
f9<=0.293041 f10<=0.83831 f43<=5.72738e-05 f10<=0.542934 =-0.124774 =0.379432 f10<=0.647738 =0.0464157 =-0.254152 f3<=0.135246 f9<=0.269131 =1.03903 =-0.159775 f37<=0.493883 =-0.303379 =0.830041 f15<=0.5173 f15<=0.404353 f34<=0.653086 =-0.284726 =0.329223 f56<=4.5 =1.53484 =-0.311921 f37<=0.708508 f32<=0.563659 =-0.889075 =-0.158566 f49<=0.0714585 =-0.0788507 =1.79824
f39<=0.230861 f38<=0.328251 f23<=6.14251e-05 f10<=0.367037 =-0.100829 =0.0671311 f35<=0.80024 =-0.277931 =0.595453 f17<=0.00290276 f35<=0.373007 =-0.658047 =0.27475 f26<=0.500105 =-0.546605 =0.717494 f20<=0.0420628 f6<=-1.88795 f2<=0.0369276 =-0.992229 =0.957053 f14<=0.398925 =-1.50969 =-0.816155 f20<=0.0649948 f29<=0.545534 =0.652106 =-0.271516 f30<=0.285747 =-0.940554 =0.0345642
f33<=0.680049 f11<=0.377294 f23<=0.058849 f33<=0.550047 =-0.0380497 =0.144375 f46<=0.0617873 =-0.989824 =-0.110749 f26<=0.620788 f32<=0.320278 =-0.230861 =0.437044 f36<=0.493844 =-0.453336 =0.293098 f22<=0.231271 f30<=0.877736 f11<=0.233391 =-0.0501304 =-0.509373 f21<=0.050112 =0.0854139 =-0.268121 f39<=0.0536298 f40<=0.02515 =0.104339 =1.56721 f31<=0.70262 =0.421679 =-0.319754
f9<=0.306977 f50<=0.219001 f53<=0.0821113 f42<=0.330383 =0.0152826 =-0.373187 f41<=8.53825e-05 =-0.107131 =0.232964 f52<=0.798525 f51<=0.997515 =-0.0914222 =0.151983 f6<=-2.58109 =-0.468774 =0.218307 f32<=0.750185 f50<=0.113951 f13<=0.692356 =-0.524393 =0.527411 f43<=0.0714515 =0.586854 =-0.473945 f17<=0.0385051 f44<=0.118025 =-0.978884 =0.557296 f34<=0.631594 =0.461127 =2.52812
`

// END CALIBRATION
