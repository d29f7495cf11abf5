package sandbox

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"runtime/debug"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/skills"
)

// rawProgram compiles src as written, neither vetted nor normalised: the
// interpreter as runtime/check finds it, to show what a vet rule or a
// rewrite stands in front of.
func rawProgram(name, src string) (*Program, error) {
	u := &check.Unit{
		Manifest: skills.Manifest{Name: name, Kind: skills.Procedure, Version: "raw"},
		File:     name + ".go", Source: []byte(src), Code: []byte(src), ArgsType: "Args",
		Imports: []string{"github.com/skillrun/skillrun/skills", "errors", "fmt", "sort", "sync"},
	}
	return Compile(u, Options{})
}

// rawSkill is a procedure named pkg with decls before Run and body in it.
func rawSkill(pkg, decls, body string) string {
	return "package " + pkg + "\n\nimport (\n\t\"errors\"\n\t\"fmt\"\n\t\"sort\"\n\t\"sync\"\n\n\t\"github.com/skillrun/skillrun/skills\"\n)\n\nvar _ = errors.New\n\nvar _ = fmt.Sprint\n\nvar _ = sort.Ints\n\nvar _ = sync.OnceFunc\n\ntype Args struct{}\n\n" +
		decls + "\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) {\n" + body + "\n}\n"
}

