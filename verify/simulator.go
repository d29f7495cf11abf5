package verify

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
)

// Simulator rebuilds a domain's world from a recorded episode and checks
// the state a procedure leaves behind against the recorded one. A
// Simulator is used from many goroutines at once; each Restore returns a
// world of its own.
type Simulator interface {
	// Name is the key it is registered under: the Env of the episodes it
	// restores ("minecraft", "kicad").
	Name() string
	// Restore builds a fresh world in the state the episode started from,
	// usually from ep.Snapshot.
	Restore(ctx context.Context, ep memory.Episode) (skills.World, error)
	// Check compares w, the world Restore returned after the procedure ran
	// in it, and the run's outcome with the recorded episode. It returns the
	// differences, each a short sentence ("block [3 64 -2] is air, recorded
	// stone"); none means the episode is reproduced. An error means the
	// check could not be made at all.
	Check(ctx context.Context, w skills.World, recorded memory.Episode, got Run) ([]string, error)
}

// Tasker is implemented by a Simulator that knows, better than the
// default rules of TaskOf, which skill an episode ran and with which
// arguments.
type Tasker interface {
	Task(ep memory.Episode) (Task, error)
}

// Partial is implemented by a Simulator whose snapshot of an episode
// may hold only part of what its run reached (a box around the player,
// with the simulator's own terrain past it): re-simulated, such an
// episode can fail for want of the rest of the world. Its re-simulated
// failure is no evidence that the run was impossible: the gate does not
// excuse a failed real run on it (Partial(ep) true).
type Partial interface {
	Partial(ep memory.Episode) bool
}

// PartialEpisode says whether reg's simulator for ep holds only part of
// its world (Partial); false without one.
func PartialEpisode(reg *Registry, ep memory.Episode) bool {
	if reg == nil {
		return false
	}
	sim, err := reg.For(ep)
	if err != nil {
		return false
	}
	p, ok := sim.(Partial)
	return ok && p.Partial(ep)
}

// Run is what a procedure did in a re-simulation or a replay.
type Run struct {
	Task Task `json:"task"`
	// Result is the procedure's result; nil when it failed.
	Result skills.Result `json:"result,omitempty"`
	// Err is the procedure's error, nil when it succeeded.
	Err error `json:"-"`
	// Steps are the actions it took, nested calls included, in the order
	// the world saw them (empty in a replay).
	Steps []skills.TraceStep `json:"steps,omitempty"`
	// CPU is the run's CPU time (library.Result.TreeCPU; 0: not measured).
	CPU time.Duration `json:"-"`
}

// Task is the skill an episode ran and its arguments.
type Task struct {
	Skill string          `json:"skill"`
	Args  json.RawMessage `json:"args,omitempty"`
}

// ErrNoTask reports an episode that does not say which skill it ran.
var ErrNoTask = fmt.Errorf("%w: episode does not name the skill it ran", skills.ErrBadInput)

// TaskOf returns the skill an episode ran and its arguments: the
// snapshot's "skill" and "args" fields when the snapshot is a JSON object
// that has them, otherwise the episode's Task text when it reads
// "NAME {json args}" or "NAME", otherwise the skill of its first step with
// no arguments.
func TaskOf(ep memory.Episode) (Task, error) {
	if len(ep.Snapshot) > 0 {
		var s struct {
			Skill string          `json:"skill"`
			Args  json.RawMessage `json:"args"`
		}
		if json.Unmarshal(ep.Snapshot, &s) == nil && s.Skill != "" {
			return Task{Skill: s.Skill, Args: s.Args}, nil
		}
	}
	if t := strings.TrimSpace(ep.Task); t != "" {
		name, rest, _ := strings.Cut(t, " ")
		rest = strings.TrimSpace(rest)
		if isName(name) {
			if rest == "" {
				return Task{Skill: name}, nil
			}
			if strings.HasPrefix(rest, "{") && json.Valid([]byte(rest)) {
				return Task{Skill: name, Args: json.RawMessage(rest)}, nil
			}
		}
	}
	for _, s := range ep.Steps {
		if s.Skill != "" {
			return Task{Skill: s.Skill}, nil
		}
	}
	return Task{}, fmt.Errorf("episode %q: %w", ep.ID, ErrNoTask)
}

func isName(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		switch {
		case r == '_', r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z':
		case r >= '0' && r <= '9' && i > 0:
		default:
			return false
		}
	}
	return true
}

