package serve_test

import (
	"bufio"
	"context"
	"fmt"
	"image"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/skillrun/skillrun/serve"
)

// kicadDemos is where Debian's kicad-demos package puts the designs
// ($KICAD_DEMOS overrides it, as in examples/kicad).
var kicadDemos = func() string {
	if d := os.Getenv("KICAD_DEMOS"); d != "" {
		return d
	}
	return "/usr/share/kicad/demos"
}()

var (
	buildOnce sync.Once
	binPath   string
	buildErr  error
)

// skillrunBinary builds cmd/skillrun once per test run.
func skillrunBinary(t testing.TB) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "skillrun-serve-test-")
		if err != nil {
			buildErr = err
			return
		}
		binPath = filepath.Join(dir, "skillrun")
		gobin, err := exec.LookPath("go")
		if err != nil {
			buildErr = fmt.Errorf("the go command is needed to build skillrun: %w", err)
			return
		}
		out, err := exec.Command(gobin, "build", "-o", binPath, "../cmd/skillrun").CombinedOutput()
		if err != nil {
			buildErr = err
			binPath = string(out)
		}
	})
	if buildErr != nil {
		t.Fatalf("build skillrun: %v\n%s", buildErr, binPath)
	}
	return binPath
}

// binaryAndLib builds the skillrun binary (not in -short runs) and copies
// the test library into a fresh work directory.
func binaryAndLib(t *testing.T) (bin, work, lib string) {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the skillrun binary")
	}
	work = t.TempDir()
	lib = filepath.Join(work, "lib")
	copyDir(t, "testdata/lib", lib)
	return skillrunBinary(t), work, lib
}

