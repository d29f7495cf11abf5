// Minimum spanning forest of a random geometric graph, twice: Kruskal's
// over sorted edges with a union-find (path halving, union by size), and
// Prim's from every unreached vertex with a binary heap; the two weights
// must agree. Reports the forest's weight, its components and its
// heaviest edges.
package mst

import (
	"errors"
	"fmt"
	"math/rand"
	"sort"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	Vertices int     `json:"vertices,omitempty"`
	Radius   float64 `json:"radius,omitempty"` // connect points closer than this (unit square)
	Seed     int64   `json:"seed,omitempty"`
}

type pair struct{ U, V int }

// edge embeds its endpoints.
type edge struct {
	pair
	W int
}

func (e edge) less(o edge) bool {
	if e.W != o.W {
		return e.W < o.W
	}
	if e.U != o.U {
		return e.U < o.U
	}
	return e.V < o.V
}

func (p pair) String() string { return fmt.Sprintf("%d-%d", p.U, p.V) }

type dsu struct {
	parent, size []int
	sets         int
}

func newDSU(n int) *dsu {
	d := &dsu{parent: make([]int, n), size: make([]int, n), sets: n}
	for i := range d.parent {
		d.parent[i] = i
		d.size[i] = 1
	}
	return d
}

func (d *dsu) find(x int) int {
	for d.parent[x] != x {
		d.parent[x] = d.parent[d.parent[x]]
		x = d.parent[x]
	}
	return x
}

func (d *dsu) union(a, b int) bool {
	a, b = d.find(a), d.find(b)
	if a == b {
		return false
	}
	if d.size[a] < d.size[b] {
		a, b = b, a
	}
	d.parent[b] = a
	d.size[a] += d.size[b]
	d.sets--
	return true
}

type adj struct {
	to, w int
}

type item struct{ v, w int }

type minHeap struct{ a []item }

func (h *minHeap) push(x item) {
	h.a = append(h.a, x)
	for i := len(h.a) - 1; i > 0; {
		p := (i - 1) / 2
		if h.a[p].w <= h.a[i].w {
			break
		}
		h.a[p], h.a[i] = h.a[i], h.a[p]
		i = p
	}
}

func (h *minHeap) pop() item {
	top := h.a[0]
	last := len(h.a) - 1
	h.a[0] = h.a[last]
	h.a = h.a[:last]
	for i := 0; ; {
		l, s := 2*i+1, i
		if l < len(h.a) && h.a[l].w < h.a[s].w {
			s = l
		}
		if l+1 < len(h.a) && h.a[l+1].w < h.a[s].w {
			s = l + 1
		}
		if s == i {
			break
		}
		h.a[s], h.a[i] = h.a[i], h.a[s]
		i = s
	}
	return top
}

var ErrMismatch = errors.New("kruskal and prim disagree")

func Run(env skills.Env, args Args) (skills.Result, error) {
	n := args.Vertices
	if n == 0 {
		n = 3000
	}
	if n < 1 || n > 20000 {
		return nil, fmt.Errorf("vertices must be 1..20000, got %d", n)
	}
	rad := args.Radius
	if rad == 0 {
		rad = 0.04
	}
	if !(rad > 0 && rad <= 1) {
		return nil, fmt.Errorf("radius must be in (0, 1], got %g", rad)
	}
	r := rand.New(rand.NewSource(args.Seed))
	xs, ys := make([]float64, n), make([]float64, n)
	for i := range xs {
		xs[i], ys[i] = r.Float64(), r.Float64()
	}
	var edges []edge
	graph := make([][]adj, n)
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			dx, dy := xs[i]-xs[j], ys[i]-ys[j]
			if d2 := dx*dx + dy*dy; d2 < rad*rad {
				w := int(d2 * 1e6)
				edges = append(edges, edge{pair{i, j}, w})
				graph[i] = append(graph[i], adj{j, w})
				graph[j] = append(graph[j], adj{i, w})
			}
		}
	}
	sort.Slice(edges, func(i, j int) bool { return edges[i].less(edges[j]) })
	d := newDSU(n)
	var tree []edge
	kw := 0
	for _, e := range edges {
		if d.union(e.U, e.V) {
			tree = append(tree, e)
			kw += e.W
		}
	}

	in := make([]bool, n)
	pw := 0
	for s := 0; s < n; s++ {
		if in[s] {
			continue
		}
		h := &minHeap{}
		h.push(item{s, 0})
		for len(h.a) > 0 {
			it := h.pop()
			if in[it.v] {
				continue
			}
			in[it.v] = true
			pw += it.w
			for _, a := range graph[it.v] {
				if !in[a.to] {
					h.push(item{a.to, a.w})
				}
			}
		}
	}
	if kw != pw {
		return nil, fmt.Errorf("%w: %d vs %d", ErrMismatch, kw, pw)
	}
	heavy := make([]string, 0, 3)
	for i := len(tree) - 1; i >= 0 && len(heavy) < 3; i-- {
		heavy = append(heavy, tree[i].pair.String())
	}
	return skills.Result{"vertices": n, "edges": len(edges), "weight": kw, "components": d.sets, "tree_edges": len(tree), "heaviest": heavy}, nil
}
