package worker

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/runtime/worker/workertest"
	"github.com/skillrun/skillrun/skills"
)

const honestSrc = `// Adds two numbers.
package honest

import "github.com/skillrun/skillrun/skills"

type Args struct{ A, B int }

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"sum": args.A + args.B}, nil
}
`

// honestCall runs an honest skill on p and checks its answer.
func honestCall(p *Pool) func(ctx context.Context) error {
	u, err := check.Check("honest.go", []byte(honestSrc))
	if err != nil {
		panic(err)
	}
	return func(ctx context.Context) error {
		resp, err := p.Run(ctx, u, &sandbox.Request{Args: []byte(`{"A":2,"B":3}`), Limits: skills.Limits{Timeout: 20 * time.Second}})
		if err != nil {
			return err
		}
		if got := fmt.Sprint(resp.Result["sum"]); got != "5" {
			return fmt.Errorf("honest sum = %s; want 5", got)
		}
		return nil
	}
}

// warm brings the host to the shape it has under attack (a few calls in
// flight at once, a prepare), so the baseline counts the threads the
// runtime keeps once it has them.
func warm(t *testing.T, p *Pool) {
	t.Helper()
	honest := honestCall(p)
	var wg sync.WaitGroup
	for i := 0; i < 4; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := honest(context.Background()); err != nil {
				t.Errorf("warm-up: %v", err)
			}
		}()
	}
	wg.Wait()
	u, _ := check.Check("honest.go", []byte(honestSrc))
	if err := p.Prepare(context.Background(), u); err != nil {
		t.Fatalf("Prepare(honest) = %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := p.WaitFull(ctx); err != nil {
		t.Fatal(err)
	}
}

// TestHostileInit prepares every candidate in testdata/hostile_init (the
// one door: package initialisation runs in a worker) and checks the exact
// outcome, that the host lives and keeps nothing of the attack, and that
// an honest call made meanwhile is answered.
func TestHostileInit(t *testing.T) {
	files, err := filepath.Glob("testdata/hostile_init/*.go")
	if err != nil || len(files) < 15 {
		t.Fatalf("%d hostile init skills (%v); want at least 15", len(files), err)
	}
	p := newTestPool(t, Options{Size: 2, PrepareTimeout: 30 * time.Second, Limits: skills.Limits{Timeout: 5 * time.Second, CPU: 10 * time.Second, MemoryBytes: 128 << 20}})
	warm(t, p)
	honest := honestCall(p)
	// Over the whole suite too: a leak of one thread or goroutine per
	// attack passes each case but not the sum.
	suite := workertest.Begin(t, 0, 0, nil)
	defer suite.End(t)
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		m := wantRE.FindSubmatch(src)
		if m == nil {
			t.Fatalf("%s: no // want: line", f)
		}
		want, substr := string(m[1]), strings.TrimSpace(string(m[2]))
		var lim skills.Limits
		if lm := limitRE.FindSubmatch(src); lm != nil {
			if lim, err = parseLimits(string(lm[1])); err != nil {
				t.Fatalf("%s: %v", f, err)
			}
		}
		t.Run(strings.TrimSuffix(filepath.Base(f), ".go"), func(t *testing.T) {
			u, err := check.Check(filepath.Base(f), src)
			if err != nil {
				t.Fatalf("Check: %v", err)
			}
			// The directives a file would carry: its manifest's limits.
			u.Manifest.Limits = lim
			g := workertest.Begin(t, 0, 50*time.Millisecond, honest)
			start := time.Now()
			err = p.Prepare(context.Background(), u)
			got := outcomeOf(err)
			t.Logf("%s after %v: %v", got, time.Since(start).Round(time.Millisecond), err)
			if got != want {
				t.Errorf("Prepare = %v (%s); want %s", err, got, want)
			}
			if substr != "" && (err == nil || !strings.Contains(err.Error(), substr)) {
				t.Errorf("Prepare = %v; want an error containing %q", err, substr)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
			defer cancel()
			if err := p.WaitFull(ctx); err != nil {
				t.Fatal(err)
			}
			g.End(t)
		})
	}
}

// skill builds a procedure's source with a package doc (directives
// included) and a Run body.
func skill(name, doc, imports, body string) string {
	return "// " + doc + "\npackage " + name + "\n\nimport (\n" + imports + "\n\t\"github.com/skillrun/skillrun/skills\"\n)\n\ntype Args struct{}\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) {\n" + body + "\n}\n"
}

