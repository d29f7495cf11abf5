package serve_test

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/serve"
)

// rawConn is a client writing JSON-RPC lines by hand to ServeIO.
type rawConn struct {
	t    *testing.T
	in   *io.PipeWriter
	out  *bufio.Reader
	done chan error
}

func newRawConn(t *testing.T, srv *serve.Server) *rawConn {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	c := &rawConn{t: t, in: inW, out: bufio.NewReaderSize(outR, 1<<20), done: make(chan error, 1)}
	go func() {
		err := srv.ServeIO(context.Background(), inR, outW)
		outW.Close()
		c.done <- err
	}()
	t.Cleanup(func() {
		inW.Close()
		go io.Copy(io.Discard, outR) // the server may still be writing
		select {
		case err := <-c.done:
			if err != nil {
				t.Errorf("ServeIO: %v", err)
			}
		case <-time.After(10 * time.Second):
			t.Error("ServeIO did not end when its input did")
		}
	})
	return c
}

func (c *rawConn) send(line string) {
	c.t.Helper()
	if _, err := io.WriteString(c.in, line+"\n"); err != nil {
		c.t.Fatalf("write %.80q: %v", line, err)
	}
}

// recv reads one line; the connection must answer within a few seconds.
func (c *rawConn) recv() string {
	c.t.Helper()
	got := make(chan string, 1)
	go func() {
		l, _ := c.out.ReadString('\n')
		got <- strings.TrimSpace(l)
	}()
	select {
	case l := <-got:
		if l == "" {
			c.t.Fatal("the server closed the connection")
		}
		return l
	case <-time.After(10 * time.Second):
		c.t.Fatal("no answer")
	}
	return ""
}

func (c *rawConn) initialize(version string) {
	c.t.Helper()
	c.send(`{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"` + version + `","capabilities":{},"clientInfo":{"name":"raw","version":"0"}}}`)
	if l := c.recv(); !strings.Contains(l, `"protocolVersion":"`+version+`"`) {
		c.t.Fatalf("initialize: %s", l)
	}
	c.send(`{"jsonrpc":"2.0","method":"notifications/initialized"}`)
}

// rpcReply is a JSON-RPC response, its id kept as sent.
type rpcReply struct {
	ID    json.RawMessage `json:"id"`
	Error *struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
	Result json.RawMessage `json:"result"`
}

// badMessages are messages the SDK would end a stdio connection over, or
// answer under another id, with the id and error each must be answered
// with instead.
var badMessages = []struct {
	name, msg, id string
	code          int
	want          string
}{
	{"not JSON", `this is not json`, "null", -32700, "parse error"},
	{"cut short", `{"jsonrpc":"2.0","id":7,"method":"tools/li`, "7", -32700, "parse error: unexpected end"},
	{"two on a line", `{"jsonrpc":"2.0","id":"a","method":"ping"}{"jsonrpc":"2.0","id":"b","method":"ping"}`, `"a"`, -32700, "after top-level value"},
	{"not an object", `5`, "null", -32600, "must be a JSON object"},
	{"bool id", `{"jsonrpc":"2.0","id":true,"method":"ping"}`, "null", -32600, "id must be a string or an integer"},
	{"null id", `{"jsonrpc":"2.0","id":null,"method":"ping"}`, "null", -32600, "id must not be null"},
	{"id past 2^53", `{"jsonrpc":"2.0","id":9007199254740993,"method":"ping"}`, "9007199254740993", -32600, "2^53-1"},
	{"huge id", `{"jsonrpc":"2.0","id":123456789012345678901234567890,"method":"ping"}`, "123456789012345678901234567890", -32600, "use a string id"},
	{"fractional id", `{"jsonrpc":"2.0","id":1.5,"method":"ping"}`, "1.5", -32600, "not an integer"},
	{"no version", `{"id":9,"method":"ping"}`, "9", -32600, `"jsonrpc" must be "2.0"`},
	{"old version", `{"jsonrpc":"1.0","id":9,"method":"ping"}`, "9", -32600, `(it is "1.0")`},
	{"method a number", `{"jsonrpc":"2.0","id":9,"method":5}`, "9", -32600, "method must be a string"},
	{"neither request nor response", `{"jsonrpc":"2.0","id":9,"Method":"ping"}`, "9", -32600, "needs a result or an error"},
	{"empty batch", `[]`, "null", -32600, "empty batch"},
}

