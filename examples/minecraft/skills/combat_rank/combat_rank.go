// Rank the mobs in view by the area of their bounding box (largest first,
// nearer first on ties), aim at the top-ranked one in reach and hit it.
//
// Aiming is done here, not by the world: the skill computes the yaw and
// pitch from its eyes to the centre of the target's box and looks there
// before every hit, so a hit lands only if the aim is right.
//
//skillrun:tags minecraft, combat, blaze
package combat_rank

import (
	"errors"
	"fmt"
	"math"
	"sort"

	"github.com/skillrun/skillrun/skills"
)

// Args choose the targets and how many hits to land.
type Args struct {
	Targets []string `json:"targets,omitempty"` // mob names to consider (default: blaze)
	Hits    int      `json:"hits,omitempty"`    // hits on the chosen target, 1..20 (default 3)
	Reach   float64  `json:"reach,omitempty"`   // how far a target may be (default 4.5)
}

type target struct {
	id                 int
	name               string
	x, y, z, w, h      float64
	area, dist, health float64
}

// Run ranks, aims and attacks.
func Run(env skills.Env, args Args) (skills.Result, error) {
	if len(args.Targets) == 0 {
		args.Targets = []string{"blaze"}
	}
	if args.Hits == 0 {
		args.Hits = 3
	}
	if args.Hits < 1 || args.Hits > 20 {
		return nil, fmt.Errorf("hits must be between 1 and 20, got %d", args.Hits)
	}
	if args.Reach == 0 {
		args.Reach = 4.5
	}
	obs, err := env.Observe()
	if err != nil {
		return nil, err
	}
	want := map[string]bool{}
	for _, t := range args.Targets {
		want[t] = true
	}
	var ts []target
	for _, e := range obs.List("entities") {
		m, _ := e.(map[string]any)
		o := skills.Observation(m)
		if !want[o.String("name")] {
			continue
		}
		p := o.Floats("pos")
		if len(p) != 3 {
			continue
		}
		w, h := o.Float("width"), o.Float("height")
		ts = append(ts, target{id: o.Int("id"), name: o.String("name"), x: p[0], y: p[1], z: p[2], w: w, h: h, area: w * h, dist: o.Float("dist"), health: o.Float("health")})
	}
	sort.SliceStable(ts, func(i, j int) bool {
		if ts[i].area != ts[j].area {
			return ts[i].area > ts[j].area
		}
		return ts[i].dist < ts[j].dist
	})
	ranking := []any{}
	for _, t := range ts {
		ranking = append(ranking, map[string]any{"id": t.id, "name": t.name, "area": t.area, "dist": t.dist})
	}
	var pick *target
	for i := range ts {
		if ts[i].dist <= args.Reach {
			pick = &ts[i]
			break
		}
	}
	if pick == nil {
		return skills.Result{"ranking": ranking, "hits": 0}, errors.New("no target in reach")
	}
	hits := 0
	health := pick.health
	for i := range args.Hits {
		// Track the target: it may have moved since the last look.
		if i > 0 {
			obs, err = env.Observe()
			if err != nil {
				return nil, err
			}
			if !locate(obs, pick) {
				break // gone
			}
		}
		// Aim at the centre of the target's box from the eyes.
		pos := obs.Floats("pos")
		ex, ey, ez := pos[0], pos[1]+1.62, pos[2]
		dx, dy, dz := pick.x-ex, pick.y+pick.h/2-ey, pick.z-ez
		yaw := math.Atan2(-dx, -dz)
		pitch := math.Atan2(dy, math.Hypot(dx, dz))
		if _, err := env.Act(skills.Action{Name: "look", Params: map[string]any{"yaw": yaw, "pitch": pitch}}); err != nil {
			return nil, err
		}
		out, err := env.Act(skills.Action{Name: "attack", Object: fmt.Sprintf("%s#%d", pick.name, pick.id), Params: map[string]any{"entity": pick.id}})
		if err != nil {
			return nil, err
		}
		if !out.OK {
			return skills.Result{"ranking": ranking, "target": pick.id, "hits": hits}, fmt.Errorf("attack %s %d: %s", pick.name, pick.id, out.Reason)
		}
		hits++
		health = skills.Num(out.Data["health"])
		if health <= 0 {
			break
		}
	}
	return skills.Result{"ranking": ranking, "target": pick.id, "name": pick.name, "hits": hits, "health": health}, nil
}

// locate updates t's position from the observation; false if it is gone.
func locate(obs skills.Observation, t *target) bool {
	for _, e := range obs.List("entities") {
		m, _ := e.(map[string]any)
		o := skills.Observation(m)
		if o.Int("id") != t.id {
			continue
		}
		if p := o.Floats("pos"); len(p) == 3 {
			t.x, t.y, t.z = p[0], p[1], p[2]
		}
		return true
	}
	return false
}
