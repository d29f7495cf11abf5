// Breadth-first search on a grid with random walls: runs several
// searches between random free cells and reports the path lengths.
package bfs

import (
	"math/rand"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	// Size is the grid's side.
	Size int `json:"size"`
	// Searches is how many searches to run.
	Searches int `json:"searches"`
	// Seed seeds the walls and the endpoints.
	Seed int64 `json:"seed"`
	// Walls is the fraction of cells that are walls, in percent.
	Walls int `json:"walls"`
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	n := args.Size
	if n <= 0 {
		n = 200
	}
	r := rand.New(rand.NewSource(args.Seed))
	grid := make([]bool, n*n)
	for i := range grid {
		grid[i] = r.Intn(100) < args.Walls
	}
	dist := make([]int32, n*n)
	queue := make([]int32, 0, n*n)
	var lengths []int
	for s := 0; s < args.Searches; s++ {
		from, to := r.Intn(n*n), r.Intn(n*n)
		grid[from], grid[to] = false, false
		for i := range dist {
			dist[i] = -1
		}
		queue = queue[:0]
		queue = append(queue, int32(from))
		dist[from] = 0
		for head := 0; head < len(queue); head++ {
			c := int(queue[head])
			if c == to {
				break
			}
			x, y := c%n, c/n
			for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
				nx, ny := x+d[0], y+d[1]
				if nx < 0 || ny < 0 || nx >= n || ny >= n {
					continue
				}
				k := ny*n + nx
				if grid[k] || dist[k] >= 0 {
					continue
				}
				dist[k] = dist[c] + 1
				queue = append(queue, int32(k))
			}
		}
		lengths = append(lengths, int(dist[to]))
	}
	return skills.Result{"lengths": lengths}, nil
}
