package verify_test

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/color"
	"image/png"
	"path/filepath"
	"testing"
	"time"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
	"github.com/skillrun/skillrun/verify"
)

// drawing is a world that draws a frame of its step count's shade when
// asked, until its next action, labelled with the count.
type drawing struct {
	acts int
	cur  *detectors.Frame
	data []byte
}

var _ library.FrameRecorder = (*drawing)(nil)

func (d *drawing) Observe(ctx context.Context) (skills.Observation, error) {
	return skills.Observation{}, nil
}

func (d *drawing) Act(ctx context.Context, a skills.Action) (skills.Outcome, error) {
	d.acts++
	d.cur = nil
	return skills.Outcome{OK: true}, nil
}

func (d *drawing) Frame(ctx context.Context) (*detectors.Frame, error) {
	if d.cur == nil {
		img := image.NewRGBA(image.Rect(0, 0, 8, 4))
		for i := range img.Pix {
			img.Pix[i] = uint8(40 * (d.acts % 2)) // the same picture every other action
		}
		img.Set(0, 0, color.RGBA{A: 255})
		var buf bytes.Buffer
		if err := png.Encode(&buf, img); err != nil {
			return nil, err
		}
		d.cur, d.data = &detectors.Frame{Img: img}, buf.Bytes()
	}
	return d.cur, nil
}

func (d *drawing) Stored(ctx context.Context) ([]byte, map[string]string, error) {
	return d.data, map[string]string{"acts": string(rune('0' + d.acts))}, nil
}

// TestRecorderFrames: a recorder over a world that draws answers the
// library's Frame with the world's frame, and keeps each new one with how
// many actions came before it (a frame looked at twice before acting is
// one). StoreFrames puts them in the frame store and memory, names each
// in the step it came before (the last step when none came after), and
// the same picture drawn again is one frame.
func TestRecorderFrames(t *testing.T) {
	ctx := context.Background()
	w := &drawing{}
	rec := &verify.Recorder{World: w}
	look := func() {
		t.Helper()
		if f, err := rec.Frame(ctx); err != nil || f == nil {
			t.Fatalf("Frame = %v, %v", f, err)
		}
	}
	act := func() {
		t.Helper()
		if _, err := rec.Act(ctx, skills.Action{Name: "step"}); err != nil {
			t.Fatal(err)
		}
	}
	look()
	look() // the same frame: kept once
	act()
	act()
	look()
	act()
	look() // after the last action
	frames := rec.Frames()
	var at []int
	for _, f := range frames {
		at = append(at, f.At)
	}
	if len(at) != 3 || at[0] != 0 || at[1] != 2 || at[2] != 3 {
		t.Fatalf("logged frames before actions %v; want 0, 2 and 3", at)
	}
	if len(rec.Frames()) != 0 {
		t.Error("Frames did not forget what it returned")
	}

	st := openStore(t, nil)
	if err := st.RecordEpisode(ctx, memory.Episode{ID: "ep-frames", Start: time.Now().UTC()}); err != nil {
		t.Fatal(err)
	}
	blobs := memory.Blobs{Dir: filepath.Join(t.TempDir(), "frames")}
	steps := rec.Steps()
	if err := verify.StoreFrames(ctx, st, blobs, steps, frames, verify.FrameOwner{Now: time.Now(), Agent: "ada"}); err != nil {
		t.Fatal(err)
	}
	if len(steps[0].Frames) != 1 || len(steps[1].Frames) != 0 || len(steps[2].Frames) != 2 {
		t.Fatalf("frames in steps: %v, %v, %v; want 1, 0 and 2 (the last after the last action)", steps[0].Frames, steps[1].Frames, steps[2].Frames)
	}
	// Frames 0 and 2 are the same picture (0 and 2 actions: the same shade).
	if steps[0].Frames[0] != steps[2].Frames[0] && steps[0].Frames[0] != steps[2].Frames[1] {
		t.Errorf("the same picture drawn again is two frames: %v, %v", steps[0].Frames, steps[2].Frames)
	}
	for _, h := range append(steps[0].Frames, steps[2].Frames...) {
		f, err := st.Frame(ctx, h)
		if err != nil || f.Width != 8 || f.Height != 4 || f.Format != "png" || f.Labels["acts"] == "" {
			t.Errorf("frame %s in memory: %+v, %v", h, f, err)
		}
		if _, err := blobs.Get(h); err != nil {
			t.Errorf("frame %s bytes: %v", h, err)
		}
	}
	if f, err := st.Frame(ctx, steps[0].Frames[0]); err != nil || f.Agent != "ada" {
		t.Errorf("frame stored for %q, %v; want ada's (FrameOwner.Agent)", f.Agent, err)
	}
	// An agent past its quota (Admit refuses): new frames are left out of
	// the steps, and the refusal is returned; frames stored before are
	// still named, without asking.
	refuse := errors.New("past its frame bytes")
	asked := 0
	own := verify.FrameOwner{Now: time.Now(), Agent: "bob", Admit: func(context.Context, int64) error { asked++; return refuse }}
	fresh := rec.Steps()
	for i := range fresh {
		fresh[i].Frames = nil
	}
	st2 := openStore(t, nil)
	if err := verify.StoreFrames(ctx, st2, memory.Blobs{Dir: filepath.Join(t.TempDir(), "frames2")}, fresh, frames, own); !errors.Is(err, refuse) {
		t.Errorf("StoreFrames with Admit refusing = %v; want the refusal", err)
	}
	if asked == 0 || len(fresh[0].Frames)+len(fresh[2].Frames) != 0 {
		t.Errorf("Admit asked %d times; frames named anyway: %v, %v", asked, fresh[0].Frames, fresh[2].Frames)
	}
	asked = 0
	again := rec.Steps()
	for i := range again {
		again[i].Frames = nil
	}
	if err := verify.StoreFrames(ctx, st, blobs, again, frames, own); err != nil || asked != 0 || len(again[2].Frames) != 2 {
		t.Errorf("frames stored before: %v, Admit asked %d times, named %v; want named without asking", err, asked, again[2].Frames)
	}
	// No steps: nothing to name a frame in, nothing stored.
	if err := verify.StoreFrames(ctx, st, memory.Blobs{Dir: filepath.Join(t.TempDir(), "none")}, nil, frames, verify.FrameOwner{Now: time.Now()}); err != nil {
		t.Fatal(err)
	}
}
