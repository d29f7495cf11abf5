package memory

import (
	"encoding/json"
	"math"
	"testing"
	"time"

	"github.com/skillrun/skillrun/skills"
)

func TestDeriveCells(t *testing.T) {
	t0 := time.Date(2026, 12, 1, 10, 0, 0, 0, time.UTC)
	p := func(x, y, z float64) *[3]float64 { return &[3]float64{x, y, z} }
	steps := []Step{
		{Index: 0, Action: skills.Action{Name: "walk"}, Outcome: skills.Outcome{OK: true}, Pos: p(1.5, 64, -2.2), Observation: skills.Observation{"health": 20.0}},
		{Index: 1, Action: skills.Action{Name: "place", Params: map[string]any{"pos": []any{2.0, 64.0, -3.0}, "block": "torch"}}, Outcome: skills.Outcome{OK: true}, Pos: p(1.5, 64, -2.2)},
		{Index: 2, Action: skills.Action{Name: "dig", Object: "stone_4", Params: map[string]any{"x": 3, "y": 63, "z": -3}}, Outcome: skills.Outcome{OK: false, Reason: "bedrock"}},
		{Index: 3, Action: skills.Action{Name: "walk"}, Outcome: skills.Outcome{OK: false, Reason: "wall"}, Pos: p(4, 64, 0)},
		{Index: 4, Action: skills.Action{Name: "walk"}, Outcome: skills.Outcome{OK: true}, Pos: p(5, 64, 0), Observation: skills.Observation{"health": 16.5}},
		{Index: 5, Action: skills.Action{Name: "look"}, Outcome: skills.Outcome{OK: true, Data: map[string]any{
			"cells": []any{map[string]any{"kind": "hazard", "pos": []any{9.0, 10.0, 11.0}, "item": "lava", "damage": 4.0}, map[string]any{"kind": "bogus", "pos": []any{1.0, 1.0, 1.0}}}}}},
		{Index: 6, Action: skills.Action{Name: "open", Object: "door_1", Params: map[string]any{"pos": []any{6.0, 64.0, 0.0}}}, Outcome: skills.Outcome{OK: true}, Pos: p(5, 64, 0), Time: t0,
			Observation: skills.Observation{"cell": map[string]any{"kind": "hazard", "pos": []any{7.5, 64.0, 0.0}, "item": "fire seen"}}},
	}
	got, h := DeriveCells("ep", steps, math.NaN())
	want := []Cell{
		{Pos: [3]int{1, 64, -3}, Kind: Walked, Step: 0},
		{Pos: [3]int{2, 64, -3}, Kind: Placed, Step: 1, Item: "torch"},
		{Pos: [3]int{3, 63, -3}, Kind: Blocked, Step: 2, Item: "bedrock"},
		{Pos: [3]int{4, 64, 0}, Kind: Blocked, Step: 3, Item: "wall"},
		{Pos: [3]int{5, 64, 0}, Kind: Hazard, Step: 4, Item: "health fell", Damage: 3.5},
		{Pos: [3]int{5, 64, 0}, Kind: Walked, Step: 4},
		{Pos: [3]int{9, 10, 11}, Kind: Hazard, Step: 5, Item: "lava", Damage: 4},
		{Pos: [3]int{7, 64, 0}, Kind: Hazard, Step: 6, Item: "fire seen", Time: t0},
		{Pos: [3]int{6, 64, 0}, Kind: Opened, Step: 6, Item: "door_1", Time: t0},
	}
	for i := range want {
		want[i].Episode = "ep"
	}
	g, _ := json.Marshal(got)
	w, _ := json.Marshal(want)
	if string(g) != string(w) {
		t.Fatalf("DeriveCells =\n%s\nwant\n%s", g, w)
	}
	if h != 16.5 {
		t.Fatalf("health after = %v; want 16.5", h)
	}
	// Health carried over from an earlier run.
	got, _ = DeriveCells("ep", []Step{{Index: 7, Action: skills.Action{Name: "walk"}, Outcome: skills.Outcome{OK: true}, Pos: p(0, 0, 0),
		Observation: skills.Observation{"health": 10.0}}}, 16.5)
	if len(got) != 2 || got[0].Kind != Hazard || got[0].Damage != 6.5 || got[1].Kind != Walked {
		t.Fatalf("DeriveCells with earlier health = %+v", got)
	}
}
