package worker

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/hashicorp/go-hclog"
	"github.com/skillrun/skillrun/runtime/executor"
	"github.com/skillrun/skillrun/skills"
	"golang.org/x/sys/unix"
)

// spawnConfig is what starting one worker needs; the pool derives it from
// its Options and from what the machine offers.
type spawnConfig struct {
	path         string
	namespaces   bool
	userns       bool // also a user namespace (unprivileged hosts)
	landlock     bool
	seccomp      bool
	cgroups      *cgroups // nil: none
	scratchRoot  string
	scratchBytes int64
	maxStack     int64
	addressSpace int64
	noFile       int
	pids         int
	memory       int64 // initial cgroup memory limit
	cpu          time.Duration
	maxFrame     int
	log          hclog.Logger
}

// proc is the host's handle on one worker process. A proc serves one call
// at a time; the pool guarantees that.
type proc struct {
	id      int
	cfg     *spawnConfig
	cmd     *exec.Cmd
	toW     *os.File
	fr      *frameReader
	stderr  *capBuffer
	cg      *cgroup
	scratch string
	frame   *sharedFrame
	hello   helloMsg
	log     hclog.Logger

	onPark   func() // called before serving an env call, onUnpark after
	onUnpark func()

	vmu      sync.Mutex
	versions map[string]bool // versions ("name@version") the worker has compiled
	drop     []string        // versions to forget, sent with the next call
	recent   []unitMsg       // the last versions it compiled, source included (guarded by mu)

	// Guarded by the pool's mutex: a replacement is starting, and the
	// warm replacement that takes this worker's place when its call ends.
	replacing bool
	successor *proc
	spareAt   time.Time // when it became spare (an overflow worker between calls)
	calls     int
	seq       uint32
	exited    chan struct{} // closed when the process has been reaped
	waitErr   error

	cpuLimit    time.Duration // the RLIMIT_CPU soft limit now in force
	cpuHard     uint64        // the RLIMIT_CPU hard limit (seconds), never raised
	cpuReported time.Duration // CPU time the worker reported after its last call
	// budget is the memory budget of the call tree of the call running
	// now (nil: none), which the worker lends from while it waits on a
	// nested call.
	budget *executor.MemoryBudget
	// cpuTree is the CPU budget of the call tree of the call running now
	// (nil: none), which the worker's CPU watch charges as it goes.
	cpuTree  *executor.CPUBudget
	statFile *os.File // /proc/<pid>/stat, opened on first use

	mu        sync.Mutex
	killedFor error // why the host killed it, if it did
}

// capBuffer keeps the first max bytes written to it (the worker's stderr:
// a crash report starts with its reason) and discards the rest.
type capBuffer struct {
	mu  sync.Mutex
	max int
	b   bytes.Buffer
}

func (c *capBuffer) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if room := c.max - c.b.Len(); room > 0 {
		if len(p) > room {
			c.b.Write(p[:room])
		} else {
			c.b.Write(p)
		}
	}
	return len(p), nil
}

func (c *capBuffer) String() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.b.String()
}

func (c *capBuffer) reset() {
	c.mu.Lock()
	c.b.Reset()
	c.mu.Unlock()
}

