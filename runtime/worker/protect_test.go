package worker

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/skillrun/skillrun/skills"
)

// TestKernelProtections runs native hostile code inside real workers: what
// the sandbox whitelist would refuse at compile time, the kernel must stop
// anyway. Each case asserts the exact outcome and that the pool is full
// afterwards.
func TestKernelProtections(t *testing.T) {
	p := newTestPool(t, Options{Size: 2, Limits: skills.Limits{Timeout: 3 * time.Second, CPU: 2 * time.Second, MemoryBytes: 128 << 20}})
	requireAllProtections(t, p)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	hostDir := t.TempDir()
	secret := filepath.Join(hostDir, "secret")
	if err := os.WriteFile(secret, []byte("host secret"), 0o644); err != nil {
		t.Fatal(err)
	}
	type tc struct {
		name string
		lim  skills.Limits
		// want is the sentinel the call's error must wrap; wantMsg a
		// substring of the error text (the skill's own error when want is nil).
		want    error
		wantMsg string
		check   func(t *testing.T, r skills.Result)
	}
	cases := []tc{
		{name: "spin", lim: skills.Limits{Timeout: 10 * time.Second, CPU: time.Second}, want: skills.ErrCPU},
		{name: "spin", lim: skills.Limits{Timeout: 500 * time.Millisecond, CPU: 10 * time.Second}, want: skills.ErrTimeout},
		{name: "spinmany 200", lim: skills.Limits{Timeout: 10 * time.Second, CPU: time.Second}, want: skills.ErrCPU},
		{name: "sleep", lim: skills.Limits{Timeout: 300 * time.Millisecond}, want: skills.ErrTimeout},
		{name: "alloc", lim: skills.Limits{MemoryBytes: 64 << 20}, want: skills.ErrMemory},
		{name: "bigalloc", want: skills.ErrMemory},
		{name: "echo", lim: skills.Limits{MemoryBytes: 64 << 10}, want: skills.ErrMemory}, // below what any worker uses
		{name: "recurse", want: skills.ErrCrash, wantMsg: "stack"},
		{name: "gopanic", want: skills.ErrCrash, wantMsg: "boom in a goroutine"},
		{name: "read /etc/passwd", wantMsg: "permission denied"},
		{name: "read /proc/self/environ", wantMsg: "permission denied"},
		{name: "read /proc/1/environ", wantMsg: "permission denied"},
		{name: "read " + secret, wantMsg: "permission denied"},
		{name: "read ../../../../../../etc/hostname", wantMsg: "permission denied"},
		{name: "write /tmp/skillrun-escape", wantMsg: "permission denied"},
		{name: "write " + filepath.Join(hostDir, "planted"), wantMsg: "permission denied"},
		{name: "symlink " + secret, wantMsg: "permission denied"},
		{name: "hardlink " + secret, wantMsg: "cross-device link"},
		{name: "fill", wantMsg: "file too large"},                       // RLIMIT_FSIZE
		{name: "fillmany", wantMsg: "no space left on device"},          // the scratch tmpfs is full
		{name: "write /proc/self/mem", wantMsg: "permission denied"},    // Deno GHSA-23rx-c3g5-hv9w
		{name: "threads 400", want: skills.ErrCrash, wantMsg: "thread"}, // pids.max counts threads
		{name: "dial " + ln.Addr().String(), wantMsg: "operation not permitted"},
		{name: "exec", wantMsg: "operation not permitted"},
		{name: "execcmd", wantMsg: "permission denied"}, // os/exec opens /dev/null first: landlock refuses
		{name: "fork", wantMsg: "operation not permitted"},
		{name: "mount", wantMsg: "operation not permitted"},
		{name: "setrlimit", wantMsg: "operation not permitted"},
		{name: "ptrace", wantMsg: "operation not permitted"},
		{name: "kill 1", check: func(t *testing.T, r skills.Result) {}}, // pid 1 is the worker itself: init ignores it
		{name: "env", check: func(t *testing.T, r skills.Result) {
			if env, _ := r["environ"].([]any); len(env) != 0 {
				t.Errorf("worker environment = %v; want empty", env)
			}
			if r["pid"] != int64(1) || r["ppid"] != int64(0) {
				t.Errorf("worker pid, ppid = %v, %v; want 1, 0 (own pid namespace)", r["pid"], r["ppid"])
			}
		}},
		{name: "bigresult", lim: skills.Limits{ResultBytes: 1 << 20}, want: skills.ErrResultSize},
		{name: "log 100000", lim: skills.Limits{OutputBytes: 64 << 10}, want: skills.ErrOutput},
		{name: "leave", check: func(t *testing.T, r skills.Result) {}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ctx := context.Background()
			start := time.Now()
			res, err := p.call(ctx, probeCall(c.name, c.lim), &recEnv{}, nil, nil)
			if err == nil && res.Err != nil {
				err = res.Err.err()
			}
			t.Logf("%s: %v (%v)", c.name, err, time.Since(start).Round(time.Millisecond))
			switch {
			case c.want != nil && !errors.Is(err, c.want):
				t.Fatalf("probe %s: error %v; want %v", c.name, err, c.want)
			case c.want == nil && c.wantMsg == "" && err != nil:
				t.Fatalf("probe %s: error %v; want none", c.name, err)
			case c.wantMsg != "" && (err == nil || !strings.Contains(err.Error(), c.wantMsg)):
				t.Fatalf("probe %s: error %v; want one containing %q", c.name, err, c.wantMsg)
			}
			if c.check != nil && res != nil {
				c.check(t, res.Result)
			}
			wctx, cancel := context.WithTimeout(ctx, 10*time.Second)
			defer cancel()
			if err := p.WaitFull(wctx); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// recEnv is a host Env that records what the skill did.
type recEnv struct {
	acts []skills.Action
	logs []string
}

func (e *recEnv) Observe() (skills.Observation, error) {
	return skills.Observation{"pos": []any{1.0, 2.0, 3.0}}, nil
}
func (e *recEnv) Act(a skills.Action) (skills.Outcome, error) {
	e.acts = append(e.acts, a)
	if a.Name == "fail" {
		return skills.Outcome{}, errors.New("act failed in the world adapter")
	}
	return skills.Outcome{OK: true, Reason: "did " + a.Name}, nil
}
func (e *recEnv) Log(msg string, kv ...any) { e.logs = append(e.logs, msg) }
func (e *recEnv) Call(skill string, args any) (skills.Result, error) {
	if skill == "missing" {
		return nil, skills.ErrNotFound
	}
	return skills.Result{"called": skill}, nil
}

// requireAllProtections fails the test when the machine lacks a
// protection, in CI (where the machine must give them all); elsewhere it
// skips, saying which are missing.
func requireAllProtections(t *testing.T, p *Pool) {
	t.Helper()
	missing := p.Protections().Missing()
	if len(missing) == 0 {
		return
	}
	if os.Getenv("CI") == "true" {
		t.Fatalf("CI machines must give every protection; missing:\n%s", missing)
	}
	t.Skipf("this machine lacks protections (run as root on Linux with cgroups):\n%s", missing)
}

// TestWorkersDieWithHost starts a host process with a pool, kills the host
// with SIGKILL, and checks that its workers are gone too (Pdeathsig; the
// PID namespace takes any grandchildren with them).
func TestWorkersDieWithHost(t *testing.T) {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "SKILLRUN_TEST_HOST=1")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	var pids []int
	sc := bufio.NewScanner(out)
	for sc.Scan() {
		line := sc.Text()
		if line == "ready" {
			break
		}
		pid, err := strconv.Atoi(line)
		if err != nil {
			t.Fatalf("host said %q", line)
		}
		pids = append(pids, pid)
	}
	if len(pids) != 2 {
		t.Fatalf("host reported worker pids %v; want 2", pids)
	}
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_ = cmd.Wait()
	deadline := time.Now().Add(5 * time.Second)
	for _, pid := range pids {
		for syscall.Kill(pid, 0) == nil {
			if time.Now().After(deadline) {
				t.Fatalf("worker %d outlived its host", pid)
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
}

// runTestHost is the host side of TestWorkersDieWithHost: it starts a pool
// of two, prints the workers' pids, and waits to be killed.
func runTestHost() {
	if os.Getenv("SKILLRUN_TEST_HOST") != "1" {
		return
	}
	p, err := New(context.Background(), Options{Size: 2})
	if err != nil {
		fmt.Println(err)
		os.Exit(1)
	}
	for _, pr := range p.idle {
		fmt.Println(pr.cmd.Process.Pid)
	}
	fmt.Println("ready")
	time.Sleep(time.Minute)
	os.Exit(1)
}

// TestScratchIsEmptiedBetweenCalls writes a file in the scratch directory
// in one call and looks for it in the next, on the same worker.
func TestScratchIsEmptiedBetweenCalls(t *testing.T) {
	p := newTestPool(t, Options{Size: 1})
	requireAllProtections(t, p)
	ctx := context.Background()
	res, err := p.call(ctx, probeCall("write left-behind", skills.Limits{}), nil, nil, nil)
	if err != nil || res.Err != nil {
		t.Fatalf("write in scratch: %v %v", err, res.Err.err())
	}
	res, err = p.call(ctx, probeCall("read left-behind", skills.Limits{}), nil, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if e := res.Err.err(); e == nil || !strings.Contains(e.Error(), "no such file") {
		t.Errorf("read of the previous call's file: %v; want no such file", e)
	}
	if s := p.Stats(); s.Started != 1 {
		t.Errorf("started %d workers; want both calls on one", s.Started)
	}
}
