package gate_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/gate"
	"github.com/skillrun/skillrun/gate/gatetest"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	memopen "github.com/skillrun/skillrun/memory/open"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/skills"
)

// TestDetectorGate: a detector candidate is judged on every labelled frame
// set: one that double-counts (precision 0.5) or drops small boxes (recall
// below) is rejected, naming the set and the first wrong frame, and the
// file is unchanged; one as good as the serving version is promoted.
func TestDetectorGate(t *testing.T) {
	ctx := context.Background()
	g, file := labelledSetGate(t)
	tests := []struct {
		mutation string
		status   memory.DecisionStatus
		reason   string
	}{
		{"double", memory.Rejected, "precision 0.50 (needs 1.00)"},
		{"drop small", memory.Rejected, "recall 0.25 (needs 1.00)"},
		{"same boxes, new comment", memory.Promoted, "verified 1/1"},
	}
	for _, tt := range tests {
		before, _ := os.ReadFile(file)
		d, err := g.Propose(ctx, library.Proposal{Source: []byte(gatetest.RedBoxes(tt.mutation)), Author: "agent-9"})
		if err != nil {
			t.Fatalf("%s: %v", tt.mutation, err)
		}
		if d.Status != tt.status || !strings.Contains(d.Reason, tt.reason) {
			t.Errorf("%s: %s: %s; want %s containing %q", tt.mutation, d.Status, d.Reason, tt.status, tt.reason)
		}
		after, _ := os.ReadFile(file)
		if tt.status == memory.Rejected && !bytes.Equal(before, after) {
			t.Errorf("%s: a rejected detector touched the library file", tt.mutation)
		}
		if tt.status == memory.Rejected && !strings.Contains(d.Reason, "red_boxes.jsonl") {
			t.Errorf("%s: the rejection does not name the labelled set: %s", tt.mutation, d.Reason)
		}
	}
}

// TestDetectorGateEpisodeFrames: with the memory's frame store, a detector
// candidate is also judged on the frames of the episodes linked to its
// skill, against the truth their renderer labelled them with: one that
// counts every box twice is rejected naming those frames; one as good as
// the serving version is promoted. No labels file is involved.
func TestDetectorGateEpisodeFrames(t *testing.T) {
	g := linkedFramesGate(t, 0, redFrame(t, image.Rect(2, 2, 10, 9)), redFrame(t, image.Rect(1, 1, 4, 4), image.Rect(10, 2, 22, 10)))
	d := proposeRed(t, g, "double")
	if d.Status != memory.Rejected || !strings.Contains(d.Reason, "frames of the linked episodes") || !strings.Contains(d.Reason, "ep-look#0") {
		t.Errorf("double: %s: %s; want rejected on the linked episodes' frames, naming ep-look#0", d.Status, d.Reason)
	}
	d = proposeRed(t, g, "same boxes, new comment")
	if d.Status != memory.Promoted {
		t.Errorf("same boxes: %s: %s; want promoted", d.Status, d.Reason)
	}
}

