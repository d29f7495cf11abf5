package neo4j

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/neo4j/neo4j-go-driver/v5/neo4j/dbtype"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
)

// cartesian3D is Neo4j's id of the 3D cartesian coordinate system.
const cartesian3D = 9157

// stepProps returns the properties of a Step node: the step's action and
// outcome flattened (action, object, params_json, ok, reason, data_json),
// its time as a DATETIME, its position as a 3D point, the object's class,
// and the content hash that tells a re-recorded step from a conflicting one.
func stepProps(episode string, st memory.Step, class string) (map[string]any, error) {
	c := st.Canonical()
	body, err := json.Marshal(c)
	if err != nil {
		return nil, fmt.Errorf("step %d: %w: %v", st.Index, memory.ErrInvalid, err)
	}
	p := map[string]any{"id": memory.StepID(episode, st.Index), "episode": episode, "idx": int64(st.Index), "time": c.Time,
		"action": c.Action.Name, "ok": c.Outcome.OK, "hash": memory.HashJSON(body),
		"bytes": int64(len(body))} // memory.StepBytes, counted on its episode (step_bytes)
	set := func(k, v string) {
		if v != "" {
			p[k] = v
		}
	}
	set("object", c.Action.Object)
	set("class", class)
	set("reason", c.Outcome.Reason)
	set("skill", c.Skill)
	set("version", c.Version)
	set("summary", c.Summary)
	for k, m := range map[string]map[string]any{"observation": c.Observation, "params": c.Action.Params, "data": c.Outcome.Data} {
		if len(m) == 0 {
			continue
		}
		b, err := json.Marshal(m)
		if err != nil {
			return nil, fmt.Errorf("step %d: %s: %w: %v", st.Index, k, memory.ErrInvalid, err)
		}
		p[k+jsonSuffix] = string(b)
	}
	if c.Pos != nil {
		p["pos"] = dbtype.Point3D{X: c.Pos[0], Y: c.Pos[1], Z: c.Pos[2], SpatialRefId: cartesian3D}
	}
	return p, nil
}

// stepFrom rebuilds a step (without frames) from a Step node's properties.
func stepFrom(p map[string]any) (memory.Step, error) {
	r := rec(p)
	st := memory.Step{Index: int(r.i64("idx")), Summary: r.str("summary"), Skill: r.str("skill"), Version: r.str("version"),
		Action:  skills.Action{Name: r.str("action"), Object: r.str("object")},
		Outcome: skills.Outcome{OK: r.boolean("ok"), Reason: r.str("reason")}}
	if t, ok := p["time"].(time.Time); ok {
		st.Time = t.UTC()
	}
	for _, f := range []struct {
		key string
		to  any
	}{{"observation", &st.Observation}, {"params", &st.Action.Params}, {"data", &st.Outcome.Data}} {
		if s := r.str(f.key + jsonSuffix); s != "" {
			if err := json.Unmarshal([]byte(s), f.to); err != nil {
				return st, fmt.Errorf("decode stored step %d: %s: %w", st.Index, f.key, err)
			}
		}
	}
	if pt, ok := p["pos"].(dbtype.Point3D); ok {
		st.Pos = &[3]float64{pt.X, pt.Y, pt.Z}
	}
	return st, nil
}
