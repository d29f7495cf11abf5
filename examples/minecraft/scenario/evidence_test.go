package scenario

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	mc "github.com/skillrun/skillrun/examples/minecraft"
	"github.com/skillrun/skillrun/examples/minecraft/voxel"
	"github.com/skillrun/skillrun/memory"
)

// Evidence scenes: recorded for verification power (skillrun bench
// verify), not part of All(). Each is a small scene in which the reference
// skill takes a branch the six example scenes never reach (a direction
// other than north, a stop at its bound, lava, fire or bedrock in each
// cell a check looks at, a missing floor of each kind, a probe that finds
// nothing or finds ore on the right, a wall kept for lava above or below
// it, a bridge that runs out of blocks, a default target, a mob that is
// not a target, a target at exactly its reach), so a version that drops
// or changes that branch ends in another state, takes other actions, or
// fails where the reference succeeded (or the other way round). They are
// recorded in the voxel world (deterministic) and appended to the shipped
// recordings with ids mc-ev-*: go test -run TestUpdateEvidence -update.

// evCell is a block placed at an offset from the player's feet (the player
// faces north: -z is ahead, -x is west/left).
type evCell struct {
	d    mc.Pos
	name string
}

type evMob struct {
	name string
	dx   float64
	dz   float64
}

// evidenceScene builds a scene: base "rock" fills the box around the
// player with stone at feet and head height (the player's own two cells
// stay open), base "flat" leaves the superflat ground; then cells, items
// and mobs.
func evidenceScene(name, summary, skill, args, base string, cells []evCell, give int, mobs []evMob) Scenario {
	o := Origin
	min, max := box(o)
	return Scenario{Name: name, Summary: summary, Skill: skill, Args: json.RawMessage(args),
		Tags: []string{"evidence"}, Min: min, Max: max, Spawn: o,
		setup: func(ctx context.Context, h mc.Harness, o mc.Pos) error {
			if base == "rock" {
				if err := mc.Fill(ctx, h, mc.P(min.X, 22, min.Z), mc.P(max.X, 24, max.Z), mc.Stone); err != nil {
					return err
				}
				if err := mc.Fill(ctx, h, o, o.Add(mc.P(0, 1, 0)), mc.Air); err != nil {
					return err
				}
			}
			for _, c := range cells {
				p := o.Add(c.d)
				if err := mc.Fill(ctx, h, p, p, c.name); err != nil {
					return err
				}
			}
			if give > 0 {
				if err := h.Give(ctx, mc.Cobblestone, give); err != nil {
					return err
				}
			}
			for _, m := range mobs {
				if _, err := h.Spawn(ctx, m.name, mc.V(float64(o.X)+m.dx, float64(o.Y), float64(o.Z)+m.dz)); err != nil {
					return err
				}
			}
			return nil
		}}
}

