package check

import (
	"errors"
	"strings"
	"testing"
)

// vetRefuses checks that the skill of decls and body (stateSkill) is
// refused with each of wants ("line:col: substring") and with about.
func vetRefuses(t *testing.T, imports, decls, body, about string, wants ...string) {
	t.Helper()
	src := stateSkill(imports, decls, body)
	_, err := Check("x.go", []byte(src))
	var ve *VetError
	if !errors.As(err, &ve) {
		t.Fatalf("Check = %v; want a *VetError\n%s", err, src)
	}
	for _, w := range wants {
		if !strings.Contains(err.Error(), "x.go:"+w) || !strings.Contains(err.Error(), about) {
			t.Errorf("Check = %q;\nwant it to contain %q and %q\n%s", err, "x.go:"+w, about, src)
		}
	}
	if len(ve.Diags) != len(wants) {
		t.Errorf("Check = %d diagnostics, want %d: %v", len(ve.Diags), len(wants), err)
	}
}

// vetAllows checks that the skill of decls and body vets.
func vetAllows(t *testing.T, imports, decls, body string) {
	t.Helper()
	src := stateSkill(imports, decls, body)
	if _, err := Check("x.go", []byte(src)); err != nil {
		t.Errorf("Check = %v; want none\n%s", err, src)
	}
}

// TestRecursiveGenericsRefused: a generic type that reaches itself other
// than directly with one type argument is refused at the mention that
// leads back (yaegi's compiler instantiates it inside itself until its
// stack overflows: a fatal error, the process dies).
func TestRecursiveGenericsRefused(t *testing.T) {
	const about = "which the interpreter cannot compile"
	for _, tt := range []struct {
		name, decls string
		wants       []string
	}{
		{"pointer field", "type tree[K comparable, V any] struct {\n\tk     K\n\tv     V\n\tleft  *tree[K, V]\n}", []string{"12:9: the generic type tree refers to itself through tree[K, V] (several type arguments)"}},
		{"slice field", "type tree[K, V any] struct{ kids []tree[K, V] }", []string{"9:36: the generic type tree refers to itself"}},
		{"map field", "type tree[K comparable, V any] struct{ kids map[K]*tree[K, V] }", []string{"9:52: the generic type tree refers to itself"}},
		{"func field", "type tree[K, V any] struct{ visit func(*tree[K, V]) bool }", []string{"9:41: the generic type tree refers to itself"}},
		{"three type parameters", "type tree[K comparable, V, W any] struct {\n\tw    W\n\tnext *tree[K, V, W]\n}", []string{"11:8: the generic type tree refers to itself"}},
		{"arguments swapped", "type pair[K, V any] struct{ swap *pair[V, K] }", []string{"9:35: the generic type pair refers to itself"}},
		{"interface method", "type tree[K, V any] interface{ left() tree[K, V] }", []string{"9:39: the generic type tree refers to itself"}},
		{"mutual, two type parameters", "type list[K comparable, V any] struct{ head *entry[K, V] }\n\ntype entry[K comparable, V any] struct {\n\tnext  *entry[K, V]\n\towner *list[K, V]\n}",
			[]string{"9:46: the generic type list refers back to itself through entry[K, V]", "12:9: the generic type entry refers to itself through entry[K, V]"}},
		{"mutual, one type parameter", "type a[T any] struct{ b *b[T] }\n\ntype b[T any] struct{ a *a[T] }",
			[]string{"9:26: the generic type a refers back to itself through b[T]", "11:26: the generic type b refers back to itself through a[T]"}},
		{"through three types", "type a[T any] struct{ b []b[T] }\n\ntype b[T any] struct{ c map[string]c[T] }\n\ntype c[T any] struct{ a *a[int] }",
			[]string{"9:27: the generic type a refers back", "11:36: the generic type b refers back", "13:26: the generic type c refers back"}},
		{"inside another generic's arguments", "type box[T any] struct{ x T }\n\ntype tree[T any] struct{ kids []box[tree[T]] }", []string{"11:37: the generic type tree refers to itself through tree[T] inside another generic type's type arguments"}},
		{"two, inside another generic's arguments", "type box[T any] struct{ x T }\n\ntype tree[K, V any] struct{ kids []box[*tree[K, V]] }", []string{"11:41: the generic type tree refers to itself", "11:36: box is instantiated with *tree[K, V]"}},
		{"in a nested struct", "type tree[K, V any] struct {\n\tnode struct {\n\t\tkids []*tree[K, V]\n\t}\n}", []string{"11:11: the generic type tree refers to itself"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			vetRefuses(t, "", tt.decls, "\t_ = args", about, tt.wants...)
		})
	}
}

