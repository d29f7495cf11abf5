// k-means clustering of random 2-D points (Lloyd's algorithm, k-means++
// seeding), with clusters sorted by size.
package kmeans

import (
	"fmt"
	"math"
	"math/rand"
	"sort"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	Points int   `json:"points,omitempty"`
	K      int   `json:"k,omitempty"`
	Seed   int64 `json:"seed,omitempty"`
	Iters  int   `json:"iters,omitempty"`
}

type point struct{ X, Y float64 }

type cluster struct {
	Centre point
	Size   int
	SSE    float64
}

func (p point) dist2(q point) float64 {
	dx, dy := p.X-q.X, p.Y-q.Y
	return dx*dx + dy*dy
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	n, k := args.Points, args.K
	if n <= 0 {
		n = 20000
	}
	if k <= 0 {
		k = 8
	}
	if k > n {
		return nil, fmt.Errorf("k=%d > points=%d", k, n)
	}
	iters := args.Iters
	if iters <= 0 {
		iters = 30
	}
	r := rand.New(rand.NewSource(args.Seed))
	pts := make([]point, n)
	for i := range pts {
		c := i % 5
		pts[i] = point{float64(c*10) + r.NormFloat64()*2, float64(c*c) + r.NormFloat64()*3}
	}
	cs := make([]cluster, 0, k)
	cs = append(cs, cluster{Centre: pts[r.Intn(n)]})
	d := make([]float64, n)
	for len(cs) < k {
		total := 0.0
		for i, p := range pts {
			best := math.Inf(1)
			for _, c := range cs {
				best = math.Min(best, p.dist2(c.Centre))
			}
			d[i] = best
			total += best
		}
		t := r.Float64() * total
		pick := n - 1
		for i, v := range d {
			t -= v
			if t <= 0 {
				pick = i
				break
			}
		}
		cs = append(cs, cluster{Centre: pts[pick]})
	}
	assign := make([]int, n)
	moved := 0
	for it := 0; it < iters; it++ {
		moved = 0
		for i, p := range pts {
			best, bd := 0, math.Inf(1)
			for j, c := range cs {
				if dd := p.dist2(c.Centre); dd < bd {
					best, bd = j, dd
				}
			}
			if assign[i] != best || it == 0 {
				moved++
			}
			assign[i] = best
		}
		sums := make([]point, k)
		for j := range cs {
			cs[j].Size = 0
			cs[j].SSE = 0
		}
		for i, p := range pts {
			j := assign[i]
			sums[j].X += p.X
			sums[j].Y += p.Y
			cs[j].Size++
		}
		for j := range cs {
			if cs[j].Size > 0 {
				cs[j].Centre = point{sums[j].X / float64(cs[j].Size), sums[j].Y / float64(cs[j].Size)}
			}
		}
		if moved == 0 {
			break
		}
	}
	for i, p := range pts {
		cs[assign[i]].SSE += p.dist2(cs[assign[i]].Centre)
	}
	sort.Slice(cs, func(i, j int) bool {
		if cs[i].Size != cs[j].Size {
			return cs[i].Size > cs[j].Size
		}
		return cs[i].Centre.X < cs[j].Centre.X
	})
	total := 0.0
	var desc []string
	for _, c := range cs {
		total += c.SSE
		desc = append(desc, fmt.Sprintf("(%.3f,%.3f)x%d", c.Centre.X, c.Centre.Y, c.Size))
	}
	return skills.Result{"clusters": desc, "sse": math.Round(total*1e6) / 1e6, "largest": cs[0]}, nil
}
