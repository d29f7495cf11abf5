package sandbox

import (
	"errors"
	"fmt"
	"iter"
	"sort"
	"strings"
	"sync"

	"github.com/skillrun/skillrun/skills"
)

//lint:file-ignore S1000 selects of one case, and a loop around one, are the forms under test

// This file is compiled into the tests and run as a skill (TestDiff15):
// ordinary Go whose result the interpreter must give as compiled Go does.
// Each d15... function returning skills.Result is a case of its own.

// ---- workers selecting in one select statement at once, each on its own
// channels (yaegi shared the statement's cases between goroutines)

type d15Job struct{ ID, N int }

func d15worker(id int, jobs <-chan d15Job, quit <-chan struct{}, out chan<- string, wg *sync.WaitGroup) {
	defer wg.Done()
	for {
		select {
		case j, ok := <-jobs:
			if !ok {
				return
			}
			out <- fmt.Sprintf("%d=%d", j.ID, j.N*j.N)
		case <-quit:
			return
		}
	}
}

func d15Pool() skills.Result {
	quit := make(chan struct{})
	out := make(chan string, 64)
	var wg sync.WaitGroup
	var chans []chan d15Job
	for w := range 4 {
		jobs := make(chan d15Job)
		chans = append(chans, jobs)
		wg.Add(1)
		go d15worker(w, jobs, quit, out, &wg)
	}
	for i := range 40 {
		chans[i%4] <- d15Job{i, i + 1}
	}
	for _, c := range chans {
		close(c)
	}
	wg.Wait()
	close(quit)
	close(out)
	var got []string
	for s := range out {
		got = append(got, s)
	}
	sort.Strings(got)
	return skills.Result{"n": len(got), "first": got[0], "last": got[len(got)-1]}
}

// ---- fan-in of several producers through one select each

func d15Producer(name string, n int) <-chan string {
	c := make(chan string)
	go func() {
		defer close(c)
		for i := range n {
			c <- fmt.Sprintf("%s%d", name, i)
		}
	}()
	return c
}

func d15FanIn() skills.Result {
	a, b, c := d15Producer("a", 5), d15Producer("b", 7), d15Producer("c", 3)
	var got []string
	for a != nil || b != nil || c != nil {
		select {
		case v, ok := <-a:
			if !ok {
				a = nil
				continue
			}
			got = append(got, v)
		case v, ok := <-b:
			if !ok {
				b = nil
				continue
			}
			got = append(got, v)
		case v, ok := <-c:
			if !ok {
				c = nil
				break
			}
			got = append(got, v)
		}
	}
	sort.Strings(got)
	return skills.Result{"got": strings.Join(got, ",")}
}

// ---- a timeout (skills have no timers: a channel a goroutine closes)

func d15After() <-chan struct{} {
	c := make(chan struct{})
	go func() { close(c) }()
	return c
}

func d15Timeout() skills.Result {
	never := make(chan int)
	res := ""
	select {
	case v := <-never:
		res = fmt.Sprint("got", v)
	case <-d15After():
		res = "timeout"
	}
	fast := make(chan int, 1)
	fast <- 7
	select {
	case v := <-fast:
		res += fmt.Sprint(" fast", v)
	case <-never:
		res += " slow"
	}
	return skills.Result{"res": res}
}

// ---- a pipeline of stages with a done channel, each stage selecting

func d15Stage(done <-chan struct{}, in <-chan int, f func(int) int) <-chan int {
	out := make(chan int)
	go func() {
		defer close(out)
		for v := range in {
			select {
			case out <- f(v):
			case <-done:
				return
			}
		}
	}()
	return out
}

func d15Pipeline() skills.Result {
	done := make(chan struct{})
	defer close(done)
	src := make(chan int)
	go func() {
		defer close(src)
		for i := 1; i <= 10; i++ {
			select {
			case src <- i:
			case <-done:
				return
			}
		}
	}()
	sq := d15Stage(done, src, func(x int) int { return x * x })
	inc := d15Stage(done, sq, func(x int) int { return x + 1 })
	dbl := d15Stage(done, inc, func(x int) int { return 2 * x })
	sum := 0
	var seen []int
	for v := range dbl {
		sum += v
		seen = append(seen, v)
	}
	return skills.Result{"sum": sum, "seen": fmt.Sprint(seen)}
}

