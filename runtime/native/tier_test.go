package native

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/runtime/worker"
	"github.com/skillrun/skillrun/skills"
)

func interpPool(t testing.TB) *worker.Pool {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	p, err := worker.New(ctx, worker.Options{Size: 2})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = p.Close() })
	return p
}

// nativePool builds u natively and starts a pool of one worker serving
// it, closed when the test ends.
func nativePool(ctx context.Context, t testing.TB, u *check.Unit) *worker.Pool {
	t.Helper()
	a, err := testBuilder(t).Build(ctx, u)
	if err != nil {
		t.Fatal(err)
	}
	np, err := worker.New(ctx, worker.Options{Size: 1, Path: a.Path})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = np.Close() })
	return np
}

type events struct {
	mu sync.Mutex
	l  []Event
}

func (e *events) add(ev Event) { e.mu.Lock(); e.l = append(e.l, ev); e.mu.Unlock() }
func (e *events) tiers() []Tier {
	e.mu.Lock()
	defer e.mu.Unlock()
	var ts []Tier
	for _, ev := range e.l {
		ts = append(ts, ev.Tier)
	}
	return ts
}

// TestTierSwapUnderLoad tiers a version up while calls keep coming: no
// call fails, results stay the same, and calls move to the native tier.
func TestTierSwapUnderLoad(t *testing.T) {
	b := testBuilder(t)
	u := loadUnit(t, "testdata/compute/rank.go")
	var evs events
	x := NewExecutor(interpPool(t), Options{Builder: b, OnEvent: evs.add})
	defer x.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	req := func() *sandbox.Request { return &sandbox.Request{Args: []byte(`{"n":2000,"seed":3,"top":4}`)} }
	first, err := x.Run(ctx, u, req())
	if err != nil {
		t.Fatal(err)
	}
	want := canonical(first.Result)
	var stop atomic.Bool
	var calls, failures atomic.Int64
	var wg sync.WaitGroup
	for g := 0; g < 3; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for !stop.Load() {
				r, err := x.Run(ctx, u, req())
				calls.Add(1)
				if err != nil || canonical(r.Result) != want {
					failures.Add(1)
					t.Errorf("call during the tier-up: %v, %v; want %s", r, err, want)
					return
				}
			}
		}()
	}
	t0 := time.Now()
	if err := x.Tier(ctx, u); err != nil {
		t.Fatalf("Tier: %v", err)
	}
	t.Logf("tier-up (build + proof + swap) took %v", time.Since(t0))
	// Keep the load on a while after the swap.
	before := x.Calls()[Native]
	for x.Calls()[Native] < before+20 && ctx.Err() == nil {
		time.Sleep(5 * time.Millisecond)
	}
	stop.Store(true)
	wg.Wait()
	if tier, why := x.TierOf(u); tier != Native {
		t.Fatalf("TierOf = %s (%s); want native", tier, why)
	}
	c := x.Calls()
	if c[Interpreted] == 0 || c[Native] == 0 || failures.Load() != 0 {
		t.Errorf("calls per tier %v, %d failures; want both tiers used, none failed", c, failures.Load())
	}
	if got := fmt.Sprint(evs.tiers()); got != "[building native]" {
		t.Errorf("events %s; want [building native]", got)
	}
}

// TestTierRefused: a version the native tier refuses or that diverges
// keeps serving interpreted, with the reason.
func TestTierRefused(t *testing.T) {
	b := testBuilder(t)
	for _, tc := range []struct {
		file string
		want error
		why  string
	}{
		{"testdata/refuse/noinline.go", ErrRefused, "noinline.go:8:1: the native tier refuses compiler directives (//go:noinline)"},
		{"testdata/refuse/pointer.go", ErrDiverged, "result: interpreted"},
	} {
		t.Run(tc.file, func(t *testing.T) {
			u := loadUnit(t, tc.file)
			var evs events
			x := NewExecutor(interpPool(t), Options{Builder: b, OnEvent: evs.add})
			defer x.Close()
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
			defer cancel()
			err := x.Tier(ctx, u)
			if !errors.Is(err, tc.want) || !strings.Contains(err.Error(), tc.why) {
				t.Fatalf("Tier = %v; want %v containing %q", err, tc.want, tc.why)
			}
			tier, why := x.TierOf(u)
			if tier != Refused || why != err.Error() {
				t.Errorf("TierOf = %s, %q; want refused with the error", tier, why)
			}
			if _, err := x.Run(ctx, u, &sandbox.Request{}); err != nil {
				t.Errorf("interpreted call after the refusal: %v", err)
			}
			if c := x.Calls(); c[Native] != 0 || c[Interpreted] != 1 {
				t.Errorf("calls per tier %v; want one interpreted", c)
			}
			if got := fmt.Sprint(evs.tiers()); got != "[building refused]" {
				t.Errorf("events %s; want [building refused]", got)
			}
		})
	}
}

