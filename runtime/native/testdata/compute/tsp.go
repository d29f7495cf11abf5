// Held-Karp travelling salesman over random cities: dynamic programming
// over subsets as bitmasks (math/bits to walk and count them).
package tsp

import (
	"fmt"
	"math"
	"math/bits"
	"math/rand"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	Cities int   `json:"cities,omitempty"`
	Seed   int64 `json:"seed,omitempty"`
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	n := args.Cities
	if n == 0 {
		n = 15
	}
	if n < 2 || n > 18 {
		return nil, fmt.Errorf("cities must be 2..18, got %d", n)
	}
	r := rand.New(rand.NewSource(args.Seed))
	xs, ys := make([]float64, n), make([]float64, n)
	for i := range xs {
		xs[i], ys[i] = r.Float64()*100, r.Float64()*100
	}
	d := make([][]float64, n)
	for i := range d {
		d[i] = make([]float64, n)
		for j := range d[i] {
			d[i][j] = math.Hypot(xs[i]-xs[j], ys[i]-ys[j])
		}
	}
	full := 1 << uint(n)
	dp := make([]float64, full*n)
	for i := range dp {
		dp[i] = math.Inf(1)
	}
	dp[1*n+0] = 0
	bySize := make([][]int, n+1)
	for m := 1; m < full; m += 2 {
		k := bits.OnesCount(uint(m))
		bySize[k] = append(bySize[k], m)
	}
	for size := 1; size < n; size++ {
		for _, m := range bySize[size] {
			for rest := uint(m); rest != 0; rest &= rest - 1 {
				last := bits.TrailingZeros(rest)
				cur := dp[m*n+last]
				if math.IsInf(cur, 1) {
					continue
				}
				for free := uint(full-1) &^ uint(m); free != 0; free &= free - 1 {
					nx := bits.TrailingZeros(free)
					nm := m | 1<<uint(nx)
					if v := cur + d[last][nx]; v < dp[nm*n+nx] {
						dp[nm*n+nx] = v
					}
				}
			}
		}
	}
	best := math.Inf(1)
	for last := 1; last < n; last++ {
		best = math.Min(best, dp[(full-1)*n+last]+d[last][0])
	}
	return skills.Result{"cities": n, "tour": math.Round(best*1e6) / 1e6, "states": full * n}, nil
}
