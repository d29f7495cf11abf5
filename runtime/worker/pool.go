package worker

import (
	"context"
	"errors"
	"fmt"
	"os"
	"runtime"
	"sync"
	"syscall"
	"time"

	"github.com/hashicorp/go-hclog"
	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/skills"
)

// Options configure a Pool. The zero value is a working default.
type Options struct {
	// Size is how many warm workers the pool keeps (default: the number of CPUs).
	Size int
	// Path is the binary to re-execute as a worker (default /proc/self/exe).
	// Its main must call IsWorker and Main.
	Path string
	// Limits are the per-call defaults; a call's own limits win, and
	// skills.DefaultLimits fill what neither sets.
	Limits skills.Limits
	// Ceiling bounds every limit of every call and prepare: a manifest or
	// a caller may ask for less, never more (zero fields:
	// skills.DefaultCeiling).
	Ceiling skills.Limits
	// PrepareTimeout bounds a candidate's compilation and initialisation
	// (Prepare), below its own timeout (default 5s): a save or a proposal
	// waits for it.
	PrepareTimeout time.Duration
	// MaxOverflow bounds the workers started beyond Size for nested calls
	// while every worker waits on the host (default Size times the default
	// call depth); past it a nested call fails with skills.ErrLimit
	// instead of starting more.
	MaxOverflow int
	// SpareLinger is how long an overflow worker whose call has ended
	// stays warm, for the next nested call that finds every worker
	// waiting on the host, before it is stopped (default 10s). A skill
	// that calls another in a loop, through a chain deeper than the
	// pool, would otherwise start a worker, and compile its callee, for
	// every call (some 20 ms each here).
	SpareLinger time.Duration
	// MaxCalls recycles a worker after this many calls (default 20000).
	// Memory growth recycles it sooner. A recycled worker serves until
	// its replacement is warm, but starting one costs some 40 ms of CPU,
	// as much as 2000 short calls: recycle too often and the start-ups
	// take the CPU the calls need (1000 made the mean call 4× its median).
	MaxCalls int
	// RecycleBytes recycles a worker whose memory (cgroup usage, or live
	// heap where there is no cgroup) grows past it (default 192 MiB).
	RecycleBytes int64
	// ScratchRoot is where the workers' scratch directories are made
	// (default os.TempDir()). Each worker mounts a private tmpfs there.
	ScratchRoot string
	// ScratchBytes caps the scratch tmpfs and RLIMIT_FSIZE (default 16 MiB).
	ScratchBytes int64
	// AddressSpace is RLIMIT_AS (default 4 GiB: the Go runtime reserves
	// address space well beyond what it uses; the cgroup bounds real memory).
	AddressSpace int64
	// NoFile is RLIMIT_NOFILE (default 64).
	NoFile int
	// Pids is the cgroup pids limit; Go runtime threads count (default 128).
	Pids int
	// MaxStack caps a goroutine's stack, so runaway recursion fails in
	// well under a second (default 64 MiB).
	MaxStack int64
	// StartTimeout bounds starting one worker (default 10s). A native
	// worker's start includes its skill's package initialisation, which
	// runs jailed under the pool's Limits (CPU and memory); one that
	// outlives this fails the start with an InitError (ErrTimeout).
	StartTimeout time.Duration
	// CgroupRoot is where cgroups are mounted (default /sys/fs/cgroup).
	CgroupRoot string
	// Disable names protections to leave off on purpose (for debugging);
	// they are reported as missing, "disabled by options".
	Disable []string
	// Logger receives the pool's logs (default: none).
	Logger hclog.Logger
}

func (o Options) withDefaults() Options {
	if o.Size <= 0 {
		o.Size = runtime.NumCPU()
	}
	if o.Path == "" {
		o.Path = "/proc/self/exe"
	}
	o.Limits = skills.Resolve(o.Ceiling, o.Limits)
	if o.PrepareTimeout <= 0 {
		o.PrepareTimeout = 5 * time.Second
	}
	if o.MaxOverflow <= 0 {
		// Enough for every worker to head a chain of nested calls as deep
		// as the default depth.
		o.MaxOverflow = o.Size * o.Limits.MaxDepth
	}
	if o.SpareLinger <= 0 {
		o.SpareLinger = 10 * time.Second
	}
	if o.MaxCalls <= 0 {
		o.MaxCalls = 20000
	}
	if o.RecycleBytes <= 0 {
		o.RecycleBytes = 192 << 20
	}
	if o.ScratchRoot == "" {
		o.ScratchRoot = os.TempDir()
	}
	if o.ScratchBytes <= 0 {
		o.ScratchBytes = 16 << 20
	}
	if o.AddressSpace <= 0 {
		o.AddressSpace = 4 << 30
	}
	if o.NoFile <= 0 {
		o.NoFile = 64
	}
	if o.Pids <= 0 {
		o.Pids = 128
	}
	if o.MaxStack <= 0 {
		o.MaxStack = 64 << 20
	}
	if o.StartTimeout <= 0 {
		o.StartTimeout = 10 * time.Second
	}
	if o.CgroupRoot == "" {
		o.CgroupRoot = "/sys/fs/cgroup"
	}
	if o.Logger == nil {
		o.Logger = hclog.NewNullLogger()
	}
	return o
}

