package viewer_test

import (
	"bytes"
	"cmp"
	"context"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/examples/minecraft/viewer"
	"github.com/skillrun/skillrun/internal/cputime"
	"github.com/skillrun/skillrun/library/builtin/blaze_detector"
)

// needViewer skips without the renderer's install, except in CI, where it
// must be there (ci/setup.d/41-minecraft-viewer.sh).
func needViewer(t *testing.T) {
	t.Helper()
	if err := viewer.Check(""); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("CI=true but the real client's renderer is missing: %v", err)
		}
		t.Skipf("real client renderer unavailable: %v", err)
	}
}

// TestFramesJS runs the renderer's own tests (frames.test.js: the labels
// of scenes whose answer is known, such as a blaze behind another) with
// node under an X display.
func TestFramesJS(t *testing.T) {
	needViewer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	disp, err := viewer.OpenDisplay(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer disp.Close()
	out, err := disp.Node(ctx, viewer.DefaultDir(), "--test", "frames.test.js").CombinedOutput()
	if err != nil {
		t.Fatalf("node --test frames.test.js: %v\n%s", err, out)
	}
	if !strings.Contains(string(out), "# pass") || strings.Contains(string(out), "not ok") {
		t.Fatalf("frames.test.js did not pass:\n%s", out)
	}
}

// TestHeldOutRealClient draws the held-out set with the real client's
// renderer (other seed and layouts than the development set the detector
// was tuned on), checks its composition and its labels, and scores the
// built-in blaze detector on it, overall and by group (run with -v). The
// floors sit under the figures measured when it was calibrated (see
// BENCHMARKS.md); the goal there, 0.95 and 0.95, is not met yet.
func TestHeldOutRealClient(t *testing.T) {
	needViewer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()
	start := time.Now()
	s, err := viewer.Generate(ctx, t.TempDir(), viewer.GenerateOptions{Set: "heldout", Scenes: 104})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("drew %d frames in %v", len(s.Frames), time.Since(start).Round(time.Second))
	if len(s.Frames) < 200 {
		t.Fatalf("%d frames; want at least 200", len(s.Frames))
	}
	without, warm := 0, 0
	for _, f := range s.Frames {
		if f.Camera.Width != 640 || f.Camera.Height != 360 || f.Camera.FOV != 75 {
			t.Fatalf("%s: camera %+v; want 640×360 at 75°", f.File, f.Camera)
		}
		for _, tr := range f.Truth {
			if tr.Label != "blaze" || tr.Pixels > tr.FullPixels || tr.Visible < 0 || tr.Visible > 1 {
				t.Fatalf("%s: bad truth %+v", f.File, tr)
			}
			if tr.Pixels > 0 && !tr.Rect().In(box(tr.FullBox).Rect()) {
				t.Fatalf("%s: visible box %v outside the whole box %v", f.File, tr.Box, tr.FullBox)
			}
		}
		if f.Group.Blazes == 0 {
			without++
			if len(f.Group.Distractors) > 0 {
				warm++
			}
		}
	}
	if 2*without != len(s.Frames) || warm != without {
		t.Fatalf("%d of %d frames without a blaze, %d of them with warm distractors; want half, all", without, len(s.Frames), warm)
	}
	r, err := viewer.Score(s, func(f *detectors.Frame) ([]detectors.Detection, error) {
		return blaze_detector.Detect(f, blaze_detector.Args{})
	}, viewer.ScoreOptions{})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("built-in blaze detector on the held-out real-client frames:\n%s", r.Table())
	if r.Positive < 80 {
		t.Errorf("%d frames with a blaze to find; want at least 80", r.Positive)
	}
	if p, rc := r.Score.Precision(), r.Score.Recall(); p < 0.95 || rc < 0.89 {
		t.Errorf("precision %.3f recall %.3f; want at least 0.95 and 0.89 (the floors)\nmisses: %s\nfalse alarms: %s",
			p, rc, strings.Join(r.Misses, " "), strings.Join(r.FalseAlarms, " "))
	}
	// The same frames as an agent may send them: JPEG screenshots.
	j, err := viewer.Score(s, func(f *detectors.Frame) ([]detectors.Detection, error) {
		return blaze_detector.Detect(asJPEG(t, f), blaze_detector.Args{})
	}, viewer.ScoreOptions{})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("the same frames through JPEG q75:\n%s", j.Table())
	if p, rc := j.Score.Precision(), j.Score.Recall(); p < jpegFloorP || rc < jpegFloorR {
		t.Errorf("JPEG q75: precision %.3f recall %.3f; want at least %.2f and %.2f (the floors)", p, rc, jpegFloorP, jpegFloorR)
	}
}

// TestHeldOutResolutions: episodes may record frames at another size
// than 640×360 (configurable), and the detector is calibrated on
// 640×360 frames only. Half the held-out scenes, drawn by the real
// client at a quarter and at four times the pixels, must be found about
// as well (measured: 320×180 P 1.000 R 0.932, 1280×720 P 0.979 R 0.899;
// the whole held-out set at 640×360 P 0.982 R 0.898).
func TestHeldOutResolutions(t *testing.T) {
	needViewer(t)
	for _, size := range []image.Point{{320, 180}, {1280, 720}} {
		t.Run(fmt.Sprintf("%dx%d", size.X, size.Y), func(t *testing.T) {
			heldOutHalf(t, viewer.GenerateOptions{Width: size.X, Height: size.Y}, 0.88)
		})
	}
}

// TestHeldOutVersions: the detector is calibrated on frames of Minecraft
// 1.16.5, and an agent's server may speak another version (the bridge
// takes --version). The real client draws a blaze with the same texture
// in every version, but the blocks around it with their own: 1.8's lava,
// fire, netherrack and wool are other pixels than 1.16's, and blocks that
// did not exist yet are drawn as the nearest there were. Half the
// held-out scenes, drawn in the oldest and newest versions the client
// knows, must be found about as well (measured: 1.8.8 P 0.973 R 0.929,
// 1.21.4 P 0.973 R 0.923; the whole held-out set in 1.16.5 P 0.982 R
// 0.898).
func TestHeldOutVersions(t *testing.T) {
	needViewer(t)
	for _, v := range []string{"1.8.8", "1.21.4"} {
		t.Run(v, func(t *testing.T) {
			heldOutHalf(t, viewer.GenerateOptions{Version: v}, 0.88)
		})
	}
}

// TestHeldOutFieldOfView: the detector is calibrated on frames drawn
// with a vertical field of view of 75°, and an agent's client may be set
// to another (the game's default is 70°, players use 30° to 110°): the
// same blaze is then larger or smaller and the scene's perspective
// other. Half the held-out scenes at 60° and at 90° must be found about
// as well.
func TestHeldOutFieldOfView(t *testing.T) {
	needViewer(t)
	// Measured: 60° P 0.987 R 0.942; 90° P 0.976 R 0.848, where walls
	// hide more of each blaze (partly hidden R 0.71) and heaps overlap
	// more (R 0.43): its floor is lower.
	for _, c := range []struct{ fov, floorR float64 }{{60, 0.88}, {90, 0.80}} {
		t.Run(fmt.Sprint(c.fov), func(t *testing.T) {
			heldOutHalf(t, viewer.GenerateOptions{Fov: c.fov}, c.floorR)
		})
	}
}

// heldOutSeeds are the seeds TestHeldOutSeeds draws besides the held-out
// set's own (7919), fixed before any was drawn.
var heldOutSeeds = []int{104729, 15485863, 32452843, 49979687}

// TestHeldOutSeeds: one held-out set is one draw of where blazes fall:
// how many stand in heaps or behind walls varies from seed to seed, and
// with it the recall (the set of seed 7919 has more blazes in heaps than
// most). Half a held-out set's scenes drawn with each of four other
// seeds, never tuned on, must be found about as well; the pooled
// figures are logged beside each seed's.
func TestHeldOutSeeds(t *testing.T) {
	needViewer(t)
	var all detectors.Score
	blazes := 0
	for _, seed := range heldOutSeeds {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			r := heldOutHalf(t, viewer.GenerateOptions{Seed: seed}, 0.88)
			all = all.Add(r.Score)
			blazes += r.Score.TP + r.Score.FN
		})
	}
	t.Logf("%d seeds pooled, %d blazes: P %.3f R %.3f (FP %d FN %d)", len(heldOutSeeds), blazes, all.Precision(), all.Recall(), all.FP, all.FN)
}