// TestTierPanicsAndSentinels: a version that declares sentinel errors
// with errors.New and panics on some arguments reaches the native tier:
// both tiers panic there, in their runtimes' own words (yaegi's come from
// reflection), which is the same outcome. Then the native tier serves the
// interpreted results, errors and panics.
func TestTierPanicsAndSentinels(t *testing.T) {
	args := []string{`{"len":-3}`, `{"len":5000}`, `{"len":300,"seed":4}`}
	got := tierUp(t, testBuilder(t), interpPool(t), "editdist", args)
	if o := got[0]; o.errKind != "crash" || !strings.Contains(o.errMsg, "panic: ") {
		t.Errorf("args %s: native %s %q; want a panic", args[0], o.errKind, o.errMsg)
	}
	if o := got[1]; o.errMsg != "strands longer than 3000 are refused" {
		t.Errorf("args %s: native error %q; want the sentinel's", args[1], o.errMsg)
	}
}

// TestTierTextAndBits: skills that range over text by byte offset, return
// a length beside a value and test bits with a shifted constant reach the
// native tier and agree with the interpreted one on every trial. Before
// the normaliser rewrote these, the interpreter sliced words at rune
// indexes (ngram's tokens of "Ünïcode straße"), wrote len's value over
// the word beside it, and crashed on m&(1<<d) (sudoku): the proofs
// diverged.
func TestTierTextAndBits(t *testing.T) {
	b := testBuilder(t)
	ip := interpPool(t)
	for _, tc := range []struct {
		file string
		args []string
	}{
		{"ngram", []string{`{"text":"Ünïcode ÜNÏCODE straße, 日本語 don't İstanbul"}`, `{"text":"é a é b"}`, `{"words":400,"seed":2}`}},
		{"sudoku", []string{`{}`, `{"puzzle":"................................................................................."}`, `{"puzzle":"11..............................................................................."}`}},
	} {
		t.Run(tc.file, func(t *testing.T) { tierUp(t, b, ip, tc.file, tc.args) })
	}
}

// TestProveDeepRecursion: a trial whose interpreted run overflowed its
// stack proves nothing, as one that ran out of time or memory: the
// interpreter takes many times the stack of compiled code per call, and a
// recursion a million deep overflows interpreted and runs natively. The
// other trials are compared, and the proof holds.
func TestProveDeepRecursion(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	u := loadUnit(t, "testdata/compute/deeprec.go")
	np := nativePool(ctx, t, u)
	ip := interpPool(t)
	deep := Trial{Name: "deep", Args: []byte(`{"depth":1000000}`)}
	if got := runTrial(ctx, ip, u, deep); !got.resource || got.errKind != "crash" {
		t.Fatalf("interpreted depth 1e6: %+v; want a stack overflow, as a resource limit", got)
	}
	trials := func(context.Context, *check.Unit) ([]Trial, error) {
		return []Trial{deep, {Name: "shallow", Args: []byte(`{"depth":2000}`)}}, nil
	}
	if err := Prove(ctx, u, ip, np, ProofOptions{Trials: trials, Generated: 2}); err != nil {
		t.Fatalf("Prove: %v", err)
	}
}

// TestTierUpAutomatic: an eligible version tiers up by itself after
// Options.Calls calls; an ineligible one never does.
func TestTierUpAutomatic(t *testing.T) {
	b := testBuilder(t)
	u := loadUnit(t, "testdata/compute/floodfill.go")
	eligible := atomic.Bool{}
	var evs events
	x := NewExecutor(interpPool(t), Options{Builder: b, Calls: 3, OnEvent: evs.add,
		Eligible: func(*check.Unit) bool { return eligible.Load() }})
	defer x.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	run := func() {
		if _, err := x.Run(ctx, u, &sandbox.Request{Args: []byte(`{"size":40,"seed":2,"walls":40}`)}); err != nil {
			t.Fatal(err)
		}
	}
	for i := 0; i < 5; i++ {
		run()
	}
	if tier, _ := x.TierOf(u); tier != Interpreted {
		t.Fatalf("ineligible version after 5 calls: %s; want interpreted", tier)
	}
	eligible.Store(true)
	run()
	deadline := time.Now().Add(4 * time.Minute)
	for {
		tier, why := x.TierOf(u)
		if tier == Native {
			break
		}
		if tier == Refused || time.Now().After(deadline) {
			t.Fatalf("tier %s (%s); want native", tier, why)
		}
		time.Sleep(20 * time.Millisecond)
	}
	run()
	if c := x.Calls(); c[Native] != 1 {
		t.Errorf("calls per tier %v; want the last on native", c)
	}
	evs.mu.Lock()
	reason := evs.l[0].Reason
	evs.mu.Unlock()
	if !strings.HasPrefix(reason, "6 calls") {
		t.Errorf("tier-up reason %q; want the call count", reason)
	}
}