// TestCeilings: a manifest or a caller can ask for less than the
// operator's ceiling, never more, and no value overflows the deadline
// arithmetic. Each case runs under the host guard with an honest call.
func TestCeilings(t *testing.T) {
	// The CPU ceiling leaves room for the memory cases: near its memory
	// limit a worker's collector runs often (the soft limit is 80 % of the
	// ceiling), and at 300 ms a hoarding skill on a loaded machine was
	// stopped by the CPU ceiling before the memory one.
	// Package initialisation gets 4s: the init that hoards must reach the
	// memory ceiling before it (on a loaded machine, filling 96 MiB near
	// the soft limit took over the 1s this once allowed, and the verdict
	// was a timeout).
	ceiling := skills.Limits{Timeout: 8 * time.Second, CPU: time.Second, MemoryBytes: 96 << 20, OutputBytes: 4 << 10, ResultBytes: 64 << 10}
	p := newTestPool(t, Options{Size: 2, Ceiling: ceiling, PrepareTimeout: 4 * time.Second})
	warm(t, p)
	honest := honestCall(p)
	const alloc = `	var hoard [][]byte
	for {
		b := make([]byte, 1<<20)
		for i := 0; i < len(b); i += 4096 {
			b[i] = 1
		}
		hoard = append(hoard, b)
	}`
	tests := []struct {
		name, src string
		req       skills.Limits
		prepare   bool
		want      string
		max       time.Duration // the verdict comes well before what was asked
	}{
		{"memory_1tib", skill("memory_1tib", "Asks for a terabyte.\n//\n//skillrun:memory 1024GiB\n//skillrun:timeout 1000h", "", alloc), skills.Limits{}, false, "memory", 20 * time.Second},
		{"timeout_1000h", skill("timeout_1000h", "Asks for 1000 hours.\n//\n//skillrun:timeout 1000h\n//skillrun:cpu 1000h", "", "\tselect {}"), skills.Limits{}, false, "timeout", 20 * time.Second},
		{"cpu_1000h", skill("cpu_1000h", "Asks for 1000 hours of CPU.\n//\n//skillrun:cpu 1000h", "", "\tx := 0\n\tfor {\n\t\tx++\n\t}"), skills.Limits{}, false, "cpu", 20 * time.Second},
		{"request_max_duration", skill("request_max_duration", "Is called with the largest timeout there is.", "", "\treturn skills.Result{\"ok\": true}, nil"), skills.Limits{Timeout: 1<<63 - 1, CPU: 1<<63 - 1}, false, "ok", 10 * time.Second},
		{"request_negative", skill("request_negative", "Is called with negative limits.", "", "\treturn skills.Result{\"ok\": true}, nil"), skills.Limits{Timeout: -time.Second, CPU: -1, MemoryBytes: -1, OutputBytes: -1, ResultBytes: -1, MaxDepth: -1}, false, "ok", 10 * time.Second},
		{"request_1tib_memory", skill("request_1tib_memory", "Is called with a terabyte.", "", alloc), skills.Limits{MemoryBytes: 1 << 40}, false, "memory", 20 * time.Second},
		{"output_1gib", skill("output_1gib", "Asks to print a gigabyte.\n//\n//skillrun:output 1GiB", "\t\"strings\"\n\t\"fmt\"", "\tfmt.Print(strings.Repeat(\"x\", 64<<10))\n\treturn nil, nil"), skills.Limits{}, false, "output", 10 * time.Second},
		{"result_1gib", skill("result_1gib", "Asks to return a gigabyte.\n//\n//skillrun:result 1GiB", "\t\"strings\"", "\treturn skills.Result{\"s\": strings.Repeat(\"x\", 1<<20)}, nil"), skills.Limits{}, false, "result_size", 10 * time.Second},
		{"init_timeout_1000h", strings.Replace(skill("init_timeout_1000h", "Asks 1000 hours for an init that never ends.\n//\n//skillrun:timeout 1000h", "", "\treturn nil, nil"), "type Args", "func init() { <-make(chan int) }\n\ntype Args", 1), skills.Limits{}, true, "timeout", 20 * time.Second},
		{"init_memory_1tib", strings.Replace(skill("init_memory_1tib", "Asks a terabyte for its init.\n//\n//skillrun:memory 1024GiB", "", "\treturn nil, nil"), "type Args", "func init() {\n"+alloc+"\n}\n\ntype Args", 1), skills.Limits{}, true, "memory", 20 * time.Second},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, err := check.Check(tt.name+".go", []byte(tt.src))
			if err != nil {
				t.Fatalf("Check: %v\n%s", err, tt.src)
			}
			g := workertest.Begin(t, 0, 50*time.Millisecond, honest)
			start := time.Now()
			if tt.prepare {
				err = p.Prepare(context.Background(), u)
			} else {
				_, err = p.Run(context.Background(), u, &sandbox.Request{Args: []byte(`{}`), Limits: tt.req})
			}
			took := time.Since(start)
			t.Logf("%s after %v: %v", outcomeOf(err), took.Round(time.Millisecond), err)
			if got := outcomeOf(err); got != tt.want {
				t.Errorf("outcome %s (%v); want %s", got, err, tt.want)
			}
			if took > tt.max {
				t.Errorf("took %v; the ceiling should have stopped it within %v", took, tt.max)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
			defer cancel()
			if err := p.WaitFull(ctx); err != nil {
				t.Fatal(err)
			}
			g.End(t)
		})
	}
}

