package native

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"sync"
	"sync/atomic"
	"time"

	"github.com/hashicorp/go-hclog"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/runtime/worker"
	"github.com/skillrun/skillrun/skills"
)

// Tier is how a version's calls run.
type Tier string

// The tiers, and the states of a version's way to the native one.
const (
	Interpreted Tier = "interpreted" // yaegi in a worker (always the fallback)
	Building    Tier = "building"    // interpreted while the native build and proof run
	Native      Tier = "native"      // compiled, proved, serving
	Refused     Tier = "refused"     // native refused (reason in the event); interpreted serves
)

// Event is one change of a version's tier, for history.
type Event struct {
	Skill, Version string
	Tier           Tier
	// Reason says why: what made the version a candidate, or why its
	// native tier was refused.
	Reason string
	// Took is the time from the decision to this event (build and proof
	// for Native and Refused).
	Took time.Duration
	At   time.Time
	// Key is the cache key of the binary a Native event proved (see
	// Builder.Key), so that a later process can serve that very binary.
	Key string
}

// Options configure an Executor. The zero value never tiers up (no
// Builder): every call runs interpreted.
type Options struct {
	// Builder builds native binaries; nil keeps every version interpreted
	// unless NewBuilder is set.
	Builder *Builder
	// NewBuilder, when Builder is nil, makes the Builder the first time
	// one is needed (a tier-up, or a version the journal proved native),
	// so that a process that never needs it does not pay for finding the
	// toolchain and hashing the SDK. Its error is logged once and every
	// version stays interpreted.
	NewBuilder func() (*Builder, error)
	// Pool configures the pool of native workers of each version (Path is
	// set to the version's binary; Size defaults to 1).
	Pool worker.Options
	// Calls and CPU make a version a candidate once it has served that
	// many calls, or used that much CPU time in all (default 1000 calls,
	// 10s). CPU time is what the interpreted executor reports for each
	// call (a worker's own CPU time, so a call that waits — on an env
	// call, a nested skill, a busy machine — does not count its waiting;
	// nested calls count toward their own versions); where it reports
	// none (in process), wall time around the call stands in.
	Calls int
	CPU   time.Duration
	// Eligible says whether a version may be tiered up automatically:
	// promoted with a verdict (nil: none may; Tier forces one).
	Eligible func(u *check.Unit) bool
	// Proof configures the equivalence check a build must pass.
	Proof ProofOptions
	// OnEvent receives every tier change; called from the goroutine that
	// made it, never with a lock held.
	OnEvent func(Event)
	// Journal, if set, records every tier change (for history).
	Journal *Journal
	// Resume, with a Journal and a Builder, serves natively from its
	// first call a version whose last journal event proved native the
	// binary the cache still holds under the same key (same source, SDK
	// and toolchain): the proof was of that very binary, so a process
	// after the one that proved it (skillrun tier, then skillrun run)
	// need not prove it again.
	Resume bool
	// Logger receives the executor's logs (default: none).
	Logger hclog.Logger
}

// Executor runs skill versions on the tier each has reached: it wraps the
// interpreted executor and, per version, a pool of native workers once
// the version's build is proved equivalent. It is safe for concurrent
// use. Close stops the native pools.
type Executor struct {
	interp sandbox.Executor
	opts   Options
	log    hclog.Logger

	mu       sync.Mutex
	versions map[string]*version
	closed   bool
	bg       sync.WaitGroup
	ctx      context.Context
	cancel   context.CancelFunc

	calls [2]atomic.Int64 // interpreted, native

	builderOnce sync.Once
	builderMade *Builder
}

// builder returns Options.Builder, or the one Options.NewBuilder makes on
// first use (nil when neither gives one).
func (x *Executor) builder() *Builder {
	if x.opts.Builder != nil {
		return x.opts.Builder
	}
	x.builderOnce.Do(func() {
		if x.opts.NewBuilder == nil {
			return
		}
		b, err := x.opts.NewBuilder()
		if err != nil {
			x.log.Warn("native tier off, skills stay interpreted", "error", err)
			return
		}
		x.builderMade = b
	})
	return x.builderMade
}