func (o Options) disabled(name string) bool {
	for _, d := range o.Disable {
		if d == name {
			return true
		}
	}
	return false
}

// Stats are a snapshot of a pool's counters.
type Stats struct {
	Size     int // configured size
	Live     int // workers that count toward Size, including ones starting
	Idle     int // warm workers waiting for a call
	Busy     int // workers running a call (overflow ones included)
	Starting int // workers being started
	Started  int // workers started since New
	Replaced int // workers that died or broke a limit and were replaced
	Recycled int // workers retired after MaxCalls, memory growth or leftovers
	Overflow int // overflow workers started for nested calls
	Spare    int // overflow workers warm between nested calls (Options.SpareLinger)
}

// Pool is a warm pool of isolated workers. It is safe for concurrent use.
// It owns its workers and the goroutines that replace them; Close stops
// them all.
type Pool struct {
	opts Options
	cfg  *spawnConfig
	log  hclog.Logger
	prot Protections
	cg   *cgroups

	mu       sync.Mutex
	idle     []*proc
	live     int
	starting int
	busy     int
	parked   int
	// overflowing counts the overflow workers started and not stopped:
	// running a call, or spare.
	overflowing int
	// spare holds the overflow workers whose call ended, newest last,
	// warm for the next nested call; reaper stops those unused for
	// Options.SpareLinger.
	spare    []*proc
	reaper   *time.Timer
	waiters  []chan *proc
	closed   bool
	nextID   int
	stats    Stats
	procs    sync.WaitGroup // one per started worker, done when stopped
	all      map[*proc]struct{}
	refills  sync.WaitGroup
	closeErr error
}

// New starts a pool of opts.Size workers and returns once they are all
// warm. It logs, and reports in Protections, every protection this
// machine does not give.
func New(ctx context.Context, opts Options) (*Pool, error) {
	o := opts.withDefaults()
	p := &Pool{opts: o, log: o.Logger.Named("worker"), all: map[*proc]struct{}{}}
	cfg := &spawnConfig{
		path: o.Path, namespaces: !o.disabled(ProtNamespaces), landlock: !o.disabled(ProtLandlock),
		seccomp: !o.disabled(ProtSeccomp), scratchRoot: o.ScratchRoot, scratchBytes: o.ScratchBytes,
		maxStack: o.MaxStack, addressSpace: o.AddressSpace, noFile: o.NoFile, pids: o.Pids,
		memory: o.Limits.MemoryBytes, cpu: o.Limits.CPU, maxFrame: frameLimit(o.Limits), log: p.log,
	}
	if o.disabled(ProtMaxStack) {
		cfg.maxStack = 0
	}
	var cgWhy map[string]string
	if !o.disabled(ProtCgroupMem) || !o.disabled(ProtCgroupPids) {
		p.cg = newCgroups(o.CgroupRoot, fmt.Sprintf("skillrun-%d-%d", os.Getpid(), time.Now().UnixNano()%1e9))
		cgWhy = p.cg.why
		if p.cg.memDir == "" && p.cg.pidDir == "" {
			p.cg = nil
		}
	}
	if p.cg != nil {
		if o.disabled(ProtCgroupMem) {
			p.cg.memDir = ""
		}
		if o.disabled(ProtCgroupPids) {
			p.cg.pidDir = ""
		}
		cfg.cgroups = p.cg
	}
	p.cfg = cfg

	// The first worker tells what this machine gives.
	sctx, cancel := context.WithTimeout(ctx, o.StartTimeout)
	first, nsErr := spawn(sctx, 0, cfg)
	if nsErr != nil && cfg.namespaces && isPermission(nsErr) {
		// Unprivileged: a user namespace makes the worker root in
		// namespaces of its own, which is enough for the others.
		cfg.userns = true
		var err error
		if first, err = spawn(sctx, 0, cfg); err != nil {
			cfg.userns, cfg.namespaces = false, false
			first, err = spawn(sctx, 0, cfg)
			nsErr = fmt.Errorf("new namespaces refused (%v), and with a user namespace too (%v)", nsErr, err)
			if err != nil {
				nsErr = err
			}
		} else {
			nsErr = nil
		}
	}
	cancel()
	if first == nil {
		p.closeCgroups()
		return nil, fmt.Errorf("start worker pool: %w", nsErr)
	}
	p.prot = protections(o, cfg, &first.hello, cgWhy, nsErr)
	for _, pr := range p.prot {
		if !pr.OK {
			p.log.Warn("protection missing", "protection", pr.Name, "reason", pr.Detail)
		}
	}
	p.procs.Add(1)
	p.all[first] = struct{}{}
	p.stats.Started = 1
	p.idle = append(p.idle, first)
	p.live = 1
	p.nextID = 1

	var wg sync.WaitGroup
	errs := make([]error, o.Size)
	for i := 1; i < o.Size; i++ {
		p.live++
		p.starting++
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			pr, err := p.start(ctx)
			p.mu.Lock()
			p.starting--
			if err != nil {
				p.live--
				errs[i] = err
			} else {
				p.idle = append(p.idle, pr)
			}
			p.mu.Unlock()
		}(i)
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		_ = p.Close()
		return nil, fmt.Errorf("start worker pool: %w", err)
	}
	p.log.Debug("pool started", "size", o.Size)
	return p, nil
}

