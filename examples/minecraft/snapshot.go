package minecraft

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"sort"
)

// MaxSnapshot bounds the blocks in one snapshot box.
const MaxSnapshot = 1 << 18

// Snapshot is a voxel dump of a box with the player and the entities in
// it: enough for a simulator to restore the scene. Its JSON form is
// deterministic (palette sorted, entities by id).
type Snapshot struct {
	Min      Pos      `json:"min"`
	Max      Pos      `json:"max"`
	Palette  []string `json:"palette"`
	Blocks   []int    `json:"blocks"` // palette indices, x fastest, then z, then y
	Player   Player   `json:"player"`
	Entities []Entity `json:"entities,omitempty"`
}

// NewSnapshot builds a snapshot from a region and a state.
func NewSnapshot(r Region, st State) *Snapshot {
	set := map[string]bool{}
	for _, n := range r.Names {
		set[n] = true
	}
	pal := make([]string, 0, len(set))
	for n := range set {
		pal = append(pal, n)
	}
	sort.Strings(pal)
	idx := make(map[string]int, len(pal))
	for i, n := range pal {
		idx[n] = i
	}
	blocks := make([]int, len(r.Names))
	for i, n := range r.Names {
		blocks[i] = idx[n]
	}
	es := append([]Entity(nil), st.Entities...)
	sort.Slice(es, func(i, j int) bool { return es[i].ID < es[j].ID })
	p := st.Player
	if len(p.Inventory) == 0 {
		p.Inventory = nil
	}
	return &Snapshot{Min: r.Min, Max: r.Max, Palette: pal, Blocks: blocks, Player: p, Entities: es}
}

// Region returns the snapshot's blocks as a region.
func (s *Snapshot) Region() Region {
	names := make([]string, len(s.Blocks))
	for i, b := range s.Blocks {
		names[i] = s.Palette[b]
	}
	return Region{Min: s.Min, Max: s.Max, Names: names}
}

// At returns the block at p, or "" outside the box.
func (s *Snapshot) At(p Pos) string {
	i := Region{Min: s.Min, Max: s.Max}.Index(p)
	if i < 0 || i >= len(s.Blocks) || s.Blocks[i] < 0 || s.Blocks[i] >= len(s.Palette) {
		return ""
	}
	return s.Palette[s.Blocks[i]]
}

// Validate checks that the snapshot is well formed.
func (s *Snapshot) Validate() error {
	if err := CheckBox(s.Min, s.Max, MaxSnapshot); err != nil {
		return fmt.Errorf("snapshot: %w", err)
	}
	if want := Volume(s.Min, s.Max); len(s.Blocks) != want {
		return fmt.Errorf("snapshot: %d blocks for a box of %d", len(s.Blocks), want)
	}
	for i, b := range s.Blocks {
		if b < 0 || b >= len(s.Palette) {
			return fmt.Errorf("snapshot: block %d has palette index %d, palette has %d entries", i, b, len(s.Palette))
		}
	}
	for i, n := range s.Palette {
		if n == "" {
			return fmt.Errorf("snapshot: palette entry %d is empty", i)
		}
	}
	return nil
}

// DecodeSnapshot parses and validates a snapshot's JSON.
func DecodeSnapshot(data []byte) (*Snapshot, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var s Snapshot
	if err := dec.Decode(&s); err != nil {
		return nil, fmt.Errorf("decode snapshot: %w", err)
	}
	if err := s.Validate(); err != nil {
		return nil, err
	}
	return &s, nil
}

// BlockDiff is one block that differs between two snapshots.
type BlockDiff struct {
	Pos  Pos    `json:"pos"`
	Want string `json:"want"`
	Got  string `json:"got"`
}

// DiffBlocks lists the blocks that differ between want and got over
// want's box (blocks outside got's box read as "").
func DiffBlocks(want, got *Snapshot) []BlockDiff {
	var out []BlockDiff
	wr, gr := want.Region(), got.Region()
	for y := want.Min.Y; y <= want.Max.Y; y++ {
		for z := want.Min.Z; z <= want.Max.Z; z++ {
			for x := want.Min.X; x <= want.Max.X; x++ {
				p := Pos{x, y, z}
				if w, g := wr.At(p), gr.At(p); w != g {
					out = append(out, BlockDiff{p, w, g})
				}
			}
		}
	}
	return out
}

// Harness builds and reads scenario fixtures. It is not visible to skills.
type Harness interface {
	// SetBlocks sets every block of r (a fill when all names are equal).
	SetBlocks(ctx context.Context, r Region) error
	// Spawn adds a mob with its feet at pos and returns its id.
	Spawn(ctx context.Context, name string, pos Vec) (int, error)
	// Give adds n of item to the player's inventory.
	Give(ctx context.Context, item string, n int) error
	// ResetPlayer empties the inventory, restores health, and stands the
	// player centred on block p looking at yaw, pitch.
	ResetPlayer(ctx context.Context, p Pos, yaw, pitch float64) error
	// ClearEntities removes every mob.
	ClearEntities(ctx context.Context) error
	// Snapshot dumps a box as the server (not the bot) sees it.
	Snapshot(ctx context.Context, min, max Pos) (*Snapshot, error)
}

// Filler is a harness with a fill of its own (one request to the live
// server rather than a list of names).
type Filler interface {
	Fill(ctx context.Context, min, max Pos, name string) error
}

// Fill sets every block in min..max to name.
func Fill(ctx context.Context, h Harness, min, max Pos, name string) error {
	if err := CheckBox(min, max, MaxSnapshot); err != nil {
		return fmt.Errorf("fill: %w", err)
	}
	if f, ok := h.(Filler); ok {
		return f.Fill(ctx, min, max, name)
	}
	names := make([]string, Volume(min, max))
	for i := range names {
		names[i] = name
	}
	return h.SetBlocks(ctx, Region{Min: min, Max: max, Names: names})
}

// SetBlock sets one block.
func SetBlock(ctx context.Context, h Harness, p Pos, name string) error {
	return h.SetBlocks(ctx, Region{Min: p, Max: p, Names: []string{name}})
}

// Restore rebuilds a snapshot's scene through a harness: blocks, player
// (position, look, health is reset to full, inventory) and entities.
func Restore(ctx context.Context, h Harness, s *Snapshot) error {
	if err := s.Validate(); err != nil {
		return err
	}
	if err := h.ClearEntities(ctx); err != nil {
		return err
	}
	if err := h.SetBlocks(ctx, s.Region()); err != nil {
		return err
	}
	if err := h.ResetPlayer(ctx, s.Player.Pos.Block(), s.Player.Yaw, s.Player.Pitch); err != nil {
		return err
	}
	items := make([]string, 0, len(s.Player.Inventory))
	for k := range s.Player.Inventory {
		items = append(items, k)
	}
	sort.Strings(items)
	for _, k := range items {
		if err := h.Give(ctx, k, s.Player.Inventory[k]); err != nil {
			return err
		}
	}
	for _, e := range s.Entities {
		if _, err := h.Spawn(ctx, e.Name, e.Pos); err != nil {
			return err
		}
	}
	return nil
}
