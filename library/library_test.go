package library_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/skills"
)

// counterWorld is a tiny environment: one counter that "inc" increments.
type counterWorld struct {
	mu    sync.Mutex
	value int
	fail  bool
}

func (w *counterWorld) Observe(context.Context) (skills.Observation, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return skills.Observation{"value": w.value}, nil
}

func (w *counterWorld) Act(_ context.Context, a skills.Action) (skills.Outcome, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if a.Name != "inc" {
		return skills.Outcome{OK: false, Reason: "unknown action " + a.Name}, nil
	}
	if w.fail {
		return skills.Outcome{OK: false, Reason: "jammed"}, nil
	}
	w.value++
	return skills.Outcome{OK: true}, nil
}

func open(t *testing.T) *library.Library {
	t.Helper()
	l, err := library.Open("testdata/lib", library.Options{Executor: sandbox.NewInProcess(sandbox.Options{})})
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func TestOpenListsAndReportsProblems(t *testing.T) {
	l := open(t)
	var names []string
	for _, m := range l.List() {
		names = append(names, m.Name)
	}
	if got, want := strings.Join(names, ","), "counter,deep,loop_a,loop_b,twice"; got != want {
		t.Errorf("List() = %s; want %s", got, want)
	}
	var probs []string
	for _, p := range l.Problems() {
		probs = append(probs, filepath.Base(p.File)+": "+p.Msg)
	}
	sort.Strings(probs)
	want := []string{
		"broken.go: testdata/lib/broken.go:4:8: import \"os\" is forbidden",
		"dup.go: bad input: duplicate skill name \"counter\"",
		"helper.go: testdata/lib/helper.go: not a skill",
	}
	if len(probs) != len(want) {
		t.Fatalf("Problems() = %q; want %d problems", probs, len(want))
	}
	for i := range want {
		if !strings.HasPrefix(probs[i], want[i]) {
			t.Errorf("problem %d = %q; want prefix %q", i, probs[i], want[i])
		}
	}
}

func TestRunWithWorld(t *testing.T) {
	l := open(t)
	w := &counterWorld{}
	res, err := l.Run(context.Background(), "counter", library.Request{Args: []byte(`{"n":3}`), World: w})
	if err != nil {
		t.Fatal(err)
	}
	if res.Result["value"] != 3 {
		t.Errorf("value = %v; want 3", res.Result["value"])
	}
	inv := res.Invocation
	if len(inv.Steps) != 3 || inv.Steps[0].Action.Name != "inc" || !inv.Steps[2].Outcome.OK {
		t.Errorf("trace steps = %+v", inv.Steps)
	}
	if len(inv.Logs) != 1 || inv.Logs[0].Msg != "counted" {
		t.Errorf("trace logs = %+v", inv.Logs)
	}
	if inv.Version == "" || inv.Skill != "counter" {
		t.Errorf("invocation = %+v", inv)
	}
}

func TestComposition(t *testing.T) {
	l := open(t)
	w := &counterWorld{}
	res, err := l.Run(context.Background(), "deep", library.Request{World: w})
	if err != nil {
		t.Fatal(err)
	}
	if res.Result["value"] != 2 || w.value != 2 {
		t.Errorf("value = %v (world %d); want 2", res.Result["value"], w.value)
	}
	// deep -> twice -> counter, counter.
	inv := res.Invocation
	if len(inv.Calls) != 1 || inv.Calls[0].Skill != "twice" || len(inv.Calls[0].Calls) != 2 || inv.Calls[0].Calls[1].Skill != "counter" {
		t.Fatalf("nested trace = %+v", inv)
	}
	if len(inv.Calls[0].Calls[0].Steps) != 1 {
		t.Errorf("nested counter steps = %+v", inv.Calls[0].Calls[0].Steps)
	}
}

// ownError checks err is an error a skill returned (the runtime's verdict
// it passed on is in the message, not in the chain: the skill failed).
func ownError(t *testing.T, what string, err error, verdict error, msg string) {
	t.Helper()
	var re *skills.ReturnedError
	if !errors.As(err, &re) || errors.Is(err, verdict) || !strings.Contains(err.Error(), msg) {
		t.Errorf("%s = %v; want the skill's own error mentioning %q, not errors.Is %v", what, err, msg, verdict)
	}
}

func TestCycleAndDepth(t *testing.T) {
	l := open(t)
	// The runtime refuses the nested call; the skill passes the refusal on,
	// so the run fails with the skill's own error, and the trace keeps the
	// verdict where it happened.
	res, err := l.Run(context.Background(), "loop_a", library.Request{})
	ownError(t, "loop_a", err, skills.ErrCycle, "call cycle")
	if calls := res.Invocation.Calls; len(calls) != 1 || !strings.Contains(calls[0].Error, "call cycle") {
		t.Errorf("loop_a trace calls = %+v; want loop_b failing with the cycle", calls)
	}
	_, err = l.Run(context.Background(), "deep", library.Request{World: &counterWorld{}, Limits: skills.Limits{MaxDepth: 2}})
	ownError(t, "deep with depth 2", err, skills.ErrDepth, "call depth")
}

func TestBadInput(t *testing.T) {
	l := open(t)
	ctx := context.Background()
	tests := []struct {
		name, args string
		is         error
		msg        string
	}{
		{"counter", `{"n":"three"}`, skills.ErrInvalidArgs, `field "n"`},
		{"counter", `{}`, skills.ErrInvalidArgs, `missing required field "n"`},
		{"counter", `{"n":1,"m":2}`, skills.ErrInvalidArgs, `unknown field "m"`},
		{"counter", `[1]`, skills.ErrInvalidArgs, `JSON object`},
		{"../counter", `{}`, skills.ErrBadInput, `invalid skill name`},
		{"sub/twice", `{}`, skills.ErrBadInput, `invalid skill name`},
		{"nope", `{}`, skills.ErrNotFound, `"nope"`},
	}
	for _, tt := range tests {
		_, err := l.Run(ctx, tt.name, library.Request{Args: []byte(tt.args), World: &counterWorld{}})
		if !errors.Is(err, tt.is) || !strings.Contains(err.Error(), tt.msg) {
			t.Errorf("Run(%s, %s) = %v; want %v mentioning %q", tt.name, tt.args, err, tt.is, tt.msg)
		}
	}
	// No world: a clear "no environment" error.
	_, err := l.Run(ctx, "counter", library.Request{Args: []byte(`{"n":1}`)})
	if !errors.Is(err, skills.ErrNoEnv) {
		t.Errorf("Run without world = %v; want ErrNoEnv", err)
	}
	// The world says no: the skill's own error.
	_, err = l.Run(ctx, "counter", library.Request{Args: []byte(`{"n":1}`), World: &counterWorld{fail: true}})
	if err == nil || !strings.Contains(err.Error(), "inc failed: jammed") {
		t.Errorf("Run with jammed world = %v", err)
	}
}

// TestLateBinding: a caller picks up the callee version serving at call
// time, and a swap does not disturb the caller.
func TestLateBinding(t *testing.T) {
	dir := t.TempDir()
	copyFile(t, "testdata/lib/sub/twice.go", filepath.Join(dir, "twice.go"))
	writeCounter(t, dir, 1)
	l, err := library.Open(dir, library.Options{Executor: sandbox.NewInProcess(sandbox.Options{})})
	if err != nil {
		t.Fatal(err)
	}
	run := func() any {
		res, err := l.Run(context.Background(), "twice", library.Request{Args: []byte(`{"n":1}`), World: &counterWorld{}})
		if err != nil {
			t.Fatal(err)
		}
		return res.Result["value"]
	}
	if got := run(); got != 1 {
		t.Errorf("v1 value = %v; want 1", got)
	}
	writeCounter(t, dir, 100)
	u, err := library.LoadFile(filepath.Join(dir, "counter.go"))
	if err != nil {
		t.Fatal(err)
	}
	old := l.Swap(u)
	if old == nil || old.Unit.Version() == u.Version() {
		t.Fatalf("Swap returned %+v", old)
	}
	if got := run(); got != 100 {
		t.Errorf("after swap value = %v; want 100", got)
	}
}

func writeCounter(t *testing.T, dir string, k int) {
	src := fmt.Sprintf(`// Report a constant.
package counter

import "github.com/skillrun/skillrun/skills"

type Args struct {
	N int `+"`json:\"n\"`"+`
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"value": %d}, nil
}
`, k)
	if err := os.WriteFile(filepath.Join(dir, "counter.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
}

func copyFile(t *testing.T, from, to string) {
	b, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestReloadKeepsServingWhenBroken(t *testing.T) {
	dir := t.TempDir()
	writeCounter(t, dir, 7)
	l, err := library.Open(dir, library.Options{Executor: sandbox.NewInProcess(sandbox.Options{})})
	if err != nil {
		t.Fatal(err)
	}
	v1, _ := l.Get("counter")
	if err := os.WriteFile(filepath.Join(dir, "counter.go"), []byte("package counter\n\nfunc Run( {"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := l.Reload(); err != nil {
		t.Fatal(err)
	}
	v2, err := l.Get("counter")
	if err != nil || v2.Unit.Version() != v1.Unit.Version() {
		t.Errorf("after a broken save Get = %v, %v; want the old version %s", v2, err, v1.Unit.Version())
	}
	if len(l.Problems()) != 1 {
		t.Errorf("Problems = %v; want the broken file", l.Problems())
	}
	os.Remove(filepath.Join(dir, "counter.go"))
	if err := l.Reload(); err != nil {
		t.Fatal(err)
	}
	if _, err := l.Get("counter"); !errors.Is(err, skills.ErrNotFound) {
		t.Errorf("after delete Get = %v; want ErrNotFound", err)
	}
}

func TestOpenMissingDir(t *testing.T) {
	_, err := library.Open("testdata/nope", library.Options{Executor: sandbox.NewInProcess(sandbox.Options{})})
	if !errors.Is(err, library.ErrNoDir) {
		t.Errorf("Open(missing) = %v; want ErrNoDir", err)
	}
}

var _ sandbox.Executor = (*sandbox.InProcess)(nil)

// blockingWorld never answers an action until its context ends.
type blockingWorld struct{}

func (blockingWorld) Observe(context.Context) (skills.Observation, error) { return nil, nil }

func (blockingWorld) Act(ctx context.Context, _ skills.Action) (skills.Outcome, error) {
	<-ctx.Done()
	return skills.Outcome{}, ctx.Err()
}

// TestWorldGetsTheRunDeadline: a world call that blocks ends with the run's
// timeout instead of hanging the run.
func TestWorldGetsTheRunDeadline(t *testing.T) {
	l := open(t)
	done := make(chan error, 1)
	go func() {
		_, err := l.Run(context.Background(), "counter", library.Request{Args: []byte(`{"n":1}`), World: blockingWorld{}, Limits: skills.Limits{Timeout: 200 * time.Millisecond}})
		done <- err
	}()
	select {
	case err := <-done:
		if err == nil {
			t.Fatal("run with a blocked world succeeded")
		}
	case <-time.After(10 * time.Second):
		t.Fatal("a blocked World.Act hung the run past its timeout")
	}
}