// heldOutHalf draws half the held-out scenes (52) with opts and wants
// them found about as well as the whole set at 640×360 in 1.16.5 (floors
// P 0.93 and R floorR, 0.88 but where a condition is measured harder),
// and returns the scores.
func heldOutHalf(t *testing.T, opts viewer.GenerateOptions, floorR float64) *viewer.Report {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	opts.Set, opts.Scenes = "heldout", 52
	s, err := viewer.Generate(ctx, t.TempDir(), opts)
	if err != nil {
		t.Fatal(err)
	}
	size := image.Point{opts.Width, opts.Height}
	if size.X == 0 {
		size = image.Point{640, 360}
	}
	version := opts.Version
	if version == "" {
		version = "1.16.5"
	}
	for _, f := range s.Frames {
		if f.Camera.Width != size.X || f.Camera.Height != size.Y {
			t.Fatalf("%s: camera %dx%d; want %v", f.File, f.Camera.Width, f.Camera.Height, size)
		}
		if f.Version != version {
			t.Fatalf("%s: drawn in Minecraft %q; want %s", f.File, f.Version, version)
		}
		if fov := cmp.Or(opts.Fov, 75); f.Camera.FOV != fov {
			t.Fatalf("%s: field of view %v°; want %v°", f.File, f.Camera.FOV, fov)
		}
	}
	r, err := viewer.Score(s, func(f *detectors.Frame) ([]detectors.Detection, error) {
		if f.Width() != size.X || f.Height() != size.Y {
			return nil, fmt.Errorf("frame %dx%d; want %v", f.Width(), f.Height(), size)
		}
		return blaze_detector.Detect(f, blaze_detector.Args{})
	}, viewer.ScoreOptions{})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("half the held-out scenes (%+v):\n%s", opts, r.Table())
	if r.Positive < 90 {
		t.Errorf("%d frames with a blaze to find; want at least 90", r.Positive)
	}
	if p, rc := r.Score.Precision(), r.Score.Recall(); p < 0.93 || rc < floorR {
		t.Errorf("precision %.3f recall %.3f; want at least 0.93 and %.2f (the floors)\nmisses: %s\nfalse alarms: %s",
			p, rc, floorR, strings.Join(r.Misses, " "), strings.Join(r.FalseAlarms, " "))
	}
	return r
}

