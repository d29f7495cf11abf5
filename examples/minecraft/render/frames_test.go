package render

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"path/filepath"
	"testing"
	"time"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/detectors/detectorstest"
	mc "github.com/skillrun/skillrun/examples/minecraft"
	"github.com/skillrun/skillrun/examples/minecraft/scenario"
	"github.com/skillrun/skillrun/examples/minecraft/voxel"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/library/builtin/blaze_detector"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/memory/embedded"
	"github.com/skillrun/skillrun/runtime/sandbox"
)

// TestEpisodeFrames records the blaze scenario with a rendered frame
// before every action (from a snapshot of the world around the player, as
// it would be from the live server), stores frames and episode in memory,
// and finds the blaze in the first recorded frame.
func TestEpisodeFrames(t *testing.T) {
	tx := detectorstest.Load(t)
	tex := Textures{
		Blocks: map[string]image.Image{mc.Fire: tx.Fire[0], mc.Lava: tx.Lava[0]},
		Mobs:   map[string]image.Image{"blaze": BlazeSprite(tx.Blaze)},
	}
	for name, img := range tx.Blocks {
		tex.Blocks[name] = img
	}
	ctx := context.Background()
	s, err := scenario.Get("blaze")
	if err != nil {
		t.Fatal(err)
	}
	shoot := Frames(FrameOptions{Textures: tex})
	frame := func(ctx context.Context, w scenario.World) (*mc.Shot, error) { return shoot(ctx, w) }
	lib, err := library.Open(filepath.Join("..", "skills"), library.Options{Executor: sandbox.NewInProcess(sandbox.Options{})})
	if err != nil {
		t.Fatal(err)
	}
	rec, err := scenario.Record(ctx, voxel.New(voxel.Options{}), s, scenario.LibraryRunner(lib), scenario.Options{Frame: frame, Start: time.Now().UTC().Add(-time.Minute)})
	if err != nil {
		t.Fatal(err)
	}
	for _, st := range rec.Episode.Steps {
		if len(st.Frames) != 1 {
			t.Fatalf("step %d has %d frames; want 1", st.Index, len(st.Frames))
		}
	}
	if len(rec.Frames) == 0 || rec.Frames[0].Width != 640 || rec.Frames[0].Format != "png" {
		t.Fatalf("frames %+v; want 640-wide PNGs", rec.Frames)
	}
	// The first frame (before the first look) shows the blaze.
	first := rec.FrameData[rec.Episode.Steps[0].Frames[0]]
	img, err := png.Decode(bytes.NewReader(first))
	if err != nil {
		t.Fatal(err)
	}
	f, err := detectors.FrameFromImage(img, detectors.Source{Kind: "step", ID: rec.Episode.ID + "/0"})
	if err != nil {
		t.Fatal(err)
	}
	found, err := blaze_detector.Detect(f, blaze_detector.Args{})
	if err != nil {
		t.Fatal(err)
	}
	if len(found) != 1 {
		t.Errorf("blazes in the first frame: %v; want one", found)
	}
	// Into memory: frame metadata in the store, bytes in the blob directory.
	dir := t.TempDir()
	st, err := embedded.Open(ctx, filepath.Join(dir, "memory.db"), embedded.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	blobs := memory.Blobs{Dir: filepath.Join(dir, "frames")}
	if err := scenario.StoreFrames(blobs, rec); err != nil {
		t.Fatal(err)
	}
	if err := scenario.Store(ctx, st, rec); err != nil {
		t.Fatal(err)
	}
	stats, err := st.Stats(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if got := stats.Edges["OBSERVED"]; got != int64(len(rec.Episode.Steps)) {
		t.Errorf("OBSERVED edges = %d; want one per step (%d)", got, len(rec.Episode.Steps))
	}
	back, err := blobs.Get(rec.Frames[0].Hash)
	if err != nil || !bytes.Equal(back, rec.FrameData[rec.Frames[0].Hash]) {
		t.Errorf("blob %s read back: %v", rec.Frames[0].Hash, err)
	}
}
