// Generic functions that call each other (even, odd), reached from a
// method of a generic type of two type parameters made by a generic
// constructor: the interpreter's compiler instantiates them inside each
// other and never ends; each call burned its CPU limit (30 s by
// default) and failed naming the CPU. Vet refuses the method's call. A
// form vet does not know is bounded at compile time instead
// (TestCompileStuckEndsWorker).
package compile_loop

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func even[K comparable](k K, n int) bool {
	if n == 0 {
		return true
	}
	return odd(k, n-1)
}

func odd[K comparable](k K, n int) bool {
	if n == 0 {
		return false
	}
	return even(k, n-1)
}

type tree[K comparable, V any] struct{ k K }

func newTree[K comparable, V any]() *tree[K, V] { return &tree[K, V]{} }

func (t *tree[K, V]) even(k K) bool { return even(k, 3) }

func Run(env skills.Env, args Args) (skills.Result, error) {
	t := newTree[string, int]()
	return skills.Result{"even": t.even("a")}, nil
}

// want: vet the method even of a generic type of several type parameters calls even