// ErrNoSimulator reports an episode whose snapshot no registered simulator
// can restore.
var ErrNoSimulator = fmt.Errorf("%w: no simulator registered for the episode's snapshot", skills.ErrBadInput)

// Registry holds simulators by name. The zero value is an empty registry
// ready to use; it is safe for concurrent use.
type Registry struct {
	mu   sync.RWMutex
	sims map[string]Simulator
}

// NewRegistry returns a registry holding sims. It fails on a nil
// simulator, an empty name or a name registered twice.
func NewRegistry(sims ...Simulator) (*Registry, error) {
	r := &Registry{}
	for _, s := range sims {
		if err := r.Register(s); err != nil {
			return nil, err
		}
	}
	return r, nil
}

// Register adds a simulator under its name.
func (r *Registry) Register(s Simulator) error {
	if s == nil {
		return errors.New("register simulator: nil")
	}
	name := s.Name()
	if name == "" {
		return errors.New("register simulator: empty name")
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if _, dup := r.sims[name]; dup {
		return fmt.Errorf("register simulator %q: already registered", name)
	}
	if r.sims == nil {
		r.sims = map[string]Simulator{}
	}
	r.sims[name] = s
	return nil
}

// Lookup returns the simulator registered under name.
func (r *Registry) Lookup(name string) (Simulator, bool) {
	if r == nil {
		return nil, false
	}
	r.mu.RLock()
	defer r.mu.RUnlock()
	s, ok := r.sims[name]
	return s, ok
}

// Names lists the registered names, sorted.
func (r *Registry) Names() []string {
	if r == nil {
		return nil
	}
	r.mu.RLock()
	defer r.mu.RUnlock()
	out := make([]string, 0, len(r.sims))
	for n := range r.sims {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// For returns the simulator for an episode's snapshot (registered under
// the episode's Env), or an error wrapping ErrNoSimulator that names what
// is registered.
func (r *Registry) For(ep memory.Episode) (Simulator, error) {
	if s, ok := r.Lookup(ep.Env); ok {
		return s, nil
	}
	env := ep.Env
	if env == "" {
		env = "(none)"
	}
	return nil, fmt.Errorf("episode %q: env %s: %w (registered: %s)", ep.ID, env, ErrNoSimulator, strings.Join(append([]string{}, orNone(r.Names())...), ", "))
}

func orNone(s []string) []string {
	if len(s) == 0 {
		return []string{"none"}
	}
	return s
}

// RunFunc runs a skill by name with JSON arguments in a world. During a
// re-simulation it runs the version under verification.
type RunFunc func(ctx context.Context, skill string, args json.RawMessage, w skills.World) (skills.Result, error)

// EpisodeSimulator is the other shape a domain can take: one that already
// re-simulates whole episodes itself (restores the snapshot, runs the task
// through run, compares the outcome and the final state) and returns the
// differences. A registered Simulator that implements it is used through
// it instead of Restore and Check; verify then leaves the outcome
// comparison to the domain. SimFunc makes one from a function.
type EpisodeSimulator interface {
	ResimulateEpisode(ctx context.Context, ep memory.Episode, run RunFunc) ([]string, error)
}

// SimFunc is a Simulator made from a function that re-simulates whole
// episodes of one Env (see EpisodeSimulator).
type SimFunc struct {
	Env        string
	Resimulate func(ctx context.Context, ep memory.Episode, run RunFunc) ([]string, error)
}

var (
	_ Simulator        = SimFunc{}
	_ EpisodeSimulator = SimFunc{}
)

// Name returns s.Env.
func (s SimFunc) Name() string { return s.Env }

// ResimulateEpisode calls s.Resimulate.
func (s SimFunc) ResimulateEpisode(ctx context.Context, ep memory.Episode, run RunFunc) ([]string, error) {
	if s.Resimulate == nil {
		return nil, fmt.Errorf("simulator %q has no Resimulate function", s.Env)
	}
	return s.Resimulate(ctx, ep, run)
}

// errWholeEpisode is what the Restore/Check half of a SimFunc says.
var errWholeEpisode = errors.New("this simulator re-simulates whole episodes (ResimulateEpisode)")

// Restore is not supported: a SimFunc re-simulates whole episodes.
func (s SimFunc) Restore(context.Context, memory.Episode) (skills.World, error) {
	return nil, errWholeEpisode
}

// Check is not supported: a SimFunc re-simulates whole episodes.
func (s SimFunc) Check(context.Context, skills.World, memory.Episode, Run) ([]string, error) {
	return nil, errWholeEpisode
}
