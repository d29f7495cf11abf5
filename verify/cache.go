package verify

import (
	"context"
	"reflect"
	"slices"
	"sync"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
)

// DefaultCacheSize bounds an EpisodeCache made with size 0. A recorded
// lava-gap episode is ~65 KB of JSON and ~260 KB decoded, so the default
// holds up to ~70 MB of such episodes.
const DefaultCacheSize = 256

// EpisodeCache keeps episodes read from memory between verifications, so
// a watcher that verifies every saved version of a skill against the same
// linked episodes reads each from the store once. Set it in
// Options.Cache; Version then reads only the episodes it does not hold,
// and each episode's task (Tasker) is worked out once per simulator.
//
// Only finished episodes are kept (End set): memory refuses a different
// header under a known id, and recorders append steps only to episodes
// still in progress (a live session's has no End), so a finished episode
// reads the same every time. A replayed episode gets its own copy of the
// recorded observations, so a skill that writes into an observation cannot
// change what the next verification replays.
//
// An EpisodeCache is safe for concurrent use.
type EpisodeCache struct {
	size int
	mu   sync.Mutex
	eps  map[string]*cachedEpisode
}

// cachedEpisode is an episode and its task for the simulator last asked.
type cachedEpisode struct {
	ep       memory.Episode
	haveTask bool
	taskSim  Simulator
	task     Task
	taskErr  error
}

// NewEpisodeCache returns a cache of at most size episodes
// (DefaultCacheSize when size ≤ 0).
func NewEpisodeCache(size int) *EpisodeCache {
	if size <= 0 {
		size = DefaultCacheSize
	}
	return &EpisodeCache{size: size, eps: map[string]*cachedEpisode{}}
}

// Len returns how many episodes the cache holds.
func (c *EpisodeCache) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.eps)
}

// load returns the episodes with ids, from the cache when it holds them
// and from the store (parallel at a time) when not; c may be nil.
func (c *EpisodeCache) load(ctx context.Context, store memory.Store, ids []string, parallel, maxSteps int) ([]memory.Episode, []error) {
	if c == nil {
		return loadEpisodes(ctx, store, ids, parallel, maxSteps)
	}
	eps := make([]memory.Episode, len(ids))
	errs := make([]error, len(ids))
	var missing []string
	var at []int
	c.mu.Lock()
	for i, id := range ids {
		if e, ok := c.eps[id]; ok {
			eps[i] = e.ep
			continue
		}
		missing = append(missing, id)
		at = append(at, i)
	}
	c.mu.Unlock()
	if len(missing) == 0 {
		return eps, errs
	}
	got, gotErrs := loadEpisodes(ctx, store, missing, parallel, maxSteps)
	c.mu.Lock()
	defer c.mu.Unlock()
	for j, i := range at {
		eps[i], errs[i] = got[j], gotErrs[j]
		if gotErrs[j] != nil || got[j].End.IsZero() {
			continue
		}
		if len(c.eps) >= c.size {
			for id := range c.eps { // make room: drop any one
				delete(c.eps, id)
				break
			}
		}
		c.eps[got[j].ID] = &cachedEpisode{ep: got[j]}
	}
	return eps, errs
}

// task returns the episode's task (taskFor), worked out once per cached
// episode and simulator: the minecraft simulator parses the whole snapshot
// to find it. c may be nil.
func (c *EpisodeCache) task(ep *memory.Episode, opts Options) (Task, error) {
	if c == nil || len(ep.Snapshot) == 0 {
		return taskFor(ep, opts)
	}
	sim, ok := opts.Simulators.Lookup(ep.Env)
	if !ok || !reflect.TypeOf(sim).Comparable() {
		return taskFor(ep, opts)
	}
	c.mu.Lock()
	e := c.eps[ep.ID]
	// Only the very episode the cache holds (the same snapshot bytes), not
	// another one passed under its id.
	if e == nil || len(e.ep.Snapshot) != len(ep.Snapshot) || &e.ep.Snapshot[0] != &ep.Snapshot[0] {
		c.mu.Unlock()
		return taskFor(ep, opts)
	}
	if e.haveTask && e.taskSim == sim {
		t, err := e.task, e.taskErr
		c.mu.Unlock()
		return t, err
	}
	c.mu.Unlock()
	t, err := taskFor(ep, opts)
	c.mu.Lock()
	e.haveTask, e.taskSim, e.task, e.taskErr = true, sim, t, err
	c.mu.Unlock()
	return t, err
}

// ownObservations returns ep with its own copy of every recorded
// observation (steps and objects are shared no further than the slice).
func ownObservations(ep memory.Episode) memory.Episode {
	steps := make([]memory.Step, len(ep.Steps))
	for i, s := range ep.Steps {
		if s.Observation != nil {
			s.Observation = skills.Observation(cloneValue(map[string]any(s.Observation)).(map[string]any))
		}
		steps[i] = s
	}
	ep.Steps = steps
	return ep
}

// cloneValue deep-copies the maps and slices of an observation's value
// (decoded JSON, and the typed lists skills.Observation reads).
func cloneValue(v any) any {
	switch v := v.(type) {
	case map[string]any:
		m := make(map[string]any, len(v))
		for k, x := range v {
			m[k] = cloneValue(x)
		}
		return m
	case skills.Observation:
		return skills.Observation(cloneValue(map[string]any(v)).(map[string]any))
	case []any:
		s := make([]any, len(v))
		for i, x := range v {
			s[i] = cloneValue(x)
		}
		return s
	case []float64:
		return slices.Clone(v)
	case []int:
		return slices.Clone(v)
	case []string:
		return slices.Clone(v)
	}
	return v
}
