// A* over a voxel observation: finds the cheapest walkable path across a
// random voxel column map (climbing one block costs more), using a binary
// heap and the Manhattan distance.
package astar

import (
	"container/heap"
	"math/rand"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	Size  int   `json:"size"`
	Seed  int64 `json:"seed"`
	Paths int   `json:"paths"`
}

type node struct {
	cell int
	f, g int
}

type pq []node

func (q pq) Len() int { return len(q) }
func (q pq) Less(i, j int) bool {
	return q[i].f < q[j].f || (q[i].f == q[j].f && q[i].cell < q[j].cell)
}
func (q pq) Swap(i, j int) { q[i], q[j] = q[j], q[i] }
func (q *pq) Push(x any)   { *q = append(*q, x.(node)) }
func (q *pq) Pop() any     { old := *q; x := old[len(old)-1]; *q = old[:len(old)-1]; return x }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	n := args.Size
	if n <= 0 {
		n = 120
	}
	paths := args.Paths
	if paths <= 0 {
		paths = 3
	}
	r := rand.New(rand.NewSource(args.Seed))
	// The observation: a height per column, 0..4; solid voxels above 3.
	height := make([]int, n*n)
	for i := range height {
		height[i] = r.Intn(5)
	}
	var costs []int
	g := make([]int, n*n)
	closed := make([]bool, n*n)
	for p := 0; p < paths; p++ {
		from, to := r.Intn(n*n), r.Intn(n*n)
		height[from], height[to] = 0, 0
		for i := range g {
			g[i] = -1
			closed[i] = false
		}
		tx, ty := to%n, to/n
		h := func(c int) int { return abs(c%n-tx) + abs(c/n-ty) }
		q := &pq{{cell: from, f: h(from)}}
		g[from] = 0
		cost := -1
		for q.Len() > 0 {
			cur := heap.Pop(q).(node)
			if closed[cur.cell] {
				continue
			}
			closed[cur.cell] = true
			if cur.cell == to {
				cost = cur.g
				break
			}
			x, y := cur.cell%n, cur.cell/n
			for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
				nx, ny := x+d[0], y+d[1]
				if nx < 0 || ny < 0 || nx >= n || ny >= n {
					continue
				}
				k := ny*n + nx
				step := height[k] - height[cur.cell]
				if height[k] > 3 || step > 1 {
					continue
				}
				c := cur.g + 1
				if step == 1 {
					c += 2
				}
				if g[k] < 0 || c < g[k] {
					g[k] = c
					heap.Push(q, node{cell: k, g: c, f: c + h(k)})
				}
			}
		}
		costs = append(costs, cost)
	}
	return skills.Result{"costs": costs}, nil
}
