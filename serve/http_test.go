package serve_test

import (
	"bytes"
	"context"
	"encoding/json"
	"image"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/skillrun/skillrun/serve"
)

func post(t testing.TB, url, token string, body any) (int, map[string]any, http.Header) {
	t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case string:
		rd = strings.NewReader(b)
	case []byte:
		rd = bytes.NewReader(b)
	default:
		raw, _ := json.Marshal(b)
		rd = bytes.NewReader(raw)
	}
	req, _ := http.NewRequest("POST", url, rd)
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	return do(t, req)
}

func get(t testing.TB, url, token string) (int, map[string]any, http.Header) {
	t.Helper()
	req, _ := http.NewRequest("GET", url, nil)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	return do(t, req)
}

func do(t testing.TB, req *http.Request) (int, map[string]any, http.Header) {
	t.Helper()
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	var m map[string]any
	if strings.HasPrefix(resp.Header.Get("Content-Type"), "application/json") {
		if err := json.Unmarshal(b, &m); err != nil {
			t.Fatalf("%s %s: decode %q: %v", req.Method, req.URL, b, err)
		}
	} else {
		m = map[string]any{"_body": string(b)}
	}
	return resp.StatusCode, m, resp.Header
}

func TestHTTPAPI(t *testing.T) {
	f := newFixture(t, nil)
	ts := httptest.NewServer(f.srv.Handler())
	defer ts.Close()

	code, body, _ := get(t, ts.URL+"/healthz", "")
	if code != 200 || body["status"] != "ok" {
		t.Errorf("GET /healthz = %d %v", code, body)
	}
	code, body, _ = get(t, ts.URL+"/v1/tools", "")
	if code != 200 || len(body["tools"].([]any)) != 4+17+13+5 { // skills, operations, memory operations, the gate's five
		t.Errorf("GET /v1/tools = %d with %d tools; want 39", code, len(body["tools"].([]any)))
	}
	code, body, _ = get(t, ts.URL+"/v1/skills/counter", "")
	if code != 200 || body["name"] != "counter" || body["kind"] != "procedure" {
		t.Errorf("GET /v1/skills/counter = %d %v", code, body)
	}

	code, body, _ = post(t, ts.URL+"/v1/ops/session_open", "", map[string]any{"env": "counter"})
	if code != 200 {
		t.Fatalf("session_open = %d %v", code, body)
	}
	sess := body["result"].(map[string]any)["session"].(string)
	code, body, _ = post(t, ts.URL+"/v1/skills/counter", "", map[string]any{"n": 4, "_session": sess})
	if code != 200 || body["result"].(map[string]any)["result"].(map[string]any)["value"] != 4.0 {
		t.Errorf("POST /v1/skills/counter = %d %v; want value 4", code, body)
	}
	img := redPNG(t, 30, 20, image.Rect(2, 2, 12, 12))
	code, body, _ = post(t, ts.URL+"/v1/skills/red_boxes", "", map[string]any{"_image": map[string]any{"data": b64(img)}})
	if code != 200 || len(body["result"].(map[string]any)["detections"].([]any)) != 1 || len(body["images"].([]any)) != 1 {
		t.Errorf("POST /v1/skills/red_boxes = %d %v; want one detection and the annotated image", code, body)
	}
	hash := body["result"].(map[string]any)["frame"].(string)
	resp, err := http.Get(ts.URL + "/v1/frames/" + hash + "?x=2&y=2&w=10&h=10&max_width=5")
	if err != nil {
		t.Fatal(err)
	}
	png, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "image/png" || decodePNG(t, png).Bounds().Dx() != 5 {
		t.Errorf("GET /v1/frames/%s cropped and scaled = %d %s", hash, resp.StatusCode, resp.Header.Get("Content-Type"))
	}

	tests := []struct {
		method, path string
		body         any
		code         int
		kind         string
	}{
		{"POST", "/v1/skills/counter", map[string]any{"n": "x"}, 400, "bad_input"},
		{"POST", "/v1/skills/counter", "[1,2]", 400, "bad_input"},
		{"POST", "/v1/skills/counter", "{", 400, "bad_input"},
		{"POST", "/v1/skills/nope", map[string]any{}, 404, "not_found"},
		{"POST", "/v1/skills/..%2F..%2Fetc%2Fpasswd", map[string]any{}, 400, "bad_input"},
		{"POST", "/v1/skills/Counter", map[string]any{}, 400, "bad_input"},
		{"GET", "/v1/skills/..%2Fx", nil, 400, "bad_input"},
		{"POST", "/v1/ops/memory.nope", map[string]any{}, 404, "not_found"},
		{"POST", "/v1/ops/memory_recall_failures", map[string]any{"action": ""}, 400, "bad_input"},
		{"POST", "/v1/skills/counter", map[string]any{"n": 1}, 400, "no_env"},
		{"GET", "/v1/frames/xyz", nil, 400, "bad_input"},
		{"GET", "/v1/nothing", nil, 404, "not_found"},
	}
	for _, tt := range tests {
		var code int
		var body map[string]any
		if tt.method == "GET" {
			code, body, _ = get(t, ts.URL+tt.path, "")
		} else {
			code, body, _ = post(t, ts.URL+tt.path, "", tt.body)
		}
		if code != tt.code || body["kind"] != tt.kind || body["error"] == "" {
			t.Errorf("%s %s %v = %d %v; want %d %s", tt.method, tt.path, tt.body, code, body, tt.code, tt.kind)
		}
	}

	code, body, _ = get(t, ts.URL+"/metrics", "")
	text, _ := body["_body"].(string)
	for _, want := range []string{
		`skillrun_calls_total{tool="counter"} 4`,
		`skillrun_call_errors_total{kind="bad_input",tool="counter"} 2`,
		`skillrun_call_errors_total{kind="no_env",tool="counter"} 1`,
		`skillrun_call_duration_seconds_count{tool="red_boxes"} 1`,
		`skillrun_call_duration_seconds_bucket{tool="counter",le="+Inf"} 4`,
		`skillrun_calls_total{tool="unknown"} 1`,
		"skillrun_sessions_open 1",
		"skillrun_steps_recorded_total 4",
		"skillrun_record_errors_total 0",
		"skillrun_calls_max 64",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("/metrics lacks %q:\n%s", want, text)
		}
	}
	if code != 200 {
		t.Errorf("GET /metrics = %d", code)
	}
}

