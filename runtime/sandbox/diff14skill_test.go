package sandbox

import (
	"bufio"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"math"
	"math/rand"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/skillrun/skillrun/skills"
)

// This file is compiled into the tests and run as a skill (TestDiff14):
// ordinary Go whose result the interpreter must give as compiled Go does.
// Each d14... function returning skills.Result is a case of its own.

// ---- 1: type switch in a generic function over a named string type
type d14Sym string

func (s d14Sym) String() string { return "sym:" + string(s) }

type d14Code int

func (c d14Code) String() string { return "code" + strconv.Itoa(int(c)) }

func d14Kind[T any](v T) string {
	switch x := any(v).(type) {
	case d14Sym:
		return "sym " + string(x)
	case string:
		return "string " + x
	case d14Code:
		return "code " + strconv.Itoa(int(x))
	case int:
		return "int " + strconv.Itoa(x)
	}
	return "other"
}

func d14KindOk[T any](v T) string {
	if s, ok := any(v).(d14Sym); ok {
		return "sym " + string(s)
	}
	if s, ok := any(v).(string); ok {
		return "string " + s
	}
	return "other"
}

func d14GenericSwitch() skills.Result {
	return skills.Result{
		"a": []string{d14Kind(d14Sym("x")), d14Kind("y"), d14Kind(d14Code(3)), d14Kind(4)},
		"b": []string{d14KindOk(d14Sym("x")), d14KindOk("y")},
	}
}

// d14Point, d14Err and d14Money are the skill's value types with
// methods several cases use.
type d14Point struct{ X, Y int }

func (p d14Point) String() string { return fmt.Sprintf("(%d,%d)", p.X, p.Y) }

type d14Err struct{ msg string }

func (e d14Err) Error() string { return "d14:" + e.msg }

type d14Money int64

func (m d14Money) String() string { return fmt.Sprintf("$%d.%02d", m/100, m%100) }

// ---- 2: value of skill's type in a foreign interface then any

func d14ForeignIface() skills.Result {
	var s fmt.Stringer = d14Point{1, 2}
	var a any = s
	p, ok := a.(d14Point)
	var e error = d14Err{"x"}
	var b any = e
	q, ok2 := b.(d14Err)
	out := []string{}
	for _, v := range []any{s, e, d14Point{3, 4}} {
		switch w := v.(type) {
		case d14Point:
			out = append(out, "pt"+w.String())
		case d14Err:
			out = append(out, "err"+w.msg)
		default:
			out = append(out, "?")
		}
	}
	var ptrs any = fmt.Stringer(&d14Point{5, 6})
	pp, ok3 := ptrs.(*d14Point)
	return skills.Result{"p": p.String(), "ok": ok, "q": q.msg, "ok2": ok2, "out": out, "fa": fmt.Sprint(a, b, []any{s, e}), "pp": pp.X, "ok3": ok3}
}

// ---- 3: panic(nil)
func d14PanicNil() skills.Result {
	r := func() (r any) {
		defer func() { r = recover() }()
		panic(nil)
	}()
	_, isErr := r.(error)
	s := ""
	if e, ok := r.(error); ok {
		s = e.Error()
	}
	return skills.Result{"nil": r == nil, "isErr": isErr, "msg": s, "type": d14typeName(r)}
}

// ---- 4b: a value receiver error type asserted from error
type d14ParseErr struct {
	Line int
	Msg  string
}

func (e d14ParseErr) Error() string { return fmt.Sprintf("line %d: %s", e.Line, e.Msg) }

func d14parse(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, d14ParseErr{7, "bad " + s}
	}
	return n, nil
}

func d14ValueErr() skills.Result {
	var lines []int
	for _, in := range []string{"1", "zz", "3", "q"} {
		if _, err := d14parse(in); err != nil {
			if pe, ok := err.(d14ParseErr); ok {
				lines = append(lines, pe.Line)
			}
		}
	}
	_, err := d14parse("zz")
	pe := err.(d14ParseErr)
	wrapped := fmt.Errorf("wrap: %w", err)
	_, okWrapped := wrapped.(d14ParseErr)
	var s fmt.Stringer = d14Point{4, 5}
	pt, okPt := s.(d14Point)
	var other error = d14Err{"o"}
	_, okErr := other.(d14ParseErr)
	return skills.Result{"lines": lines, "line": pe.Line, "msg": pe.Msg, "okWrapped": okWrapped, "pt": pt.X, "okPt": okPt, "okErr": okErr}
}

// ---- 4d: an expression tree of struct types with identical field lists
type d14Expr interface {
	Eval(env map[string]float64) float64
}
type d14Add struct{ L, R d14Expr }
type d14Mul struct{ L, R d14Expr }
type d14Lit struct{ V float64 }
type d14Var struct{ N string }

func (a d14Add) Eval(env map[string]float64) float64 { return a.L.Eval(env) + a.R.Eval(env) }
func (m d14Mul) Eval(env map[string]float64) float64 { return m.L.Eval(env) * m.R.Eval(env) }
func (l d14Lit) Eval(env map[string]float64) float64 { return l.V }
func (v d14Var) Eval(env map[string]float64) float64 { return env[v.N] }

func d14show(e d14Expr) string {
	switch x := e.(type) {
	case d14Add:
		return "(" + d14show(x.L) + "+" + d14show(x.R) + ")"
	case d14Mul:
		return "(" + d14show(x.L) + "*" + d14show(x.R) + ")"
	case d14Lit:
		return strconv.FormatFloat(x.V, 'g', -1, 64)
	case d14Var:
		return x.N
	}
	return "?"
}

func d14ExprTree() skills.Result {
	e := d14Add{d14Mul{d14Lit{2}, d14Var{"x"}}, d14Lit{1}}
	var a any = d14Mul{d14Lit{1}, d14Var{"y"}}
	_, isMul := a.(d14Mul)
	_, isAdd := a.(d14Add)
	m := e.L.(d14Mul)
	return skills.Result{"s": d14show(e), "v": e.Eval(map[string]float64{"x": 5}), "isMul": isMul, "isAdd": isAdd, "m": d14show(m)}
}

// ---- 5: tokenizer/parser with a struct stack and errors
type d14Tok struct {
	Kind string
	Text string
	Pos  int
}

func d14lex(s string) ([]d14Tok, error) {
	var toks []d14Tok
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == ' ':
			i++
		case c >= '0' && c <= '9':
			j := i
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			toks = append(toks, d14Tok{"num", s[i:j], i})
			i = j
		case strings.ContainsRune("+-*/()", rune(c)):
			toks = append(toks, d14Tok{"op", string(c), i})
			i++
		default:
			return nil, fmt.Errorf("lex: unexpected %q at %d", c, i)
		}
	}
	return toks, nil
}

type d14Parser struct {
	toks []d14Tok
	pos  int
}

func (p *d14Parser) peek() *d14Tok {
	if p.pos < len(p.toks) {
		return &p.toks[p.pos]
	}
	return nil
}

func (p *d14Parser) expr() int {
	v := p.term()
	for t := p.peek(); t != nil && (t.Text == "+" || t.Text == "-"); t = p.peek() {
		p.pos++
		r := p.term()
		if t.Text == "+" {
			v += r
		} else {
			v -= r
		}
	}
	return v
}

func (p *d14Parser) term() int {
	v := p.factor()
	for t := p.peek(); t != nil && (t.Text == "*" || t.Text == "/"); t = p.peek() {
		p.pos++
		r := p.factor()
		if t.Text == "*" {
			v *= r
		} else {
			if r == 0 {
				panic(fmt.Errorf("division by zero at %d", t.Pos))
			}
			v /= r
		}
	}
	return v
}

func (p *d14Parser) factor() int {
	t := p.peek()
	if t == nil {
		panic(errors.New("unexpected end"))
	}
	p.pos++
	if t.Text == "(" {
		v := p.expr()
		p.pos++
		return v
	}
	if t.Text == "-" {
		return -p.factor()
	}
	n, _ := strconv.Atoi(t.Text)
	return n
}

func d14eval(s string) (v int, err error) {
	toks, err := d14lex(s)
	if err != nil {
		return 0, err
	}
	defer func() {
		if r := recover(); r != nil {
			err = r.(error)
		}
	}()
	p := &d14Parser{toks: toks}
	return p.expr(), nil
}

func d14Calc() skills.Result {
	out := map[string]string{}
	for _, s := range []string{"1+2*3", "(1+2)*3", "8/(3-3)", "2*", "4 $ 4", "-(2+3)*2"} {
		v, err := d14eval(s)
		out[s] = fmt.Sprint(v, err)
	}
	return skills.Result{"out": out}
}

// ---- 6: Dijkstra with container-less heap via sort
type d14Edge struct {
	To   string
	Cost int
}

