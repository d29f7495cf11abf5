package worker

import (
	"context"
	"image"
	"net/rpc"
	"os"
	"os/exec"
	"sort"
	"testing"
	"time"

	"github.com/hashicorp/go-hclog"
	"github.com/hashicorp/go-plugin"
	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/runtime/sandbox"
)

const trivialSkill = `// Returns at once.
package trivial

import "github.com/skillrun/skillrun/skills"

type Args struct {
	N int ` + "`json:\"n\"`" + `
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"n": args.N + 1}, nil
}
`

// latencies records one duration per iteration and reports percentiles.
type latencies []time.Duration

func (l latencies) report(b *testing.B) {
	if len(l) == 0 {
		return
	}
	sort.Slice(l, func(i, j int) bool { return l[i] < l[j] })
	b.ReportMetric(float64(l[len(l)/2].Nanoseconds())/1e3, "p50-µs")
	b.ReportMetric(float64(l[len(l)*99/100].Nanoseconds())/1e3, "p99-µs")
	var sum time.Duration
	for _, d := range l {
		sum += d
	}
	b.ReportMetric(float64(sum.Nanoseconds())/1e3/float64(len(l)), "mean-µs")
}

func timed(b *testing.B, f func() error) {
	lat := make(latencies, 0, b.N)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		t0 := time.Now()
		if err := f(); err != nil {
			b.Fatal(err)
		}
		lat = append(lat, time.Since(t0))
	}
	b.StopTimer()
	lat.report(b)
}

// echo sends one echo frame to the worker and reads it back: the raw pipe
// round trip, with framing but without the sandbox.
func (p *proc) echo(payload []byte) error {
	p.seq++
	if _, err := p.toW.Write(appendFrame(nil, msgEcho, p.seq, payload)); err != nil {
		return err
	}
	_, err := p.fr.read()
	return err
}

// BenchmarkRoundTrip compares one call of a trivial skill through a warm
// worker with a raw pipe echo to the same worker, the in-process sandbox,
// and hashicorp/go-plugin over net/rpc.
func BenchmarkRoundTrip(b *testing.B) {
	ctx := context.Background()
	p := newTestPool(b, Options{Size: 1})
	u := mustUnit(b, "trivial", trivialSkill)
	req := &sandbox.Request{Args: []byte(`{"n":41}`)}
	b.Run("pipe_echo", func(b *testing.B) {
		pr, _, err := p.acquire(ctx)
		if err != nil {
			b.Fatal(err)
		}
		defer p.release(pr, false, false)
		payload := []byte(`{"result":{"n":42}}`)
		timed(b, func() error { return pr.echo(payload) })
	})
	b.Run("worker_skill", func(b *testing.B) {
		timed(b, func() error { _, err := p.Run(ctx, u, req); return err })
	})
	b.Run("worker_skill_inside", func(b *testing.B) {
		// The same call, timed inside the worker: what the skill costs there.
		var in latencies
		c := &callMsg{Unit: unitMsg{Name: u.Name(), Kind: u.Manifest.Kind, Version: u.Version(), Unit: u}, Args: req.Args}
		timed(b, func() error {
			res, err := p.call(ctx, c, nil, nil, nil)
			if err == nil {
				in = append(in, time.Duration(res.Nanos))
			}
			return err
		})
		sort.Slice(in, func(i, j int) bool { return in[i] < in[j] })
		if len(in) > 0 {
			b.ReportMetric(float64(in[len(in)/2].Nanoseconds())/1e3, "inside-p50-µs")
			b.ReportMetric(float64(in[len(in)*99/100].Nanoseconds())/1e3, "inside-p99-µs")
			var sum time.Duration
			for _, d := range in {
				sum += d
			}
			b.ReportMetric(float64(sum.Nanoseconds())/1e3/float64(len(in)), "inside-mean-µs")
		}
	})
	b.Run("inprocess_skill", func(b *testing.B) {
		x := sandbox.NewInProcess(sandbox.Options{})
		timed(b, func() error { _, err := x.Run(ctx, u, req); return err })
	})
	b.Run("goplugin_netrpc", func(b *testing.B) {
		c := plugin.NewClient(&plugin.ClientConfig{
			HandshakeConfig:  benchHandshake,
			Plugins:          map[string]plugin.Plugin{"echo": echoPlugin{}},
			Cmd:              exec.Command(os.Args[0], "-test.run=^$"),
			AllowedProtocols: []plugin.Protocol{plugin.ProtocolNetRPC},
			Logger:           hclog.NewNullLogger(),
		})
		defer c.Kill()
		rc, err := c.Client()
		if err != nil {
			b.Fatal(err)
		}
		raw, err := rc.Dispense("echo")
		if err != nil {
			b.Fatal(err)
		}
		e := raw.(*echoClient)
		timed(b, func() error { _, err := e.Echo(`{"n":41}`); return err })
	})
}

// BenchmarkColdStart starts and stops one worker (namespaces, cgroups,
// rlimits, landlock, seccomp, hello), beside starting /bin/true.
func BenchmarkColdStart(b *testing.B) {
	ctx := context.Background()
	p := newTestPool(b, Options{Size: 1})
	b.Run("exec_true", func(b *testing.B) {
		timed(b, func() error { return exec.Command("/bin/true").Run() })
	})
	b.Run("worker", func(b *testing.B) {
		timed(b, func() error {
			pr, err := spawn(ctx, 1000, p.cfg)
			if err != nil {
				return err
			}
			pr.stop()
			return nil
		})
	})
}

