package verify_test

import (
	"context"
	"fmt"
	"os"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/skills"
	"github.com/skillrun/skillrun/verify"
	"github.com/skillrun/skillrun/verify/verifytest"
)

// Verify the corridor's advance procedure against its recorded episodes:
// episodes with a snapshot are re-simulated in the registered simulator
// and replayed step by step.
func ExampleEpisodes() {
	ctx := context.Background()
	lib, err := library.Open("testdata/lib", library.Options{Executor: sandbox.NewInProcess(sandbox.Options{})})
	if err != nil {
		fmt.Println(err)
		return
	}
	s, err := lib.Get("advance")
	if err != nil {
		fmt.Println(err)
		return
	}
	f, err := os.Open("testdata/episodes/corridor.jsonl")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer f.Close()
	eps, err := memory.ReadJSONL(f)
	if err != nil {
		fmt.Println(err)
		return
	}
	sims, _ := verify.NewRegistry(verifytest.Simulator{})
	rep, err := verify.Episodes(ctx, lib, s.Unit, eps[:3], verify.Options{Simulators: sims, Method: verify.Both})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, v := range rep.Verdicts {
		fmt.Println(v.Episode, v.Method, v.Status)
	}
	fmt.Println("verified:", rep.Verified())
	// Output:
	// corridor-plain both pass
	// corridor-stone both pass
	// corridor-gap both pass
	// verified: true
}

// A replay answers matching actions with the recorded outcomes and keeps
// the first divergence.
func ExampleReplay() {
	ctx := context.Background()
	ok := true
	ep := memory.Episode{ID: "ep", Success: &ok, Steps: []memory.Step{
		{Index: 0, Observation: skills.Observation{"x": 0.0}, Action: skills.Action{Name: "walk", Params: map[string]any{"dx": 1.0}}, Outcome: skills.Outcome{OK: true}},
		{Index: 1, Action: skills.Action{Name: "dig", Params: map[string]any{"x": 2.0}}, Outcome: skills.Outcome{OK: true}},
	}}
	r, _ := verify.NewReplay(&ep, verify.Tolerance{Epsilon: 0.01})
	out, err := r.Act(ctx, skills.Action{Name: "walk", Params: map[string]any{"dx": 1.001}})
	fmt.Println(out.OK, err)
	_, err = r.Act(ctx, skills.Action{Name: "dig", Params: map[string]any{"x": 3}})
	fmt.Println(err != nil)
	fmt.Println(r.Divergence())
	// Output:
	// true <nil>
	// true
	// step 1: got dig(x=3), wanted dig(x=2): param x = 3, want 2
}
