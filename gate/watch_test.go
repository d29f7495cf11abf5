package gate_test

import (
	"context"
	"fmt"
	"image"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/gate"
	"github.com/skillrun/skillrun/gate/gatetest"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/memory/memorytest"
	"github.com/skillrun/skillrun/skills"
)

// TestWatchAfterProbation: a rewrite that behaves as the serving version
// until a date a little after its probation (skills may read the clock),
// then gives up, passed the gate, served its probation and failed every
// run after it, for good. A version past its probation is now watched in
// windows of probation_calls runs, held to the same bar: the bomb serves
// its probation and a first window, then is rolled back at the fifth
// failed run of the window after the date, by probation, naming the
// watch; its failed runs are real ravine runs the replaced version, re-
// simulated, still bridges, so none is excused. Counting costs one
// count of its links a window.
func TestWatchAfterProbation(t *testing.T) {
	ctx := context.Background()
	lib, st, cur, _, sims := bridgeEvidence(t, 4, []string{"lava_gap"}, nil)
	counted := &memorytest.Reads{Store: st}
	g := gate.New(gate.Options{Library: lib, Store: counted, Simulators: sims, Rules: gate.Rules{ProbationCalls: 5}})
	if err := g.Provision(ctx); err != nil {
		t.Fatal(err)
	}
	v1 := cur.Unit.Version()
	serving := func() string { return servingBridge(t, lib) }
	realRun := ravineRunner(t, lib, "watched", func() *gate.Gate { return g })
	orig, bomb, date, d := promoteBomb(t, g, lib, cur, realRun)
	// Its probation, and a first window after it: all well.
	for i := range 10 {
		ok, ds := realRun()
		if !ok || len(ds) != 0 {
			t.Fatalf("run %d before the date: success %v, decisions %+v (the date came too soon: a slow machine?)", i+1, ok, ds)
		}
	}
	if time.Now().After(date) {
		t.Fatal("the date passed during the runs before it: a slow machine; the test proves nothing")
	}
	if p, err := g.ProbationOf(ctx, "bridge_north", d.Version); err != nil || p.On || !p.Watched || p.WatchSince.IsZero() || p.Of != 5 {
		t.Fatalf("after ten runs ProbationOf = %+v, %v; want it past its probation, watched in windows of 5", p, err)
	} else {
		t.Logf("after ten runs: watched since %v, %d runs counted", p.WatchSince, p.WatchRuns)
	}
	time.Sleep(time.Until(date) + 100*time.Millisecond)
	before := counted.EvidenceReads(d.Version)
	for i := range 4 {
		if ok, ds := realRun(); ok || len(ds) != 0 {
			t.Fatalf("failed run %d after the date: success %v, decisions %+v; want a failure and nothing decided yet", i+1, ok, ds)
		}
	}
	if reads := counted.EvidenceReads(d.Version) - before; reads != 0 {
		t.Errorf("four runs inside a window read or counted the version's evidence %d times; want none", reads)
	}
	_, ds := realRun()
	if len(ds) != 1 || ds[0].Status != memory.RolledBack || ds[0].Version != v1 ||
		!strings.Contains(ds[0].Reason, fmt.Sprintf("watched after its probation, %s succeeded in 0 of 5 real runs since", memory.ShortID(d.Version))) {
		t.Fatalf("the window's fifth failed run decided %+v; want %s back, naming the watch", ds, v1)
	}
	if serving() != v1 {
		t.Fatalf("after the watch's rollback %s serves", serving())
	}
	if b, _ := os.ReadFile(cur.Unit.File); string(b) != orig {
		t.Error("the library file is not the restored version's source")
	}
	// The bomb proposed again is refused without a judgement.
	if d2, err := g.Propose(ctx, library.Proposal{Source: []byte(bomb), Author: "agent-7"}); err != nil || d2.Promoted || !strings.Contains(d2.Reason, "failed its probation") {
		t.Errorf("the bomb again: %+v, %v; want refused", d2, err)
	}
}

