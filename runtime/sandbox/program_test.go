package sandbox

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/skillrun/skillrun/runtime/check"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/skillrun/skillrun/runtime/sandbox/sandboxtest"
	"github.com/skillrun/skillrun/skills"
)

func compile(t testing.TB, src string) *Program {
	t.Helper()
	return compileWith(t, src, Options{})
}

func compileWith(t testing.TB, src string, opts Options) *Program {
	t.Helper()
	u, err := check.Check("skill.go", []byte(src))
	if err != nil {
		t.Fatalf("Check: %v", err)
	}
	p, err := Compile(u, opts)
	if err != nil {
		t.Fatalf("Compile: %v\n%s", err, u.Code)
	}
	return p
}

// procedure is a procedure skill with body as Run's body.
var procedure = sandboxtest.Procedure

func result(t *testing.T, p *Program, args string) string {
	t.Helper()
	r, err := p.Run(context.Background(), &Request{Args: []byte(args)})
	if err != nil {
		t.Fatalf("Run(%s): %v", args, err)
	}
	b, _ := json.Marshal(r.Result)
	return string(b)
}

// TestModernGo runs Go 1.22+ code that yaegi v0.16.1 cannot run as written
// and checks it behaves as the Go compiler would make it behave.
func TestModernGo(t *testing.T) {
	tests := []struct {
		name, body, want string
		imports          []string
	}{
		{"range over int", `s := 0
	for i := range 5 {
		s += i
	}
	return skills.Result{"s": s}, nil`, `{"s":10}`, nil},
		{"range over int no key", `n := 0
	for range args.N {
		n++
	}
	return skills.Result{"n": n}, nil`, `{"n":4}`, nil},
		{"range over typed int", `type Count uint8
	var c Count = 3
	var last Count
	for i := range c {
		last = i
	}
	return skills.Result{"last": int(last)}, nil`, `{"last":2}`, nil},
		{"range over int evaluates once", `n := 3
	k := 0
	for range n {
		n = 100
		k++
	}
	return skills.Result{"k": k}, nil`, `{"k":3}`, nil},
		{"range int body changes key", `out := []int{}
	for i := range 3 {
		out = append(out, i)
		i += 10
		_ = i
	}
	return skills.Result{"out": out}, nil`, `{"out":[0,1,2]}`, nil},
		{"loop var capture three-clause", `var fs []func() int
	for i := 0; i < 3; i++ {
		fs = append(fs, func() int { return i })
	}
	out := []int{}
	for _, f := range fs {
		out = append(out, f())
	}
	return skills.Result{"out": out}, nil`, `{"out":[0,1,2]}`, nil},
		{"loop var capture range", `var fs []func() string
	for _, w := range []string{"a", "b", "c"} {
		fs = append(fs, func() string { return w })
	}
	s := ""
	for _, f := range fs {
		s += f()
	}
	return skills.Result{"s": s}, nil`, `{"s":"abc"}`, nil},
		{"loop var address", `var ps []*int
	for i := range 3 {
		ps = append(ps, &i)
	}
	return skills.Result{"v": *ps[0] + *ps[1]*10 + *ps[2]*100}, nil`, `{"v":210}`, nil},
		{"loop var goroutines", `ch := make(chan int, 3)
	for i := 0; i < 3; i++ {
		go func() { ch <- i }()
	}
	s := 0
	for range 3 {
		s += <-ch
	}
	return skills.Result{"s": s}, nil`, `{"s":3}`, nil},
		{"min max", `return skills.Result{"min": min(3, args.N, 7), "max": max(3, args.N, 7), "f": max(1.5, 2), "s": min("b", "a")}, nil`, `{"f":2,"max":7,"min":3,"s":"a"}`, nil},
		{"min float NaN", `nan := math.NaN()
	return skills.Result{"nan": math.IsNaN(min(1.0, nan))}, nil`, `{"nan":true}`, []string{"math"}},
		{"min named type", `d := max(time.Second, time.Duration(args.N)*time.Second)
	return skills.Result{"d": d.String()}, nil`, `{"d":"4s"}`, []string{"time"}},
		{"clear", `m := map[string]int{"a": 1, "b": 2}
	s := []int{1, 2, 3}
	clear(m)
	clear(s)
	return skills.Result{"m": len(m), "s": s}, nil`, `{"m":0,"s":[0,0,0]}`, nil},
		{"fmt Stringer on interpreted type", `return skills.Result{"s": fmt.Sprint(pt{3})}, nil
}

type pt struct{ x int }

func (p pt) String() string { return fmt.Sprintf("P<%d>", p.x) }

func unused() {`, `{"s":"P\u003c3\u003e"}`, []string{"fmt"}},
		{"parallel assignment with a call", `x := 3.0
	var a, b float64
	a, b = math.Floor(x/2), x/2
	s := []int{1, 2, 3}
	var n, k int
	n, k = 7, len(s)
	var c, d []int
	c, d = append(s, 4), s
	p, q := 1, 2
	p, q = q, max(p, 0)+0
	p, q = q, abs(p)
	fs := make([]float64, 3)
	fs[0], fs[1], fs[2] = math.Sqrt(x*x), x, float64(len(s))
	var t struct{ A, B float64 }
	t.A, t.B = x, math.Abs(-x)
	m := map[string]int{}
	m["a"], m["b"] = len(s), 9
	switch {
	case x > 0:
		a, n = math.Ceil(x/2), n+1
	}
	ch := make(chan int, 4)
	ch <- 5
	ch <- 6
	var r1, r2 int
	r1, r2 = k, <-ch
	r3, r4 := <-ch, k*2
	f := func() int { return 40 }
	var u, v int
	u, v = f(), k
	var w, z int
	w, z = pt{2}.twice(), k
	for i := 0; i < 1; i++ {
		u, v = v, f()+0
	}
	// One inside the value of another: both are rewritten.
	var g, h int
	g, h = func() int {
		var p, q int
		p, q = f(), 2
		return p + q
	}(), k
	w += g + h
	return skills.Result{"a": a, "b": b, "n": n, "k": k, "c": len(c), "d": len(d), "p": p, "q": q, "fs": fs, "t": t.A + t.B, "m": m,
		"r": []int{r1, r2, r3, r4}, "uv": []int{u, v, w, z}}, nil
}

type pt struct{ x int }

func (p pt) twice() int { return 2 * p.x }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func unused2() {`, `{"a":2,"b":1.5,"c":4,"d":3,"fs":[3,3,3],"k":3,"m":{"a":3,"b":9},"n":8,"p":1,"q":2,"r":[3,5,6,6],"t":6,"uv":[3,40,49,3]}`, []string{"math"}},
		// The interpreter ranged over a string's runes: the key was the
		// rune's index, not its byte offset, and wrong after an invalid
		// byte; each iteration with a value cost the text before it.
		{"range over string", `s := "h\u00e9\u65e5\xffx\xe6\x97!\ufffd."
	var keys []int
	var vals []rune
	for i, r := range s {
		keys = append(keys, i)
		vals = append(vals, r)
	}
	var only []int
	for i := range s {
		i := i * 10 // the body may declare the key again
		only = append(only, i)
	}
	n := 0
	for _, r := range "ab\u00e9" {
		if r > 127 {
			continue
		}
		n++
	}
	type word string
	var w word = "\u00e9t\u00e9"
	var k int
	var c rune
	var last []int
	for k, c = range w {
		last = append(last, k)
	}
	var fs []func() int
	for i := range "abc" {
		fs = append(fs, func() int { return i })
	}
	count := 0
	for range s {
		count++
	}
	return skills.Result{"keys": keys, "vals": vals, "only": only, "n": n, "last": last, "k": k, "c": string(c), "captured": fs[0]() + fs[2](), "count": count}, nil`,
			`{"c":"é","captured":2,"count":10,"k":3,"keys":[0,1,3,6,7,8,9,10,11,14],"last":[0,2,3],"n":2,"only":[0,10,30,60,70,80,90,100,110,140],"vals":[104,233,26085,65533,120,65533,65533,33,65533,46]}`, nil},
		// A constant shifted by a variable takes its type from the
		// context; the interpreter made it an int and crashed.
		{"untyped constant shift", `d := args.N - 1
	var m uint16 = 0x3FE
	var x uint64
	x |= 1 << (d + 60)
	type mask uint32
	var mk mask = 1
	mk |= 1 << d
	mk = mk &^ (1 << 1)
	var y int8 = 1 << d
	return skills.Result{"free": m&(1<<d) != 0, "or": m | 1<<d, "x": x, "mk": mk, "y": y, "z": 1 << d}, nil`,
			`{"free":true,"mk":9,"or":1022,"x":9223372036854775808,"y":8,"z":8}`, nil},
		// A builtin call after a return's first result wrote its value
		// over the first one (return 7, len(s) gave 7, 7) or crashed.
		{"builtins among results", `r, w := decode("\u00e9x")
	xs, n := grow([]int{1})
	p, q := pair()
	return skills.Result{"r": r, "w": w, "xs": xs, "n": n, "p": p, "q": *q}, nil
}

func decode(s string) (rune, int) {
	r := []rune(s)[0]
	return r, len(string(r))
}

func grow(xs []int) ([]int, int) {
	switch {
	case len(xs) > 0:
		return xs, cap(append(xs, 2))
	}
	return nil, 0
}

func pair() (int, *int) {
	return 7, new(int)
}

func unused3() {`, `{"n":2,"p":7,"q":0,"r":233,"w":2,"xs":[1]}`, nil},
		// The interpreter's type switch over the skill's own types
		// missed cases of types without methods, and with a variable
		// bound took a later interface case over an earlier struct one.
		{"type switch over the skill's types", `var got []string
	for _, v := range []any{pt{1}, &pt{2}, circle{3}, sq{4}, nil, 5, "s"} {
		switch x := v.(type) {
		case pt:
			got = append(got, fmt.Sprint("pt", x.x))
		case *pt:
			if x.x == 2 {
				got = append(got, "ptr")
				break
			}
			got = append(got, "unreached")
		case circle:
			got = append(got, fmt.Sprint("circle", x.r))
		case shape:
			got = append(got, fmt.Sprint("shape", x.area()))
		case nil, string:
			got = append(got, fmt.Sprint("nil or string ", x))
		default:
			got = append(got, fmt.Sprintf("default %v", x))
		}
	}
	var first []string
	for _, v := range []any{circle{1}, pt{2}} {
		switch v.(type) {
		case shape:
			first = append(first, "shape")
		case circle:
			first = append(first, "circle")
		case pt:
			first = append(first, "pt")
		}
	}
	return skills.Result{"got": got, "first": first, "kind": kind(sq{2}), "kind2": kind(pt{})}, nil
}

type shape interface{ area() float64 }

type circle struct{ r float64 }

func (c circle) area() float64 { return c.r }

type sq struct{ s float64 }

func (q sq) area() float64 { return q.s * q.s }

type pt struct{ x int }

func kind(v any) string {
	switch x := v.(type) {
	case shape:
		return fmt.Sprint("shape ", x.area())
	default:
		return "other"
	}
}

func unused4() {
`, `{"first":["shape","pt"],"got":["pt1","ptr","circle3","shape16","nil or string \u003cnil\u003e","default 5","nil or string s"],"kind":"shape 4","kind2":"other"}`, []string{"fmt"}},
		// The interpreter matched a tagless switch's case list wrongly
		// (case n < 0, n > 10: did not match 20).
		{"switch case lists", `out := []string{}
	for _, n := range []int{-5, 5, 20} {
		switch {
		case n < 0, n > 10:
			out = append(out, "out")
		default:
			out = append(out, "in")
		}
		switch true {
		case n == 5,
			n == -5:
			out = append(out, "five")
		}
	}
	return skills.Result{"out": out}, nil`, `{"out":["out","five","in","five","out"]}`, nil},
		// The interpreter evaluated a switch's tag before its init
		// statement (n was 0 in n % 4).
		{"switch init and tag", `s := "hello World 42!"
	r := map[string]int{}
	switch n := len(s); n % 4 {
	case 0, 1:
		r["a"] = 1
	case 3:
		r["three"] = 1
	}
	switch m := min(len(s), 7); m {
	case 7:
		r["min"] = 1
	}
	for i := 0; i < 3; i++ {
		switch k := i * 2; k {
		case 2:
			continue
		case 4:
			break
		}
		r["loop"]++
	}
	return skills.Result{"r": r}, nil`, `{"r":{"loop":2,"min":1,"three":1}}`, nil},
		{"slices and maps", `xs := []int{3, 1, 2}
	sort.Ints(xs)
	return skills.Result{"has": slices.Contains(xs, 2), "i": slices.Index(xs, 3)}, nil`, `{"has":true,"i":2}`, []string{"sort", "slices"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := compile(t, procedure(tt.body, tt.imports...))
			if got := result(t, p, `{"n":4}`); got != tt.want {
				t.Errorf("result = %s; want %s", got, tt.want)
			}
		})
	}
}

