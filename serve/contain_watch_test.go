package serve_test

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/skillrun/skillrun/runtime/worker/workertest"
)

// moreHostileInits are initialisations of other shapes than hostileInits:
// panics swallowed in a loop, a closure recursing through a package
// variable, a select with no cases, a map grown without end, a goroutine that
// panics after init has returned, output without end, and a variable
// initialiser that spins.
var moreHostileInits = []struct{ name, init, reason string }{
	{"init_recover_loop", "func init() {\n\tfor {\n\t\tfunc() {\n\t\t\tdefer func() { _ = recover() }()\n\t\t\tpanic(\"again\")\n\t\t}()\n\t}\n}", "timeout"},
	{"init_closure_recursion", "var f func(int) int\n\nfunc init() {\n\tf = func(n int) int { return f(n+1) + 1 }\n\tf(0)\n}", "stack"},
	{"init_select_forever", "func init() { select {} }", "timeout"},
	{"init_map_growth", "var m = grow()\n\nfunc grow() map[int][]byte {\n\tm := map[int][]byte{}\n\tfor i := 0; ; i++ {\n\t\tm[i] = make([]byte, 1<<16)\n\t}\n}", "memory"},
	{"init_late_panic", "func init() {\n\tgo func() {\n\t\tn := 0\n\t\tfor i := 0; i < 1<<40; i++ {\n\t\t\tn += i\n\t\t}\n\t\tpanic(fmt.Sprint(\"late \", n))\n\t}()\n}", "goroutines running"},
	{"init_endless_output", "func init() {\n\tfor {\n\t\tfmt.Print(\"flood \")\n\t}\n}", "timeout"},
	{"init_var_spin", "var x = spin()\n\nfunc spin() int {\n\tn := 0\n\tfor {\n\t\tn++\n\t}\n}", "timeout"},
}

// moreHostileSource is hostileInitSource with the imports those need.
func moreHostileSource(name, init string) string {
	return "// A candidate with a hostile initialisation.\npackage " + name + "\n\nimport (\n\t\"fmt\"\n\n\t\"github.com/skillrun/skillrun/skills\"\n)\n\nvar (\n\t_ = fmt.Sprint\n)\n\ntype Args struct{}\n\n" + init +
		"\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) { return skills.Result{\"served\": true}, nil }\n"
}

// watchLog collects a watch process's standard output.
type watchLog struct {
	mu  sync.Mutex
	buf strings.Builder
}

func (w *watchLog) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.buf.Write(p)
}

func (w *watchLog) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.buf.String()
}

// await waits for a line matching re (a generous deadline: the verdict
// on a candidate that blocks waits for its timeout).
func (w *watchLog) await(ctx context.Context, re *regexp.Regexp) (string, error) {
	for {
		if m := re.FindString(w.String()); m != "" {
			return m, nil
		}
		select {
		case <-ctx.Done():
			return "", fmt.Errorf("no line matching %s in the watch log:\n%s", re, w.String())
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// TestHostileSavesWatchBinary: the real `skillrun watch` (isolated
// workers) sees hostile candidates saved into its library, twelve
// initialisations of different shapes. Each is rejected with its reason
// and never serves; the watcher lives, keeps no more than 64 MiB of it,
// its threads come back, and an honest skill saved during the attack is
// judged and added (the watcher is not wedged by the hostile one).
func TestHostileSavesWatchBinary(t *testing.T) {
	bin, work, lib := binaryAndLib(t)
	cmd := exec.Command(bin, "watch", "--lib", lib, "--memory", filepath.Join(work, "memory.db"), "--workers", "2", "--sync", "0")
	var log watchLog
	cmd.Stdout = &log
	cmd.Stderr = &logWriter{t: t}
	startWatch(t, cmd)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	if _, err := log.await(ctx, regexp.MustCompile(`watching .*`)); err != nil {
		cancel()
		t.Fatal(err)
	}
	cancel()

	type attack struct{ name, src, reason, await string }
	var attacks []attack
	for _, h := range hostileInits {
		attacks = append(attacks, attack{h.name, hostileInitSource(h.name, h.init), h.reason, ""})
	}
	for _, h := range moreHostileInits {
		attacks = append(attacks, attack{h.name, moreHostileSource(h.name, h.init), h.reason, ""})
	}
	// Files that cost vet far more than their size (runtime/check's
	// bounds): refused by vet at once (the rejection shows the first
	// problem), the watcher not wedged.
	for _, h := range []struct{ name, reason string }{
		{"infer_doubling", "type nodes"},
		{"infer_pairs", "type nodes"},
		{"embed_deep", "levels deep"},
		{"diag_flood", "cannot use 0"},
	} {
		src, err := os.ReadFile(filepath.Join("..", "runtime", "worker", "testdata", "hostile", h.name+".go"))
		if err != nil {
			t.Fatal(err)
		}
		// A file that does not vet has no name yet: its path says which.
		attacks = append(attacks, attack{h.name, string(src), h.reason, `rejected because does not vet: \S*/` + regexp.QuoteMeta(h.name) + `\.go:.*`})
	}
	for i, h := range attacks {
		t.Run(h.name, func(t *testing.T) {
			honestName := fmt.Sprintf("honest_%d", i)
			honest := func(ctx context.Context) error {
				src := "// Says hello.\npackage " + honestName + "\n\nimport \"github.com/skillrun/skillrun/skills\"\n\ntype Args struct{}\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) { return skills.Result{\"hello\": true}, nil }\n"
				if err := os.WriteFile(filepath.Join(lib, honestName+".go"), []byte(src), 0o644); err != nil {
					return err
				}
				_, err := log.await(ctx, regexp.MustCompile(regexp.QuoteMeta(honestName)+` [0-9a-f]{16} added`))
				return err
			}
			g := workertest.Begin(t, cmd.Process.Pid, 50*time.Millisecond, honest)
			if err := os.WriteFile(filepath.Join(lib, h.name+".go"), []byte(h.src), 0o644); err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
			defer cancel()
			await := regexp.QuoteMeta(h.name) + ` .*rejected because .*`
			if h.await != "" {
				await = h.await
			}
			line, err := log.await(ctx, regexp.MustCompile(await))
			if err != nil {
				t.Fatal(err)
			}
			t.Log(line)
			if !strings.Contains(line, h.reason) {
				t.Errorf("rejection %q; want it to mention %q", line, h.reason)
			}
			if regexp.MustCompile(regexp.QuoteMeta(h.name) + ` [0-9a-f]{16} (added|promoted)`).MatchString(log.String()) {
				t.Errorf("%s serves after its save:\n%s", h.name, log.String())
			}
			g.End(t)
			_ = os.Remove(filepath.Join(lib, h.name+".go"))
		})
	}
}

// startWatch starts cmd, a `skillrun watch`, and stops it with SIGINT
// when the test ends, failing the test when it does not stop within 30 s.
func startWatch(t *testing.T, cmd *exec.Cmd) {
	t.Helper()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Signal(os.Interrupt)
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		select {
		case <-done:
		case <-time.After(30 * time.Second):
			_ = cmd.Process.Kill()
			t.Errorf("watch did not stop on SIGINT within 30s")
		}
	})
}