// TestDetectorWatchedOnFrames: a detector rewrite that finds what the
// serving version finds until a date a little after its probation, then
// nothing, served on: its callers' outcomes stay good (they fall back on
// something else), and nothing judged it past its probation. Watched, its
// windows are judged on the labelled frames their runs saw, beside the
// version it replaced: it serves its probation and a window, and is
// rolled back at the fifth run with frames after the date, naming the
// frames.
func TestDetectorWatchedOnFrames(t *testing.T) {
	ctx := context.Background()
	w := linkedFrames(t, 0, gate.Rules{MinEvidence: 1, DetectorFloor: 0.9, ProbationCalls: 5}, gatetest.RedBoxes("serving"),
		redFrame(t, image.Rect(2, 2, 9, 9)), redFrame(t, image.Rect(1, 1, 8, 7), image.Rect(12, 3, 19, 10)))
	serving := func() string { return w.serving(t) }
	v1 := serving()
	// Two boxes a frame, each a new frame (a frame seen twice is one frame).
	boxes := func(i int) frameBytes {
		return redFrame(t, image.Rect(1+i%5, 1, 7+i%5, 8), image.Rect(13, 1+i%3, 19+i%4, 10))
	}
	date := time.Now().Add(5 * time.Second)
	src := strings.Replace(gatetest.RedBoxes("until a date"), `import "github.com/skillrun/skillrun/detectors"`, "import (\n\t\"time\"\n\n\t\"github.com/skillrun/skillrun/detectors\"\n)", 1)
	src = strings.Replace(src, "\tm, err := detectors.MaskRGB", fmt.Sprintf("\tif time.Now().UnixNano() > %d {\n\t\treturn nil, nil\n\t}\n\tm, err := detectors.MaskRGB", date.UnixNano()), 1)
	d, err := w.g.Propose(ctx, library.Proposal{Source: []byte(src), Author: "agent-9"})
	if err != nil || d.Status != memory.Promoted || serving() != d.Version {
		t.Fatalf("the bomb: %+v, %v; want promoted", d, err)
	}
	for i := range 10 {
		if rolled := w.run(t, d.Version, boxes(i), boxes(i+5)); len(rolled) != 0 {
			t.Fatalf("run %d before the date decided %+v", i+1, rolled)
		}
	}
	if time.Now().After(date) {
		t.Fatal("the date passed during the runs before it: a slow machine; the test proves nothing")
	}
	time.Sleep(time.Until(date) + 100*time.Millisecond)
	for i := range 4 {
		if rolled := w.run(t, d.Version, boxes(i+20), boxes(i+30)); len(rolled) != 0 {
			t.Fatalf("run %d after the date decided %+v; want nothing before the window's fifth", i+1, rolled)
		}
	}
	rolled := w.run(t, d.Version, boxes(40), boxes(41))
	if len(rolled) != 1 || rolled[0].Version != v1 || serving() != v1 ||
		!strings.Contains(rolled[0].Reason, "watched after its probation, "+memory.ShortID(d.Version)+" found 0 of ") ||
		!strings.Contains(rolled[0].Reason, "(precision 1.00, recall 0.00) in 10 frames of 5 real runs since") ||
		!strings.Contains(rolled[0].Reason, "where "+memory.ShortID(v1)+" found") || !strings.Contains(rolled[0].Reason, "(precision 1.00, recall 1.00): short by more than 0.20") {
		t.Fatalf("the window's fifth run decided %+v, %s serves; want %s back, naming the frames", rolled, serving(), v1)
	}
}

