package sandbox

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/skills"
)

// vetDiffCase is one source of the vet/interpreter differential.
type vetDiffCase struct {
	name   string
	src    []byte
	refuse string
}

// repoSkills returns every skill source in the repository: the examples'
// libraries, the built-ins, and every testdata library (the hostile
// suites included). Files that are not skills are left out by Check.
func repoSkills(t *testing.T) []vetDiffCase {
	t.Helper()
	root := filepath.Join("..", "..")
	var out []vetDiffCase
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if n := d.Name(); n == ".git" || n == "node_modules" || n == "fuzz" || n == ".skillrun" {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		slash := filepath.ToSlash(path)
		if !strings.Contains(slash, "/testdata/") && !strings.Contains(slash, "/skills/") && !strings.Contains(slash, "library/builtin/") {
			return nil
		}
		if strings.HasPrefix(slash, "../../skills/") { // the SDK itself
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		out = append(out, vetDiffCase{name: slash, src: b})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// variant is a generated skill: a Run body with extra imports and
// declarations, each exercising a construct agents write.
type variant struct {
	name, imports, decls, body string
	// refuse, when set, is what vet says of the variant on purpose (a
	// policy, or what the interpreter's generic sources lack).
	refuse string
}

func (v variant) source() []byte {
	return []byte(fmt.Sprintf(`// Variant %[1]s.
package %[1]s

import (
	"github.com/skillrun/skillrun/skills"
%[2]s
)

%[3]s

// Args are the variant's arguments.
type Args struct {
	N int `+"`json:\"n\"`"+`
}

// Run runs the construct.
func Run(env skills.Env, args Args) (skills.Result, error) {
%[4]s
}
`, v.name, v.imports, v.decls, v.body))
}

// variants exercise method values and expressions (of the SDK's
// interfaces, of standard types, of the skill's own types), closures,
// generics, control flow and the rewritten Go 1.22 constructs.
var variants = []variant{
	{name: "mv_env_call", body: "\tf := env.Call\n\tr, err := f(\"x\", nil)\n\treturn r, err"},
	{name: "mv_env_act", body: "\tact := env.Act\n\tout, err := act(skills.Action{Name: \"a\"})\n\treturn skills.Result{\"ok\": out.OK}, err"},
	{name: "mv_env_observe", body: "\tobs := env.Observe\n\to, err := obs()\n\treturn skills.Result{\"n\": len(o)}, err"},
	{name: "mv_env_log", body: "\tlog := env.Log\n\tlog(\"hi\", \"k\", 1)\n\treturn nil, nil"},
	{name: "mv_env_in_map", body: "\tops := map[string]func(string, any) (skills.Result, error){\"call\": env.Call}\n\t_ = ops\n\treturn nil, nil"},
	{name: "mv_env_as_arg", body: "\treturn apply(env.Call)", decls: "func apply(f func(string, any) (skills.Result, error)) (skills.Result, error) { return f(\"x\", nil) }"},
	{name: "mv_env_returned", body: "\tg := getter(env)\n\t_, err := g()\n\treturn nil, err", decls: "func getter(e skills.Env) func() (skills.Observation, error) { return e.Observe }"},
	{name: "mv_env_in_struct", body: "\th := holder{call: env.Call}\n\t_ = h\n\treturn nil, nil", decls: "type holder struct{ call func(string, any) (skills.Result, error) }"},
	{name: "mv_builder", imports: "\t\"strings\"", body: "\tvar b strings.Builder\n\tw := b.WriteString\n\tw(\"x\")\n\treturn skills.Result{\"s\": b.String()}, nil"},
	{name: "mv_own_type", body: "\tc := &counter{}\n\tinc := c.inc\n\tinc()\n\tinc()\n\treturn skills.Result{\"n\": c.n}, nil", decls: "type counter struct{ n int }\n\nfunc (c *counter) inc() { c.n++ }"},
	{name: "mv_own_value", body: "\tp := pt{1, 2}\n\tf := p.sum\n\tp.x = 10\n\treturn skills.Result{\"s\": f()}, nil", decls: "type pt struct{ x, y int }\n\nfunc (p pt) sum() int { return p.x + p.y }"},
	{name: "mv_own_iface", body: "\tvar s shape = sq{3}\n\ta := s.area\n\treturn skills.Result{\"a\": a()}, nil", decls: "type shape interface{ area() int }\ntype sq struct{ s int }\n\nfunc (q sq) area() int { return q.s * q.s }"},
	{name: "mv_ptr_value", body: "\tp := &pt{1, 2}\n\tf := p.sum\n\tp.x = 10\n\treturn skills.Result{\"s\": f()}, nil", decls: "type pt struct{ x, y int }\n\nfunc (p pt) sum() int { return p.x + p.y }"},
	{name: "mv_addr_value", body: "\tvar c counter\n\tinc := c.inc\n\tinc()\n\tinc()\n\treturn skills.Result{\"n\": c.n}, nil", decls: "type counter struct{ n int }\n\nfunc (c *counter) inc() { c.n++ }"},
	{name: "mv_promoted", body: "\tb := big{base{1}}\n\tg := b.get\n\tb.v = 5\n\treturn skills.Result{\"v\": g()}, nil", decls: "type base struct{ v int }\n\nfunc (b base) get() int { return b.v }\n\ntype big struct{ base }"},
	{name: "mv_variadic", body: "\tlog := env.Log\n\tkv := []any{\"a\", 1}\n\tlog(\"m\", kv...)\n\treturn nil, nil"},
	{name: "mv_observation", body: "\to := skills.Observation{\"a\": 1}\n\tget := o.Int\n\treturn skills.Result{\"a\": get(\"a\")}, nil"},
	{name: "me_own_type", body: "\tf := (*counter).inc\n\tc := &counter{}\n\tf(c)\n\treturn skills.Result{\"n\": c.n}, nil", decls: "type counter struct{ n int }\n\nfunc (c *counter) inc() { c.n++ }"},
	{name: "me_builder", imports: "\t\"strings\"", body: "\tf := (*strings.Builder).WriteString\n\tvar b strings.Builder\n\tf(&b, \"x\")\n\treturn skills.Result{\"s\": b.String()}, nil"},
	{name: "func_value_std", imports: "\t\"strings\"", body: "\tup := strings.ToUpper\n\treturn skills.Result{\"s\": up(\"x\")}, nil"},
	{name: "closure_counter", body: "\tnext := func() func() int { i := 0; return func() int { i++; return i } }()\n\tnext()\n\treturn skills.Result{\"n\": next()}, nil"},
	{name: "range_int", body: "\ts := 0\n\tfor i := range 10 {\n\t\ts += i\n\t}\n\treturn skills.Result{\"s\": s}, nil"},
	{name: "minmax_clear", body: "\tm := map[int]int{1: 2}\n\tclear(m)\n\treturn skills.Result{\"a\": min(3, args.N, 7), \"b\": max(1.5, 2), \"m\": len(m)}, nil"},
	{name: "loopvar_capture", body: "\tvar fs []func() int\n\tfor i := 0; i < 3; i++ {\n\t\tfs = append(fs, func() int { return i })\n\t}\n\treturn skills.Result{\"v\": fs[0]() + fs[2]()}, nil"},
	{name: "generic_func", body: "\treturn skills.Result{\"m\": maxOf([]int{3, 9, 2})}, nil", imports: "\t\"cmp\"", decls: "func maxOf[T cmp.Ordered](xs []T) T { m := xs[0]; for _, x := range xs { if x > m { m = x } }; return m }"},
	{name: "generic_type", body: "\tvar s stack[string]\n\ts.push(\"a\")\n\treturn skills.Result{\"n\": len(s.items)}, nil", decls: "type stack[T any] struct{ items []T }\n\nfunc (s *stack[T]) push(x T) { s.items = append(s.items, x) }"},
	{name: "slices_sort", imports: "\t\"slices\"", body: "\txs := []int{3, 1, 2}\n\tslices.Sort(xs)\n\treturn skills.Result{\"x\": xs[0], \"i\": slices.Index(xs, 3)}, nil"},
	{name: "sort_slice", imports: "\t\"sort\"", body: "\txs := []string{\"b\", \"a\"}\n\tsort.Slice(xs, func(i, j int) bool { return xs[i] < xs[j] })\n\treturn skills.Result{\"x\": xs[0]}, nil"},
	{name: "type_switch", body: "\tvar v any = 3.5\n\tswitch x := v.(type) {\n\tcase int, int64:\n\t\treturn skills.Result{\"t\": \"int\"}, nil\n\tcase float64:\n\t\treturn skills.Result{\"t\": x}, nil\n\t}\n\treturn nil, nil"},
	{name: "labeled_loops", body: "\tn := 0\nouter:\n\tfor i := 0; i < 5; i++ {\n\t\tfor j := 0; j < 5; j++ {\n\t\t\tif j == 3 {\n\t\t\t\tcontinue outer\n\t\t\t}\n\t\t\tif i == 4 {\n\t\t\t\tbreak outer\n\t\t\t}\n\t\t\tn++\n\t\t}\n\t}\n\treturn skills.Result{\"n\": n}, nil"},
	{name: "defer_recover", body: "\treturn safe(), nil", decls: "func safe() (r skills.Result) {\n\tdefer func() {\n\t\tif e := recover(); e != nil {\n\t\t\tr = skills.Result{\"recovered\": fmt.Sprint(e)}\n\t\t}\n\t}()\n\tpanic(\"boom\")\n}", imports: "\t\"fmt\""},
	{name: "goroutines_chan", body: "\tch := make(chan int, 3)\n\tfor i := range 3 {\n\t\tgo func() { ch <- i }()\n\t}\n\ts := 0\n\tfor range 3 {\n\t\ts += <-ch\n\t}\n\treturn skills.Result{\"s\": s}, nil"},
	{name: "select_default", body: "\tch := make(chan int)\n\tselect {\n\tcase v := <-ch:\n\t\treturn skills.Result{\"v\": v}, nil\n\tdefault:\n\t\treturn skills.Result{\"v\": -1}, nil\n\t}"},
	{name: "embedding", body: "\tb := big{base{1}}\n\treturn skills.Result{\"v\": b.get()}, nil", decls: "type base struct{ v int }\n\nfunc (b base) get() int { return b.v }\n\ntype big struct{ base }"},
	{name: "stringer_fmt", imports: "\t\"fmt\"", body: "\treturn skills.Result{\"s\": fmt.Sprint(temp(20))}, nil", decls: "type temp int\n\nfunc (t temp) String() string { return fmt.Sprintf(\"%dC\", int(t)) }"},
	{name: "error_type", imports: "\t\"errors\"\n\t\"fmt\"", body: "\terr := fmt.Errorf(\"wrap: %w\", &myErr{\"x\"})\n\tvar me *myErr\n\treturn skills.Result{\"as\": errors.As(err, &me)}, nil", decls: "type myErr struct{ s string }\n\nfunc (e *myErr) Error() string { return e.s }"},
	// Interface values holding the skill's own types compare wrongly
	// in the interpreter (false where Go says true, or a crash); vet
	// refuses where both sides may hold one. errors.New's sentinels,
	// nil and concrete values compare right, and vet lets them be.
	{name: "err_compare_own", refuse: "comparing interface values that may hold a type declared in the skill (*ptrErr)", imports: "\t\"errors\"\n\t\"fmt\"", decls: "type ptrErr struct{ s string }\n\nfunc (e *ptrErr) Error() string { return e.s }\n\nvar errP = &ptrErr{\"p\"}\n\nvar errN = errors.New(\"n\")\n\nfunc fail(k int) error {\n\tif k == 0 {\n\t\treturn errP\n\t}\n\treturn fmt.Errorf(\"wrap: %w\", errN)\n}", body: "\treturn skills.Result{\"eq\": fail(0) == errP}, nil"},
	{name: "err_compare_own_vars", refuse: "comparing interface values", imports: "\t\"errors\"\n\t\"fmt\"", decls: "type ptrErr struct{ s string }\n\nfunc (e *ptrErr) Error() string { return e.s }\n\nvar errP = &ptrErr{\"p\"}\n\nvar errN = errors.New(\"n\")\n\nfunc fail(k int) error {\n\tif k == 0 {\n\t\treturn errP\n\t}\n\treturn fmt.Errorf(\"wrap: %w\", errN)\n}\n\nvar errE error = &ptrErr{\"e\"}", body: "\terr := fail(args.N)\n\treturn skills.Result{\"ne\": err != errE}, nil"},
	{name: "err_switch_own", refuse: "comparing interface values", imports: "\t\"errors\"\n\t\"fmt\"", decls: "type ptrErr struct{ s string }\n\nfunc (e *ptrErr) Error() string { return e.s }\n\nvar errP = &ptrErr{\"p\"}\n\nvar errN = errors.New(\"n\")\n\nfunc fail(k int) error {\n\tif k == 0 {\n\t\treturn errP\n\t}\n\treturn fmt.Errorf(\"wrap: %w\", errN)\n}", body: "\tswitch fail(0) {\n\tcase errP:\n\t\treturn skills.Result{\"p\": true}, nil\n\t}\n\treturn nil, nil"},
	{name: "err_is_own", refuse: "errors.Is with a target that may hold an error type declared in the skill (*ptrErr)", imports: "\t\"errors\"\n\t\"fmt\"", decls: "type ptrErr struct{ s string }\n\nfunc (e *ptrErr) Error() string { return e.s }\n\nvar errP = &ptrErr{\"p\"}\n\nvar errN = errors.New(\"n\")\n\nfunc fail(k int) error {\n\tif k == 0 {\n\t\treturn errP\n\t}\n\treturn fmt.Errorf(\"wrap: %w\", errN)\n}", body: "\treturn skills.Result{\"is\": errors.Is(fail(0), errP)}, nil"},
	{name: "err_value_compare_own", refuse: "comparing interface values", decls: "type valErr struct{ s string }\n\nfunc (e valErr) Error() string { return e.s }", body: "\tvar err error = valErr{\"v\"}\n\treturn skills.Result{\"eq\": err == valErr{\"v\"}}, nil"},
	{name: "any_compare_own", refuse: "comparing interface values", decls: "type pt struct{ x int }", body: "\tvar a any = pt{1}\n\treturn skills.Result{\"eq\": a == pt{1}}, nil"},
	{name: "err_map_key_own", refuse: "a map keyed by error with a key that may hold a type declared in the skill (*ptrErr)", imports: "\t\"errors\"\n\t\"fmt\"", decls: "type ptrErr struct{ s string }\n\nfunc (e *ptrErr) Error() string { return e.s }\n\nfunc fail() error { return &ptrErr{\"p\"} }", body: "\tseen := map[error]int{}\n\tseen[fail()]++\n\treturn skills.Result{\"n\": len(seen), \"e\": fmt.Sprint(errors.Unwrap(nil))}, nil"},
	{name: "map_keys_fine", imports: "\t\"errors\"", decls: "type pt struct{ x int }\n\nvar errN = errors.New(\"n\")", body: "\tbyErr := map[error]int{errN: 1}\n\tbyAny := map[any]int{pt{1}: 2, \"a\": 3}\n\tbyPt := map[pt]int{{1}: 4}\n\treturn skills.Result{\"e\": byErr[errN], \"a\": byAny[pt{1}] + byAny[\"a\"], \"p\": byPt[pt{1}]}, nil"},
	// A generic's == and map keys over a comparable type parameter run
	// right for a concrete type argument (vet refused every such
	// generic: go/types calls a type parameter an interface); one
	// instantiated with an interface that may hold the skill's type is
	// refused where it is instantiated.
	{name: "generic_comparable", decls: "type pt struct{ x, y int }\n\nfunc index[T comparable](xs []T, x T) int {\n\tfor i, v := range xs {\n\t\tif v == x {\n\t\t\treturn i\n\t\t}\n\t}\n\treturn -1\n}\n\ntype set[K comparable] map[K]int\n\nfunc (s set[K]) add(k K) { s[k]++ }", body: "\tss, sp := set[string]{}, set[pt]{}\n\tss.add(\"a\")\n\tss.add(\"a\")\n\tsp.add(pt{1, 2})\n\tsp.add(pt{1, 2})\n\treturn skills.Result{\"i\": index([]int{1, 2, 3}, 2), \"p\": index([]pt{{1, 2}, {3, 4}}, pt{3, 4}), \"s\": ss[\"a\"] + sp[pt{1, 2}]}, nil"},
	{name: "generic_comparable_iface", refuse: "index instantiated with error for its comparable type parameter T, which may hold a type declared in the skill (*myErr)", decls: "type myErr struct{ s string }\n\nfunc (e *myErr) Error() string { return e.s }\n\nfunc index[T comparable](xs []T, x T) int {\n\tfor i, v := range xs {\n\t\tif v == x {\n\t\t\treturn i\n\t\t}\n\t}\n\treturn -1\n}", body: "\tvar e error = &myErr{\"a\"}\n\treturn skills.Result{\"i\": index([]error{e}, e)}, nil"},
	{name: "generic_map_iface", refuse: "set instantiated with error for its comparable type parameter K", decls: "type myErr struct{ s string }\n\nfunc (e *myErr) Error() string { return e.s }\n\ntype set[K comparable] map[K]bool", body: "\tvar e error = &myErr{\"a\"}\n\ts := set[error]{e: true}\n\treturn skills.Result{\"n\": len(s)}, nil"},
	// Generic types that refer to themselves, and instances nested in
	// instances, as the interpreter runs them (vet refuses the rest: a
	// recursive generic type overflows its compiler's stack, killing the
	// process; an instance of several type parameters as a type argument
	// is a CFG panic, or a crash).
	{name: "generic_shapes_fine", imports: "\t\"fmt\"", decls: `type node[T any] struct {
	v    T
	next *node[T]
	kids []node[T]
	byK  map[string]*node[T]
}

func (n *node[T]) push(v T) *node[T] { return &node[T]{v: v, next: n} }

type pair[K comparable, V any] struct {
	k K
	v V
}

func (p *pair[K, V]) swap(o *pair[K, V]) *pair[K, V] { return o }

type kv struct {
	k string
	v int
}

type tree[T any] struct {
	v T
	h *holder
}

type holder struct{ t *tree[int] }

type box[T any] struct{ val T }

type one[T any] struct{ v T }

func wrap[T any](x T) box[T] { return box[T]{x} }

func boxed[T any](v T) *box[one[T]] { return &box[one[T]]{val: one[T]{v}} }

type pis pair[int, string]`, body: `	var l *node[kv]
	for i := range 3 {
		l = l.push(kv{fmt.Sprint(i), i})
	}
	s := 0
	for n := l; n != nil; n = n.next {
		s += n.v.v
	}
	root := node[int]{v: 1, kids: []node[int]{{v: 2}}, byK: map[string]*node[int]{"a": {v: 3}}}
	p := &pair[int, string]{1, "a"}
	t := &tree[int]{v: 1, h: &holder{t: &tree[int]{v: 4}}}
	named := &box[pis]{val: pis{6, "e"}}
	return skills.Result{
		"list": s, "kids": root.kids[0].v + root.byK["a"].v, "swap": p.swap(p).v, "through": t.h.t.v,
		"one": boxed(7).val.v, "named": named.val.v, "kv": wrap(kv{"w", 8}).val.k,
	}, nil`},
	{name: "generic_recursive", refuse: "the generic type tree refers to itself through tree[K, V] (several type arguments)", decls: "type tree[K comparable, V any] struct {\n\tk    K\n\tv    V\n\tleft *tree[K, V]\n}", body: "\tt := &tree[int, string]{k: 1, v: \"a\"}\n\treturn skills.Result{\"v\": t.v}, nil"},
	{name: "generic_recursive_mutual", refuse: "the generic type a refers back to itself through b[T]", decls: "type a[T any] struct {\n\tv T\n\tb *b[T]\n}\n\ntype b[T any] struct{ a *a[T] }", body: "\tx := &a[int]{v: 1}\n\tx.b = &b[int]{a: x}\n\treturn skills.Result{\"v\": x.b.a.v}, nil"},
	{name: "generic_nested_instance", refuse: "box is instantiated with pair[K, V], which holds pair[K, V], an instance of a generic type of several type parameters", decls: "type pair[K, V any] struct {\n\tk K\n\tv V\n}\n\ntype box[T any] struct{ val T }\n\nfunc mk[K, V any](k K, v V) *box[pair[K, V]] {\n\treturn &box[pair[K, V]]{val: pair[K, V]{k, v}}\n}", body: "\treturn skills.Result{\"v\": mk(1, \"a\").val.v}, nil"},
	// Named results read before they are set, or returned bare: the
	// interpreter started them with what the call's destination last
	// held (the variable assigned, or a temporary reused in a loop) and
	// wrote them into it before returning, until the normaliser gave them
	// fresh locals: in a loop, nested in a call, a method, a generic, a
	// function with a deferred recover, a literal called directly, with a
	// blank result, into an element, and a callee reading the variable its
	// result is assigned to.
	{name: "named_results_fresh", imports: "\t\"errors\"\n\t\"fmt\"", decls: namedResultsDecls, body: namedResultsBody},
	// recover() gives the value panicked with: an error (wrapping a
	// sentinel, the sentinel, a plain one), a string, an int, a slice,
	// and an error recovered in the function that called the panicking
	// one (a runtime error is recovered as the interpreter's text, a
	// string: README). The interpreter's recover() gave a reflect.Value
	// holding it (r.(error) failed) until the normaliser rewrote each
	// recover() to plain.Recovered(recover()).
	{name: "recover_values", imports: "\t\"errors\"\n\t\"fmt\"", decls: recoverDecls, body: recoverBody},
	// A nil interface value asserted (comma-ok) to error or
	// fmt.Stringer is not one, directly or in a rewritten type switch:
	// the interpreter's assertion crashed ("reflect: call of
	// reflect.Value.Type on zero Value").
	{name: "nil_assert", imports: "\t\"errors\"\n\t\"fmt\"", decls: nilAssertDecls, body: nilAssertBody},
	// A type without type parameters that reaches itself through a
	// generic instance's type arguments: the interpreter could not build
	// it (vet refuses it, checkThroughGenerics); a pointer to the type
	// itself as the argument compiled and crashed running (reflect:
	// Field index out of range).
	{name: "generic_through_value", refuse: "the type node refers to itself through node, a type argument of box", decls: "type box[T any] struct{ items []T }\n\ntype node struct {\n\tname string\n\tkids box[node]\n}", body: "\tvar n node\n\tn.kids.items = append(n.kids.items, node{name: \"a\"})\n\treturn skills.Result{\"n\": len(n.kids.items)}, nil"},
	{name: "generic_through_pointer", refuse: "the type node refers to itself through *node, a type argument of box", decls: "type box[T any] struct{ items []T }\n\nfunc (b *box[T]) add(x T) { b.items = append(b.items, x) }\n\ntype node struct {\n\tname string\n\tkids box[*node]\n}\n\nfunc count(n *node) int {\n\tc := 1\n\tfor _, k := range n.kids.items {\n\t\tc += count(k)\n\t}\n\treturn c\n}", body: "\troot := &node{name: \"r\"}\n\ta := &node{name: \"a\"}\n\troot.kids.add(a)\n\ta.kids.add(&node{name: \"b\"})\n\troot.kids.add(&node{name: \"c\"})\n\treturn skills.Result{\"n\": count(root), \"first\": root.kids.items[0].kids.items[0].name}, nil"},
	// A loop with an init statement and neither condition nor post
	// statement: the interpreter ran the init before every iteration
	// (i was 0 each time) until the normaliser gave it the condition
	// true; with comments in the header, a newline for its first
	// semicolon, labeled, nested, with continue.
	{name: "for_init_only", body: `	var seen []int
	for i := 0; ; {
		seen = append(seen, i)
		if i >= 3 || len(seen) > 6 {
			break
		}
		i += 1
	}
	j := 0
	for j = 5; ; {
		if j++; j > 7 {
			break
		}
	}
	n := 0
outer:
	for i := 0; /* ; */ ; {
		i++
		if i > 20 {
			break
		}
		for j := i; ; // ;
		{
			j++
			if j%2 == 0 {
				continue
			}
			if j > i+4 {
				continue outer
			}
			n++
		}
	}
	k := 0
	for x := 1
	; {
		if k += x; k > 10 {
			break
		}
		x *= 2
	}
	return skills.Result{"seen": seen, "j": j, "n": n, "k": k}, nil`},
	{name: "fmt_own_error", imports: "\t\"errors\"\n\t\"fmt\"", decls: "type ptrErr struct{ s string }\n\nfunc (e *ptrErr) Error() string { return e.s }\n\ntype valErr struct{ s string }\n\nfunc (e valErr) Error() string { return e.s }\n\ntype both struct{}\n\nfunc (both) Error() string { return \"err\" }\n\nfunc (both) String() string { return \"str\" }", body: "\tw := fmt.Errorf(\"w: %w\", &ptrErr{\"x\"})\n\tp, ok := errors.Unwrap(w).(*ptrErr)\n\treturn skills.Result{\"w\": w.Error(), \"unwrap\": ok && p.s == \"x\", \"v\": fmt.Sprintf(\"%v|%s|%d\", valErr{\"a\"}, &valErr{\"b\"}, 3), \"both\": fmt.Sprint(both{}, 1)}, nil"},
	{name: "err_var_own", imports: "\t\"fmt\"", decls: "type emptyErr struct{}\n\nfunc (emptyErr) Error() string { return \"empty\" }\n\ntype valErr struct{ s string }\n\nfunc (e valErr) Error() string { return e.s }\n\nvar errE error = emptyErr{}\n\ntype holder struct{ err error }", body: "\tvar e error\n\te = valErr{\"x\"}\n\tvar h holder\n\th.err = valErr{\"h\"}\n\tm := map[string]error{}\n\tm[\"k\"] = valErr{\"m\"}\n\treturn skills.Result{\"pkg\": errE.Error(), \"local\": e.Error() + fmt.Sprint(e), \"field\": h.err.Error(), \"map\": m[\"k\"].Error()}, nil"},
	{name: "fmt_own_stringer", imports: "\t\"fmt\"", decls: "type temp float64\n\nfunc (t temp) String() string { return fmt.Sprintf(\"%.1fC\", float64(t)) }\n\ntype dir int\n\nfunc (d dir) String() string { return [...]string{\"N\", \"E\", \"S\", \"W\"}[d] }", body: "\tf := fmt.Sprintf(\"%v %s %.2f %q|%5.1f|%d %c|%*d|%%|%+v\", temp(1), []temp{2, 3}, temp(4), []temp{5}, temp(6), dir(1), dir(65), 3, dir(2), dir(3))\n\treturn skills.Result{\"f\": f, \"p\": fmt.Sprint(dir(1), []dir{2}, []dir(nil)), \"e\": fmt.Errorf(\"at %d: %v\", dir(2), []dir{1}).Error()}, nil"},
	{name: "reserved_name", refuse: "_skillrun_min_int: names beginning _skillrun_ are reserved", decls: "func _skillrun_min_int(x int) int { return x }", body: "\treturn skills.Result{\"v\": min(1, _skillrun_min_int(2))}, nil"},
	{name: "fmt_stringer_shadow", imports: "\t\"fmt\"", decls: "type dir int\n\nfunc (d dir) String() string { return \"N\" }", body: "\tint := 3\n\treturn skills.Result{\"s\": fmt.Sprintf(\"%d %d %v\", dir(1), int, dir(0))}, nil"},
	{name: "result_iface_values", decls: "type Shape interface{ Area() float64 }\n\ntype Rect struct{ W, H float64 }\n\nfunc (r Rect) Area() float64 { return r.W * r.H }\n\ntype Box struct {\n\tS   Shape\n\tAll []Shape `json:\"all\"`\n\tn   int\n}", body: "\tshapes := []Shape{Rect{2, 3}, &Rect{1, 1}}\n\tr := skills.Result{\"s\": shapes, \"a\": []any{Rect{1, 1}, 2, \"x\"}, \"m\": map[string]Shape{\"x\": Rect{5, 5}}, \"b\": Box{Rect{6, 6}, shapes[:1], 3}, \"p\": &Box{S: &Rect{7, 7}}, \"arr\": [2]Shape{Rect{8, 8}}, \"area\": shapes[0].Area()}\n\tenv.Log(\"shapes\", \"s\", shapes[:1])\n\t_, err := env.Call(\"x\", map[string]any{\"s\": []any{Rect{3, 3}}})\n\treturn r, err"},
	{name: "json_method", refuse: "method MarshalJSON: encoding/json never calls a method of the skill's own types", imports: "\t\"encoding/json\"", decls: "type level int\n\nfunc (l level) MarshalJSON() ([]byte, error) { return json.Marshal([]string{\"low\", \"high\"}[l]) }", body: "\tb, err := json.Marshal(map[string]level{\"x\": 1})\n\treturn skills.Result{\"j\": string(b)}, err"},
	{name: "result_embedded", decls: "type Inner struct {\n\tA int `json:\"a\"`\n}\n\ntype inner struct {\n\tC int `json:\"c\"`\n}\n\ntype Base struct {\n\tID string `json:\"id\"`\n}\n\ntype Outer struct {\n\tInner\n\tinner\n\t*Base `json:\",omitempty\"`\n\tB     int `json:\"b\"`\n}", body: "\to := Outer{Inner{1}, inner{3}, &Base{\"x\"}, 2}\n\treturn skills.Result{\"o\": o, \"list\": []Outer{o, {B: 4}}, \"promoted\": o.A + o.C}, nil"},
	{name: "assert_err_value", decls: "type valErr struct{ code int }\n\nfunc (e valErr) Error() string { return \"v\" }\n\nfunc do() (int, error) { return 0, valErr{400} }", body: "\t_, err := do()\n\te, ok := err.(valErr)\n\treturn skills.Result{\"ok\": ok, \"code\": e.code}, nil"},
	{name: "assert_err_switch", decls: "type valErr struct{ code int }\n\nfunc (e valErr) Error() string { return \"v\" }\n\nfunc do() error { return valErr{400} }", body: "\tswitch e := do().(type) {\n\tcase valErr:\n\t\treturn skills.Result{\"code\": e.code}, nil\n\t}\n\treturn nil, nil"},
	{name: "assert_err_iface", refuse: "asserting a value of error to the skill's interface coder", decls: "type ptrErr struct{ c int }\n\nfunc (e *ptrErr) Error() string { return \"p\" }\n\nfunc (e *ptrErr) code() int { return e.c }\n\ntype coder interface {\n\terror\n\tcode() int\n}\n\nfunc do() error { return &ptrErr{7} }", body: "\tc, ok := do().(coder)\n\tif !ok {\n\t\treturn nil, nil\n\t}\n\treturn skills.Result{\"code\": c.code()}, nil"},
	{name: "defer_in_loop", refuse: "defer in a loop with an argument (i) is not supported by the interpreter", body: "\tvar order []int\n\tfunc() {\n\t\tfor i := 0; i < 3; i++ {\n\t\t\tdefer func(k int) { order = append(order, k) }(i)\n\t\t}\n\t}()\n\treturn skills.Result{\"order\": order}, nil"},
	{name: "defer_in_loop_closure", refuse: "defer in a loop with a function that reads f, which the loop declares", body: "\tvar closed []string\n\tfunc() {\n\t\tfor _, name := range []string{\"a\", \"b\"} {\n\t\t\tf := &closed\n\t\t\tn := name\n\t\t\tdefer func() { *f = append(*f, n) }()\n\t\t}\n\t}()\n\treturn skills.Result{\"closed\": closed}, nil"},
	{name: "fmt_local_type_names", refuse: "fmt of a value of loc is not supported by the interpreter here", imports: "\t\"fmt\"", body: "\ttype loc struct {\n\t\tA int\n\t\tb string\n\t}\n\treturn skills.Result{\"s\": fmt.Sprintf(\"%+v\", loc{1, \"x\"})}, nil"},
	{name: "assert_err_literal_iface", refuse: "asserting a value of error to the skill's interface interface{Unwrap() error}", imports: "\t\"errors\"\n\t\"fmt\"", body: "\terr := fmt.Errorf(\"step: %w\", errors.New(\"base\"))\n\tu, ok := err.(interface{ Unwrap() error })\n\tif !ok {\n\t\treturn skills.Result{\"inner\": \"\"}, nil\n\t}\n\treturn skills.Result{\"inner\": u.Unwrap().Error()}, nil"},
	{name: "assert_any_iface", refuse: "asserting a value of any to the skill's interface shape", decls: "type shape interface{ area() int }\n\ntype circle struct{ r int }\n\nfunc (c circle) area() int { return 3 * c.r * c.r }", body: "\txs := []any{circle{5}}\n\ts, ok := xs[0].(shape)\n\tif !ok {\n\t\treturn nil, nil\n\t}\n\treturn skills.Result{\"a\": s.area()}, nil"},
	{name: "assert_fine", imports: "\t\"fmt\"", decls: "type ptrErr struct{ c int }\n\nfunc (e *ptrErr) Error() string { return \"p\" }\n\ntype shape interface{ area() int }\n\ntype sq struct{ s int }\n\nfunc (q sq) area() int { return q.s * q.s }\n\nfunc do() (int, error) { return 0, &ptrErr{400} }", body: "\t_, err := do()\n\tp, ok := err.(*ptrErr)\n\tvar s shape = sq{3}\n\tq, ok2 := s.(sq)\n\tvar a any = sq{4}\n\tr, ok3 := a.(sq)\n\treturn skills.Result{\"p\": ok && p.c == 400, \"q\": ok2 && q.s == 3, \"r\": ok3 && r.s == 4, \"s\": fmt.Sprint(err)}, nil"},
	{name: "fmt_json_wrapped", imports: "\t\"encoding/json\"\n\t\"fmt\"\n\t\"strings\"", decls: "type Shape interface{ Area() float64 }\n\ntype Rect struct{ W, H float64 }\n\nfunc (r Rect) Area() float64 { return r.W * r.H }\n\ntype In struct {\n\tA int `json:\"a\"`\n}\n\ntype Out struct {\n\tIn\n\tB int `json:\"b\"`\n}", body: "\tshapes := []Shape{Rect{2, 3}, Rect{1, 1}}\n\tvar one Shape = Rect{4, 4}\n\tm := map[string]Shape{\"a\": Rect{5, 5}}\n\tb, err := json.Marshal(map[string]any{\"s\": shapes, \"o\": Out{In{1}, 2}})\n\tvar sb strings.Builder\n\t_ = json.NewEncoder(&sb).Encode([]any{Rect{6, 6}})\n\tf := \"%v|\"\n\treturn skills.Result{\"f\": fmt.Sprint(shapes) + fmt.Sprint(one) + fmt.Sprintf(\"%v %+v\", m, Out{In{1}, 2}) + fmt.Sprintf(f, []any{Rect{9, 9}}), \"j\": string(b) + sb.String()}, err"},
	// fmt calls String and Error of the skill's values inside
	// containers, struct fields and an any, and names fields as Go
	// does (the interpreter printed map[a:0], {Xc:0 D:1}).
	{name: "fmt_nested_methods", imports: "\t\"fmt\"\n\t\"time\"", decls: fmtNestedDecls, body: `	var v any = Red
	var nilp *pair
	var nils []Color
	a := fmt.Sprint(map[string]Color{"a": Red}, []any{Red, 3, "s"}, struct{ C Color }{Red}, pair{Red, Blue}, v)
	b := fmt.Sprintf("%v|%+v|%+v|%v|%v", map[Color]int{Blue: 1, Red: 2}, Outer{inner{1}, 2}, hid{Red, Blue}, []shape{circle{1}}, []error{&E{"x"}})
	c := fmt.Sprintf("%v|%v|%v|%q|%x|%d|%5v|%v|%v", &pair{Red, Blue}, nilp, nils, []Color{Red, Blue}, map[string]Color{"k": Blue}, []Color{Red, Blue}, pair{Blue, Red}, []time.Duration{time.Second}, map[string]any{"a": []any{Blue}})
	d := fmt.Sprintln([]pair{{Red, Blue}}, [2]Color{Blue, Red}) + fmt.Errorf("at %v", []Color{Blue}).Error()
	return skills.Result{"a": a, "b": b, "c": c, "d": d}, nil`},
	// %T of a value of the skill's type prints Go's name of it (the
	// interpreter printed its shape, or the wrapper's type).
	{name: "fmt_type_names", imports: "\t\"fmt\"", decls: "type Color int\n\nfunc (c Color) String() string { return \"C\" }\n\ntype pair struct{ A, B Color }\n\ntype dir int", body: "\ts := fmt.Sprintf(\"%T|%8T|%T|%T|%-12T|\", Color(0), dir(1), &pair{}, []pair{}, map[string]Color{})\n\ts += fmt.Sprintf(`%T %d %T`, struct {\n\t\ta int\n\t\tB Color `json:\"b\"`\n\t}{}, 1, [2]*dir{})\n\treturn skills.Result{\"s\": s + fmt.Sprintf(\"%T %v\", 3, 4)}, nil"},
	{name: "fmt_type_name_format", refuse: "%T of a value of pair is not supported by the interpreter", imports: "\t\"fmt\"", decls: "type pair struct{ A, B int }\n\nconst format = \"%T\"", body: "\treturn skills.Result{\"s\": fmt.Sprintf(format, pair{})}, nil"},
	// A struct with a field _ that holds the skill's Stringers: its view
	// cannot read the field (vet said "internal error: normalised source
	// does not type-check"). Without Stringers inside it prints as Go does.
	{name: "fmt_blank_field", refuse: "fmt of a value holding pair (a struct with a field named _) is not supported by the interpreter", imports: "\t\"fmt\"", decls: "type Color int\n\nfunc (c Color) String() string { return \"C\" }\n\ntype pair struct {\n\tA []Color\n\t_ int\n}", body: "\treturn skills.Result{\"s\": fmt.Sprint(map[string]pair{\"k\": {A: []Color{1}}})}, nil"},
	{name: "fmt_blank_field_plain", imports: "\t\"fmt\"", decls: "type pair struct {\n\tA []int\n\t_ int\n}", body: "\treturn skills.Result{\"s\": fmt.Sprint(pair{A: []int{1}})}, nil"},
	{name: "fmt_go_syntax", refuse: "%#v of a value of pair is not supported by the interpreter", imports: "\t\"fmt\"", decls: "type pair struct{ A, B int }", body: "\treturn skills.Result{\"s\": fmt.Sprintf(\"%#v\", pair{})}, nil"},
	// A type switch binding another package's interface (fmt.Stringer,
	// error) in a case of its own (it crashed: "unreachable").
	{name: "switch_compiled_iface", imports: "\t\"errors\"\n\t\"fmt\"\n\t\"time\"", decls: "type Color int\n\nfunc (c Color) String() string { return [...]string{\"R\", \"B\"}[c] }\n\nfunc kind(x any) string {\n\tswitch s := x.(type) {\n\tcase fmt.Stringer:\n\t\treturn \"S\" + s.String()\n\tcase error:\n\t\treturn \"E\" + s.Error()\n\t}\n\treturn \"no\"\n}", body: "\tr := \"\"\n\tfor _, x := range []any{Color(1), 3, errors.New(\"n\"), time.Second, fmt.Errorf(\"w\")} {\n\t\tr += kind(x) + \" \"\n\t}\n\treturn skills.Result{\"r\": r}, nil"},
	// An any bound to error when the skill declares an error type
	// crashed ("call of reflect.Value.Type on zero Value"): the
	// normaliser binds it through a helper (assertIface), in the
	// function that stored it or another, in a type switch (with an
	// init statement too) or errors.As's target found by hand.
	{name: "assert_any_error", imports: "\t\"errors\"\n\t\"fmt\"", decls: "type E struct{ s string }\n\nfunc (e *E) Error() string { return e.s }\n\ntype V struct{ n int }\n\nfunc (v V) Error() string { return fmt.Sprint(\"V\", v.n) }\n\nfunc errs() []any {\n\tvar out []any\n\tfor i := range 2 {\n\t\tout = append(out, &E{fmt.Sprint(\"e\", i)}, V{i}, errors.New(\"plain\"), i)\n\t}\n\treturn out\n}\n\nfunc text(x any) string {\n\ta, b := 1, 2\n\t_, _ = a, b\n\tif e, ok := x.(error); ok {\n\t\treturn e.Error()\n\t}\n\treturn \"-\"\n}\n\nfunc kind(x any) string {\n\tswitch n := 3; e := x.(type) {\n\tcase error:\n\t\treturn fmt.Sprint(n, e)\n\tcase int:\n\t\treturn fmt.Sprint(e + n)\n\t}\n\treturn \"?\"\n}", body: "\tvar v any = &E{\"x\"}\n\tr := \"\"\n\tif e, ok := v.(error); ok {\n\t\tr = e.Error()\n\t}\n\tfor _, x := range errs() {\n\t\tr += \",\" + text(x) + \"/\" + kind(x)\n\t}\n\tvar target *E\n\tw := fmt.Errorf(\"w: %w\", errs()[0].(error))\n\tvar e error = w\n\tfor ; e != nil; e = errors.Unwrap(e) {\n\t\tif p, ok := e.(*E); ok {\n\t\t\ttarget = p\n\t\t}\n\t}\n\treturn skills.Result{\"e\": r, \"w\": w.Error(), \"t\": target.s}, nil"},
	{name: "err_sentinels", imports: "\t\"errors\"\n\t\"fmt\"\n\t\"strconv\"", decls: "type ptrErr struct{ s string }\n\nfunc (e *ptrErr) Error() string { return e.s }\n\nvar errP = &ptrErr{\"p\"}\n\nvar errN = errors.New(\"n\")\n\nfunc fail(k int) error {\n\tif k == 0 {\n\t\treturn errP\n\t}\n\treturn fmt.Errorf(\"wrap: %w\", errN)\n}", body: "\terr := fail(1)\n\tsw := false\n\tswitch errors.Unwrap(err) {\n\tcase errN:\n\t\tsw = true\n\t}\n\tp, ok := fail(0).(*ptrErr)\n\t_, e2 := strconv.Atoi(\"x\")\n\treturn skills.Result{\"is\": errors.Is(err, errN), \"eq\": errors.Unwrap(err) == errN, \"sw\": sw, \"nil\": fail(0) != nil, \"own\": ok && p == errP, \"syntax\": err == strconv.ErrSyntax, \"atoi\": errors.Is(e2, strconv.ErrSyntax)}, nil"},
	{name: "any_compare_data", imports: "\t\"encoding/json\"", body: "\tvar a, b any\n\t_ = json.Unmarshal([]byte(`\"x\"`), &a)\n\t_ = json.Unmarshal([]byte(`\"x\"`), &b)\n\treturn skills.Result{\"eq\": a == b, \"lit\": a == \"x\"}, nil"},
	{name: "json_struct", imports: "\t\"encoding/json\"", body: "\tb, err := json.Marshal(item{Name: \"a\", N: 2})\n\tif err != nil {\n\t\treturn nil, err\n\t}\n\tvar back item\n\terr = json.Unmarshal(b, &back)\n\treturn skills.Result{\"n\": back.N}, err", decls: "type item struct {\n\tName string `json:\"name\"`\n\tN    int    `json:\"n\"`\n}"},
	{name: "unexported_json_mixed", imports: "\t\"encoding/json\"", decls: "type pt struct {\n\tX, y int\n\tz, W string `json:\"w,omitempty\" yaml:\"w\"`\n\ta, // a comment, with a comma\n\tB /* another, */, c int\n\tD, E float64\n}", body: "\tp := pt{1, 2, \"z\", \"w\", 3, 4, 5, 6.5, 7}\n\tb, err := json.Marshal(p)\n\tvar back pt\n\t_ = json.Unmarshal([]byte(`{\"Xy\":9,\"y\":9,\"X\":5,\"w\":\"back\"}`), &back)\n\treturn skills.Result{\"p\": p, \"json\": string(b), \"y\": back.y, \"x\": back.X, \"w\": back.W}, err"},
	{name: "unexported_json", imports: "\t\"encoding/json\"", decls: "type point struct {\n\tX, Y  int\n\tlabel string\n\tnote  string `json:\"note\" yaml:\"n\"`\n\tTag   string `json:\"tag\"`\n}", body: "\tp := point{1, 2, \"secret\", \"n\", \"t\"}\n\tb, err := json.Marshal(p)\n\tvar back point\n\t_ = json.Unmarshal([]byte(`{\"Xlabel\":\"a\",\"label\":\"b\",\"X\":5}`), &back)\n\treturn skills.Result{\"p\": p, \"json\": string(b), \"back\": back.label, \"x\": back.X}, err"},
	{name: "anon_struct", body: "\tp := struct{ X, Y int }{1, 2}\n\treturn skills.Result{\"x\": p.X + p.Y}, nil"},
	{name: "array_key", body: "\tseen := map[[2]int]bool{{1, 2}: true}\n\treturn skills.Result{\"v\": seen[[2]int{1, 2}]}, nil"},
	{name: "switch_fallthrough", body: "\tn := 0\n\tswitch args.N {\n\tcase 0:\n\t\tn++\n\t\tfallthrough\n\tcase 1:\n\t\tn++\n\t}\n\treturn skills.Result{\"n\": n}, nil"},
	{name: "iota_consts", decls: "type dir int\n\nconst (\n\tnorth dir = iota\n\teast\n\tsouth\n)", body: "\treturn skills.Result{\"d\": int(south)}, nil"},
	{name: "three_index_slice", body: "\ta := []int{1, 2, 3, 4}\n\tb := a[1:2:3]\n\treturn skills.Result{\"c\": cap(b)}, nil"},
	{name: "runes", body: "\tn := 0\n\tfor _, r := range \"héllo\" {\n\t\tif r > 127 {\n\t\t\tn++\n\t\t}\n\t}\n\treturn skills.Result{\"n\": n}, nil"},
	{name: "package_func_var", decls: "var double = func(x int) int { return 2 * x }", body: "\treturn skills.Result{\"d\": double(args.N)}, nil"},
	{name: "mutual_recursion", decls: "func even(n int) bool { if n == 0 { return true }; return odd(n - 1) }\nfunc odd(n int) bool { if n == 0 { return false }; return even(n - 1) }", body: "\treturn skills.Result{\"e\": even(10)}, nil"},
	{name: "named_slice_method", decls: "type path []int\n\nfunc (p path) last() int { return p[len(p)-1] }", body: "\treturn skills.Result{\"l\": path{1, 2}.last()}, nil"},
	{name: "goto_stmt", body: "\ti := 0\nloop:\n\tif i < 3 {\n\t\ti++\n\t\tgoto loop\n\t}\n\treturn skills.Result{\"i\": i}, nil"},
	{name: "func_map", body: "\tops := map[string]func(int) int{\"inc\": func(x int) int { return x + 1 }}\n\treturn skills.Result{\"v\": ops[\"inc\"](1)}, nil"},
	{name: "struct_compare", body: "\ttype p struct{ a, b int }\n\treturn skills.Result{\"eq\": p{1, 2} == p{1, 2}}, nil"},
	{name: "call_result_direct", body: "\tr, err := env.Call(\"x\", map[string]any{\"n\": 1})\n\treturn r, err"},
	{name: "g2_explicit", imports: "\t\"strconv\"", decls: mapfDecl, body: "\treturn skills.Result{\"s\": mapf[int, string]([]int{1}, strconv.Itoa)}, nil"},
	{name: "g2_literal", decls: mapfDecl, body: "\treturn skills.Result{\"s\": mapf([]int{1}, func(i int) bool { return i > 0 })}, nil"},
	{name: "g2_literal_explicit", decls: mapfDecl, body: "\treturn skills.Result{\"s\": mapf[int, bool]([]int{1}, func(i int) bool { return i > 0 })}, nil"},
	{name: "g2_pair", decls: "type pair[A, B any] struct {\n\ta A\n\tb B\n}", body: "\tp := pair[int, string]{1, \"x\"}\n\treturn skills.Result{\"a\": p.a, \"b\": p.b}, nil"},
	{name: "g2_keys", decls: "func keys[K comparable, V any](m map[K]V) []K { var out []K; for k := range m { out = append(out, k) }; return out }", body: "\treturn skills.Result{\"n\": len(keys(map[string]int{\"a\": 1}))}, nil"},
	{name: "gv_explicit", decls: "func sum[T int | float64](xs ...T) T { var s T; for _, x := range xs { s += x }; return s }", body: "\treturn skills.Result{\"s\": sum[int](1, 2)}, nil"},
	{name: "gv_slice_param", decls: "func sum[T int | float64](xs []T) T { var s T; for _, x := range xs { s += x }; return s }", body: "\treturn skills.Result{\"s\": sum([]int{1, 2})}, nil"},
	{name: "g1_func_param", imports: "\t\"strconv\"", decls: "func apply[A any](x A, f func(A) string) string { return f(x) }", body: "\treturn skills.Result{\"s\": apply(3, strconv.Itoa)}, nil"},
	// A value of the skill's type with methods stored in an interface
	// slot (any, fmt.Stringer, error, an interface of the skill's) is a
	// copy, as in Go: the interpreter's referred to the variable it came
	// from, so the next iteration or assignment changed it ([B B] where
	// Go says [R B]). any(c), and c returned as any, keep the methods,
	// and so does a *T in an any.
	{name: "alias_range_slice", imports: "\t\"fmt\"", decls: aliasDecls, body: `	var xs []any
	var ss []fmt.Stringer
	var sh []shape
	var es []error
	m := map[string]any{}
	ms := map[int]fmt.Stringer{}
	for i, c := range []Color{Red, Blue, Green} {
		xs = append(xs, c)
		ss = append(ss, c)
		sh = append(sh, c)
		m[c.String()] = c
		ms[i] = c
		es = append(es, oops{i})
	}
	var e error
	for i := range 2 {
		var e1 error = oops{i}
		if i == 0 {
			e = e1
		}
	}
	calls := ""
	for _, s := range sh {
		calls += s.String()
	}
	for _, s := range ss {
		calls += s.String()
	}
	for _, x := range xs {
		if c, ok := x.(Color); ok {
			calls += fmt.Sprint(int(c))
		}
	}
	return skills.Result{"p": fmt.Sprint(xs, ss, sh, m, ms, es, e), "calls": calls, "e": e.Error()}, nil`},
	{name: "alias_reassign", imports: "\t\"fmt\"", decls: aliasDecls, body: `	c := Red
	m := map[string]any{"a": c}
	var v any = c
	var s fmt.Stringer = c
	var sh shape = c
	w := wrap{c, c}
	ch := make(chan any, 1)
	ch <- c
	m["b"] = c
	c = Blue
	got := <-ch
	return skills.Result{"p": fmt.Sprint(m, v, s, w, got), "s": s.String() + sh.String()}, nil`},
	{name: "alias_range_map", imports: "\t\"fmt\"\n\t\"sort\"", decls: aliasDecls, body: `	var xs []string
	byName := map[string]fmt.Stringer{}
	for k, c := range map[string]Color{"r": Red, "b": Blue, "g": Green} {
		byName[k] = c
	}
	for k, s := range byName {
		xs = append(xs, k+"="+s.String())
	}
	sort.Strings(xs)
	return skills.Result{"p": fmt.Sprint(xs, byName)}, nil`},
	{name: "alias_closure", imports: "\t\"fmt\"", decls: aliasDecls, body: `	var fs []func() any
	var later []any
	for _, c := range []Color{Red, Blue} {
		fs = append(fs, func() any { return c })
		later = append(later, func() fmt.Stringer { return c }())
	}
	out := ""
	for _, f := range fs {
		out += fmt.Sprint(f())
	}
	return skills.Result{"p": out + fmt.Sprint(later)}, nil`},
	{name: "alias_struct_ptr", imports: "\t\"fmt\"", decls: aliasDecls, body: `	var xs []any
	var sh []shape
	var ss []fmt.Stringer
	for _, p := range []pt{{1}, {2}} {
		xs = append(xs, p)
		sh = append(sh, p)
	}
	for _, p := range []*pt{{3}, {4}} {
		xs = append(xs, p)
		sh = append(sh, p)
		ss = append(ss, p)
	}
	for _, q := range []*qt{{5}, {6}} {
		xs = append(xs, q)
		ss = append(ss, q)
	}
	var es []error
	for i := range 2 {
		es = append(es, &perr{i}, oops{i})
	}
	n := 0
	for _, x := range xs {
		if p, ok := x.(*pt); ok {
			n += p.x
		}
	}
	return skills.Result{"p": fmt.Sprint(xs, sh, ss, es), "n": n}, nil`},
	{name: "alias_nested", imports: "\t\"fmt\"", decls: aliasDecls, body: `	var rows [][]any
	var ws []wrap
	byKey := map[string][]any{}
	ch := make(chan fmt.Stringer, 4)
	for i := range 3 {
		c := Color(i)
		rows = append(rows, []any{c, i})
		ws = append(ws, wrap{A: c, S: c})
		byKey["k"] = append(byKey["k"], c)
		if i < 2 {
			ch <- c
		}
		c = Green
	}
	close(ch)
	var got []fmt.Stringer
	for s := range ch {
		got = append(got, s)
	}
	return skills.Result{"p": fmt.Sprint(rows, ws, byKey, got)}, nil`},
	{name: "alias_convert", imports: "\t\"errors\"\n\t\"fmt\"", decls: aliasDecls + "\n\nfunc asAny(c Color) any { return c }\n\nfunc same(c Color) Color { return c }", body: `	var xs, ys []any
	var err error
	for i, c := range []Color{Red, Blue} {
		xs = append(xs, any(c), asAny(c), fmt.Stringer(c))
		ys = append(ys, same(c), Color(i), c+0)
		err = errors.Join(err, oops{i})
	}
	return skills.Result{"p": fmt.Sprint(xs, ys, any(Green)), "e": err.Error()}, nil`},
	// A variable of an interface the skill declares, with String or
	// Error, printed as its value's number or fields (0, {1}): fmt is
	// handed its view, as for an any.
	{name: "iface_var_print", imports: "\t\"fmt\"", decls: aliasDecls + "\n\ntype coded interface {\n\terror\n\tcode() int\n}\n\nfunc (o oops) code() int { return o.n }\n\nfunc (p *perr) code() int { return p.n }", body: `	c := Red
	var sh shape = c
	var sh2 shape
	sh2 = c
	c = Blue
	var lit interface{ String() string } = pt{1}
	var q shape = &qt{2}
	var e coded = oops{3}
	var ep coded = &perr{4}
	if _, ok := ep.(*perr); ok {
		ep = oops{5}
	}
	return skills.Result{"p": fmt.Sprint(sh, sh2, c, lit, q, e, ep) + fmt.Sprintf("|%v|%s|%+v|%q|", sh, lit, q, sh2) + fmt.Sprintln(e, []shape{sh, q}, map[string]coded{"k": e}), "e": fmt.Errorf("w: %w %v", e, sh).Error()}, nil`},
	// An any holding a value of the skill's type with String, stored in
	// one function and asserted to fmt.Stringer (or bound by a type
	// switch's case) in another: the interpreter built the Stringer from
	// an unrelated variable of the asserting function, and crashed ("call
	// of reflect.Value.Type on zero Value") or named a wrong value.
	{name: "assert_across", imports: "\t\"errors\"\n\t\"fmt\"\n\t\"sort\"\n\t\"time\"", decls: aliasDecls + assertAcrossDecls, body: `	a, b, c := 1, "x", 2.5
	_, _, _ = a, b, c
	xs := stored()
	r := ""
	for _, x := range xs {
		r += name(x) + kind(x) + ","
	}
	m := map[string]any{"r": Red, "q": &qt{7}, "n": 3}
	keys := []string{"n", "q", "r"}
	for _, k := range keys {
		if s, ok := m[k].(fmt.Stringer); ok {
			r += s.String()
		}
	}
	done := make(chan string, len(xs))
	for _, x := range xs {
		go func() {
			if s, ok := x.(fmt.Stringer); ok {
				done <- s.String()
				return
			}
			done <- "-"
		}()
	}
	var got []string
	for range xs {
		got = append(got, <-done)
	}
	sort.Strings(got)
	var sh shape = Green
	f := func() string { return sh.(fmt.Stringer).String() + byShape(sh) }
	by := byVal{Blue, 2}
	var s sort.Interface
	if v, ok := any(by).(sort.Interface); ok {
		s = v
	}
	return skills.Result{"r": r, "g": fmt.Sprint(got), "f": f(), "m": must(xs[1]) + must(xs[7]) + must(xs[3]) + must(xs[8]), "p": panics(xs[0]), "s": s.Len()}, nil`},
	// A type without methods was copied already, and is left as it is.
	{name: "alias_no_methods", imports: "\t\"fmt\"", body: "\tvar xs []any\n\tfor _, p := range []struct{ X int }{{1}, {2}} {\n\t\txs = append(xs, p)\n\t}\n\treturn skills.Result{\"p\": fmt.Sprint(xs)}, nil"},
}

// aliasDecls are the types of the alias_ variants: Color, pt and oops
// with value methods, qt and perr with pointer methods.
const aliasDecls = `type Color int

func (c Color) String() string { return [...]string{"R", "B", "G"}[c] }

const (
	Red Color = iota
	Blue
	Green
)

type shape interface{ String() string }

type pt struct{ x int }

func (p pt) String() string { return fmt.Sprint("pt", p.x) }

type qt struct{ y int }

func (q *qt) String() string { return fmt.Sprint("qt", q.y) }

type oops struct{ n int }

func (o oops) Error() string { return fmt.Sprint("oops", o.n) }

type perr struct{ n int }

func (p *perr) Error() string { return fmt.Sprint("perr", p.n) }

type wrap struct {
	A any
	S fmt.Stringer
}`

// assertAcrossDecls are the assert_across variant's functions.
const assertAcrossDecls = `

func stored() []any {
	var xs []any
	for _, c := range []Color{Red, Blue} {
		xs = append(xs, c)
	}
	xs = append(xs, 3, time.Second, errors.New("e"), oops{1}, &perr{2}, pt{3}, &qt{4}, fmt.Errorf("w: %w", oops{5}))
	return xs
}

func name(x any) string {
	u, v, w := 7, "y", []int{1}
	_, _, _ = u, v, w
	if s, ok := x.(fmt.Stringer); ok {
		return "S" + s.String() + fmt.Sprint(s)
	}
	return "no"
}

func kind(x any) string {
	k := 0
	_ = k
	switch v := x.(type) {
	case fmt.Stringer:
		return "s" + v.String()
	case error:
		return "e" + v.Error()
	}
	return "-"
}

func must(x any) string {
	n := 5
	_ = n
	return x.(fmt.Stringer).String()
}

func panics(x any) (r string) {
	defer func() {
		if recover() != nil {
			r = "panicked"
		}
	}()
	_ = x.(sort.Interface)
	return "no"
}

func byShape(s shape) string {
	t := 1
	_ = t
	if st, ok := s.(fmt.Stringer); ok {
		return st.String()
	}
	return "-"
}

type byVal struct {
	c Color
	n int
}

func (b byVal) Len() int { return b.n }

func (b byVal) Less(i, j int) bool { return i < j }

func (b byVal) Swap(i, j int) {}`

const fmtNestedDecls = `type Color int

func (c Color) String() string { return [...]string{"R", "B"}[c] }

const (
	Red Color = iota
	Blue
)

type pair struct{ A, B Color }

type hid struct {
	c Color
	D Color
}

type inner struct{ N int }

type Outer struct {
	inner
	M int
}

type E struct{ s string }

func (e *E) Error() string { return "E:" + e.s }

type shape interface{ area() int }

type circle struct{ r int }

func (c circle) area() int { return c.r }

func (c circle) String() string { return "circle" }`

// namedResultsDecls read their named results before setting them, or
// return bare: each call must start from zero (the interpreter gave a
// named result what the caller's destination last held).
const namedResultsDecls = `func count(n int) (hits int) {
	for i := 0; i < n; i++ {
		hits++
	}
	return hits
}

func collect(n int) (out []int) {
	for i := 0; i < n; i++ {
		out = append(out, i)
	}
	return
}

func zero(n int) (r int, err error) {
	if n < 0 {
		err = errors.New("neg")
	}
	return
}

func blank(n int) (_ int, err error) {
	if n > 5 {
		return n, nil
	}
	return
}

type acc struct{ base int }

func (a *acc) add(k int) (sum int, seen []int) {
	sum += a.base + k
	seen = append(seen, k)
	return
}

func pairs[T any](v T) (out []T) {
	out = append(out, v, v)
	return out
}

func guarded(n int) (total int, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("recovered: %v", r)
		}
	}()
	total += n
	if n == 3 {
		panic("three")
	}
	return
}

func readsCaller(p *int) (r int) {
	r = 1
	return *p + r
}

func id(x int) int { return x }
`

const namedResultsBody = `	var counts, nested, zeros []int
	var errs []string
	for i := 0; i < 4; i++ {
		c := count(i)
		counts = append(counts, c)
		nested = append(nested, id(count(i)))
		r, err := zero(i - 2)
		zeros = append(zeros, r)
		errs = append(errs, fmt.Sprint(err))
	}
	var lists [][]int
	var xs []int
	for i := 1; i < 4; i++ {
		xs = collect(i)
		lists = append(lists, xs)
	}
	var bl []int
	for _, n := range []int{7, 2} {
		b, _ := blank(n)
		bl = append(bl, b)
	}
	a := &acc{base: 10}
	var sums []int
	var seen []int
	for k := 0; k < 3; k++ {
		var s int
		s, seen = a.add(k)
		sums = append(sums, s)
	}
	var ps []string
	for _, w := range []string{"a", "b"} {
		ps = pairs(w)
	}
	var gs []string
	for n := 2; n < 5; n++ {
		t, err := guarded(n)
		gs = append(gs, fmt.Sprint(t, err))
	}
	lit := 0
	for i := 0; i < 3; i++ {
		lit = func() (r int) { r += i; return }()
	}
	arr := []int{7}
	arr[0] = count(1)
	x := 5
	x = readsCaller(&x)
	return skills.Result{"counts": counts, "nested": nested, "zeros": zeros, "errs": errs, "lists": lists,
		"blank": bl, "sums": sums, "seen": seen, "pairs": ps, "guarded": gs, "lit": lit, "arr": arr, "alias": x}, nil`

const recoverDecls = `var ErrFull = errors.New("full")

func catch(i int) (got string) {
	defer func() {
		r := recover()
		if e, ok := r.(error); ok {
			got = fmt.Sprintf("error %v is=%v eq=%v", e, errors.Is(e, ErrFull), e == ErrFull)
			return
		}
		switch v := r.(type) {
		case string:
			got = "string " + v
		case int:
			got = fmt.Sprint("int ", v+1)
		case nil:
			got = "nil"
		default:
			got = fmt.Sprintf("other %v", v)
		}
	}()
	xs := []int{1}
	switch i {
	case 0:
		panic(fmt.Errorf("wrapped: %w", ErrFull))
	case 1:
		panic(ErrFull)
	case 2:
		panic("text")
	case 3:
		panic(41)
	case 4:
		panic([]int{1, 2})
	case 5:
		var e error = errors.New("plain")
		panic(e)
	case 6:
		_ = xs[i-6]
	}
	return "none"
}

func inner() {
	panic(fmt.Errorf("deep: %w", ErrFull))
}

func nested() (err error) {
	defer func() {
		if r := recover(); r != nil {
			if e, ok := r.(error); ok {
				err = fmt.Errorf("nested: %w", e)
			}
		}
	}()
	inner()
	return nil
}
`

const recoverBody = `	var got []string
	for i := 0; i < 7; i++ {
		got = append(got, catch(i))
	}
	err := nested()
	return skills.Result{"got": got, "nested": fmt.Sprint(err, " ", errors.Is(err, ErrFull))}, nil`

const nilAssertDecls = `type pt struct{ x int }

func (p pt) String() string { return fmt.Sprint("pt", p.x) }

func kind(v any) string {
	switch x := v.(type) {
	case error:
		return "error " + x.Error()
	case fmt.Stringer:
		return "stringer " + x.String()
	case nil:
		return "nil"
	}
	return "other"
}
`

const nilAssertBody = `	var r any
	_, okErr := r.(error)
	var e error
	_, okStr := e.(fmt.Stringer)
	var s fmt.Stringer
	_, okS := s.(error)
	var kinds []string
	for _, v := range []any{nil, pt{1}, errors.New("x"), 3} {
		kinds = append(kinds, kind(v))
	}
	return skills.Result{"any_error": okErr, "error_stringer": okStr, "stringer_error": okS, "kinds": kinds}, nil`

const mapfDecl = "func mapf[A, B any](xs []A, f func(A) B) []B {\n\tvar out []B\n\tfor _, x := range xs {\n\t\tout = append(out, f(x))\n\t}\n\treturn out\n}"

// TestVetAgreesWithInterpreter: every source that vets compiles in the
// interpreter, over the repository's skills (examples, built-ins, every
// testdata library and the hostile suites) and generated variants of the
// constructs agents write. Compilation here runs no package code (init
// runs at Execute, which this test never reaches).
func TestVetAgreesWithInterpreter(t *testing.T) {
	cases := repoSkills(t)
	if len(cases) < 50 {
		t.Fatalf("only %d repository skill files found; the walk is broken", len(cases))
	}
	for _, v := range append(variants, genericVariants()...) {
		cases = append(cases, vetDiffCase{name: "variant " + v.name, src: v.source(), refuse: v.refuse})
	}
	vetted, refused := 0, 0
	for _, c := range cases {
		u, err := check.Check(c.name, c.src)
		if err != nil {
			var ns *check.NotSkillError
			if errors.As(err, &ns) {
				continue
			}
			refused++
			if strings.HasPrefix(c.name, "variant ") && (c.refuse == "" || !strings.Contains(err.Error(), c.refuse)) {
				t.Errorf("%s does not vet: %v", c.name, err)
			}
			continue
		}
		vetted++
		if c.refuse != "" {
			t.Errorf("%s vets; want vet to refuse it (%s)", c.name, c.refuse)
		}
		p := &Program{unit: u, opts: Options{}.withDefaults()}
		if _, _, err := p.compile(&capWriter{limit: 1 << 20}, &capWriter{limit: panicLogBytes}, make(chan struct{})); err != nil {
			t.Errorf("%s vets but does not compile: %v", c.name, err)
		}
	}
	t.Logf("%d sources vetted and compiled, %d refused by vet", vetted, refused)
}

// recEnv records what a skill does through its Env.
type recEnv struct{ log []string }

func (e *recEnv) Observe() (skills.Observation, error) {
	e.log = append(e.log, "observe")
	return skills.Observation{"a": 1}, nil
}
func (e *recEnv) Act(a skills.Action) (skills.Outcome, error) {
	e.log = append(e.log, "act "+a.Name)
	return skills.Outcome{OK: true}, nil
}
func (e *recEnv) Log(msg string, kv ...any) { e.log = append(e.log, fmt.Sprint("log ", msg, kv)) }
func (e *recEnv) Call(skill string, args any) (skills.Result, error) {
	e.log = append(e.log, fmt.Sprint("call ", skill, " ", args))
	return skills.Result{"called": skill}, nil
}

// TestRewrittenConstructsRun: the constructs the normaliser rewrites for
// the interpreter (method values of interfaces, method expressions,
// inferred generic calls) give what Go gives.
func TestRewrittenConstructsRun(t *testing.T) {
	want := map[string]struct{ result, env string }{
		"mv_env_call":         {`{"called":"x"}`, "call x <nil>"},
		"mv_env_act":          {`{"ok":true}`, "act a"},
		"mv_env_observe":      {`{"n":1}`, "observe"},
		"mv_env_log":          {`null`, "log hi[k 1]"},
		"mv_env_as_arg":       {`{"called":"x"}`, "call x <nil>"},
		"mv_env_returned":     {`null`, "observe"},
		"mv_variadic":         {`null`, "log m[a 1]"},
		"mv_own_iface":        {`{"a":9}`, ""},
		"mv_own_value":        {`{"s":3}`, ""},
		"mv_ptr_value":        {`{"s":3}`, ""},
		"mv_addr_value":       {`{"n":2}`, ""},
		"mv_promoted":         {`{"v":1}`, ""},
		"mv_own_type":         {`{"n":2}`, ""},
		"me_own_type":         {`{"n":1}`, ""},
		"me_builder":          {`{"s":"x"}`, ""},
		"g2_literal":          {`{"s":[true]}`, ""},
		"g2_keys":             {`{"n":1}`, ""},
		"gv_explicit":         {`{"s":3}`, ""},
		"g1_func_param":       {`{"s":"3"}`, ""},
		"generic_func":        {`{"m":9}`, ""},
		"minmax_clear":        {`{"a":0,"b":2,"m":0}`, ""},
		"loopvar_capture":     {`{"v":2}`, ""},
		"g2_literal_explicit": {`{"s":[true]}`, ""},
		"err_sentinels":       {`{"atoi":true,"eq":true,"is":true,"nil":true,"own":true,"sw":true,"syntax":false}`, ""},
		"any_compare_data":    {`{"eq":true,"lit":true}`, ""},
		"map_keys_fine":       {`{"a":5,"e":1,"p":4}`, ""},
		"generic_comparable":  {`{"i":1,"p":1,"s":4}`, ""},
		"generic_shapes_fine": {`{"kids":5,"kv":"w","list":3,"named":"e","one":7,"swap":"a","through":4}`, ""},
		"for_init_only":       {`{"j":8,"k":15,"n":40,"seen":[0,1,2,3]}`, ""},
		"recover_values":      {`{"got":["error wrapped: full is=true eq=false","error full is=true eq=true","string text","int 42","other [1 2]","error plain is=false eq=false","nil"],"nested":"nested: deep: full true"}`, ""},
		"nil_assert":          {`{"any_error":false,"error_stringer":false,"kinds":["nil","stringer pt1","error x","other"],"stringer_error":false}`, ""},
		"named_results_fresh": {`{"alias":6,"arr":[1],"blank":[7,0],"counts":[0,1,2,3],"errs":["neg","neg","\u003cnil\u003e","\u003cnil\u003e"],"guarded":["2 \u003cnil\u003e","3 recovered: three","4 \u003cnil\u003e"],"lists":[[0],[0,1],[0,1,2]],"lit":2,"nested":[0,1,2,3],"pairs":["b","b"],"seen":[2],"sums":[10,11,12],"zeros":[0,0,0,0]}`, ""},
		"fmt_own_error":       {`{"both":"err 1","unwrap":true,"v":"a|b|3","w":"w: x"}`, ""},
		"err_var_own":         {`{"field":"h","local":"xx","map":"m","pkg":"empty"}`, ""},
		"fmt_stringer_shadow": {`{"s":"1 3 N"}`, ""},
		"assert_fine":         {`{"p":true,"q":true,"r":true,"s":"p"}`, ""},
		// fmt and encoding/json, called by the skill, see its values, not
		// the interpreter's wrappers, and promote embedded fields.
		"fmt_json_wrapped": {`{"f":"[{2 3} {1 1}]{4 4}map[a:{5 5}] {In:{A:1} B:2}[{9 9}]|","j":"{\"o\":{\"a\":1,\"b\":2},\"s\":[{\"W\":2,\"H\":3},{\"W\":1,\"H\":1}]}[{\"W\":6,\"H\":6}]\n"}`, ""},
		// An embedded struct's fields are promoted in a result, as in Go.
		"result_embedded": {`{"list":[{"a":1,"c":3,"id":"x","b":2},{"a":0,"c":0,"b":4}],"o":{"a":1,"c":3,"id":"x","b":2},"promoted":4}`, ""},
		// A value of the skill's type with methods in an interface slot
		// of a container leaves the interpreter as itself, not as the
		// interpreter's wrapper (which JSON wrote {}): results, env.Log
		// values and env.Call arguments (Plain).
		"result_iface_values": {`{"a":[{"W":1,"H":1},2,"x"],"area":6,"arr":[{"W":8,"H":8},null],"b":{"S":{"W":6,"H":6},"all":[{"W":2,"H":3}]},"m":{"x":{"W":5,"H":5}},"p":{"S":{"W":7,"H":7},"all":null},"s":[{"W":2,"H":3},{"W":1,"H":1}]}`, "log shapes[s [{2 3}]]; call x map[s:[{3 3}]]"},
		// Expected output from go run of the same source.
		"fmt_nested_methods":    {`{"a":"map[a:R] [R 3 s] {R} {R B} R","b":"map[R:2 B:1]|{inner:{N:1} M:2}|{c:0 D:B}|[circle]|[E:x]","c":"\u0026{R B}|\u003cnil\u003e|[]|[\"R\" \"B\"]|map[6b:42]|[0 1]|{    B     R}|[1s]|map[a:[B]]","d":"[{R B}] [B R]\nat [B]"}`, ""},
		"fmt_blank_field_plain": {`{"s":"{[1] 0}"}`, ""},
		"fmt_type_names":        {`{"s":"fmt_type_names.Color|fmt_type_names.dir|*fmt_type_names.pair|[]fmt_type_names.pair|map[string]fmt_type_names.Color|struct { a int; B fmt_type_names.Color \"json:\\\"b\\\"\" } 1 [2]*fmt_type_names.dirint 4"}`, ""},
		"switch_compiled_iface": {`{"r":"SB no En S1s Ew "}`, ""},
		"fmt_own_stringer":      {`{"e":"at 2: [E]","f":"1.0C [2.0C 3.0C] 4.00 [\"5.0C\"]|  6.0|1 A|  2|%|W","p":"E [S] []"}`, ""},
		// Unexported fields are not JSON, as in Go (the interpreter's
		// Xlabel fields are tagged json:"-").
		"unexported_json_mixed": {`{"json":"{\"X\":1,\"w\":\"w\",\"B\":4,\"D\":6.5,\"E\":7}","p":{"X":1,"w":"w","B":4,"D":6.5,"E":7},"w":"back","x":5,"y":0}`, ""},
		"unexported_json":       {`{"back":"","json":"{\"X\":1,\"Y\":2,\"tag\":\"t\"}","p":{"X":1,"Y":2,"tag":"t"},"x":5}`, ""},
		// go run of the same source (the alias_ variants).
		"alias_range_slice": {`{"calls":"RBGRBG012","e":"oops0","p":"[R B G] [R B G] [R B G] map[B:B G:G R:R] map[0:R 1:B 2:G] [oops0 oops1 oops2] oops0"}`, ""},
		"alias_reassign":    {`{"p":"map[a:R b:R] R R {R R} R","s":"RR"}`, ""},
		"alias_range_map":   {`{"p":"[b=B g=G r=R] map[b:B g:G r:R]"}`, ""},
		"alias_closure":     {`{"p":"RB[R B]"}`, ""},
		"alias_struct_ptr":  {`{"n":7,"p":"[pt1 pt2 pt3 pt4 qt5 qt6] [pt1 pt2 pt3 pt4] [pt3 pt4 qt5 qt6] [perr0 oops0 perr1 oops1]"}`, ""},
		"alias_nested":      {`{"p":"[[R 0] [B 1] [G 2]] [{R R} {B B} {G G}] map[k:[R B G]] [R B]"}`, ""},
		"alias_convert":     {`{"e":"oops0\noops1","p":"[R R R B B B] [R R R B B B] G"}`, ""},
		"alias_no_methods":  {`{"p":"[{1} {2}]"}`, ""},
		"assert_across":     {`{"f":"GG","g":"[- - - - - 1s B R pt3 qt4]","m":"Bpt31sqt4","p":"panicked","r":"SRRsR,SBBsB,no-,S1s1ss1s,noee,noeoops1,noeperr2,Spt3pt3spt3,Sqt4qt4sqt4,noew: oops5,qt7R","s":2}`, ""},
		"assert_any_error":  {`{"e":"x,e0/3 e0,V0/3 V0,plain/3 plain,-/3,e1/3 e1,V1/3 V1,plain/3 plain,-/4","t":"e0","w":"w: e0"}`, ""},
		"iface_var_print":   {`{"e":"w: oops3 R","p":"R R B pt1 qt2 oops3 oops5|R|pt1|qt2|\"R\"|oops3 [R qt2] map[k:oops3]\n"}`, ""},
	}
	for _, v := range variants {
		w, ok := want[v.name]
		if !ok {
			continue
		}
		u, err := check.Check(v.name+".go", v.source())
		if err != nil {
			t.Fatalf("%s: %v", v.name, err)
		}
		p, err := Compile(u, Options{})
		if err != nil {
			t.Fatalf("%s: %v", v.name, err)
		}
		env := &recEnv{}
		// A deadline: a rewrite that is missing may leave an endless loop.
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		resp, err := p.Run(ctx, &Request{Env: env, Args: []byte(`{}`)})
		cancel()
		if err != nil {
			t.Errorf("%s: run: %v", v.name, err)
			continue
		}
		got, _ := json.Marshal(resp.Result)
		if string(got) != w.result || strings.Join(env.log, "; ") != w.env {
			t.Errorf("%s = %s, env %q; want %s, env %q", v.name, got, strings.Join(env.log, "; "), w.result, w.env)
		}
	}
}
