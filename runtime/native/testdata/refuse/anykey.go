// Counts equal values of a type with methods used as keys of a map keyed
// by any: yaegi hashes its wrappers of such values by expression and
// slot, so two equal values are two keys interpreted and one compiled
// (vet cannot tell what an any holds), the native build diverges and
// must be refused.
package anykey

import (
	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	N int `json:"n"`
}

type point struct{ X, Y int }

func (p point) String() string { return "point" }

func Run(env skills.Env, args Args) (skills.Result, error) {
	p1, p2 := point{args.N, 1}, point{args.N, 1}
	var a, b any = p1, p2
	seen := map[any]int{}
	seen[a]++
	seen[b]++
	return skills.Result{"keys": len(seen)}, nil
}
