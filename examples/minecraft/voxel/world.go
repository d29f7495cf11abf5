package voxel

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"sync"

	mc "github.com/skillrun/skillrun/examples/minecraft"
	"github.com/skillrun/skillrun/skills"
)

// Superflat terrain heights (flying-squid superflat with middleThickness 20).
const (
	BedrockY = 0
	StoneTop = 20
	GroundY  = 21 // grass_block; a player stands at y 22
)

// Options configure a World. The zero value is a superflat world with the
// player centred on block (0, 22, 0) facing north.
type Options struct {
	// Spawn is the block the player starts in; zero means (0, 22, 0).
	Spawn *mc.Pos
}

// World is the voxel world. It is safe for use by one goroutine at a time
// per call; a mutex serialises calls from several.
type World struct {
	mu       sync.Mutex
	blocks   map[mc.Pos]string
	player   mc.Player
	entities map[int]*mc.Entity
	nextID   int
	rules    mc.Rules
}

var (
	_ skills.World = (*World)(nil)
	_ mc.Backend   = (*World)(nil)
	_ mc.Harness   = (*World)(nil)
)

// New returns a superflat world.
func New(opts Options) *World {
	spawn := mc.P(0, GroundY+1, 0)
	if opts.Spawn != nil {
		spawn = *opts.Spawn
	}
	w := &World{
		blocks:   map[mc.Pos]string{},
		entities: map[int]*mc.Entity{},
		nextID:   1,
		player:   mc.Player{Pos: spawn.Center(), Health: mc.MaxHealth, OnGround: true, Inventory: map[string]int{}},
	}
	w.rules = mc.Rules{B: w}
	w.mu.Lock()
	w.fallLocked()
	w.mu.Unlock()
	return w
}

// FromSnapshot returns a world with the snapshot's scene restored on the
// superflat terrain.
func FromSnapshot(s *mc.Snapshot) (*World, error) {
	w := New(Options{})
	if err := mc.Restore(context.Background(), w, s); err != nil {
		return nil, fmt.Errorf("restore snapshot: %w", err)
	}
	return w, nil
}

// observeSide is the side of the block neighbourhood an observation
// carries, and observeKeys its keys ("dx,dy,dz") in the order Observe
// reads the blocks: y, then z, then x.
const observeSide = 2*mc.ObserveRadius + 1

var observeKeys = func() []string {
	keys := make([]string, 0, observeSide*observeSide*observeSide)
	for dy := -mc.ObserveRadius; dy <= mc.ObserveRadius; dy++ {
		for dz := -mc.ObserveRadius; dz <= mc.ObserveRadius; dz++ {
			for dx := -mc.ObserveRadius; dx <= mc.ObserveRadius; dx++ {
				keys = append(keys, fmt.Sprintf("%d,%d,%d", dx, dy, dz))
			}
		}
	}
	return keys
}()

// commonBlocks are the terrain's and the commonest blocks' names, each
// made an interface value once.
var commonBlocks = func() []any {
	names := []string{mc.Air, mc.Stone, mc.GrassBlock, mc.Bedrock, mc.Cobblestone, mc.Dirt, mc.Lava}
	boxed := make([]any, len(names))
	for i, n := range names {
		boxed[i] = n
	}
	return boxed
}()

// boxed returns name as an interface value, without allocating for the
// common blocks.
func boxed(name string) any {
	for _, b := range commonBlocks {
		if b.(string) == name {
			return b
		}
	}
	return name
}

// Observe implements skills.World: the observation mc.Rules gives
// (mc.Observation of the state and the blocks around the feet), built
// without the intermediate region: the state and the blocks are read
// under one lock, straight into the "blocks" map with its keys made once.
func (w *World) Observe(ctx context.Context) (skills.Observation, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	w.mu.Lock()
	st := w.stateLocked()
	feet := st.Player.Pos.Block()
	const d = mc.ObserveRadius
	min, max := mc.P(feet.X-d, feet.Y-d, feet.Z-d), feet.Add(mc.P(d, d, d))
	if err := mc.CheckBox(min, max, mc.MaxSnapshot); err != nil {
		w.mu.Unlock()
		return nil, err
	}
	blocks := make(map[string]any, len(observeKeys))
	i := 0
	for y := min.Y; y <= max.Y; y++ {
		for z := min.Z; z <= max.Z; z++ {
			for x := min.X; x <= max.X; x++ {
				blocks[observeKeys[i]] = boxed(w.at(mc.P(x, y, z)))
				i++
			}
		}
	}
	w.mu.Unlock()
	// Everything but the blocks, from the shared builder (an empty region
	// gives no blocks).
	obs := mc.Observation(st, mc.Region{})
	obs["blocks"] = blocks
	return obs, nil
}

