// Extend a two-high tunnel by a bounded number of blocks, probing the side
// walls every few blocks.
//
// Each block: dig the face at feet and head height and step in. It stops
// at its bound, at bedrock, at lava ahead, and where the floor ahead is
// missing. Every ProbeEvery blocks it calls side_probe for both walls and
// stops once a probe finds the ore it is looking for.
//
//skillrun:tags minecraft, mining, tunnel, composition
package extend_tunnel

import (
	"errors"
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

// Args bound the tunnel.
type Args struct {
	Max        int    `json:"max"`                   // most blocks to extend (1..16)
	Dir        string `json:"dir,omitempty"`         // north (default), south, east, west
	ProbeEvery int    `json:"probe_every,omitempty"` // probe the walls every n blocks (0: never)
	Ore        string `json:"ore,omitempty"`         // stop when a probe finds this ore
}

var dirs = map[string][2]int{"north": {0, -1}, "south": {0, 1}, "east": {1, 0}, "west": {-1, 0}}

// Run extends the tunnel.
func Run(env skills.Env, args Args) (skills.Result, error) {
	if args.Max < 1 || args.Max > 16 {
		return nil, fmt.Errorf("max must be between 1 and 16, got %d", args.Max)
	}
	if args.Dir == "" {
		args.Dir = "north"
	}
	d, ok := dirs[args.Dir]
	if !ok {
		return nil, fmt.Errorf("unknown direction %q", args.Dir)
	}
	dx, dz := d[0], d[1]
	extended := 0
	probes := []any{}
	stop := "bound"
	for i := 1; i <= args.Max; i++ {
		obs, err := env.Observe()
		if err != nil {
			return nil, err
		}
		if obs.Bool("dead") {
			return nil, errors.New("the player is dead")
		}
		x, y, z := feet(obs)
		if hazard(at(obs, dx, 0, dz)) || hazard(at(obs, dx, 1, dz)) || hazard(at(obs, 2*dx, 0, 2*dz)) || hazard(at(obs, 2*dx, 1, 2*dz)) {
			stop = "lava ahead"
			break
		}
		if at(obs, dx, 0, dz) == "bedrock" || at(obs, dx, 1, dz) == "bedrock" {
			stop = "bedrock"
			break
		}
		if !solid(at(obs, dx, -1, dz)) {
			stop = "no floor ahead"
			break
		}
		for _, dy := range []int{0, 1} {
			b := at(obs, dx, dy, dz)
			if !solid(b) {
				continue
			}
			out, err := env.Act(skills.Action{Name: "dig", Object: fmt.Sprintf("%s@%d,%d,%d", b, x+dx, y+dy, z+dz)})
			if err != nil {
				return nil, err
			}
			if !out.OK {
				return nil, fmt.Errorf("dig %d,%d,%d: %s", x+dx, y+dy, z+dz, out.Reason)
			}
		}
		out, err := env.Act(skills.Action{Name: "walk", Params: map[string]any{"x": x + dx, "y": y, "z": z + dz}})
		if err != nil {
			return nil, err
		}
		if !out.OK {
			return nil, fmt.Errorf("step into the tunnel: %s", out.Reason)
		}
		extended++
		if args.ProbeEvery > 0 && i%args.ProbeEvery == 0 {
			r, err := env.Call("side_probe", map[string]any{"side": "both", "dir": args.Dir, "depth": 3})
			if err != nil {
				return nil, fmt.Errorf("side probe after %d blocks: %w", i, err)
			}
			probes = append(probes, r)
			if args.Ore != "" && (oreOf(r, "left") == args.Ore || oreOf(r, "right") == args.Ore) {
				stop = "found " + args.Ore
				break
			}
		}
	}
	return skills.Result{"extended": extended, "stopped": stop, "probes": probes}, nil
}

func oreOf(r skills.Result, side string) string {
	m, _ := r[side].(map[string]any)
	s, _ := m["ore"].(string)
	return s
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

func hazard(b string) bool { return b == "lava" || b == "fire" }

func solid(b string) bool {
	return b != "" && b != "air" && b != "cave_air" && b != "water" && b != "lava" && b != "fire"
}
