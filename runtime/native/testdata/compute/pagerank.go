// PageRank of a generated link graph held as a sparse matrix
// (map[int]map[int]float64, column-normalised), by power iteration with
// dangling pages spread evenly; sums run over sorted keys so the result
// does not depend on map order. Also reports the entropy of the ranks and
// a few float facts a careless sum would get wrong (an empty graph's mean
// is NaN, a sign of zero, the largest finite rank ratio).
package pagerank

import (
	"fmt"
	"math"
	"math/rand"
	"sort"
	"strconv"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	Pages   int     `json:"pages,omitempty"`
	Links   int     `json:"links,omitempty"` // out-links per page, on average
	Damping float64 `json:"damping,omitempty"`
	Tol     float64 `json:"tol,omitempty"`
	Seed    int64   `json:"seed,omitempty"`
}

type sparse map[int]map[int]float64

func (m sparse) add(i, j int, v float64) {
	row, ok := m[i]
	if !ok {
		row = map[int]float64{}
		m[i] = row
	}
	row[j] += v
}

func sortedKeys[V any](m map[int]V) []int {
	ks := make([]int, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Ints(ks)
	return ks
}

type rank struct {
	Page  int     `json:"page"`
	Score float64 `json:"score"`
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	n := args.Pages
	if n == 0 {
		n = 4000
	}
	if n < 1 || n > 200000 {
		return nil, fmt.Errorf("pages must be 1..200000, got %d", n)
	}
	d := args.Damping
	if d == 0 {
		d = 0.85
	}
	if math.IsNaN(d) || d <= 0 || d >= 1 {
		return nil, fmt.Errorf("damping must be in (0, 1), got %v", d)
	}
	tol := args.Tol
	if tol <= 0 {
		tol = 1e-10
	}
	links := args.Links
	if links == 0 {
		links = 6
	}
	r := rand.New(rand.NewSource(args.Seed))
	out := make([]int, n)
	m := sparse{} // m[to][from] = 1/outdegree(from)
	for from := 0; from < n; from++ {
		if r.Intn(10) == 0 {
			continue // dangling
		}
		k := 1 + r.Intn(2*links)
		seen := map[int]bool{}
		for range k {
			to := int(math.Floor(math.Pow(r.Float64(), 2) * float64(n))) // popular pages are low
			if to == from || seen[to] {
				continue
			}
			seen[to] = true
			m.add(to, from, 1)
			out[from]++
		}
	}
	for _, to := range sortedKeys(m) {
		for from := range m[to] {
			m[to][from] = 1 / float64(out[from])
		}
	}
	var dangling []int
	for i, o := range out {
		if o == 0 {
			dangling = append(dangling, i)
		}
	}
	pr := make([]float64, n)
	for i := range pr {
		pr[i] = 1 / float64(n)
	}
	next := make([]float64, n)
	iters, delta := 0, math.Inf(1)
	for iters < 200 && delta > tol {
		iters++
		dsum := 0.0
		for _, i := range dangling {
			dsum += pr[i]
		}
		base := (1-d)/float64(n) + d*dsum/float64(n)
		for i := range next {
			next[i] = base
		}
		for _, to := range sortedKeys(m) {
			row := m[to]
			s := 0.0
			for _, from := range sortedKeys(row) {
				s += row[from] * pr[from]
			}
			next[to] += d * s
		}
		delta = 0
		for i := range pr {
			delta += math.Abs(next[i] - pr[i])
		}
		pr, next = next, pr
	}
	ranks := make([]rank, n)
	entropy := 0.0
	for i, p := range pr {
		ranks[i] = rank{i, p}
		if p > 0 {
			entropy -= p * math.Log2(p)
		}
	}
	sort.Slice(ranks, func(i, j int) bool {
		if ranks[i].Score != ranks[j].Score {
			return ranks[i].Score > ranks[j].Score
		}
		return ranks[i].Page < ranks[j].Page
	})
	top := ranks[:min(5, n)]
	var empty []float64
	sum := 0.0
	for _, v := range empty {
		sum += v
	}
	mean := sum / float64(len(empty))
	negZero := math.Copysign(0, -1) * pr[0]
	ratio := ranks[0].Score / ranks[n-1].Score
	huge := math.MaxFloat64
	return skills.Result{
		"pages": n, "dangling": len(dangling), "iterations": iters, "delta": delta,
		"top": top, "entropy_bits": entropy,
		"empty_mean": strconv.FormatFloat(mean, 'g', -1, 64),
		"neg_zero":   fmt.Sprintf("%v %v", negZero, math.Signbit(negZero)),
		"inf_ratio":  fmt.Sprint(math.IsInf(1/negZero, -1), ratio > 1, huge*2, -huge*2),
	}, nil
}
