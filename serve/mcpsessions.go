package serve

import (
	"encoding/json"
	"fmt"
	"net/http"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// DefaultMaxMCPSessions is the default of Options.MaxMCPSessions.
const DefaultMaxMCPSessions = 1024

// mcpSessions bounds the streamable HTTP sessions open at once. The SDK
// keeps a session (its goroutine, its state) until the client deletes it,
// and a client that goes away without DELETE /mcp (a crash, a restart, a
// script that initializes on every call) never does. At the bound, a new
// session closes the one that has waited longest for its client, if none
// of its requests or streams is open; a client whose session was closed
// is answered 404 and, as MCP says, initializes again. When every session
// is in use, initialize is refused with 503 and Retry-After.
type mcpSessions struct {
	srv *mcp.Server
	max int
	now func() time.Time

	streams chan struct{} // event streams open (GET /mcp, GET /sse); nil: unbounded

	mu      sync.Mutex
	open    map[string]*mcpSession // by Mcp-Session-Id
	pending int                    // initialize requests in progress
}

type mcpSession struct {
	busy int       // requests and streams of the session open now
	last time.Time // when the last one ended
}

func newMCPSessions(srv *mcp.Server, max int, now func() time.Time) *mcpSessions {
	return &mcpSessions{srv: srv, max: max, now: now, open: map[string]*mcpSession{}}
}

// use marks a request of session id as open until done is called.
func (t *mcpSessions) use(id string) (done func()) {
	t.mu.Lock()
	defer t.mu.Unlock()
	s := t.open[id]
	if s == nil {
		return func() {}
	}
	s.busy++
	return func() {
		t.mu.Lock()
		s.busy--
		s.last = t.now()
		t.mu.Unlock()
	}
}

// reserve makes room for a new session, or says why there is none; the
// caller calls added with the new session's id ("" when none was made).
func (t *mcpSessions) reserve() (added func(id string), err error) {
	var victim string
	defer func() {
		if victim != "" {
			t.close(victim) // its calls are cancelled
		}
	}()
	t.mu.Lock()
	defer t.mu.Unlock()
	if len(t.open)+t.pending >= t.max {
		t.prune()
	}
	if len(t.open)+t.pending >= t.max {
		var oldest string
		for id, s := range t.open {
			if s.busy == 0 && (oldest == "" || s.last.Before(t.open[oldest].last)) {
				oldest = id
			}
		}
		if oldest == "" {
			return nil, fmt.Errorf("%w: %d MCP sessions are open and in use (the limit); end one (DELETE /mcp) or retry", ErrBusy, t.max)
		}
		delete(t.open, oldest)
		victim = oldest
	}
	t.pending++
	return func(id string) {
		t.mu.Lock()
		defer t.mu.Unlock()
		t.pending--
		if id != "" && t.live(id) {
			t.open[id] = &mcpSession{last: t.now()}
		}
	}, nil
}

// forget drops a session the client ended.
func (t *mcpSessions) forget(id string) {
	t.mu.Lock()
	delete(t.open, id)
	t.mu.Unlock()
}

// prune drops sessions the SDK has closed by itself.
func (t *mcpSessions) prune() {
	live := map[string]bool{}
	for ss := range t.srv.Sessions() {
		live[ss.ID()] = true
	}
	for id := range t.open {
		if !live[id] {
			delete(t.open, id)
		}
	}
}

func (t *mcpSessions) live(id string) bool {
	for ss := range t.srv.Sessions() {
		if ss.ID() == id {
			return true
		}
	}
	return false
}

func (t *mcpSessions) close(id string) {
	for ss := range t.srv.Sessions() {
		if ss.ID() == id {
			_ = ss.Close()
		}
	}
}

// newStreamBound bounds the event streams open at once to half the
// connections the server accepts (MaxConns): a stream holds its
// connection for as long as the client likes, so without a bound a
// client's streams could take every connection, and every other request
// would wait in the listen queue until one closed.
func newStreamBound(maxConns int) chan struct{} {
	return make(chan struct{}, max(1, maxConns/2))
}

// openStream takes a place for an event stream, or says why there is
// none; the caller calls release when the stream ends.
func (t *mcpSessions) openStream() (release func(), err error) {
	if t.streams == nil {
		return func() {}, nil
	}
	select {
	case t.streams <- struct{}{}:
		return func() { <-t.streams }, nil
	default:
		return nil, fmt.Errorf("%w: %d MCP event streams are open (the limit, half of --max-conns); close one or retry", ErrBusy, cap(t.streams))
	}
}

// serve runs h for one request, keeping the count of sessions; initID is
// the id of an initialize request without a session, else nil.
func (t *mcpSessions) serve(w http.ResponseWriter, r *http.Request, initID json.RawMessage, h http.Handler) {
	if id := r.Header.Get("Mcp-Session-Id"); id != "" {
		if r.Method == http.MethodGet {
			release, err := t.openStream()
			if err != nil {
				w.Header().Set("Retry-After", "1")
				writeRPC(w, http.StatusServiceUnavailable, rpcError(nil, jsonrpc.CodeInternalError, err.Error()))
				return
			}
			defer release()
		}
		defer t.use(id)()
		h.ServeHTTP(w, r)
		if r.Method == http.MethodDelete {
			t.forget(id)
		}
		return
	}
	if initID == nil {
		h.ServeHTTP(w, r)
		return
	}
	added, err := t.reserve()
	if err != nil {
		w.Header().Set("Retry-After", "1")
		writeRPC(w, http.StatusServiceUnavailable, rpcError(initID, jsonrpc.CodeInternalError, err.Error()))
		return
	}
	defer func() { added(w.Header().Get("Mcp-Session-Id")) }()
	h.ServeHTTP(w, r)
}
