package live

import (
	"context"

	mc "github.com/skillrun/skillrun/examples/minecraft"
	"github.com/skillrun/skillrun/skills"
)

type xyz struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
	Z float64 `json:"z"`
}

func pxyz(p mc.Pos) xyz   { return xyz{float64(p.X), float64(p.Y), float64(p.Z)} }
func vxyz(v mc.Vec) xyz   { return xyz{v.X, v.Y, v.Z} }
func (p xyz) vec() mc.Vec { return mc.V(p.X, p.Y, p.Z) }

type wireRegion struct {
	Min   xyz      `json:"min"`
	Max   xyz      `json:"max"`
	Names []string `json:"names"`
}

type wireEntity struct {
	ID     int     `json:"id"`
	Name   string  `json:"name"`
	Pos    xyz     `json:"pos"`
	Width  float64 `json:"width"`
	Height float64 `json:"height"`
	Health float64 `json:"health"`
}

type wireState struct {
	Player struct {
		Pos       xyz            `json:"pos"`
		Yaw       float64        `json:"yaw"`
		Pitch     float64        `json:"pitch"`
		Health    float64        `json:"health"`
		OnGround  bool           `json:"on_ground"`
		Held      string         `json:"held"`
		Inventory map[string]int `json:"inventory"`
	} `json:"player"`
	Entities []wireEntity `json:"entities"`
}

func (w wireState) state() mc.State {
	p := w.Player
	st := mc.State{Player: mc.Player{Pos: p.Pos.vec(), Yaw: p.Yaw, Pitch: p.Pitch, Health: p.Health, OnGround: p.OnGround, Held: p.Held, Inventory: p.Inventory}}
	if st.Player.Inventory == nil {
		st.Player.Inventory = map[string]int{}
	}
	for _, e := range w.Entities {
		st.Entities = append(st.Entities, mc.Entity{ID: e.ID, Name: e.Name, Pos: e.Pos.vec(), Width: e.Width, Height: e.Height, Health: e.Health})
	}
	return st
}

// Observe implements skills.World.
func (b *Bridge) Observe(ctx context.Context) (skills.Observation, error) {
	return b.rules.Observe(ctx)
}

// Act implements skills.World.
func (b *Bridge) Act(ctx context.Context, a skills.Action) (skills.Outcome, error) {
	return b.rules.Act(ctx, a)
}

// State implements mc.Backend (the bot's view; mob health from the server).
func (b *Bridge) State(ctx context.Context) (mc.State, error) {
	var w wireState
	if err := b.call(ctx, "state", nil, &w); err != nil {
		return mc.State{}, err
	}
	return w.state(), nil
}

// Region implements mc.Backend (the bot's view of the blocks).
func (b *Bridge) Region(ctx context.Context, min, max mc.Pos) (mc.Region, error) {
	if err := mc.CheckBox(min, max, mc.MaxSnapshot); err != nil {
		return mc.Region{}, err
	}
	var r wireRegion
	if err := b.call(ctx, "region", map[string]any{"min": pxyz(min), "max": pxyz(max)}, &r); err != nil {
		return mc.Region{}, err
	}
	return mc.Region{Min: min, Max: max, Names: r.Names}, nil
}

// Dig implements mc.Backend.
func (b *Bridge) Dig(ctx context.Context, p mc.Pos) error {
	return b.call(ctx, "dig", pxyz(p), nil)
}

// Place implements mc.Backend.
func (b *Bridge) Place(ctx context.Context, p, ref mc.Pos, item string) error {
	return b.call(ctx, "place", map[string]any{"x": p.X, "y": p.Y, "z": p.Z, "ref": pxyz(ref), "item": item}, nil)
}

type posResult struct {
	Pos xyz `json:"pos"`
}

// Step implements mc.Backend: the bot walks (physics, not teleport) into
// the next block, lands, and is centred on the block it ended in.
func (b *Bridge) Step(ctx context.Context, to mc.Pos) (mc.Vec, error) {
	var r posResult
	err := b.call(ctx, "step", pxyz(to), &r)
	return r.Pos.vec(), err
}