// Act implements skills.World.
func (w *World) Act(ctx context.Context, a skills.Action) (skills.Outcome, error) {
	return w.rules.Act(ctx, a)
}

// base is the superflat terrain.
func base(p mc.Pos) string {
	switch {
	case p.Y < BedrockY:
		return "void_air"
	case p.Y == BedrockY:
		return mc.Bedrock
	case p.Y <= StoneTop:
		return mc.Stone
	case p.Y == GroundY:
		return mc.GrassBlock
	}
	return mc.Air
}

func (w *World) at(p mc.Pos) string {
	if b, ok := w.blocks[p]; ok {
		return b
	}
	return base(p)
}

func (w *World) set(p mc.Pos, name string) {
	if name == base(p) {
		delete(w.blocks, p)
		return
	}
	w.blocks[p] = name
}

// Block returns the block at p.
func (w *World) Block(p mc.Pos) string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.at(p)
}

// State implements mc.Backend.
func (w *World) State(ctx context.Context) (mc.State, error) {
	if err := ctx.Err(); err != nil {
		return mc.State{}, err
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.stateLocked(), nil
}

// stateLocked is State with w.mu held: a copy the caller may keep.
func (w *World) stateLocked() mc.State {
	p := w.player
	p.Inventory = make(map[string]int, len(w.player.Inventory))
	for k, n := range w.player.Inventory {
		p.Inventory[k] = n
	}
	st := mc.State{Player: p}
	ids := make([]int, 0, len(w.entities))
	for id := range w.entities {
		ids = append(ids, id)
	}
	sort.Ints(ids)
	for _, id := range ids {
		st.Entities = append(st.Entities, *w.entities[id])
	}
	return st
}

// Region implements mc.Backend.
func (w *World) Region(ctx context.Context, min, max mc.Pos) (mc.Region, error) {
	if err := ctx.Err(); err != nil {
		return mc.Region{}, err
	}
	if err := mc.CheckBox(min, max, mc.MaxSnapshot); err != nil {
		return mc.Region{}, err
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	r := mc.Region{Min: min, Max: max, Names: make([]string, mc.Volume(min, max))}
	i := 0
	for y := min.Y; y <= max.Y; y++ {
		for z := min.Z; z <= max.Z; z++ {
			for x := min.X; x <= max.X; x++ {
				r.Names[i] = w.at(mc.P(x, y, z))
				i++
			}
		}
	}
	return r, nil
}

// Dig implements mc.Backend: the block becomes air and its drop goes to
// the inventory.
func (w *World) Dig(ctx context.Context, p mc.Pos) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	name := w.at(p)
	w.set(p, mc.Air)
	w.player.Inventory[mc.Drop(name)]++
	return nil
}

// Place implements mc.Backend.
func (w *World) Place(ctx context.Context, p, ref mc.Pos, item string) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.player.Inventory[item] <= 0 {
		return fmt.Errorf("place %s: none in inventory", item)
	}
	w.player.Inventory[item]--
	if w.player.Inventory[item] == 0 {
		delete(w.player.Inventory, item)
		if w.player.Held == item {
			w.player.Held = ""
		}
	}
	w.set(p, item)
	return nil
}

// Step implements mc.Backend.
func (w *World) Step(ctx context.Context, to mc.Pos) (mc.Vec, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.player.Pos = to.Center()
	w.fallLocked()
	return w.player.Pos, nil
}

// Settle implements mc.Backend.
func (w *World) Settle(ctx context.Context) (mc.Vec, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.fallLocked()
	return w.player.Pos, nil
}