// TestStdioBadMessages: a hand-written client's broken messages are each
// answered with a JSON-RPC error naming the problem, under the id the
// client sent when it can be read, and the connection goes on serving.
func TestStdioBadMessages(t *testing.T) {
	f := newFixture(t, func(_ *fixture, o *serve.Options) { o.MaxBodyBytes = 4096 })
	c := newRawConn(t, f.srv)
	c.initialize("2025-06-18")
	big := strings.Repeat("x", 5000)
	cases := append(badMessages[:len(badMessages):len(badMessages)],
		struct {
			name, msg, id string
			code          int
			want          string
		}{"too long, id first", `{"jsonrpc":"2.0","id":"long","method":"tools/call","params":{"name":"echo","arguments":{"msg":"` + big + `"}}}`, `"long"`, -32600, "over the limit of 4096 bytes"},
		struct {
			name, msg, id string
			code          int
			want          string
		}{"too long, id last", `{"method":"tools/call","params":{"name":"echo","arguments":{"msg":"` + big + `"}},"jsonrpc":"2.0","id":41}`, "41", -32600, "over the limit"},
	)
	for i, tc := range cases {
		c.send(tc.msg)
		var r rpcReply
		l := c.recv()
		if err := json.Unmarshal([]byte(l), &r); err != nil || r.Error == nil {
			t.Fatalf("%s: answer %s; want a JSON-RPC error", tc.name, l)
		}
		if string(r.ID) != tc.id || r.Error.Code != tc.code || !strings.Contains(r.Error.Message, tc.want) {
			t.Errorf("%s: answer %s; want id %s, code %d, a message with %q", tc.name, l, tc.id, tc.code, tc.want)
		}
		// The connection still serves.
		id := `"after` + string(rune('a'+i)) + `"`
		c.send(`{"jsonrpc":"2.0","id":` + id + `,"method":"ping"}`)
		if l := c.recv(); !strings.Contains(l, `"id":`+id+`,"result"`) {
			t.Fatalf("%s: then a ping was answered %s", tc.name, l)
		}
	}
	// Batches left MCP with 2025-06-18: each request is answered.
	c.send(`[{"jsonrpc":"2.0","id":1,"method":"ping"},{"jsonrpc":"2.0","method":"notifications/x"},{"jsonrpc":"2.0","id":"two","method":"ping"}]`)
	var rs []rpcReply
	if l := c.recv(); json.Unmarshal([]byte(l), &rs) != nil || len(rs) != 2 || string(rs[0].ID) != "1" || string(rs[1].ID) != `"two"` ||
		rs[0].Error == nil || !strings.Contains(rs[0].Error.Message, "batches are not part of MCP") {
		t.Errorf("a batch under 2025-06-18: %s; want an error for each of its two requests", l)
	}
	// A response to nothing the server asked is dropped, as JSON-RPC says.
	c.send(`{"jsonrpc":"2.0","id":999,"result":{}}`)
	c.send(`{"jsonrpc":"2.0","id":"last","method":"tools/call","params":{"name":"echo","arguments":{"msg":"hi"}}}`)
	if l := c.recv(); !strings.Contains(l, `"id":"last","result"`) || !strings.Contains(l, `\"msg\":\"hi\"`) {
		t.Errorf("echo after the bad messages: %s", l)
	}
}

// TestStdioBatchesBefore20250618: a client of protocol 2025-03-26 may
// batch, and a batch with one bad message is answered whole.
func TestStdioBatchesBefore20250618(t *testing.T) {
	f := newFixture(t, nil)
	c := newRawConn(t, f.srv)
	c.initialize("2025-03-26")
	c.send(`[{"jsonrpc":"2.0","id":1,"method":"ping"},{"jsonrpc":"2.0","id":2,"method":"ping"}]`)
	var rs []rpcReply
	if l := c.recv(); json.Unmarshal([]byte(l), &rs) != nil || len(rs) != 2 || rs[0].Error != nil || rs[1].Error != nil {
		t.Fatalf("a batch under 2025-03-26: %s; want two results", l)
	}
	c.send(`[{"jsonrpc":"2.0","id":3,"method":"ping"},{"jsonrpc":"2.0","id":3,"method":"ping"}]`)
	if l := c.recv(); json.Unmarshal([]byte(l), &rs) != nil || len(rs) != 2 || rs[0].Error == nil || !strings.Contains(rs[1].Error.Message, "used twice") {
		t.Errorf("a batch with one id twice: %s; want both answered with the reason", l)
	}
	c.send(`{"jsonrpc":"2.0","id":4,"method":"ping"}`)
	if l := c.recv(); !strings.Contains(l, `"id":4,"result"`) {
		t.Errorf("ping after the batches: %s", l)
	}
}