// ---- select forms: assignment to existing variables, to a map entry and a
// field, comma-ok into existing, send of a computed value, default, nil
// channel, break in a case, labelled continue and break of a loop

type d15Box struct {
	V  int
	OK bool
}

func d15Forms() skills.Result {
	ch := make(chan int, 4)
	var x int
	var ok bool
	m := map[string]int{}
	var b d15Box
	arr := []int{0, 0}
	ch <- 1
	ch <- 2
	ch <- 3
	ch <- 4
	select {
	case x = <-ch:
	}
	select {
	case m["k"], ok = <-ch:
	}
	select {
	case b.V, b.OK = <-ch:
	}
	i := 1
	select {
	case arr[i] = <-ch:
	}
	var nilc chan int
	n := 3
	select {
	case nilc <- 1:
		x = -1
	case ch <- n*2 + 1:
	}
	sent := <-ch
	def := false
	select {
	case <-nilc:
	default:
		def = true
	}
	var trace []string
	close(ch)
outer:
	for k := range 5 {
		select {
		case v, more := <-ch:
			if k == 1 {
				continue outer
			}
			if k == 3 {
				break outer
			}
			if !more {
				trace = append(trace, fmt.Sprint("closed", v))
				break
			}
			trace = append(trace, "never")
		}
		trace = append(trace, fmt.Sprint("after", k))
	}
	return skills.Result{"x": x, "m": m["k"], "ok": ok, "b": fmt.Sprint(b), "arr": fmt.Sprint(arr), "sent": sent, "def": def, "trace": strings.Join(trace, ",")}
}

// ---- evaluation order of a select's channels and sent values

func d15Order() skills.Result {
	var log []string
	c1, c2 := make(chan int), make(chan int, 1) // no one receives from c1
	pick := func(name string, c chan int) chan int { log = append(log, "ch "+name); return c }
	val := func(name string, v int) int { log = append(log, "val "+name); return v }
	c2 <- 9
	got := 0
	select {
	case pick("a", c1) <- val("a", 1):
		got = 1
	case v := <-pick("b", c2):
		got = v
	case pick("c", c1) <- val("c", 3):
		got = 3
	}
	return skills.Result{"log": strings.Join(log, ";"), "left": len(c2), "got": got}
}

// ---- select on channels of the skill's types: structs, interfaces,
// errors, funcs, channels of channels, and a generic function's channel

type d15Shape interface{ Area() float64 }

type d15Sq struct{ S float64 }

func (s d15Sq) Area() float64 { return s.S * s.S }

func d15Recv[T any](c chan T, def T) (T, bool) {
	select {
	case v, ok := <-c:
		return v, ok
	default:
		return def, false
	}
}

func d15Typed() skills.Result {
	shapes := make(chan d15Shape, 1)
	errs := make(chan error, 1)
	fns := make(chan func(int) int, 1)
	cc := make(chan chan string, 1)
	pts := make(chan struct{ X, Y int }, 1)
	shapes <- d15Sq{3}
	errs <- fmt.Errorf("wrapped: %w", errors.ErrUnsupported)
	fns <- func(x int) int { return x * 10 }
	inner := make(chan string, 1)
	inner <- "deep"
	cc <- inner
	pts <- struct{ X, Y int }{1, 2}
	var out []string
	for range 5 {
		select {
		case s := <-shapes:
			out = append(out, fmt.Sprintf("sq %.1f", s.Area()))
		case e := <-errs:
			out = append(out, fmt.Sprint(errors.Is(e, errors.ErrUnsupported), e))
		case f := <-fns:
			out = append(out, fmt.Sprint(f(4)))
		case c := <-cc:
			out = append(out, <-c)
		case p := <-pts:
			out = append(out, fmt.Sprint(p.X+p.Y))
		}
	}
	sort.Strings(out)
	ints := make(chan int, 1)
	ints <- 5
	a, okA := d15Recv(ints, -1)
	b, okB := d15Recv(ints, -1)
	type local struct{ N string }
	lc := make(chan local, 1)
	lc <- local{"loc"}
	var l local
	select {
	case l = <-lc:
	}
	return skills.Result{"out": out, "a": a, "okA": okA, "b": b, "okB": okB, "l": l.N}
}

