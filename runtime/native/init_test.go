package native

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/runtime/symbols"
	"github.com/skillrun/skillrun/runtime/worker"
	"github.com/skillrun/skillrun/skills"
)

// TestInitRunsJailed builds a skill whose package variables and init
// function try what the worker's jail forbids (read and list files
// outside the scratch directory, write to /tmp, dial, exec), bypassing
// vet and Check, which would refuse its imports: the order of package
// initialisation alone must keep it in. Were the skill's package
// initialised before package jailinit (the generated import dropped, or
// the jail moved after initialisation), every attempt would succeed:
// the worker runs as the host's user, root here.
func TestInitRunsJailed(t *testing.T) {
	b := testBuilder(t)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	u, err := check.Check("escape.go", []byte("// Stand-in.\npackage escape\n\nimport \"github.com/skillrun/skillrun/skills\"\n\ntype Args struct{}\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) { return nil, nil }\n"))
	if err != nil {
		t.Fatal(err)
	}
	if u.Source, err = os.ReadFile("testdata/initescape/escape.go"); err != nil {
		t.Fatal(err)
	}
	a, err := b.build(ctx, u, b.Key(u))
	if err != nil {
		t.Fatalf("build: %v", err)
	}
	p, err := worker.New(ctx, worker.Options{Size: 1, Path: a.Path})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	for _, pr := range p.Protections() {
		if !pr.OK && (pr.Name == worker.ProtLandlock || pr.Name == worker.ProtSeccomp || pr.Name == worker.ProtNamespaces) {
			t.Skipf("this machine lacks %s (%s): the jail cannot be shown", pr.Name, pr.Detail)
		}
	}
	resp, err := p.Run(ctx, u, &sandbox.Request{Args: []byte(`{}`)})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"read /etc/passwd", "write /tmp", "dial", "exec", "fork", "list /"}
	for _, k := range want {
		got, _ := resp.Result[k].(string)
		t.Logf("%s: %s", k, got)
		if !strings.HasPrefix(got, "denied: ") {
			t.Errorf("package initialisation: %s gave %q; want it denied by the jail", k, got)
		}
	}
	if got := resp.Result["environ"]; got != "ok" {
		t.Errorf("package initialisation saw environ %v; want none", got)
	}
	if _, err := os.Stat("/tmp/skillrun-init-escape"); err == nil {
		_ = os.Remove("/tmp/skillrun-init-escape")
		t.Errorf("package initialisation wrote /tmp/skillrun-init-escape on the host")
	}
}

// TestInitOutsidePool: a native binary run by hand (not by a pool)
// exits before its skill's package initialisation, which would run
// unjailed.
func TestInitOutsidePool(t *testing.T) {
	b := testBuilder(t)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	u := loadUnit(t, "../worker/testdata/hostile_init/init_panic.go")
	a, err := b.Build(ctx, u)
	if err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{nil, {"__skillrun_jail__"}} {
		out, err := exec.CommandContext(ctx, a.Path, args...).CombinedOutput()
		if err == nil || strings.Contains(string(out), "refusing to initialise\n") || !strings.Contains(string(out), "outside its jail") {
			t.Errorf("%s %q: %v\n%s\nwant it to exit before the skill's init", filepath.Base(a.Path), args, err, out)
		}
	}
}

// hostileInitNative is how the native tier's outcome may differ from the
// interpreted one for package initialisation: a native worker initialises
// its skill when it starts, under the pool's CPU limit and start timeout,
// where the sandbox initialises under a call's limits; an initialisation
// that never ends is stopped by whichever comes first.
var hostileInitNative = map[string][]string{
	"timeout": {"timeout", "cpu"},
}

