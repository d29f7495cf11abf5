package viewer_test

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"hash/fnv"
	"image"
	"image/jpeg"
	"math"
	"math/rand"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/detectors/detectorstest"
	mc "github.com/skillrun/skillrun/examples/minecraft"
	"github.com/skillrun/skillrun/examples/minecraft/render"
	"github.com/skillrun/skillrun/examples/minecraft/render/rendertest"
	"github.com/skillrun/skillrun/examples/minecraft/viewer"
	"github.com/skillrun/skillrun/library/builtin/blaze_detector"
)

var (
	calibrate            = flag.Bool("calibrate", false, "recalibrate the built-in blaze detector and rewrite its model")
	calTrees             = flag.Int("calibrate-trees", 200, "trees in the forest calibration trains")
	calDepth             = flag.Int("calibrate-depth", 3, "depth of each tree")
	calNear              = flag.Float64("calibrate-near", 2, "weight of negative candidates that overlap a blaze (IoU 0.2 to 0.5)")
	calContext           = flag.Bool("calibrate-context", true, "train the context forest")
	calWindows           = flag.String("calibrate-windows", "", "windows to try instead of the detector's (JSON detectors.WindowOptions)")
	calVoxFrames         = flag.Int("calibrate-voxel-frames", 1000, "ray-cast frames trained on")
	calVoxWeight         = flag.Float64("calibrate-voxel-weight", 2, "weight of the ray-cast frames' candidates")
	calComposedWeight    = flag.Float64("calibrate-composed-weight", 2, "weight of the composed scenes' candidates")
	calNet               = flag.Int("calibrate-net", 32, "hidden units of the net the context forest reads (0: no net)")
	calNetMargin         = flag.Float64("calibrate-net-margin", 0, "share of a box's width and height on each side the net also reads (detectors.Net.Margin)")
	calNetGrid           = flag.String("calibrate-net-grid", "8x12", "columns and rows of the grid the net reads a box on")
	calNetEpochs         = flag.Int("calibrate-net-epochs", 8, "passes over its candidates the net trains")
	calCTrees            = flag.Int("calibrate-context-trees", 400, "trees in the context forest")
	calCDepth            = flag.Int("calibrate-context-depth", 5, "depth of the context forest's trees")
	calHoldout           = flag.Int("calibrate-holdout", 0, "development sets kept out of training and scored beside validation")
	calMore              = flag.Int("calibrate-more", 0, "development sets drawn and trained on besides devSeeds (seeds 112 up)")
	calHidden            = flag.Float64("calibrate-hidden-weight", 1, "weight of the candidates of partly hidden blazes (under 0.7 of them showing)")
	calTrainMax          = flag.Int("calibrate-train-max", 0, "train on at most this many development sets (the first; 0: all not held out)")
	calHeap              = flag.Float64("calibrate-heap-weight", 1, "weight of the candidates of blazes in heaps (another blaze's box covers 0.3 of theirs)")
	calHard              = flag.Int("calibrate-hard", 4, "development sets of heaps and walls (--hard, seeds 301 up) drawn and trained on besides the others")
	calFov               = flag.String("calibrate-fov", "", "fields of view in degrees, comma-separated: a development set drawn with each (seeds 501 up) and trained on besides the others")
	calOthers            = flag.Int("calibrate-others", 6, "development sets with other warm blocks and mobs (--others train, seeds 401 up) drawn and trained on besides the others")
	calJPEG              = flag.Int("calibrate-jpeg", 4, "one development frame in this many is also trained on as JPEG q75 (0: none)")
	calPaletteJPEG       = flag.Int("calibrate-palette-jpeg", 4, "one development frame in this many also gives the palette its colours as JPEG q75 (0: none)")
	calPaletteJPEGPurity = flag.Float64("calibrate-palette-jpeg-purity", 0.9, "the least share of blaze pixels (other pixels weighed by otherWeight) in a colour cell the JPEG frames add to the palette")
	calJPEGWeight        = flag.Float64("calibrate-jpeg-weight", 0.5, "weight of the candidates of the development frames' JPEG copies (-calibrate-jpeg)")
	calDry               = flag.Bool("calibrate-dry", false, "print the validation figures without rewriting the detector")
	calCache             = flag.String("calibrate-cache", filepath.Join(os.TempDir(), "skillrun-calibrate"), "where the development sets are drawn (kept between runs)")
)