// ---- a select whose every case returns ends the function; goto past it

func d15First(a, b chan int) int {
	select {
	case v := <-a:
		return v
	case v := <-b:
		return -v
	}
}

func d15Ends() skills.Result {
	a, b := make(chan int, 1), make(chan int, 1)
	b <- 4
	r := d15First(a, b)
	a <- 2
	r2 := d15First(a, b)
	n := 0
	c := make(chan int, 1)
	c <- 1
	select {
	case <-c:
		goto done
	}
done:
	n++
	return skills.Result{"r": r, "r2": r2, "n": n}
}

// ---- a mutex-free counter over a select loop serving requests

type d15Req struct {
	Add   int
	Reply chan int
}

func d15Server() skills.Result {
	reqs := make(chan d15Req)
	stop := make(chan struct{})
	done := make(chan int)
	go func() {
		total := 0
		for {
			select {
			case r := <-reqs:
				total += r.Add
				r.Reply <- total
			case <-stop:
				done <- total
				return
			}
		}
	}()
	var wg sync.WaitGroup
	var mu sync.Mutex
	maxSeen := 0
	for i := 1; i <= 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			reply := make(chan int)
			select {
			case reqs <- d15Req{i, reply}:
			case <-stop:
				return
			}
			v := <-reply
			mu.Lock()
			maxSeen = max(maxSeen, v)
			mu.Unlock()
		}()
	}
	wg.Wait()
	close(stop)
	total := <-done
	return skills.Result{"total": total, "max": maxSeen}
}

// ---- range over func iterators, iter.Seq, range over int, min/max/clear

func d15Count(n int) iter.Seq[int] {
	return func(yield func(int) bool) {
		for i := range n {
			if !yield(i * i) {
				return
			}
		}
	}
}

func d15Pairs(m []string) iter.Seq2[int, string] {
	return func(yield func(int, string) bool) {
		for i, s := range m {
			if !yield(i, strings.ToUpper(s)) {
				return
			}
		}
	}
}

func d15Iter() skills.Result {
	var sq []int
	for v := range d15Count(10) {
		if v > 30 {
			break
		}
		sq = append(sq, v)
	}
	var ps []string
	for i, s := range d15Pairs([]string{"a", "b", "c"}) {
		ps = append(ps, fmt.Sprint(i, s))
	}
	m := map[string]int{"a": 1}
	clear(m)
	xs := []int{1, 2, 3}
	clear(xs)
	return skills.Result{"sq": sq, "ps": ps, "m": len(m), "xs": xs, "min": min(3, 1, 2), "max": max(2.5, 1), "mins": min("b", "a")}
}

// ---- closures capturing loop variables (per-iteration), defer in a
// function literal per iteration

func d15Closures() skills.Result {
	var fs []func() int
	for i := 0; i < 3; i++ {
		fs = append(fs, func() int { return i * 10 })
	}
	for _, v := range []int{7, 8} {
		fs = append(fs, func() int { return v })
	}
	var got []int
	for _, f := range fs {
		got = append(got, f())
	}
	var order []string
	for i := range 3 {
		func() {
			defer func() { order = append(order, fmt.Sprint("d", i)) }()
			order = append(order, fmt.Sprint("b", i))
		}()
	}
	return skills.Result{"got": got, "order": order}
}

// ---- maps of structs, arrays as map keys, interfaces holding arrays

func d15Maps() skills.Result {
	type pt struct{ X, Y int }
	grid := map[[2]int]string{{0, 0}: "origin", {1, 2}: "p"}
	byPt := map[pt][]string{}
	byPt[pt{1, 1}] = append(byPt[pt{1, 1}], "a")
	byPt[pt{1, 1}] = append(byPt[pt{1, 1}], "b")
	var a, b any = [2]int{1, 2}, [2]int{1, 2}
	var c any = [2]int{2, 1}
	keys := []string{}
	for k, v := range grid {
		keys = append(keys, fmt.Sprint(k, v))
	}
	sort.Strings(keys)
	return skills.Result{"keys": keys, "byPt": len(byPt[pt{1, 1}]), "eq": a == b, "ne": a == c, "lookup": grid[[2]int{1, 2}]}
}