// TestHostileInitNative runs runtime/worker's hostile initialisation suite
// (testdata/hostile_init) through the native tier: each skill is built and
// its native workers started under the file's limits. Package
// initialisation runs in the jail when the worker starts, so every attack
// must end the start with the outcome the interpreted tier gives (a panic
// is bad input with the skill's position, goroutines left running are
// forbidden, runaway CPU, memory, stack and blocking are stopped), as an
// InitError, within bounded time; an honest one serves.
func TestHostileInitNative(t *testing.T) {
	if testing.Short() {
		t.Skip("builds one native binary per hostile skill")
	}
	b := testBuilder(t)
	files, err := filepath.Glob("../worker/testdata/hostile_init/*.go")
	if err != nil || len(files) < 15 {
		t.Fatalf("hostile init suite: %d files, %v", len(files), err)
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".go")
		t.Run(name, func(t *testing.T) {
			src, want, substr := hostileCase(t, f)
			u := loadUnit(t, f)
			if err := Check(u); err != nil {
				t.Fatalf("Check: %v; package initialisation is allowed", err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
			defer cancel()
			a, err := b.Build(ctx, u)
			if err != nil {
				t.Fatalf("Build: %v", err)
			}
			lim := skills.Resolve(skills.Limits{}, skills.Limits{Timeout: 5 * time.Second, CPU: 10 * time.Second, MemoryBytes: 128 << 20})
			fl := hostileLimitsOf(t, src)
			if fl.CPU > 0 {
				lim.CPU = fl.CPU
			}
			if fl.MemoryBytes > 0 {
				lim.MemoryBytes = fl.MemoryBytes
			}
			// An init that burns CPU must be stopped by the CPU limit:
			// on a loaded host its second of CPU can take more than the
			// start timeout's three seconds of wall time (seen in CI),
			// so those starts get fifteen.
			startTimeout := 3 * time.Second
			if want == "cpu" {
				startTimeout = 15 * time.Second
			}
			start := time.Now()
			p, err := worker.New(ctx, worker.Options{Size: 1, Path: a.Path, Limits: lim, StartTimeout: startTimeout})
			took := time.Since(start)
			if err == nil {
				defer p.Close()
				_, err = p.Run(ctx, u, &sandbox.Request{Args: []byte(`{}`)})
			} else {
				var ie *worker.InitError
				if !errors.As(err, &ie) {
					t.Fatalf("worker.New = %v; want an InitError", err)
				}
				err = initFailure(u, ie)
			}
			got := outcome(err)
			t.Logf("%s after %v: %v", got, took.Round(time.Millisecond), err)
			ok := got == want
			for _, alt := range hostileInitNative[want] {
				ok = ok || got == alt
			}
			if !ok {
				t.Errorf("native outcome %s (%v); the interpreted tier gives %s", got, err, want)
			}
			if want == "ok" {
				return
			}
			if substr != "" && !strings.Contains(err.Error(), substr) {
				t.Errorf("native error %v; want it to contain %q", err, substr)
			}
			if !strings.Contains(err.Error(), u.Name()+"@"+u.Version()) {
				t.Errorf("native error %v does not name the version", err)
			}
			if took > 30*time.Second {
				t.Errorf("the start took %v; the start timeout is %v", took, startTimeout)
			}
		})
	}
}

// TestTierInitRefused tiers up versions whose package initialisation
// fails natively through an Executor: the tier-up ends (no hang: the
// start timeout and the pool's CPU limit bound it) with a refusal that
// names the version and says why, the version's tier is refused, and the
// interpreted tier keeps serving it.
func TestTierInitRefused(t *testing.T) {
	if testing.Short() {
		t.Skip("builds native binaries")
	}
	b := testBuilder(t)
	ip := interpPool(t)
	hoard, err := check.Check("inithoard.go", []byte(`// Builds a 100 MiB table when its package initialises: within the
// interpreted tier's memory limit, over the native pool's of this test.
package inithoard

import "github.com/skillrun/skillrun/skills"

type Args struct{}

var table = fill(make([]byte, 100<<20))

func fill(b []byte) []byte {
	for i := 0; i < len(b); i += 4096 {
		b[i] = byte(i >> 12)
	}
	return b
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"n": len(table), "last": table[len(table)-4096]}, nil
}
`))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		u    *check.Unit
		want error
		says []string
	}{
		{loadUnit(t, "../worker/testdata/hostile_init/init_panic.go"), skills.ErrBadInput, []string{"refusing to initialise", "init_panic.go:9: init init_panic"}},
		{loadUnit(t, "../worker/testdata/hostile_init/init_cpu_burn.go"), skills.ErrCPU, []string{"package initialisation"}},
		{hoard, skills.ErrMemory, []string{"package initialisation"}},
	} {
		u := tc.u
		if src, err := os.ReadFile("../worker/testdata/hostile_init/" + u.File); err == nil {
			u.Manifest.Limits = hostileLimitsOf(t, src) // what its manifest would say
		}
		t.Run(u.Name(), func(t *testing.T) {
			var evs events
			x := NewExecutor(ip, Options{Builder: b, OnEvent: evs.add,
				Pool: worker.Options{StartTimeout: 20 * time.Second, Limits: skills.Limits{CPU: time.Second, MemoryBytes: 64 << 20}}})
			defer x.Close()
			ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
			defer cancel()
			start := time.Now()
			err := x.Tier(ctx, u)
			t.Logf("Tier after %v: %v", time.Since(start).Round(time.Millisecond), err)
			if !errors.Is(err, tc.want) {
				t.Errorf("Tier = %v; want %v", err, tc.want)
			}
			for _, s := range append(tc.says, u.Name()+"@"+u.Version()) {
				if err == nil || !strings.Contains(err.Error(), s) {
					t.Errorf("Tier = %v; want it to say %q", err, s)
				}
			}
			if tier, reason := x.TierOf(u); tier != Refused || err == nil || reason != err.Error() {
				t.Errorf("TierOf = %s, %q; want refused with the error", tier, reason)
			}
			// The interpreted tier serves the version as before.
			want, wantErr := ip.Run(ctx, u, &sandbox.Request{Args: []byte(`{}`)})
			got, gotErr := x.Run(ctx, u, &sandbox.Request{Args: []byte(`{}`)})
			if outcome(gotErr) != outcome(wantErr) || (wantErr == nil && canonical(got.Result) != canonical(want.Result)) {
				t.Errorf("after the refusal: %v, %v; the interpreted tier gives %v, %v", got, gotErr, want, wantErr)
			}
			if c := x.Calls(); c[Native] != 0 || c[Interpreted] != 1 {
				t.Errorf("calls per tier %v; want the one interpreted", c)
			}
			if u == hoard && wantErr != nil {
				t.Errorf("the interpreted tier refuses inithoard: %v", wantErr)
			}
		})
	}
}