// The development sets: the dataset's "dev" layouts, at these seeds (the
// held-out set has its own seed and layouts and is never read here).
var devSeeds = []int{1009, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111}

// developmentSeeds returns devSeeds and the -calibrate-more seeds.
func developmentSeeds() []int {
	seeds := append([]int{}, devSeeds...)
	for i := range *calMore {
		seeds = append(seeds, 112+i)
	}
	return seeds
}

// validationSeed draws a development set left out of training, whose
// figures calibration prints.
const validationSeed = 4242

// Colour cells: a cell is in the palette when blaze pixels make at least
// half of its weighted count (other pixels weighed by otherWeight: frames
// are mostly not blaze) and at least minCell blaze pixels fell in it.
const (
	otherWeight = 0.1
	minCell     = 3
	learnRate   = 0.1
	cascadeKeep = 0.9995 // share of the probable candidates the cascade keeps
	easyKeep    = 4      // one easy negative candidate in easyKeep is trained on
)

// TestCalibrate rebuilds the blaze detector's palette and forests (run with
// -calibrate; see the detector's source). It draws the development sets
// with the real client's renderer (cached in -calibrate-cache), counts the
// colours of blaze and other pixels, collects the detector's candidates on
// those frames and on composed scenes (also as JPEG), labels each by its
// overlap with a true blaze, trains the forest and sets its cascade, trains
// the context forest on probabilities by forests trained on the other half
// of the frames, and rewrites the block between the CALIBRATION markers of
// blaze_detector.go.
func TestCalibrate(t *testing.T) {
	if !*calibrate {
		t.Skip("run with -calibrate to recalibrate the blaze detector")
	}
	needViewer(t)
	if _, err := fmt.Sscanf(*calNetGrid, "%dx%d", &netCols, &netRows); err != nil || netCols <= 0 || netRows <= 0 {
		t.Fatalf("-calibrate-net-grid %q: want columns x rows, as 8x12", *calNetGrid)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Hour)
	defer cancel()
	draw := func(seeds []int) []*viewer.Set {
		var sets []*viewer.Set
		for _, seed := range seeds {
			sets = append(sets, cachedSet(ctx, t, fmt.Sprintf("dev-%d", seed), viewer.GenerateOptions{Set: "dev", Seed: seed, Masks: true}))
		}
		return sets
	}
	// -calibrate-holdout keeps development sets out of training, to
	// compare trials on more blazes than validation's; sets neither
	// trained on nor held out are not drawn.
	seeds := developmentSeeds()
	trainSeeds, extraSeeds := seeds[:len(seeds)-*calHoldout], seeds[len(seeds)-*calHoldout:]
	if *calTrainMax > 0 && *calTrainMax < len(trainSeeds) {
		trainSeeds = trainSeeds[:*calTrainMax]
	}
	train, extra, validation := draw(trainSeeds), draw(extraSeeds), draw([]int{validationSeed})[0]
	train = append(train, hardSets(ctx, t)...)
	train = append(train, otherSets(ctx, t)...)
	train = append(train, fovSets(ctx, t)...)

	// The palette: colours of blaze pixels, from the masks, the cells
	// where they are most of what a frame shows; and, from some frames
	// through JPEG, whose blur and colour subsampling move a blaze's
	// colours into cells a lossless frame never shows, the cells where
	// they are most of what a JPEG shows.
	var blaze, other, blazeJPEG, otherJPEG [1 << 15]float64
	count := func(fr *detectors.Frame, mask []uint8, blaze, other *[1 << 15]float64) {
		img, w := fr.Img, fr.Width()
		for y := 0; y < fr.Height(); y++ {
			for x := 0; x < w; x++ {
				p := img.Pix[img.PixOffset(x, y):]
				c := detectors.ColorCell(p[0], p[1], p[2])
				if mask != nil && mask[y*w+x] != 0 {
					blaze[c]++
				} else {
					other[c]++
				}
			}
		}
	}
	for _, s := range train {
		for _, f := range s.Frames {
			fr := mustFrame(t, s, f)
			mask, err := s.ReadMask(f)
			if err != nil {
				t.Fatal(err)
			}
			count(fr, mask, &blaze, &other)
			if oneIn(*calPaletteJPEG, s, f) {
				count(asJPEG(t, fr), mask, &blazeJPEG, &otherJPEG)
			}
		}
	}
	palette := &detectors.ColorSet{}
	for c := range blaze {
		b, o := blaze[c], other[c]
		if b >= minCell && b/(b+otherWeight*o) >= 0.5 {
			_ = palette.AddCell(c)
		}
		b, o = blazeJPEG[c], otherJPEG[c]
		if b >= minCell && b/(b+otherWeight*o) >= *calPaletteJPEGPurity {
			_ = palette.AddCell(c)
		}
	}
	// The texture's own colours, unlit: composed scenes and pictures
	// drawn without shading show them.
	tex := detectorstest.Load(t)
	for y := 0; y < tex.Blaze.Rect.Dy(); y++ {
		for x := 0; x < tex.Blaze.Rect.Dx(); x++ {
			c := tex.Blaze.NRGBAAt(x, y)
			if c.A == 255 {
				palette.Add(c.R, c.G, c.B)
			}
		}
	}
	drawn := render.DrawnBlaze()
	for y := 0; y < drawn.Rect.Dy(); y++ {
		for x := 0; x < drawn.Rect.Dx(); x++ {
			if c := drawn.NRGBAAt(x, y); c.A == 255 {
				palette.Add(c.R, c.G, c.B)
			}
		}
	}
	t.Logf("palette: %d cells", palette.Len())
	table, err := blaze_detector.ColorTable(palette)
	if err != nil {
		t.Fatal(err)
	}
	m := blaze_detector.Model{Palette: palette, Windows: blaze_detector.DefaultWindows, Table: table}
	if *calWindows != "" {
		if err := json.Unmarshal([]byte(*calWindows), &m.Windows); err != nil {
			t.Fatal(err)
		}
	}

	// The candidates, labelled, frame by frame (the context forest
	// reads each candidate's neighbours), in two folds: each fold's
	// context is trained on probabilities by a forest trained on the
	// other fold, as the built-in forest's are on frames it never saw.
	var cal []calFrame
	sampler := rand.New(rand.NewSource(7))
	fold, frameWeight := 0, 1.0
	add := func(fr *detectors.Frame, find, ignore []detectors.Detection, findW []float64) {
		cs, err := blaze_detector.Candidates(fr, m, blaze_detector.DefaultMinArea)
		if err != nil {
			t.Fatal(err)
		}
		cf := calFrame{fold: fold, fw: frameWeight}
		boxes := make([]image.Rectangle, len(cs))
		for i, c := range cs {
			boxes[i] = c.Box
		}
		if cf.mix, err = detectors.ColorMix(fr, m.Palette, boxes, nil, 0); err != nil {
			t.Fatal(err)
		}
		if *calNet > 0 {
			buf := make([]float64, detectors.PatchSize(netCols, netRows))
			cf.patch = make([][]uint8, len(cs))
			for i, c := range cs {
				if cf.patch[i], err = patchBytes(fr, detectors.Grow(c.Box, *calNetMargin), m.Palette, buf); err != nil {
					t.Fatal(err)
				}
			}
		}
		for _, c := range cs {
			y, skip, near, posW := 0.0, false, 0.0, 1.0
			for k, tr := range find {
				iou := detectors.IoU(c.Box, tr.Box)
				if iou >= 0.5 {
					y = 1
					if findW != nil {
						posW = max(posW, findW[k])
					}
				}
				near = max(near, iou)
			}
			for _, tr := range ignore {
				iou := detectors.IoU(c.Box, tr.Box)
				if y == 0 && iou >= 0.5 {
					skip = true // a blaze too hidden to count either way
				}
				near = max(near, iou)
			}
			// Negatives that overlap no blaze are many and easy: a
			// sample of them stands, weighed, for all.
			wt := 1.0
			if y == 0 && near < 0.1 {
				if sampler.Intn(easyKeep) != 0 {
					wt = 0
				} else {
					wt = easyKeep
				}
			}
			// A box of part of a blaze, or of a blaze and more, looks
			// most like one: weigh these negatives up, so the box of the
			// whole blaze wins.
			if y == 0 && near >= 0.2 {
				wt = *calNear
			}
			if y == 1 {
				wt = posW
			}
			if skip {
				wt = -1
			}
			cf.cands = append(cf.cands, c)
			cf.y = append(cf.y, y)
			if wt > 0 {
				wt *= frameWeight
			}
			cf.w = append(cf.w, wt)
			cf.near = append(cf.near, y == 0 && near >= 0.2)
			cf.pw = append(cf.pw, posW)
		}
		cal = append(cal, cf)
		fold = 1 - fold
	}
	for _, s := range train {
		for _, f := range s.Frames {
			find, ignore := detectors.SplitTruth(viewer.Blazes(f.Truth), detectors.DefaultMinPixels)
			var findW []float64
			for i, d := range find {
				w := 1.0
				if hidden(viewer.Blazes(f.Truth), d.Box) {
					w = *calHidden
				}
				if viewer.Covered(find, i) >= viewer.HeapShare {
					w = max(w, *calHeap)
				}
				findW = append(findW, w)
			}
			fr := mustFrame(t, s, f)
			add(fr, find, ignore, findW)
			// Some also as JPEG: its blur and noise move the texel edges
			// the forests read, and screenshots are JPEG.
			if oneIn(*calJPEG, s, f) {
				frameWeight = *calJPEGWeight
				add(asJPEG(t, fr), find, ignore, findW)
				frameWeight = 1
			}
		}
	}
	frameWeight = *calComposedWeight
	for i, opt := range []detectorstest.SceneOptions{
		{Seed: 1001}, {Seed: 1002, Width: 1280, Height: 720}, {Seed: 1003, Backgrounds: []string{"magma"}},
		{Seed: 1004, Margin: 3}, {Seed: 1005, MinTexel: 0.5, MaxTexel: 1},
	} {
		n := 150
		if len(opt.Backgrounds) > 0 {
			n = 400 // a blaze on magma: the palette and the block touch
		}
		scenes, err := detectorstest.Scenes(tex, n, opt)
		if err != nil {
			t.Fatal(err)
		}
		for _, sc := range scenes {
			add(sc.Frame, sc.Truth, nil, nil)
			if i == 0 { // also as JPEG q75, whose colour fringes shift the palette
				add(asJPEG(t, sc.Frame), sc.Truth, nil, nil)
			}
		}
	}
	// Frames of the voxel world's ray-caster, textured and flat (the
	// hand-drawn blaze), as recorded episodes carry them.
	rng := rand.New(rand.NewSource(1006))
	voxTex := render.Textures{
		Blocks: map[string]image.Image{mc.Fire: tex.Fire[0], mc.Lava: tex.Lava[0], "magma_block": tex.Magma},
		Mobs:   map[string]image.Image{"blaze": render.BlazeSprite(tex.Blaze)},
	}
	for name, img := range tex.Blocks {
		voxTex.Blocks[name] = img
	}
	frameWeight = *calVoxWeight
	for i := range *calVoxFrames {
		sc := rendertest.RandomScene(rng, voxelScenes)
		w, mobs := sc.World, sc.Mobs
		cam := render.Camera{Eye: sc.Eye, Yaw: sc.Yaw, Pitch: sc.Pitch, Width: 640, Height: 360}
		tx := voxTex
		if i%2 == 1 {
			tx = render.Textures{}
		}
		if i%4 >= 2 {
			cam.Width, cam.Height = 320, 180
		}
		img, boxes, err := render.RenderLabelled(w, cam, tx, render.Options{Mobs: mobs})
		if err != nil {
			t.Fatal(err)
		}
		var find, ignore []detectors.Detection
		for k, e := range mobs {
			if e.Name != "blaze" || boxes[k].Empty() {
				continue
			}
			d := detectors.Detection{Label: "blaze", Box: boxes[k]}
			if boxes[k].Dx()*boxes[k].Dy() >= 100 {
				find = append(find, d)
			} else {
				ignore = append(ignore, d)
			}
		}
		fr, err := detectors.FrameFromImage(img, detectors.Source{Kind: "render", ID: fmt.Sprint(i)})
		if err != nil {
			t.Fatal(err)
		}
		add(fr, find, ignore, nil)
	}
	xs, ys, ws := rows(cal, -1)
	pos := 0
	for _, y := range ys {
		pos += int(y)
	}
	t.Logf("%d candidates trained on, %d of them blazes", len(ys), pos)
	m.Forest = boost(xs, ys, ws, *calTrees, *calDepth, learnRate)
	m.Cascade = cascade(t, cal, m.Forest)
	if *calContext {
		var half [2]*detectors.Forest
		for k := range half {
			x, y, w := rows(cal, k)
			half[k] = boost(x, y, w, *calTrees, *calDepth, learnRate)
		}
		// The candidates the context forest weighs, by the forest trained
		// on the other fold, and their context.
		type probable struct {
			frame, cand int
			ctx         []float64
			w           float64
		}
		var folds [2][]probable
		for fi, cf := range cal {
			other := half[1-cf.fold]
			boxes := make([]image.Rectangle, len(cf.cands))
			ps := make([]float64, len(cf.cands))
			ctx := make([][]float64, len(cf.cands))
			for i, c := range cf.cands {
				p, err := other.Probability(c.Features)
				if err != nil {
					t.Fatal(err)
				}
				boxes[i], ps[i], ctx[i] = c.Box, p, []float64{p}
			}
			ctx, err := detectors.BoxContext(boxes, ps, detectors.ContextOptions{MinScore: blaze_detector.ContextMin}, ctx)
			if err != nil {
				t.Fatal(err)
			}
			for i := range cf.cands {
				if ps[i] < blaze_detector.ContextMin || cf.w[i] < 0 {
					continue
				}
				// Few candidates are this probable: all are trained on.
				w := cf.fw
				if cf.near[i] {
					w *= *calNear
				}
				if cf.y[i] == 1 {
					w *= cf.pw[i]
				}
				folds[cf.fold] = append(folds[cf.fold], probable{fi, i, ctx[i], w})
			}
		}
		// The net, trained on each fold's probable candidates: the
		// context forest reads, for each, the net trained on the other.
		netSet := func(ps []probable) []netRow {
			var rows []netRow
			for _, p := range ps {
				rows = append(rows, netRow{cal[p.frame].patch[p.cand], cal[p.frame].y[p.cand], p.w})
			}
			return rows
		}
		var nets [2]*detectors.Net
		if *calNet > 0 {
			for k := range nets {
				nets[k] = trainNet(netSet(folds[k]), *calNet, *calNetEpochs, int64(k+1))
			}
			m.Net = trainNet(netSet(append(append([]probable{}, folds[0]...), folds[1]...)), *calNet, *calNetEpochs, 3)
		}
		var cx [][]float64
		var cy, cw []float64
		for k, ps := range folds {
			for _, p := range ps {
				cf := &cal[p.frame]
				z := 0.0
				if nets[1-k] != nil {
					z = netScore(nets[1-k], cf.patch[p.cand])
				}
				x := append(append(append([]float64{}, cf.cands[p.cand].Features...), p.ctx...), cf.mix[p.cand]...)
				cx = append(cx, append(x, z))
				cy = append(cy, cf.y[p.cand])
				cw = append(cw, p.w)
			}
		}
		t.Logf("context forest: %d candidates", len(cy))
		m.Context = boost(cx, cy, cw, *calCTrees, *calCDepth, learnRate)
	}

	r, err := viewer.Score(validation, func(f *detectors.Frame) ([]detectors.Detection, error) {
		return blaze_detector.DetectWith(f, m, blaze_detector.Args{Threshold: blaze_detector.DefaultThreshold, MinArea: blaze_detector.DefaultMinArea})
	}, viewer.ScoreOptions{})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("on the validation set (dev layouts, seed %d):\n%s", validationSeed, r.Table())

	for _, thr := range []float64{0.3, 0.4, 0.5, 0.6, 0.65, 0.7, 0.8} {
		var sc [2]detectors.Score
		for i, set := range append([]*viewer.Set{validation}, extra...) {
			r, err := viewer.Score(set, func(f *detectors.Frame) ([]detectors.Detection, error) {
				return blaze_detector.DetectWith(f, m, blaze_detector.Args{Threshold: thr, MinArea: blaze_detector.DefaultMinArea})
			}, viewer.ScoreOptions{})
			if err != nil {
				t.Fatal(err)
			}
			for k := range sc {
				if k == 1 || i == 0 {
					sc[k].TP += r.Score.TP
					sc[k].FP += r.Score.FP
					sc[k].FN += r.Score.FN
				}
			}
		}
		t.Logf("threshold %.2f: validation P %.3f R %.3f; with %d held-back development sets P %.3f R %.3f (%d blazes)", thr,
			sc[0].Precision(), sc[0].Recall(), len(extra), sc[1].Precision(), sc[1].Recall(), sc[1].TP+sc[1].FN)
	}
	// The same frames through JPEG q75 (screenshots an agent sends).
	for _, thr := range []float64{0.3, 0.5, 0.65} {
		var sc detectors.Score
		for _, set := range append([]*viewer.Set{validation}, extra...) {
			r, err := viewer.Score(set, func(f *detectors.Frame) ([]detectors.Detection, error) {
				return blaze_detector.DetectWith(asJPEG(t, f), m, blaze_detector.Args{Threshold: thr, MinArea: blaze_detector.DefaultMinArea})
			}, viewer.ScoreOptions{})
			if err != nil {
				t.Fatal(err)
			}
			sc.TP, sc.FP, sc.FN = sc.TP+r.Score.TP, sc.FP+r.Score.FP, sc.FN+r.Score.FN
		}
		t.Logf("threshold %.2f, as JPEG q75: validation and held-back development sets P %.3f R %.3f (%d blazes)", thr, sc.Precision(), sc.Recall(), sc.TP+sc.FN)
	}
	if *calDry {
		return
	}
	src := filepath.Join("..", "..", "..", "library", "builtin", "blaze_detector", "blaze_detector.go")
	old, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	block := fmt.Sprintf("// BEGIN CALIBRATION (written by TestCalibrate in examples/minecraft/viewer)\n\n"+
		"// paletteText: the colour cells a blaze shows (%d), from %d development frames' blaze pixels (one in %d also through JPEG q75).\nconst paletteText = `%s`\n\n"+
		"// cascadeMin: see Model.Cascade.\nconst cascadeMin = %g\n\n"+
		"// forestText: %d trees of depth %d over %d candidates (%d blazes); features in Features' order.\nconst forestText = `%s`\n\n"+
		"// contextText: the context forest; features in Features' order, then ContextFeatures'.\nconst contextText = `%s`\n\n"+
		"// netText: the net the context forest reads (Model.Net): %s.\nconst netText = `%s`\n\n// END CALIBRATION\n",
		palette.Len(), frames(train), *calPaletteJPEG, wrap(palette.String()), m.Cascade,
		*calTrees, *calDepth, len(ys), pos, m.Forest.String(), contextString(m.Context), netSummary(m.Net), netString(m.Net))
	re := regexp.MustCompile(`(?s)// BEGIN CALIBRATION.*// END CALIBRATION\n`)
	if !re.Match(old) {
		t.Fatalf("%s has no CALIBRATION block", src)
	}
	out := re.ReplaceAllLiteral(old, []byte(block))
	if err := os.WriteFile(src, out, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %s (%d bytes)", src, len(out))
}

// hardSets reads, or draws, the -calibrate-hard development sets: every
// scene's blazes in a heap, and walls in front of half of them.
// fovSets reads, or draws, the -calibrate-fov development sets: the
// same kind of scenes seen through another field of view (the camera
// placed for the same blaze sizes, with another perspective).
func fovSets(ctx context.Context, t *testing.T) []*viewer.Set {
	var out []*viewer.Set
	for i, f := range strings.FieldsFunc(*calFov, func(r rune) bool { return r == ',' }) {
		fov, err := strconv.ParseFloat(strings.TrimSpace(f), 64)
		if err != nil || fov < 30 || fov > 120 {
			t.Fatalf("-calibrate-fov: %q is not a field of view from 30 to 120 degrees", f)
		}
		out = append(out, seededSets(ctx, t, fmt.Sprintf("fov%g", fov), 501+i, 1, viewer.GenerateOptions{Fov: fov})...)
	}
	return out
}

func hardSets(ctx context.Context, t *testing.T) []*viewer.Set {
	return seededSets(ctx, t, "hard", 301, *calHard, viewer.GenerateOptions{Hard: true})
}

// otherSets reads, or draws, the -calibrate-others development sets:
// every warm block of the game that neither the usual list nor the
// held-out test of others draws, and other warm mobs
// (GenerateOptions.Others "train").
func otherSets(ctx context.Context, t *testing.T) []*viewer.Set {
	return seededSets(ctx, t, "others", 401, *calOthers, viewer.GenerateOptions{Others: "train"})
}

// seededSets reads, or draws, n development sets with masks drawn with
// opts, named name-SEED, at seeds first up.
func seededSets(ctx context.Context, t *testing.T, name string, first, n int, opts viewer.GenerateOptions) []*viewer.Set {
	var out []*viewer.Set
	opts.Set, opts.Masks = "dev", true
	for i := range n {
		opts.Seed = first + i
		out = append(out, cachedSet(ctx, t, fmt.Sprintf("%s-%d", name, opts.Seed), opts))
	}
	return out
}

// cachedSet reads the set named name in -calibrate-cache, or draws it
// there with opts when it is missing.
func cachedSet(ctx context.Context, t *testing.T, name string, opts viewer.GenerateOptions) *viewer.Set {
	dir := filepath.Join(*calCache, name)
	s, err := viewer.ReadSet(dir)
	if err != nil {
		t.Logf("drawing %s", name)
		if s, err = viewer.Generate(ctx, dir, opts); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// voxelScenes are calibration's ray-cast scenes: zero to two blazes, half
// at the hit box's size as a world reports them, more fire than render's
// own test, and a wider camera.
var voxelScenes = rendertest.SceneOptions{Fires: 5, MinBlazes: 0, BlazeSpread: 3, Depth: 7, HitBoxes: true, Yaw: 0.6, PitchMin: 0.1, PitchSpread: 0.25}

// oneIn reports whether frame f of s is one of the one in n (none when n
// is 0) chosen by a hash of its set's directory and file name: the sets
// alternate frames with and without blazes, two and two, so counting
// frames would choose only frames without blazes for any even n.
func oneIn(n int, s *viewer.Set, f viewer.Frame) bool {
	if n <= 0 {
		return false
	}
	h := fnv.New32a()
	h.Write([]byte(filepath.Base(s.Dir) + "/" + f.File))
	return h.Sum32()%uint32(n) == 0
}

// asJPEG returns f through JPEG at quality 75 and back.
func asJPEG(t *testing.T, f *detectors.Frame) *detectors.Frame {
	t.Helper()
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, f.Img, &jpeg.Options{Quality: 75}); err != nil {
		t.Fatal(err)
	}
	fr, err := detectors.Decode(buf.Bytes(), 0, f.Source)
	if err != nil {
		t.Fatal(err)
	}
	return fr
}

func mustFrame(t *testing.T, s *viewer.Set, f viewer.Frame) *detectors.Frame {
	t.Helper()
	fr, err := s.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return fr
}

func frames(sets []*viewer.Set) int {
	n := 0
	for _, s := range sets {
		n += len(s.Frames)
	}
	return n
}

// wrap breaks a long line of cells into lines of about 100 characters.
func wrap(s string) string {
	var b strings.Builder
	n := 0
	for i, f := range strings.Fields(s) {
		if i > 0 {
			if n+len(f) > 100 {
				b.WriteByte('\n')
				n = 0
			} else {
				b.WriteByte(' ')
				n++
			}
		}
		b.WriteString(f)
		n += len(f)
	}
	return b.String()
}

// calFrame is one frame's candidates, labelled: y 1 for a blaze's box,
// w the weight a candidate trains the first forest with (0: not trained
// on; -1: not trained on by either forest).
type calFrame struct {
	fold  int
	fw    float64     // the weight of the frame's candidates
	patch [][]uint8   // each candidate's patch (-calibrate-net)
	mix   [][]float64 // each candidate's detectors.ColorMix
	cands []blaze_detector.Candidate
	y, w  []float64
	near  []bool    // a negative that overlaps a blaze
	pw    []float64 // a positive's own weight (partly hidden blazes, heaps)
}

// rows returns the training rows of the frames of fold k (all when k <
// 0).
func rows(cal []calFrame, k int) (xs [][]float64, ys, ws []float64) {
	for _, cf := range cal {
		if k >= 0 && cf.fold != k {
			continue
		}
		for i, c := range cf.cands {
			if cf.w[i] > 0 {
				xs = append(xs, c.Features)
				ys = append(ys, cf.y[i])
				ws = append(ws, cf.w[i])
			}
		}
	}
	return xs, ys, ws
}

func contextString(f *detectors.Forest) string {
	if f == nil {
		return ""
	}
	return f.String()
}

func netString(n *detectors.Net) string {
	if n == nil {
		return ""
	}
	return n.String()
}

func netSummary(n *detectors.Net) string {
	if n == nil {
		return "none"
	}
	return fmt.Sprintf("%d hidden units over a %d×%d patch, %d epochs", n.Hidden, n.Cols, n.Rows, *calNetEpochs)
}

// cascade returns the least probability, by fo's first CascadeTrees
// trees, that cascadeKeep of the candidates fo finds ContextMin probable
// reach (rounded down): the rest are not weighed by the whole forest.
func cascade(t *testing.T, cal []calFrame, fo *detectors.Forest) float64 {
	first := fo.Trim(blaze_detector.CascadeTrees)
	var ps []float64
	for _, cf := range cal {
		xs := make([][]float64, len(cf.cands))
		for i, c := range cf.cands {
			xs[i] = c.Features
		}
		all, err := fo.ProbabilityAll(xs, detectors.Cascade{})
		if err != nil {
			t.Fatal(err)
		}
		probable := xs[:0] // the first trees weigh only these
		for i, p := range all {
			if p >= blaze_detector.ContextMin {
				probable = append(probable, xs[i])
			}
		}
		firsts, err := first.ProbabilityAll(probable, detectors.Cascade{})
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, firsts...)
	}
	if len(ps) == 0 {
		return 0
	}
	slices.Sort(ps)
	c := math.Floor(ps[int(float64(len(ps))*(1-cascadeKeep))]*1e4) / 1e4
	t.Logf("cascade: the first %d trees pass %d candidates the forest finds probable at %.4f or more", blaze_detector.CascadeTrees, len(ps), c)
	return c
}

// TestOneInChoosesFramesWithBlazes: the frames calibration also trains on
// as JPEG are about half with blazes, though the sets hold them two with
// blazes, two without (counting chose none with blazes for any even n).
func TestOneInChoosesFramesWithBlazes(t *testing.T) {
	s := &viewer.Set{Dir: filepath.Join("cache", "dev-124")}
	for i := range 960 {
		f := viewer.Frame{File: fmt.Sprintf("%04d.png", i)}
		if i%4 < 2 {
			f.Group.Blazes = 1
		}
		s.Frames = append(s.Frames, f)
	}
	for _, n := range []int{2, 4, 8} {
		chosen, with := 0, 0
		for _, f := range s.Frames {
			if oneIn(n, s, f) {
				chosen++
				if f.Group.Blazes > 0 {
					with++
				}
			}
		}
		if want := len(s.Frames) / n; chosen < want*3/4 || chosen > want*5/4 {
			t.Errorf("one in %d: %d of %d frames chosen; want about %d", n, chosen, len(s.Frames), want)
		}
		if share := float64(with) / float64(chosen); share < 0.35 || share > 0.65 {
			t.Errorf("one in %d: %d of the %d chosen frames hold blazes (%.2f); want about half", n, with, chosen, share)
		}
	}
	if oneIn(0, s, s.Frames[0]) {
		t.Error("one in 0 chose a frame")
	}
}
