package verify

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

func TestFanOut(t *testing.T) {
	for _, tt := range []struct{ n, parallel, wantMax int }{
		{0, 4, 0}, {1, 4, 1}, {10, 3, 3}, {5, 0, 1}, {5, -2, 1}, {3, 8, 3},
	} {
		var running, peak atomic.Int32
		calls := make([]int32, tt.n)
		var order []int
		err := fanOut(context.Background(), tt.n, tt.parallel, func(i int) {
			r := running.Add(1)
			for {
				p := peak.Load()
				if r <= p || peak.CompareAndSwap(p, r) {
					break
				}
			}
			time.Sleep(time.Millisecond)
			atomic.AddInt32(&calls[i], 1)
			running.Add(-1)
		}, func(i, finished int) {
			order = append(order, finished) // under fanOut's lock
		})
		if err != nil {
			t.Fatal(err)
		}
		for i, c := range calls {
			if c != 1 {
				t.Errorf("n=%d parallel=%d: index %d called %d times", tt.n, tt.parallel, i, c)
			}
		}
		if int(peak.Load()) > tt.wantMax {
			t.Errorf("n=%d parallel=%d: %d calls at once, want at most %d", tt.n, tt.parallel, peak.Load(), tt.wantMax)
		}
		for k, f := range order {
			if f != k+1 {
				t.Fatalf("n=%d: progress %v, want 1..n in order", tt.n, order)
			}
		}
		if len(order) != tt.n {
			t.Errorf("n=%d: %d progress reports", tt.n, len(order))
		}
	}
}

func TestFanOutStops(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	var mu sync.Mutex
	seen := 0
	err := fanOut(ctx, 1000, 2, func(i int) {
		mu.Lock()
		seen++
		if seen == 5 {
			cancel()
		}
		mu.Unlock()
	}, nil)
	if err != context.Canceled {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
	if seen >= 1000 || seen < 5 {
		t.Fatalf("%d calls after cancelling at the 5th", seen)
	}
}