// TestStdioBinary drives the real `skillrun serve --stdio` with the SDK's
// client: tools, a call, a session on the voxel world recorded into
// memory, a detector with an image, and the tool list following an edit
// on disk through the library's own watcher.
func TestStdioBinary(t *testing.T) {
	bin, work, lib := binaryAndLib(t)
	cmd := exec.Command(bin, "serve", "--stdio", "--lib", lib, "--memory", filepath.Join(work, "memory.db"), "--kicad-dir", kicadDemos)
	cmd.Stderr = &logWriter{t: t}
	changed := make(chan struct{}, 16)
	client := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, &mcp.ClientOptions{
		ToolListChangedHandler: func(context.Context, *mcp.ToolListChangedRequest) { changed <- struct{}{} },
	})
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cs, err := client.Connect(ctx, &mcp.CommandTransport{Command: cmd}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()

	tools := toolNames(t, cs)
	for _, want := range []string{"counter", "red_boxes", "observe", "blaze_detector", "session_open", "memory_recall_failures"} {
		if tools[want] == nil {
			t.Errorf("skillrun serve --stdio: no tool %q (have %v)", want, keys(tools))
		}
	}
	var rep serve.SkillReply
	if _, msg := callTool(t, cs, "echo", map[string]any{"msg": "hi"}, &rep); msg != "" || rep.Result["msg"] != "hi" {
		t.Errorf("echo = %+v %s", rep, msg)
	}
	var sess serve.SessionInfo
	if _, msg := callTool(t, cs, "session_open", map[string]any{"env": "voxel", "params": map[string]any{"scene": "lava_gap"}, "task": "look"}, &sess); msg != "" {
		t.Fatal(msg)
	}
	if _, msg := callTool(t, cs, "act", map[string]any{"action": "look", "params": map[string]any{"yaw": 1.5, "pitch": 0}, "_session": sess.Session}, &rep); msg != "" {
		t.Fatal(msg)
	}
	if rep.Recorded != 1 {
		t.Errorf("act in a voxel session = %+v; want one recorded step", rep)
	}
	var closed serve.SessionInfo
	if _, msg := callTool(t, cs, "session_close", map[string]any{"session": sess.Session, "success": true}, &closed); msg != "" || closed.Steps != 1 {
		t.Errorf("session_close = %+v %s", closed, msg)
	}
	// A KiCad design opens in a private copy; paths cannot leave the
	// design directory.
	if _, err := os.Stat(filepath.Join(kicadDemos, "ecc83")); err != nil {
		t.Fatalf("KiCad demos (ci/setup.d/20-kicad.sh installs them): %v", err)
	}
	var ks serve.SessionInfo
	if _, msg := callTool(t, cs, "session_open", map[string]any{"env": "kicad", "params": map[string]any{"file": "ecc83/ecc83-pp.kicad_sch"}}, &ks); msg != "" {
		t.Fatal(msg)
	}
	var kobs struct {
		Observation map[string]any `json:"observation"`
	}
	if _, msg := callTool(t, cs, "session_observe", map[string]any{"session": ks.Session}, &kobs); msg != "" || len(kobs.Observation) == 0 {
		t.Errorf("observe the ecc83 schematic = %v %s", kobs.Observation, msg)
	}
	callTool(t, cs, "session_close", map[string]any{"session": ks.Session}, nil)
	if _, msg := callTool(t, cs, "session_open", map[string]any{"env": "kicad", "params": map[string]any{"file": "../../../etc/passwd"}}, nil); !strings.HasPrefix(msg, "bad_input: ") {
		t.Errorf("a kicad file outside the design directory: %q; want bad_input", msg)
	}
	img := redPNG(t, 40, 30, image.Rect(5, 5, 15, 15))
	if _, msg := callTool(t, cs, "red_boxes", map[string]any{"_image": map[string]any{"data": b64(img)}}, &rep); msg != "" || len(rep.Detections) != 1 {
		t.Errorf("red_boxes = %+v %s", rep, msg)
	}

	// An edit on disk: the server's watcher verifies and promotes it, and
	// the client hears that the tool list changed.
	src := "// Say hello.\npackage hello\n\nimport \"github.com/skillrun/skillrun/skills\"\n\n// Args are empty.\ntype Args struct{}\n\n// Run says hello.\nfunc Run(env skills.Env, args Args) (skills.Result, error) {\n\treturn skills.Result{\"hello\": \"world\"}, nil\n}\n"
	if err := os.WriteFile(filepath.Join(lib, "hello.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	deadline := time.After(60 * time.Second)
	for toolNames(t, cs)["hello"] == nil {
		select {
		case <-changed:
		case <-deadline:
			t.Fatalf("the new skill never appeared (tools %v)", keys(toolNames(t, cs)))
		}
	}
	if _, msg := callTool(t, cs, "hello", map[string]any{}, &rep); msg != "" || rep.Result["hello"] != "world" {
		t.Errorf("hello = %+v %s", rep, msg)
	}
}

type logWriter struct {
	t  testing.TB
	mu sync.Mutex
}

func (w *logWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.t.Logf("skillrun: %s", strings.TrimRight(string(p), "\n"))
	return len(p), nil
}

// TestHTTPBinary runs the real `skillrun serve --http` with a token and
// isolated workers: the JSON API, /metrics with the worker pool's state,
// MCP over HTTP, and a clean stop on SIGINT.
func TestHTTPBinary(t *testing.T) {
	bin, work, lib := binaryAndLib(t)
	cmd, base := startHTTPBinary(t, bin, "--token", "tok", "--lib", lib, "--memory", filepath.Join(work, "memory.db"))
	if code, _, _ := get(t, base+"/healthz", ""); code != 200 {
		t.Errorf("GET /healthz = %d", code)
	}
	if code, _, _ := post(t, base+"/v1/skills/echo", "", map[string]any{"msg": "x"}); code != 401 {
		t.Errorf("a call without the token = %d; want 401", code)
	}
	code, body, _ := post(t, base+"/v1/skills/echo", "tok", map[string]any{"msg": "x"})
	if code != 200 || body["result"].(map[string]any)["result"].(map[string]any)["msg"] != "x" {
		t.Errorf("echo with the token = %d %v", code, body)
	}
	_, m, _ := get(t, base+"/metrics", "tok")
	text, _ := m["_body"].(string)
	for _, want := range []string{`skillrun_calls_total{tool="echo"} 1`, "skillrun_pool_size ", `skillrun_pool_workers{state="busy"} `,
		"skillrun_pool_workers_started_total ", "# TYPE skillrun_pool_workers_replaced_total counter", "skillrun_build_info{", "process_cpu_seconds_total "} {
		if !strings.Contains(text, want) {
			t.Errorf("/metrics lacks %q", want)
		}
	}
	promtoolCheck(t, text)
	ct := &mcp.StreamableClientTransport{Endpoint: base + "/mcp", HTTPClient: &http.Client{Transport: bearer{"tok", http.DefaultTransport}}}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "t", Version: "1"}, nil).Connect(context.Background(), ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	var rep serve.SkillReply
	if _, msg := callTool(t, cs, "echo", map[string]any{"msg": "over mcp"}, &rep); msg != "" || rep.Result["msg"] != "over mcp" {
		t.Errorf("echo over MCP/HTTP = %+v %s", rep, msg)
	}
	cs.Close()
	cmd.Process.Signal(os.Interrupt)
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("skillrun serve after SIGINT: %v; want a clean exit", err)
		}
	case <-time.After(30 * time.Second):
		t.Error("skillrun serve did not stop on SIGINT")
	}
}

// startHTTPBinary starts `skillrun serve --http 127.0.0.1:0 ARGS...` and
// returns it with its base URL once it says where it listens. The process
// is killed when the test ends.
func startHTTPBinary(t *testing.T, bin string, args ...string) (*exec.Cmd, string) {
	t.Helper()
	cmd := exec.Command(bin, append([]string{"serve", "--http", "127.0.0.1:0"}, args...)...)
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill() })
	addr := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stderr)
		re := regexp.MustCompile(`on http://(127\.0\.0\.1:\d+) `)
		for sc.Scan() {
			t.Logf("skillrun: %s", sc.Text())
			if m := re.FindStringSubmatch(sc.Text()); m != nil {
				addr <- m[1]
			}
		}
	}()
	select {
	case a := <-addr:
		return cmd, "http://" + a
	case <-time.After(60 * time.Second):
		t.Fatal("skillrun serve --http never said where it listens")
	}
	return nil, ""
}