// waitingSkill spends its calls waiting on its environment, not computing.
const waitingSkill = `// Looks once and reports what it saw.
package waiting

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	obs, err := env.Observe()
	if err != nil {
		return nil, err
	}
	return skills.Result{"seen": len(obs)}, nil
}
`

// slowWorld answers Observe after a pause, as a live game or a busy
// simulator does.
type slowWorld struct{ pause time.Duration }

func (w slowWorld) Observe() (skills.Observation, error) {
	time.Sleep(w.pause)
	return skills.Observation{"tick": 1}, nil
}
func (slowWorld) Act(skills.Action) (skills.Outcome, error) { return skills.Outcome{OK: true}, nil }
func (slowWorld) Log(string, ...any)                        {}
func (slowWorld) Call(string, any) (skills.Result, error) {
	return nil, errors.New("no nested calls here")
}

// TestTierUpByCPUTime: the time threshold counts the CPU time a version
// used, not the time its calls took. A version that spends its calls
// waiting on its world stays interpreted however long the calls take; a
// version that computes tiers up once its CPU time reaches the threshold,
// well before the call count would.
func TestTierUpByCPUTime(t *testing.T) {
	b := testBuilder(t)
	waiting, err := check.Check("waiting.go", []byte(waitingSkill))
	if err != nil {
		t.Fatal(err)
	}
	busy := loadUnit(t, "testdata/compute/rank.go")
	var evs events
	const threshold = 300 * time.Millisecond
	x := NewExecutor(interpPool(t), Options{Builder: b, Calls: 1 << 30, CPU: threshold, OnEvent: evs.add,
		Eligible: func(*check.Unit) bool { return true }})
	defer x.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()

	// Each call waits 40 ms on the world: 20 calls take 0.8 s of wall
	// time, far past the threshold, and a few milliseconds of CPU.
	var wall time.Duration
	for i := 0; i < 20; i++ {
		t0 := time.Now()
		if _, err := x.Run(ctx, waiting, &sandbox.Request{Args: []byte(`{}`), Env: slowWorld{40 * time.Millisecond}}); err != nil {
			t.Fatal(err)
		}
		wall += time.Since(t0)
	}
	if wall < 2*threshold {
		t.Fatalf("20 waiting calls took %v; the test needs them to outlast the threshold", wall)
	}
	if tier, why := x.TierOf(waiting); tier != Interpreted {
		t.Fatalf("a version that only waited (%v of wall time) is %s (%s); want interpreted", wall, tier, why)
	}

	// The computing version tiers up by CPU time: run it until it does.
	deadline := time.Now().Add(4 * time.Minute)
	calls := 0
	for {
		tier, why := x.TierOf(busy)
		if tier == Native || tier == Building {
			break
		}
		if tier == Refused || time.Now().After(deadline) {
			t.Fatalf("computing version after %d calls: %s (%s); want a tier-up", calls, tier, why)
		}
		if _, err := x.Run(ctx, busy, &sandbox.Request{Args: []byte(`{"n":20000,"seed":3,"top":4}`)}); err != nil {
			t.Fatal(err)
		}
		calls++
	}
	// The tier is set before its event is delivered: wait for the event.
	for len(evs.tiers()) == 0 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	evs.mu.Lock()
	if len(evs.l) == 0 {
		evs.mu.Unlock()
		t.Fatal("no tier event")
	}
	first := evs.l[0]
	evs.mu.Unlock()
	if !strings.Contains(first.Reason, "of CPU") || first.Skill != busy.Name() {
		t.Errorf("first tier event %+v; want the computing version, for its CPU time", first)
	}
	if tier, _ := x.TierOf(waiting); tier != Interpreted {
		t.Errorf("waiting version is %s after the other tiered up; want interpreted", tier)
	}
}

