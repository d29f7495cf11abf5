package gate_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hashicorp/go-hclog"
	"github.com/skillrun/skillrun/examples/minecraft/scenario"
	"github.com/skillrun/skillrun/examples/minecraft/voxel"
	"github.com/skillrun/skillrun/gate"
	"github.com/skillrun/skillrun/gate/gatetest"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/memory/memorytest"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/skills"
)

// TestProbation: a version promoted in place of another passed the
// episodes it was judged on, which its author could read; one written
// to pass exactly those fails in real use. Its first runs after
// promotion are judged against what the version it replaced did: 0 of 5
// against 5 of 5 rolls it back, recorded by "probation" with the counts,
// and the old file is back. A version that keeps up (4 of 5) stays, and
// once past its probation its runs cost no more reads. A version a
// person rolled back to is not on probation.
func TestProbation(t *testing.T) {
	stores(t, func(t *testing.T, spec, name string) {
		ctx := context.Background()
		dir, lib, st := openLibrary(t, spec, name)
		counted := &memorytest.Reads{Store: st}
		// Unverified replacements serve (calc acts on no world, so has no
		// evidence): the bar is then the old version's observed success.
		g := gate.New(gate.Options{Library: lib, Store: counted, Rules: gate.Rules{AllowUnverified: true}, Logger: hclog.New(&hclog.LoggerOptions{Level: hclog.Info, Output: testWriter{t}})})
		if err := g.Provision(ctx); err != nil {
			t.Fatal(err)
		}
		file := filepath.Join(dir, name+".go")
		serving, run := calcRuns(t, g, lib, name, "probation")
		v1 := serving()
		for range 5 {
			run(v1, true)
		}

		// A replacement that fails in real use: rolled back at its fifth run.
		d, err := g.Propose(ctx, library.Proposal{Source: []byte(calcV(name, 2)), Skill: name, Author: "agent-1"})
		if err != nil || !d.Promoted || serving() != d.Version {
			t.Fatalf("proposal = %+v, %v; want it promoted and serving", d, err)
		}
		v2 := d.Version
		for range 4 {
			run(v2, false)
		}
		if serving() != v2 {
			t.Fatalf("rolled back after 4 runs, fewer than observed_min_calls")
		}
		rolled := run(v2, false)
		if len(rolled) != 1 || rolled[0].Version != v1 || rolled[0].Status != memory.RolledBack {
			t.Errorf("the fifth failed run reports rollbacks %+v; want the one to %s", rolled, v1)
		}
		if got := serving(); got != v1 {
			t.Fatalf("after 0 of 5 real runs %s serves %s; want %s back", name, got, v1)
		}
		if b, _ := os.ReadFile(file); string(b) != calcV(name, 1) {
			t.Errorf("the library file is not the old version's source after probation:\n%s", b)
		}
		last, err := st.LatestDecision(ctx, name, memory.RolledBack)
		if err != nil {
			t.Fatal(err)
		}
		if last.Status != memory.RolledBack || last.Version != v1 || last.Old != v2 || last.Author != gate.ProbationAuthor ||
			!strings.Contains(last.Reason, "0 of 5 real runs") || !strings.Contains(last.Reason, "5 of 5") {
			t.Errorf("the decision = %+v; want rolled back to %s by probation, naming 0 of 5 against 5 of 5", last, v1)
		}
		// The demoted version's own newest decision says why.
		rej, err := st.LatestVersionDecision(ctx, v2)
		if err != nil || rej.Status != memory.Rejected || rej.Author != gate.ProbationAuthor || !strings.Contains(rej.Reason, "failed its probation") {
			t.Errorf("%s's newest decision = %+v, %v; want rejected by probation", v2, rej, err)
		}
		// A late run of the demoted version decides nothing more.
		if rolled := run(v2, false); len(rolled) != 0 {
			t.Errorf("a late run of the demoted version rolled back again: %+v", rolled)
		}
		if again, _ := st.LatestDecision(ctx, name); again.ID != rej.ID {
			t.Errorf("a run of the demoted version recorded another decision: %+v", again)
		}
		// Proposed again unchanged, it is refused without a judgement.
		if d, err := g.Propose(ctx, library.Proposal{Source: []byte(calcV(name, 2)), Skill: name, Author: "agent-1"}); err != nil || d.Promoted || d.Status != memory.Rejected || !strings.Contains(d.Reason, "failed its probation") {
			t.Errorf("the demoted version proposed again = %+v, %v; want rejected, naming its probation", d, err)
		}
		if serving() != v1 {
			t.Fatalf("proposing the demoted version again changed what serves")
		}

		// A replacement that keeps up stays; past its probation its runs
		// read nothing more.
		d, err = g.Propose(ctx, library.Proposal{Source: []byte(calcV(name, 3)), Skill: name, Author: "agent-1"})
		if err != nil || serving() != d.Version {
			t.Fatalf("proposal = %+v, %v; want it serving", d, err)
		}
		v3 := d.Version
		for i := range gate.DefaultProbationCalls + 1 {
			run(v3, i != 2) // 4 of 5 at first: within the margin
		}
		if serving() != v3 {
			t.Fatalf("a version within the margin was rolled back")
		}
		before := counted.EvidenceReads(v3)
		for range 10 {
			run(v3, true)
		}
		if extra := counted.EvidenceReads(v3) - before; extra != 0 {
			t.Errorf("10 runs after probation read the version's evidence %d times; want none", extra)
		}

		// Rolled back to by a person: not on probation.
		if _, err := g.RollbackAny(ctx, name, v2, "ops"); err != nil {
			t.Fatal(err)
		}
		for range 6 {
			run(v2, false)
		}
		if serving() != v2 {
			t.Errorf("a version a person chose was rolled back by probation")
		}
	})
}

