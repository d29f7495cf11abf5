// Find blazes in a frame as a player sees them (the real client's
// renderer, every angle, day to night), among warm blocks: fire, lava,
// magma, glowstone, shroomlight, wool, terracotta, lanterns, torches,
// campfires, gold and hay.
//
// A blaze is drawn from a small palette (its texture's dozen colours, lit
// by the scene's light), with gaps between its rods. The detector keeps
// the pixels of that palette (a colour set), finds their connected parts,
// and groups parts that lie close together at several distances, since a
// blaze's head and rods are separate parts and two blazes or a blaze and a
// warm block may lie close. Each part and group is a candidate box; a
// boosted forest of small decision trees weighs each candidate's size,
// shape, colours and surroundings (what share of its box the palette
// fills, how much warm colour that is not the palette lies in and around
// it), and the most probable candidates that do not overlap are the
// blazes.
//
// The palette and the forest are calibrated, not written by hand:
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
	// (default 20).
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

// DefaultThreshold is the least probability of a blaze reported: the
// lowest at which, on development frames kept out of training
// (-calibrate-holdout 3), precision stayed at or above 0.95.
const DefaultThreshold = 0.65

// ContextFeatures names what the context forest reads after a
// candidate's Features.
var ContextFeatures = []string{"probability", "held", "held_size", "holds", "holds_size", "near", "rank"}

// CascadeTrees is how many of the forest's trees weigh every candidate
// (see Model.Cascade).
const CascadeTrees = 30

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
		args.MinArea = 20
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
const cascadeMin = 0.0088

