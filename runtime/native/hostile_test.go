package native

import (
	"context"
	"errors"
	"math/rand"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/runtime/worker"
	"github.com/skillrun/skillrun/skills"
)

var (
	hostileWant = regexp.MustCompile(`(?m)^// want: (\w+)[ \t]*([^\n]*)$`)
	// hostileNative declares the native tier's outcome where compiled Go
	// runs what the interpreter does not.
	hostileNative = regexp.MustCompile(`(?m)^// native: (\w+)$`)
	hostileLimits = regexp.MustCompile(`(?m)^// limits: (.*)$`)
)

// hostileCase reads hostile skill file f and its "// want: KIND TEXT"
// line: the source, the outcome's kind and a text it holds.
func hostileCase(t *testing.T, f string) (src []byte, want, substr string) {
	t.Helper()
	src, err := os.ReadFile(f)
	if err != nil {
		t.Fatal(err)
	}
	m := hostileWant.FindSubmatch(src)
	if m == nil {
		t.Fatalf("no // want: line")
	}
	return src, string(m[1]), strings.TrimSpace(string(m[2]))
}

// hostileLimitsOf reads a hostile skill's "// limits:" line (the format of
// runtime/worker's hostile suite).
func hostileLimitsOf(t *testing.T, src []byte) skills.Limits {
	var l skills.Limits
	m := hostileLimits.FindSubmatch(src)
	if m == nil {
		return l
	}
	for _, kv := range strings.Fields(string(m[1])) {
		k, v, _ := strings.Cut(kv, "=")
		var err error
		switch k {
		case "timeout":
			l.Timeout, err = time.ParseDuration(v)
		case "cpu":
			l.CPU, err = time.ParseDuration(v)
		case "memory":
			l.MemoryBytes, err = check.ParseBytes(v)
		case "output":
			l.OutputBytes, err = check.ParseBytes(v)
		case "result":
			l.ResultBytes, err = check.ParseBytes(v)
		default:
			t.Fatalf("unknown limit %q", kv)
		}
		if err != nil {
			t.Fatalf("limit %s: %v", kv, err)
		}
	}
	return l
}

// outcome names an error's outcome as the hostile suite does.
func outcome(err error) string {
	if err == nil {
		return "ok"
	}
	switch k := kindOf(err); k {
	case "timeout", "cpu", "memory", "output", "result_size", "crash", "forbidden", "vet", "bad_input":
		return k
	case "invalid_args":
		return "bad_input"
	case "limit", "depth":
		return "limit"
	}
	return "error"
}