// ---- strings with invalid UTF-8, integer overflow, division by zero

func d15Numbers() skills.Result {
	s := "a\xffb\xc3"
	var runes []string
	for i, r := range s {
		runes = append(runes, fmt.Sprintf("%d:%U", i, r))
	}
	var i8 int8 = 127
	i8++
	var u8 uint8 = 0
	u8--
	var u32 uint32 = 1 << 31
	u32 *= 2
	x := int64(1) << 62
	x *= 4
	div := func(a, b int) (r int, err error) {
		defer func() {
			if p := recover(); p != nil {
				err = fmt.Errorf("%v", p)
			}
		}()
		return a / b, nil
	}
	_, err := div(1, 0)
	return skills.Result{"runes": runes, "i8": i8, "u8": u8, "u32": u32, "x": x, "err": err.Error(), "len": len(s)}
}

// ---- conversions between named types, shadowed builtins, labelled goto

type d15Celsius float64
type d15Fahrenheit float64

func d15CtoF(c d15Celsius) d15Fahrenheit { return d15Fahrenheit(c*9/5 + 32) }

func d15Conv() skills.Result {
	f := d15CtoF(100)
	type ids []int
	var xs ids = ids([]int{3, 1, 2})
	sort.Ints(xs)
	len := func(s string) int { return 42 }
	n := len("x")
	i := 0
	var seq []int
loop:
	if i < 4 {
		seq = append(seq, i)
		i++
		goto loop
	}
	return skills.Result{"f": float64(f), "xs": []int(xs), "n": n, "seq": seq}
}

// ---- method values and method expressions on generic types

type d15Stack[T any] struct{ items []T }

func (s *d15Stack[T]) Push(v T) { s.items = append(s.items, v) }

func (s *d15Stack[T]) Len() int { return len(s.items) }

func d15Generic() skills.Result {
	var s d15Stack[string]
	push := s.Push
	push("a")
	push("b")
	ln := (*d15Stack[string]).Len
	return skills.Result{"len": ln(&s), "items": s.items}
}

// ---- a semaphore of a buffered channel tried with select and default

func d15Semaphore() skills.Result {
	sem := make(chan struct{}, 2)
	try := func() bool {
		select {
		case sem <- struct{}{}:
			return true
		default:
			return false
		}
	}
	got := []bool{try(), try(), try()}
	<-sem
	got = append(got, try())
	return skills.Result{"got": got, "held": len(sem)}
}

// ---- the first error of several goroutines wins, the rest are dropped

func d15FirstErr() skills.Result {
	errc := make(chan error, 1)
	var wg sync.WaitGroup
	dropped := make(chan int, 10)
	for i := range 6 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if i%2 == 0 {
				return
			}
			select {
			case errc <- fmt.Errorf("task %d failed", i):
			default:
				dropped <- i
			}
		}()
	}
	wg.Wait()
	close(dropped)
	n := 0
	for range dropped {
		n++
	}
	err := <-errc
	return skills.Result{"dropped": n, "hasErr": err != nil, "prefix": strings.HasPrefix(err.Error(), "task ")}
}

// ---- a generic merge of channels, goroutines selecting on done

type d15Ev struct {
	Src string
	N   int
}

func d15Merge[T any](done <-chan struct{}, cs ...<-chan T) <-chan T {
	out := make(chan T)
	var wg sync.WaitGroup
	for _, c := range cs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for v := range c {
				select {
				case out <- v:
				case <-done:
					return
				}
			}
		}()
	}
	go func() {
		wg.Wait()
		close(out)
	}()
	return out
}

func d15Gen(src string, n int) <-chan d15Ev {
	c := make(chan d15Ev)
	go func() {
		defer close(c)
		for i := range n {
			c <- d15Ev{src, i}
		}
	}()
	return c
}

func d15GenericMerge() skills.Result {
	done := make(chan struct{})
	defer close(done)
	total := map[string]int{}
	for ev := range d15Merge(done, d15Gen("x", 4), d15Gen("y", 6), d15Gen("z", 2)) {
		total[ev.Src] += ev.N
	}
	return skills.Result{"total": total}
}

