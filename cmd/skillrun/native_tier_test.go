package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/runtime/native"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/skills"
	"github.com/skillrun/skillrun/verify"
)

const tierSkill = `// Sums the first N squares.
package squares

import "github.com/skillrun/skillrun/skills"

type Args struct {
	N int ` + "`json:\"n\"`" + `
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	s := 0
	for i := 0; i < args.N; i++ {
		s += i * i
	}
	return skills.Result{"sum": s}, nil
}
`

// TestNativeAfter: with --native-after 3, a version promoted with a
// verdict tiers up by itself after three calls, the next calls run
// natively, the journal says so and /metrics counts calls per tier; a
// version without such a decision stays interpreted.
func TestNativeAfter(t *testing.T) {
	dir := t.TempDir()
	a := &app{nativeAfter: 3, memory: filepath.Join(dir, "memory.db"), quietMissing: true, poolSize: 1}
	t.Setenv("SKILLRUN_NATIVE_CACHE", filepath.Join(os.TempDir(), "skillrun-native-test"))
	defer a.close()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	// A version of this run's own: the native cache (and its journal)
	// outlives runs, and a version proved before would be served natively
	// from its first call, with no tier-up to see.
	src := tierSkill + "\n// " + dir + "\n"
	u, err := check.Check("squares.go", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	other, err := check.Check("squares.go", []byte(strings.Replace(src, "s += i * i", "s += i * i * 1", 1)))
	if err != nil {
		t.Fatal(err)
	}
	store, err := a.openMemory(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if err := verify.EnsureVersion(ctx, store, u); err != nil {
		t.Fatal(err)
	}
	if err := store.RecordDecision(ctx, memory.Decision{ID: "d1", Skill: "squares", Version: u.Version(), Status: memory.Promoted, Time: time.Now(), Passed: 2, Total: 2}); err != nil {
		t.Fatal(err)
	}
	store.Close()
	x, err := a.processExecutor()
	if err != nil {
		t.Fatal(err)
	}
	// The library's subscribers (watch's log, the web view's live
	// stream) hear of each tier change.
	a.lib = t.TempDir()
	lib, err := a.openLibrary()
	if err != nil {
		t.Fatal(err)
	}
	var tmu sync.Mutex
	var tiered []string
	defer lib.Subscribe(func(c library.Change) {
		if c.Kind == library.Tiered {
			tmu.Lock()
			tiered = append(tiered, c.Version+" "+c.Detail)
			tmu.Unlock()
		}
	})()
	req := func() *sandbox.Request { return &sandbox.Request{Args: []byte(`{"n":100}`)} }
	for i := 0; i < 3; i++ {
		for _, v := range []*check.Unit{u, other} {
			if _, err := x.Run(ctx, v, req()); err != nil {
				t.Fatal(err)
			}
		}
	}
	for {
		tier, why := a.tiered.x.TierOf(u)
		if tier == native.Native {
			break
		}
		if tier == native.Refused || ctx.Err() != nil {
			t.Fatalf("tier %s (%s); want native", tier, why)
		}
		time.Sleep(20 * time.Millisecond)
	}
	res, err := x.Run(ctx, u, req())
	if err != nil || skills.Num(res.Result["sum"]) != 328350 {
		t.Fatalf("native call = %v, %v; want sum 328350", res, err)
	}
	if tier, _ := a.tiered.x.TierOf(other); tier != native.Interpreted {
		t.Errorf("unpromoted version's tier %s; want interpreted", tier)
	}
	// The tier is set before its event is delivered: wait for the event.
	for deadline := time.Now().Add(time.Minute); ; time.Sleep(10 * time.Millisecond) {
		tmu.Lock()
		n := len(tiered)
		tmu.Unlock()
		if n >= 2 || time.Now().After(deadline) {
			break
		}
	}
	tmu.Lock()
	if len(tiered) != 2 || !strings.HasPrefix(tiered[0], u.Version()+" building: 3 calls") || !strings.HasPrefix(tiered[1], u.Version()+" native") {
		t.Errorf("tier changes the library announced: %q; want building then native for %s", tiered, u.Version())
	}
	tmu.Unlock()
	evs := a.tiers("squares")
	if tier, why := tierOf(evs, u.Version()); tier != native.Native {
		t.Errorf("journal: %s (%s); want native", tier, why)
	}
	reg := prometheus.NewRegistry()
	reg.MustRegister(newTierCollector(a.tiered.x))
	mfs, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]float64{}
	for _, mf := range mfs {
		for _, m := range mf.GetMetric() {
			got[mf.GetName()+"/"+m.GetLabel()[0].GetValue()] = m.GetCounter().GetValue()
		}
	}
	if got["skillrun_tier_calls_total/interpreted"] != 6 || got["skillrun_tier_calls_total/native"] != 1 {
		t.Errorf("calls per tier %v; want 6 interpreted, 1 native", got)
	}
}
