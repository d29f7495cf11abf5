package sandbox

import "testing"

// TestRangeFuncOneLine: a range over a function iterator whose body ends
// on the line of its closing brace (for v := range seq { n += v }) runs.
// The rewrite into a call wrote its "return true" after the body's last
// statement with no semicolon, and the normalised source did not parse:
// vet refused ordinary Go with an internal error.
func TestRangeFuncOneLine(t *testing.T) {
	const src = `package s

import (
	"iter"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

type list[T any] struct{ items []T }

func (l *list[T]) All() iter.Seq[T] { return func(yield func(T) bool) { for _, v := range l.items { if !yield(v) { return } } } }

func Run(env skills.Env, args Args) (skills.Result, error) {
	l := &list[int]{[]int{1, 2, 3, 4}}
	sum, firstTwo := 0, []int{}
	for v := range l.All() { sum += v }
	for v := range l.All() { firstTwo = append(firstTwo, v); if len(firstTwo) == 2 { break } }
	for range l.All() {}
	return skills.Result{"sum": sum, "first": firstTwo}, nil
}
`
	p := compile(t, src)
	if got, want := result(t, p, `{}`), `{"first":[1,2],"sum":10}`; got != want {
		t.Errorf("result %s; want %s", got, want)
	}
}
