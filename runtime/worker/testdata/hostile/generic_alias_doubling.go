// Generic aliases, each instantiating the one before with itself: D4[int]
// is P nested 16 deep, and each more line doubles the nesting; with one
// more line go/types took the host over a minute.
package generic_alias_doubling

import "github.com/skillrun/skillrun/skills"

type Args struct{}

type P[T any] struct{ a, b T }

type D0[T any] = P[T]
type D1[T any] = D0[D0[T]]
type D2[T any] = D1[D1[T]]
type D3[T any] = D2[D2[T]]
type D4[T any] = D3[D3[T]]

func Run(env skills.Env, args Args) (skills.Result, error) {
	var a D4[int]
	_ = a
	return nil, nil
}

// want: vet this type has more than 4096 parts