func isPermission(err error) bool {
	return errors.Is(err, syscall.EPERM) || errors.Is(err, syscall.EINVAL) || errors.Is(err, syscall.ENOSPC) ||
		errors.Is(err, syscall.EACCES) || errors.Is(err, syscall.EUSERS)
}

// frameLimit is the largest frame the host accepts from a worker: a result
// or a log line can be as large as the limits allow, plus room for JSON.
func frameLimit(l skills.Limits) int {
	n := max(l.ResultBytes*2, l.OutputBytes*2, l.ActionBytes, l.LogBytes) + 1<<20
	if n > 1<<30 {
		n = 1 << 30
	}
	return int(n)
}

// start starts one worker (counted by the caller in live or as overflow).
func (p *Pool) start(ctx context.Context) (*proc, error) {
	p.mu.Lock()
	id := p.nextID
	p.nextID++
	p.mu.Unlock()
	sctx, cancel := context.WithTimeout(ctx, p.opts.StartTimeout)
	defer cancel()
	pr, err := spawn(sctx, id, p.cfg)
	if err != nil {
		return nil, err
	}
	p.procs.Add(1)
	p.mu.Lock()
	p.stats.Started++
	p.all[pr] = struct{}{}
	p.mu.Unlock()
	return pr, nil
}

// Protections reports which protections the pool's workers have, and
// which this machine lacks and why.
func (p *Pool) Protections() Protections { return p.prot }

// Stats returns a snapshot of the pool's counters.
func (p *Pool) Stats() Stats {
	p.mu.Lock()
	defer p.mu.Unlock()
	s := p.stats
	s.Size, s.Live, s.Idle, s.Busy, s.Starting = p.opts.Size, p.live, len(p.idle), p.busy, p.starting
	s.Spare = len(p.spare)
	return s
}

// WaitFull waits until the pool has Size warm, idle workers: every
// replacement has started and no call is running.
func (p *Pool) WaitFull(ctx context.Context) error {
	t := time.NewTicker(2 * time.Millisecond)
	defer t.Stop()
	for {
		s := p.Stats()
		if s.Idle == s.Size && s.Busy == 0 && s.Starting == 0 {
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("pool not full (%+v): %w", s, ctx.Err())
		case <-t.C:
		}
	}
}

var errClosed = fmt.Errorf("%w: worker pool closed", skills.ErrCancelled)