// TestMCPHTTPBadMessages: over streamable HTTP the same messages are
// answered 400 with a JSON-RPC error (not plain text, not under another
// id), and the session goes on.
func TestMCPHTTPBadMessages(t *testing.T) {
	f := newFixture(t, nil)
	ts := httptest.NewServer(f.srv.Handler())
	defer ts.Close()
	postMCP := func(session, body string) (*http.Response, string) {
		t.Helper()
		resp, b, err := doMCP(mcpRequest(context.Background(), "POST", ts.URL, session, body))
		if err != nil {
			t.Fatal(err)
		}
		return resp, b
	}
	resp, _ := postMCP("", `{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"raw","version":"0"}}}`)
	sid := resp.Header.Get("Mcp-Session-Id")
	if sid == "" {
		t.Fatal("initialize: no session id")
	}
	postMCP(sid, `{"jsonrpc":"2.0","method":"notifications/initialized"}`)
	for _, tc := range badMessages {
		resp, body := postMCP(sid, tc.msg)
		var r rpcReply
		if resp.StatusCode != http.StatusBadRequest || !strings.HasPrefix(resp.Header.Get("Content-Type"), "application/json") ||
			json.Unmarshal([]byte(body), &r) != nil || r.Error == nil {
			t.Errorf("%s: %d %s %s; want 400 with a JSON-RPC error", tc.name, resp.StatusCode, resp.Header.Get("Content-Type"), body)
			continue
		}
		if string(r.ID) != tc.id || r.Error.Code != tc.code || !strings.Contains(r.Error.Message, tc.want) {
			t.Errorf("%s: %s; want id %s, code %d, a message with %q", tc.name, body, tc.id, tc.code, tc.want)
		}
	}
	// What the SDK refuses in plain text is answered as JSON-RPC, with the
	// same status, under the request's id.
	for _, tc := range []struct {
		name, session, msg string
		status, code       int
		want               string
	}{
		{"a method no one serves", sid, `{"jsonrpc":"2.0","id":"m","method":"tasks/list"}`, 400, -32601, `method not found: "tasks/list"`},
		{"a session that is not open", "nope", `{"jsonrpc":"2.0","id":"m","method":"ping"}`, 404, -32600, "session not found"},
	} {
		resp, body := postMCP(tc.session, tc.msg)
		var r rpcReply
		if resp.StatusCode != tc.status || resp.Header.Get("Content-Type") != "application/json" || json.Unmarshal([]byte(body), &r) != nil ||
			string(r.ID) != `"m"` || r.Error == nil || r.Error.Code != tc.code || !strings.Contains(r.Error.Message, tc.want) {
			t.Errorf("%s: %d %s %s; want %d with a JSON-RPC error %d %q", tc.name, resp.StatusCode, resp.Header.Get("Content-Type"), body, tc.status, tc.code, tc.want)
		}
	}
	if resp, body := postMCP(sid, `{"jsonrpc":"2.0","id":"after","method":"ping"}`); resp.StatusCode != 200 || !strings.Contains(body, `"id":"after","result"`) {
		t.Errorf("ping after the bad messages: %d %s", resp.StatusCode, body)
	}
}

