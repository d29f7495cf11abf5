package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/examples/minecraft/scenario"
	memopen "github.com/skillrun/skillrun/memory/open"
	"github.com/skillrun/skillrun/skills/library"
)

// BenchmarkSaveToServing measures hot reload end to end: the time from
// saving a new version of bridge_north (103 lines) to its serving, through
// fsnotify, the debounce (100 ms), check, compile, and verification by
// re-simulation against 20 linked episodes (the candidate and the serving
// version, 40 runs in isolated workers). Goal: p50 ≤ 100 ms beyond the
// debounce. The "debounce" metric is the fixed wait, the baseline.
func BenchmarkSaveToServing(b *testing.B) {
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
	dir := filepath.Join(tmp, "lib")
	if err := scenario.WriteSkills(dir); err != nil {
		b.Fatal(err)
	}
	a := &app{lib: dir, memory: db, isolation: os.Getenv("BENCH_ISOLATION")}
	defer a.close()
	lib, err := a.openLibrary()
	if err != nil {
		b.Fatal(err)
	}
	store, err := memopen.Store(ctx, db, memopen.Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer store.Close()
	changes := make(chan library.Change, 64)
	defer lib.Subscribe(func(c library.Change) {
		if c.Skill == "bridge_north" && (c.Kind == library.Updated || c.Kind == library.Rejected || c.Kind == library.Verified) {
			changes <- c
		}
	})()
	wctx, cancel := context.WithCancel(ctx)
	done := make(chan error)
	const debounce = 100 * time.Millisecond
	go func() {
		done <- lib.Watch(wctx, library.WatchOptions{Lifecycle: a.lifecycle(store, library.PromoteVerified), Debounce: debounce})
	}()
	defer func() { cancel(); <-done }()
	time.Sleep(200 * time.Millisecond)
	path := filepath.Join(dir, "bridge_north", "bridge_north.go")
	orig, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	var lat []time.Duration
	verified := ""
	b.ResetTimer()
	for i := range b.N {
		src := strings.Replace(string(orig), "// Bridge north over a gap", fmt.Sprintf("// Bridge north over a gap (save %d)", i), 1)
		start := time.Now()
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			b.Fatal(err)
		}
	wait:
		for {
			select {
			case c := <-changes:
				switch c.Kind {
				case library.Verified:
					verified = c.Detail
				case library.Rejected:
					b.Fatalf("save %d rejected: %s", i, c.Detail)
				case library.Updated:
					lat = append(lat, time.Since(start))
					break wait
				}
			case <-time.After(60 * time.Second):
				b.Fatalf("save %d never served", i)
			}
		}
	}
	b.StopTimer()
	if !strings.HasPrefix(verified, "verified 20/20") {
		b.Fatalf("verification = %q; want 20/20 episodes", verified)
	}
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	p50 := lat[len(lat)/2]
	b.ReportMetric(float64(p50.Milliseconds()), "p50-ms")
	b.ReportMetric(float64(lat[len(lat)*95/100].Milliseconds()), "p95-ms")
	b.ReportMetric(float64(debounce.Milliseconds()), "debounce-ms")
	b.ReportMetric(float64((p50 - debounce).Milliseconds()), "p50-beyond-debounce-ms")
}
