package native

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/runtime/worker"
)

func TestBuildAndRun(t *testing.T) {
	b := testBuilder(t)
	u := loadUnit(t, "testdata/compute/bfs.go")
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	t0 := time.Now()
	a, err := b.Build(ctx, u)
	if err != nil {
		t.Fatalf("Build: %v", err)
	}
	t.Logf("built %s in %v (cached %v)", a.Path, time.Since(t0), a.Cached)
	again, err := b.Build(ctx, u)
	if err != nil || !again.Cached || again.Path != a.Path {
		t.Fatalf("second Build = %+v, %v; want the cached %s", again, err, a.Path)
	}
	t.Logf("cache hit in %v", again.Took)

	p, err := worker.New(ctx, worker.Options{Size: 1, Path: a.Path})
	if err != nil {
		t.Fatalf("native pool: %v", err)
	}
	defer p.Close()
	t.Logf("protections:\n%s", p.Protections())
	ip, err := worker.New(ctx, worker.Options{Size: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer ip.Close()
	req := &sandbox.Request{Args: []byte(`{"size":60,"searches":3,"seed":7,"walls":25}`)}
	nres, err := p.Run(ctx, u, req)
	if err != nil {
		t.Fatalf("native Run: %v", err)
	}
	ires, err := ip.Run(ctx, u, req)
	if err != nil {
		t.Fatalf("interpreted Run: %v", err)
	}
	nj, _ := json.Marshal(nres.Result)
	ij, _ := json.Marshal(ires.Result)
	if string(nj) != string(ij) {
		t.Errorf("native result %s; interpreted %s", nj, ij)
	}
	t.Logf("result %s", nj)
}
