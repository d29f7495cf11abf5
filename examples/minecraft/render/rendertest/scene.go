// Package rendertest builds random voxel scenes for the tests that score
// and calibrate detectors on the ray-caster's frames (package render and
// the blaze detector's calibration), so both draw their scenes one way.
package rendertest

import (
	"context"
	"math/rand"

	mc "github.com/skillrun/skillrun/examples/minecraft"
	"github.com/skillrun/skillrun/examples/minecraft/voxel"
)

// SceneOptions shape a random scene; each count is drawn from rng as
// Min + rng.Intn(Spread).
type SceneOptions struct {
	// Fires bounds the fire patches: rng.Intn(Fires) of them.
	Fires int
	// MinBlazes + rng.Intn(BlazeSpread) blazes stand 2.5 to 2.5 + Depth
	// blocks in front of the player.
	MinBlazes, BlazeSpread int
	Depth                  float64
	// HitBoxes gives half the blazes, at random, the size a world reports
	// (the 0.6 × 1.8 hit box) instead of the model's (head and orbiting
	// rods, about 1 × 1.5 blocks).
	HitBoxes bool
	// The camera turns rng-wide within ±Yaw/2 and looks down by PitchMin
	// plus up to PitchSpread radians.
	Yaw, PitchMin, PitchSpread float64
}

// Scene is a random nether scene and where the player looks from.
type Scene struct {
	World      *voxel.World
	Mobs       []mc.Entity
	Eye        mc.Vec
	Yaw, Pitch float64
}

// RandomScene builds a nether floor in front of the player with fire,
// lava, magma, blazes and, half the time, a chicken. The same rng and
// options give the same scene.
func RandomScene(rng *rand.Rand, o SceneOptions) Scene {
	ctx := context.Background()
	w := voxel.New(voxel.Options{})
	mc.Fill(ctx, w, mc.P(-8, 21, -14), mc.P(8, 21, 2), mc.Netherrack)
	for range rng.Intn(o.Fires) {
		x, z := rng.Intn(9)-4, -2-rng.Intn(8)
		mc.Fill(ctx, w, mc.P(x, 22, z), mc.P(x+rng.Intn(2), 22, z), mc.Fire)
	}
	for range rng.Intn(3) {
		x, z := rng.Intn(9)-4, -2-rng.Intn(8)
		mc.Fill(ctx, w, mc.P(x, 21, z), mc.P(x+1+rng.Intn(2), 21, z+rng.Intn(2)), mc.Lava)
	}
	for range rng.Intn(3) {
		x, z := rng.Intn(9)-4, -2-rng.Intn(8)
		mc.SetBlock(ctx, w, mc.P(x, 22, z), "magma_block")
	}
	var mobs []mc.Entity
	for i := range o.MinBlazes + rng.Intn(o.BlazeSpread) {
		e := mc.Entity{ID: i + 1, Name: "blaze", Pos: mc.V(rng.Float64()*6-3, 22+rng.Float64(), -2.5-rng.Float64()*o.Depth), Width: 1, Height: 1.5}
		if o.HitBoxes && rng.Intn(2) == 0 {
			e.Width, e.Height = 0.6, 1.8
		}
		mobs = append(mobs, e)
	}
	if rng.Intn(2) == 0 {
		mobs = append(mobs, mc.Entity{ID: 9, Name: "chicken", Pos: mc.V(rng.Float64()*4-2, 22, -2-rng.Float64()*3), Width: 0.4, Height: 0.7})
	}
	st, _ := w.State(ctx)
	return Scene{World: w, Mobs: mobs, Eye: st.Player.Eye(), Yaw: rng.Float64()*o.Yaw - o.Yaw/2, Pitch: -o.PitchMin - rng.Float64()*o.PitchSpread}
}