// ---- broadcast cancellation: closing done wakes every selecting goroutine

func d15Broadcast() skills.Result {
	done := make(chan struct{})
	ready := make(chan struct{}, 5)
	stopped := make(chan int, 5)
	never := make(chan int)
	for i := range 5 {
		go func() {
			ready <- struct{}{}
			select {
			case v := <-never:
				stopped <- v
			case <-done:
				stopped <- i
			}
		}()
	}
	for range 5 {
		<-ready
	}
	close(done)
	sum := 0
	for range 5 {
		sum += <-stopped
	}
	return skills.Result{"sum": sum}
}

// ---- request and reply over a channel of channels in a select loop

type d15Query struct {
	Key   string
	Reply chan<- string
}

func d15ReqReply() skills.Result {
	qs := make(chan d15Query)
	quit := make(chan struct{})
	data := map[string]string{"a": "alpha", "b": "beta"}
	go func() {
		for {
			select {
			case q := <-qs:
				v, ok := data[q.Key]
				if !ok {
					v = "?"
				}
				q.Reply <- v
			case <-quit:
				return
			}
		}
	}()
	var got []string
	for _, k := range []string{"a", "c", "b"} {
		r := make(chan string)
		qs <- d15Query{k, r}
		got = append(got, <-r)
	}
	close(quit)
	return skills.Result{"got": got}
}

// ---- draining a closed channel with select and comma-ok; a switch with
// fallthrough inside a case

func d15Drain() skills.Result {
	c := make(chan int, 3)
	c <- 1
	c <- 2
	close(c)
	var seen []string
	for {
		var stop bool
		select {
		case v, ok := <-c:
			switch {
			case !ok:
				seen = append(seen, "closed")
				stop = true
			case v == 1:
				seen = append(seen, "one")
				fallthrough
			default:
				seen = append(seen, fmt.Sprint("v", v))
			}
		}
		if stop {
			break
		}
	}
	return skills.Result{"seen": seen}
}

// ---- a select in a generic function over the skill's struct type, and a
// send of a struct literal written on several lines

func d15Relay[T any](in <-chan T, out chan<- T, n int) []T {
	var kept []T
	for range n {
		select {
		case v := <-in:
			kept = append(kept, v)
			select {
			case out <- v:
			default:
			}
		}
	}
	return kept
}

func d15GenericSelect() skills.Result {
	in := make(chan d15Ev, 3)
	out := make(chan d15Ev, 1)
	for i := range 3 {
		select {
		case in <- d15Ev{
			Src: "s",
			N:   i * 2,
		}:
		}
	}
	kept := d15Relay(in, out, 3)
	first := <-out
	return skills.Result{"kept": fmt.Sprint(kept), "first": first.N}
}

// ---- nested labelled loops with continue, break and goto

func d15Labels() skills.Result {
	var pairs []string
outer:
	for i := range 4 {
		for j := range 4 {
			switch {
			case j > i:
				continue outer
			case i == 3:
				break outer
			}
			pairs = append(pairs, fmt.Sprint(i, j))
		}
	}
	n := 0
again:
	n++
	if n < 3 {
		goto again
	}
	return skills.Result{"pairs": pairs, "n": n}
}

// ---- arrays and structs compared, as values and in interfaces

func d15Compare() skills.Result {
	type p struct {
		A [2]int
		S string
	}
	x, y := p{[2]int{1, 2}, "a"}, p{[2]int{1, 2}, "a"}
	var ix, iy any = x, y
	var iz any = p{[2]int{1, 3}, "a"}
	arrs := [][3]string{{"a", "b", "c"}, {"a", "b", "c"}}
	return skills.Result{"eq": x == y, "ieq": ix == iy, "ine": ix == iz, "arr": arrs[0] == arrs[1]}
}

// ---- shadowed builtins and named types converted

type d15Score int

type d15Grade d15Score

func d15Shadow() skills.Result {
	cap := 3
	copy := "c"
	new := func(s string) string { return s + "!" }
	s := d15Score(91)
	g := d15Grade(s)
	true := false
	return skills.Result{"cap": cap, "copy": copy, "new": new("n"), "g": int(g) + 1, "t": true}
}

