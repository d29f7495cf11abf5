package voxel_test

import (
	"context"
	"fmt"

	mc "github.com/skillrun/skillrun/examples/minecraft"
	"github.com/skillrun/skillrun/examples/minecraft/voxel"
	"github.com/skillrun/skillrun/skills"
)

// A lava gap north of the player: walking into it kills, bridging first
// does not.
func Example() {
	ctx := context.Background()
	w := voxel.New(voxel.Options{})
	mc.Fill(ctx, w, mc.P(0, 21, -2), mc.P(0, 21, -1), mc.Lava)
	w.Give(ctx, mc.Cobblestone, 2)
	for _, z := range []int{-1, -2} {
		out, _ := w.Act(ctx, skills.Action{Name: "place", Params: map[string]any{"x": 0, "y": 21, "z": z, "block": "cobblestone"}})
		fmt.Println("place", z, out.OK)
	}
	out, _ := w.Act(ctx, skills.Action{Name: "walk", Object: "block@0,22,-3"})
	obs, _ := w.Observe(ctx)
	fmt.Println("walk", out.OK, obs.Floats("pos"), "dead:", obs.Bool("dead"))
	// Output:
	// place -1 true
	// place -2 true
	// walk true [0.5 22 -2.5] dead: false
}
