package gate_test

import (
	"context"
	"fmt"
	"os"
	"runtime"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/gate"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/runtime/worker"
)

// TestGateStopsAtFirstRegression: a candidate that does not finish an
// episode within the verification's time was unverifiable there, not
// failing, whatever the serving version did: one that spun on every run
// (or only where it would fail) made its failures count for nothing, and
// cost the host the time limit (30 s, raising its own 1 s) on each of up
// to max_evidence episodes, each proposal: on 24 bridge_north episodes it
// was recorded unverified after six minutes. Not finishing where the
// serving version finished is now a regression, the skill's own timeout
// holds, and a candidate's verification stops at its first regression
// (which rejects it whatever the rest say): it is rejected in seconds,
// verified on at most as many episodes as run at once, and the decision
// says how many were left. An honest rewrite is still verified on every
// episode.
func TestGateStopsAtFirstRegression(t *testing.T) {
	ctx := context.Background()
	lib, st, cur, _, sims := bridgeEvidence(t, 24, []string{"lava_gap", "ravine"}, func(i int) bool { return i == 5 })
	orig, err := os.ReadFile(cur.Unit.File)
	if err != nil {
		t.Fatal(err)
	}
	g := gate.New(gate.Options{Library: lib, Store: st, Simulators: sims, Policy: library.PromoteManual})
	if err := g.Provision(ctx); err != nil {
		t.Fatal(err)
	}
	verified := func(d library.Decision) int {
		t.Helper()
		runs, err := st.RecentVerifications(ctx, d.Version, 1)
		if err != nil || len(runs) != 1 {
			t.Fatalf("%s's verification runs: %v, %v", d.Version, runs, err)
		}
		return len(runs[0].Verdicts)
	}
	const run = "func Run(env skills.Env, args Args) (skills.Result, error) {"
	spin := strings.Replace(string(orig), run, run+"\n\tfor n := 0; args.Blocks >= 0; n++ {\n\t}", 1)
	spin = strings.Replace(spin, "//skillrun:tags", "//skillrun:timeout 1s\n//skillrun:tags", 1)
	d, err := g.Propose(ctx, library.Proposal{Source: []byte(spin), Author: "spinner"})
	if err != nil {
		t.Fatal(err)
	}
	n := verified(d)
	t.Logf("the spinning rewrite: %s", d.Reason)
	left := fmt.Sprintf("stopped at its first regression, %d of 24 episodes left unverified", 24-n)
	if d.Status != memory.Rejected || n > runtime.GOMAXPROCS(0) || !strings.Contains(d.Reason, left) || !strings.Contains(d.Reason, "timeout") {
		t.Fatalf("the spinning rewrite: %s on %d episodes: %s; want rejected on at most %d, saying %q", d.Status, n, d.Reason, runtime.GOMAXPROCS(0), left)
	}
	d, err = g.Propose(ctx, library.Proposal{Source: append(orig, "\n// Reworded.\n"...), Author: "honest"})
	if err != nil {
		t.Fatal(err)
	}
	if n := verified(d); d.Status != memory.Manual || n != 24 || strings.Contains(d.Reason, "stopped") {
		t.Errorf("the honest rewrite: %s on %d episodes: %s; want awaiting manual promotion, all 24 verified", d.Status, n, d.Reason)
	}
}