// acquire takes an idle worker, starts one if the pool is below size, or
// waits for one. It never waits while every busy worker is itself waiting
// on the host (a nested call could be what they wait for): then it starts
// an overflow worker.
func (p *Pool) acquire(ctx context.Context) (*proc, bool, error) {
	p.mu.Lock()
	for {
		if p.closed {
			p.mu.Unlock()
			return nil, false, errClosed
		}
		if n := len(p.idle); n > 0 {
			pr := p.idle[n-1]
			p.idle = p.idle[:n-1]
			p.busy++
			p.mu.Unlock()
			return pr, false, nil
		}
		if p.live < p.opts.Size {
			p.live++
			p.starting++
			p.busy++
			p.mu.Unlock()
			pr, err := p.start(ctx)
			p.mu.Lock()
			p.starting--
			if err != nil {
				p.live--
				p.busy--
				p.kickLocked()
				p.mu.Unlock()
				return nil, false, err
			}
			p.mu.Unlock()
			return pr, false, nil
		}
		if p.busy > 0 && p.parked >= p.busy {
			return p.overflow(ctx)
		}
		ch := make(chan *proc, 1)
		p.waiters = append(p.waiters, ch)
		p.mu.Unlock()
		select {
		case pr := <-ch:
			if pr == nil {
				p.mu.Lock()
				continue
			}
			return pr, false, nil
		case <-ctx.Done():
			p.mu.Lock()
			for i, w := range p.waiters {
				if w == ch {
					p.waiters = append(p.waiters[:i], p.waiters[i+1:]...)
					break
				}
			}
			p.mu.Unlock()
			// A worker may have been handed over meanwhile.
			select {
			case pr := <-ch:
				if pr != nil {
					p.release(pr, false, false)
				}
			default:
			}
			kind := skills.ErrTimeout
			if errors.Is(ctx.Err(), context.Canceled) {
				kind = skills.ErrCancelled
			}
			return nil, false, fmt.Errorf("%w: waiting for a worker: %v", kind, ctx.Err())
		}
	}
}

// overflow takes a spare overflow worker, or starts a worker beyond Size,
// for one call. Called with p.mu held; returns with it released.
func (p *Pool) overflow(ctx context.Context) (*proc, bool, error) {
	if n := len(p.spare); n > 0 {
		// The newest: the likeliest to hold the callee compiled.
		pr := p.spare[n-1]
		p.spare[n-1] = nil
		p.spare = p.spare[:n-1]
		p.busy++
		p.mu.Unlock()
		return pr, true, nil
	}
	if p.overflowing >= p.opts.MaxOverflow {
		p.mu.Unlock()
		return nil, false, fmt.Errorf("%w: %d workers already started beyond the pool's %d for nested calls", skills.ErrLimit, p.overflowing, p.opts.Size)
	}
	p.overflowing++
	p.busy++
	p.stats.Overflow++
	p.mu.Unlock()
	pr, err := p.start(ctx)
	if err != nil {
		p.mu.Lock()
		p.busy--
		p.overflowing--
		p.kickLocked()
		p.mu.Unlock()
		return nil, false, err
	}
	return pr, true, nil
}

// park and unpark bracket the time a busy worker waits on the host's Env.
func (p *Pool) park() {
	p.mu.Lock()
	p.parked++
	p.kickLocked()
	p.mu.Unlock()
}

// kickLocked wakes the first waiter when every busy worker waits on the
// host: it starts an overflow worker (or fails with skills.ErrLimit)
// instead of waiting for a worker only its own call could free. Called
// with p.mu held whenever parked grows or busy shrinks without a worker
// being handed to a waiter.
func (p *Pool) kickLocked() {
	if p.busy > 0 && p.parked >= p.busy && len(p.waiters) > 0 {
		w := p.waiters[0]
		p.waiters = p.waiters[1:]
		w <- nil
	}
}

func (p *Pool) unpark() {
	p.mu.Lock()
	p.parked--
	p.mu.Unlock()
}

// release gives a worker back after a call. A dead or retiring worker is
// stopped and replaced; an overflow worker is kept spare for a while
// (Options.SpareLinger), or stopped when it retires.
func (p *Pool) release(pr *proc, overflow, retire bool) {
	p.mu.Lock()
	p.busy--
	if overflow && !retire && !p.closed {
		pr.spareAt = time.Now()
		p.spare = append(p.spare, pr)
		if p.reaper == nil {
			p.reaper = time.AfterFunc(p.opts.SpareLinger, p.reapSpares)
		}
		// One fewer is busy: if the rest all wait on the host, a waiter
		// takes this spare rather than wait for them.
		p.kickLocked()
		p.mu.Unlock()
		return
	}
	if overflow {
		p.overflowing--
	}
	if next := pr.successor; next != nil {
		// A warm replacement waits for this worker's call to end: it
		// takes the worker's place, whatever became of the call.
		pr.successor = nil
		p.mu.Unlock()
		go p.stopProc(pr)
		pr, overflow, retire = next, false, false
		p.mu.Lock()
	}
	if overflow || retire || p.closed {
		if !overflow {
			p.live--
		}
		refill := !overflow && !p.closed
		if refill {
			p.live++
			p.starting++
			p.refills.Add(1)
		}
		// No worker goes to a waiter here, and one fewer is busy: if the
		// rest all wait on the host, a waiter must not wait for them.
		p.kickLocked()
		p.mu.Unlock()
		go p.stopProc(pr)
		if refill {
			go p.refill()
		}
		return
	}
	p.offerLocked(pr)
}