// rawBugs are the interpreter's bugs that vet refuses or the normaliser
// rewrites away (runtime/check: checkRecursiveGenerics,
// checkNestedInstances, checkComparableInstances, checkThroughGenerics,
// forCond, freshResults, foreignAssert, deferArgs, deferPanics,
// rangeArrayPointer, ifaceOp, embeddedIface, selectBranches,
// parenCallee, variadicIface, ifaceEqual, nameReceiver,
// checkSelectGotos, loopVarsCopied, copyTuple, rangeAssignCopy,
// selectSendCopy, methodSelector, deferArgs' receivers, goReceiver,
// goFuncValue, goFrames, capturedLit, capturedRedeclared, splitCaseLists, ptrOnlyFmt, checkSameLayoutAssert,
// splitParallel, splitTuple, splitSelectRecv, selectOperands, parenRecv, rangeChanElems,
// emptyAssert, loopClosure, convNilCompare, nilMarker, nilPtrArgs, callResultArg, methodView, twinAssert, ifaceOp's constants, funcValueReturns,
// unwrapToAny, typeParamConv, checkMethodClash;
// plain.Recovered), each in the form a skill wrote it. want is Go's
// result; TestInterpreterBugsRaw shows yaegi v0.16.1 does not give it.
// overflow marks those that kill the process.
var rawBugs = []struct {
	name, decls, body, want string
	overflow                bool
	// stops marks a bug the run stops at, with an error that says so
	// (plain.Foreign), rather than one rewritten away.
	stops bool
	// racy marks a bug of goroutines: a goroutine the interpreter starts
	// reads or writes its parent's frame while the parent runs on (the
	// func value a go statement calls is read from the parent's slot when
	// the goroutine runs; a closure, when a call of it returns, writes
	// into the frame that made it), a data race inside the interpreter
	// that the race detector reports. Run raw, not under the race
	// detector; normalised (runtime/check goFrames), under it too.
	racy bool
	// dies marks a bug that may kill the process when run raw (a panic
	// on a goroutine the interpreter started): TestInterpreterBugsRaw
	// runs it in a child process, and wants the child dead or its result
	// other than Go's.
	dies bool
}{
	{name: "variadic_iface_arg",
		decls: "type myErr struct{ code int }\n\nfunc (e myErr) Error() string { return \"mine\" }",
		body:  "\tj := errors.Join(myErr{1}, errors.New(\"b\"))\n\treturn skills.Result{\"j\": j.Error()}, nil", want: `{"j":"mine\nb"}`},
	{name: "paren_callee",
		decls: "func gen(yield func(int) bool) { yield(1); yield(2) }",
		body:  "\tn := 0\n\t(gen)(func(int) bool { n++; return true })\n\treturn skills.Result{\"n\": n}, nil", want: `{"n":2}`},
	{name: "recursive_generic", overflow: true,
		decls: "type tree[K comparable, V any] struct {\n\tk     K\n\tv     V\n\tleft  *tree[K, V]\n}",
		body:  "\tt := &tree[int, string]{k: 1, v: \"a\"}\n\treturn skills.Result{\"v\": t.v}, nil", want: `{"v":"a"}`},
	{name: "recursive_generic_mutual", overflow: true,
		decls: "type list[K comparable, V any] struct{ head *entry[K, V] }\n\ntype entry[K comparable, V any] struct {\n\tk    K\n\tv    V\n\tnext *entry[K, V]\n\towner *list[K, V]\n}",
		body:  "\tl := &list[int, string]{}\n\tl.head = &entry[int, string]{k: 1, v: \"a\", owner: l}\n\treturn skills.Result{\"v\": l.head.v}, nil", want: `{"v":"a"}`},
	{name: "nested_instance",
		decls: "type pair[K, V any] struct {\n\tk K\n\tv V\n}\n\ntype box[T any] struct{ val T }\n\nfunc mk[K, V any](k K, v V) *box[pair[K, V]] {\n\treturn &box[pair[K, V]]{val: pair[K, V]{k, v}}\n}",
		body:  "\tb := mk(1, \"a\")\n\treturn skills.Result{\"v\": b.val.v}, nil", want: `{"v":"a"}`},
	{name: "comparable_iface",
		decls: "type myErr struct{ s string }\n\nfunc (e *myErr) Error() string { return e.s }\n\nfunc index[T comparable](xs []T, x T) int {\n\tfor i, v := range xs {\n\t\tif v == x {\n\t\t\treturn i\n\t\t}\n\t}\n\treturn -1\n}",
		body:  "\tvar e error = &myErr{\"a\"}\n\treturn skills.Result{\"i\": index([]error{errors.New(\"b\"), e}, e)}, nil", want: `{"i":1}`},
	{name: "through_generic",
		decls: "type box[T any] struct{ items []T }\n\ntype node struct {\n\tname string\n\tkids box[node]\n}",
		body:  "\tvar n node\n\tn.kids.items = append(n.kids.items, node{name: \"a\"})\n\treturn skills.Result{\"n\": len(n.kids.items)}, nil", want: `{"n":1}`},
	{name: "named_result_stale",
		decls: "func count(n int) (hits int) {\n\tfor i := 0; i < n; i++ {\n\t\thits++\n\t}\n\treturn\n}",
		body:  "\tvar cs []int\n\tfor i := 0; i < 4; i++ {\n\t\tc := count(i)\n\t\tcs = append(cs, c)\n\t}\n\treturn skills.Result{\"c\": cs}, nil", want: `{"c":[0,1,2,3]}`},
	{name: "for_init_only",
		body: "\tvar seen []int\n\tfor i := 0; ; {\n\t\tseen = append(seen, i)\n\t\tif i >= 3 || len(seen) > 5 {\n\t\t\tbreak\n\t\t}\n\t\ti++\n\t}\n\treturn skills.Result{\"seen\": seen}, nil", want: `{"seen":[0,1,2,3]}`},
	{name: "foreign_value_literal_iface", stops: true,
		body: "\tvar v any = errors.Join(errors.New(\"a\"))\n\t_, ok := v.(interface{ Unwrap() []error })\n\treturn skills.Result{\"ok\": ok}, nil", want: `{"ok":true}`},
	{name: "defer_args_late",
		decls: "func last() (out int) {\n\tx := 1\n\tdefer func(k int) { out = k }(x)\n\tx = 2\n\treturn\n}",
		body:  "\treturn skills.Result{\"x\": last()}, nil", want: `{"x":1}`},
	{name: "recovered_index_not_error",
		decls: "func at(s []int, i int) (err error) {\n\tdefer func() {\n\t\tif r := recover(); r != nil {\n\t\t\terr, _ = r.(error)\n\t\t}\n\t}()\n\t_ = s[i]\n\treturn nil\n}",
		body:  "\treturn skills.Result{\"error\": at([]int{1}, 3) != nil}, nil", want: `{"error":true}`},
	{name: "defer_panic_skips_earlier",
		decls: "func second() (r bool) {\n\tdefer func() { r = recover() != nil }()\n\tdefer func() { panic(\"second\") }()\n\treturn false\n}",
		body:  "\treturn skills.Result{\"r\": second()}, nil", want: `{"r":true}`},
	{name: "range_array_pointer",
		body: "\ta := [3]int{1, 2, 3}\n\tp := &a\n\tsum := 0\n\tfor _, v := range p {\n\t\tsum += v\n\t}\n\treturn skills.Result{\"sum\": sum}, nil", want: `{"sum":6}`},
	{name: "iface_op_dest",
		body: "\tres := skills.Result{}\n\tn := 1234\n\tres[\"mod\"] = n % 7\n\treturn res, nil", want: `{"mod":2}`},
	{name: "iface_op_return",
		decls: "func half(n int) any { return n >> 1 }",
		body:  "\treturn skills.Result{\"h\": half(9)}, nil", want: `{"h":4}`},
	{name: "select_continue",
		body: "\tq := make(chan int, 4)\n\tq <- 1\n\tq <- 2\n\tn, after := 0, 0\n\tfor n < 3 {\n\t\tn++\n\t\tselect {\n\t\tcase <-q:\n\t\t\tcontinue\n\t\tdefault:\n\t\t}\n\t\tafter++\n\t}\n\treturn skills.Result{\"after\": after}, nil", want: `{"after":1}`},
	{name: "select_continue_overflow", overflow: true,
		body: "\tq := make(chan int, 4)\n\tq <- 1\n\tn := 0\n\tfor {\n\t\tn++\n\t\tselect {\n\t\tcase j := <-q:\n\t\t\tif j > 0 {\n\t\t\t\tcontinue\n\t\t\t}\n\t\tdefault:\n\t\t}\n\t\treturn skills.Result{\"n\": n}, nil\n\t}", want: `{"n":2}`},
	{name: "embedded_iface_call",
		decls: "type logger interface{ Log(string) }\n\ntype buf struct{ lines []string }\n\nfunc (b *buf) Log(s string) { b.lines = append(b.lines, s) }\n\ntype service struct {\n\tlogger\n\tname string\n}",
		body:  "\tb := &buf{}\n\ts := service{logger: b, name: \"x\"}\n\ts.Log(\"a\")\n\treturn skills.Result{\"n\": len(b.lines)}, nil", want: `{"n":1}`},
	{name: "embedded_iface_satisfies",
		decls: "type byDesc struct{ sort.Interface }\n\nfunc (r byDesc) Less(i, j int) bool { return r.Interface.Less(j, i) }",
		body:  "\txs := []int{1, 3, 2}\n\tsort.Sort(byDesc{sort.IntSlice(xs)})\n\treturn skills.Result{\"xs\": xs}, nil", want: `{"xs":[3,2,1]}`},
	{name: "iface_equal_methods",
		decls: "type point struct{ X, Y int }\n\nfunc (p point) String() string { return \"p\" }",
		body:  "\tp1, p2 := point{1, 2}, point{1, 2}\n\tvar a, b any = p1, p2\n\treturn skills.Result{\"eq\": a == b}, nil", want: `{"eq":true}`},
	{name: "iface_field_equal",
		decls: "type point struct{ X, Y int }\n\nfunc (p point) String() string { return \"p\" }\n\ntype rec struct{ V any }",
		body:  "\tp1, p2 := point{1, 2}, point{1, 2}\n\treturn skills.Result{\"eq\": rec{p1} == rec{p2}}, nil", want: `{"eq":true}`},
	{name: "generic_unnamed_receiver",
		decls: "type width[T any] struct{}\n\nfunc (width[T]) Show(v T) int { return 1 }",
		body:  "\treturn skills.Result{\"w\": width[int]{}.Show(3)}, nil", want: `{"w":1}`},
	{name: "loop_var_assigned_captured",
		body: "\tvar fs []func() int\n\tfor i := 0; i < 3; i++ {\n\t\tfs = append(fs, func() int { return i })\n\t\ti++\n\t}\n\treturn skills.Result{\"v\": []int{fs[0](), fs[1]()}}, nil", want: `{"v":[1,3]}`},
	{name: "tuple_assign_iface",
		decls: "type color int\n\nfunc (c color) String() string { return \"c\" }\n\nfunc two(i int) (color, error) { return color(i), nil }",
		body:  "\tvar out []any\n\tfor i := 0; i < 2; i++ {\n\t\tvar a any\n\t\tvar err error\n\t\ta, err = two(i)\n\t\t_ = err\n\t\t_, ok := a.(interface{ String() string })\n\t\tout = append(out, ok)\n\t}\n\treturn skills.Result{\"ok\": out}, nil", want: `{"ok":[true,true]}`},
	{name: "range_assign_iface",
		decls: "type color int\n\nfunc (c color) String() string { return [...]string{\"R\", \"G\"}[c] }",
		body:  "\tvar out []string\n\tvar v any\n\tfor _, v = range []color{0, 1} {\n\t\tout = append(out, v.(interface{ String() string }).String())\n\t}\n\treturn skills.Result{\"v\": out}, nil", want: `{"v":["R","G"]}`},
	{name: "select_send_iface",
		decls: "type color int\n\nfunc (c color) String() string { return \"c\" }",
		body:  "\tch := make(chan any, 1)\n\tc := color(1)\n\tselect {\n\tcase ch <- c:\n\t}\n\t_, ok := (<-ch).(interface{ String() string })\n\treturn skills.Result{\"ok\": ok}, nil", want: `{"ok":true}`},
	{name: "promoted_method_value",
		decls: "type counter struct{ n int }\n\nfunc (c counter) value() int { return c.n }\n\ntype wrap struct{ *counter }",
		body:  "\tc := &counter{1}\n\tw := wrap{c}\n\tf := w.value\n\tc.n = 10\n\treturn skills.Result{\"v\": f()}, nil", want: `{"v":1}`},
	{name: "defer_receiver_through_pointer",
		decls: "type counter struct{ n int }\n\nfunc (c counter) report(out *int) { *out = c.n }\n\ntype holder struct{ c *counter }\n\nfunc f() (out int) {\n\th := holder{&counter{7}}\n\tdefer h.c.report(&out)\n\th.c = &counter{8}\n\treturn\n}",
		body:  "\treturn skills.Result{\"v\": f()}, nil", want: `{"v":7}`},
	{name: "go_receiver_late", racy: true,
		decls: "type counter struct{ n int }\n\nfunc (c counter) send(ch chan int) { ch <- c.n }",
		body:  "\tch := make(chan int, 50)\n\tfor i := 0; i < 50; i++ {\n\t\tc := counter{i}\n\t\tgo c.send(ch)\n\t\tc.n = -1\n\t}\n\tlate := 0\n\tfor j := 0; j < 50; j++ {\n\t\tif <-ch < 0 {\n\t\t\tlate++\n\t\t}\n\t}\n\treturn skills.Result{\"late\": late}, nil", want: `{"late":0}`},
	{name: "go_func_var_late", racy: true,
		body: "\tch := make(chan int, 50)\n\tfor i := 0; i < 50; i++ {\n\t\tf := func(c chan int) { c <- 1 }\n\t\tgo f(ch)\n\t\tf = func(c chan int) { c <- -1 }\n\t\t_ = f\n\t}\n\tlate := 0\n\tfor j := 0; j < 50; j++ {\n\t\tif <-ch < 0 {\n\t\t\tlate++\n\t\t}\n\t}\n\treturn skills.Result{\"late\": late}, nil", want: `{"late":0}`},
	{name: "loop_closure_foreign",
		body: "\tvar fs []func()\n\tout := []int{}\n\tfor i := range 3 {\n\t\tfs = append(fs, sync.OnceFunc(func() { out = append(out, i) }))\n\t}\n\tfor _, f := range fs {\n\t\tf()\n\t}\n\treturn skills.Result{\"out\": out}, nil", want: `{"out":[0,1,2]}`},
	{name: "loop_closure_pool",
		body: "\tvar pools []*sync.Pool\n\tfor i := range 3 {\n\t\tpools = append(pools, &sync.Pool{New: func() any { return i }})\n\t}\n\tvar got []any\n\tfor _, p := range pools {\n\t\tgot = append(got, p.Get())\n\t}\n\treturn skills.Result{\"got\": got}, nil", want: `{"got":[0,1,2]}`},
	{name: "loop_closure_waitgroup", racy: true,
		body: "\tvar wg sync.WaitGroup\n\tres := make([]int, 4)\n\tfor i := 0; i < 4; i++ {\n\t\tk := i * 10\n\t\twg.Go(func() { res[k/10] = k })\n\t}\n\twg.Wait()\n\treturn skills.Result{\"res\": res}, nil", want: `{"res":[0,10,20,30]}`},
	{name: "go_lit_restore", racy: true, dies: true,
		decls: "func spin(k int) int {\n\ts := 0\n\tfor n := 0; n < 5000; n++ {\n\t\ts += n\n\t}\n\treturn k + s*0\n}",
		body:  "\tout := make(chan bool, 500)\n\tfor i := 0; i < 500; i++ {\n\t\tj := i\n\t\tgo func(k int) { out <- j == k }(spin(j))\n\t}\n\tbad := 0\n\tfor i := 0; i < 500; i++ {\n\t\tif !<-out {\n\t\t\tbad++\n\t\t}\n\t}\n\treturn skills.Result{\"bad\": bad}, nil", want: `{"bad":0}`},
	{name: "captured_struct_literal",
		decls: "type state struct {\n\titems []string\n\ttotal int\n}",
		body:  "\tvar st state\n\tf := func() int { return len(st.items) + st.total }\n\tst = state{items: []string{\"x\"}, total: 3}\n\tg := func() { st = state{total: 7} }\n\tn := f()\n\tg()\n\treturn skills.Result{\"n\": n, \"after\": st.total}, nil", want: `{"after":7,"n":4}`},
	{name: "redeclared_captured",
		decls: "type pt struct{ X int }",
		body:  "\tn := 0\n\tg := func() int { return n }\n\ts, n := \"s\", len(\"abc\")\n\tp := pt{}\n\th := func() int { return p.X }\n\tq, p := 1, pt{X: 9}\n\treturn skills.Result{\"g\": g(), \"h\": h(), \"s\": s, \"q\": q}, nil", want: `{"g":3,"h":9,"q":1,"s":"s"}`},
	{name: "captured_recv",
		body: "\tch := make(chan int, 3)\n\tch <- 1\n\tch <- 2\n\tch <- 3\n\tvar a, b int\n\tvar v struct{ n int }\n\tf := func() { a = <-ch }\n\tf()\n\tg := func() []int { return []int{a, b, v.n} }\n\tb = <-ch\n\tv.n = <-ch\n\treturn skills.Result{\"v\": g()}, nil", want: `{"v":[1,2,3]}`},
	{name: "case_list_calls",
		decls: "func f(n int) int { return n }",
		body:  "\tgot := \"default\"\n\tswitch 2 {\n\tcase f(1), f(2):\n\t\tgot = \"case\"\n\t}\n\treturn skills.Result{\"got\": got}, nil", want: `{"got":"case"}`},
	{name: "ptr_only_method_fmt",
		decls: "type pt struct{ X int }\n\nfunc (p *pt) String() string { return \"<pt>\" }",
		body:  "\tp := pt{1}\n\treturn skills.Result{\"s\": fmt.Sprint(p)}, nil", want: `{"s":"{1}"}`},
	{name: "same_layout_assert",
		decls: "type a struct{ X int }\n\ntype b struct{ X int }",
		body:  "\tvar v any = b{1}\n\t_, ok := v.(a)\n\treturn skills.Result{\"ok\": ok}, nil", want: `{"ok":false}`},
	{name: "select_goto_back",
		body: "\tq := make(chan int, 2)\n\tq <- 1\n\tq <- 2\n\tsum, rounds := 0, 0\n\tfor {\n\tnext:\n\t\trounds++\n\t\tif rounds > 100 {\n\t\t\treturn nil, nil\n\t\t}\n\t\tselect {\n\t\tcase j := <-q:\n\t\t\tsum += j\n\t\t\tgoto next\n\t\tdefault:\n\t\t}\n\t\treturn skills.Result{\"sum\": sum}, nil\n\t}", want: `{"sum":3}`},
	{name: "select_goto_back_overflow", overflow: true,
		body: "\tq := make(chan int, 2)\n\tq <- 1\n\tsum := 0\nnext:\n\tselect {\n\tcase j := <-q:\n\t\tsum += j\n\t\tif j > 0 {\n\t\t\tgoto next\n\t\t}\n\tdefault:\n\t}\n\treturn skills.Result{\"sum\": sum}, nil", want: `{"sum":1}`},
	{name: "parallel_untyped_nil",
		body: "\tvar a int\n\tb := []int{9}\n\ta, b = 1, nil\n\treturn skills.Result{\"a\": a, \"nil\": b == nil}, nil", want: `{"a":1,"nil":true}`},
	{name: "parallel_hoisted_nil",
		body: "\tvar r0 map[string]int\n\tvar r1 error\n\tv := errors.New(\"x\")\n\tr0, r1 = nil, v\n\treturn skills.Result{\"nil\": r0 == nil, \"err\": r1.Error()}, nil", want: `{"err":"x","nil":true}`},
	{name: "parallel_iface_nil",
		body: "\tvar q, r any = 1, 2\n\tvar z any\n\tq, r = z, 3\n\treturn skills.Result{\"q\": q, \"r\": r}, nil", want: `{"q":null,"r":3}`},
	{name: "parallel_any_swap",
		body: "\tvar a, b any = 1, \"x\"\n\ta, b = b, a\n\treturn skills.Result{\"a\": a, \"b\": b}, nil", want: `{"a":"x","b":1}`},
	{name: "parallel_map_nil_slice",
		body: "\tm := map[string][]int{}\n\tvar x []int\n\tm[\"a\"], x = nil, []int{1}\n\treturn skills.Result{\"n\": len(m), \"x\": x}, nil", want: `{"n":1,"x":[1]}`},
	{name: "parallel_map_calls",
		body: "\tm := map[string]*int{}\n\tid := func(i int) int { return i }\n\tvar o int\n\to, m[\"a\"] = id(1), new(int)\n\treturn skills.Result{\"n\": len(m), \"o\": o}, nil", want: `{"n":1,"o":1}`},
	{name: "define_composite_lit",
		body: "\txs, n := []int{7}, 1\n\treturn skills.Result{\"xs\": xs, \"n\": n}, nil", want: `{"n":1,"xs":[7]}`},
	{name: "assert_empty_iface",
		body: "\tvar x any = 5\n\tv, ok := x.(any)\n\treturn skills.Result{\"v\": v, \"ok\": ok}, nil", want: `{"ok":true,"v":5}`},
	{name: "iface_compare_return",
		decls: "func isNil(e error) any { return e == nil }",
		body:  "\treturn skills.Result{\"nil\": isNil(nil)}, nil", want: `{"nil":true}`},
	{name: "iface_recv_return",
		decls: "func next(ch chan int) any { return <-ch }",
		body:  "\tch := make(chan int, 1)\n\tch <- 4\n\treturn skills.Result{\"v\": next(ch)}, nil", want: `{"v":4}`},
	{name: "select_recv_assign",
		body: "\tch := make(chan int, 1)\n\tch <- 3\n\tvar v int\n\tselect {\n\tcase v = <-ch:\n\t}\n\treturn skills.Result{\"v\": v}, nil", want: `{"v":3}`},
	{name: "select_send_paren",
		body: "\tch := make(chan any, 1)\n\tn := 3\n\tselect {\n\tcase ch <- (-n):\n\t}\n\tv := <-ch\n\treturn skills.Result{\"v\": v}, nil", want: `{"v":-3}`},
	{name: "select_send_nested",
		body: "\tch := make(chan any, 1)\n\tn := 3\n\tselect {\n\tcase ch <- n%2 == 1:\n\t}\n\tv := <-ch\n\treturn skills.Result{\"v\": v}, nil", want: `{"v":true}`},
	{name: "recv_assign_index",
		body: "\tch := make(chan int, 3)\n\tch <- 1\n\tch <- 2\n\tch <- 3\n\txs := []int{0, 0}\n\ti := 1\n\txs[i] = <-ch\n\tvar b struct{ N int }\n\tb.N = <-ch\n\tvar a [1]int\n\ta[0] += <-ch\n\treturn skills.Result{\"v\": fmt.Sprint(xs, b.N, a)}, nil", want: `{"v":"[0 1] 2 [3]"}`},
	{name: "range_chan_slice",
		body: "\tcs := []chan int{make(chan int, 1), make(chan int, 1)}\n\tn := 0\n\tfor i, c := range cs {\n\t\tc <- i + 1\n\t\tn += <-c\n\t}\n\treturn skills.Result{\"n\": n}, nil", want: `{"n":3}`},
	{name: "range_chan_map",
		body: "\tcs := map[string]chan int{}\n\tcs[\"ab\"] = make(chan int, 1)\n\tn := 0\n\tfor k, c := range cs {\n\t\tc <- len(k)\n\t\tn += <-c\n\t}\n\treturn skills.Result{\"n\": n}, nil", want: `{"n":2}`},
	{name: "nil_ptr_in_error",
		decls: "type pe struct{}\n\nfunc (p *pe) Error() string { return \"pe\" }\n\nfunc get() error {\n\tvar p *pe\n\treturn p\n}",
		body:  "\tvar p *pe\n\tvar e error = p\n\treturn skills.Result{\"var\": e != nil, \"ret\": get() != nil}, nil", want: `{"ret":true,"var":true}`},
	{name: "result_index_binary",
		decls: "func build() skills.Result {\n\tres := skills.Result{}\n\tn := 2\n\tres[\"x\"] = n + 1\n\treturn res\n}",
		body:  "\treturn skills.Result{\"r\": build()}, nil", want: `{"r":{"x":3}}`},
	{name: "map_any_key_methods",
		decls: "type pt struct{ x int }\n\nfunc (v pt) String() string { return \"pt\" }",
		body:  "\tm := map[any]int{}\n\tp, q := pt{1}, pt{1}\n\tvar a, b any = p, q\n\tm[a]++\n\tm[b]++\n\treturn skills.Result{\"n\": len(m)}, nil", want: `{"n":1}`},
	{name: "conv_nil_compare",
		body: "\tvar q *int\n\tvar m map[string]int\n\tp := any(q) == nil\n\tn := any(m) != nil\n\tr := nil == interface{}(q)\n\treturn skills.Result{\"p\": p, \"n\": n, \"r\": r}, nil", want: `{"n":true,"p":false,"r":false}`},
	{name: "conv_nil_compare_generic",
		decls: "type shape interface{ area() int }\n\ntype sq struct{}\n\nfunc (s *sq) area() int { return 1 }\n\nfunc isNil[T shape](x T) bool { return shape(x) == nil }",
		body:  "\tvar p *sq\n\tn := isNil[*sq](p)\n\treturn skills.Result{\"n\": n}, nil", want: `{"n":false}`},
	{name: "nil_ptr_in_sort_iface",
		decls: "type list []int\n\nfunc (l *list) Len() int {\n\tif l == nil {\n\t\treturn 0\n\t}\n\treturn len(*l)\n}\n\nfunc (l *list) Less(i, j int) bool { return (*l)[i] < (*l)[j] }\n\nfunc (l *list) Swap(i, j int) { (*l)[i], (*l)[j] = (*l)[j], (*l)[i] }\n\nfunc get() sort.Interface {\n\tvar l *list\n\treturn l\n}",
		body:  "\tvar l *list\n\tvar s sort.Interface = l\n\tset, ret := s != nil, get() != nil\n\tn := 0\n\tif set {\n\t\tn = s.Len()\n\t}\n\tlp, ok := s.(*list)\n\treturn skills.Result{\"set\": set, \"ret\": ret, \"n\": n, \"ok\": ok, \"nil\": lp == nil}, nil", want: `{"n":0,"nil":true,"ok":true,"ret":true,"set":true}`},
	{name: "nil_ptr_in_sort_iface_switch",
		decls: "type list []int\n\nfunc (l *list) Len() int {\n\tif l == nil {\n\t\treturn 0\n\t}\n\treturn len(*l)\n}\n\nfunc (l *list) Less(i, j int) bool { return (*l)[i] < (*l)[j] }\n\nfunc (l *list) Swap(i, j int) { (*l)[i], (*l)[j] = (*l)[j], (*l)[i] }\n\nfunc kind(x sort.Interface) string {\n\tswitch v := x.(type) {\n\tcase nil:\n\t\treturn \"nil\"\n\tcase *list:\n\t\treturn fmt.Sprint(\"list \", v == nil)\n\t}\n\treturn \"other\"\n}",
		body:  "\tvar l *list\n\treturn skills.Result{\"k\": kind(l)}, nil", want: `{"k":"list true"}`},
	{name: "nil_ptr_foreign_arg",
		decls: "type list []int\n\nfunc (l *list) Len() int {\n\tif l == nil {\n\t\treturn 0\n\t}\n\treturn len(*l)\n}\n\nfunc (l *list) Less(i, j int) bool { return (*l)[i] < (*l)[j] }\n\nfunc (l *list) Swap(i, j int) { (*l)[i], (*l)[j] = (*l)[j], (*l)[i] }",
		body:  "\tvar l *list\n\tsort.Sort(l)\n\treturn skills.Result{\"sorted\": sort.IsSorted(l)}, nil", want: `{"sorted":true}`},
	{name: "fmt_call_result",
		decls: "type tok struct{ s string }\n\nfunc (t tok) String() string { return \"tok:\" + t.s }\n\nfunc mk() tok { return tok{\"a\"} }\n\ntype ptok struct{ s string }\n\nfunc (p *ptok) String() string { return \"ptok:\" + p.s }\n\nfunc mkp() *ptok { return &ptok{\"p\"} }",
		body:  "\ts := fmt.Sprint(mk(), \" \", mkp())\n\tf := fmt.Sprintf(\"%v|%s\", mk(), mkp())\n\treturn skills.Result{\"s\": s, \"f\": f}, nil", want: `{"f":"tok:a|ptok:p","s":"tok:a ptok:p"}`},
	{name: "const_op_method_iface",
		decls: "type lit float64\n\nfunc (l lit) eval() float64 { return float64(l) }\n\ntype expr interface{ eval() float64 }",
		body:  "\tvar e expr = lit(1) * 3\n\treturn skills.Result{\"e\": e.eval()}, nil", want: `{"e":3}`},
	{name: "func_field_return",
		decls: "type route struct{ h func(string) string }\n\nfunc serve(r route) (string, int) {\n\treturn r.h(\"a\"), 200\n}",
		body:  "\tr := route{func(p string) string { return \"u\" + p }}\n\tb, c := serve(r)\n\treturn skills.Result{\"b\": b, \"c\": c}, nil", want: `{"b":"ua","c":200}`},
	{name: "foreign_iface_to_any",
		decls: "type myErr struct{ code int }\n\nfunc (e *myErr) Error() string { return \"mine\" }\n\nfunc kind(a any) string {\n\tswitch a.(type) {\n\tcase *myErr:\n\t\treturn \"mine\"\n\tcase error:\n\t\treturn \"error\"\n\t}\n\treturn \"other\"\n}",
		body:  "\tvar err error = &myErr{7}\n\tvar a any = err\n\t_, ok := a.(*myErr)\n\tk := kind(err)\n\treturn skills.Result{\"ok\": ok, \"kind\": k}, nil", want: `{"kind":"mine","ok":true}`},
	{name: "fmt_nil_ptr_stringer",
		decls: "type node struct{ next *node }\n\nfunc (n *node) String() string {\n\tif n == nil {\n\t\treturn \"end\"\n\t}\n\treturn \"node\"\n}",
		body:  "\tvar n *node\n\treturn skills.Result{\"s\": fmt.Sprint(n)}, nil", want: `{"s":"end"}`},
	{name: "assert_any_to_named_int",
		decls: "type code int\n\nfunc (c code) String() string { return \"c\" }",
		body:  "\tvar v any = 2\n\t_, isCode := v.(code)\n\tvar w any = code(3)\n\t_, isInt := w.(int)\n\treturn skills.Result{\"code\": isCode, \"int\": isInt}, nil", want: `{"code":false,"int":false}`},
	{name: "switch_any_of_iface_to_iface",
		decls: "type named interface{ Name() string }\n\ntype closer interface{ Close() error }\n\ntype res struct{ n int }\n\nfunc (r *res) Name() string { return \"r\" }\n\nfunc (r *res) Close() error { return nil }",
		body:  "\tvar x named = &res{}\n\td := false\n\tswitch any(x).(type) {\n\tcase closer:\n\t\td = true\n\t}\n\treturn skills.Result{\"d\": d}, nil", want: `{"d":true}`},
	{name: "generic_method_clash",
		decls: "type stack[T any] struct{ items []T }\n\nfunc (s *stack[T]) Push(v T) { s.items = append(s.items, v) }\n\nfunc (s *stack[T]) Pop() T {\n\tv := s.items[len(s.items)-1]\n\ts.items = s.items[:len(s.items)-1]\n\treturn v\n}\n\ntype queue[T any] struct{ items []T }\n\nfunc (q *queue[T]) Push(v T) { q.items = append(q.items, v) }\n\nfunc (q *queue[T]) Pop() T {\n\tv := q.items[0]\n\tq.items = q.items[1:]\n\treturn v\n}",
		body:  "\ts, q := &stack[int]{}, &queue[int]{}\n\tfor i := 0; i < 3; i++ {\n\t\ts.Push(i)\n\t\tq.Push(i)\n\t}\n\treturn skills.Result{\"s\": s.Pop(), \"q\": q.Pop()}, nil", want: `{"q":0,"s":2}`},
	{name: "generic_func_method_clash",
		decls: "type bag[T any] struct{ items []T }\n\nfunc (b bag[T]) Count() int { return len(b.items) }\n\nfunc Count[T any](xs []T) int { return -len(xs) }",
		body:  "\tb := bag[int]{items: []int{1, 2}}\n\treturn skills.Result{\"m\": b.Count(), \"f\": Count([]int{1, 2, 3})}, nil", want: `{"f":-3,"m":2}`},
	{name: "type_param_conversion",
		decls: "type sym string\n\nfunc (s sym) String() string { return \"sym\" }\n\nfunc kind[T any](v T) string {\n\tswitch any(v).(type) {\n\tcase fmt.Stringer:\n\t\treturn \"stringer\"\n\t}\n\treturn \"other\"\n}",
		body:  "\treturn skills.Result{\"k\": kind(sym(\"x\"))}, nil", want: `{"k":"stringer"}`},
	{name: "recover_panic_nil",
		body: "\tr := func() (r any) {\n\t\tdefer func() { r = recover() }()\n\t\tpanic(nil)\n\t}()\n\t_, isErr := r.(error)\n\treturn skills.Result{\"err\": isErr}, nil", want: `{"err":true}`},
	{name: "tuple_map_entry",
		body: "\tm := map[string]int{}\n\tsrc := map[string]int{\"k\": 5}\n\tvar ok bool\n\tm[\"a\"], ok = src[\"k\"]\n\treturn skills.Result{\"n\": len(m), \"ok\": ok}, nil", want: `{"n":1,"ok":true}`},
}

