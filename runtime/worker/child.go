package worker

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/runtime/executor"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/skills"
)

// workerArg is the argv[1] marker of a re-executed worker.
const workerArg = "__skillrun_worker__"

// File descriptors a worker inherits.
const (
	fdIn    = 3 // host → worker frames
	fdOut   = 4 // worker → host frames
	fdFrame = 5 // shared frame memfd
)

// IsWorker reports whether this process was started as a worker by a Pool
// (or as the launcher of a [Jail]).
// A binary that hosts a pool checks it first thing in main (or TestMain)
// and, when it is true, exits with the code of [Main].
func IsWorker() bool { return IsWorkerArgs(os.Args[1:]) }

// IsWorkerArgs is [IsWorker] for a command line without the program name.
func IsWorkerArgs(args []string) bool {
	return len(args) == 1 && (args[0] == workerArg || args[0] == jailArg)
}

// runner runs one call inside a worker. The default compiles and runs the
// skill in the sandbox; tests replace it to probe the kernel's protections
// with native code.
type runner interface {
	run(ctx context.Context, c *callMsg, env skills.Env, f *detectors.Frame) *resultMsg
}

// preparer is a runner that can compile a version before its first call,
// so a fresh worker that replaces a retiring one starts warm.
type preparer interface {
	prepare(u *unitMsg) error
}

// newRunner builds the worker's runner. It is a variable so that a test
// binary can install its own before calling Main.
var newRunner = func() runner { return newSandboxRunner() }

// Main is the body of a worker process: it applies the protections the
// host asks for, then serves calls until the host closes the pipe. It
// returns the process exit code; the caller passes it to os.Exit.
func Main() int {
	c := early
	if c == nil {
		if len(os.Args) == 2 && os.Args[1] == jailArg {
			return jailMain()
		}
		var err error
		if c, err = openChild(); err != nil {
			fmt.Fprintln(os.Stderr, "skillrun worker: "+err.Error())
			return 2
		}
	}
	if err := c.serve(); err != nil {
		fmt.Fprintln(os.Stderr, "skillrun worker: "+err.Error())
		return 1
	}
	return 0
}

// openChild takes the pipes a pool gave the worker.
func openChild() (*child, error) {
	// The read end stays blocking: the serving goroutine sleeps in read(2)
	// between calls and the kernel wakes its thread directly when the next
	// call arrives, which is quicker than a round through the runtime's
	// poller (7 µs against 12 µs for an echo here). Writes go through the
	// poller, so a host that stops reading cannot pin a thread.
	_ = syscall.SetNonblock(fdOut, true)
	in := os.NewFile(fdIn, "from-host")
	out := os.NewFile(fdOut, "to-host")
	if in == nil || out == nil {
		return nil, fmt.Errorf("not started by a pool (no pipes on fds 3 and 4)")
	}
	c := &child{out: out, fr: newFrameReader(in, 256<<20), pending: map[uint32]chan frame{}, readTok: make(chan struct{}, 1)}
	c.readTok <- struct{}{}
	return c, nil
}

// child is the worker's side of the connection.
type child struct {
	out   *os.File
	fr    *frameReader
	wmu   sync.Mutex
	frame *mappedFrame

	readTok chan struct{} // the right to read the pipe; holds one token when nobody reads
	envMu   sync.Mutex    // orders env sends before the end of a call
	mu      sync.Mutex
	pending map[uint32]chan frame
	seq     atomic.Uint32

	scratch      string
	scratchDir   *os.File         // kept open: its ctime says whether a call wrote
	scratchCtime syscall.Timespec // ctime after the last clean
	busy         atomic.Bool
	base         int   // goroutines of an idle worker
	memLimit     int64 // the soft memory limit in force
	r            runner

	hello  *helloMsg // what setup applied (nil until jail)
	early  bool      // jailed by EnterJail, before package initialisation ended
	jailed int       // goroutines when EnterJail returned

	initMemory int64 // the pool's memory limit (initMsg.Memory)
}

