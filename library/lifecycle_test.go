package library_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/skills"
)

// calcSource is version k of a skill that doubles x; a regressing version
// gets x == 3 wrong.
func calcSource(k int, regress bool) string {
	bug := ""
	if regress {
		bug = "\n\tif args.X == 3 {\n\t\ty++\n\t}"
	}
	return fmt.Sprintf(`// Double x (version %d).
package calc

import "github.com/skillrun/skillrun/skills"

type Args struct {
	X int `+"`json:\"x\"`"+`
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	y := 2 * args.X%s
	return skills.Result{"k": %d, "y": y}, nil
}
`, k, bug, k)
}

// checkVerifier verifies a version for real: it runs the candidate (and
// the serving version) on the evidence, inputs 0..4, and counts right
// answers.
func checkVerifier(lib **library.Library) func(ctx context.Context, c library.Candidate) (library.Verification, error) {
	score := func(ctx context.Context, u *check.Unit) (int, error) {
		ok := 0
		for x := range 5 {
			res, err := (*lib).RunUnit(ctx, u, library.Request{Args: []byte(fmt.Sprintf(`{"x":%d}`, x))})
			if err != nil {
				continue
			}
			if skills.Num(res.Result["y"]) == float64(2*x) {
				ok++
			}
		}
		return ok, nil
	}
	return func(ctx context.Context, c library.Candidate) (library.Verification, error) {
		v := library.Verification{Total: 5}
		v.Passed, _ = score(ctx, c.Unit)
		if c.Serving != nil {
			v.ServingTotal = 5
			v.ServingPassed, _ = score(ctx, c.Serving)
		}
		// The library obeys the verifier's Accept (package gate holds the
		// real rule); here: no worse than the serving version.
		v.Accept = v.Passed >= v.ServingPassed
		v.Detail = fmt.Sprintf("verified %d/%d; serving %d/%d", v.Passed, v.Total, v.ServingPassed, v.ServingTotal)
		return v, nil
	}
}

func TestProposeAndPolicies(t *testing.T) {
	dir := t.TempDir()
	var lib *library.Library
	lib, err := library.Open(dir, library.Options{Executor: sandbox.NewInProcess(sandbox.Options{})})
	if err != nil {
		t.Fatal(err)
	}
	var recorded []library.Decision
	lc := library.Lifecycle{Verify: checkVerifier(&lib), Record: func(_ context.Context, _ library.Candidate, d library.Decision) error {
		recorded = append(recorded, d)
		return nil
	}}
	ctx := context.Background()
	d, err := lib.Propose(ctx, lc, library.Proposal{Source: []byte(calcSource(1, false)), Author: "agent-7"})
	if err != nil || !d.Promoted || d.Passed != 5 {
		t.Fatalf("first proposal = %+v, %v", d, err)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "calc.go")); string(b) != calcSource(1, false) {
		t.Errorf("promoted source not on disk")
	}
	// A regression is rejected; the old version keeps serving and the file
	// on disk is unchanged.
	d, err = lib.Propose(ctx, lc, library.Proposal{Source: []byte(calcSource(2, true)), Author: "agent-7"})
	if err != nil || d.Promoted || d.Status != memory.Rejected || !strings.Contains(d.Reason, "verified 4/5") {
		t.Fatalf("regressing proposal = %+v, %v", d, err)
	}
	if s, _ := lib.Get("calc"); !strings.Contains(string(s.Unit.Source), "version 1") {
		t.Errorf("serving version changed after a rejection")
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "calc.go")); string(b) != calcSource(1, false) {
		t.Errorf("rejected source reached the disk")
	}
	// Source that does not vet: rejected with its position.
	d, err = lib.Propose(ctx, lc, library.Proposal{Source: []byte("package calc\n\nfunc Run( {"), Author: "agent-7"})
	if !errors.Is(err, skills.ErrBadInput) || d.Promoted || !strings.Contains(d.Reason, "proposal.go:3:") {
		t.Errorf("broken proposal = %+v, %v", d, err)
	}
	// Always: even a regression is promoted.
	always := lc
	always.Policy = library.PromoteAlways
	if d, err := lib.Propose(ctx, always, library.Proposal{Source: []byte(calcSource(3, true))}); err != nil || !d.Promoted {
		t.Errorf("always = %+v, %v", d, err)
	}
	// Manual: verified and recorded, never promoted.
	manual := lc
	manual.Policy = library.PromoteManual
	if d, err := lib.Propose(ctx, manual, library.Proposal{Source: []byte(calcSource(4, false))}); err != nil || d.Promoted || d.Passed != 5 {
		t.Errorf("manual = %+v, %v", d, err)
	}
	if len(recorded) != 5 {
		t.Errorf("recorded %d decisions; want 5", len(recorded))
	}
	// Rollback to version 1.
	if d, err := lib.Promote(ctx, lc, []byte(calcSource(1, false)), "person"); err != nil || !d.Promoted {
		t.Errorf("promote v1 = %+v, %v", d, err)
	}
	res, err := lib.Run(ctx, "calc", library.Request{Args: []byte(`{"x":3}`)})
	if err != nil || res.Result["k"] != 1 {
		t.Errorf("after rollback = %v, %v", res, err)
	}
}

