package worker

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/skills"
)

// TestMain lets the test binary act as a worker. Units whose name starts
// with "probe:" run native Go in the worker (see probeRunner), so the
// kernel protections are tested against code that can do anything the
// worker process can, not only what the sandbox whitelist lets through.
func TestMain(m *testing.M) {
	if IsWorker() {
		sandbox := newRunner
		newRunner = func() runner { return &probeRunner{next: sandbox()} }
		os.Exit(Main())
	}
	servePluginIfAsked()
	runTestHost()
	os.Exit(m.Run())
}

// probeRunner runs native probes named by the unit, and passes other
// units to the real runner.
type probeRunner struct{ next runner }

func (r *probeRunner) run(ctx context.Context, c *callMsg, env skills.Env, f *detectors.Frame) *resultMsg {
	op, arg, ok := strings.Cut(c.Unit.Name, ":")
	if op != "probe" || !ok {
		return r.next.run(ctx, c, env, f)
	}
	op, arg, _ = strings.Cut(arg, " ")
	res, err := probe(ctx, op, arg, c, env, f)
	return &resultMsg{Result: res, Err: toWire(err)}
}

var sink [][]byte

func recurse(n int) int {
	var pad [64]byte
	pad[n%64] = byte(n)
	//lint:ignore SA5007 the probe overflows the stack on purpose
	return recurse(n+1) + int(pad[3])
}

func probe(ctx context.Context, op, arg string, c *callMsg, env skills.Env, f *detectors.Frame) (skills.Result, error) {
	switch op {
	case "echo":
		return skills.Result{"args": string(c.Args)}, nil
	case "env":
		return skills.Result{"environ": os.Environ(), "pid": os.Getpid(), "ppid": os.Getppid()}, nil
	case "observe":
		o, err := env.Observe()
		return skills.Result{"obs": o}, err
	case "act":
		out, err := env.Act(skills.Action{Name: arg})
		return skills.Result{"ok": out.OK, "reason": out.Reason}, err
	case "call":
		return env.Call(arg, map[string]any{"x": 1})
	case "log":
		n, _ := strconv.Atoi(arg)
		for i := 0; i < n; i++ {
			env.Log("line", "i", i, "pad", strings.Repeat("x", 100))
		}
		return skills.Result{"logged": n}, nil
	case "spin":
		//lint:ignore SA5002 the probe burns CPU on purpose
		for {
		}
	case "spinmany":
		n, _ := strconv.Atoi(arg)
		for i := 0; i < n; i++ {
			go func() {
				//lint:ignore SA5002 the probe burns CPU on purpose
				for {
				}
			}()
		}
		select {}
	case "sleep":
		time.Sleep(time.Hour)
		return nil, nil
	case "alloc":
		for {
			sink = append(sink, make([]byte, 1<<20))
			for i := range sink[len(sink)-1] {
				sink[len(sink)-1][i] = 1
			}
		}
	case "bigalloc":
		b := make([]byte, 1<<40)
		b[0] = 1
		return skills.Result{"n": len(b)}, nil
	case "recurse":
		return skills.Result{"n": recurse(0)}, nil
	case "gopanic":
		go func() { panic("boom in a goroutine") }()
		time.Sleep(time.Second)
		return nil, nil
	case "leave":
		go func() { time.Sleep(time.Hour) }()
		return skills.Result{"left": 1}, nil
	case "read":
		b, err := os.ReadFile(arg)
		return skills.Result{"bytes": len(b)}, err
	case "write":
		err := os.WriteFile(arg, []byte("x"), 0o600)
		return nil, err
	case "fill":
		fh, err := os.Create("fill")
		if err != nil {
			return nil, err
		}
		defer fh.Close()
		buf := make([]byte, 1<<20)
		total := 0
		for {
			n, err := fh.Write(buf)
			total += n
			if err != nil {
				return skills.Result{"written": total}, err
			}
		}
	case "fillmany":
		buf := make([]byte, 1<<20)
		total := 0
		for i := 0; ; i++ {
			err := os.WriteFile("f"+strconv.Itoa(i), buf, 0o600)
			if err != nil {
				return skills.Result{"written": total}, err
			}
			total += len(buf)
		}
	case "threads":
		n, _ := strconv.Atoi(arg)
		for i := 0; i < n; i++ {
			go func() {
				runtime.LockOSThread()
				time.Sleep(time.Hour)
			}()
		}
		time.Sleep(5 * time.Second)
		return nil, nil
	case "symlink":
		if err := os.Symlink(arg, "link"); err != nil {
			return nil, err
		}
		_, err := os.ReadFile("link")
		return nil, err
	case "hardlink":
		return nil, os.Link(arg, "hard")
	case "dial":
		conn, err := net.DialTimeout("tcp", arg, time.Second)
		if err == nil {
			conn.Close()
		}
		return nil, err
	case "exec":
		err := syscall.Exec("/bin/true", []string{"true"}, nil)
		return nil, err
	case "execcmd":
		err := exec.Command("/bin/true").Run()
		return nil, err
	case "fork":
		_, err := syscall.ForkExec("/bin/true", nil, nil)
		return nil, err
	case "kill":
		pid, _ := strconv.Atoi(arg)
		return nil, syscall.Kill(pid, syscall.SIGKILL)
	case "mount":
		return nil, syscall.Mount("tmpfs", ".", "tmpfs", 0, "")
	case "setrlimit":
		return nil, syscall.Setrlimit(syscall.RLIMIT_CPU, &syscall.Rlimit{Cur: 1 << 30, Max: 1 << 30})
	case "ptrace":
		_, _, e := syscall.Syscall(syscall.SYS_PTRACE, syscall.PTRACE_ATTACH, 1, 0)
		if e != 0 {
			return nil, e
		}
		return nil, nil
	case "frame":
		var sum uint64
		for _, p := range f.Img.Pix {
			sum += uint64(p)
		}
		b := f.Img.Bounds()
		return skills.Result{"sum": sum, "w": b.Dx(), "h": b.Dy(), "min_x": b.Min.X, "source": f.Source.ID}, nil
	case "bigresult":
		return skills.Result{"s": strings.Repeat("x", 8<<20)}, nil
	case "output":
		return nil, nil
	case "json":
		var v any
		err := json.Unmarshal(c.Args, &v)
		return skills.Result{"v": v}, err
	}
	return nil, fmt.Errorf("unknown probe %q", op)
}