// evidence returns the evidence scenes.
func evidence() []Scenario {
	at := func(x, y, z int, name string) []evCell { return []evCell{{mc.P(x, y, z), name}} }
	var out []Scenario
	add := func(s Scenario) { out = append(out, s) }
	// extend_tunnel
	for _, d := range []string{"south", "east", "west"} {
		add(evidenceScene("tunnel_"+d, "extend a tunnel "+d+" through rock to its bound", "extend_tunnel", `{"max":2,"dir":"`+d+`"}`, "rock", nil, 0, nil))
	}
	add(evidenceScene("tunnel_bound", "extend a tunnel three blocks through rock, no probes", "extend_tunnel", `{"max":3}`, "rock", nil, 0, nil))
	for _, t := range []struct {
		name  string
		cells []evCell
	}{
		{"tunnel_lava_feet", at(0, 0, -1, mc.Lava)},
		{"tunnel_fire_head", at(0, 1, -1, mc.Fire)},
		{"tunnel_lava_far_feet", at(0, 0, -2, mc.Lava)},
		{"tunnel_lava_far_head", at(0, 1, -2, mc.Lava)},
		{"tunnel_bedrock_feet", at(0, 0, -1, mc.Bedrock)},
		{"tunnel_bedrock_head", at(0, 1, -1, mc.Bedrock)},
		{"tunnel_hole", at(0, -1, -1, mc.Air)},
		{"tunnel_open_head", at(0, 1, -1, mc.Air)},
		{"tunnel_floor_cave_air", at(0, -1, -1, mc.CaveAir)},
		{"tunnel_floor_water", at(0, -1, -1, mc.Water)},
		{"tunnel_floor_lava", at(0, -1, -1, mc.Lava)},
		{"tunnel_floor_fire", at(0, -1, -1, mc.Fire)},
	} {
		add(evidenceScene(t.name, "extend a tunnel north into "+strings.TrimPrefix(t.name, "tunnel_"), "extend_tunnel", `{"max":3}`, "rock", t.cells, 0, nil))
	}
	add(evidenceScene("tunnel_probe_right", "extend a tunnel, probing every two blocks: nothing at the first probe, diamond in the right wall at the second",
		"extend_tunnel", `{"max":6,"probe_every":2,"ore":"diamond_ore"}`, "rock", at(2, 0, -4, "diamond_ore"), 0, nil))
	add(evidenceScene("tunnel_probe_no_ore", "extend a tunnel, probing every two blocks, looking for no ore", "extend_tunnel", `{"max":4,"probe_every":2}`, "rock", nil, 0, nil))
	// quarry_north_pair
	for _, t := range []struct {
		name  string
		cells []evCell
	}{
		{"quarry_lava_front", at(0, 0, -1, mc.Lava)},
		{"quarry_lava_beyond", at(0, 0, -2, mc.Lava)},
		{"quarry_bedrock_front", at(0, 0, -1, mc.Bedrock)},
		{"quarry_hole", at(0, -1, -1, mc.Air)},
		{"quarry_open_front", at(0, 1, -1, mc.Air)},
		// the feet are dug first, then bedrock at head height stops the
		// quarry: a version without the check tries to dig the bedrock
		// within the same observation, which the replay sees
		{"quarry_bedrock_head", at(0, 1, -1, mc.Bedrock)},
	} {
		add(evidenceScene(t.name, "quarry north into "+strings.TrimPrefix(t.name, "quarry_"), "quarry_north_pair", `{"length":3}`, "rock", t.cells, 0, nil))
	}
	add(evidenceScene("quarry_walls", "quarry north past walls of bedrock, air, cave air, water, fire and lava, and walls with lava above or below",
		"quarry_north_pair", `{"length":4}`, "rock", []evCell{
			{mc.P(-1, 0, -1), mc.Bedrock}, {mc.P(1, 0, -1), mc.Air},
			{mc.P(-1, 0, -2), mc.CaveAir}, {mc.P(1, 0, -2), mc.Water},
			{mc.P(-1, 0, -3), mc.Fire}, {mc.P(1, 0, -3), mc.Lava},
			{mc.P(-1, 1, -4), mc.Lava}, {mc.P(1, -1, -4), mc.Lava},
		}, 0, nil))
	// cut_step
	for _, d := range []string{"south", "east", "west"} {
		add(evidenceScene("descent_"+d, "cut two steps down "+d, "cut_step", `{"steps":2,"dir":"`+d+`"}`, "flat", nil, 0, nil))
	}
	for _, t := range []struct {
		name, args string
		cells      []evCell
	}{
		{"descent_no_floor", `{"steps":2}`, at(0, -2, -1, mc.Air)},
		{"descent_lava_east_of_floor", `{"steps":2}`, at(1, -1, -1, mc.Lava)},
		{"descent_lava_west_of_body", `{"steps":2}`, at(-1, 0, -1, mc.Lava)},
		{"descent_lava_above_head", `{"steps":2}`, at(0, 2, -1, mc.Lava)},
		{"descent_lava_floor_cell", `{"steps":2}`, at(0, -1, -1, mc.Lava)},
		{"descent_lava_south_of_body_east", `{"steps":2,"dir":"east"}`, at(1, 0, 1, mc.Lava)},
		{"descent_lava_beyond", `{"steps":2}`, at(0, 0, -2, mc.Lava)},
		{"descent_bedrock", `{"steps":2}`, at(0, -1, -2, mc.Bedrock)},
		{"descent_bedrock_under_stone", `{"steps":2}`, []evCell{{mc.P(0, 1, -1), mc.Stone}, {mc.P(0, 0, -1), mc.Bedrock}}},
		{"descent_floor_cave_air", `{"steps":2}`, at(0, -2, -1, mc.CaveAir)},
		{"descent_floor_water", `{"steps":2}`, at(0, -2, -1, mc.Water)},
		{"descent_floor_fire", `{"steps":2}`, at(0, -2, -1, mc.Fire)},
	} {
		add(evidenceScene(t.name, "cut steps down north: "+strings.ReplaceAll(strings.TrimPrefix(t.name, "descent_"), "_", " "), "cut_step", t.args, "flat", t.cells, 0, nil))
	}
	// bridge_north
	add(evidenceScene("bridge_blocked", "bridge north until stone blocks the way", "bridge_north", `{"blocks":3}`, "flat", at(0, 0, -2, mc.Stone), 16, nil))
	add(evidenceScene("bridge_lava_ahead", "bridge north with lava at feet height ahead", "bridge_north", `{"blocks":3}`, "flat", at(0, 0, -1, mc.Lava), 16, nil))
	add(evidenceScene("bridge_one_block", "bridge a two-block gap with one block", "bridge_north", `{"blocks":3}`, "flat",
		[]evCell{{mc.P(0, -1, -1), mc.Air}, {mc.P(0, -1, -2), mc.Air}}, 1, nil))
	add(evidenceScene("bridge_soft_floors", "bridge over cave air, water and fire", "bridge_north", `{"blocks":4}`, "flat",
		[]evCell{{mc.P(0, -1, -1), mc.CaveAir}, {mc.P(0, -1, -2), mc.Water}, {mc.P(0, -1, -3), mc.Fire}}, 16, nil))
	// combat_rank
	add(evidenceScene("combat_default_target", "hit the blaze, the default target", "combat_rank", `{}`, "flat", nil, 0,
		[]evMob{{"blaze", 1.5, -2.5}}))
	add(evidenceScene("combat_not_a_target", "hit the chicken beside a bigger zombie that is not a target", "combat_rank", `{"targets":["chicken"],"hits":2}`, "flat", nil, 0,
		[]evMob{{"zombie", 1.5, -1.5}, {"chicken", -0.5, -1.5}}))
	add(evidenceScene("combat_at_reach", "hit a blaze exactly at the reach", "combat_rank", `{"reach":`+evReach+`,"hits":2}`, "flat", nil, 0,
		[]evMob{{"blaze", 1.5, -2.5}}))
	return out
}

