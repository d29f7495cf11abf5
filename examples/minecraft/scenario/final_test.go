package scenario

import (
	"context"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/examples/minecraft/voxel"
	"github.com/skillrun/skillrun/memory"
	skillcheck "github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/verify"
	"github.com/skillrun/skillrun/verify/mutate"
)

func shippedEpisode(t *testing.T, id string) memory.Episode {
	t.Helper()
	eps, _, _ := readRecordings(t)
	for _, ep := range eps {
		if ep.ID == id {
			return ep
		}
	}
	t.Fatalf("no shipped episode %s", id)
	return memory.Episode{}
}

// withSnapshot is ep with its snapshot's top-level fields changed (a nil
// value deletes the field).
func withSnapshot(t *testing.T, ep memory.Episode, set map[string]any) memory.Episode {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(ep.Snapshot, &m); err != nil {
		t.Fatal(err)
	}
	for k, v := range set {
		if v == nil {
			delete(m, k)
		} else {
			m[k] = v
		}
	}
	raw, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	ep.Snapshot = raw
	return ep
}

// TestSnapshotSchemas: recordings of the first schema (the live episodes
// shipped before final observations) still load; schema 2 carries the
// final observation; a final observation outside schema 2, schema 2
// without one, and an unknown schema are refused by name.
func TestSnapshotSchemas(t *testing.T) {
	old := shippedEpisode(t, "mc-lava-gap")
	s, err := ParseSnapshot(old)
	if err != nil {
		t.Fatal(err)
	}
	if s.Schema != SchemaOriginal || s.FinalObservation != nil {
		t.Errorf("mc-lava-gap: schema %d, final observation %v; want schema %d without one", s.Schema, s.FinalObservation, SchemaOriginal)
	}
	ev := shippedEpisode(t, "mc-ev-bridge-one-block")
	s, err = ParseSnapshot(ev)
	if err != nil {
		t.Fatal(err)
	}
	if s.Schema != SchemaFinalObservation || len(s.FinalObservation.Map("inventory")) != 0 || s.FinalObservation.Floats("block") == nil {
		t.Errorf("mc-ev-bridge-one-block: schema %d, final observation %v; want schema %d, the player's block and an empty inventory", s.Schema, s.FinalObservation, SchemaFinalObservation)
	}
	fo := map[string]any{"block": []int{0, 21, 0}}
	for _, c := range []struct {
		name string
		ep   memory.Episode
		want string
	}{
		{"schema 1 with a final observation", withSnapshot(t, old, map[string]any{"final_observation": fo}), "schema 1 has no final_observation"},
		{"schema 1 named, with a final observation", withSnapshot(t, old, map[string]any{"schema": 1, "final_observation": fo}), "schema 1 has no final_observation"},
		{"schema 2 without one", withSnapshot(t, ev, map[string]any{"final_observation": nil}), "schema 2 needs final_observation"},
		{"schema 3", withSnapshot(t, ev, map[string]any{"schema": 3}), "schema 3 is unknown"},
		{"an unknown field", withSnapshot(t, ev, map[string]any{"final_obs": fo}), `unknown field "final_obs"`},
	} {
		if _, err := ParseSnapshot(c.ep); err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), c.ep.ID) {
			t.Errorf("%s: ParseSnapshot error %v; want one naming the episode and %q", c.name, err, c.want)
		}
	}
	// A fresh recording is in the current schema, and its final
	// observation is the world's after the last action.
	sc, err := Get("lava_gap")
	if err != nil {
		t.Fatal(err)
	}
	w := voxel.New(voxel.Options{})
	rec, err := Record(context.Background(), w, sc, LibraryRunner(openLib(t)), Options{Start: epoch})
	if err != nil {
		t.Fatal(err)
	}
	s, err = ParseSnapshot(rec.Episode)
	if err != nil {
		t.Fatal(err)
	}
	now, err := w.Observe(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	got, _ := json.Marshal(s.FinalObservation)
	want, _ := json.Marshal(jsonShape(now))
	if s.Schema != CurrentSchema || string(got) != string(want) {
		t.Errorf("fresh recording: schema %d, final observation %s; want schema %d and the world's observation %s", s.Schema, got, CurrentSchema, want)
	}
}

// TestFinalObservationJudgesPastTheEnd: bridge_north without its
// inventory check runs out of blocks in mc-ev-bridge-one-block and tries
// one more place, which the world refuses, so the final state is the
// reference's and re-simulation cannot tell them apart. The final
// observation lets replay see that the reference stops there while the
// mutant acts past the recording's last step; without it the replay is
// starved (an error verdict, left to re-simulation).
func TestFinalObservationJudgesPastTheEnd(t *testing.T) {
	ep := shippedEpisode(t, "mc-ev-bridge-one-block")
	lib := openLib(t)
	ref, err := lib.Get("bridge_north")
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(ref.Unit.File)
	if err != nil {
		t.Fatal(err)
	}
	ms, _, err := mutate.Generate("bridge_north.go", src, mutate.Options{Kinds: []mutate.Kind{mutate.DropCheck}})
	if err != nil {
		t.Fatal(err)
	}
	var mutant *skillcheck.Unit
	for _, m := range ms {
		if strings.Contains(m.Desc, `"inventory"`) {
			if mutant, err = skillcheck.Check("bridge_north.go", m.Source); err != nil {
				t.Fatal(err)
			}
		}
	}
	if mutant == nil {
		t.Fatal("mutate.Generate made no mutant without the inventory check")
	}
	reg, err := verify.NewRegistry(Simulator{})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	run := func(u *skillcheck.Unit, ep memory.Episode, method string) verify.Verdict {
		t.Helper()
		rep, err := verify.Episodes(ctx, lib, u, []memory.Episode{ep}, verify.Options{Simulators: reg, Method: method, Parallel: 1})
		if err != nil {
			t.Fatal(err)
		}
		return rep.Verdicts[0]
	}
	if v := run(ref.Unit, ep, verify.MethodReplay); v.Status != verify.Pass {
		t.Errorf("reference replay: %s %s; want a pass", v.Status, v.Reason())
	}
	if v := run(mutant, ep, verify.MethodResim); v.Status != verify.Pass {
		t.Errorf("mutant re-simulation: %s %s; want a pass (the refused place changes nothing)", v.Status, v.Reason())
	}
	v := run(mutant, ep, verify.MethodReplay)
	if v.Status != verify.Fail || v.Divergence == nil || v.Divergence.Got == nil || v.Divergence.Got.Name != "place" || v.Divergence.Step != len(ep.Steps) {
		t.Errorf("mutant replay: %s %s, divergence %+v; want a failure at step %d, a place past the recording's end", v.Status, v.Reason(), v.Divergence, len(ep.Steps))
	}
	if v := run(mutant, ep, verify.Both); v.Status != verify.Fail {
		t.Errorf("mutant, both methods: %s %s; want a failure", v.Status, v.Reason())
	}
	// The same episode in the first schema: replay cannot judge.
	old := withSnapshot(t, ep, map[string]any{"schema": nil, "final_observation": nil})
	if v := run(mutant, old, verify.MethodReplay); v.Status != verify.Error {
		t.Errorf("mutant replay without a final observation: %s %s; want an error verdict (starved)", v.Status, v.Reason())
	}
	if v := run(mutant, old, verify.Both); v.Status != verify.Pass {
		t.Errorf("mutant, both methods, without a final observation: %s %s; want the re-simulation's pass (this is why the final observation is recorded)", v.Status, v.Reason())
	}
}
