package scenario

import (
	"context"
	"encoding/json"
	"fmt"

	mc "github.com/skillrun/skillrun/examples/minecraft"
	"github.com/skillrun/skillrun/examples/minecraft/voxel"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
	"github.com/skillrun/skillrun/verify"
)

// Simulator re-simulates Minecraft episodes in the voxel world for package
// verify: register it in a verify.Registry under "minecraft".
//
// Episodes of skills that look (Scenario.Sight) need frames: Frames draws
// them in the restored world (the voxel renderer); without it such a skill
// cannot see and its re-simulation fails.
type Simulator struct {
	Frames func(ctx context.Context, w World) (*mc.Shot, error)
}

var (
	_ verify.Simulator  = Simulator{}
	_ verify.Tasker     = Simulator{}
	_ verify.Vocabulary = Simulator{}
	_ verify.Partial    = Simulator{}
)

// Partial implements verify.Partial: a run recorded with the box around
// the player (PlayerRuns: a session with no scene) may have reached past
// it, where the restored world is superflat terrain; a scene's box holds
// all of its scene.
func (Simulator) Partial(ep memory.Episode) bool {
	s, err := snapshots.parse(ep)
	return err == nil && s.Scenario == PlayerScene
}

// Actions implements verify.Vocabulary: the domain's action names.
func (Simulator) Actions() []string {
	return []string{mc.ActDig, mc.ActPlace, mc.ActWalk, mc.ActLook, mc.ActLookAt, mc.ActAttack, mc.ActEquip}
}

// Name implements verify.Simulator.
func (Simulator) Name() string { return Env }

// Task implements verify.Tasker: the skill and arguments in the snapshot.
//
// Task, Restore and Check parse an episode's snapshot once between them:
// the Simulator keeps the snapshots it parsed, by content, for the next
// call and the next version verified against the same episodes (see
// MaxCachedSnapshotBytes). Each Restore still builds a world of its own.
func (Simulator) Task(ep memory.Episode) (verify.Task, error) {
	s, err := snapshots.parse(ep)
	if err != nil {
		return verify.Task{}, err
	}
	return verify.Task{Skill: s.Skill, Args: append(json.RawMessage(nil), s.Args...)}, nil
}

// Restore implements verify.Simulator: a fresh voxel world with the
// episode's start snapshot restored (Seeing, with Frames, when set).
func (sim Simulator) Restore(ctx context.Context, ep memory.Episode) (skills.World, error) {
	s, err := snapshots.parse(ep)
	if err != nil {
		return nil, err
	}
	w, err := voxel.FromSnapshot(s.Start)
	if err != nil {
		return nil, fmt.Errorf("episode %s: %w", ep.ID, err)
	}
	if sim.Frames != nil {
		return &Seeing{World: w, Draw: sim.Frames}, nil
	}
	return w, nil
}

// Check implements verify.Simulator: the final state of w against the
// recorded final snapshot, and the run's success against the recorded one.
func (Simulator) Check(ctx context.Context, w skills.World, recorded memory.Episode, got verify.Run) ([]string, error) {
	if s, ok := w.(*Seeing); ok {
		w = s.World
	}
	vw, ok := w.(snapshotter)
	if !ok {
		return nil, fmt.Errorf("minecraft check: world is a %T, which cannot snapshot (want the world Restore returned)", w)
	}
	s, err := snapshots.parse(recorded)
	if err != nil {
		return nil, err
	}
	if v, ok := w.(*voxel.World); ok {
		return checkVoxel(ctx, v, s, recorded, got.Err)
	}
	return check(ctx, vw, s, recorded, got.Err)
}

// snapshotter is a world that can dump a box: the voxel world, or the live
// bridge (so a re-run on the real server can be checked the same way).
type snapshotter interface {
	Snapshot(ctx context.Context, min, max mc.Pos) (*mc.Snapshot, error)
}

// check compares a re-simulated world and run error with the recording.
func check(ctx context.Context, w snapshotter, snap *Snapshot, ep memory.Episode, runErr error) ([]string, error) {
	final, err := w.Snapshot(ctx, snap.Final.Min, snap.Final.Max)
	if err != nil {
		return nil, err
	}
	return withOutcome(Compare(snap.Final, normalise(final)), ep, runErr), nil
}

// checkVoxel is check for the voxel world, without the snapshot in
// between: the blocks of the recorded box are read once and compared
// with the recording's in place, the player and the mobs taken from the
// world's state. Same differences, in the same order.
func checkVoxel(ctx context.Context, w *voxel.World, snap *Snapshot, ep memory.Episode, runErr error) ([]string, error) {
	want := snap.Final
	r, err := w.Region(ctx, want.Min, want.Max)
	if err != nil {
		return nil, fmt.Errorf("snapshot: %w", err)
	}
	st, err := w.State(ctx)
	if err != nil {
		return nil, err
	}
	var blocks []mc.BlockDiff
	i := 0 // want.Blocks and r.Names run x fastest, then z, then y
	for y := want.Min.Y; y <= want.Max.Y; y++ {
		for z := want.Min.Z; z <= want.Max.Z; z++ {
			for x := want.Min.X; x <= want.Max.X; x++ {
				if wn, gn := want.Palette[want.Blocks[i]], r.Names[i]; wn != gn {
					blocks = append(blocks, mc.BlockDiff{Pos: mc.P(x, y, z), Want: wn, Got: gn})
				}
				i++
			}
		}
	}
	got := normalise(&mc.Snapshot{Min: want.Min, Max: want.Max, Player: st.Player, Entities: st.Entities})
	return withOutcome(compare(want, got, blocks), ep, runErr), nil
}

// withOutcome puts first in diffs a run that succeeded where the recorded
// one failed, or the other way round.
func withOutcome(diffs []string, ep memory.Episode, runErr error) []string {
	recordedOK := ep.Success == nil || *ep.Success
	if recordedOK != (runErr == nil) {
		want, got := "succeeded", "succeeded"
		if !recordedOK {
			want = "failed (" + ep.Reason + ")"
		}
		if runErr != nil {
			got = "failed (" + runErr.Error() + ")"
		}
		diffs = append([]string{fmt.Sprintf("run %s; recorded run %s", got, want)}, diffs...)
	}
	return diffs
}