// fallLocked drops the player until the block under its feet is solid.
// Liquids slow nothing: a player falls through lava to its floor.
func (w *World) fallLocked() {
	p := w.player.Pos.Block()
	for p.Y > BedrockY-64 && !mc.Solid(w.at(p.Add(mc.Down))) {
		p = p.Add(mc.Down)
	}
	w.player.Pos = p.Center()
	w.player.OnGround = mc.Solid(w.at(p.Add(mc.Down)))
}

// Look implements mc.Backend.
func (w *World) Look(ctx context.Context, yaw, pitch float64) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.player.Yaw, w.player.Pitch = yaw, pitch
	return nil
}

// Attack implements mc.Backend: one hit of mc.AttackDamage; a mob at zero
// health is removed.
func (w *World) Attack(ctx context.Context, id int) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	e, ok := w.entities[id]
	if !ok {
		return fmt.Errorf("attack: no entity %d", id)
	}
	e.Health -= mc.AttackDamage
	if e.Health <= 0 {
		delete(w.entities, id)
	}
	return nil
}

// Equip implements mc.Backend.
func (w *World) Equip(ctx context.Context, item string) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.player.Inventory[item] <= 0 {
		return fmt.Errorf("equip %s: none in inventory", item)
	}
	w.player.Held = item
	return nil
}

// Hurt implements mc.Backend.
func (w *World) Hurt(ctx context.Context, amount float64, cause string) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.player.Health -= amount
	if w.player.Health < 0 {
		w.player.Health = 0
	}
	return nil
}

// SetBlocks implements mc.Harness.
func (w *World) SetBlocks(ctx context.Context, r mc.Region) error {
	if err := mc.CheckBox(r.Min, r.Max, mc.MaxSnapshot); err != nil {
		return fmt.Errorf("set blocks: %w", err)
	}
	if len(r.Names) != mc.Volume(r.Min, r.Max) {
		return fmt.Errorf("set blocks: %d names for a box of %d", len(r.Names), mc.Volume(r.Min, r.Max))
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	i := 0
	for y := r.Min.Y; y <= r.Max.Y; y++ {
		for z := r.Min.Z; z <= r.Max.Z; z++ {
			for x := r.Min.X; x <= r.Max.X; x++ {
				if r.Names[i] == "" {
					return errors.New("set blocks: empty block name")
				}
				w.set(mc.P(x, y, z), r.Names[i])
				i++
			}
		}
	}
	return nil
}

// Spawn implements mc.Harness.
func (w *World) Spawn(ctx context.Context, name string, pos mc.Vec) (int, error) {
	if name == "" {
		return 0, errors.New("spawn: empty mob name")
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	wd, h := mc.EntitySize(name)
	id := w.nextID
	w.nextID++
	w.entities[id] = &mc.Entity{ID: id, Name: name, Pos: pos, Width: wd, Height: h, Health: mc.MaxHealth}
	return id, nil
}

// Give implements mc.Harness.
func (w *World) Give(ctx context.Context, item string, n int) error {
	if item == "" || n <= 0 {
		return fmt.Errorf("give: want an item and a positive count, got %q x %d", item, n)
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	w.player.Inventory[item] += n
	return nil
}

// ResetPlayer implements mc.Harness.
func (w *World) ResetPlayer(ctx context.Context, p mc.Pos, yaw, pitch float64) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.player = mc.Player{Pos: p.Center(), Yaw: yaw, Pitch: pitch, Health: mc.MaxHealth, Inventory: map[string]int{}}
	w.fallLocked()
	return nil
}

// ClearEntities implements mc.Harness.
func (w *World) ClearEntities(ctx context.Context) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.entities = map[int]*mc.Entity{}
	return nil
}

// Snapshot implements mc.Harness.
func (w *World) Snapshot(ctx context.Context, min, max mc.Pos) (*mc.Snapshot, error) {
	r, err := w.Region(ctx, min, max)
	if err != nil {
		return nil, fmt.Errorf("snapshot: %w", err)
	}
	st, err := w.State(ctx)
	if err != nil {
		return nil, err
	}
	return mc.NewSnapshot(r, st), nil
}

// Center lets the player land and stands it in the middle of the block its
// feet are in (the harness's "center"; the voxel player is always centred).
func (w *World) Center(ctx context.Context) (mc.Vec, error) { return w.Settle(ctx) }