func TestHTTPLimits(t *testing.T) {
	f := newFixture(t, func(_ *fixture, o *serve.Options) {
		o.Token = "s3cret"
		o.MaxBodyBytes = 1000
		o.MaxResultBytes = 2000
	})
	ts := httptest.NewServer(f.srv.Handler())
	defer ts.Close()
	if code, body, h := get(t, ts.URL+"/v1/tools", ""); code != 401 || body["kind"] != "unauthorized" || h.Get("WWW-Authenticate") == "" {
		t.Errorf("GET /v1/tools without a token = %d %v", code, body)
	}
	if code, _, _ := get(t, ts.URL+"/v1/tools", "wrong"); code != 401 {
		t.Errorf("GET /v1/tools with a wrong token = %d; want 401", code)
	}
	if code, _, _ := get(t, ts.URL+"/metrics", ""); code != 401 {
		t.Errorf("GET /metrics without a token = %d; want 401", code)
	}
	if code, _, _ := get(t, ts.URL+"/healthz", ""); code != 200 {
		t.Errorf("GET /healthz without a token = %d; want 200", code)
	}
	if code, _, _ := get(t, ts.URL+"/v1/tools", "s3cret"); code != 200 {
		t.Errorf("GET /v1/tools with the token = %d; want 200", code)
	}
	big := `{"msg":"` + strings.Repeat("x", 2000) + `"}`
	if code, body, _ := post(t, ts.URL+"/v1/skills/echo", "s3cret", big); code != 413 || body["kind"] != "too_large" {
		t.Errorf("a 2 kB body over a 1 kB limit = %d %v; want 413", code, body)
	}
	mid := `{"msg":"` + strings.Repeat("y", 900) + `"}`
	if code, body, _ := post(t, ts.URL+"/v1/skills/echo", "s3cret", mid); code != 200 {
		t.Errorf("a 0.9 kB echo = %d %v; want 200", code, body)
	}
	// A result over the limit: a detector's annotated image.
	img := noisePNG(t, 200, 200)
	f2 := newFixture(t, func(_ *fixture, o *serve.Options) { o.MaxResultBytes = 2000 })
	ts2 := httptest.NewServer(f2.srv.Handler())
	defer ts2.Close()
	if code, body, _ := post(t, ts2.URL+"/v1/skills/red_boxes", "", map[string]any{"_image": map[string]any{"data": b64(img)}}); code != 413 || body["kind"] != "too_large" {
		t.Errorf("a result over the limit = %d %v; want 413", code, body)
	}
	// MCP over HTTP needs the token too.
	ct := &mcp.StreamableClientTransport{Endpoint: ts.URL + "/mcp", MaxRetries: -1}
	if _, err := mcp.NewClient(&mcp.Implementation{Name: "t", Version: "1"}, nil).Connect(context.Background(), ct, nil); err == nil {
		t.Errorf("MCP connect without the token succeeded")
	}
}

type bearer struct {
	token string
	rt    http.RoundTripper
}

