package sandbox

import (
	"fmt"
	"sort"

	"github.com/skillrun/skillrun/skills"
)

// This file is a skill as well as Go (TestGoroutines): goroutines started
// by every form of go statement, in loops long enough that yaegi's
// goroutines met their parents' frames (runtime/check goFrames).

// gsSpin computes for a while, so that goroutines started before it
// return while the loop that starts them evaluates the next go
// statement's arguments.
func gsSpin(k int) int {
	s := 0
	for n := 0; n < 3000; n++ {
		s += n % 7
	}
	return k + s*0
}

type gsCounter struct{ n int }

func (c gsCounter) send(ch chan [2]int, k int) { ch <- [2]int{c.n, k} }

func (c *gsCounter) sendPtr(ch chan [2]int, k int) { ch <- [2]int{c.n, k} }

// gsMismatches counts the pairs of ch that differ, of n.
func gsMismatches(ch chan [2]int, n int) int {
	bad := 0
	for i := 0; i < n; i++ {
		if p := <-ch; p[0] != p[1] {
			bad++
		}
	}
	return bad
}

func gsLitLoop() skills.Result {
	const n = 400
	out := make(chan [2]int, n)
	for i := 0; i < n; i++ {
		j := i
		go func(k int) { out <- [2]int{j, k} }(gsSpin(j))
	}
	results := make([]int, n)
	done := make(chan bool, n)
	for i := 0; i < n; i++ {
		go func() {
			results[i] = i + 1
			done <- true
		}()
	}
	for i := 0; i < n; i++ {
		<-done
	}
	unwritten := 0
	for i, r := range results {
		if r != i+1 {
			unwritten++
		}
	}
	return skills.Result{"bad": gsMismatches(out, n), "unwritten": unwritten}
}

func gsFuncVarLoop() skills.Result {
	const n = 300
	out := make(chan [2]int, 2*n)
	for i := 0; i < n; i++ {
		send := func(k int) { out <- [2]int{i, k} }
		go send(gsSpin(i))
		send = func(k int) { out <- [2]int{-1, k} }
		send(i)
	}
	return skills.Result{"bad": gsMismatches(out, 2*n) - n}
}

func gsMethodLoop() skills.Result {
	const n = 300
	out := make(chan [2]int, 3*n)
	for i := 0; i < n; i++ {
		c := gsCounter{i}
		go c.send(out, gsSpin(i))
		go gsCounter.send(c, out, gsSpin(i))
		p := &gsCounter{i}
		go p.sendPtr(out, gsSpin(i))
		c.n = -1
		p = &gsCounter{-1}
		_ = p
	}
	return skills.Result{"bad": gsMismatches(out, 3*n)}
}

func gsResults() skills.Result {
	const n = 200
	out := make(chan int, 2*n)
	for i := 0; i < n; i++ {
		go func() (k int) {
			k = i
			out <- k
			return
		}()
		go func(a, b int) int { out <- a * b; return a }(i, gsSpin(2))
	}
	sum := 0
	for i := 0; i < 2*n; i++ {
		sum += <-out
	}
	return skills.Result{"sum": sum}
}

func gsStage(in <-chan int, f func(int) int) <-chan int {
	out := make(chan int, 4)
	go func() {
		defer close(out)
		for v := range in {
			out <- f(v)
		}
	}()
	return out
}

func gsPipeline() skills.Result {
	src := make(chan int)
	go func() {
		for i := 1; i <= 300; i++ {
			src <- i
		}
		close(src)
	}()
	var c <-chan int = src
	for k := 1; k <= 40; k++ {
		c = gsStage(c, func(x int) int { return (x*3 + gsSpin(k)) % 10007 })
	}
	h := 0
	for v := range c {
		h = (h*31 + v) % 1000003
	}
	return skills.Result{"hash": h}
}

func gsParallelMap[T, R any](xs []T, f func(T) R) []R {
	out := make([]R, len(xs))
	done := make(chan struct{})
	for i, x := range xs {
		go func() {
			out[i] = f(x)
			done <- struct{}{}
		}()
	}
	for range xs {
		<-done
	}
	return out
}

type gsPool struct {
	tasks chan func() string
	res   chan string
	start func(n int)
}

func gsWorkers() skills.Result {
	words := make([]int, 200)
	for i := range words {
		words[i] = i
	}
	strs := gsParallelMap(words, func(i int) string { return fmt.Sprint(gsSpin(i) * 3) })
	p := &gsPool{tasks: make(chan func() string), res: make(chan string)}
	p.start = func(n int) {
		for w := 0; w < n; w++ {
			go func() {
				for t := range p.tasks {
					p.res <- t()
				}
			}()
		}
	}
	p.start(4)
	go func() {
		for i := 0; i < 100; i++ {
			p.tasks <- func() string { return fmt.Sprintf("%03d", gsSpin(i)) }
		}
		close(p.tasks)
	}()
	var got []string
	for i := 0; i < 100; i++ {
		got = append(got, <-p.res)
	}
	sort.Strings(got)
	return skills.Result{"last": strs[len(strs)-1], "n": len(strs), "first": got[0], "max": got[99]}
}

