// Package executor is the contract between the library and what runs
// skills: an Executor prepares (compiles, running the package's
// initialisation) and runs checked skill versions. It imports no
// interpreter: the library, the verifier and the servers speak only this
// contract, so "the host never executes skill source" can be read from
// their imports (go list -deps shows no yaegi).
//
// Two implementations: runtime/worker's Pool runs every version in an
// isolated subprocess under kernel limits (the default for untrusted
// skills), and runtime/sandbox's InProcess runs trusted ones in process.
package executor

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/skills"
)

// Executor runs checked skill versions.
//
// Prepare is the one door through which new source becomes runnable:
// compiling a version runs its package initialisation (init functions,
// package variables), so the library never compiles a candidate itself
// but asks its executor, which does it where it runs skills (in a worker
// under the candidate's limits, or in process for trusted skills).
type Executor interface {
	// Run runs one version once.
	Run(ctx context.Context, u *check.Unit, req *Request) (*Response, error)
	// Prepare compiles a candidate version and runs its initialisation,
	// reporting why it cannot serve; a prepared version is kept for its
	// first run.
	Prepare(ctx context.Context, u *check.Unit) error
	// Forget drops what the executor keeps of a version that no longer
	// serves (replaced, or rejected). Runs in flight keep theirs.
	Forget(u *check.Unit)
}

// Request is one run of a skill.
type Request struct {
	// Env is what a procedure acts on; nil gives an Env whose Act and
	// Observe fail with skills.ErrNoEnv.
	Env skills.Env
	// Args are the JSON arguments ({} when empty).
	Args []byte
	// Frame is a detector's input.
	Frame *detectors.Frame
	// Limits bound the run; zero fields are unlimited in process.
	Limits skills.Limits
	// Budget, when set, is the memory of the whole call tree this run
	// belongs to (package library sets one per top-level run); an
	// executor that enforces memory takes the run's limit from it.
	Budget *MemoryBudget
	// CPU, when set, is the CPU time of the whole call tree this run
	// belongs to (package library sets one per top-level run with a CPU
	// limit, and gives each nested run no more than the tree has left in
	// Limits.CPU); an executor that measures CPU charges the run's use to
	// it as it goes, and stops the run once the tree has spent it.
	CPU *CPUBudget
}

// Response is what a run produced.
type Response struct {
	Result     skills.Result         `json:"result,omitempty"`
	Detections []detectors.Detection `json:"detections,omitempty"`
	// Output is what the skill printed (fmt.Print*, println), capped.
	Output []byte `json:"output,omitempty"`
	// CPU is the CPU time the run took where the executor measures it
	// (a worker process: its own CPU time, not its nested calls'); 0
	// where it does not (in process), and callers then use wall time.
	CPU time.Duration `json:"-"`
	// CompileCPU is the part of CPU the executor spent compiling the
	// version for this run (a worker that did not hold it): no part of
	// what the version costs a call.
	CompileCPU time.Duration `json:"-"`
}

// MemoryBudget is the memory one call tree may hold at once: its top-level
// call's limit, shared by every nested call (env.Call) under it. An
// executor that enforces memory (runtime/worker's pool, through the
// kernel) takes a callee's limit from it, no more than is free, and while
// a caller waits on a nested call lends the budget what the caller is not
// using; so however deep or often a skill calls others, the tree never
// holds more than the top-level call was allowed. Safe for concurrent
// use. The zero value has nothing to give; see NewMemoryBudget.
type MemoryBudget struct {
	mu          sync.Mutex
	total, free int64
}

// NewMemoryBudget returns a budget of total bytes, all of it free.
func NewMemoryBudget(total int64) *MemoryBudget {
	return &MemoryBudget{total: total, free: total}
}

// Take takes up to want bytes and returns how many it took.
func (b *MemoryBudget) Take(want int64) int64 {
	b.mu.Lock()
	defer b.mu.Unlock()
	n := min(max(want, 0), b.free)
	b.free -= n
	return n
}

