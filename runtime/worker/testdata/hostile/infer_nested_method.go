// One expression of forty nested calls of a generic type's method whose
// result holds its type parameter twice: a few hundred bytes that took
// the host's type checker longer than a minute.
package infer_nested_method

import "github.com/skillrun/skillrun/skills"

// want: vet type nodes

type Args struct{}

type B[T any] struct{ v T }

func (b B[T]) Twice() B[struct{ a, b T }] { return B[struct{ a, b T }]{} }

func Run(env skills.Env, args Args) (skills.Result, error) {
	_ = B[int]{}.Twice().Twice().Twice().Twice().Twice().Twice().Twice().Twice().Twice().Twice().Twice().Twice().Twice().Twice().Twice().Twice().Twice().Twice().Twice().Twice().Twice().Twice().Twice().Twice().Twice().Twice().Twice().Twice().Twice().Twice().Twice().Twice().Twice().Twice().Twice().Twice().Twice().Twice().Twice().Twice()
	return nil, nil
}