// TestInterpreterBugsRaw runs each of rawBugs on the interpreter as
// written and wants it to go wrong: an error or a result other than Go's
// (the compiler's stack overflow, fatal, in a child process of this
// test binary). When an upgrade of yaegi fixes one, this fails, and the
// rule or rewrite in front of it can go.
func TestInterpreterBugsRaw(t *testing.T) {
	if name := os.Getenv("SKILLRUN_RAW_BUG"); name != "" {
		t.Skip("the child of TestInterpreterBugsRaw runs rawBugChild")
	}
	for _, b := range rawBugs {
		t.Run(b.name, func(t *testing.T) {
			if b.racy && raceEnabled {
				t.Skip("a data race inside the interpreter (see racy)")
			}
			src := rawSkill(b.name, b.decls, b.body)
			if b.dies {
				ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
				defer cancel()
				cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^TestRawBugChild$", "-test.v")
				cmd.Env = append(os.Environ(), "SKILLRUN_RAW_BUG="+b.name)
				out, _ := cmd.CombinedOutput()
				if strings.Contains(string(out), " ran: "+b.want+" <nil>") {
					t.Errorf("the interpreter runs %s as Go does (%s): the rule or rewrite in front of it may go\n%s", b.name, b.want, src)
				}
				t.Logf("%s: %.300s (Go: %s)", b.name, out, b.want)
				return
			}
			if b.overflow {
				ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
				defer cancel()
				cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^TestRawBugChild$", "-test.v")
				cmd.Env = append(os.Environ(), "SKILLRUN_RAW_BUG="+b.name)
				out, err := cmd.CombinedOutput()
				if err == nil || !strings.Contains(string(out), "stack overflow") {
					t.Errorf("the child compiling %s: %v; want it killed by a stack overflow\n%.2000s", b.name, err, out)
				}
				return
			}
			got, err := rawRun(b.name, src)
			if err == nil && got == b.want {
				t.Errorf("the interpreter runs %s as Go does (%s): the rule or rewrite in front of it may go\n%s", b.name, got, src)
			}
			t.Logf("%s: %s %v (Go: %s)", b.name, got, err, b.want)
		})
	}
}

