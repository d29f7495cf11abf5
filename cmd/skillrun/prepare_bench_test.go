package main

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/skillrun/skillrun/memory/open"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/runtime/executor"
	"github.com/skillrun/skillrun/runtime/sandbox"
)

// hostCompile is the lifecycle as it was before the one door: the
// candidate is compiled (its package initialisation run) in the host
// process, then thrown away; runs still go to the wrapped executor.
type hostCompile struct{ executor.Executor }

func (h hostCompile) Prepare(_ context.Context, u *check.Unit) error {
	p, err := sandbox.Compile(u, sandbox.Options{})
	if err == nil {
		p.Close()
	}
	return err
}

// BenchmarkPrepareInWorker measures what moving candidate compilation
// into a worker (Executor.Prepare) costs on save-to-serving: two watchers
// with isolated workers side by side, saved to in turn, one compiling each
// candidate in the host as before (host-compile), one preparing it in a
// worker (worker-prepare). Metrics: p50/p95 of each, the ratio of the
// p50s, and each one's save → compiled p50.
func BenchmarkPrepareInWorker(b *testing.B) {
	ctx := context.Background()
	tmp := b.TempDir()
	db := filepath.Join(tmp, "memory.db")
	devnull, _ := os.Open(os.DevNull)
	stdout := os.Stdout
	os.Stdout = devnull
	for range 20 {
		if code := run([]string{"example", "minecraft", "--world", "voxel", "-s", "lava_gap", "--memory", db}); code != 0 {
			os.Stdout = stdout
			b.Fatalf("recording the lava gap exited %d", code)
		}
	}
	os.Stdout = stdout
	store, err := open.Store(ctx, db, open.Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer store.Close()
	before := startReloadWatcher(b, store, filepath.Join(tmp, "host"), db, "process", false, func(e executor.Executor) executor.Executor { return hostCompile{e} })
	after := startReloadWatcher(b, store, filepath.Join(tmp, "worker"), db, "process", false)
	b.ResetTimer()
	for i := range b.N {
		if i%2 == 0 {
			before.save(b, i)
			after.save(b, i)
		} else {
			after.save(b, i)
			before.save(b, i)
		}
	}
	b.StopTimer()
	bp50, bp95 := percentiles(before.total)
	p50, p95 := percentiles(after.total)
	bc50, _ := percentiles(before.compiled)
	c50, _ := percentiles(after.compiled)
	b.ReportMetric(ms(bp50), "host-compile-p50-ms")
	b.ReportMetric(ms(bp95), "host-compile-p95-ms")
	b.ReportMetric(ms(p50), "worker-prepare-p50-ms")
	b.ReportMetric(ms(p95), "worker-prepare-p95-ms")
	b.ReportMetric(float64(p50)/float64(bp50), "p50/host-p50")
	b.ReportMetric(ms(bc50), "host-to-compiled-p50-ms")
	b.ReportMetric(ms(c50), "worker-to-compiled-p50-ms")
}