// TestResumeFromJournal: a process after the one that proved a version
// serves its cached binary from the first call (Options.Resume), with the
// same results; a journal whose key names another binary (another SDK or
// toolchain), or whose last word on the version is not native, is not
// trusted, and the version runs interpreted.
func TestResumeFromJournal(t *testing.T) {
	b := testBuilder(t)
	u := loadUnit(t, "testdata/compute/rank.go")
	j := OpenJournal(t.TempDir())
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	req := func() *sandbox.Request { return &sandbox.Request{Args: []byte(`{"n":500,"seed":3,"top":4}`)} }
	first := NewExecutor(interpPool(t), Options{Builder: b, Journal: j})
	want, err := first.Run(ctx, u, req())
	if err != nil {
		t.Fatal(err)
	}
	if err := first.Tier(ctx, u); err != nil {
		t.Fatalf("Tier: %v", err)
	}
	first.Close()
	if !j.HasNative() {
		t.Fatal("the journal holds no native version after a proof")
	}

	// The later process makes its Builder only when a version the
	// journal proved native runs: another skill's calls never need it.
	made := 0
	later := NewExecutor(interpPool(t), Options{Journal: j, Resume: true,
		NewBuilder: func() (*Builder, error) { made++; return b, nil }})
	defer later.Close()
	other := loadUnit(t, "testdata/compute/bfs.go")
	if _, err := later.Run(ctx, other, &sandbox.Request{Args: []byte(`{"size":8,"searches":1,"seed":1}`)}); err != nil {
		t.Fatal(err)
	}
	if made != 0 {
		t.Errorf("a version the journal never proved made the Builder (%d times); want it made only when needed", made)
	}
	got, err := later.Run(ctx, u, req())
	if err != nil || canonical(got.Result) != canonical(want.Result) {
		t.Fatalf("resumed run = %v, %v; want %s", got, err, canonical(want.Result))
	}
	if tier, why := later.TierOf(u); tier != Native || later.Calls()[Native] != 1 {
		t.Errorf("resumed: tier %s (%s), calls %v; want the first call native", tier, why, later.Calls())
	}
	if made != 1 {
		t.Errorf("the Builder was made %d times; want once, for the proved version", made)
	}

	// Another binary's proof, or a later refusal, is not resumed.
	for _, ev := range []Event{
		{Skill: u.Name(), Version: u.Version(), Tier: Native, Key: "0123456789abcdef0123456789abcdef", At: time.Now()},
		{Skill: u.Name(), Version: u.Version(), Tier: Refused, Reason: "diverged", At: time.Now()},
	} {
		jj := OpenJournal(t.TempDir())
		if err := jj.Append(Event{Skill: u.Name(), Version: u.Version(), Tier: Native, Key: b.Key(u), At: time.Now()}); err != nil {
			t.Fatal(err)
		}
		if ev.Tier == Native {
			jj = OpenJournal(t.TempDir())
		}
		if err := jj.Append(ev); err != nil {
			t.Fatal(err)
		}
		x := NewExecutor(interpPool(t), Options{Builder: b, Journal: jj, Resume: true})
		if _, err := x.Run(ctx, u, req()); err != nil {
			t.Fatal(err)
		}
		if tier, _ := x.TierOf(u); tier == Native || x.Calls()[Native] != 0 {
			t.Errorf("journal ending %s %q: tier %s, calls %v; want interpreted", ev.Tier, ev.Key, tier, x.Calls())
		}
		x.Close()
	}
}

// tierUp tiers testdata/compute/file.go up through an Executor, proved
// on args (and 4 generated trials), checks that each of args is then
// served natively with the interpreted run's outcome, and returns the
// native outcomes, in args' order.
func tierUp(t *testing.T, b *Builder, ip *worker.Pool, file string, args []string) []*observed {
	t.Helper()
	u := loadUnit(t, "testdata/compute/"+file+".go")
	trials := func(context.Context, *check.Unit) ([]Trial, error) {
		var ts []Trial
		for _, a := range args {
			ts = append(ts, Trial{Name: a, Args: []byte(a)})
		}
		return ts, nil
	}
	x := NewExecutor(ip, Options{Builder: b, Proof: ProofOptions{Trials: trials, Generated: 4}})
	defer x.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	if err := x.Tier(ctx, u); err != nil {
		t.Fatalf("Tier: %v", err)
	}
	var outs []*observed
	for _, a := range args {
		want := runTrial(ctx, ip, u, Trial{Args: []byte(a)})
		got := runTrial(ctx, x, u, Trial{Args: []byte(a)})
		if d := want.diff(got); d != "" {
			t.Errorf("args %s: %s", a, d)
		}
		outs = append(outs, got)
	}
	if c := x.Calls(); c[Native] != int64(len(args)) {
		t.Errorf("calls per tier %v; want %d native", c, len(args))
	}
	return outs
}
