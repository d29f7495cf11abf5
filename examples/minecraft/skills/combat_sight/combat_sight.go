// Find a blaze in what the player sees and hit it: ask the blaze detector
// about the current frame, aim from where the largest detection sits in
// the image (the camera's field of view turns a pixel into a direction),
// look there, look again to correct the aim, and hit what the crosshair is
// on. When nothing is seen, turn and look again; when still nothing, stop
// with a clear failure and no blind swing.
//
// The procedure never reads the world's list of mobs: what it knows of its
// target comes from the frame, through the detector.
//
//skillrun:tags minecraft, combat, blaze, perception
package combat_sight

import (
	"errors"
	"fmt"
	"math"

	"github.com/skillrun/skillrun/skills"
)

// Args say how to look and how often to hit.
type Args struct {
	// Detector is the detector skill to look with (default blaze_detector).
	Detector string `json:"detector,omitempty"`
	// Hits is how many hits to land, 1..20 (default 3).
	Hits int `json:"hits,omitempty"`
	// FOV is the camera's vertical field of view in degrees when the
	// observation does not give it (default 70).
	FOV float64 `json:"fov,omitempty"`
	// Turns is how many times to turn (by 60°) and look again when nothing
	// is seen, 0..6 (default 5).
	Turns *int `json:"turns,omitempty"`
}

type sighting struct {
	cx, cy, w, h float64 // box centre and size, pixels
	fw, fh       float64 // frame size
	score        float64
}

// Run looks, aims and hits.
func Run(env skills.Env, args Args) (skills.Result, error) {
	if args.Detector == "" {
		args.Detector = "blaze_detector"
	}
	if args.Hits == 0 {
		args.Hits = 3
	}
	if args.Hits < 1 || args.Hits > 20 {
		return nil, fmt.Errorf("hits must be between 1 and 20, got %d", args.Hits)
	}
	if args.FOV == 0 {
		args.FOV = 70
	}
	if args.FOV < 10 || args.FOV > 170 {
		return nil, fmt.Errorf("fov must be between 10 and 170 degrees, got %v", args.FOV)
	}
	turns := 5
	if args.Turns != nil {
		turns = *args.Turns
	}
	if turns < 0 || turns > 6 {
		return nil, fmt.Errorf("turns must be between 0 and 6, got %d", turns)
	}
	res := skills.Result{"hits": 0, "looks": 0}
	hits, looks, misses := 0, 0, 0
	var health float64
	for hits < args.Hits {
		s, obs, err := find(env, args, turns, &looks)
		res["looks"] = looks
		if err != nil {
			return res, err
		}
		// Aim: from the eyes through the box's centre, then look again
		// and correct while the blaze is off the crosshair.
		for k := 0; k < 3; k++ {
			yaw, pitch := direction(obs, s, cameraFOV(obs, args.FOV))
			if _, err := env.Act(skills.Action{Name: "look", Params: map[string]any{"yaw": yaw, "pitch": pitch}}); err != nil {
				return res, err
			}
			looks++
			res["looks"] = looks
			if obs, err = env.Observe(); err != nil {
				return res, err
			}
			next, ok, err := detect(env, args)
			if err != nil {
				return res, err
			}
			if !ok {
				break // lost it: hit where we aimed
			}
			s = next
			if math.Abs(s.cx-s.fw/2) < s.w/4 && math.Abs(s.cy-s.fh/2) < s.h/4 {
				break // on target
			}
		}
		out, err := env.Act(skills.Action{Name: "attack"})
		if err != nil {
			return res, err
		}
		if !out.OK {
			misses++
			if misses > 2 {
				return res, fmt.Errorf("missed %d times: %s", misses, out.Reason)
			}
			continue
		}
		hits++
		res["hits"] = hits
		res["target"] = out.Data["name"]
		health = skills.Num(out.Data["health"])
		res["health"] = health
		if health <= 0 {
			break
		}
	}
	return res, nil
}