// BenchmarkThroughput keeps both cores busy: parallel calls of the trivial
// skill through a pool of NumCPU workers, beside the in-process sandbox.
func BenchmarkThroughput(b *testing.B) {
	ctx := context.Background()
	p := newTestPool(b, Options{})
	u := mustUnit(b, "trivial", trivialSkill)
	req := &sandbox.Request{Args: []byte(`{"n":41}`)}
	par := func(b *testing.B, run func() error) {
		b.ReportAllocs()
		start := time.Now()
		b.RunParallel(func(pb *testing.PB) {
			for pb.Next() {
				if err := run(); err != nil {
					b.Error(err)
					return
				}
			}
		})
		b.ReportMetric(float64(b.N)/time.Since(start).Seconds(), "calls/s")
	}
	b.Run("worker_pool", func(b *testing.B) {
		par(b, func() error { _, err := p.Run(ctx, u, req); return err })
	})
	b.Run("inprocess", func(b *testing.B) {
		x := sandbox.NewInProcess(sandbox.Options{})
		par(b, func() error { _, err := x.Run(ctx, u, req); return err })
	})
}

// The go-plugin baseline: a net/rpc echo plugin served by this test binary.
var benchHandshake = plugin.HandshakeConfig{ProtocolVersion: 1, MagicCookieKey: "SKILLRUN_BENCH_PLUGIN", MagicCookieValue: "echo"}

type echoPlugin struct{}

func (echoPlugin) Server(*plugin.MuxBroker) (any, error) { return &echoServer{}, nil }
func (echoPlugin) Client(_ *plugin.MuxBroker, c *rpc.Client) (any, error) {
	return &echoClient{c: c}, nil
}

type echoServer struct{}

func (echoServer) Echo(args string, resp *string) error { *resp = args; return nil }

type echoClient struct{ c *rpc.Client }

func (e *echoClient) Echo(s string) (string, error) {
	var r string
	err := e.c.Call("Plugin.Echo", s, &r)
	return r, err
}

// servePluginIfAsked makes the test binary a go-plugin server when
// go-plugin started it.
func servePluginIfAsked() {
	if os.Getenv(benchHandshake.MagicCookieKey) != benchHandshake.MagicCookieValue {
		return
	}
	plugin.Serve(&plugin.ServeConfig{
		HandshakeConfig: benchHandshake,
		Plugins:         map[string]plugin.Plugin{"echo": echoPlugin{}},
		Logger:          hclog.NewNullLogger(),
	})
	os.Exit(0)
}

const cornerSkill = `// Reports the colour of the frame's first pixel.
package corner

import "github.com/skillrun/skillrun/detectors"

type Args struct{}

func Detect(f *detectors.Frame, args Args) ([]detectors.Detection, error) {
	c := f.Img.RGBAAt(f.Img.Rect.Min.X, f.Img.Rect.Min.Y)
	return []detectors.Detection{{Label: "corner", Box: f.Img.Rect, Score: float64(c.R)}}, nil
}
`

// BenchmarkFrame sends a 1280×720 frame to a detector: through the memfd to
// a worker (one copy of the pixels into shared memory, none through the
// pipe) beside the in-process sandbox (no copy at all).
func BenchmarkFrame(b *testing.B) {
	ctx := context.Background()
	p := newTestPool(b, Options{Size: 1})
	u := mustUnit(b, "corner", cornerSkill)
	img := image.NewRGBA(image.Rect(0, 0, 1280, 720))
	req := &sandbox.Request{Frame: &detectors.Frame{Img: img}}
	b.Run("worker_memfd", func(b *testing.B) {
		b.SetBytes(int64(len(img.Pix)))
		timed(b, func() error { _, err := p.Run(ctx, u, req); return err })
	})
	b.Run("inprocess", func(b *testing.B) {
		x := sandbox.NewInProcess(sandbox.Options{})
		b.SetBytes(int64(len(img.Pix)))
		timed(b, func() error { _, err := x.Run(ctx, u, req); return err })
	})
}

// BenchmarkNestedCall times a skill that calls another once (loopSkill
// with n 1, leafSkill the callee) in a pool of one worker, where the
// callee finds every worker waiting on the host and runs in an overflow
// worker, beside a pool of two, where it finds the second worker idle.
// The spare overflow worker (Options.SpareLinger) makes the first as
// cheap as the second; without it each call started a worker.
func BenchmarkNestedCall(b *testing.B) {
	ctx := context.Background()
	units := map[string]*check.Unit{"loop": mustUnit(b, "loop", loopSkill), "leaf": mustUnit(b, "leaf", leafSkill)}
	req := func(p *Pool) *sandbox.Request {
		return &sandbox.Request{Env: &poolEnv{t: b, p: p, units: units}, Args: []byte(`{"n":1}`)}
	}
	for _, size := range []int{1, 2} {
		name := map[int]string{1: "pool_1_overflow", 2: "pool_2_idle"}[size]
		b.Run(name, func(b *testing.B) {
			p := newTestPool(b, Options{Size: size})
			timed(b, func() error { _, err := p.Run(ctx, units["loop"], req(p)); return err })
			b.ReportMetric(float64(p.Stats().Overflow), "overflow-workers")
		})
	}
}