func TestRunErrors(t *testing.T) {
	p := compile(t, procedure(`switch args.N {
	case 1:
		var m map[string]int
		m["x"] = 1
	case 2:
		for {
		}
	case 3:
		return nil, fmt.Errorf("the bridge fell")
	case 4:
		for i := 0; i < 1000; i++ {
			fmt.Println("flood flood flood flood flood")
		}
	case 5:
		return skills.Result{"big": strings.Repeat("x", 10000)}, nil
	case 6:
		_, err := env.Act(skills.Action{Name: "dig"})
		return nil, err
	case 7:
		ch := make(chan int)
		<-ch
	}
	return skills.Result{"ok": true}, nil`, "fmt", "strings"))
	ctx := context.Background()
	tests := []struct {
		n      int
		limits skills.Limits
		is     error
		msg    string
	}{
		{1, skills.Limits{}, skills.ErrCrash, "skill.go:"},
		{2, skills.Limits{Timeout: 100 * time.Millisecond}, skills.ErrTimeout, "deadline exceeded"},
		{3, skills.Limits{}, nil, "the bridge fell"},
		{4, skills.Limits{OutputBytes: 1000}, skills.ErrOutput, "printed more than 1000 bytes"},
		{5, skills.Limits{ResultBytes: 1000}, skills.ErrResultSize, "limit 1000"},
		{6, skills.Limits{}, skills.ErrNoEnv, "no environment"},
		{7, skills.Limits{Timeout: 100 * time.Millisecond}, skills.ErrTimeout, "deadline exceeded"},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.n), func(t *testing.T) {
			_, err := p.Run(ctx, &Request{Args: []byte(fmt.Sprintf(`{"n":%d}`, tt.n)), Limits: tt.limits})
			if err == nil {
				t.Fatalf("Run(n=%d) succeeded; want an error", tt.n)
			}
			if tt.is != nil && !errors.Is(err, tt.is) {
				t.Errorf("Run(n=%d) = %v; want errors.Is %v", tt.n, err, tt.is)
			}
			if !strings.Contains(err.Error(), tt.msg) {
				t.Errorf("Run(n=%d) = %q; want it to mention %q", tt.n, err, tt.msg)
			}
			// The program still works after every failure.
			if got := result(t, p, `{"n":0}`); got != `{"ok":true}` {
				t.Errorf("after n=%d: result = %s", tt.n, got)
			}
		})
	}
	// Cancelled, not timed out.
	cctx, cancel := context.WithCancel(ctx)
	go func() { time.Sleep(50 * time.Millisecond); cancel() }()
	_, err := p.Run(cctx, &Request{Args: []byte(`{"n":2}`)})
	if !errors.Is(err, skills.ErrCancelled) {
		t.Errorf("cancelled run = %v; want ErrCancelled", err)
	}
}

