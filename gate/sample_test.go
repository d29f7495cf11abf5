package gate_test

import (
	"context"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/gate"
	"github.com/skillrun/skillrun/library"
)

// TestGateBoundsEvidence: a skill in use links an episode a run, and each
// judgement of a candidate re-ran every one of them (twice when the
// serving version had no run covering them), so a proposal's cost grew
// with the skill's use without bound. With max_evidence 12 and 30 linked
// bridge_north episodes, three of them recorded failures, a candidate is
// judged on 12: the failures, the newest three and six drawn at random,
// and the decision says so. Every candidate against the same serving
// version meets the same draw on one gate (the serving version's verdicts
// are verified once); another gate, with its own secret, draws others.
// Within the bound (the default 200) every episode is verified, as before.
func TestGateBoundsEvidence(t *testing.T) {
	ctx := context.Background()
	lib, st, cur, ids, sims := bridgeEvidence(t, 30, []string{"lava_gap", "ravine"}, func(i int) bool { return i == 2 || i == 9 || i == 15 })
	orig, err := os.ReadFile(cur.Unit.File)
	if err != nil {
		t.Fatal(err)
	}
	candidate := func(tag string) []byte { return []byte(string(orig) + "\n// " + tag + "\n") }
	// judged proposes src and returns the decision and the episodes its
	// verification ran on.
	judged := func(g *gate.Gate, src []byte) (library.Decision, []string) {
		t.Helper()
		d, err := g.Propose(ctx, library.Proposal{Source: src, Author: "agent-7"})
		if err != nil {
			t.Fatal(err)
		}
		runs, err := st.RecentVerifications(ctx, d.Version, 1)
		if err != nil || len(runs) != 1 {
			t.Fatalf("%s's verification runs: %v, %v", d.Version, runs, err)
		}
		var eps []string
		for _, v := range runs[0].Verdicts {
			eps = append(eps, v.Episode)
		}
		slices.Sort(eps)
		return d, eps
	}
	bounded := func() *gate.Gate {
		g := gate.New(gate.Options{Library: lib, Store: st, Simulators: sims, Policy: library.PromoteManual, Rules: gate.Rules{MaxEvidence: 12}})
		if err := g.Provision(ctx); err != nil {
			t.Fatal(err)
		}
		return g
	}
	g := bounded()
	d, eps := judged(g, candidate("a"))
	if len(eps) != 12 || d.Total+d.Unverifiable != 12 ||
		!strings.Contains(d.Reason, "on 12 of 30 linked episodes (3 recorded failures, the newest 3, 6 drawn at random; max_evidence 12)") {
		t.Fatalf("judged on %d episodes (%d+%d): %s; want 12 of 30, saying which", len(eps), d.Total, d.Unverifiable, d.Reason)
	}
	for _, id := range append([]string{"ev-002", "ev-009", "ev-015"}, ids[27:]...) {
		if !slices.Contains(eps, id) {
			t.Errorf("%s (a recorded failure or one of the newest) was not verified: %v", id, eps)
		}
	}
	for _, tag := range []string{"a", "b"} {
		if _, again := judged(g, candidate(tag)); !slices.Equal(again, eps) {
			t.Errorf("candidate %s against the same serving version drew %v, not %v", tag, again, eps)
		}
	}
	differs := false
	for _, tag := range []string{"c", "d", "e"} {
		_, other := judged(bounded(), candidate(tag))
		differs = differs || !slices.Equal(other, eps)
	}
	if !differs {
		t.Errorf("three gates of their own all drew the same episodes as the first: %v", eps)
	}

	all := gate.New(gate.Options{Library: lib, Store: st, Simulators: sims})
	if err := all.Provision(ctx); err != nil {
		t.Fatal(err)
	}
	d, eps = judged(all, candidate("f"))
	if len(eps) != 30 || strings.Contains(d.Reason, "linked episodes (") {
		t.Errorf("within the default bound: judged on %d episodes: %s; want all 30", len(eps), d.Reason)
	}
}
