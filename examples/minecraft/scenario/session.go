package scenario

import (
	"context"
	"encoding/json"
	"fmt"

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
	return w.World.Snapshot(ctx, w.Scene.Min, w.Scene.Max)
}

// EndRun returns the run's snapshot: the scene's box before and after,
// the skill and its arguments, and the observation after the run.
func (w *SessionWorld) EndRun(ctx context.Context, begin any, skill string, args json.RawMessage, runErr error) (string, json.RawMessage, error) {
	before, ok := begin.(*mc.Snapshot)
	if !ok {
		return "", nil, fmt.Errorf("session world: run began with %T, not a snapshot", begin)
	}
	after, err := w.World.Snapshot(ctx, w.Scene.Min, w.Scene.Max)
	if err != nil {
		return "", nil, err
	}
	seen, err := w.World.Observe(ctx)
	if err != nil {
		return "", nil, fmt.Errorf("final observation: %w", err)
	}
	if len(args) == 0 {
		args = json.RawMessage("{}")
	}
	snap := Snapshot{Schema: CurrentSchema, Scenario: w.Scene.Name, Skill: skill, Args: args, Source: "voxel",
		Start: normaliseStart(before), Final: normalise(after), FinalObservation: jsonShape(seen)}
	raw, err := json.Marshal(snap)
	if err != nil {
		return "", nil, err
	}
	return Env, raw, nil
}
