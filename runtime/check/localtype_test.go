package check

import (
	"strings"
	"testing"
)

// TestLocalTypeBuiltins: min, max and clear of a type declared in a
// function become function literals where the call is, which name the
// type as written (the helper at the top of the file could not, and vet
// refused them); a type hidden at the call is still refused
// (TestHiddenNamesRefused).
func TestLocalTypeBuiltins(t *testing.T) {
	src := stateSkill("", "", "\ttype score int\n\ttype cell [2]int\n\ta, b := score(1), score(2)\n\t_ = min(a, b)\n\tm := map[cell]score{}\n\tclear(m)\n\tws := []score{a}\n\tclear(ws)")
	u, err := Check("x.go", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	src2 := stateSkill("", "func clamp[T int | float64](x, lo, hi T) T { return min(max(x, lo), hi) }", "\t_ = clamp(1, 2, 3)")
	u2, err := Check("x.go", []byte(src2))
	if err != nil {
		t.Fatal(err) // the helper named T: "undefined: T"
	}
	if !strings.Contains(string(u2.Code), "return func(x T, ys ...T) T { for _, y := range ys { if y < x || y != y { x = y } }; return x }(func(x T, ys ...T) T {") {
		t.Errorf("want min and max of T as function literals:\n%s", u2.Code)
	}
	for _, want := range []string{"_ = func(x score, ys ...score) score { for _, y := range ys { if y < x { x = y } }; return x }(a, b)", "func(m map[cell]score) { for k := range m { delete(m, k) } }(m)", "func(s []score) { var zero score; for i := range s { s[i] = zero } }(ws)"} {
		if !strings.Contains(string(u.Code), want) {
			t.Errorf("normalised source lacks %q:\n%s", want, u.Code)
		}
	}
}

// TestLocalTypeArgHelpers: a value of the skill's generic type
// instantiated with a type declared in a function (*queue[node]) handed
// to another package's interface (heap.Interface) is left as written:
// the helper at the top of the file that would return it as the
// interface cannot name node, and the source did not type-check.
func TestLocalTypeArgHelpers(t *testing.T) {
	decls := "type queue[T any] struct{ xs []T }\n\nfunc (q *queue[T]) Len() int { return len(q.xs) }\n\nfunc (q *queue[T]) Less(i, j int) bool { return i < j }\n\nfunc (q *queue[T]) Swap(i, j int) {}\n\nfunc (q *queue[T]) Push(x any) { q.xs = append(q.xs, x.(T)) }\n\nfunc (q *queue[T]) Pop() any { return nil }"
	vetAllows(t, "\t\"container/heap\"\n", decls, "\ttype node struct{ at int }\n\tq := &queue[node]{}\n\theap.Push(q, node{1})\n\theap.Init(q)\n\tvar h heap.Interface = q\n\t_ = h")
}

// TestHeapPopNotWrapped: the pointer a heap's Pop, or a function literal
// given to another package (sync.Pool's New), returns as any is returned
// as it is, not through an interface of its methods (handed back by
// heap.Pop or Pool.Get, such a value failed its assertion in a function
// it was passed to); a pointer returned as any elsewhere still is.
func TestHeapPopNotWrapped(t *testing.T) {
	decls := "type task struct{ n int }\n\nfunc (t *task) String() string { return \"t\" }\n\ntype tasks []*task\n\nfunc (q tasks) Len() int { return len(q) }\n\nfunc (q tasks) Less(i, j int) bool { return i < j }\n\nfunc (q tasks) Swap(i, j int) {}\n\nfunc (q *tasks) Push(x any) {}\n\nfunc (q *tasks) Pop() any { return (*q)[0] }\n\nfunc first(q tasks) any { return q[0] }"
	u, err := Check("x.go", []byte(stateSkill("\t\"sync\"\n", decls, "\t_ = first(nil)\n\t_ = sync.Pool{New: func() any { return &task{} }}")))
	if err != nil {
		t.Fatal(err)
	}
	code := string(u.Code)
	if !strings.Contains(code, "Pop() any { return (*q)[0] }") || !strings.Contains(code, "func() any { return &task{} }") || !strings.Contains(code, "first(q tasks) any { return []any{[]interface{ String() string }{[]*task{q[0]}[0]}[0]}[0] }") {
		t.Errorf("want Pop's result as written and first's through String:\n%s", code)
	}
}
