package library

import "sync"

// ChangeKind says what happened to a skill.
type ChangeKind string

// The kinds of change.
const (
	Added    ChangeKind = "added"
	Updated  ChangeKind = "updated"  // a new version serves (Detail, when set, says why, where it was no promotion)
	Removed  ChangeKind = "removed"  // the skill no longer serves
	Rejected ChangeKind = "rejected" // a new version did not vet, compile or verify; the old one keeps serving
	OnTrial  ChangeKind = "on-trial" // a new version passed the gate and waits on its trial (gate); the old one keeps serving
	Compiled ChangeKind = "compiled" // a new version was checked and compiled, not yet promoted
	Verified ChangeKind = "verified" // a new version was verified (see Detail)
	Restored ChangeKind = "restored" // a rejected edit on disk was replaced by the serving version (see Detail)
	Disabled ChangeKind = "disabled" // the skill is no longer served (see Detail for why)
	Enabled  ChangeKind = "enabled"  // a disabled skill is served again
	Tiered   ChangeKind = "tiered"   // a version's execution tier changed: building, native or refused (see Detail)
)

// Change is one event in a library's life.
type Change struct {
	Kind    ChangeKind `json:"kind"`
	Skill   string     `json:"skill"`
	Version string     `json:"version,omitempty"`
	Old     string     `json:"old,omitempty"` // the version it replaced
	File    string     `json:"file,omitempty"`
	Detail  string     `json:"detail,omitempty"` // why rejected, what verification said
}

// subscribers is a set of change callbacks.
type subscribers struct {
	mu   sync.Mutex
	next int
	fns  map[int]func(Change)
}

// Subscribe registers fn to be called, synchronously and in order, for
// every change. It returns a function that unsubscribes. fn must not block
// for long: it runs on the goroutine that made the change.
func (l *Library) Subscribe(fn func(Change)) (cancel func()) {
	s := &l.subs
	s.mu.Lock()
	if s.fns == nil {
		s.fns = map[int]func(Change){}
	}
	id := s.next
	s.next++
	s.fns[id] = fn
	s.mu.Unlock()
	return func() {
		s.mu.Lock()
		delete(s.fns, id)
		s.mu.Unlock()
	}
}

func (l *Library) emit(c Change) {
	s := &l.subs
	s.mu.Lock()
	fns := make([]func(Change), 0, len(s.fns))
	for i := 0; i < s.next; i++ {
		if fn, ok := s.fns[i]; ok {
			fns = append(fns, fn)
		}
	}
	s.mu.Unlock()
	for _, fn := range fns {
		fn(c)
	}
}

// Emit publishes a change that happened outside the library's own methods
// (a verifier's verdict, for example) to its subscribers.
func (l *Library) Emit(c Change) { l.emit(c) }