// TestHotReloadStress: 1,000 rewrites of one skill — valid, invalid,
// half-written and regressing — while 8 goroutines call it. No call may
// see a version that was not promoted, no promoted version may verify
// worse than the one it replaced, and nothing may leak.
func TestHotReloadStress(t *testing.T) {
	rewrites := 1000
	if testing.Short() {
		rewrites = 200
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "calc.go")
	os.WriteFile(path, []byte(calcSource(0, false)), 0o644)
	exec := sandbox.NewInProcess(sandbox.Options{})
	var lib *library.Library
	lib, err := library.Open(dir, library.Options{Executor: exec})
	if err != nil {
		t.Fatal(err)
	}
	goroutines := runtime.NumGoroutine()

	var promotedMu sync.Mutex
	promoted := map[int]bool{0: true}
	var worse atomic.Int32
	verifier := checkVerifier(&lib)
	lc := library.Lifecycle{
		Verify: verifier,
		Record: func(_ context.Context, c library.Candidate, d library.Decision) error {
			if d.Promoted {
				if d.Passed < 5 {
					worse.Add(1)
				}
				var k int
				fmt.Sscanf(d.Source[strings.Index(d.Source, "(version ")+len("(version "):], "%d", &k)
				promotedMu.Lock()
				promoted[k] = true
				promotedMu.Unlock()
			}
			return nil
		},
	}
	ctx, cancel := context.WithCancel(context.Background())
	watchDone := make(chan error)
	go func() {
		watchDone <- lib.Watch(ctx, library.WatchOptions{Lifecycle: lc, Debounce: 15 * time.Millisecond})
	}()

	// Callers. Record runs after the swap, so a caller may see a version k
	// just before Record notes it as promoted: the check that every k seen
	// was promoted is made at the end.
	var calls, callErrs atomic.Int64
	seen := sync.Map{}
	callCtx, stopCalls := context.WithCancel(context.Background())
	var callers sync.WaitGroup
	for g := range 8 {
		callers.Add(1)
		go func() {
			defer callers.Done()
			r := rand.New(rand.NewSource(int64(g)))
			for i := 0; callCtx.Err() == nil; i++ {
				if i%20 == 0 {
					time.Sleep(time.Millisecond) // leave the writer and the watcher some CPU
				}
				x := r.Intn(5)
				res, err := lib.Run(callCtx, "calc", library.Request{Args: []byte(fmt.Sprintf(`{"x":%d}`, x))})
				calls.Add(1)
				if err != nil {
					if callCtx.Err() == nil {
						callErrs.Add(1)
						t.Errorf("call: %v", err)
					}
					continue
				}
				if skills.Num(res.Result["y"]) != float64(2*x) {
					t.Errorf("x=%d: got y=%v from version k=%v (a regressing version served)", x, res.Result["y"], res.Result["k"])
				}
				seen.Store(int(skills.Num(res.Result["k"])), true)
			}
		}()
	}

	r := rand.New(rand.NewSource(1))
	kinds := map[string]int{}
	for i := 1; i <= rewrites; i++ {
		src := calcSource(i, false)
		switch n := r.Intn(10); {
		case n < 5:
			kinds["valid"]++
		case n < 7:
			kinds["regressing"]++
			src = calcSource(i, true)
		case n < 8:
			kinds["invalid"]++
			src = strings.Replace(src, "y := 2", "y := ", 1)
		case n < 9:
			kinds["half-written, closed"]++
			// Write half and close, pause shorter than the debounce, write
			// the rest.
			os.WriteFile(path, []byte(src[:len(src)/2]), 0o644)
			time.Sleep(2 * time.Millisecond)
		default:
			kinds["half-written, kept open"]++
			// Write half, pause shorter than the debounce with the file
			// open, write the rest and close.
			writeInTwo(t, path, src, 2*time.Millisecond)
			time.Sleep(time.Duration(3+r.Intn(20)) * time.Millisecond)
			continue
		}
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Duration(3+r.Intn(20)) * time.Millisecond)
	}
	time.Sleep(300 * time.Millisecond) // let the last change settle
	stopCalls()
	callers.Wait()
	cancel()
	<-watchDone

	seen.Range(func(k, _ any) bool {
		promotedMu.Lock()
		defer promotedMu.Unlock()
		if !promoted[k.(int)] {
			t.Errorf("a call saw version k=%d, which was never promoted", k)
		}
		return true
	})
	if worse.Load() > 0 {
		t.Errorf("%d promoted versions verified worse than 5/5", worse.Load())
	}
	if exec.Programs() > 3 {
		t.Errorf("executor holds %d compiled programs after the run; old versions leak", exec.Programs())
	}
	// Goroutines settle back (allow the runtime's own few).
	deadline := time.Now().Add(5 * time.Second)
	for runtime.NumGoroutine() > goroutines+2 && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > goroutines+2 {
		t.Errorf("goroutines: %d before, %d after", goroutines, n)
	}
	promotedMu.Lock()
	t.Logf("%d rewrites %v; %d promoted; %d calls, %d errors", rewrites, kinds, len(promoted), calls.Load(), callErrs.Load())
	promotedMu.Unlock()
}