// evReach is the distance the voxel world reports for the blaze of
// combat_at_reach (the same spot as combat_default_target's blaze).
const evReach = "2.789"

const evPrefix = "mc-ev-"

// TestUpdateEvidence records the evidence scenes in the voxel world with
// the example's skills and, with -update, replaces the mc-ev-* lines of
// the shipped recordings with them.
func TestUpdateEvidence(t *testing.T) {
	lib := openLib(t)
	ctx := context.Background()
	var eps []memory.Episode
	var cells []memory.Cell
	var rows []memory.IndexRow
	for i, s := range evidence() {
		sk, err := lib.Get(s.Skill)
		if err != nil {
			t.Fatal(err)
		}
		id := evPrefix + strings.ReplaceAll(s.Name, "_", "-")
		rec, err := Record(ctx, voxel.New(voxel.Options{}), s, LibraryRunner(lib),
			Options{ID: id, Start: epoch.Add(time.Duration(24+i) * time.Hour), Source: "voxel", Version: sk.Unit.Version()})
		if err != nil {
			t.Fatalf("%s: %v", s.Name, err)
		}
		t.Logf("%s: %d actions, success %v %s", id, len(rec.Episode.Steps), *rec.Episode.Success, rec.Err)
		eps = append(eps, rec.Episode)
		cells = append(cells, rec.Cells...)
		rows = append(rows, rec.Index...)
	}
	if !*update {
		return
	}
	keep := func(line []byte) bool {
		var v struct {
			ID      string `json:"id"`
			Episode string `json:"episode"`
		}
		if json.Unmarshal(line, &v) != nil {
			return true
		}
		return !strings.HasPrefix(v.ID, evPrefix) && !strings.HasPrefix(v.Episode, evPrefix)
	}
	rewrite := func(name string, add func(*bytes.Buffer) error) {
		data, err := os.ReadFile(testdata("episodes", name))
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		for _, line := range bytes.SplitAfter(data, []byte("\n")) {
			if len(bytes.TrimSpace(line)) > 0 && keep(line) {
				buf.Write(line)
			}
		}
		if err := add(&buf); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(testdata("episodes", name), buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	lines := func(items any) func(*bytes.Buffer) error {
		return func(buf *bytes.Buffer) error {
			enc := json.NewEncoder(buf)
			enc.SetEscapeHTML(false)
			switch v := items.(type) {
			case []memory.Cell:
				for i := range v {
					if err := enc.Encode(&v[i]); err != nil {
						return err
					}
				}
			case []memory.IndexRow:
				for i := range v {
					if err := enc.Encode(&v[i]); err != nil {
						return err
					}
				}
			default:
				return fmt.Errorf("unexpected %T", items)
			}
			return nil
		}
	}
	rewrite("minecraft.jsonl", func(buf *bytes.Buffer) error { return memory.WriteJSONL(buf, eps) })
	rewrite("grid.jsonl", lines(cells))
	rewrite("index.jsonl", lines(rows))
	t.Logf("recorded %d evidence episodes", len(eps))
}