type gsState struct {
	items []string
	total int
}

func gsCaptured() skills.Result {
	start, done := make(chan bool), make(chan string)
	var st gsState
	go func() {
		<-start
		done <- st.items[0]
		st = gsState{items: []string{"from the goroutine"}, total: 2}
		done <- ""
	}()
	st = gsState{items: []string{"set after go"}, total: 1}
	start <- true
	first := <-done
	<-done
	return skills.Result{"first": first, "then": st.items[0], "total": st.total}
}

func (c gsCounter) put(ch chan [2]int, a, b int) { ch <- [2]int{c.n, a * b} }

func gsTupleArgs() skills.Result {
	ch := make(chan [2]int, 3)
	pair := func() (chan [2]int, int) { return ch, 5 }
	three := func() (chan [2]int, int, int) { return ch, 2, 3 }
	go func(c chan [2]int, x int) { c <- [2]int{x, x} }(pair())
	send := func(c chan [2]int, x int) { c <- [2]int{x * 100, x} }
	go send(pair())
	c := gsCounter{7}
	go c.put(three())
	sum := 0
	for i := 0; i < 3; i++ {
		p := <-ch
		sum += p[0] + p[1]
	}
	return skills.Result{"sum": sum}
}

// gsStartAll is a package's function literal that starts goroutines.
var gsStartAll = func(n int, ch chan [2]int) {
	for i := 0; i < n; i++ {
		j := i
		go func(k int) { ch <- [2]int{j, k} }(gsSpin(j))
	}
}

func gsPackageLit() skills.Result {
	const n = 400
	ch := make(chan [2]int, n)
	gsStartAll(n, ch)
	return skills.Result{"bad": gsMismatches(ch, n)}
}

func gsWork(ch chan [2]int, i int) (int, error) {
	ch <- [2]int{i, i}
	return i * 2, nil
}

func gsReceivers() skills.Result {
	const n = 300
	ch := make(chan [2]int, 3*n)
	for i := 0; i < n; i++ {
		go gsCounter{i}.send(ch, gsSpin(i))
		cs := []gsCounter{{i}}
		go cs[len(cs)-1].send(ch, i)
		go gsWork(ch, i)
	}
	return skills.Result{"bad": gsMismatches(ch, 3*n)}
}

func gsMaker(base int) func(ch chan [2]int, k int) {
	return func(ch chan [2]int, k int) { ch <- [2]int{base, k} }
}

func gsCallCallee() skills.Result {
	const n = 300
	ch := make(chan [2]int, n)
	for i := 0; i < n; i++ {
		go gsMaker(i)(ch, gsSpin(i))
	}
	return skills.Result{"bad": gsMismatches(ch, n)}
}

func gsSend[T any](ch chan T, v T) T {
	ch <- v
	return v
}

func gsGenericResults() skills.Result {
	ch := make(chan int, 10)
	for i := 0; i < 5; i++ {
		go gsSend(ch, i)
		go gsSend[int](ch, i*10)
	}
	s := 0
	for i := 0; i < 10; i++ {
		s += <-ch
	}
	return skills.Result{"sum": s}
}

func gsAssertedCallee() skills.Result {
	const n = 300
	ch := make(chan [2]int, 2*n)
	for i := 0; i < n; i++ {
		var f any = func(c chan [2]int, k int) { c <- [2]int{i, k} }
		go f.(func(chan [2]int, int))(ch, gsSpin(i))
		g := func(c chan [2]int, k int) { c <- [2]int{i, k} }
		pg := &g
		go (*pg)(ch, gsSpin(i))
	}
	return skills.Result{"bad": gsMismatches(ch, 2*n)}
}

func gsLocalTypes() skills.Result {
	type sender interface{ send(chan [2]int, int) }
	type pair struct{ a, b int }
	const n = 300
	ch := make(chan [2]int, 2*n)
	for i := 0; i < n; i++ {
		var s sender = gsCounter{i}
		go s.send(ch, gsSpin(i))
		s = gsCounter{-1}
		f := func(c chan [2]int, p pair) { c <- [2]int{p.a, p.b} }
		go f(ch, pair{i, gsSpin(i)})
		f = nil
		_ = s
	}
	return skills.Result{"bad": gsMismatches(ch, 2*n)}
}

// gsCollect sums what a goroutine computes with a closure of its maker,
// received by a deferred literal into the named result.
func gsCollect() (sum int) {
	helper := func(x int) int { return x * 2 }
	done := make(chan int)
	go func() {
		a := 0
		for i := 0; i < 50; i++ {
			a += helper(i)
		}
		done <- a
	}()
	defer func() { sum = <-done }()
	return 0
}

func gsDeferRecv() skills.Result {
	return skills.Result{"sum": gsCollect()}
}
