// Cut a descending staircase: dig out the block ahead at head, body and
// floor height, then step down into it, one block lower and one block on.
//
// Before each cut it checks the block that will be the new floor: it must
// be solid and not lava, or the step would drop the player into a hole or
// a lava pocket. It also refuses to open a cell that touches lava. Bedrock
// ends the cut.
//
//skillrun:tags minecraft, mining, descend
package cut_step

import (
	"errors"
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

// Args say how many steps to cut and in which direction.
type Args struct {
	Steps int    `json:"steps"`         // steps to cut (1..16)
	Dir   string `json:"dir,omitempty"` // north (default), south, east or west
}

var dirs = map[string][2]int{"north": {0, -1}, "south": {0, 1}, "east": {1, 0}, "west": {-1, 0}}

// Run cuts the steps.
func Run(env skills.Env, args Args) (skills.Result, error) {
	if args.Steps < 1 || args.Steps > 16 {
		return nil, fmt.Errorf("steps must be between 1 and 16, got %d", args.Steps)
	}
	if args.Dir == "" {
		args.Dir = "north"
	}
	d, ok := dirs[args.Dir]
	if !ok {
		return nil, fmt.Errorf("unknown direction %q (want north, south, east or west)", args.Dir)
	}
	dx, dz := d[0], d[1]
	dug := 0
	for step := range args.Steps {
		obs, err := env.Observe()
		if err != nil {
			return nil, err
		}
		if obs.Bool("dead") {
			return nil, errors.New("the player is dead")
		}
		x, y, z := feet(obs)
		// The new floor, two below the current feet, one ahead.
		if floor := at(obs, dx, -2, dz); !solid(floor) {
			return done(step, dug, x, y, z), fmt.Errorf("step %d: no floor under the next step at %d,%d,%d (%s)", step+1, x+dx, y-2, z+dz, floor)
		}
		// Cells to open: ahead at head, body and floor height.
		for _, dy := range []int{1, 0, -1} {
			for _, n := range [][3]int{{1, 0, 0}, {-1, 0, 0}, {0, 1, 0}, {0, -1, 0}, {0, 0, 1}, {0, 0, -1}} {
				if at(obs, dx+n[0], dy+n[1], dz+n[2]) == "lava" {
					return done(step, dug, x, y, z), fmt.Errorf("step %d: lava next to %d,%d,%d", step+1, x+dx, y+dy, z+dz)
				}
			}
		}
		for _, dy := range []int{1, 0, -1} {
			b := at(obs, dx, dy, dz)
			if b == "bedrock" {
				return done(step, dug, x, y, z), fmt.Errorf("step %d: bedrock at %d,%d,%d", step+1, x+dx, y+dy, z+dz)
			}
			if !solid(b) {
				continue
			}
			out, err := env.Act(skills.Action{Name: "dig", Object: fmt.Sprintf("%s@%d,%d,%d", b, x+dx, y+dy, z+dz)})
			if err != nil {
				return nil, err
			}
			if !out.OK {
				return done(step, dug, x, y, z), fmt.Errorf("step %d: dig %d,%d,%d: %s", step+1, x+dx, y+dy, z+dz, out.Reason)
			}
			dug++
		}
		out, err := env.Act(skills.Action{Name: "walk", Params: map[string]any{"x": x + dx, "y": y - 1, "z": z + dz}})
		if err != nil {
			return nil, err
		}
		if !out.OK {
			return done(step, dug, x, y, z), fmt.Errorf("step %d: step down: %s", step+1, out.Reason)
		}
	}
	obs, err := env.Observe()
	if err != nil {
		return nil, err
	}
	x, y, z := feet(obs)
	return done(args.Steps, dug, x, y, z), nil
}

func done(steps, dug, x, y, z int) skills.Result {
	return skills.Result{"steps": steps, "dug": dug, "block": []int{x, y, z}}
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