// TestProbationRules: probation_calls below observed_min_calls would
// judge nothing; it is refused, as is a negative other than -1 (off).
func TestProbationRules(t *testing.T) {
	for _, r := range []gate.Rules{{ProbationCalls: 3}, {ProbationCalls: -2}} {
		if err := r.Validate(); !errors.Is(err, skills.ErrBadInput) || !strings.Contains(err.Error(), "probation_calls") {
			t.Errorf("%+v: %v; want bad input naming probation_calls", r, err)
		}
	}
	for _, r := range []gate.Rules{{ProbationCalls: -1}, {ProbationCalls: 5}, {ProbationCalls: 2, ObservedMinCalls: 2}} {
		if err := r.Validate(); err != nil {
			t.Errorf("%+v: %v", r, err)
		}
	}
}

// TestProbationAcrossInstances: two instances share one memory. A
// version promoted on A serves on B after B syncs; its runs on B fail,
// so B rolls it back, and A follows at its next sync. The runs on both
// count: two failures recorded on A and three on B make the five.
func TestProbationAcrossInstances(t *testing.T) {
	stores(t, func(t *testing.T, spec, name string) {
		ctx := context.Background()
		rules := gate.Rules{AllowUnverified: true}
		a := openInstance(t, spec, name, rules)
		b := openInstance(t, spec, name, rules)
		n := 0
		run := func(in *instance, ok bool) []library.Decision {
			t.Helper()
			n++
			cur, _ := in.lib.Get(name)
			ep := memory.Episode{ID: fmt.Sprintf("%s-across-%03d", name, n), Env: "calc", Task: name + ` {"x":1}`, Start: time.Now().UTC(), Success: &ok}
			inv := &skills.Invocation{Skill: name, Version: cur.Unit.Version()}
			rolled, err := in.g.RecordRun(ctx, gate.Run{Episode: ep, Invocation: inv, Sources: gate.ServingSources(in.lib, inv)})
			if err != nil {
				t.Fatal(err)
			}
			return rolled
		}
		v1, _ := a.lib.Get(name)
		for range 5 {
			run(a, true)
		}
		d, err := a.g.Propose(ctx, library.Proposal{Source: []byte(calcV(name, 2)), Skill: name, Author: "agent-a"})
		if err != nil || !d.Promoted {
			t.Fatalf("A: propose v2 = %+v, %v", d, err)
		}
		b.g.Sync(ctx)
		if cur, _ := b.lib.Get(name); cur.Unit.Version() != d.Version {
			t.Fatalf("B serves %s after sync; want %s", cur.Unit.Version(), d.Version)
		}
		run(a, false)
		run(a, false)
		run(b, false)
		run(b, false)
		if rolled := run(b, false); len(rolled) != 1 || rolled[0].Version != v1.Unit.Version() {
			t.Fatalf("B's fifth failed run of v2 (two on A) rolled back %+v; want to v1", rolled)
		}
		if cur, _ := b.lib.Get(name); cur.Unit.Version() != v1.Unit.Version() {
			t.Errorf("B serves %s after probation; want v1", cur.Unit.Version())
		}
		a.g.Sync(ctx)
		if cur, _ := a.lib.Get(name); cur.Unit.Version() != v1.Unit.Version() {
			t.Errorf("A serves %s after syncing B's probation; want v1", cur.Unit.Version())
		}
		if src, _ := os.ReadFile(filepath.Join(a.dir, name+".go")); string(src) != calcV(name, 1) {
			t.Errorf("A's file is not v1 after the sync")
		}
	})
}

