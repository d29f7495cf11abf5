package serve_test

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/skillrun/skillrun/serve"
)

// spinSkill works (without waiting on anything) for ms milliseconds.
const spinSkill = `// Spin for a while.
package spin

import (
	"time"

	"github.com/skillrun/skillrun/skills"
)

// Args say how long.
type Args struct {
	MS int ` + "`json:\"ms\"`" + `
}

// Run spins.
func Run(env skills.Env, args Args) (skills.Result, error) {
	start := time.Now()
	n := 0
	for time.Since(start) < time.Duration(args.MS)*time.Millisecond {
		n++
	}
	return skills.Result{"spun": n > 0}, nil
}
`

// serveConn serves f on a real loopback listener (Serve, with its
// connection limits) and returns the base URL.
func serveConn(t *testing.T, f *fixture) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- f.srv.Serve(ctx, ln) }()
	t.Cleanup(func() {
		cancel()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			t.Error("Serve did not return")
		}
	})
	return "http://" + ln.Addr().String()
}

func shortLimits(edit func(*serve.Options)) func(*fixture, *serve.Options) {
	return func(_ *fixture, o *serve.Options) {
		o.ReadHeaderTimeout = 300 * time.Millisecond
		o.BodyTimeout = 400 * time.Millisecond
		o.WriteTimeout = 400 * time.Millisecond
		o.IdleTimeout = 500 * time.Millisecond
		if edit != nil {
			edit(o)
		}
	}
}

// closedWithin reports whether the server closes c within d (reading and
// discarding whatever it answers first, e.g. a 408).
func closedWithin(c net.Conn, d time.Duration) bool {
	c.SetReadDeadline(time.Now().Add(d))
	_, err := io.Copy(io.Discard, c)
	if ne, ok := err.(net.Error); ok && ne.Timeout() {
		return false
	}
	return true
}

