// Types only, never a value: an array of 2⁸⁰ bytes, an instance of a
// generic array over one of 1 MiB (2⁶⁰ bytes). go/types took them; vet
// passed the file, and the interpreter failed building the types
// (reflect.ArrayOf: array size would exceed virtual address space), an
// error naming no place in the file.
package type_huge

import "github.com/skillrun/skillrun/skills"

// want: vet a value of this type would take more than 140737488355328 bytes

type Args struct{}

type T [1 << 40][1 << 40]byte

type G[E any] [1 << 40]E

var p *T
var q *G[[1 << 20]byte]

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"n": p == nil && q == nil}, nil
}