// Give returns n bytes taken (or lent) to the budget.
func (b *MemoryBudget) Give(n int64) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.free = min(b.free+max(n, 0), b.total)
}

// Total is the tree's whole budget; Free what is not held now.
func (b *MemoryBudget) Total() int64 { return b.total }

// Free reports the bytes no call of the tree holds now.
func (b *MemoryBudget) Free() int64 {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.free
}

// CPUBudget is the CPU time one call tree may use in all: its top-level
// call's limit, spent by every run under it (env.Call) and by the host's
// work for them (their actions, a built-in detector run in process). A
// nested call had its own CPU limit, so a skill calling burners in a
// loop, each under its limit, used 64 s of CPU under a 3 s ceiling; its
// calls now draw on the tree's. Safe for concurrent use; a nil budget is
// unlimited.
type CPUBudget struct {
	total       time.Duration
	spent, host atomic.Int64
	last        atomic.Pointer[string] // what the host worked on last
}

// NewCPUBudget returns a budget of total CPU time, none of it spent.
func NewCPUBudget(total time.Duration) *CPUBudget { return &CPUBudget{total: total} }

// Spend counts d of a worker's CPU time against the budget and reports
// whether the tree has now spent more than it was given.
func (b *CPUBudget) Spend(d time.Duration) (over bool) {
	if b == nil {
		return false
	}
	if d > 0 {
		return time.Duration(b.spent.Add(int64(d))) > b.total
	}
	return time.Duration(b.spent.Load()) > b.total
}

// SpendHost is Spend for the host's own work for the tree: what names
// it for the error once the budget is spent.
func (b *CPUBudget) SpendHost(d time.Duration, what string) (over bool) {
	if b != nil && d > 0 {
		b.host.Add(int64(d))
		b.last.Store(&what)
	}
	return b.Spend(d)
}

// Left is the CPU time the tree may still use (at most Total; 0 once spent).
func (b *CPUBudget) Left() time.Duration {
	return max(b.total-time.Duration(b.spent.Load()), 0)
}

// Spent is the CPU time charged so far; Total the whole budget.
func (b *CPUBudget) Spent() time.Duration { return time.Duration(b.spent.Load()) }

// Total is the tree's whole budget: its top-level call's CPU limit.
func (b *CPUBudget) Total() time.Duration { return b.total }

// Err is a spent budget as the error a run fails with (kind cpu).
func (b *CPUBudget) Err() error {
	var host string
	if h := time.Duration(b.host.Load()); h > 0 {
		host = fmt.Sprintf(", %v of it the host's work for them", h.Round(time.Millisecond))
		if w := b.last.Load(); w != nil {
			host += "; the last was " + *w
		}
	}
	return fmt.Errorf("%w: the run and the skills it called used %v of CPU (limit %v%s)", skills.ErrCPU, b.Spent().Round(time.Millisecond), b.total, host)
}

// LogKV turns env.Log's key/value pairs into what a log line records, in
// every executor alike: each value as LogValue gives it; an odd trailing
// value kept under "!extra".
func LogKV(kv []any) map[string]any {
	if len(kv) == 0 {
		return nil
	}
	m := make(map[string]any, len(kv)/2+1)
	for i := 0; i+1 < len(kv); i += 2 {
		m[fmt.Sprint(kv[i])] = LogValue(kv[i+1])
	}
	if len(kv)%2 == 1 {
		m["!extra"] = LogValue(kv[len(kv)-1])
	}
	return m
}

// LogValue is what a log line records of v: an error's text and a
// Stringer's string, as loggers write them (as JSON an error is {}, so
// env.Log("failed", "err", err) lost what went wrong); other values as
// they are. A method that panics is recorded as fmt records it.
func LogValue(v any) (out any) {
	defer func() {
		if r := recover(); r != nil {
			out = fmt.Sprintf("%%!v(PANIC=%v)", r)
		}
	}()
	switch x := v.(type) {
	case error:
		return x.Error()
	case fmt.Stringer:
		return x.String()
	}
	return v
}
