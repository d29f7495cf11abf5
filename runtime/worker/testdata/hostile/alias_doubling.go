// Aliases of struct types, each two of the one before: go/types walks an
// alias's whole structure at every use (finiteSize), 2^13 steps here and
// twice as many with each more line.
package alias_doubling

import "github.com/skillrun/skillrun/skills"

type Args struct{}

type A0 = int

type A1 = struct{ a, b A0 }
type A2 = struct{ a, b A1 }
type A3 = struct{ a, b A2 }
type A4 = struct{ a, b A3 }
type A5 = struct{ a, b A4 }
type A6 = struct{ a, b A5 }
type A7 = struct{ a, b A6 }
type A8 = struct{ a, b A7 }
type A9 = struct{ a, b A8 }
type A10 = struct{ a, b A9 }
type A11 = struct{ a, b A10 }
type A12 = struct{ a, b A11 }
type A13 = struct{ a, b A12 }

func Run(env skills.Env, args Args) (skills.Result, error) {
	var a A13
	_ = a
	return nil, nil
}

// want: vet this type has more than 4096 parts