func (b bearer) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+b.token)
	return b.rt.RoundTrip(r)
}

func TestMCPOverHTTP(t *testing.T) {
	f := newFixture(t, func(_ *fixture, o *serve.Options) { o.Token = "tok" })
	ts := httptest.NewServer(f.srv.Handler())
	defer ts.Close()
	changed := make(chan struct{}, 4)
	ct := &mcp.StreamableClientTransport{Endpoint: ts.URL + "/mcp", HTTPClient: &http.Client{Transport: bearer{"tok", http.DefaultTransport}}}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "t", Version: "1"}, &mcp.ClientOptions{
		ToolListChangedHandler: func(context.Context, *mcp.ToolListChangedRequest) { changed <- struct{}{} },
	}).Connect(context.Background(), ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	if toolNames(t, cs)["counter"] == nil {
		t.Fatal("no counter tool over HTTP")
	}
	var sess serve.SessionInfo
	if _, msg := callTool(t, cs, "session_open", map[string]any{"env": "counter"}, &sess); msg != "" {
		t.Fatal(msg)
	}
	var rep serve.SkillReply
	if _, msg := callTool(t, cs, "counter", map[string]any{"n": 2, "_session": sess.Session}, &rep); msg != "" || rep.Recorded != 2 {
		t.Fatalf("counter over MCP/HTTP = %+v %s", rep, msg)
	}
	img := redPNG(t, 16, 16, image.Rect(4, 4, 8, 8))
	res, msg := callTool(t, cs, "red_boxes", map[string]any{"_image": map[string]any{"data": b64(img)}}, &rep)
	if msg != "" || len(rep.Detections) != 1 || len(res.Content) != 2 {
		t.Errorf("red_boxes over MCP/HTTP = %+v %s", rep, msg)
	}
	f.srv.Sync() // no change: no notification
	f.lib.Remove("echo")
	select {
	case <-changed:
	case <-time.After(10 * time.Second):
		t.Fatal("no tools/list_changed over HTTP after removing a skill")
	}
	if toolNames(t, cs)["echo"] != nil {
		t.Error("echo still listed after removal")
	}
}

// TestBusy fills the concurrency bound with calls blocked in their world:
// the next call fails at once with "busy", over MCP and HTTP alike. (All
// its HTTP calls come from one client, whose share is more than the whole bound.)
func TestBusy(t *testing.T) {
	f := newFixture(t, func(_ *fixture, o *serve.Options) { o.MaxConcurrent, o.MaxConcurrentPerClient = 2, 3 })
	ts := httptest.NewServer(f.srv.Handler())
	defer ts.Close()
	gate := make(chan struct{})
	var sessions []string
	for i := 0; i < 2; i++ {
		_, body, _ := post(t, ts.URL+"/v1/ops/session_open", "", map[string]any{"env": "counter"})
		sessions = append(sessions, body["result"].(map[string]any)["session"].(string))
	}
	f.mu.Lock()
	for _, w := range f.worlds {
		w.gate = gate
	}
	f.mu.Unlock()
	var wg sync.WaitGroup
	codes := make([]int, 2)
	for i, s := range sessions {
		wg.Add(1)
		go func() {
			defer wg.Done()
			codes[i], _, _ = post(t, ts.URL+"/v1/skills/counter", "", map[string]any{"n": 1, "_session": s})
		}()
	}
	waitInFlight(t, ts.URL, 2)
	code, body, hdr := post(t, ts.URL+"/v1/skills/echo", "", map[string]any{"msg": "hi"})
	if code != 503 || body["kind"] != "busy" || hdr.Get("Retry-After") == "" || !strings.Contains(body["error"].(string), "busy") {
		t.Errorf("a third call = %d %v; want 503 busy with Retry-After", code, body)
	}
	cs := f.connect(t, nil)
	if _, msg := callTool(t, cs, "echo", map[string]any{"msg": "hi"}, nil); !strings.HasPrefix(msg, "busy: ") {
		t.Errorf("a third call over MCP: %q; want busy", msg)
	}
	close(gate)
	wg.Wait()
	if codes[0] != 200 || codes[1] != 200 {
		t.Errorf("blocked calls finished with %v; want 200s", codes)
	}
	if code, _, _ := post(t, ts.URL+"/v1/skills/echo", "", map[string]any{"msg": "hi"}); code != 200 {
		t.Errorf("a call after the others finished = %d; want 200", code)
	}
	_, m, _ := get(t, ts.URL+"/metrics", "")
	if !strings.Contains(m["_body"].(string), "skillrun_busy_rejections_total 2") {
		t.Errorf("metrics do not count the two busy rejections")
	}
}