// TestJailinitImportsCoverSkills: every package a skill may import (vet's
// whitelist) but maps is already a dependency of package jailinit, so Go
// initialises it before jailinit's init jails the worker, and nothing
// but the skill's own package (then main) is initialised after the jail.
// (Were one not, it would still be trusted code, but it would run jailed
// and might need what the jail denies.) jailinit imports only
// runtime/worker. The test lives here: a test of jailinit itself links
// it, and its init ends any process not started by a pool.
func TestJailinitImportsCoverSkills(t *testing.T) {
	const self = "github.com/skillrun/skillrun/runtime/worker/jailinit"
	out, err := exec.Command("go", "list", "-deps", self).Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	deps := map[string]bool{}
	for _, p := range strings.Fields(string(out)) {
		deps[p] = true
	}
	var may []string
	may = append(may, symbols.Std...)
	may = append(may, symbols.Generic...)
	may = append(may, symbols.Project...)
	// Packages a skill may import that jailinit need not: nothing of
	// theirs runs at initialisation.
	inert := map[string]bool{"maps": true} // generic functions only, no package state
	for _, p := range may {
		if !deps[p] && !inert[p] {
			t.Errorf("a skill may import %s, which jailinit does not depend on: it would be initialised after the jail", p)
		}
	}
	imports, err := exec.Command("go", "list", "-f", `{{join .Imports " "}}`, self).Output()
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.TrimSpace(string(imports)); got != "github.com/skillrun/skillrun/runtime/worker" {
		t.Errorf("jailinit imports %q; want runtime/worker only", got)
	}
}
