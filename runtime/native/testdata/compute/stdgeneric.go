// Every function of slices, maps and cmp on random data: sorts with ties,
// searches, edits that move and zero elements, iterators, and the
// panics of bad arguments, recovered and reported.
package stdgeneric

import (
	"cmp"
	"fmt"
	"maps"
	"math"
	"math/rand"
	"slices"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	N    int   `json:"n"`
	Seed int64 `json:"seed"`
}

type job struct {
	Name     string
	Priority int
	Cost     float64
}

type jobs []job

func byPriority(a, b job) int { return cmp.Compare(a.Priority, b.Priority) }

// caught runs f and returns what it panicked with, or "".
func caught(f func()) (msg string) {
	defer func() {
		if r := recover(); r != nil {
			msg = fmt.Sprint(r)
		}
	}()
	f()
	return ""
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	if args.N < 0 || args.N > 100000 {
		return nil, fmt.Errorf("n out of range: %d", args.N)
	}
	n := args.N
	if n == 0 {
		n = 200
	}
	r := rand.New(rand.NewSource(args.Seed))
	js := make(jobs, n)
	for i := range js {
		js[i] = job{Name: fmt.Sprintf("j%03d", r.Intn(n)), Priority: r.Intn(5), Cost: float64(r.Intn(100)) / 4}
	}
	res := skills.Result{}

	// Sorts with ties: the order of equal priorities is the algorithm's.
	a := slices.Clone(js)
	slices.SortFunc(a, byPriority)
	res["sortfunc"] = names(a[:min(20, len(a))])
	b := slices.Clone(js)
	slices.SortStableFunc(b, func(x, y job) int { return cmp.Compare(y.Cost, x.Cost) })
	res["stable"] = names(b[:min(20, len(b))])
	res["sorted"] = slices.IsSortedFunc(a, byPriority)
	costs := make([]float64, len(js))
	for i, j := range js {
		costs[i] = j.Cost
	}
	costs = append(costs, math.Copysign(0, -1), 0, math.NaN())
	slices.Sort(costs)
	res["nan_first"] = math.IsNaN(costs[0])
	res["min_cost_sign"] = math.Signbit(slices.Min(costs[1:]))
	res["max_cost"] = slices.Max(costs[1:])
	res["min_nan"] = math.IsNaN(slices.Min(costs))
	i, found := slices.BinarySearch(costs[1:], 12.5)
	res["bsearch"] = []any{i, found}
	k, ok := slices.BinarySearchFunc(a, 3, func(j job, p int) int { return cmp.Compare(j.Priority, p) })
	res["bsearchfunc"] = []any{k, ok}
	res["minfunc"] = slices.MinFunc(js, byPriority).Name
	res["maxfunc"] = slices.MaxFunc(js, byPriority).Name

	// Maps and their iterators.
	count := map[string]int{}
	for _, j := range js {
		count[j.Name]++
	}
	keys := slices.Sorted(maps.Keys(count))
	res["keys"] = keys[:min(10, len(keys))]
	total := 0
	for v := range maps.Values(count) {
		total += v
	}
	res["total"] = total
	var dup []string
	for name, c := range maps.All(count) {
		if c > 1 {
			dup = append(dup, name)
		}
	}
	slices.Sort(dup)
	res["dup"] = len(dup)
	c2 := maps.Clone(count)
	maps.DeleteFunc(c2, func(k string, v int) bool { return v == 1 })
	res["clone_eq"] = maps.Equal(count, c2)
	maps.Copy(c2, count)
	res["copy_eq"] = maps.EqualFunc(count, c2, func(x, y int) bool { return x == y })
	collected := maps.Collect(slices.All(keys))
	res["collected"] = len(collected)
	inserted := map[int]string{}
	maps.Insert(inserted, slices.All(keys[:min(3, len(keys))]))
	res["inserted"] = inserted
	res["sortedfunc"] = slices.SortedFunc(maps.Values(count), func(x, y int) int { return y - x })[:1]
	res["sortedstable"] = len(slices.SortedStableFunc(slices.Values(keys), strings.Compare))

	// Edits: what moves, what is zeroed, and where.
	ps := make([]int, 0, n+8)
	for range n {
		ps = append(ps, r.Intn(4))
	}
	backing := ps[:cap(ps)]
	ps = slices.Compact(ps)
	res["compact"] = len(ps)
	ps = slices.CompactFunc(ps, func(x, y int) bool { return x/2 == y/2 })
	ps = slices.DeleteFunc(ps, func(x int) bool { return x == 3 })
	if len(ps) > 4 {
		ps = slices.Delete(ps, 1, 3)
		ps = slices.Insert(ps, 2, ps[:3]...)
		ps = slices.Replace(ps, 0, 2, 7, 8, 9)
	}
	res["edited"] = ps[:min(12, len(ps))]
	res["backing_sum"] = sum(backing)
	res["index"] = []int{slices.Index(ps, 2), slices.IndexFunc(ps, func(x int) bool { return x > 7 })}
	res["contains"] = []bool{slices.Contains(ps, 9), slices.ContainsFunc(ps, func(x int) bool { return x < 0 })}
	q := slices.Clone(ps)
	slices.Reverse(q)
	res["compare"] = []int{slices.Compare(ps, q), slices.CompareFunc(ps, q, func(x, y int) int { return x - y })}
	res["equal"] = []bool{slices.Equal(ps, q), slices.EqualFunc(ps, ps, func(x, y int) bool { return x == y })}
	res["concat"] = len(slices.Concat(ps, q, nil))
	res["concat_nil"] = slices.Concat[[]int]() == nil
	res["repeat"] = slices.Repeat([]int{1, 2}, 3)
	res["grow"] = cap(slices.Grow([]int(nil), 5)) >= 5
	res["clip"] = cap(slices.Clip(ps)) == len(ps)
	var chunks [][]int
	for _, ch := range slices.Collect(slices.Chunk(ps, 5)) {
		chunks = append(chunks, ch)
	}
	res["chunks"] = len(chunks)
	res["appendseq"] = len(slices.AppendSeq(ps, slices.Values(q)))
	var back []int
	for i, v := range slices.All(q) {
		if i >= 3 {
			break
		}
		back = append(back, v)
	}
	res["all"] = back
	res["or"] = cmp.Or("", "fallback")
	res["less"] = []bool{cmp.Less(math.NaN(), 1), cmp.Less(2, 1)}

	// Bad arguments panic with Go's messages (a recovered run-time error
	// interpreted leaves out the indexes: " [2:1:]").
	res["panics"] = []string{
		caught(func() { slices.Min([]int{}) }),
		caught(func() { slices.MaxFunc(jobs{}, byPriority) }),
		bare(caught(func() { slices.Delete([]int{1, 2}, 2, 1) })),
		bare(caught(func() { slices.Insert([]int{1}, 3, 4) })),
		caught(func() { slices.Grow([]int{}, -1) }),
		caught(func() { slices.Repeat([]int{1}, -1) }),
		caught(func() { slices.Chunk([]int{1}, 0) }),
	}
	res["local"] = local()
	return res, nil
}

