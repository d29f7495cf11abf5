package sandbox

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

// This file is compiled into the tests and run as a skill (TestDiff01):
// ordinary Go whose result the interpreter must give as compiled Go does.

type d1pt struct{ x, y int }

func (p d1pt) sum() int { return p.x + p.y }

func (p *d1pt) bump() { p.x++ }

type d1grid struct {
	cells [3]int
	name  string
}

func d1arrayArg(a [3]int) int {
	a[0] = 100
	return a[0] + a[1]
}

func d1closures() string {
	var fs []func() int
	x := 1
	f := func() int { return x * 10 }
	x = 2
	fs = append(fs, f)
	for i := range 3 {
		fs = append(fs, func() int { return i })
	}
	for _, v := range []int{7, 8} {
		fs = append(fs, func() int { return v })
	}
	var out []int
	for _, g := range fs {
		out = append(out, g())
	}
	return fmt.Sprint(out)
}

func d1methodValues() string {
	p := d1pt{1, 2}
	f := p.sum
	g := (&p).bump
	h := d1pt.sum
	k := (*d1pt).bump
	p.y = 50
	g()
	k(&p)
	return fmt.Sprint(f(), h(p), p.x, p.y)
}

func d1values() string {
	a := [3]int{1, 2, 3}
	b := a
	b[0] = 9
	g := d1grid{cells: a, name: "g"}
	h := g
	h.cells[1] = 42
	n := d1arrayArg(a)
	var sum []int
	for i, v := range a {
		a[2] = 77
		sum = append(sum, i*v)
	}
	arr := [3]int{1, 2, 3}
	for i := range arr {
		arr[i] *= 2
	}
	pa := &arr
	var seen []int
	for _, v := range pa {
		pa[2] = 1000
		seen = append(seen, v)
	}
	return fmt.Sprint(a, b, g.cells, h.cells, n, sum, arr, seen)
}

func d1slices() string {
	s := make([]int, 3, 4)
	t := append(s, 1)
	u := append(s, 2)
	t2 := append(t, 5)
	t2[0] = 99
	v := s[1:2]
	v = append(v, 8)
	c := []int{1, 2, 3, 4, 5}
	copy(c[1:], c)
	d := []int{1, 2, 3, 4, 5}
	copy(d, d[2:])
	var nilS []int
	nilS = append(nilS, nilS...)
	return fmt.Sprint(s, t, u, t2, v, c, d, len(nilS), nilS == nil, cap(s[1:]))
}

func d1maps() string {
	m := map[string]d1pt{"a": {1, 2}}
	p := m["a"]
	p.x = 9
	mp := map[string]*d1pt{"a": {1, 2}}
	mp["a"].x += 5
	mp["a"].bump()
	cnt := map[string]int{}
	for _, w := range strings.Fields("a b a c a b") {
		cnt[w]++
	}
	cnt["c"] += 10
	cnt["z"] -= 1
	del := map[int]bool{1: true, 2: true, 3: true, 4: true}
	for k := range del {
		if k%2 == 0 {
			delete(del, k)
		}
	}
	keys := make([]int, 0)
	for k := range del {
		keys = append(keys, k)
	}
	sort.Ints(keys)
	ms := map[string][]int{}
	ms["x"] = append(ms["x"], 1, 2)
	v, ok := ms["nope"]
	return fmt.Sprint(m["a"].x, p.x, *mp["a"], cnt["a"], cnt["b"], cnt["c"], cnt["z"], keys, ms["x"], v == nil, ok)
}

func d1defers() (out string) {
	var log []string
	func() {
		// (Not in a loop: vet refuses a deferred call with arguments
		// there. A variable changed after its defer: see deferArgs.)
		n := 0
		defer func(n int) { log = append(log, "d"+strconv.Itoa(n)) }(n)
		n++
		defer func(n int) { log = append(log, "d"+strconv.Itoa(n)) }(n)
		n++
		defer func(n int) { log = append(log, "d"+strconv.Itoa(n)) }(n)
		x := 5
		defer fmt.Sprint(x)
		defer func() { log = append(log, "x"+strconv.Itoa(x)) }()
		x = 6
	}()
	r := func() (s string) {
		defer func() {
			if e := recover(); e != nil {
				s = fmt.Sprint("rec:", e)
			}
		}()
		defer func() {
			panic("second")
		}()
		panic("first")
	}()
	return strings.Join(log, ",") + "|" + r
}

func d1control() string {
	var out []string
	for i := 0; i < 6; i++ {
		switch {
		case i == 0:
			out = append(out, "zero")
		case i < 3:
			out = append(out, "small")
			if i == 2 {
				break
			}
			fallthrough
		case i == 4:
			out = append(out, "four-or-ft")
		default:
			out = append(out, "big")
		}
	}
	n := 0
outer:
	for i := range 4 {
		for j := range 4 {
			switch {
			case j > i:
				continue outer
			case i == 3:
				break outer
			}
			n += 10*i + j
		}
	}
	ch := make(chan int, 5)
	for i := range 5 {
		ch <- i
	}
	close(ch)
	got := 0
loop:
	//lint:ignore S1000 the interpreter's select with one case is under test
	for {
		select {
		case v, ok := <-ch:
			if !ok {
				break loop
			}
			got += v
		}
	}
	return fmt.Sprint(out, n, got)
}

func d1strings() string {
	s := "héllo, 世界\xff!"
	var bs, rs []string
	for i := 0; i < len(s); i++ {
		bs = append(bs, strconv.Itoa(int(s[i])))
	}
	for i, r := range s {
		rs = append(rs, fmt.Sprintf("%d:%c", i, r))
	}
	r := []rune(s)
	b := []byte(s)
	b[0] = 'H'
	return fmt.Sprint(len(s), len(r), string(r[1]), string(b[:3]), strings.Join(bs, "."), rs, string(rune(65)), strconv.Quote(s), s[1:3] == "é", string(r[len(r)-2]))
}

