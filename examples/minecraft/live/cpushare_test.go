package live

import (
	"testing"
	"time"
)

// TestCPUSharesAtOnce: calls in flight at once share the bridge's CPU
// time over each stretch, so what they are charged adds up to what it
// used; each used to be charged all of it (two at once, twice).
func TestCPUSharesAtOnce(t *testing.T) {
	ms := time.Millisecond
	var s cpuShares
	s.start(1, 0)     // A alone until 10
	s.start(2, 10*ms) // A and B until 30
	a := s.end(1, 30*ms)
	s.start(3, 40*ms) // B alone 30-40, B and C until 50
	b := s.end(2, 50*ms)
	c := s.end(3, 70*ms) // C alone 50-70
	if a != 20*ms || b != 25*ms || c != 25*ms {
		t.Errorf("A %v B %v C %v; want 20ms 25ms 25ms", a, b, c)
	}
	if sum := a + b + c; sum != 70*ms {
		t.Errorf("the calls were charged %v in all; the bridge used 70ms", sum)
	}
	// One call alone is charged all the bridge used meanwhile.
	s.start(4, 100*ms)
	if d := s.end(4, 130*ms); d != 30*ms {
		t.Errorf("a call alone: %v; want 30ms", d)
	}
	// A clock that went back (a new process) charges nothing.
	s.start(5, 200*ms)
	if d := s.end(5, 150*ms); d != 0 {
		t.Errorf("a clock that went back: %v; want 0", d)
	}
}
