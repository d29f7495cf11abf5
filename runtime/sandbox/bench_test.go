package sandbox

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/skills"
)

type addArgs struct {
	A int `json:"a"`
	B int `json:"b"`
}

// nativeAdd is the same skill compiled natively, called the same way (JSON
// arguments decoded by skills.DecodeArgs), so the ratio measures the
// interpreter and nothing else.
func nativeAdd(_ skills.Env, raw []byte) (skills.Result, error) {
	var a addArgs
	if err := skills.DecodeArgs(raw, &a); err != nil {
		return nil, err
	}
	return skills.Result{"sum": a.A + a.B}, nil
}

const addSrc = `package add

import "github.com/skillrun/skillrun/skills"

type Args struct {
	A int ` + "`json:\"a\"`" + `
	B int ` + "`json:\"b\"`" + `
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"sum": args.A + args.B}, nil
}
`

// BenchmarkCall: a trivial skill's call overhead, interpreted vs native.
// Goal: interpreted ≤ native + 2µs.
func BenchmarkCall(b *testing.B) {
	args := []byte(`{"a":1,"b":2}`)
	b.Run("native", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := nativeAdd(NoEnv{}, args); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("interpreted", func(b *testing.B) {
		p := compile(b, addSrc)
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

// skill100 is a 100-line skill: helpers, loops, a struct, a map.
func skill100() string {
	var sb strings.Builder
	sb.WriteString("// A hundred lines.\npackage hundred\n\nimport (\n\t\"fmt\"\n\t\"strings\"\n\n\t\"github.com/skillrun/skillrun/skills\"\n)\n\ntype Args struct {\n\tN int `json:\"n\"`\n}\n\n")
	for i := range 9 {
		fmt.Fprintf(&sb, "func helper%d(xs []int) int {\n\ts := 0\n\tfor i, x := range xs {\n\t\tif i%%2 == 0 {\n\t\t\ts += x * %d\n\t\t}\n\t}\n\treturn s\n}\n\n", i, i+1)
	}
	sb.WriteString("func Run(env skills.Env, args Args) (skills.Result, error) {\n\tvar parts []string\n\tfor i := range args.N {\n\t\tparts = append(parts, fmt.Sprint(helper0([]int{i})))\n\t}\n\treturn skills.Result{\"s\": strings.Join(parts, \",\")}, nil\n}\n")
	return sb.String()
}

// BenchmarkLoad: check + compile a 100-line skill. Goal ≤ 5 ms. Baseline:
// parsing the same source with go/parser alone.
func BenchmarkLoad(b *testing.B) {
	src := []byte(skill100())
	if n := strings.Count(string(src), "\n"); n < 100 || n > 140 {
		b.Fatalf("skill100 has %d lines", n)
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
// per-call overhead of the interpreter (goal ≤ 2000 ns) and the ratio.
func BenchmarkCallInterleaved(b *testing.B) {
	args := []byte(`{"a":1,"b":2}`)
	p := compile(b, addSrc)
	req := &Request{Args: args}
	ctx := context.Background()
	const batch = 200
	var nativeNS, interpNS int64
	b.ResetTimer()
	for b.Loop() {
		t0 := time.Now()
		for range batch {
			if _, err := nativeAdd(NoEnv{}, args); err != nil {
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
		nativeNS += t1.Sub(t0).Nanoseconds()
		interpNS += t2.Sub(t1).Nanoseconds()
	}
	calls := float64(b.N * batch)
	b.ReportMetric(float64(nativeNS)/calls, "native-ns/call")
	b.ReportMetric(float64(interpNS)/calls, "interp-ns/call")
	b.ReportMetric(float64(interpNS-nativeNS)/calls, "overhead-ns/call")
	b.ReportMetric(float64(interpNS)/float64(nativeNS), "ratio")
}