// jail reads the host's init message, which the host sends once it has
// put the worker in its cgroups and set its rlimits, and applies the
// protections it asks for: from here on the worker is jailed.
func (c *child) jail() error {
	f, err := c.fr.read()
	if err != nil {
		return fmt.Errorf("read init: %w", err)
	}
	if f.typ != msgInit {
		return fmt.Errorf("first message is type %d, want init", f.typ)
	}
	var in initMsg
	if err := f.decode(&in); err != nil {
		return err
	}
	c.hello = setup(&in)
	c.scratch = in.Scratch
	c.cleanScratch() // opens the directory and records its ctime
	if in.FrameFD >= 0 {
		c.frame = &mappedFrame{f: os.NewFile(uintptr(in.FrameFD), "frame")}
	}
	watchCPU()
	c.initMemory = in.Memory
	return nil
}

// early is the worker a native binary jailed before its skill's package
// was initialised (EnterJail); Main serves it.
var early *child

// EnterJail is the whole of a worker's start before its first call but
// the hello: it takes the pool's pipes, waits for the host's init
// message (sent once the host has attached the worker's cgroups and
// rlimits), and applies landlock, seccomp, the stack limit, the scratch
// tmpfs and the SIGXCPU watch. It then tells the host that the jail is
// complete (msgJailed), so that a death before the hello is reported as
// the skill's package initialisation failing.
//
// Only a native worker binary calls it, from the init function of
// package runtime/worker/jailinit, which the generated skill package
// imports: Go initialises a package's imports before the package, so the
// skill's package variables and init functions run inside the jail.
// [Main] then serves the jailed worker. A process not started as a
// worker by a pool exits here, so that skill code never runs unjailed.
func EnterJail() {
	if early != nil {
		return
	}
	if len(os.Args) != 2 || os.Args[1] != workerArg {
		fmt.Fprintln(os.Stderr, "skillrun native worker: not started by a worker pool; refusing to initialise the skill outside its jail")
		os.Exit(2)
	}
	c, err := openChild()
	if err == nil {
		err = c.jail()
	}
	if err == nil {
		err = c.sendMsg(msgJailed, 0, struct{}{})
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "skillrun worker: "+err.Error())
		os.Exit(2)
	}
	// What package initialisation prints is dropped, as the sandbox drops
	// it; calls print to the native runner's memfd.
	os.Stdout = nil
	// Package initialisation runs under the pool's memory limit as a call
	// runs under its own: the runtime's soft limit below the cgroup's, so
	// the collector and the scavenger work before the kernel kills (a
	// runaway recursion's discarded stacks are returned, and the stack
	// limit stops it).
	if c.initMemory > 0 {
		debug.SetMemoryLimit(c.initMemory * 8 / 10)
		c.memLimit = c.initMemory
	}
	c.early = true
	c.jailed = runtime.NumGoroutine()
	early = c
}

func (c *child) send(b []byte) error {
	c.wmu.Lock()
	defer c.wmu.Unlock()
	_, err := c.out.Write(b)
	return err
}

func (c *child) sendMsg(typ byte, seq uint32, v any) error {
	b, err := encodeFrame(typ, seq, v)
	if err != nil {
		return err
	}
	return c.send(b)
}