// countWorld answers every action OK and counts what reached it.
type countWorld struct {
	acts  atomic.Int64
	bytes atomic.Int64
}

func (w *countWorld) Observe(context.Context) (skills.Observation, error) {
	return skills.Observation{"tick": w.acts.Load()}, nil
}

func (w *countWorld) Act(_ context.Context, a skills.Action) (skills.Outcome, error) {
	w.acts.Add(1)
	w.bytes.Add(int64(len(fmt.Sprint(a.Params))))
	return skills.Outcome{OK: true}, nil
}

// TestHostState: what a run keeps on the host (its trace of actions and
// logs, and so what memory records) is bounded per run, with a marker, and
// the run fails with the limit's error even if the skill ignores the
// refusals; nested calls cannot start workers without bound. Skills run
// in real workers through a real library.
func TestHostState(t *testing.T) {
	dir := t.TempDir()
	srcs := map[string]string{
		"acts_20k":       skill("acts_20k", "Acts 20000 times, ignoring refusals.", "", "\tfor i := 0; i < 20000; i++ {\n\t\tenv.Act(skills.Action{Name: \"tick\"})\n\t}\n\treturn skills.Result{\"done\": true}, nil"),
		"act_64mib":      skill("act_64mib", "One action of 64 MiB: the worker runs out of memory building it.", "\t\"strings\"", "\t_, err := env.Act(skills.Action{Name: \"put\", Params: map[string]any{\"blob\": strings.Repeat(\"x\", 64<<20)}})\n\treturn nil, err"),
		"act_20mib":      skill("act_20mib", "One action of 20 MiB: past the run's action bytes, refused before the host reads it.", "\t\"strings\"", "\t_, err := env.Act(skills.Action{Name: \"put\", Params: map[string]any{\"blob\": strings.Repeat(\"x\", 20<<20)}})\n\treturn nil, err"),
		"acts_8mib":      skill("acts_8mib", "Twenty actions of 8 MiB, ignoring refusals.", "\t\"strings\"", "\tblob := strings.Repeat(\"x\", 8<<20)\n\tfor i := 0; i < 20; i++ {\n\t\tenv.Act(skills.Action{Name: \"put\", Params: map[string]any{\"blob\": blob}})\n\t}\n\treturn skills.Result{\"done\": true}, nil"),
		"log_flood":      skill("log_flood", "Logs 40 MiB in 4 KiB lines.", "\t\"strings\"", "\tline := strings.Repeat(\"x\", 4<<10)\n\tfor i := 0; i < 10000; i++ {\n\t\tenv.Log(line, \"i\", i)\n\t}\n\treturn skills.Result{\"done\": true}, nil"),
		"actions_asked":  skill("actions_asked", "Asks for a million actions; the ceiling holds.\n//\n//skillrun:actions 1000000", "", "\tfor i := 0; i < 200; i++ {\n\t\tif _, err := env.Act(skills.Action{Name: \"tick\"}); err != nil {\n\t\t\treturn nil, err\n\t\t}\n\t}\n\treturn skills.Result{\"done\": true}, nil"),
		"call_bomb":      skill("call_bomb", "Forks 40 goroutines that each call a skill that waits.", "", "\tdone := make(chan error, 40)\n\tfor i := 0; i < 40; i++ {\n\t\tgo func() {\n\t\t\t_, err := env.Call(\"waits\", nil)\n\t\t\tdone <- err\n\t\t}()\n\t}\n\tfailed := 0\n\tfor i := 0; i < 40; i++ {\n\t\tif err := <-done; err != nil {\n\t\t\tfailed++\n\t\t}\n\t}\n\treturn skills.Result{\"failed\": failed}, nil"),
		"waits":          skill("waits", "Waits a little.", "", "\tfor i := 0; i < 3000000; i++ {\n\t}\n\treturn skills.Result{\"ok\": true}, nil"),
		"calls_acting":   skill("calls_acting", "Calls a skill acting with 1 MiB, 40 times, ignoring refusals: each callee within its own bytes, the tree past the run's.", "", "\tfor i := 0; i < 40; i++ {\n\t\tenv.Call(\"acts_1mib\", nil)\n\t}\n\treturn skills.Result{\"done\": true}, nil"),
		"acts_1mib":      skill("acts_1mib", "One action of 1 MiB.", "\t\"strings\"", "\t_, err := env.Act(skills.Action{Name: \"put\", Params: map[string]any{\"blob\": strings.Repeat(\"x\", 1<<20)}})\n\treturn nil, err"),
		"calls_failing":  skill("calls_failing", "Calls a skill failing with 60 KiB of error text, 400 times, ignoring the errors.", "", "\tfor i := 0; i < 400; i++ {\n\t\tenv.Call(\"fails_60kib\", nil)\n\t}\n\treturn skills.Result{\"done\": true}, nil"),
		"fails_60kib":    skill("fails_60kib", "Fails with 60 KiB of error text.", "\t\"errors\"\n\t\"strings\"", "\treturn nil, errors.New(strings.Repeat(\"e\", 60<<10))"),
		"calls_1mib":     skill("calls_1mib", "Passes 1 MiB of arguments to a skill, 40 times, ignoring refusals.", "\t\"strings\"", "\tblob := strings.Repeat(\"x\", 1<<20)\n\tfor i := 0; i < 40; i++ {\n\t\tenv.Call(\"waits\", map[string]any{\"blob\": blob})\n\t}\n\treturn skills.Result{\"done\": true}, nil"),
		"honest_counter": skill("honest_counter", "Acts three times.", "", "\tfor i := 0; i < 3; i++ {\n\t\tif _, err := env.Act(skills.Action{Name: \"tick\"}); err != nil {\n\t\t\treturn nil, err\n\t\t}\n\t}\n\treturn skills.Result{\"ok\": true}, nil"),
	}
	for name, src := range srcs {
		if err := os.WriteFile(filepath.Join(dir, name+".go"), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	const size, maxOverflow = 2, 2
	p := newTestPool(t, Options{Size: size, MaxOverflow: maxOverflow, Ceiling: skills.Limits{Actions: 10000, ActionBytes: 16 << 20, LogBytes: 1 << 20}})
	lib, err := library.Open(dir, library.Options{Executor: p, Ceiling: skills.Limits{Actions: 10000, ActionBytes: 16 << 20, LogBytes: 1 << 20}})
	if err != nil {
		t.Fatal(err)
	}
	if probs := lib.Problems(); len(probs) > 0 {
		t.Fatalf("library problems: %v", probs[0].Msg)
	}
	warm(t, p)
	honest := func(ctx context.Context) error {
		w := &countWorld{}
		res, err := lib.Run(ctx, "honest_counter", library.Request{World: w})
		if err != nil {
			return err
		}
		if w.acts.Load() != 3 || len(res.Invocation.Steps) != 3 {
			return fmt.Errorf("honest run: %d acts, %d steps; want 3", w.acts.Load(), len(res.Invocation.Steps))
		}
		return nil
	}
	tests := []struct {
		name     string
		want     error
		maxActs  int64 // what may reach the world
		maxSteps int   // what the trace may keep (marker included)
		maxLogs  int
	}{
		{"acts_20k", skills.ErrActions, 10000, 10001, 0},
		{"act_64mib", skills.ErrMemory, 0, 0, 0},
		{"act_20mib", skills.ErrActions, 0, 0, 0},
		{"acts_8mib", skills.ErrActions, 1, 2, 0},
		{"log_flood", skills.ErrOutput, 0, 0, 257},
		{"actions_asked", nil, 200, 200, 0},
		{"call_bomb", nil, 0, 0, 0},
		{"calls_acting", skills.ErrActions, 40, 1, 0},
		{"calls_1mib", skills.ErrActions, 0, 1, 0},
		{"calls_failing", skills.ErrActions, 0, 1, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := workertest.Begin(t, 0, 50*time.Millisecond, honest)
			var busyMax atomic.Int64
			stop := make(chan struct{})
			sampled := make(chan struct{})
			go func() {
				defer close(sampled)
				for {
					if b := int64(p.Stats().Busy); b > busyMax.Load() {
						busyMax.Store(b)
					}
					select {
					case <-stop:
						return
					case <-time.After(2 * time.Millisecond):
					}
				}
			}()
			w := &countWorld{}
			res, err := lib.Run(context.Background(), tt.name, library.Request{World: w})
			close(stop)
			<-sampled
			t.Logf("%v; world saw %d acts", err, w.acts.Load())
			if tt.want == nil && err != nil || tt.want != nil && !errors.Is(err, tt.want) {
				t.Fatalf("Run = %v; want %v", err, tt.want)
			}
			if w.acts.Load() > tt.maxActs {
				t.Errorf("the world saw %d actions; want at most %d", w.acts.Load(), tt.maxActs)
			}
			inv := res.Invocation
			if len(inv.Steps) > tt.maxSteps || len(inv.Logs) > tt.maxLogs {
				t.Errorf("trace keeps %d steps and %d logs; want at most %d and %d", len(inv.Steps), len(inv.Logs), tt.maxSteps, tt.maxLogs)
			}
			if tt.want == skills.ErrActions && tt.maxSteps > 0 && (len(inv.Steps) == 0 || inv.Steps[len(inv.Steps)-1].Action.Name != "(truncated)") {
				t.Errorf("the trace has no truncation marker at its end")
			}
			if b := busyMax.Load(); b > size+maxOverflow+1 {
				t.Errorf("%d workers busy at once; the pool allows %d and %d overflow (+1 for the honest call)", b, size, maxOverflow)
			}
			// The whole tree's trace, nested calls' included, within the
			// run's bytes of actions and logs (and a little for the
			// invocations themselves).
			if b, _ := json.Marshal(inv); len(b) > 16<<20+1<<20+1<<20 {
				t.Errorf("the trace with its nested calls is %d bytes; want at most the run's %d bytes of actions and %d of logs", len(b), 16<<20, 1<<20)
			}
			if tt.name == "call_bomb" {
				t.Logf("call bomb: %v; at most %d workers busy", res.Result, busyMax.Load())
			}
			ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
			defer cancel()
			if err := p.WaitFull(ctx); err != nil {
				t.Fatal(err)
			}
			g.End(t)
		})
	}
}

// TestPoisonStaysInTheSkill: a worker runs many skills in turn, of every
// caller. One that writes through what the standard library hands it
// (unicode's tables, base64.StdEncoding, image.Black, crc32.MakeTable's
// table) writes its own copies: a skill run after it in the same worker
// computes what it computed before. Before, it upper-cased wrongly and
// could not compile \p{Lu} until the worker was recycled.
func TestPoisonStaysInTheSkill(t *testing.T) {
	load := func(name string) *check.Unit {
		src, err := os.ReadFile(filepath.Join("testdata/poison", name+".go"))
		if err != nil {
			t.Fatal(err)
		}
		u, err := check.Check(name+".go", src)
		if err != nil {
			t.Fatal(err)
		}
		return u
	}
	poison, victim := load("poison"), load("victim")
	p := newTestPool(t, Options{Size: 1}) // one worker: both skills run in it
	run := func(u *check.Unit) string {
		t.Helper()
		resp, err := p.Run(context.Background(), u, &sandbox.Request{Args: []byte(`{}`)})
		if err != nil {
			t.Fatalf("%s: %v", u.Name(), err)
		}
		return fmt.Sprint(resp.Result)
	}
	before := run(victim)
	run(poison)
	if after := run(victim); after != before {
		t.Errorf("after another skill ran in its worker, victim = %s; before, %s", after, before)
	}
	if got := p.Stats().Started; got != 1 {
		t.Errorf("%d workers started; the test needs the three calls in one", got)
	}
}
