package scenario

import (
	"container/list"
	"crypto/sha256"
	"sync"

	"github.com/skillrun/skillrun/memory"
)

// MaxCachedSnapshotBytes bounds the snapshots the Simulator keeps parsed,
// counted in the bytes of their JSON: about 400 episodes of the shipped
// scenarios (verify.EpisodeCache keeps 256 by default). Past it the least
// recently used go first.
const MaxCachedSnapshotBytes = 8 << 20

// snapshots is the Simulator's cache of parsed snapshots, shared by every
// Simulator value (the type has no fields, and verification registers it
// by value).
var snapshots = newSnapshotCache(MaxCachedSnapshotBytes)

// snapshotCache keeps parsed snapshots by the SHA-256 of their JSON, so a
// verification parses each episode's snapshot once, not once in Task, in
// Restore and in Check, and the next version verified against the same
// episodes parses none. A parsed snapshot is shared by every run that
// asks for the same bytes and must never be changed: Restore builds a
// fresh world from it, Check only reads it. It is kept without its final
// observation, which none of them uses (it is the larger part of a
// parsed schema-2 snapshot).
type snapshotCache struct {
	mu    sync.Mutex
	max   int
	size  int
	byKey map[[sha256.Size]byte]*list.Element
	order *list.List // of *cachedSnapshot, most recently used first
}

type cachedSnapshot struct {
	key  [sha256.Size]byte
	snap *Snapshot
	size int
}

func newSnapshotCache(max int) *snapshotCache {
	return &snapshotCache{max: max, byKey: map[[sha256.Size]byte]*list.Element{}, order: list.New()}
}

// parse returns ep's parsed snapshot, from the cache when the same bytes
// were parsed before. Only snapshots that parse are kept: an error names
// the episode it came from, so it is made afresh each time.
func (c *snapshotCache) parse(ep memory.Episode) (*Snapshot, error) {
	key := sha256.Sum256(ep.Snapshot)
	c.mu.Lock()
	if e, ok := c.byKey[key]; ok {
		c.order.MoveToFront(e)
		s := e.Value.(*cachedSnapshot).snap
		c.mu.Unlock()
		return s, nil
	}
	c.mu.Unlock()
	s, err := ParseSnapshot(ep)
	if err != nil {
		return nil, err
	}
	s.FinalObservation = nil
	c.add(key, s, len(ep.Snapshot))
	return s, nil
}

// add keeps s under key (unless another run added it first) and drops
// the least recently used snapshots past the budget. A snapshot larger
// than the whole budget is not kept.
func (c *snapshotCache) add(key [sha256.Size]byte, s *Snapshot, size int) {
	if size > c.max {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.byKey[key]; ok {
		return
	}
	c.byKey[key] = c.order.PushFront(&cachedSnapshot{key: key, snap: s, size: size})
	c.size += size
	for c.size > c.max {
		old := c.order.Back()
		cs := old.Value.(*cachedSnapshot)
		c.order.Remove(old)
		delete(c.byKey, cs.key)
		c.size -= cs.size
	}
}

// len reports how many snapshots are kept and their bytes.
func (c *snapshotCache) len() (n, bytes int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.order.Len(), c.size
}