func (c *child) serve() error {
	if c.hello == nil {
		if err := c.jail(); err != nil {
			return err
		}
	}
	c.r = newRunner()
	if c.early {
		// A native worker jailed itself before its skill's package
		// initialisation (EnterJail), which has run since. It must end,
		// as the sandbox's must (see call): goroutines it left running
		// would run beside every call, in every worker.
		own, entry := 0, "Run"
		if nr, ok := c.r.(*nativeRunner); ok {
			own, entry = 1, entryOf(nr.n.kind) // the runner's loop
		}
		left := func() int { return runtime.NumGoroutine() - own - c.jailed }
		for i := 0; i < 5 && left() > 0; i++ {
			time.Sleep(time.Millisecond)
		}
		if n := left(); n > 0 {
			c.hello.Init = toWire(fmt.Errorf("%w: package initialisation left %d goroutines running; start goroutines in %s, not in init or a package variable", skills.ErrForbidden, n, entry))
			return c.sendMsg(msgHello, 0, c.hello) // the host stops the worker
		}
	}
	c.base = runtime.NumGoroutine()
	if err := c.sendMsg(msgHello, 0, c.hello); err != nil {
		return err
	}
	for {
		f, err := c.next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		if f.typ != msgCall {
			continue // handled by next
		}
		m, err := decodeCall(f.payload)
		if err != nil {
			return err
		}
		// The call runs here, in the reading goroutine: no hand-off per
		// call. While it runs, env calls read their replies themselves
		// (see awaitReply).
		c.call(f.seq, m)
	}
}

// next reads one frame and dispatches it, holding the read token.
func (c *child) next() (frame, error) {
	<-c.readTok
	f, err := c.readDispatch()
	c.readTok <- struct{}{}
	return f, err
}

// readDispatch reads one frame and dispatches it. The caller holds the
// read token and must keep it until this returns: an env reply has to be
// in its waiter's channel before anyone else may read. Were the token
// passed on first, the waiter could take it, find its channel still empty
// and block reading the pipe for a reply already read, while the host,
// having answered everything, waits for the worker: a deadlock that only
// the call's deadline ended.
func (c *child) readDispatch() (frame, error) {
	f, err := c.fr.read()
	if err != nil {
		return f, err
	}
	if testHookRead != nil {
		testHookRead()
	}
	return f, c.dispatch(f)
}

// testHookRead, when set (by tests), runs between reading a frame and
// dispatching it: a delay there widens the window a reply spends read but
// not delivered.
var testHookRead func()

// dispatch handles the frames that need no caller: echoes, and env replies
// (delivered to whoever waits for them). A call is an error while one runs.
func (c *child) dispatch(f frame) error {
	switch f.typ {
	case msgEcho:
		return c.send(appendFrame(nil, msgEcho, f.seq, f.payload))
	case msgEnvReply:
		c.mu.Lock()
		ch := c.pending[f.seq]
		delete(c.pending, f.seq)
		c.mu.Unlock()
		if ch != nil {
			ch <- f
		}
		return nil
	case msgPrepare:
		if c.busy.Load() {
			return fmt.Errorf("prepare while busy")
		}
		var u unitMsg
		var werr *wireError
		stuck := false
		if err := f.decode(&u); err != nil {
			werr = toWire(err)
		} else if pr, ok := c.r.(preparer); ok {
			err := pr.prepare(&u)
			werr, stuck = toWire(err), errors.Is(err, sandbox.ErrCompileStuck)
		}
		if err := c.sendMsg(msgPrepare, f.seq, werr); err != nil || !stuck {
			return err
		}
		// The compile still runs, in a goroutine nothing can stop: the
		// worker ends, answered.
		fmt.Fprintln(os.Stderr, "skillrun worker: a compile did not end; exiting")
		os.Exit(1)
		return nil
	case msgCall:
		if c.busy.Load() {
			return fmt.Errorf("call while busy")
		}
		return nil
	}
	return fmt.Errorf("unexpected message type %d", f.typ)
}

// awaitReply waits for the reply on ch. One goroutine at a time reads the
// pipe (it holds the read token) and delivers what it reads before it gives
// the token back; the others wait for their reply or for the token,
// whichever comes first, so a reply read by someone else always reaches
// its waiter, and a waiter that takes the token finds its reply in ch if
// it was read.
func (c *child) awaitReply(ch chan frame) frame {
	for {
		select {
		case f := <-ch:
			return f
		case <-c.readTok:
			select {
			case f := <-ch: // it came while we waited for the token
				c.readTok <- struct{}{}
				return f
			default:
			}
			_, err := c.readDispatch()
			c.readTok <- struct{}{}
			if err != nil {
				// The host is gone or broke the protocol: nothing to reply to.
				fmt.Fprintln(os.Stderr, "skillrun worker: "+err.Error())
				os.Exit(1)
			}
		}
	}
}

