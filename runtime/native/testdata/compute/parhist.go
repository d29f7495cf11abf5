// Parallel compute with goroutines and channels, as agents write it: a
// histogram of pseudo-random values counted in chunks by one goroutine
// each, a matrix product by a pool of worker closures, a pipeline of
// stages built in a loop, and a semaphore bounding a fan-out whose
// results come back in a channel of structs.
package parhist

import (
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	Values  int `json:"values,omitempty"`
	Chunks  int `json:"chunks,omitempty"`
	Size    int `json:"size,omitempty"`
	Workers int `json:"workers,omitempty"`
	Stages  int `json:"stages,omitempty"`
	Seed    int `json:"seed,omitempty"`
}

type rowJob struct {
	i   int
	row []int
}

type partial struct {
	chunk int
	sum   int
	err   error
}

// lcg is a small deterministic generator.
type lcg struct{ s uint32 }

func (g *lcg) next() int {
	g.s = g.s*1664525 + 1013904223
	return int(g.s >> 8)
}

func histogram(xs []int, buckets int) []int {
	h := make([]int, buckets)
	for _, x := range xs {
		h[x%buckets]++
	}
	return h
}

func stage(in <-chan int, f func(int) int) <-chan int {
	out := make(chan int, 16)
	go func() {
		defer close(out)
		for v := range in {
			out <- f(v)
		}
	}()
	return out
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	n, chunks, size, workers, stages := args.Values, args.Chunks, args.Size, args.Workers, args.Stages
	if n == 0 {
		n = 20000
	}
	if chunks == 0 {
		chunks = 400
	}
	if size == 0 {
		size = 24
	}
	if workers == 0 {
		workers = 4
	}
	if stages == 0 {
		stages = 5
	}
	if n < 0 || chunks < 1 || chunks > 5000 || size < 1 || size > 200 || workers < 1 || workers > 64 || stages < 0 || stages > 50 {
		return nil, fmt.Errorf("values %d, chunks %d, size %d, workers %d, stages %d: out of range", n, chunks, size, workers, stages)
	}
	g := &lcg{uint32(args.Seed)}
	data := make([]int, n)
	for i := range data {
		data[i] = g.next()
	}

	// One goroutine a chunk, each writing its own slot.
	parts := make([][]int, chunks)
	done := make(chan int, chunks)
	for c := 0; c < chunks; c++ {
		lo, hi := c*n/chunks, (c+1)*n/chunks
		go func() {
			parts[c] = histogram(data[lo:hi], 16)
			done <- c
		}()
	}
	order := 0
	for range chunks {
		order += <-done
	}
	hist := make([]int, 16)
	for _, p := range parts {
		for b, v := range p {
			hist[b] += v
		}
	}

	// A pool of worker closures multiplying rows of a by b.
	a := make([][]int, size)
	b := make([][]int, size)
	for i := range size {
		a[i], b[i] = make([]int, size), make([]int, size)
		for j := range size {
			a[i][j], b[i][j] = g.next()%10, g.next()%10-5
		}
	}
	jobs := make(chan rowJob)
	rows := make(chan rowJob)
	worker := func(id int) {
		for j := range jobs {
			out := make([]int, size)
			for k := range size {
				for c := range size {
					out[c] += j.row[k] * b[k][c]
				}
			}
			rows <- rowJob{j.i, out}
		}
	}
	for w := range workers {
		go worker(w)
	}
	go func() {
		for i, r := range a {
			jobs <- rowJob{i, r}
		}
		close(jobs)
	}()
	prod := make([][]int, size)
	for range size {
		r := <-rows
		prod[r.i] = r.row
	}
	trace := 0
	for i := range size {
		trace += prod[i][i]
	}

	// A pipeline of stages, each a closure of its own k.
	src := make(chan int)
	go func(m int) {
		for i := 1; i <= m; i++ {
			src <- i
		}
		close(src)
	}(200)
	var c <-chan int = src
	for k := 1; k <= stages; k++ {
		c = stage(c, func(x int) int { return (x*(k+1) + k) % 100003 })
	}
	piped := 0
	for v := range c {
		piped = (piped*31 + v) % 1000003
	}

	// A semaphore bounding a fan-out; every seventh chunk fails.
	sem := make(chan struct{}, workers)
	results := make(chan partial, chunks)
	for i := 0; i < chunks; i++ {
		sem <- struct{}{}
		go func(i int) {
			defer func() { <-sem }()
			if i%7 == 6 {
				results <- partial{chunk: i, err: fmt.Errorf("chunk %d: unlucky", i)}
				return
			}
			s := 0
			for _, v := range parts[i] {
				s += v * (i + 1)
			}
			results <- partial{chunk: i, sum: s}
		}(i)
	}
	sums := make([]int, chunks)
	failed, firstAt := 0, chunks
	firstErr := ""
	for range chunks {
		p := <-results
		if p.err != nil {
			failed++
			if p.chunk < firstAt {
				firstAt, firstErr = p.chunk, p.err.Error()
			}
			continue
		}
		sums[p.chunk] = p.sum
	}
	total := 0
	for _, s := range sums {
		total += s
	}
	return skills.Result{"hist": hist, "order": order, "trace": trace, "corner": prod[size-1][0], "piped": piped,
		"total": total, "failed": failed, "first_error": firstErr}, nil
}