// The floors of the held-out frames through JPEG, under the figures
// measured when the model was calibrated (BENCHMARKS.md).
const (
	jpegFloorP = 0.92
	jpegFloorR = 0.62
)

func box(b [4]int) detectors.Truth { return detectors.Truth{Box: b} }

// TestReadSetRejects: a data set's labels are read strictly.
func TestReadSetRejects(t *testing.T) {
	for _, tt := range []struct{ name, labels, want string }{
		{"empty", "", "holds no frames"},
		{"unknown field", `{"file":"0.png","extra":1}`, "unknown field"},
		{"path in name", `{"file":"../x.png"}`, "bad file name"},
		{"not json", `{"file":`, "labels.jsonl:1"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, "labels.jsonl"), []byte(tt.labels), 0o644); err != nil {
				t.Fatal(err)
			}
			if _, err := viewer.ReadSet(dir); err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("ReadSet(%q) = %v; want an error with %q", tt.labels, err, tt.want)
			}
		})
	}
}

// BenchmarkDetectRealFrames times the built-in blaze detector, compiled,
// on frames of the real client's renderer (a quarter of the held-out set:
// 52 frames, half with blazes): ns/op is one frame's wall time, and
// detect-cpu-ns/frame its CPU time on this thread. Each frame is also
// passed once through a fixed yardstick (a hue for every pixel, written
// here, so it never changes with the detector), interleaved, on the same
// thread: detect/yardstick is the detector's cost in units of the
// machine's speed at that moment, steady under load as ns/op is not.
func BenchmarkDetectRealFrames(b *testing.B) {
	if err := viewer.Check(""); err != nil {
		b.Skip(err)
	}
	s, err := viewer.Generate(context.Background(), b.TempDir(), viewer.GenerateOptions{Set: "heldout", Scenes: 13})
	if err != nil {
		b.Fatal(err)
	}
	var frames []*detectors.Frame
	for _, f := range s.Frames {
		fr, err := s.Decode(f)
		if err != nil {
			b.Fatal(err)
		}
		frames = append(frames, fr)
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var detect, yard time.Duration
	sink := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		f := frames[i%len(frames)]
		c0 := cputime.Thread()
		if _, err := blaze_detector.Detect(f, blaze_detector.Args{}); err != nil {
			b.Fatal(err)
		}
		c1 := cputime.Thread()
		b.StopTimer() // ns/op stays the detector's wall time
		sink += yardstick(f)
		c2 := cputime.Thread()
		b.StartTimer()
		detect += c1 - c0
		yard += c2 - c1
	}
	n := float64(b.N)
	b.ReportMetric(float64(detect.Nanoseconds())/n, "detect-cpu-ns/frame")
	b.ReportMetric(float64(yard.Nanoseconds())/n, "yardstick-cpu-ns/frame")
	b.ReportMetric(float64(detect)/float64(yard), "detect/yardstick")
	if sink == -1 {
		b.Log(sink)
	}
}