// local uses the functions over types declared in functions, as agents
// write them: two functions declare a type of the same name, one in a
// closure, and a copy names both a type of the function and one of a
// closure inside it.
func local() any {
	type id int
	type entry struct {
		ID    id
		Name  string
		Score float64
	}
	es := []entry{{3, "c", 0.5}, {1, "a", 2}, {2, "b", 2}, {4, "d", -1}}
	slices.SortStableFunc(es, func(a, b entry) int { return cmp.Compare(b.Score, a.Score) })
	best := slices.MaxFunc(es, func(a, b entry) int { return cmp.Compare(a.Score, b.Score) })
	byID := map[id]entry{}
	for _, e := range es {
		byID[e.ID] = e
	}
	ids := slices.Sorted(maps.Keys(byID))
	es = slices.Insert(slices.Clone(es), 1, entry{Name: "new"})
	es = slices.DeleteFunc(es, func(e entry) bool { return e.Score < 0 })
	grouped := func() any {
		type group struct {
			Lead    id
			Members []entry
		}
		gs := []group{{ids[1], es[:2]}, {ids[0], es[2:]}}
		slices.SortFunc(gs, func(a, b group) int { return cmp.Compare(a.Lead, b.Lead) })
		i, found := slices.BinarySearchFunc(gs, id(2), func(g group, t id) int { return cmp.Compare(g.Lead, t) })
		return []any{gs, i, found}
	}
	return []any{es, best, ids, grouped(), other()}
}

// other declares an entry of its own.
func other() any {
	type entry struct{ K, V string }
	es := []entry{{"b", "2"}, {"a", "1"}}
	slices.SortFunc(es, func(a, b entry) int { return strings.Compare(a.K, b.K) })
	return slices.Compact(es)
}

// bare is a panic's message without the indexes of a bounds error.
func bare(msg string) string {
	m, _, _ := strings.Cut(msg, " [")
	return m
}

func names(js jobs) []string {
	out := make([]string, len(js))
	for i, j := range js {
		out[i] = fmt.Sprintf("%s/%d", j.Name, j.Priority)
	}
	return out
}

func sum(xs []int) int {
	s := 0
	for _, x := range xs {
		s += x
	}
	return s
}
