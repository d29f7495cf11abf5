// A discrete-event simulation of a bank of servers: a generic priority
// queue over container/heap with a cmp.Ordered key, events as interface
// values, entities with methods promoted from an embedded struct (and one
// overridden), sort.Slice and sort.SliceStable with closures, and a report
// built with strings.Builder and text formatting.
package eventsim

import (
	"cmp"
	"container/heap"
	"fmt"
	"math"
	"sort"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	Customers int     `json:"customers,omitempty"`
	Servers   int     `json:"servers,omitempty"`
	Rate      float64 `json:"rate,omitempty"`
	Seed      uint64  `json:"seed,omitempty"`
}

// pq is a min-heap of items ordered by key, ties broken by insertion.
type item[K cmp.Ordered, V any] struct {
	key K
	seq int
	val V
}

type pq[K cmp.Ordered, V any] struct {
	items []item[K, V]
	seq   int
}

func (q *pq[K, V]) Len() int { return len(q.items) }
func (q *pq[K, V]) Less(i, j int) bool {
	if c := cmp.Compare(q.items[i].key, q.items[j].key); c != 0 {
		return c < 0
	}
	return q.items[i].seq < q.items[j].seq
}
func (q *pq[K, V]) Swap(i, j int) { q.items[i], q.items[j] = q.items[j], q.items[i] }
func (q *pq[K, V]) Push(x any)    { q.items = append(q.items, x.(item[K, V])) }
func (q *pq[K, V]) Pop() any {
	it := q.items[len(q.items)-1]
	q.items = q.items[:len(q.items)-1]
	return it
}

func (q *pq[K, V]) Put(k K, v V) {
	q.seq++
	heap.Push(q, item[K, V]{k, q.seq, v})
}

func (q *pq[K, V]) Take() (K, V) {
	it := heap.Pop(q).(item[K, V])
	return it.key, it.val
}

// Entities share a base with an id and a log.
type base struct {
	id   int
	busy float64
	log  []string
}

func (b *base) ID() int { return b.id }
func (b *base) Note(format string, a ...any) {
	if len(b.log) < 3 {
		b.log = append(b.log, fmt.Sprintf(format, a...))
	}
}
func (b *base) Kind() string { return "entity" }

type server struct {
	base
	served int
	speed  float64
}

func (s *server) Kind() string { return "server" } // overrides base.Kind

type customer struct {
	base
	arrive, start, done float64
	work                float64
}

type named interface {
	ID() int
	Kind() string
}

type event interface{ fire(s *sim, now float64) }

type arrival struct{ c *customer }
type departure struct {
	c   *customer
	srv *server
}

type sim struct {
	q       pq[float64, int] // indices into evs
	evs     []event
	idle    []*server
	waiting []*customer
	rng     uint64
	done    []*customer
}

func (s *sim) put(t float64, e event) {
	s.evs = append(s.evs, e)
	s.q.Put(t, len(s.evs)-1)
}

func (s *sim) rand() float64 {
	s.rng = s.rng*6364136223846793005 + 1442695040888963407
	return float64(s.rng>>11) / (1 << 53)
}

func (s *sim) exp(rate float64) float64 { return -math.Log(1-s.rand()) / rate }

func (a arrival) fire(s *sim, now float64) {
	a.c.arrive = now
	if len(s.idle) == 0 {
		s.waiting = append(s.waiting, a.c)
		return
	}
	srv := s.idle[len(s.idle)-1]
	s.idle = s.idle[:len(s.idle)-1]
	s.start(srv, a.c, now)
}

func (s *sim) start(srv *server, c *customer, now float64) {
	c.start = now
	d := c.work / srv.speed
	srv.busy += d
	srv.served++
	srv.Note("t=%.3f served %d", now, c.ID())
	s.put(now+d, departure{c, srv})
}

func (d departure) fire(s *sim, now float64) {
	d.c.done = now
	s.done = append(s.done, d.c)
	if len(s.waiting) > 0 {
		c := s.waiting[0]
		s.waiting = s.waiting[1:]
		s.start(d.srv, c, now)
		return
	}
	s.idle = append(s.idle, d.srv)
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	n, m, rate := args.Customers, args.Servers, args.Rate
	if n == 0 {
		n = 100000
	}
	if m == 0 {
		m = 4
	}
	if rate == 0 {
		rate = 3.5
	}
	if n < 1 || n > 2000000 || m < 1 || m > 1000 || !(rate > 0 && rate < 1e6) {
		return nil, fmt.Errorf("bad arguments: customers %d servers %d rate %v", n, m, rate)
	}
	s := &sim{rng: args.Seed}
	servers := make([]*server, m)
	for i := range servers {
		servers[i] = &server{base: base{id: i}, speed: 0.5 + float64(i%3)*0.5}
		s.idle = append(s.idle, servers[i])
	}
	t := 0.0
	for i := 0; i < n; i++ {
		t += s.exp(rate)
		s.put(t, arrival{&customer{base: base{id: i}, work: s.exp(1)}})
	}
	events := 0
	var last float64
	for s.q.Len() > 0 {
		now, k := s.q.Take()
		ev := s.evs[k]
		s.evs[k] = nil
		if now < last {
			return nil, fmt.Errorf("time went back: %v after %v", now, last)
		}
		last = now
		ev.fire(s, now)
		events++
	}
	// Longest waits first, ties by id; stable sort of servers by load.
	sort.Slice(s.done, func(i, j int) bool {
		wi, wj := s.done[i].start-s.done[i].arrive, s.done[j].start-s.done[j].arrive
		if wi != wj {
			return wi > wj
		}
		return s.done[i].id < s.done[j].id
	})
	var totalWait, maxSys float64
	waits := make([]float64, len(s.done))
	for i, c := range s.done {
		waits[i] = c.start - c.arrive
		totalWait += waits[i]
		maxSys = math.Max(maxSys, c.done-c.arrive)
	}
	sort.Float64s(waits)
	pct := func(p float64) float64 { return waits[int(p*float64(len(waits)-1))] }
	order := make([]*server, m)
	copy(order, servers)
	sort.SliceStable(order, func(i, j int) bool { return order[i].served > order[j].served })

	var b strings.Builder
	fmt.Fprintf(&b, "%-6s %-8s %8s %10s\n", "id", "kind", "served", "util")
	var ents []named
	for _, sv := range order {
		ents = append(ents, sv)
		fmt.Fprintf(&b, "%-6d %-8s %8d %9.2f%%\n", sv.ID(), sv.Kind(), sv.served, 100*sv.busy/last)
	}
	ents = append(ents, &s.done[0].base)
	kinds := make([]string, 0, len(ents))
	for _, e := range ents {
		kinds = append(kinds, fmt.Sprintf("%s#%d", e.Kind(), e.ID()))
	}
	top := make([]int, 0, 5)
	for _, c := range s.done[:min(5, len(s.done))] {
		top = append(top, c.id)
	}
	return skills.Result{
		"events":    events,
		"end":       fmt.Sprintf("%.6f", last),
		"mean_wait": fmt.Sprintf("%.6f", totalWait/float64(len(s.done))),
		"p50":       fmt.Sprintf("%.6g", pct(0.5)),
		"p99":       fmt.Sprintf("%.6g", pct(0.99)),
		"max_sys":   fmt.Sprintf("%.6e", maxSys),
		"longest":   top,
		"table":     b.String(),
		"kinds":     strings.Join(kinds, ","),
		"log":       order[0].log,
	}, nil
}
