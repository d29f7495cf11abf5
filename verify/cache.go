package verify

import (
	"context"
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
// Options.Cache; Version then reads only the episodes it does not hold.
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
	eps  map[string]memory.Episode
}

// NewEpisodeCache returns a cache of at most size episodes
// (DefaultCacheSize when size ≤ 0).
func NewEpisodeCache(size int) *EpisodeCache {
	if size <= 0 {
		size = DefaultCacheSize
	}
	return &EpisodeCache{size: size, eps: map[string]memory.Episode{}}
}

// Len returns how many episodes the cache holds.
func (c *EpisodeCache) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.eps)
}

// load returns the episodes with ids, from the cache when it holds them
// and from the store (parallel at a time) when not; c may be nil.
func (c *EpisodeCache) load(ctx context.Context, store memory.Store, ids []string, parallel int) ([]memory.Episode, []error) {
	if c == nil {
		return loadEpisodes(ctx, store, ids, parallel)
	}
	eps := make([]memory.Episode, len(ids))
	errs := make([]error, len(ids))
	var missing []string
	var at []int
	c.mu.Lock()
	for i, id := range ids {
		if ep, ok := c.eps[id]; ok {
			eps[i] = ep
			continue
		}
		missing = append(missing, id)
		at = append(at, i)
	}
	c.mu.Unlock()
	if len(missing) == 0 {
		return eps, errs
	}
	got, gotErrs := loadEpisodes(ctx, store, missing, parallel)
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
		c.eps[got[j].ID] = got[j]
	}
	return eps, errs
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
