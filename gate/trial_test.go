package gate_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/examples/minecraft/scenario"
	"github.com/skillrun/skillrun/gate"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
)

// TestTrialAfterProbation: a replacement written to pass the evidence its
// author could read passes the gate, and probation rolls it back only
// after it has failed real runs; the next one may be the same trick
// again, and each round cost callers as many failed runs. Once probation
// has restored a version, a candidate that passes the gate is on trial
// (memory.OnTrial) and does not serve: the serving version's next real
// runs are re-simulated with it. One that gives up past five blocks
// (its evidence: lava-gap runs of five) fails its trial on ravine runs of
// six, and is rejected with the counts while the serving version served
// every run; one as good as the serving version is promoted at its
// fifth run, and the version after it is promoted at once.
func TestTrialAfterProbation(t *testing.T) {
	ctx := context.Background()
	lib, st, cur, _, sims := bridgeEvidence(t, 4, []string{"lava_gap"}, nil)
	g := gate.New(gate.Options{Library: lib, Store: st, Simulators: sims})
	if err := g.Provision(ctx); err != nil {
		t.Fatal(err)
	}
	v1 := cur.Unit.Version()
	serving := func() string { return servingBridge(t, lib) }
	// v1 serves because probation restored it (its replacement failed in
	// real use).
	restoredByProbation(t, st, v1)
	orig, err := os.ReadFile(cur.Unit.File)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	// realRun records a run of the serving version on the ravine (six
	// blocks) as a server does, and returns what probation and trials
	// decided on it.
	simulable := true
	realRun := func() []library.Decision {
		t.Helper()
		n++
		rec, ver := ravineRun(t, lib, fmt.Sprintf("real-%02d", n))
		if rec.Episode.Success == nil || !*rec.Episode.Success {
			t.Fatalf("the serving version failed the ravine: %s", rec.Err)
		}
		if !simulable {
			rec.Episode.Snapshot = nil // as the live server records them
		}
		ds, err := g.RecordRun(ctx, gate.Run{Episode: rec.Episode, Invocation: &skills.Invocation{Skill: "bridge_north", Version: ver}})
		if err != nil {
			t.Fatal(err)
		}
		return ds
	}

	// A candidate that gives up past five blocks: every lava-gap episode
	// passes, so the gate accepts it, and it goes on trial.
	fitted := strings.Replace(string(orig), "	if args.Block == \"\" {", "	if args.Blocks > 5 {\n\t\treturn nil, fmt.Errorf(\"too far\")\n\t}\n	if args.Block == \"\" {", 1)
	d, err := g.Propose(ctx, library.Proposal{Source: []byte(fitted), Author: "agent-3"})
	if err != nil {
		t.Fatal(err)
	}
	if d.Status != memory.OnTrial || d.Promoted || serving() != v1 ||
		!strings.Contains(d.Reason, "on trial: verified 4/4; "+memory.ShortID(v1)+" serves because probation restored it") {
		t.Fatalf("the fitted candidate: %s (promoted %v), serving %s: %s; want on trial, %s serving", d.Status, d.Promoted, serving(), d.Reason, v1)
	}
	if b, _ := os.ReadFile(cur.Unit.File); string(b) != string(orig) {
		t.Error("a candidate on trial was written to the library file")
	}
	if tr, err := g.TrialOf(ctx, "bridge_north"); err != nil || !tr.On || tr.Version != d.Version || tr.Serving != v1 || tr.Author != "agent-3" || tr.Of != 5 {
		t.Errorf("TrialOf = %+v, %v; want the fitted candidate on trial in place of %s, 5 runs", tr, err, v1)
	}
	for i := range 4 {
		if ds := realRun(); len(ds) != 0 {
			t.Fatalf("run %d decided %+v before the trial's five runs", i+1, ds)
		}
	}
	ds := realRun()
	if len(ds) != 1 || ds[0].Status != memory.Rejected || ds[0].Version != d.Version ||
		!strings.Contains(ds[0].Reason, fmt.Sprintf("failed its trial: %s succeeded in 0 of %s's 5 real runs since it went on trial, re-simulated, where %s succeeded in 5",
			memory.ShortID(d.Version), memory.ShortID(v1), memory.ShortID(v1))) {
		t.Fatalf("the fifth run decided %+v; want the fitted candidate rejected with the counts", ds)
	}
	if serving() != v1 {
		t.Fatalf("after its failed trial %s serves", serving())
	}
	if tr, err := g.TrialOf(ctx, "bridge_north"); err != nil || tr.On {
		t.Errorf("after the trial, TrialOf = %+v, %v; want none open", tr, err)
	}
	if last, err := st.LatestVersionDecision(ctx, d.Version); err != nil || last.Status != memory.Rejected || !strings.Contains(last.Reason, "failed its trial") {
		t.Errorf("the fitted candidate's newest decision: %+v, %v", last, err)
	}

	// Another instance (or this one restarted) does not judge the trial
	// again on the next run.
	g2 := gate.New(gate.Options{Library: lib, Store: st, Simulators: sims})
	if err := g2.Provision(ctx); err != nil {
		t.Fatal(err)
	}
	first := g
	g = g2 // realRun records through g
	if ds := realRun(); len(ds) != 0 {
		t.Errorf("a gate started after the trial judged it again: %+v", ds)
	}
	g = first

	// A time bomb: as v1 until a moment after it is proposed, then it spins
	// (its own timeout 1s). It passes the gate; its re-simulations of the
	// real runs after that moment never end, where the serving version's
	// runs did, and count as failed (they went unweighed, and a trial left
	// unjudged ended in a promotion).
	bomb := time.Now().Add(4 * time.Second)
	spinner := strings.Replace(string(orig), "	if args.Block == \"\" {", fmt.Sprintf("	for n := 0; time.Now().UnixNano() > %d; n++ {\n\t}\n	if args.Block == \"\" {", bomb.UnixNano()), 1)
	spinner = strings.Replace(spinner, "//skillrun:tags", "//skillrun:timeout 1s\n//skillrun:tags", 1)
	spinner = strings.Replace(spinner, "import (\n", "import (\n\t\"time\"\n", 1)
	d, err = g.Propose(ctx, library.Proposal{Source: []byte(spinner), Author: "agent-4"})
	if err != nil || d.Status != memory.OnTrial {
		t.Fatalf("the time bomb: %+v, %v; want on trial", d, err)
	}
	time.Sleep(time.Until(bomb))
	for i := range 4 {
		if ds := realRun(); len(ds) != 0 {
			t.Fatalf("run %d decided %+v before the time bomb's trial's five runs", i+1, ds)
		}
	}
	if ds = realRun(); len(ds) != 1 || ds[0].Status != memory.Rejected || ds[0].Version != d.Version ||
		!strings.Contains(ds[0].Reason, fmt.Sprintf("failed its trial: %s succeeded in 0 of %s's 5 real runs", memory.ShortID(d.Version), memory.ShortID(v1))) {
		t.Fatalf("the fifth run of the time bomb's trial decided %+v; want it rejected", ds)
	}

	// A candidate as good as v1: on trial, then promoted at its fifth run.
	good := string(orig) + "\n// Checked again.\n"
	d, err = g.Propose(ctx, library.Proposal{Source: []byte(good), Author: "agent-3"})
	if err != nil || d.Status != memory.OnTrial {
		t.Fatalf("the good candidate: %+v, %v; want on trial", d, err)
	}
	for range 4 {
		if ds := realRun(); len(ds) != 0 {
			t.Fatalf("decided %+v before the trial's five runs", ds)
		}
	}
	ds = realRun()
	if len(ds) != 1 || !ds[0].Promoted || ds[0].Status != memory.Promoted || ds[0].Version != d.Version || ds[0].Author != "agent-3" ||
		!strings.Contains(ds[0].Reason, fmt.Sprintf("promoted: passed its trial: %s succeeded in 5 of %s's 5 real runs", memory.ShortID(d.Version), memory.ShortID(v1))) {
		t.Fatalf("the fifth run decided %+v; want the good candidate promoted", ds)
	}
	if serving() != d.Version {
		t.Fatalf("after its trial %s serves, not %s", serving(), d.Version)
	}
	if b, _ := os.ReadFile(cur.Unit.File); string(b) != good {
		t.Error("the promoted candidate is not in the library file")
	}
	// The version it replaced was not restored by probation: the next
	// candidate is promoted at once.
	d, err = g.Propose(ctx, library.Proposal{Source: []byte(good + "// And again.\n"), Author: "agent-3"})
	if err != nil || !d.Promoted {
		t.Fatalf("the next candidate: %+v, %v; want promoted at once", d, err)
	}

	// A trial no world can re-simulate (runs without snapshots) ends after
	// probation's length as before trials: promoted, on probation.
	if err := st.RecordDecision(ctx, memory.Decision{ID: "d-restored-2", Skill: "bridge_north", Version: serving(), Old: "0e0e0e0e0e0e0e0e", Status: memory.RolledBack,
		Author: gate.ProbationAuthor, Time: time.Now(), Reason: "on probation, 0e0e0e0e0e0e succeeded in 0 of 5 real runs"}); err != nil {
		t.Fatal(err)
	}
	d, err = g.Propose(ctx, library.Proposal{Source: []byte(good + "// Once more.\n"), Author: "agent-3"})
	if err != nil || d.Status != memory.OnTrial {
		t.Fatalf("a candidate after the second restoration: %+v, %v; want on trial", d, err)
	}
	simulable = false
	for i := range 20 {
		if ds := realRun(); len(ds) != 0 {
			t.Fatalf("run %d without a snapshot decided %+v", i+1, ds)
		}
	}
	ds = realRun()
	if len(ds) != 1 || ds[0].Status != memory.Promoted || ds[0].Version != d.Version || !strings.Contains(ds[0].Reason, "its trial could not be judged: fewer than 5 of") {
		t.Errorf("the 21st run without a snapshot decided %+v; want the candidate promoted, its trial unjudged", ds)
	}
}

