package check

import "testing"

// TestMethodClashRefused: two generic types declaring a method of one
// name, instantiated with the same type arguments (directly, or through
// generic functions of a type parameter, resolved through their own
// instantiations), are refused at the second method; a generic function named as the method likewise, at the
// method. With different type arguments, or methods of other names, or
// only a generic type's own methods naming it with its type parameter,
// they vet.
func TestMethodClashRefused(t *testing.T) {
	decls := "type stack[T any] struct{ items []T }\n\nfunc (s *stack[T]) Pop() T { return s.items[0] }\n\ntype queue[T any] struct{ items []T }\n\nfunc (q *queue[T]) Pop() T { return q.items[0] }\n\nfunc (q *queue[T]) Clone() *queue[T] { return &queue[T]{items: q.items} }"
	const msg = "which is not supported by the interpreter: it keeps one copy of a generic method per name and type arguments"
	vetRefuses(t, "", decls, "\t_, _ = &stack[int]{}, &queue[int]{}", msg, "15:20: method Pop of the generic type queue has the name of the generic type stack's method Pop, both instantiated with [int]")
	const newQueue = "\n\nfunc newQueue[T any]() *queue[T] { return &queue[T]{} }\n\nfunc twice[U any]() [2]*queue[U] { return [2]*queue[U]{newQueue[U](), newQueue[U]()} }"
	vetRefuses(t, "", decls+newQueue, "\t_, _ = &stack[int]{}, newQueue[int]()", msg, "15:20: method Pop of the generic type queue has the name of the generic type stack's method Pop, both instantiated with [int]")
	// Through two generic functions: twice[int] makes newQueue[int],
	// which makes queue[int].
	vetRefuses(t, "", decls+newQueue, "\t_, _ = &stack[int]{}, twice[int]()", msg, "15:20: method Pop of the generic type queue has the name of the generic type stack's method Pop, both instantiated with [int]")
	vetRefuses(t, "", decls+"\n\nfunc Pop[T any](xs []T) T { return xs[0] }", "\t_ = &queue[string]{}\n\t_ = Pop([]string{\"a\"})", msg, "15:20: method Pop of the generic type queue has the name of the generic function Pop, both instantiated with [string]")
	vetAllows(t, "", decls, "\t_, _ = &stack[int]{}, &queue[string]{}")
	// A generic function's instance of queue is the function's: with
	// string, it does not meet stack[int] (ran right: 3 and "a").
	vetAllows(t, "", decls+newQueue, "\t_, _ = &stack[int]{}, twice[string]()")
	vetAllows(t, "", decls+"\n\nfunc Top[T any](xs []T) T { return xs[0] }", "\t_, _ = &stack[int]{}, Top([]int{1})")
}