// TestDetectorProbationOnFrames: a detector rewrite fitted to the frames
// it was judged on (it finds boxes up to 10 pixels wide, as they all
// were) keeps up with the serving version there, cropped too, and is
// promoted. The frames its first real runs saw, labelled by their
// renderer, show wider ones. Its callers succeed all the same, so the
// counts of outcomes would keep it: it is judged on those frames, beside
// the version it replaced on the same frames, and rolled back at the
// fifth run that saw labelled frames (a run that saw none does not
// count), recorded by probation with both versions' precision and
// recall. Each frame is scored once. A rewrite as good on them stays.
func TestDetectorProbationOnFrames(t *testing.T) {
	ctx := context.Background()
	w := linkedFrames(t, 0, gate.Rules{MinEvidence: 1, DetectorFloor: 0.9}, gatetest.RedBoxes("serving"),
		redFrame(t, image.Rect(2, 2, 9, 9)), redFrame(t, image.Rect(1, 1, 8, 7), image.Rect(12, 3, 19, 10)))
	serving := func() string { return w.serving(t) }
	run := func(version string, frames ...frameBytes) []library.Decision {
		t.Helper()
		return w.run(t, version, frames...)
	}
	// Wide boxes, a new frame each run (a frame seen twice is one frame).
	wide := func(i int) frameBytes { return redFrame(t, image.Rect(1+i%4, 2, 16+i%4, 6+i%3)) }
	v1 := serving()
	d := proposeRed(t, w.g, "drop wide")
	if d.Status != memory.Promoted || serving() != d.Version {
		t.Fatalf("drop wide: %s: %s; want promoted on the frames it was judged on", d.Status, d.Reason)
	}
	v2 := d.Version
	if rolled := run(v2); len(rolled) != 0 {
		t.Fatalf("a run without frames rolled back: %+v", rolled)
	}
	for i := range 4 {
		if rolled := run(v2, wide(i), wide(i+7)); len(rolled) != 0 || serving() != v2 {
			t.Fatalf("rolled back after %d runs with labelled frames, fewer than observed_min_calls: %+v", i+1, rolled)
		}
	}
	// Where it stands, as the skill's page and tool description show it.
	if p, err := w.g.ProbationOf(ctx, "red_boxes", v2); err != nil || !p.Detector || p.Frames == nil || p.Frames.Runs != 4 || p.Frames.Judged ||
		p.Frames.New.TP != 0 || p.Frames.Old.TP != 8 || !strings.Contains(p.FramesSummary, "On the labelled frames of 4 of its runs (8 frames; not judged yet)") {
		t.Errorf("ProbationOf after 4 runs with frames = %+v, %v; want a detector, 0 of 8 found against 8, not judged yet", p, err)
	}
	rolled := run(v2, wide(4), wide(11))
	if len(rolled) != 1 || rolled[0].Version != v1 || serving() != v1 {
		t.Fatalf("the fifth run with labelled frames reports %+v and %s serves; want rolled back to %s", rolled, serving(), v1)
	}
	last, err := w.st.LatestDecision(ctx, "red_boxes", memory.RolledBack)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"found 0 of 10 labelled objects (precision 1.00, recall 0.00) in 10 frames of 5 real runs", memory.ShortID(v1) + " found 10 (precision 1.00, recall 1.00)"} {
		if last.Author != gate.ProbationAuthor || last.Old != v2 || !strings.Contains(last.Reason, want) {
			t.Errorf("the decision = %+v; want a rollback by probation saying %q", last, want)
		}
	}
	if rej, err := w.st.LatestVersionDecision(ctx, v2); err != nil || rej.Status != memory.Rejected || rej.Author != gate.ProbationAuthor {
		t.Errorf("%s's newest decision = %+v, %v; want rejected by probation", v2, rej, err)
	}

	// v1 serves because probation restored it: a rewrite that passes the
	// gate stands trial on the labelled frames of v1's next real runs
	// before it serves. Another that finds nothing wide (its comment
	// differs) fails it at the fifth run with frames; v1 serves throughout.
	d = proposeRed(t, w.g, "keep narrow")
	if d.Status != memory.OnTrial || serving() != v1 || !strings.Contains(d.Reason, "on the labelled frames they observed") {
		t.Fatalf("keep narrow after the rollback: %s (%s), %s serves; want on trial, %s serving", d.Status, d.Reason, serving(), v1)
	}
	if tr, err := w.g.TrialOf(ctx, "red_boxes"); err != nil || !tr.On || tr.Version != d.Version || tr.Serving != v1 {
		t.Errorf("TrialOf = %+v, %v; want %s on trial in place of %s", tr, err, d.Version, v1)
	}
	if decided := run(v1); len(decided) != 0 {
		t.Fatalf("a run without frames decided the trial: %+v", decided)
	}
	for i := range 4 {
		if decided := run(v1, wide(i), wide(i+6)); len(decided) != 0 || serving() != v1 {
			t.Fatalf("the trial decided after %d runs with frames: %+v", i+1, decided)
		}
	}
	decided := run(v1, wide(4), wide(10))
	if len(decided) != 1 || decided[0].Status != memory.Rejected || decided[0].Version != d.Version || serving() != v1 ||
		!strings.Contains(decided[0].Reason, "failed its trial: on the labelled frames of "+memory.ShortID(v1)+"'s 5 real runs since it went on trial (10 frames), "+memory.ShortID(d.Version)+" found 0 of 10 labelled objects") {
		t.Fatalf("the fifth run with frames decided %+v, %s serves; want keep narrow rejected, %s serving", decided, serving(), v1)
	}
	if tr, err := w.g.TrialOf(ctx, "red_boxes"); err != nil || tr.On {
		t.Errorf("TrialOf after the rejection = %+v, %v; want none open", tr, err)
	}

	// A rewrite as good on what real use shows passes its trial, and then
	// stays past its judgement.
	d = proposeRed(t, w.g, "same boxes, new comment")
	if d.Status != memory.OnTrial {
		t.Fatalf("same boxes: %s: %s; want on trial", d.Status, d.Reason)
	}
	for i := range 4 {
		if decided := run(v1, wide(i+1), wide(i+7)); len(decided) != 0 || serving() != v1 {
			t.Fatalf("the trial decided after %d runs with frames: %+v", i+1, decided)
		}
	}
	decided = run(v1, wide(5), wide(11))
	if len(decided) != 1 || decided[0].Status != memory.Promoted || serving() != d.Version ||
		!strings.Contains(decided[0].Reason, "promoted: passed its trial: on the labelled frames of "+memory.ShortID(v1)+"'s 5 real runs since it went on trial (10 frames), "+memory.ShortID(d.Version)+" found 10 of 10") {
		t.Fatalf("the fifth run with frames decided %+v, %s serves; want the rewrite promoted", decided, serving())
	}
	for i := range 7 {
		if rolled := run(d.Version, wide(i), wide(i+3)); len(rolled) != 0 || serving() != d.Version {
			t.Fatalf("a rewrite as good as the old version was rolled back at run %d: %+v", i+1, rolled)
		}
	}
}