// mayBuild reports whether a Builder is, or may be, at hand, without
// making one.
func (x *Executor) mayBuild() bool { return x.opts.Builder != nil || x.opts.NewBuilder != nil }

var _ sandbox.Executor = (*Executor)(nil)

type version struct {
	name   string
	calls  atomic.Int64
	nanos  atomic.Int64
	native atomic.Pointer[worker.Pool]
	// onNative counts calls that may hold the native pool; Forget waits
	// for it to reach zero before stopping the pool.
	onNative atomic.Int64

	mu     sync.Mutex
	tier   Tier
	reason string
	done   chan struct{} // closed when a tier-up ends (nil: none started)
	err    error         // the refusal, if refused
	// forgotten is set by Forget: a tier-up that ends later stops its
	// pool instead of serving.
	forgotten bool
	// resumed is set once the journal was asked (Options.Resume).
	resumed bool
}

var errForgotten = errors.New("version forgotten (replaced) before its native build was proved")

// NewExecutor wraps interp, the interpreted executor (normally a worker
// pool).
func NewExecutor(interp sandbox.Executor, opts Options) *Executor {
	if opts.Calls <= 0 {
		opts.Calls = 1000
	}
	if opts.CPU <= 0 {
		opts.CPU = 10 * time.Second
	}
	if opts.Pool.Size <= 0 {
		opts.Pool.Size = 1
	}
	if opts.Logger == nil {
		opts.Logger = hclog.NewNullLogger()
	}
	ctx, cancel := context.WithCancel(context.Background())
	return &Executor{interp: interp, opts: opts, log: opts.Logger.Named("tier"), versions: map[string]*version{}, ctx: ctx, cancel: cancel}
}

func (x *Executor) version(u *check.Unit) *version {
	key := u.Name() + "@" + u.Version()
	x.mu.Lock()
	defer x.mu.Unlock()
	v := x.versions[key]
	if v == nil {
		v = &version{name: u.Name(), tier: Interpreted}
		x.versions[key] = v
	}
	return v
}

// Run runs one call on the version's tier. A version whose native tier
// serves runs in its native workers; any other runs interpreted, and
// counts toward its tier-up.
func (x *Executor) Run(ctx context.Context, u *check.Unit, req *sandbox.Request) (*sandbox.Response, error) {
	v := x.version(u)
	if x.opts.Resume {
		x.resume(ctx, u, v)
	}
	v.onNative.Add(1)
	if p := v.native.Load(); p != nil {
		defer v.onNative.Add(-1)
		x.calls[1].Add(1)
		return p.Run(ctx, u, req)
	}
	v.onNative.Add(-1)
	x.calls[0].Add(1)
	t0 := time.Now()
	resp, err := x.interp.Run(ctx, u, req)
	spent := time.Since(t0)
	if err == nil && resp != nil && resp.CPU > 0 {
		spent = resp.CPU
	}
	n := v.calls.Add(1)
	ns := v.nanos.Add(int64(spent))
	if x.mayBuild() && x.opts.Eligible != nil && (n >= int64(x.opts.Calls) || time.Duration(ns) >= x.opts.CPU) {
		v.mu.Lock()
		due := v.done == nil
		v.mu.Unlock()
		if due && x.opts.Eligible(u) {
			reason := fmt.Sprintf("%d calls, %v of CPU", n, time.Duration(ns).Round(time.Millisecond))
			x.start(u, v, reason)
		}
	}
	return resp, err
}