// find looks for the target, turning when it is not in view.
func find(env skills.Env, args Args, turns int, looks *int) (sighting, skills.Observation, error) {
	for t := 0; ; t++ {
		obs, err := env.Observe()
		if err != nil {
			return sighting{}, nil, err
		}
		s, ok, err := detect(env, args)
		if err != nil {
			return sighting{}, nil, err
		}
		if ok {
			return s, obs, nil
		}
		if t >= turns {
			return sighting{}, nil, errors.New("no blaze in sight")
		}
		yaw := obs.Float("yaw") + math.Pi/3
		if _, err := env.Act(skills.Action{Name: "look", Params: map[string]any{"yaw": yaw, "pitch": 0.0}}); err != nil {
			return sighting{}, nil, err
		}
		*looks++
	}
}

// detect runs the detector on the current frame and returns the largest
// detection (the nearest blaze).
func detect(env skills.Env, args Args) (sighting, bool, error) {
	r, err := env.Call(args.Detector, map[string]any{})
	if err != nil {
		return sighting{}, false, fmt.Errorf("cannot see: %w", err)
	}
	fr, _ := r["frame"].(map[string]any)
	fw, fh := skills.Num(fr["width"]), skills.Num(fr["height"])
	if fw <= 0 || fh <= 0 {
		return sighting{}, false, errors.New("cannot see: the detector did not say the frame's size")
	}
	best, found := sighting{}, false
	for _, d := range list(r["detections"]) {
		m, _ := d.(map[string]any)
		box := list(m["box"])
		var x0, y0, x1, y1 float64
		if len(box) == 4 {
			x0, y0, x1, y1 = skills.Num(box[0]), skills.Num(box[1]), skills.Num(box[2]), skills.Num(box[3])
		} else if b, ok := m["box"].(map[string]any); ok {
			mn, _ := b["Min"].(map[string]any)
			mx, _ := b["Max"].(map[string]any)
			x0, y0, x1, y1 = skills.Num(mn["X"]), skills.Num(mn["Y"]), skills.Num(mx["X"]), skills.Num(mx["Y"])
		}
		w, h := x1-x0, y1-y0
		if w <= 0 || h <= 0 {
			continue
		}
		if !found || w*h > best.w*best.h {
			best = sighting{cx: (x0 + x1) / 2, cy: (y0 + y1) / 2, w: w, h: h, fw: fw, fh: fh, score: skills.Num(m["score"])}
			found = true
		}
	}
	return best, found, nil
}

// list reads a JSON-shaped list.
func list(v any) []any {
	if l, ok := v.([]any); ok {
		return l
	}
	return nil
}

// cameraFOV is the observation's field of view when it gives one.
func cameraFOV(obs skills.Observation, def float64) float64 {
	if c := obs.Map("camera"); c != nil {
		if f := skills.Num(c["fov"]); f > 0 {
			return f
		}
	}
	return def
}

// direction turns a pixel into the yaw and pitch that look through it: a
// pinhole camera at the eyes with the player's yaw and pitch (yaw 0 faces
// north, -z, and grows counter-clockwise; pitch > 0 looks up).
func direction(obs skills.Observation, s sighting, fov float64) (float64, float64) {
	yaw, pitch := obs.Float("yaw"), obs.Float("pitch")
	th := math.Tan(fov * math.Pi / 360)
	u := (2*s.cx/s.fw - 1) * th * s.fw / s.fh
	v := (1 - 2*s.cy/s.fh) * th
	fwd := look(yaw, pitch)
	right := look(yaw-math.Pi/2, 0)
	up := [3]float64{right[1]*fwd[2] - right[2]*fwd[1], right[2]*fwd[0] - right[0]*fwd[2], right[0]*fwd[1] - right[1]*fwd[0]}
	d := [3]float64{fwd[0] + u*right[0] + v*up[0], fwd[1] + u*right[1] + v*up[1], fwd[2] + u*right[2] + v*up[2]}
	return math.Atan2(-d[0], -d[2]), math.Atan2(d[1], math.Hypot(d[0], d[2]))
}

// look is the unit vector of a yaw and pitch.
func look(yaw, pitch float64) [3]float64 {
	return [3]float64{-math.Sin(yaw) * math.Cos(pitch), math.Sin(pitch), -math.Cos(yaw) * math.Cos(pitch)}
}