// TestRecursiveGenericsAllowed: a generic type of one type parameter that
// refers to itself directly (yaegi stops there), methods of a type of
// several that mention it, recursion of non-generic types and of a
// generic type through a non-generic one stay allowed.
func TestRecursiveGenericsAllowed(t *testing.T) {
	for _, tt := range []struct{ name, decls, body string }{
		{"one type parameter", "type node[T any] struct {\n\tv    T\n\tnext *node[T]\n\tkids []node[T]\n\tbyK  map[string]*node[T]\n\tf    func(*node[T]) int\n}", "\t_ = node[int]{}"},
		{"one type parameter, a struct of two", "type kv struct {\n\tk string\n\tv int\n}\n\ntype node[T any] struct {\n\tval  T\n\tnext *node[T]\n}", "\t_ = &node[kv]{}"},
		{"methods mention it", "type pair[K comparable, V any] struct {\n\tk K\n\tv V\n}\n\nfunc (p *pair[K, V]) swap(o *pair[K, V]) *pair[K, V] { return o }", "\tp := &pair[int, string]{}\n\t_ = p.swap(p)"},
		{"non-generic recursion", "type node struct {\n\tv    int\n\tnext *node\n\tkids map[string]*node\n}", "\t_ = node{}"},
		{"through a non-generic type", "type tree[T any] struct {\n\tv T\n\th *holder\n}\n\ntype holder struct{ t *tree[int] }", "\t_ = tree[int]{}"},
		{"generic types side by side", "type pair[K, V any] struct {\n\tk K\n\tv V\n}\n\ntype list[K, V any] struct{ items []pair[K, V] }", "\t_ = list[int, string]{}"},
	} {
		t.Run(tt.name, func(t *testing.T) { vetAllows(t, "", tt.decls, tt.body) })
	}
}

// nestedDecls declares the generic types TestNestedInstances uses.
const nestedDecls = "type pair[K, V any] struct {\n\tk K\n\tv V\n}\n\ntype box[T any] struct{ val T }\n\ntype one[T any] struct{ v T }\n\nfunc wrap[T any](x T) box[T] { return box[T]{x} }"