// TestPanicPosition: a crash names where it happened. yaegi reports the
// position of the node it was executing: the statement, or for some runtime
// errors the enclosing function.
func TestPanicPosition(t *testing.T) {
	p := compile(t, procedure("\tvar xs []int\n\treturn skills.Result{\"x\": xs[args.N]}, nil"))
	_, err := p.Run(context.Background(), &Request{Args: []byte(`{"n":3}`)})
	if !errors.Is(err, skills.ErrCrash) || !posInRange(err.Error(), 12, 14) || !strings.Contains(err.Error(), "index out of range") {
		t.Errorf("Run = %v; want a crash at skill.go:12-14 naming the index error", err)
	}
}

// TestCompilePanic: yaegi panics while compiling some constructs (here a
// range over an int that bypassed the normaliser); that must come back as
// an error with a position, not take the host down.
func TestCompilePanic(t *testing.T) {
	u, err := check.Check("skill.go", []byte(procedure("\treturn nil, nil")))
	if err != nil {
		t.Fatal(err)
	}
	u.Code = []byte(strings.Replace(string(u.Code), "\treturn nil, nil", "\tfor i := range 10 {\n\t\t_ = i\n\t}\n\treturn nil, nil", 1))
	_, err = Compile(u, Options{})
	if err == nil {
		t.Fatal("Compile succeeded; want an error")
	}
	if !errors.Is(err, skills.ErrBadInput) {
		t.Errorf("Compile = %v; want ErrBadInput", err)
	}
}