// TestMCPHTTPSessionBound: clients that initialize and never end their
// sessions cannot grow the server without bound. At MaxMCPSessions a new
// session closes the one idle longest (its client is answered 404, and
// initializes again); a session with a stream open is never closed, and
// when every session has one, initialize is refused with 503.
func TestMCPHTTPSessionBound(t *testing.T) {
	f := newFixture(t, func(_ *fixture, o *serve.Options) { o.MaxMCPSessions = 2 })
	ts := httptest.NewServer(f.srv.Handler())
	defer ts.Close()
	request := func(method, session, body string) *http.Request {
		return mcpRequest(context.Background(), method, ts.URL, session, body)
	}
	send := func(method, session, body string) (*http.Response, string) {
		t.Helper()
		resp, b, err := doMCP(request(method, session, body))
		if err != nil {
			t.Fatal(err)
		}
		return resp, b
	}
	initialize := func() (string, *http.Response, string) {
		t.Helper()
		resp, body := send("POST", "", `{"jsonrpc":"2.0","id":"init","method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"raw","version":"0"}}}`)
		id := resp.Header.Get("Mcp-Session-Id")
		if id != "" {
			send("POST", id, `{"jsonrpc":"2.0","method":"notifications/initialized"}`)
		}
		return id, resp, body
	}
	ping := func(session string) int {
		t.Helper()
		resp, _ := send("POST", session, `{"jsonrpc":"2.0","id":1,"method":"ping"}`)
		return resp.StatusCode
	}
	// stream opens a session's event stream and keeps it open.
	stream := func(session string) *http.Response {
		t.Helper()
		req := request("GET", session, "")
		req.Header.Set("Accept", "text/event-stream")
		resp, err := http.DefaultClient.Do(req)
		if err != nil || resp.StatusCode != 200 {
			t.Fatalf("GET /mcp for %s: %v %v", session, resp, err)
		}
		return resp
	}
	s1, _, _ := initialize()
	s2, _, _ := initialize()
	s3, _, _ := initialize()
	if s1 == "" || s2 == "" || s3 == "" {
		t.Fatal("initialize gave no session id")
	}
	if code := ping(s1); code != http.StatusNotFound {
		t.Errorf("the session idle longest, past the bound: ping answered %d; want 404 (closed)", code)
	}
	if ping(s2) != 200 || ping(s3) != 200 {
		t.Error("the newer sessions were closed")
	}
	g2, g3 := stream(s2), stream(s3)
	defer g3.Body.Close()
	s4, resp, body := initialize()
	if s4 != "" || resp.StatusCode != http.StatusServiceUnavailable || resp.Header.Get("Retry-After") == "" ||
		!strings.Contains(body, `"id":"init"`) || !strings.Contains(body, "MCP sessions are open and in use") {
		t.Errorf("initialize with every session streaming: %d %q %s; want 503, Retry-After and a JSON-RPC error", resp.StatusCode, s4, body)
	}
	if ping(s2) != 200 || ping(s3) != 200 {
		t.Error("a session with its stream open was closed")
	}
	g2.Body.Close()
	// The server sees the stream end when its write fails or the
	// connection closes; a ping shows when s2 is idle again.
	deadline := time.Now().Add(10 * time.Second)
	for {
		s5, resp, body := initialize()
		if s5 != "" {
			break
		}
		if resp.StatusCode != http.StatusServiceUnavailable || time.Now().After(deadline) {
			t.Fatalf("initialize after a stream ended: %d %s", resp.StatusCode, body)
		}
		time.Sleep(20 * time.Millisecond)
	}
	if ping(s2) != http.StatusNotFound || ping(s3) != 200 {
		t.Error("after the stream of s2 ended, a new session should close s2 and keep s3 (still streaming)")
	}
}

// TestStdioIDInFlight: a request that reuses the id of one still in
// flight is answered with an error naming it (the SDK dropped it without
// a word, and the client waited for ever); once the first is answered the
// id may be used again.
func TestStdioIDInFlight(t *testing.T) {
	f := newFixture(t, nil)
	c := newRawConn(t, f.srv)
	c.initialize("2025-06-18")
	c.send(`{"jsonrpc":"2.0","id":"open","method":"tools/call","params":{"name":"session_open","arguments":{"env":"counter"}}}`)
	var open struct {
		Result struct {
			StructuredContent serve.SessionInfo `json:"structuredContent"`
		} `json:"result"`
	}
	if l := c.recv(); json.Unmarshal([]byte(l), &open) != nil || open.Result.StructuredContent.Session == "" {
		t.Fatalf("session_open: %s", l)
	}
	gate := make(chan struct{})
	f.mu.Lock()
	f.worlds[0].gate = gate
	f.mu.Unlock()
	c.send(`{"jsonrpc":"2.0","id":"held","method":"tools/call","params":{"name":"counter","arguments":{"n":1,"_session":"` + open.Result.StructuredContent.Session + `"}}}`)
	// The same id, spelt another way.
	c.send(`{"jsonrpc":"2.0","id":"\u0068eld","method":"ping"}`)
	var r rpcReply
	if l := c.recv(); json.Unmarshal([]byte(l), &r) != nil || string(r.ID) != `"\u0068eld"` || r.Error == nil || !strings.Contains(r.Error.Message, "in use by a request in flight") {
		t.Fatalf("a ping reusing the id of a call in flight: %s; want an error naming it", l)
	}
	close(gate)
	if l := c.recv(); !strings.Contains(l, `"id":"held","result"`) || !strings.Contains(l, `\"value\":1`) {
		t.Fatalf("the held call: %s", l)
	}
	c.send(`{"jsonrpc":"2.0","id":"held","method":"ping"}`)
	if l := c.recv(); l != `{"jsonrpc":"2.0","id":"held","result":{}}` {
		t.Errorf("a ping reusing the id once its call was answered: %s", l)
	}
}

