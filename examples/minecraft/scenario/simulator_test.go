package scenario

import (
	"context"
	"testing"

	"github.com/skillrun/skillrun/skills/library"
	"github.com/skillrun/skillrun/verify"
)

// TestSimulatorContract drives the shipped episodes through the
// verify.Simulator contract as package verify does: registry lookup by
// Env, Task, Restore, run the skill in the restored world, Check. The
// serving skills reproduce every episode; a seeded bug does not.
func TestSimulatorContract(t *testing.T) {
	eps, _, _ := readRecordings(t)
	reg, err := verify.NewRegistry(Simulator{})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	runAll := func(lib *library.Library) map[string][]string {
		out := map[string][]string{}
		for _, ep := range eps {
			sim, err := reg.For(ep)
			if err != nil {
				t.Fatal(err)
			}
			task, err := sim.(verify.Tasker).Task(ep)
			if err != nil {
				t.Fatal(err)
			}
			w, err := sim.Restore(ctx, ep)
			if err != nil {
				t.Fatal(err)
			}
			res, runErr := lib.Run(ctx, task.Skill, library.Request{Args: task.Args, World: w})
			got := verify.Run{Task: task, Err: runErr}
			if runErr == nil {
				got.Result = res.Result
			}
			diffs, err := sim.Check(ctx, w, ep, got)
			if err != nil {
				t.Fatal(err)
			}
			out[ep.ID] = diffs
		}
		return out
	}
	for id, d := range runAll(openLib(t)) {
		if len(d) != 0 {
			t.Errorf("%s: %v", id, d)
		}
	}
	lib := openLib(t)
	u, err := library.LoadFile(testdata("mutants", "flipped_direction", "bridge_north.go"))
	if err != nil {
		t.Fatal(err)
	}
	lib.Swap(u)
	if d := runAll(lib)["mc-lava-gap"]; len(d) == 0 {
		t.Error("flipped_direction mutant reproduces mc-lava-gap")
	}
}
