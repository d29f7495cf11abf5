package main

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory/embedded"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/verify"
)

// TestResolveUnit finds the version to verify: the serving one, a prefix
// of it, or a version only memory holds (compiled from its stored source).
func TestResolveUnit(t *testing.T) {
	ctx := context.Background()
	ref, err := os.ReadFile("../../verify/testdata/lib/advance/advance.go")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	write := func(src string) *library.Library {
		if err := os.MkdirAll(filepath.Join(dir, "advance"), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "advance", "advance.go"), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		lib, err := library.Open(dir, library.Options{Executor: sandbox.NewInProcess(sandbox.Options{})})
		if err != nil {
			t.Fatal(err)
		}
		return lib
	}
	st, err := embedded.Open(ctx, filepath.Join(t.TempDir(), "m.db"), embedded.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()

	lib := write(string(ref))
	serving, err := resolveUnit(ctx, lib, st, "advance", "")
	if err != nil {
		t.Fatal(err)
	}
	if err := verify.EnsureVersion(ctx, st, serving); err != nil {
		t.Fatal(err)
	}
	if u, err := resolveUnit(ctx, lib, st, "advance", serving.Version()[:6]); err != nil || u != serving {
		t.Errorf("prefix of the serving version: %v, %v", u, err)
	}

	// A new version serves; the old one is only in memory.
	lib = write(strings.Replace(string(ref), "walked := 0", "walked := 0 // edited", 1))
	old, err := resolveUnit(ctx, lib, st, "advance", serving.Version()[:8])
	if err != nil {
		t.Fatal(err)
	}
	if old.Version() != serving.Version() || old.Name() != "advance" {
		t.Errorf("from memory: %s %s; want advance %s", old.Name(), old.Version(), serving.Version())
	}
	for _, tt := range []struct{ name, version, want string }{
		{"advance", "ffff", `no version "ffff"`},
		{"nope", "", "no such skill"},
	} {
		if _, err := resolveUnit(ctx, lib, st, tt.name, tt.version); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("resolveUnit(%s, %q) = %v; want %q", tt.name, tt.version, err, tt.want)
		}
	}
	if _, err := resolveUnit(ctx, lib, nil, "advance", "ffff"); err == nil || !strings.Contains(err.Error(), "no memory is open") {
		t.Errorf("without memory: %v", err)
	}
}

const wholeFrameDetector = `// Call the whole frame a blaze.
//
//skillrun:threshold precision=0.9 recall=0.9
package whole_frame

import "github.com/skillrun/skillrun/detectors"

// Args are none.
type Args struct{}

// Detect returns one box covering the frame.
func Detect(f *detectors.Frame, args Args) ([]detectors.Detection, error) {
	return []detectors.Detection{{Label: "blaze", Box: f.Img.Bounds(), Score: 1}}, nil
}
`

