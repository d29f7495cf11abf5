// A recovered index out of range whose text the skill returns: the
// interpreter's runtime error has no index and length (plain.RuntimeError:
// "runtime error: index out of range", where Go writes "... [5] with
// length 3"; a difference vet cannot tell, see README), so the native
// build diverges and must be refused. (This test was a type switch in a
// generic function over a type declared over string with a method until
// round diff14's normaliser made that right; before, it asserted an int
// held in an any to a type declared over int until vet refused that
// assertion, and before that it stored a nil pointer in sort.Interface
// until the normaliser made that right.)
package indexmsg

import (
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	N int `json:"n"`
}

func at(xs []int, i int) (v int, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%v", r)
		}
	}()
	return xs[i], nil
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	_, err := at([]int{1, 2, 3}, args.N+5)
	return skills.Result{"err": fmt.Sprint(err)}, nil
}
