package builtin

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/detectors/detectorstest"
	"github.com/skillrun/skillrun/internal/cputime"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/library/builtin/blaze_detector"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/skills"
)

// blazeSource is the blaze detector's one source: embedded for the
// interpreter and compiled into the binary from the same file.
const blazeFile = "blaze_detector/blaze_detector.go"

func compileFile(tb testing.TB, path string) *sandbox.Program {
	tb.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		tb.Fatal(err)
	}
	u, err := check.Check(filepath.Base(path), src)
	if err != nil {
		tb.Fatalf("check %s: %v", path, err)
	}
	if u.Manifest.Kind != skills.Detector {
		tb.Fatalf("%s is a %s; want a detector", path, u.Manifest.Kind)
	}
	p, err := sandbox.Compile(u, sandbox.Options{})
	if err != nil {
		tb.Fatalf("compile %s: %v", path, err)
	}
	return p
}

// TestBlazeInterpretedMatchesNative runs the interpreted example detector
// and the built-in's embedded source through the sandbox, and the
// built-in compiled natively, on the same scenes: detections must agree.
func TestBlazeInterpretedMatchesNative(t *testing.T) {
	tex := detectorstest.Load(t)
	scenes, err := detectorstest.Scenes(tex, 30, detectorstest.SceneOptions{Seed: 11})
	if err != nil {
		t.Fatal(err)
	}
	// Magma backgrounds take the detector's second path (yellow clusters
	// inside mostly orange blobs).
	magma, err := detectorstest.Scenes(tex, 15, detectorstest.SceneOptions{Seed: 14, Backgrounds: []string{"magma"}})
	if err != nil {
		t.Fatal(err)
	}
	scenes = append(scenes, magma...)
	progs := map[string]*sandbox.Program{
		"embedded": compileFile(t, blazeFile),
	}
	found, foundMagma := 0, 0
	for i, s := range scenes {
		want, err := blaze_detector.Detect(s.Frame, blaze_detector.Args{})
		if err != nil {
			t.Fatal(err)
		}
		found += len(want)
		if i >= len(scenes)-len(magma) {
			foundMagma += len(want)
		}
		for name, p := range progs {
			resp, err := p.Run(context.Background(), &sandbox.Request{Frame: s.Frame, Args: []byte(`{}`)})
			if err != nil {
				t.Fatalf("%s on %s: %v", name, s.Name, err)
			}
			if !reflect.DeepEqual(resp.Detections, want) {
				t.Fatalf("%s on %s: interpreted %v; native %v", name, s.Name, resp.Detections, want)
			}
		}
	}
	if found == 0 || foundMagma == 0 {
		t.Fatalf("%d blazes found, %d of them on magma: the comparison proves too little", found, foundMagma)
	}
}

// TestBlazeThroughLibrary runs the built-in by name, native and
// interpreted, with arguments, and checks the errors for bad input.
func TestBlazeThroughLibrary(t *testing.T) {
	tex := detectorstest.Load(t)
	scenes, err := detectorstest.Scenes(tex, 10, detectorstest.SceneOptions{Seed: 12})
	if err != nil {
		t.Fatal(err)
	}
	var scores []detectors.Score
	for _, interpreted := range []bool{false, true} {
		bs, err := All(interpreted)
		if err != nil {
			t.Fatal(err)
		}
		lib, err := library.Open(t.TempDir(), library.Options{Builtins: bs, Executor: sandbox.NewInProcess(sandbox.Options{})})
		if err != nil {
			t.Fatal(err)
		}
		var total detectors.Score
		for _, s := range scenes {
			res, err := lib.Run(context.Background(), "blaze_detector", library.Request{Frame: s.Frame, Args: []byte(`{"threshold": 0.5}`)})
			if err != nil {
				t.Fatalf("interpreted=%v %s: %v", interpreted, s.Name, err)
			}
			total = total.Add(detectors.Match(res.Detections, s.Truth, 0.5))
		}
		// Composed scenes are not what the detector is calibrated on (the
		// real client's frames): it must find some and invent none, and
		// score the same native and interpreted.
		if total.TP == 0 || total.FP > 0 {
			t.Errorf("interpreted=%v: %+v; want blazes found and nothing else", interpreted, total)
		}
		scores = append(scores, total)
		_, err = lib.Run(context.Background(), "blaze_detector", library.Request{Frame: scenes[0].Frame, Args: []byte(`{"min_area": "big"}`)})
		if !errors.Is(err, skills.ErrInvalidArgs) {
			t.Errorf("interpreted=%v: bad args: %v; want ErrInvalidArgs", interpreted, err)
		}
		_, err = lib.Run(context.Background(), "blaze_detector", library.Request{})
		if !errors.Is(err, skills.ErrBadInput) {
			t.Errorf("interpreted=%v: no frame: %v; want ErrBadInput", interpreted, err)
		}
	}
	if scores[0] != scores[1] {
		t.Errorf("native %+v, interpreted %+v; want the same", scores[0], scores[1])
	}
}

