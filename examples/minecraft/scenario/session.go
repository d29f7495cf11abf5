package scenario

import (
	"context"
	"encoding/json"
	"fmt"
	"math"

	mc "github.com/skillrun/skillrun/examples/minecraft"
	"github.com/skillrun/skillrun/examples/minecraft/voxel"
	"github.com/skillrun/skillrun/skills"
)

// SessionWorld is the voxel world of a scene, served to an agent's
// session: around each skill run it snapshots the scene's box, so the
// server records the run as an episode this package's simulator
// re-simulates (the same snapshot a recorded scenario carries). It
// implements serve.RunSnapshotter.
//
// Given a renderer, it also shows what its player sees (a
// library.FrameSource, drawn when a detector asks, until the next action)
// and hands each picture over as stored, with the renderer's truth
// (library.FrameRecorder): the server records the frames a skill looked at
// with the run's steps, so a detector is judged on what it saw.
type SessionWorld struct {
	*voxel.World
	Sight // no Seeing: no renderer
	Scene Scenario
}

// NewSessionWorld builds the scene in a fresh voxel world; draw, when not
// nil, draws what the player sees.
func NewSessionWorld(ctx context.Context, scene string, draw func(ctx context.Context, w World) (*mc.Shot, error)) (*SessionWorld, error) {
	sc, err := Get(scene)
	if err != nil {
		return nil, err
	}
	w := voxel.New(voxel.Options{})
	if err := sc.Setup(ctx, w); err != nil {
		return nil, err
	}
	sw := &SessionWorld{World: w, Scene: sc}
	if draw != nil {
		sw.See = &Seeing{World: w, Draw: draw}
	}
	return sw, nil
}

// Act implements skills.World: the view changes.
func (w *SessionWorld) Act(ctx context.Context, a skills.Action) (skills.Outcome, error) {
	return w.ActIn(ctx, w.World, a)
}

// BeginRun snapshots the scene's box before a run.
func (w *SessionWorld) BeginRun(ctx context.Context) (any, error) {
	return SceneRuns{World: w.World, Scene: w.Scene, Source: "voxel"}.BeginRun(ctx)
}

// EndRun returns the run's snapshot (SceneRuns.EndRun).
func (w *SessionWorld) EndRun(ctx context.Context, begin any, skill string, args json.RawMessage, runErr error) (string, json.RawMessage, error) {
	return SceneRuns{World: w.World, Scene: w.Scene, Source: "voxel"}.EndRun(ctx, begin, skill, args, runErr)
}

// SceneWorld is a world whose state in a box can be read: the voxel
// world, the live server through its bridge.
type SceneWorld interface {
	Snapshot(ctx context.Context, min, max mc.Pos) (*mc.Snapshot, error)
	Observe(ctx context.Context) (skills.Observation, error)
}

// SceneRuns records a served world's runs in a scene as episodes the
// simulator re-simulates (serve.RunSnapshotter): the scene's box before
// and after each run, the skill and its arguments, the observation after
// it. Source names the world ("voxel", "live"). A session on the live
// server records its runs so too: its real runs are then evidence the
// gate can re-simulate, for a version on probation (a failed run weighed
// against the version it replaced) and one on trial.
type SceneRuns struct {
	World  SceneWorld
	Scene  Scenario
	Source string
}

// BeginRun snapshots the scene's box before a run.
func (r SceneRuns) BeginRun(ctx context.Context) (any, error) {
	return r.World.Snapshot(ctx, r.Scene.Min, r.Scene.Max)
}

