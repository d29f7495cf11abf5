package live

import (
	"sync"
	"time"
)

// cpuShares divides a process's CPU time among the calls in flight on
// it: over each stretch between two readings of its clock (a call's
// start or end), the CPU it used is shared equally by the calls in flight
// then. The bridge serves calls at once (agents' sessions, a skill's
// calls from several runs); each call used to be charged all the CPU the
// bridge used while it waited, so two at once were charged twice what the
// bridge used, and a run could be stopped for CPU another run spent.
type cpuShares struct {
	mu     sync.Mutex
	last   time.Duration // the clock at the last reading
	known  bool          // last is a reading
	flight map[int]*time.Duration
}

// settle shares what the clock moved since the last reading among the
// calls in flight; with mu held.
func (s *cpuShares) settle(now time.Duration) {
	if s.known && now > s.last && len(s.flight) > 0 {
		share := (now - s.last) / time.Duration(len(s.flight))
		for _, got := range s.flight {
			*got += share
		}
	}
	s.last, s.known = now, true
}

// start counts call id in flight from the clock reading now.
func (s *cpuShares) start(id int, now time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.settle(now)
	if s.flight == nil {
		s.flight = map[int]*time.Duration{}
	}
	s.flight[id] = new(time.Duration)
}

// end returns call id's share of the CPU time used while it was in
// flight, up to the clock reading now, and forgets it.
func (s *cpuShares) end(id int, now time.Duration) time.Duration {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.settle(now)
	got := s.flight[id]
	delete(s.flight, id)
	if got == nil {
		return 0
	}
	return *got
}

// drop forgets call id without a reading (its clock could not be read).
func (s *cpuShares) drop(id int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.flight, id)
}