func d14Dijkstra() skills.Result {
	g := map[string][]d14Edge{
		"a": {{"b", 4}, {"c", 1}},
		"c": {{"b", 2}, {"d", 7}},
		"b": {{"d", 1}},
		"d": {},
	}
	dist := map[string]int{"a": 0}
	prev := map[string]string{}
	done := map[string]bool{}
	for {
		best, bd := "", -1
		for _, k := range slices.Sorted(maps.Keys(dist)) {
			if !done[k] && (bd < 0 || dist[k] < bd) {
				best, bd = k, dist[k]
			}
		}
		if best == "" {
			break
		}
		done[best] = true
		for _, e := range g[best] {
			if d, ok := dist[e.To]; !ok || bd+e.Cost < d {
				dist[e.To] = bd + e.Cost
				prev[e.To] = best
			}
		}
	}
	path := []string{"d"}
	for n := "d"; prev[n] != ""; n = prev[n] {
		path = append([]string{prev[n]}, path...)
	}
	return skills.Result{"dist": dist, "path": path}
}

// ---- 7: generic stack / queue of skill's struct, with methods and Stringer
type d14Stack[T any] struct{ items []T }

func (s *d14Stack[T]) Push(v T) { s.items = append(s.items, v) }
func (s *d14Stack[T]) Pop() (T, bool) {
	var zero T
	if len(s.items) == 0 {
		return zero, false
	}
	v := s.items[len(s.items)-1]
	s.items = s.items[:len(s.items)-1]
	return v, true
}
func (s *d14Stack[T]) Len() int { return len(s.items) }

func d14GenericStack() skills.Result {
	var s d14Stack[d14Point]
	s.Push(d14Point{1, 2})
	s.Push(d14Point{3, 4})
	a, _ := s.Pop()
	var t d14Stack[d14Sym]
	t.Push("q")
	b, ok := t.Pop()
	_, ok2 := t.Pop()
	return skills.Result{"a": a.String(), "fa": fmt.Sprint(a), "b": fmt.Sprint(b), "ok": ok, "ok2": ok2, "n": s.Len()}
}

// ---- 8: embedding and method promotion, overriding
type d14Animal struct{ Name string }

func (a d14Animal) Speak() string    { return a.Name + " makes a sound" }
func (a d14Animal) Describe() string { return "I am " + a.Name + ": " + a.Speak() }

type d14Dog struct {
	d14Animal
	Breed string
}

func (d d14Dog) Speak() string { return d.Name + " barks" }

type d14Speaker interface{ Speak() string }

func d14Embedding() skills.Result {
	d := d14Dog{d14Animal{"rex"}, "lab"}
	var sp d14Speaker = d
	var sp2 d14Speaker = &d
	var sp3 d14Speaker = d.d14Animal
	return skills.Result{"d": d.Describe(), "s": sp.Speak(), "s2": sp2.Speak(), "s3": sp3.Speak(), "f": fmt.Sprintf("%v %+v", d, d)}
}

// ---- 9: closures, counters, generators
func d14gen(start, step int) func() int {
	n := start - step
	return func() int { n += step; return n }
}

func d14Closures() skills.Result {
	g := d14gen(1, 3)
	var fs []func() int
	for i := range 3 {
		fs = append(fs, func() int { return i * i })
	}
	out := []int{g(), g(), g()}
	for _, f := range fs {
		out = append(out, f())
	}
	memo := map[int]int{}
	var fib func(int) int
	fib = func(n int) int {
		if n < 2 {
			return n
		}
		if v, ok := memo[n]; ok {
			return v
		}
		v := fib(n-1) + fib(n-2)
		memo[n] = v
		return v
	}
	return skills.Result{"out": out, "fib": fib(60)}
}

// ---- 10: errors wrapping chains, Is/As, Join, custom Unwrap

type d14QueryErr struct {
	Q   string
	Err error
}

func (e *d14QueryErr) Error() string { return "query " + e.Q + ": " + e.Err.Error() }
func (e *d14QueryErr) Unwrap() error { return e.Err }

func d14Errors() skills.Result {
	e1 := &d14QueryErr{"users", io.ErrUnexpectedEOF}
	e2 := fmt.Errorf("handler: %w", e1)
	e3 := errors.Join(e2, io.EOF)
	var qe *d14QueryErr
	as := errors.As(e3, &qe)
	u, same := errors.Unwrap(e2).(*d14QueryErr)
	typ := fmt.Sprintf("%T|%T", e1, d14ParseErr{})
	var short []string
	for _, part := range strings.Split(typ, "|") {
		// The package's name differs: compiled Go's sandbox, the skill's s.
		star := ""
		if strings.HasPrefix(part, "*") {
			star = "*"
		}
		short = append(short, star+part[strings.LastIndex(part, ".")+1:])
	}
	return skills.Result{
		"is":   errors.Is(e3, io.ErrUnexpectedEOF),
		"eof":  errors.Is(e3, io.EOF),
		"as":   as,
		"q":    qe.Q,
		"msg":  e3.Error(),
		"unw":  same && u == e1,
		"type": short,
		"unwf": fmt.Sprint(errors.Unwrap(e2)),
	}
}

// ---- 11: sort.Slice and sort.Sort with custom Less, stable
type d14Emp struct {
	Name string
	Dept string
	Pay  int
}

type d14ByDeptPay []d14Emp

func (b d14ByDeptPay) Len() int      { return len(b) }
func (b d14ByDeptPay) Swap(i, j int) { b[i], b[j] = b[j], b[i] }
func (b d14ByDeptPay) Less(i, j int) bool {
	if b[i].Dept != b[j].Dept {
		return b[i].Dept < b[j].Dept
	}
	return b[i].Pay > b[j].Pay
}

func d14Sorting() skills.Result {
	emps := []d14Emp{{"a", "x", 3}, {"b", "y", 1}, {"c", "x", 5}, {"d", "y", 1}, {"e", "x", 3}}
	e1 := slices.Clone(emps)
	sort.Sort(d14ByDeptPay(e1))
	e2 := slices.Clone(emps)
	sort.SliceStable(e2, func(i, j int) bool { return e2[i].Pay < e2[j].Pay })
	e3 := slices.Clone(emps)
	slices.SortStableFunc(e3, func(a, b d14Emp) int {
		return cmp.Or(cmp.Compare(a.Dept, b.Dept), cmp.Compare(b.Name, a.Name))
	})
	i, found := slices.BinarySearchFunc(e3, "y", func(e d14Emp, d string) int { return cmp.Compare(e.Dept, d) })
	return skills.Result{"e1": fmt.Sprint(e1), "e2": fmt.Sprint(e2), "e3": fmt.Sprintf("%v", e3), "i": i, "f": found}
}

// ---- 12: maps of structs, modifying via copy, counting
type d14Stat struct {
	N   int
	Sum float64
	Max float64
}

func d14MapStructs() skills.Result {
	data := "a 1\nb 2\na 5\nc 0.5\nb 7"
	st := map[string]d14Stat{}
	sc := bufio.NewScanner(strings.NewReader(data))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		v, _ := strconv.ParseFloat(f[1], 64)
		s := st[f[0]]
		s.N++
		s.Sum += v
		s.Max = max(s.Max, v)
		st[f[0]] = s
	}
	ptrs := map[string]*d14Stat{}
	for k, v := range st {
		ptrs[k] = &v
	}
	ptrs["a"].N = 100
	out := []string{}
	for _, k := range slices.Sorted(maps.Keys(st)) {
		out = append(out, fmt.Sprintf("%s=%+v/%d", k, st[k], ptrs[k].N))
	}
	return skills.Result{"out": out}
}

// ---- 13: iterators (range-over-func) of the skill's types
type d14Tree struct {
	L, R *d14Tree
	V    int
}

func (t *d14Tree) Insert(v int) *d14Tree {
	if t == nil {
		return &d14Tree{V: v}
	}
	if v < t.V {
		t.L = t.L.Insert(v)
	} else {
		t.R = t.R.Insert(v)
	}
	return t
}

func (t *d14Tree) All(yield func(int) bool) bool {
	if t == nil {
		return true
	}
	return t.L.All(yield) && yield(t.V) && t.R.All(yield)
}

func (t *d14Tree) Seq() func(func(int) bool) {
	return func(yield func(int) bool) { t.All(yield) }
}

func d14Pairs[K cmp.Ordered, V any](m map[K]V) func(func(K, V) bool) {
	return func(yield func(K, V) bool) {
		var keys []K
		for k := range m {
			keys = append(keys, k)
		}
		sort.Slice(keys, func(i, j int) bool { return keys[i] < keys[j] })
		for _, k := range keys {
			if !yield(k, m[k]) {
				return
			}
		}
	}
}

