package sandbox

import (
	"context"
	"github.com/skillrun/skillrun/runtime/check"
	"sync"
)

// InProcess is the in-process Executor: it compiles each version once and
// keeps the Program. For built-ins and trusted skills only (see the package
// doc); untrusted skills belong in runtime/worker.
type InProcess struct {
	opts  Options
	mu    sync.Mutex
	progs map[string]*progEntry
	gone  map[string]bool // forgotten versions: compiled per run, never cached again
}

type progEntry struct {
	once sync.Once
	prog *Program
	err  error
}

var _ Executor = (*InProcess)(nil)

// NewInProcess returns an in-process executor.
func NewInProcess(opts Options) *InProcess {
	return &InProcess{opts: opts, progs: map[string]*progEntry{}, gone: map[string]bool{}}
}

// Program returns the compiled program of a unit, compiling it on first use.
func (x *InProcess) Program(u *check.Unit) (*Program, error) {
	key := u.Name() + "@" + u.Version()
	x.mu.Lock()
	if x.gone[key] {
		// A call still in flight on a replaced version: serve it without
		// bringing the version back into the cache.
		x.mu.Unlock()
		return Compile(u, x.opts)
	}
	e := x.progs[key]
	if e == nil {
		e = &progEntry{}
		x.progs[key] = e
	}
	x.mu.Unlock()
	e.once.Do(func() { e.prog, e.err = Compile(u, x.opts) })
	return e.prog, e.err
}

// Forget drops a version's compiled program (after hot reload replaced it).
// Runs in flight keep theirs.
func (x *InProcess) Forget(u *check.Unit) {
	key := u.Name() + "@" + u.Version()
	x.mu.Lock()
	delete(x.progs, key)
	x.gone[key] = true
	x.mu.Unlock()
}

// Prepare compiles a version, running its initialisation in this process
// (trusted skills only), and keeps it cached, even if it was forgotten
// before (a version promoted again by a rollback). ctx is not consulted:
// initialisation is bounded by Options.InitTimeout.
func (x *InProcess) Prepare(_ context.Context, u *check.Unit) error {
	x.mu.Lock()
	delete(x.gone, u.Name()+"@"+u.Version())
	x.mu.Unlock()
	_, err := x.Program(u)
	return err
}

// Run compiles (once) and runs u.
func (x *InProcess) Run(ctx context.Context, u *check.Unit, req *Request) (*Response, error) {
	p, err := x.Program(u)
	if err != nil {
		return nil, err
	}
	return p.Run(ctx, req)
}

// Programs returns how many compiled programs the executor holds.
func (x *InProcess) Programs() int {
	x.mu.Lock()
	defer x.mu.Unlock()
	return len(x.progs)
}