// ---- an iterator pulled by range with early return from inside

func d15Find(seq iter.Seq[int], pred func(int) bool) (int, bool) {
	for v := range seq {
		if pred(v) {
			return v, true
		}
	}
	return 0, false
}

func d15IterReturn() skills.Result {
	v, ok := d15Find(d15Count(100), func(x int) bool { return x > 50 })
	_, ok2 := d15Find(d15Count(3), func(x int) bool { return x > 50 })
	return skills.Result{"v": v, "ok": ok, "ok2": ok2}
}

// ---- a worker pool of selecting workers with results keyed by job

func d15Squares() skills.Result {
	jobs := make(chan int)
	results := make(chan [2]int)
	done := make(chan struct{})
	var wg sync.WaitGroup
	for range 3 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case j, ok := <-jobs:
					if !ok {
						return
					}
					select {
					case results <- [2]int{j, j * j}:
					case <-done:
						return
					}
				case <-done:
					return
				}
			}
		}()
	}
	go func() {
		for i := range 20 {
			jobs <- i
		}
		close(jobs)
	}()
	go func() {
		wg.Wait()
		close(results)
	}()
	m := map[int]int{}
	for r := range results {
		m[r[0]] = r[1]
	}
	close(done)
	return skills.Result{"n": len(m), "m7": m[7], "m19": m[19]}
}

// ---- a select's received value assigned to a pointer's target and a
// nested map entry

func d15Targets() skills.Result {
	c := make(chan string, 2)
	c <- "p"
	c <- "q"
	var s string
	ps := &s
	nested := map[string]map[string]string{"a": {}}
	select {
	case *ps = <-c:
	}
	var ok bool
	select {
	case nested["a"]["k"], ok = <-c:
	}
	return skills.Result{"s": s, "n": nested["a"]["k"], "ok": ok}
}

// ---- a labelled loop around a select left by break and continued

func d15LoopLabel() skills.Result {
	c := make(chan int, 10)
	for i := range 10 {
		c <- i
	}
	close(c)
	var odd []int
loop:
	for {
		select {
		case v, ok := <-c:
			if !ok {
				break loop
			}
			if v%2 == 0 {
				continue loop
			}
			odd = append(odd, v)
		}
	}
	return skills.Result{"odd": odd}
}

// ---- polling several channels without blocking until all are drained

func d15Poll() skills.Result {
	a, b := make(chan int, 3), make(chan string, 3)
	for i := range 3 {
		a <- i
		b <- fmt.Sprint("s", i)
	}
	ints, strs, idle := 0, 0, 0
	for idle < 2 {
		select {
		case v := <-a:
			ints += v
		case s := <-b:
			strs += len(s)
		default:
			idle++
		}
	}
	return skills.Result{"ints": ints, "strs": strs}
}

// ---- one closure holding a select, called from many goroutines at once

func d15SharedClosure() skills.Result {
	results := make(chan int, 100)
	done := make(chan struct{})
	take := func(in <-chan int) (int, bool) {
		select {
		case v, ok := <-in:
			return v, ok
		case <-done:
			return 0, false
		}
	}
	var wg sync.WaitGroup
	for w := range 5 {
		in := make(chan int, 10)
		for i := range 10 {
			in <- w*100 + i
		}
		close(in)
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				v, ok := take(in)
				if !ok {
					return
				}
				results <- v
			}
		}()
	}
	wg.Wait()
	close(done)
	close(results)
	sum, n := 0, 0
	for v := range results {
		sum += v
		n++
	}
	return skills.Result{"sum": sum, "n": n}
}

// ---- subscribers in a map of channels, each told by a range over it

func d15Subscribers() skills.Result {
	subs := map[string]chan string{}
	for _, name := range []string{"ann", "bob", "cy"} {
		subs[name] = make(chan string, 2)
	}
	for name, c := range subs {
		c <- "hello " + name
	}
	list := []chan string{subs["ann"], subs["cy"]}
	for i, c := range list {
		c <- fmt.Sprint("second ", i)
	}
	var got []string
	for name, c := range subs {
		for len(c) > 0 {
			got = append(got, name+": "+<-c)
		}
	}
	sort.Strings(got)
	return skills.Result{"got": got}
}
