package voxel

import (
	"encoding/json"
	"testing"

	mc "github.com/skillrun/skillrun/examples/minecraft"
	"github.com/skillrun/skillrun/skills"
)

// FuzzAct feeds arbitrary actions (as JSON) to a world with lava, a wall
// and a mob: no action may panic, a malformed one is an error, and the
// world stays observable, as the Rules observe it.
func FuzzAct(f *testing.F) {
	for _, s := range []string{
		`{"name":"dig","params":{"x":0,"y":21,"z":-1}}`,
		`{"name":"place","params":{"x":0,"y":21,"z":-2,"block":"cobblestone"}}`,
		`{"name":"walk","object":"block@0,22,-5"}`,
		`{"name":"look","params":{"yaw":1e308,"pitch":-1e308}}`,
		`{"name":"look_at","params":{"entity":1}}`,
		`{"name":"attack","params":{"entity":1}}`,
		`{"name":"equip","params":{"item":"cobblestone"}}`,
		`{"name":"walk","params":{"x":1e18,"y":22,"z":0}}`,
		`{"name":"dig","params":{"x":"a","y":[],"z":{}}}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var a skills.Action
		if json.Unmarshal(data, &a) != nil {
			return
		}
		w := New(Options{})
		mc.Fill(ctx, w, mc.P(0, 21, -3), mc.P(0, 21, -1), mc.Lava)
		mc.Fill(ctx, w, mc.P(-1, 22, -6), mc.P(1, 23, -6), mc.Stone)
		w.Give(ctx, mc.Cobblestone, 3)
		w.Spawn(ctx, "blaze", mc.V(1.5, 22, -1.5))
		for range 3 {
			if _, err := w.Act(ctx, a); err != nil {
				break
			}
		}
		if _, err := w.Observe(ctx); err != nil {
			t.Fatalf("Observe after %s: %v", a, err)
		}
		sameObservation(t, w, "after "+a.String())
	})
}
