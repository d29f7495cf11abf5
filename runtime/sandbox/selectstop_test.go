package sandbox

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"testing"
	"time"

	"github.com/skillrun/skillrun/skills"
)

// TestSelectStops: a run blocked in a select (rewritten into a call of
// plain.Select) is stopped at its deadline, in the run's goroutine and in
// goroutines it started: select {}, a select on a nil channel, on a
// channel no one sends on; and the goroutines blocked there end.
func TestSelectStops(t *testing.T) {
	p := compile(t, procedure(`var nilc chan int
	never := make(chan string)
	block := func(n int) {
		switch n {
		case 1:
			select {}
		case 2:
			select {
			case v := <-nilc:
				_ = v
			}
		case 3:
			select {
			case s := <-never:
				_ = s
			case nilc <- 1:
			}
		}
	}
	if args.N > 10 {
		for range 4 {
			go block(args.N - 10)
		}
	}
	if args.N > 0 {
		block(args.N % 10)
	}
	return skills.Result{"ok": true}, nil`))
	before := runtime.NumGoroutine()
	for _, n := range []int{1, 2, 3, 11, 12, 13} {
		_, err := p.Run(context.Background(), &Request{Args: []byte(fmt.Sprintf(`{"n":%d}`, n)), Limits: skills.Limits{Timeout: 50 * time.Millisecond}})
		if !errors.Is(err, skills.ErrTimeout) {
			t.Errorf("n=%d: %v; want a timeout", n, err)
		}
		if got := result(t, p, `{}`); got != `{"ok":true}` {
			t.Errorf("after n=%d: %s", n, got)
		}
	}
	// The stopped goroutines end (the interpreter stops each at its
	// next step once Select returns).
	deadline := time.Now().Add(5 * time.Second)
	for runtime.NumGoroutine() > before+2 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before+2 {
		t.Errorf("%d goroutines left blocked (%d before)", n-before, before)
	}
}
