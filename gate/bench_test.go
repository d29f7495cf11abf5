package gate_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/gate"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
)

// BenchmarkGate100: the gate's time for one bridge_north candidate with
// 100 linked episodes (recorded lava-gap and ravine runs), each verified by
// re-simulation and replay; the serving version's verdicts come from its
// stored run after the first candidate. Sub-benchmarks: a candidate that
// passes every episode (promoted) and one that fails them (rejected).
func BenchmarkGate100(b *testing.B) {
	ctx := context.Background()
	lib, st, cur, _, sims := bridgeEvidence(b, 100, []string{"lava_gap", "ravine"}, nil)
	g := gate.New(gate.Options{Library: lib, Store: st, Simulators: sims, Policy: library.PromoteManual})
	if err := g.Provision(ctx); err != nil {
		b.Fatal(err)
	}
	orig, _ := os.ReadFile(cur.Unit.File)
	for _, bc := range []struct{ name, old, new string }{
		{"passes", "// Bridge north over a gap, one block at a time.", "// Bridge north over a gap, one block at a time (again)."},
		{"fails", `"z": z - 1}})`, `"z": z - 2}})`},
	} {
		b.Run(bc.name, func(b *testing.B) {
			n := 0
			for b.Loop() {
				n++
				// A new version each time (the comment differs), so nothing is
				// cached but the episodes and the serving version's run.
				src := strings.Replace(string(orig), bc.old, bc.new, 1) + fmt.Sprintf("\n// iteration %d\n", n)
				d, err := g.Propose(ctx, library.Proposal{Source: []byte(src), Author: "bench"})
				if err != nil {
					b.Fatal(err)
				}
				if n == 1 {
					b.Logf("%s: %s: %.300s", bc.name, d.Status, d.Reason)
				}
				if d.Total+d.Unverifiable != 100 {
					b.Fatalf("verified on %d episodes; want 100: %s", d.Total, d.Reason)
				}
			}
		})
	}
}

// BenchmarkGateEvidence: the gate's time for one bridge_north candidate
// with 400 linked episodes, verifying at most max_evidence of them (the
// default 200: the recorded failures, the newest and a draw) and all of
// them (-1). Each iteration is a new version (nothing cached but the
// episodes, and the serving version's run after the first).
func BenchmarkGateEvidence(b *testing.B) {
	ctx := context.Background()
	lib, st, cur, _, sims := bridgeEvidence(b, 400, []string{"lava_gap", "ravine"}, nil)
	orig, _ := os.ReadFile(cur.Unit.File)
	for _, bc := range []struct {
		name string
		max  int
		want int
	}{{"max_evidence=200", 0, 200}, {"all", -1, 400}} {
		b.Run(bc.name, func(b *testing.B) {
			g := gate.New(gate.Options{Library: lib, Store: st, Simulators: sims, Policy: library.PromoteManual, Rules: gate.Rules{MaxEvidence: bc.max}})
			if err := g.Provision(ctx); err != nil {
				b.Fatal(err)
			}
			n := 0
			for b.Loop() {
				n++
				src := string(orig) + fmt.Sprintf("\n// %s, iteration %d\n", bc.name, n)
				d, err := g.Propose(ctx, library.Proposal{Source: []byte(src), Author: "bench"})
				if err != nil {
					b.Fatal(err)
				}
				if d.Total+d.Unverifiable != bc.want {
					b.Fatalf("verified on %d episodes; want %d: %s", d.Total+d.Unverifiable, bc.want, d.Reason)
				}
			}
		})
	}
}

