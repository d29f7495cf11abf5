package sandbox

import (
	"context"
	"testing"

	"github.com/skillrun/skillrun/runtime/check"
)

// selectHeavy passes 1,000 values through two buffered channels, each
// taken by a select of two receives and a send that never proceeds, in
// one goroutine.
const selectHeavy = `package s

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	a, b, out := make(chan int, 1), make(chan int, 1), make(chan int) // no one receives from out
	sum := 0
	for i := range 1000 {
		if i%2 == 0 {
			a <- i
		} else {
			b <- i
		}
		select {
		case v := <-a:
			sum += v
		case v, ok := <-b:
			if ok {
				sum -= v
			}
		case out <- i:
			<-out
		}
	}
	return skills.Result{"sum": sum}, nil
}
`

// BenchmarkSelect: a select-heavy skill with every select rewritten into
// a call of plain.Select ("rewritten") and left to the interpreter's own
// select ("interpreter", as before diff15; racy between goroutines).
func BenchmarkSelect(b *testing.B) {
	for _, rewrite := range []bool{true, false} {
		name := "rewritten"
		if !rewrite {
			name = "interpreter"
		}
		b.Run(name, func(b *testing.B) {
			check.SelectRewrite = rewrite
			p := compile(b, selectHeavy)
			check.SelectRewrite = true
			req := &Request{Args: []byte(`{}`)}
			ctx := context.Background()
			b.ReportAllocs()
			for b.Loop() {
				if _, err := p.Run(ctx, req); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
