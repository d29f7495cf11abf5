// A generic type of three type parameters made by a constructor, its
// method comparing sums of its weights, binary and unary.
package tri

import (
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

type cube[A comparable, B any, C ~int | ~float64] struct {
	keys []A
	tags []B
	w    []C
}

func newCube[A comparable, B any, C ~int | ~float64](n int, a A, b B, c C) *cube[A, B, C] {
	x := &cube[A, B, C]{}
	for i := 0; i < n; i++ {
		x.keys = append(x.keys, a)
		x.tags = append(x.tags, b)
		x.w = append(x.w, c*C(1+i%3))
	}
	return x
}

func (x *cube[A, B, C]) heavy(limit C) (n int) {
	for i := 0; i < len(x.w)-1; i++ {
		if x.w[i]+x.w[i+1] > limit && -x.w[i] < 0 {
			n++
		}
	}
	return n
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	a := newCube(7, "k", true, 2)
	b := newCube[int, string, float64](5, 1, "t", 1.5)
	return skills.Result{"a": a.heavy(5), "b": b.heavy(4.0), "s": fmt.Sprint(len(a.keys), len(b.tags))}, nil
}