// spawn starts one worker, puts it in its cgroups and limits, sends it the
// init message and waits for its hello.
func spawn(ctx context.Context, id int, cfg *spawnConfig) (_ *proc, err error) {
	p := &proc{id: id, cfg: cfg, versions: map[string]bool{}, exited: make(chan struct{}),
		stderr: &capBuffer{max: 32 << 10}, log: cfg.log.With("worker", id)}
	var closers []io.Closer
	defer func() {
		for _, c := range closers {
			_ = c.Close()
		}
		if err != nil {
			p.stop()
		}
	}()
	if p.scratch, err = os.MkdirTemp(cfg.scratchRoot, "skillrun-worker-"); err != nil {
		return nil, fmt.Errorf("scratch dir: %w", err)
	}
	inR, inW, err := os.Pipe()
	if err != nil {
		return nil, fmt.Errorf("pipe: %w", err)
	}
	closers = append(closers, inR)
	p.toW = inW
	outR, outW, err := blockingPipe()
	if err != nil {
		return nil, fmt.Errorf("pipe: %w", err)
	}
	closers = append(closers, outW)
	p.fr = newFrameReader(outR, cfg.maxFrame)
	if p.frame, err = newSharedFrame(); err != nil {
		_ = outR.Close()
		return nil, err
	}
	p.cmd = &exec.Cmd{
		Path:       cfg.path,
		Args:       []string{cfg.path, workerArg},
		Env:        []string{},
		Dir:        "/",
		Stdout:     p.stderr,
		Stderr:     p.stderr,
		ExtraFiles: []*os.File{inR, outW, p.frame.f},
		SysProcAttr: &syscall.SysProcAttr{
			Setpgid:   true,
			Pdeathsig: syscall.SIGKILL,
		},
	}
	if cfg.namespaces {
		p.cmd.SysProcAttr.Cloneflags = syscall.CLONE_NEWNET | syscall.CLONE_NEWPID | syscall.CLONE_NEWNS |
			syscall.CLONE_NEWIPC | syscall.CLONE_NEWUTS
		if cfg.userns {
			p.cmd.SysProcAttr.Cloneflags |= syscall.CLONE_NEWUSER
			p.cmd.SysProcAttr.UidMappings = []syscall.SysProcIDMap{{ContainerID: 0, HostID: os.Getuid(), Size: 1}}
			p.cmd.SysProcAttr.GidMappings = []syscall.SysProcIDMap{{ContainerID: 0, HostID: os.Getgid(), Size: 1}}
		}
	}
	if err := p.cmd.Start(); err != nil {
		_ = outR.Close()
		return nil, fmt.Errorf("start worker %s: %w", cfg.path, err)
	}
	// The child has its copies of its pipe ends: close ours now, so that a
	// worker that dies before its hello (a native skill's package
	// initialisation can kill it) ends the read below with EOF.
	for _, c := range closers {
		_ = c.Close()
	}
	closers = nil
	go func() {
		p.waitErr = p.cmd.Wait()
		_ = outR.Close()
		close(p.exited)
	}()
	pid := p.cmd.Process.Pid
	if cfg.cgroups != nil {
		if p.cg, err = cfg.cgroups.newGroup("w"+strconv.Itoa(pid), pid, cfg.memory, cfg.pids); err != nil {
			return nil, fmt.Errorf("worker cgroup: %w", err)
		}
	}
	if err := p.setRlimits(); err != nil {
		return nil, err
	}
	b, err := encodeFrame(msgInit, 0, &initMsg{
		Scratch: p.scratch, ScratchBytes: cfg.scratchBytes, Namespaces: cfg.namespaces,
		Landlock: cfg.landlock, Seccomp: cfg.seccomp, MaxStack: cfg.maxStack, FrameFD: fdFrame, Memory: cfg.memory,
	})
	if err != nil {
		return nil, err
	}
	if _, err := p.toW.Write(b); err != nil {
		return nil, fmt.Errorf("send init: %w", p.deathError(err, skills.Limits{}))
	}
	stopTimer := context.AfterFunc(ctx, func() { p.kill(fmt.Errorf("start worker: %w", ctx.Err())) })
	defer stopTimer()
	f, err := p.fr.read()
	jailed := false
	if err == nil && f.typ == msgJailed {
		// A native worker is jailed and initialises its skill's package:
		// from here on a death is that initialisation's.
		jailed = true
		f, err = p.fr.read()
	}
	if err != nil {
		if jailed {
			return nil, p.initError(err)
		}
		return nil, fmt.Errorf("worker hello: %w", p.deathError(err, skills.Limits{}))
	}
	if f.typ != msgHello {
		return nil, fmt.Errorf("worker hello: got message type %d", f.typ)
	}
	if err := f.decode(&p.hello); err != nil {
		return nil, err
	}
	if p.hello.Init != nil {
		return nil, &InitError{Err: p.hello.Init.err()}
	}
	return p, nil
}

