package sandbox

import (
	"context"
	"encoding/json"
	"errors"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/skills"
)

const hostileHead = `package s

import "github.com/skillrun/skillrun/skills"

type Args struct{ N int }

`

// TestSelectHostile: skills that abuse the select rewrite (see
// runtime/check/selectcall.go) either run as Go runs them, are refused by
// vet naming file:line:col, or are stopped by their limits; the
// goroutines they leave blocked in selects end after the run.
func TestSelectHostile(t *testing.T) {
	for _, tt := range []struct {
		name, src string
		lim       skills.Limits
		want      string // a result's JSON, "vet: substring", or "timeout"
	}{
		{"thousands_blocked", `func Run(env skills.Env, args Args) (skills.Result, error) {
	never := make(chan int)
	var nilc chan string
	for i := 0; i < 5000; i++ {
		go func() {
			select {
			case v := <-never:
				_ = v
			case nilc <- "x":
			}
		}()
	}
	select {}
}`, skills.Limits{Timeout: 300 * time.Millisecond}, "timeout"},
		{"tight_loop", `func Run(env skills.Env, args Args) (skills.Result, error) {
	c := make(chan [64]int, 1)
	n := 0
	for i := 0; i < 200000; i++ {
		select {
		case c <- [64]int{i}:
		default:
		}
		select {
		case v := <-c:
			n += v[0] & 1
		default:
		}
	}
	return skills.Result{"n": n}, nil
}`, skills.Limits{}, `{"n":100000}`},
		{"chan_expr_panics", `func ch() chan int { panic("boom") }

func Run(env skills.Env, args Args) (r skills.Result, err error) {
	defer func() { r = skills.Result{"recovered": recover()} }()
	select {
	case v := <-ch():
		_ = v
	default:
	}
	return nil, nil
}`, skills.Limits{}, `{"recovered":"boom"}`},
		{"send_value_panics", `func val() int { var m map[string]int; m["a"] = 1; return 1 }

func Run(env skills.Env, args Args) (r skills.Result, err error) {
	defer func() { r = skills.Result{"recovered": recover() != nil} }()
	c := make(chan int, 1)
	select {
	case c <- val():
	default:
	}
	return nil, nil
}`, skills.Limits{}, `{"recovered":true}`},
		{"send_value_blocks", `func val(c chan int) int { return <-c }

func Run(env skills.Env, args Args) (skills.Result, error) {
	c := make(chan int)
	select {
	case c <- val(c):
	default:
	}
	return nil, nil
}`, skills.Limits{Timeout: 200 * time.Millisecond}, "timeout"},
		{"recursion", `func depth(n int, c chan int) int {
	select {
	case v := <-c:
		return v
	default:
		if n == 0 {
			return 0
		}
		return 1 + depth(n-1, c)
	}
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"d": depth(2000, make(chan int))}, nil
}`, skills.Limits{}, `{"d":2000}`},
		{"deferred", `func Run(env skills.Env, args Args) (r skills.Result, err error) {
	c := make(chan int, 1)
	defer func() {
		select {
		case v := <-c:
			r = skills.Result{"v": v}
		default:
			r = skills.Result{"v": -1}
		}
	}()
	c <- 7
	return nil, nil
}`, skills.Limits{}, `{"v":7}`},
		{"package_init", `var c = func() chan int { c := make(chan int, 1); c <- 3; return c }()

var first = func() int {
	select {
	case v := <-c:
		return v
	default:
		return -1
	}
}()

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"first": first}, nil
}`, skills.Limits{}, `{"first":3}`},
		{"package_init_blocks", `var never = make(chan int)

var first = func() int {
	select {
	case v := <-never:
		return v
	}
}()

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"first": first}, nil
}`, skills.Limits{Timeout: 200 * time.Millisecond}, "timeout"},
		{"names_like_rewrite", `func Run(env skills.Env, args Args) (skills.Result, error) {
	plain, __i, Select := 1, 2, 3
	c := make(chan int, 1)
	c <- plain + __i + Select
	select {
	case v := <-c:
		return skills.Result{"v": v}, nil
	}
}`, skills.Limits{}, `{"v":6}`},
		{"reserved_name", `func Run(env skills.Env, args Args) (skills.Result, error) {
	_skillrun_selc1 := make(chan int, 1)
	_skillrun_selc1 <- 1
	select {
	case v := <-_skillrun_selc1:
		return skills.Result{"v": v}, nil
	}
}`, skills.Limits{}, "vet: skill.go:8:2: _skillrun_selc1: names beginning _skillrun_ are reserved"},
		{"closed_basic", `func Run(env skills.Env, args Args) (skills.Result, error) {
	c, d := make(chan int), make(chan string)
	close(c)
	var m = map[string]bool{}
	select {
	case v, ok := <-c:
		m["ok"] = ok
		return skills.Result{"v": v, "ok": m["ok"]}, nil
	case s := <-d:
		return skills.Result{"s": s}, nil
	}
}`, skills.Limits{}, `{"ok":false,"v":0}`},
		{"comments_lines", `func Run(env skills.Env, args Args) (skills.Result, error) {
	c := make(chan int, 1)
	select {
	case c <- 1 /* x */ + /*
	*/ 2 +
		3:
	case v := <-func() chan int {
		return c
	}():
		_ = v
	}
	return skills.Result{"v": <-c}, nil
}`, skills.Limits{}, `{"v":6}`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			before := runtime.NumGoroutine()
			u, err := check.Check("skill.go", []byte(hostileHead+tt.src))
			if err != nil {
				if !strings.HasPrefix(tt.want, "vet: ") || !strings.Contains(err.Error(), tt.want[5:]) {
					t.Fatalf("Check: %v; want %s", err, tt.want)
				}
				return
			}
			p, err := Compile(u, Options{InitTimeout: 300 * time.Millisecond})
			if err != nil && tt.want == "timeout" {
				// A package initialiser's select: stopped as a run's.
				if !errors.Is(err, skills.ErrTimeout) {
					t.Errorf("Compile: %v; want a timeout", err)
				}
			} else if err != nil {
				if !strings.HasPrefix(tt.want, "vet: ") || !strings.Contains(err.Error(), tt.want[5:]) {
					t.Fatalf("Compile: %v; want %s\n%s", err, tt.want, u.Code)
				}
			}
			if err == nil {
				run(t, p, tt.lim, tt.want)
			}
			deadline := time.Now().Add(10 * time.Second)
			for runtime.NumGoroutine() > before+2 && time.Now().Before(deadline) {
				time.Sleep(10 * time.Millisecond)
			}
			if n := runtime.NumGoroutine(); n > before+2 {
				t.Errorf("%d goroutines left (%d before)", n-before, before)
			}
		})
	}
}

func run(t *testing.T, p *Program, lim skills.Limits, want string) {
	t.Helper()
	resp, err := p.Run(context.Background(), &Request{Args: []byte(`{}`), Limits: lim})
	switch {
	case want == "timeout":
		if !errors.Is(err, skills.ErrTimeout) {
			t.Errorf("Run: %v; want a timeout", err)
		}
	case strings.HasPrefix(want, "panic: "):
		if err == nil || !strings.Contains(err.Error(), want[7:]) {
			t.Errorf("Run: %v; want an error naming %s", err, want[7:])
		}
	case err != nil:
		t.Errorf("Run: %v; want %s", err, want)
	default:
		b, _ := json.Marshal(resp.Result)
		if string(b) != want {
			t.Errorf("result %s; want %s", b, want)
		}
	}
}
