package scenario

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"

	mc "github.com/skillrun/skillrun/examples/minecraft"
)

// Scenario is one scene and the skill run in it.
type Scenario struct {
	Name    string          `json:"name"`
	Summary string          `json:"summary"`
	Skill   string          `json:"skill"`
	Args    json.RawMessage `json:"args"`
	Tags    []string        `json:"tags,omitempty"`
	// Min and Max bound the box the scene lives in; setup rebuilds it and
	// snapshots cover it.
	Min, Max mc.Pos `json:"-"`
	// Spawn is where the player starts, facing north.
	Spawn mc.Pos `json:"-"`
	// Sight marks a scene whose skill looks through frames (it calls a
	// detector on what the player sees): record it with Options.Frame,
	// and re-simulate it in a world that draws frames.
	Sight bool `json:"sight,omitempty"`
	setup func(ctx context.Context, h mc.Harness, o mc.Pos) error
}

// Origin is where every scene is built: near the live server's spawn, so
// its chunks are loaded from the start.
var Origin = mc.P(8, 22, 8)

func box(o mc.Pos) (mc.Pos, mc.Pos) {
	return mc.P(o.X-4, 14, o.Z-12), mc.P(o.X+4, 26, o.Z+3)
}

// All returns the scenarios, by name.
func All() []Scenario {
	o := Origin
	min, max := box(o)
	mk := func(name, summary, skill, args string, tags []string, setup func(ctx context.Context, h mc.Harness, o mc.Pos) error) Scenario {
		return Scenario{Name: name, Summary: summary, Skill: skill, Args: json.RawMessage(args), Tags: tags, Min: min, Max: max, Spawn: o, setup: setup}
	}
	fill := func(ctx context.Context, h mc.Harness, a, b mc.Pos, name string) error {
		return mc.Fill(ctx, h, a, b, name)
	}
	return []Scenario{
		mk("lava_gap", "bridge north over a three-block lava gap", "bridge_north", `{"blocks":5}`,
			[]string{"bridge", "lava", "hazard"},
			func(ctx context.Context, h mc.Harness, o mc.Pos) error {
				if err := fill(ctx, h, mc.P(o.X-2, 19, o.Z-3), mc.P(o.X+2, 21, o.Z-1), mc.Lava); err != nil {
					return err
				}
				return h.Give(ctx, mc.Cobblestone, 16)
			}),
		mk("ravine", "bridge north over a four-block ravine with lava at the bottom", "bridge_north", `{"blocks":6}`,
			[]string{"bridge", "ravine", "fall", "hazard"},
			func(ctx context.Context, h mc.Harness, o mc.Pos) error {
				if err := fill(ctx, h, mc.P(o.X-3, 16, o.Z-4), mc.P(o.X+3, 21, o.Z-1), mc.Air); err != nil {
					return err
				}
				if err := fill(ctx, h, mc.P(o.X-3, 15, o.Z-4), mc.P(o.X+3, 15, o.Z-1), mc.Lava); err != nil {
					return err
				}
				return h.Give(ctx, mc.Cobblestone, 16)
			}),
		mk("mine_face", "quarry a three-wide face north, keeping the wall that hides lava", "quarry_north_pair", `{"length":4}`,
			[]string{"mining", "quarry", "lava"},
			func(ctx context.Context, h mc.Harness, o mc.Pos) error {
				if err := fill(ctx, h, mc.P(o.X-4, 22, o.Z-11), mc.P(o.X+4, 24, o.Z-1), mc.Stone); err != nil {
					return err
				}
				for _, b := range []struct {
					p    mc.Pos
					name string
				}{
					{mc.P(o.X-1, 22, o.Z-2), "coal_ore"},
					{mc.P(o.X+1, 23, o.Z-3), "iron_ore"},
					{mc.P(o.X, 22, o.Z-4), "coal_ore"},
					{mc.P(o.X+2, 22, o.Z-3), mc.Lava}, // behind the east wall at the third block
				} {
					if err := fill(ctx, h, b.p, b.p, b.name); err != nil {
						return err
					}
				}
				return nil
			}),
		mk("descent", "cut two descending steps north, above a cave the third would fall into", "cut_step", `{"steps":2}`,
			[]string{"mining", "descend"},
			func(ctx context.Context, h mc.Harness, o mc.Pos) error {
				return fill(ctx, h, mc.P(o.X-1, 16, o.Z-4), mc.P(o.X+1, 18, o.Z-3), mc.Air)
			}),
		mk("tunnel", "extend a tunnel north, probing both walls every three blocks until diamond", "extend_tunnel", `{"max":8,"probe_every":3,"ore":"diamond_ore"}`,
			[]string{"mining", "tunnel", "probe", "composition"},
			func(ctx context.Context, h mc.Harness, o mc.Pos) error {
				if err := fill(ctx, h, mc.P(o.X-4, 22, o.Z-11), mc.P(o.X+4, 24, o.Z-1), mc.Stone); err != nil {
					return err
				}
				d := mc.P(o.X-2, 22, o.Z-3)
				return fill(ctx, h, d, d, "diamond_ore")
			}),
		mk("blaze", "rank a blaze and a chicken by size beside fire, aim at the blaze and hit it", "combat_rank", `{"targets":["blaze","chicken"],"hits":3}`,
			[]string{"combat", "blaze", "fire"},
			func(ctx context.Context, h mc.Harness, o mc.Pos) error {
				if err := fill(ctx, h, mc.P(o.X-3, 21, o.Z-5), mc.P(o.X+3, 21, o.Z-1), mc.Netherrack); err != nil {
					return err
				}
				if err := fill(ctx, h, mc.P(o.X+2, 22, o.Z-3), mc.P(o.X+3, 22, o.Z-3), mc.Fire); err != nil {
					return err
				}
				if _, err := h.Spawn(ctx, "chicken", mc.V(float64(o.X)-0.5, 22, float64(o.Z)-1.5)); err != nil {
					return err
				}
				_, err := h.Spawn(ctx, "blaze", mc.V(float64(o.X)+1.5, 22, float64(o.Z)-2.5))
				return err
			}),
	}
}