// yardstick computes every pixel's hue (in sixths of the colour wheel,
// times 256) and counts the warm ones: one plain pass over a frame.
func yardstick(f *detectors.Frame) int {
	warm := 0
	pix := f.Img.Pix
	for i := 0; i+3 < len(pix); i += 4 {
		r, g, bl := int(pix[i]), int(pix[i+1]), int(pix[i+2])
		hi, lo := max(r, g, bl), min(r, g, bl)
		if hi == lo {
			continue
		}
		var h int
		switch hi {
		case r:
			h = (g - bl) * 256 / (hi - lo)
		case g:
			h = 512 + (bl-r)*256/(hi-lo)
		default:
			h = 1024 + (r-g)*256/(hi-lo)
		}
		if h >= -64 && h < 256 {
			warm++
		}
	}
	return warm
}

// TestCovered: the largest share of a blaze's box another blaze's covers.
func TestCovered(t *testing.T) {
	find := []detectors.Detection{
		{Box: image.Rect(0, 0, 10, 10)},
		{Box: image.Rect(5, 0, 15, 10)}, // covers half of the first
		{Box: image.Rect(40, 40, 42, 42)},
	}
	for i, want := range []float64{0.5, 0.5, 0} {
		if got := viewer.Covered(find, i); got != want {
			t.Errorf("Covered(%d) = %v; want %v", i, got, want)
		}
	}
}

