package gate_test

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/skillrun/skillrun/gate"
	"github.com/skillrun/skillrun/memory"
	memopen "github.com/skillrun/skillrun/memory/open"
	"github.com/skillrun/skillrun/skills"
)

// TestRecordRunAndObserved: runs become evidence of every version in their
// trace (nested calls too), SUPPORTED_BY or FAILED_IN with the reason;
// imported episodes link the same way; the observed rate follows, and is
// flagged once it falls behind the verified rate.
func TestRecordRunAndObserved(t *testing.T) {
	ctx := context.Background()
	st, err := memopen.Store(ctx, filepath.Join(t.TempDir(), "m.db"), memopen.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	src := map[string]gate.VersionSource{
		"v-outer": {Skill: "outer", Source: "package outer", Kind: skills.Procedure},
		"v-inner": {Skill: "inner", Source: "package inner", Kind: skills.Procedure},
	}
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	run := func(id string, ok bool, reason string) gate.Run {
		ep := memory.Episode{ID: id, Env: "test", Task: `outer {"n":1}`, Start: t0, Success: &ok, Reason: reason,
			Steps: []memory.Step{{Index: 0, Time: t0, Action: skills.Action{Name: "poke"}, Outcome: skills.Outcome{OK: ok}, Skill: "inner", Version: "v-inner"}}}
		return gate.Run{Episode: ep, Sources: src, Invocation: &skills.Invocation{Skill: "outer", Version: "v-outer",
			Calls: []*skills.Invocation{{Skill: "inner", Version: "v-inner"}}}}
	}
	for i := range 6 {
		ok := i == 0
		if err := gate.RecordRun(ctx, st, run(string(rune('a'+i)), ok, "poke failed"), time.Now); err != nil {
			t.Fatal(err)
		}
	}
	for _, v := range []string{"v-outer", "v-inner"} {
		evs, err := st.Evidence(ctx, v)
		if err != nil {
			t.Fatal(err)
		}
		rel := map[memory.Relation]int{}
		for _, e := range evs {
			rel[e.Relation]++
			if e.Relation == memory.FailedIn && e.Reason != "poke failed" {
				t.Errorf("%s: FAILED_IN without its reason: %+v", v, e)
			}
			if e.By != gate.ByRun {
				t.Errorf("%s: link by %q; want %q", v, e.By, gate.ByRun)
			}
		}
		if rel[memory.SupportedBy] != 1 || rel[memory.FailedIn] != 5 {
			t.Errorf("%s: links %v; want 1 SUPPORTED_BY, 5 FAILED_IN", v, rel)
		}
	}
	// Verified 1/1, observed 1/6: flagged.
	if err := st.RecordVerification(ctx, memory.VerificationRun{ID: "vr", Version: "v-outer", Time: t0, Verdicts: []memory.Verdict{{Episode: "a", Passed: true}}}); err != nil {
		t.Fatal(err)
	}
	o, err := gate.ObservedOf(ctx, st, "v-outer", gate.Rules{})
	if err != nil {
		t.Fatal(err)
	}
	if o.Calls != 6 || o.Succeeded != 1 || !o.Flagged || o.Verified.Rate != 1 {
		t.Errorf("observed %+v; want 1/6 calls, verified 1/1, flagged", o)
	}
	if o, _ := gate.ObservedOf(ctx, st, "v-inner", gate.Rules{}); o.Flagged {
		t.Errorf("v-inner has no verified rate, yet is flagged: %+v", o)
	}

	// An imported episode links to the versions its steps name.
	ok := true
	ep := memory.Episode{ID: "imported", Start: t0, Success: &ok,
		Steps: []memory.Step{{Index: 0, Time: t0, Action: skills.Action{Name: "poke"}, Outcome: skills.Outcome{OK: true}, Skill: "inner", Version: "v-inner"}}}
	if err := st.RecordEpisode(ctx, ep); err != nil {
		t.Fatal(err)
	}
	n, err := gate.LinkEpisode(ctx, st, ep, nil, time.Now)
	if err != nil || n != 1 {
		t.Fatalf("LinkEpisode = %d, %v; want 1 link", n, err)
	}
	sup, _ := st.Supports(ctx, "imported")
	if len(sup) != 1 || sup[0].Version != "v-inner" || sup[0].Relation != memory.SupportedBy {
		t.Errorf("imported episode supports %+v", sup)
	}
	// No outcome recorded: no link.
	ep2 := ep
	ep2.ID, ep2.Success = "no-outcome", nil
	if err := st.RecordEpisode(ctx, ep2); err != nil {
		t.Fatal(err)
	}
	if n, _ := gate.LinkEpisode(ctx, st, ep2, nil, time.Now); n != 0 {
		t.Errorf("an episode without outcome linked %d", n)
	}
}