// BenchmarkBlaze compares, in one run, the blaze detector compiled
// natively with the same source interpreted through the sandbox, on
// 640×360 and 1280×720 scenes.
func BenchmarkBlaze(b *testing.B) {
	tex := detectorstest.Load(b)
	p := compileFile(b, blazeFile)
	for _, sz := range [][2]int{{640, 360}, {1280, 720}} {
		scenes, err := detectorstest.Scenes(tex, 8, detectorstest.SceneOptions{Seed: 13, Width: sz[0], Height: sz[1]})
		if err != nil {
			b.Fatal(err)
		}
		name := fmt.Sprintf("%dx%d", sz[0], sz[1])
		b.Run(name+"/native", func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				if _, err := blaze_detector.Detect(scenes[i%len(scenes)].Frame, blaze_detector.Args{}); err != nil {
					b.Fatal(err)
				}
			}
		})
		// Interleaved: each iteration runs both on the same frame, so load
		// on the machine hits both alike and the ratio is reliable.
		b.Run(name+"/ratio", func(b *testing.B) {
			ctx := context.Background()
			var native, interp time.Duration
			// CPU time of this thread as well as wall time: on a loaded
			// machine the wall clock also counts time spent waiting for a core.
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			var nativeCPU, interpCPU time.Duration
			timed := func(fn func()) (wall, cpu time.Duration) {
				c0, t0 := cputime.Thread(), time.Now()
				fn()
				return time.Since(t0), cputime.Thread() - c0
			}
			runNative := func(f *detectors.Frame) {
				w, c := timed(func() {
					if _, err := blaze_detector.Detect(f, blaze_detector.Args{}); err != nil {
						b.Fatal(err)
					}
				})
				native += w
				nativeCPU += c
			}
			runInterp := func(f *detectors.Frame) {
				w, c := timed(func() {
					if _, err := p.Run(ctx, &sandbox.Request{Frame: f}); err != nil {
						b.Fatal(err)
					}
				})
				interp += w
				interpCPU += c
			}
			for i := 0; b.Loop(); i++ {
				f := scenes[i%len(scenes)].Frame
				// Alternate which goes first, so neither always finds the
				// frame in a warm cache.
				if i%2 == 0 {
					runNative(f)
					runInterp(f)
				} else {
					runInterp(f)
					runNative(f)
				}
			}
			n := float64(b.N)
			b.ReportMetric(float64(native.Nanoseconds())/n, "native-ns/frame")
			b.ReportMetric(float64(interp.Nanoseconds())/n, "interp-ns/frame")
			b.ReportMetric(float64(interp)/float64(native), "interp/native")
			b.ReportMetric(float64(nativeCPU.Nanoseconds())/n, "native-cpu-ns/frame")
			b.ReportMetric(float64(interpCPU.Nanoseconds())/n, "interp-cpu-ns/frame")
			b.ReportMetric(float64(interpCPU)/float64(nativeCPU), "interp/native-cpu")
		})
		b.Run(name+"/interpreted", func(b *testing.B) {
			b.ReportAllocs()
			ctx := context.Background()
			for i := 0; b.Loop(); i++ {
				if _, err := p.Run(ctx, &sandbox.Request{Frame: scenes[i%len(scenes)].Frame}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestBlazeArgsDocDefaults: the argument schema an agent reads gives the
// defaults as numbers, the ones Detect uses (an agent cannot look up a Go
// constant).
func TestBlazeArgsDocDefaults(t *testing.T) {
	src, err := os.ReadFile(blazeFile)
	if err != nil {
		t.Fatal(err)
	}
	u, err := check.Check(filepath.Base(blazeFile), src)
	if err != nil {
		t.Fatal(err)
	}
	var schema struct {
		Properties map[string]struct {
			Description string `json:"description"`
		} `json:"properties"`
	}
	if err := json.Unmarshal(u.Manifest.Params, &schema); err != nil {
		t.Fatal(err)
	}
	for arg, def := range map[string]any{"threshold": blaze_detector.DefaultThreshold, "min_area": blaze_detector.DefaultMinArea} {
		if d := schema.Properties[arg].Description; !strings.Contains(d, fmt.Sprintf("(default %v,", def)) {
			t.Errorf("%s: description %q does not give its default, %v", arg, d, def)
		}
	}
}

// stillWorld is a camera that does not move: every look is the same
// frame, drawn once, so a detector called from it costs the host nothing
// but the detection.
type stillWorld struct{ f *detectors.Frame }

func (w stillWorld) Observe(context.Context) (skills.Observation, error) {
	return skills.Observation{}, nil
}

func (w stillWorld) Act(context.Context, skills.Action) (skills.Outcome, error) {
	return skills.Outcome{OK: true}, nil
}

func (w stillWorld) Frame(context.Context) (*detectors.Frame, error) { return w.f, nil }

// stare calls the blaze detector on the world's frame again and again,
// under a CPU limit its own work never reaches.
const stare = `// Look at the same frame again and again.
//
//skillrun:cpu 500ms
//skillrun:timeout 5m
package stare

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	for i := 0; i < 20000; i++ {
		if _, err := env.Call("blaze_detector", map[string]any{}); err != nil {
			return nil, err
		}
	}
	return skills.Result{"looked": 20000}, nil
}
`

// TestBuiltinDetectorCharged: the built-in detector runs natively in the
// host's thread, where no worker's CPU limit sees it. A procedure that
// called it in a loop on a still world had the host detect for it for as
// long as its deadline allowed (20,000 looks: tens of seconds of CPU
// under cpu 500ms); each look is now charged to the run, which fails with
// the CPU limit after about half a second of looking.
func TestBuiltinDetectorCharged(t *testing.T) {
	tex := detectorstest.Load(t)
	scenes, err := detectorstest.Scenes(tex, 1, detectorstest.SceneOptions{Seed: 12})
	if err != nil {
		t.Fatal(err)
	}
	bs, err := All(false)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "stare.go"), []byte(stare), 0o644); err != nil {
		t.Fatal(err)
	}
	lib, err := library.Open(dir, library.Options{Builtins: bs, Executor: sandbox.NewInProcess(sandbox.Options{})})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	res, err := lib.Run(ctx, "stare", library.Request{World: stillWorld{scenes[0].Frame}})
	if !errors.Is(err, skills.ErrCPU) || !strings.Contains(err.Error(), "the last was the built-in detector blaze_detector") {
		t.Fatalf("run ended with %v; want the CPU limit, reached detecting", err)
	}
	looks := len(res.Invocation.Calls)
	t.Logf("%d looks before %v", looks, err)
	if looks >= 20000 {
		t.Errorf("all %d looks ran under cpu 500ms", looks)
	}
}