// TestScoreGroups: each frame is scored in the groups it belongs to,
// among them blazes cut by the frame's edge and blazes mostly hidden
// behind blocks, with the detector's hits and misses there.
func TestScoreGroups(t *testing.T) {
	dir := t.TempDir()
	blank := image.NewRGBA(image.Rect(0, 0, 64, 36))
	var buf bytes.Buffer
	if err := png.Encode(&buf, blank); err != nil {
		t.Fatal(err)
	}
	truth := func(box [4]int, visible float64) detectors.Truth {
		return detectors.Truth{Label: "blaze", Box: box, FullBox: box, Pixels: 100, FullPixels: 100, Visible: visible}
	}
	s := &viewer.Set{Dir: dir, Frames: []viewer.Frame{
		{File: "cut.png", Group: viewer.Group{Light: "day", Ground: "grass", Angle: "level", Blazes: 1}, Truth: []detectors.Truth{truth([4]int{50, 10, 64, 30}, 1)}},
		{File: "hidden.png", Group: viewer.Group{Light: "night", Ground: "sand", Angle: "below", Blazes: 1}, Truth: []detectors.Truth{truth([4]int{10, 10, 20, 20}, 0.1)}},
		{File: "plain.png", Group: viewer.Group{Light: "day", Ground: "sand", Angle: "above", Blazes: 1}, Truth: []detectors.Truth{truth([4]int{10, 10, 30, 30}, 1)}},
	}}
	for _, f := range s.Frames {
		if err := os.WriteFile(filepath.Join(dir, f.File), buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// The detector finds the plain blaze and the hidden one, misses the
	// cut one.
	r, err := viewer.Score(s, func(f *detectors.Frame) ([]detectors.Detection, error) {
		switch f.Source.ID {
		case "plain.png":
			return []detectors.Detection{{Label: "blaze", Box: image.Rect(10, 10, 30, 30)}}, nil
		case "hidden.png":
			return []detectors.Detection{{Label: "blaze", Box: image.Rect(10, 10, 20, 20)}}, nil
		}
		return nil, nil
	}, viewer.ScoreOptions{})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]detectors.Score{}
	for _, g := range r.Groups {
		got[g.Group] = detectors.Score{TP: g.Score.TP, FP: g.Score.FP, FN: g.Score.FN}
	}
	for name, want := range map[string]detectors.Score{
		"cut by the frame's edge":         {FN: 1},
		"mostly hidden (under 20% shows)": {TP: 1},
		"partly hidden":                   {TP: 1},
		"light=day":                       {TP: 1, FN: 1},
		"blazes=1":                        {TP: 2, FN: 1},
	} {
		if got[name] != want {
			t.Errorf("group %q: %+v; want %+v\n%s", name, got[name], want, r.Table())
		}
	}
}

// TestCut: a box cut by the frame reaches one of its edges.
func TestCut(t *testing.T) {
	frame := image.Rect(0, 0, 64, 36)
	for _, tt := range []struct {
		box  image.Rectangle
		want bool
	}{
		{image.Rect(1, 1, 63, 35), false},
		{image.Rect(0, 5, 10, 20), true},
		{image.Rect(5, 0, 10, 20), true},
		{image.Rect(50, 5, 64, 20), true},
		{image.Rect(5, 20, 10, 36), true},
	} {
		if got := viewer.Cut(tt.box, frame); got != tt.want {
			t.Errorf("Cut(%v) = %v; want %v", tt.box, got, tt.want)
		}
	}
}

// TestGenerateHard: a development set drawn with Hard has two or three
// blazes in every frame with blazes, most of those frames hold blazes
// whose boxes overlap, and a held-out set cannot be drawn so.
func TestGenerateHard(t *testing.T) {
	needViewer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	s, err := viewer.Generate(ctx, t.TempDir(), viewer.GenerateOptions{Set: "dev", Seed: 77, Scenes: 6, Hard: true})
	if err != nil {
		t.Fatal(err)
	}
	with, heaps := 0, 0
	for _, f := range s.Frames {
		if f.Group.Blazes == 0 {
			continue
		}
		with++
		if f.Group.Blazes < 2 || f.Group.Blazes > 3 {
			t.Errorf("%s: %d blazes; want 2 or 3", f.File, f.Group.Blazes)
		}
		find, _ := detectors.SplitTruth(f.Truth, 1)
		for i := range find {
			if viewer.Covered(find, i) > 0 {
				heaps++
				break
			}
		}
	}
	if with != 12 || 2*heaps < with {
		t.Errorf("%d frames with blazes, %d of them with boxes that meet; want 12, at least half", with, heaps)
	}
	if _, err := viewer.Generate(ctx, t.TempDir(), viewer.GenerateOptions{Set: "heldout", Scenes: 1, Hard: true}); err == nil || !strings.Contains(err.Error(), "development sets only") {
		t.Errorf("a held-out set drawn hard: %v; want an error", err)
	}
}

// TestGenerateOthers: a set drawn with Others holds warm mobs besides
// the blazes in every frame, labelled under their own names; the two
// halves draw no distractor in common and none of the usual list; a
// frame's mask holds the blazes' pixels only (it calibrates the palette:
// a piglin's pixels there would teach it the piglin's colours as a
// blaze's); and "train" draws development sets only.
func TestGenerateOthers(t *testing.T) {
	needViewer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	usual := map[string]bool{}
	for _, k := range []string{"fire", "lava", "magma_block", "glowstone", "shroomlight", "orange_wool", "yellow_wool", "terracotta_on_sand", "lantern", "torch", "campfire", "gold_block", "hay_block"} {
		usual[k] = true
	}
	halves := map[string]map[string]bool{}
	for _, half := range []string{"train", "test"} {
		s, err := viewer.Generate(ctx, t.TempDir(), viewer.GenerateOptions{Set: "dev", Seed: 78, Scenes: 4, Others: half, Masks: true})
		if err != nil {
			t.Fatal(err)
		}
		halves[half] = map[string]bool{}
		mobFrames := 0
		for _, f := range s.Frames {
			for _, d := range f.Group.Distractors {
				if usual[d] {
					t.Errorf("%s %s: distractor %s is one of the usual ones", half, f.File, d)
				}
				halves[half][d] = true
			}
			blazePixels, mobs := 0, 0
			for _, tr := range f.Truth {
				if tr.Label == "blaze" {
					blazePixels += tr.Pixels
				} else if tr.Pixels > 0 {
					mobs++
				}
			}
			if mobs > 0 {
				mobFrames++
			}
			mask, err := s.ReadMask(f)
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			for _, m := range mask {
				if m != 0 {
					n++
				}
			}
			if n != blazePixels {
				t.Errorf("%s %s: %d pixels in the mask; want the blazes' %d (truth %+v)", half, f.File, n, blazePixels, f.Truth)
			}
		}
		if 2*mobFrames < len(s.Frames) {
			t.Errorf("%s: other mobs in view in %d of %d frames; want most", half, mobFrames, len(s.Frames))
		}
	}
	for d := range halves["train"] {
		if halves["test"][d] {
			t.Errorf("%s drawn by both halves", d)
		}
	}
	if _, err := viewer.Generate(ctx, t.TempDir(), viewer.GenerateOptions{Set: "heldout", Scenes: 1, Others: "train"}); err == nil || !strings.Contains(err.Error(), "development sets only") {
		t.Errorf("a held-out set drawn with the training half: %v; want an error", err)
	}
}

// TestHeldOutOthers: the sets' warm distractors are a list (WARM in
// dataset.js), and an agent's frames hold warm things no list names.
// Half as many scenes as the held-out set, drawn with its layouts but
// another seed, where every distractor is a warm block neither set draws
// nor calibration may learn ("--others test": honeycomb, bee nests,
// pumpkins, gilded blackstone, bookshelves, glazed terracotta, crimson
// planks, dried kelp, gold ore, carpets, flowers...) and one to three
// warm mobs stand about in every frame (striders, zombified piglins,
// hoglins, bees, fireballs): a detection on one of them is a false
// alarm. The floors sit under the figures measured for the shipped model
// (P 0.911 R 0.904, BENCHMARKS "Fourteenth round"): precision here is
// under the goal's 0.95.
func TestHeldOutOthers(t *testing.T) {
	needViewer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	s, err := viewer.Generate(ctx, t.TempDir(), viewer.GenerateOptions{Set: "heldout", Scenes: 52, Seed: 6007, Others: "test"})
	if err != nil {
		t.Fatal(err)
	}
	mobs := map[string]int{}
	for _, f := range s.Frames {
		for _, tr := range f.Truth {
			if tr.Label != "blaze" && tr.Pixels > 0 {
				mobs[tr.Label]++
			}
		}
	}
	t.Logf("other mobs in view (frames): %v", mobs)
	r, err := viewer.Score(s, func(f *detectors.Frame) ([]detectors.Detection, error) {
		return blaze_detector.Detect(f, blaze_detector.Args{})
	}, viewer.ScoreOptions{})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("built-in blaze detector among warm things no set draws:\n%s", r.Table())
	if p, rc := r.Score.Precision(), r.Score.Recall(); p < 0.88 || rc < 0.88 {
		t.Errorf("precision %.3f recall %.3f; want at least 0.88 and 0.88 (the floors)\nmisses: %s\nfalse alarms: %s",
			p, rc, strings.Join(r.Misses, " "), strings.Join(r.FalseAlarms, " "))
	}
}
