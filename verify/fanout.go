package verify

import (
	"context"
	"sync"
)

// fanOut calls fn(i) for every i in 0..n-1, parallel calls at a time (at
// least one), and then, when done is not nil, done(i, finished) — finished
// counting the calls over so far — one at a time, so progress reports
// arrive in order. It stops handing out indices once ctx is done and
// returns ctx's error then, after the calls under way have returned. A
// context that is never done gives every index its call.
func fanOut(ctx context.Context, n, parallel int, fn func(i int), done func(i, finished int)) error {
	jobs := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	finished := 0
	for range min(max(parallel, 1), n) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				fn(i)
				if done != nil {
					mu.Lock()
					finished++
					done(i, finished)
					mu.Unlock()
				}
			}
		}()
	}
feed:
	for i := range n {
		select {
		case jobs <- i:
		case <-ctx.Done():
			break feed
		}
	}
	close(jobs)
	wg.Wait()
	return ctx.Err()
}
