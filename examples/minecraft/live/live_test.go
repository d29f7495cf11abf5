package live

import (
	"context"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/hashicorp/go-hclog"

	mc "github.com/skillrun/skillrun/examples/minecraft"
	"github.com/skillrun/skillrun/skills"
)

var (
	shared    *Bridge
	sharedErr error
	once      sync.Once
)

// bridge returns one bridge shared by the package's tests. Without node or
// node_modules the tests skip, except in CI where they fail.
func bridge(t *testing.T) *Bridge {
	t.Helper()
	if err := Check(Options{}); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("CI=true but %v (ci/setup.d/40-minecraft.sh runs npm ci)", err)
		}
		t.Skip(err)
	}
	once.Do(func() {
		opts := Options{}
		if testing.Verbose() {
			opts.Logger = hclog.New(&hclog.LoggerOptions{Name: "bridge", Level: hclog.Debug, Output: os.Stderr})
		}
		shared, sharedErr = Start(context.Background(), opts)
	})
	if sharedErr != nil {
		t.Fatalf("Start: %v", sharedErr)
	}
	return shared
}

func TestMain(m *testing.M) {
	code := m.Run()
	if shared != nil {
		shared.Close()
	}
	os.Exit(code)
}

func tctx(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	t.Cleanup(cancel)
	return ctx
}

func TestObserveAndDig(t *testing.T) {
	b := bridge(t)
	ctx := tctx(t)
	origin := mc.P(100, 22, 100)
	if err := b.ResetPlayer(ctx, origin, 0, 0); err != nil {
		t.Fatal(err)
	}
	if err := mc.Fill(ctx, b, mc.P(97, 21, 95), mc.P(103, 25, 103), mc.Air); err != nil {
		t.Fatal(err)
	}
	if err := mc.Fill(ctx, b, mc.P(97, 21, 95), mc.P(103, 21, 103), mc.Stone); err != nil {
		t.Fatal(err)
	}
	if err := b.ResetPlayer(ctx, origin, 0, 0); err != nil {
		t.Fatal(err)
	}
	obs, err := b.Observe(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if got := obs.Floats("pos"); len(got) != 3 || got[0] != 100.5 || got[1] != 22 || got[2] != 100.5 {
		t.Fatalf("pos = %v; want 100.5,22,100.5", got)
	}
	if got := obs.Map("blocks")["0,-1,-1"]; got != "stone" {
		t.Fatalf("blocks[0,-1,-1] = %v; want stone", got)
	}
	out, err := b.Act(ctx, skills.Action{Name: "dig", Params: map[string]any{"x": 100, "y": 21, "z": 99}})
	if err != nil || !out.OK {
		t.Fatalf("dig = %+v, %v", out, err)
	}
	s, err := b.Snapshot(ctx, mc.P(100, 21, 99), mc.P(100, 21, 99))
	if err != nil {
		t.Fatal(err)
	}
	if got := s.At(mc.P(100, 21, 99)); got != mc.Air {
		t.Errorf("server block after dig = %s; want air", got)
	}
}
