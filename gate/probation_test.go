package gate_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hashicorp/go-hclog"
	"github.com/skillrun/skillrun/gate"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/memory/memorytest"
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
		serving := func() string {
			t.Helper()
			s, err := lib.Get(name)
			if err != nil {
				t.Fatal(err)
			}
			return s.Unit.Version()
		}
		n := 0
		run := func(version string, ok bool) []library.Decision {
			t.Helper()
			n++
			ep := memory.Episode{ID: fmt.Sprintf("%s-probation-%03d", name, n), Env: "calc", Task: name + ` {"x":1}`, Start: time.Now().UTC(), Success: &ok}
			if !ok {
				ep.Reason = "the world said no"
			}
			// The serving version's source, as a server names it for
			// versions memory has not recorded yet.
			inv := &skills.Invocation{Skill: name, Version: version}
			rolled, err := g.RecordRun(ctx, gate.Run{Episode: ep, Invocation: inv, Sources: gate.ServingSources(lib, inv)})
			if err != nil {
				t.Fatal(err)
			}
			return rolled
		}
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
