// Forty lines, each calling a generic function whose result spells its
// type argument three times on the last line's result: no type is
// written, but go/types spells each call's inferred type out in full to
// hash and infer it, 3^40 steps; the host's checker hung.
package infer_doubling

import "github.com/skillrun/skillrun/skills"

// want: vet type nodes

type Args struct{}

func f[T any](x T) func(T, T) T { return nil }

func Run(env skills.Env, args Args) (skills.Result, error) {
	x0 := 0
	x1 := f(x0)
	x2 := f(x1)
	x3 := f(x2)
	x4 := f(x3)
	x5 := f(x4)
	x6 := f(x5)
	x7 := f(x6)
	x8 := f(x7)
	x9 := f(x8)
	x10 := f(x9)
	x11 := f(x10)
	x12 := f(x11)
	x13 := f(x12)
	x14 := f(x13)
	x15 := f(x14)
	x16 := f(x15)
	x17 := f(x16)
	x18 := f(x17)
	x19 := f(x18)
	x20 := f(x19)
	x21 := f(x20)
	x22 := f(x21)
	x23 := f(x22)
	x24 := f(x23)
	x25 := f(x24)
	x26 := f(x25)
	x27 := f(x26)
	x28 := f(x27)
	x29 := f(x28)
	x30 := f(x29)
	x31 := f(x30)
	x32 := f(x31)
	x33 := f(x32)
	x34 := f(x33)
	x35 := f(x34)
	x36 := f(x35)
	x37 := f(x36)
	x38 := f(x37)
	x39 := f(x38)
	x40 := f(x39)
	_ = x40
	return nil, nil
}