// TestProbationBackToPersonsRollback: a version that served only because
// a person rolled back to it (no gate let it through, so an agent may not
// roll back to it) is still what probation returns to when the version
// promoted in its place fails in real use: it served until then.
func TestProbationBackToPersonsRollback(t *testing.T) {
	stores(t, func(t *testing.T, spec, name string) {
		ctx := context.Background()
		_, lib, st := openLibrary(t, spec, name)
		g := gate.New(gate.Options{Library: lib, Store: st, Rules: gate.Rules{AllowUnverified: true}, Logger: hclog.New(&hclog.LoggerOptions{Level: hclog.Warn, Output: testWriter{t}})})
		if err := g.Provision(ctx); err != nil {
			t.Fatal(err)
		}
		if err := g.RecordFound(ctx); err != nil {
			t.Fatal(err)
		}
		serving, run := calcRuns(t, g, lib, name, "persons")
		// A person serves a version memory holds without a decision.
		src := calcV(name, 5)
		u, err := check.Check(name+".go", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		if err := st.PutVersion(ctx, memory.SkillVersion{Skill: name, ID: u.Version(), Kind: u.Manifest.Kind, Source: src, Author: "ops", Created: time.Now().UTC()}); err != nil {
			t.Fatal(err)
		}
		if _, err := g.RollbackAny(ctx, name, u.Version(), "ops"); err != nil || serving() != u.Version() {
			t.Fatalf("RollbackAny = %v; %s serves", err, serving())
		}
		for range 5 {
			run(u.Version(), true)
		}
		d, err := g.Propose(ctx, library.Proposal{Source: []byte(calcV(name, 2)), Skill: name, Author: "agent-1"})
		if err != nil || !d.Promoted {
			t.Fatalf("proposal = %+v, %v; want it promoted", d, err)
		}
		var rolled []library.Decision
		for range 5 {
			rolled = run(d.Version, false)
		}
		if len(rolled) != 1 || rolled[0].Version != u.Version() || serving() != u.Version() {
			t.Errorf("after 0 of 5 real runs: rollbacks %+v, %s serves; want probation's rollback to %s", rolled, serving(), u.Version())
		}
	})
}

// calcRuns returns, for calc skill name served by lib and judged by g,
// the version it serves, and a recorder of a real run of a version (its
// episode's id named after what), which returns the rollbacks it caused.
func calcRuns(t *testing.T, g *gate.Gate, lib *library.Library, name, what string) (serving func() string, run func(version string, ok bool) []library.Decision) {
	n := 0
	serving = func() string {
		t.Helper()
		s, err := lib.Get(name)
		if err != nil {
			t.Fatal(err)
		}
		return s.Unit.Version()
	}
	run = func(version string, ok bool) []library.Decision {
		t.Helper()
		n++
		ep := memory.Episode{ID: fmt.Sprintf("%s-%s-%03d", name, what, n), Env: "calc", Task: name + ` {"x":1}`, Start: time.Now().UTC(), Success: &ok}
		if !ok {
			ep.Reason = "the world said no"
		}
		// The serving version's source, as a server names it for
		// versions memory has not recorded yet.
		inv := &skills.Invocation{Skill: name, Version: version}
		rolled, err := g.RecordRun(context.Background(), gate.Run{Episode: ep, Invocation: inv, Sources: gate.ServingSources(lib, inv)})
		if err != nil {
			t.Fatal(err)
		}
		return rolled
	}
	return serving, run
}

// TestProbationDoesNotExcusePartialRuns: a failed real run is excused
// when the replaced version, re-simulated, fails it too (a caller asked
// the impossible). A run recorded with only the box around the player (a
// free session's) re-simulates on the simulator's terrain past the box,
// where the replaced version may fail for want of the rest of the world:
// its failure there excuses nothing, so five such failed runs roll the
// rewrite back, where five of a scene's are excused.
func TestProbationDoesNotExcusePartialRuns(t *testing.T) {
	for _, partial := range []bool{false, true} {
		t.Run(map[bool]string{false: "scene", true: "around the player"}[partial], func(t *testing.T) {
			ctx := context.Background()
			lib, _, cur, g, orig := lavaGapGate(t)
			v1 := cur.Unit.Version()
			d, err := g.Propose(ctx, library.Proposal{Source: []byte(string(orig) + "\n// Reworded.\n"), Author: "honest"})
			if err != nil || !d.Promoted {
				t.Fatalf("the rewrite: %+v, %v; want promoted", d, err)
			}
			sc, err := scenario.Get("ravine")
			if err != nil {
				t.Fatal(err)
			}
			sc.Args = json.RawMessage(`{"blocks": 4, "block": "diamond_block"}`) // nobody carries one
			var rolled []library.Decision
			for i := range 5 {
				ver := servingBridge(t, lib)
				rec, err := scenario.Record(ctx, voxel.New(voxel.Options{}), sc, scenario.LibraryRunner(lib), scenario.Options{ID: fmt.Sprintf("impossible-%d", i), Version: ver})
				if err != nil {
					t.Fatal(err)
				}
				if rec.Episode.Success == nil || *rec.Episode.Success {
					t.Fatalf("bridging with a block nobody carries succeeded")
				}
				if partial {
					var snap scenario.Snapshot
					if err := json.Unmarshal(rec.Episode.Snapshot, &snap); err != nil {
						t.Fatal(err)
					}
					snap.Scenario = scenario.PlayerScene
					if rec.Episode.Snapshot, err = json.Marshal(snap); err != nil {
						t.Fatal(err)
					}
				}
				if rolled, err = g.RecordRun(ctx, gate.Run{Episode: rec.Episode, Invocation: &skills.Invocation{Skill: "bridge_north", Version: ver}}); err != nil {
					t.Fatal(err)
				}
			}
			serving := servingBridge(t, lib)
			switch {
			case partial && (len(rolled) != 1 || serving != v1):
				t.Errorf("five failed runs recorded around the player: rollbacks %+v, %s serves; want the rewrite rolled back to %s", rolled, serving, v1)
			case !partial && (len(rolled) != 0 || serving != d.Version):
				t.Errorf("five impossible runs in a scene: rollbacks %+v, %s serves; want them excused and the rewrite serving", rolled, serving)
			}
		})
	}
}