func d14Iterators() skills.Result {
	var t *d14Tree
	for _, v := range []int{5, 3, 8, 1, 4, 9, 7} {
		t = t.Insert(v)
	}
	var got []int
	for v := range t.Seq() {
		if v > 7 {
			break
		}
		got = append(got, v)
	}
	var kv []string
	for k, v := range d14Pairs(map[string]d14Point{"b": {1, 1}, "a": {2, 2}}) {
		kv = append(kv, k+v.String())
	}
	return skills.Result{"got": got, "kv": kv, "all": slices.Collect(t.Seq())}
}

// ---- 14: game of life simulation with arrays
type d14Grid [6][6]bool

func (g d14Grid) Step() d14Grid {
	var n d14Grid
	for y := range 6 {
		for x := range 6 {
			c := 0
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					if (dx != 0 || dy != 0) && y+dy >= 0 && y+dy < 6 && x+dx >= 0 && x+dx < 6 && g[y+dy][x+dx] {
						c++
					}
				}
			}
			n[y][x] = c == 3 || (c == 2 && g[y][x])
		}
	}
	return n
}

func (g d14Grid) String() string {
	var b strings.Builder
	for _, row := range g {
		for _, c := range row {
			if c {
				b.WriteByte('#')
			} else {
				b.WriteByte('.')
			}
		}
		b.WriteByte('/')
	}
	return b.String()
}

func d14Life() skills.Result {
	var g d14Grid
	g[1][2], g[2][3], g[3][1], g[3][2], g[3][3] = true, true, true, true, true
	var hist []string
	seen := map[d14Grid]int{}
	for i := range 5 {
		seen[g] = i
		g = g.Step()
		hist = append(hist, g.String())
	}
	return skills.Result{"h": hist, "f": fmt.Sprint(g), "n": len(seen)}
}

// ---- 15: scheduler with interfaces and priority
type d14Task interface {
	ID() string
	Deps() []string
}

type d14Job struct {
	id   string
	deps []string
	prio int
}

func (j d14Job) ID() string     { return j.id }
func (j d14Job) Deps() []string { return j.deps }
func (j *d14Job) Bump()         { j.prio++ }
func (j d14Job) Priority() int  { return j.prio }

type d14Prio interface{ Priority() int }

func d14topo(ts []d14Task) ([]string, error) {
	indeg := map[string]int{}
	out := map[string][]string{}
	for _, t := range ts {
		indeg[t.ID()] += 0
		for _, d := range t.Deps() {
			indeg[t.ID()]++
			out[d] = append(out[d], t.ID())
		}
	}
	byID := map[string]d14Task{}
	for _, t := range ts {
		byID[t.ID()] = t
	}
	var ready []string
	for id, n := range indeg {
		if n == 0 {
			ready = append(ready, id)
		}
	}
	var order []string
	for len(ready) > 0 {
		sort.Slice(ready, func(i, j int) bool {
			pi, pj := 0, 0
			if p, ok := byID[ready[i]].(d14Prio); ok {
				pi = p.Priority()
			}
			if p, ok := byID[ready[j]].(d14Prio); ok {
				pj = p.Priority()
			}
			if pi != pj {
				return pi > pj
			}
			return ready[i] < ready[j]
		})
		n := ready[0]
		ready = ready[1:]
		order = append(order, n)
		for _, m := range out[n] {
			indeg[m]--
			if indeg[m] == 0 {
				ready = append(ready, m)
			}
		}
	}
	if len(order) != len(indeg) {
		return order, fmt.Errorf("cycle among %d tasks", len(indeg)-len(order))
	}
	return order, nil
}

func d14Scheduler() skills.Result {
	jobs := []*d14Job{{id: "build", deps: []string{"fetch"}}, {id: "fetch"}, {id: "test", deps: []string{"build"}}, {id: "lint", deps: []string{"fetch"}, prio: 1}, {id: "doc"}}
	jobs[4].Bump()
	var ts []d14Task
	for _, j := range jobs {
		ts = append(ts, *j)
	}
	o, err := d14topo(ts)
	ts = append(ts, d14Job{id: "x", deps: []string{"y"}}, d14Job{id: "y", deps: []string{"x"}})
	o2, err2 := d14topo(ts)
	return skills.Result{"o": o, "err": fmt.Sprint(err), "o2": len(o2), "err2": err2.Error()}
}

// ---- 17: Stringer / Formatter / GoStringer on skill's types

type d14Vec struct{ X, Y float64 }

func (v d14Vec) Format(f fmt.State, verb rune) {
	switch verb {
	case 'v':
		if f.Flag('+') {
			fmt.Fprintf(f, "Vec{X:%g, Y:%g}", v.X, v.Y)
			return
		}
		fmt.Fprintf(f, "<%g %g>", v.X, v.Y)
	default:
		fmt.Fprintf(f, "%%!%c(vec)", verb)
	}
}

type d14Acct struct {
	Owner string
	Bal   d14Money
	Pos   d14Vec
}

func d14Fmt() skills.Result {
	a := d14Acct{"ann", 12345, d14Vec{1, 2.5}}
	return skills.Result{
		"v":  fmt.Sprintf("%v", a),
		"pv": fmt.Sprintf("%+v", a),
		"s":  fmt.Sprint(a.Bal, " ", a.Pos, " ", []d14Money{1, 250}),
		"d":  fmt.Sprintf("%d %x", a.Bal, a.Pos),
		"m":  fmt.Sprint(map[d14Money]d14Vec{5: {0, 1}}),
		"p":  fmt.Sprintf("%+v", &a),
		"l":  fmt.Sprintf("%v|%+v|%s", []d14Vec{{1, 2}}, [1]d14Vec{{3, 4}}, []d14Acct{a}),
		"e":  fmt.Errorf("at %v", []d14Vec{{5, 6}}).Error(),
	}
}

// d14PV has Format on its pointer; d14Holder holds Formatters in fields
// of their types, of any and unexported.
type d14PV struct{ X int }

func (v *d14PV) Format(f fmt.State, verb rune) { fmt.Fprintf(f, "pv%d", v.X) }

type d14Holder struct {
	V  d14Vec
	P  *d14PV
	A  any
	vs []d14Vec
}

// d14Formatter: the skill's fmt.Formatter values held in an any, in a
// []any and in fields, with Format on the value and on the pointer.
func d14Formatter() skills.Result {
	h := d14Holder{d14Vec{1, 2}, &d14PV{3}, d14Vec{5, 6}, []d14Vec{{7, 8}}}
	var a any = d14Vec{9, 9}
	return skills.Result{"a": fmt.Sprint([]any{d14Vec{1, 2}}, a), "h": fmt.Sprintf("%v %+v", h, &h), "p": fmt.Sprint(d14PV{4}, &d14PV{5}, []*d14PV{{6}})}
}

// ---- 18: text processing: word frequency, rune handling
func d14Words() skills.Result {
	text := "The quick brown fox — jumps over the lazy dog. The DOG sleeps; ünïcödé wörds too!"
	freq := map[string]int{}
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r > 127 && r != '—')
	}) {
		freq[w]++
	}
	type kv struct {
		K string
		V int
	}
	var kvs []kv
	for k, v := range freq {
		kvs = append(kvs, kv{k, v})
	}
	slices.SortFunc(kvs, func(a, b kv) int {
		if a.V != b.V {
			return b.V - a.V
		}
		return strings.Compare(a.K, b.K)
	})
	runes := []rune("ünïcödé")
	slices.Reverse(runes)
	return skills.Result{"top": fmt.Sprint(kvs[:4]), "rev": string(runes), "n": len(kvs), "title": strings.ToTitle("ab")}
}

// ---- 19: generic Map/Filter/Reduce over skill types with constraints
type d14Number interface {
	~int | ~int64 | ~float64
}

