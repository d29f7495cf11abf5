// A tokenizer state machine and a job runner, written with control flow
// the other skills lack: switch with fallthrough, labelled break out of a
// select, defer and recover changing named results, runtime errors (nil
// map write, division by zero, conversion of an interface) caught and
// their messages returned (not index bounds: the interpreter's message
// has no index and length, see testdata/refuse/indexmsg.go), method expressions and values, anonymous
// interface assertions, struct and array equality, arrays as map keys,
// sync.Map, sync.RWMutex and sync.Pool.
package machine

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"sync"
	"unicode"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	Text  string `json:"text,omitempty"`
	Reps  int    `json:"reps,omitempty"`
	Fault string `json:"fault,omitempty"`
}

type kind int

const (
	kSpace kind = iota
	kWord
	kNum
	kPunct
)

type token struct {
	k    kind
	text string
	at   [2]int // line, column
}

func classify(r rune) kind {
	switch {
	case unicode.IsSpace(r):
		return kSpace
	case unicode.IsDigit(r):
		return kNum
	case unicode.IsLetter(r), r == '_':
		return kWord
	}
	return kPunct
}

func tokenize(s string) []token {
	var out []token
	line, col := 1, 0
	start, startCol := -1, 0
	var cur kind
	flush := func(end int) {
		if start >= 0 && cur != kSpace {
			out = append(out, token{cur, s[start:end], [2]int{line, startCol}})
		}
		start = -1
	}
	for i, r := range s {
		col++
		k := classify(r)
		switch {
		case start >= 0 && k == cur && k != kPunct:
			continue
		case start >= 0 && cur == kWord && k == kNum:
			// words may hold digits after their first letter
			continue
		}
		flush(i)
		start, startCol, cur = i, col, k
		if r == '\n' {
			line++
			col = 0
		}
	}
	flush(len(s))
	return out
}

// weight uses fallthrough: a number counts as a word and a token.
func weight(t token) (w int) {
	switch t.k {
	case kNum:
		w += 4
		fallthrough
	case kWord:
		w += len(t.text)
		fallthrough
	case kPunct:
		w++
	default:
		w = -1
	}
	return
}

type Counter struct {
	mu sync.RWMutex
	m  map[string]int
}

func (c *Counter) Add(k string, n int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.m[k] += n
}

func (c *Counter) Get(k string) int {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.m[k]
}

type shape interface{ Area() float64 }
type rect struct{ W, H float64 }
type square struct{ rect }

func (r rect) Area() float64         { return r.W * r.H }
func (r rect) Scale(f float64) rect  { return rect{r.W * f, r.H * f} }
func (s square) Name() string        { return fmt.Sprintf("square %g", s.W) }
func (r *rect) Grow(d float64) *rect { r.W += d; r.H += d; return r }

// safely runs f and turns a panic into the named error.
func safely(name string, f func() int) (n int, err error) {
	defer func() {
		if r := recover(); r != nil {
			if e, ok := r.(error); ok {
				err = fmt.Errorf("%s: error: %w", name, e)
			} else {
				err = fmt.Errorf("%s: %v", name, r)
			}
			n = -1
		}
	}()
	n = f()
	return n, nil
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	text := args.Text
	if text == "" {
		text = "let x1 = 42 + y_2;\nif (x1 >= 7) { print(\"héllo\", 3.14) }\n"
	}
	reps := args.Reps
	if reps == 0 {
		reps = 500
	}
	if reps < 0 || reps > 100000 {
		return nil, errors.New("reps out of range")
	}
	toks := tokenize(strings.Repeat(text, reps))
	c := &Counter{m: map[string]int{}}
	var wg sync.WaitGroup
	chunks := make(chan []token)
	var seen sync.Map
	for w := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for ch := range chunks {
				for _, t := range ch {
					c.Add(fmt.Sprint(t.k), weight(t))
					seen.LoadOrStore(t.text, w)
				}
			}
		}()
	}
	done := make(chan struct{})
	i := 0
feed:
	for {
		end := min(i+97, len(toks))
		select {
		case chunks <- toks[i:end]:
			i = end
			if i >= len(toks) {
				break feed
			}
		case <-done:
			break feed
		}
	}
	close(chunks)
	wg.Wait()
	distinct := 0
	seen.Range(func(k, v any) bool { distinct++; return true })
	// Arrays and structs as keys, equality.
	at := map[[2]int]string{}
	for _, t := range toks[:min(len(toks), 50)] {
		at[t.at] = t.text
	}
	eq := toks[0] == token{toks[0].k, toks[0].text, toks[0].at}
	arr := [...]int{5, 2: 7, 9}
	arr2 := arr
	arr2[1] = 1
	// Method expressions and values.
	area := rect.Area
	scale := rect.Scale
	sq := square{rect{2, 2}}
	grow := (&sq.rect).Grow
	grow(1)
	var sh shape = sq
	named, hasName := sh.(interface{ Name() string })
	nm := ""
	if hasName {
		nm = named.Name()
	}
	_, scalable := sh.(interface{ Scale(float64) rect })
	// Runtime errors caught.
	var faults []string
	var nilMap map[string]int
	xs := []int{1, 2, 3}
	k := len(xs) + 2
	var anyv any = "str"
	for _, f := range []struct {
		name string
		fn   func() int
	}{
		{"nilmap", func() int { nilMap["a"] = 1; return 0 }},
		{"assert", func() int { return anyv.(int) }},
		{"divide", func() int { z := k - k; return 10 / z }},
		{"custom", func() int { panic(fmt.Sprintf("custom %d", k)) }},
		{"error", func() int { panic(errors.New("an error value")) }},
		{"fine", func() int { return 7 }},
	} {
		if args.Fault != "" && args.Fault != f.name {
			continue
		}
		n, err := safely(f.name, f.fn)
		faults = append(faults, fmt.Sprintf("%d %v", n, err))
	}
	pool := sync.Pool{New: func() any { return new(strings.Builder) }}
	b := pool.Get().(*strings.Builder)
	b.Reset()
	keys := make([]string, 0, len(c.m))
	for k := range c.m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Fprintf(b, "%s=%d;", k, c.Get(k))
	}
	weights := b.String()
	pool.Put(b)
	return skills.Result{
		"tokens": len(toks), "weights": weights, "distinct": distinct, "positions": len(at),
		"eq": eq, "arr": fmt.Sprint(arr, arr2, len(arr)), "area": area(rect{3, 4}), "scaled": fmt.Sprint(scale(rect{1, 2}, 3)),
		"grown": fmt.Sprint(sq), "name": nm, "scalable": scalable, "faults": faults,
		"first": fmt.Sprintf("%+v", toks[0]),
	}, nil
}
