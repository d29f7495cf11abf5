package serve_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"image"
	"image/color"
	"image/png"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/skillrun/skillrun/consolidate"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/memory/embedded"
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/serve"
	"github.com/skillrun/skillrun/skills"
)

// counterWorld is an environment with one counter: "inc" adds one, "mark"
// does nothing; Observe reports the value and a position. gate, when set,
// blocks every action until it is closed.
type counterWorld struct {
	mu     sync.Mutex
	value  int
	pad    string // observed beside the value (a world whose observations are large)
	gate   chan struct{}
	free   int // actions that pass the gate before it applies
	closed bool
}

func (w *counterWorld) Observe(ctx context.Context) (skills.Observation, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	o := skills.Observation{"value": w.value, "pos": []any{float64(w.value), 0.0, 0.0}}
	if w.pad != "" {
		o["pad"] = w.pad
	}
	return o, nil
}

func (w *counterWorld) Act(ctx context.Context, a skills.Action) (skills.Outcome, error) {
	w.mu.Lock()
	free := w.free > 0
	if free {
		w.free--
	}
	w.mu.Unlock()
	if w.gate != nil && !free {
		select {
		case <-w.gate:
		case <-ctx.Done():
			return skills.Outcome{}, ctx.Err()
		}
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	switch a.Name {
	case "inc":
		w.value++
		return skills.Outcome{OK: true}, nil
	case "mark":
		return skills.Outcome{OK: true}, nil
	}
	return skills.Outcome{OK: false, Reason: "unknown action " + a.Name}, nil
}

func (w *counterWorld) Close() error {
	w.mu.Lock()
	w.closed = true
	w.mu.Unlock()
	return nil
}

type fixture struct {
	dir    string // library directory (a copy of testdata/lib)
	lib    *library.Library
	store  memory.Store
	frames memory.Blobs
	srv    *serve.Server
	worlds []*counterWorld
	mu     sync.Mutex
}

// newFixture serves a copy of testdata/lib with an embedded memory store,
// a frame directory and a "counter" environment. edit changes the options.
func newFixture(t testing.TB, edit func(*fixture, *serve.Options)) *fixture {
	t.Helper()
	f := &fixture{dir: filepath.Join(t.TempDir(), "lib")}
	copyDir(t, "testdata/lib", f.dir)
	lib, err := library.Open(f.dir, library.Options{Executor: sandbox.NewInProcess(sandbox.Options{})})
	if err != nil {
		t.Fatal(err)
	}
	f.lib = lib
	st, err := embedded.Open(context.Background(), filepath.Join(t.TempDir(), "memory.db"), embedded.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	f.store = st
	f.frames = memory.Blobs{Dir: filepath.Join(t.TempDir(), "frames")}
	cons, err := consolidate.New(consolidate.Options{Store: st, Library: lib})
	if err != nil {
		t.Fatal(err)
	}
	opts := serve.Options{
		Consolidator: cons,
		Memory:       st,
		Frames:       f.frames,
		Envs: map[string]serve.EnvFactory{"counter": func(ctx context.Context, params json.RawMessage) (skills.World, error) {
			var p struct {
				Start int  `json:"start"`
				Gate  bool `json:"gate"`
				Pad   int  `json:"pad"`
			}
			if len(params) > 0 {
				if err := json.Unmarshal(params, &p); err != nil {
					return nil, err
				}
			}
			w := &counterWorld{value: p.Start, pad: strings.Repeat("x", min(max(p.Pad, 0), 1<<20))}
			f.mu.Lock()
			f.worlds = append(f.worlds, w)
			f.mu.Unlock()
			return w, nil
		}},
	}
	if edit != nil {
		edit(f, &opts)
	}
	srv, err := serve.New(lib, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	f.srv = srv
	return f
}

func copyDir(t testing.TB, src, dst string) {
	t.Helper()
	if err := os.MkdirAll(dst, 0o755); err != nil {
		t.Fatal(err)
	}
	ents, err := os.ReadDir(src)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		if e.IsDir() {
			continue
		}
		b, err := os.ReadFile(filepath.Join(src, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dst, e.Name()), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// connect connects an MCP client to the server in process.
func (f *fixture) connect(t testing.TB, opts *mcp.ClientOptions) *mcp.ClientSession {
	t.Helper()
	ct, st := mcp.NewInMemoryTransports()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- f.srv.ServeMCP(ctx, st) }()
	c := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, opts)
	cs, err := c.Connect(context.Background(), ct, nil)
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cs.Close()
		cancel()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			t.Error("server did not stop")
		}
	})
	return cs
}

// redPNG is a w×h grey image with red rectangles.
func redPNG(t testing.TB, w, h int, boxes ...image.Rectangle) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			img.SetRGBA(x, y, color.RGBA{90, 90, 90, 255})
			for _, b := range boxes {
				if image.Pt(x, y).In(b) {
					img.SetRGBA(x, y, color.RGBA{230, 20, 20, 255})
				}
			}
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func b64(b []byte) string { return base64.StdEncoding.EncodeToString(b) }

// callTool calls a tool and decodes its structured result into out. It
// fails the test on a protocol error; a tool error is returned.
func callTool(t testing.TB, cs *mcp.ClientSession, name string, args any, out any) (*mcp.CallToolResult, string) {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("CallTool(%s): %v", name, err)
	}
	if res.IsError {
		return res, res.Content[0].(*mcp.TextContent).Text
	}
	if out != nil {
		text := res.Content[0].(*mcp.TextContent).Text
		if err := json.Unmarshal([]byte(text), out); err != nil {
			t.Fatalf("CallTool(%s): decode %s: %v", name, text, err)
		}
	}
	return res, ""
}

func decodePNG(t testing.TB, data []byte) image.Image {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("decode png: %v", err)
	}
	return img
}

func skillsAction(name, object string) skills.Action {
	return skills.Action{Name: name, Object: object}
}

func failed(reason string) skills.Outcome { return skills.Outcome{OK: false, Reason: reason} }

// noisePNG is a w×h image of random pixels: it does not compress.
func noisePNG(t testing.TB, w, h int) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range img.Pix {
		img.Pix[i] = uint8(rng.UintN(256))
		if i%4 == 3 {
			img.Pix[i] = 255
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}
