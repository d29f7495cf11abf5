package minecraft

import (
	"context"
	"fmt"
	"sort"
)

// Entity is a mob (or another player) in the world.
type Entity struct {
	ID     int     `json:"id"`
	Name   string  `json:"name"`
	Pos    Vec     `json:"pos"` // feet, centre of the bottom face
	Width  float64 `json:"width"`
	Height float64 `json:"height"`
	Health float64 `json:"health"`
}

// Box returns the entity's bounding box.
func (e Entity) Box() Box {
	h := e.Width / 2
	return Box{Vec{e.Pos.X - h, e.Pos.Y, e.Pos.Z - h}, Vec{e.Pos.X + h, e.Pos.Y + e.Height, e.Pos.Z + h}}
}

// EntitySize gives the width and height of the mobs the scenarios use.
func EntitySize(name string) (w, h float64) {
	switch name {
	case "blaze":
		return 0.6, 1.8
	case "zombie", "skeleton", "player":
		return 0.6, 1.95
	case "chicken":
		return 0.4, 0.7
	case "magma_cube", "slime":
		return 1.04, 1.04
	}
	return 0.6, 1.8
}

// Player is the agent's body.
type Player struct {
	Pos       Vec            `json:"pos"`
	Yaw       float64        `json:"yaw"`
	Pitch     float64        `json:"pitch"`
	Health    float64        `json:"health"`
	OnGround  bool           `json:"on_ground"`
	Held      string         `json:"held,omitempty"`
	Inventory map[string]int `json:"inventory,omitempty"`
}

// Eye returns the position of the player's eyes.
func (p Player) Eye() Vec { return p.Pos.Add(Vec{0, EyeHeight, 0}) }

// Dead reports whether the player has no health left.
func (p Player) Dead() bool { return p.Health <= 0 }

// State is the player and the entities around it.
type State struct {
	Player   Player   `json:"player"`
	Entities []Entity `json:"entities,omitempty"`
}

// Region is the block names of a box, x fastest, then z, then y.
type Region struct {
	Min, Max Pos
	Names    []string
}

// Index returns p's index in Names, or -1 outside the box.
func (r Region) Index(p Pos) int {
	if p.X < r.Min.X || p.Y < r.Min.Y || p.Z < r.Min.Z || p.X > r.Max.X || p.Y > r.Max.Y || p.Z > r.Max.Z {
		return -1
	}
	sx, sz := r.Max.X-r.Min.X+1, r.Max.Z-r.Min.Z+1
	return ((p.Y-r.Min.Y)*sz+(p.Z-r.Min.Z))*sx + (p.X - r.Min.X)
}

// At returns the block at p, or "" outside the box.
func (r Region) At(p Pos) string {
	i := r.Index(p)
	if i < 0 || i >= len(r.Names) {
		return ""
	}
	return r.Names[i]
}

// Volume returns the number of blocks in a box.
func Volume(min, max Pos) int {
	return (max.X - min.X + 1) * (max.Y - min.Y + 1) * (max.Z - min.Z + 1)
}

// CheckBox validates a box given by two corners and a size bound.
func CheckBox(min, max Pos, limit int) error {
	if min.X > max.X || min.Y > max.Y || min.Z > max.Z {
		return fmt.Errorf("box %v..%v: min is above max", min, max)
	}
	const side = 1 << 16
	if max.X-min.X >= side || max.Y-min.Y >= side || max.Z-min.Z >= side || max.X-min.X < 0 || max.Y-min.Y < 0 || max.Z-min.Z < 0 {
		return fmt.Errorf("box %v..%v: a side is longer than %d", min, max, side)
	}
	if v := Volume(min, max); v > limit {
		return fmt.Errorf("box %v..%v: %d blocks, more than %d", min, max, v, limit)
	}
	return nil
}

// Backend is what a world provides to the Rules: reading blocks and state,
// and the primitive effects. It checks nothing; Rules check first.
type Backend interface {
	State(ctx context.Context) (State, error)
	Region(ctx context.Context, min, max Pos) (Region, error)
	// Dig breaks the block at p (it is breakable and in reach).
	Dig(ctx context.Context, p Pos) error
	// Place puts item as a block at p against the solid block ref.
	Place(ctx context.Context, p, ref Pos, item string) error
	// Step moves the player into the horizontally adjacent block `to`
	// (one block up when to.Y is one above), lets it fall and land, centres
	// it, and returns where it stands.
	Step(ctx context.Context, to Pos) (Vec, error)
	// Settle lets the player fall until it lands and returns where it stands.
	Settle(ctx context.Context) (Vec, error)
	Look(ctx context.Context, yaw, pitch float64) error
	Attack(ctx context.Context, id int) error
	Equip(ctx context.Context, item string) error
	// Hurt takes amount from the player's health.
	Hurt(ctx context.Context, amount float64, cause string) error
}

// ObserveRadius is the half-size of the block neighbourhood an observation
// carries (dx, dz in -3..3, dy in -3..3 around the feet).
const ObserveRadius = 3

// Observation builds the observation that skills see.
func Observation(st State, r Region) map[string]any {
	p := st.Player
	feet := p.Pos.Block()
	inv := map[string]any{}
	for k, n := range p.Inventory {
		if n > 0 {
			inv[k] = n
		}
	}
	blocks := map[string]any{}
	for dy := -ObserveRadius; dy <= ObserveRadius; dy++ {
		for dz := -ObserveRadius; dz <= ObserveRadius; dz++ {
			for dx := -ObserveRadius; dx <= ObserveRadius; dx++ {
				if name := r.At(feet.Add(Pos{dx, dy, dz})); name != "" {
					blocks[fmt.Sprintf("%d,%d,%d", dx, dy, dz)] = name
				}
			}
		}
	}
	ents := make([]any, 0, len(st.Entities))
	es := append([]Entity(nil), st.Entities...)
	sort.Slice(es, func(i, j int) bool { return es[i].ID < es[j].ID })
	for _, e := range es {
		ents = append(ents, map[string]any{
			"id": e.ID, "name": e.Name, "pos": e.Pos.Slice(),
			"width": e.Width, "height": e.Height, "health": e.Health,
			"dist": round3(e.Box().Dist(p.Eye())),
		})
	}
	return map[string]any{
		"pos":       p.Pos.Slice(),
		"block":     []any{feet.X, feet.Y, feet.Z},
		"yaw":       p.Yaw,
		"pitch":     p.Pitch,
		"facing":    Facing(p.Yaw),
		"health":    p.Health,
		"dead":      p.Dead(),
		"on_ground": p.OnGround,
		"held":      p.Held,
		"inventory": inv,
		"blocks":    blocks,
		"entities":  ents,
	}
}

func round3(f float64) float64 {
	const k = 1000
	if f < 0 {
		return -float64(int64(-f*k+0.5)) / k
	}
	return float64(int64(f*k+0.5)) / k
}
