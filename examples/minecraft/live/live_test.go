package live

import (
	"context"
	"errors"
	"os"
	"strings"
	"sync"
	"syscall"
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
	need(t)
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

// need skips the test when node or node_modules are missing, except in
// CI where it fails.
func need(t *testing.T) {
	t.Helper()
	if err := Check(Options{}); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("CI=true but %v (ci/setup.d/40-minecraft.sh runs npm ci)", err)
		}
		t.Skip(err)
	}
}

func TestMain(m *testing.M) {
	code := m.Run()
	if shared != nil {
		shared.Close()
	}
	os.Exit(code)
}

// tctx bounds one test: generous, since the live server and its client
// lag by seconds when other packages' tests load the machine; a test that
// works ends long before.
func tctx(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
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

// TestTimeoutKillsProcessGroup checks that a call which overruns its
// deadline kills the bridge's whole process group and fails with
// skills.ErrTimeout, and that later calls fail at once.
func TestTimeoutKillsProcessGroup(t *testing.T) {
	need(t)
	b, err := Start(context.Background(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	pid := b.cmd.Process.Pid
	ctx, cancel := context.WithTimeout(context.Background(), time.Millisecond)
	defer cancel()
	// A reset waits for chunks and a teleport: far longer than 1 ms.
	err = b.ResetPlayer(ctx, mc.P(40, 22, 40), 0, 0)
	if !errors.Is(err, skills.ErrTimeout) {
		t.Fatalf("ResetPlayer with a 1 ms deadline = %v; want ErrTimeout", err)
	}
	select {
	case <-b.done:
	case <-time.After(5 * time.Second):
		t.Fatal("bridge process still running 5 s after the timeout")
	}
	if err := syscall.Kill(-pid, 0); !errors.Is(err, syscall.ESRCH) {
		t.Errorf("kill(-%d, 0) = %v; want ESRCH (process group gone)", pid, err)
	}
	if _, err := b.State(context.Background()); err == nil {
		t.Error("State after the kill succeeded; want an error")
	}
}

func TestCheckMissing(t *testing.T) {
	err := Check(Options{Dir: t.TempDir()})
	if !errors.Is(err, ErrUnavailable) {
		t.Errorf("Check(empty dir) = %v; want ErrUnavailable", err)
	}
	err = Check(Options{Node: "/nonexistent/node"})
	if !errors.Is(err, ErrUnavailable) {
		t.Errorf("Check(no node) = %v; want ErrUnavailable", err)
	}
}

// TestLavaKillsAndResetRevives walks the bot into lava on the real server:
// the rules kill it through the server's health, and a reset brings it
// back.
func TestLavaKillsAndResetRevives(t *testing.T) {
	b := bridge(t)
	ctx := tctx(t)
	o := mc.P(-8, 22, 8)
	if err := b.ResetPlayer(ctx, o, 0, 0); err != nil {
		t.Fatal(err)
	}
	if err := mc.Fill(ctx, b, mc.P(-9, 21, 5), mc.P(-7, 21, 7), mc.Lava); err != nil {
		t.Fatal(err)
	}
	out, err := b.Act(ctx, skills.Action{Name: "walk", Params: map[string]any{"x": -8, "y": 22, "z": 6}})
	if err != nil {
		t.Fatal(err)
	}
	if out.OK || !strings.Contains(out.Reason, "lava") {
		t.Fatalf("walk into lava = %+v; want failed with lava", out)
	}
	st, err := b.State(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !st.Player.Dead() {
		t.Fatalf("health after lava = %v; want dead", st.Player.Health)
	}
	if out, _ := b.Act(ctx, skills.Action{Name: "look", Params: map[string]any{"yaw": 1.0, "pitch": 0.0}}); out.OK {
		t.Error("a dead player could look around")
	}
	if err := mc.Fill(ctx, b, mc.P(-9, 21, 5), mc.P(-7, 21, 7), mc.GrassBlock); err != nil {
		t.Fatal(err)
	}
	if err := b.ResetPlayer(ctx, o, 0, 0); err != nil {
		t.Fatal(err)
	}
	st, err = b.State(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if st.Player.Dead() || st.Player.Pos.Block() != o {
		t.Fatalf("after reset: health %v at %v; want alive at %v", st.Player.Health, st.Player.Pos.Block(), o)
	}
	out, err = b.Act(ctx, skills.Action{Name: "walk", Params: map[string]any{"x": -8, "y": 22, "z": 6}})
	if err != nil || !out.OK {
		t.Fatalf("walk after reset = %+v, %v; want ok", out, err)
	}
}

// TestHarnessOps covers the protocol's fill, setblock (through SetBlock)
// and center operations, read back from the server.
func TestHarnessOps(t *testing.T) {
	b := bridge(t)
	ctx := tctx(t)
	o := mc.P(24, 22, -20)
	if err := b.ResetPlayer(ctx, o, 0, 0); err != nil {
		t.Fatal(err)
	}
	if err := b.Fill(ctx, mc.P(22, 22, -24), mc.P(26, 23, -22), mc.Netherrack); err != nil {
		t.Fatal(err)
	}
	if err := mc.SetBlock(ctx, b, mc.P(24, 23, -23), "obsidian"); err != nil {
		t.Fatal(err)
	}
	pos, err := b.Center(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if pos != o.Center() {
		t.Errorf("Center = %v; want %v", pos, o.Center())
	}
	s, err := b.Snapshot(ctx, mc.P(22, 22, -24), mc.P(26, 23, -22))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		p    mc.Pos
		want string
	}{{mc.P(22, 22, -24), "netherrack"}, {mc.P(26, 23, -22), "netherrack"}, {mc.P(24, 23, -23), "obsidian"}} {
		if got := s.At(c.p); got != c.want {
			t.Errorf("server block %v = %s; want %s", c.p, got, c.want)
		}
	}
}
