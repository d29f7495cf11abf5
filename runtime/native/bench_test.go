package native

import (
	"context"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/runtime/worker"
)

// computeSkills are the compute-heavy skills of testdata/compute with the
// arguments they are measured on.
var computeSkills = []struct{ file, args string }{
	{"bfs", `{"size":200,"searches":5,"seed":1,"walls":25}`},
	{"astar", `{"size":120,"seed":1,"paths":3}`},
	{"floodfill", `{"size":300,"seed":1,"walls":40}`},
	{"rank", `{"n":50000,"seed":1,"top":5}`},
	{"editdist", `{"len":1500,"seed":1}`},
	{"ngram", `{"words":20000,"seed":1}`},
	{"sudoku", `{}`},
	{"nqueens", `{"n":10}`},
	{"tsp", `{"cities":13,"seed":1}`},
	{"huffman", `{"len":50000,"seed":1}`},
	{"kmeans", `{"points":5000,"k":8,"seed":1}`},
	{"gauss", `{"n":150,"seed":1}`},
	{"bytecode", `{"n":20000}`},
	{"bignum", `{"n":30000,"fact":1000}`},
	{"bitset", `{"limit":2000000}`},
	{"eventsim", `{"customers":20000}`},
	{"jsondoc", `{"orders":3000}`},
	{"pipeline", `{"n":100000}`},
	{"runes", `{"words":30000}`},
	{"matpow", `{}`},
	{"stdmix", `{"n":20000}`},
	{"mandel", `{"n":200}`},
}

// BenchmarkCompute runs each compute-heavy skill three ways in one run:
// the same source compiled as a plain Go program (the baseline: no
// worker, no protocol), through the native tier (its worker binary in a
// jailed pool), and interpreted (yaegi in a jailed pool). The ratio of the
// native tier to plain Go is the goal (≤ 1.5×).
func BenchmarkCompute(b *testing.B) {
	bd := testBuilder(b)
	ctx := context.Background()
	ip := interpPool(b)
	for _, cs := range computeSkills {
		u := loadUnit(b, "testdata/compute/"+cs.file+".go")
		a, err := bd.Build(ctx, u)
		if err != nil {
			b.Fatal(err)
		}
		plain, err := bd.BuildPlain(ctx, u)
		if err != nil {
			b.Fatal(err)
		}
		np, err := worker.New(ctx, worker.Options{Size: 1, Path: a.Path})
		if err != nil {
			b.Fatal(err)
		}
		req := &sandbox.Request{Args: []byte(cs.args)}
		b.Run(cs.file+"/plain_go", func(b *testing.B) {
			out, err := exec.Command(plain.Path, cs.args, strconv.Itoa(b.N)).Output()
			if err != nil {
				b.Fatal(err)
			}
			ns, err := strconv.ParseFloat(strings.TrimSpace(string(out)), 64)
			if err != nil {
				b.Fatal(err)
			}
			b.ReportMetric(ns/1e6, "ms/call")
		})
		b.Run(cs.file+"/native_tier", func(b *testing.B) {
			t0 := time.Now()
			for i := 0; i < b.N; i++ {
				if _, err := np.Run(ctx, u, req); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(time.Since(t0).Nanoseconds())/float64(b.N)/1e6, "ms/call")
		})
		b.Run(cs.file+"/interpreted", func(b *testing.B) {
			t0 := time.Now()
			for i := 0; i < b.N; i++ {
				if _, err := ip.Run(ctx, u, req); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(time.Since(t0).Nanoseconds())/float64(b.N)/1e6, "ms/call")
		})
		_ = np.Close()
	}
}

// BenchmarkTierUp measures the decision-to-serving latency of a ~100-line
// skill (astar): a build that misses the binary cache (GOCACHE warm with
// the SDK), then one that hits it; each includes starting the native
// workers and the proof on 24 generated runs. cache_lookup is the cache
// hit alone.
func BenchmarkTierUp(b *testing.B) {
	bd := testBuilder(b)
	ctx := context.Background()
	ip := interpPool(b)
	u := loadUnit(b, "testdata/compute/astar.go")
	tier := func(b *testing.B) {
		x := NewExecutor(ip, Options{Builder: bd})
		if err := x.Tier(ctx, u); err != nil {
			b.Fatal(err)
		}
		_ = x.Close()
	}
	b.Run("build", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			b.StopTimer()
			if a := bd.Cached(u); a != nil {
				_ = os.Remove(a.Path)
			}
			b.StartTimer()
			tier(b)
		}
	})
	b.Run("cached", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			tier(b)
		}
	})
	b.Run("cache_lookup", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if a, err := bd.Build(ctx, u); err != nil || !a.Cached {
				b.Fatal(a, err)
			}
		}
	})
}