// call runs one call and sends its result. It owns the busy flag.
func (c *child) call(seq uint32, m *callMsg) {
	c.busy.Store(true)
	t0 := time.Now()
	lim := m.Limits // resolved by the host (skills.Resolve)
	if lim.MemoryBytes > 0 && lim.MemoryBytes != c.memLimit {
		// The GC works harder as the heap nears the cgroup limit. Setting
		// it stops the world, so only when it changes.
		debug.SetMemoryLimit(lim.MemoryBytes * 8 / 10)
		c.memLimit = lim.MemoryBytes
	}
	// The runner applies lim.Timeout (the sandbox stops interpreted code at
	// it); the host kills the worker a little later if that fails.
	ctx, cancel := context.WithCancel(context.Background())
	env := &remoteEnv{c: c, outLimit: lim.LogBytes}
	var fr *detectors.Frame
	var res *resultMsg
	if m.Frame != nil {
		var err error
		if fr, err = c.frame.view(m.Frame); err != nil {
			res = &resultMsg{Err: toWire(fmt.Errorf("%w: frame: %v", skills.ErrBadInput, err))}
		}
	}
	if res == nil {
		var e skills.Env
		if m.HasEnv {
			e = env
		}
		res = c.r.run(ctx, m, e, fr)
	}
	cancel()
	c.cleanScratch()
	c.envMu.Lock()
	env.done.Store(true) // no env message leaves after this
	c.envMu.Unlock()
	if res.Err == nil && lim.LogBytes > 0 && env.logBytes.Load() > lim.LogBytes {
		res = &resultMsg{Err: toWire(fmt.Errorf("%w: more than %d bytes of log lines", skills.ErrOutput, lim.LogBytes))}
	}
	if !res.sized {
		checkSizes(res, lim)
	}
	// Let goroutines the call started and that are ending anyway finish,
	// so the count reports only the ones that stay.
	base := c.base // the call runs in the serving goroutine, counted in base
	// A call's goroutines left over retire the worker; a candidate's
	// initialisation that leaves one is refused, so it waits longer for
	// goroutines that are ending: a good candidate was refused once here
	// for one goroutine, on a loaded host (TestDetectorProbationEndToEnd;
	// not seen again in runs under load), and 200 ms costs a Prepare
	// nothing unless goroutines remain.
	wait := 5
	if m.Prepare {
		wait = 200
	}
	for i := 0; i < wait && runtime.NumGoroutine() > base; i++ {
		time.Sleep(time.Millisecond)
	}
	res.Goroutines = runtime.NumGoroutine() - base
	if m.Prepare && res.Err == nil && res.Goroutines > 0 {
		// Initialisation must finish: goroutines it leaves running would
		// run beside every call of the version, in every worker.
		res.Err = toWire(&skills.Error{Skill: m.Unit.Name, Op: "init", Err: fmt.Errorf("%w: package initialisation left %d goroutines running; start goroutines in %s, not in init or a package variable", skills.ErrForbidden, res.Goroutines, entryOf(m.Unit.Kind))})
	}
	if heapHeld() > keepHeap {
		// A call that allocated much leaves the heap it grew to, which the
		// runtime would return to the kernel only minutes later: what the
		// worker holds counts against the memory of its next call, and of
		// the call tree a caller lends from (executor.MemoryBudget).
		debug.FreeOSMemory()
	}
	res.HeapBytes = heapAlloc()
	res.Nanos = time.Since(t0).Nanoseconds()
	res.CPUNanos = selfCPUNanos()
	c.busy.Store(false)
	b, err := encodeResult(seq, res)
	if err != nil {
		b, _ = encodeResult(seq, &resultMsg{Err: toWire(err), Goroutines: res.Goroutines, HeapBytes: res.HeapBytes, CPUNanos: res.CPUNanos})
	}
	if err := c.send(b); err != nil {
		os.Exit(1)
	}
}

