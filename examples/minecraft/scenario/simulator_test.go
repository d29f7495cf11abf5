package scenario

import (
	"context"
	"testing"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
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
	u := mutant(t, "flipped_direction")
	lib.Swap(u)
	if d := runAll(lib)["mc-lava-gap"]; len(d) == 0 {
		t.Error("flipped_direction mutant reproduces mc-lava-gap")
	}
}

// TestVerifyEpisodes runs the shipped episodes through package verify,
// trace replay and re-simulation both: each skill's serving version passes
// its episodes, and every mutant fails at least one.
func TestVerifyEpisodes(t *testing.T) {
	eps, _, _ := readRecordings(t)
	reg, err := verify.NewRegistry(Simulator{})
	if err != nil {
		t.Fatal(err)
	}
	bySkill := map[string][]memory.Episode{}
	for _, ep := range eps {
		task, err := Simulator{}.Task(ep)
		if err != nil {
			t.Fatal(err)
		}
		bySkill[task.Skill] = append(bySkill[task.Skill], ep)
	}
	ctx := context.Background()
	lib := openLib(t)
	opts := verify.Options{Simulators: reg, Method: verify.Both, Parallel: 1}
	for skill, es := range bySkill {
		sk, err := lib.Get(skill)
		if err != nil {
			t.Fatal(err)
		}
		rep, err := verify.Episodes(ctx, lib, sk.Unit, es, opts)
		if err != nil {
			t.Fatal(err)
		}
		if !rep.Verified() {
			for _, v := range rep.Verdicts {
				t.Errorf("%s on %s: %s %s", skill, v.Episode, v.Status, v.Reason())
			}
		}
	}
	for name, u := range mutants(t) {
		// The mutant's own episodes, and for side_probe the tunnel that calls it.
		es := bySkill[u.Name()]
		mlib := openLib(t)
		mlib.Swap(u)
		target := u
		if len(es) == 0 {
			es = bySkill["extend_tunnel"]
			s, _ := mlib.Get("extend_tunnel")
			target = s.Unit
		}
		rep, err := verify.Episodes(ctx, mlib, target, es, opts)
		if err != nil {
			t.Fatal(err)
		}
		if rep.Verified() {
			t.Errorf("mutant %s verifies", name)
		} else {
			for _, v := range rep.Verdicts {
				if !v.Passed() {
					t.Logf("mutant %s: %s: %s", name, v.Episode, v.Reason())
					break
				}
			}
		}
	}
}
