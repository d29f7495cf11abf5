package sandbox

import (
	"context"
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
			if _, err := Check("hundred.go", src); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("check+compile", func(b *testing.B) {
		for b.Loop() {
			u, err := Check("hundred.go", src)
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
// per-call overhead of the interpreter (goal ≤ 2000 ns) and the ratio; and
// the same for the entry through yaegi's reflection wrapper
// (Options.ReflectCall), the path before the direct entry.
func BenchmarkCallInterleaved(b *testing.B) {
	args := sandboxtest.AddArgs
	p := compile(b, sandboxtest.AddSource)
	pr := compileWith(b, sandboxtest.AddSource, Options{ReflectCall: true})
	req := &Request{Args: args}
	ctx := context.Background()
	const batch = 200
	var nativeNS, interpNS, reflectNS int64
	b.ResetTimer()
	for b.Loop() {
		t0 := time.Now()
		for range batch {
			if _, err := sandboxtest.NativeAdd(args); err != nil {
				b.Fatal(err)
			}
		}
		t1 := time.Now()
		for range batch {
			if _, err := p.Run(ctx, req); err != nil {
				b.Fatal(err)
			}
		}
		t2 := time.Now()
		for range batch {
			if _, err := pr.Run(ctx, req); err != nil {
				b.Fatal(err)
			}
		}
		t3 := time.Now()
		nativeNS += t1.Sub(t0).Nanoseconds()
		interpNS += t2.Sub(t1).Nanoseconds()
		reflectNS += t3.Sub(t2).Nanoseconds()
	}
	calls := float64(b.N * batch)
	b.ReportMetric(float64(nativeNS)/calls, "native-ns/call")
	b.ReportMetric(float64(interpNS)/calls, "interp-ns/call")
	b.ReportMetric(float64(interpNS-nativeNS)/calls, "overhead-ns/call")
	b.ReportMetric(float64(interpNS)/float64(nativeNS), "ratio")
	b.ReportMetric(float64(reflectNS-nativeNS)/calls, "reflect-overhead-ns/call")
}
