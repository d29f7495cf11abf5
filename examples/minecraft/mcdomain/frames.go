package mcdomain

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/skillrun/skillrun/detectors"
	mc "github.com/skillrun/skillrun/examples/minecraft"
	"github.com/skillrun/skillrun/examples/minecraft/render"
	"github.com/skillrun/skillrun/examples/minecraft/scenario"
	"github.com/skillrun/skillrun/examples/minecraft/viewer"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
)

// VoxelFrames draws frames of any world that snapshots (w×h; 0 for 640×360) with the
// voxel renderer: Minecraft's textures from the viewer's npm install when
// it is there (prismarine-viewer ships them), flat colours and a
// hand-drawn blaze otherwise.
func VoxelFrames(w, h int) func(ctx context.Context, w scenario.World) (*mc.Shot, error) {
	tex, _ := render.LoadTextures(filepath.Join(viewer.DefaultDir(), "node_modules", "prismarine-viewer", "public", "textures", "1.16.4"))
	shoot := render.Frames(render.FrameOptions{Textures: tex, Width: w, Height: h})
	return func(ctx context.Context, w scenario.World) (*mc.Shot, error) { return shoot(ctx, w) }
}

// frameOpts say how the example records and shows frames.
type frameOpts struct {
	draw  func(ctx context.Context, w scenario.World) (*mc.Shot, error) // the world's renderer; nil: no frames
	voxel func(ctx context.Context, w scenario.World) (*mc.Shot, error) // for re-simulation
	blobs memory.Blobs                                                  // the memory's frame store
	dir   string                                                        // --frames: every step's frame, for a person
	// maxPixels bounds a decoded frame (the operator's --max-frame-pixels).
	maxPixels int
}

// framesDir is the frame store beside a memory database (as skillrun
// serve and frame use), or .skillrun/frames for a server store.
func framesDir(where string) string {
	if where == "" || strings.Contains(where, "://") {
		return filepath.Join(".skillrun", "frames")
	}
	return filepath.Join(filepath.Dir(where), "frames")
}

// write puts every step's frame into dir/EPISODE/NNN.png.
func (fo frameOpts) write(rec *scenario.Recording) error {
	if fo.dir == "" || len(rec.Frames) == 0 {
		return nil
	}
	d := filepath.Join(fo.dir, rec.Episode.ID)
	if err := os.MkdirAll(d, 0o755); err != nil {
		return err
	}
	for _, st := range rec.Episode.Steps {
		for i, h := range st.Frames {
			name := fmt.Sprintf("%03d.png", st.Index)
			if i > 0 {
				name = fmt.Sprintf("%03d-%d.png", st.Index, i)
			}
			if err := os.WriteFile(filepath.Join(d, name), rec.FrameData[h], 0o644); err != nil {
				return err
			}
		}
	}
	return nil
}

// annotate runs the library's blaze detector on a blaze scene's first
// frame and writes it with the detections (and the renderer's true boxes
// of blazes, labelled "truth") drawn on: into --frames DIR, else beside the frame
// store. It returns the PNG's path ("" for other scenes).
func (fo frameOpts) annotate(ctx context.Context, lib *library.Library, s scenario.Scenario, rec *scenario.Recording) (string, error) {
	blaze := false
	for _, t := range s.Tags {
		blaze = blaze || t == "blaze"
	}
	if !blaze || len(rec.Episode.Steps) == 0 || len(rec.Episode.Steps[0].Frames) == 0 {
		return "", nil
	}
	h := rec.Episode.Steps[0].Frames[0]
	f, err := detectors.Decode(rec.FrameData[h], fo.maxPixels, detectors.Source{Kind: "step", ID: rec.Episode.ID + "#0"})
	if err != nil {
		return "", err
	}
	res, err := lib.Run(ctx, "blaze_detector", library.Request{Frame: f})
	if err != nil {
		return "", fmt.Errorf("blaze detector on %s#0: %w", rec.Episode.ID, err)
	}
	dets := append([]detectors.Detection(nil), res.Detections...)
	for _, m := range rec.Frames {
		if m.Hash != h {
			continue
		}
		if ts, err := detectors.DecodeTruth(m.Labels[detectors.TruthLabel]); err == nil {
			for _, t := range ts {
				// Only what the detector looks for: the frame's truth
				// also boxes the other mobs (a chicken beside the blaze).
				if t.Pixels > 0 && t.Label == "blaze" {
					dets = append(dets, detectors.Detection{Label: "truth", Box: t.Rect()})
				}
			}
		}
	}
	out, err := detectors.Annotate(f, dets)
	if err != nil {
		return "", err
	}
	dir := fo.dir
	if dir == "" {
		dir = filepath.Join(fo.blobs.Dir, "annotated")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	path := filepath.Join(dir, rec.Episode.ID+".detect.png")
	w, err := os.Create(path)
	if err != nil {
		return "", err
	}
	if err := detectors.EncodePNG(w, out); err != nil {
		w.Close()
		return "", err
	}
	return path, w.Close()
}