// Sights returns the scenarios whose skills look through frames (Sight):
// they need a world that draws frames to record and to re-simulate, so
// All leaves them out.
func Sights() []Scenario {
	o := Origin
	min, max := box(o)
	mk := func(name, summary, skill, args string, tags []string, setup func(ctx context.Context, h mc.Harness, o mc.Pos) error) Scenario {
		return Scenario{Name: name, Summary: summary, Skill: skill, Args: json.RawMessage(args), Tags: tags, Min: min, Max: max, Spawn: o, setup: setup}
	}
	fill := func(ctx context.Context, h mc.Harness, a, b mc.Pos, name string) error {
		return mc.Fill(ctx, h, a, b, name)
	}
	return []Scenario{
		sight(mk("blaze_sight", "find a blaze in the frame among fire and magma, aim from the image and hit it", "combat_sight", `{"hits":3}`,
			[]string{"combat", "blaze", "fire", "perception"},
			func(ctx context.Context, h mc.Harness, o mc.Pos) error {
				if err := fill(ctx, h, mc.P(o.X-3, 21, o.Z-6), mc.P(o.X+3, 21, o.Z-1), mc.Netherrack); err != nil {
					return err
				}
				if err := fill(ctx, h, mc.P(o.X-3, 22, o.Z-4), mc.P(o.X-2, 22, o.Z-4), mc.Fire); err != nil {
					return err
				}
				if err := fill(ctx, h, mc.P(o.X+2, 22, o.Z-5), mc.P(o.X+3, 22, o.Z-5), "magma_block"); err != nil {
					return err
				}
				_, err := h.Spawn(ctx, "blaze", mc.V(float64(o.X)+1.5, 22, float64(o.Z)-2.5))
				return err
			})),
	}
}

func sight(s Scenario) Scenario {
	s.Sight = true
	return s
}

// Get returns the scenario with this name.
func Get(name string) (Scenario, error) {
	var names []string
	for _, s := range append(All(), Sights()...) {
		if s.Name == name {
			return s, nil
		}
		names = append(names, s.Name)
	}
	sort.Strings(names)
	return Scenario{}, fmt.Errorf("no scenario %q (have %v)", name, names)
}

// Setup builds the scene: the mobs are cleared, the box is reset to
// superflat ground (stone to y 20, grass at 21, air above), the player
// stands on Spawn facing north with an empty inventory, then the scene's
// own blocks, items and mobs are added.
func (s Scenario) Setup(ctx context.Context, h mc.Harness) error {
	if err := h.ClearEntities(ctx); err != nil {
		return fmt.Errorf("setup %s: %w", s.Name, err)
	}
	names := make([]string, mc.Volume(s.Min, s.Max))
	i := 0
	for y := s.Min.Y; y <= s.Max.Y; y++ {
		for z := s.Min.Z; z <= s.Max.Z; z++ {
			for x := s.Min.X; x <= s.Max.X; x++ {
				switch {
				case y <= 20:
					names[i] = mc.Stone
				case y == 21:
					names[i] = mc.GrassBlock
				default:
					names[i] = mc.Air
				}
				i++
			}
		}
	}
	if err := h.SetBlocks(ctx, mc.Region{Min: s.Min, Max: s.Max, Names: names}); err != nil {
		return fmt.Errorf("setup %s: %w", s.Name, err)
	}
	// The player comes after the ground: reset before it, it would fall
	// into whatever hole the last scene left.
	if err := h.ResetPlayer(ctx, s.Spawn, 0, 0); err != nil {
		return fmt.Errorf("setup %s: %w", s.Name, err)
	}
	if err := s.setup(ctx, h, s.Spawn); err != nil {
		return fmt.Errorf("setup %s: %w", s.Name, err)
	}
	return nil
}