// TestMCPHTTPDisconnectCancels: a client whose connection closes while
// its call runs cannot get the answer (the server cannot resume a
// stream), so the call is cancelled rather than left to hold a worker and
// the client's share until its timeout.
func TestMCPHTTPDisconnectCancels(t *testing.T) {
	f := newFixture(t, nil)
	ts := httptest.NewServer(f.srv.Handler())
	defer ts.Close()
	postMCP := func(ctx context.Context, session, body string) (*http.Response, string, error) {
		return doMCP(mcpRequest(ctx, "POST", ts.URL, session, body))
	}
	sid := mcpSession(t, ts.URL)
	session := mcpOpenCounter(t, ts.URL, sid)
	gate := make(chan struct{}) // never opened: the call runs until cancelled
	f.mu.Lock()
	f.worlds[0].gate = gate
	f.mu.Unlock()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		postMCP(ctx, sid, `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"counter","arguments":{"n":1,"_session":"`+session+`"}}}`)
	}()
	waitInFlight(t, ts.URL, 1)
	cancel() // the client goes away
	<-done
	waitInFlight(t, ts.URL, 0)
	// Cancelled, not run to its timeout.
	if _, m, _ := get(t, ts.URL+"/metrics", ""); !strings.Contains(m["_body"].(string), `skillrun_call_errors_total{kind="cancelled",tool="counter"} 1`) {
		t.Errorf("the call whose client went away did not end cancelled:\n%s", m["_body"])
	}
	// The session's world is free for the next call at once.
	_, body, err := postMCP(context.Background(), sid, `{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"session_observe","arguments":{"session":"`+session+`"}}}`)
	if err != nil || !strings.Contains(body, `"id":3,"result"`) || strings.Contains(body, `"isError":true`) {
		t.Errorf("the next call after the cancelled one: %v %s", err, body)
	}
}

// mcpSession initializes a streamable HTTP session at base (protocol
// 2025-06-18) and returns its id.
func mcpSession(t *testing.T, base string) string {
	t.Helper()
	resp, _, err := doMCP(mcpRequest(context.Background(), "POST", base, "", `{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"raw","version":"0"}}}`))
	if err != nil || resp.Header.Get("Mcp-Session-Id") == "" {
		t.Fatalf("initialize: %v", err)
	}
	sid := resp.Header.Get("Mcp-Session-Id")
	doMCP(mcpRequest(context.Background(), "POST", base, sid, `{"jsonrpc":"2.0","method":"notifications/initialized"}`))
	return sid
}

// mcpOpenCounter opens a session on the counter world through
// session_open in the MCP session sid and returns its name.
func mcpOpenCounter(t *testing.T, base, sid string) string {
	t.Helper()
	_, body, err := doMCP(mcpRequest(context.Background(), "POST", base, sid, `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"session_open","arguments":{"env":"counter"}}}`))
	var open struct {
		Result struct {
			StructuredContent serve.SessionInfo `json:"structuredContent"`
		} `json:"result"`
	}
	data, _, _ := strings.Cut(strings.TrimPrefix(body[strings.Index(body, "data: "):], "data: "), "\n")
	if err != nil || json.Unmarshal([]byte(data), &open) != nil || open.Result.StructuredContent.Session == "" {
		t.Fatalf("session_open: %v %s", err, body)
	}
	return open.Result.StructuredContent.Session
}

// mcpRequest is a request to the streamable HTTP endpoint of the server at
// base, within session when it is not "" (protocol 2025-06-18).
func mcpRequest(ctx context.Context, method, base, session, body string) *http.Request {
	req, _ := http.NewRequestWithContext(ctx, method, base+"/mcp", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	if session != "" {
		req.Header.Set("Mcp-Session-Id", session)
		req.Header.Set("Mcp-Protocol-Version", "2025-06-18")
	}
	return req
}

// doMCP sends req and reads the whole answer.
func doMCP(req *http.Request) (*http.Response, string, error) {
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, "", err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return resp, string(b), err
}
