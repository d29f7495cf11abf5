// Seventeen struct types, each two of the one before: go/types walks each
// type's fields through the types they name without remembering them
// (validType), 2^17 steps for a few lines; more lines would hang the host.
package types_doubling

import "github.com/skillrun/skillrun/skills"

type Args struct{}

type A0 int

type A1 struct{ a, b A0 }
type A2 struct{ a, b A1 }
type A3 struct{ a, b A2 }
type A4 struct{ a, b A3 }
type A5 struct{ a, b A4 }
type A6 struct{ a, b A5 }
type A7 struct{ a, b A6 }
type A8 struct{ a, b A7 }
type A9 struct{ a, b A8 }
type A10 struct{ a, b A9 }
type A11 struct{ a, b A10 }
type A12 struct{ a, b A11 }
type A13 struct{ a, b A12 }
type A14 struct{ a, b A13 }
type A15 struct{ a, b A14 }
type A16 struct{ a, b A15 }
type A17 struct{ a, b A16 }

func Run(env skills.Env, args Args) (skills.Result, error) {
	var a A17
	return skills.Result{"a": a == a}, nil
}

// want: vet type A15 spelt out in full would take more than 65536 syntax nodes