// TestTrialSkipsRunsTheSimulatorDoesNotHold: a real run whose snapshot
// the simulator cannot reproduce it from (a free session's box around the
// player that missed part of what the run reached; here, a recorded
// success whose restored player holds no blocks) weighed a candidate's
// re-simulation against the serving version's real success: an honest
// candidate, failing there as the serving version would, lost its trial.
// Such a run is now re-simulated with the serving version first, and
// counts for nothing when that does not end as the real run did.
func TestTrialSkipsRunsTheSimulatorDoesNotHold(t *testing.T) {
	ctx := context.Background()
	lib, st, cur, g, orig := lavaGapGate(t)
	restoredByProbation(t, st, cur.Unit.Version())
	d, err := g.Propose(ctx, library.Proposal{Source: []byte(string(orig) + "\n// Honest.\n"), Author: "agent-3"})
	if err != nil || d.Status != memory.OnTrial {
		t.Fatalf("the candidate: %+v, %v; want on trial", d, err)
	}
	for i := range 6 {
		rec, ver := ravineRun(t, lib, fmt.Sprintf("unheld-%02d", i))
		var snap scenario.Snapshot
		if err := json.Unmarshal(rec.Episode.Snapshot, &snap); err != nil {
			t.Fatal(err)
		}
		snap.Start.Player.Inventory = map[string]int{}
		if rec.Episode.Snapshot, err = json.Marshal(snap); err != nil {
			t.Fatal(err)
		}
		ds, err := g.RecordRun(ctx, gate.Run{Episode: rec.Episode, Invocation: &skills.Invocation{Skill: "bridge_north", Version: ver}})
		if err != nil {
			t.Fatal(err)
		}
		if len(ds) != 0 {
			t.Fatalf("run %d, which the simulator does not hold, decided %+v; want the trial left open", i+1, ds)
		}
	}
	if tr, err := g.TrialOf(ctx, "bridge_north"); err != nil || !tr.On || tr.Version != d.Version {
		t.Errorf("TrialOf = %+v, %v; want the candidate still on trial", tr, err)
	}
}