// resume serves v natively if the journal proved its cached binary (see
// Options.Resume). It asks once per version; on any doubt the version
// stays interpreted and may tier up as any other.
func (x *Executor) resume(ctx context.Context, u *check.Unit, v *version) {
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.resumed || v.done != nil || x.opts.Journal == nil || !x.mayBuild() {
		v.resumed = true
		return
	}
	v.resumed = true
	evs, err := x.opts.Journal.Latest(u.Name())
	if err != nil {
		x.log.Warn("tier journal", "error", err)
		return
	}
	ev, ok := evs[u.Version()]
	if !ok || ev.Tier != Native || ev.Key == "" {
		return
	}
	b := x.builder()
	if b == nil || ev.Key != b.Key(u) {
		return
	}
	a := b.Cached(u)
	if a == nil {
		return
	}
	po := x.opts.Pool
	po.Path = a.Path
	p, err := worker.New(x.ctx, po)
	if err != nil {
		x.log.Warn("resume native workers", "skill", u.Name(), "version", u.Version(), "error", err)
		return
	}
	v.native.Store(p)
	v.tier, v.reason = Native, "proved equivalent "+ev.At.UTC().Format("2006-01-02 15:04")+" (binary cached)"
	done := make(chan struct{})
	close(done)
	v.done = done
}

// Prepare prepares u on the interpreted tier, which serves every version
// first.
func (x *Executor) Prepare(ctx context.Context, u *check.Unit) error {
	return x.interp.Prepare(ctx, u)
}

// Forget drops u from both tiers: the interpreted executor forgets it,
// and its native workers stop once the calls they run have ended.
func (x *Executor) Forget(u *check.Unit) {
	x.interp.Forget(u)
	key := u.Name() + "@" + u.Version()
	x.mu.Lock()
	v := x.versions[key]
	delete(x.versions, key)
	x.mu.Unlock()
	if v == nil {
		return
	}
	v.mu.Lock()
	v.forgotten = true
	v.mu.Unlock()
	if p := v.native.Swap(nil); p != nil {
		x.bg.Add(1)
		go func() {
			defer x.bg.Done()
			// Calls that already hold the pool finish on it.
			for v.onNative.Load() > 0 {
				time.Sleep(10 * time.Millisecond)
			}
			_ = p.Close()
		}()
	}
}

// TierOf reports the tier of a version and the reason for it.
func (x *Executor) TierOf(u *check.Unit) (Tier, string) {
	v := x.version(u)
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.tier, v.reason
}

// Calls reports how many calls each tier has served.
func (x *Executor) Calls() map[Tier]int64 {
	return map[Tier]int64{Interpreted: x.calls[0].Load(), Native: x.calls[1].Load()}
}