// TestConcurrentRuns: many goroutines run one program; a timeout in one
// does not disturb the others.
func TestConcurrentRuns(t *testing.T) {
	p := compile(t, procedure(`if args.N < 0 {
		for {
		}
	}
	s := 0
	for i := range args.N {
		s += i
	}
	return skills.Result{"s": s}, nil`))
	var wg sync.WaitGroup
	errs := make(chan error, 100)
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 50 {
				n := g*50 + i
				if n%25 == 0 {
					_, err := p.Run(context.Background(), &Request{Args: []byte(`{"n":-1}`), Limits: skills.Limits{Timeout: 20 * time.Millisecond}})
					if !errors.Is(err, skills.ErrTimeout) {
						errs <- fmt.Errorf("looping run: %v", err)
					}
					continue
				}
				r, err := p.Run(context.Background(), &Request{Args: []byte(fmt.Sprintf(`{"n":%d}`, n))})
				if err != nil {
					errs <- err
					continue
				}
				if got, want := r.Result["s"], n*(n-1)/2; got != want {
					errs <- fmt.Errorf("n=%d: s=%v; want %d", n, got, want)
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

// TestHostVariablesReadOnly: a skill cannot change the host's variables.
func TestHostVariablesReadOnly(t *testing.T) {
	before := skills.DefaultLimits
	p := compile(t, procedure(`skills.DefaultLimits.MaxDepth = 1000
	skills.ErrTimeout = nil
	return skills.Result{"d": skills.DefaultLimits.MaxDepth}, nil`))
	_, _ = p.Run(context.Background(), &Request{})
	if skills.DefaultLimits != before || skills.ErrTimeout == nil {
		t.Errorf("skill changed host variables: %+v, %v", skills.DefaultLimits, skills.ErrTimeout)
	}
}

func posInRange(msg string, lo, hi int) bool {
	for l := lo; l <= hi; l++ {
		if strings.Contains(msg, fmt.Sprintf("skill.go:%d:", l)) {
			return true
		}
	}
	return false
}
