// Bridge north over a gap, one block at a time.
//
// Before each step it looks at the block it would stand on next. If that
// is air, water, lava or fire it places a block there first (against the
// block it stands on), then walks onto it. It stops, without stepping,
// when the way ahead is blocked at body height or when it has no blocks
// left, so it never walks into a gap or into lava.
//
//skillrun:tags minecraft, bridge, lava, hazard
package bridge_north

import (
	"errors"
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

// Args say how far to go and what to build with.
type Args struct {
	Blocks int    `json:"blocks"`          // how many blocks to advance north (1..32)
	Block  string `json:"block,omitempty"` // block to place (default cobblestone)
}

// Run bridges north.
func Run(env skills.Env, args Args) (skills.Result, error) {
	if args.Blocks < 1 || args.Blocks > 32 {
		return nil, fmt.Errorf("blocks must be between 1 and 32, got %d", args.Blocks)
	}
	if args.Block == "" {
		args.Block = "cobblestone"
	}
	placed, walked := 0, 0
	for range args.Blocks {
		obs, err := env.Observe()
		if err != nil {
			return nil, err
		}
		if obs.Bool("dead") {
			return nil, errors.New("the player is dead")
		}
		x, y, z := feet(obs)
		// The way ahead must be free at feet and head height.
		for _, dy := range []int{0, 1} {
			if b := at(obs, 0, dy, -1); !passable(b) || hazard(b) {
				return result(placed, walked, x, y, z), fmt.Errorf("way north blocked at %d,%d,%d by %s", x, y+dy, z-1, b)
			}
		}
		if floor := at(obs, 0, -1, -1); passable(floor) {
			if int(skills.Num(obs.Map("inventory")[args.Block])) < 1 {
				return result(placed, walked, x, y, z), fmt.Errorf("no %s left to bridge the %s at %d,%d,%d", args.Block, floor, x, y-1, z-1)
			}
			out, err := env.Act(skills.Action{Name: "place", Object: fmt.Sprintf("%s@%d,%d,%d", floor, x, y-1, z-1), Params: map[string]any{"block": args.Block}})
			if err != nil {
				return nil, err
			}
			if !out.OK {
				return result(placed, walked, x, y, z), fmt.Errorf("place %s over %s at %d,%d,%d: %s", args.Block, floor, x, y-1, z-1, out.Reason)
			}
			env.Log("bridged", "over", floor, "x", x, "y", y-1, "z", z-1)
			placed++
		}
		out, err := env.Act(skills.Action{Name: "walk", Params: map[string]any{"x": x, "y": y, "z": z - 1}})
		if err != nil {
			return nil, err
		}
		if !out.OK {
			return result(placed, walked, x, y, z), fmt.Errorf("walk north to %d,%d,%d: %s", x, y, z-1, out.Reason)
		}
		walked++
	}
	obs, err := env.Observe()
	if err != nil {
		return nil, err
	}
	x, y, z := feet(obs)
	return result(placed, walked, x, y, z), nil
}

func result(placed, walked, x, y, z int) skills.Result {
	return skills.Result{"placed": placed, "walked": walked, "block": []int{x, y, z}}
}

// feet returns the block the player stands in.
func feet(obs skills.Observation) (int, int, int) {
	b := obs.Floats("block")
	if len(b) != 3 {
		return 0, 0, 0
	}
	return int(b[0]), int(b[1]), int(b[2])
}

// at returns the block at an offset from the feet.
func at(obs skills.Observation, dx, dy, dz int) string {
	s, _ := obs.Map("blocks")[fmt.Sprintf("%d,%d,%d", dx, dy, dz)].(string)
	return s
}

func passable(b string) bool {
	return b == "air" || b == "cave_air" || b == "water" || b == "lava" || b == "fire"
}

func hazard(b string) bool { return b == "lava" || b == "fire" }