// TestDetectorGateUnreadableFrames: among the linked episodes' frames, one
// whose bytes are cut short and one over the operator's pixel ceiling do
// not stop the judgement: both versions are scored on the frames that can
// be read, and the decision names the unreadable ones, by step, with why.
// A candidate as good as the serving version is promoted; one that counts
// every box twice is rejected. With no frame readable nothing is judged:
// the candidate is not promoted on evidence the gate could not read.
func TestDetectorGateUnreadableFrames(t *testing.T) {
	good := []frameBytes{redFrame(t, image.Rect(2, 2, 10, 9)), redFrame(t, image.Rect(1, 1, 4, 4), image.Rect(10, 2, 22, 10))}
	cut := redFrame(t, image.Rect(3, 3, 9, 9))
	cut.data = cut.data[:len(cut.data)/2]
	over := frameBytes{data: redPNG(t, 48, 24, image.Rect(3, 3, 9, 9)), truth: cut.truth}
	const ceiling = 24 * 12
	g := linkedFramesGate(t, ceiling, good[0], cut, good[1], over)
	d := proposeRed(t, g, "double")
	if d.Status != memory.Rejected || !strings.Contains(d.Reason, "ep-look#0") || !strings.Contains(d.Reason, "2 frame(s) unreadable") {
		t.Errorf("double: %s: %s; want rejected naming ep-look#0 and the unreadable frames", d.Status, d.Reason)
	}
	d = proposeRed(t, g, "same boxes, new comment")
	if d.Status != memory.Promoted || !strings.Contains(d.Reason, "verified 1/1") {
		t.Errorf("same boxes: %s: %s; want promoted on the readable frames", d.Status, d.Reason)
	}
	for _, want := range []string{"judged without unreadable evidence: labelled frames frames of the linked episodes: 2 frame(s) unreadable, not scored",
		"ep-look#1: ", "the data ends early", "ep-look#3: ", "48×24 = 1152 pixels, over the limit of 288 pixels"} {
		if !strings.Contains(d.Reason, want) {
			t.Errorf("decision %q does not say %q", d.Reason, want)
		}
	}

	// Only unreadable frames: no pass, and no promotion.
	g = linkedFramesGate(t, ceiling, cut, over)
	d = proposeRed(t, g, "same boxes, new comment")
	if d.Status == memory.Promoted || !strings.Contains(d.Reason, "no frame could be read") || !strings.Contains(d.Reason, "2 frame(s) unreadable") {
		t.Errorf("only unreadable frames: %s: %s; want not promoted, saying no frame could be read", d.Status, d.Reason)
	}
}