// BenchmarkProbation: recording one run of ten steps, alone (the
// package's RecordRun, the baseline) and through the gate, which then
// judges the version that ran: during its probation (it reads the
// version's evidence: its runs so far) and after it (an indexed look-up
// of the version's serving decision). Run with -benchtime=20x: a
// probation is 20 runs.
func BenchmarkProbation(b *testing.B) {
	ctx := context.Background()
	for _, bc := range []struct {
		name  string
		calls int // Rules.ProbationCalls
		gate  bool
	}{{"record", 0, false}, {"probation", 1 << 20, true}, {"after", 5, true}} {
		b.Run(bc.name, func(b *testing.B) {
			_, lib, st := openLibrary(b, filepath.Join(b.TempDir(), "m.db"), "calc")
			g := gate.New(gate.Options{Library: lib, Store: st, Rules: gate.Rules{AllowUnverified: true, ProbationCalls: bc.calls}})
			if err := g.Provision(ctx); err != nil {
				b.Fatal(err)
			}
			n := 0
			run := func(version string, steps int) gate.Run {
				n++
				ok := true
				t0 := time.Now().UTC()
				ep := memory.Episode{ID: fmt.Sprintf("bench-run-%06d", n), Env: "calc", Task: `calc {"x":1}`, Start: t0, Success: &ok}
				for i := range steps {
					ep.Steps = append(ep.Steps, memory.Step{Index: i, Time: t0, Action: skills.Action{Name: "poke"}, Outcome: skills.Outcome{OK: true}, Skill: "calc", Version: version})
				}
				inv := &skills.Invocation{Skill: "calc", Version: version}
				return gate.Run{Episode: ep, Invocation: inv, Sources: gate.ServingSources(lib, inv)}
			}
			old, _ := lib.Get("calc")
			for range 5 {
				if _, err := g.RecordRun(ctx, run(old.Unit.Version(), 0)); err != nil { // calc acts on nothing: its evidence has no steps
					b.Fatal(err)
				}
			}
			d, err := g.Propose(ctx, library.Proposal{Source: []byte(calcV("calc", 2)), Skill: "calc", Author: "bench"})
			if err != nil || !d.Promoted {
				b.Fatalf("proposal: %+v %v", d, err)
			}
			if bc.name == "after" {
				for range 6 { // past a probation of 5
					if _, err := g.RecordRun(ctx, run(d.Version, 10)); err != nil {
						b.Fatal(err)
					}
				}
			}
			b.ResetTimer()
			for range b.N {
				r := run(d.Version, 10)
				if bc.gate {
					if _, err := g.RecordRun(ctx, r); err != nil {
						b.Fatal(err)
					}
				} else if err := gate.RecordRun(ctx, st, r, time.Now); err != nil {
					b.Fatal(err)
				}
			}
			b.StopTimer()
			if s, _ := lib.Get("calc"); s.Unit.Version() != d.Version {
				b.Fatalf("the version was rolled back")
			}
		})
	}
}

// BenchmarkObserved: a version's observed success (asked at every tool
// listing, metrics scrape and recorded run) with n recorded runs,
// counted in the store (ObservedOf) against the baseline of reading
// every link out and counting them (what it did before EvidenceCounts).
func BenchmarkObserved(b *testing.B) {
	ctx := context.Background()
	for _, n := range []int{100, 10000} {
		_, _, st := openLibrary(b, filepath.Join(b.TempDir(), "m.db"), "calc")
		v := memory.SkillVersion{Skill: "calc", ID: "v-bench", Kind: skills.Procedure, Source: calcV("calc", 1), Created: time.Now()}
		if err := st.PutVersion(ctx, v); err != nil {
			b.Fatal(err)
		}
		err := st.Atomically(ctx, func(ctx context.Context) error {
			for i := range n {
				ok := i%3 != 0
				ep := memory.Episode{ID: fmt.Sprintf("obs-%06d", i), Env: "calc", Task: "calc {}", Start: time.Now(), Success: &ok}
				if err := gate.RecordRun(ctx, st, gate.Run{Episode: ep, Invocation: &skills.Invocation{Skill: "calc", Version: v.ID}}, time.Now); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			b.Fatal(err)
		}
		b.Run(fmt.Sprintf("runs=%d/read-all", n), func(b *testing.B) {
			for range b.N {
				evs, err := st.Evidence(ctx, v.ID)
				if err != nil || len(evs) != n {
					b.Fatal(len(evs), err)
				}
			}
		})
		b.Run(fmt.Sprintf("runs=%d/counted", n), func(b *testing.B) {
			for range b.N {
				o, err := gate.ObservedOf(ctx, st, v.ID, gate.Rules{})
				if err != nil || o.Calls != n {
					b.Fatal(o, err)
				}
			}
		})
	}
}
