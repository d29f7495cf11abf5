// Sort and rank: scores random candidates on several features, sorts
// them and reports the top ranks and a checksum of the order.
package rank

import (
	"math"
	"math/rand"
	"sort"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	N    int   `json:"n"`
	Seed int64 `json:"seed"`
	Top  int   `json:"top"`
}

type candidate struct {
	id    int
	area  float64
	dist  float64
	score float64
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	n := args.N
	if n <= 0 {
		n = 50000
	}
	top := args.Top
	if top <= 0 || top > n {
		top = 5
	}
	r := rand.New(rand.NewSource(args.Seed))
	cs := make([]candidate, n)
	for i := range cs {
		c := &cs[i]
		c.id = i
		c.area = r.Float64() * 400
		c.dist = 1 + r.Float64()*60
		c.score = math.Sqrt(c.area) / math.Log1p(c.dist)
	}
	sort.Slice(cs, func(i, j int) bool {
		if cs[i].score != cs[j].score {
			return cs[i].score > cs[j].score
		}
		return cs[i].id < cs[j].id
	})
	ids := make([]int, top)
	sum := 0
	for i := range cs {
		if i < top {
			ids[i] = cs[i].id
		}
		sum = (sum*31 + cs[i].id) % 1000000007
	}
	return skills.Result{"top": ids, "checksum": sum}, nil
}
