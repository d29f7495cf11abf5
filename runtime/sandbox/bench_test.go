package sandbox

import (
	"context"
	"github.com/skillrun/skillrun/runtime/check"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/runtime/sandbox/sandboxtest"
)

// BenchmarkCall: a trivial skill's call overhead, interpreted vs native.
// Goal: interpreted ≤ native + 2µs.
func BenchmarkCall(b *testing.B) {
	args := sandboxtest.AddArgs
	b.Run("native", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := sandboxtest.NativeAdd(args); err != nil {
				b.Fatal(err)
			}
		}
	})
	for _, opts := range []Options{{}, {ReflectCall: true}} {
		name := "interpreted"
		if opts.ReflectCall {
			name += "/reflect"
		}
		b.Run(name, func(b *testing.B) {
			p := compileWith(b, sandboxtest.AddSource, opts)
			req := &Request{Args: args}
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

// BenchmarkLoad: check + compile a 111-line skill. Goal ≤ 5 ms. "check"
// alone is reported beside it.
func BenchmarkLoad(b *testing.B) {
	src := []byte(sandboxtest.HundredLines())
	if n := strings.Count(string(src), "\n"); n < 100 || n > 140 {
		b.Fatalf("the skill has %d lines", n)
	}
	b.Run("check", func(b *testing.B) {
		for b.Loop() {
			if _, err := check.Check("hundred.go", src); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("check+compile", func(b *testing.B) {
		for b.Loop() {
			u, err := check.Check("hundred.go", src)
			if err != nil {
				b.Fatal(err)
			}
			if _, err := Compile(u, Options{}); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkCallInterleaved alternates batches of native and interpreted
// calls in one loop, so both see the same machine load, and reports the
// per-call overhead of the interpreter (goal ≤ 2000 ns) and the ratio, in
// wall time and in process CPU time (which other processes' load does not
// inflate); and the same for the entry through yaegi's reflection wrapper
// (Options.ReflectCall), the path before the direct entry.
func BenchmarkCallInterleaved(b *testing.B) {
	args := sandboxtest.AddArgs
	p := compile(b, sandboxtest.AddSource)
	pr := compileWith(b, sandboxtest.AddSource, Options{ReflectCall: true})
	req := &Request{Args: args}
	ctx := context.Background()
	const batch = 200
	sides := []func() error{
		func() error { _, err := sandboxtest.NativeAdd(args); return err },
		func() error { _, err := p.Run(ctx, req); return err },
		func() error { _, err := pr.Run(ctx, req); return err },
	}
	var clocks [3]sandboxtest.Clocks
	b.ResetTimer()
	for b.Loop() {
		for k, call := range sides {
			c, err := sandboxtest.Batch(batch, call)
			if err != nil {
				b.Fatal(err)
			}
			clocks[k].Add(c)
		}
	}
	var wall, cpu [3]time.Duration
	for k, c := range clocks {
		wall[k], cpu[k] = c.Wall, c.CPU
	}
	calls := float64(b.N * batch)
	per := func(d time.Duration) float64 { return float64(d.Nanoseconds()) / calls }
	b.ReportMetric(per(wall[0]), "native-ns/call")
	b.ReportMetric(per(wall[1]), "interp-ns/call")
	b.ReportMetric(per(wall[1]-wall[0]), "overhead-ns/call")
	b.ReportMetric(float64(wall[1])/float64(wall[0]), "ratio")
	b.ReportMetric(per(wall[2]-wall[0]), "reflect-overhead-ns/call")
	if _, ok := sandboxtest.CPUTime(); ok {
		b.ReportMetric(per(cpu[1]-cpu[0]), "cpu-overhead-ns/call")
		b.ReportMetric(float64(cpu[1])/float64(cpu[0]), "cpu-ratio")
		b.ReportMetric(per(cpu[2]-cpu[0]), "cpu-reflect-overhead-ns/call")
	}
}