// cpuExceeded is what a worker writes to stderr before it dies of SIGXCPU.
const cpuExceeded = "cpu time limit exceeded (SIGXCPU)"

// watchCPU makes SIGXCPU (RLIMIT_CPU's soft limit, set by the host per
// call) fatal: the Go runtime would otherwise ignore it.
func watchCPU() {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, syscall.SIGXCPU)
	go func() {
		<-ch
		fmt.Fprintln(os.Stderr, cpuExceeded)
		os.Exit(exitCPU)
	}()
}

// exitCPU is the exit code of a worker that ran out of CPU time.
const exitCPU = 24

// checkSizes enforces the output and result limits in the worker, so an
// honest overrun is a typed error and not a killed worker.
func checkSizes(res *resultMsg, lim skills.Limits) {
	if res.Err != nil {
		return
	}
	if lim.OutputBytes > 0 && int64(len(res.Output)) > lim.OutputBytes {
		res.Output = res.Output[:lim.OutputBytes]
		res.Err = toWire(fmt.Errorf("%w: more than %d bytes of output", skills.ErrOutput, lim.OutputBytes))
		res.Result, res.Detections = nil, nil
		return
	}
	if lim.ResultBytes > 0 {
		n := 0
		if res.Result != nil {
			b, err := json.Marshal(res.Result)
			if err != nil {
				res.Err = toWire(fmt.Errorf("result does not encode as JSON: %s", sandbox.EncodeErrorText(err)))
				res.Result = nil
				return
			}
			n += len(b)
		}
		if res.Detections != nil {
			b, err := json.Marshal(res.Detections)
			if err != nil {
				res.Err = toWire(fmt.Errorf("detections do not encode as JSON: %s", sandbox.EncodeErrorText(err)))
				res.Detections = nil
				return
			}
			n += len(b)
		}
		if int64(n) > lim.ResultBytes {
			res.Err = toWire(fmt.Errorf("%w: %d bytes encoded, limit %d", skills.ErrResultSize, n, lim.ResultBytes))
			res.Result, res.Detections = nil, nil
		}
	}
}

// envCall sends one env call to the host and waits for the answer. It
// fails once the call it belongs to has returned.
func (c *child) envCall(e *remoteEnv, m *envMsg) (*envReply, error) {
	seq := c.seq.Add(1)
	ch := make(chan frame, 1)
	c.mu.Lock()
	c.pending[seq] = ch
	c.mu.Unlock()
	c.envMu.Lock()
	if e.done.Load() {
		c.envMu.Unlock()
		c.mu.Lock()
		delete(c.pending, seq)
		c.mu.Unlock()
		return nil, errEnvDone
	}
	err := c.sendMsg(msgEnv, seq, m)
	c.envMu.Unlock()
	if err != nil {
		c.mu.Lock()
		delete(c.pending, seq)
		c.mu.Unlock()
		return nil, fmt.Errorf("env %s: %w", m.Op, err)
	}
	f := c.awaitReply(ch)
	r, err := decodeEnvReply(f.payload)
	if err != nil {
		return nil, err
	}
	return r, r.Err.err()
}

// remoteEnv is the skills.Env a skill sees inside a worker: every call
// crosses to the host. It stops working when its call returns, so
// goroutines a skill leaves behind cannot act for it later.
type remoteEnv struct {
	c        *child
	done     atomic.Bool
	outLimit int64
	logBytes atomic.Int64
}

var errEnvDone = fmt.Errorf("%w: env used after the skill returned", skills.ErrForbidden)

