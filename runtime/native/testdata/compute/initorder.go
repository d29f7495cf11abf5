// Package variables whose initialisers reach other package variables,
// declared after them, only through what they call: a function, a chain
// of functions, a method, a generic function, a function literal held in
// the initialiser, and a function value stored in another variable. Go
// initialises each after what it reaches; Run reports what each holds.
package initorder

import (
	"fmt"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	Key  string `json:"key,omitempty"`
	Size int    `json:"size,omitempty"`
}

var (
	// Reached through a function.
	table = build()
	// Through a chain of two functions.
	greeting = greet()
	// Through a method of a package variable's type.
	area = shape.area()
	// Through a generic function.
	total = sum(weights)
	// Through a function literal called in the initialiser.
	banner = func() string { return strings.Repeat(sep, width) }()
	// Through a function value held in a variable.
	scaled = scaler(3)
	// Named directly: ordered alike in both tiers already.
	direct = size * 2
)

var size = 16

var (
	prefix  = "hello, "
	who     = strings.ToUpper("world")
	shape   = rect{w: width, h: 3}
	weights = []float64{0.5, 1.5, float64(size)}
	sep     = "=-"
	width   = 7
	factor  = 1.25
	scaler  = func(n int) float64 { return float64(n) * factor }
)

type rect struct{ w, h int }

func (r rect) area() int { return r.w * r.h * size }

func build() []int {
	t := make([]int, size)
	for i := range t {
		t[i] = i * i
	}
	return t
}

func greet() string { return prefix + name() }

func name() string { return who }

func sum[T int | float64](xs []T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	if args.Size < 0 || args.Size > len(table) {
		return nil, fmt.Errorf("%w: size %d is outside 0..%d", skills.ErrBadInput, args.Size, len(table))
	}
	out := skills.Result{
		"table":    len(table),
		"head":     fmt.Sprint(table[:args.Size]),
		"greeting": greeting,
		"area":     area,
		"total":    total,
		"banner":   banner,
		"scaled":   scaled,
		"direct":   direct,
	}
	if args.Key != "" {
		v, ok := out[args.Key]
		if !ok {
			return nil, fmt.Errorf("%w: no value %q", skills.ErrBadInput, args.Key)
		}
		return skills.Result{args.Key: v}, nil
	}
	return out, nil
}
