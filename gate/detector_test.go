package gate_test

import (
	"bytes"
	"context"
	"errors"
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
	lib := t.TempDir()
	file := filepath.Join(lib, "red_boxes.go")
	if err := os.WriteFile(file, []byte(gatetest.RedBoxes("serving")), 0o644); err != nil {
		t.Fatal(err)
	}
	gatetest.WriteRedFrames(t, lib)
	l, err := library.Open(lib, library.Options{Executor: sandbox.NewInProcess(sandbox.Options{})})
	if err != nil {
		t.Fatal(err)
	}
	st, err := memopen.Store(ctx, filepath.Join(t.TempDir(), "m.db"), memopen.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	g := gate.New(gate.Options{Library: l, Store: st})
	if err := g.Provision(ctx); err != nil {
		t.Fatal(err)
	}
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
	ctx := context.Background()
	lib := t.TempDir()
	if err := os.WriteFile(filepath.Join(lib, "red_boxes.go"), []byte(gatetest.RedBoxes("serving")), 0o644); err != nil {
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
	defer st.Close()
	blobs := memory.Blobs{Dir: filepath.Join(dir, "frames")}
	// Two frames a procedure saw, each labelled by its renderer.
	var hashes []string
	for _, bs := range [][]image.Rectangle{{image.Rect(2, 2, 10, 9)}, {image.Rect(1, 1, 4, 4), image.Rect(10, 2, 22, 10)}} {
		img := image.NewRGBA(image.Rect(0, 0, 24, 12))
		var truth []detectors.Truth
		for _, b := range bs {
			for y := b.Min.Y; y < b.Max.Y; y++ {
				for x := b.Min.X; x < b.Max.X; x++ {
					img.Set(x, y, color.RGBA{R: 255, A: 255})
				}
			}
			truth = append(truth, detectors.Truth{Label: "red", Box: [4]int{b.Min.X, b.Min.Y, b.Max.X, b.Max.Y}, Pixels: b.Dx() * b.Dy(), FullPixels: b.Dx() * b.Dy(), Visible: 1})
		}
		var buf bytes.Buffer
		if err := png.Encode(&buf, img); err != nil {
			t.Fatal(err)
		}
		h, err := blobs.Put(buf.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		label, _ := detectors.EncodeTruth(truth)
		if err := st.PutFrames(ctx, memory.Frame{Hash: h, Format: "png", Width: 24, Height: 12, Labels: map[string]string{detectors.TruthLabel: label}}); err != nil {
			t.Fatal(err)
		}
		hashes = append(hashes, h)
	}
	now := time.Now().UTC().Truncate(time.Second)
	ep := memory.Episode{ID: "ep-look", Start: now}
	for i, h := range hashes {
		ep.Steps = append(ep.Steps, memory.Step{Index: i, Time: now.Add(time.Duration(i+1) * time.Second), Action: skills.Action{Name: "look"}, Outcome: skills.Outcome{OK: true}, Frames: []string{h}})
	}
	if err := st.RecordEpisode(ctx, ep); err != nil {
		t.Fatal(err)
	}
	g := gate.New(gate.Options{Library: l, Store: st, Frames: blobs, Rules: gate.Rules{MinEvidence: 1, DetectorFloor: 0.9}})
	if err := g.Provision(ctx); err != nil {
		t.Fatal(err)
	}
	serving, err := l.Get("red_boxes")
	if err != nil {
		t.Fatal(err)
	}
	u := serving.Unit
	if err := st.PutVersion(ctx, memory.SkillVersion{Skill: u.Name(), ID: u.Version(), Kind: u.Manifest.Kind, Source: string(u.Source), Created: now}); err != nil && !errors.Is(err, memory.ErrConflict) {
		t.Fatal(err)
	}
	if err := st.Link(ctx, u.Version(), memory.SupportedBy, ep.ID); err != nil {
		t.Fatal(err)
	}
	d, err := g.Propose(ctx, library.Proposal{Source: []byte(gatetest.RedBoxes("double")), Author: "agent-9"})
	if err != nil {
		t.Fatal(err)
	}
	if d.Status != memory.Rejected || !strings.Contains(d.Reason, "frames of the linked episodes") || !strings.Contains(d.Reason, "ep-look#0") {
		t.Errorf("double: %s: %s; want rejected on the linked episodes' frames, naming ep-look#0", d.Status, d.Reason)
	}
	d, err = g.Propose(ctx, library.Proposal{Source: []byte(gatetest.RedBoxes("same boxes, new comment")), Author: "agent-9"})
	if err != nil {
		t.Fatal(err)
	}
	if d.Status != memory.Promoted {
		t.Errorf("same boxes: %s: %s; want promoted", d.Status, d.Reason)
	}
}
