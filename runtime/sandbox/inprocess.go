package sandbox

import (
	"context"
	"sync"
)

// InProcess is the in-process Executor: it compiles each version once and
// keeps the Program. For built-ins and trusted skills only (see the package
// doc); untrusted skills belong in runtime/worker.
type InProcess struct {
	opts  Options
	mu    sync.Mutex
	progs map[string]*progEntry
}

type progEntry struct {
	once sync.Once
	prog *Program
	err  error
}

var _ Executor = (*InProcess)(nil)

// NewInProcess returns an in-process executor.
func NewInProcess(opts Options) *InProcess {
	return &InProcess{opts: opts, progs: map[string]*progEntry{}}
}

// Program returns the compiled program of a unit, compiling it on first use.
func (x *InProcess) Program(u *Unit) (*Program, error) {
	key := u.Name() + "@" + u.Version()
	x.mu.Lock()
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
func (x *InProcess) Forget(u *Unit) {
	x.mu.Lock()
	delete(x.progs, u.Name()+"@"+u.Version())
	x.mu.Unlock()
}

// Run compiles (once) and runs u.
func (x *InProcess) Run(ctx context.Context, u *Unit, req *Request) (*Response, error) {
	p, err := x.Program(u)
	if err != nil {
		return nil, err
	}
	return p.Run(ctx, req)
}