// reapSpares stops the spare overflow workers unused for SpareLinger, and
// waits for the oldest of the others.
func (p *Pool) reapSpares() {
	p.mu.Lock()
	p.reaper = nil
	now := time.Now()
	var stale []*proc
	keep := p.spare[:0]
	for _, pr := range p.spare {
		if now.Sub(pr.spareAt) >= p.opts.SpareLinger {
			stale = append(stale, pr)
		} else {
			keep = append(keep, pr)
		}
	}
	clear(p.spare[len(keep):])
	p.spare = keep
	p.overflowing -= len(stale)
	if len(keep) > 0 && !p.closed {
		p.reaper = time.AfterFunc(p.opts.SpareLinger-now.Sub(keep[0].spareAt), p.reapSpares)
	}
	p.mu.Unlock()
	for _, pr := range stale {
		p.stopProc(pr)
	}
}

func (p *Pool) stopProc(pr *proc) {
	pr.stop()
	p.mu.Lock()
	delete(p.all, pr)
	p.mu.Unlock()
	p.procs.Done()
}

// offerLocked gives a free worker to the first caller waiting for one, or
// makes it idle. Called with p.mu held; returns with it released.
func (p *Pool) offerLocked(pr *proc) {
	if len(p.waiters) > 0 {
		w := p.waiters[0]
		p.waiters = p.waiters[1:]
		p.busy++
		p.mu.Unlock()
		w <- pr
		return
	}
	p.idle = append(p.idle, pr)
	p.mu.Unlock()
}

// refill starts a replacement worker, retrying while the pool is open.
func (p *Pool) refill() {
	defer p.refills.Done()
	backoff := 10 * time.Millisecond
	for {
		pr, err := p.start(context.Background())
		p.mu.Lock()
		if err == nil {
			p.starting--
			if p.closed {
				p.live--
				p.mu.Unlock()
				p.stopProc(pr)
				return
			}
			p.offerLocked(pr)
			return
		}
		if p.closed {
			p.starting--
			p.live--
			p.mu.Unlock()
			return
		}
		p.mu.Unlock()
		p.log.Error("replace worker", "error", err)
		time.Sleep(backoff)
		if backoff < time.Second {
			backoff *= 2
		}
	}
}

// Close stops every worker, waits for them to be gone, and removes the
// pool's cgroups. Calls still running fail with skills.ErrCancelled.
func (p *Pool) Close() error {
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		return p.closeErr
	}
	p.closed = true
	idle := p.idle
	p.idle = nil
	p.live -= len(idle)
	idle = append(idle, p.spare...)
	p.overflowing -= len(p.spare)
	p.spare = nil
	if p.reaper != nil {
		p.reaper.Stop()
		p.reaper = nil
	}
	for _, w := range p.waiters {
		close(w)
	}
	p.waiters = nil
	isIdle := map[*proc]bool{}
	for _, pr := range idle {
		isIdle[pr] = true
	}
	var busy []*proc
	for pr := range p.all {
		if !isIdle[pr] {
			busy = append(busy, pr)
		}
	}
	p.mu.Unlock()
	for _, pr := range idle {
		p.stopProc(pr)
	}
	for _, pr := range busy {
		pr.kill(errStopped) // its call fails, and release stops it
	}
	p.refills.Wait()
	p.procs.Wait()
	p.closeErr = p.closeCgroups()
	return p.closeErr
}

func (p *Pool) closeCgroups() error {
	if p.cg == nil {
		return nil
	}
	return p.cg.close()
}