// EndRun returns the run's snapshot: the scene's box before and after,
// the skill and its arguments, and the observation after the run.
func (r SceneRuns) EndRun(ctx context.Context, begin any, skill string, args json.RawMessage, runErr error) (string, json.RawMessage, error) {
	before, ok := begin.(*mc.Snapshot)
	if !ok {
		return "", nil, fmt.Errorf("session world: run began with %T, not a snapshot", begin)
	}
	after, err := r.World.Snapshot(ctx, r.Scene.Min, r.Scene.Max)
	if err != nil {
		return "", nil, err
	}
	seen, err := r.World.Observe(ctx)
	if err != nil {
		return "", nil, fmt.Errorf("final observation: %w", err)
	}
	if len(args) == 0 {
		args = json.RawMessage("{}")
	}
	snap := Snapshot{Schema: CurrentSchema, Scenario: r.Scene.Name, Skill: skill, Args: args, Source: r.Source,
		Start: normaliseStart(before), Final: normalise(after), FinalObservation: jsonShape(seen)}
	raw, err := json.Marshal(snap)
	if err != nil {
		return "", nil, err
	}
	return Env, raw, nil
}

// PlayerRuns is SceneRuns for a world served without a scene (an agent's
// free session, on the live server or in the voxel world): each run's
// box is the one around the player's feet where the run begins
// (PlayerBox), snapshotted before and after, so the run is recorded as an
// episode the simulator re-simulates, as a scene's are. Source names the
// world.
type PlayerRuns struct {
	World  SceneWorld
	Source string
}

// PlayerBox is the box PlayerRuns snapshots around the player's feet:
// Across blocks to each side (north, south, east, west), Down below and
// Up above. A skill that acts farther than that (a tunnel longer than
// twelve blocks) re-simulates on the superflat terrain there, and its
// verdict says where the world differed. 25×15×25 blocks: about 9,400,
// some 20 KB a snapshot.
var PlayerBox = struct{ Across, Down, Up int }{Across: 12, Down: 6, Up: 8}

// PlayerScene is the scene name of a run PlayerRuns recorded.
const PlayerScene = "around-player"

// playerBegin is what PlayerRuns.BeginRun hands to EndRun.
type playerBegin struct {
	scene  Scenario
	before *mc.Snapshot
}

// BeginRun snapshots the box around the player's feet.
func (r PlayerRuns) BeginRun(ctx context.Context) (any, error) {
	obs, err := r.World.Observe(ctx)
	if err != nil {
		return nil, fmt.Errorf("observe the player: %w", err)
	}
	feet, err := feetOf(obs)
	if err != nil {
		return nil, err
	}
	b := PlayerBox
	sc := Scenario{Name: PlayerScene, Min: feet.Add(mc.P(-b.Across, -b.Down, -b.Across)), Max: feet.Add(mc.P(b.Across, b.Up, b.Across))}
	before, err := r.World.Snapshot(ctx, sc.Min, sc.Max)
	if err != nil {
		return nil, err
	}
	return playerBegin{scene: sc, before: before}, nil
}

// EndRun returns the run's snapshot of the box BeginRun took
// (SceneRuns.EndRun).
func (r PlayerRuns) EndRun(ctx context.Context, begin any, skill string, args json.RawMessage, runErr error) (string, json.RawMessage, error) {
	b, ok := begin.(playerBegin)
	if !ok {
		return "", nil, fmt.Errorf("session world: run began with %T, not a box around the player", begin)
	}
	return SceneRuns{World: r.World, Scene: b.scene, Source: r.Source}.EndRun(ctx, b.before, skill, args, runErr)
}

// feetOf reads the block of the player's feet from an observation (its
// "block": [x, y, z]).
func feetOf(obs skills.Observation) (mc.Pos, error) {
	var xyz [3]int
	raw, _ := obs["block"].([]any)
	if len(raw) != 3 {
		return mc.Pos{}, fmt.Errorf("the observation has no block of the player's feet (\"block\": %v)", obs["block"])
	}
	for i, v := range raw {
		f, ok := number(v)
		if !ok || f != math.Trunc(f) || math.Abs(f) > 1<<25 {
			return mc.Pos{}, fmt.Errorf("the observation's block of the player's feet is %v, not three whole numbers", raw)
		}
		xyz[i] = int(f)
	}
	return mc.P(xyz[0], xyz[1], xyz[2]), nil
}

func number(v any) (float64, bool) {
	switch n := v.(type) {
	case int:
		return float64(n), true
	case int64:
		return float64(n), true
	case float64:
		return n, true
	case json.Number:
		f, err := n.Float64()
		return f, err == nil
	}
	return 0, false
}
