package worker

import (
	"context"
	"errors"
	"fmt"
	"image"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/skills"
)

// A hostile skill in testdata/hostile declares its expected outcome in a
// comment:
//
//	// want: <outcome> [substring of the error]
//	// limits: timeout=1s cpu=1s memory=64MiB output=1KiB result=1MiB
//
// Outcomes: ok, error (the skill's own error), and the kinds timeout, cpu,
// memory, output, result_size, crash, forbidden, vet, bad_input.
type hostile struct {
	file   string
	src    []byte
	want   string
	substr string
	lim    skills.Limits
}

var (
	wantRE  = regexp.MustCompile(`(?m)^// want: (\w+)[ \t]*([^\n]*)$`)
	limitRE = regexp.MustCompile(`(?m)^// limits: (.*)$`)
)

func loadHostile(t testing.TB) []hostile {
	t.Helper()
	files, err := filepath.Glob("testdata/hostile/*.go")
	if err != nil || len(files) == 0 {
		t.Fatalf("no hostile skills: %v", err)
	}
	var hs []hostile
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		m := wantRE.FindSubmatch(src)
		if m == nil {
			t.Fatalf("%s: no // want: line", f)
		}
		h := hostile{file: f, src: src, want: string(m[1]), substr: strings.TrimSpace(string(m[2]))}
		if lm := limitRE.FindSubmatch(src); lm != nil {
			if h.lim, err = parseLimits(string(lm[1])); err != nil {
				t.Fatalf("%s: %v", f, err)
			}
		}
		hs = append(hs, h)
	}
	return hs
}

func parseLimits(s string) (skills.Limits, error) {
	var l skills.Limits
	for _, kv := range strings.Fields(s) {
		k, v, ok := strings.Cut(kv, "=")
		if !ok {
			return l, fmt.Errorf("limit %q is not key=value", kv)
		}
		switch k {
		case "timeout", "cpu":
			d, err := time.ParseDuration(v)
			if err != nil {
				return l, fmt.Errorf("limit %s: %v", k, err)
			}
			if k == "timeout" {
				l.Timeout = d
			} else {
				l.CPU = d
			}
		case "memory", "output", "result":
			n, err := parseBytes(v)
			if err != nil {
				return l, fmt.Errorf("limit %s: %v", k, err)
			}
			switch k {
			case "memory":
				l.MemoryBytes = n
			case "output":
				l.OutputBytes = n
			default:
				l.ResultBytes = n
			}
		default:
			return l, fmt.Errorf("unknown limit %q", k)
		}
	}
	return l, nil
}

func parseBytes(s string) (int64, error) {
	mult := int64(1)
	for suf, m := range map[string]int64{"KiB": 1 << 10, "MiB": 1 << 20, "GiB": 1 << 30} {
		if strings.HasSuffix(s, suf) {
			s, mult = strings.TrimSuffix(s, suf), m
		}
	}
	n, err := strconv.ParseInt(s, 10, 64)
	return n * mult, err
}

var outcomeErr = map[string]error{
	"timeout": skills.ErrTimeout, "cpu": skills.ErrCPU, "memory": skills.ErrMemory,
	"output": skills.ErrOutput, "result_size": skills.ErrResultSize, "crash": skills.ErrCrash,
	"forbidden": skills.ErrForbidden, "vet": skills.ErrVet, "bad_input": skills.ErrBadInput,
}

// outcomeOf names the outcome of an error, most specific first.
func outcomeOf(err error) string {
	if err == nil {
		return "ok"
	}
	for _, k := range []string{"timeout", "cpu", "memory", "output", "result_size", "crash", "forbidden", "vet", "bad_input"} {
		if errors.Is(err, outcomeErr[k]) {
			return k
		}
	}
	if errors.Is(err, skills.ErrLimit) {
		return "limit"
	}
	return "error"
}

// runHostile checks and runs one hostile skill and returns its outcome.
func runHostile(ctx context.Context, p *Pool, h hostile, env skills.Env, fr *detectors.Frame) (*sandbox.Response, error) {
	u, err := check.Check(filepath.Base(h.file), h.src)
	if err != nil {
		return nil, err
	}
	return p.Run(ctx, u, &sandbox.Request{Env: env, Args: []byte(`{}`), Limits: h.lim, Frame: fr})
}

// TestHostile runs every hostile skill through a real pool and checks the
// exact outcome, that the host is alive (this test still runs) and that
// the pool is full afterwards.
func TestHostile(t *testing.T) {
	hs := loadHostile(t)
	if len(hs) < 40 {
		t.Errorf("%d hostile skills; the suite promises at least 40", len(hs))
	}
	p := newTestPool(t, Options{Size: 2, Limits: skills.Limits{Timeout: 5 * time.Second, CPU: 10 * time.Second, MemoryBytes: 128 << 20}})
	for _, h := range hs {
		t.Run(strings.TrimSuffix(filepath.Base(h.file), ".go"), func(t *testing.T) {
			ctx := context.Background()
			start := time.Now()
			fr := hostileFrame()
			resp, err := runHostile(ctx, p, h, &recEnv{}, fr)
			got := outcomeOf(err)
			t.Logf("%s after %v: %v", got, time.Since(start).Round(time.Millisecond), err)
			if got != h.want {
				t.Errorf("outcome %s (%v); want %s", got, err, h.want)
			}
			if h.substr != "" && (err == nil || !strings.Contains(err.Error(), h.substr)) {
				t.Errorf("error %v; want one containing %q", err, h.substr)
			}
			if h.want == "ok" && resp == nil {
				t.Errorf("no response")
			}
			for i, v := range fr.Img.Pix {
				if v != byte(i) {
					t.Fatalf("the host's frame changed at byte %d", i)
				}
			}
			// A bound on the pool's refill, not a measure of it: starting a
			// worker after a kill took over 10 s on a loaded machine.
			wctx, cancel := context.WithTimeout(ctx, time.Minute)
			defer cancel()
			if err := p.WaitFull(wctx); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// hostileFrame is the frame hostile detectors get.
func hostileFrame() *detectors.Frame {
	img := image.NewRGBA(image.Rect(0, 0, 64, 48))
	for i := range img.Pix {
		img.Pix[i] = byte(i)
	}
	return &detectors.Frame{Img: img, Source: detectors.Source{Kind: "test", ID: "hostile"}}
}
