// Probe the side walls three blocks deep at feet height, looking for ore,
// without leaving the tunnel.
//
// Facing the tunnel's direction, it digs up to three blocks into the left
// wall, the right wall, or both, one block at a time. A probe stops early
// when the next block is air (a cave), bedrock, or would open onto lava.
// It reports every block it removed and the first ore on each side.
//
//skillrun:tags minecraft, mining, probe
package side_probe

import (
	"fmt"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

// Args choose the sides and the tunnel direction.
type Args struct {
	Side  string `json:"side,omitempty"`  // left, right or both (default)
	Dir   string `json:"dir,omitempty"`   // direction the tunnel runs: north (default), south, east, west
	Depth int    `json:"depth,omitempty"` // blocks into each wall, 1..3 (default 3)
}

var dirs = map[string][2]int{"north": {0, -1}, "south": {0, 1}, "east": {1, 0}, "west": {-1, 0}}

// Run probes the walls.
func Run(env skills.Env, args Args) (skills.Result, error) {
	if args.Side == "" {
		args.Side = "both"
	}
	if args.Dir == "" {
		args.Dir = "north"
	}
	if args.Depth == 0 {
		args.Depth = 3
	}
	if args.Depth < 1 || args.Depth > 3 {
		return nil, fmt.Errorf("depth must be between 1 and 3, got %d", args.Depth)
	}
	d, ok := dirs[args.Dir]
	if !ok {
		return nil, fmt.Errorf("unknown direction %q", args.Dir)
	}
	// Left of (dx, dz) is (dz, -dx); right is (-dz, dx).
	var sides [][3]any
	if args.Side == "left" || args.Side == "both" {
		sides = append(sides, [3]any{"left", d[1], -d[0]})
	}
	if args.Side == "right" || args.Side == "both" {
		sides = append(sides, [3]any{"right", -d[1], d[0]})
	}
	if len(sides) == 0 {
		return nil, fmt.Errorf("unknown side %q (want left, right or both)", args.Side)
	}
	obs, err := env.Observe()
	if err != nil {
		return nil, err
	}
	x, y, z := feet(obs)
	res := skills.Result{}
	dug := []string{}
	for _, s := range sides {
		name, sx, sz := s[0].(string), s[1].(int), s[2].(int)
		ore := ""
		stop := ""
		for k := 1; k <= args.Depth; k++ {
			b := at(obs, sx*(k+1), 0, sz*(k+1))
			if !solid(b) {
				stop = "open: " + b
				break
			}
			if b == "bedrock" {
				stop = "bedrock"
				break
			}
			if at(obs, sx*(k+1), 0, sz*(k+1)) == "lava" || at(obs, sx*k, 1, sz*k) == "lava" || at(obs, sx*k, -1, sz*k) == "lava" {
				stop = "lava behind"
				break
			}
			out, err := env.Act(skills.Action{Name: "dig", Object: fmt.Sprintf("%s@%d,%d,%d", b, x+sx*k, y, z+sz*k)})
			if err != nil {
				return nil, err
			}
			if !out.OK {
				return nil, fmt.Errorf("probe %s: dig %d,%d,%d: %s", name, x+sx*k, y, z+sz*k, out.Reason)
			}
			dug = append(dug, b)
			if ore == "" && strings.HasSuffix(b, "_ore") {
				ore = b
			}
		}
		res[name] = map[string]any{"ore": ore, "stopped": stop}
	}
	res["dug"] = dug
	return res, nil
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
