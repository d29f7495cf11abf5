// Thirty lines, each pairing the last line's value with itself through a
// generic function of two type parameters: each doubles the inferred
// type, which go/types spells out in full at each call.
package infer_pairs

import "github.com/skillrun/skillrun/skills"

// want: vet type nodes

type Args struct{}

func pair[A, B any](a A, b B) func(A, B) { return nil }

func Run(env skills.Env, args Args) (skills.Result, error) {
	x0 := 0
	x1 := pair(x0, x0)
	x2 := pair(x1, x1)
	x3 := pair(x2, x2)
	x4 := pair(x3, x3)
	x5 := pair(x4, x4)
	x6 := pair(x5, x5)
	x7 := pair(x6, x6)
	x8 := pair(x7, x7)
	x9 := pair(x8, x8)
	x10 := pair(x9, x9)
	x11 := pair(x10, x10)
	x12 := pair(x11, x11)
	x13 := pair(x12, x12)
	x14 := pair(x13, x13)
	x15 := pair(x14, x14)
	x16 := pair(x15, x15)
	x17 := pair(x16, x16)
	x18 := pair(x17, x17)
	x19 := pair(x18, x18)
	x20 := pair(x19, x19)
	x21 := pair(x20, x20)
	x22 := pair(x21, x21)
	x23 := pair(x22, x22)
	x24 := pair(x23, x23)
	x25 := pair(x24, x24)
	x26 := pair(x25, x25)
	x27 := pair(x26, x26)
	x28 := pair(x27, x27)
	x29 := pair(x28, x28)
	x30 := pair(x29, x29)
	_ = x30
	return nil, nil
}
