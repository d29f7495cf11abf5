// Precomputation in init functions: a knight's move table for every
// board size up to 16, Pascal's triangle modulo a prime, and a sorted
// word index, all built by init (two of them, run in order of
// appearance) and read by Run: shortest knight paths by BFS, binomials
// and prefix searches.
package knightinit

import (
	"fmt"
	"sort"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	Size   int    `json:"size,omitempty"`
	Rounds int    `json:"rounds,omitempty"`
	N      int    `json:"n,omitempty"`
	Prefix string `json:"prefix,omitempty"`
}

const maxSize = 16
const mod = 1000000007

var (
	moves  [maxSize + 1][][][]int // moves[size][cell] = reachable cells
	pascal [][]int64
	words  []string
	order  []string // which init ran when
)

func init() {
	d := [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}
	for s := 1; s <= maxSize; s++ {
		moves[s] = make([][][]int, s*s)
		for c := 0; c < s*s; c++ {
			x, y := c%s, c/s
			for _, m := range d {
				nx, ny := x+m[0], y+m[1]
				if nx >= 0 && ny >= 0 && nx < s && ny < s {
					moves[s][c] = append(moves[s][c], []int{ny*s + nx})
				}
			}
		}
	}
	order = append(order, "moves")
}

func init() {
	pascal = make([][]int64, 1001)
	for n := range pascal {
		pascal[n] = make([]int64, n+1)
		pascal[n][0], pascal[n][n] = 1, 1
		for k := 1; k < n; k++ {
			pascal[n][k] = (pascal[n-1][k-1] + pascal[n-1][k]) % mod
		}
	}
	for a := 'a'; a <= 'f'; a++ {
		for b := 'a'; b <= 'f'; b++ {
			for c := 'a'; c <= 'f'; c++ {
				words = append(words, string([]rune{c, a, b}))
			}
		}
	}
	sort.Strings(words)
	order = append(order, "pascal")
}

func bfs(s, from int) []int {
	dist := make([]int, s*s)
	for i := range dist {
		dist[i] = -1
	}
	dist[from] = 0
	q := []int{from}
	for len(q) > 0 {
		c := q[0]
		q = q[1:]
		for _, m := range moves[s][c] {
			if dist[m[0]] < 0 {
				dist[m[0]] = dist[c] + 1
				q = append(q, m[0])
			}
		}
	}
	return dist
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	s := args.Size
	if s == 0 {
		s = 8
	}
	if s < 1 || s > maxSize {
		return nil, fmt.Errorf("size must be in [1, %d], got %d", maxSize, s)
	}
	rounds := args.Rounds
	if rounds == 0 {
		rounds = 40
	}
	if rounds < 0 || rounds > 10000 {
		return nil, fmt.Errorf("rounds must be in [0, 10000], got %d", rounds)
	}
	n := args.N
	if n == 0 {
		n = 1000
	}
	if n < 0 || n >= len(pascal) {
		return nil, fmt.Errorf("n must be in [0, %d], got %d", len(pascal)-1, n)
	}
	total, unreachable, far := 0, 0, 0
	for r := 0; r < rounds; r++ {
		for from := 0; from < s*s; from++ {
			for _, d := range bfs(s, from) {
				if d < 0 {
					unreachable++
				} else {
					total += d
					if d > far {
						far = d
					}
				}
			}
		}
	}
	var row int64
	for _, v := range pascal[n] {
		row = (row + v) % mod
	}
	i := sort.SearchStrings(words, args.Prefix)
	var found []string
	for ; i < len(words) && strings.HasPrefix(words[i], args.Prefix) && len(found) < 5; i++ {
		found = append(found, words[i])
	}
	return skills.Result{"total": total, "unreachable": unreachable, "far": far, "row": row,
		"mid": pascal[n][n/2], "found": found, "words": len(words), "order": strings.Join(order, ",")}, nil
}