// TestHostileNative runs runtime/worker's hostile suite through the native
// tier. Every skill that vets and passes the native check is built into a
// native worker binary and run in a jailed pool with the suite's limits;
// its outcome must be the one the suite asserts for the interpreted tier.
// What vet refuses never reaches either tier. A skill the interpreter
// cannot compile (a yaegi limitation: bad_input) runs natively, and Prove
// must refuse its native tier, so callers keep the interpreted outcome.
func TestHostileNative(t *testing.T) {
	if testing.Short() {
		t.Skip("builds one native binary per hostile skill")
	}
	b := testBuilder(t)
	files, err := filepath.Glob("../worker/testdata/hostile/*.go")
	if err != nil || len(files) < 40 {
		t.Fatalf("hostile suite: %d files, %v", len(files), err)
	}
	ip := interpPool(t)
	opts := worker.Options{Size: 1, Limits: skills.Limits{Timeout: 5 * time.Second, CPU: 10 * time.Second, MemoryBytes: 128 << 20}}
	built := 0
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".go")
		t.Run(name, func(t *testing.T) {
			src, want, substr := hostileCase(t, f)
			u, err := check.Check(filepath.Base(f), src)
			if err != nil {
				if want != "vet" {
					t.Errorf("vet: %v; the suite wants %s", err, want)
				}
				return
			}
			if err := Check(u); err != nil {
				if !errors.Is(err, ErrRefused) {
					t.Fatal(err)
				}
				t.Logf("refused by the native check (stays interpreted): %v", err)
				return
			}
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
			defer cancel()
			a, err := b.Build(ctx, u)
			if err != nil {
				t.Fatalf("Build: %v", err)
			}
			built++
			o := opts
			o.Path = a.Path
			p, err := worker.New(ctx, o)
			var ie *worker.InitError
			if errors.As(err, &ie) {
				// Its package initialisation, run in the jail when the
				// worker starts, failed: that is its outcome.
				err = initFailure(u, ie)
				got := outcome(err)
				t.Logf("%s at the start: %v", got, err)
				ok := got == want
				for _, alt := range hostileInitNative[want] {
					ok = ok || got == alt
				}
				if !ok {
					t.Errorf("native outcome %s (%v); the interpreted tier gives %s", got, err, want)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			defer p.Close()
			if want == "bad_input" && yaegiCannotCompile(ctx, t, ip, u) {
				// yaegi cannot compile it; compiled Go can. The proof
				// must keep the native tier away.
				if err := Prove(ctx, u, ip, p, ProofOptions{Generated: 2}); !errors.Is(err, ErrDiverged) {
					t.Errorf("Prove = %v; want a divergence", err)
				}
				return
			}
			req := &sandbox.Request{Env: &hostileEnv{}, Args: []byte(`{}`), Limits: hostileLimitsOf(t, src), Frame: testFrame(rand.New(rand.NewSource(1)))}
			start := time.Now()
			_, err = p.Run(ctx, u, req)
			got := outcome(err)
			t.Logf("%s after %v: %v", got, time.Since(start).Round(time.Millisecond), err)
			if nm := hostileNative.FindSubmatch(src); nm != nil {
				// Compiled Go calls what the interpreter does not (an
				// Error method, an Unwrap): the outcome differs, and the
				// proof must keep the native tier away.
				if got != string(nm[1]) {
					t.Errorf("native outcome %s (%v); the file says the native tier gives %s", got, err, nm[1])
				}
				// Under the file's limits, as its manifest would say.
				u.Manifest.Limits = req.Limits
				if err := Prove(ctx, u, ip, p, ProofOptions{Generated: 2}); !errors.Is(err, ErrDiverged) {
					t.Errorf("Prove = %v; want a divergence", err)
				}
				return
			}
			if got != want {
				t.Errorf("native outcome %s (%v); the interpreted tier gives %s", got, err, want)
			}
			if substr != "" && (err == nil || !strings.Contains(err.Error(), substr)) {
				t.Logf("note: native error %v does not contain the interpreted wording %q", err, substr)
			}
			// A bound on the pool's refill, not a measure of it: starting a
			// worker after a kill took over 10 s on a loaded machine.
			wctx, wcancel := context.WithTimeout(ctx, time.Minute)
			defer wcancel()
			if err := p.WaitFull(wctx); err != nil {
				t.Fatal(err)
			}
		})
	}
	t.Logf("%d hostile skills built and run natively", built)
	if built < 20 {
		t.Errorf("only %d hostile skills reached the native tier; the suite has more that vet", built)
	}
}

// yaegiCannotCompile reports whether the interpreted tier refuses u for a
// limitation of the interpreter (a compile error at run time).
func yaegiCannotCompile(ctx context.Context, t *testing.T, ip sandbox.Executor, u *check.Unit) bool {
	_, err := ip.Run(ctx, u, &sandbox.Request{Args: []byte(`{}`)})
	return err != nil && outcome(err) == "bad_input" && strings.Contains(err.Error(), "compile")
}

// hostileEnv answers as the worker's hostile suite's environment does
// where the outcome depends on it: a call of "missing" finds no skill.
type hostileEnv struct{ scriptedEnv }

func (e *hostileEnv) Call(skill string, args any) (skills.Result, error) {
	if skill == "missing" {
		return nil, skills.ErrNotFound
	}
	return e.scriptedEnv.Call(skill, args)
}