// honest makes a plain echo call and fails the test unless it is answered.
func honest(t *testing.T, base string) {
	t.Helper()
	// A connection of its own: one kept alive from an earlier call may be
	// one the server's idle timeout is closing (the reset it answers is
	// the server doing its job, not a refused honest call).
	c := &http.Client{Timeout: 20 * time.Second, Transport: &http.Transport{DisableKeepAlives: true}}
	resp, err := c.Post(base+"/v1/skills/echo", "application/json", strings.NewReader(`{"msg":"hi"}`))
	if err != nil {
		t.Fatalf("honest call during the attack: %v", err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 || !strings.Contains(string(b), `"hi"`) {
		t.Fatalf("honest call during the attack = %d %s", resp.StatusCode, b)
	}
}

// TestSlowClients: trickled headers, trickled bodies and idle keep-alive
// connections are cut off after their timeouts, while honest calls made
// during the attack are answered.
func TestSlowClients(t *testing.T) {
	f := newFixture(t, shortLimits(nil))
	base := serveConn(t, f)
	addr := strings.TrimPrefix(base, "http://")
	dial := func() net.Conn {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { c.Close() })
		return c
	}
	type attack struct {
		name string
		run  func(c net.Conn, stop <-chan struct{})
	}
	trickle := func(c net.Conn, head string, stop <-chan struct{}) {
		fmt.Fprint(c, head)
		tk := time.NewTicker(50 * time.Millisecond)
		defer tk.Stop()
		for {
			select {
			case <-stop:
				return
			case <-tk.C:
				if _, err := c.Write([]byte("x")); err != nil {
					return
				}
			}
		}
	}
	attacks := []attack{
		{"trickled headers", func(c net.Conn, stop <-chan struct{}) {
			trickle(c, "POST /v1/skills/echo HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ", stop)
		}},
		{"trickled body", func(c net.Conn, stop <-chan struct{}) {
			trickle(c, "POST /v1/skills/echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{\"msg\":\"", stop)
		}},
		{"trickled chunked body", func(c net.Conn, stop <-chan struct{}) {
			trickle(c, "POST /v1/skills/echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n100000\r\n", stop)
		}},
		{"trickled MCP body", func(c net.Conn, stop <-chan struct{}) {
			trickle(c, "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: 100000\r\n\r\n{", stop)
		}},
		{"silent connection", func(c net.Conn, stop <-chan struct{}) { <-stop }},
		{"idle keep-alive", func(c net.Conn, stop <-chan struct{}) {
			fmt.Fprint(c, "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
			<-stop
		}},
	}
	for _, a := range attacks {
		t.Run(a.name, func(t *testing.T) {
			var conns []net.Conn
			stop := make(chan struct{})
			var wg sync.WaitGroup
			for range 3 {
				c := dial()
				conns = append(conns, c)
				wg.Add(1)
				go func() { defer wg.Done(); a.run(c, stop) }()
			}
			honest(t, base)
			for i, c := range conns {
				if !closedWithin(c, 5*time.Second) {
					t.Errorf("connection %d still open 5 s after the attack began; want closed by the server", i)
				}
			}
			close(stop)
			wg.Wait()
		})
	}
}

// TestLongCallOutlivesTimeouts: the body and write timeouts bound the
// arrival of the request and each write, not the call: a skill that works
// for longer than both is answered (net/http's server-wide ReadTimeout
// would have cancelled its context).
func TestLongCallOutlivesTimeouts(t *testing.T) {
	f := newFixture(t, shortLimits(nil))
	if err := os.WriteFile(filepath.Join(f.dir, "spin.go"), []byte(spinSkill), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := f.lib.Reload(); err != nil {
		t.Fatal(err)
	}
	base := serveConn(t, f)
	c := &http.Client{Timeout: 20 * time.Second}
	resp, err := c.Post(base+"/v1/skills/spin", "application/json", strings.NewReader(`{"ms":1500}`))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 || !strings.Contains(string(b), `"spun":true`) {
		t.Errorf("a 1.5 s call behind 0.4 s body and write timeouts = %d %s; want 200", resp.StatusCode, b)
	}
}

// TestNonReadingClient: a client that asks for a large answer and never
// reads it loses its connection after the write timeout, and the handler's
// goroutine ends.
func TestNonReadingClient(t *testing.T) {
	f := newFixture(t, shortLimits(func(o *serve.Options) { o.MaxBodyBytes = 64 << 20; o.MaxResultBytes = 64 << 20 }))
	base := serveConn(t, f)
	honest(t, base)
	before := runtime.NumGoroutine()
	c, err := net.Dial("tcp", strings.TrimPrefix(base, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	msg := strings.Repeat("z", 24<<20)
	body := `{"msg":"` + msg + `"}`
	fmt.Fprintf(c, "POST /v1/skills/echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s", len(body), body)
	// Read nothing: the answer (24 MiB) fills the socket buffers and the
	// server's write blocks until its deadline.
	deadline := time.Now().Add(15 * time.Second)
	for time.Now().Before(deadline) {
		if runtime.NumGoroutine() <= before+1 {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if g := runtime.NumGoroutine(); g > before+1 {
		t.Errorf("goroutines %d, %d before the stalled answer: the writer did not give up", g, before)
	}
	r := bufio.NewReader(c)
	c.SetReadDeadline(time.Now().Add(5 * time.Second))
	n, _ := io.Copy(io.Discard, r)
	if n >= int64(len(msg)) {
		t.Errorf("the stalled client still got the whole %d-byte answer (%d bytes); want it cut off", len(msg), n)
	}
	honest(t, base)
}

// TestMaxConns: past MaxConns, connections wait instead of being served at
// once; when the silent ones are cut off, the waiting call is answered.
func TestMaxConns(t *testing.T) {
	f := newFixture(t, shortLimits(func(o *serve.Options) { o.MaxConns = 2; o.ReadHeaderTimeout = 1500 * time.Millisecond }))
	base := serveConn(t, f)
	addr := strings.TrimPrefix(base, "http://")
	for range 2 {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
	}
	time.Sleep(100 * time.Millisecond) // let the server accept both
	start := time.Now()
	honest(t, base)
	if waited := time.Since(start); waited < 500*time.Millisecond {
		t.Errorf("a third connection was served after %v with two silent ones open and MaxConns 2; want it held until they were cut off", waited)
	}
}