// proposeRed proposes red_boxes with the mutation to g.
func proposeRed(t *testing.T, g *gate.Gate, mutation string) library.Decision {
	t.Helper()
	d, err := g.Propose(context.Background(), library.Proposal{Source: []byte(gatetest.RedBoxes(mutation)), Author: "agent-9"})
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// frameBytes is a frame's stored bytes and its renderer's truth.
type frameBytes struct {
	data  []byte
	truth []detectors.Truth
}

// redPNG is a w×h PNG, red in boxes.
func redPNG(t *testing.T, w, h int, boxes ...image.Rectangle) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for _, b := range boxes {
		for y := b.Min.Y; y < b.Max.Y; y++ {
			for x := b.Min.X; x < b.Max.X; x++ {
				img.Set(x, y, color.RGBA{R: 255, A: 255})
			}
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// redFrame is a 24×12 frame, red in boxes, labelled with them.
func redFrame(t *testing.T, boxes ...image.Rectangle) frameBytes {
	f := frameBytes{data: redPNG(t, 24, 12, boxes...)}
	for _, b := range boxes {
		f.truth = append(f.truth, detectors.Truth{Label: "red", Box: [4]int{b.Min.X, b.Min.Y, b.Max.X, b.Max.Y}, Pixels: b.Dx() * b.Dy(), FullPixels: b.Dx() * b.Dy(), Visible: 1})
	}
	return f
}

// linkedFramesGate returns a gate over a library serving red_boxes and a
// memory (SQLite, with a frame store) holding one episode, ep-look, whose
// steps each observed one of frames, linked as evidence to the serving
// version; maxPixels is the gate's frame ceiling.
func linkedFramesGate(t *testing.T, maxPixels int, frames ...frameBytes) *gate.Gate {
	t.Helper()
	return linkedFrames(t, maxPixels, gate.Rules{MinEvidence: 1, DetectorFloor: 0.9}, gatetest.RedBoxes("serving"), frames...).g
}

// framesWorld is what linkedFrames sets up.
type framesWorld struct {
	g     *gate.Gate
	lib   *library.Library
	st    memory.Store
	blobs memory.Blobs
	runs  *int // runs recorded by run
}

// serving is the version of red_boxes that serves.
func (w framesWorld) serving(t *testing.T) string {
	t.Helper()
	s, err := w.lib.Get("red_boxes")
	if err != nil {
		t.Fatal(err)
	}
	return s.Unit.Version()
}

// run records a successful run of red_boxes' version that observed
// frames, stored with their truth, as a server records a session's run,
// and returns what probation, the watch and trials decided on it.
func (w framesWorld) run(t *testing.T, version string, frames ...frameBytes) []library.Decision {
	t.Helper()
	ctx := context.Background()
	*w.runs++
	ok := true
	ep := memory.Episode{ID: fmt.Sprintf("ep-run-%02d", *w.runs), Start: time.Now().UTC(), Success: &ok}
	for i, f := range frames {
		h, err := w.blobs.Put(f.data)
		if err != nil {
			t.Fatal(err)
		}
		label, _ := detectors.EncodeTruth(f.truth)
		if err := w.st.PutFrames(ctx, memory.Frame{Hash: h, Format: "png", Labels: map[string]string{detectors.TruthLabel: label}}); err != nil {
			t.Fatal(err)
		}
		ep.Steps = append(ep.Steps, memory.Step{Index: i, Time: ep.Start.Add(time.Duration(i+1) * time.Millisecond), Action: skills.Action{Name: "look"}, Outcome: skills.Outcome{OK: true}, Frames: []string{h}})
	}
	inv := &skills.Invocation{Skill: "red_boxes", Version: version}
	rolled, err := w.g.RecordRun(ctx, gate.Run{Episode: ep, Invocation: inv, Sources: gate.ServingSources(w.lib, inv)})
	if err != nil {
		t.Fatal(err)
	}
	return rolled
}

// linkedFrames is linkedFramesGate with the gate's rules and the serving
// version's source, returning its library, memory and frame store too.
func linkedFrames(t *testing.T, maxPixels int, rules gate.Rules, serving string, frames ...frameBytes) framesWorld {
	t.Helper()
	ctx := context.Background()
	lib := t.TempDir()
	if err := os.WriteFile(filepath.Join(lib, "red_boxes.go"), []byte(serving), 0o644); err != nil {
		t.Fatal(err)
	}
	l, err := library.Open(lib, library.Options{Executor: sandbox.NewInProcess(sandbox.Options{})})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	st, err := memopen.Store(ctx, filepath.Join(dir, "m.db"), memopen.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	blobs := memory.Blobs{Dir: filepath.Join(dir, "frames")}
	now := time.Now().UTC().Truncate(time.Second)
	ep := memory.Episode{ID: "ep-look", Start: now}
	for i, f := range frames {
		h, err := blobs.Put(f.data)
		if err != nil {
			t.Fatal(err)
		}
		label, _ := detectors.EncodeTruth(f.truth)
		if err := st.PutFrames(ctx, memory.Frame{Hash: h, Format: "png", Labels: map[string]string{detectors.TruthLabel: label}}); err != nil {
			t.Fatal(err)
		}
		ep.Steps = append(ep.Steps, memory.Step{Index: i, Time: now.Add(time.Duration(i+1) * time.Second), Action: skills.Action{Name: "look"}, Outcome: skills.Outcome{OK: true}, Frames: []string{h}})
	}
	if err := st.RecordEpisode(ctx, ep); err != nil {
		t.Fatal(err)
	}
	g := gate.New(gate.Options{Library: l, Store: st, Frames: blobs, MaxFramePixels: maxPixels, Rules: rules})
	if err := g.Provision(ctx); err != nil {
		t.Fatal(err)
	}
	cur, err := l.Get("red_boxes")
	if err != nil {
		t.Fatal(err)
	}
	u := cur.Unit
	if err := st.PutVersion(ctx, memory.SkillVersion{Skill: u.Name(), ID: u.Version(), Kind: u.Manifest.Kind, Source: string(u.Source), Created: now}); err != nil && !errors.Is(err, memory.ErrConflict) {
		t.Fatal(err)
	}
	if err := st.Link(ctx, u.Version(), memory.SupportedBy, ep.ID); err != nil {
		t.Fatal(err)
	}
	return framesWorld{g: g, lib: l, st: st, blobs: blobs, runs: new(int)}
}

// TestDetectorGateOwnMatchIoU: a detector candidate cannot relax how the
// gate matches its boxes to the truth. One that reports the whole frame
// for each red blob finds nothing at the gate's IoU; with
// //skillrun:threshold match_iou=0.01 in its own manifest it matched every
// truth box and was promoted. The gate's criterion decides, as its floor
// does for precision and recall.
func TestDetectorGateOwnMatchIoU(t *testing.T) {
	ctx := context.Background()
	g, file := labelledSetGate(t)
	sloppy := strings.Replace(gatetest.RedBoxes("serving"), "Box: b.Box", "Box: f.Img.Bounds().Union(b.Box)", 1)
	for _, th := range []string{"", "//skillrun:threshold match_iou=0.01", "//skillrun:threshold match_iou=0.01 precision=0 recall=0"} {
		src := strings.Replace(sloppy, "package red_boxes", "//\n"+th+"\npackage red_boxes", 1)
		before, _ := os.ReadFile(file)
		d, err := g.Propose(ctx, library.Proposal{Source: []byte(src), Author: "agent-9"})
		if err != nil {
			t.Fatalf("%q: %v", th, err)
		}
		t.Logf("%q: %s: %s", th, d.Status, d.Reason)
		if d.Status != memory.Rejected || !strings.Contains(d.Reason, "precision 0.00") {
			t.Errorf("%q: %s: %s; want rejected at precision 0.00", th, d.Status, d.Reason)
		}
		if after, _ := os.ReadFile(file); !bytes.Equal(before, after) {
			t.Errorf("%q: a rejected detector touched the library file", th)
		}
	}
}

// labelledSetGate is a gate over a library whose red_boxes detector
// serves, with its labelled frame set (gatetest.WriteRedFrames), and an
// embedded memory; it returns the detector's file too.
func labelledSetGate(t *testing.T) (*gate.Gate, string) {
	return redSetGate(t, gatetest.WriteRedFrames)
}

// redSetGate is labelledSetGate with the labelled set write writes.
func redSetGate(t *testing.T, write func(t testing.TB, lib string)) (*gate.Gate, string) {
	t.Helper()
	ctx := context.Background()
	lib := t.TempDir()
	file := filepath.Join(lib, "red_boxes.go")
	if err := os.WriteFile(file, []byte(gatetest.RedBoxes("serving")), 0o644); err != nil {
		t.Fatal(err)
	}
	write(t, lib)
	l, err := library.Open(lib, library.Options{Executor: sandbox.NewInProcess(sandbox.Options{})})
	if err != nil {
		t.Fatal(err)
	}
	st, err := memopen.Store(ctx, filepath.Join(t.TempDir(), "m.db"), memopen.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	g := gate.New(gate.Options{Library: l, Store: st})
	if err := g.Provision(ctx); err != nil {
		t.Fatal(err)
	}
	return g, file
}

// TestDetectorGateRelativeLibrary: tried as a user would (watch --lib lib
// with a fresh memory, labels/NAME.jsonl beside the detector), a detector
// edit was judged on nothing: the labelled set was looked for in
// lib/lib/labels (the library's directory joined to paths that already
// started with it), and the serving version, not yet in memory, made its
// linked episodes' frames "unverifiable" instead of none. Both are judged
// as they should be: an edit that changes only a comment is promoted on
// the set, with nothing unverifiable.
func TestDetectorGateRelativeLibrary(t *testing.T) {
	ctx := context.Background()
	work := t.TempDir()
	t.Chdir(work)
	if err := os.Mkdir("lib", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join("lib", "red_boxes.go"), []byte(gatetest.RedBoxes("serving")), 0o644); err != nil {
		t.Fatal(err)
	}
	gatetest.WriteRedFrames(t, "lib")
	l, err := library.Open("lib", library.Options{Executor: sandbox.NewInProcess(sandbox.Options{})})
	if err != nil {
		t.Fatal(err)
	}
	st, err := memopen.Store(ctx, "m.db", memopen.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	g := gate.New(gate.Options{Library: l, Store: st, Frames: memory.Blobs{Dir: "frames"}})
	if err := g.Provision(ctx); err != nil {
		t.Fatal(err)
	}
	for _, p := range g.LabelSets("red_boxes") {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("labelled set %s: %v", p, err)
		}
	}
	d := proposeRed(t, g, "same boxes, new comment")
	if d.Status != memory.Promoted || !strings.Contains(d.Reason, "verified 1/1") || strings.Contains(d.Reason, "unverifiable") {
		t.Errorf("a comment's edit: %s: %s; want promoted on the labelled set, nothing unverifiable", d.Status, d.Reason)
	}
}

// TestDetectorGateCroppedHeldToServing: on the cropped view a candidate is
// held to what the serving version does there, not to the floor as well.
// Here the serving detector sees a frame without its grey border (every
// cropped frame: the cut takes at least a pixel a side) as holding one
// more red box than it does: precision 0.5 on the cropped view, under the
// floor of 0.9, and 1.0 as stored. A rewrite that does the same is
// promoted (with the floor on the cropped view too it was refused); one
// that also counts every box twice is rejected on the stored view.
func TestDetectorGateCroppedHeldToServing(t *testing.T) {
	bordered := func(boxes ...image.Rectangle) frameBytes {
		img := image.NewRGBA(image.Rect(0, 0, 24, 12))
		for y := range 12 {
			for x := range 24 {
				if x == 0 || y == 0 || x == 23 || y == 11 {
					img.Set(x, y, color.RGBA{R: 128, G: 128, B: 128, A: 255})
				} else {
					img.Set(x, y, color.RGBA{A: 255})
				}
			}
		}
		f := frameBytes{}
		for _, b := range boxes {
			for y := b.Min.Y; y < b.Max.Y; y++ {
				for x := b.Min.X; x < b.Max.X; x++ {
					img.Set(x, y, color.RGBA{R: 255, A: 255})
				}
			}
			f.truth = append(f.truth, detectors.Truth{Label: "red", Box: [4]int{b.Min.X, b.Min.Y, b.Max.X, b.Max.Y}, Pixels: b.Dx() * b.Dy(), FullPixels: b.Dx() * b.Dy(), Visible: 1})
		}
		var buf bytes.Buffer
		if err := png.Encode(&buf, img); err != nil {
			t.Fatal(err)
		}
		f.data = buf.Bytes()
		return f
	}
	// Sees one box more in a frame whose corner is not grey.
	borderless := func(mutation string) string {
		return strings.Replace(gatetest.RedBoxes(mutation), "\tvar out []detectors.Detection\n", `	var out []detectors.Detection
	if r, _, _, _ := f.Img.At(0, 0).RGBA(); r>>8 != 128 {
		out = append(out, detectors.Detection{Label: "red", Box: f.Img.Bounds().Inset(4), Score: 0.5})
	}
`, 1)
	}
	w := linkedFrames(t, 0, gate.Rules{MinEvidence: 1, DetectorFloor: 0.9}, borderless("serving"),
		bordered(image.Rect(2, 2, 10, 9)), bordered(image.Rect(3, 3, 10, 9), image.Rect(12, 2, 21, 10)))
	for _, tc := range []struct {
		src    string
		status memory.DecisionStatus
		reason string
	}{
		{borderless("double"), memory.Rejected, "precision 0.50 (needs 1.00)"},
		{borderless("same boxes, new comment"), memory.Promoted, "verified 1/1"},
	} {
		d, err := w.g.Propose(context.Background(), library.Proposal{Source: []byte(tc.src), Author: "agent-9"})
		if err != nil {
			t.Fatal(err)
		}
		if d.Status != tc.status || !strings.Contains(d.Reason, tc.reason) {
			t.Errorf("%s: %s; want %s, saying %q", d.Status, d.Reason, tc.status, tc.reason)
		}
	}
}