// call runs one call on some worker: the executor's core.
func (p *Pool) call(ctx context.Context, c *callMsg, env skills.Env, fr *detectors.Frame, tree *callTree) (*resultMsg, error) {
	// Run and Prepare resolve a call's limits (skills.Resolve, the one
	// merge); resolving again under the same ceiling changes nothing, and
	// fills what an internal caller left unset.
	c.Limits = skills.Resolve(p.opts.Ceiling, c.Limits, p.opts.Limits)
	lim := c.Limits
	c.HasEnv = env != nil
	for attempt := 0; ; attempt++ {
		pr, overflow, err := p.acquire(ctx)
		if err != nil {
			return nil, err
		}
		c.Frame = nil
		if fr != nil {
			ref, err := pr.frame.put(fr)
			if err != nil {
				p.release(pr, overflow, false)
				return nil, fmt.Errorf("%w: %v", skills.ErrBadInput, err)
			}
			c.Frame = ref
		}
		pr.onPark = p.park
		pr.onUnpark = p.unpark
		pr.budget, pr.cpuTree = tree.memoryBudget(), tree.cpuBudget()
		res, err := pr.call(ctx, c, env, lim)
		pr.budget, pr.cpuTree = nil, nil
		if errors.Is(err, errBusyLimit) && attempt < 3 {
			p.mu.Lock()
			p.stats.Recycled++
			p.mu.Unlock()
			p.release(pr, overflow, true)
			continue
		}
		if err != nil {
			p.mu.Lock()
			p.stats.Replaced++
			p.mu.Unlock()
			p.release(pr, overflow, true)
			p.log.Debug("worker replaced", "worker", pr.id, "error", err)
			return nil, err
		}
		retire, now := p.retire(pr, res)
		switch {
		case retire == "":
			p.release(pr, overflow, false)
		case now || overflow:
			p.mu.Lock()
			p.stats.Recycled++
			p.mu.Unlock()
			p.log.Debug("worker recycled", "worker", pr.id, "reason", retire)
			p.release(pr, overflow, true)
		default:
			// Nothing is wrong with the worker: it keeps serving until
			// its replacement is warm, so no caller waits for a start.
			p.release(pr, false, false)
			p.replaceLater(pr, retire)
		}
		return res, nil
	}
}

// retire says why a worker that finished a call should not take another,
// or "", and whether it must go now (goroutines it leaves running could
// touch later calls) or may serve until its replacement is warm (it only
// grew old or large).
func (p *Pool) retire(pr *proc, res *resultMsg) (why string, now bool) {
	switch {
	case res.Goroutines > 0:
		return fmt.Sprintf("%d goroutines left running", res.Goroutines), true
	case pr.calls >= p.opts.MaxCalls:
		return "max calls", false
	case res.HeapBytes > uint64(p.opts.RecycleBytes):
		return "heap growth", false
	}
	// The cgroup also counts what the heap does not (stacks, scratch
	// files); reading it costs a file read, so check every 16 calls and
	// whenever the heap is past half the threshold.
	if pr.calls%16 == 1 || res.HeapBytes > uint64(p.opts.RecycleBytes/2) {
		if u := pr.cg.usage(); u > p.opts.RecycleBytes {
			return "memory growth", false
		}
	}
	return "", false
}

// replaceLater starts a replacement for pr in the background and swaps it
// in once it is warm: pr is stopped then if idle, or when its call ends.
// Until then pr keeps serving. A replacement that fails to start leaves
// pr serving; the next call that finds it due tries again.
func (p *Pool) replaceLater(pr *proc, why string) {
	p.mu.Lock()
	if p.closed || pr.replacing {
		p.mu.Unlock()
		return
	}
	pr.replacing = true
	p.starting++
	p.refills.Add(1)
	p.mu.Unlock()
	go func() {
		defer p.refills.Done()
		next, err := p.start(context.Background())
		if err == nil {
			next.warm(pr.recentUnits())
		}
		p.mu.Lock()
		p.starting--
		if err != nil {
			pr.replacing = false
			p.mu.Unlock()
			p.log.Error("start a replacement worker", "worker", pr.id, "error", err)
			return
		}
		if p.closed {
			p.mu.Unlock()
			p.stopProc(next)
			return
		}
		p.stats.Recycled++
		for i, w := range p.idle {
			if w == pr {
				p.idle = append(p.idle[:i], p.idle[i+1:]...)
				p.mu.Unlock()
				p.log.Debug("worker recycled", "worker", pr.id, "reason", why, "replacement", next.id)
				go p.stopProc(pr)
				p.mu.Lock()
				p.offerLocked(next)
				return
			}
		}
		// Busy, or given to a waiter: release stops it and lets next in.
		pr.successor = next
		p.mu.Unlock()
		p.log.Debug("worker recycled", "worker", pr.id, "reason", why, "replacement", next.id)
	}()
}