// Settle implements mc.Backend.
func (b *Bridge) Settle(ctx context.Context) (mc.Vec, error) {
	var r posResult
	err := b.call(ctx, "settle", nil, &r)
	return r.Pos.vec(), err
}

// Look implements mc.Backend.
func (b *Bridge) Look(ctx context.Context, yaw, pitch float64) error {
	return b.call(ctx, "look", map[string]any{"yaw": yaw, "pitch": pitch}, nil)
}

// Attack implements mc.Backend.
func (b *Bridge) Attack(ctx context.Context, id int) error {
	return b.call(ctx, "attack", map[string]any{"id": id}, nil)
}

// Equip implements mc.Backend.
func (b *Bridge) Equip(ctx context.Context, item string) error {
	return b.call(ctx, "equip", map[string]any{"item": item}, nil)
}

// Hurt implements mc.Backend. flying-squid has no lava or fall damage, so
// the rules apply it through the server's health.
func (b *Bridge) Hurt(ctx context.Context, amount float64, cause string) error {
	return b.call(ctx, "hurt", map[string]any{"amount": amount, "cause": cause}, nil)
}

// SetBlocks implements mc.Harness (server-side, broadcast to the bot).
func (b *Bridge) SetBlocks(ctx context.Context, r mc.Region) error {
	if err := mc.CheckBox(r.Min, r.Max, mc.MaxSnapshot); err != nil {
		return err
	}
	return b.call(ctx, "setblocks", wireRegion{pxyz(r.Min), pxyz(r.Max), r.Names}, nil)
}

// Spawn implements mc.Harness.
func (b *Bridge) Spawn(ctx context.Context, name string, pos mc.Vec) (int, error) {
	var r struct {
		ID int `json:"id"`
	}
	err := b.call(ctx, "spawn", map[string]any{"name": name, "pos": vxyz(pos)}, &r)
	return r.ID, err
}

// Give implements mc.Harness.
func (b *Bridge) Give(ctx context.Context, item string, n int) error {
	return b.call(ctx, "give", map[string]any{"item": item, "n": n}, nil)
}

// ResetPlayer implements mc.Harness.
func (b *Bridge) ResetPlayer(ctx context.Context, p mc.Pos, yaw, pitch float64) error {
	return b.call(ctx, "reset", map[string]any{"pos": pxyz(p), "yaw": yaw, "pitch": pitch}, nil)
}

// ClearEntities implements mc.Harness.
func (b *Bridge) ClearEntities(ctx context.Context) error {
	return b.call(ctx, "clear_entities", nil, nil)
}

// Snapshot implements mc.Harness: blocks as the server holds them, the
// player and the mobs from the server.
func (b *Bridge) Snapshot(ctx context.Context, min, max mc.Pos) (*mc.Snapshot, error) {
	if err := mc.CheckBox(min, max, mc.MaxSnapshot); err != nil {
		return nil, err
	}
	var r struct {
		Region wireRegion `json:"region"`
		State  wireState  `json:"state"`
	}
	if err := b.call(ctx, "snapshot", map[string]any{"min": pxyz(min), "max": pxyz(max)}, &r); err != nil {
		return nil, err
	}
	return mc.NewSnapshot(mc.Region{Min: min, Max: max, Names: r.Region.Names}, r.State.state()), nil
}

// Center lets the player land and stands it in the middle of the block its
// feet are in (the harness's "center").
func (b *Bridge) Center(ctx context.Context) (mc.Vec, error) {
	var r posResult
	err := b.call(ctx, "center", nil, &r)
	return r.Pos.vec(), err
}

// Fill sets every block of a box to one name on the server (one request,
// however big the box).
func (b *Bridge) Fill(ctx context.Context, min, max mc.Pos, name string) error {
	if err := mc.CheckBox(min, max, mc.MaxSnapshot); err != nil {
		return err
	}
	return b.call(ctx, "fill", map[string]any{"min": pxyz(min), "max": pxyz(max), "name": name}, nil)
}