// TestNestedInstancesRefused: a generic instantiated with a type argument
// that holds an instance of a generic type of several type parameters
// (box[pair[K, V]]) is refused at the instantiation, written or inferred:
// yaegi cannot compile most (a CFG panic), and the rest crash beside
// others.
func TestNestedInstancesRefused(t *testing.T) {
	const about = "an instance of a generic type of several type parameters: the interpreter cannot compile or run"
	for _, tt := range []struct{ name, decls, body, want string }{
		{"composite literal in a generic function", "\n\nfunc mk[K, V any](k K, v V) *box[pair[K, V]] {\n\treturn &box[pair[K, V]]{val: pair[K, V]{k, v}}\n}", "\t_ = mk(1, \"a\")", "20:30: box is instantiated with pair[K, V], which holds pair[K, V] | 21:10: box is instantiated with pair[K, V]"},
		{"concrete types", "", "\t_ = &box[pair[int, string]]{}", "21:7: box is instantiated with pair[int, string]"},
		{"variable", "", "\tvar b box[pair[int, string]]\n\t_ = b", "21:8: box is instantiated"},
		{"pointer argument", "", "\t_ = box[*pair[int, string]]{}", "21:6: box is instantiated with *pair[int, string], which holds pair[int, string]"},
		{"conversion", "", "\tvar b struct{ val pair[int, string] }\n\t_ = box[pair[int, string]](b)", "22:6: box is instantiated"},
		{"assertion", "", "\tvar x any = 1\n\t_, _ = x.(box[pair[int, string]])", "22:12: box is instantiated"},
		{"explicit instantiation", "", "\t_ = wrap[pair[int, string]](pair[int, string]{})", "21:6: wrap is instantiated"},
		{"inferred", "", "\t_ = wrap(pair[int, string]{})", "21:6: wrap is instantiated with pair[int, string]"},
		{"inferred in a generic function", "\n\nfunc mk[K, V any](k K, v V) V { return wrap(pair[K, V]{k, v}).val.v }", "\t_ = mk(1, 2)", "20:40: wrap is instantiated with pair[K, V]"},
		{"in another generic's arguments", "", "\tvar p one[box[pair[int, string]]]\n\t_ = p", "21:8: one is instantiated with box[pair[int, string]], which holds pair[int, string] | 21:12: box is instantiated with pair[int, string]"},
		{"in a generic of several", "", "\tvar p pair[pair[int, int], string]\n\t_ = p", "21:8: pair is instantiated with pair[int, int]"},
		{"slice element", "", "\tb := []box[pair[int, string]]{{}}\n\t_ = b", "21:9: box is instantiated"},
		{"map element", "", "\tm := map[string]box[pair[int, string]]{}\n\t_ = m", "21:18: box is instantiated"},
		{"slice inside", "", "\t_ = &box[[]pair[int, string]]{}", "21:7: box is instantiated with []pair[int, string], which holds pair[int, string]"},
		{"struct field", "\n\ntype store[K, V any] struct{ b box[pair[K, V]] }", "\t_ = &store[int, string]{}", "20:32: box is instantiated"},
		{"signature", "\n\nfunc get(b *box[pair[int, string]]) string { return b.val.v }", "\t_ = get", "20:13: box is instantiated"},
		{"alias", "\n\ntype pis = pair[int, string]", "\t_ = &box[pis]{}", "23:7: box is instantiated with pis, which holds pair[int, string]"},
		{"in a function literal", "\n\nfunc mk[K, V any](k K, v V) V {\n\tf := func() V {\n\t\tb := &box[pair[K, V]]{}\n\t\tb.val.v = v\n\t\treturn b.val.v\n\t}\n\treturn f()\n}", "\t_ = mk(1, 2)", "22:9: box is instantiated"},
		{"in a method", "\n\ntype store[K, V any] struct{ n int }\n\nfunc (s *store[K, V]) put(k K, v V) {\n\t_ = &box[pair[K, V]]{}\n}", "\t(&store[int, int]{}).put(1, 2)", "23:7: box is instantiated"},
		{"package variable", "\n\nvar pb = &box[pair[int, string]]{}", "\t_ = pb", "20:11: box is instantiated"},
		{"generic type declared as one", "\n\ntype kvBox[K, V any] box[pair[K, V]]", "\t_ = kvBox[int, int]{}", "20:22: box is instantiated"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			vetRefuses(t, "", nestedDecls+tt.decls, tt.body, about, strings.Split(tt.want, " | ")...)
		})
	}
}

// TestNestedInstancesAllowed: an instance of one type parameter inside
// another, a named type (not an alias) of an instance, a struct type that
// is not generic, and instances of several type parameters whose
// arguments are plain types stay allowed.
func TestNestedInstancesAllowed(t *testing.T) {
	for _, tt := range []struct{ name, decls, body string }{
		{"one type argument inside", "\n\nfunc mk[T any](v T) *box[one[T]] { return &box[one[T]]{val: one[T]{v}} }", "\t_ = mk(1)\n\t_ = wrap(one[int]{})"},
		{"a named instance", "\n\ntype pis pair[int, string]", "\t_ = &box[pis]{}"},
		{"a struct type that is not generic", "\n\ntype kv struct {\n\tk string\n\tv int\n}", "\t_ = &box[kv]{}\n\t_ = wrap(kv{})\n\t_ = []box[*kv]{}"},
		{"plain arguments", "", "\t_ = pair[[]int, map[string]int]{}\n\t_ = box[[]int]{}"},
	} {
		t.Run(tt.name, func(t *testing.T) { vetAllows(t, "", nestedDecls+tt.decls, tt.body) })
	}
}

// comparableDecls declares an error type of the skill's, an interface it
// declares with an implementer, and generics over comparable.
const comparableDecls = "type myErr struct{ s string }\n\nfunc (e *myErr) Error() string { return e.s }\n\ntype shape interface{ area() int }\n\ntype sq struct{ s int }\n\nfunc (q sq) area() int { return q.s * q.s }\n\n" +
	"func index[T comparable](xs []T, x T) int {\n\tfor i, v := range xs {\n\t\tif v == x {\n\t\t\treturn i\n\t\t}\n\t}\n\treturn -1\n}\n\ntype set[K comparable] map[K]int"