// forestText: 200 trees of depth 3 over 489000 candidates (17914 blazes); features in Features' order.
const forestText = `forest -4.41376 0.1
f10<=-1.54883 f29<=0.000149031 f32<=4.85909e-05 =-0.982826 =-0.274031 f5<=0.142549 =15.7923 =-0.0499506 f29<=0.0936727 f29<=0.000149031 =0.0685529 =12.3508 f5<=0.184495 =57.67 =7.15527
f35<=2.66752e-05 f38<=0.0113677 f36<=3.34225e-05 =-0.983134 =-0.287888 f5<=0.250494 =3.06587 =-0.684885 f5<=0.29394 f3<=0.433495 =5.02681 =-0.911437 f5<=0.374201 =-0.0211263 =-0.926707
f34<=3.13873e-05 f31<=3.13873e-05 f35<=0.00963306 =-0.986728 =-0.488667 f5<=0.285033 =1.34786 =-0.799368 f5<=0.275821 f3<=0.488243 =4.60147 =-1.07893 f5<=0.332503 =0.564235 =-0.86681
f36<=3.34225e-05 f33<=5.72738e-05 f35<=0.00963306 =-0.988389 =-0.562187 f5<=0.267048 =1.17384 =-0.723898 f5<=0.303577 f3<=0.488243 =3.53841 =-1.07699 f5<=0.385065 =-0.180665 =-0.929657
f30<=5.21648e-05 f33<=5.72738e-05 f10<=-1.54883 =-0.959446 =-1.41384 f5<=0.258723 =1.12561 =-0.743418 f5<=0.312803 f17<=0.535739 =-0.104069 =2.73137 f5<=0.385065 =-0.187044 =-0.920788
f36<=3.34225e-05 f33<=5.72738e-05 f35<=0.00963306 =-0.98261 =-0.505478 f27<=0.739504 =0.777176 =-0.9412 f3<=0.358929 f5<=0.243119 =2.79319 =-0.0910937 f8<=2.4414 =-0.608021 =-2.78234
f34<=3.13873e-05 f31<=3.13873e-05 f35<=0.00963306 =-0.975559 =-0.534324 f26<=0.80012 =0.800127 =-0.935638 f34<=0.185224 f1<=0.371742 =-0.75078 =2.21749 f3<=0.559376 =-0.140043 =-1.0372
f30<=5.21648e-05 f33<=5.72738e-05 f10<=-1.54883 =-0.943863 =-1.41697 f5<=0.267048 =0.673079 =-0.747258 f23<=0.954317 f17<=0.66682 =-0.0867488 =2.3796 f2<=0.0283721 =-0.229829 =-1.01316
f30<=5.21648e-05 f33<=5.72738e-05 f35<=0.0250153 =-0.983179 =-0.712102 f36<=0.128857 =0.597585 =-0.75673 f5<=0.322678 f1<=0.38334 =-0.76327 =1.44294 f5<=0.39609 =-0.31816 =-0.913041
f28<=8.53825e-05 f31<=3.13873e-05 f10<=-1.54883 =-0.920014 =-1.50105 f5<=0.258723 =0.865057 =-0.666497 f26<=0.889043 f3<=0.488243 =1.33072 =-1.06194 f10<=-1.54883 =-0.837913 =-1.90292
f35<=2.66752e-05 f38<=0.0113677 f36<=0.00966963 =-0.949122 =-0.273133 f5<=0.332503 =1.06386 =-0.83918 f3<=0.358929 f5<=0.235122 =1.48142 =-0.0397348 f3<=0.559376 =-0.0922623 =-1.06613
f30<=5.21648e-05 f33<=5.72738e-05 f10<=-1.54883 =-0.91728 =-1.46202 f3<=0.121362 =0.900892 =-0.434341 f27<=0.739504 f1<=0.38334 =-0.745004 =1.15345 f27<=0.915972 =-0.326821 =-0.923088
f34<=3.13873e-05 f31<=3.13873e-05 f35<=0.00963306 =-0.950281 =-0.494086 f25<=0.718791 =0.498691 =-0.912218 f3<=0.559376 f5<=0.250494 =1.24573 =-0.292429 f10<=-1.54883 =-0.881826 =-2.3658
f28<=8.53825e-05 f31<=0.00910275 f29<=0.000149031 =-0.964278 =-0.645238 f34<=0.125085 =0.687115 =-0.712067 f23<=0.991689 f17<=0.611182 =-0.26369 =1.33428 f2<=0.0283721 =-0.263313 =-1.04137
f36<=3.34225e-05 f33<=5.72738e-05 f10<=-1.54883 =-0.845966 =-1.71368 f32<=0.171448 =0.461559 =-0.736425 f3<=0.488243 f5<=0.374201 =0.895669 =-0.764205 f10<=-1.54883 =-0.783249 =-1.94853
f30<=5.21648e-05 f33<=5.72738e-05 f3<=5.75639e-05 =-0.994961 =-0.752098 f17<=0.66682 =-0.441447 =0.736831 f26<=0.889043 f6<=0.425178 =0.91677 =-0.380521 f10<=-1.54883 =-0.785181 =-1.93418
f28<=8.53825e-05 f31<=3.13873e-05 f10<=-1.54883 =-0.862343 =-1.523 f3<=0.121362 =0.973491 =-0.32125 f3<=0.330587 f23<=0.85722 =0.912676 =-0.491058 f6<=0.358283 =-0.194451 =-1.17025
f5<=0.322678 f1<=0.338412 f0<=7.68409 =-0.721508 =-2.20466 f23<=0.85722 =0.817067 =-0.482406 f0<=7.89897 f5<=0.385065 =-0.621407 =-0.939883 f0<=8.97557 =-0.369678 =0.564002
f34<=3.13873e-05 f31<=0.00910275 f29<=0.000149031 =-0.94847 =-0.542663 f38<=0.0113677 =-0.439252 =0.781028 f3<=0.559376 f5<=0.218755 =0.92667 =-0.130704 f10<=-1.54883 =-0.829488 =-1.71238
f5<=0.332503 f17<=0.66682 f6<=0.375829 =0.222138 =-0.753961 f23<=0.918785 =1.17909 =-0.668376 f0<=7.89897 f5<=0.43024 =-0.675256 =-0.951795 f13<=5.10517e-05 =1.36135 =-0.297465
f5<=0.342398 f1<=0.329871 f0<=7.68409 =-0.687675 =-2.25338 f0<=5.19573 =-0.544556 =0.585723 f0<=8.97557 f5<=0.43024 =-0.61528 =-0.934188 f13<=0.240066 =2.21667 =-0.018925
f36<=3.34225e-05 f33<=5.72738e-05 f35<=0.00963306 =-0.902103 =-0.341359 f38<=5.33504e-05 =-0.442386 =0.628719 f3<=0.654142 f5<=0.211088 =0.777546 =-0.102492 f10<=-1.54883 =-0.919519 =-1.64508
f31<=3.13873e-05 f28<=0.0101112 f29<=0.000149031 =-0.927955 =-0.565996 f23<=0.7679 =0.387341 =-0.777515 f31<=0.222253 f17<=0.66682 =-0.0903666 =1.04659 f3<=0.654142 =-0.307268 =-0.982741
f5<=0.342398 f1<=0.329871 f0<=7.49304 =-0.61575 =-2.11869 f25<=0.718791 =0.509145 =-0.553904 f0<=7.89897 f5<=0.43024 =-0.631683 =-0.933904 f13<=0.135465 =0.755686 =-0.331552
f27<=0.739504 f17<=0.66682 f6<=0.375829 =0.182625 =-0.680581 f23<=0.991689 =0.759727 =-0.794467 f34<=3.13873e-05 f10<=-1.54883 =-0.857405 =-1.98061 f13<=0.833399 =-0.309635 =-0.913195
f3<=0.00912067 f32<=4.85909e-05 f35<=0.00963306 =-0.976564 =0.910169 f0<=6.35871 =2.83676 =-0.782519 f25<=0.800181 f6<=0.586317 =0.374753 =-0.879623 f2<=0.0283721 =-0.361599 =-0.851594
f5<=0.243119 f1<=0.309946 f0<=7.68409 =-0.544508 =-2.34382 f23<=0.991689 =0.553933 =-0.644265 f5<=0.385065 f17<=0.66682 =-0.656028 =0.128545 f0<=8.97557 =-0.865276 =0.278382
f3<=5.75639e-05 f32<=4.85909e-05 f8<=1.49787 =-0.990548 =-0.783613 f9<=0.400783 =3.39406 =-0.394994 f27<=0.766733 f26<=0.240028 =-0.48865 =0.405388 f16<=0.818242 =-0.481281 =-0.906785
f5<=0.385065 f17<=0.714324 f6<=0.394142 =0.0938174 =-0.608449 f23<=0.833388 =0.804293 =-0.451981 f0<=8.97557 f5<=0.492605 =-0.683916 =-0.929803 f15<=3.15259e-05 =2.38092 =-0.189929
f3<=5.75639e-05 f32<=4.85909e-05 f8<=1.49787 =-0.988717 =-0.753738 f9<=0.400783 =3.0549 =-0.371372 f5<=0.227086 f10<=-1.54883 =0.559543 =-0.879639 f5<=0.43024 =-0.174173 =-0.825312
f31<=3.13873e-05 f28<=0.0101112 f3<=5.75639e-05 =-0.974085 =-0.596211 f2<=0.459724 =0.266528 =-0.853653 f3<=0.283512 f17<=0.767869 =0.0931549 =0.874555 f6<=0.274857 =0.0294593 =-0.943098
f25<=0.800181 f6<=0.569453 f5<=0.10834 =0.817809 =0.0126009 f1<=0.309946 =-1.14184 =-0.368452 f36<=3.34225e-05 f10<=-1.54883 =-0.852515 =-1.80143 f13<=0.490006 =-0.133152 =-0.702047
f26<=0.857275 f26<=0.2679 f10<=-1.54883 =-0.263298 =-1.27763 f17<=0.50015 =-0.182792 =0.533904 f2<=0.098279 f37<=6.40861e-05 =-0.68408 =0.0515439 f10<=-1.54883 =-0.809137 =-1.65986
f3<=5.75639e-05 f32<=4.85909e-05 f8<=1.49787 =-0.985027 =-0.680875 f17<=0.120399 =-0.33214 =2.86639 f3<=0.26354 f22<=0.770933 =0.431762 =-0.43017 f6<=0.274857 =-0.0484598 =-0.87402
f24<=0.875118 f6<=0.425178 f5<=0.10834 =0.983039 =0.0942516 f1<=0.309946 =-1.03675 =-0.12249 f2<=0.098279 f5<=0.202559 =0.120663 =-0.558842 f10<=-1.54883 =-0.826313 =-1.56405
f5<=0.385065 f10<=-1.54883 f0<=5.42274 =-0.371762 =0.443325 f29<=0.0936727 =0.549711 =-1.4209 f0<=8.97557 f5<=0.492605 =-0.606908 =-0.900841 f13<=0.240066 =1.69313 =-0.249684
f3<=5.75639e-05 f32<=4.85909e-05 f8<=1.49787 =-0.981985 =-0.635044 f12<=0.0346999 =-0.329781 =2.63584 f25<=0.718791 f22<=0.28573 =-0.327912 =0.355974 f2<=0.694727 =-0.429121 =-1.25537
f5<=0.227086 f10<=-1.54883 f0<=5.26527 =-0.330133 =0.589324 f29<=0.0936727 =1.02697 =-2.06086 f5<=0.43024 f17<=0.535739 =-0.666734 =0.00878774 f0<=7.49304 =-0.873927 =-0.342834
f33<=5.72738e-05 f30<=5.21648e-05 f3<=5.75639e-05 =-0.962992 =-0.513027 f23<=0.589329 =0.301512 =-0.576905 f33<=0.189673 f17<=0.767869 =0.0541185 =0.745929 f6<=0.297228 =-0.0894873 =-0.826385
f27<=0.800112 f24<=0.266706 f3<=0.199668 =-0.163491 =-0.780015 f26<=0.218769 =-0.446846 =0.346624 f39<=0.0166843 f2<=-0.19401 =-0.197489 =-0.911164 f16<=0.818242 =-0.136181 =-0.758438
f31<=3.13873e-05 f28<=0.0101112 f8<=0.89588 =-0.739468 =0.157506 f2<=0.459724 =0.205761 =-0.794176 f31<=0.375143 f10<=-1.54883 =0.435612 =-0.306342 f10<=-0.892282 =-0.638572 =1.14257
f22<=0.800118 f22<=0.306724 f6<=0.450011 =-0.0907671 =-0.682096 f26<=0.178766 =-0.568702 =0.412325 f2<=0.098279 f20<=0.933353 =-0.493999 =0.166938 f9<=0.400783 =-0.670137 =-1.31629
f5<=0.211088 f10<=-1.54883 f0<=4.98017 =-0.365171 =0.530919 f29<=0.0936727 =1.06713 =-2.07423 f17<=0.375143 f12<=0.880984 =-0.803495 =0.951487 f5<=0.43024 =-0.0313928 =-0.727308
f2<=0.694727 f3<=5.75639e-05 f32<=4.85909e-05 =-0.958941 =2.11834 f3<=0.0948622 =0.65676 =-0.0305392 f10<=-1.54883 f5<=0.032883 =0.290316 =-0.794722 f29<=0.0936727 =-0.566926 =-2.18056
f24<=0.900056 f21<=0.0834015 f1<=0.135036 =0.130821 =-0.86752 f17<=0.767869 =-0.0804529 =0.432521 f2<=-0.0832903 f5<=0.126808 =0.824472 =-0.391493 f39<=7.50751e-05 =-0.913629 =-0.560529
f5<=0.0878805 f6<=0.425178 f18<=0.746062 =1.04866 =-0.312859 f2<=-0.170881 =-0.952098 =0.257918 f21<=0.200114 f24<=0.291687 =-0.929613 =-0.427859 f24<=0.767347 =0.109456 =-0.456114
f2<=0.694727 f26<=0.166784 f1<=0.135036 =0.634334 =-0.6078 f26<=0.920039 =0.206669 =-0.616673 f10<=-1.54883 f5<=0.032883 =0.218196 =-0.76113 f29<=0.0936727 =-0.532998 =-2.10229
f3<=5.75639e-05 f32<=4.85909e-05 f8<=1.49787 =-0.969009 =-0.528658 f23<=0.266728 =2.21627 =-0.378692 f3<=0.0948622 f20<=0.500071 =0.998708 =-0.0532049 f10<=-1.54883 =0.0395119 =-0.577017
f3<=0.654142 f31<=3.13873e-05 f28<=0.0101112 =-0.576536 =-0.00165412 f28<=0.759329 =0.255905 =-0.802929 f6<=0.00935008 f5<=0.211088 =3.45815 =-0.833435 f10<=-1.54883 =-0.939991 =-1.30774
f5<=0.0878805 f6<=0.358283 f16<=0.798107 =1.05596 =-0.379166 f2<=-0.170881 =-0.889083 =0.340305 f17<=0.333462 f20<=0.750051 =-0.674631 =0.130158 f23<=0.991689 =0.0880313 =-0.639354
f2<=0.694727 f5<=0.211088 f10<=-1.54883 =0.371147 =-0.483585 f17<=0.535739 =-0.58772 =-0.0589403 f10<=-1.54883 f5<=0.032883 =0.153527 =-0.727432 f29<=0.0936727 =-0.488742 =-1.99676
f21<=0.0834015 f1<=0.135036 f6<=0.46143 =1.77672 =-0.903115 f10<=-1.54883 =-0.704087 =-1.28269 f24<=0.767347 f6<=0.603183 =0.225135 =-0.603157 f38<=0.0113677 =-0.625807 =-0.0469332
f3<=0.654142 f35<=0.00963306 f38<=0.0272379 =-0.458194 =0.239217 f3<=0.0948622 =0.860233 =0.0677173 f6<=0.00935008 f5<=0.235122 =2.24706 =-0.835854 f2<=-0.404543 =-0.681853 =-1.03458
f5<=0.0732623 f2<=0.162779 f20<=0.642939 =-0.663042 =0.759676 f23<=0.954317 =1.14915 =-0.842972 f19<=0.166854 f21<=0.890178 =-0.529094 =-1.12785 f21<=0.200114 =-0.613496 =0.0649485
f2<=0.694727 f5<=0.385065 f26<=0.309532 =-0.239802 =0.234662 f0<=6.76677 =-0.766621 =-0.280469 f5<=0.0492461 f3<=0.283512 =0.764793 =-0.901743 f10<=-1.54883 =-0.709336 =-1.68761
f3<=5.75639e-05 f32<=4.85909e-05 f8<=1.49787 =-0.959542 =-0.417037 f21<=0.133396 =-0.384267 =2.21658 f3<=0.654142 f5<=0.10834 =0.455808 =-0.0453203 f6<=0.00935008 =0.00499424 =-0.966524
f6<=0.673996 f22<=0.800118 f22<=0.166756 =-0.362363 =0.214853 f33<=0.0317532 =-0.751312 =-0.154248 f0<=8.15522 f6<=0.7143 =-0.729391 =-1.02927 f3<=0.078808 =-0.101243 =-2.18909
f28<=0.759329 f17<=0.767869 f20<=0.766708 =-0.279014 =0.35762 f23<=0.7679 =0.514755 =-0.249783 f14<=0.350047 f21<=0.233361 =-1.52333 =-0.981251 f13<=0.0952533 =0.849724 =-0.629069
f19<=0.0482774 f0<=7.89897 f5<=0.032883 =0.490061 =-0.70905 f29<=0.0936727 =-0.283134 =-2.35536 f2<=0.694727 f5<=0.211088 =0.247768 =-0.147693 f10<=-1.54883 =-0.539021 =-1.46076
f3<=5.75639e-05 f32<=4.85909e-05 f8<=1.49787 =-0.953919 =-0.359286 f17<=0.120399 =-0.377283 =2.08383 f3<=0.0948622 f20<=0.500071 =0.847916 =-0.0596531 f6<=0.394142 =0.0667196 =-0.428977
f21<=0.0834015 f5<=0.0617307 f2<=0.162779 =-0.712201 =0.651542 f10<=-1.54883 =-0.722818 =-1.45306 f23<=0.991689 f17<=0.800117 =-0.0721593 =0.388803 f2<=0.098279 =0.0122669 =-0.856113
f26<=0.166784 f5<=0.032883 f2<=0.241305 =-0.504363 =1.93455 f6<=0.318576 =-0.365018 =-0.803461 f23<=0.71443 f17<=0.714324 =-0.0386135 =0.510041 f2<=0.420036 =-0.0748661 =-0.834818
f28<=0.759329 f28<=8.53825e-05 f5<=0.126808 =0.220961 =-0.411781 f10<=-1.54883 =0.27428 =-0.297136 f14<=0.350047 f21<=0.233361 =-1.50068 =-0.962309 f5<=0.235122 =0.458775 =-0.71578
f6<=0.673996 f5<=0.0878805 f10<=-1.54883 =0.647347 =-0.324443 f19<=0.100085 =-0.734573 =-0.0126618 f0<=8.15522 f6<=0.7143 =-0.676709 =-1.01424 f3<=0.078808 =-0.0939381 =-2.01386
f3<=0.654142 f33<=5.72738e-05 f22<=0.687547 =-0.0702471 =-0.695221 f38<=0.0272379 =-0.0435392 =0.393128 f6<=0.00935008 f5<=0.235122 =1.907 =-0.786596 f2<=-0.404543 =-0.606481 =-1.01979
f30<=0.750379 f24<=0.200017 f3<=0.199668 =-0.132758 =-0.737274 f24<=0.714314 =0.213143 =-0.199886 f15<=0.233356 f10<=-1.54883 =-1.00397 =-2.28169 f13<=0.350078 =0.388949 =-0.810608
f5<=0.451853 f6<=0.673996 f2<=0.694727 =0.0974155 =-0.712238 f0<=8.15522 =-0.834803 =-1.5893 f0<=8.97557 f0<=5.89302 =-0.933699 =-0.579364 f15<=3.15259e-05 =3.25132 =0.0260037
f3<=5.75639e-05 f32<=4.85909e-05 f8<=1.49787 =-0.944946 =-0.28706 f26<=0.333455 =1.90685 =-0.376243 f3<=0.112114 f5<=0.126808 =1.02587 =0.126756 f29<=0.233371 =-0.333333 =0.136132
f3<=0.765972 f5<=0.0732623 f2<=0.162779 =0.0454727 =0.90901 f38<=0.0113677 =-0.216174 =0.151088 f7<=0.095807 f5<=0.211088 =1.92312 =-0.862205 f2<=-0.492035 =-0.747745 =-1.02452
f21<=0.0834015 f13<=0.416696 f30<=0.0185276 =-0.329721 =-0.96301 f29<=0.666725 =-0.82949 =-1.49521 f30<=0.750379 f26<=0.2679 =-0.256694 =0.166195 f15<=0.233356 =-1.04223 =-0.316316
f3<=5.75639e-05 f8<=1.49787 f0<=6.28693 =-0.975629 =-0.598171 f12<=0.0555853 =-0.667393 =1.60246 f3<=0.131253 f22<=0.716646 =0.392842 =-0.416372 f29<=0.233371 =-0.371736 =0.120411
f28<=0.666867 f17<=0.833405 f20<=0.766708 =-0.203033 =0.259473 f20<=0.964356 =0.530888 =-0.180867 f14<=0.234466 f27<=0.0317593 =0.104413 =-1.07481 f13<=0.11366 =0.826098 =-0.438013
f3<=0.765972 f5<=7.13023e-06 f29<=0.166722 =0.0506649 =1.47776 f35<=0.00963306 =-0.235797 =0.10736 f7<=0.095807 f5<=0.211088 =1.60807 =-0.84493 f2<=-0.492035 =-0.719491 =-1.02041
f2<=0.801704 f5<=0.211088 f10<=-1.54883 =0.290069 =-0.44944 f26<=0.333455 =-0.501261 =-0.0254347 f5<=0.032883 f3<=0.283512 =1.02774 =-0.816101 f10<=-1.54883 =-0.788927 =-1.7571
f19<=0.0482774 f0<=7.49304 f5<=0.032883 =0.498831 =-0.600934 f29<=0.0936727 =-0.184016 =-1.70864 f5<=0.451853 f2<=0.694727 =0.0979751 =-0.659488 f0<=8.97557 =-0.68725 =0.474883
f6<=0.673996 f5<=0.0732623 f9<=0.400783 =0.785244 =0.00794489 f19<=0.100085 =-0.663398 =0.000530738 f0<=8.15522 f6<=0.7143 =-0.589639 =-0.988501 f3<=0.0705525 =0.0413371 =-1.75983
f3<=0.26354 f3<=5.75639e-05 f8<=1.49787 =-0.930927 =0.0849131 f5<=7.13023e-06 =1.33346 =0.0917195 f6<=0.274857 f38<=5.33504e-05 =-0.507826 =0.255201 f20<=0.642939 =-0.89652 =-0.39953
f21<=0.0834015 f13<=0.416696 f25<=0.0357488 =-1.07679 =-0.319179 f25<=0.563682 =-1.21954 =-0.572611 f25<=0.928613 f22<=0.363667 =-0.158531 =0.177219 f2<=-0.170881 =0.0605524 =-0.682927
f3<=0.765972 f5<=0.032883 f2<=0.00187617 =-0.244947 =1.00453 f1<=0.300014 =-0.8359 =0.0145479 f7<=0.095807 f9<=0.400783 =-0.421149 =2.46671 f2<=-0.492035 =-0.694274 =-1.01517
f28<=0.759329 f26<=0.309532 f10<=-1.54883 =-0.0504639 =-0.65663 f2<=0.511855 =0.186299 =-0.49197 f14<=0.350047 f2<=-0.915405 =0.369862 =-1.07163 f13<=0.0952533 =0.851027 =-0.507475
f5<=0.492605 f6<=0.673996 f23<=0.71443 =0.135851 =-0.168244 f3<=0.0868184 =-0.512408 =-1.0015 f0<=6.76677 f6<=0.658827 =-0.889689 =0.266828 f26<=0.607215 =-0.757822 =0.00762928
f3<=5.75639e-05 f8<=1.49787 f10<=-2.35244 =-0.975888 =-0.556567 f12<=0.0555853 =-0.628523 =1.59029 f3<=0.0948622 f20<=0.45003 =0.727807 =-0.00961486 f38<=0.0113677 =-0.262753 =0.0992452
f24<=0.168435 f39<=7.50751e-05 f5<=0.0732623 =0.332483 =-0.335976 f15<=0.619708 =-0.969101 =0.317645 f24<=0.714314 f2<=-0.250863 =-0.587331 =0.203547 f39<=7.50751e-05 =-0.512575 =0.0431106
f5<=0.10834 f10<=-1.54883 f10<=-3.66185 =-0.835324 =0.532066 f29<=0.0936727 =1.13396 =-1.62191 f17<=0.333462 f20<=0.750051 =-0.58203 =0.255054 f19<=0.142943 =-0.552078 =0.0526225
f2<=0.801704 f5<=0.227086 f10<=-1.54883 =0.210803 =-0.284302 f26<=0.375058 =-0.473148 =-0.0156562 f5<=0.032883 f6<=0.358283 =1.03556 =-0.724408 f10<=-1.54883 =-0.706028 =-1.69283
f3<=0.765972 f29<=0.000149031 f5<=0.154588 =0.347292 =-0.438987 f10<=-1.54883 =0.183038 =-0.268162 f7<=0.095807 f5<=0.211088 =1.30113 =-0.807417 f2<=-0.404543 =-0.693302 =-1.01744
f30<=0.750379 f17<=0.833405 f20<=0.80013 =-0.174099 =0.235172 f20<=0.964356 =0.461479 =-0.170272 f15<=0.233356 f23<=0.416718 =-0.365745 =-1.0863 f13<=0.240066 =0.746813 =-0.635867
f21<=0.0834015 f13<=0.0952533 f22<=0.166756 =-0.845398 =-0.0708732 f10<=-1.54883 =-0.64737 =-1.67399 f24<=0.933413 f2<=-0.250863 =-0.435778 =0.115956 f2<=-0.117454 =0.178637 =-0.595916
f26<=0.07145 f29<=0.312955 f23<=0.303609 =-0.898112 =-0.313634 f18<=0.400181 =0.75691 =-0.378178 f3<=0.163387 f23<=0.680049 =0.30043 =-0.230163 f29<=0.233371 =-0.381042 =0.0984102
f3<=5.75639e-05 f32<=4.85909e-05 f0<=6.28693 =-0.931905 =-0.361176 f25<=0.110587 =-0.372227 =1.80555 f3<=0.0868184 f20<=0.55012 =0.571418 =-0.131138 f6<=0.358283 =0.0565165 =-0.285574
f28<=0.759329 f27<=0.0634966 f28<=8.53825e-05 =-0.776991 =-0.160689 f5<=0.0732623 =0.417262 =0.0107273 f14<=0.350047 f2<=-0.915405 =0.490939 =-1.05611 f13<=0.0952533 =0.789229 =-0.455976
f31<=3.13873e-05 f23<=0.607167 f21<=0.866686 =0.110841 =-0.720033 f32<=4.85909e-05 =-0.746756 =-0.243532 f26<=0.333455 f2<=0.341833 =-0.290128 =0.335509 f32<=0.0834 =0.390077 =0.00572321
f2<=0.801704 f35<=0.00963306 f5<=0.032883 =0.584919 =-0.240033 f3<=0.131253 =0.423111 =-0.0215678 f5<=0.032883 f6<=0.410559 =0.901882 =-0.870686 f10<=-1.54883 =-0.675153 =-1.65482
f6<=0.691976 f5<=0.10834 f10<=-1.54883 =0.39527 =-0.251131 f37<=0.00893427 =-0.17854 =0.122565 f22<=0.641162 f31<=3.13873e-05 =-0.727393 =-1.10118 f2<=0.373868 =-0.622061 =2.66159
f3<=0.765972 f3<=5.75639e-05 f8<=1.49787 =-0.900025 =0.102921 f5<=7.13023e-06 =0.899958 =0.0100143 f7<=0.095807 f5<=0.211088 =1.10101 =-0.783688 f2<=-0.404543 =-0.659722 =-1.01436
f5<=0.492605 f24<=0.36667 f3<=0.163387 =0.0539396 =-0.390384 f24<=0.68524 =0.228144 =-0.124007 f0<=6.76677 f6<=0.658827 =-0.861549 =0.388845 f26<=0.607215 =-0.724632 =0.0530368
f21<=0.0834015 f27<=0.300067 f30<=0.0185276 =-0.00320715 =-0.917536 f25<=0.563682 =-0.927091 =-0.07437 f30<=0.853068 f17<=0.833405 =-0.0551586 =0.22652 f15<=0.325076 =-0.982736 =-0.363204
f2<=0.801704 f19<=0.333395 f5<=0.0492461 =0.276451 =-0.300908 f21<=0.333387 =-0.250377 =0.170581 f5<=0.032883 f6<=0.358283 =0.867293 =-0.684428 f10<=-1.54883 =-0.64442 =-1.60422
f3<=0.765972 f35<=0.00963306 f38<=0.0272379 =-0.304911 =0.153651 f1<=0.291691 =-0.697231 =0.135561 f7<=0.095807 f29<=0.0357534 =3.03378 =-0.158266 f2<=-0.404543 =-0.630265 =-1.01103
f22<=0.833546 f2<=-0.250863 f20<=0.642939 =-0.904736 =0.0054144 f5<=0.0492461 =0.547557 =0.0406578 f2<=-0.0570422 f13<=0.05557 =0.733534 =-0.14857 f14<=0.166706 =-0.755916 =-0.197637
f5<=0.492605 f22<=0.363667 f3<=0.163387 =0.0518065 =-0.36686 f22<=0.666781 =0.233308 =-0.121416 f0<=6.76677 f6<=0.658827 =-0.848668 =0.398887 f26<=0.607215 =-0.70996 =0.0312795
f10<=-3.66185 f6<=0.0300403 f21<=0.316704 =1.71221 =-0.00507748 f6<=0.231497 =-0.495695 =-1.04886 f5<=0.0732623 f10<=-1.54883 =0.520773 =-0.207857 f21<=0.200114 =-0.452345 =0.00987085
f6<=0.691976 f5<=0.211088 f10<=-1.54883 =0.209885 =-0.328045 f17<=0.375143 =-0.564002 =-0.0459607 f22<=0.641162 f4<=0.0470556 =-0.9631 =-0.258493 f2<=0.373868 =-0.569909 =2.53223
f28<=0.759329 f29<=0.233371 f3<=0.152267 =0.0933542 =-0.334995 f10<=-1.54883 =0.295165 =-0.542007 f14<=0.350047 f29<=0.139871 =0.101242 =-1.0465 f13<=0.0952533 =0.748499 =-0.388763
f19<=0.0482774 f18<=0.875046 f12<=0.129664 =0.0629649 =-0.806569 f0<=5.60396 =-0.245649 =-1.09403 f2<=0.598337 f26<=0.333455 =-0.140575 =0.140486 f26<=0.309532 =0.25283 =-0.566714
f3<=5.75639e-05 f8<=1.49787 f10<=-2.35244 =-0.964243 =-0.399279 f12<=0.0555853 =-0.631257 =1.4261 f3<=0.0705525 f20<=0.45003 =0.753423 =-0.0587662 f38<=5.33504e-05 =-0.177866 =0.0892015
f3<=0.910967 f29<=0.000149031 f5<=0.142549 =0.388213 =-0.379852 f7<=0.415066 =-0.0533682 =0.262816 f17<=0.000126646 f19<=0.729174 =-0.651145 =0.801852 f2<=-0.915405 =-0.462323 =-0.989582
f2<=-0.404543 f6<=0.231497 f5<=0.0732623 =1.37081 =-0.292439 f20<=0.766708 =-1.03256 =-0.315576 f26<=0.920039 f5<=0.10834 =0.297706 =-0.00636463 f14<=0.250115 =-0.693886 =-0.0017846
f9<=0.400783 f0<=4.33727 f6<=0.586317 =3.92508 =-0.541994 f5<=0.211088 =0.153989 =-0.107554 f31<=0.00910275 f1<=0.416853 =-0.307217 =-0.886599 f20<=0.619085 =-0.479465 =0.159349
f3<=0.910967 f32<=4.85909e-05 f23<=0.566714 =0.0215718 =-0.511239 f32<=0.0834 =0.220431 =-0.0519302 f17<=0.000126646 f7<=0.095807 =1.11134 =-0.463888 f2<=-0.915405 =-0.441331 =-0.98578
f6<=0.691976 f1<=0.135036 f2<=0.00187617 =-0.47031 =1.7084 f35<=0.00963306 =-0.163636 =0.0729849 f22<=0.641162 f4<=0.0470556 =-0.946401 =-0.257606 f2<=0.373868 =-0.542018 =2.41626
f27<=0.107152 f28<=8.53825e-05 f1<=0.135036 =0.423855 =-0.736847 f23<=0.363693 =-0.595326 =0.0753127 f28<=0.566747 f17<=0.833405 =-0.0141028 =0.272813 f14<=0.234466 =-0.907489 =0.00453919
f19<=0.0482774 f18<=0.875046 f29<=0.267884 =-0.484959 =0.426305 f13<=0.366688 =-0.339849 =-1.12909 f2<=0.459724 f26<=0.333455 =-0.155373 =0.157124 f20<=0.964356 =-0.0542101 =-0.782596
f5<=0.492605 f14<=0.68756 f27<=0.0634966 =-0.347251 =0.0271705 f5<=0.193766 =1.53641 =0.251576 f0<=6.76677 f6<=0.658827 =-0.82505 =0.471875 f15<=3.15259e-05 =1.34015 =-0.325225
f3<=5.75639e-05 f7<=0.0641934 f20<=0.400089 =2.35208 =-0.77407 f8<=1.49787 =-0.911338 =-0.150692 f3<=0.0868184 f7<=0.825002 =0.16068 =1.11413 f6<=0.358283 =0.0499689 =-0.255138
f30<=0.853068 f17<=0.833405 f20<=0.750051 =-0.162823 =0.201658 f20<=0.80013 =0.473913 =-0.0480108 f15<=0.325076 f24<=0.466689 =-0.0782433 =-1.07301 f13<=0.27792 =0.718857 =-0.815699
f10<=-3.66185 f6<=0.0300403 f25<=0.397379 =-0.808291 =0.662062 f37<=0.0402531 =-1.0737 =-0.50458 f5<=0.0732623 f20<=0.750051 =0.0823897 =0.714508 f21<=0.200114 =-0.414094 =0.0074007
f3<=0.910967 f7<=0.415066 f6<=0.358283 =0.025661 =-0.947007 f0<=5.10291 =-0.512756 =0.245861 f2<=-0.915405 f7<=0.497676 =0.811159 =-0.812243 f17<=0.000126646 =-0.229573 =-0.981396
f23<=0.7679 f2<=-0.250863 f20<=0.600089 =-0.855679 =-0.145068 f7<=0.776845 =0.037194 =0.498875 f3<=0.433495 f14<=0.446163 =-0.395951 =0.11269 f16<=0.818242 =1.18716 =-0.609866
f5<=0.032883 f2<=0.2236 f6<=0.0583414 =1.28408 =-0.330574 f32<=0.0274758 =1.44247 =0.122502 f1<=0.300014 f4<=0.0470556 =-0.853482 =0.132195 f7<=4.78895e-06 =-0.202471 =0.0700487
f2<=0.801704 f5<=0.227086 f12<=0.500147 =0.00894521 =0.523668 f26<=0.375058 =-0.386853 =-4.79897e-07 f5<=0.032883 f6<=0.410559 =0.785962 =-0.848388 f10<=-1.54883 =-0.559511 =-1.50923
f3<=0.910967 f5<=0.10834 f6<=0.172164 =0.525593 =0.010968 f37<=0.00893427 =-0.160544 =0.118381 f17<=0.000126646 f7<=0.095807 =0.989994 =-0.421926 f0<=6.01494 =-1.00015 =-0.549659
f22<=0.914319 f22<=0.363667 f3<=0.26354 =-0.024731 =-0.4577 f25<=0.208364 =-0.204385 =0.17068 f2<=-0.0570422 f13<=0.38464 =0.585009 =-0.315742 f14<=0.234466 =-0.782933 =-0.272837
f5<=0.492605 f12<=0.500147 f20<=0.683548 =-0.240727 =0.149137 f20<=0.600089 =0.561352 =-0.190412 f0<=6.76677 f2<=0.108311 =-0.921814 =-0.595135 f3<=0.0705525 =0.679024 =-0.37821
f22<=0.687547 f2<=-0.250863 f20<=0.642939 =-0.801703 =-0.0654498 f22<=0.363667 =-0.0887461 =0.218267 f33<=0.0317532 f14<=0.285736 =-0.647942 =-0.229583 f38<=0.0402042 =-0.252556 =0.281127
f5<=0.0492461 f2<=0.2236 f20<=0.571517 =-0.501083 =0.519924 f23<=0.400038 =1.15033 =0.0266087 f19<=0.100085 f10<=-1.54883 =-0.380269 =-1.18856 f21<=0.200114 =-0.372153 =0.0395738
f2<=0.459724 f26<=0.309532 f10<=-1.54883 =-0.0397383 =-0.481905 f19<=0.333395 =-0.170775 =0.1747 f20<=0.964356 f12<=0.0750188 =0.36095 =-0.339357 f17<=0.535739 =0.767707 =-0.861885
f28<=0.666867 f29<=0.233371 f3<=0.163387 =0.0700778 =-0.315308 f10<=-1.54883 =0.274455 =-0.503829 f14<=0.234466 f27<=0.0317593 =0.711067 =-0.988 f13<=0.11366 =0.740394 =-0.28515
f23<=0.800075 f2<=-0.404543 f22<=0.0800458 =0.12092 =-0.76659 f7<=0.797629 =0.024381 =0.433732 f3<=0.433495 f2<=0.296356 =-0.145135 =-0.659811 f10<=-2.78383 =-0.160731 =1.27427
f3<=0.910967 f5<=0.0732623 f35<=0.566788 =0.213374 =1.93674 f27<=0.277863 =-0.21469 =0.0427303 f2<=-0.915405 f7<=0.497676 =0.68098 =-0.781978 f17<=0.000126646 =-0.223342 =-0.97553
f3<=5.75639e-05 f7<=0.0641934 f7<=0.00370417 =-0.754463 =2.16463 f8<=1.49787 =-0.897488 =-0.0568886 f3<=0.0705525 f20<=0.45003 =0.655685 =-0.0548025 f38<=5.33504e-05 =-0.156475 =0.0699058
f38<=0.466743 f7<=0.415066 f6<=0.358283 =0.0267562 =-0.890575 f0<=4.98017 =-0.540332 =0.216339 f6<=0.019012 f19<=0.625136 =1.36856 =-0.610033 f0<=7.10044 =-0.964453 =-0.361879
f1<=0.135036 f2<=-0.250863 f13<=0.0748432 =-0.938258 =0.477688 f3<=0.199668 =1.39431 =-0.839898 f35<=0.00963306 f37<=0.00893427 =-0.313213 =0.123253 f13<=0.135465 =0.220348 =-0.095616
f6<=0.691976 f1<=0.135036 f2<=0.00187617 =-0.171817 =1.35193 f27<=0.166723 =-0.175534 =0.0400582 f22<=0.641162 f4<=0.0470556 =-0.898551 =-0.146246 f2<=0.373868 =-0.452569 =2.25879
f30<=0.853068 f29<=0.233371 f12<=0.478295 =-0.203504 =0.162825 f38<=0.0272379 =-0.127505 =0.352376 f15<=0.325076 f24<=0.466689 =0.0161154 =-1.06278 f13<=0.222288 =0.816691 =-0.731776
f5<=0.10834 f6<=0.172164 f29<=0.000149031 =1.80803 =0.313998 f32<=0.0535901 =0.32341 =-0.372232 f7<=4.78895e-06 f37<=6.40861e-05 =-0.446507 =-0.0155393 f12<=0.500147 =-0.0935519 =0.258356
f38<=0.466743 f7<=0.415066 f6<=0.358283 =0.0212849 =-0.852263 f0<=4.98017 =-0.499872 =0.199015 f6<=0.019012 f19<=0.625136 =1.08891 =-0.591736 f7<=0.549023 =-0.542477 =-1.03332
f5<=0.0492461 f2<=0.241305 f20<=0.600089 =-0.38215 =0.498133 f23<=0.400038 =1.03941 =0.025012 f1<=0.291691 f4<=0.0470556 =-0.933585 =0.0919139 f19<=0.100085 =-0.447252 =0.0134591
f5<=0.202559 f10<=-1.54883 f15<=0.58931 =0.151755 =1.24125 f29<=0.0936727 =1.04099 =-1.43131 f7<=4.78895e-06 f1<=0.538927 =-0.632127 =-0.201985 f0<=7.68409 =-0.110209 =0.283463
f24<=0.900056 f23<=0.991689 f1<=0.604176 =-0.00827825 =0.276918 f2<=0.108311 =-0.0593574 =-0.713605 f2<=0.108311 f13<=5.10517e-05 =0.685872 =-0.294898 f4<=0.0470556 =-0.634535 =2.47829
f22<=0.687547 f2<=-0.404543 f3<=0.358929 =-0.771481 =0.123739 f7<=0.733644 =0.0152373 =0.326034 f33<=0.0317532 f14<=0.285736 =-0.601824 =-0.197784 f38<=0.0402042 =-0.225027 =0.21328
f5<=0.0878805 f29<=0.0936727 f2<=-0.595746 =-0.783041 =0.594272 f10<=-1.54883 =0.364483 =-1.13271 f17<=0.285732 f20<=0.750051 =-0.462065 =0.387771 f7<=4.78895e-06 =-0.180522 =0.0667472
f3<=0.910967 f32<=4.85909e-05 f23<=0.566714 =0.0211784 =-0.454481 f32<=0.0666954 =0.190222 =-0.0237438 f17<=0.000126646 f19<=0.729174 =-0.555454 =0.731193 f0<=6.01494 =-1.00133 =-0.502771
f28<=0.759329 f29<=0.233371 f12<=0.500147 =-0.181339 =0.148492 f23<=0.633374 =0.373028 =-0.0872234 f14<=0.350047 f34<=0.185224 =-1.05774 =-0.0721982 f13<=0.366688 =0.414261 =-0.528584
f5<=0.451853 f14<=0.68756 f28<=0.566747 =0.0120564 =-0.432322 f13<=0.0748432 =0.929903 =0.148271 f13<=0.259295 f36<=0.0667184 =-0.328783 =1.53735 f1<=0.6987 =-0.785113 =-0.243169
f5<=0.165098 f10<=-1.54883 f6<=0.274857 =0.408837 =0.0168889 f29<=0.0936727 =1.03258 =-1.36604 f29<=0.000149031 f12<=0.777859 =-0.530783 =0.281834 f7<=4.78895e-06 =-0.181031 =0.0906
f3<=0.910967 f5<=0.032883 f29<=0.312955 =0.0625975 =0.957646 f23<=0.166846 =-0.448748 =0.0038203 f17<=0.000126646 f7<=0.095807 =0.968762 =-0.335494 f0<=6.01494 =-0.99821 =-0.477681
f2<=0.801704 f4<=0.0133948 f19<=0.362294 =-0.173531 =0.0440335 f2<=-0.404543 =-0.826305 =0.4802 f5<=0.0492461 f2<=0.993752 =0.825744 =-0.449912 f10<=-1.54883 =-0.48999 =-1.33101
f30<=0.853068 f2<=0.459724 f26<=0.375058 =-0.0866705 =0.115209 f12<=0.129664 =0.0738326 =-0.451985 f15<=0.325076 f24<=0.466689 =0.0408688 =-1.05368 f13<=0.27792 =0.657925 =-0.74113
f5<=0.558584 f14<=0.68756 f27<=0.0317593 =-0.337502 =0.0160118 f5<=0.235122 =0.853373 =0.0944298 f10<=-1.20862 f3<=0.0705525 =-0.127789 =-0.739174 f30<=0.133356 =3.084 =-0.540194
f10<=-3.66185 f6<=0.231497 f19<=0.42868 =1.11735 =-0.402823 f9<=0.400783 =-0.0872342 =-1.07519 f5<=0.10834 f18<=0.679632 =0.256969 =-0.275221 f39<=0.0166843 =-0.125037 =0.0842653
f6<=0.691976 f8<=0.89588 f0<=4.33727 =-0.916586 =-0.00314415 f0<=4.33727 =1.97697 =0.155076 f22<=0.641162 f24<=0.36667 =-0.87595 =-0.206808 f7<=0.927428 =-0.391939 =2.07586
f21<=0.0834015 f13<=0.416696 f25<=0.266724 =-0.551759 =0.119632 f25<=0.563682 =-1.12735 =-0.18614 f24<=0.658359 f33<=0.133338 =0.13144 =-0.191566 f39<=7.50751e-05 =-0.373567 =0.0841424
f3<=5.75639e-05 f10<=-2.24198 f32<=0.0389737 =-0.871801 =0.947064 f6<=0.123625 =1.94559 =-0.289076 f3<=0.0705525 f20<=0.600089 =0.449708 =-0.237888 f29<=0.166722 =-0.126858 =0.061438
f38<=0.600347 f26<=0.0400535 f0<=8.97557 =-0.468681 =0.788914 f7<=0.415066 =-0.0432723 =0.124536 f17<=0.592628 f7<=0.0641934 =1.67219 =-0.664519 f13<=0.6789 =-1.02727 =-0.393209
f32<=4.85909e-05 f12<=0.500147 f23<=0.491712 =-0.0392367 =-0.569972 f20<=0.683548 =0.637546 =-0.430216 f32<=0.0834 f28<=0.500347 =0.182997 =-0.487897 f20<=0.714387 =-0.324134 =0.152926
f24<=0.36667 f13<=0.350078 f16<=0.649053 =-0.163371 =0.240132 f28<=0.666867 =-0.272817 =-1.24921 f24<=0.658359 f27<=0.22235 =-0.189449 =0.223648 f39<=0.0166843 =-0.322382 =0.0908682
f3<=0.910967 f3<=0.433495 f23<=0.7679 =0.0464888 =-0.214694 f6<=0.297228 =0.885541 =-0.495402 f17<=0.000126646 f19<=0.729174 =-0.515047 =0.77783 f0<=6.01494 =-0.991198 =-0.463725
f6<=0.691976 f5<=0.0878805 f29<=0.0936727 =0.455965 =0.00881408 f19<=0.100085 =-0.41987 =-0.0055342 f22<=0.641162 f24<=0.36667 =-0.853316 =-0.207031 f7<=0.927428 =-0.38446 =1.95626
f2<=0.993752 f5<=0.211088 f15<=0.58931 =0.0343323 =0.926295 f26<=0.375058 =-0.299367 =0.00979182 f4<=0.0133948 f35<=2.66752e-05 =0.356063 =-0.817404 f21<=0.666765 =-0.952112 =-3.0631
f30<=0.853068 f17<=0.879664 f12<=0.880984 =-0.0608211 =0.720664 f20<=0.875086 =0.392825 =-0.0917368 f15<=0.325076 f24<=0.466689 =0.0908472 =-1.03481 f13<=0.222288 =0.655564 =-0.661291
f29<=0.0185257 f5<=0.154588 f6<=0.195244 =1.03996 =-0.190413 f12<=0.500147 =-0.614223 =-0.00494619 f3<=0.0948622 f4<=0.0299808 =0.243358 =1.56363 f10<=-1.54883 =0.0588164 =-0.258295
f38<=0.600347 f7<=0.396596 f6<=0.375829 =0.017501 =-0.883555 f0<=5.10291 =-0.410222 =0.163332 f17<=0.592628 f10<=-2.54505 =-0.412893 =1.67846 f13<=0.6789 =-1.01597 =-0.39136
f2<=0.459724 f35<=0.0250153 f3<=0.305566 =-0.028846 =-0.54296 f13<=0.135465 =0.278663 =-0.0658085 f12<=0.129664 f23<=0.889126 =0.242143 =-0.611137 f26<=0.309532 =0.0775902 =-0.577039
f5<=0.558584 f14<=0.68756 f27<=0.0317593 =-0.308298 =0.0112806 f25<=0.454586 =-0.112023 =0.548715 f0<=8.97557 f3<=0.0705525 =-0.0249148 =-0.757347 f25<=0.666816 =-0.481145 =2.18514
f3<=0.765972 f3<=0.433495 f7<=0.396596 =-0.0971921 =0.10957 f6<=0.410559 =0.759753 =-0.67154 f7<=0.095807 f13<=0.435918 =0.797078 =-0.807082 f2<=-0.404543 =-0.251227 =-0.991194
f6<=0.691976 f1<=0.135036 f17<=0.200198 =0.245508 =1.50958 f37<=0.00893427 =-0.0628831 =0.0803824 f22<=0.641162 f20<=0.714387 =-0.751818 =0.726974 f2<=0.373868 =-0.372579 =1.86972
f21<=0.0834015 f12<=0.129664 f30<=5.21648e-05 =0.143419 =-0.659908 f18<=0.152427 =-0.982771 =-0.248532 f22<=0.770933 f2<=-0.250863 =-0.358635 =0.0802001 f10<=-1.54883 =-0.033884 =-0.61553
f3<=5.75639e-05 f10<=-2.24198 f8<=0.89588 =-0.926398 =-0.0956577 f18<=0.400181 =-0.467772 =1.12296 f3<=0.0337774 f20<=0.600089 =0.870824 =-0.528691 f5<=7.13023e-06 =0.503315 =-0.0196732
f29<=0.233371 f12<=0.450064 f10<=-2.24198 =-0.433279 =-0.0425193 f20<=0.571517 =0.394912 =-0.242838 f23<=0.607167 f3<=0.26354 =0.552164 =-0.015112 f33<=0.0317532 =-0.525263 =0.0520916
f30<=0.853068 f17<=0.879664 f20<=0.750051 =-0.111356 =0.12726 f20<=0.875086 =0.340668 =-0.0751949 f15<=0.500152 f35<=0.066698 =-1.03393 =-0.341784 f13<=5.10517e-05 =1.27438 =-0.406827
f5<=0.227086 f14<=0.650058 f15<=0.58931 =-0.0103432 =0.684525 f1<=0.51691 =0.0330466 =1.05793 f1<=0.604176 f7<=0.022921 =-0.429639 =-0.102421 f13<=0.178018 =0.522565 =-0.0311823
f5<=0.10834 f19<=0.550084 f32<=0.0274758 =0.30515 =-0.239382 f0<=4.6587 =-0.622049 =0.473092 f9<=0.582596 f28<=0.0311553 =-0.159645 =0.0623174 f1<=0.416853 =0.333802 =-0.856725
f28<=0.759329 f27<=0.0634966 f16<=0.266728 =-0.63449 =-0.0587407 f17<=0.879664 =-0.0144375 =0.165917 f14<=0.108167 f2<=0.296356 =-1.13082 =-0.187675 f5<=0.235122 =0.254222 =-0.472858
f5<=0.0617307 f29<=0.312955 f17<=0.66682 =0.197274 =-0.871118 f16<=0.466725 =0.945595 =-0.104604 f23<=0.166846 f13<=0.200028 =-0.866603 =-0.0358928 f21<=0.333387 =-0.178997 =0.0399238
f25<=0.0357488 f30<=0.0555959 f19<=0.260917 =-0.0773472 =-0.642074 f36<=0.0667184 =-0.251749 =0.356796 f3<=0.0705525 f33<=0.0714515 =0.356845 =-0.507355 f22<=0.28573 =-0.222949 =0.0280836
f3<=0.910967 f3<=0.433495 f7<=0.396596 =-0.092727 =0.105998 f6<=0.00935008 =1.05871 =-0.114766 f17<=0.000126646 f19<=0.729174 =-0.454359 =0.797426 f0<=6.01494 =-0.993222 =-0.437376
f22<=0.687547 f31<=0.375143 f7<=0.825002 =0.0220096 =0.394916 f10<=-1.20862 =-0.604787 =1.14516 f14<=0.285736 f31<=0.0268028 =-0.718578 =-0.139569 f13<=0.0952533 =0.538464 =-0.0863127
f6<=0.318576 f39<=7.50751e-05 f13<=0.160049 =0.126224 =-0.343772 f24<=0.291687 =-0.348718 =0.240287 f7<=0.396596 f0<=3.99816 =3.11312 =-0.781539 f26<=0.607215 =0.115441 =-0.371373
f38<=0.600347 f10<=-1.54883 f5<=0.175004 =0.215087 =-0.0850217 f5<=0.184495 =-0.486143 =0.209046 f17<=0.592628 f7<=0.0641934 =1.07683 =-0.618088 f13<=0.6789 =-1.00349 =-0.381736
f5<=0.0492461 f6<=0.46143 f17<=0.466743 =0.748889 =0.031753 f7<=0.463782 =-0.899706 =0.17778 f1<=0.283346 f4<=0.0470556 =-0.932109 =0.11412 f8<=0.89588 =-0.0214225 =0.564085
f3<=0.00912067 f12<=0.0555853 f29<=0.0185257 =-0.859522 =0.716365 f8<=0.89588 =-0.407252 =1.26305 f3<=0.0337774 f25<=0.110587 =-0.403141 =0.926434 f2<=0.993752 =-0.00202871 =-0.762407
f32<=4.85909e-05 f12<=0.500147 f29<=0.166722 =-0.457292 =0.0551381 f13<=0.259295 =0.568658 =-0.392946 f38<=0.0573775 f31<=0.089294 =0.103508 =-0.214672 f6<=0.358283 =0.285314 =-0.273196
f24<=0.68524 f2<=-0.404543 f3<=0.305566 =-0.759037 =0.154269 f23<=0.991689 =0.075773 =-0.500544 f37<=0.0268019 f15<=0.216677 =-0.533353 =-0.0233694 f31<=3.13873e-05 =-0.453201 =0.243377
f5<=0.0732623 f29<=0.0936727 f2<=-0.595746 =-0.732873 =0.490942 f10<=-1.54883 =0.339857 =-0.861405 f27<=0.277863 f16<=0.700084 =-0.377341 =0.0922815 f15<=0.0568644 =-0.118896 =0.123451
f38<=0.466743 f7<=4.78895e-06 f12<=0.0750188 =0.14222 =-0.296914 f6<=0.172164 =0.210257 =-0.0438016 f18<=0.061239 f17<=0.360027 =1.94797 =-0.51901 f6<=0.00935008 =-0.225322 =-0.840043
f30<=0.750379 f25<=0.0909348 f30<=0.222278 =-0.286906 =0.225108 f7<=0.43299 =-0.0267119 =0.139636 f15<=0.233356 f23<=0.416718 =0.126319 =-0.994247 f13<=0.350078 =0.522141 =-0.508931
f22<=0.666781 f2<=-0.250863 f12<=0.912807 =-0.362736 =1.63847 f7<=0.825002 =0.02795 =0.4388 f10<=-1.54883 f31<=3.13873e-05 =-0.411782 =0.0763588 f5<=0.184495 =-1.53602 =0.0269207
f5<=0.202559 f10<=-1.54883 f29<=0.139871 =-0.0419425 =0.274404 f29<=0.0936727 =0.804578 =-1.01279 f17<=0.266681 f12<=0.880984 =-0.56532 =1.75662 f26<=0.375058 =-0.228921 =0.0491718
f28<=0.759329 f5<=0.165098 f10<=-1.54883 =0.188889 =-0.227315 f29<=0.114646 =-0.169037 =0.0765283 f14<=0.108167 f2<=-0.915405 =1.46785 =-0.958945 f18<=0.679632 =0.119762 =-0.668176
f3<=0.152267 f12<=0.814831 f5<=0.165098 =0.243429 =-0.119337 f13<=5.10517e-05 =1.19271 =-0.100433 f6<=0.297228 f3<=0.433495 =-0.0190677 =0.515191 f7<=0.396596 =-0.905134 =-0.0864115
f24<=0.933413 f2<=0.993752 f4<=0.0133948 =0.00267324 =0.296418 f4<=0.0133948 =-0.383351 =-1.41653 f13<=5.10517e-05 f25<=0.500081 =-0.463647 =1.07745 f19<=0.362294 =-0.783783 =-0.31848
f3<=0.910967 f35<=0.0250153 f3<=0.283512 =-0.0207333 =-0.455239 f13<=0.135465 =0.201739 =-0.0774391 f17<=0.000126646 f26<=0.500114 =0.805717 =-0.306653 f0<=7.32877 =-0.92911 =0.102064
f6<=0.7143 f1<=0.135036 f29<=0.0185257 =0.0039842 =1.10515 f23<=0.100064 =-0.398546 =0.00624279 f22<=0.666781 f23<=0.400038 =-0.961065 =-0.24382 f29<=0.114646 =-0.137031 =1.57867
f10<=-3.66185 f7<=0.617272 f25<=0.266724 =-1.16395 =0.419995 f13<=0.789166 =-0.982984 =0.613347 f5<=0.032883 f29<=0.312955 =0.0407237 =0.880952 f19<=0.100085 =-0.351946 =0.00740683
f9<=0.814272 f0<=3.99816 f7<=0.236104 =2.69771 =-0.176652 f2<=-0.404543 =-0.383623 =0.0228357 f0<=4.6587 f6<=0.251952 =-0.473154 =-1.00875 f3<=0.488243 =-0.177101 =1.35285
f2<=0.459724 f26<=0.375058 f13<=0.52691 =-0.106427 =0.48651 f21<=0.250075 =-0.234841 =0.123467 f20<=0.964356 f5<=0.227086 =0.108985 =-0.464249 f17<=0.535739 =0.875467 =-0.689293
f38<=0.600347 f14<=0.555591 f28<=0.500347 =0.00585568 =-0.398696 f25<=0.454586 =-0.184853 =0.355715 f17<=0.566755 f19<=0.875076 =0.917212 =-0.801191 f13<=0.6789 =-0.962776 =-0.354191
f5<=0.492605 f15<=0.651555 f14<=0.555591 =-0.0432111 =0.186218 f13<=0.135465 =0.668882 =0.0366697 f0<=6.14954 f6<=0.658827 =-0.850358 =0.782412 f23<=0.589329 =-0.668714 =0.10332
f23<=0.7679 f29<=0.166722 f12<=0.450064 =-0.207617 =0.127992 f38<=5.33504e-05 =-0.0724047 =0.327738 f3<=0.488243 f14<=0.446163 =-0.284666 =0.165276 f5<=0.250494 =1.20361 =-0.594605
`