// InitError is a native worker's skill package initialisation failing:
// the worker died or broke a limit after its jail was complete (see
// [EnterJail]) and before it could serve, or its initialisation left
// goroutines running. Err wraps the sentinel of package skills that says
// how (ErrBadInput for a panic, as the sandbox reports one in
// initialisation; ErrCrash for a fatal error, ErrTimeout, ErrCPU,
// ErrMemory, ErrForbidden); Report is the end of what the worker wrote
// to stderr (its crash report).
type InitError struct {
	Err    error
	Report string
}

func (e *InitError) Error() string { return "package initialisation: " + e.Err.Error() }
func (e *InitError) Unwrap() error { return e.Err }

// panicGoroutine finds the goroutine a Go crash report says panicked.
var panicGoroutine = regexp.MustCompile(`(?m)^goroutine (\d+) \[`)

// initError classifies the death of a worker that was initialising its
// skill's package (readErr ended the wait for its hello).
func (p *proc) initError(readErr error) error {
	lim := skills.Limits{MemoryBytes: p.cfg.memory, CPU: p.cfg.cpu}
	err := p.deathError(readErr, lim)
	report := p.stderr.String()
	why := p.killReason()
	if why != nil && !errors.Is(why, context.DeadlineExceeded) {
		// Stopped from outside (the pool closing, its caller gone): not
		// the skill's doing.
		return fmt.Errorf("worker hello: %w", err)
	}
	if why != nil {
		err = fmt.Errorf("%w: package initialisation did not end before the worker's start timeout", skills.ErrTimeout)
	} else if first := firstLine(report); errors.Is(err, skills.ErrCrash) && strings.HasPrefix(first, "panic: ") {
		// A panic of the goroutine that runs package initialisation (the
		// main goroutine, 1) is the skill refusing to initialise, which
		// the sandbox reports as bad input; a panic in a goroutine it
		// started is a crash, in both tiers.
		if m := panicGoroutine.FindStringSubmatch(report[strings.Index(report, first):]); m != nil && m[1] == "1" {
			err = fmt.Errorf("%w: %s", skills.ErrBadInput, strings.TrimPrefix(first, "panic: "))
		}
	}
	return &InitError{Err: err, Report: report}
}

// setRlimits sets the worker's resource limits from the host (prlimit), so
// they hold before the worker runs any skill code.
func (p *proc) setRlimits() error {
	pid := p.cmd.Process.Pid
	set := func(name string, res int, v uint64) error {
		lim := unix.Rlimit{Cur: v, Max: v}
		if err := unix.Prlimit(pid, res, &lim, nil); err != nil {
			return fmt.Errorf("prlimit %s: %w", name, err)
		}
		return nil
	}
	cpu := uint64((p.cfg.cpu + time.Second - 1) / time.Second)
	var old unix.Rlimit
	if err := unix.Prlimit(pid, unix.RLIMIT_CPU, nil, &old); err != nil {
		return fmt.Errorf("prlimit RLIMIT_CPU: %w", err)
	}
	p.cpuHard = old.Max
	cpu = min(cpu, old.Max)
	p.cpuLimit = time.Duration(cpu) * time.Second
	for _, l := range []struct {
		name string
		res  int
		v    uint64
	}{
		{"RLIMIT_AS", unix.RLIMIT_AS, uint64(p.cfg.addressSpace)},
		{"RLIMIT_FSIZE", unix.RLIMIT_FSIZE, uint64(p.cfg.scratchBytes)},
		{"RLIMIT_NOFILE", unix.RLIMIT_NOFILE, uint64(p.cfg.noFile)},
		{"RLIMIT_CORE", unix.RLIMIT_CORE, 0},
	} {
		if err := set(l.name, l.res, l.v); err != nil {
			return err
		}
	}
	// The CPU limit moves per call: set the soft limit only (see setCPU).
	if err := unix.Prlimit(pid, unix.RLIMIT_CPU, &unix.Rlimit{Cur: cpu, Max: old.Max}, nil); err != nil {
		return fmt.Errorf("prlimit RLIMIT_CPU: %w", err)
	}
	return nil
}

