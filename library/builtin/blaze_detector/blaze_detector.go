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
	// that is reported (default 0.5): higher finds fewer, surer blazes.
	Threshold float64 `json:"threshold,omitempty"`
	// MinArea is the least number of palette pixels in a candidate
	// (default 20).
	MinArea int `json:"min_area,omitempty"`
}

// Model is what Candidates looks with: the colour sets and, for Detect,
// the forest. Calibration builds its own; Detect uses the built-in one.
type Model struct {
	// Palette holds the colours a blaze shows; Strong the part of them
	// that little else shows.
	Palette, Strong *detectors.ColorSet
	Forest          *detectors.Forest
	// Context, when set, weighs again each candidate the forest found at
	// least ContextMin probable, from its features, that probability and
	// the candidates around it (ContextFeatures): whether a surer box
	// holds it (it is part of a blaze), or it holds surer boxes (it is two
	// blazes, or a blaze and a block).
	Context *detectors.Forest
}

// ContextFeatures names what the context forest reads after a
// candidate's Features.
var ContextFeatures = []string{"probability", "held", "held_size", "holds", "holds_size", "near", "rank"}

// ContextMin is the least probability, by the first forest, of a
// candidate the context forest weighs; the rest are not blazes.
const ContextMin = 0.05

// Scored is a candidate weighed by the model.
type Scored struct {
	Candidate
	// P is the first forest's probability; Q the context forest's (P
	// when the model has none, 0 under ContextMin).
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
	for i, c := range cs {
		p, err := m.Forest.Probability(c.Features)
		if err != nil {
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
	"log_area", "fill", "log_aspect", "strong_share", "lemon_share", "amber_share",
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

// windows are the boxes slid over the palette's pixels besides the parts
// and their groups: a blaze that touches another blaze, or a palette-
// coloured block, shares a part with it, and no grouping boxes it alone.
// Each window that the palette fills enough is shrunk to the palette
// pixels it holds.
var windows = detectors.WindowOptions{MinHeight: 20, Scale: 1.4, Aspects: []float64{0.9}, Stride: 0.4, MinCount: 20, MinFill: 0.25}

// lemon and amber split the palette by hue: the crown and rod tops, and
// the rods' body; warm is every orange to yellow colour, of blaze or block.
var (
	lemon = detectors.HSVRange{HMin: 49, HMax: 70, SMin: 0.3, SMax: 1, VMin: 0, VMax: 1}
	amber = detectors.HSVRange{HMin: 28, HMax: 49, SMin: 0.3, SMax: 1, VMin: 0, VMax: 1}
	warm  = detectors.HSVRange{HMin: 0, HMax: 70, SMin: 0.35, SMax: 1, VMin: 0.15, VMax: 1}
)

// warmSet is warm as a colour set (one table lookup a pixel).
var warmSet = warmColors()

// colors and loaded (below) pair a package variable with the error that
// made it: the interpreter cannot initialise two variables from one call
// ("var s, err = f()") to a function declared later in the file.
type colors struct {
	s   *detectors.ColorSet
	err error
}

func warmColors() colors {
	s, err := detectors.ColorSetHSV(warm)
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
	if m.Palette == nil || m.Strong == nil {
		return nil, fmt.Errorf("%w: blaze model without colour sets", detectors.ErrBadArgument)
	}
	pal, err := detectors.MaskColors(f, m.Palette)
	if err != nil {
		return nil, err
	}
	strong, err := pal.AndColors(f, m.Strong)
	if err != nil {
		return nil, err
	}
	lm, err := pal.AndHSV(f, lemon)
	if err != nil {
		return nil, err
	}
	am, err := pal.AndHSV(f, amber)
	if err != nil {
		return nil, err
	}
	if warmSet.err != nil {
		return nil, warmSet.err
	}
	// Warm colours that are not the palette's: blocks, not blazes.
	wm, err := detectors.MaskColors(f, warmSet.s.Minus(m.Palette))
	if err != nil {
		return nil, err
	}
	palSum, err := detectors.NewIntegral(pal)
	if err != nil {
		return nil, err
	}
	warmSum, err := detectors.NewIntegral(wm)
	if err != nil {
		return nil, err
	}
	parts, err := detectors.Components(pal, detectors.BlobOptions{MinArea: 2, MaxBlobs: maxParts, Count: []*detectors.Mask{strong, lm, am}})
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
	var sums [3]*detectors.Integral
	for i, mk := range []*detectors.Mask{strong, lm, am} {
		if sums[i], err = detectors.NewIntegral(mk); err != nil {
			return nil, err
		}
	}
	seen := map[image.Rectangle]bool{}
	frame := f.Img.Rect
	var out []Candidate
	// add weighs a box holding area palette pixels, of which shares are
	// strong, lemon and amber; parts and largest describe the group (0
	// for a window).
	add := func(box image.Rectangle, area int, shares [3]float64, parts, largest int, window float64) {
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
			shares[0],
			shares[1],
			shares[2],
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
		fs = sums[1].Grid(box, gridCols, gridRows, fs)
		out = append(out, Candidate{Box: box, Area: area, Features: fs})
	}
	for _, b := range all {
		if b.Area < minArea || seen[b.Box] {
			continue
		}
		seen[b.Box] = true
		add(b.Box, b.Area, [3]float64{b.Fraction(0), b.Fraction(1), b.Fraction(2)}, b.Parts, b.Largest, 0)
	}
	boxes, err := palSum.Windows(windows)
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
		a := float64(area)
		add(box, area, [3]float64{float64(sums[0].Count(box)) / a, float64(sums[1].Count(box)) / a, float64(sums[2].Count(box)) / a}, 0, 0, 1)
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
		args.Threshold = 0.5
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
	s, err := detectors.ParseColorSet(strongText)
	if err != nil {
		return Model{}, fmt.Errorf("blaze model: strong colours: %w", err)
	}
	f, err := detectors.ParseForest(forestText)
	if err != nil {
		return Model{}, fmt.Errorf("blaze model: %w", err)
	}
	if f.Features > len(Features) {
		return Model{}, fmt.Errorf("blaze model: the forest reads %d features, candidates have %d", f.Features, len(Features))
	}
	m := Model{Palette: p, Strong: s, Forest: f}
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

// strongText: the palette's cells that little else shows (135).
const strongText = `c00 1000 1020 1800 1880 1c00 2000 20a0 2400 2460 2525 2543 2800 28c0 2921 2943 2946 2963 2c00 2ce0
3000 30e0 3100 3400 3500 3900 3920 3d40 4120 4140 41e4 41e7 4560 4580 45e7 4607 4940 4980 49a0 49c2
4a24 4a28 4d60 4d81 4da0 4e28 4e44 4e48 5180 51a0 51c0 5248 5269 5560 5580 55c0 55e0 5669 5689 5980
59a0 59c1 59e0 5a89 5aa9-5aaa 5da0 5de0 5e00 5eaa 5eca 61a0 61e1 6200-6201 6220 62a5 62ca 65a0 65e0
6620 6622 66a4 66c5 66ca 66ea 66f4 6707 6727 672d 69e0 6a00 6b27 6b47 6b4d 6de0 6e00 6e62 6f47 6f67
6f6e 7200 7220 7262 7367-7368 7388 738e 7600 7620 7682 7724 7788 77a8 77af 7a20 7a40 7ba8 7bc8
7bcf-7bd0 7e40 7e60 7e80 7ea0 7ec0 7ec2 7fa5 7fc5 7fe5 7fe8-7fe9 7ff0-7ff2`

// forestText: 200 trees of depth 3 over 489000 candidates (17914 blazes); features in Features' order.
const forestText = `forest -4.41376 0.1
f12<=-1.54883 f27<=0.000149031 f30<=4.85909e-05 =-0.983613 =-0.234351 f7<=0.142549 =17.2872 =-0.0460702 f27<=0.100061 f34<=3.34225e-05 =0.133641 =12.9621 f7<=0.184495 =58.3125 =7.18967
f33<=2.66752e-05 f36<=0.00686656 f34<=3.34225e-05 =-0.984939 =-0.284159 f7<=0.250494 =3.49423 =-0.665838 f7<=0.29394 f3<=0.250058 =-0.831943 =5.35368 f7<=0.374201 =0.00374314 =-0.928647
f33<=2.66752e-05 f31<=4.34028e-05 f34<=0.00730884 =-0.991968 =-0.261056 f7<=0.285033 =1.5562 =-0.851813 f4<=0.381544 f7<=0.267048 =4.57774 =-0.267117 f4<=0.604537 =0.0193539 =-1.09633
f32<=5.03018e-05 f29<=7.82473e-05 f33<=2.66752e-05 =-0.984628 =-0.586381 f24<=0.80012 =1.0929 =-0.943978 f7<=0.303577 f3<=0.215523 =-0.854787 =3.97839 f7<=0.374201 =-0.0526155 =-0.91595
f34<=3.34225e-05 f31<=4.34028e-05 f12<=-1.54883 =-0.937341 =-1.72443 f25<=0.739504 =0.908508 =-0.943274 f4<=0.417638 f7<=0.250494 =3.36873 =-0.214781 f3<=0.280144 =-1.26302 =-0.318759
f28<=9.15583e-05 f31<=4.34028e-05 f12<=-1.54883 =-0.955687 =-1.45072 f7<=0.275821 =0.968334 =-0.796549 f7<=0.322678 f3<=0.215523 =-0.829262 =2.15805 f7<=0.385065 =-0.22934 =-0.919395
f32<=5.03018e-05 f29<=7.82473e-05 f12<=-1.54883 =-0.917851 =-1.58807 f23<=0.718791 =0.823197 =-0.918157 f4<=0.417638 f7<=0.332503 =2.18417 =-0.643276 f4<=0.604537 =0.0148499 =-1.08438
f28<=9.15583e-05 f31<=4.34028e-05 f12<=-1.54883 =-0.945356 =-1.49425 f4<=0.128552 =1.0985 =-0.500291 f21<=0.954317 f15<=0.535739 =-0.309034 =2.0879 f2<=0.0283721 =-0.264437 =-1.01424
f34<=3.34225e-05 f31<=4.34028e-05 f12<=-1.54883 =-0.907864 =-1.8267 f36<=5.33504e-05 =-0.513268 =1.11611 f5<=0.339111 f12<=-1.54883 =-0.775846 =-2.07589 f7<=0.322678 =1.65385 =-0.656048
f26<=4.26913e-05 f29<=7.82473e-05 f12<=-1.54883 =-0.920777 =-1.52593 f32<=0.131532 =0.830101 =-0.777859 f24<=0.889043 f4<=0.604537 =1.30301 =-1.17134 f12<=-1.54883 =-0.829968 =-1.73971
f32<=5.03018e-05 f29<=7.82473e-05 f12<=-1.54883 =-0.883549 =-1.61133 f36<=0.00686656 =-0.442189 =1.00024 f4<=0.465965 f7<=0.227086 =1.60539 =-0.0664689 f3<=0.280144 =-1.26027 =-0.300913
f28<=9.15583e-05 f31<=4.34028e-05 f12<=-1.54883 =-0.921695 =-1.56888 f7<=0.258723 =0.579716 =-0.696539 f25<=0.739504 f1<=0.38334 =-0.735232 =1.18583 f25<=0.915972 =-0.338701 =-0.918889
f27<=0.000149031 f29<=7.82473e-05 f26<=0.00930235 =-0.970084 =-0.346699 f7<=0.193766 =1.51572 =-0.569951 f21<=0.954317 f15<=0.66682 =-0.175588 =1.4349 f2<=0.0966516 =-0.270882 =-1.02805
f34<=3.34225e-05 f31<=4.34028e-05 f12<=-1.54883 =-0.862094 =-1.82727 f30<=0.187537 =0.476998 =-0.757732 f4<=0.525978 f7<=0.374201 =0.995618 =-0.770878 f12<=-1.54883 =-0.750127 =-2.11112
f26<=4.26913e-05 f29<=7.82473e-05 f12<=-1.54883 =-0.881696 =-1.53912 f4<=0.128552 =0.985911 =-0.408162 f7<=0.342398 f1<=0.329871 =-1.23205 =0.881216 f0<=8.97557 =-0.824307 =0.966869
f5<=0.317309 f12<=-1.54883 f5<=0.269275 =-0.957036 =-0.50648 f7<=0.184495 =-1.96888 =-0.486103 f7<=0.243119 f1<=0.329871 =-0.841419 =0.914667 f7<=0.385065 =-0.161853 =-0.888841
f28<=9.15583e-05 f31<=4.34028e-05 f4<=5.75639e-05 =-0.990878 =-0.742261 f4<=0.128552 =0.691036 =-0.479395 f24<=0.889043 f15<=0.592628 =-0.188717 =0.975766 f12<=-1.54883 =-0.782854 =-1.82159
f5<=0.317309 f3<=0.306257 f12<=-1.54883 =-0.993194 =-1.71826 f4<=0.465965 =-0.987112 =-0.339621 f7<=0.243119 f12<=-1.54883 =0.838854 =-0.708007 f7<=0.385065 =-0.145835 =-0.872441
f32<=5.03018e-05 f29<=7.82473e-05 f27<=0.000149031 =-0.9545 =-0.55942 f30<=0.159243 =0.514742 =-0.654725 f4<=0.278696 f20<=0.770933 =1.05906 =-0.277607 f3<=0.250058 =-1.1916 =0.0380162
f34<=0.00730884 f31<=4.34028e-05 f12<=-1.54883 =-0.797314 =-1.67089 f37<=0.0132243 =-0.34346 =0.803681 f4<=0.604537 f7<=0.211088 =0.924158 =-0.0661351 f3<=0.306257 =-1.14515 =-0.555066
f26<=4.26913e-05 f29<=7.82473e-05 f12<=-1.20862 =-0.840735 =-1.79506 f23<=0.666816 =0.418967 =-0.816026 f21<=0.991689 f15<=0.50015 =-0.314914 =0.855277 f2<=0.098279 =-0.286964 =-1.05479
f3<=0.280144 f8<=0.231497 f12<=-2.35244 =-0.831162 =1.1769 f12<=-1.54883 =-0.881608 =-1.66603 f25<=0.739504 f7<=0.218755 =0.81371 =-0.111152 f25<=0.947984 =-0.488197 =-0.903748
f5<=0.294129 f8<=0.123625 f14<=0.733353 =0.0394432 =-0.973893 f12<=-1.54883 =-0.968183 =-1.43128 f23<=0.718791 f15<=0.66682 =-0.154109 =0.777588 f32<=0.0167287 =-0.917879 =-0.406567
f7<=0.342398 f1<=0.338412 f0<=7.68409 =-0.575725 =-2.22295 f21<=0.833388 =0.64676 =-0.485809 f0<=7.89897 f7<=0.43024 =-0.645934 =-0.938287 f0<=8.97557 =-0.320398 =0.701902
f27<=0.000149031 f29<=0.00725955 f26<=0.00930235 =-0.922205 =-0.18604 f7<=0.142549 =1.65001 =-0.366411 f21<=0.991689 f12<=-1.54883 =0.576717 =-0.526533 f2<=0.098279 =-0.200938 =-1.0555
f3<=0.215523 f8<=0.231497 f12<=-2.35244 =-0.850491 =1.25847 f12<=-1.54883 =-0.914131 =-1.49497 f7<=0.385065 f21<=0.833388 =0.531888 =-0.346491 f12<=-1.20862 =-0.855929 =0.703995
f29<=7.82473e-05 f26<=0.00930235 f12<=-1.54883 =-0.773588 =-1.47338 f21<=0.7679 =0.344775 =-0.792507 f4<=0.257896 f15<=0.714324 =0.107094 =1.02872 f3<=0.215523 =-1.1424 =-0.00826182
f7<=0.363491 f1<=0.329871 f0<=7.68409 =-0.512101 =-2.28316 f21<=0.85722 =0.458786 =-0.433892 f0<=8.97557 f7<=0.451853 =-0.591676 =-0.918441 f25<=0.0317593 =2.60267 =0.239992
f5<=0.269275 f8<=0.123625 f14<=0.593845 =0.213433 =-0.939799 f12<=-1.54883 =-0.975626 =-1.25282 f25<=0.766733 f15<=0.66682 =-0.155344 =0.578912 f37<=7.50751e-05 =-0.889923 =-0.379825
f4<=5.75639e-05 f30<=4.85909e-05 f10<=1.49787 =-0.989531 =-0.599808 f11<=0.400783 =3.99336 =-0.402847 f23<=0.800181 f24<=0.240028 =-0.491413 =0.409601 f2<=0.0283721 =-0.320077 =-0.830659
f7<=0.385065 f3<=0.17555 f8<=0.251952 =0.432087 =-0.98297 f12<=-1.54883 =0.418746 =-0.503216 f0<=8.97557 f7<=0.492605 =-0.665454 =-0.92572 f25<=0.0317593 =2.75284 =0.00923743
f29<=7.82473e-05 f26<=0.00930235 f10<=0.89588 =-0.819616 =-0.123992 f2<=0.459724 =0.259532 =-0.831653 f23<=0.800181 f1<=0.38334 =-0.524364 =0.516065 f35<=0.00256575 =-0.871238 =-0.371629
f5<=0.269275 f8<=0.123625 f14<=0.593845 =0.264475 =-0.921613 f12<=-1.54883 =-0.966185 =-1.19281 f22<=0.767347 f22<=0.291687 =-0.326661 =0.46702 f2<=0.0966516 =-0.0569604 =-0.744787
f4<=5.75639e-05 f30<=4.85909e-05 f10<=1.49787 =-0.985611 =-0.52626 f15<=0.120399 =-0.373336 =3.53235 f24<=0.857275 f24<=0.240028 =-0.471304 =0.360944 f2<=0.098279 =-0.276115 =-0.855833
f7<=0.227086 f12<=-1.54883 f3<=0.17555 =-0.457645 =0.605694 f27<=0.100061 =0.95619 =-2.30699 f7<=0.43024 f15<=0.66682 =-0.605863 =0.138023 f0<=7.49304 =-0.896607 =-0.408541
f4<=5.75639e-05 f30<=4.85909e-05 f10<=1.49787 =-0.983361 =-0.499754 f11<=0.400783 =3.04088 =-0.381619 f20<=0.800118 f20<=0.306724 =-0.30307 =0.426896 f2<=0.098279 =-0.15111 =-0.751594
f25<=0.766733 f15<=0.714324 f3<=0.306257 =-0.706064 =-0.0123219 f21<=0.833388 =0.616253 =-0.353503 f37<=7.50751e-05 f12<=-1.54883 =-0.797412 =-1.75576 f7<=0.0878805 =0.69297 =-0.47488
f5<=0.269275 f8<=0.123625 f16<=0.714369 =0.353388 =-0.906655 f18<=0.80013 =-1.00751 =-0.830204 f7<=0.0878805 f12<=-1.54883 =1.06289 =-0.547836 f5<=0.666693 =0.0636722 =-0.63274
f7<=0.385065 f2<=0.694727 f15<=0.682744 =-0.163047 =0.421228 f12<=-1.54883 =-0.66859 =-1.72821 f0<=7.68409 f7<=0.492605 =-0.62667 =-0.917323 f2<=0.00187617 =0.751398 =-0.349979
f4<=5.75639e-05 f30<=4.85909e-05 f10<=1.49787 =-0.979081 =-0.443903 f15<=0.120399 =-0.362455 =2.60806 f4<=0.257896 f21<=0.71443 =0.429266 =-0.315982 f18<=0.571517 =-0.984201 =-0.0717755
f22<=0.900056 f19<=0.0834015 f0<=7.89897 =-0.725908 =-1.63455 f24<=0.166784 =-0.582315 =0.273555 f2<=0.098279 f7<=0.202559 =0.153969 =-0.585994 f12<=-1.44937 =-0.821438 =-1.45684
f29<=7.82473e-05 f26<=0.00930235 f10<=0.89588 =-0.747568 =0.0501607 f17<=0.779796 =0.251421 =-0.596389 f26<=0.612351 f15<=0.767869 =-0.0336003 =0.639601 f35<=7.67813e-05 =-0.940964 =-0.21905
f7<=0.10834 f3<=0.370864 f8<=0.172164 =0.653029 =-0.742539 f12<=-1.54883 =1.02197 =-0.181862 f36<=0.00686656 f33<=0.00700528 =-0.744322 =-0.0736816 f15<=0.440073 =-0.472937 =0.283163
f24<=0.920039 f24<=0.2679 f0<=7.89897 =-0.194545 =-1.22708 f19<=0.200114 =-0.570444 =0.332508 f2<=-0.325099 f7<=0.10834 =1.98143 =-0.503484 f37<=7.50751e-05 =-0.891577 =-0.570348
f7<=0.211088 f12<=-1.54883 f5<=0.0405517 =-0.964745 =0.476738 f27<=0.100061 =1.08131 =-2.27497 f15<=0.375143 f18<=0.683548 =-0.860268 =-0.336439 f7<=0.43024 =-0.0133242 =-0.729956
f20<=0.833546 f20<=0.20239 f5<=0.398061 =-0.97361 =-0.278403 f7<=0.0878805 =0.750104 =0.0994674 f31<=0.0317532 f12<=-1.44937 =-0.784665 =-1.34265 f16<=0.846214 =-0.0813879 =-0.691106
f2<=0.694727 f4<=5.75639e-05 f30<=4.85909e-05 =-0.93711 =1.81353 f4<=0.257896 =0.270233 =-0.230515 f7<=0.032883 f8<=0.358283 =1.23496 =-0.9212 f12<=-1.54883 =-0.800959 =-1.73784
f22<=0.875118 f22<=0.266706 f1<=0.135036 =0.938675 =-0.449804 f15<=0.416773 =-0.24888 =0.353154 f2<=0.098279 f7<=0.126808 =0.329531 =-0.36145 f12<=-1.54883 =-0.727639 =-1.25328
f23<=0.928613 f8<=0.425178 f7<=0.10834 =0.791401 =0.0172051 f3<=0.133357 =-0.997787 =-0.068156 f2<=-0.0832903 f7<=0.211088 =0.323194 =-0.573897 f0<=8.97557 =-0.841524 =0.377106
f17<=0.0482774 f0<=7.89897 f7<=0.032883 =0.753976 =-0.797817 f27<=0.100061 =-0.393585 =-2.77003 f21<=0.991689 f15<=0.750075 =-0.0976611 =0.410701 f2<=0.098279 =-0.105383 =-0.896362
f2<=0.694727 f24<=0.166784 f1<=0.135036 =0.887405 =-0.620687 f19<=0.0834015 =-0.818301 =0.182924 f7<=0.032883 f4<=0.300718 =1.05947 =-1.04671 f12<=-1.54883 =-0.759554 =-1.67001
f4<=5.75639e-05 f10<=1.49787 f12<=-1.44937 =-0.968168 =0.262321 f3<=0.280144 =-0.926428 =0.957416 f12<=-1.54883 f7<=0.202559 =0.44133 =-0.20486 f27<=0.100061 =0.344253 =-0.985787
f5<=0.269275 f8<=0.019012 f14<=0.593845 =0.822126 =-0.818741 f3<=0.0929969 =-1.0087 =-0.723945 f5<=0.666693 f4<=0.100004 =0.862382 =0.00973867 f7<=0.126808 =0.130664 =-0.636733
f7<=0.43024 f36<=0.0234016 f4<=0.238785 =0.0273733 =-0.58593 f22<=0.291687 =-0.388277 =0.444891 f0<=6.76677 f7<=0.492605 =-0.612508 =-0.928973 f12<=-0.892282 =-0.471714 =0.50317
f17<=0.0482774 f0<=7.89897 f7<=0.032883 =0.651188 =-0.768862 f27<=0.100061 =-0.408307 =-2.43316 f20<=0.770933 f1<=0.309946 =-0.575488 =0.236873 f31<=0.0317532 =-0.745606 =-0.136934
f2<=0.694727 f28<=9.15583e-05 f31<=4.34028e-05 =-0.576591 =0.00646539 f28<=0.80027 =0.219362 =-0.748633 f7<=0.032883 f8<=0.480557 =0.962954 =-1.02443 f12<=-1.54883 =-0.731505 =-1.57462
f7<=0.0878805 f3<=0.388258 f8<=0.172164 =0.560219 =-0.616787 f0<=7.89897 =0.909173 =-0.1108 f17<=0.166854 f12<=-1.54883 =-0.578863 =-1.34784 f19<=0.200114 =-0.654546 =0.0681788
f22<=0.714314 f22<=0.200017 f5<=0.430418 =-0.786269 =-0.217304 f15<=0.800117 =0.0460876 =0.49694 f36<=0.00686656 f12<=-1.54883 =-0.550246 =-1.33494 f29<=0.00725955 =-0.675545 =0.150207
f2<=0.694727 f7<=0.227086 f12<=-1.54883 =0.324314 =-0.440482 f15<=0.535739 =-0.588835 =-0.0619457 f7<=0.032883 f8<=0.480557 =0.813707 =-1.00245 f12<=-1.54883 =-0.701829 =-1.51753
f4<=5.75639e-05 f10<=1.49787 f12<=-1.44937 =-0.958763 =0.322394 f11<=0.22304 =1.57509 =-0.685727 f26<=0.714484 f12<=-1.54883 =0.178508 =-0.313122 f25<=0.365105 =-0.0570787 =-0.842301
f5<=0.666693 f3<=0.133357 f3<=0.0929969 =-1.01472 =-0.460777 f4<=0.108828 =0.694971 =0.0100872 f3<=9.63763e-05 f12<=-2.47664 =-0.92931 =0.9285 f7<=0.126808 =-0.0474763 =-0.768067
f7<=0.032883 f2<=0.172111 f18<=0.600089 =-0.779699 =0.825008 f30<=0.0268012 =2.04109 =0.54412 f1<=0.309946 f0<=8.15522 =-0.795728 =-2.18945 f21<=0.71443 =0.141889 =-0.28862
f7<=0.43024 f17<=0.0482774 f0<=7.49304 =-0.487789 =-1.26384 f2<=0.694727 =0.12606 =-0.741538 f0<=6.76677 f7<=0.492605 =-0.552333 =-0.9129 f1<=0.753089 =-0.544667 =0.0236779
f24<=0.141884 f1<=0.135036 f2<=0.0283721 =-0.773952 =1.8786 f12<=-1.54883 =-0.412144 =-1.11152 f21<=0.71443 f15<=0.800117 =0.0162117 =0.510586 f2<=0.420036 =-0.0780932 =-0.822421
f19<=0.0834015 f1<=0.135036 f9<=0.095807 =2.01105 =-0.697988 f32<=0.160749 =-0.876152 =-0.175712 f22<=0.714314 f8<=0.425178 =0.2794 =-0.176155 f36<=0.00686656 =-0.57717 =0.00683222
f7<=0.0878805 f3<=0.40426 f8<=0.147226 =0.552063 =-0.512931 f16<=0.714369 =0.813728 =-0.292118 f17<=0.200106 f19<=0.890178 =-0.464735 =-1.06879 f19<=0.200114 =-0.588884 =0.0692731
f5<=0.0405517 f5<=4.77008e-05 =-0.994218 f11<=0.814272 =-0.841416 =0.619836 f5<=0.666693 f4<=0.100004 =0.620739 =-0.0110936 f7<=0.165098 =0.0107461 =-0.642237
f7<=0.451853 f36<=0.0234016 f18<=0.500071 =0.166226 =-0.293632 f29<=0.00725955 =-0.266424 =0.381878 f0<=8.97557 f0<=5.89302 =-0.927924 =-0.573105 f21<=0.889126 =-0.217439 =1.56285
f24<=0.309532 f0<=7.89897 f7<=0.0492461 =0.746691 =-0.293385 f1<=0.309946 =-1.88649 =-0.438655 f2<=0.511855 f17<=0.200106 =-0.406186 =0.266051 f21<=0.633374 =-0.158753 =-0.79388
f4<=5.75639e-05 f10<=1.49787 f12<=-1.44937 =-0.947539 =0.345916 f11<=0.22304 =1.39671 =-0.660416 f26<=0.812428 f12<=-1.54883 =0.148173 =-0.290448 f25<=0.259291 =0.0406379 =-0.875919
f5<=0.0405517 f5<=4.77008e-05 f9<=0.095807 =-0.727307 =-1.0125 f11<=0.814272 =-0.824508 =0.506145 f7<=0.0878805 f12<=-1.54883 =0.598178 =-0.205366 f15<=0.302957 =-0.523216 =0.0167284
f34<=0.00730884 f5<=0.398061 f6<=0.0470556 =-0.844875 =0.793176 f35<=7.67813e-05 =-0.294061 =0.36136 f19<=0.233361 f22<=0.21213 =-1.04606 =-0.284258 f17<=0.18527 =-0.405714 =0.289754
f21<=0.991689 f24<=0.309532 f0<=7.89897 =-0.0918011 =-0.706382 f19<=0.200114 =-0.443656 =0.24401 f2<=0.098279 f10<=0.346574 =-0.15688 =1.97373 f0<=8.97557 =-0.819115 =2.12622
f7<=0.211088 f12<=-1.54883 f3<=0.133357 =-0.304733 =0.361937 f27<=0.100061 =1.05543 =-1.59959 f15<=0.375143 f18<=0.683548 =-0.778177 =-0.0429109 f24<=0.333455 =-0.447613 =0.046508
f28<=0.80027 f27<=0.000149031 f7<=0.142549 =0.393771 =-0.459521 f5<=0.666693 =0.182801 =-0.329344 f15<=0.750075 f7<=0.211088 =0.173291 =-0.659033 f17<=0.142943 =-1.29051 =-0.719148
f20<=0.687547 f20<=0.363667 f5<=0.430418 =-0.599368 =-0.0480342 f24<=0.20008 =-0.310534 =0.367564 f31<=0.0158911 f33<=0.0833477 =-0.760559 =-0.298415 f36<=0.0370592 =-0.376948 =0.200652
f7<=0.451853 f2<=0.801704 f8<=0.673996 =0.0763092 =-0.962504 f7<=0.032883 =0.312063 =-0.992304 f0<=6.87161 f7<=0.492605 =-0.478727 =-0.869194 f5<=0.584345 =-0.513578 =0.276279
f7<=0.0732623 f8<=0.425178 f16<=0.768557 =0.774077 =-0.451718 f9<=0.415066 =-0.887782 =0.177559 f1<=0.300014 f12<=-1.44937 =-0.776206 =-1.72303 f21<=0.7679 =0.0716685 =-0.288529
f5<=0.0405517 f5<=4.77008e-05 f9<=0.095807 =-0.681618 =-1.01175 f7<=0.0878805 =0.359707 =-0.849882 f7<=7.13023e-06 f2<=0.10564 =0.195424 =1.37558 f5<=0.666693 =0.0616356 =-0.327433
f26<=0.812428 f26<=4.26913e-05 f7<=0.126808 =0.185933 =-0.360202 f33<=0.0238411 =-0.108132 =0.254671 f12<=-0.892282 f19<=0.336371 =-1.24957 =-0.501848 f7<=0.165098 =-0.589515 =2.56363
f4<=0.257896 f20<=0.687547 f23<=0.166731 =-0.146522 =0.347455 f37<=0.0132243 =-0.470216 =0.00313849 f18<=0.571517 f8<=0.172164 =-0.495939 =-1.0696 f36<=5.33504e-05 =-0.498504 =0.188116
f4<=5.75639e-05 f10<=1.49787 f12<=-2.35244 =-0.975737 =-0.597886 f11<=0.22304 =1.27825 =-0.646936 f4<=0.0833365 f5<=0.698404 =0.732634 =-0.431454 f12<=-1.54883 =0.040991 =-0.407767
f5<=0.0405517 f5<=4.77008e-05 f15<=0.0666928 =-0.652575 =-1.01013 f7<=0.0878805 =0.339353 =-0.832933 f7<=0.10834 f3<=0.40426 =-0.138422 =0.480935 f5<=0.652183 =0.0184237 =-0.404367
f19<=0.0834015 f7<=0.0617307 f27<=0.100061 =0.548067 =-0.586784 f32<=0.160749 =-0.870791 =-0.0847292 f22<=0.68524 f2<=-0.250863 =-0.578327 =0.176776 f37<=0.0132243 =-0.459348 =0.013867
f2<=0.801704 f7<=0.227086 f12<=-1.54883 =0.22955 =-0.28466 f24<=0.375058 =-0.463629 =-0.0261869 f7<=0.032883 f8<=0.410559 =0.961471 =-0.978802 f12<=-1.54883 =-0.742111 =-1.5819
f17<=0.0482774 f7<=0.0492461 f25<=0.0634966 =-1.40912 =0.564103 f12<=-1.54883 =-0.598117 =-1.40377 f32<=0.0167287 f5<=0.398061 =-0.705023 =-0.0320538 f4<=0.0914147 =0.702216 =0.058148
f7<=0.492605 f2<=0.598337 f24<=0.309532 =-0.173887 =0.146313 f7<=0.0492461 =0.331804 =-0.570875 f0<=6.76677 f8<=0.658827 =-0.867238 =0.227791 f24<=0.607215 =-0.766712 =-0.0303878
f28<=0.80027 f19<=0.0834015 f7<=0.0617307 =-0.0407692 =-0.700286 f15<=0.833405 =-0.0482209 =0.234724 f17<=0.142943 f20<=0.437587 =-1.26226 =0.0774023 f26<=0.45676 =-0.0868704 =-0.904476
f21<=0.991689 f2<=-0.404543 f18<=0.80013 =-0.899329 =-0.0571826 f7<=0.211088 =0.205007 =-0.101329 f2<=0.098279 f10<=0.346574 =-0.127857 =1.63958 f0<=8.97557 =-0.751087 =1.87941
f5<=0.0405517 f5<=4.77008e-05 f15<=0.0666928 =-0.605778 =-1.00584 f7<=0.126808 =0.189009 =-0.890189 f7<=0.0492461 f2<=0.172111 =-0.00821172 =0.941692 f1<=0.300014 =-0.955864 =-0.000688302
f4<=5.75639e-05 f10<=1.49787 f0<=6.28693 =-0.961825 =-0.49166 f16<=0.253986 =-0.48365 =1.54036 f4<=0.0833365 f5<=0.698404 =0.620046 =-0.408983 f1<=0.291691 =-0.80511 =-0.00699494
f7<=0.10834 f3<=0.330359 f8<=0.172164 =0.414122 =-0.522119 f4<=0.100004 =0.913275 =0.217716 f26<=0.00930235 f20<=0.363667 =-0.633028 =-0.125517 f11<=0.582596 =0.0825822 =-0.723596
f26<=0.812428 f25<=0.107152 f26<=4.26913e-05 =-0.676874 =-0.111552 f7<=0.0732623 =0.449199 =0.0195568 f25<=0.142875 f31<=0.166753 =-0.430688 =1.20562 f22<=0.309542 =-1.43192 =-0.545619
f2<=0.801704 f7<=0.43024 f36<=0.0234016 =-0.0623985 =0.194606 f0<=6.76677 =-0.696478 =-0.249551 f7<=7.13023e-06 f12<=-2.78383 =-0.75744 =1.68494 f12<=-1.54883 =-0.643408 =-1.36044
f4<=0.257896 f20<=0.687547 f2<=-0.325099 =-0.755199 =0.211996 f15<=0.750075 =-0.497696 =-0.0333559 f18<=0.571517 f8<=0.172164 =-0.45061 =-1.03867 f36<=5.33504e-05 =-0.432496 =0.167415
f17<=0.0482774 f16<=0.875046 f27<=0.296311 =-0.517503 =0.380427 f0<=5.60396 =-0.343443 =-1.09568 f33<=0.00700528 f35<=0.0219367 =-0.340485 =0.262222 f4<=0.0914147 =0.586431 =0.0190297
f5<=0.0405517 f5<=4.77008e-05 f15<=0.0666928 =-0.529219 =-1.00373 f7<=0.126808 =0.19884 =-0.876418 f7<=7.13023e-06 f2<=0.10564 =0.178087 =1.19539 f9<=4.78895e-06 =-0.218997 =0.0687738
f5<=0.652183 f3<=0.0929969 =-1.00405 f4<=0.108828 =0.430384 =0.00537577 f18<=0.428613 f24<=0.518185 =0.356047 =-0.726029 f37<=0.0132243 =-0.623193 =0.204118
f8<=0.673996 f7<=0.211088 f12<=-1.54883 =0.235688 =-0.363394 f9<=0.022921 =-0.335897 =0.0268022 f0<=7.68409 f9<=0.776845 =-0.992133 =-0.267099 f27<=0.100061 =-0.172666 =-2.11688
f19<=0.0834015 f25<=0.300067 f7<=0.0617307 =0.186912 =-0.48007 f23<=0.563682 =-0.977082 =0.0219342 f34<=0.0238285 f5<=0.398061 =-0.613722 =-0.0338039 f12<=-1.54883 =0.21909 =-0.194125
f2<=0.459724 f24<=0.309532 f27<=0.333487 =-0.309306 =0.170218 f17<=0.200106 =-0.347236 =0.194151 f18<=0.964356 f7<=0.227086 =0.0897433 =-0.578893 f15<=0.535739 =0.845552 =-0.870229
f22<=0.933413 f5<=0.652183 f3<=0.0929969 =-0.996422 =0.127341 f3<=9.63763e-05 =0.320679 =-0.381702 f2<=-0.0570422 f7<=0.184495 =0.572395 =-0.403907 f2<=0.296356 =-0.431837 =-0.832274
f7<=0.032883 f2<=0.00187617 f18<=0.642939 =-0.757754 =0.643783 f30<=0.0268012 =1.48658 =0.136073 f1<=0.300014 f4<=0.100004 =-0.306672 =-1.17232 f17<=0.100085 =-0.542463 =0.0280333
f21<=0.918785 f15<=0.855802 f18<=0.833379 =-0.123806 =0.300451 f5<=0.49788 =-0.0974267 =0.502573 f2<=0.296356 f9<=0.693758 =0.0545879 =-0.599911 f24<=0.100058 =0.570619 =-0.849906
f7<=0.492605 f2<=0.801704 f5<=0.878513 =0.0509317 =-0.687177 f7<=7.13023e-06 =0.803617 =-0.749855 f0<=6.76677 f5<=0.522321 =-0.9354 =-0.629527 f24<=0.66677 =-0.692264 =0.0554169
f7<=0.10834 f27<=0.100061 f2<=-0.250863 =-0.470737 =0.767624 f12<=-1.54883 =0.377999 =-1.23066 f15<=0.302957 f18<=0.750051 =-0.56922 =0.29121 f9<=4.78895e-06 =-0.248359 =0.0963915
f26<=0.812428 f27<=0.000149031 f7<=0.154588 =0.348139 =-0.404635 f5<=0.666693 =0.125467 =-0.261563 f15<=0.966709 f35<=0.05851 =-0.470959 =0.529779 f19<=0.336371 =-1.45843 =-0.670994
f21<=0.680049 f24<=0.141884 f27<=0.296311 =-0.496226 =0.0894519 f4<=0.278696 =0.228158 =-0.281987 f4<=0.417638 f30<=0.0129933 =-0.595485 =-0.156241 f1<=0.715978 =0.921409 =-0.357915
f5<=0.0405517 f15<=0.0666928 f29<=0.698425 =-0.833504 =1.06379 f5<=4.77008e-05 =-1.00306 =-0.517857 f7<=0.0732623 f11<=0.400783 =0.558766 =-0.0294037 f19<=0.200114 =-0.44766 =0.0132936
f5<=0.919335 f4<=0.0833365 f18<=0.500071 =0.598962 =-0.246469 f36<=0.0234016 =-0.186406 =0.114079 f32<=0.0818298 f31<=0.166753 =-0.964678 =0.490908 f7<=0.0732623 =2.7552 =-0.519026
f33<=0.0357371 f36<=0.0234016 f1<=0.135036 =0.813234 =-0.307861 f21<=0.535725 =0.471607 =-0.121596 f19<=0.333387 f1<=0.309946 =-0.949317 =-0.176712 f19<=0.979414 =0.259052 =-0.36639
f4<=5.75639e-05 f10<=1.49787 f12<=-2.35244 =-0.958027 =-0.409887 f11<=0.22304 =1.25911 =-0.6324 f4<=0.0493246 f5<=0.80876 =0.758123 =-0.986241 f17<=0.333395 =-0.209717 =0.0438154
f7<=0.211088 f12<=-1.54883 f5<=0.637622 =0.294315 =-0.0892968 f27<=0.100061 =0.914913 =-1.25111 f15<=0.375143 f18<=0.683548 =-0.687702 =0.0933551 f9<=0.022921 =-0.268368 =0.111452
f15<=0.120399 f7<=0.0492461 f8<=0.425178 =0.85307 =-0.689823 f18<=0.750051 =-0.701136 =0.197695 f21<=0.954317 f19<=0.0834015 =-0.422604 =0.0857714 f2<=0.296356 =-0.107896 =-0.795849
f28<=0.80027 f27<=0.250059 f4<=0.163046 =0.05733 =-0.302256 f36<=0.00686656 =-0.144489 =0.344845 f15<=0.750075 f7<=0.211088 =0.315782 =-0.506802 f17<=0.222315 =-1.13439 =-0.520092
f5<=0.0405517 f15<=0.0666928 f1<=0.590001 =-0.814657 =0.946708 f5<=4.77008e-05 =-1.00088 =-0.502861 f7<=0.032883 f2<=0.172111 =-0.000366842 =0.818631 f17<=0.100085 =-0.511357 =0.0114819
f33<=0.0238411 f35<=0.0219367 f1<=0.135036 =0.829877 =-0.303174 f5<=0.379737 =-0.746543 =0.273678 f1<=0.283346 f0<=7.32877 =-0.569635 =-1.38409 f4<=0.028353 =3.29017 =0.0958289
f2<=0.801704 f7<=0.227086 f21<=0.680049 =0.187546 =-0.117911 f24<=0.375058 =-0.386566 =-0.00568418 f7<=7.13023e-06 f12<=-2.78383 =-0.706853 =1.46134 f11<=0.582596 =-0.322412 =-0.983925
f29<=0.488444 f16<=0.152427 f7<=0.0492461 =0.311316 =-0.35189 f25<=0.166723 =-0.215888 =0.138713 f12<=-0.892282 f35<=0.00256575 =-0.776363 =-0.140074 f4<=0.381544 =-0.270992 =2.7702
f7<=0.492605 f2<=0.459724 f24<=0.309532 =-0.144405 =0.125155 f18<=0.964356 =-0.10172 =-0.676345 f0<=6.76677 f5<=0.522321 =-0.920611 =-0.558452 f5<=0.584345 =-0.495095 =0.437434
f5<=4.77008e-05 f15<=0.0666928 f9<=0.095807 =1.22939 =-0.818751 =-0.996735 f7<=0.10834 f8<=0.358283 =0.36999 =-0.0522344 f5<=0.637622 =0.0198091 =-0.287644
f22<=0.658359 f22<=0.36667 f19<=0.500147 =-0.23309 =0.138838 f25<=0.187513 =-0.222114 =0.251813 f4<=0.417638 f15<=0.833405 =-0.375529 =-0.027576 f12<=-2.78383 =-0.322407 =0.79509
f27<=0.944683 f27<=0.000149031 f7<=0.154588 =0.284331 =-0.359047 f5<=0.666693 =0.104115 =-0.23208 f34<=0.05118 f2<=-0.404543 =0.740686 =-0.952742 f30<=0.444578 =0.500242 =-0.546585
f8<=0.691976 f4<=0.257896 f31<=0.166753 =0.117621 =-0.403294 f8<=0.375829 =-0.00766269 =-0.737057 f0<=7.68409 f22<=0.36667 =-0.800475 =0.0338413 f27<=0.100061 =-0.38804 =-1.90668
f5<=0.919335 f9<=4.78895e-06 f7<=0.0125036 =1.14952 =-0.194155 f8<=0.358283 =0.165706 =-0.0904079 f32<=0.0818298 f31<=0.166753 =-0.949674 =0.531206 f7<=0.0732623 =2.36816 =-0.490612
f20<=0.687547 f20<=0.363667 f28<=0.69391 =-0.0792545 =-0.828883 f2<=-0.19401 =-0.402857 =0.224463 f31<=0.0317532 f33<=0.0833477 =-0.581943 =-0.159327 f36<=0.0555661 =-0.225285 =0.207366
f4<=5.75639e-05 f10<=1.49787 f12<=-2.35244 =-0.94845 =-0.335373 f16<=0.253986 =-0.4998 =1.32824 f4<=0.0493246 f18<=0.500071 =0.864489 =-0.236141 f17<=0.333395 =-0.184378 =0.0367409
f2<=0.801704 f7<=0.211088 f12<=-1.54883 =0.186521 =-0.275074 f15<=0.535739 =-0.358001 =-0.00849744 f0<=7.89897 f29<=0.0250055 =-0.752682 =-0.0470049 f7<=0.193766 =-2.15119 =-0.350195
f26<=0.714484 f27<=0.21214 f4<=0.128552 =0.0770414 =-0.255065 f12<=-1.54883 =0.240615 =-0.358952 f12<=-1.20862 f31<=4.34028e-05 =-1.05011 =-0.222106 f7<=0.184495 =-0.429004 =1.97359
f33<=0.0357371 f36<=0.0234016 f3<=0.0586905 =-0.854046 =-0.174128 f21<=0.535725 =0.377614 =-0.117893 f4<=0.0914147 f5<=0.698404 =0.773041 =-0.447016 f26<=0.0493865 =-0.241354 =0.132344
f12<=-3.66185 f0<=4.33727 f11<=0.400783 =0.292953 =-0.97762 f3<=0.750024 =-0.473239 =0.883799 f7<=0.0878805 f18<=0.750051 =0.0821828 =0.567251 f16<=0.152427 =-0.310593 =0.0129097
f5<=4.77008e-05 f15<=0.0666928 f9<=0.095807 =1.17141 =-0.785047 =-0.989836 f7<=0.0492461 f2<=0.172111 =-0.00806461 =0.645598 f1<=0.291691 =-0.754732 =-0.00333219
f2<=0.459724 f33<=0.0357371 f36<=0.0234016 =-0.212543 =0.128888 f4<=0.139304 =0.448122 =0.00363423 f18<=0.964356 f7<=0.227086 =0.0796233 =-0.524198 f15<=0.466743 =1.34218 =-0.728975
f7<=0.492605 f11<=0.400783 f0<=4.33727 =2.02587 =0.0368907 f5<=0.666693 =-0.0770915 =-0.702691 f5<=0.584345 f12<=-1.20862 =-0.688546 =0.303694 f32<=5.03018e-05 =-0.534591 =0.678574
f27<=0.944683 f23<=0.0909348 f17<=0.90485 =-0.114345 =-0.748491 f17<=0.0482774 =-0.474422 =0.0744517 f34<=0.05118 f2<=-0.492035 =0.93154 =-0.893606 f26<=0.612351 =0.384362 =-0.625801
f7<=0.243119 f4<=0.417638 f21<=0.680049 =0.14468 =-0.310939 f3<=0.17555 =-1.00296 =0.836755 f1<=0.528311 f0<=7.68409 =-0.496042 =0.136213 f9<=0.0400742 =-0.191708 =0.227399
f5<=0.919335 f4<=0.0668949 f18<=0.500071 =0.570266 =-0.251168 f30<=0.0129933 =-0.190852 =0.0336924 f32<=0.0818298 f34<=0.1077 =-0.95083 =0.151869 f7<=0.0732623 =2.11334 =-0.478359
f29<=0.488444 f4<=0.417638 f4<=0.278696 =0.0516162 =-0.270378 f8<=0.375829 =0.81061 =-0.745598 f12<=-0.892282 f35<=0.00256575 =-0.726041 =-0.127586 f37<=0.0845499 =0.559366 =2.9458
f15<=0.18527 f18<=0.683548 f7<=0.175004 =-0.174576 =-0.750041 f19<=0.750138 =0.605383 =-0.27339 f1<=0.135036 f3<=0.133357 =-0.766894 =1.46743 f17<=0.0758951 =-0.365165 =0.03753
f19<=0.0834015 f32<=0.160749 f4<=0.257896 =-0.285752 =-0.978731 f2<=0.0647382 =1.3263 =-0.128004 f2<=-0.250863 f12<=-1.54883 =-0.146294 =-1.2703 f22<=0.842378 =0.0854372 =-0.23671
f34<=0.0238285 f5<=0.398061 f6<=0.0470556 =-0.597988 =1.15534 f7<=0.243119 =0.105359 =-0.292519 f19<=0.209984 f22<=0.291687 =-1.01317 =-0.167917 f25<=0.0634966 =-0.482538 =0.161696
f5<=0.637622 f3<=0.0929969 f19<=0.0834015 =-0.585945 =-1.00455 f4<=0.0833365 =0.382164 =0.0185913 f3<=9.63763e-05 f12<=-2.47664 =-0.862235 =0.794921 f18<=0.391337 =0.0585137 =-0.469629
f8<=0.691976 f3<=0.505935 f12<=-2.78383 =-0.244006 =0.17432 f5<=0.698404 =-0.0151901 =-0.546568 f0<=8.15522 f22<=0.36667 =-0.807173 =0.0927518 f3<=0.602155 =-1.68473 =0.935377
f7<=0.558584 f17<=0.362294 f19<=0.890178 =-0.0440432 =-0.689491 f32<=0.0167287 =-0.106239 =0.156642 f0<=8.97557 f5<=0.584345 =-0.7805 =-0.249372 f23<=0.666816 =-0.548816 =1.8037
f7<=7.13023e-06 f12<=-3.46598 f9<=0.617272 =0.435695 =-0.953861 f10<=2.4414 =1.02168 =-0.12988 f9<=4.78895e-06 f4<=0.417638 =-0.23816 =0.427513 f8<=0.358283 =0.130446 =-0.0969436
f20<=0.687547 f2<=-0.404543 f4<=0.189721 =-1.01507 =-0.211039 f20<=0.363667 =-0.0719657 =0.161586 f29<=0.00725955 f7<=0.235122 =-0.750258 =-0.208994 f12<=-1.54883 =0.0501906 =-0.446179
f7<=0.10834 f27<=0.100061 f12<=-1.54883 =0.101864 =1.00538 f12<=-1.54883 =0.306633 =-0.926611 f11<=0.582596 f28<=0.0362155 =-0.181174 =0.0684495 f5<=0.430418 =0.495686 =-0.793988
f29<=0.488444 f4<=0.417638 f5<=0.317309 =-0.740188 =0.012837 f3<=0.17555 =-0.987866 =0.62665 f12<=-0.892282 f35<=0.00256575 =-0.692809 =-0.129164 f4<=0.381544 =-0.266962 =1.84603
f28<=0.80027 f27<=0.21214 f29<=0.138427 =0.00986339 =-0.337903 f12<=-1.54883 =0.197043 =-0.310657 f23<=0.110587 f2<=0.241305 =-0.32387 =1.23422 f20<=0.333477 =-1.13557 =-0.30679
f26<=0.45676 f25<=0.107152 f14<=0.000152625 =-0.99247 =-0.147437 f2<=-0.250863 =-0.268472 =0.102417 f35<=7.67813e-05 f37<=0.0462352 =-0.689613 =-0.12282 f31<=4.34028e-05 =-0.608087 =0.270485
f5<=4.77008e-05 f15<=0.0666928 f1<=0.681491 =-0.724068 =1.12432 =-0.985339 f7<=0.0492461 f8<=0.47144 =0.444708 =-0.218136 f1<=0.283346 =-0.759053 =-0.00464074
f22<=0.658359 f22<=0.36667 f19<=0.500147 =-0.189998 =0.13314 f21<=0.918785 =0.179079 =-0.346402 f31<=0.0317532 f12<=-0.892282 =-0.462709 =0.725392 f36<=0.125042 =-0.166853 =0.342043
f2<=0.459724 f24<=0.333455 f2<=0.341833 =-0.17103 =0.369454 f17<=0.300051 =-0.199176 =0.152313 f18<=0.964356 f7<=0.211088 =0.101253 =-0.430861 f15<=0.535739 =0.926932 =-0.700749
f7<=0.211088 f12<=-1.54883 f5<=0.623458 =0.244789 =-0.0813225 f27<=0.100061 =0.784321 =-0.984012 f9<=0.0400742 f14<=0.66681 =-0.449272 =-0.0813766 f8<=0.375829 =0.219001 =-0.259348
f15<=0.100117 f33<=0.800458 f18<=0.750051 =-0.526007 =0.406008 f7<=0.29394 =2.53525 =-0.667301 f36<=0.667184 f7<=0.10834 =0.179988 =-0.0136486 f15<=0.592628 =0.279944 =-0.903032
f5<=0.919335 f4<=0.0668949 f18<=0.428613 =0.599832 =-0.108265 f27<=0.21214 =-0.113221 =0.070113 f32<=0.0818298 f34<=0.1077 =-0.939824 =0.183327 f7<=0.0732623 =1.82113 =-0.476754
f27<=0.944683 f15<=0.855802 f5<=0.584345 =0.0525078 =-0.196853 f18<=0.875086 =0.408294 =-0.127142 f5<=0.430418 f23<=0.327288 =0.207908 =-0.783969 f2<=0.0647382 =1.10074 =-0.919444
f5<=0.0405517 f15<=0.0666928 f29<=0.698425 =-0.713306 =1.07821 f0<=5.55875 =-1.00575 =-0.412134 f9<=0.396596 f8<=0.410559 =-0.0105728 =-0.874977 f4<=0.278696 =0.174889 =-0.356215
f3<=0.505935 f12<=-2.54505 f3<=0.133357 =-0.925183 =0.0598171 f1<=0.300014 =-0.323494 =0.234551 f12<=-2.35244 f10<=0.89588 =0.100988 =1.09961 f4<=0.381544 =-0.218315 =0.519759
f26<=0.45676 f25<=5.93965e-05 f14<=0.266728 =-0.968655 =-0.149156 f27<=0.21214 =-0.0192954 =0.165608 f35<=7.67813e-05 f37<=0.0462352 =-0.645268 =-0.111996 f31<=4.34028e-05 =-0.561372 =0.23069
f22<=0.658359 f2<=-0.404543 f4<=0.204337 =-0.994134 =-0.0679177 f18<=0.964356 =0.104863 =-0.232145 f35<=0.037531 f34<=0.1077 =-0.369028 =0.00356051 f29<=0.00725955 =-0.444871 =0.166735
f7<=0.0878805 f27<=0.100061 f2<=-0.250863 =-0.305445 =0.556315 f12<=-1.54883 =0.292845 =-0.714486 f16<=0.152427 f23<=0.166731 =-1.00292 =-0.15905 f9<=4.78895e-06 =-0.161173 =0.0724365
f14<=0.100035 f0<=7.68409 f23<=0.636469 =0.119438 =-0.512368 f15<=0.640048 =-0.315106 =-1.0048 f23<=0.200019 f16<=0.359316 =-0.468455 =-0.00468036 f32<=0.0167287 =-0.0845269 =0.184353
f7<=0.032883 f8<=0.46143 f0<=6.2196 =0.847512 =0.154282 f9<=0.497676 =-0.862527 =0.29944 f17<=0.100085 f19<=0.890178 =-0.232214 =-0.895416 f16<=0.152427 =-0.216428 =0.0443593
f7<=0.492605 f2<=0.801704 f6<=0.0470556 =0.0101026 =0.502267 f29<=0.0250055 =-0.774554 =-0.141652 f5<=0.584345 f12<=-1.20862 =-0.641409 =0.167842 f1<=0.6987 =-0.611857 =0.722834
f7<=0.211088 f12<=-1.54883 f5<=0.623458 =0.21408 =-0.0665002 f27<=0.100061 =0.70777 =-0.841577 f24<=0.375058 f12<=-0.892282 =-0.3579 =0.607837 f14<=0.100035 =-0.464157 =0.0567866
f27<=0.944683 f30<=0.0129933 f21<=0.566714 =0.0586972 =-0.439604 f1<=0.291691 =-0.61982 =0.0883401 f2<=0.108311 f5<=0.430418 =-0.498203 =0.788233 f23<=0.300024 =0.108154 =-1.08246
f20<=0.666781 f4<=0.257896 f29<=0.166757 =0.142178 =-0.513185 f18<=0.571517 =-0.666648 =0.0050093 f29<=0.00725955 f23<=0.480058 =-0.787306 =-0.222345 f12<=-1.54883 =0.036187 =-0.355672
f5<=4.77008e-05 f15<=0.0666928 f9<=0.095807 =1.04754 =-0.711699 =-0.979523 f7<=0.10834 f16<=0.666734 =0.219018 =-0.243294 f11<=0.582596 =-0.0102162 =-0.466531
f15<=0.120399 f4<=0.604537 f18<=0.100125 =-0.893021 =-0.251179 f0<=5.22843 =-0.551157 =2.15846 f36<=0.667184 f33<=0.0238411 =-0.0666079 =0.0778187 f15<=0.592628 =0.264054 =-0.875552
f5<=0.919335 f4<=0.0668949 f18<=0.500071 =0.441538 =-0.205128 f27<=0.21214 =-0.102891 =0.0637076 f32<=0.0818298 f31<=0.166753 =-0.901548 =0.677172 f7<=0.126808 =1.38379 =-0.663851
f29<=0.488444 f4<=0.417638 f5<=0.317309 =-0.695366 =0.00921574 f3<=0.17555 =-0.975498 =0.551418 f12<=-0.892282 f16<=4.995e-05 =0.42089 =-0.425724 f25<=0.766733 =0.63891 =3.21649
f4<=5.75639e-05 f8<=0.195244 f18<=0.473274 =2.44527 =-0.649635 f6<=0.0470556 =-0.766986 =0.625696 f4<=0.0395088 f5<=0.779336 =0.707708 =-0.729598 f27<=0.000149031 =-0.17867 =0.020697
f9<=0.396596 f8<=0.410559 f4<=0.417638 =-0.0660425 =0.415963 f1<=0.201624 =-0.236189 =-1.04138 f4<=0.278696 f5<=0.698404 =0.21424 =-0.268302 f3<=0.0586905 =-0.996191 =-0.203373
f7<=0.0492461 f8<=0.480557 f15<=0.66682 =0.527549 =-0.0310409 f9<=0.463782 =-0.912132 =0.21342 f21<=0.166846 f27<=0.250059 =-0.727505 =0.405916 f17<=0.100085 =-0.37471 =0.0203052
f26<=0.612351 f15<=0.879664 f5<=0.534657 =0.0855111 =-0.143824 f18<=0.964356 =0.352115 =-0.176836 f25<=0.142875 f35<=7.67813e-05 =-0.363357 =0.789028 f22<=0.309542 =-1.24359 =-0.19291
f4<=0.278696 f31<=0.200033 f25<=0.277863 =-0.101586 =0.153253 f1<=0.792732 =-0.486387 =0.735642 f8<=0.410559 f4<=0.381544 =-0.231149 =0.22509 f11<=0.582596 =-0.831589 =-0.238181
f7<=0.211088 f12<=-1.54883 f7<=0.175004 =0.19828 =-0.0719819 f27<=0.100061 =0.636658 =-0.763674 f17<=0.300051 f27<=0.124342 =-0.591805 =-0.0898818 f24<=0.375058 =-0.234275 =0.0555362
f21<=0.750084 f27<=0.250059 f9<=0.797629 =-0.0899956 =0.437233 f36<=5.33504e-05 =-0.0803872 =0.400568 f2<=0.296356 f4<=0.465965 =-0.107354 =0.348359 f20<=0.666781 =-0.17547 =-0.683183
f29<=0.488444 f14<=0.200051 f0<=4.33727 =0.938327 =-0.141944 f23<=0.266724 =-0.124049 =0.140499 f5<=0.682578 f5<=0.444979 =-0.137612 =-0.785828 f25<=0.300067 =-0.687027 =2.40222
f27<=0.944683 f2<=-0.250863 f11<=0.582596 =-0.361371 =0.250795 f7<=0.211088 =0.106263 =-0.056388 f21<=0.466697 f14<=0.925981 =0.999777 =-0.9503 f2<=-0.761825 =0.792906 =-0.579669
f5<=0.0405517 f15<=0.375143 f30<=0.633437 =-0.761445 =0.452061 =-0.978805 f3<=0.505935 f33<=0.00700528 =-0.0998883 =0.172643 f12<=-2.35244 =0.141684 =-0.150653
f12<=-3.66185 f0<=4.33727 f11<=0.582596 =0.362127 =-0.972339 f3<=0.750024 =-0.391355 =0.871574 f7<=0.0732623 f18<=0.750051 =0.0302192 =0.556526 f1<=0.27502 =-0.780318 =-0.00930889
f7<=0.558584 f15<=0.18527 f18<=0.683548 =-0.329486 =0.332855 f1<=0.135036 =1.11971 =0.0200554 f0<=8.97557 f26<=0.200133 =-0.380238 =-0.930807 f8<=0.0425996 =1.56253 =-0.737386
f9<=4.78895e-06 f7<=0.0125036 f32<=5.03018e-05 =1.29819 =0.261764 f31<=0.0158911 =-0.416062 =-0.0335717 f14<=0.100035 f25<=0.0317593 =-0.944562 =-0.103845 f16<=0.152427 =-0.154931 =0.127785
f28<=0.80027 f23<=0.0909348 f32<=0.0167287 =0.000552725 =-0.448403 f2<=-0.404543 =-0.336783 =0.0554059 f0<=8.5036 f20<=0.437587 =-0.807259 =-0.212633 f35<=7.67813e-05 =1.21856 =-0.273091
f12<=-0.892282 f12<=-1.54883 f7<=0.175004 =0.17308 =-0.0853488 f4<=0.100004 =0.49292 =-0.415599 f1<=0.291691 f4<=0.108828 =0.257627 =-1.16801 f34<=3.34225e-05 =1.1856 =0.159683
f26<=0.45676 f25<=5.93965e-05 f14<=0.798107 =-0.577974 =0.0800102 f2<=-0.250863 =-0.222038 =0.068922 f35<=7.67813e-05 f12<=-0.892282 =-0.504547 =0.759823 f19<=0.575804 =-0.247523 =0.286506
f30<=0.0129933 f21<=0.566714 f7<=0.165098 =0.315373 =-0.156866 f14<=0.466725 =-0.755691 =-0.181452 f1<=0.291691 f4<=0.108828 =0.292441 =-0.779446 f5<=0.779336 =0.0454387 =0.605843
f4<=5.75639e-05 f18<=0.285747 f8<=0.123625 =2.2385 =-0.266126 f8<=0.195244 =-0.148872 =-0.891039 f4<=0.028353 f9<=0.733644 =0.287914 =2.2351 f7<=0.032883 =0.238885 =-0.023196
f5<=0.919335 f2<=0.459724 f33<=0.0357371 =-0.0566212 =0.0916281 f24<=0.309532 =0.174611 =-0.281499 f32<=0.0818298 f34<=0.1077 =-0.908607 =0.245169 f7<=0.0732623 =1.47646 =-0.466074
f3<=0.82516 f9<=0.396596 f8<=0.450011 =-0.0117776 =-0.896884 f37<=0.142944 =0.124631 =-0.413494 f4<=0.0914147 f34<=0.0357371 =-0.200325 =1.8595 f33<=0.0238411 =0.0478672 =-0.895064
f5<=4.77008e-05 f15<=0.0666928 f35<=0.840139 =-0.670068 =0.831794 =-0.966429 f35<=0.0219367 f5<=0.698404 =0.00964449 =-0.317676 f5<=0.698404 =0.0434921 =0.710883
f26<=0.812428 f15<=0.909313 f5<=0.534657 =0.0650771 =-0.120387 f18<=0.875086 =0.404293 =-0.0994118 f19<=0.250075 f22<=0.842378 =-1.18144 =1.31636 f28<=0.28129 =0.324076 =-0.578459
f7<=0.558584 f2<=0.993752 f6<=0.0299808 =-0.00143501 =0.359216 f21<=0.954317 =-0.971221 =0.840227 f5<=0.623458 f12<=-1.20862 =-0.657981 =0.391534 f0<=7.49304 =-0.372578 =2.08215
f20<=0.666781 f7<=0.322678 f4<=0.238785 =0.129842 =-0.0871123 f33<=0.00700528 =-0.545442 =-0.0419078 f2<=0.113426 f9<=0.693758 =0.0963211 =-0.324257 f32<=0.0659773 =-0.488898 =-0.0589432
f8<=0.691976 f3<=0.505935 f31<=0.113163 =0.151541 =-0.100155 f5<=0.733731 =-0.0175517 =-0.638506 f3<=0.494762 f4<=0.100004 =-0.269044 =-1.14217 f9<=0.896221 =-0.781573 =1.55862
f17<=0.362294 f19<=0.890178 f0<=4.33727 =0.90996 =-0.0670659 f2<=-0.0832903 =0.39547 =-0.790992 f21<=0.166846 f27<=0.250059 =-0.677638 =0.437269 f19<=0.333387 =-0.137814 =0.0976544
f27<=0.944683 f15<=0.936317 f4<=0.381544 =-0.0527388 =0.196839 f18<=0.875086 =0.424934 =-0.101732 f34<=0.05118 f3<=0.351278 =0.478922 =-0.798212 f30<=0.316718 =0.482862 =-0.41945
f5<=4.77008e-05 f15<=0.0666928 f1<=0.681491 =-0.662533 =0.770309 =-0.960259 f7<=0.0492461 f11<=0.400783 =0.407326 =-0.0260124 f16<=0.152427 =-0.210681 =0.0197377
`

// contextText: no context forest yet.
const contextText = ``

// END CALIBRATION