// TestComparableInstancesRefused: a comparable type parameter given an
// interface that a type of the skill implements is refused where it is
// instantiated (inside, == answers false or crashes, and a map keyed by
// it crashes).
func TestComparableInstancesRefused(t *testing.T) {
	const about = "is not supported by the interpreter: its == and map keys"
	for _, tt := range []struct{ name, imports, decls, body, want string }{
		{"inferred", "", "", "\tvar e error = &myErr{\"a\"}\n\t_ = index([]error{e}, e)", "32:6: index instantiated with error for its comparable type parameter T, which may hold a type declared in the skill (*myErr)"},
		{"explicit", "", "", "\t_ = index[error](nil, nil)", "31:6: index instantiated with error"},
		{"the skill's interface", "", "", "\t_ = index([]shape{sq{1}}, shape(sq{1}))", "31:6: index instantiated with shape for its comparable type parameter T, which may hold a type declared in the skill (sq)"},
		{"generic type", "", "", "\ts := set[error]{}\n\t_ = s", "31:7: set instantiated with error for its comparable type parameter K"},
		{"variable of a generic type", "", "", "\tvar s set[shape]\n\t_ = s", "31:8: set instantiated with shape"},
		{"in a function literal", "", "", "\tf := func(e error) int { return index([]error{e}, e) }\n\t_ = f", "31:34: index instantiated with error"},
		{"in a generic, instantiated", "", "\n\nfunc has[T comparable](xs []T, x T) bool { return index(xs, x) >= 0 }", "\t_ = has([]error{nil}, nil)", "33:6: has instantiated with error"},
		{"a constraint with methods", "", "\n\nfunc same[T interface {\n\tcomparable\n\tError() string\n}](a, b T) bool {\n\treturn a == b\n}", "\t_ = same[error](nil, nil)", "38:6: same instantiated with error"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			vetRefuses(t, tt.imports, comparableDecls+tt.decls, tt.body, about, tt.want)
		})
	}
}

// TestComparableInstancesAllowed: == and map keys over a comparable type
// parameter are allowed in the generic (go/types calls the parameter an
// interface; the interpreter compiles the generic per type argument), and
// instantiating it with a concrete type, with any, or with an interface
// no type of the skill implements, is allowed.
func TestComparableInstancesAllowed(t *testing.T) {
	for _, tt := range []struct{ name, imports, decls, body string }{
		{"concrete types", "", "", "\t_ = index([]sq{{1}}, sq{1})\n\t_ = index([]*myErr{nil}, nil)\n\t_ = index([]string{\"a\"}, \"a\")\n\ts := set[sq]{}\n\ts[sq{1}]++"},
		{"any", "", "", "\t_ = index([]any{1, sq{1}}, any(sq{1}))\n\ts := set[any]{}\n\ts[1]++"},
		{"an interface none implements", "\t\"fmt\"\n", "\n\ntype named interface{ name() string }", "\t_ = index([]named{nil}, nil)\n\t_ = index([]fmt.Stringer{nil}, nil)"},
		{"a type parameter passed on", "", "\n\nfunc has[T comparable](xs []T, x T) bool { return index(xs, x) >= 0 }", "\t_ = has([]int{1}, 1)"},
		{"any parameter", "", "\n\nfunc first[T any](xs []T) T { return xs[0] }", "\tvar e error = &myErr{\"a\"}\n\t_ = first([]error{e})"},
	} {
		t.Run(tt.name, func(t *testing.T) { vetAllows(t, tt.imports, comparableDecls+tt.decls, tt.body) })
	}
}