// TestGateRejectsFarSlower: a rewrite that does exactly what the serving
// version does, far more slowly (here it spins two seconds a run),
// passed every episode: the gate never looked at time, so it served, each
// real call taking as long, and each proposal of it cost the host its
// time on every episode. Taking more than slower_factor times the serving
// version's time (and three seconds more) on an episode both pass is now a
// regression: it is rejected at the first such episode, the decision
// saying how long each took. One a little slower (50 ms more a run) is not.
func TestGateRejectsFarSlower(t *testing.T) {
	ctx := context.Background()
	lib, st, cur, _, sims := bridgeEvidence(t, 4, []string{"lava_gap", "ravine"}, nil)
	orig, err := os.ReadFile(cur.Unit.File)
	if err != nil {
		t.Fatal(err)
	}
	g := gate.New(gate.Options{Library: lib, Store: st, Simulators: sims, Policy: library.PromoteManual})
	if err := g.Provision(ctx); err != nil {
		t.Fatal(err)
	}
	sleeper := func(d string) []byte { return spinning(orig, d) }
	d, err := g.Propose(ctx, library.Proposal{Source: sleeper("2 * time.Second"), Author: "sloth"})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("the slow rewrite: %s", d.Reason)
	if d.Status != memory.Rejected || !strings.Contains(d.Reason, "more than 10× and 3s more: slower_factor") || !strings.Contains(d.Reason, "stopped at its first regression") {
		t.Fatalf("the slow rewrite: %s: %s; want rejected as far slower, stopped at the first", d.Status, d.Reason)
	}
	d, err = g.Propose(ctx, library.Proposal{Source: sleeper("50 * time.Millisecond"), Author: "careful"})
	if err != nil {
		t.Fatal(err)
	}
	if d.Status != memory.Manual {
		t.Errorf("a rewrite 50 ms slower a run: %s: %s; want awaiting manual promotion", d.Status, d.Reason)
	}
	// With no bound (slower_factor -1), as before: the slow one passes.
	g = gate.New(gate.Options{Library: lib, Store: st, Simulators: sims, Policy: library.PromoteManual, Rules: gate.Rules{SlowerFactor: -1}})
	if err := g.Provision(ctx); err != nil {
		t.Fatal(err)
	}
	d, err = g.Propose(ctx, library.Proposal{Source: append(sleeper("2 * time.Second"), "\n// Again.\n"...), Author: "sloth"})
	if err != nil || d.Status != memory.Manual {
		t.Errorf("the slow rewrite with no bound: %+v, %v; want awaiting manual promotion", d, err)
	}
}

// TestGateRejectsBurnerByCPU: a rewrite that does what the serving
// version does and burns CPU besides, under slower_factor's three seconds
// of wall-time slack on each episode, passed every episode (one that spun
// 0.6 s a run: verified 4/4): a loaded host stretches wall time, so the
// slack had to be wide, and each real call of the rewrite cost the host
// that CPU. Where the skills run in isolated workers, which measure a
// run's CPU time, the gate compares CPU times, which load does not
// stretch, with half a second of slack: the burner (here about 1.3 s of
// CPU a run, with room for a faster machine) is rejected, saying what
// each used; an honest rewrite is not.
func TestGateRejectsBurnerByCPU(t *testing.T) {
	ctx := context.Background()
	inproc, st, cur, _, sims := bridgeEvidence(t, 4, []string{"lava_gap", "ravine"}, nil)
	orig, err := os.ReadFile(cur.Unit.File)
	if err != nil {
		t.Fatal(err)
	}
	pool, err := worker.New(ctx, worker.Options{Size: 1})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = pool.Close() })
	lib, err := library.Open(inproc.Dir(), library.Options{Executor: pool})
	if err != nil {
		t.Fatal(err)
	}
	g := gate.New(gate.Options{Library: lib, Store: st, Simulators: sims, Policy: library.PromoteManual})
	if err := g.Provision(ctx); err != nil {
		t.Fatal(err)
	}
	// About 1.3 s of CPU a run in the interpreter here (30 million turns):
	// counted in turns, not timed, as load would stretch a timed spin's
	// wall time, not its CPU time.
	const run = "func Run(env skills.Env, args Args) (skills.Result, error) {"
	burner := strings.Replace(string(orig), run, run+"\n\tburnt := 0\n\tfor i := 0; i < 30000000; i++ {\n\t\tburnt += i % 7\n\t}\n\tenv.Log(\"burnt\", \"n\", burnt)", 1)
	d, err := g.Propose(ctx, library.Proposal{Source: []byte(burner), Author: "burner"})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("the burner: %s", d.Reason)
	if d.Status != memory.Rejected || !strings.Contains(d.Reason, "used CPU") || !strings.Contains(d.Reason, "500ms more: slower_factor") {
		t.Fatalf("the burner: %s: %s; want rejected as using far more CPU", d.Status, d.Reason)
	}
	d, err = g.Propose(ctx, library.Proposal{Source: append(orig, "\n// Reworded.\n"...), Author: "honest"})
	if err != nil {
		t.Fatal(err)
	}
	if d.Status != memory.Manual {
		t.Errorf("the honest rewrite: %s: %s; want awaiting manual promotion", d.Status, d.Reason)
	}
}

// spinning is the bridge skill's source orig spinning for d (Go source
// of a time.Duration) before it does what it does.
func spinning(orig []byte, d string) []byte {
	const run = "func Run(env skills.Env, args Args) (skills.Result, error) {"
	s := strings.Replace(string(orig), "\t\"fmt\"\n", "\t\"fmt\"\n\t\"time\"\n", 1)
	return []byte(strings.Replace(s, run, run+"\n\tfor start := time.Now(); time.Since(start) < "+d+"; {\n\t}", 1))
}