// writeInTwo writes src to path in two writes with a pause between,
// keeping the file open, then closes it.
func writeInTwo(t *testing.T, path, src string, pause time.Duration) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_TRUNC, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.WriteString(src[:len(src)/2]); err != nil {
		t.Fatal(err)
	}
	time.Sleep(pause)
	if _, err := f.WriteString(src[len(src)/2:]); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
}

// TestInterrupted: a judgement whose caller goes away is not a decision.
// Stopped during verification, nothing is recorded, the file on disk is
// left as its author saved it (not restored) and the serving version
// keeps serving; stopped after the decision, the decision is still
// recorded in full (recording does not see the caller's cancellation),
// before the new version serves.
func TestInterrupted(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "calc.go")
	if err := os.WriteFile(path, []byte(calcSource(1, false)), 0o644); err != nil {
		t.Fatal(err)
	}
	lib, err := library.Open(dir, library.Options{Executor: sandbox.NewInProcess(sandbox.Options{})})
	if err != nil {
		t.Fatal(err)
	}
	var recorded []library.Decision
	record := func(ctx context.Context, _ library.Candidate, d library.Decision) error {
		if err := ctx.Err(); err != nil {
			return err // what a store does with a cancelled context
		}
		if s, _ := lib.Get("calc"); d.Promoted && s.Unit.Version() == d.Version {
			t.Errorf("decision %s recorded after the version began to serve", d.Version)
		}
		recorded = append(recorded, d)
		return nil
	}

	// The caller goes while the candidate is verified.
	ctx, cancel := context.WithCancel(context.Background())
	lc := library.Lifecycle{Record: record, Verify: func(ctx context.Context, c library.Candidate) (library.Verification, error) {
		cancel()
		<-ctx.Done()
		return library.Verification{}, ctx.Err()
	}}
	if err := os.WriteFile(path, []byte(calcSource(2, false)), 0o644); err != nil {
		t.Fatal(err)
	}
	d, err := lib.Consider(ctx, lc, path)
	if !errors.Is(err, library.ErrInterrupted) || d.Promoted {
		t.Fatalf("interrupted judgement = %+v, %v; want ErrInterrupted", d, err)
	}
	if len(recorded) != 0 {
		t.Errorf("an interrupted judgement recorded %+v", recorded)
	}
	if b, _ := os.ReadFile(path); string(b) != calcSource(2, false) {
		t.Errorf("the edit was restored over although nothing was decided")
	}
	if s, _ := lib.Get("calc"); !strings.Contains(string(s.Unit.Source), "version 1") {
		t.Errorf("serving changed on an interrupted judgement")
	}

	// The caller goes once verification has accepted: the decision stands
	// and is recorded with a live context.
	ctx, cancel = context.WithCancel(context.Background())
	lc.Verify = func(context.Context, library.Candidate) (library.Verification, error) {
		cancel()
		return library.Verification{Passed: 1, Total: 1, Accept: true}, nil
	}
	d, err = lib.Consider(ctx, lc, path)
	if err != nil || !d.Promoted {
		t.Fatalf("accepted judgement = %+v, %v", d, err)
	}
	if len(recorded) != 1 || recorded[0].Version != d.Version || !recorded[0].Promoted {
		t.Errorf("recorded %+v; want the promotion of %s", recorded, d.Version)
	}
	if s, _ := lib.Get("calc"); !strings.Contains(string(s.Unit.Source), "version 2") {
		t.Errorf("the promoted version does not serve")
	}
}

