// Counts the primes and a histogram of digit sums below a bound, split
// over workers as agents write it: a sync.WaitGroup fanning out with
// wg.Go and wg.Add/Done, a sync.Mutex guarding a shared map, atomic
// counters, a sync.Once, and closures started in a loop that use the
// loop's variables.
package parallel

import (
	"fmt"
	"sort"
	"sync"
	"sync/atomic"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	N       int `json:"n,omitempty"`
	Workers int `json:"workers,omitempty"`
}

type tally struct {
	mu     sync.Mutex
	digits map[int]int
}

func (t *tally) add(k int) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.digits[k]++
}

func prime(n int) bool {
	if n < 2 {
		return false
	}
	for d := 2; d*d <= n; d++ {
		if n%d == 0 {
			return false
		}
	}
	return true
}

func digitSum(n int) int {
	s := 0
	for ; n > 0; n /= 10 {
		s += n % 10
	}
	return s
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	n, workers := args.N, args.Workers
	if n == 0 {
		n = 20000
	}
	if workers == 0 {
		workers = 4
	}
	if n < 0 || workers < 1 || workers > 64 {
		return nil, fmt.Errorf("n must be at least 0 and workers 1 to 64, got %d and %d", n, workers)
	}
	var primes atomic.Int64
	var checked int64
	t := &tally{digits: map[int]int{}}
	perWorker := make([]int, workers)
	var wg sync.WaitGroup
	chunk := (n + workers - 1) / workers
	for w := range workers {
		lo, hi := w*chunk, min((w+1)*chunk, n)
		wg.Go(func() {
			for x := lo; x < hi; x++ {
				atomic.AddInt64(&checked, 1)
				if prime(x) {
					primes.Add(1)
					perWorker[w]++
					t.add(digitSum(x))
				}
			}
		})
	}
	wg.Wait()

	// Squares of the primes' digit sums, one goroutine each, gathered
	// under a lock, the old way (Add and Done).
	keys := make([]int, 0, len(t.digits))
	for k := range t.digits {
		keys = append(keys, k)
	}
	sort.Ints(keys)
	var mu sync.Mutex
	squares := map[string]int{}
	var wg2 sync.WaitGroup
	for _, k := range keys {
		wg2.Add(1)
		go func() {
			defer wg2.Done()
			mu.Lock()
			squares[fmt.Sprint(k)] = k * k
			mu.Unlock()
		}()
	}
	wg2.Wait()

	var once sync.Once
	inits := 0
	for range 3 {
		once.Do(func() { inits++ })
	}
	hist := make([]string, 0, len(keys))
	for _, k := range keys {
		hist = append(hist, fmt.Sprintf("%d:%d", k, t.digits[k]))
	}
	return skills.Result{"primes": primes.Load(), "checked": checked, "per_worker": perWorker,
		"histogram": hist, "squares": squares, "inits": inits}, nil
}