func d14Sum[T d14Number](xs []T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

func d14MapF[T, U any](xs []T, f func(T) U) []U {
	out := make([]U, 0, len(xs))
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

func d14Reduce[T, A any](xs []T, a A, f func(A, T) A) A {
	for _, x := range xs {
		a = f(a, x)
	}
	return a
}

func d14Generics() skills.Result {
	ms := []d14Money{100, 250, 5}
	tot := d14Sum(ms)
	strs := d14MapF(ms, d14Money.String)
	longest := d14Reduce(strs, "", func(a string, s string) string {
		if len(s) > len(a) {
			return s
		}
		return a
	})
	pts := d14MapF([]int{1, 2}, func(i int) d14Point { return d14Point{i, i * i} })
	return skills.Result{"tot": tot.String(), "ftot": fmt.Sprint(tot), "strs": strs, "l": longest, "pts": fmt.Sprint(pts)}
}

// ---- 20: interface embedding and io.Reader/Writer of the skill
type d14Upper struct{ r io.Reader }

func (u d14Upper) Read(p []byte) (int, error) {
	n, err := u.r.Read(p)
	for i := range p[:n] {
		if p[i] >= 'a' && p[i] <= 'z' {
			p[i] -= 32
		}
	}
	return n, err
}

type d14Counter struct {
	n     int
	lines int
}

func (c *d14Counter) Write(p []byte) (int, error) {
	c.n += len(p)
	c.lines += strings.Count(string(p), "\n")
	return len(p), nil
}

func d14ReaderWriter() skills.Result {
	var sb strings.Builder
	c := &d14Counter{}
	w := io.MultiWriter(&sb, c)
	n, err := io.Copy(w, d14Upper{strings.NewReader("hello\nworld\n")})
	var rw io.Writer = c
	_, isStr := rw.(fmt.Stringer)
	fmt.Fprintf(c, "x%dy\n", 3)
	return skills.Result{"s": sb.String(), "n": n, "err": fmt.Sprint(err), "c": c.n, "l": c.lines, "str": isStr}
}

func d14typeName(v any) string {
	switch v.(type) {
	case nil:
		return "nil"
	case error:
		return "error"
	case string:
		return "string"
	}
	return "other"
}

// ---- 21: state machine with method values and map of funcs
type d14State uint8

const (
	d14Idle d14State = iota
	d14Running
	d14Stopped
)

func (s d14State) String() string { return [...]string{"idle", "running", "stopped"}[s] }

type d14Machine struct {
	st    d14State
	trans map[d14State]map[string]d14State
	log   []string
}

func (m *d14Machine) Fire(ev string) error {
	next, ok := m.trans[m.st][ev]
	if !ok {
		return fmt.Errorf("no transition from %v on %q", m.st, ev)
	}
	m.log = append(m.log, fmt.Sprintf("%v-%s->%v", m.st, ev, next))
	m.st = next
	return nil
}

func d14StateMachine() skills.Result {
	m := &d14Machine{trans: map[d14State]map[string]d14State{
		d14Idle:    {"start": d14Running},
		d14Running: {"stop": d14Stopped, "pause": d14Idle},
	}}
	fire := m.Fire
	var errs []string
	for _, ev := range []string{"start", "pause", "start", "stop", "start"} {
		if err := fire(ev); err != nil {
			errs = append(errs, err.Error())
		}
	}
	return skills.Result{"log": m.log, "errs": errs, "st": m.st.String(), "fst": fmt.Sprint(m.st), "v": fmt.Sprintf("%v|%d", m.st, m.st)}
}

// ---- 22: matrix ops with arrays and value semantics
type d14Mat [2][2]int

func (a d14Mat) Mul(b d14Mat) d14Mat {
	var c d14Mat
	for i := range 2 {
		for j := range 2 {
			for k := range 2 {
				c[i][j] += a[i][k] * b[k][j]
			}
		}
	}
	return c
}

func d14Matrix() skills.Result {
	f := d14Mat{{1, 1}, {1, 0}}
	r := d14Mat{{1, 0}, {0, 1}}
	for n := 30; n > 0; n >>= 1 {
		if n&1 == 1 {
			r = r.Mul(f)
		}
		f = f.Mul(f)
	}
	cp := r
	cp[0][0] = -1
	arrs := map[string]d14Mat{"r": r}
	x := arrs["r"]
	x[1][1] = 7
	return skills.Result{"fib": r[0][1], "cp": r[0][0], "x": arrs["r"][1][1], "s": fmt.Sprint(r)}
}

// ---- 23: LRU cache with linked list of the skill
type d14Node struct {
	key, val   int
	prev, next *d14Node
}

type d14LRU struct {
	cap        int
	m          map[int]*d14Node
	head, tail *d14Node
}

func d14NewLRU(c int) *d14LRU {
	h, t := &d14Node{}, &d14Node{}
	h.next, t.prev = t, h
	return &d14LRU{cap: c, m: map[int]*d14Node{}, head: h, tail: t}
}

func (l *d14LRU) unlink(n *d14Node) { n.prev.next, n.next.prev = n.next, n.prev }
func (l *d14LRU) front(n *d14Node) {
	n.next, n.prev = l.head.next, l.head
	l.head.next.prev = n
	l.head.next = n
}

func (l *d14LRU) Get(k int) (int, bool) {
	n, ok := l.m[k]
	if !ok {
		return 0, false
	}
	l.unlink(n)
	l.front(n)
	return n.val, true
}

func (l *d14LRU) Put(k, v int) {
	if n, ok := l.m[k]; ok {
		n.val = v
		l.unlink(n)
		l.front(n)
		return
	}
	if len(l.m) == l.cap {
		old := l.tail.prev
		l.unlink(old)
		delete(l.m, old.key)
	}
	n := &d14Node{key: k, val: v}
	l.m[k] = n
	l.front(n)
}

func d14Cache() skills.Result {
	l := d14NewLRU(2)
	l.Put(1, 1)
	l.Put(2, 2)
	a, _ := l.Get(1)
	l.Put(3, 3)
	_, ok2 := l.Get(2)
	l.Put(4, 4)
	_, ok1 := l.Get(1)
	c, _ := l.Get(3)
	var keys []int
	for n := l.head.next; n != l.tail; n = n.next {
		keys = append(keys, n.key)
	}
	return skills.Result{"a": a, "ok2": ok2, "ok1": ok1, "c": c, "keys": keys}
}

// ---- 24: JSON-ish printer of nested any, type switches over many kinds
func d14dump(v any) string {
	switch x := v.(type) {
	case nil:
		return "null"
	case bool:
		return strconv.FormatBool(x)
	case int, int64:
		return fmt.Sprint(x)
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	case string:
		return strconv.Quote(x)
	case []any:
		parts := make([]string, len(x))
		for i, e := range x {
			parts[i] = d14dump(e)
		}
		return "[" + strings.Join(parts, ",") + "]"
	case map[string]any:
		keys := slices.Sorted(maps.Keys(x))
		var b strings.Builder
		b.WriteString("{")
		for i, k := range keys {
			if i > 0 {
				b.WriteString(",")
			}
			b.WriteString(strconv.Quote(k) + ":" + d14dump(x[k]))
		}
		return b.String() + "}"
	case fmt.Stringer:
		return "S(" + x.String() + ")"
	case error:
		return "E(" + x.Error() + ")"
	}
	return "?"
}

func d14Dump() skills.Result {
	v := map[string]any{
		"a": []any{1, 2.5, "x", nil, true},
		"b": map[string]any{"c": d14Point{1, 2}, "d": d14Money(150)},
		"e": &d14QueryErr{"q", io.EOF},
		"f": int64(9),
	}
	return skills.Result{"s": d14dump(v)}
}

// ---- 25: struct comparison, arrays as map keys, struct keys
type d14Key struct {
	X, Y int
	Tag  string
}

func d14StructKeys() skills.Result {
	m := map[d14Key]int{}
	m[d14Key{1, 2, "a"}]++
	m[d14Key{1, 2, "a"}]++
	m[d14Key{2, 1, "a"}]++
	var ia, ib any = d14Key{1, 2, "a"}, d14Key{1, 2, "a"}
	var pa, pb any = d14Point{1, 2}, d14Point{1, 2}
	return skills.Result{"n": len(m), "v": m[d14Key{1, 2, "a"}], "eq": ia == ib, "peq": pa == pb, "cross": ia == pa}
}

// ---- 26: bank simulation with errors.As to value and pointer types
type d14Insufficient struct {
	Need, Have d14Money
}

func (e *d14Insufficient) Error() string {
	return fmt.Sprintf("insufficient: need %v have %v", e.Need, e.Have)
}

type d14Bank struct{ accts map[string]d14Money }

func (b *d14Bank) Transfer(from, to string, amt d14Money) error {
	if amt <= 0 {
		return fmt.Errorf("transfer %v: %w", amt, errors.ErrUnsupported)
	}
	if b.accts[from] < amt {
		return fmt.Errorf("transfer %s->%s: %w", from, to, &d14Insufficient{amt, b.accts[from]})
	}
	b.accts[from] -= amt
	b.accts[to] += amt
	return nil
}

func d14Bank1() skills.Result {
	b := &d14Bank{map[string]d14Money{"a": 1000, "b": 50}}
	var out []string
	for _, t := range []struct {
		f, t string
		a    d14Money
	}{{"a", "b", 300}, {"b", "a", 1000}, {"a", "b", -1}} {
		err := b.Transfer(t.f, t.t, t.a)
		var ins *d14Insufficient
		switch {
		case err == nil:
			out = append(out, "ok")
		case errors.As(err, &ins):
			out = append(out, "short "+(ins.Need-ins.Have).String())
		case errors.Is(err, errors.ErrUnsupported):
			out = append(out, "unsupported: "+err.Error())
		}
	}
	return skills.Result{"out": out, "a": b.accts["a"].String(), "b": fmt.Sprint(b.accts)}
}

// ---- 27: generic ordered map / set of the skill's types with constraints and methods
type d14Set[T comparable] map[T]struct{}

func (s d14Set[T]) Add(v T)      { s[v] = struct{}{} }
func (s d14Set[T]) Has(v T) bool { _, ok := s[v]; return ok }
func (s d14Set[T]) Size() int    { return len(s) }
func d14Union[T comparable](a, b d14Set[T]) d14Set[T] {
	out := d14Set[T]{}
	for k := range a {
		out.Add(k)
	}
	for k := range b {
		out.Add(k)
	}
	return out
}

type d14Pair[K comparable, V any] struct {
	Key K
	Val V
}

func (p d14Pair[K, V]) String() string { return fmt.Sprintf("%v=%v", p.Key, p.Val) }

func d14GenericTypes() skills.Result {
	a := d14Set[d14Point]{}
	a.Add(d14Point{1, 1})
	b := d14Set[d14Point]{}
	b.Add(d14Point{1, 1})
	b.Add(d14Point{2, 2})
	u := d14Union(a, b)
	p := d14Pair[string, d14Money]{"x", 5}
	ps := []d14Pair[string, int]{{"a", 1}, {"b", 2}}
	var ss []string
	for _, q := range ps {
		ss = append(ss, q.String())
	}
	return skills.Result{"n": u.Size(), "has": u.Has(d14Point{2, 2}), "p": p.String(), "ss": ss}
}

// ---- 28: BFS on a grid maze with struct positions
func d14Maze() skills.Result {
	maze := []string{
		"S.#.....",
		".##.###.",
		"....#...",
		".##...#E",
	}
	type pos struct{ r, c int }
	var start, end pos
	for r, row := range maze {
		for c, ch := range row {
			switch ch {
			case 'S':
				start = pos{r, c}
			case 'E':
				end = pos{r, c}
			}
		}
	}
	dist := map[pos]int{start: 0}
	q := []pos{start}
	for len(q) > 0 {
		p := q[0]
		q = q[1:]
		if p == end {
			break
		}
		for _, d := range [4]pos{{0, 1}, {1, 0}, {0, -1}, {-1, 0}} {
			n := pos{p.r + d.r, p.c + d.c}
			if n.r < 0 || n.r >= len(maze) || n.c < 0 || n.c >= len(maze[0]) || maze[n.r][n.c] == '#' {
				continue
			}
			if _, ok := dist[n]; !ok {
				dist[n] = dist[p] + 1
				q = append(q, n)
			}
		}
	}
	return skills.Result{"d": dist[end], "n": len(dist), "end": fmt.Sprint(end.r, end.c)}
}

// ---- 29: interface holding pointer vs value, method sets, nil interface vs nil pointer
type d14Shape interface {
	Area() float64
	Scale(f float64)
}

type d14Rect struct{ W, H float64 }

func (r *d14Rect) Area() float64   { return r.W * r.H }
func (r *d14Rect) Scale(f float64) { r.W *= f; r.H *= f }

func d14findShape(ok bool) d14Shape {
	var r *d14Rect
	if ok {
		r = &d14Rect{1, 2}
	}
	return r
}

func d14NilIface() skills.Result {
	s := d14findShape(false)
	s2 := d14findShape(true)
	s2.Scale(3)
	var e error
	var qe *d14QueryErr
	isNil := s == nil
	_, isRect := s.(*d14Rect)
	e = qe
	//lint:ignore SA4023 a nil pointer in an interface is under test
	enil := e == nil
	return skills.Result{"isNil": isNil, "isRect": isRect, "area": s2.Area(), "enil": enil, "f": fmt.Sprint(s2)}
}

// ---- 30: bit manipulation, integer overflow, conversions
func d14Bits() skills.Result {
	var h uint32 = 2166136261
	for _, c := range []byte("hello world") {
		h ^= uint32(c)
		h *= 16777619
	}
	var i8 int8 = 127
	i8++
	u := uint8(200)
	u += 100
	x := -7
	return skills.Result{"h": h, "i8": i8, "u": u, "div": x / 2, "mod": x % 3, "shr": x >> 1, "neg": uint16(int16(x)), "rot": h<<3 | h>>29}
}

// ---- 31: strings.Builder, Fprintf into skill's writer, text/tabular formatting
func d14Table() skills.Result {
	rows := []struct {
		Name  string
		Qty   int
		Price float64
	}{{"apple", 3, 0.5}, {"banana", 12, 0.25}, {"cherry", 100, 0.1}}
	var b strings.Builder
	fmt.Fprintf(&b, "%-8s|%5s|%8s\n", "name", "qty", "total")
	for _, r := range rows {
		fmt.Fprintf(&b, "%-8s|%5d|%8.2f\n", r.Name, r.Qty, float64(r.Qty)*r.Price)
	}
	fmt.Fprintf(&b, "%v %+v", rows[0], rows[1])
	return skills.Result{"t": b.String()}
}

// ---- 32: method expressions and func fields, interface with embedded interface
type d14Namer interface{ Name() string }
type d14NamedSpeaker interface {
	d14Namer
	d14Speaker
}

type d14Cat struct{ n string }

func (c d14Cat) Name() string  { return c.n }
func (c d14Cat) Speak() string { return c.n + " meows" }

func d14MethodExpr() skills.Result {
	cats := []d14Cat{{"tom"}, {"kit"}}
	speak := d14Cat.Speak
	var out []string
	for _, c := range cats {
		out = append(out, speak(c))
	}
	var ns d14NamedSpeaker = cats[0]
	var n d14Namer = ns
	sp, ok := n.(d14Speaker)
	f := (*d14Cat).Name
	return skills.Result{"out": out, "n": n.Name(), "ok": ok, "sp": sp.Speak(), "f": f(&cats[1])}
}

// ---- 33: goroutines-free producer/consumer with channels, select
func d14Channels() skills.Result {
	ch := make(chan d14Point, 4)
	done := make(chan struct{})
	var got []string
	go func() {
		defer close(done)
		for p := range ch {
			got = append(got, p.String())
		}
	}()
	for i := range 3 {
		ch <- d14Point{i, -i}
	}
	close(ch)
	<-done
	res := make(chan error, 1)
	res <- d14Err{"late"}
	var msg string
	select {
	case err := <-res:
		msg = err.Error()
	default:
		msg = "none"
	}
	return skills.Result{"got": got, "msg": msg}
}

// ---- 34: custom sort.Interface embedded wrapper (reverse) and heap-like via sort
type d14Ints []int

func (a d14Ints) Len() int           { return len(a) }
func (a d14Ints) Less(i, j int) bool { return a[i] < a[j] }
func (a d14Ints) Swap(i, j int)      { a[i], a[j] = a[j], a[i] }

type d14Rev struct{ sort.Interface }

func (r d14Rev) Less(i, j int) bool { return r.Interface.Less(j, i) }

func d14EmbedSort() skills.Result {
	a := d14Ints{5, 2, 8, 1}
	sort.Sort(d14Rev{a})
	b := d14Ints{3, 1, 2}
	sort.Sort(sort.Reverse(b))
	return skills.Result{"a": a, "b": b, "sorted": sort.IsSorted(a)}
}

// ---- 35: labelled loops, goto-free, switch fallthrough
func d14Control() skills.Result {
	var primes []int
outer:
	for n := 2; len(primes) < 10; n++ {
		for _, p := range primes {
			if p*p > n {
				break
			}
			if n%p == 0 {
				continue outer
			}
		}
		primes = append(primes, n)
	}
	var cls []string
	for _, n := range []int{0, 1, 5, 10} {
		s := ""
		switch {
		case n == 0:
			s += "zero,"
			fallthrough
		case n < 5:
			s += "small,"
		case n < 10:
			s += "mid,"
		default:
			s += "big,"
		}
		cls = append(cls, s)
	}
	return skills.Result{"p": primes, "c": cls}
}

// ---- 36: generic functions over the skill's types with methods

type d14Pt2 struct{ P2 int }

func (p d14Pt2) String() string { return fmt.Sprint("pt", p.P2) }

type d14Named2 interface{ Name() string }

type d14Dog2 struct{ n string }

func (d *d14Dog2) Name() string { return d.n }

func d14show2[T any](v T) string { return fmt.Sprint(v) + "|" + fmt.Sprintf("%v", v) }

func d14names2[T d14Named2](xs []T) string {
	var b strings.Builder
	for _, x := range xs {
		b.WriteString(x.Name())
	}
	return b.String()
}

func d14find2[T comparable](xs []T, v T) int {
	for i, x := range xs {
		if x == v {
			return i
		}
	}
	return -1
}

func d14keys2[K comparable, V any](m map[K]V) []K {
	var out []K
	for k := range m {
		out = append(out, k)
	}
	return out
}

func d14asErr[T error](e T) error { return e }

type d14MyErr struct{ c int }

func (e *d14MyErr) Error() string { return fmt.Sprint("myerr", e.c) }

func d14firstStringer[T any](xs []T) string {
	for _, x := range xs {
		if s, ok := any(x).(fmt.Stringer); ok {
			return s.String()
		}
	}
	return "none"
}

func d14GenericMix() skills.Result {
	ks := d14keys2(map[d14Sym]int{"b": 1, "a": 2})
	sort.Slice(ks, func(i, j int) bool { return ks[i] < ks[j] })
	e := d14asErr(&d14MyErr{3})
	var me *d14MyErr
	return skills.Result{
		"d14show2":  []string{d14show2(d14Sym("x")), d14show2(d14Pt2{2}), d14show2(3)},
		"d14names2": d14names2([]*d14Dog2{{"a"}, {"b"}}),
		"d14find2":  []int{d14find2([]d14Sym{"a", "b"}, "b"), d14find2([]d14Pt2{{1}, {2}}, d14Pt2{2})},
		"d14keys2":  fmt.Sprint(ks),
		"as":        errors.As(e, &me),
		"err":       e.Error(),
		"fs":        []string{d14firstStringer([]any{1, d14Pt2{5}}), d14firstStringer([]d14Sym{"q"}), d14firstStringer([]int{1})},
	}
}

// ---- 37: embedding a pointer, a mutex-guarded map filled by goroutines,
// method values and expressions, named results set by a deferred recover

type d14Logger struct {
	prefix string
	lines  []string
}

func (l *d14Logger) Logf(format string, args ...any) {
	l.lines = append(l.lines, l.prefix+fmt.Sprintf(format, args...))
}

type d14Service struct {
	*d14Logger
	Name  string
	calls int
}

type d14Counter2 struct {
	mu sync.Mutex
	m  map[string]int
}

func (c *d14Counter2) Inc(k string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.m[k]++
}

type d14Temp float64

func (t d14Temp) F() d14Temp { return t*9/5 + 32 }

func d14divmod(a, b int) (q, r int, err error) {
	defer func() {
		if e := recover(); e != nil {
			err = fmt.Errorf("recovered: %v", e)
			q, r = -1, -1
		}
	}()
	q = a / b
	r = a % b
	return
}

func d14counter() (inc func() int, get func() int) {
	n := 0
	inc = func() int { n++; return n }
	get = func() int { return n }
	return
}

func d14Service1() skills.Result {
	s := &d14Service{d14Logger: &d14Logger{prefix: "[svc] "}, Name: "api"}
	for i := range 3 {
		s.calls++
		s.Logf("call %d to %s", i, s.Name)
	}
	c := &d14Counter2{m: map[string]int{}}
	var wg sync.WaitGroup
	for _, w := range strings.Fields("a b a c a b") {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c.Inc(w)
		}()
	}
	wg.Wait()
	temps := []d14Temp{0, 100, -40}
	f := d14Temp.F
	var fs []string
	for _, t := range temps {
		fs = append(fs, fmt.Sprintf("%.1f", float64(f(t))))
	}
	m := temps[1].F
	temps[1] = 0
	q, r, err := d14divmod(7, 2)
	q2, _, err2 := d14divmod(1, 0)
	inc, get := d14counter()
	inc()
	inc()
	type rec struct {
		K string
		V []int
	}
	recs := map[string]rec{"x": {"x", []int{1}}}
	for _, k := range []string{"x"} {
		v := recs[k]
		v.V = append(v.V, 2)
		v.K = "changed"
		recs[k+"2"] = v
	}
	ks := make([]string, 0)
	for k, v := range recs {
		ks = append(ks, k+":"+v.K+fmt.Sprint(len(v.V)))
	}
	sort.Strings(ks)
	arr := [3]struct{ N int }{{1}, {2}, {3}}
	for _, a := range arr {
		a.N *= 10
	}
	for i := range arr {
		arr[i].N++
	}
	return skills.Result{"log": s.lines, "counts": c.m, "fs": fs, "m": float64(m()), "q": q, "r": r, "err": fmt.Sprint(err), "q2": q2, "err2": fmt.Sprint(err2), "get": get(), "recs": ks, "arr": fmt.Sprint(arr)}
}

// ---- 38: slices and maps functions over a type parameter, in generic
// functions and a generic type's methods

type d14Score float64

func d14sortedCopy[T cmp.Ordered](xs []T) []T {
	ys := slices.Clone(xs)
	slices.Sort(ys)
	return ys
}

func d14median[T cmp.Ordered](xs []T) T {
	ys := d14sortedCopy(xs)
	return ys[len(ys)/2]
}

func d14sortedKeys[K cmp.Ordered, V any](m map[K]V) []K {
	return slices.Sorted(maps.Keys(m))
}

func d14top[T any](xs []T, less func(a, b T) int, n int) []T {
	ys := slices.Clone(xs)
	slices.SortFunc(ys, less)
	if idx := slices.IndexFunc(ys, func(T) bool { return false }); idx >= 0 {
		return nil
	}
	return ys[:min(n, len(ys))]
}

type d14OStack[T cmp.Ordered] struct{ items []T }

func (s *d14OStack[T]) Sorted() []T {
	out := slices.Clone(s.items)
	slices.Sort(out)
	return out
}

func (s *d14OStack[T]) Max() T { return slices.Max(s.items) }

func d14GenericSort() skills.Result {
	st := &d14OStack[string]{items: []string{"b", "c", "a"}}
	return skills.Result{
		"i":   d14sortedCopy([]int{3, 1, 2}),
		"s":   d14sortedCopy([]string{"b", "a"}),
		"f":   fmt.Sprint(d14sortedCopy([]d14Score{2.5, 1.5})),
		"m":   d14median([]float64{5, 1, 3}),
		"k":   d14sortedKeys(map[string]int{"z": 1, "a": 2}),
		"top": d14top([]int{5, 9, 1, 7}, func(a, b int) int { return b - a }, 2),
		"st":  st.Sorted(),
		"max": st.Max(),
	}
}

// ---- 39: errors.As with targets of the skill's struct error types with
// value methods, through fmt.Errorf's %w and errors.Join

type d14OtherErr struct{ N, M int }

func (o d14OtherErr) Error() string { return "other" }

func d14parse2(s string) error {
	if s == "" {
		return d14ParseErr{3, "empty"}
	}
	if s == "o" {
		return d14OtherErr{1, 2}
	}
	return nil
}

func d14ErrorsAsValue() skills.Result {
	var out []string
	for _, in := range []string{"", "o", "x"} {
		err := d14parse2(in)
		wrapped := fmt.Errorf("load %q: %w", in, err)
		joined := errors.Join(io.EOF, wrapped)
		var pe d14ParseErr
		var oe d14OtherErr
		out = append(out, fmt.Sprint(errors.As(wrapped, &pe), pe.Line, errors.As(joined, &oe), oe.N, errors.As(err, &pe)))
	}
	return skills.Result{"out": out}
}

// ---- 40: a type switch over an error with cases of the skill's struct
// error types with value methods, a pointer type, nil and default

type d14NotFound struct{ Key string }

func (e d14NotFound) Error() string { return "nf " + e.Key }

type d14Fatal struct{ reason string }

func (e *d14Fatal) Error() string { return e.reason }

func d14do(i int) error {
	switch i {
	case 0:
		return d14ParseErr{4, "x"}
	case 1:
		return d14NotFound{"k"}
	case 2:
		return &d14Fatal{"boom"}
	case 3:
		return errors.New("plain")
	}
	return nil
}

func d14ErrorSwitch() skills.Result {
	var out []string
	for i := range 5 {
		switch e := d14do(i).(type) {
		case nil:
			out = append(out, "nil")
		case d14ParseErr:
			out = append(out, fmt.Sprint("pe line ", e.Line))
		case d14NotFound, *d14Fatal:
			out = append(out, "nf-or-fatal "+e.Error())
		default:
			out = append(out, "other "+e.Error())
		}
	}
	return skills.Result{"out": out}
}

// ---- 41: a pointer to a type parameter's value (&xs[i]) in an any and
// handed to fmt, the type argument's pointer with methods

type d14Validator interface{ Validate() error }

type d14User struct{ Login string }

func (u *d14User) Validate() error {
	if u.Login == "" {
		return fmt.Errorf("empty name")
	}
	return nil
}

func (u *d14User) String() string { return "user:" + u.Login }

func d14validateAll[T any](xs []T) []string {
	var out []string
	for i := range xs {
		switch v := any(&xs[i]).(type) {
		case d14Validator:
			out = append(out, fmt.Sprint(v.Validate()))
		default:
			out = append(out, "not a validator")
		}
	}
	return out
}

func d14showFirst[T any](xs []T) string {
	p := &xs[0]
	return fmt.Sprint(p)
}

func d14PtrTypeParam() skills.Result {
	us := []d14User{{"a"}, {""}}
	var ns []d14Point
	ns = append(ns, d14Point{1, 2})
	return skills.Result{"v": d14validateAll(us), "s": d14showFirst(us), "n": d14validateAll(ns), "ns": d14showFirst([]string{"x"})[:2]}
}

func d14hasStringer(a any) bool { _, ok := a.(fmt.Stringer); return ok }

// d14ptrKinds stores, passes and returns a pointer to a type parameter's
// value as an any.
func d14ptrKinds[T any](v T) []any {
	p := &v
	var a any = p
	q := new(T)
	ret := func() any { return p }
	return []any{d14hasStringer(p), d14hasStringer(a), d14hasStringer(q), d14hasStringer(ret()), d14hasStringer(any(p)), fmt.Sprint(p)}
}

// d14PtrTypeParamStored: a pointer to a type parameter's value stored
// in, passed as and returned as an any keeps the methods of the skill's
// pointer type.
func d14PtrTypeParamStored() skills.Result {
	return skills.Result{"u": fmt.Sprint(d14ptrKinds(d14User{"a"})), "i": fmt.Sprint(d14ptrKinds(3)[:5])}
}

// d14valueKinds returns, appends, keeps in a map, a field and a channel
// a type parameter's value as an any.
func d14valueKinds[T any](v T) []bool {
	ret := func() any { return v }
	xs := []any{v}
	xs = append(xs, v)
	m := map[string]any{"k": v}
	ch := make(chan any, 1)
	ch <- v
	return []bool{d14hasStringer(ret()), d14hasStringer(xs[0]), d14hasStringer(xs[1]), d14hasStringer(m["k"]), d14hasStringer(<-ch), d14hasStringer([]T{v}[0])}
}

// d14TypeParamStored: a type parameter's value returned as an any keeps
// the methods of the skill's type.
func d14TypeParamStored() skills.Result {
	return skills.Result{"s": d14valueKinds(d14Sym("x")), "p": d14valueKinds(d14Point{1, 2}), "i": d14valueKinds(2)}
}

// ---- 44: a pointer-method constraint (PT interface{ *T; Set(string) }) with
// the type arguments partly written, a generic binary tree, a constraint
// with a method

type d14Setter[T any] interface {
	*T
	Set(string) error
}

type d14Port struct{ N int }

func (p *d14Port) Set(s string) error {
	n, err := strconv.Atoi(s)
	if err != nil {
		return fmt.Errorf("port %q: %w", s, err)
	}
	p.N = n
	return nil
}

type d14Host struct{ H string }

func (h *d14Host) Set(s string) error { h.H = strings.ToLower(s); return nil }

func d14parseAll[T any, PT d14Setter[T]](in []string) ([]T, error) {
	out := make([]T, len(in))
	for i, s := range in {
		if err := PT(&out[i]).Set(s); err != nil {
			return out[:i], err
		}
	}
	return out, nil
}

type d14Tree2[K cmp.Ordered] struct {
	root *d14tnode[K]
	n    int
}

type d14tnode[K cmp.Ordered] struct {
	k           K
	v           d14Level
	left, right *d14tnode[K]
}

func (t *d14Tree2[K]) Put(k K, v d14Level) {
	p := &t.root
	for *p != nil {
		switch c := cmp.Compare(k, (*p).k); {
		case c < 0:
			p = &(*p).left
		case c > 0:
			p = &(*p).right
		default:
			(*p).v = v
			return
		}
	}
	*p = &d14tnode[K]{k: k, v: v}
	t.n++
}

func (t *d14Tree2[K]) Walk(f func(K, d14Level)) {
	var walk func(*d14tnode[K])
	walk = func(n *d14tnode[K]) {
		if n == nil {
			return
		}
		walk(n.left)
		f(n.k, n.v)
		walk(n.right)
	}
	walk(t.root)
}

type d14Level int8

func (l d14Level) String() string { return [...]string{"lo", "mid", "hi"}[l] }

type d14LevelNamed interface {
	~int8
	String() string
}

func d14levelNames[T d14LevelNamed](xs []T) string {
	var b []string
	for _, x := range xs {
		b = append(b, x.String()+"="+strconv.Itoa(int(x)))
	}
	return strings.Join(b, ",")
}

func d14Constraints() skills.Result {
	ports, err := d14parseAll[d14Port]([]string{"80", "443"})
	_, err2 := d14parseAll[d14Port]([]string{"1", "x"})
	hosts, _ := d14parseAll[d14Host]([]string{"A.com"})
	var t d14Tree2[string]
	for i, w := range strings.Fields("pear apple fig apple kiwi") {
		t.Put(w, d14Level(i%3))
	}
	var walked []string
	t.Walk(func(k string, v d14Level) { walked = append(walked, k+":"+v.String()) })
	return skills.Result{"ports": fmt.Sprint(ports), "err": fmt.Sprint(err), "err2": err2.Error(), "hosts": hosts[0].H, "walked": walked, "n": t.n, "d14levelNames": d14levelNames([]d14Level{0, 2})}
}

// ---- 45: a generic result type with a deferred recover, grouping, a
// self-referential constraint, a pipeline of closures, a generic channel

type d14Result[T any] struct {
	Val T
	Err error
}

func (r d14Result[T]) OK() bool { return r.Err == nil }

func (r d14Result[T]) Or(d T) T {
	if r.Err != nil {
		return d
	}
	return r.Val
}

func d14Try[T any](f func() (T, error)) (r d14Result[T]) {
	defer func() {
		if p := recover(); p != nil {
			r.Err = fmt.Errorf("panic: %v", p)
		}
	}()
	v, err := f()
	return d14Result[T]{v, err}
}

func d14must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

func d14GroupBy[T any, K comparable](xs []T, key func(T) K) map[K][]T {
	out := map[K][]T{}
	for _, x := range xs {
		k := key(x)
		out[k] = append(out[k], x)
	}
	return out
}

type d14Lesser[T any] interface{ Less(T) bool }

type d14Ver struct{ Major, Minor int }

func (v d14Ver) Less(o d14Ver) bool {
	if v.Major != o.Major {
		return v.Major < o.Major
	}
	return v.Minor < o.Minor
}

func (v d14Ver) String() string { return fmt.Sprintf("v%d.%d", v.Major, v.Minor) }

func d14MaxOf[T d14Lesser[T]](xs ...T) T {
	m := xs[0]
	for _, x := range xs[1:] {
		if m.Less(x) {
			m = x
		}
	}
	return m
}

type d14Pipeline[T any] struct {
	stages []func(T) T
}

func (p *d14Pipeline[T]) Then(f func(T) T) *d14Pipeline[T] {
	p.stages = append(p.stages, f)
	return p
}

func (p *d14Pipeline[T]) Run(v T) T {
	for _, s := range p.stages {
		v = s(v)
	}
	return v
}

func d14producer[T any](xs []T) <-chan T {
	ch := make(chan T)
	go func() {
		defer close(ch)
		for _, x := range xs {
			ch <- x
		}
	}()
	return ch
}

func d14GenericResult() skills.Result {
	r1 := d14Try(func() (int, error) { return strconv.Atoi("42") })
	r2 := d14Try(func() (int, error) { return strconv.Atoi("x") })
	r3 := d14Try(func() (d14Ver, error) { return d14must(d14Ver{}, errors.New("bad")), nil })
	g := d14GroupBy([]string{"apple", "avocado", "banana", "blueberry", "cherry"}, func(s string) byte { return s[0] })
	var gk []string
	for k, v := range g {
		gk = append(gk, string(k)+"="+strings.Join(v, "+"))
	}
	sort.Strings(gk)
	m := d14MaxOf(d14Ver{1, 2}, d14Ver{1, 10}, d14Ver{0, 99})
	p := (&d14Pipeline[string]{}).Then(strings.TrimSpace).Then(strings.ToUpper).Then(func(s string) string { return s + "!" })
	var got []d14Ver
	for v := range d14producer([]d14Ver{{1, 0}, {2, 0}}) {
		got = append(got, v)
	}
	return skills.Result{"r1": r1.Or(-1), "ok1": r1.OK(), "r2": r2.Or(-1), "e2": r2.Err.Error(), "r3": r3.Err.Error(), "g": gk, "m": m.String(), "ms": fmt.Sprint(m), "p": p.Run("  hi "), "got": fmt.Sprint(got)}
}

// ---- 46: method values bound before a change, interfaces embedding
// interfaces, pointers in interfaces changed through an assertion, arrays
// in structs and maps copied

type d14Counter3 struct{ n int }

func (c d14Counter3) Get() int { return c.n }
func (c *d14Counter3) Inc()    { c.n++ }

type d14Shape2 interface {
	Area() float64
	Perimeter() float64
}

type d14NamedShape interface {
	d14Shape2
	fmt.Stringer
}

type d14Sq struct{ S float64 }

func (s d14Sq) Area() float64      { return s.S * s.S }
func (s d14Sq) Perimeter() float64 { return 4 * s.S }
func (s d14Sq) String() string     { return fmt.Sprintf("sq(%g)", s.S) }

type d14Circle struct{ R float64 }

func (c *d14Circle) Area() float64      { return 3 * c.R * c.R }
func (c *d14Circle) Perimeter() float64 { return 6 * c.R }
func (c *d14Circle) String() string     { return fmt.Sprintf("circle(%g)", c.R) }

type d14Inventory struct {
	slots [3]int
	byKey map[string][2]int
}

func d14MethodValues() skills.Result {
	c := d14Counter3{1}
	get := c.Get
	inc := c.Inc
	inc()
	inc()
	c.n += 10
	var shapes []d14NamedShape
	shapes = append(shapes, d14Sq{2}, &d14Circle{1})
	var total float64
	var descs []string
	for _, s := range shapes {
		total += s.Area()
		descs = append(descs, s.String())
		if c, ok := s.(*d14Circle); ok {
			c.R = 2
		}
	}
	inv := d14Inventory{byKey: map[string][2]int{"a": {1, 2}}}
	cp := inv
	cp.slots[0] = 9
	pair := inv.byKey["a"]
	pair[0] = 100
	arr := inv.byKey["a"]
	var sb strings.Builder
	for i, s := range shapes {
		fmt.Fprintf(&sb, "%d:%v;", i, s)
	}
	var sh d14Shape2 = shapes[1]
	_, isNamed := sh.(d14NamedShape)
	return skills.Result{"get": get(), "c": c.n, "total": total, "descs": descs, "slots": inv.slots, "arr": arr, "sb": sb.String(), "named": isNamed, "fmt": fmt.Sprint(shapes)}
}

// ---- errors.Is, errors.As and == over a chain of the skill's value error,
// a wrapped sentinel and io.EOF

type d14CodeErr struct{ Status int }

func (c d14CodeErr) Error() string { return fmt.Sprint("code ", c.Status) }

var errD14Gone = errors.New("gone")

func d14get(i int) error {
	switch i {
	case 0:
		return d14CodeErr{404}
	case 1:
		return fmt.Errorf("wrap: %w", errD14Gone)
	case 2:
		return io.EOF
	}
	return nil
}

func d14ErrorKinds() skills.Result {
	var out []string
	for i := range 4 {
		err := d14get(i)
		switch {
		case err == nil:
			out = append(out, "nil")
		case errors.Is(err, errD14Gone):
			out = append(out, "gone")
		case err == io.EOF:
			out = append(out, "eof")
		default:
			var c d14CodeErr
			if errors.As(err, &c) {
				out = append(out, fmt.Sprint("code", c.Status))
			}
		}
	}
	var s fmt.Stringer
	var e error = d14CodeErr{1}
	_, isS := e.(fmt.Stringer)
	_ = s
	return skills.Result{"out": out, "isS": isS, "msg": fmt.Sprintf("%v|%s|%+v", e, e, e)}
}

// ---- a worker pool of goroutines over channels with a WaitGroup, a select
// with default, sync.Once

type d14Job2 struct {
	ID   int
	Cost int
}

type d14Res2 struct {
	ID  int
	Out string
	Err error
}

func (r d14Res2) String() string { return fmt.Sprintf("#%d:%s", r.ID, r.Out) }

// The workers select on their jobs and on done: several goroutines run
// one select statement at once (yaegi shared its cases between them
// until the normaliser rewrote selects into calls of plain.Select).
func d14worker(jobs <-chan d14Job2, done <-chan struct{}, out chan<- d14Res2, wg *sync.WaitGroup) {
	defer wg.Done()
	for {
		var j d14Job2
		select {
		case jj, ok := <-jobs:
			if !ok {
				return
			}
			j = jj
		case <-done:
			return
		}
		if j.Cost < 0 {
			out <- d14Res2{ID: j.ID, Err: fmt.Errorf("job %d: %w", j.ID, errD14BadCost)}
			continue
		}
		out <- d14Res2{ID: j.ID, Out: fmt.Sprint(j.Cost * j.Cost)}
	}
}

var errD14BadCost = errors.New("bad cost")

func d14WorkerPool() skills.Result {
	done := make(chan struct{})
	defer close(done)
	jobs := make(chan d14Job2)
	out := make(chan d14Res2, 10)
	var wg sync.WaitGroup
	for range 3 {
		wg.Add(1)
		go d14worker(jobs, done, out, &wg)
	}
	for i, c := range []int{3, -1, 5, 2} {
		jobs <- d14Job2{i, c}
	}
	close(jobs)
	wg.Wait()
	close(out)
	var rs []d14Res2
	for r := range out {
		rs = append(rs, r)
	}
	sort.Slice(rs, func(i, j int) bool { return rs[i].ID < rs[j].ID })
	var errs []string
	for _, r := range rs {
		if r.Err != nil {
			errs = append(errs, fmt.Sprint(errors.Is(r.Err, errD14BadCost), r.Err))
		}
	}
	var once sync.Once
	n := 0
	for range 3 {
		once.Do(func() { n++ })
	}
	cancelled := false
	select {
	case <-done:
		cancelled = true
	default:
	}
	return skills.Result{"rs": fmt.Sprint(rs), "errs": errs, "n": n, "cancelled": cancelled}
}

// ---- a pointer-method constraint's value stored in the skill's interface,
// in an any, and handed to fmt

type d14Stringy[T any] interface {
	*T
	Validate() error
	String() string
}

func d14checkAll[T any, PT d14Stringy[T]](xs []T) []string {
	var out []string
	for i := range xs {
		p := PT(&xs[i])
		var v d14Validator = p
		var a any = p
		_, isV := a.(d14Validator)
		out = append(out, fmt.Sprint(v.Validate(), isV, p, p.String()))
	}
	return out
}

func d14PtrConstraint() skills.Result {
	return skills.Result{"c": d14checkAll[d14User]([]d14User{{"a"}, {""}})}
}

// ---- a particle simulation from a seeded math/rand, its statistics
// through encoding/json with a struct tag

type d14Particle struct {
	X, Y, VX, VY float64
}

type d14World struct {
	W, H  float64
	Ps    []d14Particle
	steps int
}

func (w *d14World) Step(dt float64) {
	for i := range w.Ps {
		p := &w.Ps[i]
		p.X += p.VX * dt
		p.Y += p.VY * dt
		if p.X < 0 || p.X > w.W {
			p.VX = -p.VX
			p.X = math.Max(0, math.Min(w.W, p.X))
		}
		if p.Y < 0 || p.Y > w.H {
			p.VY = -p.VY
			p.Y = math.Max(0, math.Min(w.H, p.Y))
		}
	}
	w.steps++
}

type d14Stats struct {
	MeanX, MeanY float64 `json:",omitempty"`
	Spread       float64
	Hist         map[string]int
}

func (w *d14World) Stats() d14Stats {
	var s d14Stats
	s.Hist = map[string]int{}
	for _, p := range w.Ps {
		s.MeanX += p.X / float64(len(w.Ps))
		s.MeanY += p.Y / float64(len(w.Ps))
		q := fmt.Sprintf("q%d%d", int(p.X*2/w.W), int(p.Y*2/w.H))
		s.Hist[q]++
	}
	for _, p := range w.Ps {
		s.Spread += math.Hypot(p.X-s.MeanX, p.Y-s.MeanY)
	}
	s.Spread = math.Round(s.Spread*1000) / 1000
	s.MeanX = math.Round(s.MeanX*1000) / 1000
	s.MeanY = math.Round(s.MeanY*1000) / 1000
	return s
}

func d14Particles() skills.Result {
	r := rand.New(rand.NewSource(7))
	w := &d14World{W: 10, H: 5}
	for range 20 {
		w.Ps = append(w.Ps, d14Particle{r.Float64() * 10, r.Float64() * 5, r.NormFloat64(), r.NormFloat64()})
	}
	for range 100 {
		w.Step(0.1)
	}
	st := w.Stats()
	b, _ := json.Marshal(st)
	keys := make([]string, 0, len(st.Hist))
	for k := range st.Hist {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	perm := r.Perm(5)
	return skills.Result{"json": string(b), "keys": strings.Join(keys, ","), "steps": w.steps, "perm": perm, "int": r.Intn(1000)}
}
