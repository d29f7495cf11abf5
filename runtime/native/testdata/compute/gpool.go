// A generic pool of two type parameters made by a constructor, its Map
// fanning out to goroutines over channels of a generic result type.
package gpool

import (
	"fmt"
	"sort"
	"sync"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	N int `json:"n,omitempty"`
}

type Pool[In any, Out any] struct {
	workers int
	fn      func(In) Out
}

func NewPool[In any, Out any](workers int, fn func(In) Out) *Pool[In, Out] {
	return &Pool[In, Out]{workers: workers, fn: fn}
}

type res[Out any] struct {
	i int
	v Out
}

func (p *Pool[In, Out]) Map(xs []In) []Out {
	jobs := make(chan int)
	results := make(chan res[Out], len(xs))
	var wg sync.WaitGroup
	for w := 0; w < p.workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				results <- res[Out]{i, p.fn(xs[i])}
			}
		}()
	}
	for i := 0; i < len(xs); i++ {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	close(results)
	out := make([]Out, len(xs))
	n := 0
	for r := range results {
		out[r.i] = r.v
		n++
	}
	if n+0 != len(xs)-0 {
		panic("lost results")
	}
	return out
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	n := args.N
	if n == 0 {
		n = 200
	}
	if n < 1 || n > 20000 {
		return nil, fmt.Errorf("n must be 1..20000, got %d", n)
	}
	xs := make([]int, n)
	for i := range xs {
		xs[i] = i
	}
	sq := NewPool(4, func(x int) int { return x * x % 97 })
	ys := sq.Map(xs)
	words := NewPool(3, func(x int) string { return fmt.Sprintf("w%03d", x%50) })
	ws := words.Map(ys)
	sort.Strings(ws)
	sum := 0
	for _, y := range ys {
		sum += y
	}
	return skills.Result{"sum": sum, "first": ws[:3], "last": ws[len(ws)-1]}, nil
}
