// Nil pointers of the skill's types with methods that run on a nil
// receiver, stored in sort.Interface, heap.Interface and io.Writer,
// returned, passed to sort.Sort and heap.Init, asserted and switched on
// (check's nilmarker.go), and conversions of typed nils compared with nil
// (convnil.go).
package nilsafe

import (
	"container/heap"
	"fmt"
	"io"
	"sort"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	N int `json:"n"`
}

type ints []int

func (l *ints) Len() int {
	if l == nil {
		return 0
	}
	return len(*l)
}
func (l *ints) Less(i, j int) bool { return (*l)[i] < (*l)[j] }
func (l *ints) Swap(i, j int)      { (*l)[i], (*l)[j] = (*l)[j], (*l)[i] }
func (l *ints) Push(x any)         { *l = append(*l, x.(int)) }
func (l *ints) Pop() any {
	old := *l
	x := old[len(old)-1]
	*l = old[:len(old)-1]
	return x
}

type counter struct{ n, calls int }

func (c *counter) Write(p []byte) (int, error) {
	if c == nil {
		return len(p), nil // a nil counter discards
	}
	c.calls++
	c.n += len(p)
	return len(p), nil
}

func build(n int) *ints {
	if n <= 0 {
		return nil
	}
	l := make(ints, 0, n)
	x := uint32(n)
	for i := 0; i < n; i++ {
		x = x*1664525 + 1013904223
		l = append(l, int(x>>16)%1000)
	}
	return &l
}

func sink(n int) io.Writer {
	var c *counter
	if n%2 == 1 {
		c = &counter{}
	}
	return c
}

func describe(x sort.Interface) string {
	switch v := x.(type) {
	case nil:
		return "none"
	case *ints:
		if v == nil {
			return "nil ints"
		}
		return fmt.Sprint(len(*v), " ints")
	}
	return "other"
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	if args.N < 0 || args.N > 100000 {
		return nil, fmt.Errorf("n %d out of range", args.N)
	}
	l := build(args.N)
	var s sort.Interface = l
	var h heap.Interface = l
	sort.Sort(l)
	heap.Init(l)
	smallest := -1
	if l != nil && l.Len() > 0 {
		heap.Push(h, -1)
		smallest = heap.Pop(h).(int)
	}
	w := sink(args.N)
	for i := 0; i < 3; i++ {
		fmt.Fprintf(w, "line %d\n", i)
	}
	c, isCounter := w.(*counter)
	written := -1
	if isCounter && c != nil {
		written = c.n
	}
	lp, ok := s.(*ints)
	return skills.Result{
		"set":      s != nil,
		"len":      s.Len(),
		"sorted":   sort.IsSorted(s),
		"smallest": smallest,
		"heapSet":  h != nil,
		"describe": describe(l),
		"w":        w != nil,
		"counter":  []any{isCounter, c == nil, written},
		"assert":   ok && (lp == nil) == (l == nil),
		"anyNil":   any(l) == nil,
	}, nil
}