// cpuUsed reports the CPU time the worker has used so far, from its
// /proc stat file (kept open: a call reads it once or twice).
func (p *proc) cpuUsed() (time.Duration, error) {
	if p.statFile == nil {
		f, err := os.Open("/proc/" + strconv.Itoa(p.cmd.Process.Pid) + "/stat")
		if err != nil {
			return 0, err
		}
		p.statFile = f
	}
	var buf [512]byte
	n, err := p.statFile.ReadAt(buf[:], 0)
	if n == 0 && err != nil {
		return 0, err
	}
	b := buf[:n]
	// Fields after the command name, which is in parentheses and may hold spaces.
	i := bytes.LastIndexByte(b, ')')
	if i < 0 {
		return 0, fmt.Errorf("malformed /proc stat")
	}
	f := strings.Fields(string(b[i+1:]))
	if len(f) < 13 {
		return 0, fmt.Errorf("malformed /proc stat")
	}
	ut, _ := strconv.ParseInt(f[11], 10, 64)
	st, _ := strconv.ParseInt(f[12], 10, 64)
	return time.Duration(ut+st) * time.Second / clockTicks, nil
}

// clockTicks is USER_HZ, which is 100 on every Linux architecture Go supports.
const clockTicks = 100

// setCPU lets the worker use d more CPU time from now on: RLIMIT_CPU is a
// total, so the new soft limit is what it used so far plus d, rounded up
// to the next second (the kernel's granularity). Only the soft limit moves
// (raising a hard limit needs CAP_SYS_RESOURCE, which hosts often lack);
// the kernel signals SIGXCPU at it, and the worker dies of that signal
// (see watchCPU). The seccomp filter keeps the worker from raising it.
// It reports the CPU time used so far: what the worker reported at the end
// of its last call when there was one (reading /proc costs more than the
// rest of a short call), else from /proc.
func (p *proc) setCPU(d time.Duration) (time.Duration, error) {
	used := p.cpuReported
	if used == 0 {
		var err error
		if used, err = p.cpuUsed(); err != nil {
			return 0, fmt.Errorf("worker cpu time: %w", err)
		}
	}
	secs := min(uint64((used+d+time.Second-1)/time.Second), p.cpuHard)
	// The watchdog is exact; the rlimit is the kernel's backstop and may
	// lag by up to a second, which saves a syscall on most calls: the
	// limit in force moves when it is below what this call may use, or
	// more than a second above it. (Comparing the new limit with itself
	// never moved it: a worker died once its calls had used the first
	// call's limit in all.)
	if want := used + d; p.cpuLimit < want || p.cpuLimit > want+time.Second {
		lim := unix.Rlimit{Cur: secs, Max: p.cpuHard}
		if err := unix.Prlimit(p.cmd.Process.Pid, unix.RLIMIT_CPU, &lim, nil); err != nil {
			return 0, fmt.Errorf("prlimit RLIMIT_CPU: %w", err)
		}
		p.cpuLimit = time.Duration(secs) * time.Second
	}
	return used, nil
}

// kill kills the worker's whole process group, recording why. The first
// reason wins.
func (p *proc) kill(why error) {
	p.mu.Lock()
	if p.killedFor == nil {
		p.killedFor = why
	}
	p.mu.Unlock()
	if p.cmd == nil || p.cmd.Process == nil {
		return
	}
	select {
	case <-p.exited:
		return // reaped: its pid may belong to someone else by now
	default:
	}
	// Process.Kill goes through a pidfd, so it cannot hit a reused pid. In
	// a PID namespace the worker is its init, and its death takes every
	// process it started with it; without one, kill the process group.
	_ = p.cmd.Process.Kill()
	if !p.cfg.namespaces {
		_ = syscall.Kill(-p.cmd.Process.Pid, syscall.SIGKILL)
	}
}

func (p *proc) killReason() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.killedFor
}

// stop kills the worker if it runs, waits for it, and removes everything
// it had on the host: pipes, memfd, cgroups, scratch dir.
func (p *proc) stop() {
	if p.cmd != nil && p.cmd.Process != nil {
		p.kill(errStopped)
		<-p.exited
	}
	if p.toW != nil {
		_ = p.toW.Close()
	}
	if p.statFile != nil {
		_ = p.statFile.Close()
	}
	if p.frame != nil {
		p.frame.close()
	}
	if err := p.cg.remove(); err != nil {
		p.log.Warn("remove worker cgroup", "error", err)
	}
	if p.scratch != "" {
		if err := os.RemoveAll(p.scratch); err != nil {
			p.log.Warn("remove worker scratch", "error", err)
		}
	}
}

