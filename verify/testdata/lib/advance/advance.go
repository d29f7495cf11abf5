// Advance along the corridor, clearing the way.
//
// Before each step it looks at the cell ahead: stone is dug out, a gap or
// lava is bridged with cobble (it refuses when it has none, so it never
// walks into a hole), a locked door is opened with a key when plain
// opening fails. It stops at the corridor's end.
//
//skillrun:tags corridor, test
package advance

import (
	"errors"
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

// Args say how far to go and which way.
type Args struct {
	Steps int    `json:"steps"`         // cells to advance (1..20)
	Dir   string `json:"dir,omitempty"` // east (default) or west
}

// Run advances.
func Run(env skills.Env, args Args) (skills.Result, error) {
	if args.Steps < 1 || args.Steps > 20 {
		return nil, fmt.Errorf("steps must be between 1 and 20, got %d", args.Steps)
	}
	dx, side := 1, "east"
	if args.Dir == "west" {
		dx, side = -1, "west"
	}
	walked := 0
	for i := 0; i < args.Steps; i++ {
		obs, err := env.Observe()
		if err != nil {
			return nil, err
		}
		if obs.Bool("dead") {
			return nil, errors.New("the player is dead")
		}
		x := obs.Int("x")
		switch ahead := obs.String(side); ahead {
		case "wall":
			return skills.Result{"walked": walked, "x": x}, fmt.Errorf("the corridor ends at %d", x)
		case "stone":
			out, err := env.Act(skills.Action{Name: "dig", Params: map[string]any{"x": x + dx}})
			if err != nil {
				return nil, err
			}
			if !out.OK {
				return nil, fmt.Errorf("dig %d: %s", x+dx, out.Reason)
			}
		case "gap", "lava":
			if obs.Int("cobble") < 1 {
				return skills.Result{"walked": walked, "x": x}, fmt.Errorf("no cobble to bridge the %s at %d", ahead, x+dx)
			}
			out, err := env.Act(skills.Action{Name: "place", Params: map[string]any{"x": x + dx, "block": "cobble"}})
			if err != nil {
				return nil, err
			}
			if !out.OK {
				return nil, fmt.Errorf("place at %d: %s", x+dx, out.Reason)
			}
		case "door":
			out, err := env.Act(skills.Action{Name: "open", Object: "door", Params: map[string]any{"dx": dx}})
			if err != nil {
				return nil, err
			}
			if !out.OK {
				if obs.Int("keys") < 1 {
					return nil, fmt.Errorf("door at %d: %s and no key", x+dx, out.Reason)
				}
				if out, err = env.Act(skills.Action{Name: "use_key", Object: "door", Params: map[string]any{"dx": dx}}); err != nil {
					return nil, err
				}
				if !out.OK {
					return nil, fmt.Errorf("unlock door at %d: %s", x+dx, out.Reason)
				}
				if out, err = env.Act(skills.Action{Name: "open", Object: "door", Params: map[string]any{"dx": dx}}); err != nil {
					return nil, err
				}
				if !out.OK {
					return nil, fmt.Errorf("open door at %d: %s", x+dx, out.Reason)
				}
			}
		}
		out, err := env.Act(skills.Action{Name: "walk", Params: map[string]any{"dx": dx}})
		if err != nil {
			return nil, err
		}
		if !out.OK {
			return nil, fmt.Errorf("walk %s from %d: %s", side, x, out.Reason)
		}
		walked++
	}
	obs, err := env.Observe()
	if err != nil {
		return nil, err
	}
	return skills.Result{"walked": walked, "x": obs.Int("x")}, nil
}
