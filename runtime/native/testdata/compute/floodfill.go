// Flood fill: counts the connected regions of open cells in a random
// grid and reports the largest.
package floodfill

import (
	"math/rand"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	Size  int   `json:"size"`
	Seed  int64 `json:"seed"`
	Walls int   `json:"walls"`
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	n := args.Size
	if n <= 0 {
		n = 300
	}
	r := rand.New(rand.NewSource(args.Seed))
	open := make([]bool, n*n)
	for i := range open {
		open[i] = r.Intn(100) >= args.Walls
	}
	label := make([]int32, n*n)
	stack := make([]int32, 0, 1024)
	regions, largest := 0, 0
	for start := range open {
		if !open[start] || label[start] != 0 {
			continue
		}
		regions++
		size := 0
		label[start] = int32(regions)
		stack = append(stack[:0], int32(start))
		for len(stack) > 0 {
			c := int(stack[len(stack)-1])
			stack = stack[:len(stack)-1]
			size++
			x, y := c%n, c/n
			if x > 0 && open[c-1] && label[c-1] == 0 {
				label[c-1] = int32(regions)
				stack = append(stack, int32(c-1))
			}
			if x < n-1 && open[c+1] && label[c+1] == 0 {
				label[c+1] = int32(regions)
				stack = append(stack, int32(c+1))
			}
			if y > 0 && open[c-n] && label[c-n] == 0 {
				label[c-n] = int32(regions)
				stack = append(stack, int32(c-n))
			}
			if y < n-1 && open[c+n] && label[c+n] == 0 {
				label[c+n] = int32(regions)
				stack = append(stack, int32(c+n))
			}
		}
		largest = max(largest, size)
	}
	return skills.Result{"regions": regions, "largest": largest}, nil
}