var errStopped = fmt.Errorf("%w: worker stopped by the pool", skills.ErrCancelled)

// deathError explains why the worker went away, after readErr on its pipe:
// the host's own reason if it killed it, else what the kernel and the
// worker's last words say. It waits for the worker to be reaped.
func (p *proc) deathError(readErr error, lim skills.Limits) error {
	if readErr != nil && readErr != io.EOF && !errors.Is(readErr, io.ErrUnexpectedEOF) && !errors.Is(readErr, os.ErrClosed) {
		// A protocol error: the worker is not trustworthy any more.
		p.kill(fmt.Errorf("%w: worker broke the protocol: %v", skills.ErrCrash, readErr))
	}
	select {
	case <-p.exited:
	case <-time.After(2 * time.Second):
		// The pipe closed but the process lives: make sure it does not.
		p.kill(fmt.Errorf("%w: worker closed its pipe", skills.ErrCrash))
		<-p.exited
	}
	if why := p.killReason(); why != nil {
		return why
	}
	return p.classify(lim)
}

// classify turns an unexpected worker death into a typed error.
func (p *proc) classify(lim skills.Limits) error {
	st := p.cmd.ProcessState
	stderr := p.stderr.String()
	first := firstLine(stderr)
	var sig syscall.Signal = -1
	if ws, ok := st.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		sig = ws.Signal()
	}
	var cpu time.Duration
	if ru, ok := st.SysUsage().(*syscall.Rusage); ok && ru != nil {
		cpu = time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	}
	switch {
	case p.cg.oomKilled():
		return fmt.Errorf("%w: the worker went over %d bytes and was killed by the kernel", skills.ErrMemory, lim.MemoryBytes)
	case strings.Contains(stderr, "out of memory") || strings.Contains(stderr, "cannot allocate memory"):
		return fmt.Errorf("%w: %s", skills.ErrMemory, first)
	case strings.Contains(stderr, cpuExceeded) || sig == syscall.SIGXCPU ||
		(sig == syscall.SIGKILL && p.cpuLimit > 0 && cpu+100*time.Millisecond >= p.cpuLimit):
		return fmt.Errorf("%w: used %v of CPU (limit %v)", skills.ErrCPU, cpu.Round(time.Millisecond), lim.CPU)
	case strings.Contains(stderr, "stack overflow") || strings.Contains(stderr, "stack exceeds"):
		return fmt.Errorf("%w: %s (recursion too deep)", skills.ErrCrash, first)
	case first != "":
		return fmt.Errorf("%w: %s", skills.ErrCrash, first)
	}
	return fmt.Errorf("%w: worker %s", skills.ErrCrash, st.String())
}

// firstLine is the line of a crash report that says what happened: the
// runtime's fatal error or panic message, else the first line.
func firstLine(s string) string {
	lines := strings.Split(s, "\n")
	for _, prefix := range []string{"fatal error:", "panic:", "runtime/cgo:", "runtime: out of memory", "runtime: goroutine stack", "runtime:"} {
		for _, l := range lines {
			if l = strings.TrimSpace(l); strings.HasPrefix(l, prefix) {
				return l
			}
		}
	}
	for _, l := range lines {
		if l = strings.TrimSpace(l); l != "" {
			return l
		}
	}
	return ""
}

// blockingPipe is os.Pipe with a blocking read end: the goroutine waiting
// for a worker's answer sleeps in read(2) and the kernel wakes its thread
// directly, which is quicker than a round through the runtime's poller.
// Each call in flight holds a thread while it waits.
func blockingPipe() (r, w *os.File, err error) {
	var fds [2]int
	if err := syscall.Pipe2(fds[:], syscall.O_CLOEXEC); err != nil {
		return nil, nil, fmt.Errorf("pipe2: %w", err)
	}
	return os.NewFile(uintptr(fds[0]), "|0"), os.NewFile(uintptr(fds[1]), "|1"), nil
}