func (e *remoteEnv) Observe() (skills.Observation, error) {
	if e.done.Load() {
		return nil, errEnvDone
	}
	r, err := e.c.envCall(e, &envMsg{Op: "observe"})
	if err != nil {
		return nil, err
	}
	return r.Observation, nil
}

func (e *remoteEnv) Act(a skills.Action) (skills.Outcome, error) {
	if e.done.Load() {
		return skills.Outcome{}, errEnvDone
	}
	r, err := e.c.envCall(e, &envMsg{Op: "act", Action: &a})
	if err != nil {
		return skills.Outcome{}, err
	}
	if r.Outcome == nil {
		return skills.Outcome{}, nil
	}
	return *r.Outcome, nil
}

func (e *remoteEnv) Log(msg string, kv ...any) {
	if e.done.Load() {
		return
	}
	m := &logMsg{Msg: msg, KV: executor.LogKV(kv)}
	b, err := encodeFrame(msgLog, 0, m)
	if err != nil {
		b, _ = encodeFrame(msgLog, 0, &logMsg{Msg: msg, KV: map[string]any{"log_error": err.Error()}})
	}
	// The host enforces the output limit on log lines too; stop sending
	// once it is spent so a log flood costs the worker, not the pipe.
	if n := int64(len(b)); e.outLimit > 0 && e.logBytes.Add(n)-n > e.outLimit {
		return
	}
	e.c.envMu.Lock()
	if !e.done.Load() {
		_ = e.c.send(b)
	}
	e.c.envMu.Unlock()
}

func (e *remoteEnv) Call(skill string, args any) (skills.Result, error) {
	if e.done.Load() {
		return nil, errEnvDone
	}
	raw, err := skills.EncodeArgs(args)
	if err != nil {
		return nil, err
	}
	r, err := e.c.envCall(e, &envMsg{Op: "call", Skill: skill, Args: raw})
	if err != nil {
		return nil, err
	}
	return r.Result, nil
}

// heapAlloc reports the bytes of live heap objects without stopping the
// world.
// keepHeap is the heap a worker may keep between calls before it returns
// the free part to the kernel.
const keepHeap = 48 << 20

// heapHeld is the heap the worker holds from the kernel: objects (live or
// not yet swept), free spans and fragmentation, not what it has released.
func heapHeld() uint64 {
	s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}, {Name: "/memory/classes/heap/free:bytes"}, {Name: "/memory/classes/heap/unused:bytes"}}
	metrics.Read(s)
	var n uint64
	for _, x := range s {
		if x.Value.Kind() == metrics.KindUint64 {
			n += x.Value.Uint64()
		}
	}
	return n
}

func heapAlloc() uint64 {
	s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return s[0].Value.Uint64()
}

// cleanScratch empties the scratch directory after a call, so files one
// call leaves behind do not reach the next. Creating or removing an entry
// changes the directory's ctime, so a call that wrote nothing costs one
// fstat.
func (c *child) cleanScratch() {
	if c.scratchDir == nil {
		d, err := os.Open(c.scratch)
		if err != nil {
			return
		}
		c.scratchDir = d
	}
	var st syscall.Stat_t
	if err := syscall.Fstat(int(c.scratchDir.Fd()), &st); err != nil {
		return
	}
	if st.Ctim == c.scratchCtime {
		return
	}
	if _, err := c.scratchDir.Seek(0, io.SeekStart); err != nil {
		return
	}
	names, _ := c.scratchDir.Readdirnames(-1)
	for _, n := range names {
		_ = os.RemoveAll(filepath.Join(c.scratch, n))
	}
	if syscall.Fstat(int(c.scratchDir.Fd()), &st) == nil {
		c.scratchCtime = st.Ctim
	}
}

// entryOf names a kind's entry point.
func entryOf(k skills.Kind) string {
	if k == skills.Detector {
		return "Detect"
	}
	return "Run"
}

// selfCPUNanos is the CPU time the worker has used, in nanoseconds (0:
// not known).
func selfCPUNanos() int64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}