// TestInterpreterBugsNormalised runs each of rawBugs that vet takes
// through the checker, and wants Go's result from what the normaliser
// made of it.
func TestInterpreterBugsNormalised(t *testing.T) {
	ran := 0
	for _, b := range rawBugs {
		src := rawSkill(b.name, b.decls, b.body)
		u, err := check.Check(b.name+".go", []byte(src))
		if err != nil {
			continue // refused by vet
		}
		ran++
		t.Run(b.name, func(t *testing.T) {
			p, err := Compile(u, Options{})
			if err != nil {
				t.Fatal(err)
			}
			defer p.Close()
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			resp, err := p.Run(ctx, &Request{Env: &recEnv{}, Args: []byte(`{}`)})
			if b.stops {
				if err == nil || !strings.Contains(err.Error(), "the interpreter cannot") {
					t.Errorf("normalised %s: %v; want the run stopped with an error saying the interpreter cannot", b.name, err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got, _ := json.Marshal(resp.Result); string(got) != b.want {
				t.Errorf("normalised %s gives %s; Go gives %s\n%s", b.name, got, b.want, u.Code)
			}
		})
	}
	if ran < 10 {
		t.Fatalf("only %d of the raw bugs vet; the table or the checker is broken", ran)
	}
}

// rawRun compiles and runs a raw skill, with a deadline: one bug is an
// endless loop.
func rawRun(name, src string) (string, error) {
	p, err := rawProgram(name, src)
	if err != nil {
		return "", err
	}
	defer p.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	resp, err := p.Run(ctx, &Request{Env: &recEnv{}, Args: []byte(`{}`)})
	if err != nil {
		return "", err
	}
	b, _ := json.Marshal(resp.Result)
	return string(b), nil
}

// TestRawBugChild compiles the raw bug $SKILLRUN_RAW_BUG names, in a
// process of its own (TestInterpreterBugsRaw starts it), with a stack
// bound of 64 MiB so that the overflow comes soon.
func TestRawBugChild(t *testing.T) {
	name := os.Getenv("SKILLRUN_RAW_BUG")
	if name == "" {
		t.Skip("run by TestInterpreterBugsRaw")
	}
	debug.SetMaxStack(64 << 20)
	for _, b := range rawBugs {
		if b.name == name {
			got, err := rawRun(b.name, rawSkill(b.name, b.decls, b.body))
			t.Fatalf("%s ran: %s %v", name, got, err)
		}
	}
	t.Fatalf("no raw bug %q", name)
}
