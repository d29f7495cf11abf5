// Shortest paths over a generic weighted graph: a graph type of two type
// parameters (node keys and weights) with methods, a generic priority
// queue through container/heap, generic path reconstruction that calls
// itself, a topological order by depth-first search, and weights of the
// skill's own named types.
package gengraph

import (
	"container/heap"
	"errors"
	"fmt"
	"math/rand"
	"sort"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	Nodes int   `json:"nodes,omitempty"`
	Edges int   `json:"edges,omitempty"`
	Seed  int64 `json:"seed,omitempty"`
}

type Weight interface {
	~int | ~int64 | ~float64
}

type Cost int64
type Dist float64

type edge[K comparable, W Weight] struct {
	to K
	w  W
}

type Graph[K comparable, W Weight] struct {
	adj   map[K][]edge[K, W]
	order []K
}

func NewGraph[K comparable, W Weight]() *Graph[K, W] {
	return &Graph[K, W]{adj: map[K][]edge[K, W]{}}
}

func (g *Graph[K, W]) node(k K) {
	if _, ok := g.adj[k]; !ok {
		g.adj[k] = nil
		g.order = append(g.order, k)
	}
}

func (g *Graph[K, W]) AddEdge(a, b K, w W) error {
	if w < 0 {
		return fmt.Errorf("edge %v->%v: negative weight %v", a, b, w)
	}
	g.node(a)
	g.node(b)
	g.adj[a] = append(g.adj[a], edge[K, W]{b, w})
	return nil
}

type item[T any] struct {
	v    T
	prio float64
	seq  int
}

type pq[T any] []item[T]

func (q pq[T]) Len() int { return len(q) }
func (q pq[T]) Less(i, j int) bool {
	if q[i].prio != q[j].prio {
		return q[i].prio < q[j].prio
	}
	return q[i].seq < q[j].seq
}
func (q pq[T]) Swap(i, j int) { q[i], q[j] = q[j], q[i] }
func (q *pq[T]) Push(x any)   { *q = append(*q, x.(item[T])) }
func (q *pq[T]) Pop() any {
	old := *q
	it := old[len(old)-1]
	*q = old[:len(old)-1]
	return it
}

// Shortest returns the distance to each reachable node and each node's
// predecessor.
func (g *Graph[K, W]) Shortest(src K) (map[K]W, map[K]K) {
	dist := map[K]W{src: 0}
	prev := map[K]K{}
	done := map[K]bool{}
	q := &pq[K]{}
	seq := 0
	heap.Push(q, item[K]{src, 0, seq})
	for q.Len() > 0 {
		it := heap.Pop(q).(item[K])
		if done[it.v] {
			continue
		}
		done[it.v] = true
		for _, e := range g.adj[it.v] {
			nd := dist[it.v] + e.w
			if d, ok := dist[e.to]; !ok || nd < d {
				dist[e.to] = nd
				prev[e.to] = it.v
				seq++
				heap.Push(q, item[K]{e.to, float64(nd), seq})
			}
		}
	}
	return dist, prev
}

// path walks back through prev, calling itself.
func path[K comparable](prev map[K]K, src, k K, out []K) []K {
	if k == src {
		return append(out, k)
	}
	p, ok := prev[k]
	if !ok {
		return nil
	}
	out = path(prev, src, p, out)
	if out == nil {
		return nil
	}
	return append(out, k)
}

// Topo orders the nodes so that every edge goes forward, or names a cycle.
func (g *Graph[K, W]) Topo() ([]K, error) {
	state := map[K]int{}
	var out []K
	var visit func(k K) error
	visit = func(k K) error {
		switch state[k] {
		case 1:
			return fmt.Errorf("cycle through %v", k)
		case 2:
			return nil
		}
		state[k] = 1
		for _, e := range g.adj[k] {
			if err := visit(e.to); err != nil {
				return err
			}
		}
		state[k] = 2
		out = append(out, k)
		return nil
	}
	for _, k := range g.order {
		if err := visit(k); err != nil {
			return nil, err
		}
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out, nil
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	n, m := args.Nodes, args.Edges
	if n == 0 {
		n = 2000
	}
	if m == 0 {
		m = 4 * n
	}
	if n < 1 || n > 200000 || m < 0 || m > 2000000 {
		return nil, errors.New("nodes must be 1..200000 and edges 0..2000000")
	}
	r := rand.New(rand.NewSource(args.Seed))
	g := NewGraph[string, Cost]()
	dag := NewGraph[int, Dist]()
	name := func(i int) string { return fmt.Sprintf("n%d", i) }
	for i := range n {
		g.node(name(i))
		dag.node(i)
	}
	for range m {
		a, b := r.Intn(n), r.Intn(n)
		if err := g.AddEdge(name(a), name(b), Cost(r.Intn(100))); err != nil {
			return nil, err
		}
		if a < b {
			if err := dag.AddEdge(a, b, Dist(r.Float64())); err != nil {
				return nil, err
			}
		}
	}
	dist, prev := g.Shortest(name(0))
	far, farD := name(0), Cost(0)
	keys := make([]string, 0, len(dist))
	for k := range dist {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var total Cost
	for _, k := range keys {
		total += dist[k]
		if dist[k] > farD {
			far, farD = k, dist[k]
		}
	}
	p := path(prev, name(0), far, nil)
	order, err := dag.Topo()
	topo := ""
	if err != nil {
		topo = err.Error()
	} else {
		topo = fmt.Sprint(len(order), " ", order[:min(5, len(order))])
	}
	cyc := NewGraph[string, Dist]()
	_ = cyc.AddEdge("a", "b", 1)
	_ = cyc.AddEdge("b", "a", 1)
	_, cycErr := cyc.Topo()
	negErr := cyc.AddEdge("a", "c", -1)
	return skills.Result{"reached": len(dist), "total": int64(total), "far": far, "far_dist": int64(farD),
		"path": strings.Join(p, ">"), "topo": topo, "cycle": cycErr.Error(), "negative": negErr.Error()}, nil
}