// Tier forces a tier-up of u and waits for it: build, proof, swap. It
// returns nil once the native tier serves u, or the reason it was
// refused. A version already native, or refused, returns at once.
func (x *Executor) Tier(ctx context.Context, u *check.Unit) error {
	v := x.version(u)
	done := x.start(u, v, "forced")
	select {
	case <-done:
	case <-ctx.Done():
		return ctx.Err()
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.err
}

// start begins a tier-up of v unless one has begun; it returns the
// channel closed when it ends.
func (x *Executor) start(u *check.Unit, v *version, reason string) <-chan struct{} {
	v.mu.Lock()
	if v.done != nil {
		defer v.mu.Unlock()
		return v.done
	}
	v.done = make(chan struct{})
	done := v.done
	if x.builder() == nil {
		v.tier, v.reason, v.err = Refused, "no Go toolchain", fmt.Errorf("%w: not configured", ErrNoToolchain)
		ev := Event{Skill: u.Name(), Version: u.Version(), Tier: Refused, Reason: v.reason, At: time.Now()}
		v.mu.Unlock()
		// Heard before the tier-up is seen to end: whoever waits on done
		// finds the event delivered.
		x.emit(ev)
		close(done)
		return done
	}
	v.tier, v.reason = Building, reason
	v.mu.Unlock()
	x.mu.Lock()
	if x.closed {
		x.mu.Unlock()
		v.mu.Lock()
		v.tier, v.reason, v.err = Interpreted, "executor closed", errors.New("executor closed")
		close(done)
		v.mu.Unlock()
		return done
	}
	x.bg.Add(1)
	x.mu.Unlock()
	x.emit(Event{Skill: u.Name(), Version: u.Version(), Tier: Building, Reason: reason, At: time.Now()})
	go func() {
		defer x.bg.Done()
		t0 := time.Now()
		p, err := x.tierUp(x.ctx, u)
		var stale *worker.Pool
		v.mu.Lock()
		switch {
		case err != nil:
			v.tier, v.reason, v.err = Refused, err.Error(), err
		case v.forgotten:
			// Replaced while it was built: nobody will call it.
			stale = p
			v.tier, v.reason, v.err = Interpreted, "forgotten before its native build was proved", errForgotten
		default:
			v.native.Store(p)
			v.tier, v.reason = Native, "proved equivalent"
		}
		ev := Event{Skill: u.Name(), Version: u.Version(), Tier: v.tier, Reason: v.reason, Took: time.Since(t0), At: time.Now()}
		if v.tier == Native {
			ev.Key = x.builder().Key(u)
		}
		v.mu.Unlock()
		if stale != nil {
			_ = stale.Close()
		}
		x.log.Info("tier", "skill", ev.Skill, "version", ev.Version, "tier", ev.Tier, "reason", ev.Reason, "took", ev.Took)
		// The event is delivered (journal, subscribers) before a Tier
		// waiting on done returns.
		x.emit(ev)
		close(done)
	}()
	return done
}

// tierUp builds u, starts its native pool and proves it.
func (x *Executor) tierUp(ctx context.Context, u *check.Unit) (*worker.Pool, error) {
	a, err := x.builder().Build(ctx, u)
	if err != nil {
		return nil, err
	}
	po := x.opts.Pool
	po.Path = a.Path
	p, err := worker.New(ctx, po)
	if err != nil {
		var ie *worker.InitError
		if errors.As(err, &ie) {
			return nil, initFailure(u, ie)
		}
		return nil, fmt.Errorf("start native workers: %w", err)
	}
	if err := Prove(ctx, u, x.interp, p, x.opts.Proof); err != nil {
		_ = p.Close()
		return nil, err
	}
	return p, nil
}

func (x *Executor) emit(ev Event) {
	if x.opts.Journal != nil {
		if err := x.opts.Journal.Append(ev); err != nil {
			x.log.Warn("tier journal", "error", err)
		}
	}
	if x.opts.OnEvent != nil {
		x.opts.OnEvent(ev)
	}
}

// Close stops tier-ups in progress and the native pools. Calls still
// running on a native pool fail with skills.ErrCancelled.
func (x *Executor) Close() error {
	x.mu.Lock()
	x.closed = true
	x.mu.Unlock()
	x.cancel()
	x.bg.Wait()
	x.mu.Lock()
	defer x.mu.Unlock()
	var errs []error
	for _, v := range x.versions {
		if p := v.native.Swap(nil); p != nil {
			errs = append(errs, p.Close())
		}
	}
	return errors.Join(errs...)
}

// initFailure is the refusal of a native build whose package
// initialisation (run in the worker's jail, before its first call)
// failed: an init error of the skill, at the innermost position of the
// skill's code in the worker's crash report when it has one, naming the
// version.
func initFailure(u *check.Unit, ie *worker.InitError) error {
	return &skills.Error{Skill: u.Name(), Op: "init", Pos: initPos(u, ie.Report),
		Err: fmt.Errorf("native build of %s@%s: %w", u.Name(), u.Version(), ie)}
}

// initPos finds the innermost frame of the skill's source in the crash
// report of a native worker (built -trimpath: the skill's file is
// skillrun.native/<name>/skill/<file>), as File:line.
func initPos(u *check.Unit, report string) string {
	re := regexp.MustCompile(`(?m)^\tskillrun\.native/` + regexp.QuoteMeta(u.Name()) + `/skill/([^/:\s]+):(\d+)`)
	for _, m := range re.FindAllStringSubmatch(report, -1) {
		if m[1] != jailFile && m[1] != "zz_"+jailFile {
			return u.File + ":" + m[2]
		}
	}
	return ""
}
