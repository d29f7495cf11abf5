package render

import (
	"context"
	"image"
	"testing"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/detectors/detectorstest"
	mc "github.com/skillrun/skillrun/examples/minecraft"
	"github.com/skillrun/skillrun/examples/minecraft/scenario"
	"github.com/skillrun/skillrun/examples/minecraft/voxel"
	"github.com/skillrun/skillrun/library/builtin/blaze_detector"
)

// TestBlazeSceneFrame renders the blaze scenario (a blaze, a chicken and
// fire on netherrack) from the player's eyes with Minecraft's textures and
// runs the blaze detector on the frame: it finds the blaze where the blaze
// is, and not the fire.
func TestBlazeSceneFrame(t *testing.T) {
	tx := detectorstest.Load(t)
	ctx := context.Background()
	w := voxel.New(voxel.Options{})
	s, err := scenario.Get("blaze")
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Setup(ctx, w); err != nil {
		t.Fatal(err)
	}
	st, err := w.State(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var blaze mc.Entity
	for _, e := range st.Entities {
		if e.Name == "blaze" {
			blaze = e
		}
	}
	tex := Textures{
		Blocks: map[string]image.Image{mc.Fire: tx.Fire[0], mc.Lava: tx.Lava[0]},
		Mobs:   map[string]image.Image{"blaze": BlazeSprite(tx.Blaze)},
	}
	for name, img := range tx.Blocks {
		tex.Blocks[name] = img
	}
	// Look between the blaze and the fire, so both are in view.
	centre := blaze.Pos.Add(mc.V(0.5, 0.9, 0))
	yaw, pitch := mc.YawPitch(st.Player.Eye(), centre)
	cam := Camera{Eye: st.Player.Eye(), Yaw: yaw, Pitch: pitch, Width: 640, Height: 360}
	img, err := Render(w, cam, tex, Options{Mobs: st.Entities})
	if err != nil {
		t.Fatal(err)
	}
	save(t, "blaze_scene.png", img)
	f, err := detectors.FrameFromImage(img, detectors.Source{Kind: "render", ID: "blaze"})
	if err != nil {
		t.Fatal(err)
	}
	found, err := blaze_detector.Detect(f, blaze_detector.Args{})
	if err != nil {
		t.Fatal(err)
	}
	at, _ := Project(cam, blaze.Pos.Add(mc.V(0, blaze.Height/2, 0)))
	fire, _ := Project(cam, mc.V(float64(scenario.Origin.X)+2.5, 22.5, float64(scenario.Origin.Z)-2.5))
	if len(found) != 1 || !at.In(found[0].Box.Inset(-4)) {
		t.Fatalf("detections %v; want one blaze around %v (fire at %v)", found, at, fire)
	}
	if fire.In(found[0].Box) {
		t.Errorf("the blaze's box %v covers the fire at %v", found[0].Box, fire)
	}
	t.Logf("blaze at %v found in %v (score %.2f); fire at %v", at, found[0].Box, found[0].Score, fire)
}
