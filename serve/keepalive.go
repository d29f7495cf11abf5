package serve

import (
	"context"
	"crypto/rand"
	"errors"
	"mime"
	"net/http"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// DefaultStreamKeepAlive is how long an event stream may stay silent
// before the server writes a keep-alive comment on it
// (Options.StreamKeepAlive).
const DefaultStreamKeepAlive = 15 * time.Second

// keepAliveComment is what a silent event stream receives: an SSE comment,
// which conforming clients skip (no event is dispatched), but which
// proxies, load balancers and clients with a read timeout see as traffic.
const keepAliveComment = ": keep-alive\n\n"

// keepAliveHeader carries, from mcpHandler to the SDK's request handling,
// the token naming a POST's keepAliveWriter (see armKeepAlive). A client's
// own value is removed first.
const keepAliveHeader = "X-Skillrun-Keepalive"

// keepAliveArmBefore: requests of this protocol version and later are not
// armed (arm), since for them the SDK may still answer an error with a
// status of its own and a JSON body after publishing the request (its
// SEP-2575 statuses), which a header already written as an event stream
// would break. Their streams get keep-alives once their first event is
// written.
const keepAliveArmBefore = "2026-07-28"

// errStreamEnded: a write after the stream's handler returned.
var errStreamEnded = errors.New("the event stream has ended")

// keepAliveWriter is the ResponseWriter of a request whose answer may be a
// long-lived event stream (GET /sse, GET /mcp, a POST /mcp answered as a
// stream): once the answer is an event stream, a keep-alive comment is
// written whenever nothing else has been for the interval. It is the
// stream's one writer: the SDK's events and the keep-alives go through
// its lock, so a comment never lands inside an event (the SDK writes each
// event in one Write) and the two never write at once.
type keepAliveWriter struct {
	http.ResponseWriter
	every time.Duration

	mu      sync.Mutex
	timer   *time.Timer
	started bool // the header is written
	stream  bool // the answer is an event stream: keep-alives may go
	stopped bool // the handler is returning: nothing more is written
}

// newKeepAlive wraps w; every <= 0 leaves w as it is. The caller calls
// stop before its handler returns.
func newKeepAlive(w http.ResponseWriter, every time.Duration) (http.ResponseWriter, *keepAliveWriter) {
	if every <= 0 {
		return w, nil
	}
	k := &keepAliveWriter{ResponseWriter: w, every: every}
	k.mu.Lock() // a tick waits for the timer to be set
	k.timer = time.AfterFunc(every, k.tick)
	k.mu.Unlock()
	return k, k
}

// isEventStream reports whether a header announces an event stream.
func isEventStream(h http.Header) bool {
	mt, _, err := mime.ParseMediaType(h.Get("Content-Type"))
	return err == nil && mt == "text/event-stream"
}

// begin notes the header going out; the caller holds mu.
func (k *keepAliveWriter) begin(code int) {
	if !k.started {
		k.started = true
		k.stream = code == http.StatusOK && isEventStream(k.ResponseWriter.Header())
	}
}

func (k *keepAliveWriter) WriteHeader(code int) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.stopped || k.started { // started: a keep-alive wrote the header
		return
	}
	k.begin(code)
	k.ResponseWriter.WriteHeader(code)
}

func (k *keepAliveWriter) Write(p []byte) (int, error) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.stopped {
		return 0, errStreamEnded
	}
	k.begin(http.StatusOK)
	n, err := k.ResponseWriter.Write(p)
	k.timer.Reset(k.every)
	return n, err
}

// Flush implements http.Flusher (the SDK flushes after each event).
func (k *keepAliveWriter) Flush() {
	k.mu.Lock()
	defer k.mu.Unlock()
	if !k.stopped {
		_ = http.NewResponseController(k.ResponseWriter).Flush()
	}
}

// Unwrap lets http.ResponseController reach the connection's writer.
func (k *keepAliveWriter) Unwrap() http.ResponseWriter { return k.ResponseWriter }

// arm lets a POST's answer, whose header the SDK has set but not yet
// written, receive keep-alives before its first event: a long call answers
// nothing until it ends. Called from the request's handling in the SDK,
// after the SDK has set the header (armKeepAlive), so reading it races
// with nothing.
func (k *keepAliveWriter) arm() {
	k.mu.Lock()
	defer k.mu.Unlock()
	if !k.started && isEventStream(k.ResponseWriter.Header()) {
		k.stream = true
	}
}

// tick writes a keep-alive: the interval has passed without a write. A
// write that fails (the client has stopped reading) cancels the request's
// context, which ends the stream.
func (k *keepAliveWriter) tick() {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.stopped {
		return
	}
	if k.stream {
		if !k.started {
			k.started = true
			k.ResponseWriter.WriteHeader(http.StatusOK)
		}
		_, _ = k.ResponseWriter.Write([]byte(keepAliveComment))
		_ = http.NewResponseController(k.ResponseWriter).Flush()
	}
	k.timer.Reset(k.every)
}

// stop ends the keep-alives: after it returns nothing is written through
// k. Nil-safe.
func (k *keepAliveWriter) stop() {
	if k == nil {
		return
	}
	k.mu.Lock()
	k.stopped = true
	k.timer.Stop()
	k.mu.Unlock()
}

// keepAlives are the POSTs to /mcp waiting to be armed, by token.
type keepAlives struct {
	mu sync.Mutex
	m  map[string]*keepAliveWriter
}

// add registers k for r: the token goes in r's header, which the SDK
// hands to the request's handling. The returned func forgets it.
func (ka *keepAlives) add(r *http.Request, k *keepAliveWriter) func() {
	if k == nil {
		return func() {}
	}
	tok := rand.Text()
	ka.mu.Lock()
	if ka.m == nil {
		ka.m = map[string]*keepAliveWriter{}
	}
	ka.m[tok] = k
	ka.mu.Unlock()
	r.Header.Set(keepAliveHeader, tok)
	return func() {
		ka.mu.Lock()
		delete(ka.m, tok)
		ka.mu.Unlock()
	}
}

// armKeepAlive is the MCP server's receiving middleware that arms the
// keep-alives of the POST a request came in. The SDK publishes a request
// to its handling only after setting its answer's header, so by now the
// header says whether the answer is an event stream.
func (s *Server) armKeepAlive(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		if ex := req.GetExtra(); ex != nil && ex.Header != nil {
			if tok := ex.Header.Get(keepAliveHeader); tok != "" {
				s.keepAlives.mu.Lock()
				k := s.keepAlives.m[tok]
				s.keepAlives.mu.Unlock()
				if k != nil {
					k.arm()
				}
			}
		}
		return next(ctx, method, req)
	}
}