// TestRejectionAnnouncedAfterRecord: a rejection was announced to
// subscribers (the watcher's log line) before its decision was recorded,
// so one who read memory on hearing it (a test, a person opening the web
// view) could find it missing. The decision is recorded first, for a
// candidate the gate rejects and for one that does not vet.
func TestRejectionAnnouncedAfterRecord(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "calc.go"), []byte(calcSource(0, false)), 0o644); err != nil {
		t.Fatal(err)
	}
	var lib *library.Library
	lib, err := library.Open(dir, library.Options{Executor: sandbox.NewInProcess(sandbox.Options{})})
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	recorded := map[string]bool{}
	lc := library.Lifecycle{Verify: checkVerifier(&lib), Record: func(_ context.Context, _ library.Candidate, d library.Decision) error {
		time.Sleep(20 * time.Millisecond) // a store that takes its time
		mu.Lock()
		defer mu.Unlock()
		recorded[d.Version] = true
		return nil
	}}
	var heard []bool
	defer lib.Subscribe(func(ch library.Change) {
		if ch.Kind == library.Rejected {
			mu.Lock()
			defer mu.Unlock()
			heard = append(heard, recorded[ch.Version])
		}
	})()
	for _, src := range []string{calcSource(1, true), "package calc\n\nfunc Run(\n"} {
		if d, err := lib.Propose(context.Background(), lc, library.Proposal{Source: []byte(src), Author: "agent"}); err == nil && d.Promoted {
			t.Fatalf("%q promoted; want rejected", src)
		}
	}
	mu.Lock()
	defer mu.Unlock()
	if len(heard) != 2 || !heard[0] || !heard[1] {
		t.Errorf("rejections heard with their decision recorded: %v; want both recorded first", heard)
	}
}
