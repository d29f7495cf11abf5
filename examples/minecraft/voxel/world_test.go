package voxel

import (
	"context"
	"encoding/json"
	"errors"
	"math"
	"reflect"
	"strings"
	"testing"
	"time"

	mc "github.com/skillrun/skillrun/examples/minecraft"
	"github.com/skillrun/skillrun/skills"
)

var ctx = context.Background()

func act(name string, kv ...any) skills.Action {
	a := skills.Action{Name: name, Params: map[string]any{}}
	for i := 0; i+1 < len(kv); i += 2 {
		a.Params[kv[i].(string)] = kv[i+1]
	}
	return a
}

// fixture builds a world with the player on (0,22,0) and applies setup.
func fixture(t *testing.T, setup func(w *World)) *World {
	t.Helper()
	w := New(Options{})
	if setup != nil {
		setup(w)
	}
	return w
}

func fill(t *testing.T, w *World, min, max mc.Pos, name string) {
	t.Helper()
	if err := mc.Fill(ctx, w, min, max, name); err != nil {
		t.Fatalf("Fill(%v, %v, %s) = %v", min, max, name, err)
	}
}

func TestActions(t *testing.T) {
	lavaGap := func(w *World) {
		fill(t, w, mc.P(0, 21, -3), mc.P(0, 21, -1), mc.Lava)
		w.Give(ctx, mc.Cobblestone, 8)
	}
	tests := []struct {
		name    string
		setup   func(w *World)
		actions []skills.Action
		wantOK  []bool
		reason  string // substring of the last outcome's reason
		check   func(t *testing.T, w *World)
	}{
		{
			name: "dig stone gives cobblestone",
			setup: func(w *World) {
				w.SetBlocks(ctx, mc.Region{Min: mc.P(0, 22, -1), Max: mc.P(0, 22, -1), Names: []string{"stone"}})
			},
			actions: []skills.Action{act("dig", "x", 0, "y", 22, "z", -1)},
			wantOK:  []bool{true},
			check: func(t *testing.T, w *World) {
				if got := w.Block(mc.P(0, 22, -1)); got != mc.Air {
					t.Errorf("block after dig = %s; want air", got)
				}
				st, _ := w.State(ctx)
				if st.Player.Inventory[mc.Cobblestone] != 1 {
					t.Errorf("inventory = %v; want 1 cobblestone", st.Player.Inventory)
				}
			},
		},
		{
			name:    "dig names the block it expects",
			actions: []skills.Action{{Name: "dig", Object: "stone@0,21,-1"}, {Name: "dig", Object: "grass_block@0,21,-1"}},
			wantOK:  []bool{false, true},
		},
		{
			name:    "dig bedrock fails",
			setup:   func(w *World) { fill(t, w, mc.P(0, 22, -1), mc.P(0, 22, -1), mc.Bedrock) },
			actions: []skills.Action{act("dig", "x", 0, "y", 22, "z", -1)},
			wantOK:  []bool{false},
			reason:  "cannot dig bedrock",
		},
		{
			name:    "dig air fails",
			actions: []skills.Action{act("dig", "x", 0, "y", 23, "z", -1)},
			wantOK:  []bool{false},
			reason:  "nothing to dig",
		},
		{
			name:    "dig out of reach fails",
			actions: []skills.Action{act("dig", "x", 0, "y", 21, "z", -6)},
			wantOK:  []bool{false},
			reason:  "out of reach",
		},
		{
			name:    "dig under the feet falls one block",
			actions: []skills.Action{act("dig", "x", 0, "y", 21, "z", 0)},
			wantOK:  []bool{true},
			check: func(t *testing.T, w *World) {
				st, _ := w.State(ctx)
				if got := st.Player.Pos.Block(); got != mc.P(0, 21, 0) || st.Player.Health != mc.MaxHealth {
					t.Errorf("after digging below: at %v health %v; want 0,21,0 and full health", got, st.Player.Health)
				}
			},
		},
		{
			name:    "place needs something to place",
			actions: []skills.Action{act("place", "x", 0, "y", 22, "z", -1)},
			wantOK:  []bool{false},
			reason:  "nothing held",
		},
		{
			name:  "place over lava against the ground",
			setup: lavaGap,
			actions: []skills.Action{
				act("place", "x", 0, "y", 21, "z", -1, "block", "cobblestone"),
			},
			wantOK: []bool{true},
			check: func(t *testing.T, w *World) {
				if got := w.Block(mc.P(0, 21, -1)); got != mc.Cobblestone {
					t.Errorf("block = %s; want cobblestone", got)
				}
				st, _ := w.State(ctx)
				if st.Player.Inventory[mc.Cobblestone] != 7 || st.Player.Held != mc.Cobblestone {
					t.Errorf("inventory %v held %q; want 7 cobblestone held", st.Player.Inventory, st.Player.Held)
				}
			},
		},
		{
			name: "place in mid-air has no support",
			setup: func(w *World) {
				w.Give(ctx, mc.Cobblestone, 1)
			},
			actions: []skills.Action{act("place", "x", 0, "y", 24, "z", -2, "block", "cobblestone")},
			wantOK:  []bool{false},
			reason:  "no solid block beside",
		},
		{
			name:    "place into the player fails",
			setup:   func(w *World) { w.Give(ctx, mc.Cobblestone, 1) },
			actions: []skills.Action{act("place", "x", 0, "y", 23, "z", 0, "block", "cobblestone")},
			wantOK:  []bool{false},
			reason:  "the player is there",
		},
		{
			name:    "walk into a lava gap kills",
			setup:   lavaGap,
			actions: []skills.Action{act("walk", "x", 0, "y", 22, "z", -3)},
			wantOK:  []bool{false},
			reason:  "died: fell into lava at 0,21,-1",
			check: func(t *testing.T, w *World) {
				st, _ := w.State(ctx)
				if !st.Player.Dead() {
					t.Errorf("health = %v; want dead", st.Player.Health)
				}
				if out, _ := w.Act(ctx, act("look", "yaw", 0.0, "pitch", 0.0)); out.OK || out.Reason != "dead" {
					t.Errorf("action after death = %+v; want failed: dead", out)
				}
			},
		},
		{
			name: "walk over a bridge ends centred",
			setup: func(w *World) {
				lavaGap(w)
				fill(t, w, mc.P(0, 21, -3), mc.P(0, 21, -1), mc.Cobblestone)
			},
			actions: []skills.Action{act("walk", "x", 0, "y", 22, "z", -4)},
			wantOK:  []bool{true},
			check: func(t *testing.T, w *World) {
				st, _ := w.State(ctx)
				if st.Player.Pos != mc.V(0.5, 22, -3.5) {
					t.Errorf("pos = %v; want 0.5,22,-3.5", st.Player.Pos)
				}
			},
		},
		{
			name:    "walk into a ravine hurts",
			setup:   func(w *World) { fill(t, w, mc.P(-1, 16, -3), mc.P(1, 21, -2), mc.Air) },
			actions: []skills.Action{act("walk", "x", 0, "y", 22, "z", -4)},
			wantOK:  []bool{false},
			reason:  "fell 6 blocks",
			check: func(t *testing.T, w *World) {
				st, _ := w.State(ctx)
				if st.Player.Health != mc.MaxHealth-3 || st.Player.Pos.Block() != mc.P(0, 16, -2) {
					t.Errorf("health %v at %v; want 17 at 0,16,-2", st.Player.Health, st.Player.Pos.Block())
				}
			},
		},
		{
			name:    "walk blocked by a wall",
			setup:   func(w *World) { fill(t, w, mc.P(-1, 22, -2), mc.P(1, 23, -2), mc.Stone) },
			actions: []skills.Action{act("walk", "x", 0, "y", 22, "z", -3)},
			wantOK:  []bool{false},
			reason:  "blocked at 0,22,-2",
		},
		{
			name:    "walk steps up one block",
			setup:   func(w *World) { fill(t, w, mc.P(0, 22, -3), mc.P(0, 22, -2), mc.Stone) },
			actions: []skills.Action{act("walk", "x", 0, "y", 23, "z", -3)},
			wantOK:  []bool{true},
		},
		{
			name:    "walk diagonal refused",
			actions: []skills.Action{act("walk", "x", 2, "y", 22, "z", -3)},
			wantOK:  []bool{false},
			reason:  "not in a straight line",
		},
		{
			name:    "walk into fire burns",
			setup:   func(w *World) { fill(t, w, mc.P(0, 22, -1), mc.P(0, 22, -1), mc.Fire) },
			actions: []skills.Action{act("walk", "x", 0, "y", 22, "z", -2)},
			wantOK:  []bool{true},
			check: func(t *testing.T, w *World) {
				st, _ := w.State(ctx)
				if st.Player.Health != mc.MaxHealth-mc.FireDamage {
					t.Errorf("health = %v; want %v", st.Player.Health, mc.MaxHealth-mc.FireDamage)
				}
			},
		},
		{
			name:    "attack without aiming misses",
			setup:   func(w *World) { w.Spawn(ctx, "blaze", mc.V(2.5, 22, -1.5)) },
			actions: []skills.Action{act("attack", "entity", 1)},
			wantOK:  []bool{false},
			reason:  "not aimed",
		},
		{
			name:    "look_at then attack hits",
			setup:   func(w *World) { w.Spawn(ctx, "blaze", mc.V(2.5, 22, -1.5)) },
			actions: []skills.Action{act("look_at", "entity", 1), act("attack", "entity", 1)},
			wantOK:  []bool{true, true},
			check: func(t *testing.T, w *World) {
				st, _ := w.State(ctx)
				if len(st.Entities) != 1 || st.Entities[0].Health != mc.MaxHealth-mc.AttackDamage {
					t.Errorf("entities = %+v; want one blaze at 19 health", st.Entities)
				}
			},
		},
		{
			name:    "crosshair attack hits what it is aimed at",
			setup:   func(w *World) { w.Spawn(ctx, "blaze", mc.V(2.5, 22, -1.5)) },
			actions: []skills.Action{act("look_at", "entity", 1), {Name: "attack"}},
			wantOK:  []bool{true, true},
			check: func(t *testing.T, w *World) {
				st, _ := w.State(ctx)
				if len(st.Entities) != 1 || st.Entities[0].Health != mc.MaxHealth-mc.AttackDamage {
					t.Errorf("entities = %+v; want one blaze at 19 health", st.Entities)
				}
			},
		},
		{
			name:    "crosshair attack on nothing misses",
			setup:   func(w *World) { w.Spawn(ctx, "blaze", mc.V(2.5, 22, -1.5)) },
			actions: []skills.Action{{Name: "attack"}},
			wantOK:  []bool{false},
			reason:  "nothing to hit under the crosshair",
		},
		{
			name:    "attack out of reach",
			setup:   func(w *World) { w.Spawn(ctx, "blaze", mc.V(0.5, 22, -8.5)) },
			actions: []skills.Action{act("look_at", "entity", 1), act("attack", "entity", 1)},
			wantOK:  []bool{true, false},
			reason:  "out of reach",
		},
		{
			name:    "equip needs the item",
			actions: []skills.Action{act("equip", "item", "diamond_sword")},
			wantOK:  []bool{false},
			reason:  "no diamond_sword",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := fixture(t, tt.setup)
			var last skills.Outcome
			for i, a := range tt.actions {
				out, err := w.Act(ctx, a)
				if err != nil {
					t.Fatalf("Act(%v) error %v", a, err)
				}
				if out.OK != tt.wantOK[i] {
					t.Fatalf("Act(%v) = %+v; want ok=%v", a, out, tt.wantOK[i])
				}
				last = out
			}
			if !strings.Contains(last.Reason, tt.reason) {
				t.Errorf("reason = %q; want it to contain %q", last.Reason, tt.reason)
			}
			if tt.check != nil {
				tt.check(t, w)
			}
		})
	}
}

