package memory

import (
	"math"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

// DeriveCells turns recorded steps into spatial-grid events, so a session
// fills the grid from what the agent did and saw. For each step, in order:
//
//   - what the agent saw: an observation that declares events (its "cell"
//     or "cells", as below) gives those, whatever the step did;
//   - an outcome that declares its own events (Outcome.Data "cell", an
//     object {kind, pos, item, damage}, or "cells", a list of them) gives
//     those;
//   - otherwise a successful action with a target position (params "pos"
//     [x,y,z] or "x", "y", "z") is placed (an action named like place, put,
//     build) or opened (open, dig, mine, break) there, and a failed one is
//     blocked there with the reason;
//   - a step with a position is walked there when it succeeded (once per
//     stay: not again while the agent stands in the same block) and, when
//     it failed without a target, blocked there;
//   - health that fell since the previous step (observation "health") is a
//     hazard where the agent stood, with the damage.
//
// prevHealth is the health before the first step (NaN: unknown); the
// health after the last step is returned for the next call.
func DeriveCells(episode string, steps []Step, prevHealth float64) ([]Cell, float64) {
	var out []Cell
	var stood *[3]int // the block of the last walked cell
	seen := map[[4]any]bool{}
	add := func(c Cell) {
		k := [4]any{c.Pos, c.Kind, c.Step, c.Item}
		if seen[k] || ValidateCell(&c) != nil {
			return
		}
		seen[k] = true
		out = append(out, c)
	}
	for _, st := range steps {
		at := func(p [3]float64) [3]int {
			return [3]int{int(math.Floor(p[0])), int(math.Floor(p[1])), int(math.Floor(p[2]))}
		}
		base := Cell{Episode: episode, Step: st.Index, Time: st.Time}
		if h, ok := health(st.Observation); ok {
			if !math.IsNaN(prevHealth) && h < prevHealth && st.Pos != nil {
				c := base
				c.Pos, c.Kind, c.Damage, c.Item = at(*st.Pos), Hazard, prevHealth-h, "health fell"
				add(c)
			}
			prevHealth = h
		}
		for _, d := range declaredCells(st.Observation) {
			c := base
			c.Pos, c.Kind, c.Item, c.Damage = d.Pos, d.Kind, d.Item, d.Damage
			add(c)
		}
		if declared := declaredCells(st.Outcome.Data); len(declared) > 0 {
			for _, d := range declared {
				c := base
				c.Pos, c.Kind, c.Item, c.Damage = d.Pos, d.Kind, d.Item, d.Damage
				add(c)
			}
			continue
		}
		target, hasTarget := targetPos(st.Action.Params)
		name := strings.ToLower(st.Action.Name)
		item := st.Action.Object
		if v, ok := st.Action.Params["block"].(string); ok {
			item = v
		} else if v, ok := st.Action.Params["item"].(string); ok {
			item = v
		}
		switch {
		case hasTarget && st.Outcome.OK && containsAny(name, "place", "put", "build"):
			c := base
			c.Pos, c.Kind, c.Item = at(target), Placed, item
			add(c)
		case hasTarget && st.Outcome.OK && containsAny(name, "open", "dig", "mine", "break"):
			c := base
			c.Pos, c.Kind, c.Item = at(target), Opened, item
			add(c)
		case hasTarget && !st.Outcome.OK:
			c := base
			c.Pos, c.Kind, c.Item = at(target), Blocked, st.Outcome.Reason
			add(c)
		}
		if st.Pos != nil {
			c := base
			c.Pos = at(*st.Pos)
			switch {
			case st.Outcome.OK:
				if stood == nil || *stood != c.Pos {
					c.Kind = Walked
					add(c)
					p := c.Pos
					stood = &p
				}
			case !hasTarget:
				c.Kind, c.Item = Blocked, st.Outcome.Reason
				add(c)
			}
		}
	}
	return out, prevHealth
}

func containsAny(s string, words ...string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

func health(o skills.Observation) (float64, bool) {
	if o == nil {
		return 0, false
	}
	v, ok := o["health"]
	if !ok {
		return 0, false
	}
	h := skills.Num(v)
	return h, !math.IsNaN(h) && !math.IsInf(h, 0)
}

func num3(v any) ([3]float64, bool) {
	xs, ok := v.([]any)
	if !ok || len(xs) != 3 {
		return [3]float64{}, false
	}
	var p [3]float64
	for i, x := range xs {
		switch x.(type) {
		case float64, int, int64, float32:
		default:
			return p, false
		}
		p[i] = skills.Num(x)
	}
	return p, finite3(p)
}

func targetPos(params map[string]any) ([3]float64, bool) {
	if p, ok := num3(params["pos"]); ok {
		return p, true
	}
	x, okx := params["x"]
	y, oky := params["y"]
	z, okz := params["z"]
	if okx && oky && okz {
		return num3([]any{x, y, z})
	}
	return [3]float64{}, false
}

// declaredCells reads the events an outcome declares.
func declaredCells(data map[string]any) []Cell {
	var raw []any
	if c, ok := data["cell"].(map[string]any); ok {
		raw = append(raw, c)
	}
	if cs, ok := data["cells"].([]any); ok {
		raw = append(raw, cs...)
	}
	var out []Cell
	for _, r := range raw {
		m, ok := r.(map[string]any)
		if !ok {
			continue
		}
		p, ok := num3(m["pos"])
		if !ok {
			continue
		}
		c := Cell{Pos: [3]int{int(math.Floor(p[0])), int(math.Floor(p[1])), int(math.Floor(p[2]))}}
		c.Kind = CellKind(str(m["kind"]))
		c.Item = str(m["item"])
		if d, ok := m["damage"]; ok {
			c.Damage = skills.Num(d)
		}
		out = append(out, c)
	}
	return out
}

func str(v any) string {
	s, _ := v.(string)
	return s
}