// TestVerifyDetector scores a detector on labelled frames from the CLI:
// thresholds from the manifest or the call, a table, the stored run, and
// the exit status.
// wholeFrameLib makes a temporary directory holding a library, lib, of
// one detector, whole_frame (wholeFrameDetector).
func wholeFrameLib(t *testing.T) (dir, lib string) {
	t.Helper()
	dir = t.TempDir()
	lib = filepath.Join(dir, "lib")
	if err := os.MkdirAll(filepath.Join(lib, "whole_frame"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(lib, "whole_frame", "whole_frame.go"), []byte(wholeFrameDetector), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir, lib
}

func TestVerifyDetector(t *testing.T) {
	dir, lib := wholeFrameLib(t)
	img := image.NewRGBA(image.Rect(0, 0, 8, 6))
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "f.png"), buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	one := `{"file":"f.png","truth":[{"label":"blaze","box":[0,0,8,6]}]}` + "\n"
	two := one + `{"file":"f.png","truth":[{"label":"blaze","box":[0,0,8,6]},{"label":"blaze","box":[0,0,2,2]}]}` + "\n"
	for name, text := range map[string]string{"one.jsonl": one, "two.jsonl": two, "bad.jsonl": `{"file":"f.png","boxes":[]}`} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	mem := filepath.Join(dir, "m.db")
	verifyCLI := func(args ...string) (string, error) {
		root, a := newRoot()
		defer a.close()
		var out bytes.Buffer
		root.SetOut(&out)
		root.SetArgs(append([]string{"--isolation", "inprocess", "--lib", lib, "--memory", mem, "verify", "whole_frame"}, args...))
		err := root.Execute()
		return out.String(), err
	}
	out, err := verifyCLI("--labels", filepath.Join(dir, "one.jsonl"))
	if err != nil || !strings.Contains(out, "precision 1.000 recall 1.000 mean IoU 1.000 on 1 frames: VERIFIED") {
		t.Fatalf("one frame: %v\n%s", err, out)
	}
	out, err = verifyCLI("--labels", filepath.Join(dir, "two.jsonl"))
	if exitCode(err) != exitSkill || !strings.Contains(out, "NOT VERIFIED: recall 0.667 < 0.900") {
		t.Fatalf("two frames: exit %d\n%s", exitCode(err), out)
	}
	out, err = verifyCLI("--labels", filepath.Join(dir, "two.jsonl"), "--threshold", "recall=0.5")
	if err != nil || !strings.Contains(out, "VERIFIED") {
		t.Fatalf("threshold from the call: %v\n%s", err, out)
	}
	if _, err := verifyCLI("--labels", filepath.Join(dir, "bad.jsonl")); exitCode(err) != exitBadInput || !strings.Contains(err.Error(), `bad.jsonl:1: json: unknown field "boxes"`) {
		t.Errorf("bad labels: %v", err)
	}
	if _, err := verifyCLI(); exitCode(err) != exitBadInput || !strings.Contains(err.Error(), "--labels") {
		t.Errorf("no labels: %v", err)
	}
	if _, err := verifyCLI("--labels", filepath.Join(dir, "one.jsonl"), "--threshold", "recall=2"); exitCode(err) != exitBadInput {
		t.Errorf("threshold out of range: %v", err)
	}
	st, err := embedded.Open(context.Background(), mem, embedded.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	vs, err := st.Versions(context.Background(), "whole_frame")
	if err != nil || len(vs) != 1 {
		t.Fatalf("versions %v, %v", vs, err)
	}
	runs, err := st.Verifications(context.Background(), vs[0].ID)
	if err != nil || len(runs) != 3 || runs[0].Method != verify.MethodDetector {
		t.Fatalf("stored runs %+v, %v; want 3 detector runs", runs, err)
	}
}

// TestVerifyLabelsBounded: a labelled frame set may be a file an agent
// saved into the library (labels/SKILL*.jsonl, which the gate reads at
// each candidate). It was read whole whatever it was (a link to
// /dev/zero until the host's memory ran out), every frame it names was
// decoded and kept at once (twenty lines naming one 4096×4096 PNG of a
// few KB: 1.3 GB), and each frame's truth boxes were taken however many.
// Each is refused, naming the file, line and bound, before the costly
// work.
func TestVerifyLabelsBounded(t *testing.T) {
	dir, lib := wholeFrameLib(t)
	var buf bytes.Buffer
	if err := png.Encode(&buf, image.NewGray(image.Rect(0, 0, 4096, 4096))); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "big.png"), buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	line := `{"file":"big.png","truth":[{"label":"blaze","box":[0,0,8,6]}]}` + "\n"
	boxes := make([]string, 5000)
	for i := range boxes {
		boxes[i] = `{"label":"blaze","box":[0,0,8,6]}`
	}
	files := map[string]string{
		"many.jsonl":  strings.Repeat(line, 20),
		"boxes.jsonl": `{"file":"big.png","truth":[` + strings.Join(boxes, ",") + `]}` + "\n",
		"huge.jsonl":  strings.Repeat("# "+strings.Repeat("x", 1<<10)+"\n", 17<<10),
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink("/dev/zero", filepath.Join(dir, "zero.jsonl")); err != nil {
		t.Fatal(err)
	}
	mem := filepath.Join(dir, "m.db")
	for _, tt := range []struct{ file, want string }{
		{"zero.jsonl", "zero.jsonl is not a regular file"},
		{"huge.jsonl", fmt.Sprintf("huge.jsonl is over %d bytes, the limit of a labels file", verify.MaxLabelsBytes)},
		{"boxes.jsonl", fmt.Sprintf("boxes.jsonl:1: 5000 truth boxes; a frame has at most %d", verify.MaxTruthBoxes)},
		{"many.jsonl", fmt.Sprintf("many.jsonl:17: the set's frames pass %d pixels together (%d before this 4096x4096 one)", verify.MaxLabelledPixels, 16*4096*4096)},
	} {
		root, a := newRoot()
		var out bytes.Buffer
		root.SetOut(&out)
		root.SetArgs([]string{"--isolation", "inprocess", "--lib", lib, "--memory", mem, "verify", "whole_frame", "--labels", filepath.Join(dir, tt.file)})
		err := root.Execute()
		a.close()
		if exitCode(err) != exitBadInput || !strings.Contains(fmt.Sprint(err), tt.want) {
			t.Errorf("%s: exit %d, %v; want bad input containing %q", tt.file, exitCode(err), err, tt.want)
		}
	}
}
