package check

import (
	"strings"
	"testing"
)

// TestMethodClashRefused: two generic types declaring a method of one
// name that an interface of the file names (or fmt finds by reflection),
// instantiated with the same type arguments (directly, or through
// generic functions of a type parameter, resolved through their own
// instantiations), are refused at the second method; a generic function
// named as the method likewise, at the method. With different type
// arguments, or methods of other names, or only a generic type's own
// methods naming it with its type parameter, they vet; and a method no
// interface names is renamed (TestMethodClashRenamed).
func TestMethodClashRefused(t *testing.T) {
	decls := "type stack[T any] struct{ items []T }\n\nfunc (s *stack[T]) Pop() T { return s.items[0] }\n\ntype queue[T any] struct{ items []T }\n\nfunc (q *queue[T]) Pop() T { return q.items[0] }\n\nfunc (q *queue[T]) Clone() *queue[T] { return &queue[T]{items: q.items} }\n\ntype popper[T any] interface{ Pop() T }"
	const msg = "which is not supported by the interpreter: it keeps one copy of a generic method per name and type arguments"
	noPop := decls[:strings.Index(decls, "\n\ntype popper")]
	vetRefuses(t, "", decls, "\tvar p popper[int] = &stack[int]{}\n\t_, _ = p, &queue[int]{}", msg, "15:20: method Pop of the generic type queue has the name of the generic type stack's method Pop, both instantiated with [int]")
	const newQueue = "\n\nfunc newQueue[T any]() *queue[T] { return &queue[T]{} }\n\nfunc twice[U any]() [2]*queue[U] { return [2]*queue[U]{newQueue[U](), newQueue[U]()} }"
	vetRefuses(t, "", decls+newQueue, "\tvar p popper[int] = &stack[int]{}\n\t_, _ = p, newQueue[int]()", msg, "15:20: method Pop of the generic type queue has the name of the generic type stack's method Pop, both instantiated with [int]")
	// Through two generic functions: twice[int] makes newQueue[int],
	// which makes queue[int].
	vetRefuses(t, "", decls+newQueue, "\tvar p popper[int] = &stack[int]{}\n\t_, _ = p, twice[int]()", msg, "15:20: method Pop of the generic type queue has the name of the generic type stack's method Pop, both instantiated with [int]")
	vetRefuses(t, "", decls+"\n\nfunc Pop[T any](xs []T) T { return xs[0] }", "\tvar p popper[string] = &queue[string]{}\n\t_ = p\n\t_ = Pop([]string{\"a\"})", msg, "15:20: method Pop of the generic type queue has the name of the generic function Pop, both instantiated with [string]")
	// String is fmt's, found by reflection: never renamed.
	const str = "\n\nfunc (s stack[T]) String() string { return \"s\" }\n\nfunc (q queue[T]) String() string { return \"q\" }"
	vetRefuses(t, "", noPop+str, "\t_, _ = stack[int]{}, queue[int]{}", msg, "21:19: method String of the generic type queue has the name of the generic type stack's method String, both instantiated with [int]")
	// A constraint names Pop: refused.
	vetRefuses(t, "", noPop+"\n\nfunc top[P interface{ Pop() int }](p P) int { return p.Pop() }", "\t_, _ = top(&stack[int]{}), &queue[int]{}", msg, "15:20: method Pop of the generic type queue")
	vetAllows(t, "", decls, "\tvar p popper[int] = &stack[int]{}\n\t_, _ = p, &queue[string]{}")
	// A generic function's instance of queue is the function's: with
	// string, it does not meet stack[int] (ran right: 3 and "a").
	vetAllows(t, "", decls+newQueue, "\tvar p popper[int] = &stack[int]{}\n\t_, _ = p, twice[string]()")
	vetAllows(t, "", decls+"\n\nfunc Top[T any](xs []T) T { return xs[0] }", "\t_, _ = &stack[int]{}, Top([]int{1})")
}

// TestMethodClashRenamed: a method two generic types (or a generic type
// and a generic function) share, instantiated with the same type
// arguments, that no interface names, is renamed where it is declared and
// wherever it is called or taken as a value or an expression.
func TestMethodClashRenamed(t *testing.T) {
	decls := "type stack[T any] struct{ items []T }\n\nfunc (s *stack[T]) Pop() T { return s.items[len(s.items)-1] }\n\ntype queue[T any] struct{ items []T }\n\nfunc (q *queue[T]) Pop() T { return q.items[0] }\n\nfunc Pop[T any](xs []T) T { return xs[0] }"
	body := "\ts, q := &stack[int]{items: []int{1, 2}}, &queue[int]{items: []int{1, 2}}\n\tf, g := q.Pop, (*queue[int]).Pop\n\t_, _, _, _, _ = s.Pop(), q.Pop(), f(), g(q), Pop([]int{3})"
	src := stateSkill("", decls, body)
	u, err := Check("x.go", []byte(src))
	if err != nil {
		t.Fatalf("Check: %v\n%s", err, src)
	}
	code := string(u.Code)
	for _, want := range []string{
		"func (s *stack[T]) _skillrun_m2_Pop() T",
		"func (q *queue[T]) _skillrun_m1_Pop() T",
		"func Pop[T any](xs []T) T",
		"s._skillrun_m2_Pop(), q._skillrun_m1_Pop(),",
		"{ return _r._skillrun_m1_Pop() } }(q), func(_r *queue[int]) int { return _r._skillrun_m1_Pop() }",
	} {
		if !strings.Contains(code, want) {
			t.Errorf("normalised source lacks\n%s\n---\n%s", want, code)
		}
	}
	runKeepsItsLine(t, src, code)
}

// TestMethodClashRenamesTheOther: when the later method's type may
// implement an interface naming the method (it has every method the
// interface names) and the earlier's may not, the earlier is renamed.
func TestMethodClashRenamesTheOther(t *testing.T) {
	decls := "type stack[T any] struct{ items []T }\n\nfunc (s *stack[T]) Pop() T { return s.items[0] }\n\ntype queue[T any] struct{ items []T }\n\nfunc (q *queue[T]) Pop() T { return q.items[0] }\n\nfunc (q *queue[T]) Peek() T { return q.items[0] }\n\ntype peekPopper[T any] interface {\n\tPop() T\n\tPeek() T\n}"
	src := stateSkill("", decls, "\tvar p peekPopper[int] = &queue[int]{}\n\ts := &stack[int]{}\n\t_, _ = p.Pop(), s.Pop()")
	u, err := Check("x.go", []byte(src))
	if err != nil {
		t.Fatalf("Check: %v\n%s", err, src)
	}
	code := string(u.Code)
	for _, want := range []string{"func (s *stack[T]) _skillrun_m1_Pop() T", "func (q *queue[T]) Pop() T", "p.Pop(), s._skillrun_m1_Pop()"} {
		if !strings.Contains(code, want) {
			t.Errorf("normalised source lacks\n%s\n---\n%s", want, code)
		}
	}
}