// contextText: the context forest; features in Features' order, then ContextFeatures'.
const contextText = `forest -0.105546 0.1
f42<=0.683215 f40<=0.365487 f41<=0.546006 f6<=0.43664 =-0.571654 =-1.36667 f40<=0.181698 =-0.0846712 =0.815407 f40<=0.694571 f41<=0.807843 =0.321523 =1.4887 f44<=0.716811 =1.99476 =1.27073 f43<=0.534648 f42<=0.705935 f40<=0.227266 =-0.771302 =-0.0162284 f40<=0.536057 =-1.75439 =-1.00592 f46<=3.5 f40<=0.872216 =0.336467 =1.82294 f41<=0.986819 =-0.173083 =-1.19256
f42<=0.683215 f40<=0.310832 f41<=0.546006 f6<=0.45121 =-0.572042 =-1.31742 f10<=-1.93008 =0.662932 =-0.188568 f40<=0.694571 f41<=0.807843 =0.227799 =1.30477 f44<=0.660315 =1.79974 =1.22932 f43<=0.534648 f42<=0.705935 f40<=0.227266 =-0.699568 =-0.0146299 f40<=0.536057 =-1.60717 =-0.913212 f46<=2.5 f29<=0.115407 =-0.0506482 =1.52693 f41<=0.988035 =-0.0273046 =-1.05711
f42<=0.683215 f40<=0.396621 f41<=0.546006 f40<=0.130825 =-1.18392 =-0.403734 f40<=0.102249 =-0.397329 =0.541881 f40<=0.770429 f41<=0.905858 =0.481608 =1.31168 f44<=0.660315 =1.66685 =1.18425 f40<=0.617071 f42<=0.705935 f40<=0.365487 =-0.495101 =0.294688 f41<=0.988035 =-1.24897 =-1.56842 f41<=0.986819 f40<=0.840742 =0.428956 =1.3984 f41<=0.994843 =-0.449404 =-1.25454
f40<=0.463414 f42<=0.705935 f41<=0.74515 f40<=0.130825 =-1.06484 =-0.27552 f40<=0.181698 =-0.112574 =0.699288 f43<=0.534648 f41<=0.988035 =-1.26539 =-1.48333 f29<=0.17484 =-0.993991 =0.0558809 f42<=0.683215 f40<=0.872216 f41<=0.905858 =0.612009 =1.28442 f44<=0.784967 =1.57045 =1.06819 f41<=0.986819 f40<=0.840742 =0.184574 =1.27436 f42<=0.705935 =0.0321754 =-1.16216
f42<=0.683215 f40<=0.365487 f41<=0.74515 f6<=0.43664 =-0.290048 =-0.994522 f10<=-1.93008 =0.734651 =-0.129106 f40<=0.694571 f41<=0.930373 =0.257488 =1.0662 f44<=0.716811 =1.4327 =0.827076 f43<=0.486551 f42<=0.705935 f29<=0.500351 =-0.461374 =0.259561 f41<=0.988035 =-1.09089 =-1.3892 f40<=0.499848 f29<=0.187563 =-0.909634 =-0.0652101 f41<=0.993947 =0.947844 =-0.687804
f40<=0.536057 f42<=0.705935 f40<=0.181698 f41<=0.297248 =-0.914602 =-0.174479 f41<=0.663222 =-0.123148 =0.633285 f41<=0.988035 f40<=0.181698 =-1.19724 =-0.630797 f43<=0.929729 =-1.33329 =0.226327 f42<=0.683215 f44<=0.716811 f40<=0.840742 =1.05968 =1.38949 f41<=0.930373 =-0.265705 =1.06109 f41<=0.986819 f40<=0.872216 =0.348398 =1.18905 f42<=0.705935 =0.0687263 =-0.928795
f40<=0.463414 f42<=0.705935 f41<=0.546006 f40<=0.130825 =-0.898687 =-0.230748 f46<=7.5 =0.419019 =-0.469975 f43<=0.534648 f41<=0.990784 =-1.07634 =-1.29175 f41<=0.990784 =-0.149794 =-1.14348 f42<=0.683215 f40<=0.872216 f10<=-1.53585 =1.05285 =0.416921 f18<=0.00015083 =0.485039 =1.32424 f41<=0.986819 f40<=0.806031 =0.156287 =1.01527 f42<=0.705935 =0.0285471 =-0.935992
f42<=0.683215 f40<=0.310832 f6<=0.351238 f46<=7.5 =0.362514 =-0.463576 f41<=0.663222 =-0.811572 =-0.166213 f40<=0.694571 f41<=0.930373 =0.134678 =0.852045 f44<=0.660315 =1.23545 =0.696529 f43<=0.486551 f40<=0.265698 f42<=0.753745 =-0.771202 =-1.19675 f41<=0.986819 =-0.229011 =-0.988632 f40<=0.732845 f41<=0.990784 =-0.0267673 =-0.858953 f41<=0.993947 =1.03018 =-0.539635
f40<=0.536057 f42<=0.705935 f40<=0.181698 f6<=0.364965 =-0.102181 =-0.741383 f44<=0.716811 =0.457631 =-0.271964 f41<=0.988035 f40<=0.169337 =-1.03761 =-0.495657 f43<=0.929729 =-1.18816 =0.326318 f42<=0.667863 f44<=0.716811 f40<=0.872216 =0.902015 =1.23002 f43<=0.740604 =0.865455 =-0.440825 f41<=0.990784 f40<=0.938376 =0.255831 =1.13573 f42<=0.705935 =0.199181 =-0.844432
f40<=0.574625 f42<=0.705935 f41<=0.546006 f44<=0.784967 =-0.273359 =-0.98959 f46<=5.5 =0.581633 =-0.0872182 f41<=0.986819 f40<=0.181698 =-0.976244 =-0.380552 f43<=0.120175 =-1.17905 =-0.988914 f42<=0.667863 f44<=0.618136 f40<=0.971777 =0.985715 =1.24681 f26<=0.218787 =-0.70386 =0.745724 f41<=0.990784 f40<=0.938376 =0.247054 =1.07071 f42<=0.705935 =0.138778 =-0.751457
f40<=0.574625 f42<=0.705935 f40<=0.122826 f6<=0.0153697 =0.197585 =-0.627837 f41<=0.807843 =-0.120071 =0.426783 f41<=0.990784 f40<=0.169337 =-0.954219 =-0.435098 f43<=0.120175 =-1.15765 =-0.988729 f42<=0.667863 f40<=0.938376 f10<=-1.54883 =0.984975 =0.344081 f23<=0.980644 =1.1755 =-0.0330171 f41<=0.994843 f40<=0.938376 =0.131683 =1.04624 f42<=0.705935 =0.104264 =-0.940175
f42<=0.683215 f40<=0.617071 f41<=0.807843 f44<=0.716811 =-0.154112 =-0.830593 f46<=5.5 =0.683319 =-0.0198875 f40<=0.938376 f10<=-1.54883 =0.94327 =0.350884 f22<=0.914739 =1.14081 =0.0511066 f43<=0.486551 f40<=0.265698 f42<=0.753745 =-0.603371 =-1.04102 f41<=0.986819 =-0.167229 =-0.815682 f29<=0.17484 f40<=0.499848 =-0.55675 =0.148933 f41<=0.993947 =0.852728 =-0.649198
f40<=0.617071 f42<=0.705935 f40<=0.196086 f7<=0.0846927 =0.151777 =-0.49248 f46<=6.5 =0.420201 =-0.198747 f41<=0.988035 f43<=0.226257 =-0.786801 =-0.100657 f43<=0.120175 =-1.0934 =-0.888391 f42<=0.667863 f44<=0.618136 f40<=0.971777 =0.869203 =1.15279 f26<=0.200116 =-0.799347 =0.608365 f41<=0.947525 f16<=0.0469418 =-1.17637 =0.900202 f17<=0.892893 =-0.556261 =0.235949
f40<=0.396621 f42<=0.705935 f7<=0.0846927 f46<=4.5 =0.888126 =0.00883757 f40<=0.102249 =-0.648889 =-0.100181 f41<=0.990784 f45<=0.355889 =-0.829643 =-0.207973 f7<=0.0256439 =-1.11468 =-0.969437 f42<=0.667863 f40<=0.872216 f41<=0.930373 =0.0702665 =0.744185 f18<=0.00015083 =-0.0482133 =1.04529 f41<=0.986819 f0<=6.33239 =-0.142217 =0.560195 f42<=0.705935 =0.143431 =-0.695573
f40<=0.617071 f42<=0.705935 f40<=0.102249 f6<=0.0153697 =0.157638 =-0.572656 f44<=0.716811 =0.266318 =-0.348825 f41<=0.990784 f40<=0.169337 =-0.805111 =-0.27012 f43<=0.120175 =-1.05725 =-0.842068 f40<=0.938376 f42<=0.667863 f10<=-1.54883 =0.838441 =0.225353 f41<=0.996441 =0.117199 =-0.551336 f5<=0.136914 f21<=0.177186 =0.362674 =1.08509 f42<=0.625244 =0.758001 =-0.441597
f40<=0.694571 f42<=0.705935 f41<=0.807843 f2<=0.0923186 =-0.568264 =0.035149 f10<=-1.93008 =0.5858 =-0.0398259 f41<=0.990784 f40<=0.169337 =-0.768426 =-0.226652 f0<=9.70198 =-0.979994 =0.541504 f40<=0.971777 f10<=-1.54883 f42<=0.667863 =0.925158 =0.260313 f18<=0.0324375 =-0.853866 =0.263574 f5<=0.136914 f2<=-0.344672 =0.0605648 =1.09804 f42<=0.728846 =0.821771 =-0.321288
f40<=0.396621 f42<=0.753745 f2<=0.233804 f44<=0.716811 =-0.116105 =-0.680574 f35<=0.0231683 =0.726589 =-0.0355864 f43<=0.14805 f5<=0.282757 =-0.982405 =-0.688839 f21<=0.698471 =-0.65563 =0.011535 f40<=0.872216 f42<=0.705935 f44<=0.454636 =0.577639 =-0.00549156 f41<=0.986819 =0.113194 =-0.64467 f42<=0.536889 f21<=0.177186 =0.156078 =1.00648 f43<=0.226257 =-0.470262 =0.626734
f40<=0.694571 f42<=0.728846 f40<=0.158303 f42<=0.0431558 =-0.68501 =-0.132189 f46<=6.5 =0.287057 =-0.223917 f41<=0.990784 f43<=0.163204 =-0.654687 =-0.0617147 f43<=0.120175 =-0.996476 =-0.719107 f40<=0.971777 f10<=-1.54883 f42<=0.667863 =0.867343 =0.236187 f3<=0.106892 =0.731846 =-0.0445325 f5<=0.136914 f2<=-0.344672 =-0.0154804 =1.06056 f42<=0.728846 =0.753061 =-0.324629
f40<=0.694571 f42<=0.753745 f40<=0.108496 f6<=0.482059 =-0.196185 =-0.706766 f44<=0.716811 =0.205922 =-0.295833 f43<=0.226257 f41<=0.990784 =-0.627028 =-0.955502 f20<=0.714393 =-0.521891 =0.217769 f40<=0.971777 f10<=-1.54883 f42<=0.667863 =0.834827 =0.212677 f42<=0.536889 =0.289053 =-0.360204 f5<=0.136914 f2<=-0.344672 =-0.0142682 =1.04225 f42<=0.728846 =0.720764 =-0.298153
f42<=0.683215 f40<=0.770429 f41<=0.985284 f44<=0.716811 =0.00514508 =-0.636884 f0<=7.85049 =0.760924 =-0.1249 f44<=0.540528 f2<=-0.2438 =0.116883 =0.926875 f22<=0.329739 =-0.601517 =0.58904 f43<=0.486551 f40<=0.181698 f5<=0.282757 =-0.914609 =-0.530113 f41<=0.986819 =-0.0936754 =-0.635449 f45<=0.921011 f44<=1.006 =0.478937 =-0.783601 f12<=0.541808 =-1.02207 =0.17325
f40<=0.310832 f42<=0.753745 f27<=0.0732294 f23<=0.500095 =-0.892228 =-0.333718 f6<=0.378589 =0.135441 =-0.307616 f41<=0.990784 f5<=0.290602 =-0.683061 =0.0723367 f43<=0.120175 =-0.986226 =-0.677785 f40<=0.938376 f42<=0.683215 f41<=0.988908 =0.0990722 =0.641379 f41<=0.988035 =0.103299 =-0.467866 f5<=0.136914 f21<=0.266792 =0.432683 =0.980831 f22<=0.914739 =0.385644 =-1.67932
f40<=0.732845 f42<=0.753745 f40<=0.102249 f6<=0.482059 =-0.188301 =-0.638876 f24<=0.211146 =-0.300044 =0.178068 f41<=0.988035 f13<=0.514356 =-0.488742 =0.546953 f43<=0.134164 =-0.914575 =-0.544784 f40<=0.971777 f10<=-1.54883 f42<=0.667863 =0.77735 =0.226485 f23<=0.753671 =0.228128 =-0.634961 f44<=1.006 f5<=0.159875 =0.991067 =0.236169 f1<=0.424618 =-1.05127 =0.507054
f40<=0.265698 f42<=0.804773 f27<=0.0732294 f23<=0.500095 =-0.906507 =-0.2838 f3<=0.0571542 =0.575307 =-0.144738 f5<=0.290602 f43<=0.642052 =-0.857519 =0.188443 f41<=0.74515 =1.21381 =-0.491416 f40<=0.938376 f42<=0.683215 f44<=0.431367 =0.470714 =-0.0524759 f41<=0.986819 =0.123739 =-0.430604 f5<=0.136914 f23<=0.753671 =0.953983 =0.427849 f22<=0.914739 =0.32311 =-1.48807
f40<=0.806031 f42<=0.705935 f6<=0.0413875 f41<=0.988908 =0.0424125 =0.534413 f3<=0.130727 =0.1979 =-0.263542 f41<=0.990784 f5<=0.164362 =-0.686409 =-0.0648125 f0<=9.70198 =-0.804276 =1.13144 f40<=0.978077 f10<=-1.54883 f42<=0.604384 =0.848516 =0.312623 f29<=0.0910101 =0.661599 =-0.18182 f44<=1.006 f5<=0.159875 =0.987126 =0.22105 f40<=0.988893 =-1.23244 =0.558399
f40<=0.265698 f42<=0.804773 f6<=0.549978 f4<=0.00694848 =-0.125368 =0.674523 f41<=0.663222 =-0.707885 =0.0941953 f43<=0.14805 f5<=0.290602 =-0.863975 =-0.445463 f21<=0.698471 =-0.48903 =0.316781 f40<=0.971777 f29<=0.329052 f12<=0.333616 =-0.196848 =0.324465 f43<=0.253172 =0.103187 =0.703139 f21<=0.201947 f32<=0.0444463 =0.746287 =-0.849624 f2<=-0.153529 =0.288046 =0.953626
f40<=0.806031 f42<=0.705935 f2<=0.198001 f29<=0.340183 =-0.212037 =0.293949 f32<=0.0312713 =0.675562 =0.114551 f41<=0.990784 f13<=0.514356 =-0.33316 =0.534615 f0<=9.70198 =-0.767275 =0.990936 f42<=0.536889 f26<=0.200116 f44<=0.716811 =0.142423 =-1.74997 f21<=0.146405 =-0.368556 =0.842081 f23<=0.925107 f17<=0.885433 =-0.100258 =0.59676 f26<=0.48584 =0.48365 =-1.51258
f40<=0.211309 f42<=0.804773 f27<=0.0500627 f14<=0.71431 =-0.798084 =-0.0237268 f3<=0.0730804 =0.380603 =-0.157526 f5<=0.282757 f43<=0.642052 =-0.826869 =0.294983 f41<=0.95696 =0.399341 =-0.532512 f40<=0.971777 f42<=0.683215 f41<=0.983783 =0.0295816 =0.474016 f41<=0.986819 =0.132253 =-0.410224 f5<=0.132179 f26<=0.218787 =0.153815 =0.946023 f42<=0.728846 =0.542329 =-0.479078
f40<=0.181698 f42<=0.779281 f27<=0.0500627 f0<=9.27402 =-0.789426 =0.17661 f44<=1.19935 =-0.0176152 =-0.689304 f43<=0.281539 f5<=0.290602 =-0.832841 =-0.401047 f1<=0.601287 =-0.229678 =1.0222 f40<=0.971777 f42<=0.683215 f46<=5.5 =0.332672 =-0.170313 f41<=0.986819 =0.110102 =-0.389497 f5<=0.136914 f40<=0.988893 =0.669586 =1.01986 f18<=0.454628 =-0.229013 =0.626788
f40<=0.872216 f40<=0.122826 f42<=0.753745 f41<=0.0250079 =-0.551236 =-0.0769238 f5<=0.282757 =-0.824371 =-0.38312 f43<=0.025001 f42<=0.885904 =-0.0859476 =-0.617168 f29<=0.232309 =-0.0555466 =0.353272 f42<=0.536889 f44<=0.682285 f23<=0.753671 =0.869201 =0.327899 f22<=0.312556 =-1.30873 =0.348893 f5<=0.0866277 f30<=0.00879514 =-0.498343 =0.925791 f22<=0.655142 =0.104603 =-0.921004
f40<=0.872216 f40<=0.102249 f42<=0.857123 f0<=9.9226 =-0.28088 =1.07306 f5<=0.300028 =-0.839095 =-0.357276 f42<=0.683215 f7<=0.0172985 =0.425649 =-0.00618402 f41<=0.986819 =0.0571064 =-0.430443 f42<=0.536889 f44<=0.682285 f17<=0.850094 =0.557238 =0.952885 f26<=0.181903 =-1.77111 =0.208185 f43<=0.134164 f20<=0.533389 =1.04863 =-1.10233 f22<=0.914739 =0.331127 =-1.43908
f43<=0.163204 f42<=0.857123 f3<=0.130727 f46<=4.5 =0.507759 =-0.220978 f29<=0.221037 =-0.596623 =0.00354965 f5<=0.206121 f45<=0.315036 =-0.951694 =-0.226539 f41<=0.905858 =0.378819 =-0.531513 f44<=0.511036 f42<=0.58151 f17<=0.796312 =0.373019 =0.803749 f21<=0.58255 =-0.150473 =0.291086 f29<=0.340183 f19<=0.409813 =-0.64754 =-0.0893471 f7<=0.183351 =-0.0290467 =0.915247
f40<=0.872216 f43<=0.025001 f42<=0.945158 f3<=0.28541 =-0.0213129 =-0.556659 f5<=0.210421 =-0.937982 =-0.463166 f44<=0.716811 f45<=0.989137 =0.164077 =-0.523393 f43<=0.740604 =-0.0839945 =-0.907363 f40<=0.986148 f10<=-1.54883 f19<=0.585837 =0.42541 =0.911178 f7<=0.840352 =-0.199174 =0.735101 f5<=0.132179 f21<=0.226096 =0.20066 =0.991177 f23<=0.513908 =-0.307655 =0.677119
f40<=0.971777 f40<=0.122826 f42<=0.753745 f41<=0.0250079 =-0.483932 =-0.037845 f41<=0.989971 =-0.374517 =-0.834853 f27<=0.181866 f8<=3.90192 =-0.271436 =0.687281 f18<=0.119139 =-0.272325 =0.18521 f40<=0.986148 f10<=-1.54883 f19<=0.409813 =0.26761 =0.966461 f2<=-0.178587 =-1.17924 =0.22957 f5<=0.132179 f21<=0.226096 =0.187591 =0.98334 f42<=0.58151 =0.63226 =-0.372737
f43<=0.163204 f42<=0.857123 f1<=0.279686 f6<=0.564957 =1.29111 =-0.642094 f41<=0.118639 =-0.769073 =-0.000646034 f5<=0.206121 f45<=0.315036 =-0.917329 =-0.17481 f41<=0.905858 =0.390224 =-0.468045 f44<=0.511036 f42<=0.58151 f41<=0.983783 =0.317406 =0.747295 f10<=-1.53585 =0.193816 =-0.260051 f29<=0.245154 f26<=0.263246 =-0.69551 =-0.152673 f1<=0.279686 =-1.01201 =0.39224
f40<=0.978077 f40<=0.0869253 f42<=1.10186 f0<=9.9226 =-0.286197 =1.18865 f45<=0.315036 =-0.802698 =0.102522 f27<=0.149725 f28<=8.53825e-05 =-0.727572 =-0.123404 f42<=0.683215 =0.201662 =-0.13167 f44<=1.006 f5<=0.159875 f21<=0.201947 =-0.167741 =0.876946 f34<=0.101235 =0.422056 =-1.04819 f34<=0.03572 =0.594848 f41<=0.996143 =-1.86784 =0.476059
f40<=0.986148 f43<=0.025001 f42<=0.945158 f8<=1.49787 =-0.188981 =0.742053 f5<=0.250539 =-0.81119 =-0.26505 f29<=0.300077 f3<=0.135268 =0.165613 =-0.239634 f46<=3.5 =0.547504 =0.139928 f5<=0.132179 f33<=0.440096 f21<=0.226096 =0.146304 =0.974888 =-0.54663 f23<=0.513908 f20<=0.700114 =0.645417 =-0.874427 f26<=0.372754 =-0.245542 =0.892245
f40<=0.986148 f40<=0.0869253 f42<=1.10186 f1<=0.510283 =-0.390997 =0.0334701 f5<=0.34562 =-0.793501 =0.000311224 f10<=-1.54883 f40<=0.536057 =0.00657052 =0.346458 f0<=9.9226 =-0.226401 =0.534643 f5<=0.132179 f1<=0.402259 f35<=0.0130039 =-1.25365 =0.553462 f33<=0.440096 =0.977906 =-0.527852 f44<=0.0284237 =-1.13655 f42<=0.683215 =0.620977 =-0.370057
f43<=0.355559 f42<=0.857123 f3<=0.130727 f0<=8.62173 =0.337344 =-0.686309 f29<=0.221037 =-0.436299 =0.0349585 f5<=0.202048 f45<=0.187874 =-0.881793 =-0.167175 f41<=0.988035 =0.121549 =-0.516293 f44<=0.660315 f17<=0.850094 f20<=0.75688 =0.0423602 =0.503382 f19<=0.222355 =-0.0557 =0.750664 f43<=0.785775 f6<=0.0790068 =0.510994 =-0.208633 f20<=0.666825 =-0.982142 =0.294773
f40<=0.986148 f43<=0.025001 f42<=0.945158 f0<=8.62173 =-0.0479566 =-0.779683 f41<=0.988035 =-0.289458 =-0.857748 f29<=0.285774 f3<=0.156571 =0.11515 =-0.248222 f42<=0.604384 =0.444297 =0.0501852 f5<=0.132179 f21<=0.226096 f23<=0.625013 =0.743099 =-1.4701 f19<=0.177069 =-0.185418 =0.967731 f23<=0.513908 f14<=2.72331e-05 =0.667593 =-0.894829 f26<=0.372754 =-0.264387 =0.858834
f40<=0.986148 f42<=0.683215 f7<=0.0172985 f46<=7.5 =0.48615 =-0.257706 f32<=0.0755179 =0.0912079 =-0.251521 f41<=0.986819 f13<=0.436062 =-0.125647 =0.698441 f1<=0.543638 =-0.63605 =-0.234876 f5<=0.132179 f1<=0.402259 f24<=0.395857 =-0.647989 =0.765964 f33<=0.440096 =0.960409 =-0.56101 f44<=0.0284237 =-1.07979 f42<=0.683215 =0.577409 =-0.381339
f40<=0.986148 f43<=0.025001 f45<=0.315036 f8<=1.49787 =-0.416858 =0.548735 f0<=8.39965 =0.166317 =-0.617491 f44<=0.716811 f43<=0.585454 =0.00962796 =0.322241 f43<=0.740604 =-0.0232054 =-0.730959 f42<=0.58151 f44<=0.716811 f33<=0.440096 =0.94042 =-0.591945 f18<=0.687573 =0.527458 =-1.36737 f25<=0.461589 f41<=0.996441 =0.79684 =-0.321205 f26<=0.535797 =-2.17208 =0.457381
f24<=0.187138 f38<=0.0148775 f1<=0.516081 f16<=0.857231 =-0.111618 =-0.694031 f32<=0.142898 =0.82061 =-0.442429 f30<=0.259281 f2<=-0.202733 =0.293463 =-0.876463 f21<=0.500149 =-0.79306 =0.597075 f42<=0.683215 f2<=0.198001 f29<=0.403688 =-0.104724 =0.364145 f1<=0.216268 =1.42969 =0.373812 f41<=0.986819 f13<=0.422718 =-0.0823569 =0.66056 f1<=0.543638 =-0.624654 =-0.21246
f40<=0.986148 f40<=0.0869253 f0<=9.9226 f29<=0.125091 =-0.470781 =-0.126222 f12<=0.00660658 =1.81786 =-0.312573 f32<=0.0536002 f23<=0.651231 =0.232473 =-0.231004 f6<=0.261005 =0.0866146 =-0.323888 f5<=0.132179 f1<=0.402259 f44<=0.716811 =0.558936 =-0.929584 f23<=0.773924 =0.977921 =0.107311 f23<=0.513908 f38<=0.0418089 =0.347788 =-1.09018 f26<=0.372754 =-0.223934 =0.823913
f43<=0.355559 f27<=0.0939193 f6<=0.157289 f40<=0.196086 =-0.554405 =0.115006 f0<=9.9226 =-0.742488 =1.42294 f1<=0.216268 f38<=0.00429803 =1.33281 =-0.564369 f25<=0.284156 =-0.283334 =0.0182058 f44<=0.784967 f26<=0.347293 f0<=10.1523 =-0.0321712 =1.39079 f2<=-0.0420378 =0.0260455 =0.563506 f41<=0.988908 f20<=0.622402 =-0.861172 =0.0659905 f25<=0.52784 =0.590391 =-0.667255
f40<=0.986148 f45<=0.99415 f0<=9.9226 f24<=0.384675 =-0.166954 =0.0584997 f35<=0.0319584 =-0.21509 =1.00482 f41<=0.988908 f43<=0.996534 =-1.5971 =-0.00816006 f19<=0.150047 =-1.37366 =-0.0637741 f42<=0.58151 f44<=0.716811 f44<=0.0143918 =-0.1835 =0.934673 f18<=0.687573 =0.502753 =-1.29121 f22<=0.596246 f17<=0.984592 =0.823141 =-0.208412 f14<=2.72331e-05 =0.40776 =-1.6887
f43<=0.025001 f42<=0.945158 f6<=0.549978 f33<=0.116686 =0.177032 =-0.336848 f41<=0.663222 =-0.983356 =0.319575 f5<=0.210421 f34<=0.0769991 =-0.949319 =-0.543742 f41<=0.989971 =0.074645 =-0.724248 f29<=0.232309 f3<=0.152618 f44<=1.19935 =0.181909 =-0.417736 f28<=0.135439 =-0.455318 =0.0759103 f10<=-1.63405 f24<=0.314947 =-0.0369573 =0.477793 f1<=0.279686 =-1.36401 =0.0651243
f21<=0.0773148 f30<=0.0141845 f45<=0.989137 f27<=0.200068 =0.370326 =-0.503251 f18<=0.0324375 =-1.73167 =0.281452 f42<=0.513347 f40<=0.463414 =-1.0681 =-2.35156 f45<=0.712816 =-0.855926 =0.112501 f43<=0.355559 f1<=0.216268 f38<=0.00429803 =1.19032 =-0.627666 f41<=0.189299 =-0.467908 =-0.0381033 f44<=0.660315 f17<=0.850094 =0.164104 =0.593291 f23<=0.394764 =-0.675273 =0.0110126
f42<=0.705935 f2<=0.198001 f25<=0.284156 f14<=0.140048 =-0.117176 =-0.576127 f12<=0.203803 =-0.0816293 =0.355964 f32<=0.0312713 f23<=0.255604 =1.02314 =0.360953 f41<=0.983783 =-0.22657 =0.467644 f41<=0.993947 f0<=6.75983 f13<=0.559541 =-0.312014 =0.613458 f41<=0.905858 =0.751498 =0.144295 f7<=0.000145744 f40<=0.617071 =-0.988094 =-0.575075 f1<=0.560923 =-0.714497 =0.0558428
f21<=0.390524 f23<=0.47014 f46<=3.5 f32<=0.0500627 =0.565018 =-0.277395 f44<=0.660315 =-0.0450502 =-0.808638 f12<=4.76826e-05 f10<=-0.590293 =-0.725981 =0.584116 f43<=0.642052 =-0.31264 =0.246256 f43<=0.163204 f45<=0.315036 f5<=0.229207 =-0.424877 =0.0285304 f0<=8.39965 =0.249086 =-0.334493 f26<=0.28765 f20<=0.637227 =-0.362951 =0.191417 f42<=0.536889 =0.483921 =0.128356
f19<=0.0357997 f10<=-2.78383 f42<=0.705935 f6<=0.466153 =1.23447 =-0.43298 f25<=0.284156 =1.09919 =-0.787452 f45<=0.982052 f25<=0.12516 =0.203746 =-0.777507 f15<=0.200175 =0.238754 =-1.69505 f0<=9.9226 f6<=0.178592 f42<=0.536889 =0.380886 =-0.0324453 f7<=0.416049 =-0.519267 =0.036651 f35<=0.0833477 f3<=0.202364 =0.553448 =-0.387192 f16<=0.224957 =1.94668 =0.838271
f46<=3.5 f2<=0.0923186 f6<=0.157289 f42<=0.683215 =0.565483 =-0.124924 f41<=0.74515 =-0.622178 =0.064806 f22<=0.165162 f28<=0.1039 =-0.706714 =-0.00377352 f2<=0.0972135 =1.18375 =0.284735 f21<=0.333387 f9<=0.688053 f18<=0.484655 =-0.543686 =0.043376 f19<=0.666841 =-0.304356 =1.44922 f19<=0.150047 f18<=0.687573 =-0.0473685 =-0.7895 f42<=0.536889 =0.264056 =-0.0466032
f5<=0.00248867 f44<=0.716811 f36<=0.19645 f44<=0.270123 =0.486774 =1.18807 f31<=0.0761812 =-1.01442 =0.418451 f43<=0.355559 f39<=0.00962863 =1.43865 =-0.614248 f28<=0.300124 =-0.741214 =0.943257 f27<=0.181866 f0<=9.70198 f3<=0.394055 =-0.328155 =0.299421 f35<=0.0483999 =-0.198906 =0.92901 f21<=0.303588 f23<=0.47014 =0.0290042 =-0.446054 f2<=-0.2438 =-0.314221 =0.13518
f29<=0.232309 f12<=0.333616 f2<=0.186732 f7<=0.859681 =-0.467297 =0.289715 f42<=0.58151 =0.282843 =-0.36186 f20<=0.533389 f0<=8.62173 =0.451946 =-0.342253 f1<=0.527572 =-0.545325 =0.0607893 f23<=0.613696 f24<=0.384675 f20<=0.983812 =0.0639283 =-1.03547 f36<=0.310625 =0.5446 =-0.516369 f41<=0.95696 f20<=0.714393 =-0.701694 =0.470882 f21<=0.568074 =-0.694678 =-0.0705862
f43<=0.439683 f3<=0.168376 f42<=0.683215 f46<=5.5 =0.362905 =-0.213137 f1<=0.510283 =-0.423948 =0.135861 f6<=0.33878 f41<=0.905858 =0.334657 =-0.143473 f13<=0.315111 =-0.75745 =0.00181427 f44<=0.784967 f45<=0.989137 f0<=9.39216 =0.2194 =0.780518 f1<=0.500013 =-1.0242 =0.609514 f19<=0.638664 f43<=0.740604 =-0.0545486 =-0.792195 f14<=0.0035172 =0.968078 =-0.23863
f44<=0.0143918 f45<=0.315036 f8<=1.49787 f5<=0.229207 =-0.502939 =-0.0584914 f23<=0.337158 =0.712523 =-0.918996 f19<=0.558353 f21<=0.924253 =-0.0705012 =-1.04914 f41<=0.95696 =0.957344 =0.108578 f29<=0.232309 f3<=0.106892 f20<=0.375065 =0.48575 =0.0048325 f10<=-0.872146 =-0.220624 =0.312268 f10<=-1.63405 f28<=0.300124 =0.46966 =0.0869893 f1<=0.279686 =-1.16713 =0.0311541
f19<=0.0357997 f10<=-2.78383 f44<=0.283792 f7<=0.323424 =0.767293 =-0.308239 =1.42709 f38<=0.0691134 f38<=9.41088e-05 =-0.66054 =0.0448522 f32<=0.00011489 =0.284445 =-1.47505 f0<=9.9226 f10<=-1.54883 f43<=0.689908 =0.00406991 =0.407443 f42<=0.536889 =0.0350171 =-0.37052 f35<=0.0833477 f45<=0.487144 =0.459524 =-0.433131 f20<=0.59174 =0.117741 =1.33336
f13<=0.680171 f42<=0.705935 f41<=0.997548 f13<=0.00616038 =0.172549 =-0.0999349 f6<=0.0413875 =0.742675 =0.0795494 f41<=0.993947 f0<=6.40275 =-0.264176 =0.254568 f7<=0.0256439 =-0.823937 =-0.249298 f23<=0.833388 f38<=0.14289 f12<=0.281287 =0.759908 =-0.784792 f42<=0.705935 =0.573615 =2.73498 f19<=0.866677 f30<=0.332698 =-0.968335 =0.460066 f33<=0.222355 =1.26005 =-0.51582
f24<=0.187138 f38<=0.0148775 f34<=9.57854e-05 f35<=0.00909467 =-0.956491 =0.183658 f5<=0.0745837 =0.386035 =-0.125627 f30<=0.332698 f2<=-0.202733 =0.387316 =-0.699047 f31<=0.0625201 =-0.361642 =1.03454 f2<=-0.0795648 f20<=0.876417 f14<=0.240123 =-0.251828 =-0.917834 f41<=0.975818 =0.435849 =-0.0568699 f46<=3.5 f33<=0.287541 =0.297268 =-0.604128 f19<=0.177069 =-0.500953 =0.0363597
f26<=0.3572 f14<=0.0035172 f38<=0.011227 f20<=0.314324 =0.718688 =0.0700176 f1<=0.373342 =-0.701677 =0.0214225 f15<=0.200175 f30<=0.0793884 =-0.282822 =0.0987252 f3<=0.32218 =-0.703682 =0.193774 f43<=0.31766 f3<=0.0851935 f1<=0.601287 =0.150933 =0.955139 f29<=0.221037 =-0.246558 =0.011196 f2<=-0.0795648 f39<=0.0317571 =0.220176 =-0.525248 f23<=0.925107 =0.431591 =-0.702546
f21<=0.0773148 f30<=0.0141845 f25<=0.0485114 f6<=0.0059985 =-0.0688858 =-1.42553 f14<=0.324212 =0.218652 =-0.662152 f45<=0.712816 f42<=0.646673 =-1.43591 =-0.578511 f32<=0.0893052 =-1.00242 =0.514506 f2<=-0.2438 f6<=0.223694 f41<=0.95696 =0.394515 =-0.378597 f40<=0.574625 =-0.382918 =-1.31854 f0<=9.9226 f27<=0.149725 =-0.168696 =0.0801561 f42<=0.683215 =0.42451 =1.76596
f40<=0.988893 f10<=-1.54883 f13<=0.622158 f3<=0.168376 =0.146523 =-0.0831538 f40<=0.0679598 =-0.424987 =0.769306 f0<=9.70198 f7<=0.840352 =-0.249509 =0.379123 f35<=0.0483999 =-0.135058 =0.59429 f5<=0.132179 f2<=0.503993 =0.97362 f31<=0.152806 =0.459205 =-1.2501 f30<=0.128838 f44<=0.481938 =-1.32925 =0.569809 f18<=0.914659 =0.664088 =-0.652037
f6<=0.178592 f42<=0.536889 f13<=0.0107858 f43<=0.962819 =0.691739 =0.0296022 f21<=0.0773148 =-1.19844 =0.10902 f41<=0.74515 f5<=0.256563 =0.325303 =2.21153 f39<=0.00586249 =-0.222763 =0.0836562 f7<=0.416049 f32<=0.0230169 f23<=0.28899 =0.634614 =-0.450557 f6<=0.351238 =-0.339763 =-1.15597 f42<=0.857123 f41<=0.0250079 =-0.192906 =0.198317 f41<=0.905858 =0.0701266 =-0.567301
f44<=0.0143918 f45<=0.24676 f35<=0.179512 f42<=1.10186 =-0.0382162 =-0.474436 f33<=0.055133 =-1.02529 =-0.475634 f0<=5.35894 f15<=0.286028 =0.776731 =-0.0113096 f35<=0.100037 =-0.244463 =0.309483 f29<=0.208371 f41<=0.992511 f7<=0.534487 =-0.250643 =0.0875935 f42<=1.71676 =0.127014 =2.3147 f1<=0.279686 f10<=-1.33752 =0.472503 =-1.32887 f23<=0.676978 =0.330007 =-0.0191471
f45<=0.99415 f43<=0.163204 f6<=0.549978 f1<=0.311138 =0.797505 =-0.0626775 f41<=0.412981 =-0.953752 =0.197092 f26<=0.28765 f20<=0.637227 =-0.284412 =0.126742 f43<=0.642052 =0.0583952 =0.347273 f41<=0.988908 f43<=0.996534 f38<=0.112099 =-1.44519 =-0.160735 =0.209424 f18<=0.185832 f38<=0.0546904 =-1.56549 =0.00618075 f19<=0.150047 =-0.944069 =0.298489
f5<=0.00248867 f44<=0.784967 f44<=0.217094 f4<=0.00694848 =-0.172423 =0.965914 f41<=0.546006 =1.00379 =-0.094741 f46<=2.5 f23<=0.190507 =1.14379 =0.0381548 f20<=0.622402 =-0.891639 =0.423596 f46<=0.5 f5<=0.214757 f32<=0.0642139 =-0.213237 =-0.869894 f26<=0.476595 =0.0985177 =1.69981 f10<=-1.85631 f42<=0.683215 =0.218933 =-0.0763202 f19<=0.0357997 =-0.713489 =-0.0664958
f24<=0.384675 f21<=0.568074 f20<=0.995197 f33<=0.0360662 =-0.0408456 =-0.380182 f22<=0.211122 =0.391165 =-1.0878 f15<=0.0938796 f36<=0.0823823 =0.540871 =-0.195307 f27<=0.401791 =-0.460319 =0.303452 f46<=4.5 f12<=0.0638917 f29<=0.187563 =-0.540087 =0.168116 f13<=0.0952533 =0.114568 =0.587225 f0<=6.64053 f13<=0.559541 =0.0421904 =0.722671 f10<=-0.872146 =-0.239395 =0.320825
f21<=0.0132014 f2<=-0.2438 f38<=0.0214355 f43<=0.995313 =-0.841629 =0.53813 f10<=-1.40312 =1.85269 =0.500063 f6<=0.43664 f31<=0.325116 =-1.13127 =0.859576 f22<=0.470043 =0.618759 =-0.497005 f2<=-0.2438 f20<=0.562523 f18<=0.470606 =-1.04534 =-0.0927472 f41<=0.95696 =0.236429 =-0.515631 f0<=9.9226 f23<=0.925107 =0.0480166 =-0.291441 f15<=0.591367 =0.71776 =-0.84993
f25<=0.0909507 f35<=0.0454947 f10<=-2.90303 f7<=0.67897 =0.929241 =-0.696555 f33<=0.171455 =-0.387845 =-1.08154 f34<=0.0181077 f38<=0.0397803 =0.518867 =-0.404649 f30<=0.208362 =-0.627793 =0.18976 f32<=0.0755179 f2<=-0.586757 f40<=0.499848 =-0.812195 =-2.43691 f8<=3.90192 =0.0968288 =1.0619 f20<=0.714393 f12<=4.76826e-05 =-0.787167 =-0.0511517 f41<=0.95696 =0.409039 =-0.103905
f19<=0.0357997 f10<=-2.78383 f42<=0.705935 f40<=0.0679598 =-0.745806 =0.998185 f41<=0.546006 =1.05432 =-0.776755 f26<=0.800132 f44<=0.884219 =-0.23553 =-0.980549 =-1.73916 f43<=0.439683 f6<=0.564957 f1<=0.279686 =0.750788 =-0.0351589 f41<=0.663222 =-0.694621 =0.204329 f17<=0.9231 f32<=0.290251 =-0.00881982 =0.621113 f20<=0.983812 =0.685671 =-0.0940025
f27<=0.181866 f5<=0.0477849 f18<=0.200105 f17<=0.670788 =0.798574 =-0.587235 f25<=0.200061 =0.170891 =-0.650321 f16<=0.23897 f20<=0.684917 =-0.980774 =-0.0449561 f39<=0.00221853 =-0.0541619 =-0.524585 f24<=0.211146 f21<=0.555598 f33<=0.0333631 =-0.371952 =-1.28072 f33<=0.123469 =0.457886 =-0.929199 f23<=0.651231 f2<=-0.0795648 =-0.227075 =0.191449 f13<=0.00616038 =0.235842 =-0.167765
f13<=0.680171 f44<=0.0143918 f45<=0.24676 f42<=1.2103 =-0.141507 =-0.571385 f12<=0.875166 =-0.0128701 =0.796137 f3<=0.394055 f7<=0.859681 =-0.0235643 =0.353378 f20<=0.574185 =-0.546481 =0.636283 f38<=0.131282 f26<=0.498849 f36<=0.0857285 =-0.0946662 =1.91611 f43<=0.18116 =-0.679058 =0.503071 f40<=0.0823605 f0<=6.0742 =0.77052 =-0.714301 f42<=0.705935 =0.639393 =2.0824
f26<=0.3572 f5<=0.214757 f2<=0.321151 f13<=0.344007 =-0.189697 =0.41007 f24<=0.160078 =-0.47577 =0.406446 f14<=0.71431 f45<=0.315036 =-0.619844 =-0.211846 f32<=0.15047 =-0.0402915 =1.87335 f43<=0.486551 f3<=0.0571542 f40<=0.102249 =-0.0580866 =0.710671 f21<=0.333387 =-0.298999 =0.0117826 f19<=0.200106 f25<=0.336727 =0.146548 =-0.849014 f21<=0.0773148 =-0.540167 =0.41272
f6<=0.178592 f13<=0.109054 f42<=0.667863 f25<=0.284156 =0.12045 =0.554829 f39<=0.125013 =0.0339275 =-0.791361 f42<=1.2103 f39<=0.00962863 =-0.330712 =0.00822732 f40<=0.158303 =-0.176711 =1.2018 f7<=0.416049 f39<=0.00962863 f4<=0.0030974 =-0.41934 =0.390495 f6<=0.364965 =-0.367975 =-1.2254 f42<=1.15391 f25<=0.107595 =-0.234552 =0.148813 f43<=0.253172 =-0.669637 =0.411578
f24<=0.40273 f20<=0.995197 f20<=0.75688 f22<=0.165162 =-0.506541 =-0.0661582 f12<=0.125048 =0.389768 =-0.172693 f25<=0.553062 f1<=0.573974 =-1.24595 =-0.121801 f10<=-2.09626 =0.505668 =-0.615069 f23<=0.651231 f2<=0.00187617 f46<=1.5 =-0.892861 =-0.0152997 f46<=4.5 =0.369117 =0.00784038 f41<=0.95696 f31<=0.0230917 =-0.50234 =0.331879 f42<=0.426705 =0.217855 =-0.257193
f13<=0.588335 f39<=0.0674966 f13<=0.00616038 f42<=0.667863 =0.267215 =-0.185289 f7<=0.416049 =-0.169429 =0.100089 f6<=0.277809 f3<=0.28541 =0.122567 =-0.203851 f7<=0.294524 =-1.32773 =-0.290022 f36<=0.000102145 f12<=0.254998 f21<=0.669236 =-0.0364436 =1.52408 f24<=0.363714 =1.05452 =-0.874293 f39<=0.101947 f10<=-0.872146 =-0.232709 =1.40958 f10<=-1.63405 =0.919195 =-0.0458855
f21<=0.390524 f35<=0.0873413 f23<=0.691747 f16<=0.837336 =0.140071 =-0.385352 f40<=0.898019 =-0.446362 =-2.14167 f6<=0.0644173 f17<=0.974379 =0.284295 =-0.767865 f20<=0.547389 =-0.891951 =-0.243324 f27<=0.181866 f16<=0.000155666 f40<=0.617071 =-0.639197 =-1.81631 f15<=0.200175 =0.0432898 =-0.616107 f33<=0.207711 f26<=0.568115 =0.0754519 =0.311232 f38<=0.00429803 =-0.457758 =0.000771602
f45<=0.99415 f0<=9.9226 f10<=-1.54883 f43<=0.689908 =0.00726696 =0.282176 f42<=0.536889 =0.0202531 =-0.308472 f35<=0.0319584 f19<=0.177069 =-1.12927 =0.23643 f24<=0.666762 =0.884682 =-0.233829 f41<=0.988908 f43<=0.996534 f38<=0.112099 =-1.33388 =-0.0802255 =0.245602 f23<=0.59215 f7<=0.353889 =-0.826855 =0.187756 f20<=0.622402 =1.28359 =-0.179364
f6<=0.178592 f19<=0.150047 f5<=0.0551473 f24<=0.314947 =-0.787721 =0.794068 f34<=0.0808452 =-0.217379 =-0.838658 f42<=0.536889 f18<=0.0800808 =-0.217536 =0.360893 f41<=0.74515 =0.704483 =-0.0190177 f7<=0.416049 f6<=0.351238 f0<=7.61258 =0.0865461 =-0.528134 f40<=0.211309 =-0.233569 =-1.24647 f13<=0.370855 f39<=0.125013 =0.0060603 =-0.878827 f41<=0.905858 =0.976651 =0.031922
f5<=0.00248867 f29<=0.0013478 f32<=0.0569578 f26<=0.500114 =-1.3531 =-0.234338 f20<=0.562523 =1.04993 =-0.162582 f32<=0.0359085 f2<=0.0801959 =0.00719145 =1.06902 f20<=0.622402 =-0.368116 =0.469031 f46<=0.5 f5<=0.214757 f42<=0.58151 =-0.616996 =0.0957265 f13<=0.109054 =-0.794033 =1.02815 f3<=0.394055 f33<=0.367468 =0.00101987 =-0.529882 f1<=0.667546 =0.486798 =-0.181747
f28<=0.0464238 f34<=0.0887802 f21<=0.736992 f24<=0.414165 =-0.142908 =0.252332 f29<=0.221037 =-0.520619 =-0.0118158 f10<=-0.872146 f16<=0.98696 =-0.439818 =0.496691 f27<=0.200068 =-0.599741 =0.954742 f21<=0.58255 f18<=0.785886 f30<=0.00879514 =0.128804 =-0.189314 f38<=0.0838756 =0.667451 =-0.513675 f19<=0.500811 f43<=0.642052 =-0.328973 =0.535198 f31<=0.442945 =0.251818 =-0.370675
f21<=0.0132014 f2<=-0.2438 f38<=0.0214355 f43<=0.995313 =-0.767004 =0.439929 f10<=-1.40312 =1.70324 =0.490165 f6<=0.43664 f31<=0.325116 =-1.01936 =0.775633 f22<=0.470043 =0.536018 =-0.446947 f2<=-0.344672 f13<=0.0952533 f25<=0.578987 =-0.287036 =0.78595 f20<=0.888922 =-1.45916 =-0.303498 f13<=0.559541 f3<=0.0897534 =0.177457 =-0.0340241 f30<=0.170379 =-0.0561308 =0.589957
f44<=0.0143918 f7<=0.82203 f41<=0.905858 f5<=0.282757 =-0.0664352 =0.89207 f0<=5.4359 =0.212648 =-0.243544 f41<=0.663222 f0<=6.0742 =-1.06004 =0.016767 f42<=0.513347 =1.04025 =-0.414501 f3<=0.394055 f26<=0.3572 f14<=0.0159152 =0.0727592 =-0.228352 f23<=0.676978 =0.199849 =-0.139062 f20<=0.574185 f29<=0.0395271 =1.05908 =-0.892992 f17<=0.558485 =1.1919 =0.275724
f29<=0.17484 f12<=0.333616 f34<=0.0409282 f39<=0.0431567 =0.084335 =-0.472408 f20<=0.75688 =-0.595281 =0.0859228 f20<=0.562523 f7<=0.416049 =0.114795 =0.514442 f26<=0.568115 =-0.415404 =0.250272 f41<=0.95696 f5<=0.250539 f16<=0.625146 =0.253803 =-0.269583 f27<=0.595329 =0.442231 =1.65412 f2<=-0.434946 f17<=0.946458 =-1.32485 =0.140775 f10<=-1.674 =0.0931166 =-0.206121
f28<=0.0511602 f8<=3.90192 f27<=0.149725 f40<=0.732845 =-0.319729 =-1.10832 f22<=0.300087 =-0.263188 =0.0533661 f16<=0.000155666 f20<=0.604222 =-0.926244 =0.450472 f27<=0.266708 =0.85871 =-0.887594 f13<=0.588335 f13<=0.109054 f6<=0.0520626 =0.347228 =-0.019017 f42<=1.42537 =-0.100813 =0.536891 f30<=0.233371 f43<=0.18116 =-0.148383 =0.621126 f32<=0.240016 =1.05864 =-0.235792
f43<=0.997645 f25<=0.0909507 f35<=0.0454947 f44<=0.348359 =-0.155141 =-0.61241 f46<=4.5 =-0.348653 =0.230396 f42<=0.683215 f41<=0.998476 =0.0491432 =0.825674 f41<=0.986819 =0.147598 =-0.320087 f6<=0.0790068 f30<=0.0302744 f7<=0.00500181 =0.414972 =-1.30085 f44<=0.578168 =1.11916 =-0.545291 f6<=0.615656 f34<=0.125085 =1.1875 =-0.614633 =-0.605942
f44<=0.0143918 f45<=0.315036 f41<=0.997885 f3<=0.302662 =-0.0710955 =-0.495135 f28<=0.600481 =-1.00839 =0.243797 f38<=0.156307 f13<=0.0952533 =0.323393 =-0.165704 f20<=0.963582 =0.0681472 =1.40835 f3<=0.394055 f7<=0.859681 f10<=-2.69774 =0.32001 =-0.0384429 f26<=0.766682 =0.403144 =-0.889689 f20<=0.533389 f6<=0.0974101 =0.53819 =-1.08237 f17<=0.558485 =1.07309 =0.221681
f5<=0.00248867 f44<=0.716811 f44<=0.270123 f32<=0.0416905 =0.564619 =-0.392379 f41<=0.74515 =1.00055 =-0.464993 f43<=0.993841 f16<=0.0203051 =-0.679506 =0.46348 f33<=0.055133 =-0.159191 =-1.46102 f46<=0.5 f0<=5.76676 f7<=0.235564 =0.496876 =-0.976041 f5<=0.214757 =-0.190251 =0.897674 f10<=-1.54883 f12<=0.927463 =0.0426619 =0.66003 f10<=-0.872146 =-0.198805 =0.174923
f40<=0.988893 f1<=0.616679 f21<=0.940034 f7<=0.67897 =-0.0648364 =0.112311 f42<=0.426705 =0.154389 =-0.66929 f3<=0.0772841 f35<=0.0288907 =-0.308743 =1.50593 f7<=0.65309 =0.153695 =-0.254469 f5<=0.132179 f2<=0.503993 =0.95494 f39<=7.80275e-05 =-1.05688 =0.568984 f23<=0.513908 f29<=0.187563 =0.457896 =-1.26281 f40<=0.991185 =-0.381563 =0.636609
f28<=0.0511602 f21<=0.736992 f24<=0.395857 f32<=0.0146931 =0.179972 =-0.375728 f29<=0.208371 =0.0223709 =0.514461 f43<=0.10897 f25<=0.513897 =-0.773471 =-0.235544 f10<=-2.0413 =0.344544 =-0.299534 f3<=0.0897534 f35<=0.0198638 f36<=0.0317821 =-0.417231 =0.70536 f42<=1.0217 =0.423596 =1.97405 f30<=0.200108 f6<=0.0413875 =0.113063 =-0.142067 f13<=0.536244 =0.0646247 =0.624022
f43<=0.253172 f27<=0.0939193 f14<=0.71431 f36<=0.0643066 =-0.334378 =-1.04135 f13<=5.88789e-05 =1.00072 =-0.20753 f1<=0.311138 f6<=0.564957 =0.850429 =-0.518053 f45<=0.315036 =-0.14024 =0.0902551 f1<=0.279686 f0<=8.04479 f4<=0.0360957 =-0.348459 =0.602529 f40<=0.0915726 =-0.0348815 =-1.06591 f42<=1.2103 f45<=0.105439 =0.237355 =-0.0597665 f23<=0.722405 =0.90273 =-0.21173
f43<=0.997645 f21<=0.0132014 f20<=0.482168 f40<=0.108496 =-0.263107 =-1.28727 f14<=0.324212 =0.435217 =-0.815955 f19<=0.0357997 f0<=5.60396 =0.399054 =-0.440616 f0<=9.9226 =0.00387355 =0.460504 f16<=0.818308 f20<=0.454855 f44<=0.217094 =0.821649 =-0.709462 f42<=0.122132 =1.22176 =0.0293987 f44<=0.201973 =0.847722 f5<=0.0477849 =-0.163835 =-1.21531
f43<=0.987222 f10<=-1.54883 f43<=0.689908 f45<=0.315036 =-0.100068 =0.122009 f44<=0.618136 =0.418279 =-0.423573 f40<=0.463414 f41<=0.990784 =0.194223 =-0.222915 f22<=0.339313 =-0.693572 =-0.149546 f44<=0.660315 f45<=0.982052 f14<=0.0159152 =0.916149 =0.314588 f10<=-0.948046 =0.258239 =-1.0995 f20<=0.574185 f30<=0.29171 =-0.994964 =0.534176 f17<=0.441835 =0.925064 =-0.323734
f5<=0.00248867 f29<=0.0013478 f32<=0.0569578 f26<=0.500114 =-1.27788 =-0.215595 f20<=0.562523 =0.996704 =-0.101797 f32<=0.0359085 f2<=0.0801959 =0.00571534 =0.987685 f20<=0.622402 =-0.301747 =0.413425 f41<=0.0682736 f0<=5.95454 f6<=0.324802 =-0.0096897 =-0.866237 f44<=1.006 =0.0854238 =-0.760943 f16<=0.0681861 f10<=-2.24198 =0.156531 =-0.365103 f20<=0.375065 =0.265726 =0.000115546
f29<=0.17484 f12<=0.333616 f14<=0.140048 f17<=0.395857 =0.12454 =-0.317679 f16<=0.68242 =-0.641311 =0.0570648 f20<=0.604222 f19<=0.342833 =-0.17184 =0.320593 f16<=0.644301 =-0.584139 =-0.0141201 f41<=0.95696 f22<=0.354726 f30<=0.0553521 =-0.845198 =0.222339 f3<=0.18711 =0.749326 =0.182246 f2<=-0.434946 f13<=0.259323 =0.311275 =-1.20972 f42<=0.536889 =0.177951 =-0.104255
f26<=0.394011 f5<=0.214757 f13<=0.536244 f42<=0.705935 =0.0533739 =-0.299985 f46<=6.5 =1.17861 =-0.390683 f14<=0.71431 f18<=0.624218 =-0.510194 =-0.149429 f32<=0.15047 =-0.0164843 =1.45073 f43<=0.31766 f22<=0.28573 f1<=0.601287 =-0.434802 =0.287486 f46<=4.5 =0.164788 =-0.100765 f2<=-0.0420378 f17<=0.594959 =-0.362436 =0.210281 f21<=0.0773148 =-0.675573 =0.336226
f27<=0.181866 f5<=0.0477849 f18<=0.200105 f34<=9.57854e-05 =-0.372646 =0.748463 f25<=0.200061 =0.21459 =-0.628848 f16<=0.23897 f20<=0.684917 =-0.853496 =0.0168268 f23<=0.362527 =-0.482053 =-0.0297015 f24<=0.269182 f21<=0.450029 f4<=0.0229683 =-0.536546 =0.34445 f17<=0.462904 =0.757637 =-0.0981188 f33<=0.183282 f46<=3.5 =0.205203 =0.0271118 f27<=0.25434 =0.570855 =-0.168828
f29<=0.329052 f33<=0.06546 f31<=0.0978928 f39<=0.0674966 =0.155024 =-0.320387 f1<=0.384437 =-0.761107 =-0.109438 f10<=-0.872146 f12<=0.0884282 =-0.340611 =-0.10019 f23<=0.350057 =-0.536595 =0.54038 f16<=0.90012 f23<=0.561122 f22<=0.366712 =0.0171729 =0.538 f19<=0.690497 =-0.184554 =0.192953 f14<=0.475723 f2<=0.336876 =-0.88253 =-0.109779 f26<=0.645883 =-0.353456 =0.368351
f30<=0.200108 f25<=0.0909507 f40<=0.574625 f43<=0.163204 =-0.370574 =0.18433 f32<=0.325109 =-0.845689 =0.275059 f46<=3.5 f23<=0.425143 =0.301433 =-0.0209269 f45<=0.712816 =-0.158879 =0.0746649 f19<=0.625136 f24<=0.640012 f25<=0.318863 =0.413734 =-0.15762 f41<=0.97102 =0.0815009 =-0.611546 f41<=0.297248 f6<=0.0974101 =0.273333 =-0.908625 f12<=0.78266 =0.303967 =-0.450008
f21<=0.390524 f42<=0.830011 f29<=0.403688 f40<=0.499848 =0.0197637 =-0.322886 f16<=0.486344 =0.742172 =-0.234812 f43<=0.642052 f14<=0.12258 =-0.79727 =-0.276576 f31<=0.0130473 =-1.09386 =0.871095 f10<=-0.872146 f27<=0.181866 f28<=0.0154084 =-0.642745 =-0.0533752 f0<=8.71744 =0.087798 =-0.228454 f18<=0.687573 f30<=0.372366 =0.412195 =1.57766 f24<=0.662519 =0.265197 =-0.550876
f2<=0.848572 f13<=0.680171 f2<=0.246215 f28<=0.600481 =-0.0144993 =-0.398795 f42<=0.683215 =0.228677 =-0.163248 f38<=0.131282 f45<=0.0592742 =0.513691 =-0.440404 f40<=0.0823605 =-0.260593 =1.10952 f37<=0.0545503 f6<=0.324802 f21<=0.722959 =0.79091 =-0.458893 f25<=0.000101461 =0.526251 =-1.28188 f23<=0.513908 f25<=0.428613 =-0.470449 =0.339279 f16<=0.287642 =-0.484411 =-1.98663
f6<=0.202537 f13<=0.00616038 f42<=0.667863 f43<=0.929729 =0.477356 =-0.0706597 f5<=0.256563 =-0.278149 =0.403222 f42<=1.5089 f7<=0.128786 =-0.142991 =0.14995 f40<=0.114981 =-0.150075 =1.14456 f7<=0.385151 f1<=0.331567 f6<=0.482059 =0.269898 =-0.835275 f19<=0.666841 =-0.810788 =0.171149 f42<=1.15391 f26<=0.181903 =-0.229155 =0.114016 f43<=0.226257 =-0.610342 =0.284595
f43<=0.987222 f25<=0.0707205 f15<=0.55243 f9<=0.377405 =-0.406052 =0.0428699 f7<=0.445672 =0.450068 =-0.427792 f24<=0.40273 f20<=0.357226 =0.176245 =-0.131787 f46<=4.5 =0.149513 =-0.0344139 f44<=0.660315 f5<=0.0251131 f40<=0.938376 =1.22188 =0.59847 f17<=0.938303 =0.141154 =1.26461 f20<=0.574185 f30<=0.29171 =-0.910501 =0.472378 f45<=0.399924 =0.275663 =-1.29201
f28<=0.0413663 f40<=0.654899 f29<=0.115407 f30<=0.200108 =-0.052102 =-0.736123 f17<=0.687529 =0.354883 =-0.149477 f12<=0.0400169 f10<=-0.948046 =-0.90567 =-0.0408958 f27<=0.280341 =-0.600144 =0.288866 f15<=0.591367 f34<=0.0149129 f45<=0.666891 =-0.21919 =0.173478 f3<=0.0897534 =0.434544 =0.0386382 f42<=1.42537 f34<=0.181279 =0.236626 =-0.622996 f32<=0.100061 =2.16792 =0.092144
f44<=0.0143918 f42<=0.122132 f7<=0.235564 f21<=0.303588 =0.745904 =-0.508277 f10<=-1.93008 =-0.871243 =-0.178033 f41<=0.905858 f13<=0.178194 =-0.131126 =0.48469 f0<=5.4359 =0.174068 =-0.204037 f3<=0.394055 f42<=1.2103 f7<=0.82203 =-0.048487 =0.252354 f45<=0.830725 =0.166612 =2.00831 f20<=0.533389 f29<=0.0333429 =0.870097 =-0.877654 f18<=0.892953 =0.619042 =-0.55203
f30<=0.111173 f25<=0.284156 f14<=0.140048 f4<=0.00694848 =-0.13615 =0.242314 f41<=0.994843 =-0.590233 =0.107793 f22<=0.189229 f2<=0.624312 =-0.897292 =1.00214 f41<=0.663222 =0.263542 =-0.0197327 f33<=0.195218 f27<=0.30146 f28<=0.240014 =-0.253663 =0.311119 f13<=0.109054 =0.427949 =0.104314 f20<=0.714393 f46<=5.5 =-0.898125 =0.00964255 f1<=0.516081 =0.645264 =-0.0752837
f43<=0.987222 f10<=-1.54883 f12<=0.927463 f43<=0.689908 =-0.0164796 =0.222096 f29<=0.17484 =0.892778 =-0.550505 f40<=0.463414 f41<=0.990784 =0.179319 =-0.178337 f16<=0.0681861 =-0.766117 =-0.175064 f44<=0.716811 f45<=0.982052 f14<=0.0035172 =0.845459 =0.270966 f36<=0.000102145 =0.474448 =-0.895959 f10<=-0.536621 f5<=0.141462 =-0.845854 =0.612851 f17<=0.441835 =0.960448 =-0.422029
f21<=0.390524 f25<=0.553062 f36<=0.0857285 f24<=0.425474 =-0.163708 =0.252528 f18<=0.575768 =-0.566214 =0.302007 f20<=0.574185 f34<=0.0769991 =0.115626 =-0.629472 f41<=0.412981 =1.303 =0.140368 f10<=-0.872146 f27<=0.181866 f28<=0.0154084 =-0.560777 =-0.0371494 f12<=0.333616 =-0.0218445 =0.168539 f18<=0.687573 f30<=0.372366 =0.377734 =1.47311 f24<=0.666762 =0.244267 =-0.496413
f27<=0.555738 f39<=0.125013 f0<=10.1523 f20<=0.482168 =0.0959815 =-0.0612621 f23<=0.394764 =-0.166451 =0.892367 f41<=0.993679 f43<=0.831305 =-0.67802 =0.629817 f42<=0.705935 =0.488244 =-0.523965 f20<=0.408713 f1<=0.402259 f20<=0.375065 =-1.17911 =0.0423464 f43<=0.202218 =-0.343674 =0.415831 f32<=0.133396 f23<=0.773924 =0.353654 =-0.0725213 f38<=0.01788 =-0.38611 =0.0925179
f21<=0.596205 f12<=4.76826e-05 f15<=0.0191282 f27<=0.580499 =-0.175492 =0.355336 f6<=0.261005 =-0.164395 =-0.659258 f19<=0.703942 f13<=0.382728 =0.0490121 =0.431625 f41<=0.74515 =0.28629 =-0.412272 f18<=0.687573 f30<=0.0192503 f25<=0.306138 =-0.74403 =0.00408952 f1<=0.331567 =0.96336 =0.182368 f20<=0.983812 f26<=0.602062 =-0.0931579 =0.317542 f36<=0.0142439 =0.114885 =-0.626007
f5<=0.00248867 f35<=0.104176 f29<=0.0606265 f0<=5.68528 =0.529155 =-0.579426 f32<=0.0359085 =0.875546 =0.306183 f44<=0.189304 f29<=0.759209 =-1.04602 =0.236745 f1<=0.311138 =-0.860933 =0.48848 f46<=0.5 f12<=0.0884282 f32<=0.0755179 =-0.24384 =-0.899372 f13<=0.0571478 =-0.408595 =0.46247 f3<=0.394055 f33<=0.367468 =0.00057324 =-0.426736 f1<=0.667546 =0.415921 =-0.190573
f1<=0.616679 f7<=0.67897 f6<=0.482059 f41<=0.663222 =0.166069 =-0.0987081 f7<=0.475599 =-0.989124 =-0.202378 f23<=0.625013 f26<=0.181903 =-0.417569 =0.322384 f17<=0.803984 =-0.0822196 =-0.813738 f3<=0.0772841 f35<=0.0288907 f27<=0.606155 =0.333627 =-1.21735 f20<=0.59174 =0.107117 =1.88694 f7<=0.65309 f7<=0.0360811 =-0.0130679 =0.366028 f42<=0.513347 =0.248899 =-0.423282
f21<=0.0132014 f25<=0.270431 f19<=0.690497 f43<=0.995313 =-1.45434 =-0.331 f10<=-0.872146 =-0.545492 =1.05249 f14<=0.324212 f20<=0.482168 =-0.545548 =0.821009 f3<=0.294266 =-0.972186 =0.752948 f2<=-0.344672 f40<=0.574625 f32<=0.0333519 =-0.639375 =0.16263 f14<=2.72331e-05 =-0.154775 =-1.38135 f0<=9.9226 f3<=0.0381092 =0.379805 =0.00198262 f30<=0.694986 =0.472763 =-1.09146
f19<=0.0357997 f3<=0.0772841 f7<=0.0113679 =0.155893 f30<=0.123493 =-1.34172 =0.328293 f34<=9.57854e-05 f35<=0.0167221 =-0.312957 =0.580707 f29<=0.403688 =-0.750141 =0.0564764 f43<=0.642052 f45<=0.712816 f44<=0.578168 =-0.123451 =0.122882 f42<=1.2103 =0.083216 =1.81527 f1<=0.279686 f10<=-1.9494 =1.35109 =-0.647642 f40<=0.463414 =0.407666 =0.00627384
f29<=0.17484 f12<=0.363887 f15<=0.221615 f17<=0.370196 =0.105732 =-0.264034 f14<=2.72331e-05 =-0.142264 =-0.706977 f20<=0.500071 f7<=0.416049 =0.0622166 =0.562528 f16<=0.57785 =-0.461299 =0.0678541 f41<=0.95696 f13<=0.178194 f24<=0.414165 =-0.15902 =0.222256 f28<=0.300124 =0.655703 =-0.239473 f2<=-0.434946 f9<=0.592351 =-1.05596 =0.398248 f39<=0.00962863 =-0.173526 =0.0820018
f4<=0.0834848 f2<=0.848572 f1<=0.60864 f24<=0.750214 =-0.00821668 =-0.279118 f0<=6.70257 =0.251618 =-0.0325819 f0<=6.94938 f6<=0.324802 =0.245609 =-0.83724 f26<=0.136513 =0.156862 =-1.40853 f31<=0.0230917 f42<=0.44945 f27<=0.33729 =-0.463191 =1.01748 f18<=0.851522 =-1.33477 =0.702191 f19<=0.666841 f23<=0.255604 =-0.477236 =1.16536 f26<=0.568115 =-0.717424 =0.773269
f6<=0.178592 f13<=0.0703122 f42<=0.625244 f14<=0.0078211 =0.529928 =0.0709442 f17<=0.850094 =-0.192732 =0.305488 f42<=1.60478 f39<=0.00586249 =-0.260911 =0.034861 f15<=0.402584 =0.300766 =2.00922 f7<=0.294524 f32<=0.0333519 f29<=0.0750132 =-0.257488 =0.704157 f19<=0.703942 =-0.902661 =0.320229 f43<=0.871824 f42<=0.0431558 =-0.400981 =0.0126109 f1<=0.279686 =-0.547405 =0.372416
f41<=0.999122 f45<=0.99415 f28<=0.673583 f29<=0.329052 =-0.0248974 =0.102782 f35<=0.070595 =-0.726515 =0.126791 f41<=0.988908 f5<=0.118722 =-0.197003 =-1.22125 f23<=0.59215 =-0.398405 =0.317486 f42<=0.728846 f22<=0.883294 f33<=0.0211718 =0.398907 =1.22846 =-0.0664885 f6<=0.00400521 =-0.928905 f43<=0.253172 =-0.215246 =2.04974
f21<=0.940034 f21<=0.596205 f12<=4.76826e-05 f20<=0.622402 =-0.38256 =-0.030103 f19<=0.703942 =0.0978388 =-0.238756 f44<=0.348359 f2<=-0.434946 =-0.618447 =0.0431538 f42<=1.0217 =0.126934 =0.856221 f34<=0.166818 f1<=0.624571 f42<=0.426705 =0.255614 =-0.576854 f39<=0.235376 =0.219068 =-0.807924 f26<=0.871387 f36<=0.166773 =-1.05268 =-0.342004 f39<=0.0741041 =-0.637512 =0.768955
f5<=0.377859 f14<=0.71431 f28<=0.537303 f29<=0.300077 =-0.0341821 =0.10487 f2<=0.233804 =-0.457479 =0.280391 f13<=0.344007 f26<=0.678625 =0.186934 =0.844724 f39<=0.0131656 =-0.693756 =0.185537 f41<=0.990784 f20<=0.5179 f18<=0.32327 =0.207012 =-0.918191 f3<=0.0897534 =1.47411 =0.0529045 f45<=0.0921288 f36<=0.114309 =-0.848213 =1.36577 f41<=0.998476 =-1.2075 =-0.0930852
f5<=0.00248867 f35<=0.104176 f29<=0.0113729 f20<=0.357226 =-0.993999 =0.445777 f44<=0.660315 =0.721664 =0.104386 f44<=0.189304 f17<=0.830757 =-1.1313 =-0.0405953 f1<=0.311138 =-0.797443 =0.444853 f46<=0.5 f42<=0.58151 f0<=5.68528 =-0.769823 =-0.166129 f12<=0.0884282 =-0.141787 =0.695743 f3<=0.454923 f23<=0.900139 =0.0135172 =-0.167687 f5<=0.256563 =0.446979 =-0.879109
f31<=0.442945 f3<=0.418196 f23<=0.925107 f7<=0.878835 =-0.00176635 =0.315281 f2<=0.100216 =-0.0108668 =-0.635056 f20<=0.622402 f29<=0.0395271 =0.981281 =-0.820819 f43<=0.785775 =0.321779 =1.47575 f10<=-2.24198 f16<=0.155271 f30<=0.100078 =1.34658 =-0.0730317 f45<=0.623825 =-0.942645 =0.128088 f22<=0.992884 f41<=0.994594 =0.17824 =-1.07883 f34<=0.412271 =1.38765 =-0.723874
f28<=0.0511602 f4<=0.0360957 f22<=0.233071 f34<=0.0149129 =-0.0746245 =-0.761999 f26<=0.363681 =-0.188872 =0.0564302 f39<=0.0166945 f29<=0.257177 =0.753061 =-0.0737922 f35<=0.137264 =-0.886451 =0.877088 f13<=0.588335 f13<=0.109054 f17<=0.954863 =0.0283073 =0.438431 f42<=1.42537 =-0.0880916 =0.423577 f40<=0.0711721 f36<=0.133353 =-0.747081 =0.40872 f23<=0.833388 =0.591986 =-0.111968
f6<=0.58774 f41<=0.663222 f18<=0.807953 f42<=0.646673 =0.0765047 =0.541281 f27<=0.756089 =-0.690057 =0.609686 f21<=0.226096 f16<=0.371459 =0.149944 =-0.468306 f42<=0.536889 =0.150979 =-0.0580087 f7<=0.788174 f0<=9.70198 f19<=0.120386 =0.0541115 =-0.937908 =0.733114 f0<=5.95454 f41<=0.74515 =-0.816897 =0.981427 f17<=0.259309 =-0.458161 =0.482092
f41<=0.999122 f22<=0.440096 f40<=0.429741 f12<=0.107984 =0.201226 =-0.114263 f19<=0.466743 =-0.352318 =0.0363607 f46<=5.5 f12<=0.333616 =0.0218412 =0.275639 f42<=0.27775 =0.34013 =-0.130327 f42<=0.728846 f31<=0.069357 f1<=0.430368 =-0.0856331 =1.22782 f42<=0.646673 =0.79808 =-0.388439 f6<=0.00400521 =-0.914489 f43<=0.253172 =-0.200232 =1.83257
f6<=0.324802 f41<=0.663222 f5<=0.23413 f18<=0.666734 =0.255125 =-0.447387 f32<=0.261946 =1.22576 =-0.245167 f21<=0.226096 f6<=0.157289 =-0.149898 =-1.13297 f19<=0.35721 =-0.227589 =0.0870526 f7<=0.416049 f23<=0.214348 f4<=0.00694848 =-0.477799 =0.796989 f3<=0.25707 =-0.941131 =-0.15585 f26<=0.602062 f42<=1.15391 =0.130795 =-0.506707 f37<=0.0500278 =-0.563019 =0.10835
f44<=0.0143918 f45<=0.315036 f41<=0.997885 f42<=1.2103 =-0.046853 =-0.401288 f28<=0.600481 =-0.964781 =0.375696 f38<=0.156307 f6<=0.407535 =-0.119954 =0.395294 f20<=0.983812 =0.0962177 =1.28768 f3<=0.394055 f42<=1.2103 f7<=0.82203 =-0.0376441 =0.205075 f6<=0.309387 =0.488448 =-0.310947 f20<=0.622402 f6<=0.135717 =0.476207 =-0.757441 f18<=0.892953 =0.561475 =-0.609804
f31<=0.572532 f14<=0.71431 f3<=0.418196 f3<=0.263494 =0.0121467 =-0.138672 f20<=0.622402 =-0.370071 =0.373843 f13<=0.333434 f26<=0.719038 =0.227132 =0.91632 f15<=3.15259e-05 =0.135005 =-0.811424 f25<=0.52784 f41<=0.990784 f18<=0.411489 =-0.379211 =-1.12984 f5<=0.183645 =0.99671 =-0.24336 f9<=0.688053 f6<=0.294173 =-0.45088 =1.01006 f42<=1.15391 =1.35846 =-0.351375
f6<=0.58774 f41<=0.663222 f42<=0.646673 f4<=0.00694848 =-0.118711 =0.456216 f0<=6.75983 =0.120082 =0.794297 f21<=0.226096 f17<=0.964337 =-0.184308 =-0.826754 f19<=0.150047 =-0.331378 =0.0334304 f7<=0.788174 f0<=9.70198 f19<=0.120386 =0.0511175 =-0.884043 =0.670143 f0<=5.95454 f41<=0.74515 =-0.779297 =0.912728 f17<=0.259309 =-0.443503 =0.407072
f21<=0.940034 f30<=0.200108 f15<=0.200175 f36<=0.263702 =0.0452865 =-0.487508 f1<=0.424618 =-0.4704 =-0.0438427 f7<=0.0495177 f42<=0.667863 =0.13286 =-0.277846 f5<=0.164362 =0.0122027 =0.450132 f36<=0.00715995 f19<=0.714607 f42<=0.559498 =0.571124 =-0.614583 f34<=0.181279 =0.64123 =-0.840685 f5<=0.12296 f19<=0.120386 =-0.645114 =0.42203 f9<=0.0143992 =-0.291192 =-1.60521
f6<=0.202537 f15<=0.520691 f15<=0.0102074 f30<=0.372366 =0.16104 =-0.293927 f46<=1.5 =0.459165 =-0.165667 f42<=1.06088 f37<=0.0500278 =0.247488 =-0.238421 f41<=0.994594 =1.201 =-0.563134 f7<=0.323424 f32<=0.0333519 f29<=0.0750132 =-0.272437 =0.648385 f19<=0.676832 =-0.884933 =0.301607 f43<=0.871824 f13<=0.370855 =-0.107231 =0.157169 f1<=0.311138 =-0.262555 =0.406107
f5<=0.377859 f12<=0.830205 f29<=0.133373 f40<=0.0823605 =-0.336867 =-0.0208527 f23<=0.638963 =0.124679 =-0.0748328 f20<=0.730231 f13<=0.0200575 =0.630597 =-0.111744 f3<=0.0936438 =0.8352 =-0.581396 f41<=0.990784 f20<=0.5179 f18<=0.32327 =0.2147 =-0.89741 f19<=0.912134 =0.64434 =-0.723941 f45<=0.0921288 f36<=0.114309 =-0.824267 =1.25811 f41<=0.998476 =-1.16976 =-0.0657759
f4<=0.0834848 f2<=0.848572 f3<=0.0494548 f20<=0.5179 =0.409695 =-0.427803 f27<=0.555738 =-0.0367011 =0.0737837 f0<=6.94938 f10<=-2.0413 =-0.643004 =0.356945 f8<=0.89588 =-1.42402 =-0.0763192 f31<=0.0230917 f42<=0.513347 f27<=0.33729 =-0.497101 =0.964816 f18<=0.851522 =-1.299 =0.659623 f19<=0.666841 f44<=0.0143918 =-0.0783676 =1.17901 f5<=0.10417 =0.63668 =-0.802171
f41<=0.999122 f21<=0.0132014 f25<=0.270431 f19<=0.690497 =-1.10858 =0.0974003 f5<=0.0987881 =0.433144 =-0.409008 f2<=-0.344672 f42<=0.35494 =0.134977 =-0.459792 f10<=-2.90303 =0.235481 =-0.000320786 f42<=0.728846 f31<=0.069357 f1<=0.430368 =-0.0746025 =1.17434 f42<=0.646673 =0.761295 =-0.354337 f6<=0.00400521 =-0.89696 f46<=6.5 =-0.14648 =1.73718
f44<=0.0143918 f3<=0.0683334 f20<=0.5179 f12<=0.125048 =-0.37034 =0.714246 f6<=0.324802 =0.308784 =-0.902827 f29<=0.0013478 f16<=0.000155666 =0.426743 =-0.5661 f7<=0.82203 =-0.0330806 =-0.506884 f40<=0.499848 f43<=0.585454 f45<=0.315036 =-0.0736197 =0.128946 f23<=0.317978 =-0.322871 =0.338819 f17<=0.90874 f7<=0.859681 =-0.187768 =0.349789 f5<=0.197466 =0.388614 =-0.196844
f31<=0.442945 f3<=0.418196 f14<=0.71431 f28<=0.537303 =-0.00179353 =-0.293607 f32<=0.16252 =0.0319986 =0.764497 f5<=0.244729 f6<=0.00855005 =0.801401 =0.0898416 f46<=7.5 =-0.908209 =0.903757 f3<=0.18711 f33<=5.72738e-05 =-0.400354 =2.12081 f10<=-2.09626 f45<=0.487144 =-0.662154 =0.143037 f41<=0.988908 =0.430069 =-0.43699
f6<=0.58774 f41<=0.663222 f18<=0.307729 f22<=0.46157 =0.0681344 =0.507438 f42<=0.646673 =-0.218772 =0.293725 f20<=0.375065 f42<=0.646673 =0.534923 =-0.158314 f1<=0.594552 =-0.125674 =0.0670212 f7<=0.788174 f17<=0.594959 f23<=0.214348 =0.14245 =-0.965276 f30<=0.0833779 =-0.453433 =1.00856 f35<=0.151479 f2<=-0.153529 =-0.550506 =0.25052 f33<=0.183282 =-1.10387 =0.0586229
f5<=0.377859 f13<=0.622158 f21<=0.924253 f18<=0.624218 =-0.0246934 =0.101342 f22<=0.138559 =-0.705414 =-0.0763302 f38<=0.22494 f41<=0.95696 =0.601929 =-0.0977765 f14<=0.140048 =0.201848 =1.51555 f41<=0.990784 f32<=0.0642139 f3<=0.0851935 =0.660701 =-0.882182 f3<=0.0851935 =-0.605786 =0.994507 f45<=0.0921288 f36<=0.114309 =-0.803749 =1.1462 f40<=0.211309 =-1.12901 =0.020034
f5<=0.00248867 f35<=0.104176 f29<=0.0606265 f4<=0.0130747 =-0.477706 =0.57146 f42<=1.5089 =0.542845 =-0.737685 f44<=0.189304 f37<=0.0333502 =-1.05823 =-0.00990313 f8<=1.49787 =0.626561 =-0.376687 f46<=0.5 f32<=0.0755179 f13<=0.200028 =-0.165748 =0.588537 f35<=0.0454947 =-1.19326 =-0.298016 f10<=-1.85631 f41<=0.992511 =-0.0129513 =0.22933 f40<=0.574625 =0.024202 =-0.209035
f4<=0.0834848 f2<=0.848572 f41<=0.999122 f33<=0.06546 =0.0312417 =-0.045432 f42<=0.683215 =0.877504 =-0.0736556 f0<=6.885 f24<=0.550065 =-0.501092 =0.554725 f8<=0.89588 =-1.32903 =-0.0459956 f31<=0.0230917 f42<=0.44945 f27<=0.33729 =-0.440916 =0.930065 f18<=0.851522 =-1.19188 =0.611413 f19<=0.666841 f18<=0.119139 =-0.427765 =1.0518 f26<=0.377044 =-0.997324 =0.40842
f28<=0.800568 f44<=1.19935 f0<=10.1523 f36<=0.209833 =0.0241335 =-0.15015 f19<=0.0834821 =-0.71278 =0.730002 f43<=0.585454 f1<=0.632666 =-0.0739215 =0.684502 f30<=0.259281 =-0.782972 =0.405365 f35<=0.080426 f37<=0.0800433 f0<=5.07829 =-0.0466712 =-1.60778 f42<=0.625244 =1.28855 =-0.849038 f35<=0.193405 f18<=0.707082 =1.01104 =-0.90598 f22<=0.572741 =0.496458 =-0.914611
f43<=0.253172 f27<=0.0939193 f45<=0.830725 f3<=0.523396 =-0.451961 =0.44936 f42<=0.667863 =-0.179613 =0.920348 f1<=0.311138 f6<=0.549978 =0.71355 =-0.303121 f45<=0.315036 =-0.108608 =0.0719615 f42<=1.2103 f32<=0.290251 f41<=0.993278 =-0.0988184 =0.231047 f45<=0.576541 =0.647345 =-0.236872 f20<=0.995197 f17<=0.931367 =0.364892 =1.69249 f23<=0.707247 =0.515929 =-1.03307
f43<=0.989939 f10<=-1.54883 f45<=0.989137 f33<=0.06546 =0.0905503 =-0.0409927 f40<=0.227266 =-0.948647 =-0.0170147 f44<=0.682285 f0<=6.64053 =-0.832465 =-0.123955 f30<=0.123493 =-0.0451446 =0.463338 f44<=0.682285 f5<=0.00595999 f29<=0.0536298 =0.0126827 =1.18686 f44<=0.368996 =0.518809 =0.0155345 f31<=0.0667037 f23<=0.394764 =-0.642916 =0.519838 f20<=0.684917 =-1.23701 =-0.180626
f21<=0.0132014 f25<=0.270431 f19<=0.690497 f43<=0.995313 =-1.30838 =-0.262034 f10<=-0.872146 =-0.555822 =0.880928 f14<=0.324212 f20<=0.482168 =-0.506044 =0.714329 f3<=0.294266 =-0.87474 =0.691924 f10<=-0.872146 f0<=8.62173 f20<=0.482168 =0.121453 =-0.027305 f30<=0.222278 =-0.310378 =0.249234 f1<=0.279686 f18<=0.558896 =-0.830245 =0.978101 f26<=0.833528 =0.278037 =-0.600161
f28<=0.0511602 f34<=0.0887802 f19<=0.571505 f22<=0.366712 =-0.0810052 =0.226734 f7<=0.0256439 =0.234506 =-0.415106 f22<=0.329739 f12<=0.78266 =-0.916766 =0.758746 f10<=-0.872146 =-0.196408 =0.665733 f34<=0.0149129 f45<=0.712816 f17<=0.839372 =-0.353248 =0.096365 f20<=0.80013 =0.454426 =-0.169719 f14<=0.324212 f17<=0.484981 =0.333552 =0.0687607 f42<=1.0217 =-0.128145 =0.492756
f26<=0.394011 f5<=0.219563 f40<=0.130825 f42<=0.980866 =0.377614 =-0.58136 f41<=0.991519 =-0.120077 =0.212177 f15<=0.107899 f43<=0.14805 =-0.27339 =0.405748 f18<=0.350066 =-0.974808 =-0.263467 f31<=0.00915541 f14<=0.027506 f42<=0.705935 =-0.140944 =-0.647182 f10<=-1.53585 =0.215442 =-0.340395 f43<=0.355559 f41<=0.991519 =0.103128 =-0.138193 f2<=0.0980491 =0.0104942 =0.434472
f27<=0.555738 f39<=0.125013 f3<=0.454923 f36<=0.310625 =-0.00272105 =-0.691497 f20<=0.500071 =-0.996324 =0.591698 f41<=0.993679 f43<=0.831305 =-0.59118 =0.587802 f42<=0.705935 =0.452 =-0.472761 f20<=0.408713 f1<=0.402259 f20<=0.375065 =-1.10984 =0.0517581 f43<=0.202218 =-0.342511 =0.367626 f33<=0.222355 f6<=0.202537 =0.293491 =0.0164121 f20<=0.973615 =-0.436408 =0.192252
f40<=0.654899 f43<=0.929729 f27<=0.595329 f20<=0.482168 =0.0716611 =-0.0871922 f20<=0.333626 =-0.341875 =0.158265 f23<=0.28899 f35<=0.0366217 =-0.743632 =0.220736 f6<=0.58774 =0.566513 =-0.185803 f17<=0.90874 f23<=0.651231 f22<=0.329739 =-0.487605 =0.169305 f31<=0.080093 =-0.848479 =-0.211767 f20<=0.943211 f38<=0.131282 =0.564084 =-0.760574 f26<=0.444506 =0.435569 =-0.688208
f30<=0.0793884 f40<=0.365487 f46<=2.5 f6<=0.549978 =0.406113 =-0.184038 f5<=0.0687609 =0.396214 =-0.085846 f22<=0.366712 f27<=0.800209 =-0.454656 =1.07332 f23<=0.522742 =0.179391 =-0.224612 f44<=0.241706 f13<=0.559541 f37<=0.200198 =-0.050696 =-0.618799 f32<=0.290251 =0.454464 =-0.475874 f23<=0.255604 f13<=0.259323 =-0.491991 =0.475132 f5<=0.31073 =0.167104 =-0.308117
f21<=0.0132014 f25<=0.270431 f0<=10.1523 f43<=0.995313 =-1.17335 =-0.0451603 =0.30691 f40<=0.337839 f5<=0.183645 =0.476493 =-0.494063 f13<=0.0200575 =0.106453 =-1.00171 f2<=-0.434946 f40<=0.429741 f32<=0.0333519 =-0.712583 =0.336362 f5<=0.0803273 =-0.117002 =-1.24721 f10<=-2.90303 f42<=0.91584 =0.418137 =-0.606506 f26<=0.394011 =-0.0599589 =0.0457404
f7<=0.209888 f6<=0.43664 f10<=-2.61848 f42<=0.683215 =0.560249 =-0.184154 f14<=0.0035172 =0.0450263 =-0.153942 f40<=0.0915726 f38<=9.41088e-05 =0.604183 =-0.78057 f42<=1.2103 =-1.38294 =-0.293094 f0<=6.13448 f12<=0.564401 f43<=0.831305 =-0.270467 =0.613147 f21<=0.821396 =0.537935 =-0.648252 f41<=0.861283 f42<=0.667863 =0.136296 =0.66806 f42<=0.253058 =0.418373 =-0.0884808
f1<=0.641341 f5<=0.224285 f12<=0.442366 f7<=0.534487 =-0.10031 =0.0803167 f42<=0.683215 =0.388924 =-0.111291 f46<=1.5 f18<=0.833386 =0.753406 =-1.1433 f27<=0.756089 =-0.192354 =0.556877 f2<=0.0551612 f35<=0.0483999 f38<=0.156307 =0.370345 =1.24666 f22<=0.613716 =0.664885 =-0.125759 f20<=0.604222 f20<=0.440866 =-0.219586 =1.22358 f24<=0.500134 =0.292483 =-0.229927
f6<=0.324802 f0<=5.51544 f42<=0.779281 f41<=0.988035 =0.150111 =0.799657 f10<=-2.35244 =-0.437881 =0.6546 f42<=1.2103 f13<=0.00616038 =0.135881 =-0.104325 f36<=0.00715995 =-0.23809 =0.492801 f7<=0.385151 f23<=0.214348 f25<=0.217876 =0.568294 =-0.833221 f30<=0.309678 =-0.807213 =0.607745 f26<=0.602062 f15<=0.221615 =0.159751 =-0.152378 f37<=0.0500278 =-0.504555 =0.0906431
f28<=0.0511602 f4<=0.0360957 f26<=0.377044 f20<=0.426754 =0.107559 =-0.309784 f21<=0.250116 =-0.311715 =0.047706 f39<=0.0166945 f29<=0.257177 =0.684613 =-0.107372 f31<=0.0333598 =-0.994109 =0.393048 f15<=0.591367 f34<=0.0149129 f35<=0.0417045 =-0.22888 =0.0989067 f25<=0.00857344 =-0.520279 =0.0715077 f42<=1.42537 f13<=0.466783 =-0.0127343 =0.601648 f28<=0.283687 =1.7248 =-0.23151
f6<=0.64874 f43<=0.989939 f21<=0.0132014 f25<=0.336727 =-0.995751 =0.0101785 f1<=0.216268 =0.345974 =-0.00636635 f44<=0.618136 f45<=0.921011 =0.577157 =-0.10421 f31<=0.0625201 =0.0347147 =-0.993748 f24<=0.414165 f20<=0.80013 f17<=0.520852 =-0.784723 =-0.000339103 =1.20984 f38<=9.41088e-05 f26<=0.218787 =-0.382693 =1.08354 f32<=0.0333519 =-0.937306 =0.283537
f34<=0.412271 f3<=0.454923 f33<=0.367468 f1<=0.616679 =-0.0202764 =0.103308 f2<=0.321151 =-0.118644 =-1.15352 f20<=0.574185 f25<=0.500081 =-1.15824 =0.453303 f5<=0.256563 =0.505926 =-0.798419 f29<=0.0750132 f16<=0.468825 f36<=0.310625 =-0.841025 =0.524025 f20<=0.983812 =1.33915 =-0.268102 f25<=0.578987 f22<=0.596246 =-0.0177399 =-1.0745 f42<=0.646673 =0.343569 =-0.787152
f28<=0.800568 f29<=0.133373 f12<=0.363887 f20<=0.773676 =-0.25842 =0.258495 f20<=0.604222 =0.180419 =-0.225747 f3<=0.0730804 f2<=-0.0795648 =-0.811475 =1.19521 f41<=0.95696 =0.117847 =-0.0330574 f35<=0.080426 f37<=0.0800433 f6<=0.43664 =-1.41699 =0.382891 f42<=0.625244 =1.21281 =-0.784946 f35<=0.193405 f18<=0.707082 =0.95716 =-0.81966 f22<=0.572741 =0.42937 =-0.902514
f14<=0.71431 f28<=0.673583 f27<=0.0500627 f16<=0.000155666 =-1.00154 =-0.0905356 f30<=0.111173 =-0.0334768 =0.0712372 f35<=0.0130039 f39<=0.0431567 =-0.299375 =-1.59994 f5<=0.214757 =0.240409 =-0.855433 f13<=0.344007 f3<=0.139671 f21<=0.891011 =0.594367 =2.37569 f32<=0.0394879 =-0.514326 =0.289838 f15<=3.15259e-05 f20<=0.75688 =-0.559735 =0.234489 f32<=0.218899 =-1.06718 =0.378186
f21<=0.940034 f21<=0.596205 f12<=4.76826e-05 f15<=0.0191282 =-0.0269193 =-0.362769 f19<=0.703942 =0.0822357 =-0.216182 f42<=1.0217 f5<=0.202048 =0.172838 =-0.148428 f15<=0.45849 =0.119098 =1.09104 f34<=0.166818 f13<=0.141082 f14<=0.503045 =0.194845 =1.23825 f13<=0.500082 =-0.366884 =0.191776 f5<=0.174394 f45<=0.666891 =-0.444449 =0.818283 f25<=0.786984 =-1.00685 =0.18939
f37<=0.0130039 f33<=0.06546 f31<=0.100022 f2<=-0.586757 =-0.98945 =0.0887962 f18<=0.575768 =-0.499622 =-0.0168167 f23<=0.443742 f35<=0.0366217 =-0.740482 =-0.105077 f15<=0.402584 =-0.132617 =0.230167 f30<=0.00879514 f21<=0.750205 f6<=0.549978 =0.357764 =-0.247768 f20<=0.5179 =0.571684 =-0.878073 f20<=0.637227 f41<=0.861283 =-0.540825 =-0.00352134 f43<=0.355559 =-0.0211506 =0.288938
f5<=0.00248867 f35<=0.104176 f29<=0.0113729 f20<=0.357226 =-0.891439 =0.364304 f44<=0.716811 =0.61524 =0.075822 f6<=0.115863 f40<=0.429741 =0.810256 =-0.203872 f44<=0.152886 =-1.05142 =-0.119622 f41<=0.0682736 f17<=0.75523 f20<=0.714393 =-0.20604 =0.60389 f43<=0.987222 =-0.923933 =-0.0120526 f16<=0.0681861 f15<=0.0300965 =-0.437708 =-0.00798568 f3<=0.0381092 =0.457964 =0.016119
f5<=0.0477849 f17<=0.370196 f6<=0.482059 f44<=0.716811 =0.767583 =0.0266225 f7<=0.445672 =-0.908408 =0.135894 f29<=0.300077 f23<=0.433366 =0.123864 =-0.674394 f16<=0.336388 =0.695736 =-0.24446 f41<=0.0682736 f20<=0.714393 f3<=0.0630666 =0.166444 =-0.451958 f17<=0.75523 =0.733139 =-1.00236 f2<=-0.434946 f34<=9.57854e-05 =0.447939 =-0.633333 f18<=0.0800808 =-0.187966 =0.0321823
f5<=0.377859 f40<=0.654899 f0<=6.40275 f41<=0.99294 =-0.132372 =0.254392 f41<=0.990784 =0.151818 =-0.0575518 f17<=0.916715 f26<=0.277906 =-0.483582 =-0.0517314 f20<=0.943211 =0.441481 =-0.241386 f41<=0.988035 f25<=0.485251 f33<=0.136236 =-0.896483 =0.697986 f34<=0.0476521 =1.00251 =-0.235903 f27<=0.000101461 =0.691636 f33<=0.0119638 =-0.158745 =-1.01908
f28<=0.0413663 f27<=0.000101461 f40<=0.938376 f12<=0.667088 =-0.609386 =0.353846 f29<=0.270862 =-3.3362 =0.197599 f42<=0.683215 f41<=0.989971 =-0.0339426 =0.251677 f41<=0.982103 =0.10525 =-0.438946 f5<=0.0324681 f19<=0.652835 f26<=0.106457 =1.0104 =-0.239041 f21<=0.861144 =0.802038 =-0.44289 f45<=0.712816 f17<=0.850094 =-0.124441 =0.0997257 f42<=1.42537 =0.0858146 =1.67879
f7<=0.183351 f6<=0.0644173 f13<=0.0571478 f42<=0.625244 =0.338771 =-0.00668368 f37<=0.00521286 =-0.308232 =0.0500423 f32<=0.0312713 f46<=4.5 =0.37828 =-0.633584 f42<=0.705935 =-0.686087 =0.106287 f30<=0.123493 f40<=0.963048 f22<=0.440096 =-0.125501 =0.0811487 f19<=0.327833 =-2.74877 =-0.190611 f23<=0.900139 f6<=0.202537 =0.514487 =0.112689 f2<=0.0972135 =-0.00448294 =-0.650385
f29<=0.107205 f23<=0.59215 f20<=0.375065 f25<=0.0909507 =-0.694701 =0.133051 f35<=0.0198638 =-0.482085 =-0.0822671 f16<=0.960068 f42<=0.227415 =0.476087 =-0.0628989 f0<=7.41487 =1.21689 =-0.133196 f23<=0.638963 f12<=0.230734 f32<=0.0536002 =0.292349 =0.00865665 f1<=0.384437 =-0.729242 =-0.013942 f40<=0.963048 f7<=0.82203 =0.0121865 =-0.442701 f21<=0.555598 =-1.56438 =-0.12374
f31<=0.016938 f33<=0.0800198 f22<=0.0273363 f27<=0.166729 =1.41208 =0.239476 f10<=-1.53585 =0.0650065 =-0.269536 f10<=-1.20862 f6<=0.0266991 =-0.0212198 =-0.63427 f32<=0.133396 =-0.343721 =0.694544 f22<=0.0705505 f23<=0.443742 f32<=0.290251 =-0.938834 =0.437805 f43<=0.163204 =-0.639728 =0.327892 f31<=0.0625201 f7<=0.840352 =0.0947117 =0.546816 f38<=0.104238 =-0.0710346 =0.151577
f21<=0.0132014 f19<=0.35721 f12<=0.176279 f10<=-2.61848 =-0.275985 =-1.247 =0.0214881 f40<=0.337839 f5<=0.0987881 =0.554911 =-0.199576 f14<=0.140048 =-0.0443193 =-0.928469 f10<=-0.536621 f5<=0.377859 f31<=0.442945 =0.00952038 =-0.198569 f41<=0.988035 =0.0390896 =-0.640288 f1<=0.279686 f20<=0.574185 =-1.02644 =0.151052 f15<=0.0807887 =0.690368 =-0.0168391
f41<=0.999122 f7<=0.209888 f6<=0.351238 f10<=-2.61848 =0.208504 =-0.063297 f38<=9.41088e-05 =0.146338 =-1.00335 f33<=0.578674 f5<=0.0745837 =0.204327 =0.00725911 f6<=0.115863 =0.354446 =-0.784662 f42<=0.728846 f38<=0.0418089 f21<=0.390524 =-0.117149 =1.15716 f39<=0.027794 =-0.72307 =0.651327 f6<=0.00400521 =-0.877577 f26<=0.3572 =-0.477642 =1.27033
f40<=0.654899 f5<=0.0477849 f7<=0.896587 f36<=0.00296077 =0.0316883 =0.457154 f22<=0.0273363 =0.819304 =-0.460611 f0<=6.40275 f41<=0.99294 =-0.162909 =0.208679 f46<=2.5 =0.327367 =0.00133281 f2<=-0.434946 f46<=2.5 f0<=6.01004 =-0.628957 =0.709325 f35<=0.151479 =-1.68024 =0.103921 f10<=-2.15442 f41<=0.975818 =-0.107972 =0.521817 f6<=0.538197 =-0.190497 =0.471903
f19<=0.0357997 f3<=0.0772841 f6<=0.564957 f7<=0.0113679 =0.0535823 =-1.34652 =0.0558585 f26<=0.74481 f16<=0.30528 =-0.0659475 =0.986497 f29<=0.403688 =-1.47939 =0.317239 f8<=3.90192 f3<=0.0381092 f9<=0.350467 =0.464238 =-0.848348 f37<=0.00915541 =-0.0474509 =0.0444055 f39<=0.00962863 f27<=0.0252207 =-0.390897 =0.707481 f6<=0.157289 =1.09472 =-0.710214
f33<=0.00834775 f20<=0.995197 f17<=0.441835 f12<=0.463363 =-0.325733 =0.305763 f37<=0.171517 =0.133491 =-0.540153 f0<=5.51544 f42<=0.980866 =0.534913 =-1.06139 f17<=0.541704 =0.982483 =-0.845608 f5<=0.250539 f33<=0.0397276 f17<=0.370196 =0.442448 =0.0826035 f20<=0.888922 =-0.0542603 =0.133974 f41<=0.95696 f26<=0.386459 =-0.404993 =0.470363 f42<=1.42537 =-0.249564 =0.562105
f44<=0.0143918 f22<=0.10543 f27<=0.859542 f28<=0.240014 =-0.803695 =0.162624 f42<=1.06088 =1.28796 =-0.352837 f42<=1.2103 f46<=6.5 =0.0757422 =-0.23245 f45<=0.0921288 =-0.49657 =0.355654 f3<=0.394055 f42<=1.27956 f14<=0.324212 =0.0290367 =-0.120371 f23<=0.875308 =0.341252 =-0.699106 f17<=0.500179 f20<=0.622402 =0.00492922 =0.862792 f34<=0.20019 =0.336891 =-0.351796
f28<=0.0413663 f40<=0.654899 f29<=0.107205 f30<=0.200108 =-0.0370989 =-0.644448 f17<=0.687529 =0.271944 =-0.124089 f26<=0.300015 f3<=0.0897534 =0.225342 =-0.935634 f23<=0.740322 =0.0889425 =-0.515683 f19<=0.177069 f26<=0.321439 f23<=0.613696 =0.491863 =-0.664864 f45<=0.528651 =-1.04668 =0.213195 f23<=0.362527 f16<=0.512904 =0.178606 =-0.292047 f23<=0.461562 =0.244481 =0.0228847
f14<=0.71431 f28<=0.673583 f29<=0.221037 f25<=0.830015 =-0.0519647 =0.447059 f44<=0.481938 =-0.0107588 =0.2313 f2<=0.260949 f23<=0.900139 =-0.767889 =0.225651 f0<=5.89853 =-0.426463 =0.701409 f30<=0.425981 f42<=2.05715 f23<=0.500095 =-0.245221 =0.260768 f42<=2.31614 =2.93497 =-0.18375 f34<=0.125085 f36<=0.00296077 =-0.231143 =-1.38387 f17<=0.954863 =-0.394132 =1.07539
f34<=0.412271 f3<=0.454923 f35<=0.467585 f1<=0.616679 =-0.0210421 =0.0767196 f25<=0.107595 =0.703221 =-0.888673 f41<=0.189299 f16<=0.269211 =0.271642 =-0.751373 f5<=0.256563 =0.654839 =-0.760809 f29<=0.0750132 f16<=0.468825 f36<=0.310625 =-0.810722 =0.457541 f20<=0.983812 =1.16928 =-0.225644 f25<=0.578987 f22<=0.596246 =0.00772848 =-1.00953 f42<=0.646673 =0.289965 =-0.738316
f36<=0.209833 f36<=0.19645 f15<=0.591367 f15<=0.200175 =0.0277004 =-0.107687 f13<=0.0703122 =0.467372 =0.00873295 f15<=0.354197 f7<=0.624437 =0.902098 =-0.302127 f46<=4.5 =0.725401 =-0.724243 f28<=0.135439 f14<=0.240123 f43<=0.14805 =-0.419876 =0.128865 f35<=0.24299 =-1.21014 =-0.167993 f42<=0.200813 f21<=0.792821 =-1.06789 =0.296857 f33<=0.0963114 =0.578344 =-0.00300256
f21<=0.0132014 f20<=0.482168 f25<=0.395076 f40<=0.0711721 =0.107454 =-1.25291 f34<=0.125085 =0.612383 =-0.662559 f14<=0.324212 f25<=0.232364 =-0.435958 =0.576193 f3<=0.294266 =-0.93049 =0.549672 f10<=-0.872146 f23<=0.95243 f35<=0.300253 =0.017254 =-0.288878 f42<=0.473788 =0.203564 =-0.325799 f23<=0.350057 f21<=0.661434 =-0.697394 =0.1879 f46<=8.5 =0.137474 =0.703049
f31<=0.016938 f33<=0.0800198 f22<=0.0273363 f27<=0.166729 =1.23787 =0.216327 f0<=7.97951 =0.0430008 =-0.292477 f6<=0.0266991 f38<=0.0643066 =0.342686 =-0.471266 f1<=0.346565 =0.250206 =-0.562325 f22<=0.0705505 f41<=0.994288 f9<=0.592351 =-0.70786 =0.435673 f24<=0.733403 =0.599636 =-0.883382 f14<=0.0910221 f19<=0.714607 =0.0400729 =0.246792 f2<=-0.0234389 =-0.236673 =0.0387621
f21<=0.979951 f21<=0.596205 f18<=0.624218 f41<=0.905858 =0.0310256 =-0.162321 f5<=0.141462 =-0.337216 =0.264022 f45<=0.050531 f15<=0.520691 =0.127789 =0.8143 f42<=1.71676 =-0.0175631 =1.13847 f43<=0.740604 f36<=0.0341993 f3<=0.28541 =0.282071 =-0.515276 f32<=0.0642139 =-0.778844 =-0.144737 f42<=0.830011 f10<=-0.590293 =1.24621 =0.115489 =-0.405889
f41<=0.997548 f2<=0.444827 f26<=0.413628 f14<=0.218065 =0.00618603 =-0.196601 f41<=0.993947 =0.0988058 =-0.0975168 f25<=0.375031 f22<=0.0705505 =-0.645877 =0.131302 f18<=0.100223 =0.483785 =-0.559456 f42<=0.705935 f1<=0.543638 f25<=0.141266 =-0.0126561 =0.836134 f1<=0.601287 =-0.47235 =0.31165 f41<=0.997725 f7<=0.209888 =-0.575985 =2.65271 f27<=0.000101461 =0.45244 =-0.704077
f6<=0.58774 f43<=0.987222 f25<=0.0707205 f28<=0.0208475 =-0.481554 =-0.0023784 f44<=0.660315 =-0.0122071 =0.123703 f7<=0.209888 f35<=0.0288907 =-0.804149 =0.15945 f23<=0.900139 =0.538499 =-0.812536 f7<=0.788174 f17<=0.594959 f23<=0.214348 =0.171827 =-0.903537 f42<=0.0677156 =-0.640571 =0.57969 f41<=0.807843 f15<=0.200175 =0.0571805 =-0.842583 f42<=0.705935 =0.858567 =-0.709645
f21<=0.333387 f33<=0.123469 f46<=1.5 f7<=0.0846927 =0.590312 =0.0177595 f1<=0.311138 =-0.417919 =-0.0187089 f37<=0.101028 f2<=0.539435 =-0.857537 =0.356849 f40<=0.211309 =-0.117074 =0.956194 f10<=-0.872146 f46<=11.5 f16<=0.720054 =-0.0287484 =0.104887 f3<=0.0811231 =0.806478 =-0.656532 f23<=0.980644 f24<=0.666762 =0.318436 =-0.192528 f18<=0.454628 =0.263539 =1.74615
f40<=0.429741 f43<=0.642052 f45<=0.315036 f41<=0.996143 =-0.0540962 =-0.476649 f42<=1.60478 =0.0762413 =1.46605 f35<=0.0319584 f10<=-1.02243 =0.0936191 =-0.668361 f20<=0.562523 =0.012112 =0.682569 f17<=0.9231 f2<=-0.434946 f13<=0.0952533 =-0.115554 =-1.39105 f41<=0.99294 =-0.154171 =0.111394 f20<=0.973615 f42<=1.10186 =0.215558 =1.52141 f33<=0.0119638 =-0.872079 =0.0865084
f7<=0.183351 f6<=0.43664 f0<=5.51544 f42<=0.705935 =0.425062 =-0.172561 f6<=0.0520626 =-0.00241288 =-0.264131 f0<=5.27556 f27<=0.450162 =0.859513 =-0.276629 f28<=0.227262 =-1.20308 =0.0984546 f30<=0.123493 f40<=0.963048 f18<=0.32327 =0.0736788 =-0.116741 f19<=0.327833 =-2.16344 =-0.163533 f23<=0.900139 f6<=0.202537 =0.462309 =0.101967 f2<=0.0972135 =0.0153147 =-0.575999
f19<=0.0357997 f3<=0.0772841 f6<=0.564957 f0<=5.51544 =0.0731681 =-1.26646 =0.0388829 f16<=0.269211 f12<=0.0400169 =0.00883857 =-0.623722 f21<=0.351917 =-0.77471 =1.12919 f8<=3.90192 f21<=0.0773148 f25<=0.270431 =-0.721263 =0.0287576 f42<=0.536889 =0.061756 =-0.0282989 f39<=0.0431567 f5<=7.13023e-06 =-0.717875 =0.56178 f46<=9.5 =-1.17066 =0.227519
f40<=0.227266 f32<=0.00011489 f42<=0.683215 f41<=0.807843 =-0.350751 =0.386348 f41<=0.74515 =0.305055 =-0.471494 f42<=2.31614 f4<=0.0360957 =0.0826018 =0.564064 f5<=0.0324681 =1.26677 =-0.65318 f22<=0.366712 f30<=0.0553521 f29<=0.165368 =-0.123396 =-0.795076 f21<=0.924253 =0.0552011 =-0.593963 f23<=0.425143 f46<=7.5 =0.292393 =-0.644237 f29<=0.0606265 =0.181611 =-0.0963061
f31<=0.572532 f3<=0.394055 f33<=0.367468 f25<=0.830015 =-0.00809191 =0.277145 f2<=0.111389 =-0.0609012 =-1.10895 f25<=0.786984 f20<=0.622402 =-0.291016 =0.378519 f30<=0.000102145 =0.379394 =-0.829658 f25<=0.513897 f41<=0.992511 f34<=0.0409282 =-0.0209056 =-0.899408 f5<=0.183645 =0.988937 =-0.190151 f9<=0.688053 f2<=0.172883 =-0.469143 =0.425813 f30<=0.549717 =1.30134 =-0.106449
f28<=0.800568 f44<=1.19935 f43<=0.989939 f27<=0.0252207 =-0.186186 =0.0193623 f23<=0.28899 =-0.429103 =0.287573 f43<=0.585454 f3<=0.130727 =-0.317979 =0.150174 f30<=0.0833779 =-0.925226 =-0.125013 f29<=0.221037 f37<=0.0130039 =-0.346046 =1.50635 f36<=0.00296077 f0<=8.12014 =-0.226279 =1.55225 f36<=0.180573 =-1.09937 =0.272383
f5<=0.00248867 f44<=0.189304 f27<=0.0252207 f7<=0.000145744 =0.194293 =-1.31038 f23<=0.394764 =0.470867 =-0.421073 f44<=0.660315 f42<=0.728846 =0.761477 =-0.579266 f23<=0.500095 =-0.162681 =0.548465 f41<=0.0682736 f18<=0.100223 f20<=0.604222 =-0.15931 =0.584523 f34<=0.0887802 =-0.138877 =-0.800838 f3<=0.454923 f33<=0.367468 =0.00712079 =-0.263447 f5<=0.256563 =0.367667 =-0.710197
f45<=0.0250058 f43<=0.120175 f42<=1.2103 f3<=0.19065 =0.202803 =-0.221837 f17<=0.830757 =-0.640088 =-0.055151 f7<=0.235564 f6<=0.243596 =0.100626 =-0.608714 f1<=0.311138 =-0.0874812 =0.370787 f42<=1.60478 f45<=0.315036 f46<=7.5 =-0.0830888 =-0.536824 f41<=0.995887 =-0.0469827 =0.150429 f41<=0.97102 f14<=0.0662145 =0.385739 =-0.686246 f10<=-2.09626 =1.98056 =-0.0527004
f40<=0.227266 f29<=0.107205 f38<=0.0357584 f12<=0.703826 =-0.0554555 =0.456519 f32<=0.0312713 =-0.777975 =-0.103437 f7<=0.00500181 f2<=0.0400857 =0.219712 =-0.284337 f10<=-2.26847 =0.0124364 =0.3015 f13<=0.680171 f23<=0.425143 f22<=0.267976 =-0.266175 =0.181832 f29<=0.0606265 =0.146144 =-0.126014 f33<=0.287541 f29<=0.221037 =-0.248685 =1.05724 =-0.637255
f29<=0.107205 f23<=0.59215 f20<=0.375065 f15<=0.221615 =0.199373 =-0.382945 f35<=0.0198638 =-0.439356 =-0.077904 f38<=0.0285779 f30<=0.0349825 =-0.0102179 =0.494031 f3<=0.0897534 =1.14397 =-0.165374 f40<=0.396621 f12<=0.230734 f28<=0.283687 =0.280807 =-0.037113 f15<=0.0938796 =-0.301464 =0.0556475 f46<=6.5 f12<=4.76826e-05 =-0.0979442 =0.141534 f45<=0.215804 =0.153047 =-0.625249
f33<=0.0247296 f20<=0.995197 f22<=0.785905 f2<=-0.434946 =-0.705728 =0.0451148 f8<=0.89588 =-0.502898 =1.06785 f0<=5.27556 f25<=0.62073 =-0.1214 =1.2282 f27<=0.595329 =-0.775167 =-0.0629044 f33<=0.0417029 f31<=0.111224 f24<=0.715215 =0.314563 =-0.332648 f19<=0.852487 =-0.522088 =0.395357 f19<=0.714607 f27<=0.000101461 =-0.468851 =-0.0390008 f14<=0.0910221 =0.308797 =-0.0151293
f6<=0.64874 f43<=0.989939 f44<=0.618136 f10<=-1.85631 =0.0253291 =-0.105636 f46<=2.5 =0.290748 =-0.00999058 f44<=0.368996 f38<=0.0740906 =0.688309 =-0.148221 f20<=0.454855 =-0.649554 =0.10663 f13<=0.0952533 f43<=0.585454 f19<=0.120386 =-0.204048 =-1.04853 f0<=7.76323 =0.507799 =-0.566074 f31<=0.00456106 f3<=0.0897534 =1.52435 =-0.0466575 f29<=0.133373 =-0.822264 =0.482241
f14<=0.71431 f5<=0.300028 f12<=0.830205 f37<=0.00915541 =-0.0555137 =0.0575308 f2<=0.352943 =0.372605 =-0.718568 f41<=0.74515 f6<=0.43664 =0.798002 =-1.06152 f42<=0.705935 =-0.568028 =0.0295207 f13<=0.333434 f3<=0.18711 f32<=0.0755179 =0.249724 =1.07496 f0<=6.75983 =-0.440177 =0.474117 f20<=0.932751 f22<=0.596246 =0.0625175 =-1.01385 f18<=0.150338 =1.24405 =-0.106779
f41<=0.999122 f19<=0.0357997 f3<=0.0772841 f10<=-1.88795 =-0.24056 =-1.1936 f25<=0.669663 =0.0139007 =-0.765481 f8<=3.90192 f3<=0.0381092 =0.261228 =-0.00772612 f39<=0.0431567 =0.408782 =-0.869463 f42<=0.683215 f22<=0.883294 f16<=0.960068 =1.01395 =0.233748 =-0.154349 f6<=0.00400521 f29<=0.0333429 =0.0156005 =-0.937964 f46<=6.5 =-0.142614 =1.6527
f24<=0.40273 f1<=0.601287 f5<=0.224285 f12<=0.615971 =-0.046391 =0.460823 f16<=0.336388 =-0.711811 =-0.157258 f30<=0.347271 f21<=0.924253 =0.525209 =-0.492057 f35<=0.0366217 =0.344862 =-0.715502 f27<=0.000101461 f18<=0.666734 f43<=0.642052 =-0.376656 =1.03499 f22<=0.10543 =0.507061 =-1.55953 f42<=0.426705 f7<=0.416049 =-0.0357798 =0.300746 f29<=0.865405 =0.00616204 =-0.454059
f6<=0.157289 f15<=0.0102074 f18<=0.687573 f14<=0.0159152 =0.427656 =0.110029 f22<=0.634842 =0.0921347 =-0.514369 f15<=0.488519 f5<=0.300028 =-0.0896133 =-0.593725 f18<=0.294104 =-0.539296 =0.198138 f7<=0.209888 f43<=0.355559 f7<=0.10496 =0.395637 =-0.321483 f32<=0.240016 =-0.748896 =0.0832793 f33<=0.578674 f42<=1.10186 =0.0290232 =-0.211237 f26<=0.476595 =0.0822681 =-1.00483
f40<=0.654899 f6<=0.58774 f43<=0.929729 f4<=0.0229683 =-0.00456066 =0.312663 f23<=0.317978 =-0.347836 =0.491486 f7<=0.788174 f17<=0.803984 =-0.734202 =0.476345 f13<=0.0952533 =-0.252937 =0.310278 f3<=0.10231 f25<=0.00857344 f18<=0.807953 =-1.85961 =0.0607667 f5<=0.250539 =0.453378 =-0.660987 f29<=0.300077 f7<=0.859681 =-0.339454 =0.464245 f5<=0.114357 =0.41625 =-0.200325
f6<=0.351238 f41<=0.663222 f5<=0.23413 f18<=0.666734 =0.187076 =-0.341283 f16<=0.87882 =0.863777 =-0.341589 f19<=0.35721 f39<=7.80275e-05 =-0.356307 =-0.0480362 f21<=0.226096 =-0.285936 =0.0571957 f7<=0.385151 f25<=0.247099 f0<=7.18197 =0.303493 =-0.723393 f21<=0.750205 =-1.05836 =0.905979 f15<=0.221615 f26<=0.632054 =0.151579 =-0.344926 f2<=0.00187617 =-0.657646 =-0.0659796
`

// END CALIBRATION