func TestBadActions(t *testing.T) {
	for _, a := range []skills.Action{
		{Name: "fly"},
		act("dig", "x", 0),
		act("dig", "x", 0.5, "y", 1, "z", 2),
		act("look", "yaw", "north", "pitch", 0),
		act("attack", "entity", "blaze"),
		act("equip"),
		{Name: "walk", Object: "block@1,2"},
		act("look_at", "x", 1),
	} {
		if _, err := New(Options{}).Act(ctx, a); err == nil || !strings.Contains(err.Error(), "bad input") {
			t.Errorf("Act(%v) error = %v; want bad input", a, err)
		}
	}
}

func TestObjectPosition(t *testing.T) {
	w := New(Options{})
	out, err := w.Act(ctx, skills.Action{Name: "dig", Object: "block@0,21,-1"})
	if err != nil || !out.OK {
		t.Fatalf("dig block@0,21,-1 = %+v, %v; want ok", out, err)
	}
}

func TestObserve(t *testing.T) {
	w := New(Options{})
	fill(t, w, mc.P(0, 21, -1), mc.P(0, 21, -1), mc.Lava)
	w.Spawn(ctx, "blaze", mc.V(2.5, 22, -1.5))
	w.Act(ctx, act("look", "yaw", math.Pi/2, "pitch", 0.0))
	obs, err := w.Observe(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if got := obs.Map("blocks")["0,-1,-1"]; got != "lava" {
		t.Errorf("blocks[0,-1,-1] = %v; want lava", got)
	}
	if got := obs.Map("blocks")["0,-1,0"]; got != "grass_block" {
		t.Errorf("blocks[0,-1,0] = %v; want grass_block", got)
	}
	if n := len(obs.Map("blocks")); n != 343 {
		t.Errorf("len(blocks) = %d; want 343", n)
	}
	if got := obs.String("facing"); got != "west" {
		t.Errorf("facing = %q; want west", got)
	}
	if got := obs.Floats("pos"); !reflect.DeepEqual(got, []float64{0.5, 22, 0.5}) {
		t.Errorf("pos = %v", got)
	}
	ents := obs.List("entities")
	if len(ents) != 1 || ents[0].(map[string]any)["name"] != "blaze" {
		t.Errorf("entities = %v", ents)
	}
	// The observation must survive a JSON round trip (the live bridge and
	// recorded episodes carry it as JSON).
	if _, err := json.Marshal(obs); err != nil {
		t.Errorf("marshal observation: %v", err)
	}
}

func TestSnapshotRestore(t *testing.T) {
	w := New(Options{})
	fill(t, w, mc.P(-1, 20, -4), mc.P(1, 21, -2), mc.Lava)
	w.Give(ctx, mc.Cobblestone, 5)
	w.Spawn(ctx, "blaze", mc.V(3.5, 22, -3.5))
	min, max := mc.P(-3, 18, -6), mc.P(3, 24, 2)
	s1, err := w.Snapshot(ctx, min, max)
	if err != nil {
		t.Fatal(err)
	}
	b1, _ := json.Marshal(s1)
	s2, err := mc.DecodeSnapshot(b1)
	if err != nil {
		t.Fatal(err)
	}
	w2, err := FromSnapshot(s2)
	if err != nil {
		t.Fatal(err)
	}
	s3, _ := w2.Snapshot(ctx, min, max)
	b3, _ := json.Marshal(s3)
	if string(b1) != string(b3) {
		t.Errorf("snapshot after restore differs:\n%s\n%s", b1, b3)
	}
	if d := mc.DiffBlocks(s1, s3); len(d) != 0 {
		t.Errorf("DiffBlocks = %v; want none", d)
	}
	w2.Act(ctx, act("dig", "x", 0, "y", 21, "z", 1))
	s4, _ := w2.Snapshot(ctx, min, max)
	if d := mc.DiffBlocks(s1, s4); len(d) != 1 || d[0].Pos != mc.P(0, 21, 1) || d[0].Got != mc.Air {
		t.Errorf("DiffBlocks after dig = %v; want one change at 0,21,1", d)
	}
}

func TestDeterminism(t *testing.T) {
	run := func() string {
		w := New(Options{})
		fill(t, w, mc.P(0, 21, -3), mc.P(0, 21, -1), mc.Lava)
		w.Give(ctx, mc.Cobblestone, 3)
		for z := -1; z >= -3; z-- {
			w.Act(ctx, act("place", "x", 0, "y", 21, "z", z, "block", "cobblestone"))
			w.Act(ctx, act("walk", "x", 0, "y", 22, "z", z))
		}
		s, _ := w.Snapshot(ctx, mc.P(-2, 19, -5), mc.P(2, 23, 1))
		b, _ := json.Marshal(s)
		return string(b)
	}
	if a, b := run(), run(); a != b {
		t.Errorf("two runs differ:\n%s\n%s", a, b)
	}
}

// A skill's action names its block position, and a coordinate near -2⁶³
// made the walk's length overflow to a negative number, under MaxWalk:
// the world walked west until the run's deadline, in the host. Actions
// naming a position outside the world are bad input, whichever way they
// name it.
func TestActionOutsideWorld(t *testing.T) {
	for _, a := range []skills.Action{
		{Name: "walk", Params: map[string]any{"x": -9.223372036854775808e18, "y": float64(GroundY + 1), "z": 0.0}},
		{Name: "walk", Object: "-9223372036854775808,5,0"},
		{Name: "dig", Params: map[string]any{"x": 0.0, "y": 1e300, "z": 0.0}},
		{Name: "place", Object: "stone@0,0,9223372036854775807"},
	} {
		w := New(Options{})
		ctx, cancel := context.WithTimeout(ctx, 20*time.Second)
		out, err := w.Act(ctx, a)
		cancel()
		if !errors.Is(err, skills.ErrBadInput) {
			t.Errorf("%s %v %s: %+v, %v; want bad input", a.Name, a.Params, a.Object, out, err)
		}
	}
}

// A look the game cannot have: a pitch past ±90° (3 radians looks behind
// and upside down) was a view the voxel world verified skills in, and a
// yaw of 1e300 was infinite once sent as the game's 32-bit float. Both
// are bad input; the ends of the range are not.
func TestLookOutsideRange(t *testing.T) {
	for _, tt := range []struct {
		yaw, pitch float64
		ok         bool
	}{
		{0, 3, false},
		{0, -1.6, false},
		{1e300, 0, false},
		{-2e6, 0, false},
		{0, math.Pi / 2, true},
		{100, -math.Pi / 2, true},
	} {
		w := New(Options{})
		out, err := w.Act(ctx, skills.Action{Name: "look", Params: map[string]any{"yaw": tt.yaw, "pitch": tt.pitch}})
		if tt.ok && (err != nil || !out.OK) {
			t.Errorf("look yaw %v pitch %v: %+v, %v; want done", tt.yaw, tt.pitch, out, err)
		}
		if !tt.ok && !errors.Is(err, skills.ErrBadInput) {
			t.Errorf("look yaw %v pitch %v: %+v, %v; want bad input", tt.yaw, tt.pitch, out, err)
		}
	}
}
