// Asserts an int held in an any to a type the skill declares over int:
// the interpreter keeps a value of such a type as its basic type once held
// in an any, so the assertion answers true interpreted and false compiled
// (a difference vet cannot tell, see README), the native build diverges
// and must be refused. (This test stored a nil pointer in sort.Interface
// until the normaliser made that right.)
package basicany

import (
	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	N int `json:"n"`
}

type dir int

func Run(env skills.Env, args Args) (skills.Result, error) {
	var v any = args.N
	_, isDir := v.(dir)
	return skills.Result{"dir": isDir}, nil
}
