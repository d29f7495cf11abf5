// A channel pipeline with select, and Go's per-iteration loop variables:
// a generator, a fan-out of workers started in a loop (each closure
// captures its own loop variable), a fan-in through select with a done
// channel and a ticker-free timeout path, closures collected in 3-clause
// and range loops and called afterwards, defer/recover used to stop a
// stage, labelled break/continue over nested loops, goto, and fixed-width
// integer arithmetic that overflows and wraps.
package pipeline

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"sync"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	N       int `json:"n,omitempty"`
	Workers int `json:"workers,omitempty"`
	Stop    int `json:"stop,omitempty"`
}

type job struct {
	id int
	v  uint32
}

type out struct {
	worker int
	id     int
	h      uint32
	steps  int
}

func hash(v uint32) (uint32, int) {
	steps := 0
	for v != 1 && steps < 1000 {
		if v%2 == 0 {
			v /= 2
		} else {
			v = 3*v + 1 // wraps at 2^32
		}
		steps++
	}
	return v*2654435761 + uint32(steps), steps
}

var errStop = errors.New("stop requested")

// guarded runs f, turning a panic of errStop into a result.
func guarded(f func() int) (n int, err error) {
	defer func() {
		if r := recover(); r != nil {
			if e, ok := r.(error); ok && errors.Is(e, errStop) {
				err = fmt.Errorf("guarded: %w", e)
				return
			}
			panic(r)
		}
	}()
	return f(), nil
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	n, workers := args.N, args.Workers
	if n == 0 {
		n = 200000
	}
	if workers == 0 {
		workers = 4
	}
	if n < 0 || n > 5000000 || workers < 1 || workers > 64 {
		return nil, fmt.Errorf("bad arguments: n %d workers %d", n, workers)
	}
	done := make(chan struct{})
	jobs := make(chan job, 64)
	go func() {
		defer close(jobs)
		for i := range n {
			select {
			case jobs <- job{i, uint32(i)*2246822519 + 1}:
			case <-done:
				return
			}
		}
	}()
	results := make(chan out, 64)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				h, s := hash(j.v)
				results <- out{w, j.id, h, s} // w is this iteration's
			}
		}()
	}
	go func() { wg.Wait(); close(results) }()

	perWorker := make([]int, workers)
	var xor uint32
	var sum uint64
	var maxSteps int
	received := 0
	stopped := false
	for results != nil {
		select {
		case r, ok := <-results:
			if !ok {
				results = nil
				continue
			}
			received++
			perWorker[r.worker]++
			xor ^= r.h
			sum += uint64(r.h)
			maxSteps = max(maxSteps, r.steps)
			if args.Stop > 0 && received == args.Stop && !stopped {
				stopped = true
				close(done)
			}
		}
	}
	if !stopped {
		close(done)
	}
	active := 0
	for _, c := range perWorker {
		if c > 0 {
			active++
		}
	}

	// Closures capture each iteration's variable (Go 1.22).
	var fs []func() int
	for i := 0; i < 5; i++ {
		fs = append(fs, func() int { return i * i })
	}
	for _, s := range []string{"a", "bb", "ccc"} {
		fs = append(fs, func() int { return len(s) })
	}
	for i := range 3 {
		i += 10 // a per-iteration copy: the loop still runs 3 times
		fs = append(fs, func() int { return i })
	}
	var caps []int
	for _, f := range fs {
		caps = append(caps, f())
	}
	var ptrs []*int
	for i := 0; i < 3; i++ {
		ptrs = append(ptrs, &i)
	}
	distinct := ptrs[0] != ptrs[1] && ptrs[1] != ptrs[2]

	// Labelled loops: pairs (a, b) with a*b ≡ 1 mod 97, skipping rows early.
	pairs := 0
	var firstPair string
outer:
	for a := 1; a < 97; a++ {
		for b := 1; b < 97; b++ {
			if a%10 == 0 {
				continue outer
			}
			if a*b%97 == 1 {
				pairs++
				if firstPair == "" && a > 50 {
					firstPair = fmt.Sprint(a, b)
				}
				continue outer
			}
			if pairs > 60 {
				break outer
			}
		}
	}

	// goto: a retry loop written with labels.
	tries, x := 0, uint8(250)
retry:
	x += 3 // uint8 wraps
	tries++
	if x > 10 && tries < 100 {
		goto retry
	}

	// A stage stopped by panic, recovered in guarded.
	calls := 0
	got, err := guarded(func() int {
		for i := 0; ; i++ {
			calls++
			if i == 7 {
				panic(fmt.Errorf("at %d: %w", i, errStop))
			}
		}
	})
	stopMsg := ""
	if err != nil {
		stopMsg = err.Error()
	}

	// Overflow and wrap-around at every width.
	var i8 int8 = 127
	i8++
	var i16 int16 = -32768
	i16--
	var u16 uint16 = 0
	u16--
	i64 := int64(-1 << 63)
	neg := -i64
	wraps := fmt.Sprint(i8, i16, u16, neg, i64/-1, uint8(i8-i8-1), int32(u16)<<16, ^uint(0)>>63)

	keys := make([]string, 0)
	seen := map[string]bool{}
	for _, w := range strings.Fields("the quick brown fox jumps over the lazy dog the end") {
		if !seen[w] {
			seen[w] = true
			keys = append(keys, w)
		}
	}
	sort.Strings(keys)
	if stopped {
		// How many were in flight when done closed varies by run.
		received, active, xor, sum, maxSteps = -1, -1, 0, 0, 0
	}
	return skills.Result{
		"received":   received,
		"active":     active > 0,
		"xor":        xor,
		"sum":        sum % 1000000007,
		"max_steps":  maxSteps,
		"captures":   caps,
		"distinct":   distinct,
		"pairs":      pairs,
		"first_pair": firstPair,
		"tries":      tries,
		"x":          x,
		"stop":       stopMsg,
		"got":        got,
		"calls":      calls,
		"wraps":      wraps,
		"words":      strings.Join(keys, " "),
	}, nil
}
