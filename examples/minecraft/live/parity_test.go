package live

import (
	"context"
	"fmt"
	"testing"

	mc "github.com/skillrun/skillrun/examples/minecraft"
	"github.com/skillrun/skillrun/examples/minecraft/voxel"
	"github.com/skillrun/skillrun/skills"
)

type world interface {
	skills.World
	mc.Harness
}

// TestParity runs the same action sequences on the live server and in the
// voxel world and requires the same outcomes (ok or not) and the same
// final state, read back from each world: blocks, where the player stands,
// its health.
func TestParity(t *testing.T) {
	b := bridge(t)
	o := mc.P(20, 22, -6)
	at := func(dx, dy, dz int) map[string]any {
		return map[string]any{"x": o.X + dx, "y": o.Y + dy, "z": o.Z + dz}
	}
	with := func(m map[string]any, k string, v any) map[string]any { m[k] = v; return m }
	min, max := mc.P(o.X-3, 12, o.Z-8), mc.P(o.X+3, 26, o.Z+2)
	tests := []struct {
		name    string
		setup   func(ctx context.Context, w world) error
		actions []skills.Action
	}{
		{
			name: "step up and down",
			setup: func(ctx context.Context, w world) error {
				return mc.Fill(ctx, w, mc.P(o.X, 22, o.Z-3), mc.P(o.X, 22, o.Z-2), mc.Stone)
			},
			actions: []skills.Action{
				{Name: "walk", Params: at(0, 1, -3)},
				{Name: "walk", Params: at(0, 0, -5)},
			},
		},
		{
			name: "fall into a pit hurts",
			setup: func(ctx context.Context, w world) error {
				return mc.Fill(ctx, w, mc.P(o.X-1, 16, o.Z-3), mc.P(o.X+1, 21, o.Z-2), mc.Air)
			},
			actions: []skills.Action{
				{Name: "walk", Params: at(0, 0, -4)},
			},
		},
		{
			name: "wall blocks, dig through, place behind",
			setup: func(ctx context.Context, w world) error {
				if err := mc.Fill(ctx, w, mc.P(o.X-1, 22, o.Z-2), mc.P(o.X+1, 23, o.Z-2), mc.Stone); err != nil {
					return err
				}
				return w.Give(ctx, mc.Cobblestone, 4)
			},
			actions: []skills.Action{
				{Name: "walk", Params: at(0, 0, -3)},
				{Name: "dig", Params: at(0, 0, -2)},
				{Name: "dig", Params: at(0, 1, -2)},
				{Name: "walk", Params: at(0, 0, -3)},
				{Name: "place", Params: with(at(0, 0, -1), "block", "cobblestone")},
				{Name: "place", Params: with(at(0, 5, -1), "block", "cobblestone")},
				{Name: "dig", Params: at(0, -1, -9)},
				{Name: "dig", Params: at(0, -22, -3)},
			},
		},
		{
			name: "dig out the floor and drop into a shaft",
			setup: func(ctx context.Context, w world) error {
				return mc.Fill(ctx, w, mc.P(o.X, 16, o.Z), mc.P(o.X, 20, o.Z), mc.Air)
			},
			actions: []skills.Action{
				{Name: "dig", Object: fmt.Sprintf("grass_block@%d,21,%d", o.X, o.Z)},
				{Name: "look", Params: map[string]any{"yaw": 0.0, "pitch": 0.0}},
			},
		},
		{
			name: "aim and hit",
			setup: func(ctx context.Context, w world) error {
				_, err := w.Spawn(ctx, "blaze", mc.V(float64(o.X)+1.5, 22, float64(o.Z)-1.5))
				return err
			},
			actions: []skills.Action{
				{Name: "attack", Params: map[string]any{"entity": -1}},
				{Name: "look", Params: map[string]any{"yaw": -0.6, "pitch": -0.3}},
				{Name: "attack", Params: map[string]any{"entity": -1}},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := tctx(t)
			var snaps []*mc.Snapshot
			var oks [][]bool
			for _, w := range []world{voxel.New(voxel.Options{}), b} {
				if err := reset(ctx, w, o, min, max); err != nil {
					t.Fatal(err)
				}
				if err := tt.setup(ctx, w); err != nil {
					t.Fatal(err)
				}
				st, err := w.Observe(ctx)
				if err != nil {
					t.Fatal(err)
				}
				var ok []bool
				for _, a := range tt.actions {
					a = withEntity(a, st)
					out, err := w.Act(ctx, a)
					if err != nil {
						t.Fatalf("%T: Act(%v): %v", w, a, err)
					}
					ok = append(ok, out.OK)
				}
				s, err := w.Snapshot(ctx, min, max)
				if err != nil {
					t.Fatal(err)
				}
				snaps, oks = append(snaps, s), append(oks, ok)
			}
			t.Logf("outcomes %v; player at %v health %v", oks[0], snaps[0].Player.Pos.Block(), snaps[0].Player.Health)
			if fmt.Sprint(oks[0]) != fmt.Sprint(oks[1]) {
				t.Errorf("outcomes: voxel %v, live %v", oks[0], oks[1])
			}
			if d := mc.DiffBlocks(snaps[0], snaps[1]); len(d) > 0 {
				t.Errorf("blocks differ (voxel vs live): %v", d)
			}
			v, l := snaps[0].Player, snaps[1].Player
			if v.Pos.Block() != l.Pos.Block() || v.Health != l.Health {
				t.Errorf("player: voxel %v health %v, live %v health %v", v.Pos.Block(), v.Health, l.Pos.Block(), l.Health)
			}
			for i := range snaps[0].Entities {
				if i < len(snaps[1].Entities) && snaps[0].Entities[i].Health != snaps[1].Entities[i].Health {
					t.Errorf("mob %d health: voxel %v, live %v", i, snaps[0].Entities[i].Health, snaps[1].Entities[i].Health)
				}
			}
		})
	}
}

// withEntity replaces entity -1 with the id of the first mob observed.
func withEntity(a skills.Action, obs skills.Observation) skills.Action {
	if skills.Num(a.Params["entity"]) != -1 {
		return a
	}
	ents := obs.List("entities")
	if len(ents) == 0 {
		return a
	}
	p := map[string]any{}
	for k, v := range a.Params {
		p[k] = v
	}
	p["entity"] = skills.Observation(ents[0].(map[string]any)).Int("id")
	a.Params = p
	return a
}

// reset rebuilds the box as superflat ground and stands the player on o.
func reset(ctx context.Context, w world, o, min, max mc.Pos) error {
	if err := w.ClearEntities(ctx); err != nil {
		return err
	}
	if err := mc.Fill(ctx, w, mc.P(min.X, min.Y, min.Z), mc.P(max.X, 20, max.Z), mc.Stone); err != nil {
		return err
	}
	if err := mc.Fill(ctx, w, mc.P(min.X, 21, min.Z), mc.P(max.X, 21, max.Z), mc.GrassBlock); err != nil {
		return err
	}
	if err := mc.Fill(ctx, w, mc.P(min.X, 22, min.Z), max, mc.Air); err != nil {
		return err
	}
	return w.ResetPlayer(ctx, o, 0, 0)
}