func d1ints() string {
	var i8 int8 = 127
	i8++
	var u8 uint8 = 0
	u8--
	var i16 int16 = -32768
	i16 = -i16
	var u32 uint32 = 1 << 31
	u32 *= 2
	var i64 int64 = math.MaxInt64
	i64++
	var u64 uint64 = 0
	u64--
	sh := 70
	var one = 1
	a := one << sh
	b := -8 >> 1
	m128 := int8(-128)
	c := m128 / -1
	var neg = -7
	q, r := neg/2, neg%2
	q2, r2 := 7/-2, 7%-2
	var ui uint = 3
	one32 := int32(1)
	x := one32 << 31
	ffff := uint16(0xffff)
	y := ffff + 1
	const big = 1 << 62
	return fmt.Sprint(i8, u8, i16, u32, i64, u64, a, b, c, q, r, q2, r2, ^ui, x, y, big>>60, -neg>>1, uint8(300&0xff), int8(u8))
}

func d1floats() string {
	nan := math.NaN()
	inf := math.Inf(1)
	//lint:ignore SA4026 the constant -0.0, zero, is under test
	vals := []float64{0.1 + 0.2, 1e21, 1e-7, -0.0, 100, 2.5, 3.5, -2.5, 1.0 / 3}
	var out []string
	for _, v := range vals {
		out = append(out, strconv.FormatFloat(v, 'g', -1, 64), fmt.Sprintf("%v|%.2f|%e|%g|%6.1f", v, v, v, v, v))
	}
	f32 := float32(0.1)
	f29 := 2.9
	//lint:ignore SA4012 comparing NaN with itself is under test
	return fmt.Sprint(out, nan == nan, nan != nan, inf > math.MaxFloat64, -inf, math.IsNaN(nan), fmt.Sprint(nan), math.Round(-2.5), math.Trunc(-2.7), math.Floor(-2.5), int(f29), int(-f29), math.Mod(-7, 3), math.Sqrt(2), float64(f32), f32, math.MaxInt32, math.Pi, fmt.Sprintf("%08.3f|%+d|%x|%X|%o|%b|%q|%U", -3.14159, 5, 255, 255, 8, 5, 'x', 0x1F600))
}

type d1byAge []d1person

type d1person struct {
	name string
	age  int
}

func (a d1byAge) Len() int           { return len(a) }
func (a d1byAge) Less(i, j int) bool { return a[i].age < a[j].age }
func (a d1byAge) Swap(i, j int)      { a[i], a[j] = a[j], a[i] }

func d1sorting() string {
	ps := []d1person{{"a", 30}, {"b", 20}, {"c", 30}, {"d", 10}, {"e", 20}}
	qs := append([]d1person(nil), ps...)
	sort.SliceStable(ps, func(i, j int) bool { return ps[i].age < ps[j].age })
	sort.Stable(d1byAge(qs))
	rs := append([]d1person(nil), ps...)
	sort.Slice(rs, func(i, j int) bool {
		if rs[i].age != rs[j].age {
			return rs[i].age > rs[j].age
		}
		return rs[i].name < rs[j].name
	})
	var a, b, c []string
	for i := range ps {
		a = append(a, ps[i].name)
		b = append(b, qs[i].name)
		c = append(c, rs[i].name)
	}
	idx := sort.Search(100, func(i int) bool { return i*i >= 50 })
	return fmt.Sprint(a, b, c, idx, sort.SearchInts([]int{1, 3, 5}, 4))
}

func d1swaps() string {
	a := []int{1, 2, 3, 4}
	a[0], a[3] = a[3], a[0]
	i := 0
	i, a[i] = 2, 9
	b := []int{10, 20, 30}
	j := 1
	b[j], j = 99, 2
	x, y := 1, 2
	x, y = y, x+y
	m := map[string]int{}
	k := "a"
	m[k], k = 1, "b"
	return fmt.Sprint(a, i, b, j, x, y, m)
}

func d1builders() string {
	var sb strings.Builder
	for i := range 3 {
		fmt.Fprintf(&sb, "%d;", i)
	}
	sb.WriteByte('x')
	sb.WriteRune('é')
	return fmt.Sprint(sb.String(), sb.Len())
}

func d1counter() (func() int, func() int) {
	n := 0
	return func() int { n++; return n }, func() int { return n }
}

func d1shared() string {
	inc, get := d1counter()
	inc()
	inc()
	inc2, get2 := d1counter()
	inc2()
	return fmt.Sprint(get(), get2())
}

func d1fib(n int) (r int) {
	if n < 2 {
		return n
	}
	memo := map[int]int{}
	var f func(int) int
	f = func(k int) int {
		if k < 2 {
			return k
		}
		if v, ok := memo[k]; ok {
			return v
		}
		v := f(k-1) + f(k-2)
		memo[k] = v
		return v
	}
	r = f(n)
	return
}

func d1Run() skills.Result {
	return skills.Result{
		"closures": d1closures(),
		"methods":  d1methodValues(),
		"values":   d1values(),
		"slices":   d1slices(),
		"maps":     d1maps(),
		"defers":   d1defers(),
		"control":  d1control(),
		"strings":  d1strings(),
		"ints":     d1ints(),
		"floats":   d1floats(),
		"sorting":  d1sorting(),
		"swaps":    d1swaps(),
		"builders": d1builders(),
		"shared":   d1shared(),
		"fib":      d1fib(50),
	}
}
