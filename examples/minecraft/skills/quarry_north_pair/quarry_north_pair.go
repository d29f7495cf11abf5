// Mine north in a two-high tunnel, opening the pair of side walls at each
// block: step forward, then dig the west and east wall blocks at feet and
// head height, so one pass clears a three-wide face.
//
// A wall block is left standing when lava lies behind it or beside it
// (opening it would expose the tunnel to lava). The front is never dug
// into lava, and bedrock stops the quarry.
//
//skillrun:tags minecraft, mining, quarry
package quarry_north_pair

import (
	"errors"
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

// Args bound the quarry.
type Args struct {
	Length int `json:"length"` // blocks to advance north (1..16)
}

// Run quarries north.
func Run(env skills.Env, args Args) (skills.Result, error) {
	if args.Length < 1 || args.Length > 16 {
		return nil, fmt.Errorf("length must be between 1 and 16, got %d", args.Length)
	}
	dug, kept, advanced := 0, 0, 0
	found := map[string]int{}
	for range args.Length {
		obs, err := env.Observe()
		if err != nil {
			return nil, err
		}
		if obs.Bool("dead") {
			return nil, errors.New("the player is dead")
		}
		x, y, z := feet(obs)
		// Open the front, feet and head, unless lava is behind it.
		for _, dy := range []int{0, 1} {
			b := at(obs, 0, dy, -1)
			if b == "lava" || at(obs, 0, dy, -2) == "lava" {
				return summary(dug, kept, advanced, found), fmt.Errorf("lava ahead at %d,%d,%d", x, y+dy, z-2)
			}
			if b == "bedrock" {
				return summary(dug, kept, advanced, found), fmt.Errorf("bedrock ahead at %d,%d,%d", x, y+dy, z-1)
			}
			if solid(b) {
				if err := dig(env, b, x, y+dy, z-1); err != nil {
					return summary(dug, kept, advanced, found), err
				}
				dug++
				found[b]++
			}
		}
		if !solid(at(obs, 0, -1, -1)) {
			return summary(dug, kept, advanced, found), fmt.Errorf("no floor ahead at %d,%d,%d", x, y-1, z-1)
		}
		out, err := env.Act(skills.Action{Name: "walk", Params: map[string]any{"x": x, "y": y, "z": z - 1}})
		if err != nil {
			return nil, err
		}
		if !out.OK {
			return summary(dug, kept, advanced, found), fmt.Errorf("walk north: %s", out.Reason)
		}
		advanced++
		obs, err = env.Observe()
		if err != nil {
			return nil, err
		}
		x, y, z = feet(obs)
		// The wall pair: west then east, feet then head.
		for _, side := range []int{-1, 1} {
			for _, dy := range []int{0, 1} {
				b := at(obs, side, dy, 0)
				if !solid(b) || b == "bedrock" {
					continue
				}
				if at(obs, 2*side, dy, 0) == "lava" || at(obs, side, dy+1, 0) == "lava" || at(obs, side, dy-1, 0) == "lava" {
					env.Log("wall kept: lava behind", "x", x+side, "y", y+dy, "z", z)
					kept++
					continue
				}
				if err := dig(env, b, x+side, y+dy, z); err != nil {
					return summary(dug, kept, advanced, found), err
				}
				dug++
				found[b]++
			}
		}
	}
	return summary(dug, kept, advanced, found), nil
}

// dig digs the block it expects (the name makes the action's object,
// "stone@x,y,z", and the world refuses if something else is there).
func dig(env skills.Env, block string, x, y, z int) error {
	out, err := env.Act(skills.Action{Name: "dig", Object: fmt.Sprintf("%s@%d,%d,%d", block, x, y, z)})
	if err != nil {
		return err
	}
	if !out.OK {
		return fmt.Errorf("dig %d,%d,%d: %s", x, y, z, out.Reason)
	}
	return nil
}

func summary(dug, kept, advanced int, found map[string]int) skills.Result {
	return skills.Result{"dug": dug, "walls_kept": kept, "advanced": advanced, "found": found}
}

func feet(obs skills.Observation) (int, int, int) {
	b := obs.Floats("block")
	if len(b) != 3 {
		return 0, 0, 0
	}
	return int(b[0]), int(b[1]), int(b[2])
}

func at(obs skills.Observation, dx, dy, dz int) string {
	s, _ := obs.Map("blocks")[fmt.Sprintf("%d,%d,%d", dx, dy, dz)].(string)
	return s
}

func solid(b string) bool {
	return b != "" && b != "air" && b != "cave_air" && b != "water" && b != "lava" && b != "fire"
}
