package scenario

import (
	"bytes"
	"context"
	"image/png"
	"path/filepath"
	"testing"

	mc "github.com/skillrun/skillrun/examples/minecraft"
	"github.com/skillrun/skillrun/examples/minecraft/render"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/memory/embedded"
	"github.com/skillrun/skillrun/verify"
)

// TestReplayedFrame: when a rewrite fails re-simulation in a world that
// draws frames, the verdict stores the frame of the candidate's own world
// (its blob and its metadata) beside the frames the episode recorded, and
// the stored run keeps both, so the web view can show what the agent saw
// beside what the rewrite produced. A pass draws nothing.
func TestReplayedFrame(t *testing.T) {
	eps, _, _ := readRecordings(t)
	ctx := context.Background()
	st, err := embedded.Open(ctx, filepath.Join(t.TempDir(), "m.db"), embedded.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	var ids []string
	for _, ep := range eps {
		if err := st.RecordEpisode(ctx, ep); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, ep.ID)
	}
	draw := render.Frames(render.FrameOptions{Width: 160, Height: 90})
	sims, err := verify.NewRegistry(Simulator{Frames: func(ctx context.Context, w World) (*mc.Shot, error) { return draw(ctx, w) }})
	if err != nil {
		t.Fatal(err)
	}
	blobs := &memory.Blobs{Dir: t.TempDir()}
	lib := openLib(t)
	bad := mutant(t, "flipped_direction")
	lib.Swap(bad)
	rep, err := verify.Version(ctx, lib, st, bad, verify.Options{Simulators: sims, Method: verify.MethodResim, Episodes: ids, Frames: blobs})
	if err != nil {
		t.Fatal(err)
	}
	failed := 0
	for _, v := range rep.Verdicts {
		if v.Status != verify.Fail {
			if v.Replayed != "" {
				t.Errorf("%s %s drew a replayed frame", v.Episode, v.Status)
			}
			continue
		}
		failed++
		if v.Replayed == "" {
			t.Errorf("%s failed without a replayed frame", v.Episode)
			continue
		}
		data, err := blobs.Get(v.Replayed)
		if err != nil {
			t.Fatalf("the replayed frame's blob: %v", err)
		}
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil || img.Bounds().Dx() != 160 || img.Bounds().Dy() != 90 {
			t.Errorf("replayed frame: %v, %v; want a 160×90 PNG", img.Bounds(), err)
		}
		meta, err := st.Frame(ctx, v.Replayed)
		if err != nil || meta.Width != 160 || meta.Labels["replayed"] != v.Episode {
			t.Errorf("replayed frame's metadata %+v, %v", meta, err)
		}
	}
	if failed == 0 {
		t.Fatal("the mutant failed no episode; the test needs a failure")
	}
	runs, err := st.Verifications(ctx, bad.Version())
	if err != nil || len(runs) != 1 {
		t.Fatalf("stored runs %v, %v", runs, err)
	}
	stored := 0
	for _, v := range runs[0].Verdicts {
		if v.Replayed != "" {
			stored++
		}
	}
	if stored != failed {
		t.Errorf("the stored run keeps %d replayed frames; %d episodes failed", stored, failed)
	}
}