func TestCheckAddr(t *testing.T) {
	tests := []struct {
		addr, token string
		ok          bool
	}{
		{"127.0.0.1:7878", "", true},
		{"localhost:0", "", true},
		{"[::1]:7878", "", true},
		{":7878", "", false},
		{"0.0.0.0:7878", "", false},
		{"192.168.1.5:7878", "", false},
		{"0.0.0.0:7878", "t", true},
		{"nonsense", "", false},
	}
	for _, tt := range tests {
		if err := serve.CheckAddr(tt.addr, tt.token != ""); (err == nil) != tt.ok {
			t.Errorf("CheckAddr(%q, %q) = %v; want ok=%v", tt.addr, tt.token, err, tt.ok)
		}
	}
}

// TestSessionBusyAndIdle: a session runs one call at a time (a second is
// busy at once), and a session left idle is closed when another opens.
func TestSessionBusyAndIdle(t *testing.T) {
	f := newFixture(t, func(_ *fixture, o *serve.Options) { o.SessionIdle = 200 * time.Millisecond })
	ts := httptest.NewServer(f.srv.Handler())
	defer ts.Close()
	_, body, _ := post(t, ts.URL+"/v1/ops/session_open", "", map[string]any{"env": "counter"})
	s1 := body["result"].(map[string]any)["session"].(string)
	gate := make(chan struct{})
	f.mu.Lock()
	f.worlds[0].gate = gate
	f.mu.Unlock()
	done := make(chan int)
	go func() {
		code, _, _ := post(t, ts.URL+"/v1/skills/counter", "", map[string]any{"n": 1, "_session": s1})
		done <- code
	}()
	waitInFlight(t, ts.URL, 1)
	code, body, _ := post(t, ts.URL+"/v1/skills/counter", "", map[string]any{"n": 1, "_session": s1})
	if code != 503 || body["kind"] != "busy" || !strings.Contains(body["error"].(string), "another call") {
		t.Errorf("a second call in a running session = %d %v; want 503 busy", code, body)
	}
	close(gate)
	if c := <-done; c != 200 {
		t.Errorf("the first call = %d; want 200", c)
	}
	time.Sleep(300 * time.Millisecond)
	_, body, _ = post(t, ts.URL+"/v1/ops/session_open", "", map[string]any{"env": "counter"})
	s2 := body["result"].(map[string]any)["session"].(string)
	_, body, _ = post(t, ts.URL+"/v1/ops/session_list", "", map[string]any{})
	list := body["result"].(map[string]any)["sessions"].([]any)
	if len(list) != 1 || list[0].(map[string]any)["session"] != s2 || !f.worlds[0].closed {
		t.Errorf("after %s went idle and %s opened: sessions %v (first world closed: %v); want only the new one", s1, s2, list, f.worlds[0].closed)
	}
}

// TestBrowserGuard: a web page cannot drive a loopback server: cross-origin
// POSTs and non-loopback Host names (DNS rebinding) are refused.
func TestBrowserGuard(t *testing.T) {
	f := newFixture(t, nil)
	ts := httptest.NewServer(f.srv.Handler())
	defer ts.Close()
	body := `{"msg":"hi"}`
	tests := []struct {
		name    string
		headers map[string]string
		host    string
		code    int
	}{
		{"same machine", nil, "", 200},
		{"cross-site fetch", map[string]string{"Sec-Fetch-Site": "cross-site"}, "", 403},
		{"foreign origin", map[string]string{"Origin": "http://evil.example"}, "", 403},
		{"rebound host", nil, "evil.example:7878", 403},
		{"localhost", nil, "localhost:7878", 200},
	}
	for _, tt := range tests {
		req, _ := http.NewRequest("POST", ts.URL+"/v1/skills/echo", strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		for k, v := range tt.headers {
			req.Header.Set(k, v)
		}
		if tt.host != "" {
			req.Host = tt.host
		}
		code, m, _ := do(t, req)
		if code != tt.code || (code == 403 && m["kind"] != "refused") {
			t.Errorf("%s: %d %v; want %d", tt.name, code, m, tt.code)
		}
	}
	// With a token the Host may be anything (the server is meant to be reached by name).
	g := newFixture(t, func(_ *fixture, o *serve.Options) { o.Token = "t" })
	ts2 := httptest.NewServer(g.srv.Handler())
	defer ts2.Close()
	req, _ := http.NewRequest("POST", ts2.URL+"/v1/skills/echo", strings.NewReader(body))
	req.Host = "skills.example:7878"
	req.Header.Set("Authorization", "Bearer t")
	if code, m, _ := do(t, req); code != 200 {
		t.Errorf("a named host with the token: %d %v; want 200", code, m)
	}
}