// TestWatchResumesAfterRestart: the watch counts a window in the gate's
// memory, so a restart gave a version past its probation a fresh window
// of runs, and a server restarted more often than a window never judged
// it. A gate that finds a version past its probation it was not watching
// judges the last window's runs the store holds at once: a good version
// serves on (and is watched), the bomb is rolled back at the first run
// after the restart, not five runs later.
func TestWatchResumesAfterRestart(t *testing.T) {
	ctx := context.Background()
	lib, st, cur, _, sims := bridgeEvidence(t, 4, []string{"lava_gap"}, nil)
	start := func() *gate.Gate {
		g := gate.New(gate.Options{Library: lib, Store: st, Simulators: sims, Rules: gate.Rules{ProbationCalls: 5}})
		if err := g.Provision(ctx); err != nil {
			t.Fatal(err)
		}
		return g
	}
	g := start()
	v1 := cur.Unit.Version()
	serving := func() string { return servingBridge(t, lib) }
	realRun := ravineRunner(t, lib, "resumed", func() *gate.Gate { return g })
	_, _, date, d := promoteBomb(t, g, lib, cur, realRun)
	for i := range 7 {
		if ok, ds := realRun(); !ok || len(ds) != 0 {
			t.Fatalf("run %d before the date: success %v, decisions %+v (the date came too soon: a slow machine?)", i+1, ok, ds)
		}
	}
	// A restart while all is well: the last window is judged, and kept.
	g = start()
	if ok, ds := realRun(); !ok || len(ds) != 0 || serving() != d.Version {
		t.Fatalf("the first run after a restart, before the date: success %v, decisions %+v; want nothing decided", ok, ds)
	}
	if p, err := g.ProbationOf(ctx, "bridge_north", d.Version); err != nil || p.On || !p.Watched {
		t.Fatalf("after a restart ProbationOf = %+v, %v; want it watched", p, err)
	}
	if time.Now().After(date) {
		t.Fatal("the date passed during the runs before it: a slow machine; the test proves nothing")
	}
	time.Sleep(time.Until(date) + 100*time.Millisecond)
	for i := range 3 {
		if ok, ds := realRun(); ok || len(ds) != 0 {
			t.Fatalf("failed run %d after the date: success %v, decisions %+v; want a failure and nothing decided yet", i+1, ok, ds)
		}
	}
	// A restart: the next run judges the last five the store holds (one
	// good, four failed), not a fresh window.
	g = start()
	_, ds := realRun()
	if len(ds) != 1 || ds[0].Status != memory.RolledBack || ds[0].Version != v1 ||
		!strings.Contains(ds[0].Reason, fmt.Sprintf("watched after its probation, %s succeeded in 1 of 5 real runs since", memory.ShortID(d.Version))) {
		t.Fatalf("the first run after the restart decided %+v; want %s back, naming the watch", ds, v1)
	}
	if serving() != v1 {
		t.Fatalf("after the rollback %s serves", serving())
	}
}

// ravineRunner returns a function that records a real run of the serving
// bridge_north on the ravine through the gate g returns, as a server
// does, and returns whether it succeeded and what the gate decided on it.
func ravineRunner(t *testing.T, lib *library.Library, prefix string, g func() *gate.Gate) func() (bool, []library.Decision) {
	n := 0
	return func() (bool, []library.Decision) {
		t.Helper()
		n++
		rec, ver := ravineRun(t, lib, fmt.Sprintf("%s-%02d", prefix, n))
		ds, err := g().RecordRun(context.Background(), gate.Run{Episode: rec.Episode, Invocation: &skills.Invocation{Skill: "bridge_north", Version: ver}})
		if err != nil {
			t.Fatal(err)
		}
		return rec.Episode.Success != nil && *rec.Episode.Success, ds
	}
}

// givesUpAt returns bridge_north's source (src) changed to behave as it
// does until date, then fail every run.
func givesUpAt(src string, date time.Time) string {
	src = strings.Replace(src, "\t\"fmt\"\n", "\t\"fmt\"\n\t\"time\"\n", 1)
	return strings.Replace(src, "	if args.Block == \"\" {", fmt.Sprintf("	if time.Now().UnixNano() > %d {\n\t\treturn nil, fmt.Errorf(\"not today\")\n\t}\n	if args.Block == \"\" {", date.UnixNano()), 1)
}

// promoteBomb records five good real runs of the serving bridge_north
// (cur), then proposes through g a rewrite that behaves as it does until
// twenty seconds from now (room for the gate's judgement and ten runs on
// a loaded machine), then gives up; it returns the serving source, the
// bomb's, its date and its promotion.
func promoteBomb(t *testing.T, g *gate.Gate, lib *library.Library, cur *library.Skill, realRun func() (bool, []library.Decision)) (string, string, time.Time, library.Decision) {
	t.Helper()
	for range 5 {
		if ok, _ := realRun(); !ok {
			t.Fatal("the serving version failed the ravine")
		}
	}
	orig, err := os.ReadFile(cur.Unit.File)
	if err != nil {
		t.Fatal(err)
	}
	date := time.Now().Add(20 * time.Second)
	bomb := givesUpAt(string(orig), date)
	d, err := g.Propose(context.Background(), library.Proposal{Source: []byte(bomb), Author: "agent-7"})
	if err != nil || !d.Promoted || servingBridge(t, lib) != d.Version {
		t.Fatalf("the bomb: %+v, %v; want it promoted", d, err)
	}
	return string(orig), bomb, date, d
}
