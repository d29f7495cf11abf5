package voxel

import (
	"context"
	"math"
	"math/rand/v2"
	"reflect"
	"testing"

	mc "github.com/skillrun/skillrun/examples/minecraft"
	"github.com/skillrun/skillrun/skills"
)

// rulesObserve is the observation as mc.Rules builds it from the world's
// State and Region: what World.Observe must give, value for value.
func rulesObserve(ctx context.Context, w *World) (skills.Observation, error) {
	return (&mc.Rules{B: w}).Observe(ctx)
}

// sameObservation fails t unless w.Observe and the Rules' observation agree.
func sameObservation(t *testing.T, w *World, when string) {
	t.Helper()
	got, gerr := w.Observe(ctx)
	want, werr := rulesObserve(ctx, w)
	if (gerr == nil) != (werr == nil) || (gerr != nil && gerr.Error() != werr.Error()) {
		t.Fatalf("%s: Observe error %v; Rules give %v", when, gerr, werr)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("%s: Observe gives\n%v\nRules give\n%v", when, got, want)
	}
}

// TestObserveMatchesRules walks a player through a busy scene with random
// actions (digging, placing, walking into lava, fighting, falling):
// after every one, World.Observe equals the observation mc.Rules builds.
func TestObserveMatchesRules(t *testing.T) {
	for seed := range uint64(4) {
		w := New(Options{})
		mc.Fill(ctx, w, mc.P(0, 21, -3), mc.P(0, 21, -1), mc.Lava)
		mc.Fill(ctx, w, mc.P(-2, 22, -6), mc.P(2, 24, -6), mc.Stone)
		mc.Fill(ctx, w, mc.P(3, 18, 2), mc.P(4, 21, 3), mc.Air)
		w.Give(ctx, mc.Cobblestone, 20)
		w.Give(ctx, mc.Dirt, 2)
		for _, p := range []mc.Vec{mc.V(2.5, 22, -1.5), mc.V(-1.5, 22, 1.5), mc.V(0.5, 22, -4.5)} {
			if _, err := w.Spawn(ctx, "blaze", p); err != nil {
				t.Fatal(err)
			}
		}
		sameObservation(t, w, "at the start")
		r := rand.New(rand.NewPCG(seed, 7))
		coord := func(c, spread int) int { return c + r.IntN(2*spread+1) - spread }
		for i := range 120 {
			feet := w.player.Pos.Block()
			x, y, z := coord(feet.X, 3), coord(feet.Y, 2), coord(feet.Z, 3)
			var a skills.Action
			switch r.IntN(7) {
			case 0:
				a = act(mc.ActDig, "x", x, "y", y, "z", z)
			case 1:
				a = act(mc.ActPlace, "x", x, "y", y, "z", z, "block", mc.Cobblestone)
			case 2:
				a = act(mc.ActWalk, "x", coord(feet.X, 4), "y", feet.Y, "z", coord(feet.Z, 4))
			case 3:
				a = act(mc.ActLook, "yaw", r.Float64()*7-3.5, "pitch", r.Float64()*3-1.5)
			case 4:
				a = act(mc.ActLookAt, "entity", 1+r.IntN(3))
			case 5:
				a = act(mc.ActAttack, "entity", 1+r.IntN(3))
			default:
				a = act(mc.ActEquip, "item", []string{mc.Cobblestone, mc.Dirt}[r.IntN(2)])
			}
			if _, err := w.Act(ctx, a); err != nil {
				t.Fatalf("seed %d, action %d %s: %v", seed, i, a, err)
			}
			sameObservation(t, w, a.String())
		}
	}
}

// TestObserveEdges: a dead player, a player at the edge of the integer
// range (the box around its feet does not exist) and a cancelled context
// give what the Rules give.
func TestObserveEdges(t *testing.T) {
	w := New(Options{})
	if err := w.Hurt(ctx, 100, "test"); err != nil {
		t.Fatal(err)
	}
	sameObservation(t, w, "dead")
	if err := w.ResetPlayer(ctx, mc.P(math.MaxInt-1, 22, 0), 0, 0); err != nil {
		t.Fatal(err)
	}
	if _, err := w.Observe(ctx); err == nil {
		t.Error("Observe at the edge of the integer range: no error")
	}
	sameObservation(t, w, "at the edge of the integer range")
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := w.Observe(cancelled); err == nil {
		t.Error("Observe with a cancelled context: no error")
	}
}

// BenchmarkObserve measures one observation of a scene with blocks,
// items and mobs: baseline, as mc.Rules build it (State, Region, then
// mc.Observation); measured, World.Observe.
func BenchmarkObserve(b *testing.B) {
	w := New(Options{})
	mc.Fill(ctx, w, mc.P(0, 21, -3), mc.P(0, 21, -1), mc.Lava)
	mc.Fill(ctx, w, mc.P(-2, 22, -3), mc.P(2, 24, -3), mc.Stone)
	w.Give(ctx, mc.Cobblestone, 20)
	if _, err := w.Spawn(ctx, "blaze", mc.V(2.5, 22, -1.5)); err != nil {
		b.Fatal(err)
	}
	for _, c := range []struct {
		name    string
		observe func(context.Context, *World) (skills.Observation, error)
	}{{"baseline", rulesObserve}, {"measured", func(ctx context.Context, w *World) (skills.Observation, error) { return w.Observe(ctx) }}} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := c.observe(ctx, w); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
