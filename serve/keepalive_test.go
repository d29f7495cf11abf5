package serve_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/skillrun/skillrun/serve"
)

// keepAliveFixture serves on loopback with keep-alives every `every`.
func keepAliveFixture(t *testing.T, every time.Duration) (*fixture, string) {
	f := newFixture(t, func(_ *fixture, o *serve.Options) { o.StreamKeepAlive = every })
	return f, serveConn(t, f)
}

// streamLines reads an event stream's lines into a channel, in order,
// until the body ends.
func streamLines(resp *http.Response) <-chan string {
	lines := make(chan string, 1024)
	go func() {
		defer close(lines)
		r := bufio.NewReader(resp.Body)
		for {
			l, err := r.ReadString('\n')
			if err != nil {
				return
			}
			lines <- strings.TrimRight(l, "\r\n")
		}
	}()
	return lines
}

// waitLine waits for a line that want accepts, reporting the lines read
// before it.
func waitLine(t *testing.T, lines <-chan string, what string, want func(string) bool) []string {
	t.Helper()
	var before []string
	timeout := time.After(10 * time.Second)
	for {
		select {
		case l, ok := <-lines:
			if !ok {
				t.Fatalf("the stream ended before %s (read %q)", what, before)
			}
			if want(l) {
				return before
			}
			before = append(before, l)
		case <-timeout:
			t.Fatalf("no %s within 10 s (read %q)", what, before)
		}
	}
}

func isKeepAlive(l string) bool { return l == ": keep-alive" }

// TestSSEKeepAlive: a silent GET /sse stream receives keep-alive
// comments; with them written every millisecond beside the answers of
// many requests, each event still arrives whole (rawSSE skips comments
// as a conforming client does).
func TestSSEKeepAlive(t *testing.T) {
	_, base := keepAliveFixture(t, 20*time.Millisecond)
	req, _ := http.NewRequest("GET", base+"/sse", nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	lines := streamLines(resp)
	before := waitLine(t, lines, "keep-alive", isKeepAlive)
	if len(before) < 2 || before[0] != "event: endpoint" {
		t.Errorf("before the first keep-alive: %q; want the endpoint event", before)
	}
	// The comment ends with a blank line: the stream is still at an
	// event's start.
	if l := <-lines; l != "" {
		t.Errorf("after the keep-alive comment: %q; want a blank line", l)
	}

	_, base = keepAliveFixture(t, time.Millisecond)
	s, _, _ := openSSE(t, base)
	s.initialize(t)
	const n = 40
	// A client of its own, whose connections close with the test (the
	// server's shutdown waits for connections dialed and never used).
	tr := &http.Transport{}
	defer tr.CloseIdleConnections()
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			body := fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":{"name":"echo","arguments":{"msg":"m%d"}}}`, i, i)
			resp, err := (&http.Client{Transport: tr}).Post(s.endpoint, "application/json", strings.NewReader(body))
			if err != nil {
				t.Error(err)
				return
			}
			resp.Body.Close()
			if resp.StatusCode != 202 {
				t.Errorf("call %d: %d", i, resp.StatusCode)
			}
		})
	}
	wg.Wait()
	for range n {
		ev, data := s.next(t)
		var r struct {
			ID     int `json:"id"`
			Result struct {
				StructuredContent struct {
					Result struct{ Msg string } `json:"result"`
				} `json:"structuredContent"`
			} `json:"result"`
		}
		if ev != "message" || json.Unmarshal([]byte(data), &r) != nil || r.Result.StructuredContent.Result.Msg != fmt.Sprintf("m%d", r.ID) {
			t.Errorf("an answer with keep-alives every millisecond: %q %q", ev, data)
		}
	}
}

// TestMCPKeepAlive: over streamable HTTP, a silent GET /mcp stream and
// the stream of a POST whose call runs long (nothing to answer until it
// ends) receive keep-alive comments; the call's answer follows them.
func TestMCPKeepAlive(t *testing.T) {
	f, base := keepAliveFixture(t, 20*time.Millisecond)
	sid := mcpSession(t, base)

	get := mcpRequest(context.Background(), "GET", base, sid, "")
	get.Header.Set("Accept", "text/event-stream")
	gresp, err := http.DefaultClient.Do(get)
	if err != nil || gresp.StatusCode != 200 {
		t.Fatalf("GET /mcp: %v %v", err, gresp)
	}
	defer gresp.Body.Close()
	waitLine(t, streamLines(gresp), "keep-alive on GET /mcp", isKeepAlive)

	session := mcpOpenCounter(t, base, sid)
	gate := make(chan struct{})
	f.mu.Lock()
	f.worlds[0].gate = gate
	f.mu.Unlock()
	presp, err := http.DefaultClient.Do(mcpRequest(context.Background(), "POST", base, sid,
		`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"counter","arguments":{"n":1,"_session":"`+session+`"}}}`))
	if err != nil {
		t.Fatal(err)
	}
	defer presp.Body.Close()
	if ct := presp.Header.Get("Content-Type"); presp.StatusCode != 200 || ct != "text/event-stream" {
		t.Fatalf("a long call's POST: %d %q; want 200 and an event stream", presp.StatusCode, ct)
	}
	lines := streamLines(presp)
	waitLine(t, lines, "keep-alive before a long call's answer", isKeepAlive)
	close(gate)
	waitLine(t, lines, "the long call's answer", func(l string) bool { return strings.HasPrefix(l, `data: {"jsonrpc":"2.0","id":2,"result"`) })
}

// TestKeepAliveOff: with keep-alives off a silent stream stays silent.
func TestKeepAliveOff(t *testing.T) {
	_, base := keepAliveFixture(t, -1)
	resp, err := http.Get(base + "/sse")
	if err != nil {
		t.Fatal(err)
	}
	lines := streamLines(resp)
	time.Sleep(300 * time.Millisecond)
	resp.Body.Close()
	for l := range lines {
		if strings.HasPrefix(l, ":") {
			t.Errorf("keep-alives off: the stream carried %q", l)
		}
	}
}

// TestKeepAliveClients: the Go SDK's clients of both transports, with
// keep-alives every millisecond, list the tools and call them as usual.
func TestKeepAliveClients(t *testing.T) {
	_, base := keepAliveFixture(t, time.Millisecond)
	streamable, err := mcp.NewClient(&mcp.Implementation{Name: "t", Version: "1"}, nil).
		Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: base + "/mcp"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer streamable.Close()
	for name, cs := range map[string]*mcp.ClientSession{"streamable HTTP": streamable, "HTTP+SSE": sseClient(t, base, "", nil)} {
		if toolNames(t, cs)["echo"] == nil {
			t.Fatalf("%s: no echo tool", name)
		}
		for i := range 20 {
			var out struct{ Result struct{ Msg string } }
			if _, msg := callTool(t, cs, "echo", map[string]any{"msg": fmt.Sprint(i)}, &out); msg != "" || out.Result.Msg != fmt.Sprint(i) {
				t.Errorf("%s: echo %d = %+v %s", name, i, out, msg)
			}
		}
	}
}
