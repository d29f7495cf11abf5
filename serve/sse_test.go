package serve_test

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/skillrun/skillrun/serve"
)

// sseClient connects the Go SDK's client of the HTTP+SSE transport
// (MCP 2024-11-05) to the server at base.
func sseClient(t *testing.T, base, token string, opts *mcp.ClientOptions) *mcp.ClientSession {
	t.Helper()
	hc := http.DefaultClient
	if token != "" {
		hc = &http.Client{Transport: bearer{token, http.DefaultTransport}}
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "sse", Version: "1"}, opts).
		Connect(context.Background(), &mcp.SSEClientTransport{Endpoint: base + "/sse", HTTPClient: hc}, nil)
	if err != nil {
		t.Fatalf("connect over SSE: %v", err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

// TestMCPSSE: a client of the HTTP+SSE transport (the Go SDK's) behind
// the bearer token lists the same tools as /mcp, calls a skill in a
// session, gets a skill's error and a bad argument's as tool errors, and
// hears tools/list_changed on its stream.
func TestMCPSSE(t *testing.T) {
	f := newFixture(t, func(_ *fixture, o *serve.Options) { o.Token = "tok" })
	ts := httptest.NewServer(f.srv.Handler())
	t.Cleanup(ts.Close)
	for _, tc := range []struct{ method, url, auth string }{
		{"GET", "/sse", ""}, {"GET", "/sse", "Bearer nope"}, {"POST", "/sse?sessionid=x", ""},
	} {
		req, _ := http.NewRequest(tc.method, ts.URL+tc.url, strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"ping"}`))
		req.Header.Set("Content-Type", "application/json")
		if tc.auth != "" {
			req.Header.Set("Authorization", tc.auth)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusUnauthorized {
			t.Errorf("%s %s with %q: %d; want 401", tc.method, tc.url, tc.auth, resp.StatusCode)
		}
	}
	changed := make(chan struct{}, 4)
	cs := sseClient(t, ts.URL, "tok", &mcp.ClientOptions{
		ToolListChangedHandler: func(context.Context, *mcp.ToolListChangedRequest) { changed <- struct{}{} },
	})
	if cs.InitializeResult().ServerInfo.Name != "skillrun" {
		t.Errorf("server info %+v", cs.InitializeResult().ServerInfo)
	}
	listed := toolNames(t, cs)
	if len(listed) != len(f.srv.Tools()) || listed["counter"] == nil || listed["session_open"] == nil {
		t.Fatalf("over SSE %d tools; the server has %d", len(listed), len(f.srv.Tools()))
	}
	var sess serve.SessionInfo
	if _, msg := callTool(t, cs, "session_open", map[string]any{"env": "counter"}, &sess); msg != "" {
		t.Fatal(msg)
	}
	var rep serve.SkillReply
	if _, msg := callTool(t, cs, "counter", map[string]any{"n": 2, "_session": sess.Session}, &rep); msg != "" || rep.Recorded != 2 {
		t.Fatalf("counter over SSE = %+v %s", rep, msg)
	}
	if _, msg := callTool(t, cs, "counter", map[string]any{"n": "three"}, nil); !strings.HasPrefix(msg, "bad_input: ") {
		t.Errorf("a bad argument over SSE: %q; want a bad_input tool error", msg)
	}
	if _, msg := callTool(t, cs, "twice", map[string]any{"n": 1}, nil); !strings.Contains(msg, "no env") {
		t.Errorf("a skill's error over SSE: %q; want its no-environment error", msg)
	}
	f.lib.Remove("echo")
	select {
	case <-changed:
	case <-time.After(10 * time.Second):
		t.Fatal("no tools/list_changed on the SSE stream after removing a skill")
	}
	if toolNames(t, cs)["echo"] != nil {
		t.Error("echo still listed after removal")
	}
}

// TestMCPSSEOff: with DisableSSE there is no /sse, and the document does
// not list it.
func TestMCPSSEOff(t *testing.T) {
	f := newFixture(t, func(_ *fixture, o *serve.Options) { o.DisableSSE = true })
	ts := httptest.NewServer(f.srv.Handler())
	t.Cleanup(ts.Close)
	resp, err := http.Get(ts.URL + "/sse")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusNotFound {
		t.Errorf("GET /sse with SSE disabled: %d; want 404", resp.StatusCode)
	}
	_, doc, _ := get(t, ts.URL+"/openapi.json", "")
	if _, ok := doc["paths"].(map[string]any)["/sse"]; ok {
		t.Error("the document lists /sse with SSE disabled")
	}
}

// rawSSE is a stream of GET /sse read by hand.
type rawSSE struct {
	resp     *http.Response
	r        *bufio.Reader
	endpoint string // where messages go, absolute
}

// openSSE opens a stream and reads its endpoint event; a refusal is
// returned as the response, with a nil stream.
func openSSE(t *testing.T, base string) (*rawSSE, *http.Response, string) {
	t.Helper()
	req, _ := http.NewRequest("GET", base+"/sse", nil)
	req.Header.Set("Accept", "text/event-stream")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != 200 {
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		return nil, resp, string(b)
	}
	s := &rawSSE{resp: resp, r: bufio.NewReader(resp.Body)}
	t.Cleanup(func() { resp.Body.Close() })
	ev, data := s.next(t)
	if ev != "endpoint" || !strings.HasPrefix(data, "/sse?sessionid=") {
		t.Fatalf("first event %q %q; want the endpoint", ev, data)
	}
	s.endpoint = base + data
	return s, resp, ""
}

// next reads one event.
func (s *rawSSE) next(t *testing.T) (event, data string) {
	t.Helper()
	for {
		line, err := s.r.ReadString('\n')
		if err != nil {
			t.Fatalf("reading the stream: %v (after %q %q)", err, event, data)
		}
		line = strings.TrimRight(line, "\r\n")
		switch {
		case line == "" && data != "":
			return event, data
		case strings.HasPrefix(line, "event: "):
			event = strings.TrimPrefix(line, "event: ")
		case strings.HasPrefix(line, "data: "):
			data += strings.TrimPrefix(line, "data: ")
		}
	}
}

// post sends one message to the session, answering the status and body.
func (s *rawSSE) post(t *testing.T, body string) (int, string) {
	t.Helper()
	return postSSE(t, s.endpoint, "application/json", []byte(body), "")
}

func postSSE(t *testing.T, url, ctype string, body []byte, encoding string) (int, string) {
	t.Helper()
	req, _ := http.NewRequest("POST", url, bytes.NewReader(body))
	req.Header.Set("Content-Type", ctype)
	if encoding != "" {
		req.Header.Set("Content-Encoding", encoding)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// initialize runs the handshake on a raw stream.
func (s *rawSSE) initialize(t *testing.T) {
	t.Helper()
	if code, body := s.post(t, `{"jsonrpc":"2.0","id":"init","method":"initialize","params":{"protocolVersion":"2024-11-05","capabilities":{},"clientInfo":{"name":"raw","version":"0"}}}`); code != 202 {
		t.Fatalf("initialize: %d %s", code, body)
	}
	if _, data := s.next(t); !strings.Contains(data, `"id":"init","result"`) {
		t.Fatalf("initialize answered %s", data)
	}
	s.post(t, `{"jsonrpc":"2.0","method":"notifications/initialized"}`)
}

// TestMCPSSESessionBound: a stream of /sse is an MCP session like one of
// /mcp, against the same bound: with every session's stream open a new
// stream and a new /mcp session are refused with 503 and Retry-After;
// when a stream closes its session ends, a message to it is answered 404
// with a JSON-RPC error, and its place is free.
func TestMCPSSESessionBound(t *testing.T) {
	f := newFixture(t, func(_ *fixture, o *serve.Options) { o.MaxMCPSessions = 2 })
	ts := httptest.NewServer(f.srv.Handler())
	t.Cleanup(ts.Close)
	s1, _, _ := openSSE(t, ts.URL)
	s2, _, _ := openSSE(t, ts.URL)
	s1.initialize(t)
	s2.initialize(t)
	_, resp, body := openSSE(t, ts.URL)
	if resp.StatusCode != http.StatusServiceUnavailable || resp.Header.Get("Retry-After") == "" || !strings.Contains(body, "MCP sessions are open and in use") {
		t.Errorf("a third stream with two open and MaxMCPSessions 2: %d %s; want 503 with Retry-After", resp.StatusCode, body)
	}
	r, b, err := doMCP(mcpRequest(context.Background(), "POST", ts.URL, "", `{"jsonrpc":"2.0","id":"init","method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"raw","version":"0"}}}`))
	if err != nil || r.StatusCode != http.StatusServiceUnavailable {
		t.Errorf("a /mcp session with two SSE streams open and MaxMCPSessions 2: %v %s; want 503", err, b)
	}
	if code, body := s2.post(t, `{"jsonrpc":"2.0","id":7,"method":"ping"}`); code != 202 {
		t.Fatalf("ping: %d %s", code, body)
	}
	if _, data := s2.next(t); data != `{"jsonrpc":"2.0","id":7,"result":{}}` {
		t.Errorf("ping answered %s", data)
	}
	s1.resp.Body.Close() // the client goes
	deadline := time.Now().Add(10 * time.Second)
	for {
		code, body := s1.post(t, `{"jsonrpc":"2.0","id":"gone","method":"ping"}`)
		if code == http.StatusNotFound {
			var r rpcReply
			if json.Unmarshal([]byte(body), &r) != nil || string(r.ID) != `"gone"` || r.Error == nil || !strings.Contains(r.Error.Message, "session not found") {
				t.Errorf("a message to a session that has ended: %s; want a JSON-RPC error under its id", body)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the session of a closed stream still takes messages: %d %s", code, body)
		}
		time.Sleep(10 * time.Millisecond)
	}
	s3, resp, body := openSSE(t, ts.URL)
	if s3 == nil {
		t.Fatalf("a stream after one closed: %d %s; want its place free", resp.StatusCode, body)
	}
	s3.initialize(t)
	if code, body := postSSE(t, ts.URL+"/sse", "application/json", []byte(`{"jsonrpc":"2.0","id":1,"method":"ping"}`), ""); code != 400 || !strings.Contains(body, `"id":1`) || !strings.Contains(body, "no session") {
		t.Errorf("a message without a session: %d %s; want 400 with a JSON-RPC error", code, body)
	}
}

// TestMCPSSEMessages: a message the server cannot take is answered on its
// POST with a JSON-RPC error, as /mcp answers it, and the session goes on;
// a gzip body is read like a plain one, and the body limit holds.
func TestMCPSSEMessages(t *testing.T) {
	f := newFixture(t, func(_ *fixture, o *serve.Options) { o.MaxBodyBytes = 4096 })
	ts := httptest.NewServer(f.srv.Handler())
	t.Cleanup(ts.Close)
	s, _, _ := openSSE(t, ts.URL)
	s.initialize(t)
	for _, tc := range []struct {
		name, ctype, body string
		status            int
		want              string
	}{
		{"not JSON", "application/json", `{"jsonrpc":"2.0","id":1,`, 400, "parse error"},
		{"an id the SDK would change", "application/json", `{"jsonrpc":"2.0","id":1.5,"method":"ping"}`, 400, "id"},
		{"a batch", "application/json", `[{"jsonrpc":"2.0","id":1,"method":"ping"}]`, 400, "batch"},
		{"a method no one serves", "application/json", `{"jsonrpc":"2.0","id":"m","method":"tasks/list"}`, 400, "method not found"},
		{"not JSON by its type", "text/plain", `{"jsonrpc":"2.0","id":"m","method":"ping"}`, 415, "Content-Type"},
		{"over --max-body", "application/json", `{"jsonrpc":"2.0","id":"big","method":"ping","params":{"x":"` + strings.Repeat("x", 5000) + `"}}`, 413, "over the limit"},
	} {
		code, body := postSSE(t, s.endpoint, tc.ctype, []byte(tc.body), "")
		var r rpcReply
		if code != tc.status || (json.Unmarshal([]byte(body), &r) != nil && !strings.HasPrefix(body, "[")) || !strings.Contains(body, tc.want) {
			t.Errorf("%s: %d %s; want %d with a JSON-RPC error naming %q", tc.name, code, body, tc.status, tc.want)
		}
	}
	var zb bytes.Buffer
	zw := gzip.NewWriter(&zb)
	io.WriteString(zw, `{"jsonrpc":"2.0","id":"z","method":"tools/call","params":{"name":"echo","arguments":{"msg":"zipped"}}}`)
	zw.Close()
	if code, body := postSSE(t, s.endpoint, "application/json", zb.Bytes(), "gzip"); code != 202 {
		t.Fatalf("a gzip message: %d %s", code, body)
	}
	if _, data := s.next(t); !strings.Contains(data, `"id":"z","result"`) || !strings.Contains(data, "zipped") {
		t.Errorf("the gzip message answered %s", data)
	}
	// A gzip bomb: the limit holds for what the body decodes to.
	zb.Reset()
	zw = gzip.NewWriter(&zb)
	io.WriteString(zw, `{"jsonrpc":"2.0","id":"bomb","method":"ping","params":{"x":"`+strings.Repeat("x", 1<<20)+`"}}`)
	zw.Close()
	if code, body := postSSE(t, s.endpoint, "application/json", zb.Bytes(), "gzip"); code != 413 {
		t.Errorf("a gzip body that decodes past the limit: %d %s; want 413", code, body)
	}
	if code, _ := s.post(t, `{"jsonrpc":"2.0","id":"after","method":"ping"}`); code != 202 {
		t.Fatalf("ping after the bad messages: %d", code)
	}
	if _, data := s.next(t); data != `{"jsonrpc":"2.0","id":"after","result":{}}` {
		t.Errorf("ping after the bad messages answered %s", data)
	}
}

// TestMCPSSEShares: each SSE session is a client of its own: one whose
// call holds its share is refused over_share for a second, while another
// session's call runs; past --max-concurrent a call is refused busy.
func TestMCPSSEShares(t *testing.T) {
	f := newFixture(t, func(_ *fixture, o *serve.Options) {
		o.MaxConcurrent, o.MaxConcurrentPerClient, o.ShareWait = 2, 1, 200*time.Millisecond
	})
	ts := httptest.NewServer(f.srv.Handler())
	t.Cleanup(ts.Close)
	a, b, c := sseClient(t, ts.URL, "", nil), sseClient(t, ts.URL, "", nil), sseClient(t, ts.URL, "", nil)
	var sa, sb serve.SessionInfo
	callTool(t, a, "session_open", map[string]any{"env": "counter"}, &sa)
	callTool(t, b, "session_open", map[string]any{"env": "counter"}, &sb)
	gate := make(chan struct{})
	f.mu.Lock()
	for _, w := range f.worlds {
		w.gate = gate
	}
	f.mu.Unlock()
	var wg sync.WaitGroup
	defer wg.Wait()
	defer close(gate)
	wg.Add(1)
	go func() {
		defer wg.Done()
		callTool(t, a, "counter", map[string]any{"n": 1, "_session": sa.Session}, nil)
	}()
	waitInFlight(t, ts.URL, 1)
	if _, msg := callTool(t, a, "echo", map[string]any{"msg": "second"}, nil); !strings.HasPrefix(msg, "over_share: ") {
		t.Errorf("a second call of the session holding its share: %q; want over_share", msg)
	}
	wg.Add(1)
	go func() {
		defer wg.Done()
		callTool(t, b, "counter", map[string]any{"n": 1, "_session": sb.Session}, nil)
	}()
	waitInFlight(t, ts.URL, 2)
	if _, msg := callTool(t, c, "echo", map[string]any{"msg": "third"}, nil); !strings.HasPrefix(msg, "busy: ") {
		t.Errorf("a call past --max-concurrent over SSE: %q; want busy", msg)
	}
}

// TestMCPSSEDisconnectCancels: when a client's stream closes, its session
// ends and its call in flight is cancelled (its answer has nowhere to go)
// rather than left to hold a worker and its share until its timeout.
func TestMCPSSEDisconnectCancels(t *testing.T) {
	f := newFixture(t, nil)
	ts := httptest.NewServer(f.srv.Handler())
	t.Cleanup(ts.Close)
	s, _, _ := openSSE(t, ts.URL)
	s.initialize(t)
	s.post(t, `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"session_open","arguments":{"env":"counter"}}}`)
	_, data := s.next(t)
	var open struct {
		Result struct {
			StructuredContent serve.SessionInfo `json:"structuredContent"`
		} `json:"result"`
	}
	if json.Unmarshal([]byte(data), &open) != nil || open.Result.StructuredContent.Session == "" {
		t.Fatalf("session_open: %s", data)
	}
	gate := make(chan struct{}) // never opened: the call runs until cancelled
	f.mu.Lock()
	f.worlds[0].gate = gate
	f.mu.Unlock()
	s.post(t, `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"counter","arguments":{"n":1,"_session":"`+open.Result.StructuredContent.Session+`"}}}`)
	waitInFlight(t, ts.URL, 1)
	s.resp.Body.Close()
	waitInFlight(t, ts.URL, 0)
	if _, m, _ := get(t, ts.URL+"/metrics", ""); !strings.Contains(m["_body"].(string), `skillrun_call_errors_total{kind="cancelled",tool="counter"} 1`) {
		t.Errorf("the call whose client went away did not end cancelled:\n%s", m["_body"])
	}
}

// TestMCPSSESlowReader: a client that stops reading its stream is cut off
// by the write timeout, and its session ends with it: its place among the
// MCP sessions is free again, and a message to it is answered 404.
func TestMCPSSESlowReader(t *testing.T) {
	f := newFixture(t, shortLimits(func(o *serve.Options) { o.MaxMCPSessions = 1; o.MaxBodyBytes = 8 << 20; o.MaxResultBytes = 64 << 20 }))
	base := serveConn(t, f)
	c, err := net.Dial("tcp", strings.TrimPrefix(base, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	fmt.Fprintf(c, "GET /sse HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
	br := bufio.NewReader(c)
	var endpoint string
	for endpoint == "" {
		line, err := br.ReadString('\n')
		if err != nil {
			t.Fatalf("reading the stream's head: %v", err)
		}
		if i := strings.Index(line, "data: /sse?sessionid="); i >= 0 {
			endpoint = base + strings.TrimSpace(line[i+len("data: "):])
		}
	}
	s := &rawSSE{endpoint: endpoint}
	if code, body := s.post(t, `{"jsonrpc":"2.0","id":"init","method":"initialize","params":{"protocolVersion":"2024-11-05","capabilities":{},"clientInfo":{"name":"raw","version":"0"}}}`); code != 202 {
		t.Fatalf("initialize: %d %s", code, body)
	}
	s.post(t, `{"jsonrpc":"2.0","method":"notifications/initialized"}`)
	// Answers far larger than the socket buffers, never read.
	big := strings.Repeat("z", 3<<20)
	for i := range 12 {
		// Once the session has ended the server answers before reading
		// the 3 MiB body and closes the connection, which the client,
		// still writing, may see as a reset instead of the answer.
		msg := fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":{"name":"echo","arguments":{"msg":%q}}}`, i, big)
		resp, err := http.Post(s.endpoint, "application/json", strings.NewReader(msg))
		if err != nil {
			break
		}
		resp.Body.Close()
		if resp.StatusCode != 202 {
			break // the session has ended already
		}
	}
	deadline := time.Now().Add(20 * time.Second)
	for {
		if s2, _, _ := openSSE(t, base); s2 != nil {
			s2.resp.Body.Close()
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the session of a client that stopped reading still holds the only place")
		}
		time.Sleep(50 * time.Millisecond)
	}
	if code, body := s.post(t, `{"jsonrpc":"2.0","id":"late","method":"ping"}`); code != http.StatusNotFound {
		t.Errorf("a message to the session of the cut-off client: %d %s; want 404", code, body)
	}
}

// TestMCPSSEIDInFlight: a request that reuses the id of one still in
// flight in its session is answered with an error naming it (the SDK
// dropped it without a word, and the client waited for ever); once the
// first is answered the id may be used again.
func TestMCPSSEIDInFlight(t *testing.T) {
	f := newFixture(t, nil)
	ts := httptest.NewServer(f.srv.Handler())
	t.Cleanup(ts.Close)
	s, _, _ := openSSE(t, ts.URL)
	s.initialize(t)
	s.post(t, `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"session_open","arguments":{"env":"counter"}}}`)
	_, data := s.next(t)
	var open struct {
		Result struct {
			StructuredContent serve.SessionInfo `json:"structuredContent"`
		} `json:"result"`
	}
	if json.Unmarshal([]byte(data), &open) != nil || open.Result.StructuredContent.Session == "" {
		t.Fatalf("session_open: %s", data)
	}
	gate := make(chan struct{})
	f.mu.Lock()
	f.worlds[0].gate = gate
	f.mu.Unlock()
	s.post(t, `{"jsonrpc":"2.0","id":"held","method":"tools/call","params":{"name":"counter","arguments":{"n":1,"_session":"`+open.Result.StructuredContent.Session+`"}}}`)
	waitInFlight(t, ts.URL, 1)
	code, body := s.post(t, `{"jsonrpc":"2.0","id":"\u0068eld","method":"ping"}`) // the same id, spelt another way
	var r rpcReply
	if code != 400 || json.Unmarshal([]byte(body), &r) != nil || string(r.ID) != `"\u0068eld"` || r.Error == nil || !strings.Contains(r.Error.Message, "in use by a request in flight") {
		t.Errorf("a ping reusing the id of a call in flight: %d %s; want 400 with an error naming it", code, body)
	}
	close(gate)
	if _, data := s.next(t); !strings.Contains(data, `"id":"held","result"`) {
		t.Fatalf("the held call: %s", data)
	}
	if code, body := s.post(t, `{"jsonrpc":"2.0","id":"held","method":"ping"}`); code != 202 {
		t.Fatalf("a ping reusing the id once its call was answered: %d %s", code, body)
	}
	if _, data := s.next(t); data != `{"jsonrpc":"2.0","id":"held","result":{}}` {
		t.Errorf("a ping reusing the id once its call was answered: %s", data)
	}
}

// TestMCPStreamsLeaveConnections: event streams (GET /sse, GET /mcp) hold
// their connections as long as their clients like, so at most half of
// --max-conns may be open: past it a stream is refused with 503, and
// other requests still find a connection.
func TestMCPStreamsLeaveConnections(t *testing.T) {
	f := newFixture(t, func(_ *fixture, o *serve.Options) { o.MaxConns = 8 })
	base := serveConn(t, f)
	for i := range 4 {
		if s, resp, body := openSSE(t, base); s == nil {
			t.Fatalf("stream %d of 4: %d %s", i, resp.StatusCode, body)
		}
	}
	_, resp, body := openSSE(t, base)
	if resp.StatusCode != http.StatusServiceUnavailable || resp.Header.Get("Retry-After") == "" || !strings.Contains(body, "event streams are open") {
		t.Errorf("a fifth SSE stream with MaxConns 8: %d %s; want 503", resp.StatusCode, body)
	}
	r, b, err := doMCP(mcpRequest(context.Background(), "POST", base, "", `{"jsonrpc":"2.0","id":"init","method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"raw","version":"0"}}}`))
	if err != nil || r.Header.Get("Mcp-Session-Id") == "" {
		t.Fatalf("initialize on /mcp: %v %s", err, b)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second) // a stream that opens never ends
	defer cancel()
	req := mcpRequest(ctx, "GET", base, r.Header.Get("Mcp-Session-Id"), "")
	req.Header.Set("Accept", "text/event-stream")
	if r, b, err := doMCP(req); err != nil || r.StatusCode != http.StatusServiceUnavailable || !strings.Contains(b, "event streams are open") {
		t.Errorf("a stream on /mcp past the bound: %v %v %s; want 503", r, err, b)
	}
	honest(t, base)
}