// TestForCondRewritten: a loop with an init statement and neither a
// condition nor a post statement gets the condition true (yaegi ran its
// init again before every iteration), however its header is written:
// comments in it, a newline for its first semicolon, labeled and nested.
// Lines are kept; other loops are left as written.
func TestForCondRewritten(t *testing.T) {
	for _, tt := range []struct{ name, body, line, want string }{
		{"plain", "\tfor i := 0; ; {\n\t\tif i++; i > 3 {\n\t\t\tbreak\n\t\t}\n\t}", "\tfor i := 0; ; {", "\tfor i := 0; true; {"},
		{"no spaces", "\tfor i := 0;; {\n\t\tif i++; i > 3 {\n\t\t\tbreak\n\t\t}\n\t}", "\tfor i := 0;; {", "\tfor i := 0;true; {"},
		{"assignment", "\tvar i int\n\tfor i = 2; ; {\n\t\tif i++; i > 3 {\n\t\t\tbreak\n\t\t}\n\t}", "\tfor i = 2; ; {", "\tfor i = 2; true; {"},
		{"comment before", "\tfor i := 0; /* ; */ ; {\n\t\tif i++; i > 3 {\n\t\t\tbreak\n\t\t}\n\t}", "\tfor i := 0; /* ; */ ; {", "\tfor i := 0; /* ; */ true; {"},
		{"comment after", "\tfor i := 0; ; /* ; */ {\n\t\tif i++; i > 3 {\n\t\t\tbreak\n\t\t}\n\t}", "\tfor i := 0; ; /* ; */ {", "\tfor i := 0; true; /* ; */ {"},
		{"line comment, brace below", "\tfor i := 0; ; // ;\n\t{\n\t\tif i++; i > 3 {\n\t\t\tbreak\n\t\t}\n\t}", "\tfor i := 0; ; // ;", "\tfor i := 0; true; // ;"},
		{"newline for the first semicolon", "\tfor i := 0\n\t; {\n\t\tif i++; i > 3 {\n\t\t\tbreak\n\t\t}\n\t}", "\t; {", "\ttrue; {"},
		{"comment across lines", "\tfor i := 0; /*\n\t; */ ; {\n\t\tif i++; i > 3 {\n\t\t\tbreak\n\t\t}\n\t}", "\t; */ ; {", "\t; */ true; {"},
		{"labeled", "outer:\n\tfor i := 0; ; {\n\t\tif i++; i > 3 {\n\t\t\tbreak outer\n\t\t}\n\t}", "\tfor i := 0; ; {", "\tfor i := 0; true; {"},
		{"nested", "\tfor i := 0; i < 3; i++ {\n\t\tfor j := i; ; {\n\t\t\tif j++; j > 3 {\n\t\t\t\tbreak\n\t\t\t}\n\t\t}\n\t}", "\t\tfor j := i; ; {", "\t\tfor j := i; true; {"},
		{"in a function literal", "\tf := func() {\n\t\tfor i := 0; ; {\n\t\t\tif i++; i > 3 {\n\t\t\t\treturn\n\t\t\t}\n\t\t}\n\t}\n\tf()", "\t\tfor i := 0; ; {", "\t\tfor i := 0; true; {"},
		{"with a condition", "\tfor i := 0; i < 3; {\n\t\ti++\n\t}", "\tfor i := 0; i < 3; {", "\tfor i := 0; i < 3; {"},
		{"with a post statement", "\tfor i := 0; ; i++ {\n\t\tif i > 3 {\n\t\t\tbreak\n\t\t}\n\t}", "\tfor i := 0; ; i++ {", "\tfor i := 0; ; i++ {"},
		{"no init", "\tfor ; ; {\n\t\tbreak\n\t}", "\tfor ; ; {", "\tfor ; ; {"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			src := stateSkill("", "", tt.body)
			u, err := Check("x.go", []byte(src))
			if err != nil {
				t.Fatalf("Check = %v\n%s", err, src)
			}
			lines, code := strings.Split(src, "\n"), strings.Split(string(u.Code), "\n")
			n := -1
			for i, l := range lines {
				if l == tt.line {
					n = i
				}
			}
			if n < 0 || n >= len(code) || code[n] != tt.want {
				t.Errorf("line %d of the normalised code:\n%s\nwant %q", n+1, u.Code, tt.want)
			}
		})
	}
}

// TestGenericHeapInMethod: a generic type's method that passes its
// receiver to container/heap (an interface of another package) vets; the
// helper that copies a value into such an interface is written at the
// top of the file, where the method's type parameters are not names, so
// none is written for *pq[K, V] (it was, and the normalised source did
// not type-check: "undefined: K", an internal error).
func TestGenericHeapInMethod(t *testing.T) {
	vetAllows(t, "\t\"cmp\"\n\t\"container/heap\"\n", `type item[K cmp.Ordered, V any] struct {
	key K
	val V
}

type pq[K cmp.Ordered, V any] struct{ items []item[K, V] }

func (q *pq[K, V]) Len() int           { return len(q.items) }
func (q *pq[K, V]) Less(i, j int) bool { return q.items[i].key < q.items[j].key }
func (q *pq[K, V]) Swap(i, j int)      { q.items[i], q.items[j] = q.items[j], q.items[i] }
func (q *pq[K, V]) Push(x any)         { q.items = append(q.items, x.(item[K, V])) }
func (q *pq[K, V]) Pop() any {
	it := q.items[len(q.items)-1]
	q.items = q.items[:len(q.items)-1]
	return it
}

func (q *pq[K, V]) Put(k K, v V) { heap.Push(q, item[K, V]{k, v}) }

func (q *pq[K, V]) Take() (K, V) {
	it := heap.Pop(q).(item[K, V])
	return it.key, it.val
}`, "\tvar q pq[int, string]\n\tq.Put(2, \"b\")\n\tq.Put(1, \"a\")\n\tk, v := q.Take()\n\t_, _ = k, v")
}
