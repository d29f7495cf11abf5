package scenario

import (
	"context"
	"fmt"
	"math"
	"sort"

	mc "github.com/skillrun/skillrun/examples/minecraft"
	"github.com/skillrun/skillrun/examples/minecraft/voxel"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/verify"
)

// Check is the outcome of re-simulating one episode.
type Check struct {
	Episode string `json:"episode"`
	Skill   string `json:"skill"`
	Passed  bool   `json:"passed"`
	// Diffs lists how the re-simulated final state differs from the
	// recorded one (at most MaxDiffs, then a count).
	Diffs []string `json:"diffs,omitempty"`
	// Err is the skill's error in the re-simulation, if any.
	Err string `json:"error,omitempty"`
	// Actions is how many actions the re-simulation took.
	Actions int `json:"actions"`
	// RecordedFailure is why the episode's recorded outcome was a failure
	// ("" when it was not one): passing it reproduces the failure.
	RecordedFailure string `json:"recorded_failure,omitempty"`
}

// Verdict converts the check to a memory verdict, as verify stores one:
// reproducing a recorded failure is no success.
func (c Check) Verdict() memory.Verdict {
	v := verify.Verdict{Episode: c.Episode, Method: verify.MethodResim, Status: verify.Pass, Diffs: c.Diffs, RecordedFailure: c.RecordedFailure}
	if !c.Passed {
		v.Status = verify.Fail
	}
	return v.Memory()
}

// MaxDiffs bounds the differences a check lists.
const MaxDiffs = 8

// Resim re-simulates an episode: it restores the episode's start snapshot
// into a fresh voxel world, runs the episode's skill with its arguments
// through run (the version under test), snapshots the same box and
// compares it with the recorded final state. It also requires the run to
// succeed or fail as the recorded one did. An error means the episode
// could not be re-simulated at all (no snapshot, a broken world).
func Resim(ctx context.Context, ep memory.Episode, run Runner) (Check, error) {
	return ResimIn(ctx, voxel.New(voxel.Options{}), ep, run)
}

// ResimIn is Resim in a given world: the start snapshot is restored into w
// through its harness (blocks, player, items, mobs), so the live server
// can re-run an episode too. Blocks outside the snapshot's box are w's own.
func ResimIn(ctx context.Context, w World, ep memory.Episode, run Runner) (Check, error) {
	snap, err := ParseSnapshot(ep)
	if err != nil {
		return Check{}, err
	}
	if err := mc.Restore(ctx, w, snap.Start); err != nil {
		return Check{}, fmt.Errorf("episode %s: restore: %w", ep.ID, err)
	}
	rec := &recorder{w: w, lean: true}
	_, _, runErr := run(ctx, snap.Skill, snap.Args, rec)
	if ctx.Err() != nil {
		return Check{}, ctx.Err()
	}
	c := Check{Episode: ep.ID, Skill: snap.Skill, Actions: len(rec.steps), RecordedFailure: verify.RecordedFailure(&ep)}
	if runErr != nil {
		c.Err = runErr.Error()
	}
	c.Diffs, err = check(ctx, w, snap, ep, runErr)
	if err != nil {
		return Check{}, err
	}
	c.Passed = len(c.Diffs) == 0
	return c, nil
}

// Compare lists how got differs from want: blocks in want's box, the
// player's block and life, and the mobs (matched by name and position,
// compared by health). Positions and health are compared with a small
// tolerance for live recordings.
func Compare(want, got *mc.Snapshot) []string {
	return compare(want, got, mc.DiffBlocks(want, got))
}

// compare is Compare with the blocks that differ already listed (in
// want's box, in its order); got's own blocks are not read.
func compare(want, got *mc.Snapshot, blocks []mc.BlockDiff) []string {
	var out []string
	more := 0
	note := func(format string, a ...any) {
		if len(out) < MaxDiffs {
			out = append(out, fmt.Sprintf(format, a...))
		} else {
			more++
		}
	}
	if wp, gp := want.Player.Pos.Block(), got.Player.Pos.Block(); wp != gp {
		note("player ends at %v, recorded %v", gp, wp)
	}
	if want.Player.Dead() != got.Player.Dead() {
		note("player dead=%v, recorded dead=%v", got.Player.Dead(), want.Player.Dead())
	} else if math.Abs(want.Player.Health-got.Player.Health) > 0.5 {
		note("player health %v, recorded %v", got.Player.Health, want.Player.Health)
	}
	for _, d := range blocks {
		note("block %v is %s, recorded %s", d.Pos, d.Got, d.Want)
	}
	key := func(e mc.Entity) string {
		p := e.Pos.Block()
		return fmt.Sprintf("%s@%v", e.Name, p)
	}
	wm := map[string]mc.Entity{}
	for _, e := range want.Entities {
		wm[key(e)] = e
	}
	gm := map[string]mc.Entity{}
	for _, e := range got.Entities {
		gm[key(e)] = e
	}
	keys := make([]string, 0, len(wm)+len(gm))
	for k := range wm {
		keys = append(keys, k)
	}
	for k := range gm {
		if _, ok := wm[k]; !ok {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	for _, k := range keys {
		w, wok := wm[k]
		g, gok := gm[k]
		switch {
		case !gok:
			note("mob %s gone, recorded with health %v", k, w.Health)
		case !wok:
			note("mob %s present with health %v, recorded gone", k, g.Health)
		case math.Abs(w.Health-g.Health) > 0.5:
			note("mob %s health %v, recorded %v", k, g.Health, w.Health)
		}
	}
	if more > 0 {
		out = append(out, fmt.Sprintf("and %d more differences", more))
	}
	return out
}
